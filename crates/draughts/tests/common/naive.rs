//! A slow, plain reference move generator on a square array, written independently of the
//! engine's bitboards: it lists every move as (from, to, captured squares) so that tests can
//! compare the engine's legal moves with it.

use std::collections::BTreeSet;

use ply_core::{Game, Side};
use ply_draughts::{Draughts, Variant};

/// A move as (from, to, sorted captured squares).
pub type Plain = (u32, u32, Vec<u32>);

#[derive(Clone, Copy, PartialEq)]
enum Cell {
    Empty,
    Piece(Side, bool),
}

struct Board {
    size: i32,
    cells: Vec<Cell>,
}

impl Board {
    fn square(&self, r: i32, c: i32) -> Option<u32> {
        if r < 0 || c < 0 || r >= self.size || c >= self.size || (r + c) % 2 == 0 {
            return None;
        }
        Some((r * self.size / 2 + c / 2 + 1) as u32)
    }
    fn coords(&self, sq: u32) -> (i32, i32) {
        let s = sq as i32 - 1;
        let half = self.size / 2;
        let r = s / half;
        let c = 2 * (s % half) + if r % 2 == 0 { 1 } else { 0 };
        (r, c)
    }
    fn at(&self, r: i32, c: i32) -> Option<Cell> {
        self.square(r, c).map(|s| self.cells[s as usize])
    }
}

const DIRS: [(i32, i32); 4] = [(-1, -1), (-1, 1), (1, -1), (1, 1)];

struct Gen<'a> {
    b: &'a Board,
    v: Variant,
    side: Side,
    from: (i32, i32),
    out: BTreeSet<Plain>,
}

impl Gen<'_> {
    fn empty(&self, r: i32, c: i32) -> bool {
        (r, c) == self.from || self.b.at(r, c) == Some(Cell::Empty)
    }
    fn enemy(&self, r: i32, c: i32, captured: &[u32]) -> bool {
        matches!(self.b.at(r, c), Some(Cell::Piece(s, _)) if s != self.side)
            && !captured.contains(&self.b.square(r, c).unwrap())
    }
    fn finish(&mut self, at: (i32, i32), captured: &[u32]) {
        let mut caps = captured.to_vec();
        caps.sort();
        let from = self.b.square(self.from.0, self.from.1).unwrap();
        self.out
            .insert((from, self.b.square(at.0, at.1).unwrap(), caps));
    }
    /// King jumps from `at`: (captured square, landing squares).
    fn king_jumps(&self, at: (i32, i32), captured: &[u32]) -> Vec<(u32, Vec<(i32, i32)>)> {
        let mut jumps = Vec::new();
        for (dr, dc) in DIRS {
            let (mut r, mut c) = (at.0 + dr, at.1 + dc);
            if self.v.flying_kings {
                while self.b.at(r, c).is_some() && self.empty(r, c) {
                    r += dr;
                    c += dc;
                }
            }
            if !self.enemy(r, c, captured) {
                continue;
            }
            let over = self.b.square(r, c).unwrap();
            let mut lands = Vec::new();
            let (mut lr, mut lc) = (r + dr, c + dc);
            while self.b.at(lr, lc).is_some() && self.empty(lr, lc) {
                lands.push((lr, lc));
                if !self.v.flying_kings {
                    break;
                }
                lr += dr;
                lc += dc;
            }
            if !lands.is_empty() {
                jumps.push((over, lands));
            }
        }
        jumps
    }
    fn king(&mut self, at: (i32, i32), captured: &mut Vec<u32>) {
        let jumps = self.king_jumps(at, captured);
        if jumps.is_empty() {
            if !captured.is_empty() {
                self.finish(at, captured);
            }
            return;
        }
        for (over, lands) in jumps {
            captured.push(over);
            let continuing: Vec<bool> = lands
                .iter()
                .map(|&l| !self.king_jumps(l, captured).is_empty())
                .collect();
            let must = self.v.king_must_continue && continuing.iter().any(|&x| x);
            for (i, &l) in lands.iter().enumerate() {
                if !must || continuing[i] {
                    self.king(l, captured);
                }
            }
            captured.pop();
        }
    }
    fn man(&mut self, at: (i32, i32), captured: &mut Vec<u32>) {
        let forward = if self.side == Side::White { -1 } else { 1 };
        let mut any = false;
        for (dr, dc) in DIRS {
            if !self.v.men_capture_backwards && dr != forward {
                continue;
            }
            let (r, c) = (at.0 + dr, at.1 + dc);
            let (lr, lc) = (r + dr, c + dc);
            if self.enemy(r, c, captured) && self.b.at(lr, lc).is_some() && self.empty(lr, lc) {
                any = true;
                captured.push(self.b.square(r, c).unwrap());
                let crown_row = if self.side == Side::White {
                    0
                } else {
                    self.b.size - 1
                };
                if self.v.crown_mid_capture && lr == crown_row {
                    // Crowned on the far row, it goes on as a king.
                    self.king((lr, lc), captured);
                } else {
                    self.man((lr, lc), captured);
                }
                captured.pop();
            }
        }
        if !any && !captured.is_empty() {
            self.finish(at, captured);
        }
    }
}

