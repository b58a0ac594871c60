//! Reading moves: first the syntax (a square, or squares joined by `-`), then legality in the
//! position, with the rule that forbids an illegal move named in the error.

use ply_core::MoveError;

use crate::{Konane, Move, Phase, Square, movegen::white_removal_squares};

/// A move as written, before it is checked against the position.
enum Written {
    Remove(Square),
    /// Every square named, in order: `d3-d5-d7` is a double jump written out in full.
    Jump(Vec<Square>),
}

const HOW: &str = "write a square to remove (d5) or a jump from-to (d3-d5)";

fn read(text: &str) -> Result<Written, MoveError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(MoveError::malformed(format!("no move given: {HOW}")));
    }
    let squares = text
        .split('-')
        .map(|part| {
            Square::parse(part).ok_or_else(|| {
                if part.is_empty() || part.len() > 3 {
                    MoveError::malformed(format!("'{text}' is not a Konane move: {HOW}"))
                } else {
                    MoveError::malformed(format!(
                        "'{part}' is not a square: files a-h, ranks 1-8 ({HOW})"
                    ))
                }
            })
        })
        .collect::<Result<Vec<Square>, MoveError>>()?;
    Ok(match squares[..] {
        [sq] => Written::Remove(sq),
        _ => Written::Jump(squares),
    })
}

/// "a, b, c or d".
fn or_list(squares: impl Iterator<Item = Square>) -> String {
    let names: Vec<String> = squares.map(|s| s.to_string()).collect();
    match names.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
    }
}

impl Konane {
    /// Reads a move in Konane notation and checks it against this position.
    ///
    /// # Errors
    /// Malformed text, or the rule the move breaks: "Black's first move removes a stone from
    /// a8, h1, d5 or e4", "no stone of yours on c3", "diagonal jumps are not allowed", …
    pub fn read_move(&self, text: &str) -> Result<Move, MoveError> {
        let written = read(text)?;
        match self.phase() {
            Phase::BlackRemoves => match written {
                Written::Remove(sq) if self.removable() & sq.bit() != 0 => Ok(Move::Remove(sq)),
                _ => Err(MoveError::illegal(
                    "Black's first move removes a stone from a8, h1, d5 or e4",
                )),
            },
            Phase::WhiteRemoves => match written {
                Written::Remove(sq) if self.removable() & sq.bit() != 0 => Ok(Move::Remove(sq)),
                _ => {
                    let choices = white_removal_squares(self.empty());
                    Err(MoveError::illegal(format!(
                        "White removes a stone next to the empty square: {}",
                        or_list(choices.into_iter().flatten())
                    )))
                }
            },
            Phase::Jumps => match written {
                Written::Remove(_) => Err(MoveError::illegal(
                    "stones are removed only in the opening; every move now is a jump, written \
                     from-to such as d3-d5",
                )),
                Written::Jump(squares) => self.check_jump(&squares),
            },
        }
    }

    /// Checks a jump written as two or more squares in a line.
    fn check_jump(&self, squares: &[Square]) -> Result<Move, MoveError> {
        let us = self.to_move();
        let from = squares[0];
        let to = squares[squares.len() - 1];
        if self.stone_at(from) != Some(us) {
            return Err(MoveError::illegal(format!("no stone of yours on {from}")));
        }
        let mut dir = None;
        for pair in squares.windows(2) {
            let (a, b) = (pair[0], pair[1]);
            let df = i32::from(b.file()) - i32::from(a.file());
            let dr = i32::from(b.rank()) - i32::from(a.rank());
            if df == 0 && dr == 0 {
                return Err(MoveError::illegal(format!(
                    "{a}-{b} does not move: a jump lands beyond the stone it takes"
                )));
            }
            if df.abs() == dr.abs() {
                return Err(MoveError::illegal("diagonal jumps are not allowed"));
            }
            let step = (df.signum(), dr.signum());
            if (df != 0 && dr != 0) || dir.is_some_and(|d| d != step) {
                return Err(MoveError::illegal(
                    "jumps go in a straight line; no turning",
                ));
            }
            dir = Some(step);
            if (df + dr) % 2 != 0 {
                return Err(MoveError::illegal(format!(
                    "{a}-{b} is an odd number of squares: each jump goes over one enemy stone \
                     onto the empty square beyond, two squares on"
                )));
            }
        }
        let (sf, sr) = dir.expect("a jump names at least two squares");
        let at = |k: i32| {
            let file = i32::from(from.file()) + k * sf;
            let rank = i32::from(from.rank()) + k * sr;
            Square::from_coords(file as u8, rank as u8).expect("between two squares of the board")
        };
        let length = (i32::from(to.file()) - i32::from(from.file())).abs()
            + (i32::from(to.rank()) - i32::from(from.rank())).abs();
        for k in (1..length).step_by(2) {
            let (over, land) = (at(k), at(k + 1));
            // The squares jumped over have the other colour: an enemy stone or nothing.
            if self.stone_at(over) != Some(us.opposite()) {
                return Err(MoveError::illegal(if k == 1 {
                    format!("not a jump: {from} is not next to an enemy stone ({over} is empty)")
                } else {
                    let stop = at(k - 1);
                    format!(
                        "the jump cannot go on from {stop}: {over} is empty, not an enemy stone"
                    )
                }));
            }
            if self.stone_at(land).is_some() {
                return Err(MoveError::illegal(format!("{land} is not empty")));
            }
        }
        Ok(Move::Jump { from, to })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists() {
        let sq = |n: &str| Square::parse(n).unwrap();
        assert_eq!(or_list([sq("b8"), sq("a7")].into_iter()), "b8 or a7");
        assert_eq!(
            or_list([sq("c5"), sq("e5"), sq("d4"), sq("d6")].into_iter()),
            "c5, e5, d4 or d6"
        );
    }

    #[test]
    fn syntax() {
        let p = Konane::START;
        for text in ["", "  ", "d", "d5-", "-d5", "z9", "d5xd7", "d55", "hello"] {
            let err = p.read_move(text).unwrap_err();
            assert_eq!(
                err.kind,
                ply_core::MoveErrorKind::Malformed,
                "{text:?}: {err}"
            );
        }
        assert_eq!(p.read_move(" D5 ").unwrap().to_string(), "d5");
    }
}
