//! Pawn terms of the evaluation: doubled, isolated and passed pawns (cached per thread by the
//! pawns of each side), and what a passed pawn is worth beyond its rank once the pieces and the
//! kings are known.

use std::cell::RefCell;

use shakmaty::{Bitboard, Board, Color, Piece, Rank, Role, Square};

use crate::weights::{
    BACKWARD, CONNECTED, DOUBLED, ISOLATED, PASSED_EG, PASSED_MG, PASSER_ENEMY_KING, PASSER_FREE,
    PASSER_OWN_KING, PASSER_WEIGHT, Score, sign,
};

/// Doubled, isolated, backward, connected and passed pawns, both sides.
pub fn pawn_structure(board: &Board) -> Score {
    let white = (board.pawns() & board.white()).0;
    let black = (board.pawns() & board.black()).0;
    let slot = ((white ^ black.rotate_left(29)).wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 50) as usize;
    PAWN_CACHE.with(|cache| {
        let mut cache = cache.borrow_mut();
        let entry = &mut cache[slot];
        if entry.0 != white || entry.1 != black {
            let mut score = Score::default();
            for color in Color::ALL {
                score += pawns_of(board, color).times(sign(color));
            }
            *entry = (white, black, score);
        }
        entry.2
    })
}

/// Slots of the pawn-structure cache (a power of two; the slot takes the top bits of a hash).
const PAWN_SLOTS: usize = 1 << 14;

thread_local! {
    /// Pawn structures already scored on this thread, by the pawns of each side. The empty
    /// entry (no pawns, score 0) is correct as it stands.
    static PAWN_CACHE: RefCell<Vec<(u64, u64, Score)>> =
        RefCell::new(vec![(0, 0, Score::default()); PAWN_SLOTS]);
}

fn pawns_of(board: &Board, color: Color) -> Score {
    let own = board.by_piece(Piece {
        color,
        role: Role::Pawn,
    });
    let enemy = board.by_piece(Piece {
        color: !color,
        role: Role::Pawn,
    });
    let own_attacks = pawn_attacks_of(own, color);
    let enemy_attacks = pawn_attacks_of(enemy, !color);
    let mut score = Score::default();
    for file in shakmaty::File::ALL {
        let on_file = (own & Bitboard::from_file(file)).count() as i32;
        if on_file > 1 {
            score += DOUBLED.times(on_file - 1);
        }
    }
    for sq in own {
        let file = Bitboard::from_file(sq.file());
        let beside = neighbour_files(sq);
        let rank = sq.rank().distance(color.relative_rank(Rank::First)) as usize;
        let phalanx = (own & beside & Bitboard::from_rank(sq.rank())).any();
        if phalanx || own_attacks.contains(sq) {
            // Side by side or defended by a pawn: more so the further it has come.
            score += CONNECTED.times(rank as i32);
        }
        if (own & beside).is_empty() {
            score += ISOLATED;
        } else if let Some(stop) = sq.offset(sign(color) * 8)
            && enemy_attacks.contains(stop)
            && (own & beside & !ahead(color, sq.rank())).is_empty()
        {
            // Its next square is guarded by an enemy pawn and no own pawn beside it can come
            // up to support it.
            score += BACKWARD;
        }
        if (enemy & (file | beside) & ahead(color, sq.rank())).is_empty() {
            score += Score::new(PASSED_MG[rank], PASSED_EG[rank]);
        }
    }
    score
}

/// The passed pawns of `color`: no enemy pawn ahead on their file or the files beside it.
pub fn passed(board: &Board, color: Color) -> Bitboard {
    const FILE_A: u64 = 0x0101_0101_0101_0101;
    let own = (board.pawns() & board.by_color(color)).0;
    let enemy = (board.pawns() & board.by_color(!color)).0;
    let wide = enemy | ((enemy << 1) & !FILE_A) | ((enemy >> 1) & !(FILE_A << 7));
    // Everything an enemy pawn guards or blocks, down to its own side's first rank.
    let mut span = match color {
        Color::White => wide >> 8,
        Color::Black => wide << 8,
    };
    for shift in [8, 16, 32] {
        span |= match color {
            Color::White => span >> shift,
            Color::Black => span << shift,
        };
    }
    Bitboard(own & !span)
}

/// What passed pawns are worth beyond their rank (endgame mostly): a free square in front,
/// and the kings' distances to that square, weighted by how far the pawn has come.
pub fn passers(board: &Board) -> Score {
    let mut score = Score::default();
    let occupied = board.occupied();
    for color in Color::ALL {
        let (Some(own_king), Some(enemy_king)) = (board.king_of(color), board.king_of(!color))
        else {
            continue;
        };
        let mut side = Score::default();
        for sq in passed(board, color) {
            let rank = sq.rank().distance(color.relative_rank(Rank::First)) as usize;
            let weight = PASSER_WEIGHT[rank];
            let Some(front) = sq.offset(sign(color) * 8) else {
                continue;
            };
            let kings = PASSER_ENEMY_KING * front.distance(enemy_king) as i32
                - PASSER_OWN_KING * front.distance(own_king) as i32;
            side += Score::new(0, weight * kings);
            if !occupied.contains(front) {
                side += PASSER_FREE.times(weight);
            }
        }
        score += side.times(sign(color));
    }
    score
}

