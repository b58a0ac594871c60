//! One hand-set position per rule: the position text, the move(s), the expected text after.
//!
//! Boards are drawn as the players see them from South's chair (Kalah(6,6)):
//!
//! ```text
//!          N6 N5 N4 N3 N2 N1
//!     [N]                     [S]
//!          S1 S2 S3 S4 S5 S6
//! ```
//!
//! Sowing runs counter-clockwise: South's pits left to right, South's store, North's pits
//! right to left, North's store. Opposite pits: S1–N6, S2–N5, … S6–N1.

use ply_core::{Evaluate, Game, MoveErrorKind, Outcome, Record, Rules, Side, Tactics, Verdict};
use ply_kalah::{Kalah, KalahRules, Pit};

fn rules() -> KalahRules {
    KalahRules::default()
}

/// Plays `moves` (pit numbers) from `before` and checks the text after.
fn check(rules: &KalahRules, before: &str, moves: &[&str], after: &str) -> Kalah {
    let mut pos = Kalah::from_text(before, rules).unwrap_or_else(|e| panic!("{before}: {e}"));
    assert_eq!(pos.to_text(), before, "the position reads back as given");
    for mv in moves {
        let pit = pos
            .parse_move(mv)
            .unwrap_or_else(|e| panic!("{}: {mv}: {e}", pos.to_text()));
        pos.play(pit);
    }
    assert_eq!(pos.to_text(), after, "{before} after {moves:?}");
    pos
}

fn legal(pos: &Kalah) -> Vec<String> {
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    moves.into_iter().map(|m| pos.format_move(m)).collect()
}

#[test]
fn start_position_and_its_moves() {
    let start = Kalah::start(&rules());
    assert_eq!(start.to_text(), "6,6,6,6,6,6,0,6,6,6,6,6,6,0 S");
    assert_eq!(start.side_to_move(), Side::White);
    assert_eq!(legal(&start), ["1", "2", "3", "4", "5", "6"]);
    assert_eq!(Kalah::side_name(Side::White), "south");
    assert_eq!(Kalah::side_name(Side::Black), "north");
    assert_eq!(start.outcome(), None);
}

#[test]
fn last_seed_in_own_store_gives_another_move() {
    //      6  6  6  6  6  6              7  7  7  7  7  7
    //   0                    0   1:   0                    1    (South again)
    //      6  6  6  6  6  6              0  7  7  7  7  7
    let pos = check(
        &rules(),
        "6,6,6,6,6,6,0,6,6,6,6,6,6,0 S",
        &["1"],
        "0,7,7,7,7,7,1,6,6,6,6,6,6,0 S",
    );
    assert_eq!(pos.side_to_move(), Side::White);
    // The extra turn is a move of its own; this one passes the turn to North.
    let pos = check(
        &rules(),
        &pos.to_text(),
        &["6"],
        "0,7,7,7,7,0,2,7,7,7,7,7,7,0 N",
    );
    assert_eq!(pos.side_to_move(), Side::Black);
}

#[test]
fn north_gets_an_extra_turn_too() {
    //      0  2  0  0  0  1              1  0  0  0  0  1
    //  33                   30   5:  34                    30   (North again)
    //      1  1  1  1  1  1              1  1  1  1  1  1
    // N5's 2 seeds: N6, North's store.
    check(
        &rules(),
        "1,1,1,1,1,1,30,1,0,0,0,2,0,33 N",
        &["5"],
        "1,1,1,1,1,1,30,1,0,0,0,0,1,34 N",
    );
}

#[test]
fn capture_takes_the_seed_and_the_opposite_pit() {
    //      3  4  3  3  3  3                     3  0  3  3  3  3
    //  27                   20   1:        27                    25
    //      1  0  3  0  0  2                     0  0  3  0  0  2
    // The seed from S1 lands in the empty S2: it and N5's 4 seeds go to South's store.
    check(
        &rules(),
        "1,0,3,0,0,2,20,3,3,3,3,4,3,27 S",
        &["1"],
        "0,0,3,0,0,2,25,3,3,3,3,0,3,27 N",
    );
}

