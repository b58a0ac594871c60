//! Records as large as collections found in the wild are read in time proportional to their
//! size: megabytes of movetext on one line, a hundred thousand tag lines, thousands of
//! comments or numeric annotations on one move.
//!
//! Each test runs the reading on its own thread and allows it twenty seconds: the linear reading
//! takes a small fraction of that even on a slow machine, while a reading that is quadratic in
//! the length of a line or in the number of tags takes minutes.

use std::{sync::mpsc, thread, time::Duration};

use ply_games::{find, read_records};

/// Far more than a linear reading needs, far less than a quadratic one.
const ALLOWED: Duration = Duration::from_secs(20);

/// Runs `work` on a thread and fails when it does not finish within [`ALLOWED`].
fn within_time<T: Send + 'static>(what: &str, work: impl FnOnce() -> T + Send + 'static) -> T {
    let (send, receive) = mpsc::channel();
    thread::spawn(move || {
        let _ = send.send(work());
    });
    receive
        .recv_timeout(ALLOWED)
        .unwrap_or_else(|_| panic!("{what}: not read within {ALLOWED:?}"))
}

/// `unit` repeated to about `bytes` bytes, on one line.
fn one_line(unit: &str, bytes: usize) -> String {
    unit.repeat(bytes / unit.len() + 1)
}

/// Reads every game of `text` as `game`; returns how many games there were.
fn count(game: &'static str, text: String) -> usize {
    read_records(&text, Some(find(game).unwrap()), &[])
        .unwrap_or_else(|e| panic!("{game}: {e}"))
        .len()
}

const MEGABYTES: usize = 10 << 20;

#[test]
fn ten_megabytes_of_pgn_on_one_line() {
    let unit = "1. e4 $1 e5 {a comment} 2. Nf3 (2. f4 exf4) Nc6 $14 1/2-1/2 ";
    let text = one_line(unit, MEGABYTES);
    let games = text.len() / unit.len();
    assert_eq!(within_time("PGN", move || count("chess", text)), games);
}

#[test]
fn ten_megabytes_of_pdn_on_one_line() {
    let unit = "1. 32-28 $2 19-23 {a comment} 2. 28x19 14x23 2-0 ";
    let text = one_line(unit, MEGABYTES);
    let games = text.len() / unit.len();
    assert_eq!(within_time("PDN", move || count("draughts", text)), games);
}

#[test]
fn ten_megabytes_of_plain_records_on_one_line() {
    for (game, unit) in [
        (
            "kalah",
            "3 {into the store} $1 2 (5 4) {a comment kept with the move} * ",
        ),
        (
            "konane",
            "d5 {the centre} e5 $2 {a comment kept with the move} * ",
        ),
    ] {
        let text = one_line(unit, MEGABYTES);
        let games = text.len() / unit.len();
        assert_eq!(
            within_time(game, move || count(game, text)),
            games,
            "{game}"
        );
    }
}

#[test]
fn one_game_of_ten_megabytes_on_one_line() {
    // Annotations and comments on a single move: the game stays one game.
    let text = format!(
        "1. e4 {}{}e5 *",
        one_line("$1 ", MEGABYTES / 2),
        one_line("{note} ", MEGABYTES / 2)
    );
    let records = within_time("one game", move || {
        let records = read_records(&text, None, &[]).unwrap();
        (records.len(), records[0].moves().len())
    });
    assert_eq!(records, (1, 2));
}

#[test]
fn a_hundred_thousand_tag_lines() {
    let mut tags = String::new();
    for i in 0..100_000 {
        tags.push_str(&format!("[Tag{i} \"value {i}\"]\n"));
    }
    for (game, header, moves) in [
        ("chess", "", "1. e4 e5 *"),
        ("draughts", "[GameType \"20\"]\n", "1. 32-28 19-23 *"),
        ("kalah", "[Game \"kalah\"]\n", "3 2 *"),
        ("konane", "[Game \"konane\"]\n", "d5 e5 *"),
    ] {
        let text = format!("{header}{tags}\n{moves}\n");
        let (id, tag_count, last) = within_time(game, move || {
            let records = read_records(&text, None, &[]).unwrap();
            let record = &records[0];
            let last = record
                .tags()
                .iter()
                .find(|(k, _)| k == "Tag99999")
                .map(|(_, v)| v.clone());
            (record.game_id(), record.tags().len(), last)
        });
        assert_eq!(id, game);
        assert!(tag_count >= 100_000, "{game}: {tag_count} tags");
        assert_eq!(last.as_deref(), Some("value 99999"), "{game}");
    }
}
