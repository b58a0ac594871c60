//! One hand-built test per rule of the rule book (`docs/rules/en/kabe.md` and
//! `docs/rules/en/draughts.md`): a position, the move(s), and the expected legal moves or
//! result.

mod common;

use common::check::{after, draughts, error, kabe, moves, strings};
use ply_core::{Check, Game, MoveErrorKind, Outcome, Reason, Side};

#[test]
fn start_positions() {
    assert_eq!(
        ply_draughts::Draughts::start(&kabe()).to_text(),
        "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"
    );
    assert_eq!(moves(kabe(), "W:W21-32:B1-12").len(), 7);
    assert_eq!(moves(draughts(), "W:W31-50:B1-20").len(), 9);
    assert_eq!(
        moves(kabe(), "W:W21-32:B1-12"),
        strings(&[
            "21-17", "22-17", "22-18", "23-18", "23-19", "24-19", "24-20"
        ])
    );
}

#[test]
fn men_move_one_square_forward() {
    assert_eq!(moves(kabe(), "W:W22:B1"), strings(&["22-17", "22-18"]));
    assert_eq!(moves(kabe(), "B:W32:B10"), strings(&["10-14", "10-15"]));
    assert_eq!(moves(draughts(), "W:W32:B1"), strings(&["32-27", "32-28"]));
}

#[test]
fn kabe_men_capture_forward_only() {
    assert_eq!(moves(kabe(), "W:W22:B17"), strings(&["22x13"]));
    // A black man behind the white man on 18 cannot be captured.
    assert_eq!(moves(kabe(), "W:W18:B22"), strings(&["18-14", "18-15"]));
    assert_eq!(
        error(kabe(), "W:W18:B22", "18x25"),
        (
            MoveErrorKind::Illegal,
            "men do not capture backwards in kabe".into()
        )
    );
}

#[test]
fn international_men_capture_backwards() {
    assert_eq!(moves(draughts(), "W:W28:B33"), strings(&["28x39"]));
}

#[test]
fn capture_is_compulsory() {
    assert_eq!(moves(kabe(), "W:W22,31:B17"), strings(&["22x13"]));
    assert_eq!(
        error(kabe(), "W:W22,31:B17", "31-27"),
        (
            MoveErrorKind::Illegal,
            "a capture is compulsory: 22x13".into()
        )
    );
}

#[test]
fn kings_fly() {
    // A king on 32 (g1) moves along both diagonals as far as they are empty.
    assert_eq!(
        moves(kabe(), "W:WK32:B1"),
        strings(&["32-14", "32-18", "32-23", "32-27", "32-28", "32-5", "32-9"])
    );
    assert_eq!(moves(draughts(), "W:WK46:B1").len(), 9);
}

#[test]
fn kabe_king_priority() {
    // The man on 26 could take 22, but the king on 32 can take 18: the king must capture.
    assert_eq!(
        moves(kabe(), "W:W26,K32:B18,22"),
        strings(&["32x14", "32x5", "32x9"])
    );
    assert_eq!(
        error(kabe(), "W:W26,K32:B18,22", "26x17"),
        (
            MoveErrorKind::Illegal,
            "the king must capture: 32x14, 32x9, 32x5".into()
        )
    );
    // International draughts: no king priority, and a man's longer capture wins.
    assert_eq!(
        moves(draughts(), "W:W32,K46:B27,28,18,41"),
        strings(&["32x12"])
    );
}

#[test]
fn kabe_free_choice_among_captures() {
    assert_eq!(
        moves(kabe(), "W:W26:B15,22,23"),
        strings(&["26x10", "26x17"])
    );
}

#[test]
fn international_majority_rule() {
    assert_eq!(moves(draughts(), "W:W32:B18,27,28"), strings(&["32x12"]));
    assert_eq!(
        error(draughts(), "W:W32:B18,27,28", "32x21"),
        (
            MoveErrorKind::Illegal,
            "the majority rule requires capturing 2 pieces: 32x12".into()
        )
    );
}

#[test]
fn sequences_must_be_continued() {
    assert_eq!(moves(kabe(), "W:W26:B14,22"), strings(&["26x10"]));
    assert_eq!(
        error(kabe(), "W:W26:B14,22", "26x17"),
        (
            MoveErrorKind::Illegal,
            "the capture must be continued: 26x10".into()
        )
    );
}

#[test]
fn kabe_king_must_land_where_it_can_capture_again() {
    // After taking 23 the king may land on 18, 14, 9 or 5; only from 14 can it take 10.
    assert_eq!(moves(kabe(), "W:WK32:B10,23"), strings(&["32x3", "32x7"]));
    assert_eq!(
        error(kabe(), "W:WK32:B10,23", "32x18").1,
        "a capturing king must land where it can capture again: 32x7, 32x3"
    );
    assert_eq!(
        error(kabe(), "W:WK32:B10,23", "32x14").1,
        "the capture must be continued: 32x7, 32x3"
    );
    // Without the rule, the king may also stop behind 23.
    let mut free = kabe();
    free.king_must_continue = false;
    assert_eq!(
        moves(free, "W:WK32:B10,23"),
        strings(&["32x18", "32x3", "32x5", "32x7", "32x9"])
    );
}

