//! Glicko-2, steps 2–8 of Glickman's "Example of the Glicko-2 system", with one change of
//! lichess's: step 6's pre-period RD, φ* = √(φ² + σ′²), counts the rating periods a player was
//! away instead of one, φ* = √(φ² + t·σ′²), t being the days since the player's last rated
//! game times [`PERIODS_PER_DAY`] (one period for a first game). Two games in a row thus
//! narrow RD down to [`MIN_RD`], and a long absence widens it back up to [`MAX_RD`].
//!
//! (skillratings implements the paper's step 6 with t fixed at one, so it cannot grow RD with
//! the time away; it checks this module's numbers with t = 1 in the tests.)

/// The system constant τ: how much the volatility may change in one period.
pub const TAU: f64 = 0.75;
/// The smallest RD a rating keeps, however many games it rests on.
pub const MIN_RD: f64 = 45.0;
/// The largest RD: a new player's, and the most that time away can grow one to.
pub const MAX_RD: f64 = 350.0;
/// A rating with an RD above this is provisional (shown with "?").
pub const PROVISIONAL_RD: f64 = 110.0;
/// Rating periods counted per day away (lichess's rate: at volatility 0.06, a settled RD of
/// 45 is provisional again after about 14 months away, and back at 350 after 14 years).
pub const PERIODS_PER_DAY: f64 = 0.21436;

/// Glicko-2's scale factor between the Glicko scale and its own (Glickman: 173.7178).
const SCALE: f64 = 173.7178;
/// Convergence tolerance of the volatility iteration (Glickman: 0.000001).
const EPSILON: f64 = 0.000_001;

/// A player's rating on the Glicko scale: rating, RD and volatility.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Rating {
    pub rating: f64,
    pub rd: f64,
    pub volatility: f64,
}

impl Rating {
    /// A new player's rating: 1500, RD 350, volatility 0.06.
    pub const START: Rating = Rating {
        rating: 1500.0,
        rd: MAX_RD,
        volatility: 0.06,
    };

    /// Whether the rating is provisional: RD above [`PROVISIONAL_RD`].
    pub fn provisional(&self) -> bool {
        self.rd > PROVISIONAL_RD
    }

    /// The rating as a whole number, as it is shown and as changes are counted.
    pub fn rounded(&self) -> i64 {
        self.rating.round() as i64
    }

    /// The rating as shown: `1500?` while provisional, `1712` once settled.
    pub fn shown(&self) -> String {
        let mark = if self.provisional() { "?" } else { "" };
        format!("{}{mark}", self.rounded())
    }
}

/// A game's result for one player.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Score {
    Win,
    Draw,
    Loss,
}

impl Score {
    /// The same game's result for the other player.
    pub fn opposite(self) -> Score {
        match self {
            Score::Win => Score::Loss,
            Score::Draw => Score::Draw,
            Score::Loss => Score::Win,
        }
    }

    /// 1, ½ or 0.
    pub fn points(self) -> f64 {
        match self {
            Score::Win => 1.0,
            Score::Draw => 0.5,
            Score::Loss => 0.0,
        }
    }
}

/// The rating periods that `days` away count for: [`PERIODS_PER_DAY`] a day, one for a
/// player never rated before (`None`); no time (or a negative or unreadable one) counts none.
pub fn periods_away(days: Option<f64>) -> f64 {
    match days {
        None => 1.0,
        Some(d) if d > 0.0 && d.is_finite() => d * PERIODS_PER_DAY,
        Some(_) => 0.0,
    }
}

/// One rating period of Glickman's system for `player` against `results` (each opponent's
/// rating and the player's score against it), with τ = [`TAU`], `periods` counted in step 6
/// (1: the paper's step exactly). RD is not bounded here. No games: RD grows as step 6 says
/// for a player who did not compete.
pub fn period(player: Rating, results: &[(Rating, Score)], periods: f64) -> Rating {
    update(player, results, periods, TAU, f64::INFINITY)
}

/// The two players' ratings after one game between them, `score` being the first player's,
/// each player having been away `days_away` days since their last rated game (`None`: never
/// rated). Each is rated for one period against the other's rating as it stood, with RD at
/// most [`MAX_RD`] before the game and kept within [`MIN_RD`, `MAX_RD`] after it.
pub fn game(players: [Rating; 2], days_away: [Option<f64>; 2], score: Score) -> [Rating; 2] {
    let [a, b] = players;
    let rate = |me: Rating, other: Rating, days, score| {
        let r = update(me, &[(other, score)], periods_away(days), TAU, MAX_RD);
        Rating {
            rd: r.rd.clamp(MIN_RD, MAX_RD),
            ..r
        }
    };
    [
        rate(a, b, days_away[0], score),
        rate(b, a, days_away[1], score.opposite()),
    ]
}

/// Glickman's steps 2–8 with step 6 counting `periods` and φ* at most `max_rd`.
fn update(
    player: Rating,
    results: &[(Rating, Score)],
    periods: f64,
    tau: f64,
    max_rd: f64,
) -> Rating {
    let mu = (player.rating - 1500.0) / SCALE;
    let phi = player.rd / SCALE;
    let sigma = player.volatility;
    let pre_period = |sigma: f64| {
        (phi * phi + periods * sigma * sigma)
            .sqrt()
            .min(max_rd / SCALE)
    };
    if results.is_empty() {
        return Rating {
            rd: pre_period(sigma) * SCALE,
            ..player
        };
    }
    // Steps 3 and 4: the estimated variance v and improvement Δ.
    let mut inverse_v = 0.0;
    let mut sum = 0.0;
    for (opponent, score) in results {
        let mu_j = (opponent.rating - 1500.0) / SCALE;
        let g = g(opponent.rd / SCALE);
        let e = 1.0 / (1.0 + (-g * (mu - mu_j)).exp());
        inverse_v += g * g * e * (1.0 - e);
        sum += g * (score.points() - e);
    }
    let v = 1.0 / inverse_v;
    let delta = v * sum;
    // Step 5: the new volatility.
    let sigma = volatility(sigma, phi, v, delta, tau);
    // Steps 6 and 7: the pre-period RD, then the new RD and rating.
    let phi_star = pre_period(sigma);
    let phi = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
    let mu = mu + phi * phi * sum;
    // Step 8: back to the Glicko scale.
    Rating {
        rating: mu * SCALE + 1500.0,
        rd: phi * SCALE,
        volatility: sigma,
    }
}

fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (std::f64::consts::PI * std::f64::consts::PI)).sqrt()
}

/// Step 5: σ′ by the Illinois iteration on f(x), to within [`EPSILON`].
fn volatility(sigma: f64, phi: f64, v: f64, delta: f64, tau: f64) -> f64 {
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        let d = phi * phi + v + ex;
        ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (tau * tau)
    };
    let mut big_a = a;
    let mut big_b = if delta * delta > phi * phi + v {
        (delta * delta - phi * phi - v).ln()
    } else {
        // Step down by τ until f is no longer negative: its last term, −(x − a)/τ², grows
        // without bound as x falls, so this ends.
        let mut k = 1.0;
        while f(a - k * tau) < 0.0 {
            k += 1.0;
        }
        a - k * tau
    };
    let mut f_a = f(big_a);
    let mut f_b = f(big_b);
    while (big_b - big_a).abs() > EPSILON {
        let big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
        let f_c = f(big_c);
        if f_c * f_b <= 0.0 {
            big_a = big_b;
            f_a = f_b;
        } else {
            f_a /= 2.0;
        }
        big_b = big_c;
        f_b = f_c;
    }
    (big_a / 2.0).exp()
}

#[cfg(test)]
mod tests;
