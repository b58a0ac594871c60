//! Chess for ply: the FIDE laws through [shakmaty], behind [`ply_core::Game`].
//!
//! Move generation, legality and Zobrist keys come from shakmaty; this crate adds what a player
//! and the rest of ply need around them: FEN in and out with readable errors, SAN and UCI moves
//! with the rule that forbids an illegal move, the game's end by the position alone, PGN records
//! and a static evaluation for search.
//!
//! Rule choices (`docs/rules/en/chess.md`):
//! - Standard chess only (no Chess960): castling is written `O-O`/`O-O-O` or, in UCI, as the
//!   king's two-square step (`e1g1`); the king's capture of its own rook (`e1h1`) is read too.
//! - FEN: the en-passant square is written only when an en-passant capture is legal, so that two
//!   positions that are the same for repetition have the same text. A FEN with an en-passant
//!   square that no pawn can use is accepted and the square dropped.
//! - FEN positions must be possible: one king each, no pawn on the first or last rank, the side
//!   not to move not in check, no impossible checks, castling rights only with the king and the
//!   rook on their squares, no more material than promotions allow.
//! - The game ends by the position alone on checkmate, stalemate, insufficient material (neither
//!   side can possibly mate, as shakmaty decides it) and when the halfmove clock reaches 100
//!   (50 moves by each side without a pawn move or a capture; a FEN's clock counts). Checkmate
//!   takes precedence over the 50-move rule on the same ply. Threefold repetition is applied by
//!   [`ply_core::Record`] through [`Game::hash`](ply_core::Game::hash).
//! - `legal_moves` lists every legal move while the side to move has one, also after a draw by
//!   rule (insufficient material, 50 moves): perft ignores draw rules, and
//!   [`outcome`](ply_core::Game::outcome) is what says the game is over.
//! - The hash is shakmaty's 64-bit (Polyglot) Zobrist key: pieces, side to move, castling rights
//!   and the en-passant file only while an en-passant capture is legal.
//! - Moves are read in SAN (`Nf3`, `exd5`, `O-O`, `e8=Q`, also `e8Q`, `0-0`, `Ng1-f3`, with or
//!   without `+`, `#`, `!`, `?`) and UCI (`g1f3`, `e7e8q`, `e1g1`), and written in SAN with `+`
//!   and `#`. An illegal move is refused with its reason.
//! - PGN: the Seven Tag Roster (unknown values `?`, the date `????.??.??`), `[SetUp "1"]` and
//!   `[FEN]` for a start position other than the initial one, `[Termination "time forfeit"]`
//!   for a game lost on time. Reading takes the first game: comments, NAGs and variations are
//!   skipped, every other token must be a move (a token that is not is an error, never
//!   dropped), and a result that the moves do not explain is a resignation or an agreement.

mod attacks;
mod diagram;
pub mod eval;
mod explain;
mod game;
mod hash;
mod king;
mod movetext;
mod notation;
mod pawns;
mod pgn;
mod position;
mod pst;
pub mod reason;
mod see;
mod text;
mod weights;

pub use eval::evaluate;
pub use position::{Chess, FIFTY_MOVE_PLIES};
/// The chess move type, shakmaty's (6 bytes, `Copy`).
pub use shakmaty::Move;