#[test]
fn capture_from_an_empty_opposite_pit_depends_on_the_option() {
    //      3  0  3  3  3  3
    //  31                   20   South plays 1: the seed lands in the empty S2; N5 is empty.
    //      1  0  3  0  0  2
    let before = "1,0,3,0,0,2,20,3,3,3,3,0,3,31 S";
    // Default (the leaflet sets no condition): the lone seed is captured.
    check(&rules(), before, &["1"], "0,0,3,0,0,2,21,3,3,3,3,0,3,31 N");
    // capture_needs_opposite_seeds: no capture, the seed stays in S2.
    let mut strict = rules();
    strict.set("capture_needs_opposite_seeds", "true").unwrap();
    check(&strict, before, &["1"], "0,1,3,0,0,2,20,3,3,3,3,0,3,31 N");
}

#[test]
fn landing_in_an_own_pit_that_held_seeds_is_no_capture() {
    check(
        &rules(),
        "1,1,3,0,0,2,20,3,3,3,3,4,3,26 S",
        &["1"],
        "0,2,3,0,0,2,20,3,3,3,3,4,3,26 N",
    );
}

#[test]
fn sowing_skips_the_opponents_store() {
    //      1  1  1  1  1  1              2  2  2  2  2  2
    //  36                   20   6:  36                    21
    //      2  0  0  0  0  8              3  0  0  0  0  0
    // South's 8 seeds: South's store, N1–N6, (North's store skipped), S1.
    check(
        &rules(),
        "2,0,0,0,0,8,20,1,1,1,1,1,1,36 S",
        &["6"],
        "3,0,0,0,0,0,21,2,2,2,2,2,2,36 N",
    );
    // North's 9 seeds from N6: North's store, S1–S6, (South's store skipped), N1, N2.
    check(
        &rules(),
        "1,1,1,1,1,1,30,5,1,0,0,0,9,21 N",
        &["6"],
        "2,2,2,2,2,2,30,6,2,0,0,0,0,22 S",
    );
}

#[test]
fn thirteen_seeds_go_round_and_capture_in_the_emptied_pit() {
    //      2  2  2  2  2  2              3  0  3  3  3  3
    //  37                   10   2:  37                    15
    //      0 13  0  0  0  0              1  0  1  1  1  1
    // 13 seeds: S3–S6, South's store, N1–N6, S1 and the emptied S2 (13th seed, North's store
    // skipped). S2 was empty before that seed: it and N5's 3 seeds are captured.
    check(
        &rules(),
        "0,13,0,0,0,0,10,2,2,2,2,2,2,37 S",
        &["2"],
        "1,0,1,1,1,1,15,3,3,3,3,0,3,37 N",
    );
}

#[test]
fn twenty_seeds_lap_once_and_the_emptied_pit_keeps_its_seed() {
    //      1  1  1  1  1  1              3  3  3  3  3  3
    //  35                   10   6:  35                    12
    //      1  0  0  0  0 20              2  1  1  1  1  1
    // 20 = 13 + 7: one seed in every cell but North's store (S6 included), then 7 more from
    // South's store to N6.
    check(
        &rules(),
        "1,0,0,0,0,20,10,1,1,1,1,1,1,35 S",
        &["6"],
        "2,1,1,1,1,1,12,3,3,3,3,3,3,35 N",
    );
}

#[test]
fn sweep_when_the_movers_side_runs_empty() {
    //      2  2  2  2  2  2
    //  29                   30   South plays 6 into the store: South's pits are empty, the
    //      0  0  0  0  0  1      game ends and North sweeps its 12 seeds.
    let pos = check(
        &rules(),
        "0,0,0,0,0,1,30,2,2,2,2,2,2,29 S",
        &["6"],
        "0,0,0,0,0,0,31,0,0,0,0,0,0,41 S",
    );
    assert_eq!(
        pos.outcome(),
        Some(Outcome::win(Side::Black, ply_kalah::reason::PITS_EMPTY))
    );
    assert!(legal(&pos).is_empty());
    assert_eq!(pos.store_margin(), -10);
    assert_eq!(pos.evaluate(), -10);
}

