//! Move notation: the shortest form, full landing paths where two captures share start and
//! end, deduplicated paths, every accepted input form, and the error messages.

mod common;

use common::check::{draughts, error, kabe, moves, pos, strings};
use ply_core::{Game, MoveErrorKind};

#[test]
fn quiet_moves_and_captures_are_written_shortest() {
    assert_eq!(moves(kabe(), "W:W22:B1"), strings(&["22-17", "22-18"]));
    assert_eq!(moves(kabe(), "W:W22:B17"), strings(&["22x13"]));
    assert_eq!(moves(draughts(), "W:W32:B18,27,28"), strings(&["32x12"]));
}

#[test]
fn full_path_when_two_captures_share_start_and_end() {
    // 31x15 over 26 and 18, or over 27 and 19: kabe's free choice keeps both.
    let text = "W:W31:B18,19,26,27";
    assert_eq!(moves(kabe(), text), strings(&["31x22x15", "31x24x15"]));
    let p = pos(kabe(), text);
    let a = p.parse_move("31x22x15").unwrap();
    let b = p.parse_move("31x24x15").unwrap();
    assert_ne!(a, b);
    assert_eq!(a.captured().collect::<Vec<_>>(), vec![18, 26]);
    assert_eq!(b.captured().collect::<Vec<_>>(), vec![19, 27]);
    // A partial path is enough when it names one move.
    assert_eq!(p.parse_move("31-22-15").unwrap(), a);
    assert_eq!(p.parse_move("31x24-15").unwrap(), b);
}

#[test]
fn a_single_jump_and_a_round_trip_to_the_same_square_are_told_apart() {
    // The black king on 30 can land on 16 after one capture, or after going round with four:
    // both moves are written in full, and `30x16` reads as the single jump.
    let p = pos(kabe(), "B:W17,K18,19,22,25,28,31,32:B2,5,7,9,K30");
    let legal = moves(kabe(), "B:W17,K18,19,22,25,28,31,32:B2,5,7,9,K30");
    assert!(legal.contains(&"30x16".to_string()), "{legal:?}");
    assert!(legal.contains(&"30x21x14x23x16".to_string()), "{legal:?}");
    let short = p.parse_move("30x16").unwrap();
    let round = p.parse_move("30x21x14x23x16").unwrap();
    assert_ne!(short, round);
    assert_eq!(p.format_move(short), "30x16");
    assert_eq!(p.format_move(round), "30x21x14x23x16");
}

#[test]
fn ambiguous_input_lists_the_full_paths() {
    assert_eq!(
        error(kabe(), "W:W31:B18,19,26,27", "31x15"),
        (
            MoveErrorKind::Ambiguous,
            "ambiguous: 31x15 could be 31x22x15 or 31x24x15".into()
        )
    );
}

#[test]
fn equal_paths_are_one_move_and_any_path_reads() {
    // The king takes 37 and 23 landing on 19; it may land on 32 or on 28 in between (same
    // line): one move, written 46x19, and both paths read back as it.
    let p = pos(draughts(), "W:WK46:B23,37");
    let mv = p.parse_move("46x19").unwrap();
    assert_eq!(p.format_move(mv), "46x19");
    assert_eq!(p.parse_move("46x32x19").unwrap(), mv);
    assert_eq!(p.parse_move("46x28x19").unwrap(), mv);
    assert_eq!(
        moves(draughts(), "W:WK46:B23,37"),
        strings(&["46x10", "46x14", "46x19", "46x5"])
    );
}

#[test]
fn dash_for_a_capture_and_spaces_are_accepted() {
    let p = pos(kabe(), "W:W22:B17");
    let mv = p.parse_move("22x13").unwrap();
    assert_eq!(p.parse_move("22-13").unwrap(), mv);
    assert_eq!(p.parse_move(" 22 x 13 ").unwrap(), mv);
    assert_eq!(p.parse_move("22X13").unwrap(), mv);
}

#[test]
fn error_messages_name_the_rule() {
    let start = "W:W21-32:B1-12";
    assert_eq!(
        error(kabe(), start, "13-17"),
        (MoveErrorKind::Illegal, "no piece of yours on 13".into())
    );
    assert_eq!(error(kabe(), start, "1-5").1, "no piece of yours on 1");
    assert_eq!(
        error(kabe(), start, "28-24"),
        (MoveErrorKind::Illegal, "24 is not empty".into())
    );
    assert_eq!(
        error(kabe(), "W:W18:B1", "18-22"),
        (MoveErrorKind::Illegal, "men move forward only".into())
    );
    assert_eq!(
        error(kabe(), "W:W22:B1", "22-13").1,
        "a man moves one square diagonally forward"
    );
    assert_eq!(
        error(draughts(), start, "31-51"),
        (
            MoveErrorKind::Malformed,
            "square 51 does not exist (squares are 1-50)".into()
        )
    );
    assert_eq!(error(kabe(), start, "hello").0, MoveErrorKind::Malformed);
    assert_eq!(error(kabe(), start, "22").0, MoveErrorKind::Malformed);
    assert_eq!(error(kabe(), start, "22--17").0, MoveErrorKind::Malformed);
    assert_eq!(
        error(kabe(), "W:WK32,18:B1", "32-5").1,
        "the way from 32 to 5 is blocked"
    );
    assert_eq!(
        error(kabe(), "W:WK32:B1", "32-31").1,
        "a king moves along a diagonal"
    );
}

#[test]
fn compulsory_capture_lists_a_few_captures() {
    // Five captures available: four are listed, then an ellipsis.
    let text = "W:W21,22,23,24,30:B17,18,19,20,25";
    let (kind, message) = error(kabe(), text, "30-26");
    assert_eq!(kind, MoveErrorKind::Illegal);
    assert!(
        message.starts_with("a capture is compulsory: "),
        "{message}"
    );
    assert!(message.ends_with(", …"), "{message}");
}

#[test]
fn written_path_lands_behind_each_piece_when_legal() {
    use ply_core::ToDiagram;
    // Kabe: behind 23 the king must land on 14 (from where it takes 10), not on 18.
    let p = pos(kabe(), "W:WK32:B10,23");
    let mv = p.parse_move("32x7").unwrap();
    assert_eq!(p.parse_move("32x14x7").unwrap(), mv);
    let d = p.diagram();
    let cell = |s: u32| {
        d.cells
            .iter()
            .position(|c| c.label == s.to_string())
            .unwrap()
    };
    assert_eq!(p.move_cells(mv), vec![cell(32), cell(14), cell(7)]);
    // International: 46x19 lands on 32, right behind 37, rather than on 28.
    let p = pos(draughts(), "W:WK46:B23,37");
    let mv = p.parse_move("46x19").unwrap();
    let d = p.diagram();
    let cell = |s: u32| {
        d.cells
            .iter()
            .position(|c| c.label == s.to_string())
            .unwrap()
    };
    assert_eq!(p.move_cells(mv), vec![cell(46), cell(32), cell(19)]);
}
