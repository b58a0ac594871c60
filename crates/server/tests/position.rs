//! The board editor's API: `POST /api/position` reads a typed position or a set-up board and
//! gives back the game's text and board, or the reason it cannot stand; the catalog names each
//! game's pieces; and the game state carries what the page marks (the pieces that must capture,
//! the pieces the last move took, castling clicked as the king onto its rook).

mod common;

use common::*;
use reqwest::StatusCode;
use serde_json::{Value, json};

async fn position(c: &reqwest::Client, s: &Server, body: Value) -> (StatusCode, Value) {
    send(c.post(s.url("/api/position")).json(&body)).await
}

/// The cell labelled `label` in a diagram.
fn cell(diagram: &Value, label: &str) -> usize {
    diagram["cells"]
        .as_array()
        .unwrap()
        .iter()
        .position(|c| c["label"] == label)
        .unwrap_or_else(|| panic!("no cell {label}"))
}

/// An empty board of `diagram`'s size with `pieces` (label, side, kind) on it.
fn board(diagram: &Value, pieces: &[(&str, &str, &str)]) -> Vec<Value> {
    let mut cells = vec![Value::Null; diagram["cells"].as_array().unwrap().len()];
    for (label, side, kind) in pieces {
        cells[cell(diagram, label)] = json!({"side": side, "kind": kind});
    }
    cells
}

