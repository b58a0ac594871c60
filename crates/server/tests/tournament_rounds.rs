//! Swiss tournaments and round robins: each made, joined and played to its end by accounts
//! through the API — a Swiss on SQLite with the server killed and started again mid-way,
//! a round robin of an odd field with a withdrawal, and with `PLY_POSTGRES_TEST=1` a Swiss
//! on two servers sharing one PostgreSQL database, one of them killed mid-round. Every round
//! the server paired is checked against `ply-pairing` run on the tournament's exported TRF
//! file cut before that round (what `ply tournament pair` reads), and the standings against
//! a replay of the stored games. Then the refusals.

mod common;

use std::{collections::HashMap, time::Duration};

use common::{instance::Instance, tournaments::*, *};
use ply_pairing::{Outcome, Rank, Round, tiebreak, trf};
use reqwest::{Client, StatusCode, header};
use serde_json::{Value, json};

async fn made(c: &Client, base: &str, body: Value, names: &[&str]) -> (String, Vec<String>) {
    let mut cookies = Vec::new();
    for name in names {
        cookies.push(register(c, base, name).await);
    }
    let (status, t) = call(c, base, "/api/tournament", &cookies[0], Some(body)).await;
    assert_eq!(status, StatusCode::CREATED, "{t}");
    let id = t["id"].as_str().unwrap().to_string();
    for cookie in &cookies {
        let path = format!("/api/tournament/{id}/join");
        let (status, v) = call(c, base, &path, cookie, Some(json!({}))).await;
        assert_eq!(status, StatusCode::OK, "{v}");
    }
    let path = format!("/api/tournament/{id}/start");
    let (status, v) = call(c, base, &path, &cookies[0], Some(json!({}))).await;
    assert_eq!(status, StatusCode::OK, "{v}");
    (id, cookies)
}

/// Something done once during the play: after `after_games` games, `what` on the servers'
/// addresses (kill one, restart one) or a player's withdrawal.
enum Midway<'a> {
    Servers(&'a mut dyn FnMut(&mut Vec<String>)),
    Withdraw(usize),
}

