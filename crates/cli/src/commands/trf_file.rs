//! A TRF file read for `ply tournament pair` and `ply tournament import`: from a path or
//! standard input (`-`), bounded in size, every failure worded in the user's language.

use ply_core::{Message, msg};

use crate::fail::{Failure, Outcome};
use crate::words::say;

fn refused(message: Message) -> Failure {
    Failure::Input(say(&message))
}

/// The longest TRF file read: 9999 players of 99 rounds fit well within it.
const MAX_BYTES: u64 = 16 << 20;

pub fn read_text(path: &std::path::Path) -> Outcome<String> {
    use std::io::Read;
    let mut text = String::new();
    let what = path.display();
    let result = if path.as_os_str() == "-" {
        std::io::stdin()
            .take(MAX_BYTES + 1)
            .read_to_string(&mut text)
    } else {
        std::fs::File::open(path).and_then(|f| f.take(MAX_BYTES + 1).read_to_string(&mut text))
    };
    result.map_err(|e| {
        refused(msg!(
            "pairing_cannot_read",
            file = what.to_string(),
            reason = e.to_string()
        ))
    })?;
    if text.len() as u64 > MAX_BYTES {
        return Err(refused(msg!(
            "pairing_too_long",
            file = what.to_string(),
            most = MAX_BYTES
        )));
    }
    Ok(text)
}
