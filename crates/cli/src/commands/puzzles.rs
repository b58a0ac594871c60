//! `ply puzzles generate GAME --from FILE|self-play --out DIR`: puzzles found in games, one
//! JSON line each, written to `DIR/GAME.jsonl`.

use std::{fs, path::PathBuf};

use clap::{Args, Subcommand};
use ply_puzzles::{Budget, Finder, Puzzle, self_play};

use crate::{
    fail::{Failure, Outcome},
    words,
};

#[derive(Args, Debug)]
pub struct PuzzlesArgs {
    #[command(subcommand)]
    pub command: PuzzlesCommand,
}

#[derive(Subcommand, Debug)]
pub enum PuzzlesCommand {
    /// Find positions where exactly one move wins, with their forced lines, in game records
    /// or self-play games.
    Generate(GenerateArgs),
}

#[derive(Args, Debug)]
pub struct GenerateArgs {
    /// Game id.
    pub game: String,
    /// A file of game records (PDN, PGN, ply's plain format), or `self-play`; may be given
    /// more than once, and is read in the order given.
    #[arg(long, required = true, value_name = "FILE|self-play")]
    pub from: Vec<String>,
    /// The directory the puzzles are written to, as GAME.jsonl.
    #[arg(long, value_name = "DIR")]
    pub out: PathBuf,
    /// Self-play games to play for each `--from self-play`.
    #[arg(long, default_value_t = 100)]
    pub games: u64,
    /// Seeds the self-play games.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Stop after this many puzzles.
    #[arg(long)]
    pub count: Option<usize>,
    /// Nodes of the first look at a position; each move gets twice as many, the deeper check
    /// eight times as many (default: the budget of the shipped sets, 2000, and 1000 for chess).
    #[arg(long)]
    pub nodes: Option<u64>,
}

pub fn run(args: &PuzzlesArgs, context: &ply_games::Context) -> Outcome {
    match &args.command {
        PuzzlesCommand::Generate(g) => generate(g, context),
    }
}

fn generate(args: &GenerateArgs, context: &ply_games::Context) -> Outcome {
    let game = ply_games::find(&args.game)?;
    if args.games == 0 || args.nodes == Some(0) || args.count == Some(0) {
        return Err(Failure::Input(words::word("puzzles_counts")));
    }
    let budget = args
        .nodes
        .map_or_else(|| Budget::for_game(game.id()), Budget::from_nodes);
    let mut finder = Finder::new(game, context, budget);
    let want = args.count.unwrap_or(usize::MAX);
    fs::create_dir_all(&args.out)?;
    let file = args.out.join(format!("{}.jsonl", game.id()));
    let mut puzzles: Vec<Puzzle> = Vec::new();
    let mut positions = 0;
    'sources: for from in &args.from {
        if from == "self-play" {
            let mut engine = game.new_engine(ply_puzzles::TT_MB, context);
            for number in 1..=args.games {
                let record = self_play(game, engine.as_mut(), args.seed, number)?;
                let source = format!("self-play seed {} game {number}", args.seed);
                let found = finder.puzzles_in(record.as_ref(), &source)?;
                positions += found.positions;
                puzzles.extend(found.puzzles);
                write(&file, &puzzles, want)?;
                eprintln!("{}: {source}: {} puzzles", game.id(), puzzles.len());
                if puzzles.len() >= want {
                    break 'sources;
                }
            }
        } else {
            let path = PathBuf::from(from);
            let text = fs::read_to_string(&path).map_err(|e| {
                Failure::Input(words::say(&ply_core::msg!(
                    "puzzles_read",
                    path = path.display().to_string(),
                    error = e.to_string()
                )))
            })?;
            let name = path
                .file_name()
                .map_or_else(|| from.clone(), |n| n.to_string_lossy().into_owned());
            for (i, record) in game.read_records(&text, &[])?.iter().enumerate() {
                let source = format!("{name} game {}", i + 1);
                let found = finder.puzzles_in(record.as_ref(), &source)?;
                positions += found.positions;
                puzzles.extend(found.puzzles);
                write(&file, &puzzles, want)?;
                eprintln!("{}: {source}: {} puzzles", game.id(), puzzles.len());
                if puzzles.len() >= want {
                    break 'sources;
                }
            }
        }
    }
    puzzles.truncate(want);
    write(&file, &puzzles, want)?;
    println!(
        "{}",
        words::say(&ply_core::msg!(
            "puzzles_written",
            count = puzzles.len(),
            positions = positions,
            path = file.display().to_string()
        ))
    );
    Ok(())
}

/// Writes the puzzles found so far (at most `want`), one per line, so that a run stopped
/// between games keeps the games it finished.
fn write(file: &std::path::Path, puzzles: &[Puzzle], want: usize) -> Outcome {
    let mut text = String::new();
    for p in puzzles.iter().take(want) {
        text.push_str(&p.to_line());
        text.push('\n');
    }
    let part = file.with_extension("jsonl.part");
    fs::write(&part, text)?;
    fs::rename(&part, file)?;
    Ok(())
}
