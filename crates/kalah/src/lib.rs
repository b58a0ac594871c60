//! Kalah(p,s): the rules, the notation and an exact endgame solver.
//!
//! Rule choices (`docs/rules/en/kalah.md`, after the game box's Kalah leaflet):
//! - Two rows of `p` pits (option `pits`, default 6) and a store per player; `s` seeds in every
//!   pit at the start (option `seeds`, default 6). South ([`Side::White`](ply_core::Side))
//!   moves first, North ([`Side::Black`](ply_core::Side)) second.
//! - A move sows all seeds of one of the mover's non-empty pits counter-clockwise, one a cell,
//!   the mover's own store included and the opponent's store skipped. With `2p+1` seeds or
//!   more the sowing goes round and the emptied pit receives seeds too.
//! - Last seed in the own store: the same player moves again; each extra turn is a move of its
//!   own (one ply).
//! - Last seed in an own pit that was empty (before that seed, so a pit emptied at the start of
//!   a lap-round sowing counts): that seed and all seeds of the opposite pit go to the mover's
//!   store, even when the opposite pit is empty; with option
//!   `capture_needs_opposite_seeds` the capture happens only when it holds seeds.
//! - After every sowing: when all pits of either side are empty the game is over and each
//!   player moves the seeds left in their own pits into their own store (the sweep). More
//!   seeds in the store wins; equal is a draw ([`reason::PITS_EMPTY`]).
//!
//! Notation: pits are numbered 1 to `p` in sowing order (pit 1 is the farthest from the
//! player's store); a move is that number. The position text is the `2p+2` counts in sowing
//! order from South's pit 1 — South's pits, South's store, North's pits, North's store —
//! comma-separated, a space, and the side to move `S` or `N`: the start of Kalah(6,6) is
//! `6,6,6,6,6,6,0,6,6,6,6,6,6,0 S`.
//!
//! Position choices:
//! - The counts must add up to `2ps`; any other total is refused.
//! - A finished game shows the swept board and the side that would move next. A text with one
//!   side's pits all empty but seeds left on the other side is a finished game: it is swept as
//!   it is read, so its text, hash and outcome are those of the swept board.
//! - The game cannot repeat a position: every sowing either puts a seed in a store or moves the
//!   mover's seeds towards the mover's store without leaving the mover's row.
//! - Rule options: `pits` 1 to 12, `seeds` from 1 while the board holds at most 255 seeds
//!   (every count is one byte).
//!
//! # The API
//! [`Kalah`] is a position (the counts as bytes, the side to move, the [`KalahRules`]) and
//! implements [`ply_core::Game`] with [`Pit`] as its move; [`Kalah::sow`] plays a move and
//! tells what it ended with ([`Sown`]). [`evaluate`] is the static evaluation, and
//! [`solver`] the exact endgame solver behind `Oracle::solve` (see its module page for how it
//! works).
//!
//! ```
//! use ply_core::{Game, Side};
//! use ply_kalah::{Kalah, KalahRules, solve};
//!
//! let rules = KalahRules::default();
//! let mut pos = Kalah::start(&rules);
//! // Pit 1's six seeds reach the store: South moves again.
//! pos.play(pos.parse_move("1")?);
//! assert_eq!(pos.to_text(), "0,7,7,7,7,7,1,6,6,6,6,6,6,0 S");
//! assert_eq!(pos.side_to_move(), Side::White);
//! assert_eq!(pos.parse_move("1").unwrap_err().message(), "pit 1 is empty: only a pit with seeds can be sown");
//!
//! // An endgame: South stores its last seed, North sweeps one: 31–41.
//! let end = Kalah::from_text("0,0,0,0,0,1,30,0,0,0,0,0,1,40 S", &rules)?;
//! assert_eq!(solve(&end).margin, -10);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod diagram;
mod eval;
mod game;
mod notation;
mod position;
pub mod reason;
mod rules;
pub mod solver;
mod sow;
mod text;
mod word;

pub use eval::{SCALE, SIDE_WEIGHT, STORE_WEIGHT, evaluate};
pub use position::{Kalah, Pit};
pub use rules::{KalahRules, MAX_PITS, MAX_TOTAL_SEEDS};
pub use solver::{Solved, Solver, solve};
pub use sow::Sown;
