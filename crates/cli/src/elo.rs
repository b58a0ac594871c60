//! Elo difference from a match score, with its 95% interval (normal approximation over the
//! per-game scores, as cutechess and fastchess report it).

/// The Elo difference that an expected score `s` (0 < s < 1) corresponds to.
pub fn elo(score: f64) -> f64 {
    let s = score.clamp(1e-6, 1.0 - 1e-6);
    -400.0 * (1.0 / s - 1.0).log10()
}

/// `(score, elo, (low, high))` for a match from the first player's point of view.
pub fn rate(wins: u32, draws: u32, losses: u32) -> (f64, f64, (f64, f64)) {
    let n = f64::from(wins + draws + losses);
    if n == 0.0 {
        return (0.5, 0.0, (0.0, 0.0));
    }
    let (w, d, l) = (
        f64::from(wins) / n,
        f64::from(draws) / n,
        f64::from(losses) / n,
    );
    let score = w + d / 2.0;
    let variance = w * (1.0 - score).powi(2) + d * (0.5 - score).powi(2) + l * score.powi(2);
    let margin = 1.96 * (variance / n).sqrt();
    (
        score,
        elo(score),
        (elo(score - margin), elo(score + margin)),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn even_score_is_zero_elo() {
        let (score, e, (lo, hi)) = rate(10, 10, 10);
        assert_eq!(score, 0.5);
        assert!(e.abs() < 1e-9);
        assert!(lo < 0.0 && hi > 0.0);
    }

    #[test]
    fn three_quarters_is_about_191_elo() {
        assert!((elo(0.75) - 190.85).abs() < 0.1);
        let (_, e, (lo, hi)) = rate(70, 10, 20);
        assert!(lo < e && e < hi && e > 0.0);
    }
}
