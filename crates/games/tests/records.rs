//! Game records of every game written by ply and read back by ply: moves, result, tags and
//! comments survive, one game or several per text.

use ply_chess::Chess;
use ply_core::{
    Game, NoRules, Outcome, Reason, Record, RecordFormat, Side, Verdict, testing::random_playout,
};
use ply_draughts::{Draughts, Variant};
use ply_games::{find, read_records};
use ply_kalah::{Kalah, KalahRules};
use ply_konane::Konane;
use proptest::prelude::*;

/// A random game with comments on some plies (one with a `}` in it), maybe resigned.
fn commented<G: Verdict>(rules: &G::Rules, seed: u64) -> Record<G> {
    let mut record = random_playout(&G::start(rules), rules, seed, 120);
    for ply in 0..=record.moves().len() {
        if (seed >> (ply % 61)) & 3 == 0 {
            let text = format!("note {ply} {{here}}\n  after");
            record.set_comment(ply, &text).unwrap();
        }
    }
    record.set_tag("Event", "proptest \"quoted\"");
    if seed & 4 != 0 && !record.is_over() {
        record
            .declare(Outcome::win(Side::Black, Reason::RESIGNATION))
            .unwrap();
    }
    record
}

/// Writes, reads back, and compares moves, result, tags and comments; then the same text twice
/// through the type-erased layer.
fn round_trip<G: RecordFormat>(id: &str, rules: &G::Rules, seed: u64) {
    let record = commented::<G>(rules, seed);
    let text = G::write_record(&record);
    let back = G::read_record(&text, rules).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(back.moves(), record.moves(), "{text}");
    assert_eq!(back.result_text(), record.result_text(), "{text}");
    assert_eq!(back.tag("Event"), Some("proptest \"quoted\""));
    let expected: Vec<Option<String>> = record
        .comments()
        .iter()
        .map(|c| c.as_ref().map(|c| c.replace('}', ")")))
        .collect();
    assert_eq!(back.comments(), expected.as_slice(), "{text}");
    let two = format!("{text}\n{text}");
    let game = find(id).unwrap();
    let records = game.read_records(&two, &[]).unwrap();
    assert_eq!(records.len(), 2);
    assert_eq!(records[1].comments(), expected);
    assert_eq!(read_records(&two, None, &[]).unwrap()[1].game_id(), id);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn every_game_keeps_moves_result_and_comments(seed in any::<u64>()) {
        round_trip::<Chess>("chess", &NoRules, seed);
        round_trip::<Draughts>("draughts", &Variant::international(), seed);
        round_trip::<Draughts>("kabe", &Variant::kabe(), seed);
        round_trip::<Draughts>("russian", &Variant::russian(), seed);
        round_trip::<Draughts>("checkers", &Variant::checkers(), seed);
        round_trip::<Konane>("konane", &NoRules, seed);
        round_trip::<Kalah>("kalah", &KalahRules::default(), seed);
    }
}

#[test]
fn chess_from_a_set_up_position_keeps_its_fen_tags_and_comments() {
    let fen = "4k3/8/8/8/8/8/4P3/4K3 b - - 0 7";
    let mut record = Record::from_position(NoRules, Chess::from_text(fen, &NoRules).unwrap());
    record.set_tag("White", "Ann");
    record.play_text("Kd7").unwrap();
    record.set_comment(1, "the king walks").unwrap();
    record.play_text("e4").unwrap();
    record.declare(Outcome::draw(Reason::AGREEMENT)).unwrap();
    let text = Chess::write_record(&record);
    assert!(text.contains("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 7\"]"));
    assert!(
        text.contains("7... Kd7 {the king walks} 8. e4 1/2-1/2"),
        "{text}"
    );
    let back = Chess::read_record(&text, &NoRules).unwrap();
    assert_eq!(back.start().to_text(), fen);
    assert_eq!(back.tag("White"), Some("Ann"));
    assert_eq!(back.comment(1), Some("the king walks"));
    assert_eq!(back.result_text(), "1/2-1/2");
}

#[test]
fn draughts_records_name_their_game() {
    for (id, rules, first) in [
        ("draughts", Variant::international(), "32-28"),
        ("kabe", Variant::kabe(), "22-18"),
        ("russian", Variant::russian(), "c3-d4"),
        ("brazilian", Variant::brazilian(), "c3-d4"),
        ("pool", Variant::pool(), "9-13"),
        ("checkers", Variant::checkers(), "11-15"),
    ] {
        let mut record = Record::<Draughts>::new(rules);
        record.play_text(first).unwrap();
        record.set_comment(1, "first").unwrap();
        record
            .declare(Outcome::win(Side::White, Reason::RESIGNATION))
            .unwrap();
        let text = Draughts::write_record(&record);
        let back = &read_records(&text, None, &[]).unwrap()[0];
        assert_eq!(back.game_id(), id, "{text}");
        assert_eq!(back.moves(), [first]);
        assert_eq!(back.comments(), [None, Some("first".to_string())]);
        assert!(text.trim_end().ends_with("{first} 2-0"), "{text}");
    }
}

#[test]
fn czech_is_kabe_under_its_own_id() {
    let czech = find("czech").unwrap();
    assert_eq!(czech.default_rules(), find("kabe").unwrap().default_rules());
    let mut game = czech.new_game(&[], None).unwrap();
    game.play("22-18").unwrap();
    assert_eq!(game.game_id(), "czech");
    assert!(game.write_record().contains("[GameType \"29\"]"));
}

#[test]
fn plain_records_carry_the_game_tag() {
    let mut kalah = Record::<Kalah>::new(KalahRules::default());
    kalah.play_text("3").unwrap();
    kalah.set_comment(0, "sowing").unwrap();
    let text = Kalah::write_record(&kalah);
    assert!(text.starts_with("[Game \"kalah\"]\n"), "{text}");
    assert!(text.contains("{sowing} 3 *"), "{text}");
    let konane = Konane::write_record(&Record::<Konane>::new(NoRules));
    assert!(konane.starts_with("[Game \"konane\"]\n"));
    let both = read_records(&format!("{text}{konane}"), None, &[]).unwrap();
    let ids: Vec<&str> = both.iter().map(|r| r.game_id()).collect();
    assert_eq!(ids, ["kalah", "konane"]);
    let wrong = Konane::read_record(&text, &NoRules)
        .unwrap_err()
        .to_string();
    assert!(wrong.contains("a game of 'kalah', not 'konane'"), "{wrong}");
}

#[test]
fn a_game_decided_by_counting_gives_the_score_in_its_result() {
    // South's last seed lands in its store and South's pits are empty: 38–34 (after the move the
    // remaining seeds go to North's store).
    let kalah = find("kalah").unwrap();
    let mut game = kalah
        .new_game(&[], Some("0,0,0,0,0,1,37,0,0,0,0,0,34,0 S"))
        .unwrap();
    game.play("6").unwrap();
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.winner, Some(Side::White));
    assert_eq!(
        game.describe(&outcome).to_string(),
        "south wins 38\u{2013}34: one side's pits are empty and the seeds are counted"
    );
    // Resigned, the count so far is not a result.
    let mut resigned = kalah.new_game(&[], None).unwrap();
    let ending = Outcome::win(Side::Black, Reason::RESIGNATION);
    resigned.declare(ending).unwrap();
    assert_eq!(
        resigned.describe(&ending).to_string(),
        "north wins: resignation"
    );
}
