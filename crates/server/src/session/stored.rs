//! A game's parts as the store keeps them: who plays, the fixed settings, the changing row,
//! moves and notes.

use ply_core::{Outcome, Side};
use ply_rating::{Rating, Speed};

/// Who plays the game besides its creator.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Opponent {
    /// The computer, playing `side`: ply's search at `level` 1–10, or the configured external
    /// engine with the id `engine`.
    Computer {
        level: u8,
        side: Side,
        engine: Option<String>,
    },
    /// A friend who joins by the invite link.
    Friend,
    /// Both sides on one device, one token.
    Local,
}

impl Opponent {
    /// `computer`, `friend` or `local`.
    pub fn name(&self) -> &'static str {
        match self {
            Opponent::Computer { .. } => "computer",
            Opponent::Friend => "friend",
            Opponent::Local => "local",
        }
    }
}

/// What never changes about a game once it is created.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fixed {
    pub id: String,
    pub game: String,
    /// Rule options as `[key, value]` pairs.
    pub rules: Vec<(String, String)>,
    pub start: String,
    pub opponent: Opponent,
    /// Minutes and increment, in ms, of a timed game.
    pub clock: Option<(i64, i64)>,
    pub created_ms: i64,
    /// Whether the game counts for its players' ratings (between two accounts, timed).
    pub rated: bool,
    /// Days per move of a correspondence game (which has no clock).
    pub days: Option<i64>,
}

impl Fixed {
    /// The speed category of a timed game (by its clock's estimated duration; a game in days
    /// per move is correspondence); none for an untimed one.
    pub fn speed(&self) -> Option<Speed> {
        match (self.clock, self.days) {
            (Some((initial, increment)), _) => Some(Speed::of_clock(initial, increment)),
            (None, Some(_)) => Some(Speed::Correspondence),
            (None, None) => None,
        }
    }
}

/// One side's rating in a rated game that has ended: the account, its rating in the game's
/// game and speed before the game and after it.
#[derive(Clone, Debug, PartialEq)]
pub struct RatingChange {
    pub user: String,
    pub before: Rating,
    pub after: Rating,
}

impl RatingChange {
    /// The change as shown: the rounded rating after less the rounded rating before.
    pub fn diff(&self) -> i64 {
        self.after.rounded() - self.before.rounded()
    }
}

/// Whether a game goes on.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Status {
    Ongoing,
    Finished,
}

/// What changes as a game goes on, besides its moves: the row the store keeps.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Meta {
    pub status: Status,
    pub turn: Side,
    /// Time left per side (White first) when the running clock started.
    pub clock_left_ms: Option<[i64; 2]>,
    /// When the running clock started (Unix ms); none while no clock runs.
    pub clock_started_ms: Option<i64>,
    /// A resignation, agreement or time-out.
    pub declared: Option<Outcome>,
    pub draw_offer: Option<Side>,
    /// The side whose draw offer was declined (until it moves or offers again).
    pub draw_declined: Option<Side>,
    /// The side asking to take back its last move.
    pub takeback: Option<Side>,
    /// The side whose take-back request was declined (until it moves or asks again).
    pub takeback_declined: Option<Side>,
    /// In a timed game, since when the side to move has had its first turn without moving.
    pub first_turn_ms: Option<i64>,
    /// In a correspondence game, the time by which the side to move must move (Unix ms).
    pub move_by_ms: Option<i64>,
    /// The sides (White first) that berserked: halved their clock at the start of a
    /// tournament game, playing without the increment for an extra point on a win.
    pub berserk: [bool; 2],
    pub invite_hash: Option<String>,
    pub rematch: Option<String>,
    /// Why the external engine's last search failed; it waits for a retry until cleared.
    pub engine_error: Option<String>,
    pub updated_ms: i64,
    /// Counts every change; a write names the version it follows.
    pub version: i64,
}

impl Meta {
    /// A new game's row (version 0): nothing declared, offered or asked, no clock running.
    pub fn new(turn: Side, invite_hash: Option<String>, created_ms: i64) -> Meta {
        Meta {
            status: Status::Ongoing,
            turn,
            clock_left_ms: None,
            clock_started_ms: None,
            declared: None,
            draw_offer: None,
            draw_declined: None,
            takeback: None,
            takeback_declined: None,
            first_turn_ms: None,
            move_by_ms: None,
            berserk: [false; 2],
            invite_hash,
            rematch: None,
            engine_error: None,
            updated_ms: created_ms,
            version: 0,
        }
    }
}

/// A game as the store keeps it.
#[derive(Clone, Debug, PartialEq)]
pub struct Stored {
    pub fixed: Fixed,
    pub meta: Meta,
    pub moves: Vec<String>,
    /// Token hashes per side; none for the computer's side or an unclaimed friend's side.
    pub tokens: [Option<String>; 2],
    pub notes: Notes,
    /// A rated game's two rating changes (white's first), once it has ended and been rated.
    pub ratings: Option<[RatingChange; 2]>,
}

/// What a game record says besides its moves: kept for imported games.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Notes {
    /// The record's tags (PGN/PDN headers), in order.
    pub tags: Vec<(String, String)>,
    /// The comment before the first move, then the comment after each move (as many as the
    /// moves plus one, or fewer: the missing ones are none).
    pub comments: Vec<Option<String>>,
}
