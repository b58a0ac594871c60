//! ply's engine as an analyst, shared by `POST /api/analysis` (one answer, for scripts) and
//! the analysis socket (`socket.rs`, the page's analysis board: an update per completed depth,
//! and whole-game reviews marked by `marks.rs`). Searches run on blocking threads, through the
//! server's [`Pool`]: at most its size of search threads at once (one per core by default),
//! each search on an engine the pool lends. A search waits up to [`pool::WAIT`] for a seat among a
//! bounded number of waiting requests, or is refused (`analysis_busy`, `analysis_queue_full`);
//! once seated it also takes whatever other seats are free, up to the server's
//! `analysis_threads`, and searches on that many threads. Each is bounded by its time (at most
//! [`MOST_MS`]) and depth.

pub mod marks;
pub mod pool;
pub mod socket;

use std::sync::{Arc, atomic::AtomicBool};

use ply_core::Side;
use ply_core::msg;
use ply_games::{AnyGame, AnyRecord, Limits, Proven, Think, Thought};
use serde::Deserialize;
use serde_json::{Value, json};

pub use pool::Pool;

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
/// The most moves a position to analyse may be reached by (a game's record and the line
/// played on the board).
pub const MOST_MOVES: usize = 2_000;

/// The analysis pool's size by default: one search thread per core.
pub fn default_searches() -> usize {
    std::thread::available_parallelism().map_or(1, usize::from)
}

/// The requests waiting for a search by default.
pub const DEFAULT_QUEUE: usize = 64;

/// Searches `record`'s position on a seat of `pool` (waiting for one), as request `owner`,
/// reporting each completed depth to `on_info`; stops early when `stop` is set.
///
/// # Errors
/// `analysis_queue_full` or `analysis_busy` when no seat is had, 500 when the search fails.
pub async fn think(
    pool: &Arc<Pool>,
    owner: u64,
    record: Box<dyn AnyRecord>,
    limits: Limits,
    stop: Arc<AtomicBool>,
    mut on_info: impl FnMut(&Thought) + Send + 'static,
) -> Result<Thought, ApiError> {
    let mut seat = pool.seat(record.game_id(), owner).await?;
    tokio::task::spawn_blocking(move || {
        let threads = seat.threads();
        let engine = seat.engine()?;
        engine.set_threads(threads);
        let think = Think {
            limits,
            level: None,
            seed: 0,
        };
        engine
            .think(&*record, &think, &stop, &mut on_info)
            .map_err(|e| ApiError::internal(e.to_string()))
    })
    .await
    .map_err(ApiError::internal)?
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
