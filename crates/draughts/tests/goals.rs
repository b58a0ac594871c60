//! The variants that keep the international rules of play and change the goal
//! (docs/draughts-variants.md): antidraughts, where a side left with no piece or no move wins,
//! and breakthrough, where the first king wins.

mod common;

use common::check::{moves, pos};
use ply_core::{Game, Outcome, Reason, Record, RecordFormat, Side};
use ply_draughts::{Draughts, Variant};

fn antidraughts() -> Variant {
    Variant::antidraughts()
}

fn breakthrough() -> Variant {
    Variant::breakthrough()
}

#[test]
fn antidraughts_side_without_pieces_or_moves_wins() {
    // White to move has given every piece away.
    assert_eq!(
        pos(antidraughts(), "W:W:B1").outcome(),
        Some(Outcome::win(
            Side::White,
            ply_draughts::reason::NOTHING_LEFT
        ))
    );
    // White's man on 46 is blocked by 41 with 37 behind it: no move, a win.
    let blocked = "W:W46:B37,41";
    assert_eq!(
        pos(antidraughts(), blocked).outcome(),
        Some(Outcome::win(
            Side::White,
            ply_draughts::reason::NOTHING_LEFT
        ))
    );
    assert_eq!(
        pos(Variant::international(), blocked).outcome(),
        Some(Outcome::win(Side::Black, Reason::NO_MOVES))
    );
    // A set-up position whose side not to move has no pieces: that side has won.
    assert_eq!(
        pos(antidraughts(), "B:W:B1").outcome(),
        Some(Outcome::win(
            Side::White,
            ply_draughts::reason::NOTHING_LEFT
        ))
    );
}

#[test]
fn antidraughts_plays_the_international_moves() {
    // Capturing stays compulsory, with the majority rule.
    let text = "W:W28,K47:B22,23,K4";
    assert_eq!(
        moves(antidraughts(), text),
        moves(Variant::international(), text)
    );
    let mut p = pos(antidraughts(), "W:W32:B28");
    p.play(p.parse_move("32x23").unwrap());
    // Black lost its last piece and, to move, has won.
    assert_eq!(
        p.outcome(),
        Some(Outcome::win(
            Side::Black,
            ply_draughts::reason::NOTHING_LEFT
        ))
    );
}

#[test]
fn breakthrough_first_king_wins_and_ends_the_game() {
    let text = "W:W6,33,34:B2,3,24,36,44";
    assert_eq!(pos(breakthrough(), text).outcome(), None);
    let mut p = pos(breakthrough(), text);
    p.play(p.parse_move("6-1").unwrap());
    assert_eq!(
        p.outcome(),
        Some(Outcome::win(Side::White, ply_draughts::reason::CROWNED))
    );
    // The game is over: Black has no move to make, though its men could move.
    let mut list = Vec::new();
    p.legal_moves(&mut list);
    assert!(list.is_empty());
    // Under the international rules the game goes on.
    let mut q = pos(Variant::international(), text);
    q.play(q.parse_move("6-1").unwrap());
    assert_eq!(q.outcome(), None);
}

#[test]
fn breakthrough_a_king_on_the_board_has_won() {
    assert_eq!(
        pos(breakthrough(), "W:W33:BK40,12").outcome(),
        Some(Outcome::win(Side::Black, ply_draughts::reason::CROWNED))
    );
    // Without a king, no move still loses.
    assert_eq!(
        pos(breakthrough(), "W:W46:B37,41").outcome(),
        Some(Outcome::win(Side::Black, Reason::NO_MOVES))
    );
}

#[test]
fn records_of_goal_variants_carry_their_option() {
    for (rules, option) in [
        (antidraughts(), "[Rule:no_moves_wins \"true\"]"),
        (breakthrough(), "[Rule:first_king_wins \"true\"]"),
    ] {
        let mut record = Record::<Draughts>::new(rules);
        record.play_text("32-28").unwrap();
        let text = Draughts::write_record(&record);
        assert!(text.contains("[GameType \"20\"]"), "{text}");
        assert!(text.contains(option), "{text}");
        let back = Draughts::read_record(&text, &Variant::international()).unwrap();
        assert_eq!(*back.rules(), rules);
    }
}
