//! Tie-breaks: points, Buchholz, Buchholz cut-1, Sonneborn–Berger and direct encounter, with
//! unplayed games treated as FIDE's tie-break rules (the Handbook's "virtual opponent", in
//! force from 2009) treat them:
//!
//! - For a player's own unplayed round `R` (a bye of any kind, a forfeit won or lost, a round
//!   not paired) the player is given a virtual opponent whose score is the player's score
//!   before round `R`, plus one minus what the player got in round `R`, plus a half for each
//!   round after `R`: `SPR + (1 − SfPR) + ½ (n − R)`, `n` the rounds played so far. That
//!   score counts in the player's Buchholz, and times the points the player got in round `R`
//!   in the Sonneborn–Berger.
//! - An opponent's score, as it counts for the player, has each of the opponent's own
//!   unplayed rounds counted as a draw.
//!
//! Buchholz cut-1 leaves out the lowest of these contributions. Direct encounter is the points
//! a player scored in games played against the others of a tied group, and is given only when
//! every two of the group have played each other. Values are whole numbers in half points,
//! except the Sonneborn–Berger (opponent's score times the player's result) in quarter points.

use crate::tournament::Tournament;
use crate::types::{HalfPoints, Rank};

/// A player's tie-break values after the rounds recorded.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Tiebreaks {
    pub rank: Rank,
    /// Points, in half points.
    pub points: HalfPoints,
    /// Buchholz, in half points.
    pub buchholz: HalfPoints,
    /// Buchholz without the lowest contribution, in half points.
    pub buchholz_cut1: HalfPoints,
    /// Sonneborn–Berger, in quarter points.
    pub sonneborn_berger: u32,
}

/// A score in half points as text: `3`, `3.5`.
pub fn halves(v: u32) -> String {
    if v.is_multiple_of(2) {
        (v / 2).to_string()
    } else {
        format!("{}.5", v / 2)
    }
}

/// A score in quarter points as text: `3`, `3.25`, `3.5`, `3.75`.
pub fn quarters(v: u32) -> String {
    match v % 4 {
        0 => (v / 4).to_string(),
        1 => format!("{}.25", v / 4),
        2 => format!("{}.5", v / 4),
        _ => format!("{}.75", v / 4),
    }
}

/// A player's score with every unplayed round counted as a draw, in half points.
fn adjusted_score(t: &Tournament, i: usize) -> HalfPoints {
    t.players[i]
        .rounds
        .iter()
        .map(|e| {
            if e.outcome.is_played() {
                e.outcome.half_points()
            } else {
                1
            }
        })
        .sum()
}

/// Each round's contribution for player `i`: the opponent's (or the virtual opponent's)
/// score in half points, and the points the player got, in half points.
fn contributions(t: &Tournament, i: usize) -> Vec<(HalfPoints, HalfPoints)> {
    let p = &t.players[i];
    let n = p.rounds.len() as u32;
    let mut before = 0;
    let mut out = Vec::with_capacity(p.rounds.len());
    for (r, e) in p.rounds.iter().enumerate() {
        let got = e.outcome.half_points();
        let opponent_score = match e.opponent {
            Some(o) if e.outcome.is_played() => adjusted_score(t, o as usize - 1),
            _ => {
                let round = r as u32 + 1;
                before + (2 - got) + (n - round)
            }
        };
        out.push((opponent_score, got));
        before += got;
    }
    out
}

/// The tie-breaks of player `rank` (1-based starting rank).
pub fn of(t: &Tournament, rank: Rank) -> Option<Tiebreaks> {
    let i = (rank as usize)
        .checked_sub(1)
        .filter(|&i| i < t.players.len())?;
    let c = contributions(t, i);
    let buchholz: u32 = c.iter().map(|&(s, _)| s).sum();
    let lowest = c.iter().map(|&(s, _)| s).min().unwrap_or(0);
    Some(Tiebreaks {
        rank,
        points: t.players[i].score(),
        buchholz,
        buchholz_cut1: buchholz - lowest,
        sonneborn_berger: c.iter().map(|&(s, got)| s * got).sum(),
    })
}

/// Direct encounter within a tied group: for each player of `group` (starting ranks), the
/// half points scored in games played against the others; `None` unless every two of the
/// group have played each other.
pub fn direct_encounter(t: &Tournament, group: &[Rank]) -> Option<Vec<HalfPoints>> {
    let mut out = Vec::with_capacity(group.len());
    for &a in group {
        let p = t.player(a)?;
        let mut sum = 0;
        for &b in group.iter().filter(|&&b| b != a) {
            let games: Vec<_> = p
                .rounds
                .iter()
                .filter(|e| e.opponent == Some(b) && e.outcome.is_played())
                .collect();
            if games.is_empty() {
                return None;
            }
            sum += games.iter().map(|e| e.outcome.half_points()).sum::<u32>();
        }
        out.push(sum);
    }
    Some(out)
}

/// The standings: every player's tie-breaks, ordered by points, then direct encounter among
/// players level on points (where all of them met), then Buchholz cut-1, Buchholz,
/// Sonneborn–Berger, and last the starting rank.
pub fn standings(t: &Tournament) -> Vec<Tiebreaks> {
    let mut rows: Vec<Tiebreaks> = (1..=t.players.len() as Rank)
        .filter_map(|r| of(t, r))
        .collect();
    // Direct encounter among each group level on points.
    let mut direct = vec![0u32; t.players.len()];
    let mut by_points: std::collections::BTreeMap<u32, Vec<Rank>> = Default::default();
    for r in &rows {
        by_points.entry(r.points).or_default().push(r.rank);
    }
    for group in by_points.values().filter(|g| g.len() > 1) {
        if let Some(values) = direct_encounter(t, group) {
            for (&rank, v) in group.iter().zip(values) {
                direct[rank as usize - 1] = v;
            }
        }
    }
    rows.sort_by_key(|r| {
        (
            std::cmp::Reverse((
                r.points,
                direct[r.rank as usize - 1],
                r.buchholz_cut1,
                r.buchholz,
                r.sonneborn_berger,
            )),
            r.rank,
        )
    });
    rows
}
