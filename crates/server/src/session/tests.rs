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
        rated: false,
        days: None,
    }
}

fn seat() -> Seat {
    Seat::Token("h".into())
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
            reply: Ok(Reply::Move(text.into())),
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
    let other = Seat::Token("x".into());
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
            reply: Ok(Reply::Move("1".into())),
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

fn seat_of(hash: &str) -> Seat {
    Seat::Token(hash.into())
}

/// A chess game between friends ("w" White, "b" Black), the friend joined at `joined`.
fn friends(clock: Option<(i64, i64)>, joined: i64) -> Session {
    let mut f = fixed("chess", Opponent::Friend);
    f.clock = clock;
    let s = Session::new(f, [Some("w".into()), None], Some("inv".into())).unwrap();
    s.apply(
        Command::Join {
            invite_hash: "inv".into(),
            token_hash: "b".into(),
            user: None,
        },
        joined,
    )
    .unwrap()
    .0
}

fn by(s: &Session, who: &str, command: fn(Seat) -> Command, now: i64) -> Session {
    s.apply(command(seat_of(who)), now).unwrap().0
}

fn moved(s: &Session, who: &str, text: &str, now: i64) -> Session {
    s.apply(
        Command::Play {
            seat: seat_of(who),
            text: text.into(),
            ply: None,
        },
        now,
    )
    .unwrap()
    .0
}

fn draw(action: DrawAction) -> fn(Seat) -> Command {
    match action {
        DrawAction::Offer => |seat| Command::Draw {
            seat,
            action: DrawAction::Offer,
        },
        DrawAction::Accept => |seat| Command::Draw {
            seat,
            action: DrawAction::Accept,
        },
        DrawAction::Decline => |seat| Command::Draw {
            seat,
            action: DrawAction::Decline,
        },
    }
}

fn takeback(action: TakebackAction) -> fn(Seat) -> Command {
    match action {
        TakebackAction::Request => |seat| Command::Takeback {
            seat,
            action: TakebackAction::Request,
        },
        TakebackAction::Accept => |seat| Command::Takeback {
            seat,
            action: TakebackAction::Accept,
        },
        TakebackAction::Decline => |seat| Command::Takeback {
            seat,
            action: TakebackAction::Decline,
        },
        TakebackAction::Cancel => |seat| Command::Takeback {
            seat,
            action: TakebackAction::Cancel,
        },
    }
}

fn refusal(s: &Session, who: &str, command: fn(Seat) -> Command) -> &'static str {
    s.apply(command(seat_of(who)), 5).err().unwrap().code
}

#[test]
fn a_declined_draw_offer_is_shown_to_the_offerer_until_it_moves() {
    let s = moved(&friends(None, 1), "w", "e4", 2);
    let offered = by(&s, "w", draw(DrawAction::Offer), 3);
    assert_eq!(offered.draw_offer(), Some(Side::White));
    let declined = by(&offered, "b", draw(DrawAction::Decline), 4);
    assert_eq!(
        (declined.draw_offer(), declined.draw_declined()),
        (None, Some(Side::White))
    );
    assert_eq!(declined.meta().draw_declined, Some(Side::White));
    // The decliner's reply keeps the notice; the offerer's next move clears it.
    let replied = moved(&declined, "b", "e5", 5);
    assert_eq!(replied.draw_declined(), Some(Side::White));
    assert_eq!(moved(&replied, "w", "Nf3", 6).draw_declined(), None);
    // Offering again clears it too.
    let again = by(&replied, "w", draw(DrawAction::Offer), 6);
    assert_eq!(
        (again.draw_offer(), again.draw_declined()),
        (Some(Side::White), None)
    );
    // Nothing to decline once it is gone.
    assert_eq!(
        refusal(&declined, "b", draw(DrawAction::Decline)),
        "no_draw_offer"
    );
}

