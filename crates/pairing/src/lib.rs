//! Tournament pairings as pure functions: round robins by FIDE's Berger tables, Swiss rounds
//! by FIDE's Dutch system, tie-breaks, and the FIDE tournament report file (TRF-16) that
//! other pairing programs read. Nothing here reads a clock, a file or a database: the caller
//! passes the tournament as it stands and gets the next round back.
//!
//! What a tournament server calls:
//! - [`Tournament`] holds the players in starting order ([`Player`]: starting rank, name,
//!   rating, one [`RoundEntry`] per round — opponent, colour, [`Outcome`]), the number of
//!   rounds and the colour drawn for the first player; [`Tournament::add_round`] records a
//!   round's results.
//! - [`berger::round`]`(players, double, round)` gives a round robin's round `round` as a
//!   [`Round`]: the boards (white's and black's starting ranks) and the bye, if any;
//!   [`berger::table`] gives them all.
//! - [`dutch::pair`]`(&tournament)` gives the next Swiss round by the FIDE Dutch system, or a
//!   [`dutch::PairingError`] (every round paired, no pairing within the absolute criteria).
//! - [`tiebreak::standings`]`(&tournament)` orders the players by points and tie-breaks
//!   ([`tiebreak::Tiebreaks`]: Buchholz, Buchholz cut-1, Sonneborn–Berger; direct encounter
//!   by [`tiebreak::direct_encounter`]).
//! - [`trf::write`] and [`trf::read`] export and import a tournament as a TRF-16 file.

pub mod berger;
pub mod dutch;
mod matching;
pub mod tiebreak;
mod tournament;
pub mod trf;
mod types;

pub use tournament::{RecordError, Tournament};
pub use types::{
    Board, Colour, HalfPoints, Outcome, Player, Rank, Registration, Round, RoundEntry,
};
