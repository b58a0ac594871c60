//! The position text: the 8 ranks from rank 8 down to rank 1 separated by `/`, `b` a Black
//! stone, `w` a White stone, a digit for a run of empty squares, a space, then `b` or `w` for
//! the side to move. Reading checks that the position can arise in a game.

use std::fmt::Write as _;

use ply_core::{PositionError, Side};

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
            return Err(PositionError::new(format!(
                "expected the board, a space and the side to move (b or w), e.g. '{START_TEXT}'"
            )));
        };
        let to_move = match side {
            "b" => Side::Black,
            "w" => Side::White,
            other => {
                return Err(PositionError::new(format!(
                    "the side to move is b or w, not '{other}'"
                )));
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

fn side_word(side: Side) -> &'static str {
    match side {
        Side::White => "White",
        Side::Black => "Black",
    }
}

/// Reads the board field into the White and Black boards.
fn read_board(board: &str) -> Result<(u64, u64), PositionError> {
    let ranks: Vec<&str> = board.split('/').collect();
    if ranks.len() != 8 {
        return Err(PositionError::new(format!(
            "expected 8 ranks separated by '/', found {}",
            ranks.len()
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
                    return Err(PositionError::new(format!(
                        "rank {name}: '{c}' is not b, w or a digit 1-8"
                    )));
                }
            };
            if file + width > 8 {
                return Err(PositionError::new(format!(
                    "rank {name} has more than 8 squares"
                )));
            }
            let digit = c.is_ascii_digit();
            if digit && last_digit {
                return Err(PositionError::new(format!(
                    "rank {name}: two digits in a row; write one digit for a run of empty squares"
                )));
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
            return Err(PositionError::new(format!(
                "rank {name} has {file} squares; each rank has 8"
            )));
        }
    }
    Ok((white, black))
}

/// Stones only ever jump two squares, so White's stay on dark squares and Black's on light.
fn check_colours(pos: &Konane) -> Result<(), PositionError> {
    for (side, own, colour) in [(Side::White, DARK, "dark"), (Side::Black, LIGHT, "light")] {
        if let Some(sq) = Squares(pos.stones(side) & !own).next() {
            let word = side_word(side);
            return Err(PositionError::new(format!(
                "a {} stone on {sq}: {word}'s stones start on the {colour} squares and stay there",
                word.to_lowercase()
            )));
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
        0 if to_move == Side::White => Err(PositionError::new(
            "the board is full, so Black is to move: Black's first move removes a stone",
        )),
        0 => Ok(()),
        1 => {
            let sq = Square::lowest(empty);
            if empty & BLACK_REMOVALS == 0 {
                Err(PositionError::new(format!(
                    "the one empty square is {sq}, but Black's first move removes a stone from \
                     a8, h1, d5 or e4"
                )))
            } else if to_move == Side::Black {
                Err(PositionError::new(
                    "one empty square means Black has removed a stone, so White is to move",
                ))
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
                Err(PositionError::new(format!(
                    "two empty squares must be the opening removals (one of a8, h1, d5, e4 and \
                     a square next to it), not {a} and {b}"
                )))
            } else if to_move == Side::White {
                Err(PositionError::new(
                    "after the two opening removals Black is to move",
                ))
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
            return Err(PositionError::new(format!(
                "{} has {count} stones, but the opening removed one of them",
                side_word(side)
            )));
        }
    }
    // The first jump is Black's: White to move means Black has jumped; Black to move (after
    // the opening, with more than two empty squares) means both sides have.
    if white == 31 {
        return Err(PositionError::new(
            "Black has jumped (more than two empty squares), but White still has 31 stones",
        ));
    }
    if to_move == Side::Black && black == 31 {
        return Err(PositionError::new(
            "Black is to move after a jump, so White has jumped, but Black still has 31 stones",
        ));
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
