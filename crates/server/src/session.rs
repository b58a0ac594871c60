//! A game as a pure session: `apply(command, now)` checks the command once (game over, the
//! seat, the turn, the rule) and returns the new session with the [`Edit`] the store must
//! persist, or a refusal. Nothing here does IO, holds a lock or knows of other games; the
//! caller persists the edit and only then lets anyone see the new session.

use ply_core::msg;
use ply_core::{Outcome, Reason, Side};
use ply_games::AnyRecord;
use ply_rating::{Score, Speed};

use crate::{
    clock::{Clock, FIRST_MOVE_MS},
    error::ApiError,
};

/// A day, in ms: a correspondence game gives each move its days.
pub const DAY_MS: i64 = 86_400_000;

mod command;
mod offers;
mod stored;

pub use command::{Command, DrawAction, Edit, Reply, Seat, TakebackAction};
pub use stored::{Fixed, Meta, Notes, Opponent, RatingChange, Status, Stored};

/// A rated game's ending, to be rated in the transaction that writes it.
#[derive(Clone, Debug, PartialEq)]
pub struct RatedEnd {
    /// The game or variant rated (a ply game id).
    pub game: String,
    pub speed: Speed,
    /// White's result.
    pub score: Score,
    pub at_ms: i64,
}

/// A game: what never changes, the record (rebuilt by replaying its moves: the moves and who
/// made each are read from it) and what changes besides the moves, as the store keeps it.
pub struct Session {
    pub fixed: Fixed,
    record: Box<dyn AnyRecord>,
    /// Clock, ending, offers, invite, rematch, engine failure, version: the game's row.
    meta: Meta,
    /// The token hashes per side (the store keeps them apart from the row).
    tokens: [Option<String>; 2],
    /// A rated game's rating changes, once it has ended (the store writes them in the
    /// transaction of the ending and keeps them apart from the row).
    ratings: Option<[RatingChange; 2]>,
}

impl Clone for Session {
    fn clone(&self) -> Session {
        Session {
            fixed: self.fixed.clone(),
            record: self.record.clone_box(),
            meta: self.meta.clone(),
            tokens: self.tokens.clone(),
            ratings: self.ratings.clone(),
        }
    }
}

impl Session {
    /// A new game (version 0) from its fixed part, token hashes and invite hash.
    ///
    /// # Errors
    /// Unknown game, bad rule option or position: 400.
    pub fn new(
        fixed: Fixed,
        tokens: [Option<String>; 2],
        invite: Option<String>,
    ) -> Result<Session, ApiError> {
        let game = ply_games::find(&fixed.game).map_err(|e| ApiError::from_game(&e))?;
        let record = game
            .new_game(
                &fixed.rules,
                Some(fixed.start.as_str()).filter(|s| !s.is_empty()),
            )
            .map_err(|e| ApiError::from_game(&e))?;
        let meta = Meta::new(record.side_to_move(), invite, fixed.created_ms);
        let created_ms = fixed.created_ms;
        let mut session = Session {
            fixed,
            record,
            meta,
            tokens,
            ratings: None,
        };
        session.settle();
        session.mark_first_turn(created_ms);
        session.restart_move_by(created_ms);
        Ok(session)
    }

