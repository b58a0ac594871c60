//! One hand-built test per rule that sets Frisian draughts (and Frysk!) apart
//! (docs/draughts-variants.md): captures along rows and columns by men and flying kings, the
//! value rule (a king worth more than one man and less than two, then a king's capture), no
//! crowning in the middle of a capture, the limit on a king's quiet moves in a row while its side
//! has men, the two Frisian draw rules, the Frysk! start and the PDN GameTypes 40 and 97.
//!
//! On 10×10, row r (0 at the top) holds squares 5r+1..5r+5; even rows have their dark squares
//! in columns b, d, f, h, j, odd rows in a, c, e, g, i.

mod common;

use common::check::{after, draughts, error, moves, pos, strings};
use ply_core::{Game, MoveErrorKind, Outcome, Record, RecordFormat};
use ply_draughts::{Draughts, Variant, reason};

fn frisian() -> Variant {
    Variant::frisian()
}

#[test]
fn men_capture_along_rows_and_columns() {
    // 28 takes its row neighbour 29 and lands on 30; international men cannot.
    assert_eq!(moves(frisian(), "W:W28:B29"), strings(&["28x30"]));
    assert_eq!(moves(draughts(), "W:W28:B29"), strings(&["28-22", "28-23"]));
    // Along the column: over the square two rows up (23) to the one four rows up (13), and
    // backwards as well.
    assert_eq!(moves(frisian(), "W:W33:B23"), strings(&["33x13"]));
    assert_eq!(moves(frisian(), "W:W13:B23"), strings(&["13x33"]));
    // Men still move diagonally forward only.
    assert_eq!(moves(frisian(), "W:W28:B1"), strings(&["28-22", "28-23"]));
    // No capture over a row's end: 30 and 31 are not neighbours.
    assert_eq!(moves(frisian(), "W:W31:B30"), strings(&["31-26", "31-27"]));
}

#[test]
fn kings_capture_along_columns_at_a_distance() {
    // The king on 46 goes up column a over 36 to take 26 and lands on 16 or 6.
    assert_eq!(moves(frisian(), "W:WK46:B26"), strings(&["46x16", "46x6"]));
    // Along row 5 over 28, then on over 19: up column g from 29 (to 9), or diagonally from 30
    // (to 13, 8 or 2).
    assert_eq!(
        moves(frisian(), "W:WK26:B28,19"),
        strings(&["26x13", "26x2", "26x8", "26x9"])
    );
    // Kings move only diagonally.
    let quiet = moves(frisian(), "W:WK46:B5");
    assert!(
        quiet.iter().all(|m| m != "46-36" && m != "46-47"),
        "{quiet:?}"
    );
    assert_eq!(quiet.len(), 8, "{quiet:?}");
}

#[test]
fn value_rule_weighs_kings_between_one_and_two_men() {
    // Two men (28 takes 29 along the row, then 20 along the column) beat one king (46x26).
    assert_eq!(
        moves(frisian(), "W:W28,K46:B29,20,K26"),
        strings(&["28x10"])
    );
    // One king beats one man.
    assert_eq!(
        moves(frisian(), "W:W28,K46:B29,K26"),
        strings(&["46x16", "46x6"])
    );
    let (kind, text) = error(frisian(), "W:W28,K46:B29,K26", "28x30");
    assert_eq!(kind, MoveErrorKind::Illegal);
    assert!(text.contains("highest value"), "{text}");
    // Two kings (50 up column i over 40, then along row 5 over 29) beat three men (21 up
    // column b over 11 to 1, along row 0 over 2, then over 9 or 4): 2 × 199 > 3 × 100.
    let two_kings = moves(frisian(), "W:W21,K50:B11,2,9,4,K40,K29");
    assert!(!two_kings.is_empty());
    assert!(
        two_kings.iter().all(|m| m.starts_with("50")),
        "{two_kings:?}"
    );
}

#[test]
fn at_equal_value_the_king_captures() {
    // The man on 28 and the king on 46 can each take one man: the king must.
    assert_eq!(
        moves(frisian(), "W:W28,K46:B29,26"),
        strings(&["46x16", "46x6"])
    );
    let (_, text) = error(frisian(), "W:W28,K46:B29,26", "28x30");
    assert!(text.contains("a king's"), "{text}");
}

#[test]
fn a_man_passing_the_crown_row_is_not_crowned() {
    // 22 takes 12 up the column to 2 on the crown row, then 8 diagonally to 13: still a man.
    let p = pos(frisian(), "W:W22:B12,8");
    let mut list = Vec::new();
    p.legal_moves(&mut list);
    assert_eq!(list.len(), 1);
    assert!(!list[0].crowns());
    assert_eq!(p.format_move(list[0]), "22x13");
    // Ending there crowns it.
    assert_eq!(after(frisian(), "W:W22,45:B12,1", &["22x2"]), "B:WK2,45:B1");
}

