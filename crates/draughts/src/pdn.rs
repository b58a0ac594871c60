//! PDN game records: tags (`[Event]`, `[GameType]`, `[FEN]` when not the start, `[Result]`),
//! then numbered moves (`1. 32-28 19-23 2. …`) and the result (`2-0`, `1-1`, `0-2`, `*`).
//!
//! The GameType is the preset's: 20 international draughts, 21 checkers (English draughts), 22
//! Italian, 23 pool checkers, 24 Spanish, 25 Russian, 26 Brazilian draughts, 40 Frisian, 97 Frysk!
//! (lidraughts' number); kabe is written as 29, the PDN number of
//! Czech draughts, whose rules of play kabe shares. Options that differ from the GameType's
//! preset are written as `[Rule:key "value"]` tags. Comments `{…}` are written after their
//! move (the record's comment before the first move) and read back; on input, variations
//! `(…)`, line comments `;…`, numeric annotations `$n` and move marks (`!`, `?`) are skipped.

use ply_core::{
    Arg, Game, MoveError, MoveErrorKind, Record, RecordError, Rules, Side,
    movetext::{self, Token, comment_words},
    movetext::{is_result_token, read_tags, wrap_tokens, write_tag},
    msg,
};

use crate::{Position, Variant, dispatch::Dispatch};

/// The PDN result of a record: `2-0`, `0-2`, `1-1` or `*`.
fn pdn_result<W: Dispatch>(record: &Record<Position<W>>) -> &'static str {
    match record.result_text() {
        "1-0" => "2-0",
        "0-1" => "0-2",
        "1/2-1/2" => "1-1",
        _ => "*",
    }
}

/// Writes a record as PDN.
pub(crate) fn write<W: Dispatch>(record: &Record<Position<W>>) -> String {
    let rules = record.rules();
    let mut tags: Vec<(String, String)> = record.tags().to_vec();
    let mut set = |key: &str, value: String| match tags.iter_mut().find(|(k, _)| k == key) {
        Some(slot) => slot.1 = value,
        None => tags.push((key.to_string(), value)),
    };
    set("GameType", rules.game_type().to_string());
    let preset = Variant::for_game_type(rules.game_type())
        .unwrap_or_else(|| Variant::preset_for_size(rules.size()));
    for ((key, value), (_, default)) in rules.options().into_iter().zip(preset.options()) {
        if value != default {
            set(&format!("Rule:{key}"), value);
        }
    }
    let start = record.start().to_text();
    let standard = Position::<W>::start(rules).to_text();
    if start != standard {
        set("FEN", crate::text::write_named(record.start()));
    }
    set("Result", pdn_result(record).to_string());
    if start == standard {
        tags.retain(|(k, _)| k != "FEN");
    }
    if !tags.iter().any(|(k, _)| k == "Event") {
        tags.insert(0, ("Event".to_string(), "?".to_string()));
    }

    let mut out = String::new();
    for (key, value) in &tags {
        write_tag(&mut out, key, value);
    }
    out.push('\n');
    let mut tokens = Vec::new();
    if let Some(c) = record.comment(0) {
        tokens.extend(comment_words(c));
    }
    let mut number = 1;
    let mut after_comment = false;
    for (i, (text, pos)) in record
        .move_texts()
        .into_iter()
        .zip(record.positions())
        .enumerate()
    {
        // A move number stays on the line of its move.
        tokens.push(match pos.side_to_move() {
            Side::White => format!("{number}. {text}"),
            Side::Black if i == 0 || after_comment => format!("{number}... {text}"),
            Side::Black => text,
        });
        if pos.side_to_move() == Side::Black {
            number += 1;
        }
        after_comment = false;
        if let Some(c) = record.comment(i + 1) {
            tokens.extend(comment_words(c));
            after_comment = true;
        }
    }
    tokens.push(pdn_result(record).to_string());
    wrap_tokens(&mut out, &tokens);
    out
}

/// The rules named by the tags: the GameType's preset when it is not the GameType of `rules`,
/// then any `Rule:key` tags.
fn rules_from_tags(tags: &[(String, String)], rules: &Variant) -> Result<Variant, RecordError> {
    let mut rules = *rules;
    if let Some((_, value)) = tags.iter().find(|(k, _)| k == "GameType") {
        let number = value.split(',').next().unwrap_or_default().trim();
        let preset = number.parse().ok().and_then(Variant::for_game_type);
        let Some(preset) = preset else {
            return Err(RecordError::new(msg!(
                "pdn_game_type",
                value = value,
                known = Variant::game_types()
            )));
        };
        if preset.game_type() != rules.game_type() {
            rules = preset;
        }
    }
    for (key, value) in tags {
        if let Some(option) = key.strip_prefix("Rule:") {
            rules.set(option, value)?;
        }
    }
    Ok(rules)
}

/// A move token without its number (`12.`, `12...`) and marks (`!`, `?`); empty if nothing
/// is left.
fn clean_token(token: &str) -> &str {
    let digits = token.bytes().take_while(u8::is_ascii_digit).count();
    let rest = &token[digits..];
    let token = if digits > 0 && rest.starts_with('.') {
        rest.trim_start_matches('.')
    } else {
        token
    };
    let token = token.trim_end_matches(['!', '?']);
    // `1. ... 35-40`: the dots that stand for White's move before Black's.
    if token.bytes().all(|b| b == b'.') {
        ""
    } else {
        token
    }
}

