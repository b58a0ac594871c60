//! Reading a move: SAN or UCI text → a [`Query`] (syntax only), then the legal move it names
//! (or the reason there is none).
//!
//! Accepted forms: `Nf3`, `Ngf3`, `N1f3`, `Ng1f3`, `Ng1-f3`, `Nxe5`, `exd5`, `e4`, `e8=Q`, `e8Q`,
//! `exd8=N`, `O-O`, `O-O-O`, `0-0`, and UCI `g1f3`, `e7e8q`, `e1g1` (castling as the king's
//! step, also `e1h1`), each with or without `+`, `#`, `!`, `?` and `e.p.` after it. The capture
//! sign is not checked against the board: the destination square decides.

use ply_core::{Arg, Message, MoveError, MoveErrorKind, msg};
use shakmaty::{CastlingSide, File, Move, Position, Rank, Role, Square, san::San};

use crate::explain::{self, Query};

/// Reads `text` as a legal move in `pos`.
pub fn parse(pos: &shakmaty::Chess, text: &str) -> Result<Move, MoveError> {
    let query = read(text)?;
    let legal = pos.legal_moves();
    if legal.is_empty() {
        let why = if pos.is_check() {
            msg!("reason-checkmate")
        } else {
            msg!("reason-stalemate")
        };
        return Err(MoveError::new(
            MoveErrorKind::GameOver,
            msg!("game_over", result = why),
        ));
    }
    let mut found: Vec<Move> = legal.iter().copied().filter(|&m| names(query, m)).collect();
    if let Query::Move { promotion, .. } = query {
        match promotion {
            Some(_) if found.is_empty() => {}
            Some(p) => {
                found.retain(|m| m.promotion() == Some(p));
                if found.is_empty() {
                    return Err(MoveError::illegal(msg!("chess_promotion_not_last_rank")));
                }
            }
            None if !found.is_empty() && found.iter().all(|m| m.is_promotion()) => {
                return Err(MoveError::illegal(promotion_needed(pos, &found)));
            }
            None => found.retain(|m| !m.is_promotion()),
        }
    }
    match found.as_slice() {
        [mv] => Ok(*mv),
        [] => Err(MoveError::illegal(explain::illegal(pos, query))),
        many => {
            let mut names: Vec<String> = many
                .iter()
                .map(|&m| San::from_move(pos, m).to_string())
                .collect();
            names.sort();
            Err(MoveError::ambiguous(msg!(
                "move_ambiguous",
                text = strip_annotations(text.trim()),
                moves = Arg::Either(names)
            )))
        }
    }
}

/// Whether the legal move `m` is one the query names (promotion piece not yet compared).
fn names(query: Query, m: Move) -> bool {
    match query {
        Query::Castle(side) => m.castling_side() == Some(side),
        Query::Move {
            role,
            file,
            rank,
            to,
            ..
        } => {
            let Some(from) = m.from() else {
                return false;
            };
            if file.is_some_and(|f| f != from.file()) || rank.is_some_and(|r| r != from.rank()) {
                return false;
            }
            match m {
                Move::Castle { king, rook } => {
                    let coordinate = file.is_some() && rank.is_some();
                    let side = m.castling_side().unwrap_or(CastlingSide::KingSide);
                    let king_to = Square::from_coords(side.king_to_file(), king.rank());
                    coordinate
                        && matches!(role, None | Some(Role::King))
                        && (to == king_to || to == rook)
                }
                _ => {
                    let pawn_push_file_ok =
                        role != Some(Role::Pawn) || file.is_some() || from.file() == to.file();
                    role.is_none_or(|r| r == m.role()) && m.to() == to && pawn_push_file_ok
                }
            }
        }
    }
}

/// "a pawn promotes on the last rank: say which piece (e8=Q)".
fn promotion_needed(pos: &shakmaty::Chess, found: &[Move]) -> Message {
    let example = found
        .iter()
        .find(|m| m.promotion() == Some(Role::Queen))
        .map(|&m| San::from_move(pos, m).to_string())
        .unwrap_or_default();
    msg!("chess_promotion_needed", example = example)
}

/// Removes check, mate and annotation signs and an `e.p.` mark from the end.
fn strip_annotations(text: &str) -> &str {
    let mut t = text.trim_end();
    loop {
        let before = t;
        t = t.trim_end_matches(['+', '#', '!', '?']).trim_end();
        for mark in ["e.p.", "ep"] {
            if let Some(rest) = t.strip_suffix(mark)
                && rest.ends_with(|c: char| c.is_ascii_digit() || c == ' ')
            {
                t = rest.trim_end();
            }
        }
        if t == before {
            return t;
        }
    }
}

