//! Why a Kalah game ends, besides the reasons every game shares (`ply_core::Reason::COMMON`).

use ply_core::Reason;

/// One side's pits are all empty; the seeds are counted.
pub const PITS_EMPTY: Reason = Reason::new("reason-pits_empty");

/// Every reason above, for `Verdict::REASONS`.
pub const ALL: &[Reason] = &[PITS_EMPTY];
