//! One connection to an engine or a peer, whichever protocol it speaks: a child process's
//! standard input and output, or a TCP stream. One reader thread cuts what arrives into frames
//! (lines, or NUL-terminated DXP messages) and hands them over a channel, so that every wait
//! has a deadline and a peer that goes away is an error, never a hang. Closing sends the
//! protocol's goodbye, gives a process a grace period to end, then kills and reaps it.
//!
//! The clients ([`crate::uci`], [`crate::hub`], [`crate::dxp`]) keep only their protocol's
//! logic and use this for everything that touches the process or the socket.

use std::{
    fmt,
    io::{self, BufRead, BufReader, Read, Write},
    net::{Shutdown, TcpStream},
    process::{Child, Command, Stdio},
    sync::mpsc::{Receiver, RecvTimeoutError, channel},
    time::{Duration, Instant},
};

/// How long one [`Link::receive`] waits at most, so that a caller can look at a stop flag.
pub const TICK: Duration = Duration::from_millis(20);

/// How long a closed process may take to end by itself before it is killed.
pub const QUIT_GRACE: Duration = Duration::from_millis(500);

/// Cuts the next frame from the input: `Ok(None)` at its end.
pub type Framer<T> = fn(&mut dyn BufRead) -> io::Result<Option<T>>;

/// Why no frame came.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Ended {
    /// The deadline passed.
    TimedOut,
    /// The peer closed its output (a process exited, a socket was closed) or reading failed.
    Closed,
}

impl fmt::Display for Ended {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Ended::TimedOut => "no answer in time",
            Ended::Closed => "the connection closed",
        })
    }
}

/// What is at the other end.
enum Peer {
    Process(Child),
    Socket(TcpStream),
}

/// The writing end of a link and what it is connected to.
struct End {
    peer: Peer,
    input: Option<Box<dyn Write + Send>>,
    /// Sent when the link is closed (`quit` for UCI and Hub), before the grace period.
    goodbye: Vec<u8>,
}

/// A running process or an open connection, with its reader thread.
pub struct Link<T> {
    end: End,
    frames: Receiver<T>,
}

/// Reads one line without its line end (`\n` or `\r\n`); bytes that are not UTF-8 become U+FFFD.
///
/// # Errors
/// The reader's own errors.
pub fn line(reader: &mut dyn BufRead) -> io::Result<Option<String>> {
    let mut bytes = Vec::new();
    if reader.read_until(b'\n', &mut bytes)? == 0 {
        return Ok(None);
    }
    if bytes.last() == Some(&b'\n') {
        bytes.pop();
        if bytes.last() == Some(&b'\r') {
            bytes.pop();
        }
    }
    Ok(Some(String::from_utf8_lossy(&bytes).into_owned()))
}

/// Starts the reader thread on `output`, which ends at the end of the input, on an error, or
/// when the link is gone.
fn read_frames<T: Send + 'static>(
    output: impl Read + Send + 'static,
    framer: Framer<T>,
) -> Receiver<T> {
    let (sender, frames) = channel();
    std::thread::spawn(move || {
        let mut reader = BufReader::new(output);
        while let Ok(Some(frame)) = framer(&mut reader) {
            if sender.send(frame).is_err() {
                break;
            }
        }
    });
    frames
}

