//! Records as they are found in the wild (written here to show each habit): no tag naming the
//! game, moves set in columns, tags with escaped quotes or sharing a line with the moves, a
//! game played on past a draw that the rules would have declared, a result that the final
//! position contradicts, and one bad game among good ones.

use ply_games::{read_each, read_records};

#[test]
fn the_game_is_told_from_its_moves_when_no_tag_names_it() {
    let text = "[Event \"club night\"]\n[White \"A\"]\n\n1. 32-28 19-23 2. 28x19 14x23 *\n\n\
                [Event \"analysis\"]\n\n1. 11-15 23-19 2. 8-11 22-17 *\n\n\
                1. c3-d4 f6-g5 2. g3-h4 *\n\n[Event \"x\"]\n\n1. 22-18 11-15 *\n";
    let records = read_records(text, None, &[]).unwrap();
    let games: Vec<&str> = records.iter().map(|r| r.game_id()).collect();
    assert_eq!(games, ["draughts", "checkers", "russian", "kabe"]);
}

#[test]
fn moves_in_columns_and_tags_on_one_line_are_read() {
    let text = "[White \"J. \\\"Jan\\\" Jansen\"] [Black \"P. Peters\"]\n[GameType \"20\"]\n\n\
                 1. 32-28 19-23   2. 28x19 14x23   3. 37-32  9-14\n 4. 41-37  4- 9 *\n";
    let records = read_records(text, None, &[]).unwrap();
    assert_eq!(records[0].moves().len(), 8);
    assert_eq!(records[0].moves()[7], "4-9");
    let tags = records[0].tags();
    assert!(
        tags.contains(&("White".into(), "J. \"Jan\" Jansen".into())),
        "{tags:?}"
    );
}

#[test]
fn a_game_played_on_past_a_repetition_keeps_its_moves_and_says_so() {
    // Two kings shuffle: the position is back for the third time after ply 8, and the
    // players went on.
    let shuffle = "1. 46-41 1-6 2. 41-46 6-1 3. 46-41 1-6 4. 41-46 6-1 5. 46-41 1-6";
    let text =
        format!("[GameType \"20\"]\n[FEN \"W:WK46:BK1\"]\n[Result \"1-1\"]\n\n{shuffle} 1-1\n");
    let records = read_records(&text, None, &[]).unwrap();
    let record = &records[0];
    assert_eq!(record.moves().len(), 10);
    let warnings = record.warnings();
    assert_eq!(warnings.len(), 1, "{warnings:?}");
    assert_eq!(warnings[0].code(), "record_past_draw");
    assert!(
        warnings[0].to_string().contains("move 9 (46-41)"),
        "{}",
        warnings[0]
    );
    // The record's own result stands.
    assert_eq!(record.outcome().unwrap().winner, None);
}

#[test]
fn a_result_the_position_contradicts_is_kept_and_reported() {
    // Fool's mate, but the record says White won.
    let text = "[Event \"?\"]\n[Result \"1-0\"]\n\n1. f3 e5 2. g4 Qh4# 1-0\n";
    let record = &read_records(text, None, &[]).unwrap()[0];
    assert_eq!(
        record.outcome().unwrap().winner,
        Some(ply_core::Side::White)
    );
    let warnings = record.warnings();
    assert_eq!(warnings.len(), 1);
    assert_eq!(warnings[0].code(), "record_result_differs");
    assert!(
        warnings[0].to_string().contains("black wins: checkmate"),
        "{}",
        warnings[0]
    );
}

#[test]
fn one_illegal_move_stops_only_its_own_game() {
    let text = "[Event \"1\"]\n\n1. e4 e5 *\n\n[Event \"2\"]\n\n1. e4 e5 2. Ke3 *\n\n\
                [Event \"3\"]\n\n1. d4 d5 *\n";
    let read = read_each(text, None, &[]).unwrap();
    assert_eq!(read.len(), 3);
    assert!(read[0].record.is_ok() && read[2].record.is_ok());
    let error = read[1].record.as_ref().err().unwrap().to_string();
    assert!(error.starts_with("game 2 (line 5): "), "{error}");
    assert!(error.contains("Ke3"), "{error}");
    assert!(read_records(text, None, &[]).is_err());
}

#[test]
fn a_capture_two_paths_share_is_the_one_the_game_goes_on_from() {
    // 26x10 is 26x17x10 (taking 22 and 14) or 26x19x10 (taking 23 and 15); Black's reply
    // tells which.
    for (reply, path) in [("15-18", "26x17x10"), ("14-17", "26x19x10")] {
        let text =
            format!("[GameType \"21\"]\n[FEN \"W:W26:B14,15,22,23\"]\n\n1. 26x10 {reply} *\n");
        let record = &read_records(&text, None, &[]).unwrap()[0];
        assert_eq!(record.moves(), [path, reply]);
        let warnings = record.warnings();
        assert_eq!(warnings.len(), 1);
        assert_eq!(warnings[0].code(), "record_ambiguous_taken");
    }
    // When no path lets the game go on, the move is refused as ambiguous.
    let text = "[GameType \"21\"]\n[FEN \"W:W26:B14,15,22,23\"]\n\n1. 26x10 5-9 *\n";
    let error = read_records(text, None, &[]).err().unwrap().to_string();
    assert!(
        error.contains("26x10") && error.contains("26x17x10"),
        "{error}"
    );
}
