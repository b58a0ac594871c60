//! `ply user rerate` on the database `ply serve` uses: rated games ended through the store as
//! the server ends them, then every rating rebuilt by the command — the same numbers, nothing
//! to set — and again after a rating and a per-game row were changed by hand, which it sets
//! back.

use std::{
    path::Path,
    process::{Command, Output},
};

use ply_core::Side;
use ply_server::{
    Store,
    accounts::{Accounts, Config},
    session::{Command as Act, Fixed, Opponent, Seat, Session},
    store::JobWrite,
};

fn rerate(data: &Path) -> String {
    let out: Output = Command::new(env!("CARGO_BIN_EXE_ply"))
        .args(["user", "rerate", "--data"])
        .arg(data)
        .env_remove("PLY_DATABASE_URL")
        .env("LANG", "C")
        .output()
        .expect("ply runs");
    assert!(
        out.status.success(),
        "ply user rerate failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// A rated blitz chess game between `white` and `black` that `loser` resigns at `at_ms`.
async fn rated(store: &Store, id: &str, white: &str, black: &str, loser: Side, at_ms: i64) {
    let fixed = Fixed {
        id: id.into(),
        game: "chess".into(),
        rules: Vec::new(),
        start: String::new(),
        opponent: Opponent::Friend,
        clock: Some((180_000, 2_000)),
        created_ms: at_ms - 60_000,
        rated: true,
        days: None,
    };
    let s = Session::new(fixed, [Some("w".into()), Some("b".into())], None).unwrap();
    let players = [
        (Side::White, white.to_string()),
        (Side::Black, black.to_string()),
    ];
    store
        .create(&s, &players, &JobWrite::Untouched)
        .await
        .unwrap();
    let seat = Seat::Token(["w", "b"][loser.index()].into());
    let (next, edit) = s.apply(Act::Resign { seat }, at_ms).unwrap();
    let end = s.rated_end(&next);
    let changes = store
        .commit(s.version(), &next, &edit, &JobWrite::Untouched, end)
        .await
        .unwrap();
    assert!(changes.is_some());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rerate_rebuilds_every_rating_with_the_same_numbers() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path();
    let url = ply_server::store::sqlite_url(&data.join(ply_server::DATABASE_FILE));
    let store = Store::connect(&url).await.unwrap();
    let accounts = Accounts::new(store.clone(), Config::default(), false);
    for name in ["ana", "bo", "cy"] {
        accounts
            .register(name, "a long enough password", None)
            .await
            .ok()
            .unwrap();
    }
    let day = 86_400_000;
    let games = [
        ("ana", "bo", Side::Black),
        ("bo", "cy", Side::White),
        ("cy", "ana", Side::White),
        ("ana", "bo", Side::White),
        ("cy", "bo", Side::Black),
    ];
    for (i, (white, black, loser)) in games.into_iter().enumerate() {
        rated(
            &store,
            &format!("g{i}"),
            white,
            black,
            loser,
            (i as i64 + 1) * day,
        )
        .await;
    }
    let names = ["ana", "bo", "cy"];
    let mut live = Vec::new();
    for name in names {
        live.push(store.ratings(name).await.unwrap());
    }
    store.close().await;

    let said = rerate(data);
    assert!(
        said.contains("5 rated games taken again in order: 3 ratings rebuilt, 0 per-game rows"),
        "{said}"
    );
    let store = Store::connect(&url).await.unwrap();
    for (name, ratings) in names.iter().zip(&live) {
        assert_eq!(&store.ratings(name).await.unwrap(), ratings);
    }
    // Changed by hand, then rebuilt: the live numbers again.
    let pool = sqlx::AnyPool::connect(&url).await.unwrap();
    sqlx::query("UPDATE ratings SET rating = 2500 WHERE user_id = 'cy'")
        .execute(&pool)
        .await
        .unwrap();
    sqlx::query("UPDATE rating_changes SET rd_before = 60 WHERE game_id = 'g3' AND side = 0")
        .execute(&pool)
        .await
        .unwrap();
    pool.close().await;
    assert_ne!(store.ratings("cy").await.unwrap(), live[2]);
    store.close().await;
    let said = rerate(data);
    assert!(said.contains("1 per-game rows differed"), "{said}");
    let store = Store::connect(&url).await.unwrap();
    for (name, ratings) in names.iter().zip(&live) {
        assert_eq!(&store.ratings(name).await.unwrap(), ratings);
    }
    store.close().await;
}
