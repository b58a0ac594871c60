//! Why a chess game ends, besides the reasons every game shares (`ply_core::Reason::COMMON`).

use ply_core::Reason;

pub const CHECKMATE: Reason = Reason::new("reason-checkmate");
pub const STALEMATE: Reason = Reason::new("reason-stalemate");
/// Neither side can possibly mate (FIDE Laws 5.2.2).
pub const INSUFFICIENT_MATERIAL: Reason = Reason::new("reason-insufficient_material");
/// Fifty moves by each side without a pawn move or a capture.
pub const FIFTY_MOVES: Reason = Reason::counting_moves("reason-fifty_moves");

/// Every reason above, for `Verdict::REASONS`.
pub const ALL: &[Reason] = &[CHECKMATE, STALEMATE, INSUFFICIENT_MATERIAL, FIFTY_MOVES];