/// A word of the movetext, in order: a move to play or a comment on the last one.
enum Item {
    Move(String),
    Comment(String),
}

/// How many readings of the rest of a game an ambiguous capture may start, at most.
const AMBIGUITIES_TRIED: usize = 64;

/// Plays the moves of a record. A capture written by squares that two capture paths share
/// (`36x16`, for `36x18x7x16` or `36x13x2x16`) is the path from which the rest of the game
/// reads, the first such, with a warning; `budget` bounds the readings tried.
fn play_items<W: Dispatch>(
    record: &mut Record<Position<W>>,
    items: &[Item],
    budget: &mut usize,
) -> Result<(), RecordError> {
    for (i, item) in items.iter().enumerate() {
        let text = match item {
            Item::Comment(c) => {
                record.append_comment(c);
                continue;
            }
            Item::Move(text) => text,
        };
        let bad = |record: &Record<Position<W>>, e: &MoveError| {
            RecordError::new(msg!(
                "record_bad_move",
                number = record.moves().len() + 1,
                text = text.as_str(),
                reason = e.message().clone()
            ))
        };
        let Err(e) = record.play_recorded(text) else {
            continue;
        };
        if e.kind != MoveErrorKind::Ambiguous {
            return Err(bad(record, &e));
        }
        for path in candidates(&e) {
            if *budget == 0 {
                break;
            }
            *budget -= 1;
            let mut trial = record.clone();
            if trial.play_recorded(&path).is_ok()
                && play_items(&mut trial, &items[i + 1..], budget).is_ok()
            {
                let number = record.moves().len() + 1;
                *record = trial;
                record.warn(msg!(
                    "record_ambiguous_taken",
                    number = number,
                    text = text.as_str(),
                    taken = path
                ));
                return Ok(());
            }
        }
        return Err(bad(record, &e));
    }
    Ok(())
}

/// The moves an ambiguous move's error names.
fn candidates(e: &MoveError) -> Vec<String> {
    e.message()
        .args()
        .iter()
        .find_map(|(name, arg)| match arg {
            Arg::Either(list) | Arg::List(list) if *name == "moves" => Some(list.clone()),
            _ => None,
        })
        .unwrap_or_default()
}

/// Reads a PDN record.
pub(crate) fn read<W: Dispatch>(
    text: &str,
    rules: &Variant,
) -> Result<Record<Position<W>>, RecordError> {
    let (tags, body) = read_tags(text)?;
    let rules = rules_from_tags(&tags, rules)?;
    if !W::serves(&rules) {
        return Err(RecordError::new(msg!(
            "pdn_board",
            value = rules.game_type(),
            size = rules.size()
        )));
    }
    let start = match tags.iter().find(|(k, _)| k == "FEN") {
        Some((_, fen)) => Position::<W>::from_text(fen, &rules)?,
        None => Position::<W>::start(&rules),
    };
    let mut record = Record::from_position(rules, start);
    let mut result = None;
    let mut items = Vec::new();
    // A move written in columns, `1- 6`, arrives as two words: the first waits for the second.
    let mut pending = String::new();
    for token in movetext::tokens(body)? {
        let token = match token {
            Token::Comment(c) => {
                items.push(Item::Comment(c));
                continue;
            }
            Token::Word(w) if is_result_token(w) && pending.is_empty() => {
                result = Some(w.to_string());
                break;
            }
            Token::Word(w) => clean_token(w),
        };
        if token.is_empty() {
            continue;
        }
        let token = std::mem::take(&mut pending) + token;
        if token.ends_with(['-', 'x', 'X', ':']) && token.starts_with(|c: char| c.is_ascii_digit())
        {
            pending = token;
            continue;
        }
        items.push(Item::Move(token));
    }
    if !pending.is_empty() {
        items.push(Item::Move(pending));
    }
    let mut budget = AMBIGUITIES_TRIED;
    play_items(&mut record, &items, &mut budget)?;
    record.set_tags(
        tags.into_iter()
            .filter(|(key, _)| key != "FEN" && !key.starts_with("Rule:")),
    );
    let result = result.or_else(|| record.tag("Result").map(str::to_string));
    if let Some(result) = result {
        record.apply_result_text(&result, None);
    }
    Ok(record)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Draughts;

    #[test]
    fn tokens_lose_numbers_and_marks() {
        assert_eq!(clean_token("1."), "");
        assert_eq!(clean_token("12..."), "");
        assert_eq!(clean_token("1.32-28"), "32-28");
        assert_eq!(clean_token("26x17!?"), "26x17");
    }

    #[test]
    fn comments_are_written_after_their_move_and_read_back() {
        let rules = Variant::international();
        let mut record = Record::<Draughts>::new(rules);
        record.set_comment(0, "opening").unwrap();
        record.play_text("32-28").unwrap();
        record.set_comment(1, "good (move)").unwrap();
        record.play_text("19-23").unwrap();
        let text = write(&record);
        assert!(
            text.ends_with("{opening} 1. 32-28 {good (move)} 1... 19-23 *\n"),
            "{text}"
        );
        let back = read::<u64>(&text, &rules).unwrap();
        assert_eq!(back.comments(), record.comments());
        let skipped = read::<u64>("1. 32-28 (1. 31-27 {no}) $3 19-23! {yes} *", &rules).unwrap();
        assert_eq!(skipped.comments(), [None, None, Some("yes".to_string())]);
    }
}
