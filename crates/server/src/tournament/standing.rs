//! Standings, a pure function of a tournament's players and boards: each player's results in
//! the order their games ended, their points (the arena's, with streaks; in a round robin 2 a
//! win and 1 a draw, shown halved), and the order.

use std::collections::HashMap;

use super::{Board, Player, System, arena};

/// One player's line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    pub user: String,
    pub name: String,
    pub rating: i64,
    pub bot: bool,
    /// Points: the arena's, or in a round robin twice the score (a draw is 1).
    pub score: i64,
    /// Each game's points, in the order the games ended.
    pub sheet: Vec<u8>,
    /// On a streak (arena).
    pub fire: bool,
    /// The player's boards with a result: the board's id and the points it gave.
    pub games: Vec<(String, u8)>,
    /// The game the player is in now, if any.
    pub playing: Option<String>,
    pub active: bool,
    pub withdrawn: bool,
}

/// A board's result from each side: `None` while it is played or when it counts for nobody.
pub fn results(b: &Board) -> [Option<arena::Result>; 2] {
    use arena::Result::*;
    match b.result.as_deref() {
        Some("1-0" | "+-") => [Some(Win), Some(Loss)],
        Some("0-1" | "-+") => [Some(Loss), Some(Win)],
        Some("1/2-1/2") => [Some(Draw), Some(Draw)],
        _ => [None, None],
    }
}

/// A result from a player's side, and whether they berserked in that game.
type Played = (arena::Result, bool);

/// The standings, best first: by points, then rating, then name.
pub fn standings(system: System, players: &[Player], boards: &[Board]) -> Vec<Line> {
    let mut ended: Vec<&Board> = boards.iter().filter(|b| b.result.is_some()).collect();
    ended.sort_by(|a, b| {
        (a.ended_ms, a.round, a.board, &a.id).cmp(&(b.ended_ms, b.round, b.board, &b.id))
    });
    let mut by_user: HashMap<&str, (Vec<Played>, Vec<String>)> = HashMap::new();
    for b in &ended {
        let sides = [Some(b.white.as_str()), b.black.as_deref()];
        for (side, result) in results(b).into_iter().enumerate() {
            if let (Some(user), Some(result)) = (sides[side], result) {
                let entry = by_user.entry(user).or_default();
                entry.0.push((result, b.berserk[side]));
                entry.1.push(b.id.clone());
            }
        }
    }
    let mut playing: HashMap<&str, &str> = HashMap::new();
    for b in boards.iter().filter(|b| b.result.is_none()) {
        for user in [Some(b.white.as_str()), b.black.as_deref()]
            .into_iter()
            .flatten()
        {
            playing.insert(user, b.id.as_str());
        }
    }
    let mut lines: Vec<Line> = players
        .iter()
        .map(|p| {
            let (results, ids) = by_user.remove(p.user.as_str()).unwrap_or_default();
            let sheet = match system {
                System::Arena => arena::sheet_berserk(&results),
                System::Robin | System::Swiss => {
                    let points: Vec<u8> = results
                        .iter()
                        .map(|(r, _)| match r {
                            arena::Result::Win => 2,
                            arena::Result::Draw => 1,
                            arena::Result::Loss => 0,
                        })
                        .collect();
                    arena::Sheet {
                        score: points.iter().map(|&p| i64::from(p)).sum(),
                        points,
                        fire: false,
                    }
                }
            };
            Line {
                user: p.user.clone(),
                name: p.name.clone(),
                rating: p.rating,
                bot: p.bot,
                score: sheet.score,
                games: ids.into_iter().zip(sheet.points.iter().copied()).collect(),
                sheet: sheet.points,
                fire: sheet.fire,
                playing: playing.get(p.user.as_str()).map(|s| s.to_string()),
                active: p.active,
                withdrawn: p.withdrawn,
            }
        })
        .collect();
    lines.sort_by(|a, b| {
        b.score
            .cmp(&a.score)
            .then(b.rating.cmp(&a.rating))
            .then(a.user.cmp(&b.user))
    });
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    fn player(user: &str, rating: i64) -> Player {
        Player {
            user: user.into(),
            name: user.into(),
            rating,
            bot: false,
            active: true,
            withdrawn: false,
            joined_ms: 0,
            start_rank: None,
        }
    }

    fn board(id: &str, white: &str, black: &str, result: Option<&str>, ended: i64) -> Board {
        Board {
            id: id.into(),
            round: 1,
            board: 1,
            white: white.into(),
            black: Some(black.into()),
            white_token: None,
            black_token: None,
            result: result.map(str::to_string),
            absent: None,
            created_ms: 0,
            ended_ms: result.map(|_| ended),
            berserk: [false; 2],
            imported: false,
        }
    }

    #[test]
    fn arena_standings_count_streaks_in_the_order_games_ended() {
        let players = [player("a", 1500), player("b", 1600), player("c", 1400)];
        // Listed out of order: a's wins end at 1, 2, 3 (a streak), then a draw at 4.
        let boards = [
            board("g3", "a", "c", Some("1-0"), 3),
            board("g1", "a", "b", Some("1-0"), 1),
            board("g2", "c", "a", Some("0-1"), 2),
            board("g4", "b", "a", Some("1/2-1/2"), 4),
            board("g5", "b", "c", None, 0),
            board("g6", "c", "b", Some("aborted"), 5),
        ];
        let lines = standings(System::Arena, &players, &boards);
        assert_eq!(lines[0].user, "a");
        assert_eq!(lines[0].sheet, [2, 2, 4, 2]);
        assert_eq!(lines[0].score, 10);
        assert!(!lines[0].fire);
        assert_eq!(lines[1].user, "b");
        assert_eq!(lines[1].score, 1);
        assert_eq!(lines[1].playing.as_deref(), Some("g5"));
        assert_eq!(lines[2].score, 0);
        assert_eq!(lines[2].games.len(), 2);
        let robin = standings(System::Robin, &players, &boards);
        assert_eq!(robin[0].score, 7);
        // A berserk win counts one more in an arena only; a berserk loss nothing.
        let mut boards = boards.to_vec();
        boards[1].berserk = [true, true];
        let lines = standings(System::Arena, &players, &boards);
        assert_eq!(lines[0].sheet, [3, 2, 4, 2]);
        assert_eq!(lines[0].score, 11);
        assert_eq!(standings(System::Robin, &players, &boards)[0].score, 7);
    }
}
