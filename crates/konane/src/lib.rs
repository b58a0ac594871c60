//! Konane (Hawaiian checkers) on two 64-bit boards, implementing [`ply_core::Game`].
//!
//! Rule choices (`docs/rules/en/konane.md`, after the Estonian Konane leaflet):
//! - 8×8 board, chess coordinates, a1 dark. Every square starts filled: White stones on the
//!   dark squares, Black stones on the light ones. Black moves first.
//! - Opening: Black removes one of its own stones from a8, h1, d5 or e4 only; then White
//!   removes one of its own stones orthogonally next to the empty square. The phase follows
//!   from the board ([`Phase`]): no empty square — Black's removal; one — White's removal;
//!   otherwise jumps.
//! - Jumps: a stone jumps orthogonally over an adjacent enemy stone onto the empty square
//!   beyond, and the enemy stone is removed. The same stone may go on jumping in the same
//!   direction only; going on is optional, so each length is a separate move. No diagonal
//!   jumps, no turning, no compulsory capture.
//! - The player to move with no legal move loses (`Reason::NO_MOVES`). There are no draws and
//!   no rule options ([`ply_core::NoRules`]).
//! - Notation: a removal is its square (`d5`); a jump is `from-to` (`d3-d5`, double `d3-d7`).
//!   Reading also accepts a jump written out in full (`d3-d5-d7`) and upper-case letters.
//! - Position text: the ranks from 8 down to 1 separated by `/`, `b`/`w` stones, digits for
//!   runs of empty squares, a space, the side to move `b`/`w`. Reading checks that the
//!   position can arise: stones on their own colour (a jump moves a stone two squares, so
//!   stones never change colour), the opening phases with the right side to move and the
//!   removals on allowed squares, and stone counts that fit the jumps made.
//! - [`Tactics::is_capture`](ply_core::Tactics::is_capture) is false for every move: all jumps
//!   capture, so a quiescence search on captures would only repeat the full search.
//!
//! ```
//! use ply_core::{Game, NoRules, perft::perft};
//! use ply_konane::Konane;
//!
//! let start = Konane::start(&NoRules);
//! assert_eq!(perft(&start, 4), 172);
//! let mv = start.parse_move("d5").unwrap();
//! let mut next = start;
//! next.play(mv);
//! assert_eq!(
//!     next.to_text(),
//!     "bwbwbwbw/wbwbwbwb/bwbwbwbw/wbw1wbwb/bwbwbwbw/wbwbwbwb/bwbwbwbw/wbwbwbwb w"
//! );
//! ```

mod bitboard;
mod diagram;
pub mod eval;
mod game;
mod movegen;
mod mv;
mod notation;
mod position;
mod square;
mod text;

pub use mv::Move;
pub use position::{Konane, Phase};
pub use square::Square;
pub use text::START_TEXT;
