//! One hand-built test per rule that tells Italian and Spanish draughts apart
//! (docs/draughts-variants.md): the mirrored board and its numbering, men that cannot capture
//! kings, short kings, the order of the capture priorities, and Spanish flying kings with the
//! most kings as the tie-break.
//!
//! On the mirrored board square 1 is a8, 4 is g8, 5 is b7, 29 is b1 and 32 is h1.

mod common;

use common::check::{error, moves, pos, strings};
use ply_core::{Game, RecordFormat, Side, ToDiagram};
use ply_draughts::{Draughts, TieBreak, Variant};

fn italian() -> Variant {
    Variant::italian()
}

fn spanish() -> Variant {
    Variant::spanish()
}

#[test]
fn italian_board_is_mirrored() {
    let start = Draughts::start(&italian());
    assert_eq!(start.side_to_move(), Side::White);
    // From 21 (b3) a man goes to 17 (a4) or 18 (c4); from 24 (h3) only to 20 (g4).
    assert_eq!(
        moves(italian(), "W:W21-32:B1-12"),
        strings(&[
            "21-17", "21-18", "22-18", "22-19", "23-19", "23-20", "24-20"
        ])
    );
    assert_eq!(
        moves(Variant::checkers(), "W:W21-32:B1-12"),
        strings(&[
            "21-17", "22-17", "22-18", "23-18", "23-19", "24-19", "24-20"
        ])
    );
    // The diagram: a1 is light and not a playing square; 29 is b1, 1 is a8.
    let d = start.diagram();
    assert!(!d.cells[56].playable && !d.cells[56].dark);
    assert_eq!(d.cells[57].label, "29");
    assert_eq!(d.cells[0].label, "1");
    assert!(d.cells[63].playable && d.cells[63].dark);
    // Squares named algebraically are read on the mirrored board.
    let p = pos(italian(), "W:Wb3:Ba8");
    assert_eq!(p.to_text(), "W:W21:B1");
}

#[test]
fn italian_men_do_not_capture_kings() {
    // The white man on 22 (d3) faces a black king on 18 (c4) with 13 (b5) empty.
    let text = "W:W22:BK18";
    assert_eq!(moves(italian(), text), strings(&["22-19"]));
    assert_eq!(
        error(italian(), text, "22x13").1,
        "men do not capture kings in Italian draughts"
    );
    let mut rules = italian();
    rules.men_capture_kings = true;
    assert_eq!(moves(rules, text), strings(&["22x13"]));
    // A man on 18 is taken.
    assert_eq!(moves(italian(), "W:W22:B18"), strings(&["22x13"]));
}

#[test]
fn italian_kings_move_one_square_and_men_forward() {
    assert_eq!(
        moves(italian(), "W:WK22:B1"),
        strings(&["22-18", "22-19", "22-26", "22-27"])
    );
    // A black man behind the white man is not taken.
    assert_eq!(moves(italian(), "W:W18:B22"), strings(&["18-13", "18-14"]));
}

#[test]
fn italian_most_pieces_first() {
    // 22x13x6 and 23x14x5 take two; 22x15 one.
    let text = "W:W22,23:B10,18,19";
    assert_eq!(moves(italian(), text), strings(&["22x6", "23x5"]));
    let mut free = italian();
    free.majority_rule = false;
    assert_eq!(moves(free, text), strings(&["22x15", "22x6", "23x5"]));
}

#[test]
fn italian_then_a_kings_capture() {
    // The king on 22 and the man on 24 can each take one man.
    let text = "W:WK22,24:B18,20";
    assert_eq!(moves(italian(), text), strings(&["22x13"]));
    assert_eq!(
        error(italian(), text, "24x15").1,
        "of captures of as many pieces, a king's comes first, then the one taking the most \
         kings, then the one taking a king soonest: 22x13"
    );
    let mut plain = italian();
    plain.tie_break = TieBreak::None;
    assert_eq!(moves(plain, text), strings(&["22x13", "24x15"]));
}

#[test]
fn italian_then_the_most_kings() {
    // The king on 22 takes the man on 18 or the king on 19: the king.
    let text = "W:WK22:B18,K19";
    assert_eq!(moves(italian(), text), strings(&["22x15"]));
    let mut plain = italian();
    plain.tie_break = TieBreak::None;
    assert_eq!(moves(plain, text), strings(&["22x13", "22x15"]));
}

#[test]
fn italian_then_the_king_met_first() {
    // The king on 30 (d1) takes two pieces with one king either way: 26 (c2) then the king on
    // 18 (c4), or the king on 27 (e2) then 20 (g4). The king met first decides.
    let text = "W:WK30:B26,K18,K27,20";
    let mut plain = italian();
    plain.tie_break = TieBreak::Kings;
    assert_eq!(moves(plain, text).len(), 2);
    assert_eq!(moves(italian(), text), strings(&["30x16"]));
}

#[test]
fn spanish_flying_kings_and_the_most_kings() {
    // A flying king on 32 (h1) takes along the long diagonal; any square behind.
    let kings = strings(&["32x1", "32x10", "32x14", "32x19", "32x5"]);
    assert_eq!(moves(spanish(), "W:WK32:B23"), kings);
    // Two captures of one piece: the man on 13 (b5) by the man on 17, or the king on 23 (f3)
    // by the king. The king.
    let text = "W:WK32,17:B13,K23";
    assert_eq!(moves(spanish(), text), kings);
    let mut plain = spanish();
    plain.tie_break = TieBreak::None;
    let mut all = kings.clone();
    all.push("17x10".to_string());
    all.sort();
    assert_eq!(moves(plain, text), all);
    // Men capture kings, forward only.
    assert_eq!(moves(spanish(), "W:W22:BK18"), strings(&["22x13"]));
    assert_eq!(moves(spanish(), "W:W18:B22"), strings(&["18-13", "18-14"]));
}

#[test]
fn records_carry_italian_and_spanish_game_types() {
    for (rules, game_type) in [(italian(), 22), (spanish(), 24)] {
        let mut record = ply_core::Record::<Draughts>::new(rules);
        record.play_text("22-18").unwrap();
        let text = Draughts::write_record(&record);
        assert!(
            text.contains(&format!("[GameType \"{game_type}\"]")),
            "{text}"
        );
        assert!(!text.contains("Rule:"), "{text}");
        let back = Draughts::read_record(&text, &Variant::international()).unwrap();
        assert_eq!(*back.rules(), rules);
    }
}
