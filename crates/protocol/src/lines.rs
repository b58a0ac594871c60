//! The servers' lines (`ply uci`, `ply hub`, and the command line's `ply play`): lines read
//! from an input, where a line that is not valid UTF-8 is handed over as [`NotText`] instead of
//! ending the input, so that the reader answers it and the session goes on; and an output that
//! the server and its search thread share, a whole line at a time.

use std::{
    fmt,
    io::{self, BufRead, Write},
    sync::{Arc, Mutex},
};

/// An output shared by a server and the thread that searches.
pub type Output = Arc<Mutex<Box<dyn Write + Send>>>;

/// `writer` as a shared output.
pub fn output(writer: impl Write + Send + 'static) -> Output {
    Arc::new(Mutex::new(Box::new(writer)))
}

/// Writes one line and flushes it (a failed write is ignored: the reader has gone, and the
/// server ends at the end of its input).
pub fn say(out: &Output, line: impl fmt::Display) {
    if let Ok(mut out) = out.lock() {
        let _ = writeln!(out, "{line}");
        let _ = out.flush();
    }
}

/// A line whose bytes are not valid UTF-8.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NotText {
    /// The offset of the first byte that is not part of a UTF-8 character.
    pub at: usize,
}

impl fmt::Display for NotText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "ignored a line that is not valid UTF-8 (byte {})",
            self.at + 1
        )
    }
}

/// The lines of `reader` without their line ending (`\n` or `\r\n`), as
/// [`BufRead::lines`] gives them, except that a line that is not UTF-8 is an item of its own
/// rather than an error. The iterator ends at the end of the input; a read error is its last
/// item.
pub fn lines(
    mut reader: impl BufRead,
) -> impl Iterator<Item = io::Result<Result<String, NotText>>> {
    let mut buffer = Vec::new();
    let mut failed = false;
    std::iter::from_fn(move || {
        if failed {
            return None;
        }
        buffer.clear();
        match reader.read_until(b'\n', &mut buffer) {
            Ok(0) => return None,
            Ok(_) => {}
            Err(e) => {
                failed = true;
                return Some(Err(e));
            }
        }
        if buffer.last() == Some(&b'\n') {
            buffer.pop();
            if buffer.last() == Some(&b'\r') {
                buffer.pop();
            }
        }
        Some(Ok(match std::str::from_utf8(&buffer) {
            Ok(text) => Ok(text.to_string()),
            Err(e) => Err(NotText {
                at: e.valid_up_to(),
            }),
        }))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_bytes_spoil_their_line_only() {
        let input: &[u8] = b"uci\r\nis\xffready\n\nquit";
        let read: Vec<_> = lines(input).map(Result::unwrap).collect();
        assert_eq!(
            read,
            [
                Ok("uci".to_string()),
                Err(NotText { at: 2 }),
                Ok(String::new()),
                Ok("quit".to_string())
            ]
        );
        assert_eq!(
            NotText { at: 2 }.to_string(),
            "ignored a line that is not valid UTF-8 (byte 3)"
        );
    }
}