    /// Rebuilds a stored game by replaying its moves through the rules.
    ///
    /// # Errors
    /// The stored game no longer reads (unknown game, a move the rules refuse).
    pub fn restore(stored: Stored) -> anyhow::Result<Session> {
        let Stored {
            fixed,
            meta,
            moves,
            tokens,
            notes,
            ratings,
        } = stored;
        let id = fixed.id.clone();
        let mut s = Session::new(fixed, tokens, meta.invite_hash.clone())
            .map_err(|e| anyhow::anyhow!("game {id}: {}", e.message))?;
        for (i, text) in moves.iter().enumerate() {
            s.record
                .play(text)
                .map_err(|e| anyhow::anyhow!("game {id}, move {} '{text}': {e}", i + 1))?;
        }
        for (key, value) in &notes.tags {
            s.record.set_tag(key, value);
        }
        for (ply, comment) in notes.comments.iter().enumerate().take(moves.len() + 1) {
            if let Some(comment) = comment {
                s.record
                    .set_comment(ply, comment)
                    .map_err(|e| anyhow::anyhow!("game {id}: {e}"))?;
            }
        }
        if let Some(outcome) = meta.declared {
            s.record
                .declare(outcome)
                .map_err(|e| anyhow::anyhow!("game {id}: {e}"))?;
        }
        s.meta = meta;
        s.ratings = ratings;
        s.settle();
        Ok(s)
    }

    /// Brings the row's parts that follow from the rest in line: the status and the side to
    /// move (from the record), the clock's columns (only in a timed game, full until set).
    fn settle(&mut self) {
        self.meta.status = if self.outcome().is_some() {
            Status::Finished
        } else {
            Status::Ongoing
        };
        self.meta.turn = self.to_move();
        match self.fixed.clock {
            Some((initial, _)) => {
                self.meta.clock_left_ms.get_or_insert([initial; 2]);
            }
            None => {
                self.meta.clock_left_ms = None;
                self.meta.clock_started_ms = None;
            }
        }
        if self.fixed.days.is_none() || self.meta.status == Status::Finished {
            self.meta.move_by_ms = None;
        }
    }

    /// In a correspondence game going on, gives the side to move (from `now`) its days for
    /// the move; a friend's game before the friend has joined has no deadline yet.
    fn restart_move_by(&mut self, now: i64) {
        self.meta.move_by_ms = match self.fixed.days {
            Some(days) if self.outcome().is_none() && !self.waiting_for_friend() => {
                Some(now.saturating_add(days.saturating_mul(DAY_MS)))
            }
            _ => None,
        };
    }

    /// In a correspondence game, the time by which the side to move must move.
    pub fn move_by(&self) -> Option<i64> {
        self.meta.move_by_ms
    }

    /// The game id.
    pub fn id(&self) -> &str {
        &self.fixed.id
    }

    /// The record: moves, positions, tags and comments.
    pub fn record(&self) -> &dyn AnyRecord {
        self.record.as_ref()
    }

    /// The moves played, in notation (read from the record).
    pub fn moves(&self) -> Vec<String> {
        self.record.moves()
    }

    /// The side that made each move (read from the record).
    pub fn movers(&self) -> Vec<Side> {
        self.record.movers()
    }

    /// How many moves have been played.
    pub fn plies(&self) -> usize {
        self.record.movers().len()
    }

    /// The version of this session (every change counts one).
    pub fn version(&self) -> i64 {
        self.meta.version
    }

    /// The clock of a timed game, as it stands.
    pub fn clock(&self) -> Option<Clock> {
        let (initial_ms, increment_ms) = self.fixed.clock?;
        Some(Clock {
            initial_ms,
            increment_ms,
            left_ms: self.meta.clock_left_ms.unwrap_or([initial_ms; 2]),
            started_ms: self.meta.clock_started_ms,
            berserk: self.meta.berserk,
        })
    }

    /// Changes the clock of a timed game (nothing in an untimed one).
    fn update_clock(&mut self, change: impl FnOnce(&mut Clock)) {
        if let Some(mut clock) = self.clock() {
            change(&mut clock);
            self.meta.clock_left_ms = Some(clock.left_ms);
            self.meta.clock_started_ms = clock.started_ms;
        }
    }

    pub fn draw_offer(&self) -> Option<Side> {
        self.meta.draw_offer
    }

    /// The side whose draw offer was declined (shown to it until it moves or offers again).
    pub fn draw_declined(&self) -> Option<Side> {
        self.meta.draw_declined
    }

