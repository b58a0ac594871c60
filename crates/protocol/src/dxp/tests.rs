use std::io::Cursor;

use ply_core::Game;
use ply_draughts::Draughts;
use proptest::prelude::*;

use super::*;
use crate::hub::HubVariant;

fn parse(text: &str) -> Result<Message, DxpError> {
    Message::parse(text.as_bytes())
}

#[test]
fn reads_a_game_request_as_the_engines_write_it() {
    let text = format!("R01{:<32}Z002150A", "Scan 2.0");
    let m = parse(&text).unwrap();
    assert_eq!(
        m,
        Message::GameReq(GameReq {
            version: 1,
            initiator: "Scan 2.0".into(),
            follower_colour: Colour::Black,
            minutes: 2,
            moves: 150,
            position: None,
        })
    );
    assert_eq!(m.write().unwrap(), text);
}

#[test]
fn reads_a_game_request_with_a_position() {
    let squares = format!("{}{}{}", "z".repeat(20), "e".repeat(10), "w".repeat(20));
    let text = format!("R01{:<32}W010075BW{squares}", "ply");
    let Message::GameReq(r) = parse(&text).unwrap() else {
        panic!()
    };
    let pos = notation::read_position(r.position.as_ref()).unwrap();
    assert_eq!(
        pos.to_text(),
        Draughts::start(&HubVariant::NORMAL.rules()).to_text()
    );
    assert_eq!(notation::position_of(&pos), None);
}

#[test]
fn reads_the_other_messages() {
    assert_eq!(
        parse(&format!("A{:<32}0", "Moby Dam")).unwrap(),
        Message::GameAcc(GameAcc {
            follower: "Moby Dam".into(),
            code: 0
        })
    );
    assert_eq!(
        parse("M00123228020219").unwrap(),
        Message::Move(DxpMove {
            seconds: 12,
            from: 32,
            to: 28,
            captured: vec![2, 19]
        })
    );
    assert_eq!(
        parse("E31").unwrap(),
        Message::GameEnd(GameEnd {
            reason: EndReason::Win,
            stop: true
        })
    );
    assert_eq!(
        parse("Chello there").unwrap(),
        Message::Chat("hello there".into())
    );
    assert_eq!(
        parse("B012Z").unwrap(),
        Message::BackReq(BackReq {
            move_number: 12,
            to_move: Colour::Black
        })
    );
    assert_eq!(parse("K2").unwrap(), Message::BackAcc(2));
}

#[test]
fn malformed_messages_say_what_is_wrong() {
    for (text, says) in [
        ("", "empty"),
        ("X", "unknown message type"),
        ("M00123228000", "too long"),
        ("M00123228", "too short"),
        ("M0012a228", "digits"),
        ("M0001510000", "not 1 to 50"),
        ("E4", "reason"),
        ("E02", "stop code"),
        ("B012Q", "W or Z"),
        ("R01", "too short"),
    ] {
        let err = parse(text).unwrap_err();
        assert!(err.0.contains(says), "{text:?}: {err}");
    }
}

#[test]
fn moves_match_legal_moves() {
    let pos = Draughts::start(&HubVariant::NORMAL.rules());
    let mv = notation::read_move(
        &pos,
        &DxpMove {
            seconds: 0,
            from: 32,
            to: 28,
            captured: vec![],
        },
    )
    .unwrap();
    assert_eq!(notation::write_move(mv, 3).from, 32);
    let illegal = DxpMove {
        seconds: 0,
        from: 32,
        to: 23,
        captured: vec![],
    };
    assert!(notation::read_move(&pos, &illegal).is_err());
}

