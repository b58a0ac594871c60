//! Fitting the pattern weights: positions labelled with their game's result, a logistic model
//! over the pattern features (the region tables, the material, and, when asked, the terms of
//! [`terms`]), full-batch Adam on the log loss with an L2 penalty on the tables and terms, and
//! the file of positions that `ply tune` writes and reads back. On the 10×10 board the model
//! shrinks a drawish lead as the evaluation does ([`drawish_divisor`]), so that the tables need
//! not bend to explain drawn endings a man or more up.
//!
//! The sigmoid's scale is fitted once, to the classic evaluation on the same positions, so that
//! the learned evaluation keeps its unit (a man is about 100) and the search's margins their
//! meaning. Everything runs in a fixed order on one thread: the same positions and options give
//! the same weights, byte for byte.

use ply_core::{Side, msg};

use super::{
    classic,
    pattern::{Features, drawish_divisor, full_men},
    terms,
    weights::{CONFIGS, GLOBALS, Weights, WeightsError, board_of, regions},
};
use crate::{Draughts, Variant, board::bit_of};

/// A position of a game and how the game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Sample {
    /// White's pieces, Black's, and the kings among them (the engine's bit layout).
    pub pieces: [u64; 2],
    pub kings: u64,
    pub white_to_move: bool,
    /// The result for the side to move: 1 won, 0 drawn, -1 lost.
    pub result: i8,
    /// The search's score of the position for the side to move, in hundredths of a man.
    pub score: i16,
}

impl Sample {
    /// The sample of a position, with the result and the search score for its side to move.
    pub fn of(pos: &Draughts, result: i8, score: i32) -> Sample {
        Sample {
            pieces: pos.pieces_both(),
            kings: pos.kings_bits(),
            white_to_move: pos.side_to_move_inner() == Side::White,
            result,
            score: score.clamp(-30_000, 30_000) as i16,
        }
    }

    /// The position under `variant`'s rules.
    pub fn position(&self, variant: Variant) -> Draughts {
        let side = if self.white_to_move {
            Side::White
        } else {
            Side::Black
        };
        Draughts::from_parts(variant, self.pieces[0], self.pieces[1], self.kings, side)
    }
}

const DATA_MAGIC: &[u8; 4] = b"PLYD";
const SAMPLE_BYTES: usize = 28;

/// The bytes of a file of positions of `game`: `PLYD`, the game id's length and the id, the
/// count (`u32`), then per position White's, Black's and the kings' bits (`u64` each), the side
/// to move (1 White), the result and the score (`i16`), little-endian.
pub fn write_samples(game: &str, samples: &[Sample]) -> Vec<u8> {
    let mut out = Vec::with_capacity(16 + SAMPLE_BYTES * samples.len());
    out.extend_from_slice(DATA_MAGIC);
    out.push(game.len() as u8);
    out.extend_from_slice(game.as_bytes());
    out.extend_from_slice(&(samples.len() as u32).to_le_bytes());
    for s in samples {
        for bits in [s.pieces[0], s.pieces[1], s.kings] {
            out.extend_from_slice(&bits.to_le_bytes());
        }
        out.push(u8::from(s.white_to_move));
        out.push(s.result as u8);
        out.extend_from_slice(&s.score.to_le_bytes());
    }
    out
}