impl<T: Send + 'static> Link<T> {
    /// Starts `program` with `args`, its output read with `framer` (its error output is
    /// discarded).
    ///
    /// # Errors
    /// The program cannot be started.
    pub fn spawn(program: &str, args: &[&str], framer: Framer<T>) -> io::Result<Link<T>> {
        let mut child = Command::new(program)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()?;
        let (Some(stdout), Some(stdin)) = (child.stdout.take(), child.stdin.take()) else {
            let _ = child.kill();
            let _ = child.wait();
            return Err(io::Error::other("no pipes to the process"));
        };
        Ok(Link {
            end: End {
                peer: Peer::Process(child),
                input: Some(Box::new(stdin)),
                goodbye: Vec::new(),
            },
            frames: read_frames(stdout, framer),
        })
    }

    /// Connects to `addr` (`HOST:PORT`).
    ///
    /// # Errors
    /// The connection cannot be made.
    pub fn connect(addr: &str, framer: Framer<T>) -> io::Result<Link<T>> {
        Link::over(TcpStream::connect(addr)?, framer)
    }

    /// A link over a connected stream (one accepted by a listener, say).
    ///
    /// # Errors
    /// The stream cannot be cloned for the reader thread.
    pub fn over(stream: TcpStream, framer: Framer<T>) -> io::Result<Link<T>> {
        let _ = stream.set_nodelay(true);
        stream.set_read_timeout(None)?;
        let reader = stream.try_clone()?;
        let writer = stream.try_clone()?;
        Ok(Link {
            end: End {
                peer: Peer::Socket(stream),
                input: Some(Box::new(writer)),
                goodbye: Vec::new(),
            },
            frames: read_frames(reader, framer),
        })
    }

    /// What to send when the link is closed (a protocol's `quit`).
    #[must_use]
    pub fn with_goodbye(mut self, bytes: &[u8]) -> Link<T> {
        self.end.goodbye = bytes.to_vec();
        self
    }

    /// Writes `bytes` and flushes.
    ///
    /// # Errors
    /// The peer no longer reads (or the link was closed).
    pub fn send(&mut self, bytes: &[u8]) -> io::Result<()> {
        match self.end.input.as_mut() {
            Some(input) => input.write_all(bytes).and_then(|()| input.flush()),
            None => Err(io::Error::other("input closed")),
        }
    }

    /// Writes `line` and a line end, and flushes.
    ///
    /// # Errors
    /// As [`Link::send`].
    pub fn send_line(&mut self, line: impl fmt::Display) -> io::Result<()> {
        self.send(format!("{line}\n").as_bytes())
    }

    /// The next frame if one comes within [`TICK`] (and before `deadline`): `Ok(None)` when
    /// none came yet, so that the caller can look at a stop flag and call again.
    ///
    /// # Errors
    /// The deadline has passed, or the peer closed the connection.
    pub fn receive(&mut self, deadline: Instant) -> Result<Option<T>, Ended> {
        let now = Instant::now();
        if now >= deadline {
            return Err(Ended::TimedOut);
        }
        match self.frames.recv_timeout(TICK.min(deadline - now)) {
            Ok(frame) => Ok(Some(frame)),
            Err(RecvTimeoutError::Timeout) => Ok(None),
            Err(RecvTimeoutError::Disconnected) => Err(Ended::Closed),
        }
    }

    /// The next frame before `deadline`.
    ///
    /// # Errors
    /// As [`Link::receive`].
    pub fn receive_by(&mut self, deadline: Instant) -> Result<T, Ended> {
        loop {
            if let Some(frame) = self.receive(deadline)? {
                return Ok(frame);
            }
        }
    }

    /// Frames up to the first for which `last` holds, before `deadline`: the ones before it, and
    /// it.
    ///
    /// # Errors
    /// As [`Link::receive`].
    pub fn expect(
        &mut self,
        deadline: Instant,
        mut last: impl FnMut(&T) -> bool,
    ) -> Result<(Vec<T>, T), Ended> {
        let mut seen = Vec::new();
        loop {
            let frame = self.receive_by(deadline)?;
            if last(&frame) {
                return Ok((seen, frame));
            }
            seen.push(frame);
        }
    }

    /// Drops the frames that have arrived and not been read.
    pub fn drain(&mut self) {
        while self.frames.try_recv().is_ok() {}
    }

    /// Whether the process has ended, waiting up to `within` (its output closes first); a
    /// connection never has.
    pub fn exited(&mut self, within: Duration) -> bool {
        let Peer::Process(child) = &mut self.end.peer else {
            return false;
        };
        let deadline = Instant::now() + within;
        loop {
            if let Ok(Some(_)) = child.try_wait() {
                return true;
            }
            if Instant::now() >= deadline {
                return false;
            }
            std::thread::sleep(TICK.min(within));
        }
    }

    /// Sends the goodbye and closes the input; a process gets `grace` to end before it is
    /// killed, and is reaped either way; a connection is shut down. Closing twice does
    /// nothing more; dropping the link closes it with [`QUIT_GRACE`].
    pub fn close(&mut self, grace: Duration) {
        self.end.close(grace);
    }
}

