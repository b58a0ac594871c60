//! One hand-built test per rule that tells the 8×8 presets apart (docs/draughts-variants.md):
//! Russian crowning during a capture, pool's man going on as a man past the far row, English
//! checkers' short kings, forward-only men and Black's first move, the majority rule of
//! Brazilian draughts, algebraic notation, and the PDN GameType of each preset.

mod common;

use common::check::{after, error, moves, pos, strings};
use ply_core::{Game, MoveErrorKind, Record, RecordFormat, Side};
use ply_draughts::{Draughts, Variant};

fn russian() -> Variant {
    Variant::russian()
}

fn pool() -> Variant {
    Variant::pool()
}

fn brazilian() -> Variant {
    Variant::brazilian()
}

fn checkers() -> Variant {
    Variant::checkers()
}

/// A white man on f6 (11) takes e7 (7) and lands on d8 (2), the far row; c7 (6) is black and
/// b6 (9), a5 (13) are empty.
const THROUGH_THE_CROWN_ROW: &str = "W:W11:B6,7";

#[test]
fn russian_man_crowned_mid_capture_goes_on_as_a_king() {
    // Crowned on d8, it captures c7 as a flying king and may land on b6 or a5.
    assert_eq!(
        moves(russian(), THROUGH_THE_CROWN_ROW),
        strings(&["f6:a5", "f6:b6"])
    );
    assert_eq!(
        after(russian(), THROUGH_THE_CROWN_ROW, &["f6:a5"]),
        "B:WK13:B"
    );
    // Stopping on d8 is not allowed: the capture goes on.
    assert_eq!(
        error(russian(), THROUGH_THE_CROWN_ROW, "f6:d8"),
        (
            MoveErrorKind::Illegal,
            "the capture must be continued: f6:b6, f6:a5".into()
        )
    );
}

#[test]
fn russian_king_made_mid_capture_can_turn_where_a_man_cannot() {
    // The king made on d8 takes c7 and must land on b6, the one square from which it can go
    // on: over c5 (14) to any empty square of the long diagonal beyond.
    let text = "W:W11:B6,7,14";
    assert_eq!(
        moves(russian(), text),
        strings(&["f6:d4", "f6:e3", "f6:f2", "f6:g1"])
    );
    // Under pool rules the man on d8 stays a man: it jumps c7 to b6, then c5 to d4.
    assert_eq!(moves(pool(), text), strings(&["11x18"]));
}

#[test]
fn pool_man_passing_the_far_row_goes_on_as_a_man() {
    // It jumps back over c7 to b6 and is not crowned.
    assert_eq!(moves(pool(), THROUGH_THE_CROWN_ROW), strings(&["11x9"]));
    assert_eq!(after(pool(), THROUGH_THE_CROWN_ROW, &["11x9"]), "B:W9:B");
    // Where it cannot go on, it is crowned on the far row.
    assert_eq!(after(pool(), "W:W11:B4,7", &["11x2"]), "B:WK2:B4");
}

#[test]
fn brazilian_is_international_on_eight_by_eight() {
    // Brazilian men also go on as men past the far row ...
    assert_eq!(
        moves(brazilian(), THROUGH_THE_CROWN_ROW),
        strings(&["f6:b6"])
    );
    // ... and the majority rule applies: of 22x13 (one piece) and 23x16x7 (two), only the
    // longer capture is legal; Russian and pool let the player choose.
    let text = "W:W22,23:B11,17,19";
    assert_eq!(moves(brazilian(), text), strings(&["e3:e7"]));
    assert_eq!(moves(russian(), text), strings(&["c3:a5", "e3:e7"]));
    assert_eq!(moves(pool(), text), strings(&["22x13", "23x7"]));
}

#[test]
fn russian_and_pool_capturing_king_must_land_where_it_can_go_on() {
    // The king on a1 takes d4; only from f6 can it go on (over e7 to d8).
    let text = "W:WK29:B7,18";
    assert_eq!(moves(russian(), text), strings(&["a1:d8"]));
    assert_eq!(moves(pool(), text), strings(&["29x2"]));
    // Without anything to continue, every square behind the piece is a landing square.
    assert_eq!(
        moves(russian(), "W:WK29:B18"),
        strings(&["a1:e5", "a1:f6", "a1:g7", "a1:h8"])
    );
}

#[test]
fn checkers_black_moves_first() {
    for rules in [checkers(), pool()] {
        let start = Draughts::start(&rules);
        assert_eq!(start.side_to_move(), Side::Black);
        assert_eq!(
            start.to_text(),
            "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"
        );
    }
    assert_eq!(
        moves(checkers(), "B:W21-32:B1-12"),
        strings(&["10-14", "10-15", "11-15", "11-16", "12-16", "9-13", "9-14"])
    );
    assert_eq!(Draughts::start(&russian()).side_to_move(), Side::White);
}

