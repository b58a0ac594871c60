//! A Swiss or round robin imported from a TRF-16 file, as a pure function of the file's
//! record: the boards of the rounds it records (results without a game on this server) and
//! the players it leaves out of the next round (withdrawn). Which account each player is,
//! and the checks of the tournament's shape, are the caller's ([`crate::api`]).
//!
//! A board is made of each game or forfeit once (White the player the file gives White; a
//! forfeit without colours, the lower starting rank), a bye of each `U` (`bye`), `H`
//! (`half-bye`) and `F` (`full-bye`); a `Z` is a player on no board of that round, except in
//! a round robin, whose free round (the Berger table's) is a `bye` board. A round robin's
//! recorded rounds must be its Berger table's, so that the next round it plays is too.

use ply_i18n::{Message, msg};
use ply_pairing::{Colour, Outcome, Rank, Round};

use super::System;

/// One board of a recorded round, by starting ranks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Recorded {
    pub round: i64,
    pub white: Rank,
    pub black: Option<Rank>,
    pub result: &'static str,
}

/// What the file says besides the players: the boards of its rounds, in order (round, then
/// board), and the starting ranks of the players left out of the next round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plan {
    pub boards: Vec<Recorded>,
    pub withdrawn: Vec<Rank>,
}

/// The board result of a game from White's outcome (and Black's, for a double forfeit).
fn game_result(white: Outcome, black: Outcome) -> &'static str {
    match white {
        Outcome::Win | Outcome::UnratedWin => "1-0",
        Outcome::Loss | Outcome::UnratedLoss => "0-1",
        Outcome::Draw | Outcome::UnratedDraw => "1/2-1/2",
        Outcome::ForfeitWin => "+-",
        _ if black == Outcome::ForfeitLoss => "--",
        _ => "-+",
    }
}

/// The boards of one recorded round of a Swiss.
fn round_boards(rec: &ply_pairing::Tournament, r: usize) -> Vec<Recorded> {
    let round = r as i64 + 1;
    let mut games = Vec::new();
    let mut byes = Vec::new();
    for p in &rec.players {
        let e = p.rounds[r];
        match e.opponent {
            Some(o) => {
                let back = rec.players[o as usize - 1].rounds[r];
                let white_here = match e.colour {
                    Some(c) => c == Colour::White,
                    None => p.rank < o,
                };
                if white_here {
                    games.push(Recorded {
                        round,
                        white: p.rank,
                        black: Some(o),
                        result: game_result(e.outcome, back.outcome),
                    });
                }
            }
            None => {
                let result = match e.outcome {
                    Outcome::PairingBye => "bye",
                    Outcome::HalfBye => "half-bye",
                    Outcome::FullBye => "full-bye",
                    _ => continue,
                };
                byes.push(Recorded {
                    round,
                    white: p.rank,
                    black: None,
                    result,
                });
            }
        }
    }
    games.extend(byes);
    games
}

/// Checks a round robin's recorded round against its Berger table's and gives its boards.
fn robin_round(
    rec: &ply_pairing::Tournament,
    r: usize,
    table: &Round,
) -> Result<Vec<Recorded>, Message> {
    let round = r as i64 + 1;
    let not_berger = || msg!("tournament_import_not_berger", round = round);
    let mut out = Vec::new();
    for b in &table.boards {
        let (w, k) = (b.white, b.black);
        let (ew, ek) = (
            rec.players[w as usize - 1].rounds[r],
            rec.players[k as usize - 1].rounds[r],
        );
        if ew.opponent != Some(k) || ek.opponent != Some(w) {
            return Err(not_berger());
        }
        let (white, black, we, be) = if ek.colour == Some(Colour::White) {
            (k, w, ek, ew)
        } else {
            (w, k, ew, ek)
        };
        out.push(Recorded {
            round,
            white,
            black: Some(black),
            result: game_result(we.outcome, be.outcome),
        });
    }
    if let Some(bye) = table.bye {
        let e = rec.players[bye as usize - 1].rounds[r];
        if e.opponent.is_some() || e.outcome != Outcome::ZeroBye {
            return Err(not_berger());
        }
        out.push(Recorded {
            round,
            white: bye,
            black: None,
            result: "bye",
        });
    }
    Ok(out)
}

/// The boards and withdrawals of a checked record (`check` passed, its rounds no more than
/// the tournament's): a round robin's of `cycles` by the Berger tables.
///
/// # Errors
/// A round robin's round is not its Berger table's, or the file gives a player a half- or
/// full-point bye in the next round (a request this server does not take).
pub fn plan(rec: &ply_pairing::Tournament, system: System, cycles: i64) -> Result<Plan, Message> {
    let played = rec.played();
    let mut boards = Vec::new();
    for r in 0..played {
        match system {
            System::Robin => {
                let n = rec.players.len() as u32;
                let table = ply_pairing::berger::round(n, cycles == 2, r as u32 + 1)
                    .map_err(|_| msg!("tournament_import_not_berger", round = r + 1))?;
                boards.extend(robin_round(rec, r, &table)?);
            }
            _ => boards.extend(round_boards(rec, r)),
        }
    }
    let mut withdrawn = Vec::new();
    for &(rank, outcome) in &rec.next_byes {
        if outcome != Outcome::ZeroBye {
            return Err(msg!("tournament_import_next_bye", rank = rank));
        }
        withdrawn.push(rank);
    }
    Ok(Plan { boards, withdrawn })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Three players, round 1: 1-2 won by White, 3 the bye.
    fn three() -> ply_pairing::Tournament {
        let mut t = ply_pairing::Tournament::new(
            vec![
                ply_pairing::Player::new(1, "a", 1500),
                ply_pairing::Player::new(2, "b", 1500),
                ply_pairing::Player::new(3, "c", 1500),
            ],
            3,
            Colour::White,
        );
        t.add_round(
            &Round {
                boards: vec![ply_pairing::Board { white: 1, black: 2 }],
                bye: Some(3),
            },
            &[Outcome::Win],
        )
        .unwrap();
        t
    }

    #[test]
    fn a_swiss_record_makes_one_board_a_game_and_one_a_bye() {
        let rec = three();
        let plan = plan(&rec, System::Swiss, 3).unwrap();
        assert_eq!(
            plan.boards,
            [
                Recorded {
                    round: 1,
                    white: 1,
                    black: Some(2),
                    result: "1-0"
                },
                Recorded {
                    round: 1,
                    white: 3,
                    black: None,
                    result: "bye"
                },
            ]
        );
        assert!(plan.withdrawn.is_empty());
    }

    #[test]
    fn a_round_robin_must_follow_the_berger_table_and_no_bye_is_asked_for() {
        // Berger's round 1 for three (four numbers): 1-4 (1 free), 2-3.
        let rec = three();
        let refused = plan(&rec, System::Robin, 1).unwrap_err();
        assert_eq!(refused.code(), "tournament_import_not_berger");
        let mut asked = three();
        asked.next_byes.push((2, Outcome::HalfBye));
        let refused = plan(&asked, System::Swiss, 1).unwrap_err();
        assert_eq!(refused.code(), "tournament_import_next_bye");
        let mut gone = three();
        gone.next_byes.push((2, Outcome::ZeroBye));
        assert_eq!(plan(&gone, System::Swiss, 1).unwrap().withdrawn, [2]);
    }
}