/// Reads a file of positions written by [`write_samples`] for `game`.
///
/// # Errors
/// Not such a file, another game's, cut short, or a position that is not one of the board's.
pub fn read_samples(game: &str, bytes: &[u8]) -> Result<Vec<Sample>, WeightsError> {
    let bad = || WeightsError(msg!("tune_data_bad", game = game));
    let n = board_of(game).ok_or_else(|| WeightsError(msg!("weights_game", game = game)))?;
    let name_end = 5 + game.len();
    if bytes.len() < name_end + 4
        || &bytes[..4] != DATA_MAGIC
        || usize::from(bytes[4]) != game.len()
        || &bytes[5..name_end] != game.as_bytes()
    {
        return Err(bad());
    }
    let mut count = [0u8; 4];
    count.copy_from_slice(&bytes[name_end..name_end + 4]);
    let count = u32::from_le_bytes(count) as usize;
    let body = &bytes[name_end + 4..];
    if body.len() != count * SAMPLE_BYTES {
        return Err(bad());
    }
    let on_board = (1..=2 * n * n).fold(0u64, |m, s| m | 1 << bit_of(s, n));
    let word = |c: &[u8]| {
        let mut b = [0u8; 8];
        b.copy_from_slice(c);
        u64::from_le_bytes(b)
    };
    body.chunks_exact(SAMPLE_BYTES)
        .map(|c| {
            let s = Sample {
                pieces: [word(&c[0..8]), word(&c[8..16])],
                kings: word(&c[16..24]),
                white_to_move: c[24] == 1,
                result: c[25] as i8,
                score: i16::from_le_bytes([c[26], c[27]]),
            };
            let all = s.pieces[0] | s.pieces[1];
            let sound = s.pieces[0] & s.pieces[1] == 0
                && all & !on_board == 0
                && s.kings & !all == 0
                && c[24] <= 1
                && (-1..=1).contains(&s.result);
            if sound { Ok(s) } else { Err(bad()) }
        })
        .collect()
}

/// The options of a fit.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct FitOptions {
    /// Passes over the positions (each one Adam step on the whole batch).
    pub epochs: usize,
    /// Adam's step, in hundredths of a man.
    pub rate: f64,
    /// The L2 penalty on every region value (per squared hundredth of a man).
    pub l2: f64,
    /// The share of the label taken from the search's score rather than the game's result.
    pub blend: f64,
    /// Tables per region: 1, or 2 (the full board's and the bare board's).
    pub phases: usize,
    /// Whether to fit the terms beyond the regions ([`terms`]) too.
    pub terms: bool,
}

impl Default for FitOptions {
    fn default() -> FitOptions {
        FitOptions {
            epochs: 300,
            rate: 2.0,
            l2: 1e-6,
            blend: 0.25,
            phases: 1,
            terms: false,
        }
    }
}

/// What a fit found.
#[derive(Clone, Debug)]
pub struct Fit {
    pub weights: Weights,
    /// The sigmoid's scale: a score `s` predicts `1 / (1 + e^(-s / scale))`.
    pub scale: f64,
    /// Mean log loss on the positions fitted (every tenth block of positions held out), with the
    /// weights as committed (rounded).
    pub train_loss: f64,
    /// Mean log loss on the held-out positions: the learned weights, the classic evaluation, and
    /// the constant model (the training labels' mean).
    pub held_loss: f64,
    pub held_classic: f64,
    pub held_constant: f64,
    pub train: usize,
    pub held: usize,
}

/// The positions of one board with their features and labels.
struct Prepared {
    features: Vec<Features>,
    labels: Vec<f64>,
    results: Vec<f64>,
    classic: Vec<f64>,
}

/// Consecutive positions held out together: a block spans a few games, so that the held-out
/// positions come from games whose other positions were not fitted. (Every tenth position would
/// hold out neighbours of fitted positions, which rewards learning single games by heart.)
const HOLD_OUT_BLOCK: usize = 256;

/// The block size for `count` positions: [`HOLD_OUT_BLOCK`], smaller for fewer than a hundred
/// blocks' worth so that a small set still holds a tenth out.
fn block_size(count: usize) -> usize {
    (count / 100).clamp(1, HOLD_OUT_BLOCK)
}

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

fn log_loss(p: f64, y: f64) -> f64 {
    let p = p.clamp(1e-12, 1.0 - 1e-12);
    -(y * p.ln() + (1.0 - y) * (1.0 - p).ln())
}

fn mean(values: impl Iterator<Item = f64>) -> f64 {
    let (sum, count) = values.fold((0.0, 0usize), |(s, c), v| (s + v, c + 1));
    if count == 0 { 0.0 } else { sum / count as f64 }
}

/// Where the tables lie in the parameters, and how a position weighs them.
#[derive(Copy, Clone)]
struct Layout {
    /// Values in one phase's tables.
    size: usize,
    phases: usize,
    /// Men at the start (the full board).
    full: f64,
    /// Where the tables start: after the globals and the terms.
    tables: usize,
    /// Whether a drawish lead is shrunk (the 10×10 board).
    drawish: bool,
}

