//! Capture sequences: a depth-first search over the landing squares of one piece, under the
//! Turkish-strike rule (captured pieces stay on the board until the sequence ends and block;
//! none can be jumped twice; empty squares, the start square included, may be crossed again).
//! On the Turkish board ([`Geometry::REMOVE_AT_ONCE`]) a captured piece leaves at once instead:
//! its square is empty for the rest of the sequence, and a king may not turn back 180° (the
//! direction it came from is never searched, which is the same rule).
//!
//! Complete sequences go to a [`Sink`]: the move list (with deduplication and the majority
//! rule) or, for notation, a collector of landing paths.

use crate::{
    board::{ALL, Geometry, ORTHOGONAL, Word, shift, shift_orthogonal},
    mv::Move,
    variant::TieBreak,
};

/// Where complete capture sequences go. `enter`/`leave` track the landing squares of the
/// sequence being built; the move list ignores them.
pub(crate) trait Sink<W: Word> {
    /// The piece lands on `bit`.
    #[inline(always)]
    fn enter(&mut self, _bit: W) {}
    /// The last landing is taken back.
    #[inline(always)]
    fn leave(&mut self) {}
    /// A complete sequence from `from` ending on `to`, capturing the pieces of `captured`;
    /// `key` ranks it under the majority rule (the number of pieces, then any tie-break).
    fn found(&mut self, from: u32, to: u32, captured: W, key: u32, crown: bool);
    /// How many moves were kept so far.
    fn kept(&self) -> usize;
    /// Whether every path is wanted, even those that only repeat a move along another
    /// landing square of the same line (notation needs them, the move list does not).
    const ALL_PATHS: bool = false;
    /// Whether sequences are ranked by the rules' tie-break (the key then says more than the
    /// number of pieces). Without it the search does not track what the tie-breaks need.
    const RANKED: bool = false;
}

/// The legal-move list as a sink: equal moves are kept once, and under the majority rule only
/// the sequences of the highest key (the most pieces, then the tie-breaks) are kept.
pub(crate) struct MoveSink<'a, W: Word, const RANKED: bool> {
    pub moves: &'a mut Vec<Move<W>>,
    pub start: usize,
    pub best: u32,
    pub majority: bool,
    /// The board's [`Numbering::code`](crate::board::Numbering::code).
    pub code: u8,
}

impl<W: Word, const RANKED: bool> Sink<W> for MoveSink<'_, W, RANKED> {
    const RANKED: bool = RANKED;

    #[inline]
    fn found(&mut self, from: u32, to: u32, captured: W, key: u32, crown: bool) {
        if self.majority {
            if key < self.best {
                return;
            }
            if key > self.best {
                self.moves.truncate(self.start);
                self.best = key;
            }
        }
        let mv = Move::new(self.code, from, to, captured, crown);
        // A single capture has one path only; longer ones may arrive along several.
        if captured.count_ones() > 1 && self.moves[self.start..].contains(&mv) {
            return;
        }
        self.moves.push(mv);
    }

    fn kept(&self) -> usize {
        self.moves.len() - self.start
    }
}

/// The search for one piece's capture sequences.
pub(crate) struct Search<'s, W, S> {
    /// Opponent pieces (jumpable unless already captured in this sequence).
    pub opp: W,
    /// The opponent pieces a man may jump (not kings in Italian draughts).
    pub prey: W,
    /// Opponent kings, counted by the tie-breaks (0 without any).
    pub opp_kings: W,
    pub tie_break: TieBreak,
    /// Whether the moving piece is a king.
    pub by_king: bool,
    /// At which capture of the sequence (from 1) a king was first taken; 0: none yet. Kept
    /// only under the Italian tie-break.
    pub first_king: u32,
    /// Empty squares, with the moving piece's start square counted as empty.
    pub empty: W,
    /// The moving piece's start bit.
    pub from: u32,
    /// The row where the mover's men are crowned.
    pub crown_row: W,
    pub flying: bool,
    pub must_continue: bool,
    pub crown_mid: bool,
    /// Pieces captured so far in the sequence being built.
    pub count: u32,
    pub sink: &'s mut S,
}

