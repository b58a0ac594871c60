//! Why no legal move matches a move text: the rule a player broke, in words.

use shakmaty::{Bitboard, CastlingSide, Color, File, Piece, Position, Rank, Role, Square, attacks};

use crate::notation::Query;

/// The reason no legal move in `pos` matches `query` (which matched none).
pub fn illegal(pos: &shakmaty::Chess, query: Query) -> String {
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

/// The lowercase English name of a piece kind.
pub fn role_name(role: Role) -> &'static str {
    match role {
        Role::Pawn => "pawn",
        Role::Knight => "knight",
        Role::Bishop => "bishop",
        Role::Rook => "rook",
        Role::Queen => "queen",
        Role::King => "king",
    }
}

fn color_name(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

fn castling(pos: &shakmaty::Chess, side: CastlingSide) -> String {
    let color = pos.turn();
    let why = if !pos.castles().has(color, side) {
        "the king or that rook has already moved"
    } else if pos.is_check() {
        "the king is in check"
    } else if (pos.castles().path(color, side) & pos.board().occupied()).any() {
        "there are pieces between the king and the rook"
    } else {
        "the king would pass through or land on an attacked square"
    };
    format!("castling is not allowed here: {why}")
}

/// A move given by its from and to squares (`e2e4`).
fn coordinate(pos: &shakmaty::Chess, from: Square, to: Square) -> String {
    let Some(Piece { color, role }) = pos.board().piece_at(from) else {
        return format!("there is no piece on {from}");
    };
    if color != pos.turn() {
        return format!(
            "the {} on {from} is {}'s, and it is {}'s turn",
            role_name(role),
            color_name(color),
            color_name(pos.turn())
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
        return format!("your own {} stands on {to}", role_name(own));
    }
    if reaches(pos, role, from, to) {
        "the king would be in check".to_string()
    } else {
        format!("the {} on {from} cannot move to {to}", role_name(role))
    }
}

/// A move in SAN: the piece kind and what it says of the from square.
fn san(
    pos: &shakmaty::Chess,
    role: Role,
    file: Option<File>,
    rank: Option<Rank>,
    to: Square,
) -> String {
    if let Some(own) = own_piece(pos, to) {
        return format!("your own {} stands on {to}", role_name(own));
    }
    let mut pieces = pos.our(role);
    if let Some(f) = file {
        pieces &= Bitboard::from_file(f);
    }
    if let Some(r) = rank {
        pieces &= Bitboard::from_rank(r);
    }
    if pieces.into_iter().any(|from| reaches(pos, role, from, to)) {
        return "the king would be in check".to_string();
    }
    let which = match (file, rank) {
        (None, None) => String::new(),
        (Some(f), None) => format!(" on the {}-file", f.char()),
        (None, Some(r)) => format!(" on rank {}", r.char()),
        (Some(f), Some(r)) => format!(" on {}", Square::from_coords(f, r)),
    };
    format!("no {}{which} can move to {to}", role_name(role))
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
        assert!(castling(&p, CastlingSide::KingSide).ends_with("already moved"));
        let p = pos("r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1");
        assert!(castling(&p, CastlingSide::QueenSide).ends_with("between the king and the rook"));
    }
}
