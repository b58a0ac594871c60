//! Texts that hold several game records, possibly of different games: each record is read by
//! the game its tags name.
//!
//! The game of a record: its `Game` tag (ply's plain format, Konane and Kalah); else its PDN
//! `GameType`, the first draughts preset written with it (`ply_draughts::PRESETS`: 20
//! international draughts, 21 checkers, … 97 Frysk! as lidraughts writes it); else, as records
//! are found without either, what its position or its first move looks like: a diagonal step
//! in square names (`c3-d4`) is Russian draughts (GameType 25); a draughts `FEN`
//! (`W:W31-50:B1-20`) or a move in square numbers (`32-28`) is international draughts, PDN's
//! default game (GameType 20) — unless the squares fit another board: a first move from
//! squares 1–12 (Black opening, `11-15`) or a set-up position on squares 1–32 is checkers
//! (GameType 21), the 8×8 game most records without tags come from, a first move from squares
//! 21–24 (`22-18`) kabe (GameType 29), a set-up position beyond square 50 the 12×12 preset;
//! anything else is chess (PGN).

use ply_core::{RecordError, movetext::read_tags, movetext::split_games, msg};
use ply_draughts::{Preset, Variant};

use crate::{
    dynamic::AnyGame,
    error::GameError,
    registry::find,
    typed::{AnyRecord, each_game},
};

/// The id of the draughts preset records with this PDN GameType are read as.
fn by_game_type(game_type: u32) -> Option<&'static str> {
    Preset::for_game_type(game_type).map(|p| p.id)
}

/// The game PDN names by a GameType every draughts program knows: a preset's.
fn standard(game_type: u32) -> &'static str {
    by_game_type(game_type).expect("a preset is written with each standard GameType")
}

/// The id of the game a record's tags name (see the module documentation).
///
/// # Errors
/// Malformed tags, an unknown `Game` or an unsupported `GameType`.
pub fn detect(text: &str) -> Result<&'static str, GameError> {
    let (tags, body) = read_tags(text).map_err(GameError::Record)?;
    let tag = |key: &str| tags.iter().find(|(k, _)| k == key).map(|(_, v)| v.trim());
    if let Some(id) = tag("Game") {
        return find(id).map(|g| g.id());
    }
    if let Some(game_type) = tag("GameType") {
        let number = game_type.split(',').next().unwrap_or_default().trim();
        return number.parse().ok().and_then(by_game_type).ok_or_else(|| {
            GameError::Record(RecordError::new(msg!(
                "pdn_game_type",
                value = game_type,
                known = Variant::game_types()
            )))
        });
    }
    let first = first_move(body);
    if first.is_some_and(diagonal_step) {
        return Ok(standard(25));
    }
    if let Some(fen) = tag("FEN") {
        let draughts =
            fen.starts_with(['W', 'B', 'w', 'b']) && fen[1..].trim_start().starts_with(':');
        let twelve = Variant::preset_for_size(12);
        return Ok(match highest_square(fen) {
            _ if !draughts => "chess",
            Some(1..=32) => standard(21),
            Some(n) if n > 50 && n <= twelve.squares() => {
                Preset::of(&twelve).map_or(standard(20), |p| p.id)
            }
            _ => standard(20),
        });
    }
    Ok(match first.and_then(numbered_draughts_move) {
        Some((from, _)) if from <= 12 => standard(21),
        Some((from, to)) if (21..=24).contains(&from) && to < from => standard(29),
        Some(_) => standard(20),
        None => "chess",
    })
}

/// The highest square number a draughts FEN names.
fn highest_square(fen: &str) -> Option<u32> {
    fen.split([':', ',', '-'])
        .filter_map(|part| {
            let digits = part
                .trim()
                .trim_start_matches(['W', 'B', 'K', 'w', 'b', 'k']);
            digits.trim_end_matches('.').parse::<u32>().ok()
        })
        .max()
}

/// The first word of a movetext that is not a move number or a comment.
fn first_move(body: &str) -> Option<&str> {
    let mut depth = 0usize;
    for word in body.split_whitespace() {
        if word.starts_with('{') || word.starts_with('(') {
            depth += 1;
        }
        if depth > 0 {
            depth -= usize::from(word.ends_with('}') || word.ends_with(')'));
            continue;
        }
        // A move number (`12.`, `12...`) before the move, or alone.
        let digits = word.len() - word.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        let word = match word[digits..].trim_start_matches('.') {
            rest if digits > 0 && rest.len() < word.len() - digits => rest,
            _ => word,
        };
        if !word.is_empty() && !word.bytes().all(|b| b == b'.') {
            return Some(word);
        }
    }
    None
}

/// `32-28`, `26x17`, `9-14`: squares by number; the first two.
fn numbered_draughts_move(word: &str) -> Option<(u32, u32)> {
    let mut numbers = word.split(['-', 'x', 'X', ':']).map(|p| {
        let digits = p.trim_end_matches(['!', '?', '+', '*']);
        let short = (1..=2).contains(&digits.len());
        digits.parse::<u32>().ok().filter(|_| short)
    });
    Some((numbers.next()??, numbers.next()??))
}

/// `c3-d4`, `c3:e5`: a diagonal move between dark squares named by file and rank.
fn diagonal_step(word: &str) -> bool {
    let b = word.as_bytes();
    let square = |f: u8, r: u8| (b'a'..=b'h').contains(&f) && (b'1'..=b'8').contains(&r);
    b.len() >= 5
        && square(b[0], b[1])
        && matches!(b[2], b'-' | b':' | b'x')
        && square(b[3], b[4])
        && (i32::from(b[3]) - i32::from(b[0])).abs() == (i32::from(b[4]) - i32::from(b[1])).abs()
        && (b[0] - b'a' + b[1] - b'1').is_multiple_of(2)
}