/// Every legal move of the position by the plain rules.
pub fn legal(pos: &Draughts) -> BTreeSet<Plain> {
    let v = *pos.variant();
    let size = i32::from(v.size());
    let mut cells = vec![Cell::Empty; v.squares() as usize + 1];
    for sq in 1..=v.squares() {
        if let Some((s, k)) = pos.piece_at(sq) {
            cells[sq as usize] = Cell::Piece(s, k);
        }
    }
    let b = Board { size, cells };
    let side = pos.side_to_move();
    let mut king_caps = BTreeSet::new();
    let mut man_caps = BTreeSet::new();
    for sq in 1..=v.squares() {
        if let Cell::Piece(s, king) = b.cells[sq as usize] {
            if s != side {
                continue;
            }
            let from = b.coords(sq);
            let mut g = Gen {
                b: &b,
                v,
                side,
                from,
                out: BTreeSet::new(),
            };
            if king {
                g.king(from, &mut Vec::new());
                king_caps.extend(g.out);
            } else {
                g.man(from, &mut Vec::new());
                man_caps.extend(g.out);
            }
        }
    }
    let mut caps: BTreeSet<Plain> = if v.king_priority && !king_caps.is_empty() {
        king_caps
    } else {
        king_caps.into_iter().chain(man_caps).collect()
    };
    if v.majority_rule {
        let best = caps.iter().map(|m| m.2.len()).max().unwrap_or(0);
        caps.retain(|m| m.2.len() == best);
    }
    if !caps.is_empty() {
        return caps;
    }
    let mut quiet = BTreeSet::new();
    let forward = if side == Side::White { -1 } else { 1 };
    for sq in 1..=v.squares() {
        if let Cell::Piece(s, king) = b.cells[sq as usize] {
            if s != side {
                continue;
            }
            let (r, c) = b.coords(sq);
            for (dr, dc) in DIRS {
                if !king && dr != forward {
                    continue;
                }
                let (mut tr, mut tc) = (r + dr, c + dc);
                while b.at(tr, tc) == Some(Cell::Empty) {
                    quiet.insert((sq, b.square(tr, tc).unwrap(), Vec::new()));
                    if !king || !v.flying_kings {
                        break;
                    }
                    tr += dr;
                    tc += dc;
                }
            }
        }
    }
    quiet
}

/// The engine's legal moves in the same form.
pub fn engine(pos: &Draughts) -> BTreeSet<Plain> {
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    moves
        .iter()
        .map(|m| (m.from(), m.to(), m.captured().collect()))
        .collect()
}
