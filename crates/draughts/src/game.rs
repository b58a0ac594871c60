//! `ply_core::Game`, `Verdict`, `RecordFormat`, `Evaluate` and its search hooks for
//! [`Draughts`]: the interface perft, search, the CLI and the server use.

use ply_core::{
    Check, Evaluate, Game, History, Message, MoveError, Oracle, Outcome, PositionError, Reason,
    Record, RecordError, RecordFormat, Side, Tactics, Verdict,
};

use crate::{
    Draughts, Draughts12, Move, Position, Variant, diagnose,
    dispatch::Dispatch,
    draw,
    eval::{self, Evaluation},
    notation, pdn, text,
};

impl<W: Dispatch> Game for Position<W> {
    type Move = Move<W>;
    type Rules = Variant;

    fn start(rules: &Variant) -> Position<W> {
        Position::start_position(*rules)
    }

    fn from_text(text: &str, rules: &Variant) -> Result<Position<W>, PositionError> {
        text::read(text, *rules)
    }

    fn to_text(&self) -> String {
        text::write(self)
    }

    fn side_to_move(&self) -> Side {
        self.side_to_move_inner()
    }

    #[inline]
    fn legal_moves(&self, moves: &mut Vec<Move<W>>) {
        self.generate(moves);
    }

    #[inline(always)]
    fn count_moves(&self, scratch: &mut Vec<Move<W>>) -> usize {
        self.count(scratch)
    }

    #[inline(always)]
    fn play(&mut self, mv: Move<W>) {
        self.play_move(mv);
    }

    fn parse_move(&self, text: &str) -> Result<Move<W>, MoveError> {
        diagnose::parse(self, text)
    }

    fn format_move(&self, mv: Move<W>) -> String {
        notation::format(self, mv)
    }

    fn outcome(&self) -> Option<Outcome> {
        draw::outcome(self)
    }

    fn hash(&self) -> u64 {
        self.position_hash()
    }
}

impl<W: Dispatch> Verdict for Position<W> {
    const REASONS: &'static [Reason] = crate::reason::ALL;

    /// The king-move rule with this variant's number of moves by each side.
    fn reason_message(&self, reason: Reason) -> Message {
        if reason == crate::reason::KING_MOVES {
            let moves = u32::from(self.variant().king_move_limit / 2);
            reason.message().arg("moves", moves)
        } else {
            reason.message()
        }
    }
}

impl<W: Dispatch> RecordFormat for Position<W> {
    fn write_record(record: &Record<Position<W>>) -> String {
        pdn::write(record)
    }

    fn read_record(text: &str, rules: &Variant) -> Result<Record<Position<W>>, RecordError> {
        pdn::read(text, rules)
    }
}
/// The default evaluation; a search given a [`Context`](crate::Context) asks it instead.
impl Evaluate for Draughts {
    fn evaluate(&self) -> i32 {
        Evaluation::DEFAULT.evaluate(self)
    }

    const SELECTIVE: bool = true;
}

/// The 12×12 board: the classic evaluation.
impl Evaluate for Draughts12 {
    fn evaluate(&self) -> i32 {
        eval::classic(self)
    }

    const SELECTIVE: bool = true;
}

/// No endgame databases by default: a search given a [`Context`](crate::Context) with tables
/// asks them instead.
impl<W: Dispatch> Oracle for Position<W> {}

impl<W: Dispatch> Tactics for Position<W> {
    fn is_capture(&self, mv: Move<W>) -> bool {
        mv.is_capture()
    }

    fn is_promotion(&self, mv: Move<W>) -> bool {
        mv.crowns()
    }
}

impl<W: Dispatch> Check for Position<W> {}
impl<W: Dispatch> History for Position<W> {}
