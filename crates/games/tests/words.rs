//! Every game of the registry has its name and its sides' names in every language, and its
//! errors and results are worded in each language with the same code.

use ply_core::{Lang, Message, Outcome, Reason, Side, msg};

#[test]
fn every_game_and_side_has_a_name_in_every_language() {
    for lang in Lang::all() {
        for game in ply_games::registry() {
            let id = format!("game-{}", game.id());
            let name = ply_i18n::text(lang, &id);
            assert_ne!(name, id, "{lang}: no name for {}", game.id());
            for side in game.side_names() {
                let key = format!("side-{side}");
                assert_ne!(
                    ply_i18n::text(lang, &key),
                    key,
                    "{lang}: no word for {side}"
                );
            }
        }
    }
}

#[test]
fn an_illegal_move_has_one_code_and_a_sentence_per_language() {
    let kabe = ply_games::find("kabe").unwrap();
    let mut game = kabe.new_game(&[], Some("W:W22,K30:B18,26")).unwrap();
    let err = game.play("22x15").unwrap_err();
    assert_eq!(err.message().code(), "king_must_capture");
    let et = Lang::from_tag("et").unwrap();
    let ru = Lang::from_tag("ru").unwrap();
    let texts = [err.text(Lang::EN), err.text(et), err.text(ru)];
    assert!(
        texts[0].starts_with("the king must capture"),
        "{}",
        texts[0]
    );
    for text in &texts[1..] {
        assert_ne!(text, &texts[0]);
        assert!(text.contains("30x"), "{text}");
    }
}

#[test]
fn results_are_worded_with_the_games_side_names() {
    let kalah = ply_games::find("kalah").unwrap();
    let game = kalah.new_game(&[], None).unwrap();
    let result: Message = game.describe(&Outcome::win(Side::Black, Reason::RESIGNATION));
    assert_eq!(result.to_string(), "north wins: resignation");
    let et = result.text(Lang::from_tag("et").unwrap());
    assert!(et.contains("põhi"), "{et}");
    let _ = msg!("reason-resignation");
}