impl Layout {
    /// The weight of the full board's tables in a position; the bare board's get the rest.
    fn early(&self, f: &Features) -> f64 {
        if self.phases == 1 {
            1.0
        } else {
            f64::from(f.men_on_board) / self.full
        }
    }
}

/// What White's score of a position is divided by ([`drawish_divisor`]), given the score.
fn divisor(f: &Features, white: f64, layout: Layout) -> f64 {
    if layout.drawish && white != 0.0 {
        f64::from(drawish_divisor(
            white > 0.0,
            f.men_per_side,
            f.kings_per_side,
        ))
    } else {
        1.0
    }
}

/// White's score of a position's features under real-valued parameters `theta`, before a
/// drawish lead is shrunk.
fn white_score(f: &Features, theta: &[f64], layout: Layout) -> f64 {
    let mut white = theta[0] * f64::from(f.men) + theta[1] * f64::from(f.kings);
    for &(t, v) in &f.terms {
        if GLOBALS + (t as usize) < layout.tables {
            white += theta[GLOBALS + t as usize] * f64::from(v);
        }
    }
    let early = layout.early(f);
    for &(own, turned) in &f.regions {
        let (own, turned) = (
            layout.tables + own as usize,
            layout.tables + turned as usize,
        );
        white += early * (theta[own] - theta[turned]);
        if layout.phases == 2 {
            let (own, turned) = (own + layout.size, turned + layout.size);
            white += (1.0 - early) * (theta[own] - theta[turned]);
        }
    }
    white
}

/// The score of a position's features under real-valued parameters `theta`.
fn score(f: &Features, theta: &[f64], layout: Layout) -> f64 {
    let white = white_score(f, theta, layout);
    f64::from(f.sign) * white / divisor(f, white, layout) + theta[2]
}

/// The parameters of weights: the globals, the terms in hundredths of a man, the tables.
fn theta_of(w: &Weights) -> Vec<f64> {
    let unit = f64::from(terms::UNIT);
    [w.man, w.king, w.tempo]
        .iter()
        .map(|&v| f64::from(v))
        .chain(w.terms.iter().map(|&v| f64::from(v) / unit))
        .chain(w.tables.iter().map(|&v| f64::from(v)))
        .collect()
}

/// The scale that best predicts the results from `scores`, by golden-section search.
fn fit_scale(scores: &[f64], results: &[f64]) -> f64 {
    let loss = |k: f64| {
        mean(
            scores
                .iter()
                .zip(results)
                .map(|(s, y)| log_loss(sigmoid(s / k), *y)),
        )
    };
    let (mut a, mut b) = (20.0f64, 3000.0f64);
    let g = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..80 {
        let (c, d) = (b - g * (b - a), a + g * (b - a));
        if loss(c) < loss(d) {
            b = d;
        } else {
            a = c;
        }
    }
    (a + b) / 2.0
}

