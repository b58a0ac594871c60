//! Move notation: `32-28` for a quiet move, `26x17` for a capture, and the landing path
//! `26x17x8` where two legal captures share start and end. Under rules that name squares
//! algebraically (Russian and Brazilian draughts) the same forms read `c3-d4`, `c3:e5` and
//! `c3:e5:c7`.
//!
//! Written: the shortest of these forms that names the move; a full path is the one that lands
//! immediately behind each captured piece before the last, or, when that path is not legal,
//! the first path in search order (directions up-left, up-right, down-left, down-right; nearer
//! landing squares first). Read: any form that names exactly one legal move — start and end,
//! a full path or a part of one, with `-`, `x` or `:`, squares as numbers or algebraically
//! (`c3`: file from White's left, rank from White's side) under any rules.

use ply_core::{MoveError, msg};

use crate::{
    board::{column_of, row_of},
    dispatch::Dispatch,
    mv::Move,
    paths::RankedPaths,
    position::Position,
    variant::Variant,
};

/// Every capture path of the piece on `from` (square number), in search order, under the
/// position's rules for sequences (not filtered by king priority or the majority rule), each
/// with its key under the majority rule.
pub(crate) fn paths_from<W: Dispatch>(pos: &Position<W>, from: u32) -> RankedPaths<W> {
    W::paths_from(pos, from)
}

/// The paths along which `mv` can be played. Under the majority rule with a tie-break that
/// depends on the order of the captures (Italian draughts), only the paths of the best rank.
pub(crate) fn paths_of<W: Dispatch>(pos: &Position<W>, mv: Move<W>) -> Vec<Vec<u32>> {
    let paths: RankedPaths<W> = paths_from(pos, mv.from())
        .into_iter()
        .filter(|((m, _), _)| *m == mv)
        .collect();
    let best = paths.iter().map(|&(_, key)| key).max().unwrap_or(0);
    let ranked = pos.variant().majority_rule;
    paths
        .into_iter()
        .filter(|&(_, key)| !ranked || key == best)
        .map(|((_, p), _)| p)
        .collect()
}

/// Whether every landing before the last is immediately behind the piece it jumped.
fn lands_behind<W: Dispatch>(pos: &Position<W>, from: u32, path: &[u32]) -> bool {
    let n = pos.n();
    let numbering = pos.numbering();
    let mut prev = from;
    for &landing in &path[..path.len().saturating_sub(1)] {
        let (a, b) = (numbering.bit(prev), numbering.bit(landing));
        let dr = row_of(b, n) as i32 - row_of(a, n) as i32;
        let dc = column_of(b, n) as i32 - column_of(a, n) as i32;
        let back = if pos.variant().orthogonal() {
            // Up, left, right, down: back towards the start of the jump.
            match (dr.signum(), dc.signum()) {
                (-1, _) => 3,
                (1, _) => 0,
                (_, -1) => 2,
                _ => 1,
            }
        } else {
            // The direction back towards the start of the jump: diagonal, or along a row or a
            // column (Frisian draughts).
            match (dr.signum(), dc.signum()) {
                (0, 1) => 4,
                (0, _) => 7,
                (1, 0) => 5,
                (_, 0) => 6,
                (-1, -1) => 3,
                (-1, _) => 2,
                (_, -1) => 1,
                _ => 0,
            }
        };
        let behind = W::step(pos, W::bit(b), back);
        let opp = pos.pieces(!pos.side_to_move_inner());
        if behind & opp == W::ZERO {
            return false;
        }
        prev = landing;
    }
    true
}

/// The landing squares of the path written for a capture (the end square last): the path
/// that lands immediately behind each captured piece before the last, else the first path.
pub(crate) fn written_path<W: Dispatch>(pos: &Position<W>, mv: Move<W>) -> Vec<u32> {
    let mut paths = paths_of(pos, mv);
    match paths.iter().position(|p| lands_behind(pos, mv.from(), p)) {
        Some(i) => paths.swap_remove(i),
        None if !paths.is_empty() => paths.swap_remove(0),
        None => vec![mv.to()],
    }
}

/// The name of a square: its number, or `c3` under rules that name squares algebraically.
pub(crate) fn square_name(variant: &Variant, square: u32) -> String {
    if !variant.algebraic() {
        return square.to_string();
    }
    let numbering = variant.numbering();
    let bit = numbering.bit(square);
    let file = char::from(b'a' + numbering.column(bit) as u8);
    format!("{file}{}", numbering.side() - numbering.row(bit))
}

