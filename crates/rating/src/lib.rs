//! Players' ratings, as pure functions: Glicko-2 (Glickman, "Example of the Glicko-2 system")
//! with each finished game one rating period for each of its two players, as lichess rates,
//! and the speed category of a time control. Nothing here reads a clock or a database: the
//! caller passes the ratings as they stand and the time between games, so that the same games
//! in the same order always give the same numbers.

mod glicko;
mod speed;
mod standing;

pub use glicko::{
    MAX_RD, MIN_RD, PERIODS_PER_DAY, PROVISIONAL_RD, Rating, Score, TAU, game, period, periods_away,
};
pub use speed::Speed;
pub use standing::Standing;
