//! TRF-16: a tournament written and read back is the same tournament, and the text it
//! reads back to writes the same text; bbpPairings' files read and write back to the same
//! tournament; bad files are refused with the line and the reason.

mod common;

use ply_pairing::{Registration, trf};

#[test]
fn written_tournaments_read_back_identically() {
    for (n, rounds, seed) in [(9, 5, 1), (24, 7, 2), (60, 9, 3), (13, 6, 4)] {
        let mut t = common::play(n, rounds, seed, true).unwrap();
        t.headers = vec![
            ("012".into(), "Club Swiss".into()),
            ("042".into(), "2026/11/27".into()),
        ];
        t.players[0].info = Registration {
            sex: "w".into(),
            title: "WGM".into(),
            federation: "EST".into(),
            fide_id: "4500001".into(),
            birth: "1990/01/31".into(),
        };
        t.players[1].name = "Öunapuu, Kärt".into();
        t.players[2].rating = 0;
        let text = trf::write(&t);
        let back = trf::read(&text).unwrap();
        assert_eq!(back, t, "{n} players");
        assert_eq!(trf::write(&back), text);
    }
}

#[test]
fn bbppairings_files_read_and_write_back() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/bbp");
    for name in ["t00.trf", "t17.trf", "t47.trf"] {
        let text = std::fs::read_to_string(dir.join(name)).unwrap();
        let t = trf::read(&text).unwrap();
        assert!(t.played() >= 5);
        // Every 001 line of theirs is ours too, but for the place column we compute.
        let ours = trf::write(&t);
        let back = trf::read(&ours).unwrap();
        assert_eq!(back, t, "{name}");
        // The same file with lone CRs, as bbpPairings writes them.
        assert_eq!(trf::read(&text.replace('\n', "\r")).unwrap(), t);
    }
}

#[test]
fn bad_files_are_refused_with_the_line() {
    let t = common::play(6, 3, 9, false).unwrap();
    let text = trf::write(&t);
    let lines: Vec<&str> = text.lines().collect();
    let player_line = lines.iter().position(|l| l.starts_with("001")).unwrap();
    let swap = |f: &dyn Fn(&str) -> String| -> String {
        let mut l: Vec<String> = lines.iter().map(|s| s.to_string()).collect();
        l[player_line] = f(&l[player_line]);
        l.join("\n")
    };
    // An unknown result code.
    let bad = swap(&|l: &str| {
        let mut c: Vec<char> = l.chars().collect();
        c[98] = 'Q';
        c.into_iter().collect()
    });
    let e = trf::read(&bad).unwrap_err();
    assert_eq!(e.line, player_line + 1);
    assert!(e.reason.to_string().contains("result code"), "{e}");
    // Points that are not the sum of the results.
    let bad = swap(&|l: &str| format!("{}9.5{}", &l[..81], &l[84..]));
    assert!(
        trf::read(&bad)
            .unwrap_err()
            .reason
            .to_string()
            .contains("sum")
    );
    // A short line.
    let bad = swap(&|l: &str| l[..40].to_string());
    assert!(trf::read(&bad).is_err());
    // An opponent who does not name the player back.
    let bad = swap(&|l: &str| {
        let mut c: Vec<char> = l.chars().collect();
        let opp: String = c[91..95].iter().collect();
        let other = if opp.trim() == "6" { "   5" } else { "   6" };
        for (i, ch) in other.chars().enumerate() {
            c[91 + i] = ch;
        }
        c.into_iter().collect()
    });
    assert!(
        trf::read(&bad)
            .unwrap_err()
            .reason
            .to_string()
            .contains("name them back")
    );
    assert!(trf::read("XXR x\n").is_err());
    assert!(trf::read("XXC green\n").is_err());
}
