//! One signature's file: a small header, then the packed values.
//!
//! ```text
//! magic     8 bytes  "PLYEGDB\n"
//! version   u32 LE   FORMAT_VERSION
//! text len  u32 LE
//! text      UTF-8    "game=kabe\nrules=size=8,...\nsignature=0101\npositions=N\n"
//! checksum  u64 LE   FNV-1a 64 of the values
//! length    u64 LE   bytes of values
//! values             2 bits a position, White to move first (see ply_draughts::egdb)
//! ```
//!
//! A file is written under a temporary name and renamed when complete, so a file with the
//! final name is whole; reading checks the header, the length and the checksum all the same.

use std::{
    fs,
    io::Write,
    path::{Path, PathBuf},
};

use ply_core::{Message, Rules, msg};
use ply_draughts::{
    Variant,
    egdb::{Signature, packed_len, play_rules},
};

use crate::EgdbError;

const MAGIC: &[u8; 8] = b"PLYEGDB\n";
/// The version of the file layout and of the values' meaning.
pub const FORMAT_VERSION: u32 = 1;
/// The ending of a complete file's name.
pub const EXTENSION: &str = "egdb";

/// The file of a signature: `DIR/GAME-SIGNATURE.egdb`, for example `kabe-0201.egdb`.
pub fn path(dir: &Path, game: &str, sig: Signature) -> PathBuf {
    dir.join(format!("{game}-{}.{EXTENSION}", sig.name()))
}

/// The rules of play as text: `key=value` pairs, comma-separated.
pub fn rules_text(variant: &Variant) -> String {
    play_rules(variant)
        .options()
        .into_iter()
        .map(|(k, v)| format!("{k}={v}"))
        .collect::<Vec<_>>()
        .join(",")
}

fn rules_from_text(text: &str) -> Option<Variant> {
    let pairs: Vec<(&str, &str)> = text.split(',').filter_map(|p| p.split_once('=')).collect();
    let size = pairs.iter().find(|(k, _)| *k == "size")?.1.parse().ok()?;
    if size != 8 && size != 10 {
        return None;
    }
    let mut variant = Variant::preset_for_size(size);
    for (k, v) in pairs {
        variant.set(k, v).ok()?;
    }
    Some(play_rules(&variant))
}

fn fnv1a(data: &[u8]) -> u64 {
    data.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// What a file holds.
#[derive(Debug)]
pub struct Slice {
    pub game: String,
    pub rules: Variant,
    pub signature: Signature,
    pub values: Vec<u8>,
}

/// Writes a signature's values: to a temporary file first, renamed when complete.
pub fn write(
    dir: &Path,
    game: &str,
    variant: &Variant,
    sig: Signature,
    values: &[u8],
) -> Result<PathBuf, EgdbError> {
    let target = path(dir, game, sig);
    let part = target.with_extension(format!("{EXTENSION}.part"));
    let text = format!(
        "game={game}\nrules={}\nsignature={}\npositions={}\n",
        rules_text(variant),
        sig.name(),
        2 * sig.positions(variant.size())
    );
    let io = |e: std::io::Error| EgdbError::io(&part, &e);
    let mut out = Vec::with_capacity(values.len() + text.len() + 32);
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
    out.extend_from_slice(&(text.len() as u32).to_le_bytes());
    out.extend_from_slice(text.as_bytes());
    out.extend_from_slice(&fnv1a(values).to_le_bytes());
    out.extend_from_slice(&(values.len() as u64).to_le_bytes());
    out.extend_from_slice(values);
    let mut file = fs::File::create(&part).map_err(io)?;
    file.write_all(&out).map_err(io)?;
    file.sync_all().map_err(io)?;
    drop(file);
    fs::rename(&part, &target).map_err(|e| EgdbError::io(&target, &e))?;
    Ok(target)
}

/// Reads and checks a file: magic, version, header, length and checksum.
pub fn read(path: &Path) -> Result<Slice, EgdbError> {
    let bytes = fs::read(path).map_err(|e| EgdbError::io(path, &e))?;
    let bad = |reason: Message| EgdbError::bad_file(path, reason);
    let take = |at: usize, n: usize| bytes.get(at..at + n).ok_or_else(|| bad(msg!("egdb_short")));
    if take(0, 8)? != MAGIC {
        return Err(bad(msg!("egdb_not_a_database")));
    }
    let u32_at = |at| take(at, 4).map(|b| u32::from_le_bytes(b.try_into().unwrap_or_default()));
    let u64_at = |at| take(at, 8).map(|b| u64::from_le_bytes(b.try_into().unwrap_or_default()));
    let version = u32_at(8)?;
    if version != FORMAT_VERSION {
        return Err(bad(msg!(
            "egdb_version",
            found = version,
            expected = FORMAT_VERSION
        )));
    }
    let text_len = u32_at(12)? as usize;
    let text = std::str::from_utf8(take(16, text_len)?).map_err(|_| bad(msg!("egdb_header")))?;
    let field = |name: &str| {
        text.lines()
            .find_map(|l| l.strip_prefix(name)?.strip_prefix('='))
            .ok_or_else(|| bad(msg!("egdb_header")))
    };
    let game = field("game")?.to_string();
    let rules = rules_from_text(field("rules")?).ok_or_else(|| bad(msg!("egdb_header")))?;
    let signature =
        Signature::from_name(field("signature")?).ok_or_else(|| bad(msg!("egdb_header")))?;
    let at = 16 + text_len;
    let checksum = u64_at(at)?;
    let len = u64_at(at + 8)? as usize;
    let values = take(at + 16, len)?;
    if len != packed_len(signature, rules.size()) || bytes.len() != at + 16 + len {
        return Err(bad(msg!("egdb_short")));
    }
    if fnv1a(values) != checksum {
        return Err(bad(msg!("egdb_checksum")));
    }
    Ok(Slice {
        game,
        rules,
        signature,
        values: values.to_vec(),
    })
}