#[test]
fn a_takeback_request_is_accepted_declined_cancelled_or_lapses_with_a_move() {
    let s = moved(&moved(&friends(None, 1), "w", "e4", 2), "b", "e5", 3);
    // Nothing to take back yet for a side that has not moved; the undo of one device is not
    // for friends.
    let fresh = friends(None, 1);
    assert_eq!(
        refusal(&fresh, "w", takeback(TakebackAction::Request)),
        "nothing_to_undo"
    );
    assert_eq!(
        refusal(&s, "w", |seat| Command::Undo { seat }),
        "undo_not_allowed"
    );
    // White asks after Black's reply: accepted, both moves go and White is to move again.
    let asked = by(&s, "w", takeback(TakebackAction::Request), 4);
    assert_eq!(asked.takeback(), Some(Side::White));
    assert_eq!(
        refusal(&asked, "w", takeback(TakebackAction::Request)),
        "takeback_already_requested"
    );
    assert_eq!(
        refusal(&asked, "w", takeback(TakebackAction::Accept)),
        "no_takeback_request"
    );
    let (back, edit) = asked
        .apply(
            Command::Takeback {
                seat: seat_of("b"),
                action: TakebackAction::Accept,
            },
            5,
        )
        .unwrap();
    assert_eq!(edit, Edit::TakeBack { keep: 0 });
    assert_eq!((back.moves().len(), back.takeback()), (0, None));
    assert_eq!(back.to_move(), Side::White);
    // Black asks right after its own move: only that move goes.
    let asked = by(&s, "b", takeback(TakebackAction::Request), 4);
    let back = by(&asked, "w", takeback(TakebackAction::Accept), 5);
    assert_eq!(back.moves(), ["e4"]);
    assert_eq!(back.to_move(), Side::Black);
    // Declined: the request goes, and the asker sees it was declined until it moves.
    let declined = by(&asked, "w", takeback(TakebackAction::Decline), 5);
    assert_eq!(
        (declined.takeback(), declined.takeback_declined()),
        (None, Some(Side::Black))
    );
    assert_eq!(declined.moves().len(), 2);
    // Cancelled by the asker; the other side cannot cancel it.
    assert_eq!(
        refusal(&asked, "w", takeback(TakebackAction::Cancel)),
        "no_takeback_request"
    );
    assert_eq!(
        by(&asked, "b", takeback(TakebackAction::Cancel), 5).takeback(),
        None
    );
    // A new move cancels it.
    let white_asks = by(&s, "w", takeback(TakebackAction::Request), 4);
    let black_asks = moved(&moved(&white_asks, "w", "Nf3", 5), "b", "Nc6", 6);
    assert_eq!(moved(&white_asks, "w", "Nf3", 5).takeback(), None);
    // Asking while the other side's request stands agrees to it (one request at a time).
    let crossed = by(&black_asks, "b", takeback(TakebackAction::Request), 7);
    let agreed = by(&crossed, "w", takeback(TakebackAction::Request), 8);
    assert_eq!(agreed.moves(), ["e4", "e5", "Nf3"]);
    // Not on one device, nor against the computer: Undo is theirs.
    let local = Session::new(
        fixed("chess", Opponent::Local),
        [Some("h".into()), Some("h".into())],
        None,
    )
    .unwrap();
    let local = play(&local, "e4");
    assert_eq!(
        refusal(&local, "h", takeback(TakebackAction::Request)),
        "takeback_not_between_friends"
    );
}