/// Plays every game of the tournament as it comes, asking the servers in turn, until it has
/// finished; returns the finished view and the number of games played.
async fn play_out(
    c: &Client,
    bases: &mut Vec<String>,
    id: &str,
    cookies: &[String],
    after_games: usize,
    mut midway: Midway<'_>,
) -> (Value, usize) {
    let mut done: Vec<String> = Vec::new();
    let mut tokens: HashMap<String, [Option<String>; 2]> = HashMap::new();
    let mut called = false;
    let started = std::time::Instant::now();
    for turn in 0usize.. {
        assert!(
            started.elapsed() < Duration::from_secs(240),
            "the tournament never finished"
        );
        if !called && done.len() >= after_games {
            called = true;
            match &mut midway {
                Midway::Servers(f) => (*f)(bases),
                Midway::Withdraw(who) => {
                    let path = format!("/api/tournament/{id}/withdraw");
                    let (status, v) =
                        call(c, &bases[0], &path, &cookies[*who], Some(json!({}))).await;
                    assert_eq!(status, StatusCode::OK, "{v}");
                }
            }
        }
        let base = bases[turn % bases.len()].clone();
        let mut view = Value::Null;
        for cookie in cookies {
            let (status, t) = call(c, &base, &format!("/api/tournament/{id}"), cookie, None).await;
            assert_eq!(status, StatusCode::OK, "{t}");
            let game = &t["me"]["game"];
            if let Some(game_id) = game["id"].as_str()
                && !done.iter().any(|d| d == game_id)
            {
                let side = usize::from(game["color"] == "black");
                let entry = tokens.entry(game_id.to_string()).or_default();
                entry[side] = game["token"].as_str().map(str::to_string);
                if let [Some(w), Some(b)] = entry.clone() {
                    finish(c, &base, game_id, &[w, b], done.len()).await;
                    done.push(game_id.to_string());
                }
            }
            view = t;
        }
        if view["status"] == "finished" {
            return (view, done.len());
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    unreachable!()
}

/// The tournament's TRF file, which reads back to the same text.
async fn exported(c: &Client, base: &str, id: &str) -> ply_pairing::Tournament {
    let resp = c
        .get(format!("{base}/api/tournament/{id}/trf"))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), StatusCode::OK);
    assert!(
        resp.headers()[header::CONTENT_TYPE]
            .to_str()
            .unwrap()
            .starts_with("text/plain")
    );
    let text = resp.text().await.unwrap();
    let t = trf::read(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(trf::write(&t), text, "the TRF reads back as written");
    t.check().unwrap();
    t
}

/// The record cut before round `round` (1-based), with the players left out of that round
/// marked as the next round's byes, as a TRF file of the tournament then would be.
fn before(t: &ply_pairing::Tournament, round: usize) -> ply_pairing::Tournament {
    let mut cut = t.clone();
    cut.next_byes.clear();
    for p in &mut cut.players {
        if p.rounds[round - 1].outcome == Outcome::ZeroBye {
            cut.next_byes.push((p.rank, Outcome::ZeroBye));
        }
        p.rounds.truncate(round - 1);
    }
    // Written and read again: what `ply tournament pair` would read.
    trf::read(&trf::write(&cut)).unwrap()
}

/// The round `ply tournament pair` prints for a record (the Berger table's for a round robin,
/// double when the rounds planned exceed one cycle).
fn pair_as_the_command_does(t: &ply_pairing::Tournament, robin: bool) -> Round {
    if robin {
        let n = t.players.len() as u32;
        let cycle = ply_pairing::berger::rounds(n, 1).unwrap();
        ply_pairing::berger::round(n, t.rounds > cycle, t.played() as u32 + 1).unwrap()
    } else {
        ply_pairing::dutch::pair(t).unwrap()
    }
}

/// Checks a finished tournament: every round as `ply-pairing` pairs the exported record cut
/// before it, board by board in the server's order; every result the stored game's; the
/// points and tie-breaks those of the replayed results.
async fn check(c: &Client, base: &str, id: &str, view: &Value, robin: bool) {
    assert_eq!(view["status"], "finished", "{view}");
    let t = exported(c, base, id).await;
    let rounds = view["round"].as_i64().unwrap() as usize;
    assert_eq!(t.played(), rounds, "every round is exported");
    let standing = view["standing"].as_array().unwrap();
    let rank: HashMap<&str, Rank> = standing
        .iter()
        .map(|l| {
            (
                l["id"].as_str().unwrap(),
                l["startingRank"].as_u64().unwrap() as Rank,
            )
        })
        .collect();
    let pairings = view["pairings"].as_array().unwrap();
    // Replayed: each player's half points from the stored games and the byes.
    let mut half: HashMap<Rank, u32> = HashMap::new();
    for round in 1..=rounds {
        let mut served = Round::default();
        for p in pairings.iter().filter(|p| p["round"] == round as i64) {
            let white = rank[p["white"].as_str().unwrap()];
            if p["bye"] == true {
                served.bye = Some(white);
                *half.entry(white).or_default() += if robin { 0 } else { 2 };
                continue;
            }
            let black = rank[p["black"].as_str().unwrap()];
            served.boards.push(ply_pairing::Board { white, black });
            let result = p["result"].as_str().unwrap();
            let (w, b) = match result {
                "+-" => (2, 0),
                "-+" => (0, 2),
                "--" => (0, 0),
                _ => {
                    let game =
                        send(c.get(format!("{base}/api/games/{}", p["id"].as_str().unwrap())))
                            .await
                            .1;
                    assert_eq!(game["status"], "finished", "{game}");
                    let of_game = match game["result"].as_str() {
                        Some("white") => "1-0",
                        Some("black") => "0-1",
                        Some("draw") => "1/2-1/2",
                        other => panic!("{other:?}"),
                    };
                    assert_eq!(result, of_game, "the recorded result is the game's");
                    match result {
                        "1-0" => (2, 0),
                        "0-1" => (0, 2),
                        _ => (1, 1),
                    }
                }
            };
            *half.entry(white).or_default() += w;
            *half.entry(black).or_default() += b;
        }
        let expected = pair_as_the_command_does(&before(&t, round), robin);
        assert_eq!(served, expected, "round {round} as ply-pairing pairs it");
    }
    let order = tiebreak::standings(&t);
    for (line, tb) in standing.iter().zip(&order) {
        let r = line["startingRank"].as_u64().unwrap() as Rank;
        assert_eq!(r, tb.rank, "the standings' order is ply-pairing's: {line}");
        let got = half.get(&r).copied().unwrap_or(0);
        assert_eq!(tb.points, got, "the TRF's points are the replay's");
        assert_eq!(line["score"], json!(f64::from(got) / 2.0), "{line}");
        let tbs = &line["tiebreaks"];
        assert_eq!(
            tbs["buchholz"],
            json!(f64::from(tb.buchholz) / 2.0),
            "{line}"
        );
        assert_eq!(
            tbs["buchholzCut1"],
            json!(f64::from(tb.buchholz_cut1) / 2.0),
            "{line}"
        );
        assert_eq!(
            tbs["sonnebornBerger"],
            json!(f64::from(tb.sonneborn_berger) / 4.0),
            "{line}"
        );
        assert_eq!(
            line["rounds"].as_array().unwrap().len(),
            rounds,
            "one entry per round: {line}"
        );
    }
}

fn swiss_body(rounds: i64) -> Value {
    json!({"system": "swiss", "game": "chess", "clockTime": 3, "clockIncrement": 2,
        "rounds": rounds, "roundPause": 1, "waitMinutes": 10, "rated": true,
        "name": "Club Swiss"})
}

const SEVEN: [&str; 7] = [
    "anna", "boris", "carmen", "dmitri", "eva", "fjodor", "greta",
];

/// On SQLite: a Swiss of seven players over four rounds (a bye each round), one player
/// withdrawing after a few games and the server killed and started again mid-way.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_swiss_is_played_to_the_end_as_ply_pairing_pairs_it() {
    let dir = tempfile::tempdir().unwrap();
    let opts = ply_server::ServeOptions {
        data_dir: dir.path().to_path_buf(),
        ..ply_server::ServeOptions::default()
    };
    let c = client();
    let mut servers = vec![Instance::start(opts.clone())];
    let (id, cookies) = made(&c, &servers[0].base, swiss_body(4), &SEVEN).await;
    let mut bases = vec![servers[0].base.clone()];
    let (view, played) = play_out(&c, &mut bases, &id, &cookies, 4, Midway::Withdraw(6)).await;
    assert!(played >= 10, "{played} games");
    assert_eq!(view["nbRounds"], 4, "{view}");
    let greta = view["standing"]
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["name"] == "greta")
        .unwrap();
    assert_eq!(greta["withdrawn"], true, "{greta}");
    check(&c, &bases[0], &id, &view, false).await;

    // Again, the server killed and started again after three games.
    let (id, cookies) = made(
        &c,
        &bases[0],
        swiss_body(3),
        &["hanna", "ivan", "jaan", "kaja", "lars"],
    )
    .await;
    let mut restart = |bases: &mut Vec<String>| {
        servers[0].kill();
        let again = Instance::start(opts.clone());
        bases[0] = again.base.clone();
        servers.push(again);
    };
    let (view, _) = play_out(
        &c,
        &mut bases,
        &id,
        &cookies,
        3,
        Midway::Servers(&mut restart),
    )
    .await;
    check(&c, &bases[0], &id, &view, false).await;
}

