//! The protocols that engines and their hosts speak: UCI for chess and Hub for draughts.
//!
//! - [`hub`]: Hub's line syntax (`command key=value key="quoted value"`), its position and move
//!   formats, and a client that runs an external Hub engine.
//! - [`uci`]: UCI's move notation and a client that runs an external UCI engine.
//! - [`external`]: engine specifications such as `uci:stockfish,UCI_Elo=2000` or `hub:dame`,
//!   turned into an [`ply_games::AnyEngine`] that `ply match` and the web app use like ply's own.
//!
//! ply's own engine servers, generic over their input and output, are [`uci::serve`] and
//! [`hub::serve`]; the command line runs them on stdin/stdout.

pub mod dxp;
pub mod external;
pub mod hub;
pub mod lines;
pub mod link;
pub mod uci;

/// The settings a server starts with (a GUI may change them with its options).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    /// The transposition table's size in MB.
    pub hash_mb: usize,
    /// The playing level; [`ply_games::Level::MAX`] searches at full strength.
    pub level: ply_games::Level,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            hash_mb: 64,
            level: ply_games::Level::MAX,
        }
    }
}