#[test]
fn sweep_when_the_other_side_runs_empty() {
    //      0  3  0  0  0  0
    //  33                   30   South's 1 captures N5's last seeds: North's pits are empty,
    //      1  0  5  0  0  0      South sweeps S3's 5 seeds.
    let pos = check(
        &rules(),
        "1,0,5,0,0,0,30,0,0,0,0,3,0,33 S",
        &["1"],
        "0,0,0,0,0,0,39,0,0,0,0,0,0,33 N",
    );
    assert_eq!(
        pos.outcome(),
        Some(Outcome::win(Side::White, ply_kalah::reason::PITS_EMPTY))
    );
    assert_eq!(pos.evaluate(), -6, "North's view");
}

#[test]
fn draw_when_both_sides_run_empty_level() {
    //      0  3  0  0  0  0
    //  36                   32   South's 1 captures 4: both rows are empty, 36–36.
    //      1  0  0  0  0  0
    let pos = check(
        &rules(),
        "1,0,0,0,0,0,32,0,0,0,0,3,0,36 S",
        &["1"],
        "0,0,0,0,0,0,36,0,0,0,0,0,0,36 N",
    );
    assert_eq!(
        pos.outcome(),
        Some(Outcome::draw(ply_kalah::reason::PITS_EMPTY))
    );
    assert_eq!(pos.store_margin(), 0);
}

#[test]
fn unswept_finished_position_is_read_as_swept() {
    // South's pits are empty: the game is over and North's 6 seeds count for North.
    let rules = rules();
    let given = Kalah::from_text("0,0,0,0,0,0,30,1,2,3,0,0,0,36 N", &rules).unwrap();
    let swept = Kalah::from_text("0,0,0,0,0,0,30,0,0,0,0,0,0,42 N", &rules).unwrap();
    assert_eq!(given.to_text(), "0,0,0,0,0,0,30,0,0,0,0,0,0,42 N");
    assert_eq!(given.hash(), swept.hash());
    assert_eq!(
        given.outcome(),
        Some(Outcome::win(Side::Black, ply_kalah::reason::PITS_EMPTY))
    );
    assert_eq!(given.store_margin(), 12);
    assert_eq!(given.evaluate(), 12);
    assert!(legal(&given).is_empty());
    // Same with South to move and the seeds on South's side.
    let given = Kalah::from_text("4,0,0,0,0,0,30,0,0,0,0,0,0,38 S", &rules).unwrap();
    assert_eq!(given.to_text(), "0,0,0,0,0,0,34,0,0,0,0,0,0,38 S");
    assert_eq!(given.store_margin(), -4);
}

#[test]
fn kalah_4_3_and_other_sizes() {
    let mut rules = KalahRules::default();
    rules.set("pits", "4").unwrap();
    rules.set("seeds", "3").unwrap();
    let start = Kalah::start(&rules);
    assert_eq!(start.to_text(), "3,3,3,3,0,3,3,3,3,0 S");
    assert_eq!(legal(&start), ["1", "2", "3", "4"]);
    // S2's 3 seeds: S3, S4, store: extra turn. Ring of 9 cells.
    check(
        &rules,
        "3,3,3,3,0,3,3,3,3,0 S",
        &["2"],
        "3,0,4,4,1,3,3,3,3,0 S",
    );
    // 9 seeds go round once in Kalah(4,·) and land in the emptied pit: capture.
    check(
        &rules,
        "0,9,0,0,2,1,1,1,1,9 S",
        &["2"],
        "1,0,1,1,6,2,2,0,2,9 N",
    );
    // Kalah(1,1): the single move stores the seed, South's row is empty, North sweeps.
    let one = KalahRules::new(1, 1).unwrap();
    let pos = check(&one, "1,0,1,0 S", &["1"], "0,1,0,1 S");
    assert_eq!(
        pos.outcome(),
        Some(Outcome::draw(ply_kalah::reason::PITS_EMPTY))
    );
    // Kalah(12,10): two-digit pit numbers.
    let big = KalahRules::new(12, 10).unwrap();
    let start = Kalah::start(&big);
    assert_eq!(legal(&start).last().map(String::as_str), Some("12"));
    let mut moved = start.clone();
    moved.play(start.parse_move("10").unwrap());
    assert_eq!(
        moved.side_to_move(),
        Side::Black,
        "10 seeds from pit 10 pass the store"
    );
    assert_eq!(start.format_move(Pit::from_number(12).unwrap()), "12");
}