#[test]
fn a_side_that_makes_no_first_move_within_30_seconds_aborts_the_game() {
    let clock = Some((60_000, 0));
    // The friend joins at 10 s: White's first turn starts then, not at creation.
    let mut f = fixed("chess", Opponent::Friend);
    f.clock = clock;
    let waiting = Session::new(f, [Some("w".into()), None], Some("inv".into())).unwrap();
    assert_eq!(waiting.abort_at(), None, "no count before the friend joins");
    assert!(waiting.flag(1_000_000).is_none());
    let s = friends(clock, 10_000);
    assert_eq!(s.abort_at(), Some(40_000));
    assert_eq!(s.deadline(), Some(40_000));
    assert!(s.flag(39_999).is_none());
    let (aborted, edit) = s.flag(40_000).unwrap();
    assert_eq!(edit, Edit::Row);
    let ending = aborted.outcome().unwrap();
    assert!(ending.is_aborted());
    assert_eq!((ending.winner, ending.reason), (None, Reason::ABORTED));
    assert_eq!(aborted.meta().status, Status::Finished);
    assert_eq!(aborted.meta().declared, Some(ending));
    assert_eq!(
        aborted.meta().first_turn_ms,
        Some(10_000),
        "the turn missed is kept"
    );
    let record = aborted.record().write_record();
    assert!(
        record.contains("[Result \"*\"]"),
        "no win, loss or draw: {record}"
    );
    assert_eq!(aborted.abort_at(), None);
    // A draw offer does not restart the count; White's first move starts Black's.
    let offered = by(&s, "b", draw(DrawAction::Offer), 20_000);
    assert_eq!(offered.abort_at(), Some(40_000));
    let s = moved(&s, "w", "e4", 30_000);
    assert_eq!(s.abort_at(), Some(60_000));
    assert!(s.flag(59_999).is_none());
    assert!(s.flag(60_000).unwrap().0.outcome().unwrap().is_aborted());
    // Once both sides have moved, nothing is aborted: only the clock can end the game.
    let s = moved(&s, "b", "e5", 50_000);
    assert_eq!(s.abort_at(), None);
    assert_eq!(s.deadline(), Some(50_000 + 60_000));
    assert!(s.flag(100_000).is_none());
    let (over, _) = s.flag(110_000).unwrap();
    assert_eq!(over.outcome().unwrap().reason, Reason::TIMEOUT);
    // A take-back to before a side's first move starts its count afresh.
    let back = by(
        &by(&s, "b", takeback(TakebackAction::Request), 55_000),
        "w",
        takeback(TakebackAction::Accept),
        56_000,
    );
    assert_eq!(back.abort_at(), Some(86_000));
    // An untimed game is never aborted.
    let untimed = friends(None, 0);
    assert_eq!(untimed.abort_at(), None);
    assert!(untimed.flag(1_000_000).is_none());
}

#[test]
fn a_game_is_aborted_while_it_waits_for_the_friend_or_before_both_first_moves() {
    let abort = |seat| Command::Abort { seat };
    // Waiting for the friend, untimed: the creator cancels.
    let f = fixed("chess", Opponent::Friend);
    let waiting = Session::new(f, [Some("w".into()), None], Some("inv".into())).unwrap();
    let cancelled = by(&waiting, "w", abort, 1_000);
    assert!(cancelled.outcome().unwrap().is_aborted());
    // Untimed, joined: nothing to abort.
    let joined = friends(None, 0);
    let refused = joined.apply(abort(seat_of("w")), 1_000);
    assert_eq!(refused.err().unwrap().code, "abort_not_allowed");
    // Timed: either side aborts until both have moved.
    let s = friends(Some((60_000, 0)), 0);
    let by_black = by(&s, "b", abort, 1_000);
    assert!(by_black.outcome().unwrap().is_aborted());
    assert_eq!(
        by_black.meta().first_turn_ms,
        None,
        "an abort by a seat is no first move missed"
    );
    let s = moved(&s, "w", "e4", 2_000);
    let (ended, _) = s.apply(abort(seat_of("w")), 3_000).unwrap();
    assert_eq!(ended.outcome().unwrap().winner, None);
    let s = moved(&s, "b", "e5", 4_000);
    let refused = s.apply(abort(seat_of("b")), 5_000);
    assert_eq!(refused.err().unwrap().code, "abort_not_allowed");
}

#[test]
fn against_the_computer_the_count_starts_at_creation_and_the_computer_is_never_aborted() {
    let mut f = fixed(
        "kalah",
        Opponent::Computer {
            level: 1,
            side: Side::White,
            engine: None,
        },
    );
    f.clock = Some((60_000, 0));
    f.created_ms = 5_000;
    // The computer opens: no count for it; the player's starts with the computer's move.
    let s = Session::new(f.clone(), [None, Some("h".into())], None).unwrap();
    assert_eq!(s.abort_at(), None);
    let s = s
        .apply(
            Command::Computer {
                version: 0,
                reply: Ok(Reply::Move("2".into())),
            },
            9_000,
        )
        .unwrap()
        .0;
    assert_eq!(s.abort_at(), Some(39_000));
    // The player opens: the count starts when the game is created.
    f.opponent = Opponent::Computer {
        level: 1,
        side: Side::Black,
        engine: None,
    };
    let s = Session::new(f, [Some("h".into()), None], None).unwrap();
    assert_eq!(s.abort_at(), Some(35_000));
    let (aborted, _) = s.flag(35_000).unwrap();
    assert_eq!(aborted.outcome().unwrap().winner, None);
    // The abort is restored from the store as it was.
    let stored = Stored {
        fixed: aborted.fixed.clone(),
        meta: aborted.meta(),
        moves: Vec::new(),
        tokens: aborted.tokens().clone(),
        notes: Notes::default(),
        ratings: None,
    };
    let back = Session::restore(stored).unwrap();
    assert!(back.outcome().unwrap().is_aborted());
}

