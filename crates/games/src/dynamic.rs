use std::{any::Any, error, fmt, time::Duration};

use ply_core::{
    Arg, Diagram, Evaluate, Game, Message, MoveError, MovePart, Outcome, PositionError, Reason,
    Record, RecordError, RecordFormat, RuleError, Rules, Side, ToDiagram, msg, perft,
    record::describe, testing,
};
use ply_search::Searcher;

use crate::engine::{AnyEngine, Engine};

/// Why a game could not be set up (unknown game, bad rule option, bad position or record), or
/// why an external engine could not answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    UnknownGame(String),
    Rule(RuleError),
    Position(PositionError),
    Record(RecordError),
    /// An external engine failed: it could not be started, broke the protocol or quit.
    Engine(String),
    /// The error of one game in a text holding several: its number (from 1) and first line.
    InGame {
        game: usize,
        line: usize,
        error: Box<GameError>,
    },
}

impl GameError {
    /// What went wrong, as a catalog message.
    pub fn message(&self) -> Message {
        match self {
            GameError::UnknownGame(id) => msg!(
                "unknown_game",
                game = id,
                known = crate::registry()
                    .iter()
                    .map(|g| g.id().to_string())
                    .collect::<Vec<_>>()
            ),
            GameError::Rule(e) => e.message().clone(),
            GameError::Position(e) => e.message(),
            GameError::Record(e) => e.message(),
            GameError::Engine(detail) => msg!("engine_failed", detail = detail),
            GameError::InGame { game, line, error } => msg!(
                "record_in_game",
                game = *game,
                line = *line,
                error = error.message()
            ),
        }
    }
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}

impl error::Error for GameError {}

