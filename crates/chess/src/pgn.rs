//! PGN records: written with the Seven Tag Roster; read as tags, then the main line of the
//! movetext (see [`movetext`](crate::movetext) for what is skipped). Each move is read by the
//! game's own move parser, so a wrong move gets the same message as anywhere else, with its
//! number. Comments `{…}` are kept: the record's comment before the first move, each move's
//! after it (several in a row are joined); a Black move after a comment is numbered `12...`.

use ply_core::{
    Game, NoRules, Reason, Record, RecordError, Side,
    movetext::comment_words,
    movetext::{read_tags, wrap_tokens, write_tag},
    msg,
};

use crate::{
    Chess,
    movetext::{self, Token},
};

/// The Seven Tag Roster, in order, with the value written when the record has none.
const ROSTER: [(&str, &str); 7] = [
    ("Event", "?"),
    ("Site", "?"),
    ("Date", "????.??.??"),
    ("Round", "?"),
    ("White", "?"),
    ("Black", "?"),
    ("Result", "*"),
];

/// The PGN `Termination` value for a game lost on time, which the result alone cannot tell.
const TIME_FORFEIT: &str = "time forfeit";

/// Writes a record as PGN.
pub fn write(record: &Record<Chess>) -> String {
    let mut out = String::new();
    let result = record.result_text();
    for (key, default) in ROSTER {
        let value = match key {
            "Result" => result,
            _ => record.tag(key).unwrap_or(default),
        };
        write_tag(&mut out, key, value);
    }
    let start = record.start().to_text();
    if start != Chess::default().to_text() {
        write_tag(&mut out, "SetUp", "1");
        write_tag(&mut out, "FEN", &start);
    }
    let timeout = record
        .declared()
        .is_some_and(|o| o.reason == Reason::TIMEOUT);
    if timeout {
        write_tag(&mut out, "Termination", TIME_FORFEIT);
    }
    for (key, value) in record.tags() {
        let written = ROSTER.iter().any(|(k, _)| k == key)
            || matches!(key.as_str(), "SetUp" | "FEN")
            || (timeout && key == "Termination");
        if !written {
            write_tag(&mut out, key, value);
        }
    }
    out.push('\n');
    let mut tokens = Vec::new();
    let mut after_comment = false;
    if let Some(c) = record.comment(0) {
        tokens.extend(comment_words(c));
    }
    for (i, (pos, text)) in record
        .positions()
        .iter()
        .zip(record.move_texts())
        .enumerate()
    {
        let number = pos.fullmove_number();
        match pos.side_to_move() {
            Side::White => tokens.push(format!("{number}.")),
            Side::Black if i == 0 || after_comment => tokens.push(format!("{number}...")),
            Side::Black => {}
        }
        tokens.push(text);
        after_comment = false;
        if let Some(c) = record.comment(i + 1) {
            tokens.extend(comment_words(c));
            after_comment = true;
        }
    }
    tokens.push(result.to_string());
    wrap_tokens(&mut out, &tokens);
    out
}

/// Reads the first game of a PGN text (see [`ply_core::movetext::split_games`] for texts that
/// hold several).
///
/// # Errors
/// A malformed tag, FEN or bracket, an unsupported variant, or a move that is not legal, named
/// with its number.
pub fn read(text: &str) -> Result<Record<Chess>, RecordError> {
    let (tags, body) = read_tags(text)?;
    let mut record = start(tags)?;
    let mut result = None;
    for token in movetext::tokens(body)? {
        match token {
            Token::Result(r) => result = Some(r.to_string()),
            Token::Comment(c) => record.append_comment(&c),
            Token::Move(text) => {
                let number = move_number(record.current());
                record.play_recorded(text).map_err(|e| {
                    RecordError::new(msg!(
                        "pgn_bad_move",
                        number = number.clone(),
                        text = text,
                        reason = e.message().clone()
                    ))
                })?;
            }
        }
    }
    let result = result.or_else(|| record.tag("Result").map(str::to_string));
    let reason = record.tag("Termination").and_then(termination_reason);
    if let Some(result) = result {
        record.apply_result_text(&result, reason);
    }
    Ok(record)
}