#[tokio::test]
async fn typed_positions_come_back_as_the_game_writes_them() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();

    let (status, kabe) = position(&c, &s, json!({"game": "kabe"})).await;
    assert_eq!(status, StatusCode::OK, "{kabe}");
    assert_eq!(kabe["turn"], "white");
    assert_eq!(kabe["legal_moves"], 7);
    assert_eq!(kabe["status"], "ongoing");
    assert_eq!(kabe["diagram"]["cells"].as_array().unwrap().len(), 64);

    // Four FEN fields get their counters; the board and side to move are kept.
    let (status, chess) = position(
        &c,
        &s,
        json!({"game": "chess", "position": "4k3/8/8/8/8/8/8/4K2R b K -"}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{chess}");
    assert_eq!(chess["position"], "4k3/8/8/8/8/8/8/4K2R b K - 0 1");
    assert_eq!(chess["turn"], "black");
    let h1 = cell(&chess["diagram"], "h1");
    assert_eq!(chess["diagram"]["cells"][h1]["piece"]["kind"], "rook");

    // Ranges are written out; a position with no move says how the game would end.
    let (status, over) = position(
        &c,
        &s,
        json!({"game": "draughts", "position": "B:W31-33:B"}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{over}");
    assert_eq!(over["position"], "B:W31,32,33:B");
    assert_eq!(over["status"], "finished");
    assert!(over["description_message"]["code"].is_string(), "{over}");

    // Rule options shape the board: Kalah with four pits.
    let (status, kalah) = position(&c, &s, json!({"game": "kalah", "rules": {"pits": 4}})).await;
    assert_eq!(status, StatusCode::OK, "{kalah}");
    assert_eq!(kalah["diagram"]["cells"].as_array().unwrap().len(), 10);
}

#[tokio::test]
async fn a_board_set_up_cell_by_cell_becomes_a_position() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    let (_, kabe) = position(&c, &s, json!({"game": "kabe"})).await;
    let cells = board(
        &kabe["diagram"],
        &[("22", "white", "man"), ("1", "black", "king")],
    );
    let (status, v) = position(
        &c,
        &s,
        json!({"game": "kabe", "cells": cells, "turn": "black"}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(v["position"], "B:W22:BK1");
    assert_eq!(v["turn"], "black");

    // Chess: castling rights where king and rook stand at home, none elsewhere.
    let (_, chess) = position(&c, &s, json!({"game": "chess"})).await;
    let cells = board(
        &chess["diagram"],
        &[
            ("e1", "white", "chess_king"),
            ("h1", "white", "rook"),
            ("b1", "white", "rook"),
            ("e8", "black", "chess_king"),
            ("a8", "black", "rook"),
            ("d7", "black", "pawn"),
        ],
    );
    let (status, v) = position(
        &c,
        &s,
        json!({"game": "chess", "cells": cells, "turn": "white"}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(v["position"], "r3k3/3p4/8/8/8/8/8/1R2K2R w Kq - 0 1");

    // Konane: stones by side; Kalah: counts, the side to move as the game names it.
    let (_, konane) = position(&c, &s, json!({"game": "konane"})).await;
    let mut cells: Vec<Value> = konane["diagram"]["cells"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| json!({"side": c["piece"]["side"], "kind": "stone"}))
        .collect();
    cells[cell(&konane["diagram"], "d5")] = Value::Null;
    let (status, v) = position(
        &c,
        &s,
        json!({"game": "konane", "cells": cells, "turn": "white"}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(
        v["position"],
        "bwbwbwbw/wbwbwbwb/bwbwbwbw/wbw1wbwb/bwbwbwbw/wbwbwbwb/bwbwbwbw/wbwbwbwb w"
    );
    let counts = json!([0, 0, 0, 0, 0, 30, 6, 6, 6, 6, 6, 6, 0, 6]);
    let (status, v) = position(
        &c,
        &s,
        json!({"game": "kalah", "cells": counts, "turn": "north"}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(v["position"], "0,0,0,0,0,30,6,6,6,6,6,6,0,6 N");
}

#[tokio::test]
async fn impossible_positions_and_bad_bodies_get_400_with_the_reason() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    let (_, kabe) = position(&c, &s, json!({"game": "kabe"})).await;
    let (_, chess) = position(&c, &s, json!({"game": "chess"})).await;
    let light = kabe["diagram"]["cells"]
        .as_array()
        .unwrap()
        .iter()
        .position(|c| c["playable"] == false)
        .unwrap();
    let mut on_light = vec![Value::Null; 64];
    on_light[light] = json!({"side": "white", "kind": "man"});
    let cases = [
        (
            json!({"game": "kabe", "position": "W:W22:X1"}),
            "invalid_position",
        ),
        (
            json!({"game": "chess", "position": "8/8/8/8/8/8/8/8 w - - 0 1"}),
            "invalid_position",
        ),
        (
            json!({"game": "chess", "cells": vec![Value::Null; 64]}),
            "invalid_position",
        ),
        (
            json!({"game": "kabe", "cells": [null, null]}),
            "invalid_position",
        ),
        (
            json!({"game": "kabe", "cells": board(&kabe["diagram"], &[("1", "white", "queen")])}),
            "invalid_position",
        ),
        (
            json!({"game": "kabe", "cells": on_light}),
            "invalid_position",
        ),
        (
            json!({"game": "kabe", "cells": board(&kabe["diagram"], &[("1", "white", "man")])}),
            "invalid_position",
        ),
        (
            json!({"game": "chess", "cells": board(&chess["diagram"], &[]), "turn": "red"}),
            "set_up_side",
        ),
        (json!({"game": "kabe", "cells": ["x"]}), "set_up_cell"),
        (
            json!({"game": "kabe", "cells": [{"side": "white"}]}),
            "set_up_cell",
        ),
        (
            json!({"game": "kabe", "position": "W:W22:B1", "cells": []}),
            "set_up_both",
        ),
        (
            json!({"game": "kabe", "position": "W:W22:B1", "turn": "black"}),
            "set_up_turn_without_cells",
        ),
        (json!({"game": "nine-men"}), "unknown_game"),
        (
            json!({"game": "kalah", "cells": [1, 2, 3], "turn": "south"}),
            "invalid_position",
        ),
    ];
    for (body, code) in cases {
        let (status, v) = position(&c, &s, body.clone()).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body}: {v}");
        assert_eq!(v["code"], code, "{body}: {v}");
        assert!(!v["message"].as_str().unwrap().is_empty(), "{body}: {v}");
    }
    // What each set-up error says.
    let detail = |v: &Value| v["params"]["detail"]["code"].as_str().unwrap().to_string();
    let (_, v) = position(&c, &s, json!({"game": "kabe", "cells": [null, null]})).await;
    assert_eq!(detail(&v), "set_up_cells");
    assert_eq!(v["params"]["detail"]["params"]["expected"], 64);
    let (_, v) = position(
        &c,
        &s,
        json!({"game": "kabe", "cells": board(&kabe["diagram"], &[("1", "white", "queen")])}),
    )
    .await;
    assert_eq!(detail(&v), "set_up_piece");
    let (_, v) = position(&c, &s, json!({"game": "kabe", "cells": on_light})).await;
    assert_eq!(detail(&v), "set_up_unplayable");
    // A white man on Black's back row would have been crowned.
    let (_, v) = position(
        &c,
        &s,
        json!({"game": "kabe", "cells": board(&kabe["diagram"], &[("1", "white", "man")])}),
    )
    .await;
    assert_eq!(detail(&v), "draughts_white_man_crown_row", "{v}");

    // The reason in the reader's language.
    let (status, et) = send(
        c.post(s.url("/api/position"))
            .header("accept-language", "et")
            .json(&json!({"game": "kabe", "cells": [null]})),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(
        et["message"].as_str().unwrap().contains("vaja 64 lahtrit"),
        "{et}"
    );
}

#[tokio::test]
async fn the_catalog_names_each_games_pieces() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    let (status, v) = send(c.get(s.url("/api/catalog"))).await;
    assert_eq!(status, StatusCode::OK);
    let pieces = |id: &str| {
        v["games"]
            .as_array()
            .unwrap()
            .iter()
            .find(|g| g["id"] == id)
            .unwrap()["pieces"]
            .clone()
    };
    assert_eq!(pieces("kabe"), json!(["man", "king"]));
    assert_eq!(
        pieces("chess"),
        json!(["chess_king", "queen", "rook", "bishop", "knight", "pawn"])
    );
    assert_eq!(pieces("konane"), json!(["stone"]));
    assert_eq!(pieces("kalah"), json!([]));
}

#[tokio::test]
async fn a_game_from_a_set_up_position_marks_compulsory_captures_and_the_pieces_taken() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    let made = create(
        &c,
        &s,
        json!({"game": "kabe", "opponent": "local", "position": "W:W22,30:B17,1"}),
    )
    .await;
    let st = &made["state"];
    let (id, token) = (
        made["id"].as_str().unwrap(),
        made["token"].as_str().unwrap(),
    );
    let c22 = cell(&st["diagram"], "22");
    let c17 = cell(&st["diagram"], "17");
    assert_eq!(
        st["must_capture"],
        json!([c22]),
        "only the man that can take"
    );
    assert_eq!(st["captured"], json!([]));
    // Written as start and end, the capture is listed in its shortest form.
    let st = play(&c, &s, id, token, "22-13").await;
    assert_eq!(st["moves"], json!(["22x13"]));
    assert_eq!(
        st["captured"],
        json!([{"cell": c17, "piece": {"side": "black", "name": "black", "kind": "man"}}])
    );
    assert_eq!(st["must_capture"], json!([]), "Black has no capture");

    // No compulsion in chess: nothing is marked though captures exist.
    let made = create(
        &c,
        &s,
        json!({"game": "chess", "opponent": "local",
            "position": "r3k2r/8/8/8/8/8/3p4/R3K2R w KQkq - 0 1"}),
    )
    .await;
    assert_eq!(made["state"]["must_capture"], json!([]));
}

#[tokio::test]
async fn castling_may_be_clicked_as_the_king_onto_its_rook() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    let made = create(
        &c,
        &s,
        json!({"game": "chess", "opponent": "local",
            "position": "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"}),
    )
    .await;
    let st = &made["state"];
    let d = &st["diagram"];
    let (e1, g1, h1, c1, a1) = (
        cell(d, "e1"),
        cell(d, "g1"),
        cell(d, "h1"),
        cell(d, "c1"),
        cell(d, "a1"),
    );
    let entries: Vec<(String, Vec<usize>)> =
        serde_json::from_value(st["move_cells"].clone()).unwrap();
    for (text, cells) in [
        ("O-O", [e1, g1]),
        ("O-O", [e1, h1]),
        ("O-O-O", [e1, c1]),
        ("O-O-O", [e1, a1]),
    ] {
        assert!(
            entries.contains(&(text.to_string(), cells.to_vec())),
            "{text} {cells:?} in {entries:?}"
        );
    }
    // Each legal move is listed once.
    let legal: Vec<String> = serde_json::from_value(st["legal_moves"].clone()).unwrap();
    let mut unique = legal.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(legal.len(), unique.len(), "{legal:?}");
    assert_eq!(legal.iter().filter(|m| m.starts_with("O-O")).count(), 2);
    // King takes rook, as the page sends it, castles.
    let (id, token) = (
        made["id"].as_str().unwrap(),
        made["token"].as_str().unwrap(),
    );
    let st = play(&c, &s, id, token, "e1h1").await;
    assert_eq!(st["moves"], json!(["O-O"]));
    assert_eq!(st["captured"], json!([]));
}

#[tokio::test]
async fn two_captures_sharing_start_and_end_are_listed_with_their_path() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    let made = create(
        &c,
        &s,
        json!({"game": "kabe", "opponent": "local", "position": "W:W31:B18,19,26,27,1"}),
    )
    .await;
    let mut legal: Vec<String> =
        serde_json::from_value(made["state"]["legal_moves"].clone()).unwrap();
    legal.sort();
    assert_eq!(legal, ["31x22x15", "31x24x15"]);
    let (id, token) = (
        made["id"].as_str().unwrap(),
        made["token"].as_str().unwrap(),
    );
    let st = play(&c, &s, id, token, "31-24-15").await;
    assert_eq!(st["moves"], json!(["31x24x15"]));
    assert_eq!(st["captured"].as_array().unwrap().len(), 2);
}

#[tokio::test]
async fn the_turkish_board_plays_all_64_squares() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    let (status, turkish) = position(&c, &s, json!({"game": "turkish"})).await;
    assert_eq!(status, StatusCode::OK, "{turkish}");
    let cells = turkish["diagram"]["cells"].as_array().unwrap();
    assert_eq!(cells.len(), 64);
    // Every cell is a square, numbered 1-64 row by row from the top left; the colours still
    // alternate for the eye.
    for (i, cell) in cells.iter().enumerate() {
        assert_eq!(cell["playable"], true, "{cell}");
        assert_eq!(cell["label"], (i + 1).to_string(), "{cell}");
        assert_eq!(cell["dark"], (i / 8 + i % 8) % 2 == 1, "{cell}");
    }
    assert_eq!(cells[40]["piece"]["side"], "white");
    assert_eq!(cells[8]["piece"]["side"], "black");
    assert!(cells[0]["piece"].is_null() && cells[63]["piece"].is_null());
    // A set-up on light and dark cells alike.
    let set_up = board(
        &turkish["diagram"],
        &[
            ("36", "white", "man"),
            ("35", "black", "man"),
            ("1", "white", "king"),
        ],
    );
    let (status, v) = position(
        &c,
        &s,
        json!({"game": "turkish", "cells": set_up, "turn": "white"}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(v["position"], "W:WK1,36:B35");
}
