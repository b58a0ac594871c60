//! Tournaments imported from a TRF-16 file (`POST /api/tournament/import`): a Swiss played
//! on the server for two rounds is exported and imported as a new tournament, whose export
//! is the same file and whose next round is `ply-pairing`'s pairing of that file (also with
//! a player the file leaves out of the next round); a round robin's first round imported
//! plays on by its Berger table; then every refusal, each with its code, and nothing made by
//! any.

mod common;

use std::time::Duration;

use common::{tournaments::*, *};
use ply_pairing::{Colour, Outcome, Rank, Round, trf};
use reqwest::{Client, StatusCode, header};
use serde_json::{Value, json};

const SEVEN: [&str; 7] = [
    "anna", "boris", "carmen", "dmitri", "eva", "fjodor", "greta",
];

async fn view(c: &Client, base: &str, id: &str) -> Value {
    let (status, v) = send(c.get(format!("{base}/api/tournament/{id}"))).await;
    assert_eq!(status, StatusCode::OK, "{v}");
    v
}

async fn trf_of(c: &Client, base: &str, id: &str) -> String {
    let resp = c
        .get(format!("{base}/api/tournament/{id}/trf"))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), StatusCode::OK);
    resp.text().await.unwrap()
}

/// Whether every board of rounds 1 to `rounds` has its result.
fn complete(v: &Value, rounds: i64) -> bool {
    let pairings = v["pairings"].as_array().unwrap();
    v["round"].as_i64().unwrap() >= rounds
        && pairings
            .iter()
            .filter(|p| p["round"].as_i64().unwrap() <= rounds)
            .all(|p| !p["result"].is_null())
}

