//! `ply record import|export|convert`: game records (PGN, PDN, ply's plain format) into the web
//! app's database, out of it, and rewritten.

use std::path::{Path, PathBuf};

use clap::{Args, Subcommand};
use ply_games::{AnyGame, AnyRecord};
use ply_server::records::{self, RecordsError};

use ply_core::msg;

use crate::{
    fail::{Failure, Outcome},
    words::say,
};

#[derive(Args, Debug)]
pub struct RecordArgs {
    #[command(subcommand)]
    pub command: RecordCommand,
}

#[derive(Subcommand, Debug)]
pub enum RecordCommand {
    /// Store the games of record files in the web app's database (all or none).
    Import {
        /// Record files, each with one or more games.
        #[arg(required = true)]
        files: Vec<PathBuf>,
        #[command(flatten)]
        read: ReadArgs,
        /// The database: a file, the data directory of `ply serve`, or a database URL
        /// (`postgres://…`) [default: ply-data].
        #[arg(long, value_name = "PATH")]
        db: Option<PathBuf>,
    },
    /// Write stored games' records, exactly as the web app's download does.
    Export {
        /// Game ids.
        #[arg(required_unless_present = "all", conflicts_with = "all")]
        ids: Vec<String>,
        /// Every stored game, oldest first.
        #[arg(long)]
        all: bool,
        /// The database: a file, the data directory of `ply serve`, or a database URL
        /// (`postgres://…`) [default: ply-data].
        #[arg(long, value_name = "PATH")]
        db: Option<PathBuf>,
        /// Write to this file instead of standard output.
        #[arg(long, short = 'o', value_name = "FILE")]
        output: Option<PathBuf>,
    },
    /// Read the games of a record file and write them again (normalised) to standard output.
    Convert {
        /// A record file with one or more games.
        file: PathBuf,
        #[command(flatten)]
        read: ReadArgs,
    },
}

/// How records are read.
#[derive(Args, Debug)]
pub struct ReadArgs {
    /// Read every game as this game (kabe, draughts, chess, konane, kalah) instead of the game
    /// its tags name.
    #[arg(long)]
    pub game: Option<String>,
    /// Set a rule option of the game, e.g. `--rule pits=4` (repeatable).
    #[arg(long = "rule", value_name = "KEY=VALUE")]
    pub rules: Vec<String>,
    /// Read the games that can be read and list the others, instead of stopping at the first
    /// game with an illegal move.
    #[arg(long)]
    pub skip_bad: bool,
}

pub fn run(args: &RecordArgs) -> Outcome {
    match &args.command {
        RecordCommand::Import { files, read, db } => import(files, read, db.as_deref()),
        RecordCommand::Export {
            ids,
            all,
            db,
            output,
        } => export(ids, *all, db.as_deref(), output.as_deref()),
        RecordCommand::Convert { file, read } => {
            let records = read_file(file, read)?;
            print!("{}", write_all(&records));
            Ok(())
        }
    }
}

fn import(files: &[PathBuf], read: &ReadArgs, db: Option<&Path>) -> Outcome {
    let mut all = Vec::new();
    for file in files {
        all.extend(read_file(file, read)?);
    }
    let db = database(db, true)?;
    let imported = super::runtime()?
        .block_on(records::import(&db, &all))
        .map_err(failure)?;
    for game in imported {
        println!(
            "{} /g/{} {} {} moves, {}",
            game.id, game.id, game.game, game.moves, game.status
        );
    }
    Ok(())
}

fn export(ids: &[String], all: bool, db: Option<&Path>, output: Option<&Path>) -> Outcome {
    let db = database(db, false)?;
    let ids = (!all).then_some(ids);
    let texts: Vec<String> = super::runtime()?
        .block_on(records::export(&db, ids))
        .map_err(failure)?
        .into_iter()
        .map(|e| e.text)
        .collect();
    let text = texts.join("\n");
    match output {
        Some(path) => std::fs::write(path, text)
            .map_err(|e| Failure::Other(format!("cannot write {}: {e}", path.display()))),
        None => {
            print!("{text}");
            Ok(())
        }
    }
}

/// Every game of a file, as `--game` or as the game its tags name.
fn read_file(file: &Path, read: &ReadArgs) -> Outcome<Vec<Box<dyn AnyRecord>>> {
    let text = std::fs::read_to_string(file)
        .map_err(|e| Failure::input(format!("cannot read {}: {e}", file.display())))?;
    let game: Option<&dyn AnyGame> = read.game.as_deref().map(ply_games::find).transpose()?;
    let rules = read
        .rules
        .iter()
        .map(|r| {
            r.split_once('=')
                .map(|(k, v)| (k.trim().to_string(), v.trim().to_string()))
                .ok_or_else(|| Failure::input(format!("--rule '{r}': expected KEY=VALUE")))
        })
        .collect::<Outcome<Vec<_>>>()?;
    let name = file.display();
    let games = ply_games::read_each(&text, game, &rules)
        .map_err(|e| Failure::Input(format!("{name}: {}", say(&e.message()))))?;
    let (mut records, mut skipped) = (Vec::new(), 0);
    for one in games {
        match one.record {
            Ok(record) => {
                for warning in record.warnings() {
                    let note = msg!(
                        "record_warning",
                        game = one.number,
                        line = one.line,
                        warning = warning
                    );
                    eprintln!("{name}: {}", say(&note));
                }
                records.push(record);
            }
            Err(e) if read.skip_bad => {
                skipped += 1;
                eprintln!(
                    "{name}: {}",
                    say(&msg!("record_skipped", error = e.message()))
                );
            }
            Err(e) => return Err(Failure::Input(format!("{name}: {}", say(&e.message())))),
        }
    }
    if skipped > 0 {
        let summary = msg!(
            "record_read_summary",
            read = records.len(),
            skipped = skipped
        );
        eprintln!("{name}: {}", say(&summary));
    }
    Ok(records)
}

/// The records written one after the other, a blank line between games.
fn write_all(records: &[Box<dyn AnyRecord>]) -> String {
    records
        .iter()
        .map(|r| r.write_record())
        .collect::<Vec<_>>()
        .join("\n")
}

/// The database URL: `--db` (a database URL, a SQLite file, or a data directory), else
/// `ply-data/ply.sqlite3`, the default of `ply serve` (created for an import).
fn database(db: Option<&Path>, create: bool) -> Outcome<String> {
    let path = db.unwrap_or(Path::new("ply-data"));
    if db.is_none() && create {
        std::fs::create_dir_all(path)
            .map_err(|e| Failure::Other(format!("cannot create {}: {e}", path.display())))?;
    }
    Ok(records::database_url(&path.to_string_lossy()))
}

fn failure(e: RecordsError) -> Failure {
    match e {
        RecordsError::Input(m) => Failure::Input(m),
        RecordsError::Store(e) => Failure::Other(format!("{e:#}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn games_are_written_with_a_blank_line_between() {
        let records = ply_games::read_records("1. e4 *\n1. d4 *", None, &[]).unwrap();
        let text = write_all(&records);
        assert_eq!(text.matches("[Event ").count(), 2);
        assert!(text.contains("1. e4 *\n\n[Event"), "{text}");
    }
}
