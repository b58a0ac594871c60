use std::collections::HashMap;

use crate::{
    Arg, Game, Message, MoveError, MoveErrorKind, Outcome, Reason, RecordError, Side, Verdict, msg,
};

/// A game: the rules, the start position, every move played and every position reached, and
/// the draw rules that need history.
///
/// Invariants: `positions.len() == moves.len() + 1`; `positions[i + 1]` is `positions[i]` after
/// `moves[i]`; `hashes[i] == positions[i].hash()`. A move is accepted only while the game is not
/// over, and a rejected move changes nothing. `comments` is aligned with `positions`: entry 0 is
/// the comment before the first move, entry `i` the comment after move `i`.
#[derive(Clone, Debug)]
pub struct Record<G: Game> {
    rules: G::Rules,
    positions: Vec<G>,
    moves: Vec<G::Move>,
    hashes: Vec<u64>,
    /// An ending that does not follow from the moves: resignation, agreement, time.
    declared: Option<Outcome>,
    tags: Vec<(String, String)>,
    comments: Vec<Option<String>>,
    /// What reading the record noticed without refusing it (a game played on past a draw
    /// rule, a result tag the position contradicts).
    warnings: Vec<Message>,
}

impl<G: Game> Record<G> {
    /// A new game from the start position of these rules.
    pub fn new(rules: G::Rules) -> Record<G> {
        let start = G::start(&rules);
        Record::from_position(rules, start)
    }

    /// A new game from a given position.
    pub fn from_position(rules: G::Rules, start: G) -> Record<G> {
        let hash = start.hash();
        Record {
            rules,
            positions: vec![start],
            moves: Vec::new(),
            hashes: vec![hash],
            declared: None,
            tags: Vec::new(),
            comments: vec![None],
            warnings: Vec::new(),
        }
    }

    /// The rules the game is played under.
    pub fn rules(&self) -> &G::Rules {
        &self.rules
    }

