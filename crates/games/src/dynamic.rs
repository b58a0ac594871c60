//! A game of the registry seen without its types: [`AnyGame`], and [`Entry`], a registry row
//! of one game type that answers its calls.

use std::time::Duration;

use ply_core::{
    Evaluate, Game, MovePart, PositionError, Reason, Record, RecordFormat, Rules, Side, ToDiagram,
    msg, testing,
};
use ply_search::{BenchRun, Limits, Searcher};

use crate::{
    Context,
    engine::{AnyEngine, Engine},
    error::GameError,
    typed::{AnyRecord, Typed},
};

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
        crate::typed::each_game(text, |game| self.read_record(game, rules))
    }
    /// A computer opponent for this game with a transposition table of `tt_mb` megabytes,
    /// searching with the evaluation and the endgame databases of `context`.
    fn new_engine(&self, tt_mb: usize, context: &Context) -> Box<dyn AnyEngine>;
    /// The fixed positions of `ply bench` for this game, with their search depth.
    fn bench_positions(&self) -> (&'static [&'static str], u32);
    /// Searches the bench positions to their depth with a fresh engine given `context`: total
    /// nodes and time. The node count is the search's signature: it changes only when the
    /// search (or the evaluation the context chooses) does.
    fn bench(&self, context: &Context) -> (u64, Duration);
    /// Searches the bench positions within `limits` (their depth when `None`) on `threads`
    /// threads with a fresh engine given `context` (see [`ply_search::bench_run`]): with one
    /// thread and no limits, [`bench`](AnyGame::bench).
    fn bench_run(&self, context: &Context, limits: Option<Limits>, threads: usize) -> BenchRun;
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
/// [`Evaluate::MARGIN_SCORING`]), and what a review makes of them.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ScoreScale {
    pub unit: i32,
    pub clear_lead: i32,
    pub margins: bool,
    pub review: Review,
}

/// How a review of a game marks its moves, in the game's unit: the drop in its side's
/// evaluation that makes a move an inaccuracy, a mistake or a blunder, and the cap that
/// evaluations are held within (a proven result counts as the cap, unless scored by margin).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Review {
    pub inaccuracy: i32,
    pub mistake: i32,
    pub blunder: i32,
    pub cap: i32,
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

/// A registry row: a game type with its id, name, default rules, bench positions and how a
/// review reads its scores.
pub(crate) struct Entry<G: Game> {
    pub id: &'static str,
    pub name: &'static str,
    pub rules: G::Rules,
    /// Positions for `ply bench` (under the default rules) and their search depth.
    pub bench: (&'static [&'static str], u32),
    pub review: Review,
}

impl<G: ToDiagram + Evaluate + RecordFormat> Entry<G> {
    fn rules_with(&self, options: &[(String, String)]) -> Result<G::Rules, GameError> {
        let mut rules = self.rules.clone();
        for (k, v) in options {
            rules.set(k, v).map_err(GameError::Rule)?;
        }
        Ok(rules)
    }
}

impl<G: ToDiagram + Evaluate + RecordFormat> AnyGame for Entry<G>
where
    Context: ply_core::Context<G>,
{
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
        self.rules.options()
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
    fn new_engine(&self, tt_mb: usize, context: &Context) -> Box<dyn AnyEngine> {
        Box::new(Engine::<G> {
            id: self.id,
            searcher: Searcher::with_context(tt_mb, context.clone()),
        })
    }
    fn bench_positions(&self) -> (&'static [&'static str], u32) {
        self.bench
    }
    fn bench(&self, context: &Context) -> (u64, Duration) {
        let rules = self.rules.clone();
        let positions: Vec<G> = self
            .bench
            .0
            .iter()
            .map(|text| G::from_text(text, &rules).expect("bench positions are valid"))
            .collect();
        ply_search::bench_with(&positions, self.bench.1, context.clone())
    }
    fn bench_run(&self, context: &Context, limits: Option<Limits>, threads: usize) -> BenchRun {
        let rules = self.rules.clone();
        let positions: Vec<G> = self
            .bench
            .0
            .iter()
            .map(|text| G::from_text(text, &rules).expect("bench positions are valid"))
            .collect();
        let limits = limits.unwrap_or(Limits::depth(self.bench.1));
        ply_search::bench_run(&positions, &limits, threads, context.clone())
    }
    fn check_random_game(&self, seed: u64, max_plies: usize) -> Box<dyn AnyRecord> {
        let rules = self.rules.clone();
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
            review: self.review,
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
