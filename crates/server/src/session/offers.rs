//! The offers between the players: a draw offered, accepted or declined, undo against the
//! computer, and a take-back asked of the other player.

use ply_core::{Outcome, Reason, Side};

use super::{DrawAction, Edit, Opponent, Seat, Session, TakebackAction};
use crate::error::ApiError;

impl Session {
    pub(super) fn draw(
        &mut self,
        seat: &Seat,
        action: DrawAction,
        now: i64,
    ) -> Result<Edit, ApiError> {
        let (side, both) = self.acting_side(seat)?;
        self.ongoing()?;
        // The offer this side may answer: the other side's (or any, on one device).
        let answerable = self
            .meta
            .draw_offer
            .filter(|offerer| both || *offerer != side);
        match action {
            DrawAction::Offer if answerable.is_some() => {
                self.declare(Outcome::draw(Reason::AGREEMENT), now)?;
            }
            DrawAction::Offer => {
                self.meta.draw_declined = None;
                if matches!(self.fixed.opponent, Opponent::Computer { .. }) {
                    return Err(ApiError::refused("draw_declined"));
                }
                if self.meta.draw_offer == Some(side) {
                    return Err(ApiError::refused("draw_already_offered"));
                }
                self.meta.draw_offer = Some(side);
            }
            DrawAction::Accept | DrawAction::Decline if answerable.is_none() => {
                return Err(ApiError::refused("no_draw_offer"));
            }
            DrawAction::Accept => self.declare(Outcome::draw(Reason::AGREEMENT), now)?,
            DrawAction::Decline => self.meta.draw_declined = self.meta.draw_offer.take(),
        }
        Ok(Edit::Row)
    }

    /// How many plies an undo takes back: against the computer, the player's last move and
    /// every move after it (the computer's replies, or an extra turn's); on one device, one.
    pub(super) fn undo(&mut self, seat: &Seat, now: i64) -> Result<Edit, ApiError> {
        let mine = self.sides_of(seat)?;
        self.ongoing()?;
        let plies = match &self.fixed.opponent {
            Opponent::Friend => {
                return Err(ApiError::refused("undo_not_allowed"));
            }
            Opponent::Local => usize::from(self.plies() > 0),
            Opponent::Computer { side, .. } => {
                let movers = self.movers();
                movers
                    .iter()
                    .rposition(|mover| mover != side && mine.contains(mover))
                    .map_or(0, |last| movers.len() - last)
            }
        };
        if plies == 0 {
            return Err(ApiError::refused("nothing_to_undo"));
        }
        Ok(self.take_back(plies, now))
    }

    /// Takes back the last `plies` moves: the clock charges the side that was thinking and
    /// runs for the side now to move; offers and requests lapse.
    pub(super) fn take_back(&mut self, plies: usize, now: i64) -> Edit {
        let thinking = self.to_move();
        for _ in 0..plies {
            self.record.undo();
        }
        let keep = self.plies();
        self.update_clock(|clock| clock.restarted(thinking, keep, now));
        self.restart_move_by(now);
        let meta = &mut self.meta;
        meta.draw_offer = None;
        meta.draw_declined = None;
        meta.takeback = None;
        meta.takeback_declined = None;
        meta.first_turn_ms = None;
        meta.engine_error = None;
        Edit::TakeBack { keep }
    }

    /// How many plies `side`'s take-back removes: its last move and every move after it (the
    /// other side's reply, or its own extra turn's).
    pub(super) fn plies_back_for(&self, side: Side) -> usize {
        let movers = self.movers();
        movers
            .iter()
            .rposition(|mover| *mover == side)
            .map_or(0, |last| movers.len() - last)
    }

    /// Between friends: a player asks to take back their last move (and the reply after it),
    /// the other accepts or declines; the asker may cancel; a move cancels it. Asking while
    /// the other side's request stands accepts that one.
    pub(super) fn ask_takeback(
        &mut self,
        seat: &Seat,
        action: TakebackAction,
        now: i64,
    ) -> Result<Edit, ApiError> {
        let (side, _) = self.acting_side(seat)?;
        self.ongoing()?;
        if self.fixed.opponent != Opponent::Friend {
            return Err(ApiError::refused("takeback_not_between_friends"));
        }
        let answerable = self.meta.takeback.filter(|asker| *asker != side);
        match action {
            TakebackAction::Request | TakebackAction::Accept if answerable.is_some() => {
                let asker = side.opposite();
                Ok(self.take_back(self.plies_back_for(asker), now))
            }
            TakebackAction::Request => {
                if self.meta.takeback == Some(side) {
                    return Err(ApiError::refused("takeback_already_requested"));
                }
                if self.plies_back_for(side) == 0 {
                    return Err(ApiError::refused("nothing_to_undo"));
                }
                self.meta.takeback = Some(side);
                self.meta.takeback_declined = None;
                Ok(Edit::Row)
            }
            TakebackAction::Accept | TakebackAction::Decline => {
                if answerable.is_none() {
                    return Err(ApiError::refused("no_takeback_request"));
                }
                self.meta.takeback_declined = self.meta.takeback.take();
                Ok(Edit::Row)
            }
            TakebackAction::Cancel => {
                if self.meta.takeback != Some(side) {
                    return Err(ApiError::refused("no_takeback_request"));
                }
                self.meta.takeback = None;
                Ok(Edit::Row)
            }
        }
    }
}