/// A game of the registry, seen without its types: makes records from text.
pub trait AnyGame: Send + Sync {
    /// The game id: `kabe`, `draughts`, `chess`, `konane`, `kalah`.
    fn id(&self) -> &'static str;
    /// The game's name for people ("International draughts").
    fn name(&self) -> &'static str;
    /// The game this one is a variant of, named by its rules' crate (`draughts` for kabe,
    /// Russian draughts, antidraughts, Canadian draughts…; `chess`): games of one family share
    /// their rules code and differ in rule options (or, for the 12×12 board, in the board word).
    fn family(&self) -> String;
    /// The names of the two sides, White's first ("white", "black" or "south", "north").
    fn side_names(&self) -> [&'static str; 2];
    /// The reasons this game's own rules end a game with (`Verdict::REASONS`), besides the common
    /// ones.
    fn reasons(&self) -> &'static [Reason];
    /// The rule options with their default values.
    fn default_rules(&self) -> Vec<(&'static str, String)>;
    /// A new game under the default rules changed by `rules`, from `position` or the start.
    ///
    /// # Errors
    /// An unknown rule option or value, or a position that cannot be read.
    fn new_game(
        &self,
        rules: &[(String, String)],
        position: Option<&str>,
    ) -> Result<Box<dyn AnyRecord>, GameError>;
    /// Reads a game record in the game's format (PDN, PGN, ply's plain format).
    ///
    /// # Errors
    /// An unknown rule option, or a record that cannot be read.
    fn read_record(
        &self,
        text: &str,
        rules: &[(String, String)],
    ) -> Result<Box<dyn AnyRecord>, GameError>;
    /// Reads every game of a text holding one or more records of this game (see
    /// [`ply_core::movetext::split_games`]).
    ///
    /// # Errors
    /// The first game that cannot be read, with its number and line.
    fn read_records(
        &self,
        text: &str,
        rules: &[(String, String)],
    ) -> Result<Vec<Box<dyn AnyRecord>>, GameError> {
        crate::records::each_game(text, |game| self.read_record(game, rules))
    }
    /// A computer opponent for this game with a transposition table of `tt_mb` megabytes.
    fn new_engine(&self, tt_mb: usize) -> Box<dyn AnyEngine>;
    /// The fixed positions of `ply bench` for this game, with their search depth.
    fn bench_positions(&self) -> (&'static [&'static str], u32);
    /// Searches the bench positions to their depth with a fresh engine: total nodes and time.
    /// The node count is the search's signature: it changes only when the search does.
    fn bench(&self) -> (u64, Duration);
    /// Plays a random game of at most `max_plies` plies from the start under the default rules,
    /// checking every position against the `Game` contract
    /// ([`ply_core::testing::check_position`]: position text and move text read back, the hash
    /// of the position played equals the hash of its text read back, `count_moves`) and the
    /// record written and read back; returns the game. For conformance tests: a broken
    /// property panics, naming the position.
    fn check_random_game(&self, seed: u64, max_plies: usize) -> Box<dyn AnyRecord>;
    /// A move's text in parts for a reader (piece letters marked as pieces; see
    /// [`ToDiagram::shown_move`]).
    fn shown_move(&self, text: &str) -> Vec<MovePart>;
    /// The kinds a promotion may choose, in the order a menu offers them (`queen`, `rook`, …);
    /// empty where no promotion is chosen.
    fn promotions(&self) -> Vec<&'static str>;
    /// How the engine's scores read: its unit, a lead that about decides a game, and whether a
    /// proven result is scored by its margin.
    fn score_scale(&self) -> ScoreScale;
    /// The kinds of piece a board editor offers (`man`, `king`; `pawn` … `chess_king`;
    /// `stone`); empty where cells hold counts.
    fn pieces(&self) -> Vec<&'static str>;
    /// A new game from a board editor's set-up: what stands on each cell, as the game's
    /// diagram lays the cells out under `rules`, and the side to move.
    ///
    /// # Errors
    /// A bad rule option, a piece the game has not, or an impossible position.
    fn set_up(
        &self,
        rules: &[(String, String)],
        cells: &[Placed],
        to_move: Side,
    ) -> Result<Box<dyn AnyRecord>, GameError>;
}

/// How a game's engine scores read (see [`Evaluate::EVAL_UNIT`], [`Evaluate::CLEAR_LEAD`] and
/// [`Evaluate::MARGIN_SCORING`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ScoreScale {
    pub unit: i32,
    pub clear_lead: i32,
    pub margins: bool,
}

/// What a board editor puts on a cell.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Placed {
    Empty,
    /// A piece: its side and its kind's name (as [`AnyGame::pieces`] names them).
    Piece(Side, String),
    /// Seeds in a Kalah pit or store.
    Count(u32),
}

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

/// A registry entry: a game type with its id and default rules.
pub(crate) struct Entry<G: Game> {
    pub id: &'static str,
    pub name: &'static str,
    pub rules: fn() -> G::Rules,
    /// Positions for `ply bench` (under the default rules) and their search depth.
    pub bench: (&'static [&'static str], u32),
}

impl<G: ToDiagram + Evaluate + RecordFormat> Entry<G> {
    fn rules_with(&self, options: &[(String, String)]) -> Result<G::Rules, GameError> {
        let mut rules = (self.rules)();
        for (k, v) in options {
            rules.set(k, v).map_err(GameError::Rule)?;
        }
        Ok(rules)
    }
}

