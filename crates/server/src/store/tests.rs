use super::*;
#[path = "../../tests/common/postgres.rs"]
pub(super) mod postgres;
use crate::session::{Command, DrawAction, Fixed, Notes, Opponent, Seat, Session, TakebackAction};
use ply_core::Side;

fn fixed(id: &str) -> Fixed {
    Fixed {
        id: id.into(),
        game: "chess".into(),
        rules: Vec::new(),
        start: String::new(),
        opponent: Opponent::Friend,
        clock: Some((60_000, 1_000)),
        created_ms: 5,
        rated: false,
        days: None,
    }
}

fn play(s: &Session, text: &str) -> (Session, Edit) {
    let seat = Seat::Token("h0".into());
    let tokens = s.tokens();
    let seat = if tokens[s.to_move().index()].as_deref() == Some("h0") {
        seat
    } else {
        Seat::Token("h1".into())
    };
    s.apply(
        Command::Play {
            seat,
            text: text.into(),
            ply: None,
        },
        10,
    )
    .unwrap()
}

async fn sqlite() -> (tempfile::TempDir, Store) {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::connect(&sqlite_url(&dir.path().join("ply.db")))
        .await
        .unwrap();
    (dir, store)
}

#[tokio::test]
async fn games_round_trip_and_a_stale_write_changes_nothing() {
    let (_dir, store) = sqlite().await;
    assert_eq!(
        store.schema_version().await.unwrap(),
        MIGRATIONS.len() as u32
    );
    let s = Session::new(fixed("abc"), [Some("h0".into()), Some("h1".into())], None).unwrap();
    store.create(&s, &[], &JobWrite::Clear).await.unwrap();
    let (s1, e1) = play(&s, "e4");
    store
        .commit(0, &s1, &e1, &JobWrite::Clear, None)
        .await
        .unwrap();
    // A second server still at version 0 tries another first move: refused, nothing written.
    let (other, e) = play(&s, "d4");
    assert!(matches!(
        store.commit(0, &other, &e, &JobWrite::Clear, None).await,
        Err(Commit::Stale)
    ));
    let (s2, e2) = play(&s1, "e5");
    store
        .commit(1, &s2, &e2, &JobWrite::Clear, None)
        .await
        .unwrap();
    let got = Session::restore(store.load("abc").await.unwrap().unwrap()).unwrap();
    assert_eq!(got.moves(), ["e4", "e5"]);
    assert_eq!(got.meta(), s2.meta());
    assert_eq!(got.tokens(), s2.tokens());
    assert!(store.load("nope").await.unwrap().is_none());
    assert_eq!(store.version("abc").await.unwrap(), Some(2));
}

/// A command from a seat.
type MakeCommand = fn(Seat) -> Command;

fn by(s: &Session, hash: &str, command: MakeCommand) -> (Session, Edit) {
    let seat = Seat::Token(hash.into());
    s.apply(command(seat), 10).unwrap()
}

