//! The draw rules, each played to exactly the ply that triggers it (and checked one ply
//! earlier): kabe's 15 moves each without a capture, the 25-move king rule, the 16- and 5-move
//! endgame rules, and the restart of the endgame count when the material changes.

mod common;

use common::check::{draughts, kabe, pos};
use ply_core::{Game, Outcome, Reason, Record, Verdict};
use ply_draughts::{Draughts, Variant};

/// Plays `plies` plies cycling through `cycle`, checking that none captures and that the game
/// is not over before the last one; returns the position reached.
fn shuffle(mut p: Draughts, cycle: &[&str], plies: usize) -> Draughts {
    for i in 0..plies {
        assert_eq!(p.outcome(), None, "over after {i} plies: {}", p.to_text());
        let mv = p
            .parse_move(cycle[i % cycle.len()])
            .unwrap_or_else(|e| panic!("ply {i}: {e}"));
        p.play(mv);
    }
    p
}

#[test]
fn kabe_fifteen_moves_each_without_a_capture() {
    let cycle = ["32-28", "1-5", "28-32", "5-1"];
    let start = pos(kabe(), "W:WK32,21:BK1,12");
    let before = shuffle(start, &cycle, 29);
    assert_eq!(before.outcome(), None);
    let at = shuffle(start, &cycle, 30);
    assert_eq!(
        at.outcome(),
        Some(Outcome::draw(ply_draughts::reason::NO_CAPTURE_MOVES))
    );
}

#[test]
fn kabe_capture_resets_the_count() {
    // 25 plies without a capture so far; one more quiet ply reaches 26, a capture restarts.
    let cycle = ["1-5", "32-28", "5-1", "28-32"];
    let p = pos(kabe(), "W:WK32,22:BK1,17").with_counters(25, 0, 0);
    let p = shuffle(p, &["22x13"], 1);
    assert_eq!(shuffle(p, &cycle, 29).outcome(), None);
    assert_eq!(
        shuffle(p, &cycle, 30).outcome(),
        Some(Outcome::draw(ply_draughts::reason::NO_CAPTURE_MOVES))
    );
    // Without the capture, the carried count draws at 30.
    let p = pos(kabe(), "W:WK32,21:BK1,12").with_counters(29, 0, 0);
    assert_eq!(
        shuffle(p, &["32-28"], 1).outcome(),
        Some(Outcome::draw(ply_draughts::reason::NO_CAPTURE_MOVES))
    );
}

#[test]
fn international_twenty_five_king_moves_each() {
    let cycle = ["48-43", "3-9", "43-48", "9-3"];
    let start = pos(draughts(), "W:WK48,36,46:BK3,5,15");
    assert_eq!(shuffle(start, &cycle, 49).outcome(), None);
    assert_eq!(
        shuffle(start, &cycle, 50).outcome(),
        Some(Outcome::draw(ply_draughts::reason::KING_MOVES))
    );
    // A man move restarts the count.
    let p = shuffle(start, &cycle, 40);
    let p = shuffle(p, &["46-41"], 1);
    let p = shuffle(p, &["3-9", "48-43", "9-3", "43-48"], 49);
    assert_eq!(p.outcome(), None);
    assert_eq!(
        shuffle(p, &["48-43"], 1).outcome(),
        Some(Outcome::draw(ply_draughts::reason::KING_MOVES))
    );
}

#[test]
fn sixteen_move_rule() {
    let cycle = ["48-43", "3-9", "43-48", "9-3"];
    // A king and two men against a lone king.
    let start = pos(draughts(), "W:WK48,36,46:BK3");
    assert_eq!(shuffle(start, &cycle, 31).outcome(), None);
    assert_eq!(
        shuffle(start, &cycle, 32).outcome(),
        Some(Outcome::draw(ply_draughts::reason::SIXTEEN_MOVES))
    );
    // Three kings too.
    let start = pos(draughts(), "W:WK48,K47,K46:BK3");
    assert_eq!(shuffle(start, &cycle, 31).outcome(), None);
    assert_eq!(
        shuffle(start, &cycle, 32).outcome(),
        Some(Outcome::draw(ply_draughts::reason::SIXTEEN_MOVES))
    );
}

