use super::*;

fn fixed(game: &str, opponent: Opponent) -> Fixed {
    Fixed {
        id: "g".into(),
        game: game.into(),
        rules: Vec::new(),
        start: String::new(),
        opponent,
        clock: None,
        created_ms: 0,
    }
}

fn seat() -> Seat {
    Seat {
        token_hash: "h".into(),
    }
}

fn play(s: &Session, text: &str) -> Session {
    s.apply(
        Command::Play {
            seat: seat(),
            text: text.into(),
            ply: None,
        },
        1,
    )
    .unwrap()
    .0
}

fn computer(s: &Session, text: &str) -> Session {
    s.apply(
        Command::Computer {
            version: s.version(),
            reply: Ok(Some(text.into())),
        },
        1,
    )
    .unwrap()
    .0
}

fn kalah_against_computer() -> Session {
    let opp = Opponent::Computer {
        level: 1,
        side: Side::Black,
        engine: None,
    };
    Session::new(fixed("kalah", opp), [Some("h".into()), None], None).unwrap()
}

#[test]
fn a_refused_command_changes_nothing_and_an_accepted_one_counts_a_version() {
    let s = Session::new(
        fixed("chess", Opponent::Local),
        [Some("h".into()), Some("h".into())],
        None,
    )
    .unwrap();
    let err = s
        .apply(
            Command::Play {
                seat: seat(),
                text: "e5".into(),
                ply: None,
            },
            1,
        )
        .err()
        .unwrap();
    assert_eq!(err.code, "illegal_move");
    assert_eq!(s.version(), 0);
    let (next, edit) = s
        .apply(
            Command::Play {
                seat: seat(),
                text: "e4".into(),
                ply: Some(0),
            },
            1,
        )
        .unwrap();
    assert_eq!(
        edit,
        Edit::Move {
            ply: 0,
            text: "e4".into()
        }
    );
    assert_eq!(
        (s.moves().len(), next.moves().len(), next.version()),
        (0, 1, 1)
    );
    let stale = next.apply(
        Command::Play {
            seat: seat(),
            text: "e5".into(),
            ply: Some(0),
        },
        2,
    );
    assert_eq!(stale.err().unwrap().code, "stale_ply");
    let other = Seat {
        token_hash: "x".into(),
    };
    let refused = next.apply(Command::Resign { seat: other }, 2);
    assert_eq!(refused.err().unwrap().code, "forbidden");
}

#[test]
fn undo_in_kalah_takes_back_the_players_last_move_and_the_replies_after_it() {
    // South (the player) sows pit 1 — its sixth seed lands in the store: an extra turn —
    // then pit 2; the computer (North) answers.
    let s = kalah_against_computer();
    let s = play(&s, "1");
    assert_eq!(s.to_move(), Side::White, "pit 1 ends in the store");
    let s = play(&s, "2");
    assert!(s.computer_to_move());
    let s = computer(&s, "1");
    let before = s.moves().len();
    let (after, edit) = s.apply(Command::Undo { seat: seat() }, 2).unwrap();
    // Only the player's last move (pit 2) and what followed it go.
    assert_eq!(edit, Edit::TakeBack { keep: 1 });
    assert_eq!(after.moves().len(), before - 2);
    assert_eq!(after.to_move(), Side::White);
    // Undo again: the first move; then there is nothing left.
    let (first, _) = after.apply(Command::Undo { seat: seat() }, 3).unwrap();
    assert!(first.moves().is_empty());
    let none = first.apply(Command::Undo { seat: seat() }, 4);
    assert_eq!(none.err().unwrap().code, "nothing_to_undo");
}

#[test]
fn a_search_for_a_position_that_no_longer_stands_is_refused() {
    let s = kalah_against_computer();
    let s = play(&s, "2");
    assert!(s.computer_thinks());
    let searched = s.version();
    let (back, _) = s.apply(Command::Undo { seat: seat() }, 2).unwrap();
    let late = back.apply(
        Command::Computer {
            version: searched,
            reply: Ok(Some("1".into())),
        },
        3,
    );
    assert_eq!(late.err().unwrap().code, "stale_search");
}

#[test]
fn the_flag_falls_from_stored_time() {
    let mut f = fixed("chess", Opponent::Local);
    f.clock = Some((1_000, 0));
    let s = Session::new(f, [Some("h".into()), Some("h".into())], None).unwrap();
    let s = play(&play(&s, "e4"), "e5");
    assert!(s.flag(1_000).is_none());
    let (over, edit) = s.flag(1_002).unwrap();
    assert_eq!(edit, Edit::Row);
    assert_eq!(over.outcome().unwrap().reason, Reason::TIMEOUT);
    assert_eq!(over.meta().status, Status::Finished);
}

#[test]
fn a_flag_falling_against_a_side_that_cannot_mate_is_a_draw() {
    // White has king and queen, Black a lone king (FIDE Laws 6.9).
    let mut f = fixed("chess", Opponent::Local);
    f.clock = Some((1_000, 0));
    f.start = "8/8/8/4k3/8/8/3QK3/8 w - - 0 1".into();
    let s = Session::new(f, [Some("h".into()), Some("h".into())], None).unwrap();
    let s = play(&play(&s, "Qd3"), "Ke6");
    // White's flag falls: the lone king can never mate, so it is a draw.
    let (drawn, _) = s.flag(1_002).unwrap();
    let ending = drawn.outcome().unwrap();
    assert_eq!((ending.winner, ending.reason), (None, Reason::TIMEOUT));
    // Black's flag falls instead: White wins.
    let s = play(&s, "Qe4+");
    let (won, _) = s.flag(1_002).unwrap();
    assert_eq!(won.outcome().unwrap().winner, Some(Side::White));
}