/// The square named algebraically (`c3`), if it is a dark square of the board.
pub(crate) fn algebraic_square(variant: &Variant, text: &str) -> Option<u32> {
    let size = u32::from(variant.size());
    let mut chars = text.chars();
    let file = chars.next()?.to_ascii_lowercase();
    let digits = chars.as_str();
    if !file.is_ascii_lowercase() || digits.is_empty() || digits.len() > 2 {
        return None;
    }
    if !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let rank: u32 = digits.parse().ok()?;
    let column = u32::from(file) - u32::from('a');
    if column >= size || rank == 0 || rank > size {
        return None;
    }
    let row = size - rank;
    if variant.orthogonal() {
        return Some(row * size + column + 1);
    }
    let dark = variant.numbering().dark(row, column);
    dark.then(|| row * size / 2 + column / 2 + 1)
}

/// The capture separator: `x`, or `:` under algebraic notation.
fn capture_mark(variant: &Variant) -> char {
    if variant.algebraic() { ':' } else { 'x' }
}

/// The full landing path written for `mv`: `26x17x8`.
pub(crate) fn full_path<W: Dispatch>(pos: &Position<W>, mv: Move<W>) -> String {
    let rules = pos.variant();
    let mut text = square_name(rules, mv.from());
    for sq in written_path(pos, mv) {
        text.push(capture_mark(rules));
        text.push_str(&square_name(rules, sq));
    }
    text
}

/// Writes a legal move in the shortest form that names only it.
pub(crate) fn format<W: Dispatch>(pos: &Position<W>, mv: Move<W>) -> String {
    let rules = pos.variant();
    let (from, to) = (square_name(rules, mv.from()), square_name(rules, mv.to()));
    if !mv.is_capture() {
        return format!("{from}-{to}");
    }
    let mut legal = Vec::new();
    pos.generate(&mut legal);
    let siblings = legal
        .iter()
        .filter(|m| m.origin_bit() == mv.origin_bit() && m.target_bit() == mv.target_bit())
        .count();
    if siblings <= 1 {
        format!("{from}{}{to}", capture_mark(rules))
    } else {
        full_path(pos, mv)
    }
}

/// Splits a move text into square numbers: `26x17x8` → [26, 17, 8]; `c3:e5` → [22, 15].
pub(crate) fn squares(text: &str, variant: &Variant) -> Result<Vec<u32>, MoveError> {
    let max = variant.squares();
    let compact: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    let malformed = || {
        let example = if variant.algebraic() {
            msg!("draughts_example_algebraic")
        } else {
            msg!("draughts_example_numbers")
        };
        MoveError::malformed(msg!(
            "draughts_not_move",
            text = text.trim(),
            example = example
        ))
    };
    let mut squares = Vec::new();
    for part in compact.split(['-', 'x', 'X', ':']) {
        if part.bytes().next().is_some_and(|b| b.is_ascii_alphabetic()) {
            let square = algebraic_square(variant, part).ok_or_else(|| {
                MoveError::malformed(msg!(
                    "draughts_not_dark_square",
                    text = part,
                    size = variant.size()
                ))
            })?;
            squares.push(square);
            continue;
        }
        if part.is_empty() || part.len() > 3 || !part.bytes().all(|b| b.is_ascii_digit()) {
            return Err(malformed());
        }
        let square: u32 = part.parse().map_err(|_| malformed())?;
        if square == 0 || square > max {
            return Err(MoveError::malformed(msg!(
                "draughts_no_such_square",
                square = square,
                max = max
            )));
        }
        squares.push(square);
    }
    if squares.len() < 2 {
        return Err(malformed());
    }
    Ok(squares)
}

/// How well a typed square list names a move.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub(crate) enum Fit {
    No,
    /// Start and end agree; the typed landings are a part of one of its paths.
    Part,
    /// Start and end agree and the typed landings are one of its paths exactly (none typed
    /// for a quiet move or a single jump).
    Exact,
}

/// Whether `typed` (start, landings…, end) names `mv`.
pub(crate) fn fit<W: Dispatch>(pos: &Position<W>, mv: Move<W>, typed: &[u32]) -> Fit {
    let (from, to) = (typed[0], typed[typed.len() - 1]);
    if mv.from() != from || mv.to() != to {
        return Fit::No;
    }
    if typed.len() == 2 {
        // `30x16` is exactly a single jump; for a longer capture it is the short form, which
        // names the move only when no other capture shares its start and end.
        let single = !mv.is_capture() || paths_of(pos, mv).iter().any(|path| path.len() == 1);
        return if single { Fit::Exact } else { Fit::Part };
    }
    let middle = &typed[1..typed.len() - 1];
    let mut best = Fit::No;
    for path in paths_of(pos, mv) {
        let landings = &path[..path.len() - 1];
        if landings == middle {
            return Fit::Exact;
        }
        if is_subsequence(middle, landings) {
            best = Fit::Part;
        }
    }
    best
}

/// Whether `part` appears in `whole` in order (not necessarily adjacent).
pub(crate) fn is_subsequence(part: &[u32], whole: &[u32]) -> bool {
    let mut it = whole.iter();
    part.iter().all(|p| it.any(|w| w == p))
}
