//! The protocols that engines and their hosts speak: UCI for chess and Hub for draughts.
//!
//! - [`hub`]: Hub's line syntax (`command key=value key="quoted value"`), its position and move
//!   formats, and a client that runs an external Hub engine.
//! - [`uci`]: UCI's move notation and a client that runs an external UCI engine.
//! - [`external`]: engine specifications such as `uci:stockfish,UCI_Elo=2000` or `hub:dame`,
//!   turned into an [`ply_games::AnyEngine`] that `ply match` and the web app use like ply's own.
//!
//! ply's own front ends (`ply uci`, `ply hub`) live in the command line and use the syntax and
//! notation from here.

pub mod dxp;
pub mod external;
pub mod hub;
pub mod link;
pub mod uci;
