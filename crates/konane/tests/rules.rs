//! One hand-built test per rule: a position, the moves, the expected legal moves or result.

use ply_core::{Game, MoveErrorKind, NoRules, Outcome, Reason, Record, Side};
use ply_konane::{Konane, Move, Phase};

fn pos(text: &str) -> Konane {
    Konane::from_text(text, &NoRules).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The legal moves in notation, sorted.
fn moves(p: &Konane) -> Vec<String> {
    let mut list = Vec::new();
    p.legal_moves(&mut list);
    let mut names: Vec<String> = list.iter().map(|&m| p.format_move(m)).collect();
    names.sort();
    names
}

/// Plays moves written in notation.
fn after(p: &Konane, texts: &[&str]) -> Konane {
    let mut p = *p;
    for text in texts {
        let mv = p
            .parse_move(text)
            .unwrap_or_else(|e| panic!("{}: {text}: {e}", p.to_text()));
        p.play(mv);
    }
    p
}

fn start() -> Konane {
    Konane::start(&NoRules)
}

#[test]
fn black_removes_from_a_corner_or_the_centre() {
    let p = start();
    assert_eq!(p.side_to_move(), Side::Black);
    assert_eq!(p.phase(), Phase::BlackRemoves);
    assert_eq!(moves(&p), ["a8", "d5", "e4", "h1"]);
    for text in ["b7", "c6", "g2", "a2", "b8", "a1", "h8"] {
        let err = p.parse_move(text).unwrap_err();
        assert_eq!(err.kind, MoveErrorKind::Illegal, "{text}");
        assert_eq!(
            err.message(),
            "Black's first move removes a stone from a8, h1, d5 or e4"
        );
    }
}

#[test]
fn white_removes_next_to_the_empty_square() {
    let cases = [
        ("a8", vec!["a7", "b8"]),
        ("h1", vec!["g1", "h2"]),
        ("d5", vec!["c5", "d4", "d6", "e5"]),
        ("e4", vec!["d4", "e3", "e5", "f4"]),
    ];
    for (removed, expected) in cases {
        let p = after(&start(), &[removed]);
        assert_eq!(p.side_to_move(), Side::White);
        assert_eq!(p.phase(), Phase::WhiteRemoves);
        assert_eq!(moves(&p), expected, "after {removed}");
        for choice in expected {
            let q = after(&p, &[choice]);
            assert_eq!(q.phase(), Phase::Jumps);
            assert_eq!(q.side_to_move(), Side::Black);
            assert_eq!(q.empty().count_ones(), 2);
        }
    }
}

#[test]
fn white_may_not_remove_elsewhere() {
    let p = after(&start(), &["d5"]);
    for text in ["a1", "c3", "d3", "e6", "d5", "c6"] {
        let err = p.parse_move(text).unwrap_err();
        assert_eq!(err.kind, MoveErrorKind::Illegal, "{text}");
        assert_eq!(
            err.message(),
            "White removes a stone next to the empty square: c5, e5, d4 or d6"
        );
    }
    let p = after(&start(), &["a8"]);
    assert_eq!(
        p.parse_move("c8").unwrap_err().message(),
        "White removes a stone next to the empty square: b8 or a7"
    );
}

#[test]
fn first_jumps_go_into_the_holes() {
    // Black emptied d5, White d4: Black can only jump into d5, over c5, e5 or d6.
    let p = after(&start(), &["d5", "d4"]);
    assert_eq!(moves(&p), ["b5-d5", "d7-d5", "f5-d5"]);
    let q = after(&p, &["d7-d5"]);
    assert_eq!(
        q.to_text(),
        "bwbwbwbw/wbw1wbwb/bwb1bwbw/wbwbwbwb/bwb1bwbw/wbwbwbwb/bwbwbwbw/wbwbwbwb w"
    );
    // White jumps into d6 (not from d8: d7 is empty now) or into d4 (not from d6: empty);
    // d2 may stop on d4 or go on over the stone that just landed on d5.
    assert_eq!(
        moves(&q),
        ["b4-d4", "b6-d6", "d2-d4", "d2-d6", "f4-d4", "f6-d6"]
    );
}

#[test]
fn each_jump_length_is_a_separate_move() {
    // Black b1 can stop after one, two or three White stones.
    let p = pos("8/8/8/8/8/8/8/1bw1w1w1 b");
    assert_eq!(moves(&p), ["b1-d1", "b1-f1", "b1-h1"]);
    let single = after(&p, &["b1-d1"]);
    assert_eq!(single.to_text(), "8/8/8/8/8/8/8/3bw1w1 w");
    let double = after(&p, &["b1-f1"]);
    assert_eq!(double.to_text(), "8/8/8/8/8/8/8/5bw1 w");
    let triple = after(&p, &["b1-h1"]);
    assert_eq!(triple.to_text(), "8/8/8/8/8/8/8/7b w");
    // Written out in full, a multiple jump reads as the same move.
    assert_eq!(p.parse_move("b1-d1-f1-h1"), p.parse_move("b1-h1"));
}

#[test]
fn a_jump_stops_at_an_occupied_square() {
    let p = pos("8/8/8/8/8/8/8/1bw1w1wb b");
    assert_eq!(moves(&p), ["b1-d1", "b1-f1", "h1-d1", "h1-f1"]);
    assert_eq!(
        p.parse_move("b1-h1").unwrap_err().message(),
        "h1 is not empty"
    );
}

#[test]
fn jumps_go_every_way_but_never_turn() {
    // Black d5 in the middle with White stones on all four sides and room beyond; going on
    // from d7 over the White stone on e7 would be a turn.
    let p = pos("8/4w3/3w4/2wbw3/3w4/8/8/8 b");
    assert_eq!(moves(&p), ["d5-b5", "d5-d3", "d5-d7", "d5-f5"]);
    let err = p.parse_move("d5-h7").unwrap_err();
    assert_eq!(err.message(), "jumps go in a straight line; no turning");
    let err = p.parse_move("d5-d7-f7").unwrap_err();
    assert_eq!(err.message(), "jumps go in a straight line; no turning");
}

#[test]
fn diagonal_jumps_are_not_allowed() {
    // Diagonal neighbours share a colour, so no stone could be jumped that way anyway.
    let p = pos("8/8/8/8/8/1b6/1w6/8 w");
    assert_eq!(moves(&p), ["b2-b4"]);
    let err = p.parse_move("b2-d4").unwrap_err();
    assert_eq!(err.kind, MoveErrorKind::Illegal);
    assert_eq!(err.message(), "diagonal jumps are not allowed");
}

#[test]
fn the_player_without_a_move_loses() {
    let p = pos("8/8/8/8/8/8/b7/w7 b");
    assert_eq!(moves(&p), Vec::<String>::new());
    assert_eq!(
        p.outcome(),
        Some(Outcome::win(Side::White, Reason::NO_MOVES))
    );
    let q = pos("8/8/8/8/8/8/b7/w7 w");
    assert_eq!(q.outcome(), None);
    let r = after(&q, &["a1-a3"]);
    assert_eq!(
        r.outcome(),
        Some(Outcome::win(Side::White, Reason::NO_MOVES))
    );

    let mut record = Record::from_position(NoRules, q);
    record.play_text("a1-a3").unwrap();
    assert_eq!(record.result_text(), "1-0");
    let err = record.play_text("a3-a5").unwrap_err();
    assert_eq!(err.kind, MoveErrorKind::GameOver);
}

#[test]
fn no_stones_means_no_moves() {
    let p = pos("8/8/8/8/8/8/8/w7 b");
    assert_eq!(
        p.outcome(),
        Some(Outcome::win(Side::White, Reason::NO_MOVES))
    );
}

#[test]
fn a_whole_game_through_the_record() {
    let mut record = Record::<Konane>::new(NoRules);
    let texts = ["e4", "e5", "c4-e4", "e3-e5", "g4-e4"];
    for text in texts {
        record
            .play_text(text)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
    }
    assert_eq!(record.current().side_to_move(), Side::White);
    assert_eq!(record.move_texts(), texts);
    assert!(matches!(record.moves()[2], Move::Jump { .. }));
    assert_eq!(record.outcome(), None);
}
