//! The computer opponent: one search for every ply game, written against `ply_core::Evaluate`
//! only (a game's rules, `ply_core::Game`, plus its evaluation and search hooks).
//!
//! - [`Searcher`]: iterative deepening principal variation search (PVS) with a transposition
//!   table keyed by `Game::hash`, move ordering (table move, captures by `Tactics::is_capture`,
//!   two killers per ply, a history table), late-move reductions for quiet late moves, and
//!   quiescence over captures. `Send`; single-threaded by default, and then deterministic: from a
//!   cleared state the same position searched to the same depth visits the same number of nodes.
//!   [`Searcher::set_threads`] makes it a parallel search (lazy SMP: helper threads share the
//!   table, the main thread decides the move; see `smp.rs`), which is not deterministic.
//! - [`Limits`]: depth, nodes, time per move, a game [`Clock`], or `infinite`; combinable; a
//!   shared stop flag ends any search, which still returns a legal move.
//! - [`Level`] and [`play_level`]: levels 1–10. Level 10 is the full search within the
//!   caller's time; below it the search is capped in nodes (300 at level 1, about ×2.5–3.3
//!   a level, 800 000 at level 9; levels 1 and 2 also at depth 1 and 2), picks at random among
//!   the root moves within a margin of the best (2.5 `Evaluate::EVAL_UNIT`s at level 1, shrinking to
//!   0.04 at level 9), and asks the endgame oracle only from level 8.
//! - [`bench()`]: fixed-depth searches whose node count is the search's signature.
//!
//! Choices, recorded:
//! - Scores are from the side to move's point of view. A child's score is negated only when the
//!   move passed the turn, so extra turns (Kalah) need nothing from the game.
//! - Finished positions (`Game::outcome()`, or no legal move) score as proven wins or losses
//!   carrying their distance in plies, above every heuristic score; a draw is 0. Margin-scored
//!   games (`Evaluate::MARGIN_SCORING`) score a finished position by its margin (`evaluate()`), still
//!   above every heuristic score: a bigger margin beats a quicker win (see [`score`]).
//! - A subtree whose value rests on finished positions only (no static evaluation, no
//!   repetition, no table entry that used either) has its exact game value: the table keeps it
//!   for any depth, an iteration that is exact ends the search, and an exact 0 is reported as
//!   a proven draw. Otherwise only wins and losses are recognised as proven.
//! - Repetition: a position that occurred earlier in the tree, or twice in the game before the
//!   root (as the record counts threefold repetition), is a draw. Draw counters are the
//!   position's business (`Game::outcome()`).
//! - The endgame oracle (`Oracle::solve`) answers at the root and at nodes with two plies or more
//!   left; its answers are exact and stored in the table.
//! - Quiescence stands pat on the static evaluation unless every legal move is a capture
//!   (compulsory captures), in which case all of them are searched. A game whose every move
//!   is a capture should report none as one (`Tactics::is_capture`), or quiescence searches all.
//! - Game-specific strength through hooks with neutral defaults (`ply_core::Evaluate`): a node in
//!   check (`in_check`) is extended by a ply and searched in full in quiescence; null-move
//!   pruning only where the game offers a pass (`play_null`, chess; zugzwang is common in
//!   draughts and Konane); captures ordered by the game's `capture_order` (most valuable victim,
//!   losing exchanges last); and, for games that set `PRUNING` (chess), reverse futility,
//!   futility and late-move pruning, logarithmic late-move reductions, delta and losing-capture
//!   pruning in quiescence and aspiration windows at the root. The other games search exactly
//!   as without the hooks.

mod bench;
mod level;
mod limits;
mod ordering;
mod prune;
mod quiesce;
mod reduce;
mod root;
pub mod score;
mod search;
mod smp;
mod tt;

pub use bench::{BENCH_TT_MB, BenchRun, bench, bench_run, bench_with};
pub use level::{Level, Rng, play_level};
pub use limits::{Clock, Limits};
pub use root::{Info, SearchResult};
pub use score::{Proven, Value};
pub use search::{MAX_DEPTH, Searcher};
pub use smp::MAX_THREADS;
