//! The computer opponent behind the type-erased layer: an [`AnyEngine`] keeps one search (and
//! its transposition table) for one game and thinks about any record of that game, with moves
//! in and out as text.

use std::{any::Any, sync::atomic::AtomicBool, time::Duration};

use ply_core::Evaluate;
use ply_search::{Info, Level, Limits, Proven, Rng, SearchResult, Searcher, play_level};

use crate::{
    Context,
    error::GameError,
    typed::{AnyRecord, Typed},
};

/// What to think about: the limits, and the playing level (full strength when `None`).
#[derive(Copy, Clone, Debug, Default)]
pub struct Think {
    pub limits: Limits,
    pub level: Option<Level>,
    /// Seeds the level's random choice among near-best moves.
    pub seed: u64,
}

/// What the engine found, or reports while deepening; moves in the game's notation. The default
/// is the empty thought: no move, no score, nothing searched.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Thought {
    /// The move to play; `None` when there is no legal move or the engine resigns.
    pub best_move: Option<String>,
    /// From the side to move's point of view, in the game's unit (see `ply_search::Value`).
    pub score: i32,
    pub proven: Option<Proven>,
    /// Plies to the end with best play, for a proven result.
    pub plies_to_end: Option<u32>,
    pub depth: u32,
    pub seldepth: u32,
    pub nodes: u64,
    pub time: Duration,
    pub pv: Vec<String>,
    /// The engine gives the game up instead of moving (`best_move` is then `None`): only an
    /// external program does, such as a DXP program whose GAMEEND says that it loses.
    pub resigns: bool,
}

/// One game's search, type-erased.
pub trait AnyEngine: Send {
    /// Thinks about the record's current position within `think`, reporting each completed
    /// iteration; returns the best move found. Stops early when `stop` is set.
    ///
    /// # Errors
    /// The record is of another game than the engine.
    fn think(
        &mut self,
        record: &dyn AnyRecord,
        think: &Think,
        stop: &AtomicBool,
        on_info: &mut dyn FnMut(&Thought),
    ) -> Result<Thought, GameError>;

    /// Forgets everything learnt (the transposition table, move ordering).
    fn clear(&mut self);

    /// Searches on `threads` threads from now on (ply's engine: 1 to
    /// [`MAX_THREADS`](ply_search::MAX_THREADS), the nearest outside that range; one thread,
    /// the default, is the deterministic search). An external engine takes its thread count
    /// as one of its own options instead, and ignores this.
    fn set_threads(&mut self, threads: usize) {
        let _ = threads;
    }

    /// The threads a search of ply's engine takes (1 for an external engine, as far as ply
    /// knows).
    fn threads(&self) -> usize {
        1
    }
}

/// The engine of game type `G`.
pub(crate) struct Engine<G: Evaluate>
where
    Context: ply_core::Context<G>,
{
    /// The game's id.
    pub id: &'static str,
    pub searcher: Searcher<G, Context>,
}

/// The moves of a line in notation, each written in the position it is played in.
fn line<G: Evaluate>(pos: &G, moves: &[G::Move]) -> Vec<String> {
    let mut pos = pos.clone();
    moves
        .iter()
        .map(|&mv| {
            let text = pos.format_move(mv);
            pos.play(mv);
            text
        })
        .collect()
}

fn thought<G: Evaluate>(pos: &G, r: &SearchResult<G>) -> Thought {
    Thought {
        best_move: r.best_move.map(|mv| pos.format_move(mv)),
        score: r.score,
        proven: r.proven,
        plies_to_end: r.plies_to_end,
        depth: r.depth,
        seldepth: r.seldepth,
        nodes: r.nodes,
        time: r.time,
        pv: line(pos, &r.pv),
        resigns: false,
    }
}

fn info_thought<G: Evaluate>(pos: &G, info: &Info<G>) -> Thought {
    Thought {
        best_move: info.pv.first().map(|&mv| pos.format_move(mv)),
        score: info.value.score,
        proven: info.value.proven,
        plies_to_end: info.value.plies_to_end,
        depth: info.depth,
        seldepth: info.seldepth,
        nodes: info.nodes,
        time: info.time,
        pv: line(pos, &info.pv),
        resigns: false,
    }
}

impl<G: ply_core::ToDiagram + Evaluate> AnyEngine for Engine<G>
where
    Context: ply_core::Context<G>,
{
    fn think(
        &mut self,
        record: &dyn AnyRecord,
        think: &Think,
        stop: &AtomicBool,
        on_info: &mut dyn FnMut(&Thought),
    ) -> Result<Thought, GameError> {
        let any: &dyn Any = record.as_any();
        let typed = any
            .downcast_ref::<Typed<G>>()
            .ok_or_else(|| GameError::UnknownGame {
                game: record.game_id().to_string(),
                known: vec![self.id],
            })?;
        let pos = typed.record.current();
        let hashes = typed.record.hashes();
        let history = &hashes[..hashes.len() - 1];
        let result = match think.level.filter(|l| *l != Level::MAX) {
            Some(level) => {
                let mut rng = Rng::new(think.seed);
                play_level(
                    &mut self.searcher,
                    pos,
                    history,
                    level,
                    &think.limits,
                    stop,
                    &mut rng,
                )
            }
            None => {
                let limits = match think.level {
                    Some(level) => level.limits(&think.limits),
                    None => think.limits,
                };
                self.searcher
                    .search(pos, history, &limits, stop, &mut |info: &Info<G>| {
                        on_info(&info_thought(pos, info))
                    })
            }
        };
        Ok(thought(pos, &result))
    }

    fn clear(&mut self) {
        self.searcher.clear();
    }

    fn set_threads(&mut self, threads: usize) {
        self.searcher.set_threads(threads);
    }

    fn threads(&self) -> usize {
        self.searcher.threads()
    }
}
