//! A game as a pure session: `apply(command, now)` checks the command once (game over, the
//! seat, the turn, the rule) and returns the new session with the [`Edit`] the store must
//! persist, or a refusal. Nothing here does IO, holds a lock or knows of other games; the
//! caller persists the edit and only then lets anyone see the new session.

use ply_core::{Outcome, Reason, Side};
use ply_games::AnyRecord;

use crate::{clock::Clock, error::ApiError};

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
    pub invite_hash: Option<String>,
    pub rematch: Option<String>,
    /// Why the external engine's last search failed; it waits for a retry until cleared.
    pub engine_error: Option<String>,
    pub updated_ms: i64,
    /// Counts every change; a write names the version it follows.
    pub version: i64,
}

/// A game as the store keeps it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stored {
    pub fixed: Fixed,
    pub meta: Meta,
    pub moves: Vec<String>,
    /// Token hashes per side; none for the computer's side or an unclaimed friend's side.
    pub tokens: [Option<String>; 2],
    pub notes: Notes,
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

/// Who sends a command: the holder of a token (by its hash), or the computer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seat {
    /// The SHA-256 hash of the bearer token.
    pub token_hash: String,
}

/// How a draw offer is answered.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum DrawAction {
    Offer,
    Accept,
    Decline,
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
    Resign {
        seat: Seat,
    },
    Draw {
        seat: Seat,
        action: DrawAction,
    },
    /// Against the computer: the player's last move and the computer's replies after it; on
    /// one device: the last move.
    Undo {
        seat: Seat,
    },
    /// A friend takes the free side with the invite (by its hash) and a new token.
    Join {
        invite_hash: String,
        token_hash: String,
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
    /// The computer's reply to the position at `version`: a move, no move, or why its engine
    /// failed.
    Computer {
        version: i64,
        reply: Result<Option<String>, String>,
    },
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
    /// Give `side` the token with this hash.
    Token { side: Side, hash: String },
}

/// A game: its record (rebuilt by replaying its moves), players, clock and offers.
pub struct Session {
    pub fixed: Fixed,
    record: Box<dyn AnyRecord>,
    /// The moves in notation, and the side that made each one.
    moves: Vec<String>,
    movers: Vec<Side>,
    clock: Option<Clock>,
    declared: Option<Outcome>,
    draw_offer: Option<Side>,
    tokens: [Option<String>; 2],
    invite: Option<String>,
    rematch: Option<String>,
    engine_error: Option<String>,
    updated_ms: i64,
    version: i64,
}

impl Clone for Session {
    fn clone(&self) -> Session {
        Session {
            fixed: self.fixed.clone(),
            record: self.record.clone_box(),
            moves: self.moves.clone(),
            movers: self.movers.clone(),
            clock: self.clock,
            declared: self.declared,
            draw_offer: self.draw_offer,
            tokens: self.tokens.clone(),
            invite: self.invite.clone(),
            rematch: self.rematch.clone(),
            engine_error: self.engine_error.clone(),
            updated_ms: self.updated_ms,
            version: self.version,
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
        let game =
            ply_games::find(&fixed.game).map_err(|e| ApiError::bad_request(e.to_string()))?;
        let record = game
            .new_game(
                &fixed.rules,
                Some(fixed.start.as_str()).filter(|s| !s.is_empty()),
            )
            .map_err(|e| ApiError::bad_request(e.to_string()))?;
        let clock = fixed.clock.map(|(initial, inc)| Clock::new(initial, inc));
        Ok(Session {
            updated_ms: fixed.created_ms,
            fixed,
            record,
            moves: Vec::new(),
            movers: Vec::new(),
            clock,
            declared: None,
            draw_offer: None,
            tokens,
            invite,
            rematch: None,
            engine_error: None,
            version: 0,
        })
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
        } = stored;
        let id = fixed.id.clone();
        let mut s = Session::new(fixed, tokens, meta.invite_hash.clone())
            .map_err(|e| anyhow::anyhow!("game {id}: {}", e.message))?;
        for (i, text) in moves.iter().enumerate() {
            let mover = s.record.side_to_move();
            let played = s
                .record
                .play(text)
                .map_err(|e| anyhow::anyhow!("game {id}, move {} '{text}': {e}", i + 1))?;
            s.moves.push(played);
            s.movers.push(mover);
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
            s.declared = Some(outcome);
        }
        if let Some(clock) = &mut s.clock {
            clock.left_ms = meta.clock_left_ms.unwrap_or([clock.initial_ms; 2]);
            clock.started_ms = meta.clock_started_ms;
        }
        s.draw_offer = meta.draw_offer;
        s.rematch = meta.rematch;
        s.engine_error = meta.engine_error;
        s.updated_ms = meta.updated_ms;
        s.version = meta.version;
        Ok(s)
    }

