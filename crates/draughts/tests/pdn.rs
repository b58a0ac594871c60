//! PDN game records: written tags, numbering and result; read with comments, variations, a
//! FEN start, other rule sets and results.

mod common;

use common::check::{draughts, kabe, pos};
use ply_core::{Outcome, Reason, Record, RecordFormat, Side};
use ply_draughts::{Draughts, Variant};

fn record(rules: Variant, moves: &[&str]) -> Record<Draughts> {
    let mut r = Record::new(rules);
    for mv in moves {
        r.play_text(mv).unwrap();
    }
    r
}

#[test]
fn writes_tags_numbers_and_result() {
    let mut r = record(draughts(), &["32-28", "19-23", "28x19", "14x23"]);
    r.set_tag("White", "Ann");
    let text = Draughts::write_record(&r);
    assert_eq!(
        text,
        "[Event \"?\"]\n[White \"Ann\"]\n[GameType \"20\"]\n[Result \"*\"]\n\n\
         1. 32-28 19-23 2. 28x19 14x23 *\n"
    );
    let k = record(kabe(), &["22-18"]);
    assert!(Draughts::write_record(&k).contains("[GameType \"29\"]"));
}

#[test]
fn writes_fen_and_black_first_moves() {
    let start = pos(kabe(), "B:W21,22:B9,10");
    let mut r = Record::from_position(kabe(), start);
    r.play_text("10-14").unwrap();
    r.play_text("22-18").unwrap();
    let text = Draughts::write_record(&r);
    assert!(text.contains("[FEN \"B:W21,22:B9,10\"]"), "{text}");
    assert!(text.contains("1... 10-14 2. 22-18 *"), "{text}");
    let back = Draughts::read_record(&text, &kabe()).unwrap();
    assert_eq!(back.moves(), r.moves());
}

#[test]
fn results_are_written_as_pdn() {
    let mut r = record(kabe(), &["22-18"]);
    r.declare(Outcome::win(Side::White, Reason::RESIGNATION))
        .unwrap();
    assert!(Draughts::write_record(&r).ends_with("1. 22-18 2-0\n"));
    let mut r = record(kabe(), &["22-18"]);
    r.declare(Outcome::draw(Reason::AGREEMENT)).unwrap();
    assert!(Draughts::write_record(&r).contains("[Result \"1-1\"]"));
    let r = Record::from_position(kabe(), pos(kabe(), "W:W:B1"));
    assert!(Draughts::write_record(&r).ends_with("0-2\n"));
}

#[test]
fn reads_comments_variations_and_results() {
    let text = "[Event \"club\"]\n[Site \"Tartu\"]\n[GameType \"20\"]\n\n\
                1. 32-28 {a classic} 19-23 (1... 18-23 2. 33-29) 2. 28x19! 14x23 0-2";
    let r = Draughts::read_record(text, &draughts()).unwrap();
    assert_eq!(r.move_texts(), vec!["32-28", "19-23", "28x19", "14x23"]);
    assert_eq!(r.tag("Site"), Some("Tartu"));
    assert_eq!(r.tag("Event"), Some("club"));
    assert_eq!(r.result_text(), "0-1");
    let draw = Draughts::read_record("[Event \"?\"]\n\n1. 32-28 1-1", &draughts()).unwrap();
    assert_eq!(draw.result_text(), "1/2-1/2");
}

#[test]
fn game_type_chooses_the_board() {
    // A kabe record read with international rules switches to kabe by its GameType.
    let r = Draughts::read_record("[GameType \"29\"]\n\n1. 22-18 *", &draughts()).unwrap();
    assert_eq!(r.rules().size(), 8);
    let checkers = Draughts::read_record("[GameType \"21\"]\n\n1. 9-13 *", &draughts()).unwrap();
    assert_eq!(*checkers.rules(), Variant::checkers());
    let err = Draughts::read_record("[GameType \"28\"]\n\n1. 9-13 *", &draughts()).unwrap_err();
    assert!(err.to_string().contains("25 (russian)"), "{err}");
    // Options that differ from the preset travel as Rule: tags.
    let mut rules = kabe();
    rules.no_capture_limit = 40;
    let r = record(rules, &["22-18"]);
    let text = Draughts::write_record(&r);
    assert!(text.contains("[Rule:no_capture_limit \"40\"]"), "{text}");
    let back = Draughts::read_record(&text, &kabe()).unwrap();
    assert_eq!(*back.rules(), rules);
}

#[test]
fn a_bad_move_names_the_move() {
    let err = Draughts::read_record("[Event \"?\"]\n\n1. 32-28 18-13 *", &draughts()).unwrap_err();
    assert!(err.to_string().contains("move 2 '18-13'"), "{err}");
}

/// A Canadian record (GameType 27) is written and read back on the 12×12 board, and refused by
/// a position type of the smaller boards, whose word cannot hold it.
#[test]
fn canadian_records_stay_on_their_board() {
    use ply_draughts::Draughts12;
    let rules = Variant::canadian();
    let mut r: Record<Draughts12> = Record::new(rules);
    for mv in ["44-38", "25-31", "38-32"] {
        r.play_text(mv).unwrap();
    }
    let text = Draughts12::write_record(&r);
    assert!(text.contains("[GameType \"27\"]"), "{text}");
    let back = Draughts12::read_record(&text, &Variant::international()).unwrap();
    assert_eq!(back.current(), r.current());
    let err = Draughts::read_record(&text, &draughts())
        .unwrap_err()
        .to_string();
    assert!(err.contains("12×12"), "{err}");
}
