//! The position text (`6,6,6,6,6,6,0,6,6,6,6,6,6,0 S`) and the move notation (the pit number).

use ply_core::{MoveError, MoveErrorKind, PositionError, Side, msg};

use crate::{Kalah, KalahRules, Pit};

/// Reads `c1,c2,…,c2p+2 S|N`: the counts in sowing order from South's pit 1, then the side to
/// move. One side's pits all empty means the game is over; the board is swept as it is read.
pub(crate) fn read_position(text: &str, rules: &KalahRules) -> Result<Kalah, PositionError> {
    let mut fields = text.split_whitespace();
    let (Some(counts), Some(side), None) = (fields.next(), fields.next(), fields.next()) else {
        return Err(PositionError::new(msg!("kalah_position_form")));
    };
    let side = match side {
        "S" | "s" => Side::White,
        "N" | "n" => Side::Black,
        other => {
            return Err(PositionError::new(msg!("kalah_side", found = other)));
        }
    };
    let mut values = Vec::with_capacity(2 * usize::from(rules.pits) + 2);
    for field in counts.split(',') {
        let value = field
            .parse::<u8>()
            .map_err(|_| PositionError::new(msg!("kalah_seed_count", found = field)))?;
        values.push(value);
    }
    Kalah::from_counts(rules, &values, side)
}

/// Writes the counts and the side to move.
pub(crate) fn write_position(pos: &Kalah) -> String {
    let mut out = String::with_capacity(4 * pos.cells_len() + 2);
    for (i, c) in pos.counts().iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push_str(&c.to_string());
    }
    out.push(' ');
    out.push(match pos.side() {
        Side::White => 'S',
        Side::Black => 'N',
    });
    out
}

/// Reads a pit number and checks that the pit can be sown.
pub(crate) fn read_move(pos: &Kalah, text: &str) -> Result<Pit, MoveError> {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_text_round_trips() {
        let rules = KalahRules::default();
        let text = "6,6,6,6,6,6,0,6,6,6,6,6,6,0 S";
        let pos = read_position(text, &rules).unwrap();
        assert_eq!(pos, Kalah::start(&rules));
        assert_eq!(write_position(&pos), text);
    }

    #[test]
    fn lowercase_side_and_extra_spaces_are_read() {
        let rules = KalahRules::default();
        let pos = read_position("  6,6,6,6,6,6,0,6,6,6,6,6,6,0   n ", &rules).unwrap();
        assert_eq!(write_position(&pos), "6,6,6,6,6,6,0,6,6,6,6,6,6,0 N");
    }
}
