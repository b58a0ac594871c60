//! Marking the moves of a reviewed game, as lichess does: a move that lets its side's
//! evaluation drop by at least a game's threshold is an inaccuracy, a mistake or a blunder.
//!
//! Evaluations are read from the mover's point of view and held within a cap (a proven win or
//! loss counts as the cap), so that a move in a game already won or lost by far is not marked
//! for giving up what no longer matters. A game scored by margin (Kalah: a seed of final
//! margin) has proven results that are exact margins, so they count as they are (within the
//! cap). The engine's own choice is never marked. The thresholds, in each game's unit, are its
//! score scale's (`ply_games::ScoreScale::review`, given by its registry row): a game the
//! registry does not hold has none.

use ply_games::{Proven, ScoreScale};

/// A game's thresholds, in its evaluation unit.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Thresholds {
    pub inaccuracy: i32,
    pub mistake: i32,
    pub blunder: i32,
    /// Evaluations count up to this much either way; a proven win or loss counts as it.
    pub cap: i32,
}

impl Thresholds {
    /// The thresholds of a game's score scale.
    pub fn of(scale: ScoreScale) -> Thresholds {
        let r = scale.review;
        Thresholds {
            inaccuracy: r.inaccuracy,
            mistake: r.mistake,
            blunder: r.blunder,
            cap: r.cap,
        }
    }

    /// The mark of a move that lost `loss` units.
    pub fn mark(&self, loss: i32) -> Option<Mark> {
        if loss >= self.blunder {
            Some(Mark::Blunder)
        } else if loss >= self.mistake {
            Some(Mark::Mistake)
        } else if loss >= self.inaccuracy {
            Some(Mark::Inaccuracy)
        } else {
            None
        }
    }

    /// An evaluation held within the cap; a proven result of a game without margins at it.
    pub fn capped(&self, e: Eval, margins: bool) -> i32 {
        let score = match e.proven {
            Some(Proven::Win) if !margins => self.cap,
            Some(Proven::Loss) if !margins => -self.cap,
            Some(Proven::Draw) => 0,
            _ => e.score,
        };
        score.clamp(-self.cap, self.cap)
    }
}

/// How bad a move was.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Mark {
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Mark {
    pub const ALL: [Mark; 3] = [Mark::Inaccuracy, Mark::Mistake, Mark::Blunder];

    pub fn name(self) -> &'static str {
        match self {
            Mark::Inaccuracy => "inaccuracy",
            Mark::Mistake => "mistake",
            Mark::Blunder => "blunder",
        }
    }
}

/// A position's evaluation from the side to move's point of view.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Eval {
    pub score: i32,
    pub proven: Option<Proven>,
}

/// One move of the game as judged: what its side gave up and its mark.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Judged {
    pub loss: i32,
    pub mark: Option<Mark>,
}

/// Judges a move played from a position evaluated `before` (for the mover) to one evaluated
/// `after` (for whoever moves there: the mover again when `again`, as after a Kalah extra
/// turn). `best` says the move was the engine's choice. `scale` is the game's.
pub fn judge(scale: ScoreScale, before: Eval, after: Eval, again: bool, best: bool) -> Judged {
    let t = Thresholds::of(scale);
    let margins = scale.margins;
    let was = t.capped(before, margins);
    let now = t.capped(after, margins);
    let now = if again { now } else { -now };
    let loss = if best { 0 } else { (was - now).max(0) };
    Judged {
        loss,
        mark: t.mark(loss),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Judges a move of the registered game `game`.
    fn judge(game: &str, before: Eval, after: Eval, again: bool, best: bool) -> Judged {
        let scale = ply_games::find(game).unwrap().score_scale();
        super::judge(scale, before, after, again, best)
    }

    fn e(score: i32) -> Eval {
        Eval {
            score,
            proven: None,
        }
    }

    #[test]
    fn a_drop_is_marked_by_the_games_thresholds() {
        // Chess: +0.20 before, the opponent at +1.10 after: a drop of 130 centipawns.
        assert_eq!(
            judge("chess", e(20), e(110), false, false),
            Judged {
                loss: 130,
                mark: Some(Mark::Mistake)
            }
        );
        assert_eq!(
            judge("chess", e(20), e(40), false, false).mark,
            Some(Mark::Inaccuracy)
        );
        assert_eq!(judge("chess", e(20), e(-10), false, false).mark, None);
        assert_eq!(
            judge("chess", e(0), e(300), false, false).mark,
            Some(Mark::Blunder)
        );
        // In draughts a man and a half (150) is a blunder; less than 40 is nothing.
        assert_eq!(
            judge("draughts", e(0), e(150), false, false).mark,
            Some(Mark::Blunder)
        );
        assert_eq!(judge("kabe", e(0), e(39), false, false).mark, None);
        assert_eq!(
            judge("kabe", e(0), e(40), false, false).mark,
            Some(Mark::Inaccuracy)
        );
    }

    #[test]
    fn the_engines_own_choice_and_a_gain_are_never_marked() {
        assert_eq!(judge("chess", e(0), e(500), false, true).loss, 0);
        assert_eq!(judge("chess", e(0), e(-500), false, false).loss, 0);
    }

    #[test]
    fn a_game_long_decided_is_held_within_the_cap() {
        // A king up either way stays beyond the cap: nothing to mark.
        assert_eq!(judge("draughts", e(900), e(-700), false, false).loss, 0);
        // Throwing away a proven win for an even position is a blunder.
        let won = Eval {
            score: 1,
            proven: Some(Proven::Win),
        };
        assert_eq!(
            judge("chess", won, e(0), false, false).mark,
            Some(Mark::Blunder)
        );
        // A proven loss for the opponent is a win for the mover.
        let lost = Eval {
            score: -1,
            proven: Some(Proven::Loss),
        };
        assert_eq!(judge("chess", won, lost, false, false).loss, 0);
    }

    #[test]
    fn kalah_counts_exact_margins_and_extra_turns() {
        let won_by = |m: i32| Eval {
            score: m,
            proven: Some(if m > 0 { Proven::Win } else { Proven::Loss }),
        };
        // A proven win by 6 seeds turned into a win by 1: five seeds given away.
        assert_eq!(
            judge("kalah", won_by(6), won_by(-1), false, false),
            Judged {
                loss: 5,
                mark: Some(Mark::Mistake)
            }
        );
        // An extra turn: the mover moves again, so the evaluation after is already theirs.
        assert_eq!(judge("kalah", e(4), e(4), true, false).loss, 0);
        assert_eq!(
            judge("kalah", e(4), e(-4), true, false).mark,
            Some(Mark::Blunder)
        );
    }
}
