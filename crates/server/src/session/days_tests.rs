//! Correspondence games: each move's days, the deadline kept in the row, the time-out and its
//! draw when the other side cannot win, and the correspondence speed.

use super::*;

fn days(start: &str, days: i64, rated: bool) -> Session {
    let fixed = Fixed {
        id: "c".into(),
        game: "chess".into(),
        rules: Vec::new(),
        start: start.into(),
        opponent: Opponent::Friend,
        clock: None,
        created_ms: 1_000,
        rated,
        days: Some(days),
    };
    Session::new(fixed, [Some("w".into()), Some("b".into())], None).unwrap()
}

fn play(s: &Session, token: &str, text: &str, now: i64) -> Session {
    let seat = Seat::Token(token.into());
    let command = Command::Play {
        seat,
        text: text.into(),
        ply: None,
    };
    s.apply(command, now).unwrap().0
}

#[test]
fn each_move_gives_the_other_side_its_days() {
    let s = days("", 3, true);
    assert_eq!(s.move_by(), Some(1_000 + 3 * DAY_MS));
    assert_eq!(s.deadline(), s.move_by(), "no clock, no first-move abort");
    assert_eq!(s.fixed.speed(), Some(Speed::Correspondence));
    let s = play(&s, "w", "e4", 50_000);
    assert_eq!(s.meta().move_by_ms, Some(50_000 + 3 * DAY_MS));
    // Nothing is due a moment before; at the deadline the side to move has lost on time.
    let by = s.move_by().unwrap();
    assert!(s.flag(by - 1).is_none());
    let (over, edit) = s.flag(by).unwrap();
    assert_eq!(edit, Edit::Row);
    let ending = over.outcome().unwrap();
    assert_eq!(
        (ending.winner, ending.reason),
        (Some(Side::White), Reason::TIMEOUT)
    );
    assert_eq!(over.move_by(), None, "a finished game has no deadline");
    assert_eq!(over.meta().status, Status::Finished);
    // The rated game's time-out is rated at correspondence speed.
    let end = s.rated_end(&over).unwrap();
    assert_eq!((end.speed, end.score), (Speed::Correspondence, Score::Win));
}

#[test]
fn a_correspondence_time_out_against_a_side_that_cannot_win_is_a_draw() {
    // White has king and queen, Black a lone king; White is to move and lets the days pass.
    let s = days("8/8/8/4k3/8/8/3QK3/8 w - - 0 1", 1, false);
    let (drawn, _) = s.flag(1_000 + DAY_MS).unwrap();
    let ending = drawn.outcome().unwrap();
    assert_eq!((ending.winner, ending.reason), (None, Reason::TIMEOUT));
}

#[test]
fn a_stored_deadline_is_kept_and_a_game_without_days_has_none() {
    let s = play(&days("", 2, false), "w", "e4", 7_000);
    let stored = Stored {
        fixed: s.fixed.clone(),
        meta: Meta {
            move_by_ms: Some(123),
            ..s.meta()
        },
        moves: s.moves(),
        tokens: s.tokens().clone(),
        notes: Notes::default(),
        ratings: None,
    };
    let restored = Session::restore(stored).unwrap();
    assert_eq!(restored.move_by(), Some(123));
    assert!(
        restored.flag(123).is_some(),
        "a deadline set in the row is due"
    );
    let mut fixed = s.fixed.clone();
    fixed.days = None;
    let plain = Session::new(fixed, [Some("w".into()), Some("b".into())], None).unwrap();
    assert_eq!((plain.move_by(), plain.deadline()), (None, None));
}
