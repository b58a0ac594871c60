//! Games to look for puzzles in when no records are given: ply against itself from a few
//! random opening moves, each side at a low level so that mistakes happen, every search
//! limited by the level's nodes.

use std::sync::atomic::AtomicBool;

use ply_core::rng::SplitMix64;
use ply_games::{AnyEngine, AnyGame, AnyRecord, GameError, Level, Think};

/// Plies a self-play game lasts at most.
const MOST_PLIES: usize = 200;

/// Self-play game `number` of the run seeded `seed`: two to five random moves, then each
/// move by the engine at level 2, 3 or 4 (chosen per game and side), from a cleared engine.
///
/// # Errors
/// The start position cannot be made (not expected of a registered game).
pub fn self_play(
    game: &dyn AnyGame,
    engine: &mut dyn AnyEngine,
    seed: u64,
    number: u64,
) -> Result<Box<dyn AnyRecord>, GameError> {
    let mut rng = SplitMix64::new(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ number);
    let mut record = game.new_game(&[], None)?;
    let levels = [2 + rng.below(3) as u8, 2 + rng.below(3) as u8];
    let opening = 2 + rng.below(4);
    engine.clear();
    let stop = AtomicBool::new(false);
    for ply in 0..MOST_PLIES {
        let moves = record.legal_moves();
        if moves.is_empty() || record.outcome().is_some() {
            break;
        }
        let mv = if ply < opening {
            moves[rng.below(moves.len())].clone()
        } else {
            let side = record.side_to_move().index();
            let think = Think {
                limits: Default::default(),
                level: Level::new(levels[side]),
                seed: rng.next_u64(),
            };
            let thought = engine.think(record.as_ref(), &think, &stop, &mut |_| {})?;
            match thought.best_move {
                Some(mv) => mv,
                None => break,
            }
        };
        if record.play(&mv).is_err() {
            break;
        }
    }
    Ok(record)
}
