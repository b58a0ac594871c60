//! ply's plain record format, for games without a format of their own (Konane, Kalah):
//! `[Key "Value"]` tags — `Game` (the game's id) first when known, the record's tags, `Rule:key`
//! for each rule option, `Position` when not the start, `Result` and `Termination` — a blank
//! line, then the moves separated by spaces, each followed by its `{comment}` if it has one
//! (the game's comment comes first), then the result.
//!
//! On reading, comments are kept; variations `(…)`, line comments `;…` and numeric annotations
//! `$n` are skipped (see [`movetext`](crate::movetext)).

use crate::{
    Reason, Record, RecordError, Rules, Verdict,
    movetext::{self, Token},
    movetext::{is_result_token, read_tags, wrap_tokens, write_tag},
    msg,
};

/// The tag that names the game.
pub const GAME_TAG: &str = "Game";

/// Writes a record in the plain format; `game` is written as the `Game` tag.
pub fn write<G: Verdict>(record: &Record<G>, game: Option<&str>) -> String {
    let mut out = String::new();
    let start = record.start().to_text();
    let standard = G::start(record.rules()).to_text();
    let mut tags: Vec<(String, String)> = Vec::new();
    if let Some(game) = game {
        tags.push((GAME_TAG.to_string(), game.to_string()));
    }
    tags.extend(record.tags().iter().filter(|(k, _)| k != GAME_TAG).cloned());
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
    let mut tokens = Vec::new();
    if let Some(c) = record.comment(0) {
        tokens.extend(movetext::comment_words(c));
    }
    for (i, text) in record.move_texts().into_iter().enumerate() {
        tokens.push(text);
        if let Some(c) = record.comment(i + 1) {
            tokens.extend(movetext::comment_words(c));
        }
    }
    tokens.push(record.result_text().to_string());
    wrap_tokens(&mut out, &tokens);
    out
}

/// Reads a record in the plain format. When `game` is given, a `Game` tag naming another game
/// is refused.
///
/// # Errors
/// A malformed tag, rule option, position or bracket, a move that is not legal, or a record of
/// another game.
pub fn read<G: Verdict>(
    text: &str,
    rules: &G::Rules,
    game: Option<&str>,
) -> Result<Record<G>, RecordError> {
    let (tags, body) = read_tags(text)?;
    let named = tags.iter().find(|(k, _)| k == GAME_TAG).map(|(_, v)| v);
    if let (Some(game), Some(named)) = (game, named)
        && named != game
    {
        return Err(RecordError::new(msg!(
            "record_other_game",
            named = named,
            game = game
        )));
    }
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
    for token in movetext::tokens(body)? {
        match token {
            Token::Comment(c) => record.append_comment(&c),
            Token::Word(w) if is_result_token(w) => {
                result = Some(w);
                break;
            }
            Token::Word(w) => {
                record.play_recorded(w).map_err(|e| {
                    RecordError::new(msg!(
                        "record_bad_move",
                        number = record.moves().len() + 1,
                        text = w,
                        reason = e.message().clone()
                    ))
                })?;
            }
        }
    }
    let reason = tags
        .iter()
        .find(|(k, _)| k == "Termination")
        .and_then(|(_, v)| Reason::from_code(v, G::REASONS));
    record.set_tags(tags.into_iter().filter(|(k, _)| {
        !k.starts_with("Rule:") && !matches!(k.as_str(), "Position" | "Termination" | GAME_TAG)
    }));
    let result = result
        .map(str::to_string)
        .or_else(|| record.tag("Result").map(str::to_string));
    if let Some(result) = result {
        record.apply_result_text(&result, reason);
    }
    Ok(record)
}
