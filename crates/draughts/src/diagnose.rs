//! Reading a move against the position, and why a well-formed move is not legal: the message
//! names the rule (`capture_compulsory {captures: "26x17"}`, `men_forward_only`, …).

use ply_core::{Arg, MoveError, Side, msg};

use crate::{
    board::row_of,
    dispatch::Dispatch,
    mv::Move,
    notation::{self, Fit},
    position::Position,
    variant::TieBreak,
};

/// At most this many moves are listed in a message.
const LISTED: usize = 4;

/// The moves written out, a few at most: "26x17", "28x19".
fn list<W: Dispatch>(pos: &Position<W>, moves: &[Move<W>]) -> Vec<String> {
    let mut names: Vec<String> = moves
        .iter()
        .take(LISTED)
        .map(|&m| notation::format(pos, m))
        .collect();
    if moves.len() > LISTED {
        names.push("…".to_string());
    }
    names
}

/// Row and column of a square number.
fn coords<W: Dispatch>(pos: &Position<W>, square: u32) -> (i32, i32) {
    let numbering = pos.numbering();
    let bit = numbering.bit(square);
    (
        row_of(bit, numbering.n) as i32,
        numbering.column(bit) as i32,
    )
}

/// The explanation for typed squares (start, …, end) that name no legal move; the start holds
/// a piece of the side to move.
pub(crate) fn explain<W: Dispatch>(
    pos: &Position<W>,
    typed: &[u32],
    legal: &[Move<W>],
) -> MoveError {
    let side = pos.side_to_move_inner();
    let (from, to) = (typed[0], typed[typed.len() - 1]);
    let king = matches!(pos.piece_at(from), Some((_, true)));
    let rules = *pos.variant();
    let forward = if side == Side::White { -1 } else { 1 };
    let (fr, fc) = coords(pos, from);
    let (tr, tc) = coords(pos, typed[1]);
    let (dr, dc) = (tr - fr, tc - fc);

    // A man jumping backwards over an opponent's piece, or over a king where men cannot
    // capture kings.
    if !king && dr.abs() == 2 && dc.abs() == 2 && pos.piece_at(typed[1]).is_none() {
        let over = pos.piece_at(square_between(pos, from, typed[1]));
        let theirs = matches!(over, Some((s, _)) if s != side);
        if theirs && !rules.men_capture_backwards && dr == -2 * forward {
            return MoveError::illegal(msg!("men_capture_forward", game = rules.name_term()));
        }
        if theirs && !rules.men_capture_kings && matches!(over, Some((_, true))) {
            return MoveError::illegal(msg!("men_capture_kings", game = rules.name_term()));
        }
    }

    if legal.first().is_some_and(Move::is_capture) {
        return explain_capture(pos, typed, legal, king);
    }

    if typed.len() > 2 {
        return MoveError::illegal(msg!("no_capture_to_make", moves = list(pos, legal)));
    }
    // Frisian draughts: a king that has used up its run of quiet moves.
    if king && pos.counters().blocked_bits::<W>() & W::bit(pos.numbering().bit(from)) != W::ZERO {
        return MoveError::illegal(msg!("king_move_run", limit = rules.king_move_run));
    }
    let name = |square| notation::square_name(&rules, square);
    if pos.piece_at(to).is_some() {
        return MoveError::illegal(msg!("square_not_empty", square = name(to)));
    }
    let (tr, tc) = coords(pos, to);
    let (dr, dc) = (tr - fr, tc - fc);
    if rules.orthogonal() {
        return explain_orthogonal(&rules, king, forward, (dr, dc), name(from), name(to));
    }
    if dr.abs() != dc.abs() || dr == 0 {
        return MoveError::illegal(if king {
            msg!("king_diagonal")
        } else {
            msg!("man_one_square")
        });
    }
    if !king {
        return MoveError::illegal(if dr.signum() != forward {
            msg!("men_forward_only")
        } else {
            msg!("man_one_square")
        });
    }
    if !rules.flying_kings && dr.abs() > 1 {
        return MoveError::illegal(msg!("king_one_square", game = rules.name_term()));
    }
    MoveError::illegal(msg!("way_blocked", from = name(from), to = name(to)))
}

/// Why a quiet move of the Turkish board is not legal: a king moves along a row or a column, a
/// man one square forward or sideways.
fn explain_orthogonal(
    rules: &crate::Variant,
    king: bool,
    forward: i32,
    (dr, dc): (i32, i32),
    from: String,
    to: String,
) -> MoveError {
    if king {
        if dr != 0 && dc != 0 {
            return MoveError::illegal(msg!("king_orthogonal"));
        }
        if !rules.flying_kings && dr.abs() + dc.abs() > 1 {
            return MoveError::illegal(msg!("king_one_square", game = rules.name_term()));
        }
        return MoveError::illegal(msg!("way_blocked", from = from, to = to));
    }
    let step = (dr == forward && dc == 0) || (dr == 0 && dc.abs() == 1);
    if step {
        return MoveError::illegal(msg!("way_blocked", from = from, to = to));
    }
    MoveError::illegal(msg!("man_one_square_orthogonal"))
}

