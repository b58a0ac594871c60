//! Retrograde analysis of one signature, and the check of its values against its successors.
//!
//! Building: every position of the signature (both sides to move) is looked at once, forwards.
//! A position without a move is lost. A capture or a crowning leads into another signature,
//! already built, whose value is looked up; a quiet move stays in the signature and is counted.
//! A position with a move to a lost position is won. Then, from every decided position, the
//! quiet moves are taken back (a man one step back, a king any free distance): a predecessor
//! without a capture of its own had that move; it is won when the position is lost, and when
//! the last of its quiet moves turns out won for the opponent it is lost, or drawn if one of its
//! captures or crownings draws. What is never decided is a draw: neither side can force a win.

use ply_core::Side;

use super::{Index, Signature, Tables, Wdl, code_at, has_capture, placement_of, position_of};
use crate::{
    board::{ALL, Bits, DOWN, Geometry, UP, shift},
    mv::Move,
    position::{Draughts, with_geometry},
};

const OPEN: u8 = 0;
const WIN: u8 = 1;
const LOSS: u8 = 2;
const NONE: u8 = 3;
const DRAWN: u8 = 4;
/// In `count`: a capture or crowning leads to a draw.
const DRAW_EXIT: u8 = 0x80;

/// How many positions of a signature were won, drawn and lost for the side to move.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct SliceCounts {
    pub wins: u64,
    pub draws: u64,
    pub losses: u64,
}

impl SliceCounts {
    fn add(&mut self, code: u8) {
        match code {
            0 => self.draws += 1,
            1 => self.wins += 1,
            2 => self.losses += 1,
            _ => {}
        }
    }

    /// Every position counted.
    pub fn positions(&self) -> u64 {
        self.wins + self.draws + self.losses
    }
}

/// Computes the packed values of `sig` under the rules of `tables`, which must hold every
/// signature its captures and crownings lead to (else `Err` names one that is missing).
/// `progress` is told the number of positions looked at so far (up to twice
/// [`Signature::positions`]).
pub fn build_slice(
    tables: &Tables,
    sig: Signature,
    progress: &mut dyn FnMut(u64),
) -> Result<(Vec<u8>, SliceCounts), Signature> {
    let variant = *tables.rules();
    let index = Index::new(sig, variant.size());
    let len = index.len();
    let total = 2 * len as usize;
    let mut state = vec![OPEN; total];
    let mut count = vec![0u8; total];
    let mut queue: Vec<u64> = Vec::new();
    let mut moves: Vec<Move> = Vec::new();
    for entry in 0..2 * len {
        if entry % 65_536 == 0 {
            progress(entry);
        }
        let side = if entry < len {
            Side::White
        } else {
            Side::Black
        };
        let Some(placement) = index.unrank(entry % len) else {
            state[entry as usize] = NONE;
            continue;
        };
        let pos = position_of(variant, &placement, side);
        pos.generate(&mut moves);
        let (mut won, mut inside, mut draw_exit) = (false, 0u8, false);
        for &mv in &moves {
            if mv.is_capture() || mv.crowns() {
                let mut child = pos;
                child.play_move(mv);
                match tables.value(&child) {
                    Some(Wdl::Loss) => {
                        won = true;
                        break;
                    }
                    Some(Wdl::Draw) => draw_exit = true,
                    Some(Wdl::Win) => {}
                    None => return Err(Signature::of(&child)),
                }
            } else {
                inside += 1;
            }
        }
        let e = entry as usize;
        if won {
            state[e] = WIN;
            queue.push(entry);
        } else if inside == 0 {
            state[e] = if draw_exit { DRAWN } else { LOSS };
            if !draw_exit {
                queue.push(entry);
            }
        } else {
            count[e] = inside | if draw_exit { DRAW_EXIT } else { 0 };
        }
    }
    progress(2 * len);
    let mut parents: Vec<Draughts> = Vec::new();
    let mut head = 0;
    while head < queue.len() {
        let entry = queue[head];
        head += 1;
        let value = state[entry as usize];
        let side = if entry < len {
            Side::White
        } else {
            Side::Black
        };
        let Some(placement) = index.unrank(entry % len) else {
            continue;
        };
        let pos = position_of(variant, &placement, side);
        parents.clear();
        with_geometry!(pos, G => predecessors::<G>(&pos, &mut parents));
        for parent in &parents {
            if has_capture(parent) {
                continue;
            }
            let (_, p) = placement_of(parent);
            let mut pe = index.rank(&p);
            if side == Side::White {
                pe += len; // the parent has Black to move
            }
            let pe_us = pe as usize;
            if state[pe_us] != OPEN {
                continue;
            }
            if value == LOSS {
                state[pe_us] = WIN;
                queue.push(pe);
            } else {
                count[pe_us] -= 1;
                if count[pe_us] & !DRAW_EXIT == 0 {
                    if count[pe_us] & DRAW_EXIT != 0 {
                        state[pe_us] = DRAWN;
                    } else {
                        state[pe_us] = LOSS;
                        queue.push(pe);
                    }
                }
            }
        }
    }
    let mut packed = vec![0u8; total.div_ceil(4)];
    let mut counts = SliceCounts::default();
    for (e, &s) in state.iter().enumerate() {
        let code = match s {
            WIN => 1,
            LOSS => 2,
            NONE => 3,
            _ => 0,
        };
        counts.add(code);
        packed[e / 4] |= code << ((e % 4) * 2);
    }
    Ok((packed, counts))
}

