//! The position text: the 8 ranks from rank 8 down to rank 1 separated by `/`, `b` a Black
//! stone, `w` a White stone, a digit for a run of empty squares, a space, then `b` or `w` for
//! the side to move. Reading checks that the position can arise in a game.

use std::fmt::Write as _;

use ply_core::{PositionError, Side, msg};

use crate::{
    Konane, Square,
    bitboard::{BLACK_REMOVALS, DARK, LIGHT, neighbours},
    square::Squares,
};

/// The start position's text.
pub const START_TEXT: &str =
    "bwbwbwbw/wbwbwbwb/bwbwbwbw/wbwbwbwb/bwbwbwbw/wbwbwbwb/bwbwbwbw/wbwbwbwb b";

impl Konane {
    /// Writes the position text.
    pub fn text(&self) -> String {
        let mut out = String::with_capacity(80);
        for rank in (0..8).rev() {
            let mut run = 0;
            for file in 0..8 {
                let sq = Square::from_coords(file, rank).expect("file and rank are on the board");
                match self.stone_at(sq) {
                    None => run += 1,
                    Some(side) => {
                        if run > 0 {
                            let _ = write!(out, "{run}");
                            run = 0;
                        }
                        out.push(stone_char(side));
                    }
                }
            }
            if run > 0 {
                let _ = write!(out, "{run}");
            }
            if rank > 0 {
                out.push('/');
            }
        }
        out.push(' ');
        out.push(stone_char(self.to_move()));
        out
    }

    /// Reads a position text and checks that the position can arise in a game.
    ///
    /// # Errors
    /// A message naming what is wrong: the layout of the text, a stone on a square of the
    /// wrong colour, or an opening board that does not fit the side to move.
    pub fn parse(text: &str) -> Result<Konane, PositionError> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        let [board, side] = fields[..] else {
            return Err(PositionError::new(msg!(
                "konane_position_form",
                example = START_TEXT
            )));
        };
        let to_move = match side {
            "b" => Side::Black,
            "w" => Side::White,
            other => {
                return Err(PositionError::new(msg!("konane_side", found = other)));
            }
        };
        let (white, black) = read_board(board)?;
        let pos = Konane::from_parts(white, black, to_move);
        check_colours(&pos)?;
        check_phase(&pos)?;
        Ok(pos)
    }
}

fn stone_char(side: Side) -> char {
    match side {
        Side::White => 'w',
        Side::Black => 'b',
    }
}

/// Reads the board field into the White and Black boards.
fn read_board(board: &str) -> Result<(u64, u64), PositionError> {
    let ranks: Vec<&str> = board.split('/').collect();
    if ranks.len() != 8 {
        return Err(PositionError::new(msg!(
            "konane_ranks",
            found = ranks.len()
        )));
    }
    let (mut white, mut black) = (0u64, 0u64);
    for (row, rank_text) in ranks.iter().enumerate() {
        let rank = 7 - row as u8;
        let name = rank + 1;
        let mut file = 0u8;
        let mut last_digit = false;
        for c in rank_text.chars() {
            let width = match c {
                'b' | 'w' => 1,
                '1'..='8' => c as u8 - b'0',
                _ => {
                    return Err(PositionError::new(msg!(
                        "konane_rank_char",
                        rank = name,
                        found = c
                    )));
                }
            };
            if file + width > 8 {
                return Err(PositionError::new(msg!("konane_rank_long", rank = name)));
            }
            let digit = c.is_ascii_digit();
            if digit && last_digit {
                return Err(PositionError::new(msg!("konane_rank_digits", rank = name)));
            }
            if !digit {
                let sq = Square::from_coords(file, rank).expect("file checked above");
                if c == 'w' {
                    white |= sq.bit();
                } else {
                    black |= sq.bit();
                }
            }
            last_digit = digit;
            file += width;
        }
        if file != 8 {
            return Err(PositionError::new(msg!(
                "konane_rank_short",
                rank = name,
                found = file
            )));
        }
    }
    Ok((white, black))
}

/// Stones only ever jump two squares, so White's stay on dark squares and Black's on light.
fn check_colours(pos: &Konane) -> Result<(), PositionError> {
    for (side, own) in [(Side::White, DARK), (Side::Black, LIGHT)] {
        if let Some(sq) = Squares(pos.stones(side) & !own).next() {
            return Err(PositionError::new(match side {
                Side::White => msg!("konane_white_colour", square = sq.to_string()),
                Side::Black => msg!("konane_black_colour", square = sq.to_string()),
            }));
        }
    }
    Ok(())
}