/// No direction: nothing to skip (directions are 0..4 diagonal, 4..8 orthogonal).
pub(crate) const NONE: usize = 8;

/// One step in any of the eight directions.
#[inline(always)]
pub(crate) fn step<G: Geometry>(b: G::W, d: usize) -> G::W {
    if d < 4 {
        shift::<G>(b, d)
    } else {
        shift_orthogonal::<G>(b, d)
    }
}

impl<W: Word, S: Sink<W>> Search<'_, W, S> {
    /// The rank of a complete sequence under the majority rule: the number of pieces, then the
    /// tie-breaks of the rules.
    #[inline(always)]
    fn key(&self, captured: W) -> u32 {
        if !S::RANKED {
            return self.count;
        }
        match self.tie_break {
            TieBreak::None => self.count,
            TieBreak::Kings => self.count << 8 | (captured & self.opp_kings).count_ones(),
            TieBreak::Frisian => {
                // The value of the pieces taken (a king 199, a man 100), then a king's capture.
                let kings = (captured & self.opp_kings).count_ones();
                ((self.count - kings) * 100 + kings * 199) << 1 | u32::from(self.by_king)
            }
            TieBreak::Italian => {
                let first = if self.first_king > 0 {
                    64 - self.first_king
                } else {
                    0
                };
                self.count << 16
                    | u32::from(self.by_king) << 15
                    | (captured & self.opp_kings).count_ones() << 8
                    | first
            }
        }
    }

    /// The empty squares with the pieces captured so far: still blocking under the
    /// Turkish-strike rule, already gone on the Turkish board.
    #[inline(always)]
    fn empty<G: Geometry<W = W>>(&self, captured: W) -> W {
        if G::REMOVE_AT_ONCE {
            self.empty | captured
        } else {
            self.empty
        }
    }

    /// Restores what [`note`](Search::note) changed.
    #[inline(always)]
    fn restore(&mut self, before: u32) {
        if S::RANKED {
            self.first_king = before;
        }
    }

    /// Notes the capture of `over` for the Italian order of kings; returns what to restore.
    #[inline(always)]
    fn note(&mut self, over: W) -> u32 {
        if !S::RANKED {
            return 0;
        }
        let before = self.first_king;
        if self.tie_break == TieBreak::Italian && before == 0 && over & self.opp_kings != W::ZERO {
            self.first_king = self.count;
        }
        before
    }

    /// The sequences of a man standing on `at` having captured `captured` so far (`WHITE`: the
    /// side that moves up; `BACK`: men capture backwards too).
    pub fn man<G: Geometry<W = W>, const WHITE: bool, const BACK: bool>(
        &mut self,
        at: W,
        captured: W,
    ) {
        let dirs: &[usize] = if BACK {
            &ALL
        } else if WHITE {
            G::UP
        } else {
            G::DOWN
        };
        let mut any = false;
        for &d in dirs {
            let over = shift::<G>(at, d) & self.prey & !captured;
            if over == W::ZERO {
                continue;
            }
            let land = shift::<G>(over, d) & self.empty::<G>(captured);
            if land == W::ZERO {
                continue;
            }
            any = true;
            self.sink.enter(land);
            self.count += 1;
            let before = self.note(over);
            if self.crown_mid && land & self.crown_row != W::ZERO {
                self.king::<G>(land, captured | over, 3 - d, NONE, true);
            } else {
                self.man::<G, WHITE, BACK>(land, captured | over);
            }
            self.restore(before);
            self.count -= 1;
            self.sink.leave();
        }
        if G::ORTH {
            // Frisian men capture along rows and columns too, backwards as well; a man that
            // lands on the crown row goes on as a man.
            for d in ORTHOGONAL {
                let over = shift_orthogonal::<G>(at, d) & self.prey & !captured;
                if over == W::ZERO {
                    continue;
                }
                let land = shift_orthogonal::<G>(over, d) & self.empty;
                if land == W::ZERO {
                    continue;
                }
                any = true;
                self.sink.enter(land);
                self.count += 1;
                let before = self.note(over);
                if self.crown_mid && land & self.crown_row != W::ZERO {
                    self.king::<G>(land, captured | over, d ^ 3, NONE, true);
                } else {
                    self.man::<G, WHITE, BACK>(land, captured | over);
                }
                self.restore(before);
                self.count -= 1;
                self.sink.leave();
            }
        }
        if !any && captured != W::ZERO {
            let crown = at & self.crown_row != W::ZERO;
            let key = self.key(captured);
            self.sink
                .found(self.from, at.trailing_zeros(), captured, key, crown);
        }
    }

    /// The piece a king on `at` would jump in direction `d`, and the first square behind it,
    /// if that capture is possible.
    #[inline(always)]
    fn jump<G: Geometry<W = W>>(&self, at: W, captured: W, d: usize) -> Option<(W, W)> {
        let empty = self.empty::<G>(captured);
        let mut x = step::<G>(at, d);
        if self.flying {
            while x & empty != W::ZERO {
                x = step::<G>(x, d);
            }
        }
        if x & self.opp & !captured == W::ZERO {
            return None;
        }
        let land = step::<G>(x, d) & empty;
        (land != W::ZERO).then_some((x, land))
    }

    /// Whether a king on `at` can capture (not looking back along `back`).
    fn king_can_capture<G: Geometry<W = W>>(&self, at: W, captured: W, back: usize) -> bool {
        ALL.iter()
            .any(|&d| d != back && self.jump::<G>(at, captured, d).is_some())
            || (G::ORTH
                && ORTHOGONAL
                    .iter()
                    .any(|&d| d != back && self.jump::<G>(at, captured, d).is_some()))
    }

    /// The sequences of a king on `at` having captured `captured`. `back` is the direction it
    /// came from (no capture is possible there). Captures in direction `done` are only checked
    /// for existence: another landing square on the same line already follows them.
    pub fn king<G: Geometry<W = W>>(
        &mut self,
        at: W,
        captured: W,
        back: usize,
        done: usize,
        crowned: bool,
    ) {
        let mut any = false;
        for d in ALL {
            any |= self.king_line::<G>(at, captured, back, done, crowned, d);
        }
        if G::ORTH {
            for d in ORTHOGONAL {
                any |= self.king_line::<G>(at, captured, back, done, crowned, d);
            }
        }
        if !any && captured != W::ZERO {
            let key = self.key(captured);
            self.sink
                .found(self.from, at.trailing_zeros(), captured, key, crowned);
        }
    }

    /// The king's captures in direction `d` from `at`, followed on; whether one exists.
    #[inline(always)]
    fn king_line<G: Geometry<W = W>>(
        &mut self,
        at: W,
        captured: W,
        back: usize,
        done: usize,
        crowned: bool,
        d: usize,
    ) -> bool {
        if d == back {
            return false;
        }
        let Some((over, land)) = self.jump::<G>(at, captured, d) else {
            return false;
        };
        if d == done {
            return true;
        }
        let captured = captured | over;
        self.count += 1;
        let before = self.note(over);
        if !self.flying {
            self.sink.enter(land);
            self.king::<G>(land, captured, d ^ 3, NONE, crowned);
            self.sink.leave();
            self.restore(before);
            self.count -= 1;
            return true;
        }
        let must = self.must_continue && {
            let mut l = land;
            let mut can = false;
            while l != W::ZERO && !can {
                can = self.king_can_capture::<G>(l, captured, d ^ 3);
                l = step::<G>(l, d) & self.empty::<G>(captured);
            }
            can
        };
        let mut l = land;
        let mut first = true;
        while l != W::ZERO {
            if !must || self.king_can_capture::<G>(l, captured, d ^ 3) {
                self.sink.enter(l);
                let done = if first || S::ALL_PATHS { NONE } else { d };
                self.king::<G>(l, captured, d ^ 3, done, crowned);
                self.sink.leave();
                first = false;
            }
            l = step::<G>(l, d) & self.empty::<G>(captured);
        }
        self.restore(before);
        self.count -= 1;
        true
    }
}
