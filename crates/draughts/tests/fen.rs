//! Position text (PDN FEN): ranges, any order, whitespace, the written form, and errors.

mod common;

use common::check::{draughts, kabe};
use ply_core::{Game, Side};
use ply_draughts::Draughts;

fn read(rules: ply_draughts::Variant, text: &str) -> Result<String, String> {
    Draughts::from_text(text, &rules)
        .map(|p| p.to_text())
        .map_err(|e| e.to_string())
}

#[test]
fn written_ascending_with_kings_in_place() {
    assert_eq!(
        read(kabe(), "W:W22,K5,21:B3,1,2"),
        Ok("W:WK5,21,22:B1,2,3".into())
    );
    assert_eq!(
        read(draughts(), "B:BK17,K24:W6,9"),
        Ok("B:W6,9:BK17,K24".into())
    );
}

#[test]
fn ranges_any_order_and_whitespace() {
    let start = Draughts::start(&kabe()).to_text();
    assert_eq!(read(kabe(), "W:W21-32:B1-12"), Ok(start.clone()));
    assert_eq!(read(kabe(), "W:B1-12:W21-32"), Ok(start.clone()));
    assert_eq!(
        read(kabe(), " W : W 21 - 32 : B 1-4, 5-12 ."),
        Ok(start.clone())
    );
    assert_eq!(read(kabe(), "w:w21-32:b1-12"), Ok(start));
    assert_eq!(
        read(draughts(), "W:WK5-7,30:B1"),
        Ok("W:WK5,K6,K7,30:B1".into())
    );
    assert_eq!(read(draughts(), "W:W30:B"), Ok("W:W30:B".into()));
    assert_eq!(read(draughts(), "W:W30"), Ok("W:W30:B".into()));
}

#[test]
fn side_to_move_and_pieces() {
    let p = Draughts::from_text("B:WK5,21:B1", &kabe()).unwrap();
    assert_eq!(p.side_to_move(), Side::Black);
    assert_eq!(p.piece_at(5), Some((Side::White, true)));
    assert_eq!(p.piece_at(21), Some((Side::White, false)));
    assert_eq!(p.piece_at(1), Some((Side::Black, false)));
    assert_eq!(p.piece_at(2), None);
    assert_eq!(p.material(Side::White), (1, 1));
}

#[test]
fn errors_say_what_is_wrong() {
    let err = |rules, text| read(rules, text).unwrap_err();
    assert!(err(kabe(), "W:W21,21:B1").contains("square 21 is listed twice"));
    assert!(err(kabe(), "W:W21:B21").contains("square 21 is listed twice"));
    assert!(err(kabe(), "W:W33:B1").contains("square 33 does not exist"));
    assert!(err(draughts(), "W:W0:B1").contains("square 0 does not exist"));
    assert!(err(kabe(), "W:W3:B12").contains("a white man cannot stand on 3"));
    assert!(err(kabe(), "W:W21:B30").contains("a black man cannot stand on 30"));
    assert!(err(draughts(), "W:W21:B47").contains("a black man cannot stand on 47"));
    assert!(err(kabe(), "W:W2x:B1").contains("'2x' is not a square"));
    assert!(err(kabe(), "X:W21:B1").contains("not a side to move"));
    assert!(err(kabe(), "W:Q21:B1").contains("not a colour section"));
    assert!(err(kabe(), "W:W21:W22").contains("listed twice"));
    assert!(err(kabe(), "W:W9-5:B1").contains("not a range"));
    assert!(err(kabe(), "").contains("empty"));
    // Kings may stand on any row.
    assert_eq!(read(kabe(), "W:WK3:BK30"), Ok("W:WK3:BK30".into()));
}

#[test]
fn text_and_hash_round_trip() {
    for (rules, text) in [
        (kabe(), "W:WK3,13:B2,6,7,26,27,K30"),
        (
            draughts(),
            "B:W26,31,34,37,38,41,42,44,45,46,50:B2,4,5,6,7,10,13,15,22,K25",
        ),
    ] {
        let p = Draughts::from_text(text, &rules).unwrap();
        let q = Draughts::from_text(&p.to_text(), &rules).unwrap();
        assert_eq!(q.to_text(), text);
        assert_eq!(q.hash(), p.hash());
    }
    // The side to move is part of the hash.
    let w = Draughts::from_text("W:W21:B1", &kabe()).unwrap();
    let b = Draughts::from_text("B:W21:B1", &kabe()).unwrap();
    assert_ne!(w.hash(), b.hash());
}