impl End {
    fn close(&mut self, grace: Duration) {
        let Some(mut input) = self.input.take() else {
            return;
        };
        if !self.goodbye.is_empty() {
            let _ = input.write_all(&self.goodbye).and_then(|()| input.flush());
        }
        drop(input);
        match &mut self.peer {
            Peer::Process(child) => {
                let deadline = Instant::now() + grace;
                while Instant::now() < deadline {
                    if let Ok(Some(_)) = child.try_wait() {
                        return;
                    }
                    std::thread::sleep(Duration::from_millis(10));
                }
                let _ = child.kill();
                let _ = child.wait();
            }
            Peer::Socket(stream) => {
                let _ = stream.shutdown(Shutdown::Both);
            }
        }
    }
}

impl Drop for End {
    fn drop(&mut self) {
        self.close(QUIT_GRACE);
    }
}

#[cfg(test)]
mod tests {
    use std::net::TcpListener;

    use super::*;

    fn soon() -> Instant {
        Instant::now() + Duration::from_secs(10)
    }

    #[cfg(unix)]
    #[test]
    fn a_process_answers_in_lines_and_says_goodbye() {
        let script = "while read cmd; do case \"$cmd\" in ping) printf 'pong\\r\\nbad \\377\\n' ;; \
                      quit) echo bye >&2; exit 0 ;; esac; done";
        let mut link = Link::spawn("sh", &["-c", script], line)
            .unwrap()
            .with_goodbye(b"quit\n");
        link.send_line("ping").unwrap();
        let (before, last) = link.expect(soon(), |l| l.starts_with("bad")).unwrap();
        assert_eq!(
            (before, last.as_str()),
            (vec!["pong".to_string()], "bad \u{fffd}")
        );
        // Nothing more comes: a short deadline passes.
        let short = Instant::now() + Duration::from_millis(100);
        assert_eq!(link.receive_by(short), Err(Ended::TimedOut));
        let started = Instant::now();
        link.close(Duration::from_secs(5));
        assert!(started.elapsed() < Duration::from_secs(4), "quit was heard");
        assert!(link.exited(Duration::ZERO));
        assert_eq!(link.receive_by(soon()), Err(Ended::Closed));
        assert!(link.send_line("ping").is_err());
    }

    #[cfg(unix)]
    #[test]
    fn a_process_that_ignores_goodbye_is_killed_after_the_grace() {
        let mut link = Link::spawn("sleep", &["30"], line)
            .unwrap()
            .with_goodbye(b"quit\n");
        assert!(!link.exited(Duration::from_millis(50)));
        let started = Instant::now();
        link.close(Duration::from_millis(200));
        let took = started.elapsed();
        assert!(
            took >= Duration::from_millis(200) && took < Duration::from_secs(5),
            "{took:?}"
        );
        assert!(link.exited(Duration::ZERO));
    }

    #[test]
    fn a_program_that_does_not_exist_is_an_error() {
        assert!(Link::spawn("/nonexistent/engine", &[], line).is_err());
    }

    #[test]
    fn a_connection_frames_dxp_messages() {
        use crate::dxp::{Message, Received, wire};

        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let addr = listener.local_addr().unwrap().to_string();
        let peer = std::thread::spawn(move || {
            let (mut stream, _) = listener.accept().unwrap();
            // A chat in two pieces, then garbage, then the end of the connection.
            stream.write_all(b"Chel").unwrap();
            stream.flush().unwrap();
            std::thread::sleep(Duration::from_millis(50));
            stream.write_all(b"lo\0?\0").unwrap();
            let mut got = [0u8; 4];
            stream.read_exact(&mut got).unwrap();
            got
        });
        let mut link = Link::connect(&addr, wire::frame).unwrap();
        link.send(b"Cok\0").unwrap();
        match link.receive_by(soon()) {
            Ok(Received::Message(Message::Chat(text))) => assert_eq!(text, "hello"),
            other => panic!("{other:?}"),
        }
        assert!(matches!(
            link.receive_by(soon()),
            Ok(Received::Malformed(_))
        ));
        assert_eq!(&peer.join().unwrap(), b"Cok\0");
        assert!(matches!(link.receive_by(soon()), Err(Ended::Closed)));
        assert!(!link.exited(Duration::ZERO));
        link.close(QUIT_GRACE);
        assert!(link.send(b"x").is_err());
    }
}
