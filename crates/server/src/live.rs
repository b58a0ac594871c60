//! A game held in memory: the record (rebuilt from the database by replaying its moves), who
//! plays it, its clock, draw offer and tokens. Every change is written to the database before
//! it counts; if the write fails the change is undone and nothing has happened.

use std::sync::{Arc, atomic::AtomicBool};

use ply_core::{Outcome, Reason, Side};
use ply_games::AnyRecord;

use crate::{
    clock::Clock,
    error::ApiError,
    store::{Fixed, Meta, Store, Stored},
};

/// Who plays the game besides its creator.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Opponent {
    /// The computer at a level 1–10, playing `side`.
    Computer { level: u8, side: Side },
    /// A friend who joins by the invite link.
    Friend,
    /// Both sides on one device, one token.
    Local,
}

impl Opponent {
    /// `computer`, `friend` or `local`.
    pub fn name(self) -> &'static str {
        match self {
            Opponent::Computer { .. } => "computer",
            Opponent::Friend => "friend",
            Opponent::Local => "local",
        }
    }
}

/// A game in memory.
pub struct Live {
    pub fixed: Fixed,
    pub opponent: Opponent,
    pub record: Box<dyn AnyRecord>,
    pub clock: Option<Clock>,
    /// A resignation, agreement or time-out (the record's own outcome covers the rest).
    pub declared: Option<Outcome>,
    pub draw_offer: Option<Side>,
    /// Token hashes per side; `None` for the computer's side or an unclaimed friend's side.
    pub tokens: [Option<String>; 2],
    pub invite: Option<String>,
    pub rematch: Option<String>,
    /// Counts changes since the game was loaded; stale computer moves and timers compare it.
    pub version: u64,
    /// The ticket of the computer's search under way, if one is.
    pub thinking: Option<u64>,
    /// Set to stop that search early (its move is no longer wanted).
    pub stop: Option<Arc<AtomicBool>>,
    /// The external engine's name, in a game against one (its id if no longer configured).
    pub engine_name: Option<String>,
    /// Why the external engine's last search failed; it waits for a retry until cleared.
    pub engine_error: Option<String>,
    /// The legal moves' cells in the current position, once asked for.
    cells: Option<Vec<(String, Vec<usize>)>>,
    /// The moves played, in notation (the record's, kept so as not to rewrite them each time).
    moves: Vec<String>,
    pub updated_ms: i64,
}

/// The fields a failed write must put back.
#[derive(Clone)]
struct Saved {
    clock: Option<Clock>,
    declared: Option<Outcome>,
    draw_offer: Option<Side>,
    tokens: [Option<String>; 2],
    invite: Option<String>,
    rematch: Option<String>,
    updated_ms: i64,
}

impl Live {
    /// A new game from its fixed part (the record is set up from the rules and start).
    ///
    /// # Errors
    /// Unknown game, bad rule option or position: 400.
    pub fn new(
        fixed: Fixed,
        tokens: [Option<String>; 2],
        invite: Option<String>,
    ) -> Result<Live, ApiError> {
        let game =
            ply_games::find(&fixed.game).map_err(|e| ApiError::bad_request(e.to_string()))?;
        let record = game
            .new_game(
                &fixed.rules,
                Some(fixed.start.as_str()).filter(|s| !s.is_empty()),
            )
            .map_err(|e| ApiError::bad_request(e.to_string()))?;
        let opponent = opponent_of(&fixed)?;
        let clock = match (fixed.clock_initial_ms, fixed.clock_increment_ms) {
            (Some(initial), inc) => Some(Clock::new(initial, inc.unwrap_or(0))),
            _ => None,
        };
        Ok(Live {
            updated_ms: fixed.created_ms,
            fixed,
            opponent,
            record,
            clock,
            declared: None,
            draw_offer: None,
            tokens,
            invite,
            rematch: None,
            version: 0,
            thinking: None,
            stop: None,
            engine_name: None,
            engine_error: None,
            cells: None,
            moves: Vec::new(),
        })
    }

