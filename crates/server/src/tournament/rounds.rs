//! Swiss and round robin tournaments in rounds, as pure functions of the tournament's rows:
//! the starting list, the record `ply-pairing` reads (also the TRF export), the next round's
//! boards (FIDE's Dutch system or Berger tables), and the standings with their tie-breaks.
//!
//! - **Starting list**: the players by the starting rank fixed for them (an imported TRF
//!   file's; a round robin's Berger number drawn by lot at its start, [`draw_of_lots`]), else
//!   by their rating at entry (highest first), then by the time they joined and their id;
//!   players join only before the start, so the list never changes once the first round is
//!   paired. A round robin's Berger numbers are these ranks.
//! - **Results**: a game's `1-0`, `0-1`, `1/2-1/2`; a forfeit `+-` / `-+` (a player who let
//!   the game go by without a first move, or a round robin's game against a withdrawn
//!   player), `--` when neither side was there; `bye`: a Swiss's pairing-allocated bye (a
//!   win's point, `U` in the TRF) or a round robin's free round (no point, `Z`); from an
//!   imported file also `half-bye` (`H`) and `full-bye` (`F`). A player on no board of a
//!   round (withdrawn) has a zero-point bye in it.

use std::collections::HashMap;

use anyhow::{Result, bail};
use ply_pairing::{Colour, HalfPoints, Outcome, Rank, RoundEntry, tiebreak};
use serde_json::{Value, json};

use super::{Board, Player, System, Tournament};

/// A Swiss's rounds at most.
pub const SWISS_ROUNDS: i64 = 30;
/// A Swiss's players at most.
pub const SWISS_PLAYERS: i64 = 1_000;
/// The longest pause between rounds, in seconds.
pub const MOST_PAUSE_S: i64 = 600;
/// The pause between rounds unless the maker gives one, in seconds.
pub const DEFAULT_PAUSE_S: i64 = 30;

/// The players in starting order (rank 1 first).
pub fn starting_list(players: &[Player]) -> Vec<&Player> {
    let mut list: Vec<&Player> = players.iter().collect();
    list.sort_by(|a, b| {
        (a.start_rank.is_none(), a.start_rank)
            .cmp(&(b.start_rank.is_none(), b.start_rank))
            .then(b.rating.cmp(&a.rating))
            .then(a.joined_ms.cmp(&b.joined_ms))
            .then(a.user.cmp(&b.user))
    });
    list
}

/// A round robin's draw of lots (FIDE C.05): each player's Berger number, by the order of
/// the SHA-256 of the tournament's id and the player's, so that every server draws the same
/// lots; the director stores them when the round robin starts, and they never change.
pub fn draw_of_lots<'a>(t: &Tournament, players: &'a [Player]) -> Vec<(&'a str, i64)> {
    let mut lots: Vec<(String, &str)> = players
        .iter()
        .map(|p| {
            (
                crate::secret::hash(&format!("{}\n{}", t.id, p.user)),
                p.user.as_str(),
            )
        })
        .collect();
    lots.sort_unstable();
    lots.into_iter()
        .enumerate()
        .map(|(i, (_, user))| (user, i as i64 + 1))
        .collect()
}

/// The rounds a tournament of `players` plays: a Swiss's set number, a round robin's cycles
/// of its Berger table (`None` when the round robin cannot be held with that many).
pub fn total_rounds(t: &Tournament, players: usize) -> Option<i64> {
    match t.system {
        System::Swiss => t.rounds,
        System::Robin => ply_pairing::berger::rounds(players as u32, t.rounds.unwrap_or(1) as u32)
            .ok()
            .map(i64::from),
        System::Arena => None,
    }
}

