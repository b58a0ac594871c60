//! What the page, which names no game, gets from the server instead: each move as shown (SAN
//! letters as pieces), the move that clicked cells make (or why they make none), the pieces a
//! promotion may choose, the proven results described, and how scores read.

mod common;

use common::*;
use reqwest::StatusCode;
use serde_json::{Value, json};

/// The cell of the square labelled `label` in a state's diagram.
fn cell(st: &Value, label: &str) -> usize {
    st["diagram"]["cells"]
        .as_array()
        .unwrap()
        .iter()
        .position(|c| c["label"] == label)
        .unwrap_or_else(|| panic!("no cell {label}"))
}

#[tokio::test]
async fn moves_are_shown_with_their_piece_letters_as_pieces() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    let made = create(&c, &s, json!({"game": "chess", "opponent": "local"})).await;
    let (id, token) = (
        made["id"].as_str().unwrap(),
        made["token"].as_str().unwrap(),
    );
    play(&c, &s, id, token, "e4").await;
    let st = play(&c, &s, id, token, "g8f6").await;
    assert_eq!(st["moves"], json!(["e4", "Nf6"]));
    assert_eq!(
        st["shown"],
        json!([["e4"], [{"piece": "knight", "letter": "N"}, "f6"]])
    );
    assert_eq!(st["promotions"], json!([]));

    let made = create(&c, &s, json!({"game": "kabe", "opponent": "local"})).await;
    let st = play(
        &c,
        &s,
        made["id"].as_str().unwrap(),
        made["token"].as_str().unwrap(),
        "22-18",
    )
    .await;
    assert_eq!(st["shown"], json!([["22-18"]]));

    let (status, board) = send(c.post(s.url("/api/analysis/board")).json(&json!({
        "game": "chess", "moves": ["e4", "e5", "Bc4"]
    })))
    .await;
    assert_eq!(status, StatusCode::OK, "{board}");
    assert_eq!(
        board["shown"][2],
        json!([{"piece": "bishop", "letter": "B"}, "c4"])
    );
    assert_eq!(board["scale"]["unit"], 100);
}

#[tokio::test]
async fn cells_clicked_are_played_as_the_move_they_make_or_refused_with_the_rule() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    let made = create(
        &c,
        &s,
        json!({"game": "russian", "opponent": "local", "position": "W:Wc3,h2:Bd4,f6,a7"}),
    )
    .await;
    let (id, token) = (
        made["id"].as_str().unwrap(),
        made["token"].as_str().unwrap(),
    );
    let st = state(&c, &s, id).await;
    let [c3, e5, g7, h2, g3] = ["c3", "e5", "g7", "h2", "g3"].map(|l| cell(&st, l));

    // A quiet step while a capture is compulsory: the rule says why.
    let (status, v) = post(&c, &s, id, "moves", token, json!({"cells": [h2, g3]})).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{v}");
    assert_eq!(v["code"], "capture_compulsory", "{v}");
    // Cells off the board, and a body with both or neither.
    let (status, v) = post(&c, &s, id, "moves", token, json!({"cells": [c3, 999]})).await;
    assert_eq!(
        (status, v["code"].as_str()),
        (StatusCode::BAD_REQUEST, Some("cells_no_move")),
        "{v}"
    );
    for body in [json!({}), json!({"move": "c3:g7", "cells": [c3, e5, g7]})] {
        let (status, v) = post(&c, &s, id, "moves", token, body).await;
        assert_eq!(
            (status, v["code"].as_str()),
            (StatusCode::BAD_REQUEST, Some("move_or_cells")),
            "{v}"
        );
    }
    assert_eq!(state(&c, &s, id).await["moves"], json!([]));

    // The double capture, landing by landing.
    let (status, st) = post(&c, &s, id, "moves", token, json!({"cells": [c3, e5, g7]})).await;
    assert_eq!(status, StatusCode::OK, "{st}");
    assert_eq!(st["moves"], json!(["c3:g7"]));

    // On the analysis board too, and a chess move by its squares.
    let (status, board) = send(c.post(s.url("/api/analysis/board")).json(&json!({
        "game": "chess", "moves": ["e4"], "cells": [6, 21]
    })))
    .await;
    assert_eq!(status, StatusCode::OK, "{board}");
    assert_eq!(board["moves"], json!(["e4", "Nf6"]));
    let (status, v) = send(c.post(s.url("/api/analysis/board")).json(&json!({
        "game": "chess", "cells": [52, 28]
    })))
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{v}");
    assert!(v["message"].as_str().unwrap().contains("e2"), "{v}");
}

#[tokio::test]
async fn a_promotion_lists_its_pieces_in_the_catalogs_order() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    let (_, catalog) = send(c.get(s.url("/api/catalog"))).await;
    let game = |id: &str| {
        catalog["games"]
            .as_array()
            .unwrap()
            .iter()
            .find(|g| g["id"] == id)
            .unwrap()
            .clone()
    };
    let order = json!(["queen", "rook", "bishop", "knight"]);
    assert_eq!(game("chess")["promotions"], order);
    assert_eq!(game("kabe")["promotions"], json!([]));
    assert_eq!(
        game("chess")["score"],
        json!({"unit": 100, "decimals": 2, "clear_lead": 400, "margins": false})
    );
    assert_eq!(
        game("kalah")["score"],
        json!({"unit": 1, "decimals": 0, "clear_lead": 8, "margins": true})
    );
    assert_eq!(game("konane")["score"]["decimals"], 1);

    let made = create(
        &c,
        &s,
        json!({"game": "chess", "opponent": "local", "position": "8/P6k/8/8/8/8/8/K7 w - - 0 1"}),
    )
    .await;
    let st = state(&c, &s, made["id"].as_str().unwrap()).await;
    let kinds: Vec<&Value> = st["promotions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| &p[1])
        .collect();
    assert_eq!(json!(kinds), order);
    assert!(st["promotions"][3][0].as_str().unwrap().starts_with("a8=N"));
}

#[tokio::test]
async fn proven_results_are_described_for_the_page() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    let analyse = |body: Value| {
        let c = &c;
        let s = &s;
        async move {
            let (status, v) = send(c.post(s.url("/api/analysis")).json(&body)).await;
            assert_eq!(status, StatusCode::OK, "{v}");
            v
        }
    };
    // South sows its last seed into its store and the game ends: North wins by 41 to 31.
    let v = analyse(
        json!({"game": "kalah", "position": "0,0,0,0,0,1,30,0,0,0,0,0,2,39 S", "depth": 4}),
    )
    .await;
    assert_eq!(
        v["verdict"],
        json!({"kind": "margin", "winner": "north", "margin": 10}),
        "{v}"
    );
    // Mate in one.
    let v = analyse(
        json!({"game": "chess", "position": "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "depth": 3}),
    )
    .await;
    assert_eq!(
        v["verdict"],
        json!({"kind": "win-in", "winner": "white", "plies": 1}),
        "{v}"
    );
    assert_eq!(
        v["bestmove_shown"],
        json!([{"piece": "rook", "letter": "R"}, "a8#"])
    );
    assert_eq!(v["pv_shown"][0], v["bestmove_shown"]);
    // Nothing proven.
    let v = analyse(json!({"game": "chess", "depth": 2})).await;
    assert!(v["verdict"].is_null(), "{v}");
}
