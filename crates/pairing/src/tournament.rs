//! A tournament as the pairing engines see it: the players in starting order with their
//! rounds, the number of rounds planned and the colour the first player had in round one.

use ply_i18n::{Message, msg};

use crate::types::{Board, Colour, Outcome, Player, Rank, Round, RoundEntry};

/// A tournament: players in starting order (`players[i].rank == i + 1`), the planned number
/// of rounds, the colour drawn for the first player in round one, the players who will not
/// be paired in the next round (absent, or a bye asked for) with what that round gives them,
/// and the TRF header lines kept as read (code and text, in order) so that a file reads back
/// as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tournament {
    pub players: Vec<Player>,
    pub rounds: u32,
    pub initial_colour: Colour,
    /// Players left out of the next round: a zero-point bye (`ZeroBye`) for an absence, a
    /// half-point or full-point bye asked for in advance.
    pub next_byes: Vec<(Rank, Outcome)>,
    pub headers: Vec<(String, String)>,
}

/// Why a tournament's record is not consistent, or a round cannot be added to it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// Player `rank` is listed at the wrong place, or the ranks are not 1 to n.
    Rank { at: usize, rank: Rank },
    /// Player `rank` has a round whose opponent does not exist or does not name them back.
    Opponent { rank: Rank, round: u32 },
    /// Player `rank` has more or fewer rounds than the others.
    Rounds { rank: Rank },
    /// A round to add names a player twice or not at all, or has not as many results as
    /// boards; or a player left out of the next round is not in the tournament or not given
    /// a bye: why, as a catalog message.
    Round(Message),
}

impl RecordError {
    /// The error as a catalog message.
    pub fn message(&self) -> Message {
        match self {
            RecordError::Rank { at, rank } => {
                msg!("pairing_record_rank", rank = *rank, place = at + 1)
            }
            RecordError::Opponent { rank, round } => {
                msg!("pairing_record_opponent", rank = *rank, round = *round)
            }
            RecordError::Rounds { rank } => msg!("pairing_record_rounds", rank = *rank),
            RecordError::Round(why) => why.clone(),
        }
    }
}

impl std::fmt::Display for RecordError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.message().fmt(f)
    }
}

impl std::error::Error for RecordError {}

impl Tournament {
    /// A tournament of `players` (ranks 1 to n in order) before its first round.
    pub fn new(players: Vec<Player>, rounds: u32, initial_colour: Colour) -> Tournament {
        Tournament {
            players,
            rounds,
            initial_colour,
            next_byes: Vec::new(),
            headers: Vec::new(),
        }
    }

    /// The number of rounds recorded (every player has as many).
    pub fn played(&self) -> usize {
        self.players.first().map_or(0, |p| p.rounds.len())
    }

    /// The player of starting rank `rank`.
    pub fn player(&self, rank: Rank) -> Option<&Player> {
        self.players.get((rank as usize).checked_sub(1)?)
    }

    /// Checks that the ranks are 1 to n in order, every player has the same number of
    /// rounds, and every opponent names the player back in the same round with the other
    /// colour and the mirrored outcome (or a forfeit loss too: neither came).
    pub fn check(&self) -> Result<(), RecordError> {
        let rounds = self.played();
        for &(rank, outcome) in &self.next_byes {
            if self.player(rank).is_none()
                || !matches!(
                    outcome,
                    Outcome::ZeroBye | Outcome::HalfBye | Outcome::FullBye
                )
            {
                return Err(RecordError::Round(msg!(
                    "pairing_record_left_out",
                    rank = rank
                )));
            }
        }
        for (at, p) in self.players.iter().enumerate() {
            if p.rank as usize != at + 1 {
                return Err(RecordError::Rank { at, rank: p.rank });
            }
            if p.rounds.len() != rounds {
                return Err(RecordError::Rounds { rank: p.rank });
            }
        }
        for p in &self.players {
            for (r, e) in p.rounds.iter().enumerate() {
                let bad = RecordError::Opponent {
                    rank: p.rank,
                    round: r as u32 + 1,
                };
                match (e.opponent, e.outcome.has_opponent()) {
                    (None, false) => {}
                    (Some(o), true) => {
                        let Some(q) = self.player(o).filter(|q| q.rank != p.rank) else {
                            return Err(bad);
                        };
                        let back = q.rounds[r];
                        let colours_fit = match (e.colour, back.colour) {
                            (Some(a), Some(b)) => a != b,
                            (None, None) => !e.outcome.is_played(),
                            _ => false,
                        };
                        // Both may have lost by forfeit: neither came.
                        let double_forfeit = e.outcome == Outcome::ForfeitLoss
                            && back.outcome == Outcome::ForfeitLoss;
                        if back.opponent != Some(p.rank)
                            || (e.outcome.mirrored() != Some(back.outcome) && !double_forfeit)
                            || !colours_fit
                        {
                            return Err(bad);
                        }
                    }
                    _ => return Err(bad),
                }
            }
        }
        Ok(())
    }

    /// Whether player `rank` is to be paired in the next round.
    pub fn is_paired_next(&self, rank: Rank) -> bool {
        !self.next_byes.iter().any(|&(r, _)| r == rank)
    }

    /// Adds a round: its boards with the outcome of each for white (in the boards' order),
    /// and its bye as a pairing-allocated bye. Every player must be in the round once;
    /// players not named get the bye [`Tournament::next_byes`] gives them, or else a
    /// zero-point bye; `next_byes` is then emptied.
    pub fn add_round(
        &mut self,
        round: &Round,
        white_outcomes: &[Outcome],
    ) -> Result<(), RecordError> {
        if white_outcomes.len() != round.boards.len() {
            return Err(RecordError::Round(msg!(
                "pairing_record_results",
                results = white_outcomes.len(),
                boards = round.boards.len()
            )));
        }
        let n = self.players.len();
        let mut entries: Vec<Option<RoundEntry>> = vec![None; n];
        let mut place = |rank: Rank, entry: RoundEntry| -> Result<(), RecordError> {
            let slot = (rank as usize)
                .checked_sub(1)
                .and_then(|i| entries.get_mut(i))
                .ok_or_else(|| RecordError::Round(msg!("pairing_record_no_player", rank = rank)))?;
            if slot.is_some() {
                return Err(RecordError::Round(msg!(
                    "pairing_record_twice",
                    rank = rank
                )));
            }
            *slot = Some(entry);
            Ok(())
        };
        for (&Board { white, black }, &outcome) in round.boards.iter().zip(white_outcomes) {
            let Some(mirrored) = outcome.mirrored() else {
                return Err(RecordError::Round(msg!(
                    "pairing_record_bye_result",
                    white = white,
                    black = black
                )));
            };
            place(white, RoundEntry::game(black, Colour::White, outcome))?;
            place(black, RoundEntry::game(white, Colour::Black, mirrored))?;
        }
        if let Some(bye) = round.bye {
            place(bye, RoundEntry::bye(Outcome::PairingBye))?;
        }
        let byes = std::mem::take(&mut self.next_byes);
        for (p, e) in self.players.iter_mut().zip(entries) {
            let left_out = byes
                .iter()
                .find(|&&(r, _)| r == p.rank)
                .map_or(Outcome::ZeroBye, |&(_, o)| o);
            p.rounds
                .push(e.unwrap_or_else(|| RoundEntry::bye(left_out)));
        }
        Ok(())
    }
}