/// White's outcome and black's for a board's result (none while it is played).
fn outcomes(system: System, b: &Board) -> Option<(Outcome, Option<Outcome>)> {
    let white = match b.result.as_deref()? {
        "bye" if system == System::Robin => return Some((Outcome::ZeroBye, None)),
        "bye" => return Some((Outcome::PairingBye, None)),
        "half-bye" => return Some((Outcome::HalfBye, None)),
        "full-bye" => return Some((Outcome::FullBye, None)),
        "--" => return Some((Outcome::ForfeitLoss, Some(Outcome::ForfeitLoss))),
        "1-0" => Outcome::Win,
        "0-1" => Outcome::Loss,
        "1/2-1/2" => Outcome::Draw,
        "+-" => Outcome::ForfeitWin,
        "-+" => Outcome::ForfeitLoss,
        _ => return None,
    };
    Some((white, white.mirrored()))
}

/// The rounds whose every board has a result.
pub fn completed(t: &Tournament, boards: &[Board]) -> i64 {
    let open = boards
        .iter()
        .any(|b| b.round == t.round && b.result.is_none());
    if open { t.round - 1 } else { t.round }.max(0)
}

/// The record of the first `rounds` rounds as `ply-pairing` reads it (the players in
/// starting order), and each user's rank.
pub fn record<'a>(
    t: &Tournament,
    players: &'a [Player],
    boards: &[Board],
    rounds: i64,
) -> (ply_pairing::Tournament, HashMap<&'a str, Rank>) {
    let list = starting_list(players);
    let rank: HashMap<&str, Rank> = list
        .iter()
        .enumerate()
        .map(|(i, p)| (p.user.as_str(), i as Rank + 1))
        .collect();
    let mut entries: Vec<Vec<RoundEntry>> =
        vec![vec![RoundEntry::bye(Outcome::ZeroBye); rounds.max(0) as usize]; list.len()];
    for b in boards.iter().filter(|b| (1..=rounds).contains(&b.round)) {
        let Some((white_outcome, black_outcome)) = outcomes(t.system, b) else {
            continue;
        };
        let Some(&w) = rank.get(b.white.as_str()) else {
            continue;
        };
        let r = b.round as usize - 1;
        match (b.black.as_deref().and_then(|u| rank.get(u)), black_outcome) {
            (Some(&k), Some(black_outcome)) => {
                entries[w as usize - 1][r] = RoundEntry::game(k, Colour::White, white_outcome);
                entries[k as usize - 1][r] = RoundEntry::game(w, Colour::Black, black_outcome);
            }
            _ => entries[w as usize - 1][r] = RoundEntry::bye(white_outcome),
        }
    }
    let players = list
        .iter()
        .zip(entries)
        .enumerate()
        .map(|(i, (p, rounds))| ply_pairing::Player {
            rounds,
            ..ply_pairing::Player::new(i as Rank + 1, p.name.clone(), p.rating.max(0) as u32)
        })
        .collect();
    let total = total_rounds(t, list.len()).unwrap_or(rounds).max(rounds);
    let first = if t.black1 {
        Colour::Black
    } else {
        Colour::White
    };
    let mut out = ply_pairing::Tournament::new(players, total as u32, first);
    out.headers.push(("012".into(), t.name.clone()));
    (out, rank)
}

/// The record for the TRF export: the rounds completed and, before the next round, the
/// players withdrawn as left out of it (a zero-point bye).
pub fn export(t: &Tournament, players: &[Player], boards: &[Board]) -> ply_pairing::Tournament {
    let done = completed(t, boards);
    let (mut rec, rank) = record(t, players, boards, done);
    if t.status != super::Status::Finished && done == t.round && done < i64::from(rec.rounds) {
        rec.next_byes = withdrawn(players, &rank);
    }
    rec
}

fn withdrawn(players: &[Player], rank: &HashMap<&str, Rank>) -> Vec<(Rank, Outcome)> {
    let mut out: Vec<(Rank, Outcome)> = players
        .iter()
        .filter(|p| p.withdrawn)
        .filter_map(|p| rank.get(p.user.as_str()).map(|&r| (r, Outcome::ZeroBye)))
        .collect();
    out.sort_unstable_by_key(|&(rank, _)| rank);
    out
}

/// A board of the next round: white and black (none for a bye), and the result it has
/// from the start (a bye, a forfeit against a withdrawn player).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Planned {
    pub white: String,
    pub black: Option<String>,
    pub result: Option<&'static str>,
}

