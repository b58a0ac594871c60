//! Playing levels: legal moves at every level, reproducible choices from a seed, randomness at
//! the low levels, level 10 as the plain search, and each level beating the one two below.

mod toys;

use std::{sync::atomic::AtomicBool, time::Duration};

use ply_chess::Chess;
use ply_core::{Evaluate, Game, NoRules, Side, testing::SplitMix64};
use ply_konane::Konane;
use ply_search::{Level, Limits, Rng, Searcher, play_level};
use toys::MiniKalah;

fn levels() -> impl Iterator<Item = Level> {
    (1..=10).filter_map(Level::new)
}

fn fast() -> Limits {
    Limits::movetime(Duration::from_millis(20))
}

#[test]
fn every_level_plays_a_legal_move() {
    let stop = AtomicBool::new(false);
    let chess = Chess::start(&NoRules);
    let kalah = MiniKalah::new(6, 4);
    let mut moves = Vec::new();
    for level in levels() {
        let mut rng = Rng::new(1);
        let mut searcher = Searcher::new(4);
        let r = play_level(&mut searcher, &chess, &[], level, &fast(), &stop, &mut rng);
        chess.legal_moves(&mut moves);
        assert!(
            moves.contains(&r.best_move.expect("a move")),
            "level {}",
            level.number()
        );
        let mut searcher = Searcher::new(4);
        let r = play_level(&mut searcher, &kalah, &[], level, &fast(), &stop, &mut rng);
        let mut moves = Vec::new();
        kalah.legal_moves(&mut moves);
        assert!(moves.contains(&r.best_move.expect("a move")));
    }
}

/// The moves of one game between two levels; node caps make it repeat exactly.
fn game<G: Evaluate>(start: &G, white: Level, black: Level, seed: u64) -> (Vec<G::Move>, G) {
    let mut pos = start.clone();
    let mut rng = Rng::new(seed);
    // A few random opening plies, so that games differ.
    let mut opening = SplitMix64::new(seed);
    let mut moves = Vec::new();
    let mut played = Vec::new();
    let mut history = Vec::new();
    let (mut sw, mut sb) = (Searcher::new(2), Searcher::new(2));
    let stop = AtomicBool::new(false);
    while pos.outcome().is_none() && played.len() < 300 {
        pos.legal_moves(&mut moves);
        let mv = if played.len() < 3 {
            moves[opening.below(moves.len())]
        } else {
            let (searcher, level) = match pos.side_to_move() {
                Side::White => (&mut sw, white),
                Side::Black => (&mut sb, black),
            };
            let r = play_level(
                searcher,
                &pos,
                &history,
                level,
                &Limits::default(),
                &stop,
                &mut rng,
            );
            r.best_move.expect("a move")
        };
        history.push(pos.hash());
        pos.play(mv);
        played.push(mv);
    }
    (played, pos)
}

#[test]
fn a_seed_repeats_a_game() {
    let start = MiniKalah::new(6, 3);
    let (l2, l4) = (Level::new(2).expect("level"), Level::new(4).expect("level"));
    let first = game(&start, l2, l4, 9).0;
    assert_eq!(first, game(&start, l2, l4, 9).0);
}

/// How many different moves `level` picks in `fen` over a dozen seeds.
fn distinct_choices(fen: &str, level: u8) -> usize {
    let stop = AtomicBool::new(false);
    let pos = Chess::from_text(fen, &NoRules).expect("FEN");
    let level = Level::new(level).expect("level");
    let mut chosen: Vec<String> = (0..12)
        .map(|seed| {
            let mut searcher = Searcher::new(1);
            let mut rng = Rng::new(seed);
            let r = play_level(
                &mut searcher,
                &pos,
                &[],
                level,
                &Limits::default(),
                &stop,
                &mut rng,
            );
            pos.format_move(r.best_move.expect("a move"))
        })
        .collect();
    chosen.sort();
    chosen.dedup();
    chosen.len()
}

#[test]
fn low_levels_vary_high_levels_do_not() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    assert!(
        distinct_choices(start, 1) >= 4,
        "level 1 picks among many moves"
    );
    // The rook takes the queen: the one good move.
    let queen = "4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1";
    assert_eq!(
        distinct_choices(queen, 7),
        1,
        "level 7 keeps to the best move"
    );
}

#[test]
fn level_ten_is_the_plain_search() {
    let stop = AtomicBool::new(false);
    let pos = Chess::start(&NoRules);
    let limits = Limits::depth(4);
    let plain = Searcher::new(4).search(&pos, &[], &limits, &stop, &mut |_| {});
    let mut rng = Rng::new(3);
    let level = play_level(
        &mut Searcher::new(4),
        &pos,
        &[],
        Level::MAX,
        &limits,
        &stop,
        &mut rng,
    );
    assert_eq!(
        (level.best_move, level.nodes),
        (plain.best_move, plain.nodes)
    );
}

/// Wins, draws and losses of `strong` against `weak` over `games` games, colours alternating.
fn score<G: Evaluate>(start: &G, strong: u8, weak: u8, games: u64) -> (u32, u32, u32) {
    let (strong, weak) = (
        Level::new(strong).expect("level"),
        Level::new(weak).expect("level"),
    );
    let mut tally = (0, 0, 0);
    for g in 0..games {
        let strong_side = if g % 2 == 0 { Side::White } else { Side::Black };
        let (white, black) = match strong_side {
            Side::White => (strong, weak),
            Side::Black => (weak, strong),
        };
        let (_, end) = game(start, white, black, g + 100 * u64::from(strong.number()));
        match end.outcome().and_then(|o| o.winner) {
            Some(w) if w == strong_side => tally.0 += 1,
            None => tally.1 += 1,
            Some(_) => tally.2 += 1,
        }
    }
    tally
}

fn assert_clearly_stronger<G: Evaluate>(name: &str, start: &G, strong: u8, games: u64) {
    let (won, drawn, lost) = score(start, strong, strong - 2, games);
    let text = format!(
        "{name}: level {strong} against {}: +{won} ={drawn} -{lost}",
        strong - 2
    );
    eprintln!("{text}");
    assert!(won >= 3 * lost.max(1) && won * 2 > games as u32, "{text}");
}

#[test]
fn each_level_beats_the_one_two_below_at_konane() {
    let start = Konane::start(&NoRules);
    for strong in [3, 4, 5] {
        assert_clearly_stronger("konane", &start, strong, 10);
    }
}

#[test]
fn higher_levels_beat_the_one_two_below() {
    // Slow: full matches at the top levels (PLY_DEEP_TESTS=1).
    if std::env::var("PLY_DEEP_TESTS").as_deref() != Ok("1") {
        return;
    }
    let konane = Konane::start(&NoRules);
    for strong in 6..=9 {
        assert_clearly_stronger("konane", &konane, strong, 20);
    }
    let chess = Chess::start(&NoRules);
    for strong in [3, 5, 7] {
        assert_clearly_stronger("chess", &chess, strong, 10);
    }
}
