//! DXP moves and positions as ply's international draughts moves and positions. DXP numbers
//! the 50 squares as ply does (1 at black's back rank, white moving towards 1).

use ply_core::{Game, Side};
use ply_draughts::{Draughts, Move};

use super::message::{Colour, DxpError, DxpMove, DxpPosition};
use crate::hub::{HubVariant, notation as hub};

/// The legal move of `pos` that a DXP MOVE names (start, end and captured squares).
///
/// # Errors
/// No legal move has this start, end and set of captured squares.
pub fn read_move(pos: &Draughts, mv: &DxpMove) -> Result<Move, DxpError> {
    let text = if mv.captured.is_empty() {
        format!("{}-{}", mv.from, mv.to)
    } else {
        let caps: Vec<String> = mv.captured.iter().map(u8::to_string).collect();
        format!("{}x{}x{}", mv.from, mv.to, caps.join("x"))
    };
    let legal = hub::read_move(pos, &text).map_err(|e| DxpError(e.0))?;
    // A capture must list all its captured pieces; Hub's reading is more lenient.
    if legal.captured_count() as usize != mv.captured.len() {
        return Err(DxpError(format!(
            "move {text}: captures {} pieces, not {}",
            legal.captured_count(),
            mv.captured.len()
        )));
    }
    Ok(legal)
}

/// The DXP MOVE of `mv`, taking `seconds`.
pub fn write_move(mv: Move, seconds: u16) -> DxpMove {
    DxpMove {
        seconds,
        from: mv.from() as u8,
        to: mv.to() as u8,
        captured: mv.captured().map(|s| s as u8).collect(),
    }
}

/// The DXP form of a position, or `None` for the standard start position (GAMEREQ `A`).
pub fn position_of(pos: &Draughts) -> Option<DxpPosition> {
    let start = Draughts::start(&HubVariant::NORMAL.rules());
    if pos.to_text() == start.to_text() {
        return None;
    }
    let mut squares = [b'e'; 50];
    for (i, sq) in squares.iter_mut().enumerate() {
        *sq = match pos.piece_at(i as u32 + 1) {
            None => b'e',
            Some((Side::White, false)) => b'w',
            Some((Side::White, true)) => b'W',
            Some((Side::Black, false)) => b'z',
            Some((Side::Black, true)) => b'Z',
        };
    }
    let to_move = match pos.side_to_move() {
        Side::White => Colour::White,
        Side::Black => Colour::Black,
    };
    Some(DxpPosition { to_move, squares })
}

/// The position of a GAMEREQ: the start position for `None`.
///
/// # Errors
/// Pieces that cannot stand where they are (a man on its own back rank, for example).
pub fn read_position(position: Option<&DxpPosition>) -> Result<Draughts, DxpError> {
    let variant = HubVariant::NORMAL;
    let Some(p) = position else {
        return Ok(Draughts::start(&variant.rules()));
    };
    let mut hub = String::with_capacity(51);
    hub.push(match p.to_move {
        Colour::White => 'W',
        Colour::Black => 'B',
    });
    hub.extend(p.squares.iter().map(|&c| match c {
        b'z' => 'b',
        b'Z' => 'B',
        c => c as char,
    }));
    variant.read_position(&hub).map_err(|e| DxpError(e.0))
}

/// The colour of ply's side.
pub fn colour_of(side: Side) -> Colour {
    match side {
        Side::White => Colour::White,
        Side::Black => Colour::Black,
    }
}

/// ply's side of a DXP colour.
pub fn side_of(colour: Colour) -> Side {
    match colour {
        Colour::White => Side::White,
        Colour::Black => Side::Black,
    }
}
