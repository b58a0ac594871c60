//! A search through UCI: ply's [`Limits`] as a `go` command, and `info` lines read back as
//! [`Thought`]s.
//!
//! Scores: `cp N` is centipawns, which is ply's chess unit (`Evaluate::EVAL_UNIT` = 100 for a pawn);
//! `mate N` (moves, negative when being mated) becomes a proven win or loss with score 1 or -1,
//! as ply's search reports it, and the plies to the end: `2N - 1` for a win, `2|N|` for a loss.

use std::time::Duration;

use ply_chess::Chess;
use ply_games::{Limits, Proven, Thought};

use super::notation::line_to_san;

/// The speed assumed for a node limit's deadline: a slow engine on a slow machine.
const SLOW_NPS: u64 = 100_000;

/// The `go` command for `limits`, and how long the search may take (`None`: until stopped or
/// finished by depth). ply's clock is the mover's; both sides are shown that time.
pub fn go_command(limits: &Limits) -> (String, Option<Duration>) {
    if limits.infinite {
        return ("go infinite".to_string(), None);
    }
    let mut words = vec!["go".to_string()];
    let mut time = None;
    if let Some(clock) = limits.clock {
        let (left, inc) = (clock.time_left.as_millis(), clock.increment.as_millis());
        words.push(format!("wtime {left} btime {left} winc {inc} binc {inc}"));
        if let Some(moves) = clock.moves_to_go {
            words.push(format!("movestogo {moves}"));
        }
        time = Some(clock.time_left);
    }
    if let Some(movetime) = limits.movetime {
        words.push(format!("movetime {}", movetime.as_millis()));
        time = Some(time.map_or(movetime, |t: Duration| t.min(movetime)));
    }
    if let Some(depth) = limits.depth {
        words.push(format!("depth {depth}"));
    }
    if let Some(nodes) = limits.nodes {
        words.push(format!("nodes {nodes}"));
        if time.is_none() {
            time = Some(Duration::from_millis(nodes.saturating_mul(1000) / SLOW_NPS));
        }
    }
    if words.len() == 1 {
        // No limit at all: ply's own default is a second.
        words.push("movetime 1000".to_string());
        time = Some(Duration::from_secs(1));
    }
    (words.join(" "), time)
}

/// An empty thought, before any `info`.
pub fn empty_thought() -> Thought {
    Thought::default()
}

/// Reads an `info` line about `pos` on top of the last thought; `None` for a line that reports
/// neither a score nor a line (`info currmove ...`, `info string ...`).
pub fn read_info(line: &str, pos: &Chess, last: &Thought) -> Option<Thought> {
    let words: Vec<&str> = line.split_whitespace().collect();
    if words.first() != Some(&"info") || words.contains(&"string") {
        return None;
    }
    let mut t = last.clone();
    let mut fresh = false;
    let mut i = 1;
    let number = |i: usize| words.get(i).and_then(|w| w.parse::<i64>().ok());
    while i < words.len() {
        match words[i] {
            "depth" => t.depth = number(i + 1).map_or(t.depth, |d| d.clamp(0, 1 << 20) as u32),
            "seldepth" => {
                t.seldepth = number(i + 1).map_or(t.seldepth, |d| d.clamp(0, 1 << 20) as u32)
            }
            "nodes" => t.nodes = number(i + 1).map_or(t.nodes, |n| n.max(0) as u64),
            "time" => {
                t.time = number(i + 1).map_or(t.time, |ms| Duration::from_millis(ms.max(0) as u64))
            }
            "score" => {
                let value = number(i + 2);
                match (words.get(i + 1).copied(), value) {
                    (Some("cp"), Some(cp)) => {
                        t.score = cp.clamp(-100_000_000, 100_000_000) as i32;
                        (t.proven, t.plies_to_end) = (None, None);
                        fresh = true;
                    }
                    (Some("mate"), Some(moves)) => {
                        let n = moves.unsigned_abs().min(100_000) as u32;
                        (t.score, t.proven, t.plies_to_end) = if moves > 0 {
                            (1, Some(Proven::Win), Some(2 * n - 1))
                        } else {
                            (-1, Some(Proven::Loss), Some(2 * n))
                        };
                        fresh = true;
                    }
                    _ => {}
                }
                i += 3;
                continue;
            }
            "pv" => {
                t.pv = line_to_san(pos, &words[i + 1..]);
                t.best_move = t.pv.first().cloned().or(t.best_move);
                fresh = true;
                break;
            }
            _ => {}
        }
        i += 2;
    }
    fresh.then_some(t)
}

#[cfg(test)]
mod tests {
    use ply_games::Clock;

    use super::*;

    #[test]
    fn writes_go_commands() {
        let go = |limits: Limits| go_command(&limits);
        assert_eq!(
            go(Limits::movetime(Duration::from_millis(250))),
            (
                "go movetime 250".to_string(),
                Some(Duration::from_millis(250))
            )
        );
        assert_eq!(go(Limits::depth(7)).0, "go depth 7");
        assert_eq!(go(Limits::nodes(3000)).0, "go nodes 3000");
        let clock = Limits {
            clock: Some(Clock {
                time_left: Duration::from_secs(60),
                increment: Duration::from_millis(500),
                moves_to_go: Some(20),
            }),
            ..Limits::default()
        };
        assert_eq!(
            go(clock).0,
            "go wtime 60000 btime 60000 winc 500 binc 500 movestogo 20"
        );
        let infinite = Limits {
            infinite: true,
            ..Limits::default()
        };
        assert_eq!(go(infinite), ("go infinite".to_string(), None));
        assert_eq!(go(Limits::default()).0, "go movetime 1000");
    }

    #[test]
    fn reads_info_lines() {
        let pos = Chess::default();
        let last = empty_thought();
        let t = read_info(
            "info depth 12 seldepth 18 multipv 1 score cp -35 nodes 120000 nps 1000 time 120 pv e2e4 e7e5 g1f3",
            &pos,
            &last,
        )
        .unwrap();
        assert_eq!(
            (t.depth, t.seldepth, t.score, t.nodes),
            (12, 18, -35, 120_000)
        );
        assert_eq!(t.time, Duration::from_millis(120));
        assert_eq!(t.pv, ["e4", "e5", "Nf3"]);
        assert_eq!(t.best_move.as_deref(), Some("e4"));
        let win = read_info("info depth 5 score mate 3 pv e2e4", &pos, &t).unwrap();
        assert_eq!(
            (win.score, win.proven, win.plies_to_end),
            (1, Some(Proven::Win), Some(5))
        );
        let loss = read_info("info score mate -2 lowerbound", &pos, &t).unwrap();
        assert_eq!(
            (loss.proven, loss.plies_to_end),
            (Some(Proven::Loss), Some(4))
        );
        assert!(read_info("info currmove e2e4 currmovenumber 1", &pos, &t).is_none());
        assert!(read_info("info string NNUE loaded", &pos, &t).is_none());
        assert!(read_info("info depth x score cp", &pos, &t).is_none());
    }
}
