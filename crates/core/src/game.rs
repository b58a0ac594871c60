use std::{fmt::Debug, hash::Hash};

use crate::{MoveError, Outcome, PositionError, Record, RecordError, Rules, Side};

/// A position solved exactly by an endgame oracle.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Solved<M> {
    /// A best move (`None` when the game is already over).
    pub best_move: Option<M>,
    /// The exact value with perfect play, from the side to move's point of view: the final
    /// margin for margin-scored games, otherwise `1`, `0` or `-1` for win, draw or loss.
    pub score: i32,
    /// Moves until the end with perfect play, where the oracle knows it.
    pub plies: Option<u32>,
}

/// A position of one game, with everything needed to continue from it: the one interface that
/// perft, search, the command line and the server use for every game.
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
    /// Repetition needs history and is the [`Record`]'s job.
    fn outcome(&self) -> Option<Outcome>;

    /// Whether `side` could still win by some series of legal moves. It decides a game whose
    /// other side ran out of time: a win for `side`, or a draw when it can never win (chess's
    /// lone king, FIDE Laws 6.9). The default, `true`, suits games where any material can win.
    fn can_win(&self, _side: Side) -> bool {
        true
    }

    /// What each side has counted, `[White's, Black's]`, in games decided by counting (Kalah's
    /// stores), for the result's text ("south wins 38–34"). `None`, the default, for games
    /// decided otherwise.
    fn score(&self) -> Option<[u32; 2]> {
        None
    }

    /// A 64-bit hash of the position (see the trait's contract).
    fn hash(&self) -> u64;

    /// Whether a finished game is scored by its margin rather than as a plain win or loss
    /// (Kalah: the final store difference). Search then scores a finished position by
    /// [`evaluate`](Game::evaluate), which must return the exact final margin there.
    const MARGIN_SCORING: bool = false;

    /// A static evaluation for search, from the side to move's point of view, in the game's unit:
    /// 100 per man in draughts, centipawns in chess, seeds of store margin in Kalah. For a
    /// finished position it only matters when [`MARGIN_SCORING`](Game::MARGIN_SCORING) is set.
    fn evaluate(&self) -> i32;

    /// About one unit of material in [`evaluate`](Game::evaluate)'s scale (a pawn, a man, a
    /// seed). Search uses it only to scale the weakening of lower playing levels (how far below
    /// the best move a move may score and still be picked). The default is 100 (centipawns,
    /// 100 per man), or 1 for margin-scored games, whose unit is the margin itself.
    const EVAL_UNIT: i32 = if Self::MARGIN_SCORING { 1 } else { 100 };

    /// An exact answer from an endgame oracle (a solver or tablebase), where the game has one
    /// for this position: the best move and the exact score in the game's unit from the side to
    /// move's point of view. `None` when the position is out of the oracle's reach.
    fn solve(&self) -> Option<Solved<Self::Move>> {
        None
    }

    /// Whether the move is a capture (or otherwise changes material); search uses it for
    /// quiescence.
    fn is_capture(&self, _mv: Self::Move) -> bool {
        false
    }

    /// Whether the side to move is in check (chess). Search extends the depth of a node in
    /// check, searches every legal move there in quiescence and never prunes it. The default,
    /// `false`, suits games without check.
    fn in_check(&self) -> bool {
        false
    }

    /// The position after a pass (a "null move"), where passing is a sound guess at a lower
    /// bound: `None` when the side to move is in check or zugzwang is likely (only pawns and
    /// king left in chess). Search uses it for null-move pruning. The hash of the result must
    /// differ from this position's. The default, `None`, turns null-move pruning off (draughts,
    /// Konane and Kalah have no pass and common zugzwang).
    fn play_null(&self) -> Option<Self> {
        None
    }

    /// The outcome when the side to move has at least one legal move: must equal
    /// [`outcome`](Game::outcome) then, and may skip the (costly) test for having no move at
    /// all. Search calls it before generating moves, and calls `outcome` when the move list
    /// comes back empty. The default is `outcome` itself.
    fn quick_outcome(&self) -> Option<Outcome> {
        self.outcome()
    }

    /// Fills `moves` with the legal captures (the moves [`is_capture`](Game::is_capture) names)
    /// alone and returns `true`, for quiescence at a node not in check; returns `false` (the
    /// default) when the game has no such generator, and search then filters `legal_moves`.
    /// A game that implements it lets quiescence stand pat whenever the side to move is not in
    /// check.
    fn captures(&self, _moves: &mut Vec<Self::Move>) -> bool {
        false
    }

    /// Orders captures, higher first: about the material a capture wins, most valuable victim
    /// first and least valuable attacker first. Negative for a capture known to lose material.
    /// The default, 0, keeps captures in history order.
    fn capture_order(&self, _mv: Self::Move) -> i32 {
        0
    }

    /// Whether a capture loses material in the exchanges that follow (a static exchange
    /// evaluation), asked only when search is about to try the capture: the main search then
    /// tries it after the quiet moves, and quiescence skips it when
    /// [`PRUNING`](Game::PRUNING) is set. The default is `false`.
    fn capture_loses(&self, _mv: Self::Move) -> bool {
        false
    }

    /// The material a capture (or promotion) wins outright, in [`evaluate`](Game::evaluate)'s
    /// unit; quiescence skips a capture that cannot lift the score to alpha even so (delta
    /// pruning, only when [`PRUNING`](Game::PRUNING) is set).
    fn capture_gain(&self, _mv: Self::Move) -> i32 {
        0
    }

    /// A small index of the move for the search's history table (below 8192, for example
    /// from-square × 64 + to-square), or `None` (the default) to let search hash the move
    /// value. Two moves may share an index; it only blurs the ordering.
    fn history_index(_mv: Self::Move) -> Option<usize> {
        None
    }

    /// A small index of the move for the search's continuation history (how good a move is in
    /// reply to the move before it, and as a follow-up to the side's own previous move): below
    /// [`CONTINUATION_SLOTS`](Game::CONTINUATION_SLOTS), for example piece kind × 64 +
    /// to-square. `None` (the default) leaves continuation history out.
    fn continuation_index(_mv: Self::Move) -> Option<usize> {
        None
    }

    /// The number of continuation-history indices (0 when the game has none).
    const CONTINUATION_SLOTS: usize = 0;

    /// Whether search may prune on the static evaluation: reverse futility and futility
    /// pruning near the leaves, delta and losing-capture pruning in quiescence, aspiration
    /// windows and stronger late-move reductions; quiescence then stands pat whenever the side
    /// to move is not in check (so a game with compulsory captures should not set it). Off by
    /// default, which leaves the search of a game exactly as it was without these hooks; chess
    /// sets it.
    const PRUNING: bool = false;

    /// The name the game's players give `side` ("white", "black", or "south", "north").
    fn side_name(side: Side) -> &'static str {
        match side {
            Side::White => "white",
            Side::Black => "black",
        }
    }

    /// Writes a game in the game's record format, with the record's tags. The default is
    /// ply's plain format (tags, then the moves separated by spaces, then the result); draughts
    /// writes PDN and chess writes PGN.
    fn write_record(record: &Record<Self>) -> String {
        crate::record::write_plain(record)
    }

    /// Reads a game written by [`write_record`](Game::write_record).
    ///
    /// # Errors
    /// A message naming the first tag, position or move that could not be read.
    fn read_record(text: &str, rules: &Self::Rules) -> Result<Record<Self>, RecordError> {
        crate::record::read_plain(text, rules)
    }
}
