//! Perft: the number of leaf nodes of the legal-move tree to a given depth — the standard,
//! independent check of a move generator (see "Counting moves" in `docs/rules/README.md`).
//!
//! Draw rules are ignored: a position is terminal only when it has no legal move.

use crate::Game;

/// Reusable move buffers, one per ply, so that counting allocates nothing once warmed up.
pub struct Buffers<M> {
    per_ply: Vec<Vec<M>>,
    /// The buffer of the last ply's bulk count.
    leaf: Vec<M>,
}

impl<M> Default for Buffers<M> {
    fn default() -> Self {
        Buffers {
            per_ply: Vec::new(),
            leaf: Vec::new(),
        }
    }
}

impl<M> Buffers<M> {
    fn take(&mut self, ply: usize) -> Vec<M> {
        if self.per_ply.len() <= ply {
            self.per_ply.resize_with(ply + 1, Vec::new);
        }
        std::mem::take(&mut self.per_ply[ply])
    }
    fn give(&mut self, ply: usize, buf: Vec<M>) {
        self.per_ply[ply] = buf;
    }
}

/// `perft(pos, 0) == 1`; otherwise the sum over the legal moves of perft one ply less, with the
/// last ply counted in bulk.
pub fn perft<G: Game>(pos: &G, depth: u32) -> u64 {
    let mut buffers = Buffers::default();
    perft_with(pos, depth, &mut buffers, 0)
}

fn perft_with<G: Game>(pos: &G, depth: u32, buffers: &mut Buffers<G::Move>, ply: usize) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_moves(&mut buffers.leaf) as u64,
        _ => {
            let mut moves = buffers.take(ply);
            pos.legal_moves(&mut moves);
            let mut sum = 0;
            for &mv in &moves {
                let mut next = pos.clone();
                next.play(mv);
                sum += perft_with(&next, depth - 1, buffers, ply + 1);
            }
            buffers.give(ply, moves);
            sum
        }
    }
}

/// Perft split by root move: each legal move in notation with its count ("divide").
pub fn divide<G: Game>(pos: &G, depth: u32) -> Vec<(String, u64)> {
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    let mut buffers = Buffers::default();
    moves
        .into_iter()
        .map(|mv| {
            let mut next = pos.clone();
            next.play(mv);
            let nodes = perft_with(&next, depth.saturating_sub(1), &mut buffers, 0);
            (pos.format_move(mv), nodes)
        })
        .collect()
}
