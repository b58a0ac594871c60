//! Texts that hold several game records, possibly of different games: each record is read by
//! the game its tags name.
//!
//! The game of a record: its `Game` tag (ply's plain format, Konane and Kalah); else its PDN
//! `GameType` (20 international draughts, 21 checkers, 22 Italian, 23 pool, 24 Spanish, 25
//! Russian, 26 Brazilian, 29 kabe); else chess (PGN).

use ply_core::{RecordError, movetext::split_games, record::read_tags};

use crate::{AnyGame, AnyRecord, GameError, find};

/// The id of the game a record's tags name (see the module documentation).
///
/// # Errors
/// Malformed tags, an unknown `Game` or an unsupported `GameType`.
pub fn detect(text: &str) -> Result<&'static str, GameError> {
    let (tags, _) = read_tags(text).map_err(GameError::Record)?;
    let tag = |key: &str| tags.iter().find(|(k, _)| k == key).map(|(_, v)| v.trim());
    if let Some(id) = tag("Game") {
        return find(id).map(|g| g.id());
    }
    if let Some(game_type) = tag("GameType") {
        let number = game_type.split(',').next().unwrap_or_default().trim();
        return match number {
            "20" => Ok("draughts"),
            "21" => Ok("checkers"),
            "22" => Ok("italian"),
            "24" => Ok("spanish"),
            "23" => Ok("pool"),
            "25" => Ok("russian"),
            "26" => Ok("brazilian"),
            "29" => Ok("kabe"),
            _ => Err(GameError::Record(RecordError::new(format!(
                "GameType {game_type} is not played here: ply reads {}",
                ply_draughts::Variant::game_types()
            )))),
        };
    }
    Ok("chess")
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

/// Calls `read` on each game of `text`, wrapping an error with the game's number and line.
pub(crate) fn each_game(
    text: &str,
    mut read: impl FnMut(&str) -> Result<Box<dyn AnyRecord>, GameError>,
) -> Result<Vec<Box<dyn AnyRecord>>, GameError> {
    let games = split_games(text);
    if games.is_empty() {
        return Err(GameError::Record(RecordError::new(
            "the text holds no game",
        )));
    }
    games
        .iter()
        .enumerate()
        .map(|(i, one)| {
            read(one.text).map_err(|error| GameError::InGame {
                game: i + 1,
                line: one.line,
                error: Box::new(error),
            })
        })
        .collect()
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
        assert_eq!(detect("[GameType \"21\"]\n*"), Ok("checkers"));
        assert_eq!(detect("[GameType \"25\"]\n*"), Ok("russian"));
        assert!(detect("[GameType \"27\"]\n*").is_err());
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
