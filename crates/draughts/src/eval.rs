//! The static evaluation, from the side to move's point of view, in hundredths of a man.
//!
//! Two evaluations: the classic one of named constants, which every variant has, and the
//! learned pattern evaluation ([`pattern`], weights fitted by `ply tune` and committed as
//! `weights/*.plyw`) for kabe (and Czech draughts, the same rules) and international draughts.
//! By default ([`Choice::Default`]) each board gets the one that plays better in matches
//! between the two (`BENCHMARKS.md`, "Learned evaluation"); an [`Evaluation`] given to the
//! search puts one of them everywhere (`ply --eval classic`, `--eval learned`, or
//! `--eval FILE`).

pub mod fit;
pub mod pattern;
pub mod terms;
pub mod weights;

use std::sync::{Arc, LazyLock};

use ply_core::Side;

use crate::{
    Variant,
    board::{Bits, column_of, row_of},
    dispatch::Dispatch,
    position::{Draughts, Position},
};
pub use weights::{Weights, WeightsError};

/// A man.
pub const MAN: i32 = 100;
/// A king that moves over any distance.
pub const KING: i32 = 300;
/// A king that moves one square at a time (checkers).
pub const SHORT_KING: i32 = 150;
/// Per row a man has advanced from its own back row.
pub const ADVANCE: i32 = 2;
/// A man on one of the central columns (not on the two outer columns each side).
pub const CENTRE: i32 = 4;
/// A man still on its own back row, guarding the opponent's crowning squares.
pub const BACK_RANK: i32 = 6;
/// Having the move: a small bonus that keeps evaluations of successive plies comparable.
pub const TEMPO: i32 = 2;
/// Breakthrough (the first king wins): per square of a man's advance, times the rows advanced,
/// so that each row forward is worth more than the one before and a man near the crown row
/// outweighs a man of material.
pub const BREAK_ADVANCE: i32 = 4;
/// Breakthrough: a man one step from the crown row with an empty square to step onto. For the
/// side to move that is a win unless a capture comes first; for the other side a threat that
/// must be met at once.
pub const CROWN_THREAT: i32 = 600;

/// The evaluation of one side's pieces.
fn side_score<W: Dispatch>(pos: &Position<W>, side: Side) -> i32 {
    let n = pos.n();
    let rows = pos.numbering().side();
    let own = pos.pieces(side);
    let kings = own & pos.kings_bits();
    let king = if pos.variant().flying_kings {
        KING
    } else {
        SHORT_KING
    };
    let first_king_wins = pos.variant().first_king_wins;
    let mut score = king * kings.count_ones() as i32;
    if first_king_wins {
        score += W::crown_threats(pos, side) * CROWN_THREAT;
    }
    for bit in Bits(own & !kings) {
        let row = row_of(bit, n);
        // Rows advanced from the own back row.
        let advanced = match side {
            Side::White => rows - 1 - row,
            Side::Black => row,
        };
        let column = column_of(bit, n);
        score += MAN + ADVANCE * advanced as i32;
        if first_king_wins {
            score += BREAK_ADVANCE * (advanced * advanced) as i32;
        }
        if (2..rows - 2).contains(&column) {
            score += CENTRE;
        }
        if advanced == 0 {
            score += BACK_RANK;
        }
    }
    score
}

/// The classic evaluation from the side to move's point of view.
pub(crate) fn classic<W: Dispatch>(pos: &Position<W>) -> i32 {
    let us = pos.side_to_move_inner();
    let score = side_score(pos, us) - side_score(pos, !us);
    // In losing draughts material is a burden.
    if pos.variant().no_moves_wins {
        TEMPO - score
    } else {
        score + TEMPO
    }
}

/// The committed weights: 8×8 (kabe), 10×10 (international draughts).
static BUILT_IN: LazyLock<[Weights; 2]> = LazyLock::new(|| {
    let read = |bytes: &[u8]| Weights::from_bytes(bytes).unwrap_or_else(|e| panic!("{e}"));
    [
        read(include_bytes!("../weights/kabe.plyw")),
        read(include_bytes!("../weights/draughts.plyw")),
    ]
});

/// Which evaluation serves the boards that have pattern weights.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum Choice {
    /// Per board, the evaluation that won the matches between the two ([`LEARNED_BY_DEFAULT`]).
    #[default]
    Default,
    /// The classic evaluation everywhere.
    Classic,
    /// The learned evaluation wherever there are weights.
    Learned,
}

