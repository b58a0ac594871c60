use std::fmt::Write as _;

use crate::{Game, MoveError, MoveErrorKind, Outcome, Reason, RecordError, Rules, Side};

/// A game: the rules, the start position, every move played and every position reached, and
/// the draw rules that need history.
///
/// Invariants: `positions.len() == moves.len() + 1`; `positions[i + 1]` is `positions[i]` after
/// `moves[i]`; `hashes[i] == positions[i].hash()`. A move is accepted only while the game is not
/// over, and a rejected move changes nothing.
#[derive(Clone, Debug)]
pub struct Record<G: Game> {
    rules: G::Rules,
    positions: Vec<G>,
    moves: Vec<G::Move>,
    hashes: Vec<u64>,
    /// An ending that does not follow from the moves: resignation, agreement, time.
    declared: Option<Outcome>,
    tags: Vec<(String, String)>,
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
        }
    }

    /// The rules the game is played under.
    pub fn rules(&self) -> &G::Rules {
        &self.rules
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

    /// The value of a tag.
    pub fn tag(&self, key: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
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
        (self.repetitions() >= 3).then_some(Outcome::draw(Reason::Repetition))
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.outcome().is_some()
    }

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
            return Err(MoveError::illegal(
                "that move is not legal in this position",
            ));
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

    fn check_not_over(&self) -> Result<(), MoveError> {
        match self.outcome() {
            Some(o) => Err(MoveError::new(
                MoveErrorKind::GameOver,
                format!("the game is over: {}", describe::<G>(&o)),
            )),
            None => Ok(()),
        }
    }

    fn push(&mut self, mv: G::Move) {
        let mut next = self.current().clone();
        next.play(mv);
        self.hashes.push(next.hash());
        self.positions.push(next);
        self.moves.push(mv);
    }

    /// Takes back the last move (and a declared ending, if any); returns it, or `None` at the
    /// start.
    pub fn undo(&mut self) -> Option<G::Move> {
        let mv = self.moves.pop()?;
        self.positions.pop();
        self.hashes.pop();
        self.declared = None;
        Some(mv)
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

    /// The result in PGN style from White's (South's) side: `1-0`, `0-1`, `1/2-1/2`, or `*`.
    pub fn result_text(&self) -> &'static str {
        match self.outcome() {
            None => "*",
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

    /// Applies the result written in a record (`1-0`, `0-1`, `1/2-1/2`, `2-0`, `0-2`, `1-1`)
    /// when the moves themselves did not end the game: the ending is then declared with
    /// `reason` (resignation for a win, agreement for a draw, unless a reason is given).
    pub fn apply_result_text(&mut self, result: &str, reason: Option<Reason>) {
        if self.outcome().is_some() {
            return;
        }
        let outcome = match result.trim() {
            "1-0" | "2-0" => Outcome::win(Side::White, reason.unwrap_or(Reason::Resignation)),
            "0-1" | "0-2" => Outcome::win(Side::Black, reason.unwrap_or(Reason::Resignation)),
            "1/2-1/2" | "1-1" => Outcome::draw(reason.unwrap_or(Reason::Agreement)),
            _ => return,
        };
        self.declared = Some(outcome);
    }

    /// The declared ending, if the game was ended by something other than a move.
    pub fn declared(&self) -> Option<Outcome> {
        self.declared
    }
}

/// "white wins: checkmate", "draw: the same position for the third time".
pub fn describe<G: Game>(outcome: &Outcome) -> String {
    match outcome.winner {
        Some(side) => format!("{} wins: {}", G::side_name(side), outcome.reason),
        None => format!("draw: {}", outcome.reason),
    }
}

/// Writes ply's plain record format: `[Key "Value"]` tags, a blank line, the moves separated by
/// spaces, then the result.
pub(crate) fn write_plain<G: Game>(record: &Record<G>) -> String {
    let mut out = String::new();
    let start = record.start().to_text();
    let standard = G::start(record.rules()).to_text();
    let mut tags: Vec<(String, String)> = record.tags().to_vec();
    let mut set = |k: &str, v: String| match tags.iter_mut().find(|(key, _)| key == k) {
        Some(slot) => slot.1 = v,
        None => tags.push((k.to_string(), v)),
    };
    for (key, value) in record.rules().options() {
        set(&format!("Rule:{key}"), value);
    }
    if start != standard {
        set("Position", start);
    }
    set("Result", record.result_text().to_string());
    if let Some(o) = record.outcome() {
        set("Termination", o.reason.code().to_string());
    }
    for (k, v) in &tags {
        write_tag(&mut out, k, v);
    }
    out.push('\n');
    let mut tokens = record.move_texts();
    tokens.push(record.result_text().to_string());
    wrap_tokens(&mut out, &tokens);
    out
}

/// Writes one `[Key "Value"]` tag line, escaping `\` and `"` in the value.
pub fn write_tag(out: &mut String, key: &str, value: &str) {
    let value = value.replace('\\', "\\\\").replace('"', "\\\"");
    let _ = writeln!(out, "[{key} \"{value}\"]");
}

/// Writes the tokens separated by spaces, in lines of at most 79 characters (as PGN and PDN
/// writers do), ending with a newline.
pub fn wrap_tokens(out: &mut String, tokens: &[String]) {
    let mut line = String::new();
    for token in tokens {
        if !line.is_empty() && line.len() + 1 + token.len() > 79 {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(token);
    }
    out.push_str(&line);
    out.push('\n');
}

/// A record's tags: `(key, value)` pairs in order.
pub type Tags = Vec<(String, String)>;

/// Reads `[Key "Value"]` tag lines from the top of a record; returns the tags and the rest.
pub fn read_tags(text: &str) -> Result<(Tags, &str), RecordError> {
    let mut tags = Vec::new();
    let mut rest = text.trim_start_matches('\u{feff}');
    loop {
        rest = rest.trim_start();
        if !rest.starts_with('[') {
            return Ok((tags, rest));
        }
        let end = rest.find('\n').unwrap_or(rest.len());
        let line = rest[..end].trim();
        let inner = line
            .strip_prefix('[')
            .and_then(|l| l.strip_suffix(']'))
            .ok_or_else(|| RecordError::new(format!("malformed tag line: {line}")))?;
        let (key, value) = inner
            .split_once(char::is_whitespace)
            .ok_or_else(|| RecordError::new(format!("tag without a value: {line}")))?;
        let value = value.trim();
        let value = value
            .strip_prefix('"')
            .and_then(|v| v.strip_suffix('"'))
            .ok_or_else(|| RecordError::new(format!("tag value not in quotes: {line}")))?;
        tags.push((
            key.to_string(),
            value.replace("\\\"", "\"").replace("\\\\", "\\"),
        ));
        rest = &rest[end..];
    }
}

/// Whether a token is a result marker in PGN/PDN style.
pub fn is_result_token(token: &str) -> bool {
    matches!(
        token,
        "1-0" | "0-1" | "1/2-1/2" | "*" | "2-0" | "0-2" | "1-1"
    )
}

pub(crate) fn read_plain<G: Game>(text: &str, rules: &G::Rules) -> Result<Record<G>, RecordError> {
    let (tags, body) = read_tags(text)?;
    let mut rules = rules.clone();
    for (k, v) in &tags {
        if let Some(key) = k.strip_prefix("Rule:") {
            rules.set(key, v)?;
        }
    }
    let start = match tags.iter().find(|(k, _)| k == "Position") {
        Some((_, pos)) => G::from_text(pos, &rules)?,
        None => G::start(&rules),
    };
    let mut record = Record::from_position(rules, start);
    let mut result = None;
    for token in body.split_whitespace() {
        if is_result_token(token) {
            result = Some(token);
            break;
        }
        record.play_text(token).map_err(|e| {
            RecordError::new(format!("move {} '{token}': {e}", record.moves().len() + 1))
        })?;
    }
    let reason = tags
        .iter()
        .find(|(k, _)| k == "Termination")
        .and_then(|(_, v)| Reason::from_code(v));
    for (k, v) in tags {
        if !k.starts_with("Rule:") && k != "Position" && k != "Termination" {
            record.set_tag(k, v);
        }
    }
    let result = result
        .map(str::to_string)
        .or_else(|| record.tag("Result").map(str::to_string));
    if let Some(result) = result {
        record.apply_result_text(&result, reason);
    }
    Ok(record)
}
