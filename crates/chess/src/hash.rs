//! The position's Zobrist key (shakmaty's 64-bit Polyglot keys), from scratch and move by move.
//!
//! The key covers the pieces, the side to move, the castling rights and the en-passant file, the
//! last only while an en-passant capture is legal (shakmaty's `EnPassantMode::Legal`), so that
//! positions that are the same for repetition have the same key.
//!
//! The position keeps a *base* key without the en-passant part, updated on every move with a few
//! exclusive-ors; the en-passant part is added when the key is asked for ([`key`]), since it
//! needs a legality test that perft should not pay for.

use shakmaty::{
    Bitboard, CastlingSide, Color, EnPassantMode, Move, Position, Role, Square,
    zobrist::{Zobrist64, ZobristValue},
};

/// The base key of `pos` from scratch: everything but the en-passant file.
pub fn base(pos: &shakmaty::Chess) -> u64 {
    key(pos, 0) ^ pos.zobrist_hash::<Zobrist64>(EnPassantMode::Legal).0
}

/// The full key of `pos` from its base key.
#[inline]
pub fn key(pos: &shakmaty::Chess, base: u64) -> u64 {
    match pos.maybe_ep_square().and_then(|_| pos.legal_ep_square()) {
        Some(sq) => base ^ Zobrist64::zobrist_for_en_passant_file(sq.file()).0,
        None => base,
    }
}

#[inline]
fn piece(sq: Square, role: Role, color: Color) -> u64 {
    Zobrist64::zobrist_for_piece(sq, role.of(color)).0
}

/// The castling-rights part of a key, from the rooks that keep a right (standard chess: the
/// rooks in the corners).
#[inline]
fn rights(mask: Bitboard) -> u64 {
    const CORNERS: [(Square, Color, CastlingSide); 4] = [
        (Square::H1, Color::White, CastlingSide::KingSide),
        (Square::A1, Color::White, CastlingSide::QueenSide),
        (Square::H8, Color::Black, CastlingSide::KingSide),
        (Square::A8, Color::Black, CastlingSide::QueenSide),
    ];
    let mut h = 0;
    for (sq, color, side) in CORNERS {
        if mask.contains(sq) {
            h ^= Zobrist64::zobrist_for_castling_right(color, side).0;
        }
    }
    h
}

/// The base key after a pass (a null move): only the side to move changes.
#[inline]
pub fn pass(old: u64) -> u64 {
    old ^ Zobrist64::zobrist_for_white_turn().0
}

/// The base key after `mv`: `old` is the base key of the position before, whose castling rights were
/// `rights_before` (shakmaty's `castling_rights()`), and `after` is that position with `mv`
/// played.
#[inline]
pub fn update(old: u64, rights_before: Bitboard, mv: Move, after: &shakmaty::Chess) -> u64 {
    let us = !after.turn();
    let mut h = old ^ Zobrist64::zobrist_for_white_turn().0;
    match mv {
        Move::Normal {
            role,
            from,
            capture,
            to,
            promotion,
        } => {
            h ^= piece(from, role, us) ^ piece(to, promotion.unwrap_or(role), us);
            if let Some(captured) = capture {
                h ^= piece(to, captured, !us);
            }
        }
        Move::EnPassant { from, to } => {
            let taken = Square::from_coords(to.file(), from.rank());
            h ^= piece(from, Role::Pawn, us) ^ piece(to, Role::Pawn, us);
            h ^= piece(taken, Role::Pawn, !us);
        }
        Move::Castle { king, rook } => {
            let side = CastlingSide::from_queen_side(rook < king);
            let rank = king.rank();
            h ^= piece(king, Role::King, us)
                ^ piece(
                    Square::from_coords(side.king_to_file(), rank),
                    Role::King,
                    us,
                );
            h ^= piece(rook, Role::Rook, us)
                ^ piece(
                    Square::from_coords(side.rook_to_file(), rank),
                    Role::Rook,
                    us,
                );
        }
        Move::Put { .. } => return base(after),
    }
    let rights_after = after.castles().castling_rights();
    if rights_before != rights_after {
        h ^= rights(rights_before) ^ rights(rights_after);
    }
    h
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{CastlingMode, fen::Fen};

    fn pos(fen: &str) -> shakmaty::Chess {
        fen.parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap()
    }

    fn fresh(pos: &shakmaty::Chess) -> u64 {
        pos.zobrist_hash::<Zobrist64>(EnPassantMode::Legal).0
    }

    /// Every legal move from `fen`, and every reply, keeps the incremental key exact.
    fn check_two_plies(fen: &str) {
        let root = pos(fen);
        let root_base = base(&root);
        assert_eq!(key(&root, root_base), fresh(&root));
        for mv in root.legal_moves() {
            let mut next = root.clone();
            next.play_unchecked(mv);
            let next_base = update(root_base, root.castles().castling_rights(), mv, &next);
            assert_eq!(key(&next, next_base), fresh(&next), "{fen} {mv:?}");
            for reply in next.legal_moves() {
                let mut third = next.clone();
                third.play_unchecked(reply);
                let third_base = update(next_base, next.castles().castling_rights(), reply, &third);
                assert_eq!(
                    key(&third, third_base),
                    fresh(&third),
                    "{fen} {mv:?} {reply:?}"
                );
            }
        }
    }

    #[test]
    fn rights_match_shakmaty() {
        let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w Kq - 0 1");
        let expected = fresh(&p) ^ fresh(&pos("r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1"));
        assert_eq!(rights(p.castles().castling_rights()), expected);
    }

    #[test]
    fn start_key_is_the_polyglot_key() {
        let start = shakmaty::Chess::default();
        assert_eq!(key(&start, base(&start)), 0x463b_9618_1691_fc9c);
    }

    #[test]
    fn incremental_keys_match_on_special_moves() {
        check_two_plies("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
        check_two_plies("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1");
        check_two_plies("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1");
        check_two_plies("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
        check_two_plies("8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1");
        check_two_plies("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1");
    }
}
