//! ply's engine as an analyst, shared by `POST /api/analysis` (one answer, for scripts) and
//! the analysis socket (`socket.rs`, the page's analysis board: an update per completed depth,
//! and whole-game reviews marked by `marks.rs`). Searches run on blocking threads, at most one
//! thread per core at a time across the server: a search waits up to [`WAIT`] for a core, then
//! is refused with `analysis_busy`; once it has one it also takes whatever other cores are free,
//! up to the server's `analysis_threads`, and searches on that many threads. Each is bounded by
//! its time (at most [`MOST_MS`]) and depth.

pub mod marks;
pub mod socket;

use std::{
    sync::{Arc, LazyLock},
    time::Duration,
};

use axum::http::StatusCode;
use ply_core::Side;
use ply_core::msg;
use ply_games::{AnyGame, AnyRecord, Proven, Thought};
use serde::Deserialize;
use serde_json::{Value, json};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

use crate::{
    api::rules::{RulesBody, rule_pairs},
    error::ApiError,
};

/// The longest search a request may ask for.
pub const MOST_MS: u64 = 10_000;
/// The search time when none is asked for.
pub const DEFAULT_MS: u64 = 1_000;
/// The deepest search a request may ask for.
pub const MOST_DEPTH: u32 = 64;
/// How long a search waits for a free core.
pub const WAIT: Duration = Duration::from_secs(2);
/// The transposition table of one analysis.
pub const TABLE_MB: usize = 16;
/// The most moves a position to analyse may be reached by (a game's record and the line
/// played on the board).
pub const MOST_MOVES: usize = 2_000;

/// One search thread per core at a time.
static SEATS: LazyLock<Arc<Semaphore>> = LazyLock::new(|| Arc::new(Semaphore::new(cores())));

/// The cores of the analysis pool: the machine's.
pub fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, usize::from)
}

/// The cores a search holds: as many threads as it may search on.
pub struct Seat {
    _permits: OwnedSemaphorePermit,
    threads: usize,
}

impl Seat {
    /// The threads the search takes.
    pub fn threads(&self) -> usize {
        self.threads
    }
}

/// Cores to search on: one, waiting up to [`WAIT`] for it (`analysis_busy` otherwise), then
/// those of the others free now, up to `most` in all.
pub async fn seat(most: usize) -> Result<Seat, ApiError> {
    let mut permits = tokio::time::timeout(WAIT, Arc::clone(&SEATS).acquire_owned())
        .await
        .map_err(|_| busy())?
        .map_err(|_| busy())?;
    let mut threads = 1;
    while threads < most {
        let Ok(more) = Arc::clone(&SEATS).try_acquire_owned() else {
            break;
        };
        permits.merge(more);
        threads += 1;
    }
    Ok(Seat {
        _permits: permits,
        threads,
    })
}

fn busy() -> ApiError {
    ApiError::new(
        StatusCode::SERVICE_UNAVAILABLE,
        "analysis_busy",
        msg!("analysis_busy"),
    )
}

/// A position to analyse: a game, its rule options, a start position (the game's when absent)
/// and moves played from it.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Where {
    pub game: String,
    pub rules: Option<RulesBody>,
    pub position: Option<String>,
    #[serde(default)]
    pub moves: Vec<String>,
}

impl Where {
    /// The record of the position (400 for an unknown game, a bad option, position or move).
    pub fn record(self) -> Result<Box<dyn AnyRecord>, ApiError> {
        if self.moves.len() > MOST_MOVES {
            return Err(ApiError::bad_request(msg!(
                "too_many_moves",
                most = MOST_MOVES
            )));
        }
        let game = ply_games::find(&self.game).map_err(|e| ApiError::from_game(&e))?;
        let rules = rule_pairs(self.rules)?;
        let mut record = game
            .new_game(&rules, self.position.as_deref())
            .map_err(|e| ApiError::from_game(&e))?;
        for (i, mv) in self.moves.iter().enumerate() {
            record.play(mv).map_err(|e| {
                ApiError::bad_request(msg!(
                    "record_bad_move",
                    number = i + 1,
                    text = mv.as_str(),
                    reason = e.message().clone()
                ))
            })?;
        }
        Ok(record)
    }
}

