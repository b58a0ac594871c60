//! The protocols that engines and their hosts speak: UCI for chess, Hub for draughts and DXP
//! for international draughts over TCP, both ways.
//!
//! - [`hub`]: Hub's line syntax (`command key=value key="quoted value"`), its position and move
//!   formats, a client that runs an external Hub engine, and ply's engine as a Hub server.
//! - [`uci`]: UCI's move notation, a client that runs an external UCI engine, and ply's engine
//!   as a UCI server.
//! - [`dxp`]: DXP's messages and framing, a client for `ply match`, and ply's side of a
//!   connection as the follower or the initiator of games.
//! - [`link`]: what the clients share: a process or a connection, one reader thread, waits
//!   with deadlines, and closing (goodbye, grace, kill).
//! - `process`: what the UCI and Hub clients share on top of a link: starting the engine
//!   program, sending lines, waiting for a given one, a search's deadline and `stop`, and
//!   remembering why a dead engine died.
//! - [`lines`]: the servers' input lines (a line that is not UTF-8 is answered, not fatal) and
//!   their output, shared with the search thread.
//! - [`external`]: engine specifications such as `uci:stockfish,UCI_Elo=2000` or `hub:dame`,
//!   turned into an [`ply_games::AnyEngine`] that `ply match` and the web app use like ply's own.
//!
//! The servers are generic over their input and output: `ply uci` and `ply hub` run them on
//! stdin/stdout, the tests on buffers.

pub mod dxp;
pub mod external;
pub mod hub;
pub mod lines;
pub mod link;
mod process;
pub mod uci;

/// The settings a server starts with (a GUI may change them with its options).
#[derive(Clone, Debug)]
pub struct Settings {
    /// The transposition table's size in MB.
    pub hash_mb: usize,
    /// The playing level; [`ply_games::Level::MAX`] searches at full strength.
    pub level: ply_games::Level,
    /// The threads a search takes (1 to [`ply_games::MAX_THREADS`]; 1: the deterministic
    /// search).
    pub threads: usize,
    /// The evaluation and the endgame databases the engine searches with (`ply --eval`,
    /// `--egdb`).
    pub context: ply_games::Context,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            hash_mb: 64,
            level: ply_games::Level::MAX,
            threads: 1,
            context: ply_games::Context::default(),
        }
    }
}