/// The positions from which a quiet move of the side that just moved (not a crowning, not a
/// capture) leads to `pos`; whether each had a capture instead is the caller's test.
fn predecessors<G: Geometry<W = u64>>(pos: &Draughts, out: &mut Vec<Draughts>) {
    let mover = !pos.side_to_move_inner();
    let [white, black] = pos.pieces_both();
    let empty = G::BOARD & !(white | black);
    let own = pos.pieces(mover);
    let kings = pos.kings_bits();
    let forward: &[usize] = if mover == Side::White { &UP } else { &DOWN };
    let variant = *pos.variant();
    let parent = |from: u64, to: u64, king: bool| {
        let moved = |b: u64| if b & to != 0 { (b & !to) | from } else { b };
        let kings = if king { moved(kings) } else { kings };
        Draughts::from_parts(variant, moved(white), moved(black), kings, mover)
    };
    for man in Bits(own & !kings) {
        let to = 1u64 << man;
        for &d in forward {
            let from = shift::<G>(to, 3 - d) & empty;
            if from != 0 {
                out.push(parent(from, to, false));
            }
        }
    }
    for king in Bits(own & kings) {
        let to = 1u64 << king;
        for d in ALL {
            let mut from = shift::<G>(to, d) & empty;
            while from != 0 {
                out.push(parent(from, to, true));
                if !variant.flying_kings {
                    break;
                }
                from = shift::<G>(from, d) & empty;
            }
        }
    }
}

/// Checks every position of `sig` in `tables` against its successors (all looked up in
/// `tables`): a position is won if a move leads to a position lost for the opponent, else drawn
/// if one leads to a draw, else lost (also without a move). Returns the counts and the first
/// few positions (as text) whose value breaks the rule; `progress` as for [`build_slice`].
pub fn verify_slice(
    tables: &Tables,
    sig: Signature,
    progress: &mut dyn FnMut(u64),
) -> Result<(SliceCounts, Vec<String>), Signature> {
    let variant = *tables.rules();
    let index = Index::new(sig, variant.size());
    let len = index.len();
    let packed = tables.slices.get(&sig).ok_or(sig)?;
    let mut counts = SliceCounts::default();
    let mut wrong = Vec::new();
    let mut moves: Vec<Move> = Vec::new();
    for entry in 0..2 * len {
        if entry % 65_536 == 0 {
            progress(entry);
        }
        let code = code_at(packed, entry);
        let placement = index.unrank(entry % len);
        let side = if entry < len {
            Side::White
        } else {
            Side::Black
        };
        let Some(placement) = placement else {
            if code != NONE {
                wrong.push(format!("{} #{entry}", sig.name()));
            }
            continue;
        };
        counts.add(code);
        let pos = position_of(variant, &placement, side);
        pos.generate(&mut moves);
        let mut best = Wdl::Loss;
        for &mv in &moves {
            let mut child = pos;
            child.play_move(mv);
            match tables
                .value(&child)
                .ok_or_else(|| Signature::of(&child))?
                .flip()
            {
                Wdl::Win => {
                    best = Wdl::Win;
                    break;
                }
                Wdl::Draw => best = Wdl::Draw,
                Wdl::Loss => {}
            }
        }
        if best.code() != code && wrong.len() < 10 {
            wrong.push(crate::text::write(&pos));
        }
    }
    progress(2 * len);
    Ok((counts, wrong))
}
