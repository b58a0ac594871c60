//! DXP framing on a byte stream: every message ends with a NUL byte.

use std::io::{self, BufRead, Write};

use super::message::{DxpError, Message};

/// The longest message accepted (GAMEREQ with a position is 94 bytes; chat is free text).
pub const MAX_MESSAGE: usize = 4096;

/// What reading one message gave.
#[derive(Debug)]
pub enum Received {
    /// A well-formed message.
    Message(Message),
    /// Bytes that are not a message (the error says why); the stream can still be read on.
    Malformed(DxpError),
    /// The peer closed the connection (a partial message before the end is dropped).
    Closed,
}

/// Reads up to the next NUL and parses what came before it. Bytes past [`MAX_MESSAGE`] are
/// skipped up to the NUL and reported as malformed.
///
/// # Errors
/// Only the reader's own errors (including time-outs set on a socket).
pub fn read_message(reader: &mut impl BufRead) -> io::Result<Received> {
    let mut bytes = Vec::new();
    let mut too_long = false;
    loop {
        let (done, used) = {
            let buf = reader.fill_buf()?;
            if buf.is_empty() {
                return Ok(Received::Closed);
            }
            match buf.iter().position(|&b| b == 0) {
                Some(i) => {
                    take(&mut bytes, &buf[..i], &mut too_long);
                    (true, i + 1)
                }
                None => {
                    take(&mut bytes, buf, &mut too_long);
                    (false, buf.len())
                }
            }
        };
        reader.consume(used);
        if done {
            break;
        }
    }
    if too_long {
        return Ok(Received::Malformed(DxpError(format!(
            "message longer than {MAX_MESSAGE} bytes"
        ))));
    }
    // A line end before the NUL (some programs send one) is not part of the message.
    while bytes.last().is_some_and(|b| *b == b'\n' || *b == b'\r') {
        bytes.pop();
    }
    Ok(match Message::parse(&bytes) {
        Ok(m) => Received::Message(m),
        Err(e) => Received::Malformed(e),
    })
}

fn take(bytes: &mut Vec<u8>, more: &[u8], too_long: &mut bool) {
    if bytes.len() + more.len() > MAX_MESSAGE {
        *too_long = true;
    } else {
        bytes.extend_from_slice(more);
    }
}

/// Writes a message and its NUL, and flushes.
///
/// # Errors
/// The message cannot be written (see [`Message::write`]) or the writer fails.
pub fn write_message(writer: &mut impl Write, message: &Message) -> io::Result<()> {
    let text = message
        .write()
        .map_err(|e| io::Error::new(io::ErrorKind::InvalidInput, e))?;
    writer.write_all(text.as_bytes())?;
    writer.write_all(&[0])?;
    writer.flush()
}

/// [`read_message`] as a [`crate::link::Framer`]: the end of the connection is `None`.
///
/// # Errors
/// The reader's own errors.
pub fn frame(reader: &mut dyn BufRead) -> io::Result<Option<Received>> {
    Ok(match read_message(&mut &mut *reader)? {
        Received::Closed => None,
        received => Some(received),
    })
}