/// A single round robin of five (a bye each round) in which one player withdraws: their
/// later games are forfeits, the rounds still the Berger table's.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_round_robin_is_played_to_the_end_by_the_berger_tables() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    let body = json!({"system": "robin", "game": "chess", "clockTime": 3, "roundPause": 1,
        "waitMinutes": 10});
    let (id, cookies) = made(&c, &s.base, body, &SEVEN[..5]).await;
    let mut bases = vec![s.base.clone()];
    let (view, _) = play_out(&c, &mut bases, &id, &cookies, 3, Midway::Withdraw(4)).await;
    assert_eq!(view["nbRounds"], 5, "{view}");
    assert_eq!(view["round"], 5, "{view}");
    let pairings = view["pairings"].as_array().unwrap();
    assert!(
        pairings
            .iter()
            .any(|p| p["result"] == "+-" || p["result"] == "-+"),
        "a forfeit against the player withdrawn: {view}"
    );
    check(&c, &s.base, &id, &view, true).await;
}

/// With `PLY_POSTGRES_TEST=1`: two servers on one database run a Swiss; one is killed in
/// the middle of a round and the other finishes it alone.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_swiss_on_two_servers_survives_one_killed() {
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
    let c = client();
    let mut servers = [Instance::start(opts.clone()), Instance::start(opts.clone())];
    let (id, cookies) = made(&c, &servers[0].base, swiss_body(3), &SEVEN[..6]).await;
    let mut bases = vec![servers[0].base.clone(), servers[1].base.clone()];
    let mut kill = |bases: &mut Vec<String>| {
        servers[0].kill();
        bases.remove(0);
    };
    // Four games: the second round's first game, the round half played.
    let (view, played) =
        play_out(&c, &mut bases, &id, &cookies, 4, Midway::Servers(&mut kill)).await;
    assert_eq!(played, 9, "three rounds of three games");
    check(&c, &bases[0], &id, &view, false).await;
}