/// Per board (8×8, 10×10): whether the committed weights serve by default, because they beat
/// the classic evaluation in node-limited matches (`BENCHMARKS.md`, "Learned evaluation").
pub const LEARNED_BY_DEFAULT: [bool; 2] = [false, true];

/// The evaluation a search is given (see [`Context`](crate::Context)): which of the two serves
/// the boards with pattern weights, and weights in place of the committed ones. The default
/// is [`Choice::Default`] with the committed weights, which is what
/// [`Evaluate::evaluate`](ply_core::Evaluate::evaluate) gives.
#[derive(Clone, Debug, Default)]
pub struct Evaluation {
    choice: Choice,
    /// Weights in place of the committed ones, per board (8×8, 10×10).
    weights: [Option<Arc<Weights>>; 2],
}

impl Evaluation {
    /// The default choice with the committed weights.
    pub const DEFAULT: Evaluation = Evaluation {
        choice: Choice::Default,
        weights: [None, None],
    };

    /// `choice` with the committed weights.
    pub fn new(choice: Choice) -> Evaluation {
        Evaluation {
            choice,
            weights: [None, None],
        }
    }

    /// The learned evaluation everywhere, with `weights` in place of the committed weights of
    /// their board.
    pub fn with_weights(weights: Weights) -> Evaluation {
        let mut evaluation = Evaluation::new(Choice::Learned);
        let board = usize::from(weights.n == 5);
        evaluation.weights[board] = Some(Arc::new(weights));
        evaluation
    }

    /// Which evaluation serves the boards with pattern weights.
    pub fn choice(&self) -> Choice {
        self.choice
    }

    /// Whether these rules are evaluated by the learned patterns under this choice.
    pub fn learned_in_use(&self, v: &Variant) -> bool {
        board(v).is_some_and(|b| match self.choice {
            Choice::Default => LEARNED_BY_DEFAULT[b],
            Choice::Classic => false,
            Choice::Learned => true,
        })
    }

    /// The static evaluation from the side to move's point of view.
    #[inline]
    pub fn evaluate(&self, pos: &Draughts) -> i32 {
        match self.choice {
            Choice::Classic => classic(pos),
            choice => self
                .learned(pos, choice == Choice::Learned)
                .unwrap_or_else(|| classic(pos)),
        }
    }

    /// The learned evaluation, where weights serve the rules (and, unless `always`, where they
    /// serve by default).
    #[inline]
    fn learned(&self, pos: &Draughts, always: bool) -> Option<i32> {
        // The board's size first: it settles the default of every 8×8 variant without
        // comparing rules (board 0 is 8×8, board 1 10×10).
        if !always && !LEARNED_BY_DEFAULT[usize::from(pos.n() == 5)] {
            return None;
        }
        let b = board(pos.variant())?;
        let weights = self.weights[b].as_deref().unwrap_or(&BUILT_IN[b]);
        Some(pattern::evaluate(pos, weights))
    }
}

/// The board of the learned evaluation whose rules these are, apart from the record's game
/// type: 0 for kabe's (and Czech draughts'), 1 for international draughts'.
#[inline]
fn board(v: &Variant) -> Option<usize> {
    static RULES: LazyLock<[Variant; 2]> = LazyLock::new(|| {
        [Variant::kabe(), Variant::international()].map(|mut v| {
            v.clear_game_type();
            v
        })
    });
    let mut rules = *v;
    rules.clear_game_type();
    RULES.iter().position(|r| *r == rules)
}

/// Whether these rules can be evaluated by the learned patterns.
pub fn has_patterns(v: &Variant) -> bool {
    board(v).is_some()
}

/// The committed weights of a game id (`kabe`, `draughts`).
pub fn built_in(game: &str) -> Option<&'static Weights> {
    match weights::board_of(game)? {
        4 => Some(&BUILT_IN[0]),
        _ => Some(&BUILT_IN[1]),
    }
}

#[cfg(test)]
mod tests {
    use ply_core::{Evaluate, Game};

    use super::CROWN_THREAT;
    use crate::{Draughts, Variant};

