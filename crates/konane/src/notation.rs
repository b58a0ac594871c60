//! Reading moves: first the syntax (a square, or squares joined by `-`), then legality in the
//! position, with the rule that forbids an illegal move named in the error.

use ply_core::{Arg, MoveError, msg};

use crate::{Konane, Move, Phase, Square, movegen::white_removal_squares};

/// A move as written, before it is checked against the position.
enum Written {
    Remove(Square),
    /// Every square named, in order: `d3-d5-d7` is a double jump written out in full.
    Jump(Vec<Square>),
}

fn read(text: &str) -> Result<Written, MoveError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(MoveError::malformed(msg!("konane_no_move")));
    }
    let squares = text
        .split('-')
        .map(|part| {
            Square::parse(part).ok_or_else(|| {
                if part.is_empty() || part.len() > 3 {
                    MoveError::malformed(msg!("konane_not_move", text = text))
                } else {
                    MoveError::malformed(msg!("konane_not_square", text = part))
                }
            })
        })
        .collect::<Result<Vec<Square>, MoveError>>()?;
    Ok(match squares[..] {
        [sq] => Written::Remove(sq),
        _ => Written::Jump(squares),
    })
}

/// The squares' names.
fn names(squares: impl Iterator<Item = Square>) -> Vec<String> {
    squares.map(|s| s.to_string()).collect()
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
                _ => Err(MoveError::illegal(msg!("konane_black_removal"))),
            },
            Phase::WhiteRemoves => match written {
                Written::Remove(sq) if self.removable() & sq.bit() != 0 => Ok(Move::Remove(sq)),
                _ => {
                    let choices = white_removal_squares(self.empty());
                    Err(MoveError::illegal(msg!(
                        "konane_white_removal",
                        squares = Arg::Either(names(choices.into_iter().flatten()))
                    )))
                }
            },
            Phase::Jumps => match written {
                Written::Remove(_) => Err(MoveError::illegal(msg!("konane_removal_over"))),
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
            return Err(MoveError::illegal(msg!(
                "konane_not_yours",
                square = from.to_string()
            )));
        }
        let mut dir = None;
        for pair in squares.windows(2) {
            let (a, b) = (pair[0], pair[1]);
            let df = i32::from(b.file()) - i32::from(a.file());
            let dr = i32::from(b.rank()) - i32::from(a.rank());
            if df == 0 && dr == 0 {
                return Err(MoveError::illegal(msg!(
                    "konane_no_step",
                    from = a.to_string(),
                    to = b.to_string()
                )));
            }
            if df.abs() == dr.abs() {
                return Err(MoveError::illegal(msg!("konane_diagonal")));
            }
            let step = (df.signum(), dr.signum());
            if (df != 0 && dr != 0) || dir.is_some_and(|d| d != step) {
                return Err(MoveError::illegal(msg!("konane_turn")));
            }
            dir = Some(step);
            if (df + dr) % 2 != 0 {
                return Err(MoveError::illegal(msg!(
                    "konane_odd_distance",
                    from = a.to_string(),
                    to = b.to_string()
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
                    msg!(
                        "konane_not_jump",
                        from = from.to_string(),
                        over = over.to_string()
                    )
                } else {
                    let stop = at(k - 1);
                    msg!(
                        "konane_jump_stops",
                        stop = stop.to_string(),
                        over = over.to_string()
                    )
                }));
            }
            if self.stone_at(land).is_some() {
                return Err(MoveError::illegal(msg!(
                    "konane_occupied",
                    square = land.to_string()
                )));
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
        let either = |squares: &[&str]| {
            let squares = Arg::Either(names(squares.iter().map(|s| sq(s))));
            msg!("konane_white_removal", squares = squares).to_string()
        };
        assert!(either(&["b8", "a7"]).ends_with(": b8 or a7"));
        assert!(either(&["c5", "e5", "d4", "d6"]).ends_with(": c5, e5, d4 or d6"));
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