#[test]
fn framing_splits_on_nul_and_reports_the_end() {
    let mut input = Cursor::new(b"E00\0garbage\0K0\r\n\0M00".to_vec());
    assert!(matches!(
        read_message(&mut input).unwrap(),
        Received::Message(Message::GameEnd(_))
    ));
    assert!(matches!(
        read_message(&mut input).unwrap(),
        Received::Malformed(_)
    ));
    assert!(matches!(
        read_message(&mut input).unwrap(),
        Received::Message(Message::BackAcc(0))
    ));
    assert!(matches!(
        read_message(&mut input).unwrap(),
        Received::Closed
    ));
    let mut long = vec![b'C'; wire::MAX_MESSAGE + 10];
    long.push(0);
    long.extend_from_slice(b"K1\0");
    let mut input = Cursor::new(long);
    assert!(matches!(
        read_message(&mut input).unwrap(),
        Received::Malformed(_)
    ));
    assert!(matches!(
        read_message(&mut input).unwrap(),
        Received::Message(Message::BackAcc(1))
    ));
}

fn colour() -> impl Strategy<Value = Colour> {
    prop_oneof![Just(Colour::White), Just(Colour::Black)]
}

fn name() -> impl Strategy<Value = String> {
    "[ -~]{0,31}[!-~]|".prop_map(|s| s.trim_end().to_string())
}

fn message() -> impl Strategy<Value = Message> {
    let square = 1u8..=50;
    let position = (
        colour(),
        proptest::collection::vec(
            prop_oneof![Just(b'e'), Just(b'w'), Just(b'z'), Just(b'W'), Just(b'Z')],
            50,
        ),
    )
        .prop_map(|(to_move, v)| DxpPosition {
            to_move,
            squares: v.try_into().unwrap(),
        });
    prop_oneof![
        (
            0u8..100,
            name(),
            colour(),
            0u16..1000,
            0u16..1000,
            proptest::option::of(position)
        )
            .prop_map(
                |(version, initiator, follower_colour, minutes, moves, position)| {
                    Message::GameReq(GameReq {
                        version,
                        initiator,
                        follower_colour,
                        minutes,
                        moves,
                        position,
                    })
                }
            ),
        (name(), 0u8..10).prop_map(|(follower, code)| Message::GameAcc(GameAcc { follower, code })),
        (
            0u16..10000,
            square.clone(),
            square.clone(),
            proptest::collection::vec(square, 0..20)
        )
            .prop_map(|(seconds, from, to, captured)| Message::Move(DxpMove {
                seconds,
                from,
                to,
                captured
            })),
        (
            prop_oneof![
                Just(EndReason::Unknown),
                Just(EndReason::Lose),
                Just(EndReason::Draw),
                Just(EndReason::Win)
            ],
            any::<bool>()
        )
            .prop_map(|(reason, stop)| Message::GameEnd(GameEnd { reason, stop })),
        "[ -~]{0,80}".prop_map(Message::Chat),
        (0u16..1000, colour()).prop_map(|(move_number, to_move)| Message::BackReq(BackReq {
            move_number,
            to_move
        })),
        (0u8..10).prop_map(Message::BackAcc),
    ]
}

proptest! {
    #[test]
    fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..120)) {
        let _ = Message::parse(&bytes);
        let mut input = Cursor::new(bytes);
        for _ in 0..200 {
            if matches!(read_message(&mut input).unwrap(), Received::Closed) {
                break;
            }
        }
    }

    #[test]
    fn messages_round_trip(m in message()) {
        let text = m.write().unwrap();
        prop_assert_eq!(Message::parse(text.as_bytes()).unwrap(), m.clone());
        let mut wire = Vec::new();
        write_message(&mut wire, &m).unwrap();
        let mut input = Cursor::new(wire);
        let Received::Message(back) = read_message(&mut input).unwrap() else {
            panic!("not read back");
        };
        prop_assert_eq!(back, m);
    }

    #[test]
    fn mutated_messages_never_panic(m in message(), at in any::<usize>(), byte in any::<u8>()) {
        let mut bytes = m.write().unwrap().into_bytes();
        let i = at % bytes.len();
        bytes[i] = byte;
        let _ = Message::parse(&bytes);
        bytes.truncate(i);
        let _ = Message::parse(&bytes);
    }
}