    /// The side that made each move, in order (a side may move twice running: Kalah's extra
    /// turn).
    pub fn movers(&self) -> impl Iterator<Item = Side> + '_ {
        self.positions[..self.moves.len()]
            .iter()
            .map(Game::side_to_move)
    }

    /// The position the game started from.
    pub fn start(&self) -> &G {
        &self.positions[0]
    }

    /// The position now.
    pub fn current(&self) -> &G {
        self.positions
            .last()
            .expect("a record always holds its start position")
    }

    /// Every position, the start first and the current one last.
    pub fn positions(&self) -> &[G] {
        &self.positions
    }

    /// The moves played, in order.
    pub fn moves(&self) -> &[G::Move] {
        &self.moves
    }

    /// The moves in the game's notation, each written against the position it was played in.
    pub fn move_texts(&self) -> Vec<String> {
        self.moves
            .iter()
            .zip(&self.positions)
            .map(|(&mv, pos)| pos.format_move(mv))
            .collect()
    }

    /// The record's tags (PGN/PDN headers such as `Event` or `White`), in order.
    pub fn tags(&self) -> &[(String, String)] {
        &self.tags
    }

    /// Sets a tag, replacing one of the same name.
    pub fn set_tag(&mut self, key: impl Into<String>, value: impl Into<String>) {
        let (key, value) = (key.into(), value.into());
        match self.tags.iter_mut().find(|(k, _)| *k == key) {
            Some(slot) => slot.1 = value,
            None => self.tags.push((key, value)),
        }
    }

    /// Sets several tags, as [`set_tag`](Record::set_tag) one by one would, in time linear in
    /// their number (a record read from a file may carry very many).
    pub fn set_tags(&mut self, tags: impl IntoIterator<Item = (String, String)>) {
        let mut index: HashMap<String, usize> = self
            .tags
            .iter()
            .enumerate()
            .map(|(i, (k, _))| (k.clone(), i))
            .collect();
        for (key, value) in tags {
            match index.get(&key) {
                Some(&i) => self.tags[i].1 = value,
                None => {
                    index.insert(key.clone(), self.tags.len());
                    self.tags.push((key, value));
                }
            }
        }
    }

    /// The value of a tag.
    pub fn tag(&self, key: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }

    /// The comment after move `ply` (`ply` 0: the comment on the game, before the first move).
    pub fn comment(&self, ply: usize) -> Option<&str> {
        self.comments.get(ply)?.as_deref()
    }

    /// Every comment, aligned with [`positions`](Record::positions): the comment before the
    /// first move, then the comment after each move.
    pub fn comments(&self) -> &[Option<String>] {
        &self.comments
    }

    /// Sets the comment after move `ply` (0: before the first move), its whitespace collapsed
    /// to single spaces; an empty text removes it.
    ///
    /// # Errors
    /// `ply` is beyond the moves played; nothing changes.
    pub fn set_comment(&mut self, ply: usize, text: &str) -> Result<(), RecordError> {
        let played = self.moves.len();
        let slot = self
            .comments
            .get_mut(ply)
            .ok_or_else(|| RecordError::new(msg!("comment_no_move", ply = ply, played = played)))?;
        let text = crate::movetext::normalize(text);
        *slot = (!text.is_empty()).then_some(text);
        Ok(())
    }

    /// Adds text to the comment after the last move (or before the first), as when a record
    /// holds several comments in a row. The comment grows in place, so that many comments in a
    /// row cost their length only.
    pub fn append_comment(&mut self, text: &str) {
        let text = crate::movetext::normalize(text);
        if text.is_empty() {
            return;
        }
        let slot = self
            .comments
            .last_mut()
            .expect("a record always holds the comment before its first move");
        match slot {
            Some(old) => {
                old.push(' ');
                old.push_str(&text);
            }
            None => *slot = Some(text),
        }
    }

    /// The hash of every position, the start first and the current one last: what search needs
    /// to score repetitions (`&hashes()[..len - 1]` are the positions before the current one).
    pub fn hashes(&self) -> &[u64] {
        &self.hashes
    }

    /// How many times the current position has occurred, this time included.
    pub fn repetitions(&self) -> usize {
        let now = *self
            .hashes
            .last()
            .expect("a record always holds its start hash");
        self.hashes.iter().filter(|&&h| h == now).count()
    }

    /// The outcome, if the game is over: a declared ending (resignation, agreement, time), the
    /// position's own outcome, or a draw by threefold repetition.
    pub fn outcome(&self) -> Option<Outcome> {
        if let Some(o) = self.declared {
            return Some(o);
        }
        if let Some(o) = self.current().outcome() {
            return Some(o);
        }
        (self.repetitions() >= 3).then_some(Outcome::draw(Reason::REPETITION))
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// What reading the record noticed and let pass, in order.
    pub fn warnings(&self) -> &[Message] {
        &self.warnings
    }

    /// Notes something that reading the record let pass.
    pub fn warn(&mut self, warning: Message) {
        self.warnings.push(warning);
    }

    fn push(&mut self, mv: G::Move) {
        let mut next = self.current().clone();
        next.play(mv);
        self.hashes.push(next.hash());
        self.positions.push(next);
        self.moves.push(mv);
        self.comments.push(None);
    }

    /// Takes back the last move (with its comment, and a declared ending, if any); returns it,
    /// or `None` at the start.
    pub fn undo(&mut self) -> Option<G::Move> {
        let mv = self.moves.pop()?;
        self.comments.pop();
        self.positions.pop();
        self.hashes.pop();
        self.declared = None;
        Some(mv)
    }

    /// The result in PGN style from White's (South's) side: `1-0`, `0-1`, `1/2-1/2`, or `*`
    /// (also for an aborted game, which has no result).
    pub fn result_text(&self) -> &'static str {
        match self.outcome() {
            None => "*",
            Some(o) if o.is_aborted() => "*",
            Some(Outcome { winner: None, .. }) => "1/2-1/2",
            Some(Outcome {
                winner: Some(Side::White),
                ..
            }) => "1-0",
            Some(Outcome {
                winner: Some(Side::Black),
                ..
            }) => "0-1",
        }
    }

    /// The declared ending, if the game was ended by something other than a move.
    pub fn declared(&self) -> Option<Outcome> {
        self.declared
    }
}

/// Playing moves and ending the game, which word the result when the game is already over,
/// and reading a written result: these ask for the game's [`Verdict`].
impl<G: Verdict> Record<G> {
    /// Plays a move after checking that the game goes on and the move is legal.
    ///
    /// # Errors
    /// `GameOver` when the game has ended, `Illegal` when the move is not legal here; the record
    /// is unchanged.
    pub fn play(&mut self, mv: G::Move) -> Result<(), MoveError> {
        self.check_not_over()?;
        let mut legal = Vec::new();
        self.current().legal_moves(&mut legal);
        if !legal.contains(&mv) {
            return Err(MoveError::illegal(msg!("move_not_legal")));
        }
        self.push(mv);
        Ok(())
    }