    #[test]
    fn start_is_balanced_and_material_counts() {
        for (b, v, game) in [
            (0, Variant::kabe(), "kabe"),
            (1, Variant::international(), "draughts"),
        ] {
            let start = Draughts::start(&v);
            assert_eq!(super::classic(&start), super::TEMPO);
            let w = super::built_in(game).unwrap();
            assert_eq!(
                super::pattern::evaluate(&start, w),
                i32::from(w.tempo),
                "{game}"
            );
            let default = if super::LEARNED_BY_DEFAULT[b] {
                i32::from(w.tempo)
            } else {
                super::TEMPO
            };
            assert_eq!(start.evaluate(), default, "{game}: the default evaluation");
        }
        let v = Variant::international();
        for (text, sign) in [("W:W31,32,K45:B1,2", 1), ("B:W31,32,K45:B1,2", -1)] {
            let pos = Draughts::from_text(text, &v).unwrap();
            let w = super::built_in("draughts").unwrap();
            for score in [super::classic(&pos), super::pattern::evaluate(&pos, w)] {
                assert!(sign * score > 150, "{text}: a king more: {score}");
            }
        }
    }

    #[test]
    fn antidraughts_wants_to_lose_pieces() {
        let v = Variant::antidraughts();
        // White to move with fewer pieces than Black is better off.
        let fewer = Draughts::from_text("W:W31:B1,2,3", &v).unwrap();
        let more = Draughts::from_text("W:W31,32,33:B1", &v).unwrap();
        assert!(fewer.evaluate() > 0, "{}", fewer.evaluate());
        assert!(more.evaluate() < 0, "{}", more.evaluate());
    }

    #[test]
    fn breakthrough_values_advance_above_material() {
        let v = Variant::breakthrough();
        // White's man on 12 is three rows from the crown row; Black has a man more at home.
        let advanced = Draughts::from_text("W:W12,46:B1,2,3", &v).unwrap();
        assert!(advanced.evaluate() > 0, "{}", advanced.evaluate());
        // The same material under the international rules is a loss.
        let plain = Draughts::from_text("W:W12,46:B1,2,3", &Variant::international()).unwrap();
        assert!(plain.evaluate() < 0, "{}", plain.evaluate());
        // A man on 7 with 1 or 2 empty crowns next move: worth more than three men.
        let threat = Draughts::from_text("B:W7:B16,17,18", &v).unwrap();
        assert!(threat.evaluate() < -300, "{}", threat.evaluate());
        // Blocked on both sides, the man on 7 is no threat.
        let blocked = Draughts::from_text("B:W7:B1,2,16,17,18", &v).unwrap();
        assert!(blocked.evaluate() > threat.evaluate() + CROWN_THREAT / 2);
        // Each row forward is worth more than the row before.
        let rows: Vec<i32> = ["W:W46:B5", "W:W36:B5", "W:W26:B5", "W:W16:B5"]
            .iter()
            .map(|t| Draughts::from_text(t, &v).unwrap().evaluate())
            .collect();
        assert!(
            rows.windows(3).all(|w| w[2] - w[1] > w[1] - w[0]),
            "{rows:?}"
        );
    }

    #[test]
    fn patterns_serve_kabe_czech_and_international_only() {
        use super::has_patterns;
        for v in [Variant::kabe(), Variant::international()] {
            assert!(has_patterns(&v));
        }
        // Every other preset: the patterns serve exactly the rules of play of a game with
        // committed weights (Czech draughts plays kabe's).
        let weighted: Vec<Variant> = crate::PRESETS
            .iter()
            .filter(|p| super::built_in(p.id).is_some())
            .map(|p| p.rules)
            .collect();
        assert_eq!(weighted, [Variant::kabe(), Variant::international()]);
        for p in crate::PRESETS {
            let mut rules = p.rules;
            rules.clear_game_type();
            let plays_weighted = weighted.iter().any(|w| {
                let mut w = *w;
                w.clear_game_type();
                w == rules
            });
            assert_eq!(has_patterns(&p.rules), plays_weighted, "{}", p.id);
        }
        assert!(has_patterns(&Variant::preset("czech").unwrap()));
    }

    #[test]
    fn committed_weights_load_and_round_trip() {
        for game in ["kabe", "draughts"] {
            let w = super::built_in(game).unwrap();
            assert_eq!(w.game, game);
            assert_eq!(&super::Weights::from_bytes(&w.to_bytes()).unwrap(), w);
            assert!(
                w.man > 50 && w.king > w.man,
                "{game}: man {} king {}",
                w.man,
                w.king
            );
        }
        assert!(super::built_in("chess").is_none());
    }

    #[test]
    fn short_kings_are_worth_less() {
        for v in [Variant::checkers(), Variant::italian()] {
            let p = Draughts::from_text("W:WK29:B1", &v).unwrap();
            let flying = Draughts::from_text("W:WK29:B1", &Variant::russian()).unwrap();
            assert!(p.evaluate() < flying.evaluate());
        }
    }
}
