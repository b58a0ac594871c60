//! Bots in tournaments, against real servers. Bots join with their personal tokens (`POST
//! /api/tournament/{id}/join`, `Authorization: Bearer`) unless the organiser excludes them,
//! and stand with a BOT tag. An arena played to its end by bots through the Bot API — on
//! SQLite with the server killed and started again mid-way, and with `PLY_POSTGRES_TEST=1`
//! on two servers sharing one database, one of them killed mid-round — has every game
//! finished and standings equal to the replay of the stored games.

mod common;

use std::{
    collections::{HashMap, HashSet},
    sync::{
        Arc, Mutex,
        atomic::{AtomicBool, Ordering},
    },
    time::Duration,
};

use common::{
    client,
    instance::Instance,
    refused, send,
    tournaments::{arena, bearer, bot, call, register, token, view},
};
use reqwest::{Client, StatusCode};
use serde_json::{Value, json};

/// Bots join with their tokens and stand with a BOT tag; refused: an arena that excludes
/// bots (403, nobody entered), a wrong token (401), a token without the scope (403); a flood
/// of challenges by a bot's token is 429.
#[tokio::test]
async fn bots_join_with_their_tokens_unless_excluded() {
    let dir = tempfile::tempdir().unwrap();
    let s = common::Server::start(dir.path()).await;
    let c = client();
    let base = s.base.as_str();
    let maker = register(&c, base, "maker").await;
    let (bot_id, bot_token) = bot(&c, base, "tinybot").await;
    let open = arena(&c, base, &maker, json!({})).await;
    let closed = arena(&c, base, &maker, json!({"allowBots": false})).await;

    let (status, v) = bearer(
        &c,
        base,
        &format!("/api/tournament/{open}/join"),
        &bot_token,
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{v}");
    // lichess's clients send a form with pairMeAsap.
    let (status, v) = send(
        c.post(format!("{base}/api/tournament/{open}/join"))
            .bearer_auth(&bot_token)
            .form(&[("pairMeAsap", "true")]),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{v}");
    let t = view(&c, base, &open, &maker).await;
    let line = t["standing"]
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["id"] == bot_id.as_str())
        .cloned();
    assert_eq!(
        line.as_ref().map(|l| &l["title"]),
        Some(&json!("BOT")),
        "{t}"
    );
    assert_eq!(t["allowBots"], true);
    // A Swiss's standings carry the tag too.
    let body = json!({"system": "swiss", "game": "chess", "clockTime": 1, "clockIncrement": 2,
        "rounds": 3, "waitMinutes": 10});
    let (status, made) = call(&c, base, "/api/tournament", &maker, Some(body)).await;
    assert_eq!(status, StatusCode::CREATED, "{made}");
    let swiss = made["id"].as_str().unwrap();
    let (status, v) = bearer(
        &c,
        base,
        &format!("/api/tournament/{swiss}/join"),
        &bot_token,
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{v}");
    let t = view(&c, base, swiss, &maker).await;
    let line = &t["standing"][0];
    assert_eq!(
        (&line["id"], &line["title"]),
        (&json!(bot_id), &json!("BOT")),
        "{t}"
    );

    refused(
        bearer(
            &c,
            base,
            &format!("/api/tournament/{closed}/join"),
            &bot_token,
        )
        .await,
        StatusCode::FORBIDDEN,
        "bots_excluded",
    );
    refused(
        bearer(
            &c,
            base,
            &format!("/api/tournament/{open}/join"),
            "ply_wrong",
        )
        .await,
        StatusCode::UNAUTHORIZED,
        "bad_token",
    );
    let reader = register(&c, base, "reader").await;
    let read_only = token(&c, base, &reader, &["challenge:read"]).await;
    refused(
        bearer(
            &c,
            base,
            &format!("/api/tournament/{open}/join"),
            &read_only,
        )
        .await,
        StatusCode::FORBIDDEN,
        "missing_scope",
    );
    refused(
        send(
            c.post(format!("{base}/api/tournament/{open}/join"))
                .bearer_auth(&bot_token)
                .json(&json!({"team": "x"})),
        )
        .await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "invalid_json",
    );
    let t = view(&c, base, &closed, &maker).await;
    assert_eq!(t["nbPlayers"], 0, "{t}");
    // A person still joins the arena without bots.
    let (status, _) = call(
        &c,
        base,
        &format!("/api/tournament/{closed}/join"),
        &reader,
        Some(json!({})),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    // The bot leaves by its token too.
    let (status, v) = bearer(
        &c,
        base,
        &format!("/api/tournament/{open}/withdraw"),
        &bot_token,
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(view(&c, base, &open, &maker).await["nbPlayers"], 0);

    // A flood of challenges by the bot's token: past the bound, 429, and none is made.
    let mut stopped = None;
    for _ in 0..30 {
        let (status, v) = send(
            c.post(format!("{base}/api/challenge/maker"))
                .bearer_auth(&bot_token)
                .form(&[
                    ("rated", "false"),
                    ("clock.limit", "180"),
                    ("clock.increment", "0"),
                ]),
        )
        .await;
        if status != StatusCode::OK && status != StatusCode::CREATED {
            stopped = Some((status, v));
            break;
        }
    }
    refused(
        stopped.expect("the flood was never stopped"),
        StatusCode::TOO_MANY_REQUESTS,
        "too_many_challenges",
    );
}

/// NDJSON read line by line; none once the stream ends, fails, or is silent too long.
struct Lines {
    resp: reqwest::Response,
    buffer: Vec<u8>,
}

impl Lines {
    async fn open(c: &Client, url: String, token: &str) -> Option<Lines> {
        let resp = c
            .get(url)
            .bearer_auth(token)
            .timeout(Duration::from_secs(600))
            .send()
            .await
            .ok()?;
        resp.status().is_success().then_some(Lines {
            resp,
            buffer: Vec::new(),
        })
    }

    async fn next(&mut self) -> Option<Value> {
        loop {
            if let Some(at) = self.buffer.iter().position(|b| *b == b'\n') {
                let line: Vec<u8> = self.buffer.drain(..=at).collect();
                let line = String::from_utf8(line).ok()?;
                if line.trim().is_empty() {
                    continue;
                }
                return serde_json::from_str(line.trim()).ok();
            }
            let chunk = tokio::time::timeout(Duration::from_secs(20), self.resp.chunk())
                .await
                .ok()?
                .ok()??;
            self.buffer.extend_from_slice(&chunk);
        }
    }
}

/// The servers the bots may use (the killed one taken out).
type Bases = Arc<Mutex<Vec<String>>>;

fn pick(bases: &Bases, k: usize) -> String {
    let bases = bases.lock().unwrap();
    bases[k % bases.len()].clone()
}

/// Who loses a game, by its id, as both bots decide it: White or Black.
fn loser(game: &str) -> &'static str {
    if game.bytes().map(u32::from).sum::<u32>() % 2 == 0 {
        "black"
    } else {
        "white"
    }
}

/// A bot through the Bot API: it follows its event stream (made again on another server when
/// its own dies) and plays each game it starts: White e4, Black e5, then the loser resigns.
async fn run_bot(
    c: Client,
    bases: Bases,
    me: String,
    token: String,
    k: usize,
    stop: Arc<AtomicBool>,
) {
    let playing: Arc<Mutex<HashSet<String>>> = Arc::default();
    let mut attempt = k;
    while !stop.load(Ordering::Relaxed) {
        attempt += 1;
        let base = pick(&bases, attempt);
        let Some(mut events) = Lines::open(&c, format!("{base}/api/stream/event"), &token).await
        else {
            tokio::time::sleep(Duration::from_millis(200)).await;
            continue;
        };
        while let Some(event) = events.next().await {
            if event["type"] != "gameStart" {
                continue;
            }
            let id = event["game"]["id"].as_str().unwrap_or_default().to_string();
            if !playing.lock().unwrap().insert(id.clone()) {
                continue;
            }
            let (c, bases, me, token, playing) = (
                c.clone(),
                Arc::clone(&bases),
                me.clone(),
                token.clone(),
                Arc::clone(&playing),
            );
            tokio::spawn(async move {
                play_game(&c, &bases, &me, &token, &id, k).await;
                playing.lock().unwrap().remove(&id);
            });
        }
    }
}

async fn play_game(c: &Client, bases: &Bases, me: &str, token: &str, id: &str, k: usize) {
    let started = std::time::Instant::now();
    let mut attempt = k;
    while started.elapsed() < Duration::from_secs(120) {
        attempt += 1;
        let base = pick(bases, attempt);
        let Some(mut lines) =
            Lines::open(c, format!("{base}/api/bot/game/stream/{id}"), token).await
        else {
            tokio::time::sleep(Duration::from_millis(200)).await;
            continue;
        };
        let mut color = "";
        while let Some(line) = lines.next().await {
            let state = if line["type"] == "gameFull" {
                color = if line["white"]["id"] == me {
                    "white"
                } else {
                    "black"
                };
                line["state"].clone()
            } else {
                line
            };
            if state["type"] != "gameState" {
                continue;
            }
            if state["status"] != "started" {
                return;
            }
            let plies = state["moves"]
                .as_str()
                .unwrap_or_default()
                .split_whitespace()
                .count();
            let action = match (plies, color) {
                (0, "white") => Some("move/e2e4".to_string()),
                (1, "black") => Some("move/e7e5".to_string()),
                (n, side) if n >= 2 && side == loser(id) => Some("resign".to_string()),
                _ => None,
            };
            if let Some(action) = action {
                // A refusal (a repeat after a reconnection) is answered by the next state.
                let _ = bearer(c, &base, &format!("/api/bot/game/{id}/{action}"), token).await;
            }
        }
    }
}

/// Four bots join an arena of a minute on the first server and play it to its end through
/// the Bot API; `midway` runs once four games have ended. Returns the finished tournament.
async fn bots_play_an_arena(bases: Bases, midway: &mut dyn FnMut(&Bases)) -> Value {
    let c = client();
    let base = pick(&bases, 0);
    let maker = register(&c, &base, "organiser").await;
    let id = arena(
        &c,
        &base,
        &maker,
        json!({"clockTime": 0.5, "clockIncrement": 0}),
    )
    .await;
    let stop = Arc::new(AtomicBool::new(false));
    let mut tasks = Vec::new();
    for (k, name) in ["alphabot", "betabot", "gammabot", "deltabot"]
        .into_iter()
        .enumerate()
    {
        let (me, token) = bot(&c, &base, name).await;
        let (status, v) = bearer(&c, &base, &format!("/api/tournament/{id}/join"), &token).await;
        assert_eq!(status, StatusCode::OK, "{v}");
        tasks.push(tokio::spawn(run_bot(
            c.clone(),
            Arc::clone(&bases),
            me,
            token,
            k,
            Arc::clone(&stop),
        )));
    }
    let (status, v) = call(
        &c,
        &base,
        &format!("/api/tournament/{id}/start"),
        &maker,
        Some(json!({})),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{v}");
    let started = std::time::Instant::now();
    let mut called = false;
    let t = loop {
        assert!(
            started.elapsed() < Duration::from_secs(300),
            "the arena never finished"
        );
        tokio::time::sleep(Duration::from_millis(300)).await;
        let base = pick(&bases, 0);
        let Ok(resp) = c.get(format!("{base}/api/tournament/{id}")).send().await else {
            continue;
        };
        let Ok(t) = resp.json::<Value>().await else {
            continue;
        };
        let ended = t["pairings"]
            .as_array()
            .map_or(0, |p| p.iter().filter(|p| !p["result"].is_null()).count());
        if !called && ended >= 4 {
            midway(&bases);
            called = true;
        }
        if t["status"] == "finished" {
            break t;
        }
    };
    stop.store(true, Ordering::Relaxed);
    for task in tasks {
        task.abort();
    }
    assert!(called, "the arena ended before the server was killed");
    t
}

/// Every game finished with the result the tournament recorded, and the standings equal the
/// arena's scoring of the stored games' results in the order they ended.
async fn check_against_replay(base: &str, t: &Value) {
    let c = client();
    let pairings = t["pairings"].as_array().unwrap();
    assert!(pairings.len() >= 6, "only {} games: {t}", pairings.len());
    let mut ended = Vec::new();
    for p in pairings {
        let id = p["id"].as_str().unwrap();
        let (status, game) = send(c.get(format!("{base}/api/games/{id}"))).await;
        assert_eq!(status, StatusCode::OK, "{game}");
        assert_eq!(game["status"], "finished", "{game}");
        let result = match game["result"].as_str() {
            Some("white") => "1-0",
            Some("black") => "0-1",
            other => panic!("game {id}: {other:?}"),
        };
        assert_eq!(p["result"], result, "the recorded result is the game's");
        assert_eq!(
            result,
            if loser(id) == "black" { "1-0" } else { "0-1" },
            "the bots' plan"
        );
        ended.push((p["endedAt"].as_i64().unwrap(), p, result));
    }
    ended.sort_by_key(|e| e.0);
    let mut streak: HashMap<String, i64> = HashMap::new();
    let mut scores: HashMap<String, Vec<i64>> = HashMap::new();
    for (_, p, result) in &ended {
        for (side, user) in [("1-0", &p["white"]), ("0-1", &p["black"])] {
            let user = user.as_str().unwrap().to_string();
            let wins = streak.entry(user.clone()).or_default();
            let points = if *result == side {
                *wins += 1;
                if *wins > 2 { 4 } else { 2 }
            } else {
                *wins = 0;
                0
            };
            scores.entry(user).or_default().push(points);
        }
    }
    for line in t["standing"].as_array().unwrap() {
        let user = line["id"].as_str().unwrap();
        assert_eq!(line["title"], "BOT", "{line}");
        let sheet = scores.remove(user).unwrap_or_default();
        assert_eq!(line["sheet"]["scores"], json!(sheet), "{user}: {line}");
        assert_eq!(line["score"], sheet.iter().sum::<i64>(), "{user}: {line}");
    }
    assert!(
        scores.is_empty(),
        "players missing from the standings: {scores:?}"
    );
}

/// On SQLite: the server is killed mid-way and started again on the same database; the bots
/// make their streams again on it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bots_play_an_arena_through_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let opts = ply_server::ServeOptions {
        data_dir: dir.path().to_path_buf(),
        ..ply_server::ServeOptions::default()
    };
    let mut servers = vec![Instance::start(opts.clone())];
    let bases: Bases = Arc::new(Mutex::new(vec![servers[0].base.clone()]));
    let mut restart = |bases: &Bases| {
        servers[0].kill();
        let again = Instance::start(opts.clone());
        bases.lock().unwrap()[0] = again.base.clone();
        servers.push(again);
    };
    let t = bots_play_an_arena(Arc::clone(&bases), &mut restart).await;
    check_against_replay(&pick(&bases, 0), &t).await;
}

/// With `PLY_POSTGRES_TEST=1`: two servers on one PostgreSQL database; the bots use both, one
/// server is killed mid-round and the bots and the tournament go on on the other.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bots_play_an_arena_on_two_servers_with_one_killed() {
    let Some(pg) = tokio::task::spawn_blocking(common::postgres::Postgres::start)
        .await
        .unwrap()
    else {
        return;
    };
    let opts = ply_server::ServeOptions {
        database: Some(pg.url.clone()),
        ..ply_server::ServeOptions::default()
    };
    let mut servers = [Instance::start(opts.clone()), Instance::start(opts.clone())];
    let bases: Bases = Arc::new(Mutex::new(vec![
        servers[0].base.clone(),
        servers[1].base.clone(),
    ]));
    let mut kill = |bases: &Bases| {
        servers[0].kill();
        bases.lock().unwrap().remove(0);
    };
    let t = bots_play_an_arena(Arc::clone(&bases), &mut kill).await;
    check_against_replay(&pick(&bases, 0), &t).await;
}