/// The squares attacked by the pawns `pawns` of `color`.
fn pawn_attacks_of(pawns: Bitboard, color: Color) -> Bitboard {
    const FILE_A: u64 = 0x0101_0101_0101_0101;
    let (p, not_a, not_h) = (pawns.0, !FILE_A, !(FILE_A << 7));
    Bitboard(match color {
        Color::White => ((p & not_a) << 7) | ((p & not_h) << 9),
        Color::Black => ((p & not_h) >> 7) | ((p & not_a) >> 9),
    })
}

fn neighbour_files(sq: Square) -> Bitboard {
    const FILE_A: u64 = 0x0101_0101_0101_0101;
    let file = FILE_A << sq.file().to_u32();
    Bitboard(((file << 1) & !FILE_A) | ((file >> 1) & !(FILE_A << 7)))
}

/// The ranks in front of `rank` from `color`'s side.
fn ahead(color: Color, rank: Rank) -> Bitboard {
    let r = rank.to_u32();
    match color {
        Color::White if r == 7 => Bitboard::EMPTY,
        Color::White => Bitboard(!0u64 << (8 * (r + 1))),
        Color::Black => Bitboard((1u64 << (8 * r)) - 1),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{CastlingMode, Position, fen::Fen};

    fn board(fen: &str) -> Board {
        fen.parse::<Fen>()
            .unwrap()
            .into_position::<shakmaty::Chess>(CastlingMode::Standard)
            .unwrap()
            .board()
            .clone()
    }

    #[test]
    fn doubled_and_isolated_pawns_are_penalised() {
        let doubled = pawns_of(&board("4k3/8/8/8/8/2P5/1PP5/4K3 w - - 0 1"), Color::White);
        let healthy = pawns_of(&board("4k3/8/8/8/8/8/1PPP4/4K3 w - - 0 1"), Color::White);
        assert!(doubled.eg < healthy.eg);
        let isolated = pawns_of(&board("4k3/p7/8/8/8/8/P7/4K3 w - - 0 1"), Color::White);
        assert_eq!(isolated, ISOLATED);
    }

    #[test]
    fn passed_pawns_grow_with_their_rank() {
        let far = pawns_of(&board("4k3/8/1P6/8/8/8/8/4K3 w - - 0 1"), Color::White);
        let near = pawns_of(&board("4k3/8/8/8/8/1P6/8/4K3 w - - 0 1"), Color::White);
        assert!(far.eg > near.eg);
        let blocked = pawns_of(&board("4k3/2p5/8/8/8/1P6/8/4K3 w - - 0 1"), Color::White);
        assert_eq!(blocked, ISOLATED);
        let black = pawns_of(&board("4k3/8/8/8/8/1p6/8/4K3 w - - 0 1"), Color::Black);
        assert_eq!(black, ISOLATED + Score::new(PASSED_MG[5], PASSED_EG[5]));
    }

    #[test]
    fn connected_and_backward_pawns() {
        // d4 and e4 side by side on the fourth rank (index 3): both connected.
        let pair = pawns_of(&board("4k3/8/8/8/3PP3/8/8/4K3 w - - 0 1"), Color::White);
        let passed = Score::new(PASSED_MG[3], PASSED_EG[3]).times(2);
        assert_eq!(pair, CONNECTED.times(3 * 2) + passed);
        // d3 is defended by c2; c2 is the base of the chain, not connected itself.
        let chain = pawns_of(&board("4k3/8/8/8/8/3P4/2P5/4K3 w - - 0 1"), Color::White);
        let passed = Score::new(PASSED_MG[2] + PASSED_MG[1], PASSED_EG[2] + PASSED_EG[1]);
        assert_eq!(chain, CONNECTED.times(2) + passed);
        // d2 is behind c3, its next square d3 is guarded by the e4 pawn: backward.
        let b = board("4k3/8/8/8/4p3/2P5/3P4/4K3 w - - 0 1");
        let back = pawns_of(&b, Color::White);
        let c3_defended = CONNECTED.times(2);
        let passed_c3 = Score::new(PASSED_MG[2], PASSED_EG[2]);
        assert_eq!(back, BACKWARD + c3_defended + passed_c3);
    }

    #[test]
    fn passed_pawns_are_found_by_spans() {
        let b = board("4k3/2p5/8/8/8/1P5P/8/4K3 w - - 0 1");
        assert_eq!(passed(&b, Color::White), Bitboard::from(Square::H3));
        assert_eq!(passed(&b, Color::Black), Bitboard::EMPTY);
        let b = board("4k3/8/8/8/8/8/p6P/4K3 w - - 0 1");
        assert_eq!(passed(&b, Color::Black), Bitboard::from(Square::A2));
        let escorted = passers(&board("8/8/3KP3/8/8/8/8/k7 w - - 0 1"));
        let caught = passers(&board("4k3/8/4P3/8/8/8/8/K7 w - - 0 1"));
        assert!(escorted.eg > caught.eg);
    }
}
