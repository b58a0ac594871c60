//! Game records in and out of the database: the one function that writes a stored game's
//! record (the web download `GET /api/games/{id}/record` and `ply record export` both call it),
//! and the import of records as games the web app opens (`ply record import`).
//!
//! An imported game is a game on one device (`local`) without a token: the page shows it, with
//! its moves, result, tags and comments. Its record keeps the file's tags and comments; a game
//! played in the web app gets the headers Event, Site, Date, White and Black on export.

use std::{
    fmt,
    path::{Path, PathBuf},
};

use ply_core::Side;
use ply_games::AnyRecord;

use crate::{
    clock::now_ms,
    session::{Fixed, Meta, Notes, Opponent, Session, Status, Stored},
    state::DATABASE_FILE,
    store::{self, Store},
};

/// Why records could not be imported or exported.
#[derive(Debug)]
pub enum RecordsError {
    /// The user's input: a game id that is not in the database, a missing database file.
    Input(String),
    /// The database could not be read or written.
    Store(anyhow::Error),
}

impl fmt::Display for RecordsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordsError::Input(m) => f.write_str(m),
            RecordsError::Store(e) => write!(f, "{e:#}"),
        }
    }
}

impl std::error::Error for RecordsError {}

impl From<anyhow::Error> for RecordsError {
    fn from(e: anyhow::Error) -> RecordsError {
        RecordsError::Store(e)
    }
}

/// A stored game's record and the file name the download gives it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Exported {
    pub id: String,
    pub text: String,
    pub file: String,
}

/// A game stored by [`import`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Imported {
    pub id: String,
    pub game: &'static str,
    pub moves: usize,
    /// "white wins: checkmate", or "ongoing".
    pub status: String,
}

/// The database file for `path`: the file itself, or `ply.sqlite3` inside a directory (the
/// data directory of `ply serve`).
pub fn database_path(path: &Path) -> PathBuf {
    if path.is_dir() {
        path.join(DATABASE_FILE)
    } else {
        path.to_path_buf()
    }
}

/// The database URL for a `--db` argument: a URL as it is, else a SQLite file or a data
/// directory (see [`database_path`]).
pub fn database_url(db: &str) -> String {
    if db.contains("://") {
        db.to_string()
    } else {
        store::sqlite_url(&database_path(Path::new(db)))
    }
}

/// The record of a game, with its headers, and its download file name.
pub(crate) fn record_file(live: &Session) -> Exported {
    record_named(live, &[None, None])
}

/// The record of a game whose seats `accounts` hold (by side index): their names are the
/// White and Black headers.
pub(crate) fn record_named(live: &Session, accounts: &[Option<String>; 2]) -> Exported {
    let mut record = live.record().clone_box();
    let name = |side: Side| match &live.fixed.opponent {
        _ if accounts[side.index()].is_some() => accounts[side.index()].clone().unwrap_or_default(),
        Opponent::Computer {
            level,
            side: c,
            engine,
        } if *c == side => engine
            .clone()
            .unwrap_or_else(|| format!("ply level {level}")),
        _ => "Player".to_string(),
    };
    let tags = record.tags();
    let aborted = record.outcome().is_some_and(|o| o.is_aborted());
    let mut header = |key: &str, value: String| {
        if !tags.iter().any(|(k, _)| k == key) {
            record.set_tag(key, &value);
        }
    };
    header("Event", "ply game".to_string());
    header("Site", "ply".to_string());
    header("Date", crate::date::pgn_date(live.fixed.created_ms));
    header("White", name(Side::White));
    header("Black", name(Side::Black));
    if aborted {
        // No result to write ("*"): the tag says why.
        header("Termination", "abandoned".to_string());
    }
    // The file type follows the game's family: PGN for chess, PDN for every draughts game.
    let family = ply_games::find(&live.fixed.game).map(|g| g.family());
    let ext = match family.as_deref() {
        Ok("chess") => "pgn",
        Ok("draughts") => "pdn",
        _ => "txt",
    };
    Exported {
        id: live.id().to_string(),
        text: record.write_record(),
        file: format!("ply-{}-{}.{ext}", live.fixed.game, live.id()),
    }
}

/// The records of stored games in the database at `url`, in the order asked (`None`: every
/// game, oldest first), exactly as the web download writes them.
///
/// # Errors
/// A SQLite database file does not exist, a game id is not in it, or it cannot be read.
pub async fn export(url: &str, ids: Option<&[String]>) -> Result<Vec<Exported>, RecordsError> {
    if let Some(path) = url.strip_prefix("sqlite://") {
        let file = path.split('?').next().unwrap_or(path);
        if !Path::new(file).is_file() {
            return Err(RecordsError::Input(format!("no database at {file}")));
        }
    }
    let store = Store::connect(url).await?;
    let ids = match ids {
        Some(ids) => ids.to_vec(),
        None => store.game_ids().await?,
    };
    let mut out = Vec::with_capacity(ids.len());
    for id in &ids {
        let stored = store.load(id).await?.ok_or_else(|| {
            RecordsError::Input(format!("no game '{id}' in {}", store::redact(url)))
        })?;
        out.push(record_file(&Session::restore(stored)?));
    }
    store.close().await;
    Ok(out)
}

/// Stores records as new games, all in one transaction (all or none), in the database at
/// `url` (a SQLite file is created if missing).
///
/// # Errors
/// The database cannot be opened or written.
pub async fn import(
    url: &str,
    records: &[Box<dyn AnyRecord>],
) -> Result<Vec<Imported>, RecordsError> {
    let store = Store::connect(url).await?;
    let now = now_ms();
    let mut games = Vec::with_capacity(records.len());
    let mut imported = Vec::with_capacity(records.len());
    // One millisecond apart, so that the games keep the file's order (oldest first).
    for (i, record) in records.iter().enumerate() {
        let (stored, game) = to_stored(record.as_ref(), now + i as i64)?;
        imported.push(game);
        games.push(stored);
    }
    store.import(&games).await?;
    store.close().await;
    Ok(imported)
}

/// A record as a stored game, through the same replay the server does on loading.
fn to_stored(record: &dyn AnyRecord, now: i64) -> anyhow::Result<(Stored, Imported)> {
    let fixed = Fixed {
        id: crate::secret::game_id()?,
        game: record.game_id().to_string(),
        rules: record
            .rules()
            .into_iter()
            .map(|(k, v)| (k.to_string(), v))
            .collect(),
        start: record.start_position(),
        opponent: Opponent::Local,
        clock: None,
        created_ms: now,
        rated: false,
        days: None,
    };
    let moves = record.moves();
    let outcome = record.outcome();
    let plain = Stored {
        fixed: fixed.clone(),
        meta: Meta::new(ply_core::Side::White, None, now),
        moves: moves.clone(),
        tokens: [None, None],
        notes: Notes::default(),
        ratings: None,
    };
    // Replayed as the server will load it: the rules' own ending, or the record's declared one.
    let replayed = Session::restore(plain)?;
    let mut meta = replayed.meta();
    if let (Some(o), None) = (outcome, replayed.outcome()) {
        meta.declared = Some(o);
        meta.status = Status::Finished;
    }
    let status = outcome.map_or_else(
        || "ongoing".to_string(),
        |o| record.describe(&o).to_string(),
    );
    let imported = Imported {
        id: fixed.id.clone(),
        game: record.game_id(),
        moves: moves.len(),
        status,
    };
    let stored = Stored {
        meta,
        fixed,
        moves,
        tokens: [None, None],
        notes: Notes {
            tags: record.tags(),
            comments: record.comments(),
        },
        ratings: None,
    };
    Ok((stored, imported))
}