/// Fits the weights of `game` (`kabe`, `draughts`) to `samples`, calling `on_epoch` with each
/// epoch's number and training loss. Every tenth block of samples is held out for the losses
/// reported.
///
/// # Errors
/// A game without pattern weights, or no positions to fit.
pub fn fit(
    game: &str,
    samples: &[Sample],
    options: &FitOptions,
    mut on_epoch: impl FnMut(usize, f64),
) -> Result<Fit, WeightsError> {
    let mut start = Weights::zero_phased(game, options.phases.clamp(1, 2))
        .ok_or_else(|| WeightsError(msg!("weights_game", game = game)))?;
    if options.terms {
        start = start.with_terms();
    }
    let layout = Layout {
        size: regions(start.n) * CONFIGS,
        phases: start.phases,
        full: f64::from(full_men(start.n)),
        tables: GLOBALS + start.terms.len(),
        drawish: start.n == 5,
    };
    let variant = Variant::preset_for_size(2 * start.n as u8);
    let prepare = |keep: &dyn Fn(usize) -> bool| {
        let mut p = Prepared {
            features: Vec::new(),
            labels: Vec::new(),
            results: Vec::new(),
            classic: Vec::new(),
        };
        for (_, s) in samples.iter().enumerate().filter(|(i, _)| keep(*i)) {
            let pos = s.position(variant);
            p.features.push(Features::of(&pos));
            p.results.push((f64::from(s.result) + 1.0) / 2.0);
            p.classic.push(f64::from(classic(&pos)));
            p.labels.push(f64::from(s.score));
        }
        p
    };
    // Every tenth block is held out.
    let block = block_size(samples.len());
    let mut train = prepare(&|i| (i / block) % 10 != 9);
    let held = prepare(&|i| (i / block) % 10 == 9);
    if train.features.is_empty() || held.features.is_empty() {
        return Err(WeightsError(msg!("tune_no_positions", game = game)));
    }
    let scale = fit_scale(&train.classic, &train.results);
    for (label, result) in train.labels.iter_mut().zip(&train.results) {
        *label = (1.0 - options.blend) * result + options.blend * sigmoid(*label / scale);
    }
    let mut theta = theta_of(&start);
    theta[2] = 0.0;
    let params = theta.len();
    let (mut m, mut v) = (vec![0.0; params], vec![0.0; params]);
    let (beta1, beta2, eps) = (0.9f64, 0.999f64, 1e-8);
    let count = train.features.len() as f64;
    let mut grad = vec![0.0; params];
    for epoch in 1..=options.epochs {
        grad.fill(0.0);
        let mut loss = 0.0;
        for (f, &y) in train.features.iter().zip(&train.labels) {
            let white = white_score(f, &theta, layout);
            let shrink = divisor(f, white, layout);
            let p = sigmoid((f64::from(f.sign) * white / shrink + theta[2]) / scale);
            loss += log_loss(p, y);
            let g = (p - y) / scale;
            let signed = g * f64::from(f.sign) / shrink;
            grad[0] += signed * f64::from(f.men);
            grad[1] += signed * f64::from(f.kings);
            grad[2] += g;
            for &(t, v) in &f.terms {
                let i = GLOBALS + t as usize;
                if i < layout.tables {
                    grad[i] += signed * f64::from(v);
                }
            }
            let early = layout.early(f);
            for &(own, turned) in &f.regions {
                let (own, turned) = (
                    layout.tables + own as usize,
                    layout.tables + turned as usize,
                );
                grad[own] += signed * early;
                grad[turned] -= signed * early;
                if layout.phases == 2 {
                    grad[own + layout.size] += signed * (1.0 - early);
                    grad[turned + layout.size] -= signed * (1.0 - early);
                }
            }
        }
        for (i, gi) in grad.iter_mut().enumerate() {
            *gi /= count;
            if i >= GLOBALS {
                *gi += 2.0 * options.l2 * theta[i];
            }
        }
        let (c1, c2) = (
            1.0 - beta1.powi(epoch as i32),
            1.0 - beta2.powi(epoch as i32),
        );
        for i in 0..params {
            m[i] = beta1 * m[i] + (1.0 - beta1) * grad[i];
            v[i] = beta2 * v[i] + (1.0 - beta2) * grad[i] * grad[i];
            theta[i] -= options.rate * (m[i] / c1) / ((v[i] / c2).sqrt() + eps);
        }
        on_epoch(epoch, loss / count);
    }
    let round = |x: f64| x.round().clamp(f64::from(i16::MIN), f64::from(i16::MAX)) as i16;
    let weights = Weights {
        man: round(theta[0]),
        king: round(theta[1]),
        tempo: round(theta[2]),
        terms: theta[GLOBALS..layout.tables]
            .iter()
            .map(|&x| round(x * f64::from(terms::UNIT)))
            .collect(),
        tables: theta[layout.tables..].iter().map(|&x| round(x)).collect(),
        ..start
    };
    let rounded = theta_of(&weights);
    let loss_on = |p: &Prepared, labels: &[f64]| {
        mean(
            p.features
                .iter()
                .zip(labels)
                .map(|(f, &y)| log_loss(sigmoid(score(f, &rounded, layout) / scale), y)),
        )
    };
    let constant = mean(train.results.iter().copied());
    Ok(Fit {
        train_loss: loss_on(&train, &train.results),
        held_loss: loss_on(&held, &held.results),
        held_classic: mean(
            held.classic
                .iter()
                .zip(&held.results)
                .map(|(s, &y)| log_loss(sigmoid(s / scale), y)),
        ),
        held_constant: mean(held.results.iter().map(|&y| log_loss(constant, y))),
        train: train.features.len(),
        held: held.features.len(),
        weights,
        scale,
    })
}
