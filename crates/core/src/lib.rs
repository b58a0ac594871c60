//! The one interface that every ply game implements, and what is built once on top of it.
//!
//! - [`Game`]: a position of one game — start, text in and out, legal moves, move notation,
//!   playing a move, the outcome and a hash. Perft, records, the command line and the server
//!   are written against this trait.
//! - [`Evaluate`]: what the search needs on top of the rules — a static evaluation, an exact
//!   oracle where the game has one, and hooks (captures for quiescence, check, null move, move
//!   indices for history tables) with neutral defaults.
//! - [`RecordFormat`]: a whole game as text (PDN, PGN, or ply's plain format).
//! - [`Record`]: a game in progress or finished — the history of positions and moves, and the
//!   draw rules that need history (repetition) on top of the position's own outcome.
//! - [`perft`]: move-path enumeration, the independent check of a move generator.
//! - [`testing`]: conformance checks over random playouts that every game's tests call.
//!
//! Rules crates do no IO; the errors here are small values with messages that say what is wrong.

pub mod diagram;
mod error;
mod evaluate;
mod format;
mod game;
pub mod movetext;
mod outcome;
pub mod perft;
pub mod plain;
pub mod record;
pub mod rng;
mod rules;
mod side;
pub mod testing;

pub use diagram::{Diagram, MovePart, ToDiagram};
pub use error::{MoveError, MoveErrorKind, PositionError, RecordError, RuleError};
pub use evaluate::{Evaluate, Solved};
pub use format::RecordFormat;
pub use game::Game;
pub use outcome::{Outcome, Reason};
pub use ply_i18n::{Arg, Lang, Message, msg};
pub use record::Record;
pub use rules::{NoRules, Rules, parse_bool};
pub use side::Side;