/// Writes every change of a friends' game with a declined draw offer, take-back requests and a
/// first turn under way, and reads each back as it was.
async fn offers_and_first_turns(store: &Store) {
    let s = Session::new(
        fixed("offers"),
        [Some("h0".into()), Some("h1".into())],
        None,
    )
    .unwrap();
    assert_eq!(s.meta().first_turn_ms, Some(5));
    store.create(&s, &[], &JobWrite::Untouched).await.unwrap();
    let steps: [(&str, MakeCommand); 4] = [
        ("h0", |seat| Command::Draw {
            seat,
            action: DrawAction::Offer,
        }),
        ("h1", |seat| Command::Draw {
            seat,
            action: DrawAction::Decline,
        }),
        ("h0", |seat| Command::Takeback {
            seat,
            action: TakebackAction::Request,
        }),
        ("h1", |seat| Command::Takeback {
            seat,
            action: TakebackAction::Decline,
        }),
    ];
    let (mut s, edit) = play(&s, "e4");
    store
        .commit(0, &s, &edit, &JobWrite::Untouched, None)
        .await
        .unwrap();
    for (hash, command) in steps {
        let (next, edit) = by(&s, hash, command);
        store
            .commit(s.version(), &next, &edit, &JobWrite::Untouched, None)
            .await
            .unwrap();
        let got = Session::restore(store.load("offers").await.unwrap().unwrap()).unwrap();
        assert_eq!(got.meta(), next.meta());
        s = next;
    }
    let (asked, edit) = by(&s, "h0", |seat| Command::Takeback {
        seat,
        action: TakebackAction::Request,
    });
    store
        .commit(s.version(), &asked, &edit, &JobWrite::Untouched, None)
        .await
        .unwrap();
    let got = store.load("offers").await.unwrap().unwrap().meta;
    assert_eq!(
        (
            got.draw_declined,
            got.takeback,
            got.takeback_declined,
            got.first_turn_ms
        ),
        (Some(Side::White), Some(Side::White), None, Some(10))
    );
    assert_eq!(got, asked.meta());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn offers_requests_and_first_turns_are_stored() {
    let (_dir, store) = sqlite().await;
    offers_and_first_turns(&store).await;
    if let Some((_pg, store)) = postgres().await {
        offers_and_first_turns(&store).await;
    }
}

#[tokio::test]
async fn jobs_are_claimed_once_until_their_lease_runs_out() {
    let (_dir, store) = sqlite().await;
    let mut f = fixed("cpu");
    f.opponent = Opponent::Computer {
        level: 1,
        side: Side::White,
        engine: None,
    };
    let s = Session::new(f, [None, Some("h1".into())], None).unwrap();
    let queue = JobWrite::Queue {
        cost_ms: 100,
        address: Some("10.0.0.1".into()),
    };
    store.create(&s, &[], &queue).await.unwrap();
    assert_eq!(store.jobs().queued(Some("10.0.0.1")).await.unwrap(), (1, 1));
    let jobs = store.jobs().claimable(1_000, 10).await.unwrap();
    assert_eq!(jobs.len(), 1);
    assert!(
        store
            .jobs()
            .claim(&jobs[0], "a", 1_000, 5_000)
            .await
            .unwrap()
    );
    assert!(
        !store
            .jobs()
            .claim(&jobs[0], "b", 1_001, 5_001)
            .await
            .unwrap()
    );
    assert!(store.jobs().claimable(2_000, 10).await.unwrap().is_empty());
    // Server a dies: once its lease has run out, b takes the job.
    let again = store.jobs().claimable(6_000, 10).await.unwrap();
    assert!(
        store
            .jobs()
            .claim(&again[0], "b", 6_000, 9_000)
            .await
            .unwrap()
    );
    assert_eq!(store.jobs().release_all("b").await.unwrap(), 1);
}

#[tokio::test]
async fn imports_keep_notes_and_are_all_or_nothing() {
    let (_dir, store) = sqlite().await;
    let s = Session::new(fixed("abc"), [None, None], None).unwrap();
    let players = Session::new(fixed("abc"), [Some("h0".into()), Some("h1".into())], None);
    let (s1, _) = play(&players.unwrap(), "e4");
    let game = Stored {
        fixed: s.fixed.clone(),
        meta: s1.meta(),
        moves: vec!["e4".into()],
        tokens: [None, None],
        notes: Notes {
            tags: vec![("White".into(), "Ann".into())],
            comments: vec![Some("start".into()), Some("reply".into())],
        },
        ratings: None,
    };
    store.import(std::slice::from_ref(&game)).await.unwrap();
    assert_eq!(store.load("abc").await.unwrap().unwrap(), game);
    let mut other = game.clone();
    other.fixed.id = "def".into();
    assert!(store.import(&[other, game.clone()]).await.is_err());
    assert!(store.load("def").await.unwrap().is_none());
    assert_eq!(store.game_ids().await.unwrap(), ["abc"]);
    // Written in batches, an import that fails in its last batch takes the others out again.
    let mut many: Vec<Stored> = (0..2 * super::IMPORT_BATCH + 5)
        .map(|i| {
            let mut one = game.clone();
            one.fixed.id = format!("g{i:04}");
            one
        })
        .collect();
    many.push(game);
    assert!(store.import(&many).await.is_err());
    assert_eq!(store.game_ids().await.unwrap(), ["abc"]);
    many.pop();
    store.import(&many).await.unwrap();
    assert_eq!(store.game_ids().await.unwrap().len(), many.len() + 1);
}

#[tokio::test]
async fn a_database_of_an_earlier_ply_is_migrated_and_a_newer_one_refused() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("old.db");
    let url = sqlite_url(&path);
    {
        // The first three steps as an earlier ply applied them, counted in user_version.
        let store = Store::connect_only(&url).await.unwrap();
        for step in &MIGRATIONS[..3] {
            for statement in migrations::statements(step) {
                sqlx::query(statement).execute(store.pool()).await.unwrap();
            }
        }
        sqlx::query("PRAGMA user_version = 3")
            .execute(store.pool())
            .await
            .unwrap();
        store.close().await;
    }
    let store = Store::connect(&url).await.unwrap();
    assert_eq!(
        store.schema_version().await.unwrap(),
        MIGRATIONS.len() as u32
    );
    sqlx::query("UPDATE ply_schema SET version = 99")
        .execute(store.pool())
        .await
        .unwrap();
    store.close().await;
    let err = Store::connect(&url).await.err().unwrap().to_string();
    assert!(err.contains("newer"), "{err}");
}

#[test]
fn passwords_are_not_shown() {
    assert_eq!(
        redact("postgres://ply:secret@db:5432/ply"),
        "postgres://ply:***@db:5432/ply"
    );
    assert_eq!(
        redact("postgres://ply@db:5432/ply"),
        "postgres://ply@db:5432/ply"
    );
}

