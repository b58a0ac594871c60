//! What a pairing engine reads and writes: players with their starting rank, rating and the
//! record of each round, and the pairings of one round.

use std::fmt;

/// A starting rank: 1 for the first player of the starting list.
pub type Rank = u32;

/// Scores are counted in half points, so that every score of the standard point system
/// (1, ½, 0) is exact.
pub type HalfPoints = u32;

/// A piece colour.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Colour {
    White,
    Black,
}

impl Colour {
    /// The other colour.
    pub fn opposite(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }
}

/// How one round went for one player: the result codes of the TRF (FIDE's tournament report
/// file), each with the points it gives in the standard point system.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// A game played and won (`1`).
    Win,
    /// A game played and drawn (`=`).
    Draw,
    /// A game played and lost (`0`).
    Loss,
    /// A game played, not rated, won (`W`).
    UnratedWin,
    /// A game played, not rated, drawn (`D`).
    UnratedDraw,
    /// A game played, not rated, lost (`L`).
    UnratedLoss,
    /// Won by forfeit: the opponent did not come (`+`).
    ForfeitWin,
    /// Lost by forfeit: the player did not come (`-`).
    ForfeitLoss,
    /// The pairing-allocated bye: the odd player out, a full point (`U`).
    PairingBye,
    /// A full-point bye not given by the pairing (`F`).
    FullBye,
    /// A half-point bye, as asked for in advance (`H`).
    HalfBye,
    /// A zero-point bye: not paired, no points (`Z`).
    ZeroBye,
}

impl Outcome {
    /// The points this round gives, in half points.
    pub fn half_points(self) -> HalfPoints {
        match self {
            Outcome::Win
            | Outcome::UnratedWin
            | Outcome::ForfeitWin
            | Outcome::PairingBye
            | Outcome::FullBye => 2,
            Outcome::Draw | Outcome::UnratedDraw | Outcome::HalfBye => 1,
            Outcome::Loss | Outcome::UnratedLoss | Outcome::ForfeitLoss | Outcome::ZeroBye => 0,
        }
    }

    /// Whether a game was played over the board (rated or not).
    pub fn is_played(self) -> bool {
        matches!(
            self,
            Outcome::Win
                | Outcome::Draw
                | Outcome::Loss
                | Outcome::UnratedWin
                | Outcome::UnratedDraw
                | Outcome::UnratedLoss
        )
    }

    /// Whether this outcome has an opponent: a played game or a forfeit.
    pub fn has_opponent(self) -> bool {
        self.is_played() || matches!(self, Outcome::ForfeitWin | Outcome::ForfeitLoss)
    }

    /// The TRF result character.
    pub fn code(self) -> char {
        match self {
            Outcome::Win => '1',
            Outcome::Draw => '=',
            Outcome::Loss => '0',
            Outcome::UnratedWin => 'W',
            Outcome::UnratedDraw => 'D',
            Outcome::UnratedLoss => 'L',
            Outcome::ForfeitWin => '+',
            Outcome::ForfeitLoss => '-',
            Outcome::PairingBye => 'U',
            Outcome::FullBye => 'F',
            Outcome::HalfBye => 'H',
            Outcome::ZeroBye => 'Z',
        }
    }

    /// The outcome of a TRF result character (upper or lower case).
    pub fn from_code(c: char) -> Option<Outcome> {
        Some(match c.to_ascii_uppercase() {
            '1' => Outcome::Win,
            '=' => Outcome::Draw,
            '0' => Outcome::Loss,
            'W' => Outcome::UnratedWin,
            'D' => Outcome::UnratedDraw,
            'L' => Outcome::UnratedLoss,
            '+' => Outcome::ForfeitWin,
            '-' => Outcome::ForfeitLoss,
            'U' => Outcome::PairingBye,
            'F' => Outcome::FullBye,
            'H' => Outcome::HalfBye,
            'Z' => Outcome::ZeroBye,
            _ => return None,
        })
    }

