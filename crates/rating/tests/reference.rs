//! ply's ratings against an independent Glicko-2: `data/glicko2_reference.py`, written from
//! Glickman's paper in plain Python, rated a series of 400 games among five players (new
//! players, games on the same day, absences long enough to grow RD to its cap, a run back to
//! back down to its floor) and wrote every rating before and after each game to
//! `data/glicko2_reference.json`. Made by `python3 crates/rating/tests/data/glicko2_reference.py`.
//! Here the same games are rated from the start, each game's ratings read from the ratings
//! this test computed before it, so that any difference would carry on and show.

use std::collections::HashMap;

use ply_rating::{MIN_RD, Rating, Score, TAU, game};
use serde_json::Value;

fn triple(v: &Value) -> Rating {
    let n = |i: usize| v[i].as_f64().expect("a number");
    Rating {
        rating: n(0),
        rd: n(1),
        volatility: n(2),
    }
}

fn assert_close(ours: Rating, theirs: Rating, what: &str) {
    assert!(
        (ours.rating - theirs.rating).abs() < 1e-7
            && (ours.rd - theirs.rd).abs() < 1e-7
            && (ours.volatility - theirs.volatility).abs() < 1e-10,
        "{what}: ours {ours:?}, the reference's {theirs:?}"
    );
}

#[test]
fn a_series_rated_as_the_reference_rates_it() {
    let text = include_str!("data/glicko2_reference.json");
    let data: Value = serde_json::from_str(text).expect("the reference reads");
    assert_eq!(data["tau"].as_f64(), Some(TAU));
    let games = data["games"].as_array().expect("games");
    assert_eq!(games.len(), 400);
    let mut ratings: HashMap<&str, Rating> = HashMap::new();
    let mut last: HashMap<&str, f64> = HashMap::new();
    let mut floors = 0;
    for (i, g) in games.iter().enumerate() {
        let day = g["day"].as_f64().expect("day");
        let names = [
            g["white"].as_str().expect("white"),
            g["black"].as_str().expect("black"),
        ];
        let score = match g["score"].as_f64() {
            Some(1.0) => Score::Win,
            Some(0.5) => Score::Draw,
            Some(0.0) => Score::Loss,
            other => panic!("game {i}: score {other:?}"),
        };
        let before = names.map(|n| ratings.get(n).copied().unwrap_or(Rating::START));
        let away = names.map(|n| last.get(n).map(|d| day - d));
        for side in 0..2 {
            assert_close(
                before[side],
                triple(&g["before"][side]),
                &format!("game {i} before"),
            );
        }
        let after = game(before, away, score);
        for side in 0..2 {
            assert_close(
                after[side],
                triple(&g["after"][side]),
                &format!("game {i} after"),
            );
            floors += usize::from(after[side].rd == MIN_RD);
            ratings.insert(names[side], after[side]);
            last.insert(names[side], day);
        }
    }
    // The series reached the floor, and absences long enough to cap the pre-period RD (more
    // than 5,300 days at volatility 0.06 from any RD).
    assert!(floors > 10, "{floors}");
    let long = |g: &&Value| (0..2).any(|s| g["days_away"][s].as_f64() > Some(5000.0));
    assert!(games.iter().filter(long).count() >= 2);
}
