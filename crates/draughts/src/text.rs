//! Position text (PDN FEN): `W:W21,22,K25:B1-12`.
//!
//! Read: the side to move (`W` or `B`), then each colour's section in any order, with single
//! squares, ranges (`1-12`, `K5-8`), kings marked `K`, whitespace anywhere and an optional
//! final `.`; a single square may also be named algebraically (`c3`, `Kd8`). Written: White's
//! section then Black's, squares ascending, `K` before a king; as numbers, or (in records of
//! the variants that name squares so) algebraically.

use std::fmt::Write as _;

use ply_core::{Arg, PositionError, Side, msg};

use crate::{
    board::{Bits, Word},
    notation,
    position::Position,
    variant::Variant,
};

/// Writes the position text.
pub(crate) fn write<W: Word>(pos: &Position<W>) -> String {
    write_with(pos, |square| square.to_string())
}

/// Writes the position text with the squares named as the variant's notation does (`c3`
/// under Russian and Brazilian rules).
pub(crate) fn write_named<W: Word>(pos: &Position<W>) -> String {
    write_with(pos, |square| notation::square_name(pos.variant(), square))
}

fn write_with<W: Word>(pos: &Position<W>, name: impl Fn(u32) -> String) -> String {
    let numbering = pos.numbering();
    let mut out = String::with_capacity(80);
    out.push(side_letter(pos.side_to_move_inner()));
    for side in Side::ALL {
        out.push(':');
        out.push(side_letter(side));
        let mut squares: Vec<(u32, bool)> = Bits(pos.pieces(side))
            .map(|bit| {
                (
                    numbering.square(bit),
                    pos.kings_bits() & W::bit(bit) != W::ZERO,
                )
            })
            .collect();
        squares.sort_unstable();
        for (i, (square, king)) in squares.into_iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            if king {
                out.push('K');
            }
            let _ = write!(out, "{}", name(square));
        }
    }
    out
}

fn side_letter(side: Side) -> char {
    match side {
        Side::White => 'W',
        Side::Black => 'B',
    }
}

fn parse_side(text: &str) -> Option<Side> {
    match text {
        "W" | "w" => Some(Side::White),
        "B" | "b" => Some(Side::Black),
        _ => None,
    }
}

/// Reads a position text under the given rules.
pub(crate) fn read<W: Word>(text: &str, variant: Variant) -> Result<Position<W>, PositionError> {
    let compact: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    let compact = compact.trim_matches('"');
    let compact = compact.strip_suffix('.').unwrap_or(compact);
    if compact.is_empty() {
        return Err(PositionError::new(msg!("position_empty")));
    }
    let mut parts = compact.split(':');
    let side_text = parts.next().unwrap_or_default();
    let side = parse_side(side_text)
        .ok_or_else(|| PositionError::new(msg!("draughts_side", found = side_text)))?;
    let numbering = variant.numbering();
    let n = numbering.n;
    let mut pieces = [W::ZERO; 2];
    let mut seen = [false; 2];
    let mut kings = W::ZERO;
    for part in parts {
        let mut chars = part.chars();
        let colour = chars.next().and_then(|c| parse_side(&c.to_string()));
        let Some(colour) = colour else {
            return Err(PositionError::new(msg!(
                "draughts_colour_section",
                found = part
            )));
        };
        if std::mem::replace(&mut seen[colour.index()], true) {
            return Err(PositionError::new(msg!(
                "draughts_listed_twice",
                side = side_term(colour)
            )));
        }
        let list = chars.as_str();
        for token in list.split(',').filter(|t| !t.is_empty()) {
            let (king, first, last) = parse_token(token, &variant)?;
            for square in first..=last {
                if square == 0 || square > variant.squares() {
                    return Err(PositionError::new(msg!(
                        "draughts_square_off_board",
                        square = square,
                        size = variant.size(),
                        max = variant.squares()
                    )));
                }
                let bit = W::bit(numbering.bit(square));
                if (pieces[0] | pieces[1]) & bit != W::ZERO {
                    return Err(PositionError::new(msg!(
                        "draughts_square_twice",
                        square = square
                    )));
                }
                if !king && crown_row(colour, square, n) {
                    return Err(PositionError::new(match colour {
                        Side::White => msg!("draughts_white_man_crown_row", square = square),
                        Side::Black => msg!("draughts_black_man_crown_row", square = square),
                    }));
                }
                pieces[colour.index()] |= bit;
                if king {
                    kings |= bit;
                }
            }
        }
    }
    Ok(Position::from_parts(
        variant, pieces[0], pieces[1], kings, side,
    ))
}

fn side_term(side: Side) -> Arg {
    Arg::term(match side {
        Side::White => "side-white",
        Side::Black => "side-black",
    })
}

/// Whether `square` is on the row where `colour`'s men are crowned.
fn crown_row(colour: Side, square: u32, n: u32) -> bool {
    match colour {
        Side::White => square <= n,
        Side::Black => square > 2 * n * n - n,
    }
}

/// A token: `17`, `K17`, `1-12`, `K5-8` or `c3`, `Kc3` → (king, first, last).
fn parse_token(token: &str, variant: &Variant) -> Result<(bool, u32, u32), PositionError> {
    let malformed = || PositionError::new(msg!("draughts_token", found = token));
    let (king, rest) = match token.strip_prefix(['K', 'k']) {
        Some(rest) => (true, rest),
        None => (false, token),
    };
    let number = |t: &str| -> Result<u32, PositionError> {
        if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) || t.len() > 4 {
            return Err(malformed());
        }
        t.parse().map_err(|_| malformed())
    };
    if rest.bytes().next().is_some_and(|b| b.is_ascii_alphabetic()) {
        let square = notation::algebraic_square(variant, rest).ok_or_else(|| {
            PositionError::new(msg!(
                "draughts_not_dark_square",
                text = token,
                size = variant.size()
            ))
        })?;
        return Ok((king, square, square));
    }
    match rest.split_once('-') {
        None => {
            let s = number(rest)?;
            Ok((king, s, s))
        }
        Some((a, b)) => {
            let b = if king {
                b.strip_prefix(['K', 'k']).unwrap_or(b)
            } else {
                b
            };
            let (a, b) = (number(a)?, number(b)?);
            if a > b {
                return Err(PositionError::new(msg!("draughts_range", found = token)));
            }
            Ok((king, a, b))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens() {
        let v = Variant::kabe();
        assert_eq!(parse_token("17", &v).unwrap(), (false, 17, 17));
        assert_eq!(parse_token("K5-8", &v).unwrap(), (true, 5, 8));
        assert_eq!(parse_token("K5-K8", &v).unwrap(), (true, 5, 8));
        assert_eq!(parse_token("a1", &v).unwrap(), (false, 29, 29));
        assert_eq!(parse_token("Kh8", &v).unwrap(), (true, 4, 4));
        assert!(parse_token("x7", &v).is_err());
        assert!(parse_token("a2", &v).is_err());
        assert!(parse_token("12-1", &v).is_err());
        assert!(parse_token("K", &v).is_err());
    }
}