/// `12.` before White's move, `12...` before Black's.
fn move_number(pos: &Chess) -> String {
    let dots = match pos.side_to_move() {
        Side::White => ".",
        Side::Black => "...",
    };
    format!("{}{dots}", pos.fullmove_number())
}

/// The record's start (the `FEN` tag, or the initial position) with the tags kept.
fn start(tags: Vec<(String, String)>) -> Result<Record<Chess>, RecordError> {
    if let Some((_, variant)) = tags.iter().find(|(k, _)| k == "Variant") {
        let v = variant.to_ascii_lowercase();
        if !matches!(v.as_str(), "standard" | "chess" | "") {
            return Err(RecordError::new(msg!("pgn_variant", variant = variant)));
        }
    }
    let start = match tags.iter().find(|(k, _)| k == "FEN") {
        Some((_, fen)) => Chess::from_text(fen, &NoRules)?,
        None => Chess::default(),
    };
    let mut record = Record::from_position(NoRules, start);
    record.set_tags(
        tags.into_iter()
            .filter(|(key, _)| key != "FEN" && key != "SetUp"),
    );
    Ok(record)
}

/// The ending a `Termination` tag names, where it says more than the result.
fn termination_reason(value: &str) -> Option<Reason> {
    match value.trim().to_ascii_lowercase().as_str() {
        TIME_FORFEIT => Some(Reason::TIMEOUT),
        code => Reason::from_code(code, crate::reason::ALL),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_game_is_written_with_the_roster() {
        let mut record = Record::<Chess>::new(NoRules);
        for m in ["f3", "e5", "g4", "Qh4"] {
            record.play_text(m).unwrap();
        }
        let text = write(&record);
        assert!(text.starts_with("[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n"));
        assert!(text.contains("[Result \"0-1\"]"));
        assert!(text.ends_with("\n\n1. f3 e5 2. g4 Qh4# 0-1\n"));
    }

    #[test]
    fn black_to_move_start_is_numbered_with_dots() {
        let fen = "4k3/8/8/8/8/8/4P3/4K3 b - - 0 7";
        let mut record = Record::from_position(NoRules, Chess::from_text(fen, &NoRules).unwrap());
        record.play_text("Kd7").unwrap();
        record.play_text("e4").unwrap();
        let text = write(&record);
        assert!(text.contains("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 7\"]"));
        assert!(text.contains("7... Kd7 8. e4 *"));
    }

    #[test]
    fn long_games_wrap_lines() {
        let mut record = Record::<Chess>::new(NoRules);
        for _ in 0..6 {
            for m in ["Nf3", "Nf6", "Ng1", "Ng8"] {
                if record.is_over() {
                    break;
                }
                record.play_text(m).unwrap();
            }
        }
        let text = write(&record);
        assert!(text.lines().all(|l| l.len() <= 79));
    }

    #[test]
    fn comments_are_written_and_read_back() {
        let mut record = Record::<Chess>::new(NoRules);
        record.set_comment(0, "a {short} game").unwrap();
        record.play_text("e4").unwrap();
        record.set_comment(1, "best\nby test").unwrap();
        record.play_text("e5").unwrap();
        let text = write(&record);
        assert!(text.ends_with("{a {short) game} 1. e4 {best by test} 1... e5 *\n"));
        let back = read(&text).unwrap();
        assert_eq!(
            back.comments(),
            record
                .comments()
                .iter()
                .map(|c| c.as_ref().map(|c| c.replace('}', ")")))
                .collect::<Vec<_>>()
        );
        let two = read("1. e4 {one} {two} (1. d4 {skipped}) $2 e5 *").unwrap();
        assert_eq!(two.comment(1), Some("one two"));
        assert_eq!(two.comment(2), None);
    }

    #[test]
    fn termination_names_a_reason() {
        assert_eq!(termination_reason("time forfeit"), Some(Reason::TIMEOUT));
        assert_eq!(termination_reason("agreement"), Some(Reason::AGREEMENT));
        assert_eq!(termination_reason("normal"), None);
    }
}