/// The opening phases must fit the side to move, and after them the stone counts must fit the
/// jumps that have been made.
fn check_phase(pos: &Konane) -> Result<(), PositionError> {
    let empty = pos.empty();
    let white = pos.stones(Side::White).count_ones();
    let black = pos.stones(Side::Black).count_ones();
    let to_move = pos.to_move();
    match empty.count_ones() {
        0 if to_move == Side::White => Err(PositionError::new(msg!("konane_full_board"))),
        0 => Ok(()),
        1 => {
            let sq = Square::lowest(empty);
            if empty & BLACK_REMOVALS == 0 {
                Err(PositionError::new(msg!(
                    "konane_first_removal",
                    square = sq.to_string()
                )))
            } else if to_move == Side::Black {
                Err(PositionError::new(msg!("konane_white_after_removal")))
            } else {
                Ok(())
            }
        }
        2 => {
            let first = empty & BLACK_REMOVALS;
            let second = empty & !first;
            if first == 0 || second == 0 || neighbours(first) & second == 0 {
                let mut squares = Squares(empty);
                let (a, b) = (squares.next(), squares.next());
                let (a, b) = (a.expect("two squares"), b.expect("two squares"));
                Err(PositionError::new(msg!(
                    "konane_two_removals",
                    first = a.to_string(),
                    second = b.to_string()
                )))
            } else if to_move == Side::White {
                Err(PositionError::new(msg!("konane_black_after_removals")))
            } else {
                Ok(())
            }
        }
        _ => check_counts(to_move, white, black),
    }
}

/// After the opening each side has at most 31 stones; whoever has jumped has taken stones.
fn check_counts(to_move: Side, white: u32, black: u32) -> Result<(), PositionError> {
    for (side, count) in [(Side::Black, black), (Side::White, white)] {
        if count > 31 {
            return Err(PositionError::new(match side {
                Side::White => msg!("konane_white_count", count = count),
                Side::Black => msg!("konane_black_count", count = count),
            }));
        }
    }
    // The first jump is Black's: White to move means Black has jumped; Black to move (after
    // the opening, with more than two empty squares) means both sides have.
    if white == 31 {
        return Err(PositionError::new(msg!("konane_white_unjumped")));
    }
    if to_move == Side::Black && black == 31 {
        return Err(PositionError::new(msg!("konane_black_unjumped")));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_text_round_trip() {
        let p = Konane::parse(START_TEXT).unwrap();
        assert_eq!(p, Konane::START);
        assert_eq!(p.text(), START_TEXT);
    }

    #[test]
    fn runs_of_empty_squares() {
        let text = "bwb2w1w/w1w5/8/wb3b2/4b3/w1w3wb/b6w/wb1b1b1b w";
        let p = Konane::parse(text).unwrap();
        assert_eq!(p.text(), text);
        assert_eq!(p.stone_at(Square::parse("h8").unwrap()), Some(Side::White));
        assert_eq!(p.stone_at(Square::parse("g8").unwrap()), None);
    }

    #[test]
    fn layout_errors() {
        let cases = [
            ("", "expected the board"),
            ("bwbwbwbw/wbwbwbwb b", "expected 8 ranks"),
            (
                &START_TEXT.replace(" b", " x"),
                "the side to move is b or w",
            ),
            (&START_TEXT.replace(" b", ""), "expected the board"),
            (
                &START_TEXT.replacen("bwbwbwbw", "bwbwbwbwb", 1),
                "more than 8",
            ),
            (
                &START_TEXT.replacen("bwbwbwbw", "bwbwbwb", 1),
                "rank 8 has 7 squares",
            ),
            (
                &START_TEXT.replacen("bwbwbwbw", "bwbwbwbx", 1),
                "'x' is not b, w",
            ),
            (
                &START_TEXT.replacen("bwbwbwbw", "bwbwbw11", 1),
                "two digits",
            ),
            (
                &START_TEXT.replacen("bwbwbwbw", "bwbwbw0w", 1),
                "'0' is not",
            ),
        ];
        for (text, expected) in cases {
            let err = Konane::parse(text).unwrap_err().to_string();
            assert!(err.contains(expected), "{text:?}: {err}");
        }
    }
}