#[test]
fn checkers_kings_move_and_capture_one_square() {
    assert_eq!(moves(checkers(), "W:WK29:B18"), strings(&["29-25"]));
    assert_eq!(
        moves(checkers(), "W:WK18:B1"),
        strings(&["18-14", "18-15", "18-22", "18-23"])
    );
    // A king jumps an adjacent piece only, and goes on in any direction.
    assert_eq!(moves(checkers(), "W:WK29:B25,18"), strings(&["29x15"]));
    assert_eq!(moves(checkers(), "W:WK29:B22"), strings(&["29-25"]));
    assert_eq!(
        error(checkers(), "W:WK29:B1", "29-15"),
        (
            MoveErrorKind::Illegal,
            "kings move one square at a time in checkers".into()
        )
    );
}

#[test]
fn checkers_men_capture_forward_only_and_stop_when_crowned() {
    // The black man on e3 (23) behind the white man on d4 (18) cannot be taken.
    assert_eq!(moves(checkers(), "W:W18:B23"), strings(&["18-14", "18-15"]));
    assert_eq!(moves(pool(), "W:W18:B23"), strings(&["18x27"]));
    // Crowned on d8 by a capture, the man's move ends there.
    assert_eq!(moves(checkers(), THROUGH_THE_CROWN_ROW), strings(&["11x2"]));
    assert_eq!(
        after(checkers(), THROUGH_THE_CROWN_ROW, &["11x2"]),
        "B:WK2:B6"
    );
}

#[test]
fn russian_notation_is_algebraic_and_reads_numbers() {
    let start = "W:W21-32:B1-12";
    assert_eq!(
        moves(russian(), start),
        strings(&[
            "a3-b4", "c3-b4", "c3-d4", "e3-d4", "e3-f4", "g3-f4", "g3-h4"
        ])
    );
    let p = pos(russian(), start);
    assert_eq!(
        p.parse_move("c3-d4").unwrap(),
        p.parse_move("22-18").unwrap()
    );
    assert_eq!(
        p.parse_move("C3-D4").unwrap(),
        p.parse_move("22-18").unwrap()
    );
    assert_eq!(
        error(russian(), start, "c4-d5").1,
        "'c4' is not a dark square of the 8×8 board"
    );
    assert_eq!(
        error(russian(), start, "d4-e5").1,
        "no piece of yours on d4"
    );
    // Captures with a colon. Men that capture backwards go round a square of four pieces and
    // come back to their start.
    assert_eq!(moves(russian(), "W:W22:B18"), strings(&["c3:e5"]));
    assert_eq!(moves(russian(), "W:W31:B18,19,26,27"), strings(&["e1:e1"]));
    // Positions may name squares algebraically.
    assert_eq!(pos(russian(), "W:Wc3,Ka1:Bb8").to_text(), "W:W22,K29:B1");
    // Other presets write numbers and read algebraic names too.
    let k = pos(Variant::kabe(), start);
    assert_eq!(k.format_move(k.parse_move("c3-d4").unwrap()), "22-18");
}

#[test]
fn records_carry_each_presets_game_type() {
    for (rules, game_type, first) in [
        (russian(), 25, "c3-d4"),
        (brazilian(), 26, "c3-d4"),
        (pool(), 23, "9-13"),
        (checkers(), 21, "11-15"),
        (Variant::kabe(), 29, "22-18"),
    ] {
        let mut record = Record::<Draughts>::new(rules);
        record.play_text(first).unwrap();
        let text = Draughts::write_record(&record);
        assert!(
            text.contains(&format!("[GameType \"{game_type}\"]")),
            "{text}"
        );
        assert!(!text.contains("Rule:"), "{text}");
        assert!(text.contains(&format!("1. {first}")) || text.contains(&format!("1... {first}")));
        // Read under other rules, the GameType brings the preset back.
        let back = Draughts::read_record(&text, &Variant::international()).unwrap();
        assert_eq!(*back.rules(), rules);
        assert_eq!(back.move_texts(), vec![first.to_string()]);
    }
    // A Russian record from a set-up position names the squares of its FEN algebraically.
    let start = pos(russian(), "W:W22:B9");
    let mut record = Record::from_position(russian(), start);
    record.play_text("c3-d4").unwrap();
    let text = Draughts::write_record(&record);
    assert!(text.contains("[FEN \"W:Wc3:Bb6\"]"), "{text}");
    let back = Draughts::read_record(&text, &russian()).unwrap();
    assert_eq!(back.start().to_text(), "W:W22:B9");
}