/// Plays each game of the tournament as it comes (by its players' cookies) until its first
/// `rounds` rounds are complete.
async fn play_rounds(c: &Client, base: &str, id: &str, cookies: &[String], rounds: i64) {
    let mut done: Vec<String> = Vec::new();
    let mut tokens: std::collections::HashMap<String, [Option<String>; 2]> = Default::default();
    let started = std::time::Instant::now();
    while !complete(&view(c, base, id).await, rounds) {
        assert!(started.elapsed() < Duration::from_secs(120), "never played");
        for cookie in cookies {
            let (_, t) = call(c, base, &format!("/api/tournament/{id}"), cookie, None).await;
            let game = &t["me"]["game"];
            if let Some(g) = game["id"].as_str()
                && !done.iter().any(|d| d == g)
            {
                let entry = tokens.entry(g.to_string()).or_default();
                entry[usize::from(game["color"] == "black")] =
                    game["token"].as_str().map(str::to_string);
                if let [Some(w), Some(b)] = entry.clone() {
                    finish(c, base, g, &[w, b], done.len()).await;
                    done.push(g.to_string());
                }
            }
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Polls until the tournament has paired round `round`.
async fn paired(c: &Client, base: &str, id: &str, round: i64) -> Value {
    for _ in 0..200 {
        let v = view(c, base, id).await;
        if v["round"].as_i64() >= Some(round) {
            return v;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("round {round} never paired");
}

/// Round `round` of a view, by starting ranks, in the server's board order.
fn served(v: &Value, round: i64) -> Round {
    let rank = |user: &Value| -> Rank {
        let line = v["standing"]
            .as_array()
            .unwrap()
            .iter()
            .find(|l| l["id"] == *user)
            .unwrap();
        line["startingRank"].as_u64().unwrap() as Rank
    };
    let mut out = Round::default();
    for p in v["pairings"].as_array().unwrap() {
        if p["round"] != round {
            continue;
        }
        if p["bye"] == true {
            out.bye = Some(rank(&p["white"]));
        } else {
            out.boards.push(ply_pairing::Board {
                white: rank(&p["white"]),
                black: rank(&p["black"]),
            });
        }
    }
    out
}

fn import_body(trf: &str) -> Value {
    json!({"trf": trf, "game": "chess", "clockTime": 3, "clockIncrement": 2, "roundPause": 0})
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_exported_swiss_imported_keeps_its_rounds_and_pairs_on_as_ply_pairing_does() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    let base = s.base.clone();
    let mut cookies = Vec::new();
    for name in SEVEN {
        cookies.push(register(&c, &base, name).await);
    }
    let organiser = register(&c, &base, "organiser").await;
    let body = json!({"system": "swiss", "game": "chess", "clockTime": 3, "clockIncrement": 2,
        "rounds": 5, "roundPause": 1, "waitMinutes": 10, "name": "Club Swiss"});
    let (status, t) = call(&c, &base, "/api/tournament", &cookies[0], Some(body)).await;
    assert_eq!(status, StatusCode::CREATED, "{t}");
    let source = t["id"].as_str().unwrap().to_string();
    for cookie in &cookies {
        let path = format!("/api/tournament/{source}/join");
        assert_eq!(
            call(&c, &base, &path, cookie, Some(json!({}))).await.0,
            StatusCode::OK
        );
    }
    let path = format!("/api/tournament/{source}/start");
    assert_eq!(
        call(&c, &base, &path, &cookies[0], Some(json!({}))).await.0,
        StatusCode::OK
    );
    play_rounds(&c, &base, &source, &cookies, 2).await;
    let text = trf_of(&c, &base, &source).await;
    let rec = trf::read(&text).unwrap();
    assert_eq!(rec.played(), 2, "{text}");
    assert!(
        rec.players
            .iter()
            .any(|p| p.rounds.iter().any(|r| r.outcome == Outcome::PairingBye)),
        "a bye among the rounds imported: {text}"
    );

    // Imported: the same file back, the rounds without games, the next round ply-pairing's.
    let (status, made) = call(
        &c,
        &base,
        "/api/tournament/import",
        &organiser,
        Some(import_body(&text)),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{made}");
    let id = made["id"].as_str().unwrap().to_string();
    assert_eq!(made["fullName"], "Club Swiss", "{made}");
    assert_eq!(made["system"], "swiss");
    assert_eq!(made["nbRounds"], 5);
    assert_eq!(trf_of(&c, &base, &id).await, text, "the export is the file");
    let v = paired(&c, &base, &id, 3).await;
    assert_eq!(
        trf_of(&c, &base, &id).await,
        text,
        "still, the next round paired"
    );
    assert_eq!(served(&v, 3), ply_pairing::dutch::pair(&rec).unwrap());
    for p in v["pairings"].as_array().unwrap() {
        let old = p["round"].as_i64().unwrap() <= 2;
        assert_eq!(p["imported"], old, "{p}");
        if !old && p["bye"] == false {
            let (status, g) =
                send(c.get(format!("{base}/api/games/{}", p["id"].as_str().unwrap()))).await;
            assert_eq!(status, StatusCode::OK, "a game for the new round: {g}");
        }
    }
    for line in v["standing"].as_array().unwrap() {
        for r in line["rounds"].as_array().unwrap().iter().take(2) {
            assert_eq!(
                r["game"],
                Value::Null,
                "no game of an imported round: {line}"
            );
        }
    }

    // A file that leaves a player out of the next round: withdrawn, not paired.
    let mut left = rec.clone();
    left.next_byes = vec![(7, Outcome::ZeroBye)];
    let (status, made) = call(
        &c,
        &base,
        "/api/tournament/import",
        &organiser,
        Some(import_body(&trf::write(&left))),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{made}");
    let id = made["id"].as_str().unwrap().to_string();
    let v = paired(&c, &base, &id, 3).await;
    let round = served(&v, 3);
    assert_eq!(round, ply_pairing::dutch::pair(&left).unwrap());
    assert!(
        round.boards.iter().all(|b| b.white != 7 && b.black != 7) && round.bye != Some(7),
        "{round:?}"
    );
    let seventh = v["standing"]
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["startingRank"] == 7)
        .unwrap();
    assert_eq!(seventh["withdrawn"], true, "{seventh}");
}

/// Three accounts' record of two rounds (1-2 won by White and 3 the bye, then 3-1 drawn and
/// 2 the bye) of a Swiss of three.
fn three(names: [&str; 3]) -> ply_pairing::Tournament {
    let players = (1..=3)
        .map(|r| ply_pairing::Player::new(r, names[r as usize - 1], 1600 - 10 * r))
        .collect();
    let mut t = ply_pairing::Tournament::new(players, 3, Colour::White);
    let round = |w, b, bye| Round {
        boards: vec![ply_pairing::Board { white: w, black: b }],
        bye: Some(bye),
    };
    t.add_round(&round(1, 2, 3), &[Outcome::Win]).unwrap();
    t.add_round(&round(3, 1, 2), &[Outcome::Draw]).unwrap();
    t.headers.push(("012".into(), "Imported".into()));
    t
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bad_import_is_refused_with_its_code_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    let base = s.base.clone();
    for name in ["anna", "boris", "carmen"] {
        register(&c, &base, name).await;
    }
    let me = register(&c, &base, "organiser").await;
    // A bot account: its bot:play token, upgraded.
    let robo = register(&c, &base, "robo").await;
    let (_, token) = call(
        &c,
        &base,
        "/api/account/tokens",
        &robo,
        Some(json!({"description": "test", "scopes": ["bot:play"]})),
    )
    .await;
    let (status, v) = send(
        c.post(s.url("/api/bot/account/upgrade"))
            .bearer_auth(token["token"].as_str().unwrap()),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{v}");
    let with_bot = trf::write(&three(["anna", "boris", "robo"]));
    let good = three(["anna", "Boris", "CARMEN"]);
    let text = trf::write(&good);
    let with = |trf: &str, extra: Value| {
        let mut body = import_body(trf);
        for (k, v) in extra.as_object().unwrap() {
            body[k] = v.clone();
        }
        body
    };
    // The first player's rating spoilt (columns 49-52 of their line).
    let lines: Vec<&str> = text.lines().collect();
    let at = lines.iter().position(|l| l.starts_with("001")).unwrap();
    let mut spoilt: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
    spoilt[at].replace_range(48..52, "15x0");
    let mut strangers = three(["anna", "nobody", "nemo"]);
    strangers.rounds = 3;
    let twice = three(["anna", "boris", "ANNA"]);
    let mut fewer = good.clone();
    fewer.rounds = 1;
    let mut myself = good.clone();
    myself.players[0].rounds[0].opponent = Some(1);
    let mut asked = good.clone();
    asked.next_byes = vec![(2, Outcome::HalfBye)];
    // Its points column left blank: the writer counts the rounds played, the reader the bye too.
    let asked: String = trf::write(&asked)
        .lines()
        .map(|l| {
            let mut l = l.to_string();
            if l.starts_with("001    2") {
                l.replace_range(80..84, "    ");
            }
            l + "\n"
        })
        .collect();
    let huge = format!("{text}012 {}\n", "x".repeat(600 * 1024));
    let cases: Vec<(Value, StatusCode, &str, &str)> = vec![
        (
            with(&spoilt.join("\n"), json!({})),
            StatusCode::BAD_REQUEST,
            "trf_malformed",
            "pairing_trf_line",
        ),
        (
            with(&trf::write(&strangers), json!({})),
            StatusCode::BAD_REQUEST,
            "trf_unknown_names",
            "tournament_import_unknown",
        ),
        (
            with(&trf::write(&twice), json!({})),
            StatusCode::BAD_REQUEST,
            "trf_name_twice",
            "tournament_import_twice",
        ),
        (
            with(&text, json!({"game": "nosuchgame"})),
            StatusCode::BAD_REQUEST,
            "bad_request",
            "unknown_game",
        ),
        (
            with(&trf::write(&fewer), json!({})),
            StatusCode::BAD_REQUEST,
            "trf_rounds",
            "tournament_import_rounds",
        ),
        (
            with(&trf::write(&myself), json!({})),
            StatusCode::BAD_REQUEST,
            "trf_same_player",
            "pairing_trf_line",
        ),
        (
            with(&huge, json!({})),
            StatusCode::PAYLOAD_TOO_LARGE,
            "trf_too_large",
            "tournament_import_too_large",
        ),
        (
            with(&text, json!({"system": "robin"})),
            StatusCode::BAD_REQUEST,
            "trf_not_berger",
            "tournament_import_not_berger",
        ),
        (
            with(&text, json!({"system": "arena"})),
            StatusCode::BAD_REQUEST,
            "bad_request",
            "tournament_import_system",
        ),
        (
            with(&asked, json!({})),
            StatusCode::BAD_REQUEST,
            "trf_next_bye",
            "tournament_import_next_bye",
        ),
        (
            with(&with_bot, json!({"allowBots": false})),
            StatusCode::FORBIDDEN,
            "bots_excluded",
            "tournament_no_bots",
        ),
        (
            with(&text, json!({"clockTime": 0})),
            StatusCode::BAD_REQUEST,
            "bad_request",
            "tournament_clock_time",
        ),
    ];
    let nothing = json!({"created": [], "started": [], "finished": []});
    for (body, status, error, code) in cases {
        let (got, v) = call(&c, &base, "/api/tournament/import", &me, Some(body)).await;
        assert_eq!((got, v["error"].as_str()), (status, Some(error)), "{v}");
        assert_eq!(v["code"], code, "{v}");
        assert!(v["message"].as_str().is_some_and(|m| !m.is_empty()), "{v}");
        let listed = send(c.get(s.url("/api/tournament"))).await.1;
        assert_eq!(listed, nothing, "nothing made: {v}");
    }
    // Which line, and why; which names.
    let (_, v) = call(
        &c,
        &base,
        "/api/tournament/import",
        &me,
        Some(with(&spoilt.join("\n"), json!({}))),
    )
    .await;
    assert_eq!(v["params"]["line"], at + 1, "{v}");
    assert_eq!(v["params"]["reason"]["code"], "pairing_trf_rating", "{v}");
    let (_, v) = call(
        &c,
        &base,
        "/api/tournament/import",
        &me,
        Some(with(&trf::write(&strangers), json!({}))),
    )
    .await;
    assert_eq!(v["params"]["names"], json!(["nobody", "nemo"]), "{v}");
    assert_eq!(v["params"]["count"], 2, "{v}");
    // A body past the route's bound, a request without a session or from another origin.
    let (status, v) = call(
        &c,
        &base,
        "/api/tournament/import",
        &me,
        Some(with(&"x".repeat(2 * 1024 * 1024), json!({}))),
    )
    .await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "{v}");
    let (status, _) = send(
        c.post(s.url("/api/tournament/import"))
            .header(header::ORIGIN, &base)
            .json(&with(&text, json!({}))),
    )
    .await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let (status, _) = send(
        c.post(s.url("/api/tournament/import"))
            .header(header::ORIGIN, "https://elsewhere.example")
            .header(header::COOKIE, &me)
            .json(&with(&text, json!({}))),
    )
    .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let listed = send(c.get(s.url("/api/tournament"))).await.1;
    assert_eq!(listed, nothing);
    // The good file: its players matched in any case, its rounds kept.
    let (status, made) = call(
        &c,
        &base,
        "/api/tournament/import",
        &me,
        Some(with(&text, json!({}))),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{made}");
    let ids: Vec<&str> = made["standing"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["id"].as_str().unwrap())
        .collect();
    assert_eq!(ids.len(), 3);
    assert!(ids.contains(&"boris") && ids.contains(&"carmen"), "{made}");
    assert_eq!(made["round"], 2);
    assert_eq!(made["pairings"].as_array().unwrap().len(), 4, "{made}");
    // Full- and half-point byes given by the file are kept as such.
    let mut byes = three(["anna", "boris", "carmen"]);
    byes.players[2].rounds[0].outcome = Outcome::FullBye;
    byes.players[1].rounds[1].outcome = Outcome::HalfBye;
    let text = trf::write(&byes);
    let (status, made) = call(
        &c,
        &base,
        "/api/tournament/import",
        &me,
        Some(with(&text, json!({}))),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{made}");
    let results: Vec<&str> = made["pairings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["result"].as_str().unwrap())
        .collect();
    assert_eq!(
        results,
        ["1-0", "full-bye", "1/2-1/2", "half-bye"],
        "{made}"
    );
    let id = made["id"].as_str().unwrap();
    assert_eq!(trf_of(&c, &base, id).await, text, "the export is the file");
    let v = paired(&c, &base, id, 3).await;
    assert_eq!(served(&v, 3), ply_pairing::dutch::pair(&byes).unwrap());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_round_robin_imported_plays_on_by_its_berger_table() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    let base = s.base.clone();
    for name in ["ana", "ben", "cat"] {
        register(&c, &base, name).await;
    }
    let me = register(&c, &base, "organiser").await;
    // Round 1 of the Berger table for three, its free round worth nothing (Z).
    let players = ["ana", "ben", "cat"]
        .iter()
        .enumerate()
        .map(|(i, n)| ply_pairing::Player::new(i as Rank + 1, *n, 1500))
        .collect();
    let mut rec = ply_pairing::Tournament::new(players, 3, Colour::White);
    let first = ply_pairing::berger::round(3, false, 1).unwrap();
    rec.add_round(&first, &[Outcome::Draw]).unwrap();
    let free = first.bye.unwrap();
    rec.players[free as usize - 1].rounds[0] = ply_pairing::RoundEntry::bye(Outcome::ZeroBye);
    rec.headers.push(("012".into(), "Club robin".into()));
    let text = trf::write(&rec);
    let mut body = import_body(&text);
    body["system"] = json!("berger");
    let (status, made) = call(&c, &base, "/api/tournament/import", &me, Some(body)).await;
    assert_eq!(status, StatusCode::CREATED, "{made}");
    assert_eq!(
        (&made["system"], &made["cycles"]),
        (&json!("robin"), &json!(1))
    );
    let id = made["id"].as_str().unwrap().to_string();
    assert_eq!(trf_of(&c, &base, &id).await, text, "the export is the file");
    let v = paired(&c, &base, &id, 2).await;
    assert_eq!(
        served(&v, 2),
        ply_pairing::berger::round(3, false, 2).unwrap()
    );
    assert_eq!(served(&v, 1), first, "the free round kept as a bye");
}
