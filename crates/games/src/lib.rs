//! The registry of ply's games by id (`kabe`, `draughts`, `chess`, `konane`, `kalah`) and a
//! type-erased layer over [`ply_core::Game`], so that the command line and the server handle
//! every game through one set of calls on text: positions, moves and records go in and out as
//! strings in each game's own notation.
//!
//! The files build on each other without a cycle: `error.rs` (what goes wrong), `typed.rs`
//! (a record), `engine.rs` (its search), `exact.rs` (a position's value by the endgame
//! databases or Kalah's solver), `dynamic.rs` (a game and its row type),
//! `registry.rs` (the rows) and `records.rs` (texts of several games).
//!
//! Adding a game: implement [`ply_core::Game`] in its own crate and give it a row in
//! [`registry`]; a draughts variant is a row of [`ply_draughts::PRESETS`].

mod context;
mod dynamic;
mod engine;
mod error;
mod exact;
mod records;
mod registry;
mod typed;

pub use context::Context;
pub use dynamic::{AnyGame, Placed, Review, ScoreScale};
pub use engine::{AnyEngine, Think, Thought};
pub use error::GameError;
pub use exact::{Exact, ExactSource, KALAH_NODES};
pub use ply_search::{BenchRun, Clock, Level, Limits, MAX_DEPTH, MAX_THREADS, Proven};
pub use records::{ReadGame, detect, read_each, read_records};
pub use registry::{find, registry};
pub use typed::AnyRecord;
