//! `ply tune`'s work: self-play games of kabe or international draughts that give labelled
//! quiet positions, and the fit of the pattern weights to them (`ply_draughts::eval::fit`).
//!
//! Everything is deterministic: one thread, node-limited searches cleared before each game, a
//! seeded generator per game, and a fixed order of games and positions. The first round plays
//! with the classic evaluation; each further round plays with the weights fitted so far and
//! adds its positions to the earlier ones before the next fit.

use std::{fs, path::Path, sync::atomic::AtomicBool};

use ply_core::{Context, Game, Record, Side, Tactics, msg, rng::SplitMix64};
use ply_draughts::{
    Draughts, Variant,
    eval::{Choice, Evaluation, fit, weights::board_of},
};
use ply_search::{Level, Limits, Searcher, play_level};

pub use ply_draughts::eval::{
    fit::{Fit, FitOptions, Sample, read_samples, write_samples},
    weights::{Weights, WeightsError},
};

/// The international draughts openings the games start from (the match openings).
const OPENINGS: &str = include_str!("../../../scripts/openings/draughts.fen");
/// Games longer than this stop and count as drawn.
const MAX_PLIES: usize = 400;
/// The transposition table of the self-play searches, in megabytes.
const TT_MB: usize = 16;

/// What to generate and how to fit.
#[derive(Clone, Debug)]
pub struct TuneOptions {
    /// `kabe` or `draughts`.
    pub game: String,
    /// Self-play games per round.
    pub games: usize,
    /// Nodes per move.
    pub nodes: u64,
    pub seed: u64,
    /// Rounds of play and fit (at least one).
    pub rounds: usize,
    pub fit: FitOptions,
}

/// What the work is doing, for a progress display.
#[derive(Clone, Debug)]
pub enum Event {
    /// A round of `games` self-play games starts.
    Playing { round: usize, games: usize },
    /// A game of the round ended; `positions` is the number of positions kept so far.
    Played { game: usize, positions: usize },
    /// A fit over `positions` positions starts.
    Fitting {
        round: usize,
        positions: usize,
        epochs: usize,
    },
    /// An epoch of the fit ended with this mean training loss.
    Epoch { epoch: usize, loss: f64 },
    /// A round's fit ended.
    Fitted { round: usize, fit: Box<Fit> },
}

/// The rules of a game that has pattern weights.
///
/// # Errors
/// Any other game.
pub fn variant_of(game: &str) -> Result<Variant, WeightsError> {
    board_of(game)
        .and_then(|_| Variant::preset(game))
        .ok_or_else(|| WeightsError(msg!("weights_game", game = game)))
}

/// The seed of game `index`: the games of a run differ, and each depends only on its index.
fn game_seed(seed: u64, index: usize) -> u64 {
    let mut rng = SplitMix64::new(seed ^ (index as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15));
    rng.next_u64()
}

/// The start of game `index`: an opening from the list (international draughts) or a few
/// random plies from the start position (kabe).
fn opening(variant: Variant, rng: &mut SplitMix64) -> Record<Draughts> {
    if variant.size() == 10 {
        let lines: Vec<&str> = OPENINGS
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty() && !l.starts_with('#'))
            .collect();
        let text = lines[rng.below(lines.len())];
        if let Ok(pos) = Draughts::from_text(text, &variant) {
            return Record::from_position(variant, pos);
        }
    }
    let mut record = Record::<Draughts>::new(variant);
    let mut moves = Vec::new();
    for _ in 0..4 + rng.below(4) {
        record.current().legal_moves(&mut moves);
        if moves.is_empty() || record.outcome().is_some() {
            break;
        }
        let _ = record.play(moves[rng.below(moves.len())]);
    }
    record
}

/// Plays one self-play game and returns its quiet positions, labelled.
pub fn play_game<C: Context<Draughts>>(
    variant: Variant,
    nodes: u64,
    seed: u64,
    searcher: &mut Searcher<Draughts, C>,
) -> Vec<Sample> {
    let mut rng = SplitMix64::new(seed);
    let mut record = opening(variant, &mut rng);
    searcher.clear();
    let stop = AtomicBool::new(false);
    // Level 9 picks among the moves within a few hundredths of a man of the best; its search
    // gets half the nodes given.
    let level = Level::new(9).unwrap_or(Level::MAX);
    let limits = Limits::nodes(2 * nodes);
    let mut kept: Vec<(Draughts, i32)> = Vec::new();
    let mut moves = Vec::new();
    let mut winner = None;
    while record.moves().len() < MAX_PLIES {
        if let Some(outcome) = record.outcome() {
            winner = outcome.winner;
            break;
        }
        let pos = *record.current();
        let hashes = record.hashes();
        let history = &hashes[..hashes.len() - 1];
        let result = play_level(searcher, &pos, history, level, &limits, &stop, &mut rng);
        let Some(best) = result.best_move else {
            break;
        };
        pos.legal_moves(&mut moves);
        if !moves.iter().any(|&mv| pos.is_capture(mv)) {
            kept.push((pos, result.score));
        }
        if record.play(best).is_err() {
            break;
        }
    }
    kept.into_iter()
        .map(|(pos, score)| Sample::of(&pos, result_for(winner, pos.side_to_move()), score))
        .collect()
}