    /// The outcome the opponent has in the same game (`None` for a bye).
    pub fn mirrored(self) -> Option<Outcome> {
        Some(match self {
            Outcome::Win => Outcome::Loss,
            Outcome::Loss => Outcome::Win,
            Outcome::Draw => Outcome::Draw,
            Outcome::UnratedWin => Outcome::UnratedLoss,
            Outcome::UnratedLoss => Outcome::UnratedWin,
            Outcome::UnratedDraw => Outcome::UnratedDraw,
            Outcome::ForfeitWin => Outcome::ForfeitLoss,
            Outcome::ForfeitLoss => Outcome::ForfeitWin,
            _ => return None,
        })
    }
}

/// One round of one player: the opponent's starting rank and the player's colour where there
/// was an opponent (a forfeit may have both), and the outcome.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct RoundEntry {
    pub opponent: Option<Rank>,
    pub colour: Option<Colour>,
    pub outcome: Outcome,
}

impl RoundEntry {
    /// A game over the board.
    pub fn game(opponent: Rank, colour: Colour, outcome: Outcome) -> RoundEntry {
        RoundEntry {
            opponent: Some(opponent),
            colour: Some(colour),
            outcome,
        }
    }

    /// A round without an opponent (a bye of any kind).
    pub fn bye(outcome: Outcome) -> RoundEntry {
        RoundEntry {
            opponent: None,
            colour: None,
            outcome,
        }
    }

    /// The colour the player had in a game actually played (a forfeit's colour does not count
    /// for the colour rules).
    pub fn played_colour(&self) -> Option<Colour> {
        if self.outcome.is_played() {
            self.colour
        } else {
            None
        }
    }
}

/// A player of a tournament: starting rank (1-based, the order of the starting list), name,
/// rating (0 for none), the TRF's other registration fields as text, and one entry per
/// round already paired.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Player {
    pub rank: Rank,
    pub name: String,
    pub rating: u32,
    pub info: Registration,
    pub rounds: Vec<RoundEntry>,
}

/// The TRF's registration fields a pairing does not use, kept so that a file reads back as
/// written: sex (`m`/`w`), title, federation, FIDE id and birth date, each as it stands.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Registration {
    pub sex: String,
    pub title: String,
    pub federation: String,
    pub fide_id: String,
    pub birth: String,
}

impl Player {
    /// A player with no rounds yet.
    pub fn new(rank: Rank, name: impl Into<String>, rating: u32) -> Player {
        Player {
            rank,
            name: name.into(),
            rating,
            info: Registration::default(),
            rounds: Vec::new(),
        }
    }

    /// The player's score in half points after all rounds recorded.
    pub fn score(&self) -> HalfPoints {
        self.score_after(self.rounds.len())
    }

    /// The player's score in half points after the first `rounds` rounds.
    pub fn score_after(&self, rounds: usize) -> HalfPoints {
        self.rounds
            .iter()
            .take(rounds)
            .map(|r| r.outcome.half_points())
            .sum()
    }
}

/// One board of a round: white's and black's starting ranks.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    pub white: Rank,
    pub black: Rank,
}

/// The pairings of one round: the boards in order, and the player given the
/// pairing-allocated bye, if any.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Round {
    pub boards: Vec<Board>,
    pub bye: Option<Rank>,
}

impl Round {
    /// The pairings as bbpPairings prints them: the number of pairs (the bye counting as
    /// one), then `WHITE BLACK` per board and `RANK 0` for the bye.
    pub fn to_text(&self) -> String {
        let mut out = format!("{}\n", self.boards.len() + usize::from(self.bye.is_some()));
        for b in &self.boards {
            out.push_str(&format!("{} {}\n", b.white, b.black));
        }
        if let Some(bye) = self.bye {
            out.push_str(&format!("{bye} 0\n"));
        }
        out
    }
}

impl fmt::Display for Round {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_text())
    }
}
