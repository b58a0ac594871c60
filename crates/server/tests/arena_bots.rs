//! Berserk and bots in arenas, against real servers. A player berserks (by the game's seat
//! token, or through the Board API) before their first move: half the clock, no increment,
//! one point more for the win; refused outside a tournament that allows it. Bots join with
//! their personal tokens (`POST /api/tournament/{id}/join`, `Authorization: Bearer`) unless
//! the organiser excludes them, and stand with a BOT tag. An arena played to its end by bots
//! through the Bot API — on SQLite with the server killed and started again mid-way, and with
//! `PLY_POSTGRES_TEST=1` on two servers sharing one database, one of them killed mid-round —
//! has every game finished and standings equal to the replay of the stored games.

mod common;

use std::{
    collections::{HashMap, HashSet},
    sync::{
        Arc, Mutex,
        atomic::{AtomicBool, Ordering},
    },
    time::Duration,
};

use common::{client, instance::Instance, send, tournaments::call};
use reqwest::{Client, StatusCode, header};
use serde_json::{Value, json};

async fn register(c: &Client, base: &str, name: &str) -> String {
    let resp = c
        .post(format!("{base}/api/account/register"))
        .header(header::ORIGIN, base)
        .json(&json!({"name": name, "password": format!("{name} password")}))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), StatusCode::CREATED);
    let set = resp.headers()[header::SET_COOKIE].to_str().unwrap();
    set.split(';').next().unwrap().to_string()
}

/// A bearer's POST with an empty body.
async fn bearer(c: &Client, base: &str, path: &str, token: &str) -> (StatusCode, Value) {
    send(c.post(format!("{base}{path}")).bearer_auth(token)).await
}

