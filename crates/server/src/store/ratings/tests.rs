use std::collections::HashMap;

use super::*;
use crate::session::{Command, Edit, Fixed, Opponent, Seat, Session};
use crate::store::{JobWrite, Store, sqlite_url, tests::postgres};

const DAY: i64 = 86_400_000;

/// A rated chess game at 5+3 (blitz) between two seats' tokens `w` and `b`.
fn session(id: &str, created_ms: i64) -> Session {
    let fixed = Fixed {
        id: id.into(),
        game: "chess".into(),
        rules: Vec::new(),
        start: String::new(),
        opponent: Opponent::Friend,
        clock: Some((300_000, 3_000)),
        created_ms,
        rated: true,
        days: None,
    };
    Session::new(fixed, [Some("w".into()), Some("b".into())], None).unwrap()
}

async fn add_users(store: &Store, names: &[&str]) {
    for name in names {
        sqlx::query("INSERT INTO users (id, name, created_ms) VALUES ($1, $1, 0)")
            .bind(*name)
            .execute(store.pool())
            .await
            .unwrap();
    }
}

/// Plays a rated game between `white` and `black` that `loser` resigns (none: a draw by
/// agreement) at `at_ms`, through the store as the server writes it; returns the changes.
async fn rated(
    store: &Store,
    id: &str,
    [white, black]: [&str; 2],
    loser: Option<Side>,
    at_ms: i64,
) -> Option<[RatingChange; 2]> {
    let s = session(id, at_ms - 1_000);
    let players = [
        (Side::White, white.to_string()),
        (Side::Black, black.to_string()),
    ];
    store
        .create(&s, &players, &JobWrite::Untouched)
        .await
        .unwrap();
    let seat = |side: Side| Seat::Token(["w", "b"][side.index()].into());
    let mut s = s;
    let command = match loser {
        Some(side) => Command::Resign { seat: seat(side) },
        None => {
            let offer = Command::Draw {
                seat: seat(Side::White),
                action: crate::session::DrawAction::Offer,
            };
            let (next, edit) = s.apply(offer, at_ms - 500).unwrap();
            assert!(s.rated_end(&next).is_none());
            store
                .commit(s.version(), &next, &edit, &JobWrite::Untouched, None)
                .await
                .unwrap();
            s = next;
            Command::Draw {
                seat: seat(Side::Black),
                action: crate::session::DrawAction::Accept,
            }
        }
    };
    let (next, edit) = s.apply(command, at_ms).unwrap();
    assert!(matches!(edit, Edit::Row));
    let end = s.rated_end(&next).expect("a rated ending");
    store
        .commit(s.version(), &next, &edit, &JobWrite::Untouched, Some(end))
        .await
        .unwrap()
}

/// Every player's ratings as stored.
async fn all(store: &Store, names: &[&str]) -> Vec<Vec<Entry>> {
    let mut out = Vec::new();
    for name in names {
        out.push(store.ratings(name).await.unwrap());
    }
    out
}

async fn ratings_follow_the_games(store: &Store) {
    let names = ["ana", "bo", "cy", "dee"];
    add_users(store, &names).await;
    // The standings this test keeps itself, through the pure step.
    let mut standings: HashMap<&str, Standing> = HashMap::new();
    let mut at = 10 * DAY;
    for i in 0..24_usize {
        let white = names[i % 4];
        let black = names[(i * 3 + 1) % 4];
        if white == black {
            continue;
        }
        let loser = [Some(Side::White), Some(Side::Black), None][i % 3];
        at += [0, 1_000, DAY / 3, 9 * DAY][i % 4];
        let changes = rated(store, &format!("g{i:02}"), [white, black], loser, at)
            .await
            .expect("rated");
        let score = match loser {
            Some(Side::White) => Score::Loss,
            Some(Side::Black) => Score::Win,
            None => Score::Draw,
        };
        let before = [white, black].map(|n| standings.get(n).copied().unwrap_or(Standing::NEW));
        let (after, _) = Standing::next(before, score, at);
        for (side, name) in [white, black].into_iter().enumerate() {
            assert_eq!(changes[side].user, name);
            assert_eq!(changes[side].before, before[side].rating, "game {i}");
            assert_eq!(changes[side].after, after[side].rating, "game {i}");
            standings.insert(name, after[side]);
        }
        // The game read back from the store carries its changes.
        let loaded = store.load(&format!("g{i:02}")).await.unwrap().unwrap();
        assert_eq!(loaded.ratings.as_ref(), Some(&changes));
    }
    let rated_games = standings.values().map(|s| s.games).sum::<i64>() / 2;
    let stored = all(store, &names).await;
    for (name, entries) in names.iter().zip(&stored) {
        assert_eq!(entries.len(), 1);
        assert_eq!(entries[0].rating, standings[name].rating);
        assert_eq!(entries[0].games, standings[name].games);
        assert_eq!(
            (entries[0].game.as_str(), entries[0].speed),
            ("chess", Speed::Blitz)
        );
    }
    // Rebuilt from the per-game rows: the same numbers, nothing to correct.
    let again = store.rerate().await.unwrap();
    assert_eq!(again.games as i64, rated_games);
    assert_eq!((again.ratings, again.corrected), (4, 0));
    assert_eq!(all(store, &names).await, stored);
    // The ratings table lost: rebuilt whole.
    sqlx::query("DELETE FROM ratings")
        .execute(store.pool())
        .await
        .unwrap();
    store.rerate().await.unwrap();
    assert_eq!(all(store, &names).await, stored);

    // A rated game whose seats are not two accounts rates nobody and writes nothing.
    let s = session("lone", at);
    let seated = [(Side::White, "ana".to_string())];
    store
        .create(&s, &seated, &JobWrite::Untouched)
        .await
        .unwrap();
    let resign = Command::Resign {
        seat: Seat::Token("b".into()),
    };
    let (next, edit) = s.apply(resign, at + 1).unwrap();
    let end = s.rated_end(&next);
    assert!(end.is_some());
    let none = store
        .commit(s.version(), &next, &edit, &JobWrite::Untouched, end)
        .await
        .unwrap();
    assert_eq!(none, None);
    assert_eq!(all(store, &names).await, stored);
    assert!(store.load("lone").await.unwrap().unwrap().ratings.is_none());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ratings_follow_the_games_and_are_rebuilt_the_same() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::connect(&sqlite_url(&dir.path().join("ply.db")))
        .await
        .unwrap();
    ratings_follow_the_games(&store).await;
    if let Some(pg) = tokio::task::spawn_blocking(postgres::Postgres::start)
        .await
        .unwrap()
    {
        let store = Store::connect(&pg.url).await.unwrap();
        ratings_follow_the_games(&store).await;
        store.close().await;
    }
}
