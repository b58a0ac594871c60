//! PGN records: reading games as people write them, writing them back.

use ply_chess::Chess;
use ply_core::{
    Game, NoRules, Outcome, Reason, Record, RecordFormat, Side, testing::check_record_round_trip,
};

fn read(text: &str) -> Record<Chess> {
    Chess::read_record(text, &NoRules).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

const ANNOTATED: &str = r#"[Event "Casual game"]
[Site "Berlin GER"]
[Date "1852.??.??"]
[Round "?"]
[White "Adolf Anderssen"]
[Black "Jean Dufresne"]
[Result "1-0"]
[ECO "C52"]

1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5 4.b4 {the Evans gambit} Bxb4 5.c3 Ba5 6.d4 exd4
7.O-O d3 8.Qb3 Qf6 9.e5 $1 Qg6 10.Re1 Nge7 11.Ba3 b5 $6 (11...O-O 12.Nbd2)
12.Qxb5 Rb8 13.Qa4 Bb6 14.Nbd2 Bb7 15.Ne4 Qf5 16.Bxd3 Qh5 17.Nf6+ gxf6
18.exf6 Rg8 ; the rook comes to the g-file
19.Rad1 Qxf3 20.Rxe7+ Nxe7 21.Qxd7+ Kxd7 22.Bf5+ Ke8 23.Bd7+ Kf8 24.Bxe7# 1-0
"#;

#[test]
fn reads_comments_nags_and_variations() {
    let game = read(ANNOTATED);
    assert_eq!(game.moves().len(), 47);
    assert_eq!(
        game.outcome(),
        Some(Outcome::win(Side::White, ply_chess::reason::CHECKMATE))
    );
    assert_eq!(game.tag("White"), Some("Adolf Anderssen"));
    assert_eq!(game.tag("ECO"), Some("C52"));
    assert_eq!(game.move_texts().last().map(String::as_str), Some("Bxe7#"));
}

#[test]
fn writes_the_seven_tag_roster_and_reads_it_back() {
    let game = read(ANNOTATED);
    let text = Chess::write_record(&game);
    let head: Vec<&str> = text.lines().take(8).collect();
    assert_eq!(
        head,
        [
            "[Event \"Casual game\"]",
            "[Site \"Berlin GER\"]",
            "[Date \"1852.??.??\"]",
            "[Round \"?\"]",
            "[White \"Adolf Anderssen\"]",
            "[Black \"Jean Dufresne\"]",
            "[Result \"1-0\"]",
            "[ECO \"C52\"]",
        ]
    );
    assert!(text.contains("\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. b4 {the Evans gambit} 4... Bxb4"));
    assert_eq!(read(&text).comment(7), Some("the Evans gambit"));
    assert!(text.trim_end().ends_with("24. Bxe7# 1-0"));
    check_record_round_trip(&game);
}

#[test]
fn a_new_record_gets_question_marks() {
    let text = Chess::write_record(&Record::new(NoRules));
    assert_eq!(
        text,
        "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n\
         [Black \"?\"]\n[Result \"*\"]\n\n*\n"
    );
    assert!(read(&text).moves().is_empty());
}

#[test]
fn resignation_and_agreement_come_from_the_result() {
    let game = read("1. e4 e5 2. Qh5 Nc6 1-0");
    assert_eq!(
        game.outcome(),
        Some(Outcome::win(Side::White, Reason::RESIGNATION))
    );
    let game = read("[Result \"1/2-1/2\"]\n\n1. d4 d5");
    assert_eq!(game.outcome(), Some(Outcome::draw(Reason::AGREEMENT)));
    check_record_round_trip(&game);
    let game = read("1. e4 *");
    assert_eq!(game.outcome(), None);
}

#[test]
fn a_loss_on_time_keeps_its_reason() {
    let mut game = Record::<Chess>::new(NoRules);
    game.play_text("e4").unwrap();
    game.declare(Outcome::win(Side::White, Reason::TIMEOUT))
        .unwrap();
    let text = Chess::write_record(&game);
    assert!(text.contains("[Termination \"time forfeit\"]"));
    assert_eq!(read(&text).outcome(), game.outcome());
}

#[test]
fn a_set_up_position_uses_fen() {
    let fen = "4k3/8/8/8/8/8/4P3/4K3 b - - 3 40";
    let mut game = Record::from_position(NoRules, Chess::from_text(fen, &NoRules).unwrap());
    game.play_text("Kd7").unwrap();
    let text = Chess::write_record(&game);
    assert!(text.contains("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 3 40\"]\n"));
    assert!(text.contains("\n40... Kd7 *"));
    let back = read(&text);
    assert_eq!(back.start().to_text(), fen);
    assert!(back.tag("FEN").is_none());
    check_record_round_trip(&game);
}

#[test]
fn a_wrong_move_is_named_with_its_number() {
    let error = Chess::read_record("1. e4 e5 2. Nf3 Ke6 3. Ke3 *", &NoRules).unwrap_err();
    assert_eq!(
        error.to_string(),
        "invalid game record: 2... Ke6: no king can move to e6"
    );
    let error = Chess::read_record("[FEN \"8/8/8 w - - 0 1\"]\n\n*", &NoRules).unwrap_err();
    assert!(error.to_string().contains("8 ranks"));
    let error = Chess::read_record("[Variant \"Atomic\"]\n\n1. e4 *", &NoRules).unwrap_err();
    assert!(error.to_string().contains("only standard chess"));
    assert!(Chess::read_record("", &NoRules).unwrap().moves().is_empty());
}

#[test]
fn castling_promotion_and_en_passant_survive() {
    let text = "[FEN \"r3k3/6P1/8/8/3p4/8/4P3/R3K3 w Qq - 0 1\"]\n\n\
                1. O-O-O O-O-O 2. e4 dxe3 3. g8=Q Rxg8 *";
    let game = read(text);
    assert_eq!(
        game.current().to_text(),
        "2k3r1/8/8/8/8/4p3/8/2KR4 w - - 0 4"
    );
    check_record_round_trip(&game);
}

#[test]
fn escaped_tag_values_round_trip() {
    let mut game = Record::<Chess>::new(NoRules);
    game.set_tag("Event", "The \"Immortal\" \\ game");
    let text = Chess::write_record(&game);
    assert!(text.contains(r#"[Event "The \"Immortal\" \\ game"]"#));
    assert_eq!(read(&text).tag("Event"), Some("The \"Immortal\" \\ game"));
}

#[test]
fn lenient_moves_are_read_and_unreadable_tokens_are_reported() {
    let game = read("1. e2e4 e7e5 2. Ng1-f3 Nb8c6 3.Bb5 a6 *");
    assert_eq!(game.move_texts(), ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"]);
    let game = read("[FEN \"4k3/1P6/8/8/8/8/8/4K3 w - - 0 1\"]\n\n1. b8Q Kd7 *");
    assert_eq!(game.move_texts(), ["b8=Q+", "Kd7"]);
    let error = Chess::read_record("1. e4 e5 2. Nf3 xyz 3. d3 *", &NoRules).unwrap_err();
    assert!(
        error
            .to_string()
            .starts_with("invalid game record: 2... xyz: 'xyz' is not a move"),
        "{error}"
    );
    let error = Chess::read_record("1. e4 {unclosed", &NoRules).unwrap_err();
    assert!(error.to_string().contains("not closed"));
}
