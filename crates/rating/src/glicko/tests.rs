use super::*;

fn close(a: f64, b: f64, within: f64) -> bool {
    (a - b).abs() <= within
}

fn rating(rating: f64, rd: f64, volatility: f64) -> Rating {
    Rating {
        rating,
        rd,
        volatility,
    }
}

/// Glickman's worked example: 1500/200/0.06 beats 1400/30, loses to 1550/100 and to 1700/300
/// in one period; with the paper's τ = 0.5 it gives 1464.06, 151.52 and 0.05999. The paper
/// rounds μ′ to four places before scaling it back (−0.2069 × 173.7178), so it prints 1464.06
/// where the unrounded rating is 1464.05. ply's τ of 0.75 moves only the volatility's sixth
/// digit.
#[test]
fn glickmans_example() {
    let player = rating(1500.0, 200.0, 0.06);
    let results = [
        (rating(1400.0, 30.0, 0.06), Score::Win),
        (rating(1550.0, 100.0, 0.06), Score::Loss),
        (rating(1700.0, 300.0, 0.06), Score::Loss),
    ];
    let paper = update(player, &results, 1.0, 0.5, f64::INFINITY);
    assert!(close(paper.rating, 1464.06, 0.01), "{paper:?}");
    assert!(close(paper.rd, 151.52, 0.005), "{paper:?}");
    assert!(close(paper.volatility, 0.05999, 0.000_01), "{paper:?}");
    let ours = period(player, &results, 1.0);
    assert!(close(ours.rating, 1464.06, 0.01), "{ours:?}");
    assert!(close(ours.rd, 151.52, 0.005), "{ours:?}");
    assert!(close(ours.volatility, 0.05999, 0.000_01), "{ours:?}");
    assert_ne!(paper.volatility, ours.volatility);
}

/// skillratings implements the paper's step 6 with one period: with t = 1 and no bounds, the
/// two agree to rounding on periods of one to four games.
#[test]
fn agrees_with_skillratings_over_one_period() {
    use skillratings::{Outcomes, glicko2};
    let config = glicko2::Glicko2Config {
        tau: TAU,
        convergence_tolerance: EPSILON,
    };
    let theirs = |r: Rating| glicko2::Glicko2Rating {
        rating: r.rating,
        deviation: r.rd,
        volatility: r.volatility,
    };
    let outcome = |s: Score| match s {
        Score::Win => Outcomes::WIN,
        Score::Draw => Outcomes::DRAW,
        Score::Loss => Outcomes::LOSS,
    };
    let players = [
        Rating::START,
        rating(1712.0, 48.0, 0.055),
        rating(1290.0, 180.0, 0.07),
        rating(2230.0, 95.0, 0.06),
    ];
    let scores = [Score::Win, Score::Draw, Score::Loss];
    let mut checked = 0;
    for (i, player) in players.iter().enumerate() {
        for n in 1..=4 {
            let results: Vec<(Rating, Score)> = (0..n)
                .map(|k| (players[(i + k + 1) % 4], scores[(i + k) % 3]))
                .collect();
            let ours = period(*player, &results, 1.0);
            let them: Vec<_> = results
                .iter()
                .map(|(r, s)| (theirs(*r), outcome(*s)))
                .collect();
            let other = glicko2::glicko2_rating_period(&theirs(*player), &them, &config);
            assert!(close(ours.rating, other.rating, 1e-9), "{ours:?} {other:?}");
            assert!(close(ours.rd, other.deviation, 1e-9), "{ours:?} {other:?}");
            assert!(
                close(ours.volatility, other.volatility, 1e-12),
                "{ours:?} {other:?}"
            );
            checked += 1;
        }
        // skillratings keeps an idle RD at most 350 as well.
        let idle = update(*player, &[], 1.0, TAU, MAX_RD);
        let other = glicko2::decay_deviation(&theirs(*player));
        assert!(close(idle.rd, other.deviation, 1e-9), "{idle:?} {other:?}");
    }
    assert_eq!(checked, 16);
}

