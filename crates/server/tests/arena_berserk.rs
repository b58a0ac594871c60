//! Berserk in arenas, against a real server. A player berserks (by the game's seat token, or
//! through the Board API) before their first move: half the clock, no increment, one point
//! more for the win; refused outside a tournament that allows it, twice, after the side's
//! first move, and by a stranger's token.

mod common;

use std::time::Duration;

use common::{
    client, refused, send,
    tournaments::{arena, bearer, call, my_game, register, seat_call, token, view},
};
use reqwest::StatusCode;
use serde_json::json;

/// Berserk: White by its seat token, Black through the Board API; a second berserk (by either
/// path), one after the side's first move, one in a game of no tournament and one in an arena
/// without berserk are refused (409 with the reason) and change nothing; White's win counts 3.
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
    refused(
        seat_call(&c, base, &game, "berserk", white_seat, json!({})).await,
        StatusCode::CONFLICT,
        "berserk_already",
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
    refused(
        bearer(
            &c,
            base,
            &format!("/api/board/game/{game}/berserk"),
            &stranger_token,
        )
        .await,
        StatusCode::FORBIDDEN,
        "not_your_game",
    );
    let (status, _) = seat_call(&c, base, &game, "moves", black_seat, json!({"move": "e5"})).await;
    assert_eq!(status, StatusCode::OK);
    let (_, st) = send(c.get(format!("{base}/api/games/{game}"))).await;
    assert_eq!(st["clock"]["berserk"], json!(["white", "black"]), "{st}");
    assert_eq!(st["clock"]["black_ms"], 30_000, "{st}");
    let before = st["version"].clone();
    // Once is all.
    refused(
        bearer(
            &c,
            base,
            &format!("/api/board/game/{game}/berserk"),
            &black_token,
        )
        .await,
        StatusCode::CONFLICT,
        "berserk_already",
    );
    let (_, st) = send(c.get(format!("{base}/api/games/{game}"))).await;
    assert_eq!(st["version"], before, "a refusal changes nothing");

    // Too late once the side has moved: in another arena's game, White moves and then asks.
    let late = arena(&c, base, &anna, json!({})).await;
    for cookie in [&anna, &boris] {
        let (status, v) = call(
            &c,
            base,
            &format!("/api/tournament/{late}/join"),
            cookie,
            Some(json!({})),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{v}");
    }
    let (status, v) = call(
        &c,
        base,
        &format!("/api/tournament/{late}/start"),
        &anna,
        Some(json!({})),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{v}");
    let (late_game, seat, side) = my_game(&c, base, &late, &anna).await;
    let (_, other_seat, _) = my_game(&c, base, &late, &boris).await;
    let white = if side == "white" { &seat } else { &other_seat };
    let (status, _) = seat_call(&c, base, &late_game, "moves", white, json!({"move": "d4"})).await;
    assert_eq!(status, StatusCode::OK);
    let (_, st) = send(c.get(format!("{base}/api/games/{late_game}"))).await;
    refused(
        seat_call(&c, base, &late_game, "berserk", white, json!({})).await,
        StatusCode::CONFLICT,
        "berserk_too_late",
    );
    let (_, after) = send(c.get(format!("{base}/api/games/{late_game}"))).await;
    assert_eq!(after["version"], st["version"], "a refusal changes nothing");
    assert_eq!(after["clock"]["white_ms"], 60_000, "{after}");

    // A game outside any tournament, and an arena without berserk.
    let (status, friendly) = send(c.post(format!("{base}/api/games")).json(
        &json!({"game": "chess", "opponent": "friend", "clock": {"minutes": 1, "increment": 0}}),
    ))
    .await;
    assert_eq!(status, StatusCode::CREATED, "{friendly}");
    refused(
        seat_call(
            &c,
            base,
            friendly["id"].as_str().unwrap(),
            "berserk",
            friendly["token"].as_str().unwrap(),
            json!({}),
        )
        .await,
        StatusCode::CONFLICT,
        "berserk_not_allowed",
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
    refused(
        seat_call(&c, base, &plain_game, "berserk", &plain_seat, json!({})).await,
        StatusCode::CONFLICT,
        "berserk_not_allowed",
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
