//! How a game is written down as a whole: the record format of each game (PDN for draughts, PGN
//! for chess, ply's plain format otherwise).

use crate::{Record, RecordError, Verdict, plain};

/// Reading and writing whole games. The defaults are ply's plain format (see [`plain`]); a game
/// with a format of its own overrides both. `read_record(write_record(r))` gives back the same
/// moves, tags, comments and declared result.
pub trait RecordFormat: Verdict {
    /// Writes a game with the record's tags.
    fn write_record(record: &Record<Self>) -> String {
        plain::write(record, None)
    }

    /// Reads a game written by [`write_record`](RecordFormat::write_record).
    ///
    /// # Errors
    /// A message naming the first tag, position or move that could not be read.
    fn read_record(text: &str, rules: &Self::Rules) -> Result<Record<Self>, RecordError> {
        plain::read(text, rules, None)
    }
}