/// Plays `options.games` games from game number `first` on with `evaluation`.
fn play_round(
    options: &TuneOptions,
    variant: Variant,
    evaluation: &Evaluation,
    first: usize,
    on: &mut dyn FnMut(Event),
) -> Vec<Sample> {
    let context = ply_draughts::Context {
        evaluation: evaluation.clone(),
        tables: Vec::new(),
    };
    let mut searcher = Searcher::<Draughts, _>::with_context(TT_MB, context);
    let mut samples = Vec::new();
    for i in 0..options.games {
        let seed = game_seed(options.seed, first + i);
        samples.extend(play_game(variant, options.nodes, seed, &mut searcher));
        on(Event::Played {
            game: i + 1,
            positions: samples.len(),
        });
    }
    samples
}

/// Plays and fits `options.rounds` rounds, or only fits when `data` gives the positions (those
/// of an earlier run's every round). Returns the last fit and every position.
///
/// # Errors
/// A game without pattern weights, or too few positions to fit.
pub fn tune(
    options: &TuneOptions,
    data: Option<Vec<Sample>>,
    on: &mut dyn FnMut(Event),
) -> Result<(Fit, Vec<Sample>), WeightsError> {
    let variant = variant_of(&options.game)?;
    let fit_all = |samples: &[Sample], round: usize, on: &mut dyn FnMut(Event)| {
        on(Event::Fitting {
            round,
            positions: samples.len(),
            epochs: options.fit.epochs,
        });
        let fit = fit::fit(&options.game, samples, &options.fit, |epoch, loss| {
            on(Event::Epoch { epoch, loss })
        })?;
        on(Event::Fitted {
            round,
            fit: Box::new(fit.clone()),
        });
        Ok::<_, WeightsError>(fit)
    };
    if let Some(samples) = data {
        let fit = fit_all(&samples, 1, on)?;
        return Ok((fit, samples));
    }
    let mut samples = Vec::new();
    let mut last = None;
    // The first round plays with the classic evaluation, each further one with the weights
    // fitted so far.
    let mut evaluation = Evaluation::new(Choice::Classic);
    for round in 1..=options.rounds.max(1) {
        on(Event::Playing {
            round,
            games: options.games,
        });
        let played = play_round(
            options,
            variant,
            &evaluation,
            (round - 1) * options.games,
            on,
        );
        samples.extend(played);
        let fit = fit_all(&samples, round, on)?;
        evaluation = Evaluation::with_weights(fit.weights.clone());
        last = Some(fit);
    }
    let fit =
        last.ok_or_else(|| WeightsError(msg!("tune_no_positions", game = options.game.as_str())))?;
    Ok((fit, samples))
}

/// The result of a game for `side`: 1 won, 0 drawn, -1 lost.
fn result_for(winner: Option<Side>, side: Side) -> i8 {
    match winner {
        None => 0,
        Some(w) if w == side => 1,
        Some(_) => -1,
    }
}

/// Reads a weights file, naming the file in the error.
///
/// # Errors
/// The file cannot be read or is not a weights file this ply reads.
pub fn read_weights(path: &Path) -> Result<Weights, WeightsError> {
    let name = path.display().to_string();
    let bytes = fs::read(path).map_err(|e| {
        WeightsError(msg!(
            "weights_io",
            path = name.as_str(),
            error = e.to_string()
        ))
    })?;
    Weights::from_bytes(&bytes)
        .map_err(|e| WeightsError(msg!("weights_bad_file", path = name.as_str(), reason = e.0)))
}

/// The draughts evaluation `ply --eval` names, as a value for the search to be given:
/// `default` (per board the evaluation that plays better: see
/// `ply_draughts::eval::LEARNED_BY_DEFAULT`), `classic` (the evaluation of named constants
/// everywhere), `learned` (the committed pattern weights for kabe, Czech and international
/// draughts) or the path of a weights file (in place of the committed weights of its board).
///
/// # Errors
/// A file that cannot be read or is not a weights file.
pub fn choose_eval(value: &str) -> Result<Evaluation, WeightsError> {
    Ok(match value {
        "default" => Evaluation::new(Choice::Default),
        "classic" => Evaluation::new(Choice::Classic),
        "learned" => Evaluation::new(Choice::Learned),
        path => {
            let path = Path::new(path);
            if !path.exists() {
                return Err(WeightsError(msg!("tune_eval", value = value)));
            }
            Evaluation::with_weights(read_weights(path)?)
        }
    })
}
