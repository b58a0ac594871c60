//! `ply tune GAME --games N --nodes K --seed S --out FILE`: self-play positions and the fit of
//! the pattern weights of kabe or international draughts.

use std::{fs, path::PathBuf, time::Instant};

use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use ply_tune::{Event, FitOptions, TuneOptions, WeightsError};

use crate::{
    fail::{Failure, Outcome},
    words,
};

#[derive(Args, Debug)]
pub struct TuneArgs {
    /// Game id: kabe or draughts (international).
    pub game: String,
    /// Self-play games per round.
    #[arg(long, default_value_t = 1000)]
    pub games: usize,
    /// Nodes per move of the self-play searches.
    #[arg(long, default_value_t = 2000)]
    pub nodes: u64,
    /// Seeds the openings and the choice among near-best moves.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Rounds: the first plays with the classic evaluation, each next one with the weights
    /// fitted so far, and every round's positions are fitted together.
    #[arg(long, default_value_t = 1)]
    pub rounds: usize,
    /// Passes of the fit over the positions.
    #[arg(long, default_value_t = FitOptions::default().epochs)]
    pub epochs: usize,
    /// The fit's step (Adam), in hundredths of a man.
    #[arg(long, default_value_t = FitOptions::default().rate)]
    pub rate: f64,
    /// The L2 penalty on the region values.
    #[arg(long, default_value_t = FitOptions::default().l2)]
    pub l2: f64,
    /// The share of each label taken from the search's score instead of the game's result.
    #[arg(long, default_value_t = FitOptions::default().blend)]
    pub blend: f64,
    /// Tables per region: 1, or 2 (one for the full board, one for the bare board, blended by
    /// the men left).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u8).range(1..=2))]
    pub phases: u8,
    /// Also fit the terms beyond the regions: the first king, the balance of the wings, the
    /// kings' safe and exposed reach and their squares.
    #[arg(long)]
    pub terms: bool,
    /// A file of positions: read when it exists (no games are played), else written.
    #[arg(long, value_name = "FILE")]
    pub data: Option<PathBuf>,
    /// The weights file to write.
    #[arg(long, value_name = "FILE")]
    pub out: PathBuf,
}

fn failure(e: &WeightsError) -> Failure {
    Failure::Input(words::say(&e.0))
}

/// The options, checked.
fn options(args: &TuneArgs) -> Outcome<TuneOptions> {
    let bad = |id: &'static str| {
        Err(Failure::Input(crate::words::say(&ply_core::Message::new(
            id,
        ))))
    };
    if args.games == 0 || args.nodes == 0 || args.rounds == 0 || args.epochs == 0 {
        return bad("tune_counts");
    }
    if !(args.rate.is_finite() && args.rate > 0.0) {
        return bad("tune_rate");
    }
    if !(args.l2.is_finite() && args.l2 >= 0.0) {
        return bad("tune_l2");
    }
    if !(0.0..=1.0).contains(&args.blend) {
        return bad("tune_blend");
    }
    ply_tune::variant_of(&args.game).map_err(|e| failure(&e))?;
    Ok(TuneOptions {
        game: args.game.clone(),
        games: args.games,
        nodes: args.nodes,
        seed: args.seed,
        rounds: args.rounds,
        fit: FitOptions {
            epochs: args.epochs,
            rate: args.rate,
            l2: args.l2,
            blend: args.blend,
            phases: usize::from(args.phases),
            terms: args.terms,
        },
    })
}

/// A bar per round of games and per fit on stderr.
struct Bars {
    bar: Option<ProgressBar>,
    game: String,
}

impl Bars {
    fn start(&mut self, len: u64, what: &str, unit: &str) {
        self.clear();
        let bar = ProgressBar::new(len);
        let template = format!(
            "{{msg}} {{bar:40}} {{pos}}/{{len}} {unit} [{{elapsed_precise}}, {{eta}} left]"
        );
        bar.set_style(
            ProgressStyle::with_template(&template)
                .unwrap_or_else(|_| ProgressStyle::default_bar()),
        );
        bar.set_message(format!("{} {what}", self.game));
        self.bar = Some(bar);
    }

    fn on(&mut self, event: Event) {
        match event {
            Event::Playing { round, games } => {
                self.start(games as u64, &format!("round {round}"), "games")
            }
            Event::Played { game, positions } => {
                if let Some(bar) = &self.bar {
                    bar.set_position(game as u64);
                    bar.set_message(format!("{} {positions} positions", self.game));
                }
            }
            Event::Fitting {
                round,
                positions,
                epochs,
            } => {
                self.clear();
                println!(
                    "{}: round {round}: fitting {positions} positions",
                    self.game
                );
                self.start(epochs as u64, "fit", "epochs");
            }
            Event::Epoch { epoch, loss } => {
                if let Some(bar) = &self.bar {
                    bar.set_position(epoch as u64);
                    bar.set_message(format!("{} loss {loss:.5}", self.game));
                }
            }
            Event::Fitted { round, fit } => {
                self.clear();
                println!(
                    "{}: round {round}: loss {:.5} fitted ({} positions), held out {:.5} ({} positions; classic evaluation {:.5}, constant {:.5}); sigmoid scale {:.1}",
                    self.game,
                    fit.train_loss,
                    fit.train,
                    fit.held_loss,
                    fit.held,
                    fit.held_classic,
                    fit.held_constant,
                    fit.scale
                );
            }
        }
    }

    fn clear(&mut self) {
        if let Some(bar) = self.bar.take() {
            bar.finish_and_clear();
        }
    }
}

pub fn run(args: &TuneArgs) -> Outcome {
    let options = options(args)?;
    let data = match &args.data {
        Some(path) if path.exists() => {
            let bytes =
                fs::read(path).map_err(|e| Failure::input(format!("{}: {e}", path.display())))?;
            let samples = ply_tune::read_samples(&args.game, &bytes)
                .map_err(|e| Failure::input(format!("{}: {}", path.display(), words::say(&e.0))))?;
            Some(samples)
        }
        _ => None,
    };
    let reused = data.is_some();
    let mut bars = Bars {
        bar: None,
        game: args.game.clone(),
    };
    let start = Instant::now();
    let result = ply_tune::tune(&options, data, &mut |e| bars.on(e));
    bars.clear();
    let (fit, samples) = result.map_err(|e| failure(&e))?;
    if let Some(path) = &args.data
        && !reused
    {
        fs::write(path, ply_tune::write_samples(&args.game, &samples))
            .map_err(|e| Failure::Other(format!("{}: {e}", path.display())))?;
    }
    let bytes = fit.weights.to_bytes();
    fs::write(&args.out, &bytes)
        .map_err(|e| Failure::Other(format!("{}: {e}", args.out.display())))?;
    let w = &fit.weights;
    println!(
        "{}: {} positions, man {}, king {}, tempo {}; wrote {} ({} bytes) in {:.1}s",
        args.game,
        samples.len(),
        w.man,
        w.king,
        w.tempo,
        args.out.display(),
        bytes.len(),
        start.elapsed().as_secs_f64()
    );
    Ok(())
}