async fn token(c: &Client, base: &str, cookie: &str, scopes: &[&str]) -> String {
    let (status, v) = call(
        c,
        base,
        "/api/account/tokens",
        cookie,
        Some(json!({"description": "test", "scopes": scopes})),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{v}");
    v["token"].as_str().unwrap().to_string()
}

/// A bot account: registered, its `bot:play` token, upgraded. Returns its id and token.
async fn bot(c: &Client, base: &str, name: &str) -> (String, String) {
    let cookie = register(c, base, name).await;
    let token = token(c, base, &cookie, &["bot:play"]).await;
    let (status, v) = bearer(c, base, "/api/bot/account/upgrade", &token).await;
    assert_eq!(status, StatusCode::OK, "{v}");
    let (_, me) = send(c.get(format!("{base}/api/account")).bearer_auth(&token)).await;
    assert_eq!(me["title"], "BOT", "{me}");
    (me["id"].as_str().unwrap().to_string(), token)
}

/// Makes an arena (the maker's cookie) with `extra` settings; returns its id.
async fn arena(c: &Client, base: &str, cookie: &str, extra: Value) -> String {
    let mut body = json!({"game": "chess", "clockTime": 1, "clockIncrement": 2, "minutes": 1,
        "waitMinutes": 10});
    for (k, v) in extra.as_object().unwrap() {
        body[k] = v.clone();
    }
    let (status, t) = call(c, base, "/api/tournament", cookie, Some(body)).await;
    assert_eq!(status, StatusCode::CREATED, "{t}");
    t["id"].as_str().unwrap().to_string()
}

async fn view(c: &Client, base: &str, id: &str, cookie: &str) -> Value {
    let (status, t) = call(c, base, &format!("/api/tournament/{id}"), cookie, None).await;
    assert_eq!(status, StatusCode::OK, "{t}");
    t
}

/// The reader's game in the tournament once it is made: its id, seat token and colour.
async fn my_game(c: &Client, base: &str, id: &str, cookie: &str) -> (String, String, String) {
    for _ in 0..100 {
        let t = view(c, base, id, cookie).await;
        let game = &t["me"]["game"];
        if let (Some(id), Some(token), Some(color)) = (
            game["id"].as_str(),
            game["token"].as_str(),
            game["color"].as_str(),
        ) {
            return (id.to_string(), token.to_string(), color.to_string());
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("no game in tournament {id}");
}

async fn seat_call(
    c: &Client,
    base: &str,
    game: &str,
    action: &str,
    token: &str,
    body: Value,
) -> (StatusCode, Value) {
    send(
        c.post(format!("{base}/api/games/{game}/{action}"))
            .bearer_auth(token)
            .json(&body),
    )
    .await
}

/// Berserk: White by its seat token, Black through the Board API; a second berserk, one after
/// the first move, one in a game of no tournament and one in an arena without berserk are
/// refused (409 with the reason) and change nothing; White's win counts 3.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn berserk_halves_the_clock_and_a_berserk_win_counts_one_more() {
    let dir = tempfile::tempdir().unwrap();
    let s = common::Server::start(dir.path()).await;
    let c = client();
    let base = s.base.as_str();
    let anna = register(&c, base, "anna").await;
    let boris = register(&c, base, "boris").await;
    let id = arena(&c, base, &anna, json!({})).await;
    let plain = arena(&c, base, &anna, json!({"berserkable": false})).await;
    for t in [&id, &plain] {
        for cookie in [&anna, &boris] {
            let (status, v) = call(
                &c,
                base,
                &format!("/api/tournament/{t}/join"),
                cookie,
                Some(json!({})),
            )
            .await;
            assert_eq!(status, StatusCode::OK, "{v}");
        }
    }
    let (_, t) = call(&c, base, &format!("/api/tournament/{plain}"), &anna, None).await;
    assert_eq!(t["berserkable"], false, "{t}");
    call(
        &c,
        base,
        &format!("/api/tournament/{id}/start"),
        &anna,
        Some(json!({})),
    )
    .await;
    let (game, anna_seat, anna_side) = my_game(&c, base, &id, &anna).await;
    let (same, boris_seat, _) = my_game(&c, base, &id, &boris).await;
    assert_eq!(game, same);
    let (white_seat, black_seat, white_cookie, black_cookie) = if anna_side == "white" {
        (&anna_seat, &boris_seat, &anna, &boris)
    } else {
        (&boris_seat, &anna_seat, &boris, &anna)
    };

    // White berserks by its seat token: half of a minute, and no increment.
    let (status, st) = seat_call(&c, base, &game, "berserk", white_seat, json!({})).await;
    assert_eq!(status, StatusCode::OK, "{st}");
    assert_eq!(st["clock"]["white_ms"], 30_000, "{st}");
    assert_eq!(st["clock"]["black_ms"], 60_000, "{st}");
    assert_eq!(st["clock"]["berserk"], json!(["white"]), "{st}");
    let (status, v) = seat_call(&c, base, &game, "berserk", white_seat, json!({})).await;
    assert_eq!(
        (status, &v["error"]),
        (StatusCode::CONFLICT, &json!("berserk_already")),
        "{v}"
    );
    let (status, _) = seat_call(&c, base, &game, "moves", white_seat, json!({"move": "e4"})).await;
    assert_eq!(status, StatusCode::OK);

    // Black through the Board API, with its account's token.
    let black_token = token(&c, base, black_cookie, &["board:play"]).await;
    let (status, v) = bearer(
        &c,
        base,
        &format!("/api/board/game/{game}/berserk"),
        &black_token,
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{v}");
    let stranger = register(&c, base, "carmen").await;
    let stranger_token = token(&c, base, &stranger, &["board:play"]).await;
    let (status, v) = bearer(
        &c,
        base,
        &format!("/api/board/game/{game}/berserk"),
        &stranger_token,
    )
    .await;
    assert_eq!(
        (status, &v["error"]),
        (StatusCode::FORBIDDEN, &json!("not_your_game")),
        "{v}"
    );
    let (status, _) = seat_call(&c, base, &game, "moves", black_seat, json!({"move": "e5"})).await;
    assert_eq!(status, StatusCode::OK);
    let (_, st) = send(c.get(format!("{base}/api/games/{game}"))).await;
    assert_eq!(st["clock"]["berserk"], json!(["white", "black"]), "{st}");
    assert_eq!(st["clock"]["black_ms"], 30_000, "{st}");
    let before = st["version"].clone();
    // Too late for either once they have moved.
    let (status, v) = bearer(
        &c,
        base,
        &format!("/api/board/game/{game}/berserk"),
        &black_token,
    )
    .await;
    assert_eq!(status, StatusCode::CONFLICT, "{v}");
    let (_, st) = send(c.get(format!("{base}/api/games/{game}"))).await;
    assert_eq!(st["version"], before, "a refusal changes nothing");

    // A game outside any tournament, and an arena without berserk.
    let (status, friendly) = send(c.post(format!("{base}/api/games")).json(
        &json!({"game": "chess", "opponent": "friend", "clock": {"minutes": 1, "increment": 0}}),
    ))
    .await;
    assert_eq!(status, StatusCode::CREATED, "{friendly}");
    let (status, v) = seat_call(
        &c,
        base,
        friendly["id"].as_str().unwrap(),
        "berserk",
        friendly["token"].as_str().unwrap(),
        json!({}),
    )
    .await;
    assert_eq!(
        (status, &v["error"]),
        (StatusCode::CONFLICT, &json!("berserk_not_allowed")),
        "{v}"
    );
    call(
        &c,
        base,
        &format!("/api/tournament/{plain}/start"),
        &anna,
        Some(json!({})),
    )
    .await;
    let (plain_game, plain_seat, _) = my_game(&c, base, &plain, &anna).await;
    let (status, v) = seat_call(&c, base, &plain_game, "berserk", &plain_seat, json!({})).await;
    assert_eq!(
        (status, &v["error"]),
        (StatusCode::CONFLICT, &json!("berserk_not_allowed")),
        "{v}"
    );

    // Black resigns: White's berserk win is 3 points, Black's berserk loss 0.
    let (status, _) = seat_call(&c, base, &game, "resign", black_seat, json!({})).await;
    assert_eq!(status, StatusCode::OK);
    let white_name = if white_cookie == &anna {
        "anna"
    } else {
        "boris"
    };
    for _ in 0..100 {
        let t = view(&c, base, &id, &anna).await;
        let pairing = t["pairings"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["id"] == game.as_str())
            .cloned();
        if let Some(p) = pairing.filter(|p| !p["result"].is_null()) {
            assert_eq!(p["result"], "1-0", "{p}");
            assert_eq!(p["berserk"], json!({"white": true, "black": true}), "{p}");
            let line = |name: &str| {
                t["standing"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .find(|l| l["name"] == name)
                    .cloned()
                    .unwrap()
            };
            let winner = line(white_name);
            assert_eq!(winner["score"], 3, "{winner}");
            assert_eq!(winner["sheet"]["scores"], json!([3]), "{winner}");
            let loser = line(if white_name == "anna" {
                "boris"
            } else {
                "anna"
            });
            assert_eq!(loser["score"], 0, "{loser}");
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("the result was never recorded");
}

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

    let (status, v) = bearer(
        &c,
        base,
        &format!("/api/tournament/{closed}/join"),
        &bot_token,
    )
    .await;
    assert_eq!(
        (status, &v["error"]),
        (StatusCode::FORBIDDEN, &json!("bots_excluded")),
        "{v}"
    );
    let (status, v) = bearer(
        &c,
        base,
        &format!("/api/tournament/{open}/join"),
        "ply_wrong",
    )
    .await;
    assert_eq!(
        (status, &v["error"]),
        (StatusCode::UNAUTHORIZED, &json!("bad_token")),
        "{v}"
    );
    let reader = register(&c, base, "reader").await;
    let read_only = token(&c, base, &reader, &["challenge:read"]).await;
    let (status, v) = bearer(
        &c,
        base,
        &format!("/api/tournament/{open}/join"),
        &read_only,
    )
    .await;
    assert_eq!(
        (status, &v["error"]),
        (StatusCode::FORBIDDEN, &json!("missing_scope")),
        "{v}"
    );
    let (status, v) = send(
        c.post(format!("{base}/api/tournament/{open}/join"))
            .bearer_auth(&bot_token)
            .json(&json!({"team": "x"})),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{v}");
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
    let mut refused = None;
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
            refused = Some((status, v));
            break;
        }
    }
    let (status, v) = refused.expect("the flood was never stopped");
    assert_eq!(
        (status, &v["error"]),
        (StatusCode::TOO_MANY_REQUESTS, &json!("too_many_challenges")),
        "{v}"
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