    /// Rebuilds a stored game by replaying its moves through the rules.
    ///
    /// # Errors
    /// The stored game no longer reads (unknown game, a move the rules refuse).
    pub fn restore(stored: Stored) -> anyhow::Result<Live> {
        let Stored {
            fixed,
            meta,
            moves,
            tokens,
            notes,
        } = stored;
        let id = fixed.id.clone();
        let mut live = Live::new(fixed, tokens, meta.invite_hash.clone())
            .map_err(|e| anyhow::anyhow!("game {id}: {}", e.message))?;
        for (i, text) in moves.iter().enumerate() {
            live.record
                .play(text)
                .map_err(|e| anyhow::anyhow!("game {id}, move {} '{text}': {e}", i + 1))?;
        }
        live.moves = live.record.moves();
        for (key, value) in &notes.tags {
            live.record.set_tag(key, value);
        }
        for (ply, comment) in notes.comments.iter().enumerate().take(moves.len() + 1) {
            if let Some(comment) = comment {
                live.record
                    .set_comment(ply, comment)
                    .map_err(|e| anyhow::anyhow!("game {id}: {e}"))?;
            }
        }
        if let (Some(winner), Some(reason)) = (&meta.declared_winner, &meta.declared_reason) {
            let reason = Reason::from_code(reason)
                .ok_or_else(|| anyhow::anyhow!("game {id}: unknown reason '{reason}'"))?;
            let outcome = Outcome {
                winner: side_from_key(winner),
                reason,
            };
            live.record
                .declare(outcome)
                .map_err(|e| anyhow::anyhow!("game {id}: {e}"))?;
            live.declared = Some(outcome);
        }
        if let Some(clock) = &mut live.clock {
            clock.left_ms = [
                meta.white_ms.unwrap_or(clock.initial_ms),
                meta.black_ms.unwrap_or(clock.initial_ms),
            ];
            clock.started_ms = meta.clock_started_ms;
        }
        live.draw_offer = meta.draw_offer.map(side_from_index);
        live.rematch = meta.rematch;
        live.updated_ms = meta.updated_ms;
        Ok(live)
    }

    /// Every legal move's text with the cells it touches (computed once per position).
    pub fn move_cells(&mut self) -> &[(String, Vec<usize>)] {
        let record = self.record.as_ref();
        self.cells.get_or_insert_with(|| record.legal_move_cells())
    }

    /// The cells computed by the last [`Live::move_cells`] (empty if not computed).
    pub fn cached_cells(&self) -> &[(String, Vec<usize>)] {
        self.cells.as_deref().unwrap_or(&[])
    }

    /// The moves played, in notation.
    pub fn move_texts(&self) -> &[String] {
        &self.moves
    }

    pub fn id(&self) -> &str {
        &self.fixed.id
    }

    /// Whose turn it is.
    pub fn to_move(&self) -> Side {
        self.record.side_to_move()
    }