#[test]
fn five_move_rule() {
    let cycle = ["48-43", "3-9", "43-48", "9-3"];
    for text in ["W:WK48,36:BK3", "W:WK48,K47:BK3", "W:WK48:BK3"] {
        let start = pos(draughts(), text);
        assert_eq!(shuffle(start, &cycle, 9).outcome(), None, "{text}");
        assert_eq!(
            shuffle(start, &cycle, 10).outcome(),
            Some(Outcome::draw(ply_draughts::reason::FIVE_MOVES)),
            "{text}"
        );
    }
}

#[test]
fn endgame_count_restarts_when_the_category_changes() {
    // King and two men against a king (16 moves), until the black king takes the man on 31:
    // from then on a king and a man against a king (5 moves), counted from the capture.
    let p = pos(draughts(), "B:WK48,31,46:BK3");
    let p = shuffle(p, &["3-9", "48-43", "9x36"], 3);
    assert_eq!(p.to_text(), "W:WK43,46:BK36");
    let cycle = ["43-49", "36-31", "49-43", "31-36"];
    assert_eq!(shuffle(p, &cycle, 9).outcome(), None);
    assert_eq!(
        shuffle(p, &cycle, 10).outcome(),
        Some(Outcome::draw(ply_draughts::reason::FIVE_MOVES))
    );
}

#[test]
fn rules_that_are_off_do_not_draw() {
    let mut rules = Variant::international();
    rules.endgame_rules = false;
    rules.king_move_limit = 0;
    let cycle = ["48-43", "3-9", "43-48", "9-3"];
    let p = shuffle(pos(rules, "W:WK48:BK3"), &cycle, 60);
    assert_eq!(p.outcome(), None);
}

#[test]
fn counters_are_not_part_of_text_or_hash() {
    let cycle = ["48-43", "3-9", "43-48", "9-3"];
    let start = pos(draughts(), "W:WK48,36,46:BK3,5,15");
    let later = shuffle(start, &cycle, 4);
    assert_eq!(later.to_text(), start.to_text());
    assert_eq!(later.hash(), start.hash());
    assert_ne!(later, start); // the counters differ
    let reread = Draughts::from_text(&later.to_text(), &draughts()).unwrap();
    assert_eq!(reread, start);
}

#[test]
fn repetition_is_judged_by_the_record() {
    let mut record = Record::from_position(kabe(), pos(kabe(), "W:WK32,21:BK1,12"));
    for mv in [
        "32-28", "1-5", "28-32", "5-1", "32-28", "1-5", "28-32", "5-1",
    ] {
        assert_eq!(record.outcome(), None);
        record.play_text(mv).unwrap();
    }
    assert_eq!(record.outcome(), Some(Outcome::draw(Reason::REPETITION)));
}

#[test]
fn a_loss_comes_before_a_draw() {
    // The count says draw, but White cannot move: White loses.
    let p = pos(kabe(), "W:W29:B22,25").with_counters(30, 0, 0);
    assert_eq!(
        p.outcome(),
        Some(Outcome::win(ply_core::Side::Black, Reason::NO_MOVES))
    );
}

#[test]
fn the_king_move_rule_is_worded_with_the_variant_number() {
    use ply_core::Lang;
    let reason = ply_draughts::reason::KING_MOVES;
    for (rules, moves) in [
        (Variant::international(), 25),
        (Variant::russian(), 15),
        (Variant::checkers(), 40),
    ] {
        let text = Draughts::start(&rules)
            .reason_message(reason)
            .text(Lang::EN);
        assert!(
            text.starts_with(&format!("{moves} moves by each side")),
            "{text}"
        );
        assert!(!text.contains('{'), "{text}");
    }
    let russian = Draughts::start(&Variant::russian()).reason_message(reason);
    assert!(
        russian
            .text(Lang::from_tag("ru").unwrap())
            .starts_with("по 15 ходов"),
        "{}",
        russian.text(Lang::from_tag("ru").unwrap())
    );
    assert!(
        russian
            .text(Lang::from_tag("et").unwrap())
            .starts_with("15 käiku")
    );
    // The whole result, through the record.
    let record = Record::from_position(Variant::russian(), Draughts::start(&Variant::russian()));
    let said = ply_core::record::describe(record.current(), &Outcome::draw(reason)).text(Lang::EN);
    assert!(said.contains("15 moves by each side"), "{said}");
}
