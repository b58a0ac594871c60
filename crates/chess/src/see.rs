//! Capture ordering for search: the material a capture wins at once, most valuable victim /
//! least valuable attacker, and a static exchange evaluation (the exchanges on the target square,
//! cheapest attacker first, each side free to stop) that marks captures losing material.

use shakmaty::{Bitboard, Board, Color, Move, Role, Square};

/// Piece values for exchanges: pawn, knight, bishop, rook, queen, king.
const VALUE: [i32; 6] = [100, 320, 330, 500, 950, 20_000];

fn value(role: Role) -> i32 {
    VALUE[role as usize - 1]
}

/// The material `mv` wins outright: the victim, plus the promotion's gain over the pawn.
pub fn gain(mv: Move) -> i32 {
    let victim = match mv {
        Move::EnPassant { .. } => value(Role::Pawn),
        _ => mv.capture().map_or(0, value),
    };
    let promotion = mv.promotion().map_or(0, |r| value(r) - value(Role::Pawn));
    victim + promotion
}

/// The ordering value of a capture or promotion: victim first, then the cheaper attacker, from
/// 1 up.
pub fn order(mv: Move) -> i32 {
    let mvv_lva = gain(mv) / 10 * 8 + 7 - mv.role() as i32;
    mvv_lva.max(1)
}

/// Whether the exchanges that the capture `mv` starts lose material (only a capture by a piece
/// worth more than its victim can).
pub fn loses(board: &Board, mv: Move) -> bool {
    let cheap =
        gain(mv) >= value(mv.role()) || mv.is_promotion() || matches!(mv, Move::EnPassant { .. });
    !cheap && exchange(board, mv) < 0
}

/// The least valuable of `attackers`, with its role.
fn cheapest(board: &Board, attackers: Bitboard) -> Option<(Square, Role)> {
    Role::ALL.into_iter().find_map(|role| {
        (attackers & board.by_role(role))
            .first()
            .map(|sq| (sq, role))
    })
}

/// All pieces of both colours that attack `sq` through `occupied`.
fn attackers_to(board: &Board, sq: Square, occupied: Bitboard) -> Bitboard {
    (board.attacks_to(sq, Color::White, occupied) | board.attacks_to(sq, Color::Black, occupied))
        & occupied
}

/// The material balance of the exchanges that `mv` starts on its target square, for the side
/// making it (a normal capture; other moves score their outright gain).
pub fn exchange(board: &Board, mv: Move) -> i32 {
    let (Some(from), to) = (mv.from(), mv.to()) else {
        return gain(mv);
    };
    let Some(us) = board.color_at(from) else {
        return gain(mv);
    };
    let mut swaps = [0i32; 32];
    swaps[0] = gain(mv);
    let mut on_square = value(mv.role());
    let mut occupied = board.occupied() ^ Bitboard::from(from);
    let mut side = !us;
    let mut depth = 0;
    loop {
        let attackers = attackers_to(board, to, occupied) & board.by_color(side);
        let Some((sq, role)) = cheapest(board, attackers) else {
            break;
        };
        if role == Role::King && (attackers_to(board, to, occupied) & board.by_color(!side)).any() {
            break; // the king cannot take a defended piece
        }
        depth += 1;
        swaps[depth] = on_square - swaps[depth - 1];
        if depth + 1 >= swaps.len() || (-swaps[depth - 1]).max(swaps[depth]) < 0 {
            break;
        }
        on_square = value(role);
        occupied ^= Bitboard::from(sq);
        side = !side;
    }
    while depth > 0 {
        swaps[depth - 1] = -(-swaps[depth - 1]).max(swaps[depth]);
        depth -= 1;
    }
    swaps[0]
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{CastlingMode, Chess, Position, fen::Fen, uci::UciMove};

    fn setup(fen: &str, uci: &str) -> (Chess, Move) {
        let pos: Chess = fen
            .parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap();
        let mv = uci.parse::<UciMove>().unwrap().to_move(&pos).unwrap();
        (pos, mv)
    }

    #[test]
    fn a_defended_pawn_taken_by_the_queen_loses() {
        let (pos, mv) = setup("4k3/8/2p5/3p4/8/8/8/3QK3 w - - 0 1", "d1d5");
        assert_eq!(exchange(pos.board(), mv), 100 - 950);
        assert!(loses(pos.board(), mv));
    }

    #[test]
    fn an_undefended_piece_is_won() {
        let (pos, mv) = setup("4k3/8/8/3n4/8/8/8/3QK3 w - - 0 1", "d1d5");
        assert_eq!(exchange(pos.board(), mv), 320);
        assert!(!loses(pos.board(), mv) && order(mv) > 0);
    }

    #[test]
    fn x_rays_join_the_exchange() {
        // Rook takes a rook defended once, doubled rooks behind: R takes, r retakes, R retakes.
        let (pos, mv) = setup("3rk3/8/8/3r4/8/8/3R4/3RK3 w - - 0 1", "d2d5");
        assert_eq!(exchange(pos.board(), mv), 500);
    }

    #[test]
    fn victims_order_before_attackers() {
        let (pos, pxq) = setup("4k3/8/8/3q4/4P3/8/8/4K3 w - - 0 1", "e4d5");
        let (_, qxp) = setup("4k3/8/8/3p4/8/8/8/3QK3 w - - 0 1", "d1d5");
        assert!(order(pxq) > order(qxp) && !loses(pos.board(), pxq));
        assert!(gain(qxp) == 100);
    }
}
