//! How a game's result is coded, worded and decided beyond the board: the hooks that the
//! result's text, the records and the clock need, each of which only one or two games change.

use crate::{Game, Message, Reason, Side};

/// A game's result as players read it and as records and stores keep it. Every item has a
/// neutral default (`impl Verdict for Konane {}`); draughts words its counting rules, chess
/// says who can still win on time, Kalah names its sides and counts its stores.
pub trait Verdict: Game {
    /// The reasons this game's own rules end a game with, besides [`Reason::COMMON`] (for
    /// reading them back from a record or a store by code). None by default.
    const REASONS: &'static [Reason] = &[];

    /// The sentence a player reads for `reason` under this position's rules: by default the
    /// reason's own message; a game whose counting rules differ between its variants gives
    /// their numbers (draughts' king-move rule: 25 moves by each side, or 15, or 40).
    fn reason_message(&self, reason: Reason) -> Message {
        reason.message()
    }

    /// The name the game's players give `side` ("white", "black", or "south", "north").
    fn side_name(side: Side) -> &'static str {
        match side {
            Side::White => "white",
            Side::Black => "black",
        }
    }

    /// What each side has counted, `[White's, Black's]`, in games decided by counting (Kalah's
    /// stores), for the result's text ("south wins 38–34"). `None`, the default, for games
    /// decided otherwise.
    fn score(&self) -> Option<[u32; 2]> {
        None
    }

    /// Whether `side` could still win by some series of legal moves. It decides a game whose
    /// other side ran out of time: a win for `side`, or a draw when it can never win (chess's
    /// lone king, FIDE Laws 6.9). The default, `true`, suits games where any material can win.
    fn can_win(&self, _side: Side) -> bool {
        true
    }
}