#[test]
fn an_engine_that_resigns_loses_and_one_that_gives_no_move_fails() {
    let opp = Opponent::Computer {
        level: 10,
        side: Side::Black,
        engine: Some("dxp-peer".into()),
    };
    let s = Session::new(fixed("draughts", opp), [Some("h".into()), None], None).unwrap();
    let s = play(&s, "32-28");
    assert!(s.computer_thinks());
    let resign = |reply| {
        s.apply(
            Command::Computer {
                version: s.version(),
                reply: Ok(reply),
            },
            2,
        )
        .unwrap()
    };
    let (resigned, edit) = resign(Reply::Resigns);
    assert_eq!(edit, Edit::Row);
    assert_eq!(
        resigned.outcome(),
        Some(Outcome::win(Side::White, Reason::RESIGNATION))
    );
    assert!(!resigned.computer_thinks());
    let (failed, _) = resign(Reply::NoMove);
    assert_eq!(failed.outcome(), None);
    assert!(
        failed
            .engine_error()
            .is_some_and(|e| e.contains("gave no move")),
        "{:?}",
        failed.engine_error()
    );
}

/// A rated game is joined by an account only, and asks to be rated once, when it ends other
/// than by an abort, with White's result at the time of the ending.
#[test]
fn a_rated_game_asks_to_be_rated_once_at_its_end() {
    let mut f = fixed("chess", Opponent::Friend);
    f.clock = Some((180_000, 2_000));
    f.rated = true;
    let s = Session::new(f, [Some("w".into()), None], Some("inv".into())).unwrap();
    let join = |user: Option<&str>| Command::Join {
        invite_hash: "inv".into(),
        token_hash: "b".into(),
        user: user.map(String::from),
    };
    let refused = s.apply(join(None), 10).err().unwrap();
    assert_eq!(refused.code, "rated_needs_account");
    let (s, edit) = s.apply(join(Some("bo")), 10).unwrap();
    assert!(matches!(edit, Edit::Token { user: Some(ref u), .. } if u == "bo"));
    let seat = |t: &str| Seat::Token(t.into());
    let play = |t: &str, text: &str| Command::Play {
        seat: seat(t),
        text: text.into(),
        ply: None,
    };
    // An abort before both first moves counts for nobody.
    let (aborted, _) = s.apply(Command::Abort { seat: seat("w") }, 20).unwrap();
    assert_eq!(s.rated_end(&aborted), None);
    // A resignation is rated: Black resigns, White wins.
    let (s1, _) = s.apply(play("w", "e4"), 30).unwrap();
    let (s2, _) = s1.apply(play("b", "e5"), 40).unwrap();
    let (over, _) = s2.apply(Command::Resign { seat: seat("b") }, 50).unwrap();
    let end = s2.rated_end(&over).unwrap();
    assert_eq!(end.game, "chess");
    assert_eq!(end.speed, ply_rating::Speed::Blitz);
    assert_eq!(end.score, ply_rating::Score::Win);
    assert_eq!(end.at_ms, 50);
    // A change after the end (a rematch linked) asks for nothing more.
    let (after, _) = over
        .apply(
            Command::SetRematch {
                seat: seat("w"),
                id: "next".into(),
            },
            60,
        )
        .unwrap();
    assert_eq!(over.rated_end(&after), None);
    // The same ending in a casual game asks for nothing.
    let mut casual = s2.clone();
    casual.fixed.rated = false;
    let (over, _) = casual
        .apply(Command::Resign { seat: seat("w") }, 50)
        .unwrap();
    assert_eq!(casual.rated_end(&over), None);
}