/// The next round's boards, or none when the tournament is over (every round played, or no
/// pairing possible: too few players left, no pairing within the Dutch system's absolute
/// criteria).
///
/// # Errors
/// The record is inconsistent (a defect).
pub fn next_round(
    t: &Tournament,
    players: &[Player],
    boards: &[Board],
) -> Result<Option<Vec<Planned>>> {
    let (mut rec, rank) = record(t, players, boards, t.round);
    let user: Vec<&str> = starting_list(players)
        .iter()
        .map(|p| p.user.as_str())
        .collect();
    let user_of = |r: Rank| user[r as usize - 1].to_string();
    let gone: Vec<bool> = starting_list(players).iter().map(|p| p.withdrawn).collect();
    let round = match t.system {
        System::Swiss => {
            rec.next_byes = withdrawn(players, &rank);
            if gone.iter().filter(|g| !**g).count() < 2 {
                return Ok(None);
            }
            match ply_pairing::dutch::pair(&rec) {
                Ok(round) => round,
                Err(ply_pairing::dutch::PairingError::Record(why)) => bail!("{why}"),
                Err(_) => return Ok(None),
            }
        }
        System::Robin => {
            let double = t.rounds == Some(2);
            let next = t.round as u32 + 1;
            if gone.iter().filter(|g| !**g).count() < 2 {
                return Ok(None);
            }
            match ply_pairing::berger::round(players.len() as u32, double, next) {
                Ok(round) => round,
                Err(_) => return Ok(None),
            }
        }
        System::Arena => bail!("an arena has no rounds"),
    };
    let mut out = Vec::new();
    for b in &round.boards {
        let (w, k) = (gone[b.white as usize - 1], gone[b.black as usize - 1]);
        out.push(Planned {
            white: user_of(b.white),
            black: Some(user_of(b.black)),
            result: match (w, k) {
                (false, false) => None,
                (true, true) => Some("--"),
                (true, false) => Some("-+"),
                (false, true) => Some("+-"),
            },
        });
    }
    if let Some(bye) = round.bye {
        out.push(Planned {
            white: user_of(bye),
            black: None,
            result: Some("bye"),
        });
    }
    Ok(Some(out))
}

/// Points as a number: half points halved.
fn points(half: u32) -> f64 {
    f64::from(half) / 2.0
}

