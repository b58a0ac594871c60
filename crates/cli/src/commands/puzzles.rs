//! `ply puzzles generate GAME --from FILE|self-play --out DIR`: puzzles found in games, one
//! JSON line each, written to `DIR/GAME.jsonl`; `ply puzzles check [GAME…] [--file FILE]`:
//! the shipped sets (or a file) checked again, with the endgame databases of `--egdb`.

use std::{fs, path::PathBuf};

use clap::{Args, Subcommand};
use ply_puzzles::{Budget, Finder, Puzzle, check, check_exact, self_play, shipped};

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
    /// Check puzzles again (the shipped sets, or a file): each position, its solution's moves,
    /// the exact values where they reach its line (the endgame databases of `--egdb`, Kalah's
    /// solver) and the only winning move by the deeper search.
    Check(CheckArgs),
}

#[derive(Args, Debug)]
pub struct CheckArgs {
    /// Game ids whose puzzles are checked (default: every game with puzzles).
    pub games: Vec<String>,
    /// A puzzle file (one JSON line each, as `generate` writes) instead of the shipped sets.
    #[arg(long, value_name = "FILE")]
    pub file: Option<PathBuf>,
    /// Leave out the deeper search: the positions, the moves and the exact values only.
    #[arg(long)]
    pub exact_only: bool,
}

#[derive(Args, Debug)]
pub struct GenerateArgs {
    /// Game id.
    pub game: String,
    /// A file of game records (PDN, PGN, ply's plain format), a puzzle file (its positions of
    /// GAME looked at again, their sources kept), or `self-play`; may be given more than once,
    /// and is read in the order given.
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
        PuzzlesCommand::Check(c) => check_all(c, context),
    }
}

/// Checks the puzzles asked for, game by game: a line per puzzle that fails, then one per
/// game with its counts; fails (exit status 1) when any puzzle failed.
fn check_all(args: &CheckArgs, context: &ply_games::Context) -> Outcome {
    let puzzles = match &args.file {
        Some(path) => {
            let text = fs::read_to_string(path).map_err(|e| {
                Failure::Input(words::say(&ply_core::msg!(
                    "puzzles_read",
                    path = path.display().to_string(),
                    error = e.to_string()
                )))
            })?;
            Puzzle::read_lines(&text).map_err(|e| {
                Failure::Input(words::say(&ply_core::msg!(
                    "puzzles_read",
                    path = path.display().to_string(),
                    error = e
                )))
            })?
        }
        None => shipped().map_err(Failure::Other)?,
    };
    let mut games: Vec<String> = Vec::new();
    for p in &puzzles {
        if !games.contains(&p.game) {
            games.push(p.game.clone());
        }
    }
    for asked in &args.games {
        if !games.contains(asked) {
            return Err(Failure::Input(words::say(&ply_core::msg!(
                "puzzles_no_game",
                game = asked.as_str(),
                known = games.clone()
            ))));
        }
    }
    if !args.games.is_empty() {
        games.retain(|g| args.games.contains(g));
    }
    let mut failures = 0;
    for game in &games {
        let (mut count, mut failed, mut reached, mut positions) = (0, 0, 0, 0);
        for p in puzzles.iter().filter(|p| &p.game == game) {
            count += 1;
            let result = if args.exact_only {
                check_exact(p, context)
            } else {
                check(p, context, Budget::for_game(game))
            };
            match result {
                Ok(r) => {
                    reached += usize::from(r.positions > 0);
                    positions += r.positions;
                }
                Err(e) => {
                    failed += 1;
                    reached += usize::from(matches!(e, ply_puzzles::CheckError::Exact(_)));
                    println!(
                        "{}",
                        words::say(&ply_core::msg!(
                            "puzzles_check_failed",
                            id = p.id.as_str(),
                            source = p.source.as_str(),
                            reason = e.message()
                        ))
                    );
                }
            }
        }
        failures += failed;
        println!(
            "{}",
            words::say(&ply_core::msg!(
                "puzzles_checked",
                game = game.as_str(),
                count = count,
                failed = failed,
                reached = reached,
                positions = positions
            ))
        );
    }
    if failures > 0 {
        return Err(Failure::Other(words::say(&ply_core::msg!(
            "puzzles_check_failures",
            count = failures
        ))));
    }
    Ok(())
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
            // A puzzle file: each puzzle's position of this game looked at again, its source
            // kept (a set made again with other settings, such as `--egdb`).
            if let Some(earlier) = Puzzle::read_lines(&text).ok().filter(|l| !l.is_empty()) {
                for p in earlier.iter().filter(|p| p.game == game.id()) {
                    positions += 1;
                    let record = game.new_game(&[], Some(&p.position))?;
                    puzzles.extend(finder.puzzle_at(record.as_ref(), &p.source));
                    if puzzles.len() >= want {
                        break 'sources;
                    }
                }
                write(&file, &puzzles, want)?;
                eprintln!("{}: {name}: {} puzzles", game.id(), puzzles.len());
                continue;
            }
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
    if finder.refused() > 0 {
        eprintln!(
            "{}",
            words::say(&ply_core::msg!("puzzles_refused", count = finder.refused()))
        );
    }
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