#[test]
fn kabe_man_reaching_the_far_row_stops_and_is_crowned() {
    // 11x2 reaches the far row: the move ends there although a king could go on over 6.
    assert_eq!(moves(kabe(), "W:W11:B6,7"), strings(&["11x2"]));
    assert_eq!(after(kabe(), "W:W11:B6,7", &["11x2"]), "B:WK2:B6");
    // A quiet move onto the far row crowns too.
    assert_eq!(after(kabe(), "W:W6:B12", &["6-1"]), "B:WK1:B12");
    // With crown_mid_capture the new king goes on at once.
    let mut russian = kabe();
    russian.crown_mid_capture = true;
    assert_eq!(moves(russian, "W:W11:B6,7"), strings(&["11x13", "11x9"]));
    assert_eq!(after(russian, "W:W11:B6,7", &["11x9"]), "B:WK9:B");
}

#[test]
fn international_man_passing_the_crown_row_stays_a_man() {
    // 13x2 reaches the far row and goes on backwards over 7 to 11: still a man.
    assert_eq!(moves(draughts(), "W:W13:B7,8"), strings(&["13x11"]));
    assert_eq!(after(draughts(), "W:W13:B7,8", &["13x11"]), "B:W11:B");
    // Ending on the far row crowns.
    assert_eq!(after(draughts(), "W:W13:B8", &["13x2"]), "B:WK2:B");
}

#[test]
fn turkish_strike_captured_pieces_block() {
    // The king takes 37, 33 and 43 and stands on 48; 37 is still on the board until the end,
    // so it cannot go on over 37 to take 31 (that would be four pieces).
    assert_eq!(
        moves(draughts(), "W:WK46:B31,33,37,43"),
        strings(&["46x48"])
    );
    assert_eq!(
        after(draughts(), "W:WK46:B31,33,37,43", &["46x48"]),
        "B:WK48:B31"
    );
}

#[test]
fn turkish_strike_start_square_may_be_crossed_and_equal_paths_are_one_move() {
    // Round the diamond either way: both paths end on the start square with the same four
    // pieces taken, which is one move.
    assert_eq!(moves(draughts(), "W:W33:B18,19,28,29"), strings(&["33x33"]));
    assert_eq!(
        after(draughts(), "W:W33:B18,19,28,29", &["33x33"]),
        "B:W33:B"
    );
}

#[test]
fn no_pieces_or_no_moves_loses() {
    let p = common::check::pos(kabe(), "W:W:B1");
    assert_eq!(
        p.outcome(),
        Some(Outcome::win(Side::Black, ply_draughts::reason::NO_PIECES))
    );
    // The white man on 29 is blocked by 25 with 22 behind it.
    let p = common::check::pos(kabe(), "W:W29:B22,25");
    assert_eq!(
        p.outcome(),
        Some(Outcome::win(Side::Black, Reason::NO_MOVES))
    );
    let p = common::check::pos(draughts(), "B:W6:B");
    assert_eq!(
        p.outcome(),
        Some(Outcome::win(Side::White, ply_draughts::reason::NO_PIECES))
    );
    assert_eq!(common::check::pos(kabe(), "W:W21-32:B1-12").outcome(), None);
}

#[test]
fn a_side_to_move_whose_opponent_has_no_pieces_has_won() {
    // Only a set-up position can be like this: the last capture leaves the loser to move.
    for (rules, text, winner) in [
        (draughts(), "W:W31:B", Side::White),
        (draughts(), "B:W:BK5,20", Side::Black),
        (kabe(), "W:W21:B", Side::White),
    ] {
        let p = common::check::pos(rules, text);
        assert_eq!(
            p.outcome(),
            Some(Outcome::win(winner, ply_draughts::reason::NO_PIECES)),
            "{text}"
        );
        assert_eq!(p.quick_outcome(), p.outcome(), "{text}");
    }
}

#[test]
fn short_kings_when_kings_do_not_fly() {
    let mut rules = kabe();
    rules.flying_kings = false;
    assert_eq!(moves(rules, "W:WK32:B1"), strings(&["32-27", "32-28"]));
    // A short king jumps only an adjacent piece.
    assert_eq!(moves(rules, "W:WK32:B23"), strings(&["32-27", "32-28"]));
    assert_eq!(moves(rules, "W:WK32:B27"), strings(&["32x23"]));
    assert_eq!(
        error(rules, "W:WK32:B1", "32-23").1,
        "kings move one square at a time in these rules"
    );
}

#[test]
fn men_capture_backwards_as_an_option_in_kabe() {
    let mut rules = kabe();
    rules.men_capture_backwards = true;
    assert_eq!(moves(rules, "W:W18:B22"), strings(&["18x25"]));
}

#[test]
fn a_captured_king_counts_as_one_piece() {
    // Majority rule: two men beat one king.
    assert_eq!(
        moves(draughts(), "W:W32,38:BK33,18,27,28"),
        strings(&["32x12"])
    );
}