#[test]
fn rd_grows_with_time_away_up_to_the_most() {
    let settled = rating(1800.0, 60.0, 0.06);
    let opponent = rating(1800.0, 60.0, 0.06);
    let after = |days: Option<f64>| game([settled, opponent], [days, Some(0.0)], Score::Win)[0];
    // The same win moves a rating more, and leaves its RD wider, the longer the player was
    // away before it.
    let now = after(Some(0.0));
    let week = after(Some(7.0));
    let year = after(Some(365.0));
    assert!(
        now.rd < week.rd && week.rd < year.rd,
        "{now:?} {week:?} {year:?}"
    );
    assert!(now.rating < week.rating && week.rating < year.rating);
    // Idle, RD grows as √(φ² + t·σ²): 30 days are 6.43 periods, 60 → 65.56.
    let month = period(settled, &[], periods_away(Some(30.0)));
    let phi = 60.0 / SCALE;
    let expected = (phi * phi + 30.0 * PERIODS_PER_DAY * 0.0036).sqrt() * SCALE;
    assert!(close(month.rd, expected, 1e-9), "{month:?}");
    assert!(close(month.rd, 65.56, 0.01), "{month:?}");
    assert_eq!(month.rating, settled.rating);
    // Twenty years away: as uncertain as a new player before the game, never more.
    let twenty_years = update(settled, &[], periods_away(Some(7300.0)), TAU, MAX_RD);
    assert_eq!(twenty_years.rd, MAX_RD);
    let unbounded = period(settled, &[], periods_away(Some(7300.0)));
    assert!(unbounded.rd > MAX_RD);
    // Times that count nothing.
    assert_eq!(periods_away(None), 1.0);
    for nothing in [Some(0.0), Some(-3.0), Some(f64::NAN), Some(f64::INFINITY)] {
        assert_eq!(periods_away(nothing), 0.0, "{nothing:?}");
    }
}

#[test]
fn rd_stays_within_bounds() {
    // Games back to back against a settled opponent narrow RD to the floor and no further.
    let opponent = rating(1500.0, 45.0, 0.06);
    let mut r = Rating::START;
    let mut floor_reached = false;
    for i in 0..400 {
        let score = [Score::Win, Score::Draw, Score::Loss][i % 3];
        let days = if i == 0 { None } else { Some(0.0) };
        let unbounded = update(r, &[(opponent, score)], periods_away(days), TAU, MAX_RD);
        [r, _] = game([r, opponent], [days, Some(0.0)], score);
        assert!((MIN_RD..=MAX_RD).contains(&r.rd), "{r:?}");
        assert_eq!(r.rd, unbounded.rd.clamp(MIN_RD, MAX_RD));
        floor_reached |= unbounded.rd < MIN_RD;
    }
    assert!(floor_reached);
    assert_eq!(r.rd, MIN_RD);
    // Two new players: RD falls from 350, ratings part by the same amount.
    let [a, b] = game([Rating::START; 2], [None; 2], Score::Loss);
    assert!(a.rd < MAX_RD && a.rd == b.rd, "{a:?} {b:?}");
    assert!(close(1500.0 - a.rating, b.rating - 1500.0, 1e-9));
    assert!(a.rating < 1500.0);
}

#[test]
fn a_game_is_symmetric() {
    let a = rating(1620.0, 80.0, 0.059);
    let b = rating(1480.0, 150.0, 0.061);
    let [a1, b1] = game([a, b], [Some(2.0), Some(9.0)], Score::Win);
    let [b2, a2] = game([b, a], [Some(9.0), Some(2.0)], Score::Loss);
    assert_eq!((a1, b1), (a2, b2));
    let [a3, b3] = game([a, b], [Some(0.0); 2], Score::Draw);
    assert!(a3.rating < a.rating && b3.rating > b.rating);
}

#[test]
fn provisional_and_shown() {
    assert!(Rating::START.provisional());
    assert_eq!(Rating::START.shown(), "1500?");
    let settled = rating(1711.5, 110.0, 0.06);
    assert!(!settled.provisional());
    assert_eq!(settled.shown(), "1712");
}
