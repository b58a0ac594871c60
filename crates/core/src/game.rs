use std::{fmt::Debug, hash::Hash};

use crate::{MoveError, Outcome, PositionError, Rules, Side};

/// A position of one game, with everything needed to continue from it: the rules contract that
/// every game fills whole, and all that perft and [`Record`](crate::Record) need. What only some
/// games add is in narrower traits with neutral defaults: [`Verdict`](crate::Verdict) (how a
/// result is told), [`RecordFormat`](crate::RecordFormat), [`ToDiagram`](crate::ToDiagram) and
/// [`Evaluate`](crate::Evaluate) with its search hooks.
///
/// Contract:
/// - `legal_moves` fills the buffer with every legal move exactly once (a move is one unit of
///   the game: a whole draughts capture sequence, one Kalah sowing, one chess move). Draw rules
///   do not empty it (perft ignores them): it is empty only when the side to move has no move
///   or, in Kalah, when the game has ended. `outcome` is what says a game is over.
/// - `play` takes a move that `legal_moves` produced for this position.
/// - `hash` depends only on what makes two positions the same for repetition: the pieces, the
///   side to move and the game's rights (castling, en passant). Counters that the position
///   carries for draw rules are not part of it.
/// - `from_text(to_text(p))` gives a position with the same text and the same hash.
/// - `parse_move(format_move(m))` gives back `m`.
pub trait Game: Clone + Debug + Send + Sync + 'static {
    /// A move; small and `Copy`, so that move lists are flat arrays.
    type Move: Copy + Eq + Hash + Debug + Send + Sync + 'static;
    /// The game's rule options.
    type Rules: Rules;

    /// The start position under these rules.
    fn start(rules: &Self::Rules) -> Self;

    /// Reads a position in the game's text format (PDN FEN, FEN, Konane and Kalah texts).
    ///
    /// # Errors
    /// A message that says what is wrong with the text or the position.
    fn from_text(text: &str, rules: &Self::Rules) -> Result<Self, PositionError>;

    /// Writes the position in the game's text format.
    fn to_text(&self) -> String;

    /// The player whose turn it is.
    fn side_to_move(&self) -> Side;

    /// Replaces the contents of `moves` with the legal moves. Reusing the buffer keeps move
    /// generation free of allocation.
    fn legal_moves(&self, moves: &mut Vec<Self::Move>);

    /// The number of legal moves (perft's last ply). Games may count faster than generating.
    fn count_moves(&self, scratch: &mut Vec<Self::Move>) -> usize {
        self.legal_moves(scratch);
        scratch.len()
    }

    /// Plays a legal move. A move that `legal_moves` did not produce for this position may leave
    /// the position in an unspecified state (but does not make it unsafe).
    fn play(&mut self, mv: Self::Move);

    /// Reads a move in the game's notation, against this position so that the shortest forms
    /// can be resolved.
    ///
    /// # Errors
    /// [`MoveError`] says whether the text is malformed, illegal (and which rule forbids it) or
    /// ambiguous (and which moves it could be).
    fn parse_move(&self, text: &str) -> Result<Self::Move, MoveError>;

    /// Writes a legal move in the game's notation, in the shortest form that names only it.
    fn format_move(&self, mv: Self::Move) -> String;

    /// The outcome decided by this position alone: no legal move or no pieces, checkmate,
    /// stalemate, insufficient material, move-counter rules whose counters the position carries.
    /// Repetition needs history and is the [`Record`](crate::Record)'s job.
    fn outcome(&self) -> Option<Outcome>;

    /// A 64-bit hash of the position (see the trait's contract).
    fn hash(&self) -> u64;
}
