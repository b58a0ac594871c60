//! The move notation: the number of the pit sown, from 1 to the number of pits a side has, in
//! the mover's sowing order.

use ply_core::{MoveError, MoveErrorKind, msg};

use crate::{Kalah, Pit};

/// Reads a pit number and checks that the pit can be sown.
pub(crate) fn read(pos: &Kalah, text: &str) -> Result<Pit, MoveError> {
    let text = text.trim();
    let p = pos.pit_count();
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(MoveError::malformed(msg!(
            "kalah_not_pit",
            text = text,
            pits = p
        )));
    }
    let number = text.parse::<usize>().unwrap_or(usize::MAX);
    if !(1..=p).contains(&number) {
        return Err(MoveError::malformed(msg!("kalah_pit_range", pits = p)));
    }
    if pos.is_finished() {
        return Err(MoveError::new(
            MoveErrorKind::GameOver,
            msg!("game_over_plain"),
        ));
    }
    let pit = Pit::from_index((number - 1) as u8);
    if pos.seeds_in(pos.side(), pit) == 0 {
        return Err(MoveError::illegal(msg!("kalah_pit_empty", pit = number)));
    }
    Ok(pit)
}

/// Writes a move: its pit number.
pub(crate) fn write(mv: Pit) -> String {
    mv.number().to_string()
}