/// Checks a requested search time (default [`DEFAULT_MS`]) and depth.
pub fn limits(
    movetime_ms: Option<u64>,
    depth: Option<u32>,
) -> Result<(u64, Option<u32>), ApiError> {
    let movetime = movetime_ms.unwrap_or(DEFAULT_MS);
    if !(1..=MOST_MS).contains(&movetime) {
        return Err(ApiError::bad_request(msg!(
            "movetime_range",
            most = MOST_MS
        )));
    }
    if let Some(depth) = depth
        && !(1..=MOST_DEPTH).contains(&depth)
    {
        return Err(ApiError::bad_request(msg!(
            "depth_range",
            most = MOST_DEPTH
        )));
    }
    Ok((movetime, depth))
}

/// What a search's report is read against: the game and the side to move.
#[derive(Copy, Clone)]
pub struct Reader {
    game: &'static dyn AnyGame,
    to_move: Side,
}

impl Reader {
    /// The reader of searches of `record`'s current position.
    pub fn of(record: &dyn AnyRecord) -> Result<Reader, ApiError> {
        Ok(Reader {
            game: ply_games::find(record.game_id()).map_err(|e| ApiError::from_game(&e))?,
            to_move: record.side_to_move(),
        })
    }

    /// A move as the page shows it.
    pub fn shown(&self, text: &str) -> crate::view::Shown {
        crate::view::shown(self.game.id(), text)
    }

    /// A proven result as the page words it, by `kind`: `draw`, `margin` (a margin-scored
    /// game's exact final `margin`), `win-in` (`plies` to the end) or `win` (an oracle's
    /// answer without a distance, as an endgame database gives), with the `winner`'s side
    /// name; `None` for an unproven score.
    pub fn verdict(&self, t: &Thought) -> Option<Value> {
        let winner = match t.proven? {
            Proven::Draw => return Some(json!({"kind": "draw"})),
            Proven::Win => self.to_move,
            Proven::Loss => self.to_move.opposite(),
        };
        let [white, black] = self.game.side_names();
        let winner = match winner {
            Side::White => white,
            Side::Black => black,
        };
        Some(if self.game.score_scale().margins {
            json!({"kind": "margin", "winner": winner, "margin": t.score.unsigned_abs()})
        } else if let Some(plies) = t.plies_to_end {
            json!({"kind": "win-in", "winner": winner, "plies": plies})
        } else {
            json!({"kind": "win", "winner": winner})
        })
    }
}

/// A search's report as JSON: `{"bestmove", "bestmove_shown", "score", "depth", "seldepth",
/// "nodes", "nps", "time_ms", "pv", "pv_shown", "proven", "plies_to_end", "verdict"}`, the
/// score from the side to move's view, the moves also as the page shows them, a proven result
/// described by [`Reader::verdict`].
pub fn view(t: &Thought, reader: Reader) -> Value {
    let ms = t.time.as_millis().max(1);
    json!({
        "bestmove": t.best_move,
        "bestmove_shown": t.best_move.as_deref().map(|m| reader.shown(m)),
        "score": t.score,
        "depth": t.depth,
        "seldepth": t.seldepth,
        "nodes": t.nodes,
        "nps": u128::from(t.nodes) * 1000 / ms,
        "time_ms": t.time.as_millis(),
        "pv": t.pv,
        "pv_shown": t.pv.iter().map(|m| reader.shown(m)).collect::<Vec<_>>(),
        "proven": t.proven.map(proven_name),
        "plies_to_end": t.plies_to_end,
        "verdict": reader.verdict(t),
    })
}

/// `win`, `loss` or `draw`.
pub fn proven_name(p: Proven) -> &'static str {
    match p {
        Proven::Win => "win",
        Proven::Loss => "loss",
        Proven::Draw => "draw",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn seats_never_exceed_the_cores() {
        // Searches asking for more threads than cores, until the pool is full: the threads
        // held never exceed the cores, and the next search is refused once its wait is over.
        let mut held = Vec::new();
        let mut threads = 0;
        while threads < cores() {
            let seat = seat(cores() + 3).await.expect("a free core");
            assert!(seat.threads() >= 1);
            threads += seat.threads();
            held.push(seat);
        }
        assert_eq!(threads, cores());
        assert_eq!(held.len(), 1, "the first search took every free core");
        let refused = seat(4).await.err().expect("no core is left");
        assert_eq!(refused.code, "analysis_busy");
        held.pop();
        let again = seat(2).await.expect("a core let go of");
        assert!(again.threads() <= 2);
    }
}