    /// The game id.
    pub fn id(&self) -> &str {
        &self.fixed.id
    }

    /// The record: moves, positions, tags and comments.
    pub fn record(&self) -> &dyn AnyRecord {
        self.record.as_ref()
    }

    /// The moves played, in notation.
    pub fn moves(&self) -> &[String] {
        &self.moves
    }

    /// The version of this session (every change counts one).
    pub fn version(&self) -> i64 {
        self.version
    }

    pub fn clock(&self) -> Option<Clock> {
        self.clock
    }

    pub fn draw_offer(&self) -> Option<Side> {
        self.draw_offer
    }

    pub fn rematch(&self) -> Option<&str> {
        self.rematch.as_deref()
    }

    pub fn engine_error(&self) -> Option<&str> {
        self.engine_error.as_deref()
    }

    /// The token hashes per side.
    pub fn tokens(&self) -> &[Option<String>; 2] {
        &self.tokens
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
        self.computer_to_move() && self.engine_error.is_none()
    }

    /// The row the store keeps for the changing part.
    pub fn meta(&self) -> Meta {
        Meta {
            status: if self.outcome().is_some() {
                Status::Finished
            } else {
                Status::Ongoing
            },
            turn: self.to_move(),
            clock_left_ms: self.clock.map(|c| c.left_ms),
            clock_started_ms: self.clock.and_then(|c| c.started_ms),
            declared: self.declared,
            draw_offer: self.draw_offer,
            invite_hash: self.invite.clone(),
            rematch: self.rematch.clone(),
            engine_error: self.engine_error.clone(),
            updated_ms: self.updated_ms,
            version: self.version,
        }
    }

    /// The sides a seat acts for (403 when it acts for neither).
    ///
    /// # Errors
    /// The token does not belong to this game.
    pub fn sides_of(&self, seat: &Seat) -> Result<Vec<Side>, ApiError> {
        let sides: Vec<Side> = Side::ALL
            .into_iter()
            .filter(|s| self.tokens[s.index()].as_deref() == Some(seat.token_hash.as_str()))
            .collect();
        if sides.is_empty() {
            return Err(ApiError::forbidden(
                "this token does not belong to this game",
            ));
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
            Some(o) => Err(ApiError::game_over(&self.record.describe(&o))),
            None => Ok(()),
        }
    }