    /// Reads a move in the game's notation and plays it; returns the move.
    ///
    /// # Errors
    /// As [`Game::parse_move`], or `GameOver`; the record is unchanged.
    pub fn play_text(&mut self, text: &str) -> Result<G::Move, MoveError> {
        self.check_not_over()?;
        let mv = self.current().parse_move(text)?;
        self.push(mv);
        Ok(mv)
    }

    /// Plays a move read from a game record: as [`play_text`](Record::play_text), except that
    /// a game that a draw rule (repetition, a move counter) has ended goes on, as recorded
    /// games sometimes do where the players did not claim the draw. The first such move adds
    /// a warning ([`warnings`](Record::warnings)).
    ///
    /// # Errors
    /// As [`play_text`](Record::play_text) for anything but a draw by rule; the record is
    /// unchanged.
    pub fn play_recorded(&mut self, text: &str) -> Result<G::Move, MoveError> {
        let passed = match self.outcome() {
            Some(o) if self.declared.is_none() && o.winner.is_none() => Some(o),
            _ => {
                self.check_not_over()?;
                None
            }
        };
        let mv = self.current().parse_move(text)?;
        self.push(mv);
        if let Some(o) = passed {
            let first = !self.warnings.iter().any(|w| w.code() == "record_past_draw");
            if first {
                self.warnings.push(msg!(
                    "record_past_draw",
                    number = self.moves.len(),
                    text = text,
                    result = describe(self.current(), &o)
                ));
            }
        }
        Ok(mv)
    }

    fn check_not_over(&self) -> Result<(), MoveError> {
        match self.outcome() {
            Some(o) => Err(MoveError::new(
                MoveErrorKind::GameOver,
                msg!("game_over", result = describe(self.current(), &o)),
            )),
            None => Ok(()),
        }
    }

    /// Ends the game by something other than a move: resignation, agreement, time.
    ///
    /// # Errors
    /// `GameOver` when the game has already ended; nothing changes.
    pub fn declare(&mut self, outcome: Outcome) -> Result<(), MoveError> {
        self.check_not_over()?;
        self.declared = Some(outcome);
        Ok(())
    }

    /// Applies the result written in a record (`1-0`, `0-1`, `1/2-1/2`, `2-0`, `0-2`, `1-1`)
    /// when the moves themselves did not end the game: the ending is then declared with
    /// `reason` (resignation for a win, agreement for a draw, unless a reason is given).
    ///
    /// A result that the final position contradicts (a win where the rules say draw, or the
    /// other side's win) is kept, as the record's own, with a warning.
    pub fn apply_result_text(&mut self, result: &str, reason: Option<Reason>) {
        let written = match result.trim() {
            "1-0" | "2-0" => Outcome::win(Side::White, reason.unwrap_or(Reason::RESIGNATION)),
            "0-1" | "0-2" => Outcome::win(Side::Black, reason.unwrap_or(Reason::RESIGNATION)),
            "1/2-1/2" | "1-1" => Outcome::draw(reason.unwrap_or(Reason::AGREEMENT)),
            _ => return,
        };
        match self.outcome() {
            None => self.declared = Some(written),
            Some(found) if found.winner != written.winner => {
                self.warnings.push(msg!(
                    "record_result_differs",
                    written = result.trim(),
                    found = describe(self.current(), &found)
                ));
                self.declared = Some(written);
            }
            Some(_) => {}
        }
    }
}

/// "white wins: checkmate", "draw: the same position for the third time"; the reason worded
/// under the rules of `position` ([`Verdict::reason_message`]).
pub fn describe<G: Verdict>(position: &G, outcome: &Outcome) -> Message {
    let reason = position.reason_message(outcome.reason);
    if outcome.is_aborted() {
        return msg!("result_aborted", reason = reason);
    }
    match outcome.winner {
        Some(side) => msg!(
            "result_win",
            side = Arg::side(G::side_name(side)),
            reason = reason
        ),
        None => msg!("result_draw", reason = reason),
    }
}
