//! Endgame databases for ply's draughts games on disk: one file per material signature
//! ([`file`]), built in dependency order and resumably ([`build`]), checked ([`verify`]) and
//! loaded for search ([`load_dir`]). The values themselves — the index, the retrograde
//! analysis and what a value means under the move-count draw rules — are
//! [`ply_draughts::egdb`]'s.

pub mod file;
mod verify;

use std::{
    fmt,
    path::{Path, PathBuf},
    sync::Arc,
    time::Instant,
};

use ply_core::{Message, msg};
pub use ply_draughts::egdb::{Signature, SliceCounts, Tables, Wdl};
use ply_draughts::{
    Variant,
    egdb::{build_slice, play_rules, supported},
};
pub use verify::{Verified, verify};

/// Why a database could not be built, read or checked, as a message for the reader.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EgdbError(Message);

impl EgdbError {
    fn io(path: &Path, e: &std::io::Error) -> EgdbError {
        EgdbError(msg!(
            "egdb_io",
            path = path.display().to_string(),
            error = e.to_string()
        ))
    }

    fn bad_file(path: &Path, reason: Message) -> EgdbError {
        EgdbError(msg!(
            "egdb_bad_file",
            path = path.display().to_string(),
            reason = reason
        ))
    }

    /// What went wrong.
    pub fn message(&self) -> &Message {
        &self.0
    }
}

impl fmt::Display for EgdbError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl std::error::Error for EgdbError {}

/// The most pieces a build accepts.
pub const MAX_PIECES: u32 = 7;

/// The rules of a game id whose databases can be built: a draughts game in which a side
/// without pieces or moves loses (not antidraughts, not breakthrough).
pub fn variant_of(game: &str) -> Result<Variant, EgdbError> {
    Variant::preset(game)
        .filter(supported)
        .ok_or_else(|| EgdbError(msg!("egdb_unsupported", game = game)))
}

/// What a build is doing, for a progress display.
#[derive(Clone, Debug)]
pub enum Event {
    /// A signature's complete file was found and loaded: not built again.
    Kept { signature: Signature },
    /// A file with the signature's name could not be read and is built again.
    Unreadable { error: EgdbError },
    /// A signature's build starts: `positions` indices, both sides to move.
    Started {
        signature: Signature,
        positions: u64,
    },
    /// Positions of the current signature looked at so far.
    Progress { done: u64 },
    /// A signature is built and written.
    Built(Built),
}

/// One signature built.
#[derive(Clone, Debug)]
pub struct Built {
    pub signature: Signature,
    pub counts: SliceCounts,
    pub bytes: u64,
    pub seconds: f64,
    pub path: PathBuf,
}

/// Builds the databases of `game` up to `pieces` pieces into `dir` (created if missing),
/// smaller signatures first. Signatures whose complete file is there already are loaded and
/// not built again, so an interrupted build goes on where it stopped.
pub fn build(
    dir: &Path,
    game: &str,
    pieces: u32,
    on: &mut dyn FnMut(&Event),
) -> Result<Vec<Built>, EgdbError> {
    let variant = variant_of(game)?;
    if !(2..=MAX_PIECES).contains(&pieces) {
        return Err(EgdbError(msg!(
            "egdb_pieces",
            pieces = pieces,
            max = MAX_PIECES
        )));
    }
    std::fs::create_dir_all(dir).map_err(|e| EgdbError::io(dir, &e))?;
    let mut tables = Tables::new(&variant);
    let mut built = Vec::new();
    for sig in Signature::up_to(pieces) {
        let path = file::path(dir, game, sig);
        if path.exists() {
            match file::read(&path) {
                Ok(slice) if slice.rules == play_rules(&variant) && slice.signature == sig => {
                    if tables.insert(sig, slice.values) {
                        on(&Event::Kept { signature: sig });
                        continue;
                    }
                }
                Ok(_) => {}
                Err(error) => on(&Event::Unreadable { error }),
            }
        }
        let start = Instant::now();
        on(&Event::Started {
            signature: sig,
            positions: 2 * sig.positions(variant.size()),
        });
        let (values, counts) = build_slice(&tables, sig, &mut |done| {
            on(&Event::Progress { done });
        })
        .map_err(|missing| EgdbError(msg!("egdb_missing", signature = missing.name())))?;
        let path = file::write(dir, game, &variant, sig, &values)?;
        let done = Built {
            signature: sig,
            counts,
            bytes: std::fs::metadata(&path).map_or(0, |m| m.len()),
            seconds: start.elapsed().as_secs_f64(),
            path,
        };
        on(&Event::Built(done.clone()));
        built.push(done);
        tables.insert(sig, values);
    }
    Ok(built)
}

/// Every database file in `dir`, read and grouped by their rules of play.
pub fn load(dir: &Path) -> Result<Vec<Tables>, EgdbError> {
    let entries = std::fs::read_dir(dir).map_err(|e| EgdbError::io(dir, &e))?;
    let mut paths: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == file::EXTENSION))
        .collect();
    paths.sort();
    let mut all: Vec<Tables> = Vec::new();
    for path in paths {
        let slice = file::read(&path)?;
        let tables = match all.iter_mut().find(|t| *t.rules() == slice.rules) {
            Some(t) => t,
            None => {
                all.push(Tables::new(&slice.rules));
                all.last_mut().expect("just pushed")
            }
        };
        tables.insert(slice.signature, slice.values);
    }
    if all.is_empty() {
        return Err(EgdbError(msg!(
            "egdb_empty",
            path = dir.display().to_string()
        )));
    }
    Ok(all)
}

/// Loads every database in `dir`, shared, for a draughts search to be given
/// (`ply_draughts::Context::tables`).
pub fn load_dir(dir: &Path) -> Result<Vec<Arc<Tables>>, EgdbError> {
    Ok(load(dir)?.into_iter().map(Arc::new).collect())
}

/// The games whose database files are in `dir` (by the files' names), sorted.
pub fn games(dir: &Path) -> Result<Vec<String>, EgdbError> {
    let entries = std::fs::read_dir(dir).map_err(|e| EgdbError::io(dir, &e))?;
    let mut games: Vec<String> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == file::EXTENSION))
        .filter_map(|p| {
            let stem = p.file_stem()?.to_str()?.to_string();
            Some(stem.rsplit_once('-')?.0.to_string())
        })
        .collect();
    games.sort();
    games.dedup();
    if games.is_empty() {
        return Err(EgdbError(msg!(
            "egdb_empty",
            path = dir.display().to_string()
        )));
    }
    Ok(games)
}
