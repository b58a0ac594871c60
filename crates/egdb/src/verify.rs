//! The check of a database: every position against its successors, and a sample against a
//! plain search without the database.

use std::{path::Path, sync::atomic::AtomicBool};

use ply_core::{Game, msg};
use ply_draughts::{
    Draughts,
    egdb::{SliceCounts, verify_slice},
};
use ply_search::{Limits, Proven, Searcher};

use crate::{EgdbError, Event, load, variant_of};

/// What a check found.
#[derive(Clone, Debug, Default)]
pub struct Verified {
    /// Positions checked against their successors, by value.
    pub counts: SliceCounts,
    /// Positions (as text) whose value contradicts their successors' (the first few).
    pub contradictions: Vec<String>,
    /// Sample positions searched without the database.
    pub sampled: u64,
    /// Of those, the ones the search proved (won, lost or drawn within its limit).
    pub proven: u64,
    /// Proved positions whose proof disagrees with the database (as text).
    pub disagreements: Vec<String>,
}

impl Verified {
    /// Whether nothing was found wrong.
    pub fn ok(&self) -> bool {
        self.contradictions.is_empty() && self.disagreements.is_empty()
    }
}

/// Checks the databases of `game` in `dir`: every position's value against its successors'
/// (a win has a move to a loss, a draw a move to a draw and none to a loss, a loss only moves to
/// wins), then `sample` positions spread over the signatures against a search without the
/// database, limited to `nodes` nodes each, wherever the search proves a result.
pub fn verify(
    dir: &Path,
    game: &str,
    sample: u64,
    nodes: u64,
    on: &mut dyn FnMut(&Event),
) -> Result<Verified, EgdbError> {
    let variant = variant_of(game)?;
    let tables = load(dir)?
        .into_iter()
        .find(|t| t.serves(&variant))
        .ok_or_else(|| {
            EgdbError(msg!(
                "egdb_no_tables",
                game = game,
                path = dir.display().to_string()
            ))
        })?;
    let mut report = Verified::default();
    let signatures = tables.signatures();
    for &sig in &signatures {
        on(&Event::Started {
            signature: sig,
            positions: 2 * sig.positions(variant.size()),
        });
        let (counts, wrong) = verify_slice(&tables, sig, &mut |done| {
            on(&Event::Progress { done });
        })
        .map_err(|missing| EgdbError(msg!("egdb_missing", signature = missing.name())))?;
        report.counts.wins += counts.wins;
        report.counts.draws += counts.draws;
        report.counts.losses += counts.losses;
        report.contradictions.extend(wrong);
    }
    let mut searcher = Searcher::<Draughts>::new(16);
    searcher.set_oracle(false);
    let stop = AtomicBool::new(false);
    let limits = Limits {
        nodes: Some(nodes),
        ..Limits::default()
    };
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    let mut tries = 0;
    while report.sampled < sample && tries < sample * 20 {
        tries += 1;
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let sig = signatures[(seed % signatures.len() as u64) as usize];
        let Some(pos) = tables.position(sig, seed >> 8) else {
            continue;
        };
        let Some(value) = tables.value(&pos) else {
            continue;
        };
        report.sampled += 1;
        searcher.clear();
        let found = searcher.search(&pos, &[], &limits, &stop, &mut |_| {});
        let proven = match found.proven {
            Some(Proven::Win) => ply_draughts::egdb::Wdl::Win,
            Some(Proven::Loss) => ply_draughts::egdb::Wdl::Loss,
            Some(Proven::Draw) => ply_draughts::egdb::Wdl::Draw,
            None => continue,
        };
        report.proven += 1;
        if proven != value && report.disagreements.len() < 10 {
            report.disagreements.push(pos.to_text());
        }
    }
    Ok(report)
}