/// The square between two squares two diagonal steps apart.
fn square_between<W: Dispatch>(pos: &Position<W>, a: u32, b: u32) -> u32 {
    let n = pos.n();
    let (ar, ac) = coords(pos, a);
    let (br, bc) = coords(pos, b);
    let (r, c) = ((ar + br) / 2, (ac + bc) / 2);
    // Row r holds columns of one parity; its k-th dark square is column 2k or 2k+1.
    (r as u32) * n + (c as u32) / 2 + 1
}

fn explain_capture<W: Dispatch>(
    pos: &Position<W>,
    typed: &[u32],
    legal: &[Move<W>],
    king: bool,
) -> MoveError {
    let rules = *pos.variant();
    let from = typed[0];
    // The same move under free choice: which rule removed it?
    let mut free = rules;
    free.king_priority = false;
    free.majority_rule = false;
    free.king_must_continue = false;
    let relaxed_pos = (*pos).with_variant(free);
    let mut relaxed = Vec::new();
    relaxed_pos.generate(&mut relaxed);
    let matching: Vec<Move<W>> = relaxed
        .iter()
        .copied()
        .filter(|&m| notation::fit(&relaxed_pos, m, typed) != Fit::No)
        .collect();
    if !matching.is_empty() {
        if rules.king_priority && !king && legal.iter().all(|m| pos.is_king_at(m.from())) {
            return MoveError::illegal(msg!("king_must_capture", moves = list(pos, legal)));
        }
        if rules.tie_break == TieBreak::Frisian && matching.iter().all(|m| !legal.contains(m)) {
            return MoveError::illegal(msg!("frisian_value", moves = list(pos, legal)));
        }
        let best = legal.iter().map(Move::captured_count).max().unwrap_or(0);
        if rules.majority_rule && matching.iter().all(|m| m.captured_count() < best) {
            return MoveError::illegal(msg!(
                "majority_rule",
                count = best,
                moves = list(pos, legal)
            ));
        }
        if rules.majority_rule && matching.iter().all(|m| !legal.contains(m)) {
            let moves = list(pos, legal);
            return MoveError::illegal(match rules.tie_break {
                TieBreak::Italian => msg!("italian_priority", moves = moves),
                _ => msg!("most_kings_first", moves = moves),
            });
        }
        if king && rules.king_must_continue {
            return MoveError::illegal(msg!("king_must_continue", moves = list(pos, legal)));
        }
    }
    // Stopping on a landing square from which the sequence goes on.
    let to = typed[typed.len() - 1];
    let middle = &typed[1..typed.len() - 1];
    let continued: Vec<Move<W>> = legal
        .iter()
        .copied()
        .filter(|m| m.from() == from)
        .filter(|&m| {
            notation::paths_of(pos, m).iter().any(|path| {
                let landings = &path[..path.len() - 1];
                landings
                    .iter()
                    .enumerate()
                    .any(|(i, &l)| l == to && notation::is_subsequence(middle, &landings[..i]))
            })
        })
        .collect();
    if !continued.is_empty() {
        return MoveError::illegal(msg!("capture_continues", moves = list(pos, &continued)));
    }
    MoveError::illegal(msg!("capture_compulsory", captures = list(pos, legal)))
}

/// Reads a move against the position: the one legal move the text names, or why none does.
pub(crate) fn parse<W: Dispatch>(pos: &Position<W>, text: &str) -> Result<Move<W>, MoveError> {
    let typed = notation::squares(text, pos.variant())?;
    let from = typed[0];
    match pos.piece_at(from) {
        Some((side, _)) if side == pos.side_to_move_inner() => {}
        _ => {
            return Err(MoveError::illegal(msg!(
                "draughts_not_yours",
                square = notation::square_name(pos.variant(), from)
            )));
        }
    }
    let mut legal = Vec::new();
    pos.generate(&mut legal);
    let fits: Vec<(Move<W>, Fit)> = legal
        .iter()
        .map(|&m| (m, notation::fit(pos, m, &typed)))
        .filter(|&(_, f)| f != Fit::No)
        .collect();
    let exact: Vec<Move<W>> = fits
        .iter()
        .filter(|(_, f)| *f == Fit::Exact)
        .map(|(m, _)| *m)
        .collect();
    let candidates: Vec<Move<W>> = if exact.len() == 1 {
        exact
    } else {
        fits.iter().map(|(m, _)| *m).collect()
    };
    match candidates.as_slice() {
        [mv] => Ok(*mv),
        [] => Err(explain(pos, &typed, &legal)),
        many => {
            let names: Vec<String> = many.iter().map(|&m| notation::full_path(pos, m)).collect();
            Err(MoveError::ambiguous(msg!(
                "draughts_ambiguous",
                text = text.trim(),
                moves = Arg::Either(names)
            )))
        }
    }
}