impl<G: ToDiagram + Evaluate + RecordFormat> AnyGame for Entry<G> {
    fn id(&self) -> &'static str {
        self.id
    }
    fn name(&self) -> &'static str {
        self.name
    }
    fn family(&self) -> String {
        // The crate of the rules: `ply_draughts::position::Position<u128>` is `draughts`.
        let path = std::any::type_name::<G>();
        let krate = path.split("::").next().unwrap_or(path);
        krate.strip_prefix("ply_").unwrap_or(krate).to_string()
    }
    fn side_names(&self) -> [&'static str; 2] {
        [G::side_name(Side::White), G::side_name(Side::Black)]
    }
    fn reasons(&self) -> &'static [Reason] {
        G::REASONS
    }
    fn default_rules(&self) -> Vec<(&'static str, String)> {
        (self.rules)().options()
    }
    fn new_game(
        &self,
        rules: &[(String, String)],
        position: Option<&str>,
    ) -> Result<Box<dyn AnyRecord>, GameError> {
        let rules = self.rules_with(rules)?;
        let start = match position {
            Some(text) => G::from_text(text, &rules).map_err(GameError::Position)?,
            None => G::start(&rules),
        };
        Ok(Box::new(Typed {
            id: self.id,
            record: Record::from_position(rules, start),
        }))
    }
    fn read_record(
        &self,
        text: &str,
        rules: &[(String, String)],
    ) -> Result<Box<dyn AnyRecord>, GameError> {
        let rules = self.rules_with(rules)?;
        let record = G::read_record(text, &rules).map_err(GameError::Record)?;
        Ok(Box::new(Typed {
            id: self.id,
            record,
        }))
    }
    fn new_engine(&self, tt_mb: usize) -> Box<dyn AnyEngine> {
        Box::new(Engine::<G> {
            searcher: Searcher::new(tt_mb),
        })
    }
    fn bench_positions(&self) -> (&'static [&'static str], u32) {
        self.bench
    }
    fn bench(&self) -> (u64, Duration) {
        let rules = (self.rules)();
        let positions: Vec<G> = self
            .bench
            .0
            .iter()
            .map(|text| G::from_text(text, &rules).expect("bench positions are valid"))
            .collect();
        ply_search::bench(&positions, self.bench.1)
    }
    fn check_random_game(&self, seed: u64, max_plies: usize) -> Box<dyn AnyRecord> {
        let rules = (self.rules)();
        let record = testing::random_playout(&G::start(&rules), &rules, seed, max_plies);
        testing::check_record_round_trip(&record);
        Box::new(Typed {
            id: self.id,
            record,
        })
    }
    fn shown_move(&self, text: &str) -> Vec<MovePart> {
        G::shown_move(text)
    }
    fn promotions(&self) -> Vec<&'static str> {
        G::PROMOTIONS.iter().map(|k| k.name()).collect()
    }
    fn score_scale(&self) -> ScoreScale {
        ScoreScale {
            unit: G::EVAL_UNIT.max(1),
            clear_lead: G::CLEAR_LEAD.max(1),
            margins: G::MARGIN_SCORING,
        }
    }
    fn pieces(&self) -> Vec<&'static str> {
        G::PIECES.iter().map(|k| k.name()).collect()
    }
    fn set_up(
        &self,
        rules: &[(String, String)],
        cells: &[Placed],
        to_move: Side,
    ) -> Result<Box<dyn AnyRecord>, GameError> {
        let rules = self.rules_with(rules)?;
        let mut board = G::start(&rules).diagram().cells;
        ply_core::diagram::check_cell_count(cells, board.len()).map_err(GameError::Position)?;
        for (cell, placed) in board.iter_mut().zip(cells) {
            cell.piece = None;
            cell.count = 0;
            match placed {
                Placed::Empty => {}
                Placed::Count(n) => cell.count = *n,
                Placed::Piece(side, name) => {
                    let kind = G::PIECES.iter().find(|k| k.name() == name).ok_or_else(|| {
                        GameError::Position(PositionError::new(msg!(
                            "set_up_piece",
                            piece = name.as_str()
                        )))
                    })?;
                    if !cell.playable {
                        return Err(GameError::Position(PositionError::new(msg!(
                            "set_up_unplayable"
                        ))));
                    }
                    cell.piece = Some(ply_core::diagram::Piece {
                        side: *side,
                        kind: *kind,
                    });
                }
            }
        }
        let start = G::set_up(&rules, &board, to_move).map_err(GameError::Position)?;
        Ok(Box::new(Typed {
            id: self.id,
            record: Record::from_position(rules, start),
        }))
    }
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