/// The standings as every watcher sees them: by points (every result recorded so far), then
/// by the order of `ply-pairing`'s standings after the rounds completed (direct encounter,
/// Buchholz cut-1, Buchholz, Sonneborn–Berger, starting rank); each line with the tie-breaks
/// and the player's rounds (opponent, colour, result, game).
pub fn standing(t: &Tournament, players: &[Player], boards: &[Board]) -> Vec<Value> {
    let done = completed(t, boards);
    let (rec, rank) = record(t, players, boards, done);
    let (now, _) = record(t, players, boards, t.round);
    let list = starting_list(players);
    let order = tiebreak::standings(&rec);
    let place: HashMap<Rank, usize> = order.iter().enumerate().map(|(i, r)| (r.rank, i)).collect();
    // Direct encounter among players level on points after the rounds completed.
    let mut direct: HashMap<Rank, HalfPoints> = HashMap::new();
    let mut level: std::collections::BTreeMap<HalfPoints, Vec<Rank>> = Default::default();
    for r in &order {
        level.entry(r.points).or_default().push(r.rank);
    }
    for group in level.values().filter(|g| g.len() > 1) {
        if let Some(values) = tiebreak::direct_encounter(&rec, group) {
            direct.extend(group.iter().copied().zip(values));
        }
    }
    let playing: HashMap<&str, &str> = boards
        .iter()
        .filter(|b| b.result.is_none())
        .flat_map(|b| {
            [Some(b.white.as_str()), b.black.as_deref()]
                .into_iter()
                .flatten()
                .map(move |u| (u, b.id.as_str()))
        })
        .collect();
    let names: HashMap<&str, &str> = players
        .iter()
        .map(|p| (p.user.as_str(), p.name.as_str()))
        .collect();
    let mut lines: Vec<(HalfPoints, usize, Value)> = list
        .iter()
        .map(|p| {
            let r = rank[p.user.as_str()];
            let me = &now.players[r as usize - 1];
            let tb = order.iter().find(|x| x.rank == r).copied();
            let games: Vec<Value> = (1..=t.round)
                .map(|round| {
                    let board = boards.iter().find(|b| {
                        b.round == round
                            && (b.white == p.user || b.black.as_deref() == Some(p.user.as_str()))
                    });
                    let entry = me.rounds[round as usize - 1];
                    let opponent = board.and_then(|b| {
                        if b.white == p.user {
                            b.black.clone()
                        } else {
                            Some(b.white.clone())
                        }
                    });
                    json!({
                        "round": round,
                        "game": board.filter(|b| b.black.is_some() && !b.imported).map(|b| b.id.clone()),
                        "imported": board.is_some_and(|b| b.imported),
                        "opponent": opponent,
                        "opponentName": opponent.as_deref().map(|u| names.get(u).copied().unwrap_or(u)),
                        "color": board.filter(|b| b.black.is_some()).map(|b| if b.white == p.user { "white" } else { "black" }),
                        "result": board.and_then(|b| b.result.as_ref()).map(|_| entry.outcome.code().to_string()),
                        "points": board.and_then(|b| b.result.as_ref()).map(|_| points(entry.outcome.half_points())),
                    })
                })
                .collect();
            let score = me.score();
            let line = json!({
                "id": p.user,
                "name": p.name,
                "title": p.bot.then_some("BOT"),
                "rating": p.rating,
                "startingRank": r,
                "score": points(score),
                "tiebreaks": {
                    "buchholz": tb.map(|x| points(x.buchholz)),
                    "buchholzCut1": tb.map(|x| points(x.buchholz_cut1)),
                    "sonnebornBerger": tb.map(|x| f64::from(x.sonneborn_berger) / 4.0),
                    "directEncounter": direct.get(&r).map(|&v| points(v)),
                },
                "rounds": games,
                "playing": playing.get(p.user.as_str()),
                "active": p.active,
                "withdrawn": p.withdrawn,
            });
            (score, place.get(&r).copied().unwrap_or(usize::MAX), line)
        })
        .collect();
    lines.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    lines
        .into_iter()
        .enumerate()
        .map(|(i, (_, _, mut line))| {
            line["rank"] = json!(i + 1);
            line
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::Status;

    fn player(user: &str, rating: i64, withdrawn: bool) -> Player {
        Player {
            user: user.into(),
            name: user.into(),
            rating,
            bot: false,
            active: !withdrawn,
            withdrawn,
            joined_ms: 0,
            start_rank: None,
        }
    }

    fn tournament(system: System, rounds: i64, round: i64) -> Tournament {
        Tournament {
            id: "t".into(),
            name: "Test".into(),
            system,
            game: "chess".into(),
            rules: Vec::new(),
            limit_s: 180,
            increment_s: 0,
            rated: false,
            minutes: None,
            rounds: Some(rounds),
            max_players: 20,
            berserk: false,
            bots: true,
            created_by: None,
            created_ms: 0,
            starts_ms: 0,
            ends_ms: None,
            status: Status::Started,
            round,
            round_ends_ms: None,
            due_ms: 0,
            version: 0,
            round_pause_s: Some(0),
            black1: false,
        }
    }

    fn board(round: i64, n: i64, white: &str, black: Option<&str>, result: Option<&str>) -> Board {
        Board {
            id: format!("g{round}{n}"),
            round,
            board: n,
            white: white.into(),
            black: black.map(str::to_string),
            white_token: None,
            black_token: None,
            result: result.map(str::to_string),
            absent: None,
            created_ms: 0,
            ended_ms: result.map(|_| 1),
            berserk: [false; 2],
            imported: false,
        }
    }

    #[test]
    fn the_starting_list_is_by_rating_then_time_of_joining() {
        let mut late = player("a", 1600, false);
        late.joined_ms = 5;
        let players = [player("c", 1500, false), late, player("b", 1600, false)];
        let list: Vec<&str> = starting_list(&players)
            .iter()
            .map(|p| p.user.as_str())
            .collect();
        assert_eq!(list, ["b", "a", "c"]);
    }

    #[test]
    fn a_round_robin_forfeits_the_games_of_a_player_withdrawn_and_frees_a_bye() {
        let players = [
            player("a", 1900, false),
            player("b", 1800, false),
            player("c", 1700, true),
        ];
        let t = tournament(System::Robin, 1, 0);
        let round = next_round(&t, &players, &[]).unwrap().unwrap();
        // Berger's round 1 for four numbers: 1-4 (4 is the bye), 2-3.
        assert_eq!(
            round,
            [
                Planned {
                    white: "b".into(),
                    black: Some("c".into()),
                    result: Some("+-"),
                },
                Planned {
                    white: "a".into(),
                    black: None,
                    result: Some("bye"),
                },
            ]
        );
        // A free round is worth nothing in a round robin, a bye a win in a Swiss.
        let boards = [
            board(1, 1, "b", Some("c"), Some("+-")),
            board(1, 2, "a", None, Some("bye")),
        ];
        let (rec, _) = record(&t, &players, &boards, 1);
        rec.check().unwrap();
        assert_eq!(rec.players[0].score(), 0);
        assert_eq!(rec.players[1].score(), 2);
        let swiss = tournament(System::Swiss, 3, 1);
        let (rec, _) = record(&swiss, &players, &boards, 1);
        assert_eq!(rec.players[0].score(), 2);
    }

    #[test]
    fn a_swiss_leaves_out_the_withdrawn_and_ends_when_nobody_can_be_paired() {
        let players = [
            player("a", 1900, false),
            player("b", 1800, false),
            player("c", 1700, true),
        ];
        let t = tournament(System::Swiss, 3, 0);
        let round = next_round(&t, &players, &[]).unwrap().unwrap();
        assert_eq!(round.len(), 1, "{round:?}");
        assert!(
            round
                .iter()
                .all(|b| b.white != "c" && b.black.as_deref() != Some("c"))
        );
        // a and b have met; no rematch is possible, so the Swiss is over.
        let boards = [board(
            1,
            1,
            &round[0].white,
            round[0].black.as_deref(),
            Some("1-0"),
        )];
        let after = tournament(System::Swiss, 3, 1);
        assert_eq!(next_round(&after, &players, &boards).unwrap(), None);
    }

    #[test]
    fn standings_count_every_result_and_order_by_the_tiebreaks() {
        let mut bot = player("d", 1600, false);
        bot.bot = true;
        let players = [
            player("a", 1900, false),
            player("b", 1800, false),
            player("c", 1700, false),
            bot,
        ];
        let t = tournament(System::Swiss, 3, 2);
        let boards = [
            board(1, 1, "a", Some("c"), Some("1-0")),
            board(1, 2, "d", Some("b"), Some("0-1")),
            board(2, 1, "b", Some("a"), Some("1/2-1/2")),
            board(2, 2, "c", Some("d"), None),
        ];
        let lines = standing(&t, &players, &boards);
        let order: Vec<&str> = lines.iter().map(|l| l["id"].as_str().unwrap()).collect();
        assert_eq!(&order[..2], ["a", "b"]);
        assert_eq!(lines[0]["score"], 1.5);
        // A bot stands with its BOT tag, a person with none.
        assert_eq!(lines[0]["title"], Value::Null);
        let d = lines.iter().find(|l| l["id"] == "d").unwrap();
        assert_eq!(d["title"], "BOT");
        assert_eq!(lines[0]["rounds"][1]["result"], "=");
        assert_eq!(lines[2]["playing"], "g22");
        assert_eq!(lines[2]["rounds"][1]["result"], Value::Null);
        // The tie-breaks are those after round 1, the last complete.
        assert_eq!(completed(&t, &boards), 1);
        assert_eq!(lines[0]["tiebreaks"]["buchholz"], 0.0);
    }
}