    /// The time-out, if the flag of the side to move has fallen at `now`.
    pub fn flag(&self, now: i64) -> Option<(Session, Edit)> {
        let to_move = self.to_move();
        let clock = self.clock?;
        if self.outcome().is_some() || !clock.flagged(to_move, now) {
            return None;
        }
        let mut next = self.clone();
        next.declare(Outcome::win(to_move.opposite(), Reason::Timeout), now)
            .ok()?;
        Some((next.bumped(now), Edit::Row))
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
            self.engine_error = None;
        }
        self.version += 1;
        self.updated_ms = now;
        self
    }

    fn change(&mut self, command: Command, now: i64) -> Result<Edit, ApiError> {
        match command {
            Command::Play { seat, text, ply } => {
                let mine = self.sides_of(&seat)?;
                self.ongoing()?;
                let turn = self.to_move();
                if !mine.contains(&turn) {
                    return Err(ApiError::not_your_turn(self.record.side_name(turn)));
                }
                if let Some(ply) = ply.filter(|p| *p != self.moves.len()) {
                    return Err(ApiError::conflict(
                        "stale_ply",
                        format!(
                            "the move was meant for ply {ply}, but the game is at ply {}",
                            self.moves.len()
                        ),
                    ));
                }
                self.play(text.trim(), now)
            }
            Command::Resign { seat } => {
                let (side, _) = self.acting_side(&seat)?;
                self.ongoing()?;
                self.declare(Outcome::win(side.opposite(), Reason::Resignation), now)?;
                Ok(Edit::Row)
            }
            Command::Draw { seat, action } => self.draw(&seat, action, now),
            Command::Undo { seat } => self.undo(&seat, now),
            Command::Join {
                invite_hash,
                token_hash,
            } => {
                let Some(expected) = self.invite.as_deref() else {
                    return Err(ApiError::conflict(
                        "already_joined",
                        "both sides of this game are taken",
                    ));
                };
                if invite_hash != expected {
                    return Err(ApiError::forbidden(
                        "this invite is not valid for this game",
                    ));
                }
                let side = Side::ALL
                    .into_iter()
                    .find(|s| self.tokens[s.index()].is_none())
                    .ok_or_else(|| {
                        ApiError::conflict("already_joined", "both sides of this game are taken")
                    })?;
                self.invite = None;
                self.tokens[side.index()] = Some(token_hash.clone());
                Ok(Edit::Token {
                    side,
                    hash: token_hash,
                })
            }
            Command::Retry { seat } => {
                self.sides_of(&seat)?;
                if self.engine_error.is_none() || !self.computer_to_move() {
                    return Err(ApiError::conflict(
                        "nothing_to_retry",
                        "the engine has not failed",
                    ));
                }
                self.engine_error = None;
                Ok(Edit::Row)
            }
            Command::ClaimSide { side, token_hash } => {
                if self.tokens[side.index()].is_some() {
                    return Err(ApiError::conflict(
                        "already_joined",
                        "the rematch has already started: open it from its page",
                    ));
                }
                self.tokens[side.index()] = Some(token_hash.clone());
                Ok(Edit::Token {
                    side,
                    hash: token_hash,
                })
            }
            Command::SetRematch { seat, id } => {
                self.sides_of(&seat)?;
                if self.outcome().is_none() {
                    return Err(ApiError::conflict(
                        "game_not_over",
                        "a rematch can start when this game is over",
                    ));
                }
                if self.rematch.is_some() {
                    return Err(ApiError::conflict(
                        "rematch_exists",
                        "a rematch of this game has already started",
                    ));
                }
                self.rematch = Some(id);
                Ok(Edit::Row)
            }
            Command::Computer { version, reply } => self.computer(version, reply, now),
        }
    }

    fn draw(&mut self, seat: &Seat, action: DrawAction, now: i64) -> Result<Edit, ApiError> {
        let (side, both) = self.acting_side(seat)?;
        self.ongoing()?;
        // The offer this side may answer: the other side's (or any, on one device).
        let answerable = self.draw_offer.filter(|offerer| both || *offerer != side);
        match action {
            DrawAction::Offer if answerable.is_some() => {
                self.declare(Outcome::draw(Reason::Agreement), now)?;
            }
            DrawAction::Offer => {
                if matches!(self.fixed.opponent, Opponent::Computer { .. }) {
                    return Err(ApiError::conflict(
                        "draw_declined",
                        "the computer declines the draw offer",
                    ));
                }
                if self.draw_offer == Some(side) {
                    return Err(ApiError::conflict(
                        "draw_already_offered",
                        "you have already offered a draw",
                    ));
                }
                self.draw_offer = Some(side);
            }
            DrawAction::Accept | DrawAction::Decline if answerable.is_none() => {
                return Err(ApiError::conflict(
                    "no_draw_offer",
                    "there is no draw offer to answer",
                ));
            }
            DrawAction::Accept => self.declare(Outcome::draw(Reason::Agreement), now)?,
            DrawAction::Decline => self.draw_offer = None,
        }
        Ok(Edit::Row)
    }

    /// How many plies an undo takes back: against the computer, the player's last move and
    /// every move after it (the computer's replies, or an extra turn's); on one device, one.
    fn undo(&mut self, seat: &Seat, now: i64) -> Result<Edit, ApiError> {
        let mine = self.sides_of(seat)?;
        self.ongoing()?;
        let plies = match &self.fixed.opponent {
            Opponent::Friend => {
                return Err(ApiError::conflict(
                    "undo_not_allowed",
                    "moves can be taken back only against the computer or on one device",
                ));
            }
            Opponent::Local => usize::from(!self.moves.is_empty()),
            Opponent::Computer { side, .. } => self
                .movers
                .iter()
                .rposition(|mover| mover != side && mine.contains(mover))
                .map_or(0, |last| self.moves.len() - last),
        };
        if plies == 0 {
            return Err(ApiError::conflict(
                "nothing_to_undo",
                "you have no move to take back",
            ));
        }
        let thinking = self.to_move();
        for _ in 0..plies {
            self.record.undo();
        }
        let keep = self.moves.len() - plies;
        self.moves.truncate(keep);
        self.movers.truncate(keep);
        if let Some(clock) = &mut self.clock {
            clock.restarted(thinking, keep, now);
        }
        self.draw_offer = None;
        self.engine_error = None;
        Ok(Edit::TakeBack { keep })
    }

    fn computer(
        &mut self,
        version: i64,
        reply: Result<Option<String>, String>,
        now: i64,
    ) -> Result<Edit, ApiError> {
        if version != self.version || !self.computer_thinks() {
            return Err(ApiError::conflict(
                "stale_search",
                "the position the computer searched no longer stands",
            ));
        }
        let name = match &self.fixed.opponent {
            Opponent::Computer { engine, .. } => engine.clone(),
            _ => None,
        };
        let failed = match reply {
            Ok(Some(text)) => match self.play(&text, now) {
                Ok(edit) => return Ok(edit),
                Err(e) => match name {
                    Some(n) => format!("{n} failed: its move '{text}': {}", e.message),
                    None => return Err(e),
                },
            },
            Ok(None) => match name {
                Some(n) => format!("{n} failed: it gave no move"),
                None => {
                    return Err(ApiError::internal("the computer found no move"));
                }
            },
            Err(message) => message,
        };
        self.engine_error = Some(failed);
        Ok(Edit::Row)
    }

    /// Plays a move of the side to move.
    fn play(&mut self, text: &str, now: i64) -> Result<Edit, ApiError> {
        self.ongoing()?;
        let mover = self.to_move();
        let played = self
            .record
            .play(text)
            .map_err(|e| ApiError::from_move(&e))?;
        self.moves.push(played.clone());
        self.movers.push(mover);
        let plies = self.moves.len();
        if let Some(clock) = &mut self.clock {
            clock.moved(mover, plies, now);
            if self.record.outcome().is_some() {
                clock.stop(self.record.side_to_move(), now);
            }
        }
        if self.draw_offer == Some(mover.opposite()) || self.record.outcome().is_some() {
            self.draw_offer = None;
        }
        Ok(Edit::Move {
            ply: plies - 1,
            text: played,
        })
    }

    /// Ends the game by resignation, agreement or time.
    fn declare(&mut self, outcome: Outcome, now: i64) -> Result<(), ApiError> {
        let to_move = self.to_move();
        self.record
            .declare(outcome)
            .map_err(|e| ApiError::from_move(&e))?;
        self.declared = Some(outcome);
        self.draw_offer = None;
        if let Some(clock) = &mut self.clock {
            clock.stop(to_move, now);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fixed(game: &str, opponent: Opponent) -> Fixed {
        Fixed {
            id: "g".into(),
            game: game.into(),
            rules: Vec::new(),
            start: String::new(),
            opponent,
            clock: None,
            created_ms: 0,
        }
    }

    fn seat() -> Seat {
        Seat {
            token_hash: "h".into(),
        }
    }

    fn play(s: &Session, text: &str) -> Session {
        s.apply(
            Command::Play {
                seat: seat(),
                text: text.into(),
                ply: None,
            },
            1,
        )
        .unwrap()
        .0
    }

    fn computer(s: &Session, text: &str) -> Session {
        s.apply(
            Command::Computer {
                version: s.version(),
                reply: Ok(Some(text.into())),
            },
            1,
        )
        .unwrap()
        .0
    }

    fn kalah_against_computer() -> Session {
        let opp = Opponent::Computer {
            level: 1,
            side: Side::Black,
            engine: None,
        };
        Session::new(fixed("kalah", opp), [Some("h".into()), None], None).unwrap()
    }

    #[test]
    fn a_refused_command_changes_nothing_and_an_accepted_one_counts_a_version() {
        let s = Session::new(
            fixed("chess", Opponent::Local),
            [Some("h".into()), Some("h".into())],
            None,
        )
        .unwrap();
        let err = s
            .apply(
                Command::Play {
                    seat: seat(),
                    text: "e5".into(),
                    ply: None,
                },
                1,
            )
            .err()
            .unwrap();
        assert_eq!(err.code, "illegal_move");
        assert_eq!(s.version(), 0);
        let (next, edit) = s
            .apply(
                Command::Play {
                    seat: seat(),
                    text: "e4".into(),
                    ply: Some(0),
                },
                1,
            )
            .unwrap();
        assert_eq!(
            edit,
            Edit::Move {
                ply: 0,
                text: "e4".into()
            }
        );
        assert_eq!(
            (s.moves().len(), next.moves().len(), next.version()),
            (0, 1, 1)
        );
        let stale = next.apply(
            Command::Play {
                seat: seat(),
                text: "e5".into(),
                ply: Some(0),
            },
            2,
        );
        assert_eq!(stale.err().unwrap().code, "stale_ply");
        let other = Seat {
            token_hash: "x".into(),
        };
        let refused = next.apply(Command::Resign { seat: other }, 2);
        assert_eq!(refused.err().unwrap().code, "forbidden");
    }

    #[test]
    fn undo_in_kalah_takes_back_the_players_last_move_and_the_replies_after_it() {
        // South (the player) sows pit 1 — its sixth seed lands in the store: an extra turn —
        // then pit 2; the computer (North) answers.
        let s = kalah_against_computer();
        let s = play(&s, "1");
        assert_eq!(s.to_move(), Side::White, "pit 1 ends in the store");
        let s = play(&s, "2");
        assert!(s.computer_to_move());
        let s = computer(&s, "1");
        let before = s.moves().len();
        let (after, edit) = s.apply(Command::Undo { seat: seat() }, 2).unwrap();
        // Only the player's last move (pit 2) and what followed it go.
        assert_eq!(edit, Edit::TakeBack { keep: 1 });
        assert_eq!(after.moves().len(), before - 2);
        assert_eq!(after.to_move(), Side::White);
        // Undo again: the first move; then there is nothing left.
        let (first, _) = after.apply(Command::Undo { seat: seat() }, 3).unwrap();
        assert!(first.moves().is_empty());
        let none = first.apply(Command::Undo { seat: seat() }, 4);
        assert_eq!(none.err().unwrap().code, "nothing_to_undo");
    }

    #[test]
    fn a_search_for_a_position_that_no_longer_stands_is_refused() {
        let s = kalah_against_computer();
        let s = play(&s, "2");
        assert!(s.computer_thinks());
        let searched = s.version();
        let (back, _) = s.apply(Command::Undo { seat: seat() }, 2).unwrap();
        let late = back.apply(
            Command::Computer {
                version: searched,
                reply: Ok(Some("1".into())),
            },
            3,
        );
        assert_eq!(late.err().unwrap().code, "stale_search");
    }

    #[test]
    fn the_flag_falls_from_stored_time() {
        let mut f = fixed("chess", Opponent::Local);
        f.clock = Some((1_000, 0));
        let s = Session::new(f, [Some("h".into()), Some("h".into())], None).unwrap();
        let s = play(&play(&s, "e4"), "e5");
        assert!(s.flag(1_000).is_none());
        let (over, edit) = s.flag(1_002).unwrap();
        assert_eq!(edit, Edit::Row);
        assert_eq!(over.outcome().unwrap().reason, Reason::Timeout);
        assert_eq!(over.meta().status, Status::Finished);
    }
}