#[test]
fn move_errors_name_the_rule() {
    let rules = rules();
    let pos = Kalah::from_text("1,0,3,0,0,2,20,3,3,3,3,4,3,27 S", &rules).unwrap();
    let err = |text: &str| pos.parse_move(text).unwrap_err();
    let e = err("4");
    assert_eq!(e.kind, MoveErrorKind::Illegal);
    assert!(e.message().to_string().starts_with("pit 4 is empty"), "{e}");
    for text in ["0", "7", "99999999999999999999999"] {
        let e = err(text);
        assert_eq!(e.kind, MoveErrorKind::Malformed);
        assert_eq!(e.message(), "pits are numbered 1 to 6");
    }
    for text in ["x", "", "-1", "4a", "a4"] {
        let e = err(text);
        assert_eq!(e.kind, MoveErrorKind::Malformed);
        assert!(
            e.to_string()
                .starts_with(&format!("not a pit number: {text}")),
            "{e}"
        );
    }
    assert_eq!(pos.parse_move(" 3 "), Ok(Pit::from_number(3).unwrap()));
    let done = Kalah::from_text("0,0,0,0,0,0,36,0,0,0,0,0,0,36 N", &rules).unwrap();
    let e = done.parse_move("3").unwrap_err();
    assert_eq!(e.kind, MoveErrorKind::GameOver);
    assert_eq!(e.message(), "the game is over");
    // Through a record, the game-over message names the result.
    let mut record = Record::from_position(rules, done);
    let e = record.play_text("3").unwrap_err();
    assert_eq!(e.kind, MoveErrorKind::GameOver);
    assert!(e.message().to_string().contains("draw"), "{e}");
}

#[test]
fn position_errors_say_what_is_wrong() {
    let rules = rules();
    let err = |text: &str| Kalah::from_text(text, &rules).unwrap_err().to_string();
    assert!(err("6,6,6,6,6,6,0,6,6,6,6,6,6 S").contains("expected 14 counts"));
    assert!(err("6,6,6,6,6,0,6,6,6,6,6,0 S").contains("rule option pits"));
    assert!(err("6,6,6,6,6,6,0,6,6,6,x,6,6,0 S").contains("not a seed count: 'x'"));
    assert!(err("6,6,6,6,6,6,0,6,6,6,-1,6,6,0 S").contains("not a seed count"));
    assert!(
        err("6,6,6,6,6,6,0,6,6,6,6,6,6,2 S").contains("add up to 74 seeds, but Kalah(6,6) has 72")
    );
    assert!(err("6,6,6,6,6,6,0,6,6,6,6,6,6,0 W").contains("S (south) or N (north)"));
    assert!(err("6,6,6,6,6,6,0,6,6,6,6,6,6,0").contains("side to move"));
    assert!(err("").contains("expected the counts"));
    assert!(err("6,6,6,6,6,6,0,6,6,6,6,6,6,0 S x").contains("expected the counts"));
    assert!(err("6,6,6,6,6,6,0,6,6,6,6,6,,6,0 S").contains("not a seed count: ''"));
}

#[test]
fn captures_are_reported_for_search() {
    let rules = rules();
    let pos = Kalah::from_text("1,0,3,0,0,2,20,3,3,3,3,4,3,27 S", &rules).unwrap();
    let is_capture = |n| pos.is_capture(Pit::from_number(n).unwrap());
    assert!(is_capture(1));
    assert!(!is_capture(3));
    assert!(!is_capture(6));
}