fn malformed(text: &str) -> MoveError {
    MoveError::malformed(msg!("chess_not_move", text = text))
}

/// Reads the syntax of a move text.
pub fn read(text: &str) -> Result<Query, MoveError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(MoveError::malformed(msg!("no_move_given")));
    }
    let t = strip_annotations(text);
    match t {
        "O-O" | "0-0" | "o-o" => return Ok(Query::Castle(CastlingSide::KingSide)),
        "O-O-O" | "0-0-0" | "o-o-o" => return Ok(Query::Castle(CastlingSide::QueenSide)),
        _ => {}
    }
    let mut rest = t.as_bytes();
    if !t.is_ascii() {
        return Err(malformed(text));
    }
    let role = match rest.first() {
        Some(&c @ (b'N' | b'B' | b'R' | b'Q' | b'K' | b'P')) => {
            rest = &rest[1..];
            Role::from_char(char::from(c))
        }
        _ => None,
    };
    let promotion = match rest {
        [.., prev, last] if prev.is_ascii_digit() || *prev == b'=' => {
            let letter = char::from(*last);
            if letter.is_ascii_alphabetic() {
                let rolename = Role::from_char(letter.to_ascii_lowercase());
                rest = &rest[..rest.len() - 1];
                if let Some(stripped) = rest.strip_suffix(b"=") {
                    rest = stripped;
                }
                match rolename {
                    Some(Role::Queen | Role::Rook | Role::Bishop | Role::Knight) => rolename,
                    _ => {
                        return Err(MoveError::malformed(msg!("chess_promotion_piece")));
                    }
                }
            } else {
                None
            }
        }
        _ => None,
    };
    let [head @ .., tf, tr] = rest else {
        return Err(malformed(text));
    };
    let to = Square::from_ascii(&[*tf, *tr]).map_err(|_| malformed(text))?;
    rest = head;
    if let Some(stripped) = rest
        .strip_suffix(b"x")
        .or_else(|| rest.strip_suffix(b":"))
        .or_else(|| rest.strip_suffix(b"-"))
    {
        rest = stripped;
    }
    let mut file = None;
    let mut rank = None;
    if let Some((&c, tail)) = rest.split_first()
        && let Some(f) = File::from_char(char::from(c))
    {
        file = Some(f);
        rest = tail;
    }
    if let Some((&c, tail)) = rest.split_first()
        && let Some(r) = Rank::from_char(char::from(c))
    {
        rank = Some(r);
        rest = tail;
    }
    if !rest.is_empty() {
        return Err(malformed(text));
    }
    let role = match role {
        Some(r) => Some(r),
        None if file.is_some() && rank.is_some() => None,
        None => Some(Role::Pawn),
    };
    if promotion.is_some() && role.is_some_and(|r| r != Role::Pawn) {
        return Err(MoveError::malformed(msg!("chess_only_pawn_promotes")));
    }
    Ok(Query::Move {
        role,
        file,
        rank,
        to,
        promotion,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn q(text: &str) -> Query {
        read(text).unwrap()
    }

    #[test]
    fn reads_san_forms() {
        assert_eq!(
            q("Nf3"),
            Query::Move {
                role: Some(Role::Knight),
                file: None,
                rank: None,
                to: Square::F3,
                promotion: None
            }
        );
        assert_eq!(q("Ng1f3+"), q("Ng1-f3"));
        assert_eq!(q("e8=Q#"), q("e8Q"));
        assert_eq!(q("exd6 e.p."), q("exd6"));
        assert_eq!(q("O-O!?"), Query::Castle(CastlingSide::KingSide));
        assert_eq!(q("0-0-0"), Query::Castle(CastlingSide::QueenSide));
    }

    #[test]
    fn reads_uci_forms() {
        assert_eq!(
            q("e7e8q"),
            Query::Move {
                role: None,
                file: Some(File::E),
                rank: Some(Rank::Seventh),
                to: Square::E8,
                promotion: Some(Role::Queen)
            }
        );
        assert!(matches!(
            q("e7e8b"),
            Query::Move {
                promotion: Some(Role::Bishop),
                ..
            }
        ));
    }

    #[test]
    fn rejects_bad_syntax() {
        for text in [
            "", "Nf9", "Zf3", "e", "Nxx3", "hello", "e4e4e4", "Nf3=Q", "e8=K", "é4",
        ] {
            assert_eq!(
                read(text).unwrap_err().kind,
                MoveErrorKind::Malformed,
                "{text}"
            );
        }
    }
}
