//! An engine program that speaks a line protocol on its standard input and output: what the UCI
//! and Hub clients share to start one and to talk to it. The program runs behind a [`Link`], so
//! every wait has a deadline; once it exits or stops answering, the reason is kept and every
//! later call fails with it instead of waiting again.

use std::{
    fmt::Display,
    sync::atomic::{AtomicBool, Ordering},
    time::{Duration, Instant},
};

use ply_games::GameError;

use crate::link::{Ended, Link};

/// Grace beyond the time a search was given, and after `stop`.
pub(crate) const GRACE: Duration = Duration::from_secs(10);

/// A search under way in the engine: by when it must answer, and whether it was told to stop.
pub(crate) struct Search {
    deadline: Instant,
    stopped: bool,
}

impl Search {
    /// A search just started that was given `time` (`None`: until it is stopped).
    pub(crate) fn new(time: Option<Duration>) -> Search {
        let now = Instant::now();
        let far = now + Duration::from_secs(365 * 24 * 3600);
        Search {
            deadline: time.map_or(far, |t| now + t + GRACE),
            stopped: false,
        }
    }
}

/// A running engine program.
pub(crate) struct EngineProcess {
    /// The engine's name in messages: the program's file name until the engine says its own.
    pub(crate) name: String,
    pub(crate) link: Link<String>,
    /// Why the engine can no longer be used (it exited or stopped answering).
    pub(crate) dead: Option<String>,
}

impl EngineProcess {
    /// Splits `command` into the program and its arguments (`protocol` names the protocol in
    /// the error for an empty command).
    ///
    /// # Errors
    /// The command is empty.
    pub(crate) fn split<'a>(
        command: &'a str,
        protocol: &str,
    ) -> Result<(&'a str, Vec<&'a str>), GameError> {
        let mut words = command.split_whitespace();
        let program = words
            .next()
            .ok_or_else(|| GameError::Engine(format!("the {protocol} engine command is empty")))?;
        Ok((program, words.collect()))
    }

    /// Starts `program args`; closing it sends `quit` before the grace period.
    ///
    /// # Errors
    /// The program cannot be started.
    pub(crate) fn spawn(program: &str, args: &[&str]) -> Result<EngineProcess, GameError> {
        let link = Link::spawn(program, args, crate::link::line)
            .map_err(|e| GameError::Engine(format!("{program}: cannot start: {e}")))?
            .with_goodbye(b"quit\n");
        Ok(EngineProcess {
            name: program.rsplit('/').next().unwrap_or(program).to_string(),
            link,
            dead: None,
        })
    }

    /// An error about this engine.
    pub(crate) fn fail(&self, what: impl Display) -> GameError {
        GameError::Engine(format!("{}: {what}", self.name))
    }

    /// Fails with the reason the engine can no longer be used, if there is one.
    ///
    /// # Errors
    /// The engine exited or stopped answering earlier.
    pub(crate) fn alive(&self) -> Result<(), GameError> {
        match &self.dead {
            Some(why) => Err(self.fail(why)),
            None => Ok(()),
        }
    }

    /// Sends one line.
    ///
    /// # Errors
    /// The engine exited or closed its input (it is then dead).
    pub(crate) fn send(&mut self, line: impl Display) -> Result<(), GameError> {
        self.link.send_line(line).map_err(|e| {
            let why = format!("the engine exited or closed its input ({e})");
            self.dead = Some(why.clone());
            self.fail(why)
        })
    }

    /// The next line before `deadline`; `Ok(None)` after one tick without a line.
    /// `waiting_for` says what was awaited, in the error.
    ///
    /// # Errors
    /// The deadline passed or the engine exited (it is then dead).
    pub(crate) fn receive(
        &mut self,
        deadline: Instant,
        waiting_for: &str,
    ) -> Result<Option<String>, GameError> {
        self.link.receive(deadline).map_err(|ended| {
            let why = match ended {
                Ended::TimedOut => format!("no {waiting_for} in time"),
                Ended::Closed => format!("the engine exited before {waiting_for}"),
            };
            self.dead = Some(why.clone());
            self.fail(why)
        })
    }

    /// Tells the engine to stop the search (once); it then has [`GRACE`] to answer.
    ///
    /// # Errors
    /// As [`EngineProcess::send`].
    pub(crate) fn stop(&mut self, search: &mut Search) -> Result<(), GameError> {
        if !search.stopped {
            self.send("stop")?;
            search.stopped = true;
            search.deadline = search.deadline.min(Instant::now() + GRACE);
        }
        Ok(())
    }

    /// The next line of a search, as [`EngineProcess::receive`] by the search's deadline; once
    /// the `stop` flag is set, the engine is told to stop.
    ///
    /// # Errors
    /// As [`EngineProcess::receive`].
    pub(crate) fn search_line(
        &mut self,
        search: &mut Search,
        stop: &AtomicBool,
        waiting_for: &str,
    ) -> Result<Option<String>, GameError> {
        if stop.load(Ordering::Relaxed) {
            self.stop(search)?;
        }
        self.receive(search.deadline, waiting_for)
    }

    /// Waits up to `wait` for the line that `is_end` says ends the wait, and returns the lines
    /// before it, each read by `read` (a line it gives `None` for is skipped). `is_end` may
    /// refuse a line with the reason, which fails the wait.
    ///
    /// # Errors
    /// As [`EngineProcess::receive`], and a line `is_end` refuses.
    pub(crate) fn expect<T>(
        &mut self,
        wait: Duration,
        waiting_for: &str,
        read: impl Fn(&str) -> Option<T>,
        is_end: impl Fn(&T) -> Result<bool, String>,
    ) -> Result<Vec<T>, GameError> {
        let deadline = Instant::now() + wait;
        let mut seen = Vec::new();
        loop {
            let Some(item) = self
                .receive(deadline, waiting_for)?
                .and_then(|text| read(&text))
            else {
                continue;
            };
            if is_end(&item).map_err(|why| self.fail(why))? {
                return Ok(seen);
            }
            seen.push(item);
        }
    }
}
