//! The Berger tables against the published ones (`data/berger.txt`, typed in from FIDE's
//! C.05 Annex 1 for 4 to 12 players), and every size's structure from 3 to 20 players,
//! single and double.

use std::collections::HashMap;

use ply_pairing::berger::{self, BergerError};
use ply_pairing::{Board, Round};

fn published() -> Vec<(u32, u32, Vec<Board>)> {
    include_str!("data/berger.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let (head, boards) = l.split_once(':').expect("a colon");
            let mut head = head.split_whitespace().map(|x| x.parse::<u32>().unwrap());
            let (n, r) = (head.next().unwrap(), head.next().unwrap());
            let boards = boards
                .split_whitespace()
                .map(|b| {
                    let (w, k) = b.split_once('-').unwrap();
                    Board {
                        white: w.parse().unwrap(),
                        black: k.parse().unwrap(),
                    }
                })
                .collect();
            (n, r, boards)
        })
        .collect()
}

#[test]
fn tables_equal_the_published_ones() {
    let rows = published();
    assert_eq!(rows.len(), 3 + 5 + 7 + 9 + 11);
    for (n, r, boards) in rows {
        let ours = berger::round(n, false, r).unwrap();
        assert_eq!(ours.boards, boards, "{n} players, round {r}");
        assert_eq!(ours.bye, None);
        // One fewer player: the highest number is the bye, the other boards as published.
        let odd = berger::round(n - 1, false, r).unwrap();
        let kept: Vec<Board> = boards
            .iter()
            .copied()
            .filter(|b| b.white != n && b.black != n)
            .collect();
        assert_eq!(odd.boards, kept, "{} players, round {r}", n - 1);
        let bye = boards
            .iter()
            .find_map(|b| {
                (b.white == n)
                    .then_some(b.black)
                    .or((b.black == n).then_some(b.white))
            })
            .unwrap();
        assert_eq!(odd.bye, Some(bye));
    }
}

/// Each player's colours round by round (None for the bye).
fn colours(n: u32, rounds: &[Round]) -> Vec<Vec<Option<bool>>> {
    let mut out = vec![vec![None; rounds.len()]; n as usize + 1];
    for (r, round) in rounds.iter().enumerate() {
        for b in &round.boards {
            out[b.white as usize][r] = Some(true);
            out[b.black as usize][r] = Some(false);
        }
    }
    out
}

#[test]
fn every_size_meets_each_pair_once_per_cycle_with_balanced_colours() {
    for n in 3..=20 {
        for double in [false, true] {
            let rounds = berger::table(n, double).unwrap();
            let cycle = (n + n % 2 - 1) as usize;
            assert_eq!(rounds.len(), if double { 2 * cycle } else { cycle });
            let mut met: HashMap<(u32, u32), Vec<(usize, u32)>> = HashMap::new();
            for (r, round) in rounds.iter().enumerate() {
                let mut seen = vec![0; n as usize + 1];
                for b in &round.boards {
                    assert!(b.white != b.black && b.white <= n && b.black <= n);
                    seen[b.white as usize] += 1;
                    seen[b.black as usize] += 1;
                    let key = (b.white.min(b.black), b.white.max(b.black));
                    met.entry(key).or_default().push((r / cycle, b.white));
                }
                if let Some(bye) = round.bye {
                    seen[bye as usize] += 1;
                }
                assert_eq!(round.bye.is_some(), n % 2 == 1, "{n} round {}", r + 1);
                assert!(seen[1..].iter().all(|&s| s == 1), "{n} round {}", r + 1);
            }
            // Every pair meets once per cycle; in a double round robin once with each colour.
            assert_eq!(met.len() as u32, n * (n - 1) / 2, "{n}");
            for (pair, games) in &met {
                if double {
                    assert_eq!(games.len(), 2, "{n} {pair:?}");
                    assert_eq!((games[0].0, games[1].0), (0, 1));
                    assert_ne!(games[0].1, games[1].1, "{n} {pair:?} colours");
                } else {
                    assert_eq!(games.len(), 1, "{n} {pair:?}");
                }
            }
            let table = colours(n, &rounds);
            for (p, seq) in table.iter().enumerate().skip(1) {
                let played: Vec<bool> = seq.iter().flatten().copied().collect();
                let whites = played.iter().filter(|&&w| w).count() as i64;
                let blacks = played.len() as i64 - whites;
                // Even tables: (n-2)/2 or n/2 whites of n-1 in a cycle; the bye's column
                // loses one game at most.
                assert!(
                    (whites - blacks).abs() <= 2,
                    "{n} player {p}: {whites}-{blacks}"
                );
                if double {
                    assert_eq!(whites, blacks, "{n} double, player {p}");
                }
                // Never the same colour three games in a row, across both cycles.
                for w in seq.windows(3) {
                    if let [Some(a), Some(b), Some(c)] = w {
                        assert!(
                            !(a == b && b == c),
                            "{n} double={double} player {p}: {seq:?}"
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn sizes_and_rounds_out_of_range_are_refused() {
    assert_eq!(berger::round(2, false, 1), Err(BergerError::Players(2)));
    assert_eq!(berger::round(21, false, 1), Err(BergerError::Players(21)));
    assert!(matches!(
        berger::round(6, false, 6),
        Err(BergerError::Round {
            round: 6,
            rounds: 5
        })
    ));
    assert!(matches!(
        berger::round(6, false, 0),
        Err(BergerError::Round { .. })
    ));
    assert!(berger::round(6, true, 10).is_ok());
    assert!(matches!(
        berger::round(5, true, 11),
        Err(BergerError::Round { .. })
    ));
}