    /// The side asking to take back its last move.
    pub fn takeback(&self) -> Option<Side> {
        self.meta.takeback
    }

    /// The side whose take-back request was declined.
    pub fn takeback_declined(&self) -> Option<Side> {
        self.meta.takeback_declined
    }

    /// When the game is aborted unless the side to move makes its first move.
    pub fn abort_at(&self) -> Option<i64> {
        if self.outcome().is_some() {
            return None;
        }
        self.meta.first_turn_ms.map(|start| start + FIRST_MOVE_MS)
    }

    /// The next moment the game may end by itself: a flag falling, the first move missed or
    /// a correspondence move's time running out.
    pub fn deadline(&self) -> Option<i64> {
        if self.outcome().is_some() {
            return None;
        }
        let flag = self.clock().and_then(|c| c.flag_at(self.to_move()));
        [flag, self.abort_at(), self.meta.move_by_ms]
            .into_iter()
            .flatten()
            .min()
    }

    /// Keeps (or starts, at `now`) the count of the side to move's first turn while that side
    /// of a timed game has yet to make its first move; clears it otherwise. The computer's
    /// side and a friend's game before the friend joins have none.
    fn mark_first_turn(&mut self, now: i64) {
        let to_move = self.to_move();
        let waits = self.fixed.clock.is_some()
            && self.outcome().is_none()
            && !self.waiting_for_friend()
            && self.computer_side() != Some(to_move)
            && !self.movers().contains(&to_move);
        self.meta.first_turn_ms = if waits {
            Some(self.meta.first_turn_ms.unwrap_or(now))
        } else {
            None
        };
    }

    pub fn rematch(&self) -> Option<&str> {
        self.meta.rematch.as_deref()
    }

    pub fn engine_error(&self) -> Option<&str> {
        self.meta.engine_error.as_deref()
    }

    /// The token hashes per side.
    pub fn tokens(&self) -> &[Option<String>; 2] {
        &self.tokens
    }

    /// A rated game's rating changes (white's first), once it has ended and been rated.
    pub fn ratings(&self) -> Option<&[RatingChange; 2]> {
        self.ratings.as_ref()
    }

    /// The rating changes the store wrote with this session's ending.
    pub fn set_ratings(&mut self, ratings: Option<[RatingChange; 2]>) {
        self.ratings = ratings;
    }

    /// What `next`, the session after a change to this one, asks to be rated: a rated game
    /// that the change ended other than by an abort (a game aborted before both sides moved
    /// counts for nobody), as one rating period for each player at `next`'s time.
    pub fn rated_end(&self, next: &Session) -> Option<RatedEnd> {
        let outcome = next.outcome()?;
        if !next.fixed.rated || self.outcome().is_some() || outcome.is_aborted() {
            return None;
        }
        let score = match outcome.winner {
            Some(Side::White) => Score::Win,
            Some(Side::Black) => Score::Loss,
            None => Score::Draw,
        };
        Some(RatedEnd {
            game: next.fixed.game.clone(),
            speed: next.fixed.speed()?,
            score,
            at_ms: next.meta.updated_ms,
        })
    }

    /// Whether a friend's side still waits for them.
    pub fn waiting_for_friend(&self) -> bool {
        self.fixed.opponent == Opponent::Friend && self.tokens.iter().any(Option::is_none)
    }

    /// Whose turn it is.
    pub fn to_move(&self) -> Side {
        self.record.side_to_move()
    }

