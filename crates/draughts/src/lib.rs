//! One parametric draughts engine for ply, with its presets: [`PRESETS`] holds one row per
//! variant (its id, name, rules and bench positions) — kabe, international draughts with its
//! goal variants, the national 8×8 games on the usual, the mirrored and the full Turkish board,
//! Frisian draughts and the 12×12 Canadian game. `docs/draughts-variants.md` gives the rules of
//! each preset with their sources.
//!
//! [`Position`] is a position (three bit boards, the side to move, the [`Variant`] and the
//! draw counters) and implements [`ply_core::Game`]; [`Move`] is start, end and the set of
//! captured squares. Both are generic over the [`Word`] the squares are bits of: [`Draughts`]
//! (64 bits) plays every board up to 10×10, [`Draughts12`] (128 bits) the 12×12 board. The
//! engine is compiled once for each word, which [`Dispatch`] runs on the geometry of a
//! position's board. A search is given a [`Context`]: the evaluation chosen and the endgame
//! databases loaded.
//!
//! # Board and numbering
//! Dark squares only, numbered from the top left as White sees the board: 8×8
//! `1=b8 … 5=a7 … 29=a1 32=g1`, international `1=b10 … 46=a1 50=i1`, Canadian `1 … 72` the same
//! way on 12×12. Black's men start on
//! 1–12 (1–20), White's on 21–32 (31–50); White's men move towards 1. White moves first, except
//! in checkers and pool (`black_moves_first`).
//!
//! # Rule choices (options of [`Variant`])
//! | option | kabe | draughts | russian | brazilian | pool | checkers | meaning |
//! |---|---|---|---|---|---|---|---|
//! | `size` | 8 | 10 | 8 | 8 | 8 | 8 | board side |
//! | `men_capture_backwards` | false | true | true | true | true | false | men also capture backwards |
//! | `flying_kings` | true | true | true | true | true | false | kings move and capture at any distance |
//! | `majority_rule` | false | true | false | true | false | false | the capture of the most pieces is compulsory (a king counts as a man) |
//! | `king_priority` | true | false | false | false | false | false | if a king can capture, a king must capture |
//! | `crown_mid_capture` | false | false | true | false | false | false | a man reaching the far row mid-capture is crowned and goes on as a king; off: it goes on as a man and is crowned only if the move ends there |
//! | `king_must_continue` | true | false | true | false | true | false | a capturing king must land where it can capture again, if such a square exists |
//! | `black_moves_first` | false | false | false | false | true | true | Black makes the first move |
//! | `no_capture_limit` | 30 | 0 | 0 | 0 | 0 | 0 | draw after this many plies without a capture (0: off) |
//! | `king_move_limit` | 0 | 50 | 30 | 50 | 0 | 80 | draw after this many plies of king moves only, no capture (0: off) |
//! | `endgame_rules` | false | true | false | true | false | false | 16-move rule (3 pieces with a king vs a lone king: draw after 32 plies) and 5-move rule (2 pieces with a king, or a king, vs a lone king: 10 plies) |
//! | `no_moves_wins` | false | false | false | false | false | false | a side with no piece or no move wins (`antidraughts`: the `draughts` column otherwise) |
//! | `mirrored` | false | false | false | false | false | false | the Italian board, mirror image of the usual one, numbered on it (`italian`, `spanish`: true) |
//! | `men_capture_kings` | true | true | true | true | true | true | men may capture kings (`italian`: false) |
//! | `tie_break` | none | none | none | none | none | none | among captures of the most pieces: `kings` the most kings (`spanish`); `italian` a king's capture, then the most kings, then a king taken soonest (`italian`); `frisian` not a tie-break but the value rule: a king counts 199, a man 100, the highest value first, then a king's capture (`frisian`, `frysk`) |
//! | `orthogonal_captures` | false | false | false | false | false | false | men and kings also capture along rows and columns (`frisian`, `frysk`: true) |
//! | `king_move_run` | 0 | 0 | 0 | 0 | 0 | 0 | a king makes at most this many quiet moves in a row while its side has men (`frisian`, `frysk`: 3) |
//! | `frisian_draws` | false | false | false | false | false | false | two kings against one drawn after 14 plies, one king each after 4 (`frisian`, `frysk`: true) |
//! | `start_rows` | 0 | 0 | 0 | 0 | 0 | 0 | rows of men at the start, 0 for the board's usual 3 or 4 (`frysk`: 1) |
//! | `first_king_wins` | false | false | false | false | false | false | the first side to crown a king wins and the game ends (`breakthrough`: the `draughts` column otherwise) |
//! | `orthogonal` | false | false | false | false | false | false | the Turkish board (`turkish`: true, size 8): all 64 squares numbered 1–64 row by row, men move and capture one square forward or sideways, kings along rows and columns, each captured piece leaves at once, a capturing king may not turn back |
//! | `lone_pieces_limit` | 0 | 0 | 0 | 0 | 0 | 0 | draw when each side has one piece and this many plies were played since the last capture (`turkish`: 4) |
//!
//! Common to all: capturing is compulsory; a sequence goes on while the piece can capture;
//! captured pieces are removed after the sequence (Turkish strike: none is jumped twice, they
//! block, empty squares including the start square may be crossed again); a man that ends its
//! move on the far row is crowned; two sequences with the same start, end and captured set are
//! one move. A side without pieces or without a legal move loses (wins under `no_moves_wins`). The endgame counters restart
//! when the category (16 or 5 moves) changes.
//!
//! Draw counters are carried by the position but are not part of its text or hash; text input
//! starts them at 0. Repetition is judged by [`ply_core::Record`] from the hash (pieces and
//! side to move). Legal moves ignore draws (perft counts as `docs/rules/README.md` says); the
//! [`outcome`](ply_core::Game::outcome) reports them.
//!
//! # Notation
//! Quiet moves `32-28`, captures `26x17`; where two legal captures share start and end, the
//! landing path `26x17x8`; in Russian and Brazilian draughts the squares are named
//! algebraically, `c3-d4`, `c3:e5`, `c3:e5:c7` (the path landing immediately behind each captured piece before the
//! last, or else the first legal path in search order). Input accepts any form that names one
//! legal move: start and end, full or partial landing paths, `-`, `x` or `:`, squares as
//! numbers or algebraic names in every variant. Illegal moves are
//! explained by the rule that forbids them ("a capture is compulsory: 26x17", "the king must
//! capture: …", "the majority rule requires capturing 3 pieces: …", "men move forward only").
//! Positions are PDN FEN (`W:W21,22,K25:B1-12`, squares also as `c3`); records are PDN, with
//! the preset's GameType: 20 international draughts (antidraughts and breakthrough with a
//! `Rule:` tag), 21 checkers, 22 Italian, 23 pool, 24 Spanish, 25 Russian, 26 Brazilian, 27 Canadian, 29 (Czech draughts, whose rules of play kabe shares) for kabe, 30 Turkish, 40 Frisian and 97
//! (lidraughts' number) Frysk!. In records of
//! Russian and Brazilian games the `[FEN]` tag names squares algebraically too.
//!
//! # Example
//! ```
//! use ply_core::{Game, perft::perft};
//! use ply_draughts::{Draughts, Variant};
//!
//! let rules = Variant::international();
//! let start = Draughts::start(&rules);
//! assert_eq!(perft(&start, 3), 658);
//! let pos = Draughts::from_text("W:W32:B18,27,28", &rules).unwrap();
//! let mv = pos.parse_move("32x12").unwrap();
//! assert_eq!(mv.captured().collect::<Vec<_>>(), vec![18, 28]);
//! assert_eq!(
//!     pos.parse_move("32x21").unwrap_err().to_string(),
//!     "the majority rule requires capturing 2 pieces: 32x12"
//! );
//! ```

mod board;
mod capture;
mod context;
mod counters;
mod diagnose;
mod diagram;
mod dispatch;
mod draw;
pub mod egdb;
pub mod eval;
mod game;
mod movegen;
mod mv;
mod notation;
mod paths;
mod pdn;
mod position;
pub mod reason;
mod text;
mod variant;

pub use board::Word;
pub use context::Context;
pub use dispatch::Dispatch;
pub use mv::{DraughtsMove, Move};
pub use position::{Draughts, Draughts12, Position};
pub use variant::{
    TieBreak, Variant,
    preset::{PRESETS, Preset},
};