/// The refusals of the new systems, each with its code, and nothing made.
#[tokio::test]
async fn bad_rounds_are_refused_and_change_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    let base = s.base.clone();
    let me = register(&c, &base, "maker").await;
    let of = |extra: Value| {
        let mut body = json!({"game": "kabe", "clockTime": 3});
        for (k, v) in extra.as_object().unwrap() {
            body[k] = v.clone();
        }
        body
    };
    for (body, code) in [
        (
            of(json!({"system": "swiss", "rounds": 0})),
            "tournament_swiss_rounds",
        ),
        (
            of(json!({"system": "swiss", "rounds": 31})),
            "tournament_swiss_rounds",
        ),
        (
            of(json!({"system": "swiss", "minutes": 30})),
            "tournament_minutes_not_rounds",
        ),
        (
            of(json!({"system": "swiss", "maxPlayers": 1001})),
            "tournament_max_players",
        ),
        (
            of(json!({"system": "swiss", "roundPause": 601})),
            "tournament_round_pause",
        ),
        (
            of(json!({"system": "robin", "roundPause": -1})),
            "tournament_round_pause",
        ),
        (
            of(json!({"system": "robin", "rounds": 3})),
            "tournament_robin_cycles",
        ),
        (
            of(json!({"system": "robin", "maxPlayers": 21})),
            "tournament_robin_players",
        ),
        (
            of(json!({"system": "robin", "maxPlayers": 2})),
            "tournament_robin_players",
        ),
        (of(json!({"roundPause": 10})), "tournament_rounds_not_arena"),
        (
            of(json!({"system": "knockout"})),
            "tournament_unknown_system",
        ),
    ] {
        let answer = call(&c, &base, "/api/tournament", &me, Some(body)).await;
        refused(answer, StatusCode::BAD_REQUEST, code);
    }
    let listed = send(c.get(s.url("/api/tournament"))).await.1;
    assert_eq!(listed["created"], json!([]), "{listed}");
    // An arena has no TRF file; an unknown tournament none either.
    let (_, arena) = call(&c, &base, "/api/tournament", &me, Some(of(json!({})))).await;
    refused(
        send(c.get(s.url(&format!(
            "/api/tournament/{}/trf",
            arena["id"].as_str().unwrap()
        ))))
        .await,
        StatusCode::BAD_REQUEST,
        "tournament_no_trf",
    );
    refused(
        send(c.get(s.url("/api/tournament/nosuch/trf"))).await,
        StatusCode::NOT_FOUND,
        "not_found",
    );
    // A round robin of two when it starts is over at once, with no rounds.
    let (status, robin) = call(
        &c,
        &base,
        "/api/tournament",
        &me,
        Some(of(json!({"system": "robin", "name": "Two"}))),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{robin}");
    assert_eq!(robin["fullName"], "Two");
    let id = robin["id"].as_str().unwrap();
    let other = register(&c, &base, "other").await;
    for cookie in [&me, &other] {
        let (status, v) = call(
            &c,
            &base,
            &format!("/api/tournament/{id}/join"),
            cookie,
            Some(json!({})),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{v}");
    }
    // Withdrawn before the start: out, and may join again.
    let (status, _) = call(
        &c,
        &base,
        &format!("/api/tournament/{id}/withdraw"),
        &other,
        Some(json!({})),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    let (status, _) = call(
        &c,
        &base,
        &format!("/api/tournament/{id}/join"),
        &other,
        Some(json!({})),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    let (status, _) = call(
        &c,
        &base,
        &format!("/api/tournament/{id}/start"),
        &me,
        Some(json!({})),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    let mut view = Value::Null;
    for _ in 0..100 {
        view = send(c.get(s.url(&format!("/api/tournament/{id}")))).await.1;
        if view["status"] == "finished" {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(view["status"], "finished", "{view}");
    assert_eq!(view["round"], 0, "{view}");
    assert_eq!(view["pairings"], json!([]), "{view}");
    // Once over, nobody joins.
    let third = register(&c, &base, "third").await;
    refused(
        call(
            &c,
            &base,
            &format!("/api/tournament/{id}/join"),
            &third,
            Some(json!({})),
        )
        .await,
        StatusCode::CONFLICT,
        "tournament_finished",
    );
}
