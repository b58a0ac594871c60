//! `ply egdb build GAME --pieces N --out DIR` and `ply egdb verify DIR`.

use std::path::PathBuf;

use clap::{Args, Subcommand};
use indicatif::{ProgressBar, ProgressStyle};
use ply_egdb::{EgdbError, Event};

use crate::{
    fail::{Failure, Outcome},
    words,
};

#[derive(Args, Debug)]
pub struct EgdbArgs {
    #[command(subcommand)]
    pub command: EgdbCommand,
}

#[derive(Subcommand, Debug)]
pub enum EgdbCommand {
    /// Build the win/draw/loss databases of a draughts game up to N pieces, one file per
    /// material signature; signatures already complete in DIR are kept (a build resumes).
    Build {
        /// Game id: kabe, draughts (international), or another draughts game in which a side
        /// without pieces or moves loses.
        game: String,
        /// The most pieces on the board, 2 to 7.
        #[arg(long, default_value_t = 4)]
        pieces: u32,
        /// The directory of the database files.
        #[arg(long, value_name = "DIR")]
        out: PathBuf,
    },
    /// Check every position's value against its successors' values, and a sample against a
    /// plain search without the database.
    Verify {
        /// The directory of the database files.
        dir: PathBuf,
        /// Only this game's databases (default: every game in DIR).
        #[arg(long)]
        game: Option<String>,
        /// How many positions to compare with a plain search.
        #[arg(long, default_value_t = 200)]
        sample: u64,
        /// The plain search's node limit per sample position.
        #[arg(long, default_value_t = 50_000)]
        nodes: u64,
    },
}

fn failure(e: &EgdbError) -> Failure {
    Failure::Input(words::say(e.message()))
}

/// Shows a bar per signature on stderr while it is built or checked.
struct Bars {
    bar: Option<ProgressBar>,
    game: String,
}

impl Bars {
    fn on(&mut self, event: &Event) {
        match event {
            Event::Kept { signature } => {
                println!("{} {}: complete, kept", self.game, signature.name());
            }
            Event::Unreadable { error } => {
                eprintln!("ply: {}; building it again", words::say(error.message()));
            }
            Event::Started {
                signature,
                positions,
            } => {
                let bar = ProgressBar::new(*positions);
                bar.set_style(
                    ProgressStyle::with_template(
                        "{msg} {bar:40} {pos}/{len} positions [{elapsed_precise}, {eta} left]",
                    )
                    .unwrap_or_else(|_| ProgressStyle::default_bar()),
                );
                bar.set_message(format!("{} {}", self.game, signature.name()));
                self.bar = Some(bar);
            }
            Event::Progress { done } => {
                if let Some(bar) = &self.bar {
                    bar.set_position(*done);
                }
            }
            Event::Built(built) => {
                self.clear();
                let c = built.counts;
                println!(
                    "{} {}: {} positions ({} won, {} drawn, {} lost for the side to move), {} bytes, {:.2}s",
                    self.game,
                    built.signature.name(),
                    c.positions(),
                    c.wins,
                    c.draws,
                    c.losses,
                    built.bytes,
                    built.seconds
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

pub fn run(args: &EgdbArgs) -> Outcome {
    match &args.command {
        EgdbCommand::Build { game, pieces, out } => {
            let mut bars = Bars {
                bar: None,
                game: game.clone(),
            };
            let start = std::time::Instant::now();
            let built = ply_egdb::build(out, game, *pieces, &mut |e| bars.on(e));
            bars.clear();
            let built = built.map_err(|e| failure(&e))?;
            let bytes: u64 = built.iter().map(|b| b.bytes).sum();
            println!(
                "{game}: {} signatures built ({bytes} bytes) in {:.2}s, up to {pieces} pieces in {}",
                built.len(),
                start.elapsed().as_secs_f64(),
                out.display()
            );
            Ok(())
        }
        EgdbCommand::Verify {
            dir,
            game,
            sample,
            nodes,
        } => {
            let games = match game {
                Some(g) => vec![g.clone()],
                None => ply_egdb::games(dir).map_err(|e| failure(&e))?,
            };
            let mut wrong = false;
            for game in games {
                let mut bars = Bars {
                    bar: None,
                    game: game.clone(),
                };
                let report = ply_egdb::verify(dir, &game, *sample, *nodes, &mut |e| bars.on(e));
                bars.clear();
                let report = report.map_err(|e| failure(&e))?;
                let c = report.counts;
                println!(
                    "{game}: {} positions checked against their successors ({} won, {} drawn, {} lost), {} contradict them",
                    c.positions(),
                    c.wins,
                    c.draws,
                    c.losses,
                    report.contradictions.len()
                );
                for text in &report.contradictions {
                    println!("  contradiction: {text}");
                }
                println!(
                    "{game}: {} sample positions searched without the database, {} proven by the search, {} disagree",
                    report.sampled,
                    report.proven,
                    report.disagreements.len()
                );
                for text in &report.disagreements {
                    println!("  disagreement: {text}");
                }
                wrong |= !report.ok();
            }
            if wrong {
                return Err(Failure::Other("the databases contradict themselves".into()));
            }
            Ok(())
        }
    }
}
