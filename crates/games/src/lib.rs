//! The registry of ply's games by id (`kabe`, `draughts`, `chess`, `konane`, `kalah`) and a
//! type-erased layer over [`ply_core::Game`], so that the command line and the server handle
//! every game through one set of calls on text: positions, moves and records go in and out as
//! strings in each game's own notation.
//!
//! Adding a game: implement [`ply_core::Game`] in its own crate and add one line to
//! [`registry`].

mod dynamic;
mod engine;
mod records;
mod registry;

pub use dynamic::{AnyGame, AnyRecord, GameError, Placed, ScoreScale};
pub use engine::{AnyEngine, Think, Thought};
pub use ply_search::{Clock, Level, Limits, MAX_DEPTH, Proven};
pub use records::{ReadGame, detect, read_each, read_records};
pub use registry::{find, registry};