/// A fresh PostgreSQL database, when `PLY_POSTGRES_TEST=1` (else `None`, with a notice).
async fn postgres() -> Option<(postgres::Postgres, Store)> {
    let pg = tokio::task::spawn_blocking(postgres::Postgres::start)
        .await
        .unwrap()?;
    let store = Store::connect(&pg.url).await.unwrap();
    Some((pg, store))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn changes_committed_together_stand_or_fall_on_their_own() {
    let (_dir, store) = sqlite().await;
    committed_together(&store).await;
    if let Some((_pg, store)) = postgres().await {
        committed_together(&store).await;
    }
}

async fn committed_together(store: &Store) {
    let mut games = Vec::new();
    for i in 0..40 {
        let s = Session::new(
            fixed(&format!("g{i:02}")),
            [Some("h0".into()), Some("h1".into())],
            None,
        )
        .unwrap();
        store.create(&s, &[], &JobWrite::Untouched).await.unwrap();
        games.push(s);
    }
    // Forty first moves at once (so the writer groups them), every fourth claiming a version
    // the game has not reached: those are refused, the others are all written.
    let mut tasks = Vec::new();
    for (i, s) in games.iter().enumerate() {
        let (next, edit) = play(s, "e4");
        let store = store.clone();
        let from = if i % 4 == 0 { 7 } else { 0 };
        tasks.push(tokio::spawn(async move {
            store
                .commit(from, &next, &edit, &JobWrite::Untouched, None)
                .await
        }));
    }
    for (i, t) in tasks.into_iter().enumerate() {
        let result = t.await.unwrap();
        if i % 4 == 0 {
            assert!(matches!(result, Err(Commit::Stale)), "game {i}");
        } else {
            assert!(result.is_ok(), "game {i}: {result:?}");
        }
    }
    for (i, s) in games.iter().enumerate() {
        let got = store.load(s.id()).await.unwrap().unwrap();
        let written = usize::from(i % 4 != 0);
        assert_eq!(got.moves.len(), written, "game {i}");
        assert_eq!(got.meta.version, written as i64, "game {i}");
    }
    // A move at a ply already taken (the version check passed, the key did not): only that
    // change fails, as stale.
    let (s1, _) = play(&games[1], "e4");
    let (s2, e2) = play(&s1, "e5");
    let clash = Edit::Move {
        ply: 0,
        text: "e5".into(),
    };
    assert!(matches!(
        store
            .commit(1, &s2, &clash, &JobWrite::Untouched, None)
            .await,
        Err(Commit::Stale)
    ));
    store
        .commit(1, &s2, &e2, &JobWrite::Untouched, None)
        .await
        .unwrap();
    assert_eq!(
        store.load(s1.id()).await.unwrap().unwrap().moves,
        ["e4", "e5"]
    );
}

/// A change or a new game that cannot be committed by its deadline (another connection holds
/// SQLite's write lock past it) is refused as late at its deadline, and is not written once
/// the lock is gone.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_change_past_its_deadline_is_refused_and_never_written() {
    use sqlx::Connection;
    use std::time::{Duration, Instant};
    let (dir, store) = sqlite().await;
    let store = store.with_deadline(Duration::from_millis(300));
    let s = Session::new(fixed("late"), [Some("h0".into()), Some("h1".into())], None).unwrap();
    store.create(&s, &[], &JobWrite::Clear).await.unwrap();
    let mut other = sqlx::AnyConnection::connect(&sqlite_url(&dir.path().join("ply.db")))
        .await
        .unwrap();
    sqlx::query("BEGIN IMMEDIATE")
        .execute(&mut other)
        .await
        .unwrap();
    let (s1, e1) = play(&s, "e4");
    let asked = Instant::now();
    let late = store.commit(0, &s1, &e1, &JobWrite::Clear, None).await;
    assert!(matches!(late, Err(Commit::Late)), "{late:?}");
    let waited = asked.elapsed();
    assert!(
        waited >= Duration::from_millis(300) && waited < Duration::from_secs(2),
        "{waited:?}"
    );
    // A new game too.
    let new = Session::new(fixed("new"), [Some("h0".into()), Some("h1".into())], None).unwrap();
    let late = store.create(&new, &[], &JobWrite::Clear).await;
    assert!(matches!(late, Err(Commit::Late)), "{late:?}");
    sqlx::query("COMMIT").execute(&mut other).await.unwrap();
    other.close().await.unwrap();
    // The lock gone, the late change is not written; the same move sent again goes in.
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(store.version("late").await.unwrap(), Some(0));
    assert!(store.load("late").await.unwrap().unwrap().moves.is_empty());
    assert!(store.load("new").await.unwrap().is_none());
    store
        .commit(0, &s1, &e1, &JobWrite::Clear, None)
        .await
        .unwrap();
    assert_eq!(store.load("late").await.unwrap().unwrap().moves, ["e4"]);
}