/// Reads every game of a text: each as `game` when given, otherwise as the game its tags name,
/// under that game's default rules changed by `rules` and by the record's own rule tags.
///
/// # Errors
/// The first game that cannot be read, with its number and line; an empty text.
pub fn read_records(
    text: &str,
    game: Option<&dyn AnyGame>,
    rules: &[(String, String)],
) -> Result<Vec<Box<dyn AnyRecord>>, GameError> {
    each_game(text, |one| match game {
        Some(game) => game.read_record(one, rules),
        None => find(detect(one)?)?.read_record(one, rules),
    })
}

/// One game of a text read on its own: where it starts, and the record or why it could not be
/// read.
pub struct ReadGame {
    /// Its number in the text, from 1.
    pub number: usize,
    /// Its first line.
    pub line: usize,
    /// The record, or the error (a `GameError::InGame` naming the game and line).
    pub record: Result<Box<dyn AnyRecord>, GameError>,
}

/// Reads every game of a text as [`read_records`] does, but each on its own: a game that
/// cannot be read does not stop the others.
///
/// # Errors
/// A text that holds no game.
pub fn read_each(
    text: &str,
    game: Option<&dyn AnyGame>,
    rules: &[(String, String)],
) -> Result<Vec<ReadGame>, GameError> {
    let games = split_games(text);
    if games.is_empty() {
        return Err(GameError::Record(RecordError::new(msg!("record_empty"))));
    }
    Ok(games
        .iter()
        .enumerate()
        .map(|(i, one)| {
            let record = match game {
                Some(game) => game.read_record(one.text, rules),
                None => detect(one.text).and_then(|id| find(id)?.read_record(one.text, rules)),
            };
            ReadGame {
                number: i + 1,
                line: one.line,
                record: record.map_err(|error| GameError::InGame {
                    game: i + 1,
                    line: one.line,
                    error: Box::new(error),
                }),
            }
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn games_are_told_by_their_tags() {
        assert_eq!(detect("[Game \"kalah\"]\n\n1 *"), Ok("kalah"));
        assert_eq!(detect("[GameType \"20\"]\n\n*"), Ok("draughts"));
        assert_eq!(detect("[GameType \"29,W,8,8,A0,0\"]\n*"), Ok("kabe"));
        assert_eq!(detect("[Event \"x\"]\n\n1. e4 *"), Ok("chess"));
        // Without a tag that names the game, as records are often found.
        assert_eq!(detect("[Event \"x\"]\n\n1. 33-29 17-21 *"), Ok("draughts"));
        assert_eq!(detect("1.32-28 {a comment 1. e4} 19-23 *"), Ok("draughts"));
        assert_eq!(detect("[FEN \"W:W31-50:B1-20\"]\n*"), Ok("draughts"));
        assert_eq!(detect("[FEN \"W:W43-72:B1-30\"]\n*"), Ok("canadian"));
        assert_eq!(
            detect("[FEN \"W:W32,27:B20,15.\"]\n1. 27-23 *"),
            Ok("checkers")
        );
        assert_eq!(
            detect("[FEN \"W:W21-32:B1-12\"]\n1. c3-d4 *"),
            Ok("russian")
        );
        assert_eq!(detect("1. 11-15 23-19 *"), Ok("checkers"));
        assert_eq!(detect("1. 22-18 11-15 *"), Ok("kabe"));
        assert_eq!(
            detect("[FEN \"B:W9,29,45:B10,15\"]\n1. ... 15-20 *"),
            Ok("draughts")
        );
        assert_eq!(
            detect("[FEN \"8/8/8/8/8/8/8/K6k w - - 0 1\"]\n*"),
            Ok("chess")
        );
        assert_eq!(detect("1. c3-d4 f6-g5 *"), Ok("russian"));
        assert_eq!(detect("1. e2-e4 e7-e5 *"), Ok("chess"));
        assert_eq!(detect("1. Nf3 d5 *"), Ok("chess"));
        assert_eq!(detect("[GameType \"21\"]\n*"), Ok("checkers"));
        assert_eq!(detect("[GameType \"25\"]\n*"), Ok("russian"));
        assert_eq!(detect("[GameType \"27\"]\n*"), Ok("canadian"));
        assert!(detect("[GameType \"28\"]\n*").is_err());
        assert!(detect("[Game \"go\"]\n*").is_err());
    }

    #[test]
    fn mixed_texts_are_read_game_by_game() {
        let text = "[Event \"a\"]\n\n1. e4 {king pawn} e5 1-0\n\n[GameType \"20\"]\n\n\
                    1. 32-28 *\n[Game \"kalah\"]\n\n3 *\n";
        let records = read_records(text, None, &[]).unwrap();
        let ids: Vec<&str> = records.iter().map(|r| r.game_id()).collect();
        assert_eq!(ids, ["chess", "draughts", "kalah"]);
        assert_eq!(records[0].comments()[1].as_deref(), Some("king pawn"));
        assert!(records[0].outcome().is_some());
    }

    #[test]
    fn an_error_names_the_game_and_its_line() {
        let text = "1. e4 e5 *\n\n[Event \"b\"]\n\n1. e4 e4 *\n";
        let e = read_records(text, None, &[]).err().unwrap().to_string();
        assert!(e.starts_with("game 2 (line 3): "), "{e}");
        assert!(e.contains("e4"), "{e}");
        assert!(read_records(" \n", None, &[]).is_err());
    }
}
