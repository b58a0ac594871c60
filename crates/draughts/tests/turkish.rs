//! Turkish draughts (`turkish`, PDN GameType 30) on hand-built positions: every square of 8×8
//! numbered 1–64 row by row (1 = a8, 8 = h8, 57 = a1, 64 = h1), men moving one square forward
//! or sideways, flying kings along rows and columns, the majority rule, captured pieces leaving
//! the board one by one, no 180° turn, crowning at the end of the move, and the draw with one
//! piece each.

use ply_core::{Game, Outcome, Reason, Side, perft::perft};
use ply_draughts::{Draughts, Move, Variant, reason};

fn pos(text: &str) -> Draughts {
    Draughts::from_text(text, &Variant::turkish()).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn moves(p: &Draughts) -> Vec<Move> {
    let mut list = Vec::new();
    p.legal_moves(&mut list);
    list
}

/// The legal moves as written, sorted.
fn written(p: &Draughts) -> Vec<String> {
    let mut list: Vec<String> = moves(p).into_iter().map(|m| p.format_move(m)).collect();
    list.sort();
    list
}

#[test]
fn start_position_and_numbering() {
    let start = Draughts::start(&Variant::turkish());
    assert_eq!(start, pos("W:W41-56:B9-24"));
    assert_eq!(
        start.to_text(),
        "W:W41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56:\
         B9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24"
    );
    assert_eq!(Side::White, start.side_to_move());
    // Only the front row moves, one square forward: 41-33 … 48-40.
    let expected: Vec<String> = (41..=48).map(|s| format!("{s}-{}", s - 8)).collect();
    assert_eq!(written(&start), expected);
    assert_eq!(perft(&start, 3), 708);
    assert_eq!(start.piece_at(64), None);
    assert_eq!(start.piece_at(56), Some((Side::White, false)));
    // Squares are also named algebraically: a1 is 57, h8 is 8.
    assert_eq!(start.parse_move("a3-a4").unwrap().from(), 41);
    let err = Draughts::from_text("W:W65:B1", &Variant::turkish()).unwrap_err();
    assert!(err.to_string().contains("1-64"), "{err}");
}

#[test]
fn men_move_forward_and_sideways_never_back() {
    // A white man on d4 (36) and a black man on e6 (21): up, left and right; Black's goes down.
    let p = pos("W:W36:B21");
    assert_eq!(written(&p), ["36-28", "36-35", "36-37"]);
    let p = pos("B:W36:B21");
    assert_eq!(written(&p), ["21-20", "21-22", "21-29"]);
    let err = pos("W:W36:B21")
        .parse_move("36-44")
        .unwrap_err()
        .to_string();
    assert_eq!(err, "a man moves one square forward or sideways");
    let err = pos("W:W36:B21")
        .parse_move("36-27")
        .unwrap_err()
        .to_string();
    assert_eq!(err, "a man moves one square forward or sideways");
}

#[test]
fn kings_fly_along_rows_and_columns() {
    // A king on d5 (28) alone with a black man in a corner: 7 squares of its row and 7 of its
    // column, nothing diagonal.
    let p = pos("W:WK28:B57");
    let list = moves(&p);
    assert_eq!(list.len(), 14);
    for m in &list {
        let (a, b) = (m.from() - 1, m.to() - 1);
        assert!(a / 8 == b / 8 || a % 8 == b % 8, "{}", p.format_move(*m));
    }
    assert_eq!(
        p.parse_move("28-19").unwrap_err().to_string(),
        "a king moves along a row or a column"
    );
    // Blocked by its own man on d7 (12).
    let p = pos("W:WK28,12:B57");
    assert!(p.parse_move("28-4").is_err());
    assert!(p.parse_move("28-20").is_ok());
}

#[test]
fn men_capture_forward_and_sideways_kings_from_afar() {
    // The man on d4 (36) may take c4 (35) sideways or d5 (28) forward, not d3 (44) behind.
    let p = pos("W:W36:B28,35,44");
    assert_eq!(written(&p), ["36x20", "36x34"]);
    // A king takes from afar and lands on any empty square behind: h5 (32) takes b5 (26),
    // landing on a5 (25); down column h it takes h2 (56) landing h1 (64).
    let p = pos("W:WK32:B26,56");
    assert_eq!(written(&p), ["32x25", "32x64"]);
}

#[test]
fn majority_rule_counts_men_and_kings_alike() {
    // The man on b6 (18) could take one; the king on h8 (8) takes two men down column h.
    // It lands on h4 (40)'s far side: h3, h2 or h1.
    let p = pos("W:W18,K8:B10,24,40");
    assert_eq!(written(&p), ["8x48", "8x56", "8x64"]);
    assert_eq!(
        p.parse_move("18x2").unwrap_err().to_string(),
        "the majority rule requires capturing 2 pieces: 8x48, 8x56, 8x64"
    );
    // Taking a king counts as one piece, like a man: after h6 (24) the king may take the king
    // on d5 (28) along row 5 or h4 (40) down column h, two pieces either way; the man on d4
    // (36) could take the king alone.
    let p = pos("W:W36,K8:BK28,24,40");
    assert_eq!(
        written(&p),
        ["8x25", "8x26", "8x27", "8x48", "8x56", "8x64"]
    );
}

#[test]
fn captured_pieces_leave_at_once_so_a_square_is_crossed_again() {
    // The king on a6 (17) takes c6 (19), d4 (36), b3 (42), a5 (25) round a loop, comes back
    // along row 6 across c6's square and takes g6 (23): five pieces. Were c6 still on the board
    // until the end of the move (the rule of the other variants), four would be the most.
    let text = "W:WK17:B19,36,42,25,23";
    let p = pos(text);
    let list = moves(&p);
    assert!(!list.is_empty());
    assert!(
        list.iter().all(|m| m.captured_count() == 5),
        "{:?}",
        written(&p)
    );
    assert!(
        list.iter()
            .all(|m| m.captured().collect::<Vec<_>>() == [19, 23, 25, 36, 42])
    );
    assert_eq!(written(&p), ["17x24"]);
}

#[test]
fn no_turning_back_in_a_capture() {
    // The king on d5 (28) can take b5 (26) leftwards or f5 (30) rightwards, never both: after
    // one it would have to turn round.
    let p = pos("W:WK28:B26,30");
    let list = moves(&p);
    assert!(list.iter().all(|m| m.captured_count() == 1));
    assert_eq!(written(&p), ["28x25", "28x31", "28x32"]);
}

#[test]
fn a_man_is_crowned_when_its_move_ends_on_the_far_row() {
    let p = pos("W:W10:B60");
    let m = p.parse_move("10-2").unwrap();
    assert!(m.crowns());
    let mut after = p;
    after.play(m);
    assert_eq!(after.to_text(), "B:WK2:B60");

    // b6 (18) takes b7 (10) onto b8 (2), then c8 (3) sideways along the far row to d8 (4),
    // and is crowned there. It does not go on as a king down column d over d5 (28).
    let p = pos("W:W18:B3,10,28");
    assert_eq!(written(&p), ["18x4"]);
    let m = moves(&p)[0];
    assert!(m.crowns());
    assert_eq!(m.captured().collect::<Vec<_>>(), [3, 10]);
    // Under the option that crowns during a capture it would.
    let mut rules = Variant::turkish();
    rules.crown_mid_capture = true;
    let q = Draughts::from_text("W:W18:B3,10,28", &rules).unwrap();
    let list = moves(&q);
    assert!(list.iter().all(|m| m.captured_count() == 3), "{list:?}");

    // Black crowns on row 1 (57-64).
    let p = pos("B:W33:B52");
    assert!(p.parse_move("52-60").unwrap().crowns());
}

#[test]
fn the_game_ends_without_pieces_or_moves() {
    // Black has no piece left.
    let p = pos("W:W36:B28");
    let mut after = p;
    after.play(p.parse_move("36x20").unwrap());
    assert_eq!(
        after.outcome(),
        Some(Outcome::win(Side::White, reason::NO_PIECES))
    );
    // A white man on a1 boxed in by black pieces cannot move.
    let p = pos("W:W57:B49,58,41,59");
    assert_eq!(
        p.outcome(),
        Some(Outcome::win(Side::Black, Reason::NO_MOVES))
    );
}

#[test]
fn one_piece_each_is_drawn_two_moves_each_after_the_last_capture() {
    let p = pos("W:WK1:BK64");
    assert!(p.outcome().is_none());
    let p3 = p.with_counters(3, 3, 0);
    assert!(p3.outcome().is_none());
    let p4 = p.with_counters(4, 4, 0);
    assert_eq!(p4.outcome(), Some(Outcome::draw(reason::LONE_PIECES)));
    // A man against a king counts too; two pieces against one do not.
    let man = pos("W:W49:BK8").with_counters(4, 0, 0);
    assert_eq!(man.outcome(), Some(Outcome::draw(reason::LONE_PIECES)));
    let two = pos("W:WK1,49:BK8").with_counters(40, 40, 0);
    assert!(two.outcome().is_none());
}

#[test]
fn pdn_records_carry_game_type_30() {
    use ply_core::{Record, RecordFormat};
    let mut r = Record::new(Variant::turkish());
    for mv in ["41-33", "17-25", "33x1"] {
        r.play_text(mv).unwrap();
    }
    let text = Draughts::write_record(&r);
    assert!(text.contains("[GameType \"30\"]"), "{text}");
    assert!(text.contains("1. 41-33 17-25 2. 33x1"), "{text}");
    // Read back without naming the rules: GameType 30 is Turkish draughts.
    let back = Draughts::read_record(&text, &Variant::kabe()).unwrap();
    assert_eq!(*back.rules(), Variant::turkish());
    assert_eq!(back.moves().len(), 3);
    // A position tag in 1-64 numbering.
    let start = pos("B:W36:B21,K64");
    let mut r = Record::from_position(Variant::turkish(), start);
    r.play_text("21-29").unwrap();
    let text = Draughts::write_record(&r);
    assert!(text.contains("[FEN \"B:W36:B21,K64\"]"), "{text}");
    let back = Draughts::read_record(&text, &Variant::turkish()).unwrap();
    assert_eq!(back.moves().len(), 1);
}
