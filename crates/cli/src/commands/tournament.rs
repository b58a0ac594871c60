//! `ply tournament pair`: the next round of a tournament read from a TRF file, printed as
//! the pairing programs print it (the number of pairs, then `WHITE BLACK` starting ranks per
//! board, `RANK 0` for the bye), so that ply's pairings can be compared with theirs; and
//! `ply tournament create` and `ply tournament import` (in `tournament_create.rs`): the
//! operator makes an arena, a Swiss or a round robin, or a Swiss or round robin from a TRF
//! file.

use clap::{Args, Subcommand};
use ply_core::{Message, msg};

use crate::fail::{Failure, Outcome};
use crate::words::say;

#[derive(Args, Debug)]
pub struct TournamentArgs {
    #[command(subcommand)]
    pub command: TournamentCommand,
}

#[derive(Subcommand, Debug)]
pub enum TournamentCommand {
    /// Make an arena, a Swiss or a round robin on the database `ply serve` uses: prints its
    /// id (its page is /tournament/ID).
    Create(super::tournament_create::CreateArgs),
    /// Make a Swiss or round robin from a TRF file on the database `ply serve` uses: its
    /// players are the accounts the file names (by username), its recorded rounds kept, the
    /// next round paired by the server; prints its id.
    Import(super::tournament_create::ImportArgs),
    /// Print the next round's pairings of a tournament in a TRF file (TRF-16, with `XXR`
    /// for the number of rounds): the number of pairs, then `WHITE BLACK` starting ranks per
    /// board, `0` for the bye.
    Pair {
        /// The pairing system: `dutch` (FIDE's Dutch Swiss system) or `berger` (FIDE's
        /// Berger tables, the starting ranks as the drawn numbers; a double round robin when
        /// `XXR` gives more rounds than one cycle has).
        #[arg(long)]
        system: String,
        /// The tournament's TRF file (`-` for standard input).
        file: std::path::PathBuf,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum System {
    Dutch,
    Berger,
}

impl System {
    /// The system named on the command line, refused in the user's language if unknown.
    fn parse(name: &str) -> Outcome<System> {
        match name {
            "dutch" => Ok(System::Dutch),
            "berger" => Ok(System::Berger),
            _ => Err(refused(msg!("pairing_unknown_system", system = name))),
        }
    }
}

/// Bad input, in the user's language.
fn refused(message: Message) -> Failure {
    Failure::Input(say(&message))
}

pub fn run(args: &TournamentArgs) -> Outcome {
    match &args.command {
        TournamentCommand::Create(create) => super::tournament_create::run(create),
        TournamentCommand::Import(import) => super::tournament_create::import(import),
        TournamentCommand::Pair { system, file } => {
            let system = System::parse(system)?;
            let text = super::trf_file::read_text(file)?;
            let t = ply_pairing::trf::read(&text).map_err(|e| {
                refused(msg!(
                    "pairing_in_file",
                    file = file.display().to_string(),
                    reason = e.message()
                ))
            })?;
            let round = match system {
                System::Dutch => ply_pairing::dutch::pair(&t).map_err(|e| refused(e.message()))?,
                System::Berger => berger(&t)?,
            };
            print!("{}", round.to_text());
            Ok(())
        }
    }
}

/// The next round of the Berger table for the tournament's players.
fn berger(t: &ply_pairing::Tournament) -> Outcome<ply_pairing::Round> {
    let n = t.players.len() as u32;
    let cycle = ply_pairing::berger::rounds(n, 1).map_err(|e| refused(e.message()))?;
    let double = t.rounds > cycle;
    let next = t.played() as u32 + 1;
    ply_pairing::berger::round(n, double, next).map_err(|e| refused(e.message()))
}