#[test]
fn a_king_makes_at_most_three_quiet_moves_in_a_row_while_its_side_has_men() {
    let start = "W:WK46,35:BK1";
    let played = ["46-41", "1-7", "41-46", "7-1", "46-41", "1-7"];
    let mut p = pos(frisian(), start);
    for mv in played {
        let m = p.parse_move(mv).unwrap();
        p.play(m);
    }
    // The king has moved three times: only the man may move.
    let mut list = Vec::new();
    p.legal_moves(&mut list);
    let names: Vec<String> = list.iter().map(|&m| p.format_move(m)).collect();
    assert_eq!(names, strings(&["35-30"]));
    let err = p.parse_move("41-46").unwrap_err();
    assert!(err.to_string().contains("3 moves in a row"), "{err}");
    // Black has only a king: no limit for Black.
    for mv in ["35-30", "7-1", "41-46", "1-7"] {
        let m = p.parse_move(mv).unwrap();
        p.play(m);
    }
    // A man's move set the king free again; it has moved once since.
    assert!(p.parse_move("46-41").is_ok());
    // Two kings taking turns are not limited.
    let mut q = pos(frisian(), "W:WK46,K50,35:BK1");
    for mv in [
        "46-41", "1-7", "50-44", "7-1", "41-46", "1-7", "44-50", "7-1",
    ] {
        let m = q.parse_move(mv).unwrap_or_else(|e| panic!("{mv}: {e}"));
        q.play(m);
    }
    assert!(q.parse_move("46-41").is_ok());
    // Without men the run does not count.
    let mut r = pos(frisian(), "W:WK46:BK1");
    for mv in ["46-41", "1-7", "41-46", "7-1", "46-41", "1-7"] {
        let m = r.parse_move(mv).unwrap();
        r.play(m);
    }
    assert!(r.parse_move("41-46").is_ok());
}

#[test]
fn frisian_draw_rules() {
    // Two kings against one: drawn after 7 moves by each side.
    let two = pos(frisian(), "W:WK46,K50:BK5");
    assert_eq!(two.with_counters(0, 0, 13).outcome(), None);
    assert_eq!(
        two.with_counters(0, 0, 14).outcome(),
        Some(Outcome::draw(reason::TWO_KINGS_ONE))
    );
    // One king each: drawn after 2 moves by each side.
    let one = pos(frisian(), "W:WK46:BK5");
    assert_eq!(one.with_counters(0, 0, 3).outcome(), None);
    assert_eq!(
        one.with_counters(0, 0, 4).outcome(),
        Some(Outcome::draw(reason::ONE_KING_EACH))
    );
    // With a man on the board neither rule counts, nor does the 25-move rule.
    let men = pos(frisian(), "W:WK46,K50,35:BK5");
    assert_eq!(men.with_counters(200, 200, 200).outcome(), None);
    // Played out: the count starts when the ending begins.
    let mut p = pos(frisian(), "W:WK46:BK1");
    for (i, mv) in ["46-41", "1-7", "41-46"].iter().enumerate() {
        assert_eq!(p.outcome(), None, "ply {i}");
        let m = p.parse_move(mv).unwrap();
        p.play(m);
    }
    let m = p.parse_move("7-1").unwrap();
    p.play(m);
    assert_eq!(p.outcome(), Some(Outcome::draw(reason::ONE_KING_EACH)));
}

#[test]
fn frysk_starts_with_five_men_each() {
    let frysk = Variant::frysk();
    let start = Draughts::start(&frysk);
    assert_eq!(start.to_text(), "W:W46,47,48,49,50:B1,2,3,4,5");
    assert_eq!(moves(frysk, "W:W46-50:B1-5").len(), 9);
    assert_eq!(Variant::preset("frysk"), Some(frysk));
}

#[test]
fn records_carry_game_types_40_and_97() {
    for (rules, game_type) in [(frisian(), "40"), (Variant::frysk(), "97")] {
        let mut r = Record::new(rules);
        let first = if game_type == "40" { "32-28" } else { "47-41" };
        r.play_text(first).unwrap();
        let text = Draughts::write_record(&r);
        assert!(
            text.contains(&format!("[GameType \"{game_type}\"]")),
            "{text}"
        );
        // Read back under any rules: the GameType names the game.
        let back = Draughts::read_record(&text, &draughts()).unwrap();
        assert_eq!(back.moves(), r.moves());
        assert_eq!(back.rules(), &rules);
    }
}
