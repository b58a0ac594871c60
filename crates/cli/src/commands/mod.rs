//! One module per subcommand.

use crate::fail::{Failure, Outcome};

pub mod analyze;
pub mod apply;
pub mod bench;
pub mod bot;
pub mod dxp;
pub mod egdb;
pub mod games;
pub mod hub;
pub mod matches;
pub mod moves;
pub mod perft;
pub mod play;
pub mod players;
pub mod puzzles;
pub mod record;
pub mod serve;
pub mod show;
pub mod tournament;
pub mod tournament_create;
pub mod trf_file;
pub mod tune;
pub mod uci;
pub mod user;

/// A multi-threaded tokio runtime for the server and its database.
pub fn runtime() -> Outcome<tokio::runtime::Runtime> {
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| Failure::Other(format!("cannot start the runtime: {e}")))
}
