//! One module per subcommand.

pub mod analyze;
pub mod apply;
pub mod bench;
pub mod dxp;
pub mod egdb;
pub mod games;
pub mod hub;
pub mod matches;
pub mod moves;
pub mod perft;
pub mod play;
pub mod players;
pub mod record;
pub mod serve;
pub mod show;
pub mod tune;
pub mod uci;
