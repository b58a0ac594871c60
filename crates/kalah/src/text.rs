//! The position text: `6,6,6,6,6,6,0,6,6,6,6,6,6,0 S`.

use ply_core::{PositionError, Side, msg};

use crate::{Kalah, KalahRules};

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
