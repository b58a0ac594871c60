//! `ply tournament import`: the operator makes a Swiss from a TRF file on the database `ply
//! serve` uses — its players the accounts the file names, its recorded rounds kept as boards
//! without games — and a file naming no account is refused (exit status 2, the names listed)
//! with nothing made.

use std::{
    path::Path,
    process::{Command, Output},
};

use ply_pairing::{Board, Colour, Outcome, Player, Round, Tournament, trf};
use ply_server::accounts::{Accounts, Config};

fn ply(data: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ply"))
        .args(["tournament", "import"])
        .args(args)
        .arg("--data")
        .arg(data)
        .env_remove("PLY_DATABASE_URL")
        .env("LC_ALL", "C")
        .output()
        .expect("ply runs")
}

/// A Swiss of three over three rounds with its first round played: 1-2 won by White, 3 the
/// bye.
fn record(names: [&str; 3]) -> Tournament {
    let players = (1..=3)
        .map(|r| Player::new(r, names[r as usize - 1], 1700 - 100 * r))
        .collect();
    let mut t = Tournament::new(players, 3, Colour::White);
    let round = Round {
        boards: vec![Board { white: 1, black: 2 }],
        bye: Some(3),
    };
    t.add_round(&round, &[Outcome::Win]).unwrap();
    t.headers.push(("012".into(), "Club night".into()));
    t
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_operator_imports_a_trf_file_and_a_stranger_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path();
    let url = ply_server::store::sqlite_url(&data.join(ply_server::DATABASE_FILE));
    let store = ply_server::Store::connect(&url).await.unwrap();
    let accounts = Accounts::new(store.clone(), Config::default(), false);
    for name in ["Tiit", "anu", "mart"] {
        accounts
            .register(name, "long enough password", None)
            .await
            .ok()
            .unwrap();
    }
    let tournaments = ply_server::tournament::Tournaments::new(store.clone());
    let open = || async { tournaments.count_open(None).await.unwrap() };

    let stranger = data.join("stranger.trf");
    std::fs::write(&stranger, trf::write(&record(["tiit", "nobody", "mart"]))).unwrap();
    let out = ply(data, &[stranger.to_str().unwrap(), "--game", "chess"]);
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(said.contains("nobody"), "{said}");
    assert_eq!(open().await, 0, "nothing made");

    let file = data.join("club.trf");
    std::fs::write(&file, trf::write(&record(["TIIT", "anu", "Mart"]))).unwrap();
    let out = ply(
        data,
        &[
            file.to_str().unwrap(),
            "--game",
            "chess",
            "--clock",
            "5+3",
            "--casual",
        ],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let id = String::from_utf8_lossy(&out.stdout).trim().to_string();
    let t = tournaments.one(&id).await.unwrap().expect("made");
    assert_eq!(
        (t.name.as_str(), t.round, t.rated, t.limit_s, t.increment_s),
        ("Club night", 1, false, 300, 3)
    );
    let mut players = tournaments.players(&id).await.unwrap();
    players.sort_by_key(|p| p.start_rank);
    let ranked: Vec<(&str, Option<i64>)> = players
        .iter()
        .map(|p| (p.user.as_str(), p.start_rank))
        .collect();
    assert_eq!(
        ranked,
        [("tiit", Some(1)), ("anu", Some(2)), ("mart", Some(3))]
    );
    let boards = tournaments.boards(&id).await.unwrap();
    let kept: Vec<(&str, Option<&str>, Option<&str>, bool)> = boards
        .iter()
        .map(|b| {
            (
                b.white.as_str(),
                b.black.as_deref(),
                b.result.as_deref(),
                b.imported,
            )
        })
        .collect();
    assert_eq!(
        kept,
        [
            ("tiit", Some("anu"), Some("1-0"), true),
            ("mart", None, Some("bye"), true),
        ]
    );
    assert_eq!(open().await, 1);
}
