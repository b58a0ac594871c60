//! Why no legal move matches a move text: the rule a player broke, as a message.

use shakmaty::{Bitboard, CastlingSide, Color, File, Piece, Position, Rank, Role, Square, attacks};

use ply_core::{Arg, Message, msg};

/// What a move text says, before looking at the position.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Query {
    Castle(CastlingSide),
    Move {
        /// `None` for a coordinate move (`g1f3`): whatever piece stands on the from square.
        role: Option<Role>,
        file: Option<File>,
        rank: Option<Rank>,
        to: Square,
        promotion: Option<Role>,
    },
}

/// The reason no legal move in `pos` matches `query` (which matched none).
pub fn illegal(pos: &shakmaty::Chess, query: Query) -> Message {
    match query {
        Query::Castle(side) => castling(pos, side),
        Query::Move {
            role,
            file,
            rank,
            to,
            ..
        } => match (role, file, rank) {
            (None, Some(file), Some(rank)) => coordinate(pos, Square::from_coords(file, rank), to),
            (role, file, rank) => san(pos, role.unwrap_or(Role::Pawn), file, rank, to),
        },
    }
}

/// The catalog's name of a piece kind (`piece-knight`).
pub fn role_name(role: Role) -> Arg {
    Arg::term(match role {
        Role::Pawn => "piece-pawn",
        Role::Knight => "piece-knight",
        Role::Bishop => "piece-bishop",
        Role::Rook => "piece-rook",
        Role::Queen => "piece-queen",
        Role::King => "piece-king",
    })
}

fn color_name(color: Color) -> Arg {
    Arg::term(match color {
        Color::White => "side-white",
        Color::Black => "side-black",
    })
}

fn castling(pos: &shakmaty::Chess, side: CastlingSide) -> Message {
    let color = pos.turn();
    if !pos.castles().has(color, side) {
        msg!("castling_moved")
    } else if pos.is_check() {
        msg!("castling_in_check")
    } else if (pos.castles().path(color, side) & pos.board().occupied()).any() {
        msg!("castling_blocked")
    } else {
        msg!("castling_attacked")
    }
}

/// A move given by its from and to squares (`e2e4`).
fn coordinate(pos: &shakmaty::Chess, from: Square, to: Square) -> Message {
    let Some(Piece { color, role }) = pos.board().piece_at(from) else {
        return msg!("chess_no_piece", square = from.to_string());
    };
    if color != pos.turn() {
        return msg!(
            "chess_not_your_piece",
            piece = role_name(role),
            square = from.to_string(),
            owner = color_name(color),
            turn = color_name(pos.turn())
        );
    }
    if role == Role::King && from.distance(to) == 2 && from.rank() == to.rank() {
        let side = if to.file() > from.file() {
            CastlingSide::KingSide
        } else {
            CastlingSide::QueenSide
        };
        return castling(pos, side);
    }
    if let Some(own) = own_piece(pos, to) {
        return msg!(
            "chess_own_piece",
            piece = role_name(own),
            square = to.to_string()
        );
    }
    if reaches(pos, role, from, to) {
        msg!("chess_king_in_check")
    } else {
        msg!(
            "chess_cannot_reach",
            piece = role_name(role),
            from = from.to_string(),
            to = to.to_string()
        )
    }
}

/// A move in SAN: the piece kind and what it says of the from square.
fn san(
    pos: &shakmaty::Chess,
    role: Role,
    file: Option<File>,
    rank: Option<Rank>,
    to: Square,
) -> Message {
    if let Some(own) = own_piece(pos, to) {
        return msg!(
            "chess_own_piece",
            piece = role_name(own),
            square = to.to_string()
        );
    }
    let mut pieces = pos.our(role);
    if let Some(f) = file {
        pieces &= Bitboard::from_file(f);
    }
    if let Some(r) = rank {
        pieces &= Bitboard::from_rank(r);
    }
    if pieces.into_iter().any(|from| reaches(pos, role, from, to)) {
        return msg!("chess_king_in_check");
    }
    let (piece, to) = (role_name(role), to.to_string());
    match (file, rank) {
        (None, None) => msg!("chess_none_reaches", piece = piece, to = to),
        (Some(f), None) => msg!(
            "chess_none_on_file",
            piece = piece,
            file = f.char(),
            to = to
        ),
        (None, Some(r)) => msg!(
            "chess_none_on_rank",
            piece = piece,
            rank = r.char(),
            to = to
        ),
        (Some(f), Some(r)) => msg!(
            "chess_none_on_square",
            piece = piece,
            square = Square::from_coords(f, r).to_string(),
            to = to
        ),
    }
}

fn own_piece(pos: &shakmaty::Chess, sq: Square) -> Option<Role> {
    pos.us()
        .contains(sq)
        .then(|| pos.board().role_at(sq))
        .flatten()
}

/// Whether our piece of kind `role` on `from` could move to `to` if its own king did not matter.
fn reaches(pos: &shakmaty::Chess, role: Role, from: Square, to: Square) -> bool {
    let board = pos.board();
    let occupied = board.occupied();
    if pos.us().contains(to) {
        return false;
    }
    if role != Role::Pawn {
        return attacks::attacks(from, role.of(pos.turn()), occupied).contains(to);
    }
    let color = pos.turn();
    let forward = if color == Color::White { 8 } else { -8 };
    if from.file() == to.file() {
        let one = from.offset(forward);
        let two = from.offset(2 * forward);
        let start = from.rank() == color.relative_rank(Rank::Second);
        (one == Some(to) && !occupied.contains(to))
            || (start
                && two == Some(to)
                && one.is_some_and(|s| !occupied.contains(s))
                && !occupied.contains(to))
    } else {
        attacks::pawn_attacks(color, from).contains(to)
            && (pos.them().contains(to) || pos.maybe_ep_square() == Some(to))
    }
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

    #[test]
    fn pawn_reach_follows_the_pawn_rules() {
        let p = pos("4k3/8/8/3p4/4P3/8/1P6/4K3 w - - 0 1");
        assert!(reaches(&p, Role::Pawn, Square::B2, Square::B4));
        assert!(reaches(&p, Role::Pawn, Square::E4, Square::D5));
        assert!(!reaches(&p, Role::Pawn, Square::E4, Square::F5));
        assert!(!reaches(&p, Role::Pawn, Square::E4, Square::E6));
    }

    #[test]
    fn castling_reasons() {
        let p = pos("r3k2r/8/8/8/8/8/8/R3K1NR w Qkq - 0 1");
        assert_eq!(
            castling(&p, CastlingSide::KingSide).code(),
            "castling_moved"
        );
        let p = pos("r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1");
        assert_eq!(
            castling(&p, CastlingSide::QueenSide).code(),
            "castling_blocked"
        );
    }
}