    /// The outcome, once the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        self.record.outcome()
    }

    /// The computer's side, in a game against it.
    pub fn computer_side(&self) -> Option<Side> {
        match self.fixed.opponent {
            Opponent::Computer { side, .. } => Some(side),
            _ => None,
        }
    }

    /// Whether the computer is to move in an ongoing game.
    pub fn computer_to_move(&self) -> bool {
        self.outcome().is_none() && self.computer_side() == Some(self.to_move())
    }

    /// Whether the computer is thinking: it is to move and its engine has not failed.
    pub fn computer_thinks(&self) -> bool {
        self.computer_to_move() && self.meta.engine_error.is_none()
    }

    /// The row the store keeps for the changing part.
    pub fn meta(&self) -> Meta {
        self.meta.clone()
    }

    /// The sides a seat acts for (403 when it acts for neither): a token's, by its hash; an
    /// account's, as the resolver found them seated.
    ///
    /// # Errors
    /// The token does not belong to this game; the account holds no seat in it.
    pub fn sides_of(&self, seat: &Seat) -> Result<Vec<Side>, ApiError> {
        let sides: Vec<Side> = match seat {
            Seat::Token(hash) => Side::ALL
                .into_iter()
                .filter(|s| self.tokens[s.index()].as_deref() == Some(hash.as_str()))
                .collect(),
            Seat::Account { sides, .. } => sides.clone(),
        };
        if sides.is_empty() {
            return Err(match seat {
                Seat::Token(_) => ApiError::forbidden(msg!("token_not_for_game")),
                Seat::Account { .. } => ApiError::not_seated(),
            });
        }
        Ok(sides)
    }

    /// The side a seat acts for: its own, or the side to move for a seat of both.
    fn acting_side(&self, seat: &Seat) -> Result<(Side, bool), ApiError> {
        let sides = self.sides_of(seat)?;
        Ok(if sides.len() == 1 {
            (sides[0], false)
        } else {
            (self.to_move(), true)
        })
    }

    fn ongoing(&self) -> Result<(), ApiError> {
        match self.outcome() {
            Some(o) => Err(ApiError::game_over(self.record.describe(&o))),
            None => Ok(()),
        }
    }

    /// The ending that is due at `now`, if any: the game aborted when the side to move let
    /// its first turn pass without a move, or the time-out when its flag has fallen or its
    /// correspondence move's time ran out (a draw when the other side cannot win, as the
    /// game's rules say: `AnyRecord::time_out`).
    pub fn flag(&self, now: i64) -> Option<(Session, Edit)> {
        if self.outcome().is_some() {
            return None;
        }
        let to_move = self.to_move();
        let flagged = self.clock().is_some_and(|c| c.flagged(to_move, now))
            || self.meta.move_by_ms.is_some_and(|by| now >= by);
        let missed = self.abort_at().is_some_and(|at| now >= at);
        let ending = if missed {
            Outcome::aborted()
        } else if flagged {
            self.record.time_out(to_move)
        } else {
            return None;
        };
        let mut next = self.clone();
        next.declare(ending, now).ok()?;
        let mut next = next.bumped(now);
        if missed {
            // The start of the turn let pass is kept: it tells a first move missed (the side
            // to move did not come) from an abort by either seat, which keeps none.
            next.meta.first_turn_ms = self.meta.first_turn_ms;
        }
        Some((next, Edit::Row))
    }

    /// The session after `command` at `now`, and what the store must write.
    ///
    /// # Errors
    /// The refusal (nothing changes): 403 for a seat of another game, 409 when the command
    /// does not fit the game's state, 400 for a move the rules refuse.
    pub fn apply(&self, command: Command, now: i64) -> Result<(Session, Edit), ApiError> {
        let mut next = self.clone();
        let edit = next.change(command, now)?;
        Ok((next.bumped(now), edit))
    }

    fn bumped(mut self, now: i64) -> Session {
        if !self.computer_to_move() {
            self.meta.engine_error = None;
        }
        self.mark_first_turn(now);
        self.settle();
        self.meta.version += 1;
        self.meta.updated_ms = now;
        self
    }

    fn change(&mut self, command: Command, now: i64) -> Result<Edit, ApiError> {
        match command {
            Command::Play { seat, text, ply } => {
                self.may_play(&seat, ply)?;
                self.play(text.trim(), now)
            }
            Command::PlayCells { seat, cells, ply } => {
                self.may_play(&seat, ply)?;
                let text = self
                    .record
                    .move_for_cells(&cells)
                    .map_err(|e| ApiError::from_move(&e))?;
                self.play(&text, now)
            }
            Command::Resign { seat } => {
                let (side, _) = self.acting_side(&seat)?;
                self.ongoing()?;
                self.declare(Outcome::win(side.opposite(), Reason::RESIGNATION), now)?;
                Ok(Edit::Row)
            }
            Command::Abort { seat } => {
                self.acting_side(&seat)?;
                self.ongoing()?;
                if !self.waiting_for_friend() && self.abort_at().is_none() {
                    return Err(ApiError::refused("abort_not_allowed"));
                }
                self.declare(Outcome::aborted(), now)?;
                Ok(Edit::Row)
            }
            Command::Berserk { seat } => {
                let (side, _) = self.acting_side(&seat)?;
                self.ongoing()?;
                self.berserk(side)?;
                Ok(Edit::Row)
            }
            Command::Draw { seat, action } => self.draw(&seat, action, now),
            Command::Undo { seat } => self.undo(&seat, now),
            Command::Takeback { seat, action } => self.ask_takeback(&seat, action, now),
            Command::Join {
                invite_hash,
                token_hash,
                user,
            } => {
                let Some(expected) = self.meta.invite_hash.as_deref() else {
                    return Err(ApiError::refused("already_joined"));
                };
                if invite_hash != expected {
                    return Err(ApiError::forbidden(msg!("invite_not_valid")));
                }
                if self.fixed.rated && user.is_none() {
                    return Err(ApiError::rated_needs_account());
                }
                let side = Side::ALL
                    .into_iter()
                    .find(|s| self.tokens[s.index()].is_none())
                    .ok_or_else(|| ApiError::refused("already_joined"))?;
                self.meta.invite_hash = None;
                self.tokens[side.index()] = Some(token_hash.clone());
                self.restart_move_by(now);
                Ok(Edit::Token {
                    side,
                    hash: token_hash,
                    user,
                })
            }
            Command::Retry { seat } => {
                self.sides_of(&seat)?;
                if self.meta.engine_error.is_none() || !self.computer_to_move() {
                    return Err(ApiError::refused("nothing_to_retry"));
                }
                self.meta.engine_error = None;
                Ok(Edit::Row)
            }
            Command::ClaimSide { side, token_hash } => {
                if self.tokens[side.index()].is_some() {
                    return Err(ApiError::conflict(
                        "already_joined",
                        msg!("rematch_started"),
                    ));
                }
                self.tokens[side.index()] = Some(token_hash.clone());
                Ok(Edit::Token {
                    side,
                    hash: token_hash,
                    user: None,
                })
            }
            Command::SetRematch { seat, id } => {
                self.sides_of(&seat)?;
                if self.outcome().is_none() {
                    return Err(ApiError::refused("game_not_over"));
                }
                if self.meta.rematch.is_some() {
                    return Err(ApiError::refused("rematch_exists"));
                }
                self.meta.rematch = Some(id);
                Ok(Edit::Row)
            }
            Command::Computer { version, reply } => self.computer(version, reply, now),
        }
    }

    fn computer(
        &mut self,
        version: i64,
        reply: Result<Reply, String>,
        now: i64,
    ) -> Result<Edit, ApiError> {
        if version != self.meta.version || !self.computer_thinks() {
            return Err(ApiError::refused("stale_search"));
        }
        let name = match &self.fixed.opponent {
            Opponent::Computer { engine, .. } => engine.clone(),
            _ => None,
        };
        let failed = match reply {
            Ok(Reply::Move(text)) => match self.play(&text, now) {
                Ok(edit) => return Ok(edit),
                Err(e) => match name {
                    Some(n) => format!("{n} failed: its move '{text}': {}", e.message),
                    None => return Err(e),
                },
            },
            Ok(Reply::Resigns) => {
                let winner = self.to_move().opposite();
                self.declare(Outcome::win(winner, Reason::RESIGNATION), now)?;
                return Ok(Edit::Row);
            }
            Ok(Reply::NoMove) => match name {
                Some(n) => format!("{n} failed: it gave no move"),
                None => {
                    return Err(ApiError::internal("the computer found no move"));
                }
            },
            Err(message) => message,
        };
        self.meta.engine_error = Some(failed);
        Ok(Edit::Row)
    }

    /// Whether `seat` may move now: the game goes on, no friend is awaited, it is the seat's
    /// turn and `ply`, when given, is the number of moves played.
    fn may_play(&self, seat: &Seat, ply: Option<usize>) -> Result<(), ApiError> {
        let mine = self.sides_of(seat)?;
        self.ongoing()?;
        if self.waiting_for_friend() {
            return Err(ApiError::refused("waiting_for_friend"));
        }
        let turn = self.to_move();
        if !mine.contains(&turn) {
            return Err(ApiError::not_your_turn(self.record.side_name(turn)));
        }
        let plies = self.plies();
        if let Some(ply) = ply.filter(|p| *p != plies) {
            return Err(ApiError::conflict(
                "stale_ply",
                msg!("stale_ply", ply = ply, current = plies),
            ));
        }
        Ok(())
    }

    /// Plays a move of the side to move.
    fn play(&mut self, text: &str, now: i64) -> Result<Edit, ApiError> {
        self.ongoing()?;
        let mover = self.to_move();
        let played = self
            .record
            .play(text)
            .map_err(|e| ApiError::from_move(&e))?;
        let plies = self.plies();
        let over = self.record.outcome().is_some();
        let next = self.record.side_to_move();
        self.update_clock(|clock| {
            clock.moved(mover, plies, now);
            if over {
                clock.stop(next, now);
            }
        });
        let meta = &mut self.meta;
        if meta.draw_offer == Some(mover.opposite()) || over {
            meta.draw_offer = None;
        }
        // A move cancels a take-back request; the notices of a declined offer or request
        // last until their side moves.
        meta.takeback = None;
        if meta.draw_declined == Some(mover) {
            meta.draw_declined = None;
        }
        if meta.takeback_declined == Some(mover) {
            meta.takeback_declined = None;
        }
        meta.first_turn_ms = None;
        self.restart_move_by(now);
        Ok(Edit::Move {
            ply: plies - 1,
            text: played,
        })
    }

    /// `side` berserks: a timed game's side that has not yet moved, once (409 otherwise).
    fn berserk(&mut self, side: Side) -> Result<(), ApiError> {
        if self.fixed.clock.is_none() {
            return Err(ApiError::refused("berserk_no_clock"));
        }
        if self.meta.berserk[side.index()] {
            return Err(ApiError::refused("berserk_already"));
        }
        if self.movers().contains(&side) {
            return Err(ApiError::refused("berserk_too_late"));
        }
        self.update_clock(|clock| clock.berserk(side));
        self.meta.berserk[side.index()] = true;
        Ok(())
    }

    /// The sides (White first) that berserked.
    pub fn berserked(&self) -> [bool; 2] {
        self.meta.berserk
    }

    /// Ends the game by resignation, agreement or time.
    fn declare(&mut self, outcome: Outcome, now: i64) -> Result<(), ApiError> {
        let to_move = self.to_move();
        self.record
            .declare(outcome)
            .map_err(|e| ApiError::from_move(&e))?;
        self.update_clock(|clock| clock.stop(to_move, now));
        let meta = &mut self.meta;
        meta.declared = Some(outcome);
        meta.draw_offer = None;
        meta.draw_declined = None;
        meta.takeback = None;
        meta.takeback_declined = None;
        Ok(())
    }
}

#[cfg(test)]
mod days_tests;
#[cfg(test)]
mod tests;
