//! The one interface that every ply game implements, and what is built once on top of it.
//!
//! - [`Game`]: the rules contract every game fills whole — start, text in and out, legal
//!   moves, move notation, playing a move, the outcome and a hash. Perft is written against it
//!   alone.
//! - [`Verdict`]: how a result is coded, worded and decided beyond the board — the game's own
//!   end reasons, their wording under the rules, the sides' names, a counted score, whether a
//!   side can still win on time — with neutral defaults. [`Record`] and [`RecordFormat`] ask
//!   for it.
//! - [`Evaluate`]: what the search needs on top of the rules — a static evaluation, its unit
//!   and how far the search may prune on it — over the search hooks of [`search_hooks`], grouped
//!   by purpose with neutral defaults: [`Tactics`] (captures for quiescence), [`Check`] (check,
//!   the null move), [`History`] (move indices for the history tables), [`Oracle`] (an exact
//!   endgame answer).
//! - [`ToDiagram`]: a position as cells, for the terminal board and the web page, over
//!   [`MoveEntry`] (how a move is entered and read beyond its cells: chess's castling, promotion
//!   menu and piece letters).
//! - [`RecordFormat`]: a whole game as text (PDN, PGN, or ply's plain format).
//! - [`Record`]: a game in progress or finished — the history of positions and moves, and the
//!   draw rules that need history (repetition) on top of the position's own outcome.
//! - [`perft`]: move-path enumeration, the independent check of a move generator.
//! - [`testing`]: conformance checks over random playouts that every game's tests call.
//!
//! Rules crates do no IO; the errors here are small values with messages that say what is wrong.

mod context;
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
pub mod search_hooks;
mod side;
pub mod testing;
mod verdict;

pub use context::Context;
pub use diagram::{Diagram, MoveEntry, MovePart, ToDiagram};
pub use error::{MoveError, MoveErrorKind, PositionError, RecordError, RuleError};
pub use evaluate::Evaluate;
pub use format::RecordFormat;
pub use game::Game;
pub use outcome::{Outcome, Reason};
pub use ply_i18n::{Arg, Lang, Message, msg};
pub use record::Record;
pub use rules::{NoRules, Rules, parse_bool};
pub use search_hooks::{Check, History, Oracle, Solved, Tactics};
pub use side::Side;
pub use verdict::Verdict;
