//! What can happen to a game, and what the store writes for it.

use ply_core::Side;

/// Who sends a player's command, as `crate::seat::resolve` found it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Seat {
    /// The holder of a game's token, by the SHA-256 hash of the token: the session says
    /// which sides, if any, the token is for.
    Token(String),
    /// An account seated at these sides of the game (`game_players`), as the resolver read
    /// them: the session takes them as they are.
    Account { user: String, sides: Vec<Side> },
}

/// How a draw offer is answered.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum DrawAction {
    Offer,
    Accept,
    Decline,
}

/// A take-back between friends: asked for, answered, or withdrawn.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TakebackAction {
    Request,
    Accept,
    Decline,
    Cancel,
}

/// Everything that can happen to a game.
#[derive(Clone, Debug)]
pub enum Command {
    /// A player's move; `ply` (the number of moves before it), when given, must match.
    Play {
        seat: Seat,
        text: String,
        ply: Option<usize>,
    },
    /// A player's move given as the cells clicked, in order (see
    /// `ply_games::AnyRecord::move_for_cells`).
    PlayCells {
        seat: Seat,
        cells: Vec<usize>,
        ply: Option<usize>,
    },
    Resign {
        seat: Seat,
    },
    /// Ends the game as nobody's win or loss: while a friend's game waits for the friend, or
    /// before both sides of a timed game have made their first move.
    Abort {
        seat: Seat,
    },
    Draw {
        seat: Seat,
        action: DrawAction,
    },
    /// Halves the seat's clock before its first move, for an extra point on a win in a
    /// tournament that allows it (the caller checks the tournament).
    Berserk {
        seat: Seat,
    },
    /// Against the computer: the player's last move and the computer's replies after it; on
    /// one device: the last move.
    Undo {
        seat: Seat,
    },
    /// Between friends: ask to take back your last move (and the reply to it), answer the
    /// other side's request, or withdraw your own.
    Takeback {
        seat: Seat,
        action: TakebackAction,
    },
    /// A friend takes the free side with the invite (by its hash) and a new token, as the
    /// account `user` when logged in (a rated game's seat needs one).
    Join {
        invite_hash: String,
        token_hash: String,
        user: Option<String>,
    },
    /// After an external engine failed: let it think again.
    Retry {
        seat: Seat,
    },
    /// Gives `side` of a rematch to a player (by the hash of their new token).
    ClaimSide {
        side: Side,
        token_hash: String,
    },
    /// Links the rematch that a player of this finished game started.
    SetRematch {
        seat: Seat,
        id: String,
    },
    /// The computer's reply to the position at `version`, or why its engine failed.
    Computer {
        version: i64,
        reply: Result<Reply, String>,
    },
}

/// What the computer answers to a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reply {
    /// Its move, in the game's notation.
    Move(String),
    /// It found no move.
    NoMove,
    /// It gives the game up: only an external engine does (a DXP program's GAMEEND saying
    /// that it loses).
    Resigns,
}

/// What the store must write for a change, besides the game's row (always written, with the
/// version one higher).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Edit {
    /// Only the row.
    Row,
    /// Append the move at `ply` (0-based).
    Move { ply: usize, text: String },
    /// Keep the first `keep` moves.
    TakeBack { keep: usize },
    /// Give `side` the token with this hash, and seat the account `user` there when given.
    Token {
        side: Side,
        hash: String,
        user: Option<String>,
    },
}