    /// The outcome, once the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        self.record.outcome()
    }

    /// The row the database keeps for the changing part.
    pub fn meta(&self) -> Meta {
        let declared = self.declared;
        Meta {
            status: if self.outcome().is_some() {
                "finished"
            } else {
                "ongoing"
            }
            .to_string(),
            turn: self.to_move().index() as u8,
            white_ms: self.clock.map(|c| c.left_ms[0]),
            black_ms: self.clock.map(|c| c.left_ms[1]),
            clock_started_ms: self.clock.and_then(|c| c.started_ms),
            declared_winner: declared
                .map(|o| o.winner.map_or("draw", crate::view::side_key).to_string()),
            declared_reason: declared.map(|o| o.reason.code().to_string()),
            draw_offer: self.draw_offer.map(|s| s.index() as u8),
            invite_hash: self.invite.clone(),
            rematch: self.rematch.clone(),
            updated_ms: self.updated_ms,
        }
    }

    /// The sides a token acts for in this game.
    ///
    /// # Errors
    /// 403 when it acts for neither.
    pub fn sides_for(&self, token: &str) -> Result<Vec<Side>, ApiError> {
        let hash = crate::secret::hash(token);
        let sides: Vec<Side> = Side::ALL
            .into_iter()
            .filter(|s| self.tokens[s.index()].as_deref() == Some(hash.as_str()))
            .collect();
        if sides.is_empty() {
            return Err(ApiError::forbidden(
                "this token does not belong to this game",
            ));
        }
        Ok(sides)
    }

    /// The computer's side, in a game against it.
    pub fn computer_side(&self) -> Option<Side> {
        match self.opponent {
            Opponent::Computer { side, .. } => Some(side),
            _ => None,
        }
    }

    /// Whether the computer is to move in an ongoing game.
    pub fn computer_to_move(&self) -> bool {
        self.outcome().is_none() && self.computer_side() == Some(self.to_move())
    }

    fn save(&self) -> Saved {
        Saved {
            clock: self.clock,
            declared: self.declared,
            draw_offer: self.draw_offer,
            tokens: self.tokens.clone(),
            invite: self.invite.clone(),
            rematch: self.rematch.clone(),
            updated_ms: self.updated_ms,
        }
    }

    fn put_back(&mut self, s: Saved) {
        self.clock = s.clock;
        self.declared = s.declared;
        self.draw_offer = s.draw_offer;
        self.tokens = s.tokens;
        self.invite = s.invite;
        self.rematch = s.rematch;
        self.updated_ms = s.updated_ms;
    }

    /// Ends the game on time if the flag of the side to move has fallen. Returns whether it did.
    ///
    /// # Errors
    /// The database write failed.
    pub fn check_flag(&mut self, store: &Store, now: i64) -> Result<bool, ApiError> {
        let to_move = self.to_move();
        match self.clock {
            Some(c) if self.outcome().is_none() && c.flagged(to_move, now) => {
                self.end(
                    store,
                    Outcome::win(to_move.opposite(), Reason::Timeout),
                    now,
                )?;
                Ok(true)
            }
            _ => Ok(false),
        }
    }

    /// Plays a move of the side to move; returns it in the game's notation.
    ///
    /// # Errors
    /// 400 for a move the rules refuse, 409 when the game is over, 500 when the write failed.
    pub fn play(&mut self, store: &Store, text: &str, now: i64) -> Result<String, ApiError> {
        if let Some(outcome) = self.outcome() {
            return Err(ApiError::game_over(&self.record.describe(&outcome)));
        }
        let mover = self.to_move();
        let saved = self.save();
        let played = self
            .record
            .play(text)
            .map_err(|e| ApiError::from_move(&e))?;
        let cells_before = self.cells.take();
        self.moves.push(played.clone());
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
        self.updated_ms = now;
        if let Err(e) = store.push_move(self.id(), plies - 1, &played, &self.meta()) {
            self.record.undo();
            self.moves.pop();
            self.put_back(saved);
            self.cells = cells_before;
            return Err(e.into());
        }
        self.version += 1;
        Ok(played)
    }

    /// Ends the game by resignation, agreement or time.
    ///
    /// # Errors
    /// 409 when it is already over, 500 when the write failed.
    pub fn end(&mut self, store: &Store, outcome: Outcome, now: i64) -> Result<(), ApiError> {
        let saved = self.save();
        let backup = self.record.clone_box();
        let to_move = self.to_move();
        self.record
            .declare(outcome)
            .map_err(|e| ApiError::from_move(&e))?;
        self.declared = Some(outcome);
        self.cells = None;
        self.draw_offer = None;
        if let Some(clock) = &mut self.clock {
            clock.stop(to_move, now);
        }
        self.updated_ms = now;
        if let Err(e) = store.save_meta(self.id(), &self.meta()) {
            self.record = backup;
            self.put_back(saved);
            return Err(e.into());
        }
        self.version += 1;
        Ok(())
    }

    /// Takes back the last `plies` moves.
    ///
    /// # Errors
    /// 409 when there are not that many moves or the game is over, 500 when the write failed.
    pub fn take_back(&mut self, store: &Store, plies: usize, now: i64) -> Result<(), ApiError> {
        if let Some(outcome) = self.outcome() {
            return Err(ApiError::game_over(&self.record.describe(&outcome)));
        }
        let played = self.moves.len();
        if plies == 0 || plies > played {
            return Err(ApiError::conflict(
                "nothing_to_undo",
                "there is no move to take back",
            ));
        }
        let saved = self.save();
        let backup = self.record.clone_box();
        let thinking = self.to_move();
        for _ in 0..plies {
            self.record.undo();
        }
        self.moves.truncate(played - plies);
        self.cells = None;
        let left = played - plies;
        if let Some(clock) = &mut self.clock {
            clock.restarted(thinking, left, now);
        }
        self.draw_offer = None;
        self.updated_ms = now;
        if let Err(e) = store.truncate_moves(self.id(), left, &self.meta()) {
            self.record = backup;
            self.moves = self.record.moves();
            self.cells = None;
            self.put_back(saved);
            return Err(e.into());
        }
        self.version += 1;
        Ok(())
    }

    /// Changes the meta only (a draw offer, a claimed side, the rematch) through `change`.
    ///
    /// # Errors
    /// 500 when the write failed; nothing changed then.
    pub fn update(
        &mut self,
        store: &Store,
        now: i64,
        claim: Option<(Side, String)>,
        change: impl FnOnce(&mut Live),
    ) -> Result<(), ApiError> {
        let saved = self.save();
        change(self);
        if let Some((side, hash)) = &claim {
            self.tokens[side.index()] = Some(hash.clone());
        }
        self.updated_ms = now;
        let meta = self.meta();
        let written = match &claim {
            Some((side, hash)) => store.claim_side(self.id(), side.index(), hash, &meta),
            None => store.save_meta(self.id(), &meta),
        };
        if let Err(e) = written {
            self.put_back(saved);
            return Err(e.into());
        }
        self.version += 1;
        Ok(())
    }
}

fn opponent_of(fixed: &Fixed) -> Result<Opponent, ApiError> {
    match fixed.opponent.as_str() {
        "computer" => Ok(Opponent::Computer {
            level: fixed.level.unwrap_or(1),
            side: side_from_index(fixed.computer_side.unwrap_or(1)),
        }),
        "friend" => Ok(Opponent::Friend),
        "local" => Ok(Opponent::Local),
        other => Err(ApiError::bad_request(format!(
            "unknown opponent '{other}' (computer, friend or local)"
        ))),
    }
}

/// 0 → White, anything else → Black.
pub fn side_from_index(i: u8) -> Side {
    if i == 0 { Side::White } else { Side::Black }
}

/// `white`/`black` → the side, `draw` (anything else) → none.
fn side_from_key(key: &str) -> Option<Side> {
    match key {
        "white" => Some(Side::White),
        "black" => Some(Side::Black),
        _ => None,
    }
}
