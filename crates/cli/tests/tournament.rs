//! `ply tournament pair`: the next round of a TRF file printed as bbpPairings prints it. The
//! first round of eleven players is bbpPairings' own output for the same file
//! (`data/tournament/eleven.bbp.txt`, from `bbpPairings --dutch eleven.trf -p`); a double
//! round robin of six follows the Berger table; bad files, an unknown system and too few or
//! too many players are refused with exit status 2, in each of the nine languages.

use std::process::{Command, Output};

fn ply(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ply"))
        .env("LC_ALL", "C")
        .args(args)
        .output()
        .expect("the ply binary runs")
}

fn data(name: &str) -> String {
    format!(
        "{}/tests/data/tournament/{name}",
        env!("CARGO_MANIFEST_DIR")
    )
}

#[test]
fn dutch_prints_the_next_round_as_bbppairings_does() {
    let out = ply(&[
        "tournament",
        "pair",
        "--system",
        "dutch",
        &data("eleven.trf"),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let expected = std::fs::read_to_string(data("eleven.bbp.txt")).unwrap();
    assert_eq!(String::from_utf8_lossy(&out.stdout), expected);
}

#[test]
fn berger_prints_the_round_robin_round_after_the_last_played() {
    let out = ply(&["tournament", "pair", "--system", "berger", &data("six.trf")]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(String::from_utf8_lossy(&out.stdout), "3\n1 6\n2 5\n3 4\n");
    // After round 1 as the table gives it, round 2: 6-4 5-3 1-2.
    let text = std::fs::read_to_string(data("six.trf")).unwrap();
    let mut t = ply_pairing::trf::read(&text).unwrap();
    let first = ply_pairing::berger::round(6, true, 1).unwrap();
    use ply_pairing::Outcome::{Draw, Loss, Win};
    t.add_round(&first, &[Win, Draw, Loss]).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("six-after-one.trf");
    std::fs::write(&path, ply_pairing::trf::write(&t)).unwrap();
    let out = ply(&[
        "tournament",
        "pair",
        "--system",
        "berger",
        path.to_str().unwrap(),
    ]);
    assert_eq!(String::from_utf8_lossy(&out.stdout), "3\n6 4\n5 3\n1 2\n");
}

#[test]
fn bad_files_are_refused_with_the_reason() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("bad.trf");
    let text = std::fs::read_to_string(data("eleven.trf")).unwrap();
    std::fs::write(&path, text.replace("XXR 5", "XXR five")).unwrap();
    let out = ply(&[
        "tournament",
        "pair",
        "--system",
        "dutch",
        path.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("line 2") && err.contains("XXR"), "{err}");
    let missing = dir.path().join("missing.trf");
    let out = ply(&[
        "tournament",
        "pair",
        "--system",
        "dutch",
        missing.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(2));
    // A round robin of more than 20 is refused, not paired.
    let players = (1..=21)
        .map(|r| ply_pairing::Player::new(r, format!("P{r}"), 2000))
        .collect();
    let t = ply_pairing::Tournament::new(players, 30, ply_pairing::Colour::White);
    let big = ply_pairing::trf::write(&t);
    std::fs::write(&path, big).unwrap();
    let out = ply(&[
        "tournament",
        "pair",
        "--system",
        "berger",
        path.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("3 to 20"));
}

/// `ply --lang LANG tournament pair …` refused: exit status 2 and the error on standard error.
fn refused_in(lang: &str, system: &str, path: &str) -> String {
    let out = ply(&[
        "--lang",
        lang,
        "tournament",
        "pair",
        "--system",
        system,
        path,
    ]);
    assert_eq!(out.status.code(), Some(2), "{lang} {system} {path}");
    assert!(out.stdout.is_empty());
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn pairing_errors_are_in_the_users_language() {
    let dir = tempfile::tempdir().unwrap();
    let file = |name: &str, text: &str| {
        let path = dir.path().join(name);
        std::fs::write(&path, text).unwrap();
        path.to_str().unwrap().to_string()
    };
    let eleven = std::fs::read_to_string(data("eleven.trf")).unwrap();
    let bad = file("bad.trf", &eleven.replace("XXR 5", "XXR five"));
    let one = ply_pairing::Tournament::new(
        vec![ply_pairing::Player::new(1, "Alone", 2000)],
        5,
        ply_pairing::Colour::White,
    );
    let alone = file("alone.trf", &ply_pairing::trf::write(&one));
    let many = (1..=21)
        .map(|r| ply_pairing::Player::new(r, format!("P{r}"), 2000))
        .collect();
    let many = ply_pairing::Tournament::new(many, 30, ply_pairing::Colour::White);
    let many = file("many.trf", &ply_pairing::trf::write(&many));
    let missing = dir.path().join("missing.trf");
    let missing = missing.to_str().unwrap();
    let good = data("eleven.trf");
    // (language, unknown system, bad XXR line, too few, too many for a round robin, missing file)
    let cases = [
        (
            "en",
            "not 'swiss'",
            "line 2: XXR 'five'",
            "at least two players",
            "3 to 20 players",
            "cannot read",
        ),
        (
            "et",
            "mitte 'swiss'",
            "rida 2: XXR 'five'",
            "vähemalt kahte mängijat",
            "3 kuni 20 mängijat",
            "ei saa lugeda",
        ),
        (
            "ru",
            "а не «swiss»",
            "строка 2: XXR «five»",
            "хотя бы два участника",
            "от 3 до 20 участников",
            "не удаётся прочитать",
        ),
        (
            "de",
            "nicht 'swiss'",
            "Zeile 2: XXR 'five'",
            "mindestens zwei Spieler",
            "3 bis 20 Spieler",
            "kann nicht gelesen werden",
        ),
        (
            "fr",
            "pas 'swiss'",
            "ligne 2 : XXR 'five'",
            "au moins deux joueurs",
            "de 3 à 20 joueurs",
            "impossible de lire",
        ),
        (
            "nl",
            "niet 'swiss'",
            "regel 2: XXR 'five'",
            "minstens twee spelers",
            "3 tot 20 spelers",
            "kan niet gelezen worden",
        ),
        (
            "da",
            "ikke 'swiss'",
            "linje 2: XXR 'five'",
            "mindst to spillere",
            "3 til 20 spillere",
            "kan ikke læse",
        ),
        (
            "es",
            "no 'swiss'",
            "línea 2: XXR 'five'",
            "al menos dos jugadores",
            "de 3 a 20 jugadores",
            "no se puede leer",
        ),
        (
            "it",
            "non 'swiss'",
            "riga 2: XXR 'five'",
            "almeno due giocatori",
            "da 3 a 20 giocatori",
            "impossibile leggere",
        ),
    ];
    for (lang, system, line, few, round_robin, unread) in cases {
        let err = refused_in(lang, "swiss", &good);
        assert!(err.contains(system), "{lang}: {err}");
        let err = refused_in(lang, "dutch", &bad);
        assert!(
            err.contains(line) && err.contains("bad.trf"),
            "{lang}: {err}"
        );
        let err = refused_in(lang, "dutch", &alone);
        assert!(err.contains(few), "{lang}: {err}");
        let err = refused_in(lang, "berger", &many);
        assert!(err.contains(round_robin), "{lang}: {err}");
        let err = refused_in(lang, "dutch", missing);
        assert!(
            err.contains(unread) && err.contains("missing.trf"),
            "{lang}: {err}"
        );
    }
    // Every round paired: the same file asks for no more.
    let mut done = ply_pairing::trf::read(&eleven).unwrap();
    let first = ply_pairing::dutch::pair(&done).unwrap();
    let results = vec![ply_pairing::Outcome::Win; first.boards.len()];
    done.add_round(&first, &results).unwrap();
    done.rounds = 1;
    let done = file("done.trf", &ply_pairing::trf::write(&done));
    assert!(refused_in("et", "dutch", &done).contains("vooru on juba paaris"));
    assert!(refused_in("en", "dutch", &done).contains("rounds have been paired"));
}
