//! A game record behind the type-erased calls: [`AnyRecord`], and [`Typed`], the record of one
//! game type that answers them.

use std::any::Any;

use ply_core::{
    Arg, Diagram, Evaluate, Game, Message, MoveError, Outcome, Reason, Record, RecordError,
    RecordFormat, Rules, Side, ToDiagram, movetext::split_games, msg, perft, record::describe,
};

use crate::error::GameError;

/// A game in progress or finished, seen without its types.
pub trait AnyRecord: Send + Sync {
    /// The game id.
    fn game_id(&self) -> &'static str;
    /// The rule options in force.
    fn rules(&self) -> Vec<(&'static str, String)>;
    /// The current position as text.
    fn position(&self) -> String;
    /// The start position as text.
    fn start_position(&self) -> String;
    /// Whose turn it is.
    fn side_to_move(&self) -> Side;
    /// The name of a side in this game.
    fn side_name(&self, side: Side) -> &'static str;
    /// The legal moves in notation (empty when the game is over).
    fn legal_moves(&self) -> Vec<String>;
    /// The moves played, in notation.
    fn moves(&self) -> Vec<String>;
    /// Plays a move given in notation; returns it in the game's own (shortest) notation.
    ///
    /// # Errors
    /// Malformed, illegal, ambiguous, or the game is over; nothing changes.
    fn play(&mut self, text: &str) -> Result<String, MoveError>;
    /// Takes back the last move; returns it in notation.
    fn undo(&mut self) -> Option<String>;
    /// The side that made each move, in order.
    fn movers(&self) -> Vec<Side>;
    /// The outcome, if the game is over (repetition included).
    fn outcome(&self) -> Option<Outcome>;
    /// The ending when `flagged` runs out of time: the other side wins, or it is a draw when
    /// the other side could never win from here.
    fn time_out(&self, flagged: Side) -> Outcome;
    /// "white wins: checkmate", "draw: the same position for the third time".
    fn describe(&self, outcome: &Outcome) -> Message;
    /// Ends the game by resignation, agreement or time.
    ///
    /// # Errors
    /// The game is already over.
    fn declare(&mut self, outcome: Outcome) -> Result<(), MoveError>;
    /// Sets a record tag (PGN/PDN header).
    fn set_tag(&mut self, key: &str, value: &str);
    /// The record's tags, in order.
    fn tags(&self) -> Vec<(String, String)>;
    /// The comments: before the first move, then after each move (one more than the moves).
    fn comments(&self) -> Vec<Option<String>>;
    /// What reading the record noticed and let pass (a game played on past a draw rule, a
    /// result the final position contradicts).
    fn warnings(&self) -> Vec<Message>;
    /// Sets the comment after move `ply` (0: before the first move); empty removes it.
    ///
    /// # Errors
    /// `ply` is beyond the moves played.
    fn set_comment(&mut self, ply: usize, text: &str) -> Result<(), GameError>;
    /// The game in its record format.
    fn write_record(&self) -> String;
    /// Perft of the current position.
    fn perft(&self, depth: u32) -> u64;
    /// Perft per root move, with the moves in notation.
    fn divide(&self, depth: u32) -> Vec<(String, u64)>;
    /// A copy of this game.
    fn clone_box(&self) -> Box<dyn AnyRecord>;
    /// The current position as cells, for drawing.
    fn diagram(&self) -> Diagram;
    /// How the board is drawn (its squares, its coordinates).
    fn look(&self) -> ply_core::diagram::Look;
    /// Each legal move in notation with the diagram cells it touches (from, landings, to).
    fn legal_move_cells(&self) -> Vec<(String, Vec<usize>)>;
    /// Each legal move that promotes to a piece the player chooses, with that piece's kind.
    fn legal_promotions(&self) -> Vec<(String, &'static str)>;
    /// The legal move a player means by clicking `cells` in order, in notation: the one legal
    /// move with exactly these cells, else the game's text for them read as a move (so an
    /// illegal one is refused with the rule that forbids it).
    ///
    /// # Errors
    /// The cells make several moves, name no move, or make an illegal one; nothing changes.
    fn move_for_cells(&self, cells: &[usize]) -> Result<String, MoveError>;
    /// The cells the last move touched, for highlighting it.
    fn last_move_cells(&self) -> Option<Vec<usize>>;
    /// The pieces the last move took, on the cells where they stood.
    fn last_captures(&self) -> Vec<(usize, ply_core::diagram::Piece)>;
    /// The cells of the pieces that must capture now (empty when no capture is compelled).
    fn must_capture(&self) -> Vec<usize>;
    /// The typed record, for the engine of the same game.
    fn as_any(&self) -> &dyn Any;
}

/// A typed record behind the [`AnyRecord`] calls.
#[derive(Clone)]
pub(crate) struct Typed<G: Game> {
    pub id: &'static str,
    pub record: Record<G>,
}

impl<G: ToDiagram + Evaluate + RecordFormat> AnyRecord for Typed<G> {
    fn game_id(&self) -> &'static str {
        self.id
    }
    fn rules(&self) -> Vec<(&'static str, String)> {
        self.record.rules().options()
    }
    fn position(&self) -> String {
        self.record.current().to_text()
    }
    fn start_position(&self) -> String {
        self.record.start().to_text()
    }
    fn side_to_move(&self) -> Side {
        self.record.current().side_to_move()
    }
    fn side_name(&self, side: Side) -> &'static str {
        G::side_name(side)
    }
    fn legal_moves(&self) -> Vec<String> {
        if self.record.is_over() {
            return Vec::new();
        }
        let pos = self.record.current();
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        moves.into_iter().map(|m| pos.format_move(m)).collect()
    }
    fn moves(&self) -> Vec<String> {
        self.record.move_texts()
    }
    fn play(&mut self, text: &str) -> Result<String, MoveError> {
        let before = self.record.current().clone();
        let mv = self.record.play_text(text)?;
        Ok(before.format_move(mv))
    }
    fn undo(&mut self) -> Option<String> {
        let mv = self.record.undo()?;
        Some(self.record.current().format_move(mv))
    }
    fn movers(&self) -> Vec<Side> {
        self.record.movers().collect()
    }
    fn outcome(&self) -> Option<Outcome> {
        self.record.outcome()
    }
    fn time_out(&self, flagged: Side) -> Outcome {
        let other = flagged.opposite();
        if self.record.current().can_win(other) {
            Outcome::win(other, Reason::TIMEOUT)
        } else {
            Outcome::draw(Reason::TIMEOUT)
        }
    }
    fn describe(&self, outcome: &Outcome) -> Message {
        let position = self.record.current();
        // A count that decided the game is part of its result: "south wins 38–34: …".
        match position.score() {
            Some([white, black]) if position.outcome().as_ref() == Some(outcome) => {
                match outcome.winner {
                    Some(side) => {
                        let (won, lost) = match side {
                            Side::White => (white, black),
                            Side::Black => (black, white),
                        };
                        msg!(
                            "result_win_score",
                            side = Arg::side(G::side_name(side)),
                            won = won,
                            lost = lost,
                            reason = position.reason_message(outcome.reason)
                        )
                    }
                    None => msg!(
                        "result_draw_score",
                        white = white,
                        black = black,
                        reason = position.reason_message(outcome.reason)
                    ),
                }
            }
            _ => describe(position, outcome),
        }
    }
    fn declare(&mut self, outcome: Outcome) -> Result<(), MoveError> {
        self.record.declare(outcome)
    }
    fn set_tag(&mut self, key: &str, value: &str) {
        self.record.set_tag(key, value);
    }
    fn tags(&self) -> Vec<(String, String)> {
        self.record.tags().to_vec()
    }
    fn comments(&self) -> Vec<Option<String>> {
        self.record.comments().to_vec()
    }
    fn warnings(&self) -> Vec<Message> {
        self.record.warnings().to_vec()
    }
    fn set_comment(&mut self, ply: usize, text: &str) -> Result<(), GameError> {
        self.record
            .set_comment(ply, text)
            .map_err(GameError::Record)
    }
    fn write_record(&self) -> String {
        G::write_record(&self.record)
    }
    fn perft(&self, depth: u32) -> u64 {
        perft::perft(self.record.current(), depth)
    }
    fn divide(&self, depth: u32) -> Vec<(String, u64)> {
        perft::divide(self.record.current(), depth)
    }
    fn clone_box(&self) -> Box<dyn AnyRecord> {
        Box::new(self.clone())
    }
    fn diagram(&self) -> Diagram {
        self.record.current().diagram()
    }
    fn look(&self) -> ply_core::diagram::Look {
        self.record.current().look()
    }
    fn legal_move_cells(&self) -> Vec<(String, Vec<usize>)> {
        if self.record.is_over() {
            return Vec::new();
        }
        let pos = self.record.current();
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        let mut cells: Vec<(String, Vec<usize>)> = moves
            .iter()
            .map(|&m| (pos.format_move(m), pos.move_cells(m)))
            .collect();
        // Other ways to click a move follow all the moves, so the first entries stay one per
        // legal move.
        for &m in &moves {
            if let Some(other) = pos.other_move_cells(m) {
                cells.push((pos.format_move(m), other));
            }
        }
        cells
    }
    fn legal_promotions(&self) -> Vec<(String, &'static str)> {
        if self.record.is_over() {
            return Vec::new();
        }
        let pos = self.record.current();
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        moves
            .into_iter()
            .filter_map(|m| Some((pos.format_move(m), pos.promotion(m)?.name())))
            .collect()
    }
    fn move_for_cells(&self, cells: &[usize]) -> Result<String, MoveError> {
        let mut found: Vec<String> = Vec::new();
        for (text, c) in self.legal_move_cells() {
            if c == cells && !found.contains(&text) {
                found.push(text);
            }
        }
        match found.len() {
            1 => return Ok(found.remove(0)),
            0 => {}
            _ => return Err(MoveError::ambiguous(msg!("cells_ambiguous", moves = found))),
        }
        let pos = self.record.current();
        let text = pos
            .clicked_move_text(cells)
            .ok_or_else(|| MoveError::malformed(msg!("cells_no_move")))?;
        if self.record.is_over() {
            // The record's own refusal says why.
            let mut copy = self.record.clone();
            copy.play_text(&text)?;
        }
        let mv = pos.parse_move(&text)?;
        Ok(pos.format_move(mv))
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn last_move_cells(&self) -> Option<Vec<usize>> {
        let mv = *self.record.moves().last()?;
        let before = &self.record.positions()[self.record.moves().len() - 1];
        Some(before.move_cells(mv))
    }
    fn last_captures(&self) -> Vec<(usize, ply_core::diagram::Piece)> {
        let Some(&mv) = self.record.moves().last() else {
            return Vec::new();
        };
        let before = &self.record.positions()[self.record.moves().len() - 1];
        let diagram = before.diagram();
        before
            .captured_cells(mv)
            .into_iter()
            .filter_map(|c| Some((c, diagram.cells.get(c)?.piece?)))
            .collect()
    }
    fn must_capture(&self) -> Vec<usize> {
        if self.record.is_over() {
            return Vec::new();
        }
        self.record.current().must_capture()
    }
}

/// Calls `read` on each game of `text`, wrapping an error with the game's number and line.
pub(crate) fn each_game(
    text: &str,
    mut read: impl FnMut(&str) -> Result<Box<dyn AnyRecord>, GameError>,
) -> Result<Vec<Box<dyn AnyRecord>>, GameError> {
    let games = split_games(text);
    if games.is_empty() {
        return Err(GameError::Record(RecordError::new(msg!("record_empty"))));
    }
    games
        .iter()
        .enumerate()
        .map(|(i, one)| {
            read(one.text).map_err(|error| GameError::InGame {
                game: i + 1,
                line: one.line,
                error: Box::new(error),
            })
        })
        .collect()
}
