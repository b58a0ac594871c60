//! Every error a player can get: each move message, and each position-text problem.

use ply_core::{Game, MoveErrorKind, NoRules};
use ply_konane::{Konane, START_TEXT};

fn pos(text: &str) -> Konane {
    Konane::from_text(text, &NoRules).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn illegal(p: &Konane, text: &str) -> String {
    let err = p.parse_move(text).unwrap_err();
    assert_eq!(err.kind, MoveErrorKind::Illegal, "{text}: {err}");
    err.message().to_string()
}

fn position_error(text: &str) -> String {
    Konane::from_text(text, &NoRules).unwrap_err().to_string()
}

/// After d5 and d4: Black to move, jumping into d5.
fn opened() -> Konane {
    pos("bwbwbwbw/wbwbwbwb/bwbwbwbw/wbw1wbwb/bwb1bwbw/wbwbwbwb/bwbwbwbw/wbwbwbwb b")
}

#[test]
fn malformed_moves() {
    let p = opened();
    for (text, expected) in [
        ("", "no move given"),
        ("d9", "'d9' is not a square"),
        ("d3-", "'d3-' is not a Konane move"),
        ("d3xd5", "'d3xd5' is not a Konane move"),
        ("pass", "'pass' is not a Konane move"),
        ("i1-i3", "'i1' is not a square"),
    ] {
        let err = p.parse_move(text).unwrap_err();
        assert_eq!(err.kind, MoveErrorKind::Malformed, "{text}: {err}");
        assert!(err.to_string().contains(expected), "{text}: {err}");
    }
}

#[test]
fn opening_messages() {
    let start = Konane::start(&NoRules);
    assert_eq!(
        illegal(&start, "c3"),
        "Black's first move removes a stone from a8, h1, d5 or e4"
    );
    assert_eq!(
        illegal(&start, "d3-d5"),
        "Black's first move removes a stone from a8, h1, d5 or e4"
    );
    let mut after_d5 = start;
    after_d5.play(start.parse_move("d5").unwrap());
    assert_eq!(
        illegal(&after_d5, "a1"),
        "White removes a stone next to the empty square: c5, e5, d4 or d6"
    );
    assert_eq!(
        illegal(&after_d5, "c3-c5"),
        "White removes a stone next to the empty square: c5, e5, d4 or d6"
    );
}

#[test]
fn removing_after_the_opening() {
    assert!(illegal(&opened(), "b5").starts_with("stones are removed only in the opening"));
}

#[test]
fn jump_messages() {
    let p = opened();
    assert_eq!(illegal(&p, "c5-e5"), "no stone of yours on c5");
    assert_eq!(illegal(&p, "d4-d6"), "no stone of yours on d4");
    assert_eq!(illegal(&p, "b5-d7"), "diagonal jumps are not allowed");
    assert_eq!(
        illegal(&p, "b5-f7"),
        "jumps go in a straight line; no turning"
    );
    assert_eq!(
        illegal(&p, "b5-b5"),
        "b5-b5 does not move: a jump lands beyond the stone it takes"
    );
    assert!(illegal(&p, "b5-e5").contains("odd number of squares"));
    assert_eq!(illegal(&p, "b5-b7"), "b7 is not empty");
    assert_eq!(
        illegal(&p, "d3-d5"),
        "not a jump: d3 is not next to an enemy stone (d4 is empty)"
    );
    assert_eq!(illegal(&p, "b5-f5"), "f5 is not empty");
}

#[test]
fn jump_messages_further_along() {
    // Black b1 can take c1, but then d1..: e1 is empty, so there is nothing to go on over.
    let p = pos("8/8/8/8/8/8/8/1bw3w1 b");
    assert_eq!(
        illegal(&p, "b1-f1"),
        "the jump cannot go on from d1: e1 is empty, not an enemy stone"
    );
    let q = pos("8/8/8/8/8/8/8/1b1b4 b");
    assert_eq!(
        illegal(&q, "b1-d1"),
        "not a jump: b1 is not next to an enemy stone (c1 is empty)"
    );
}

#[test]
fn landing_on_a_stone() {
    // The squares a jump lands on have the mover's colour: only its own stones can be there.
    let p = pos("8/8/8/8/8/8/8/wbwbw3 w");
    assert_eq!(illegal(&p, "a1-c1"), "c1 is not empty");
    assert_eq!(illegal(&p, "a1-e1"), "c1 is not empty");
    assert_eq!(illegal(&p, "c1-e1"), "e1 is not empty");
    assert_eq!(illegal(&p, "e1-a1"), "c1 is not empty");
}

#[test]
fn position_layout_errors() {
    for (text, expected) in [
        ("", "expected the board, a space and the side to move"),
        (
            "8/8/8/8/8/8/8/8",
            "expected the board, a space and the side to move",
        ),
        (
            "8/8/8/8/8/8/8 b",
            "expected 8 ranks separated by '/', found 7",
        ),
        (
            "8/8/8/8/8/8/8/8/8 b",
            "expected 8 ranks separated by '/', found 9",
        ),
        ("8/8/8/8/8/8/8/8 x", "the side to move is b or w, not 'x'"),
        ("8/8/8/8/8/8/8/7 b", "rank 1 has 7 squares; each rank has 8"),
        (
            "8/8/8/8/8/8/8/9 b",
            "rank 1: '9' is not b, w or a digit 1-8",
        ),
        ("8/8/8/8/8/8/8/w8 b", "rank 1 has more than 8 squares"),
        (
            "8/8/8/8/8/8/8/w1W5 b",
            "rank 1: 'W' is not b, w or a digit 1-8",
        ),
        ("8/8/8/8/8/8/8/44 b", "rank 1: two digits in a row"),
    ] {
        let err = position_error(text);
        assert!(err.contains(expected), "{text:?}: {err}");
    }
}

#[test]
fn stones_stay_on_their_colour() {
    assert_eq!(
        position_error("8/8/8/8/8/8/8/b7 w"),
        "invalid position: a black stone on a1: Black's stones start on the light squares and \
         stay there"
    );
    assert_eq!(
        position_error("8/8/8/8/8/8/8/1w6 w"),
        "invalid position: a white stone on b1: White's stones start on the dark squares and \
         stay there"
    );
}

#[test]
fn opening_boards_must_fit_the_side_to_move() {
    let full_white = START_TEXT.replace(" b", " w");
    assert!(position_error(&full_white).contains("the board is full, so Black is to move"));
    // One empty square: it must be one Black may empty, and White is to move.
    let after_d5 = "bwbwbwbw/wbwbwbwb/bwbwbwbw/wbw1wbwb/bwbwbwbw/wbwbwbwb/bwbwbwbw/wbwbwbwb";
    pos(&format!("{after_d5} w"));
    assert!(position_error(&format!("{after_d5} b")).contains("so White is to move"));
    let after_b7 = "bwbwbwbw/w1wbwbwb/bwbwbwbw/wbwbwbwb/bwbwbwbw/wbwbwbwb/bwbwbwbw/wbwbwbwb w";
    assert!(
        position_error(after_b7)
            .contains("the one empty square is b7, but Black's first move removes a stone")
    );
    // Two empty squares: the two removals, Black to move.
    let after_d5_d4 = "bwbwbwbw/wbwbwbwb/bwbwbwbw/wbw1wbwb/bwb1bwbw/wbwbwbwb/bwbwbwbw/wbwbwbwb";
    pos(&format!("{after_d5_d4} b"));
    assert!(
        position_error(&format!("{after_d5_d4} w"))
            .contains("after the two opening removals Black is to move")
    );
    let apart = "bwbwbwbw/wbwbwbwb/bwbwbwbw/wbw1wbwb/bwbwbwbw/wbwbwbwb/b1bwbwbw/wbwbwbwb b";
    assert!(
        position_error(apart).contains("not d5 and b2")
            || position_error(apart).contains("not b2 and d5")
    );
}

#[test]
fn stone_counts_must_fit_the_jumps() {
    // Three empty squares, Black's stones all there but White to move: fine (Black jumped).
    pos("bwbwbwbw/wbw1wbwb/bwb1bwbw/wbwbwbwb/bwb1bwbw/wbwbwbwb/bwbwbwbw/wbwbwbwb w");
    // The same board with Black to move: White has not jumped yet.
    assert!(
        position_error("bwbwbwbw/wbw1wbwb/bwb1bwbw/wbwbwbwb/bwb1bwbw/wbwbwbwb/bwbwbwbw/wbwbwbwb b")
            .contains("Black still has 31 stones")
    );
    // Three empty squares, all Black's: White still has all 32 stones.
    assert_eq!(
        position_error("bwbwbwbw/wbwbwbwb/bwbwbwbw/w1w1w1wb/bwbwbwbw/wbwbwbwb/bwbwbwbw/wbwbwbwb w"),
        "invalid position: White has 32 stones, but the opening removed one of them"
    );
}
