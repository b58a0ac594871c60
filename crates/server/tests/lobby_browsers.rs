//! A rated game found in the lobby across two servers on one real PostgreSQL database behind
//! nginx (only with `PLY_POSTGRES_TEST=1`; Chromium and Node.js are then required with
//! `PLY_BROWSER_TEST=1`, skipped with a notice otherwise): two browsers, each pinned to its own
//! server, register from the header; one opens a rated 3+2 seek, the other sees it appear live
//! and joins it, and they play to mate by clicking (`browser/rated.mjs pinned`, which checks
//! both pages' rating changes and the Glicko-2 numbers: 1662 and 1338, RD 290). Each server
//! then gives both players the same ratings, and rebuilding every rating from the stored games
//! (what `ply user rerate` runs) gives the same numbers with nothing to correct.

mod common;

use std::{
    path::{Path, PathBuf},
    process::Command,
};

use common::{Server, client, postgres::Postgres, send};
use reqwest::StatusCode;
use serde_json::Value;

/// The browser scripts' folder, when Chromium, Node.js and npm are here; `None` with a notice
/// otherwise, unless `PLY_BROWSER_TEST=1` requires them.
fn browser_at_hand() -> Option<PathBuf> {
    let runs = |program: &str| {
        Command::new(program)
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success())
    };
    let chromium = std::env::var_os("CHROMIUM").unwrap_or_else(|| "/usr/bin/chromium".into());
    if !(Path::new(&chromium).exists() && runs("node") && runs("npm")) {
        assert!(
            std::env::var_os("PLY_BROWSER_TEST").is_none_or(|v| v != "1"),
            "PLY_BROWSER_TEST=1 but chromium, node or npm is missing"
        );
        eprintln!("the lobby in two browsers skipped: chromium, node or npm is missing");
        return None;
    }
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/browser");
    if !dir.join("node_modules/playwright-core").is_dir() {
        let installed = Command::new("npm")
            .args(["ci", "--no-audit", "--no-fund"])
            .current_dir(&dir)
            .status()
            .expect("npm runs");
        assert!(installed.success(), "npm ci failed");
    }
    Some(dir)
}

/// A player's public ratings as server `s` gives them.
async fn ratings(s: &Server, name: &str) -> Value {
    let (status, user) = send(client().get(s.url(&format!("/api/user/{name}")))).await;
    assert_eq!(status, StatusCode::OK, "{name}: {user}");
    user["ratings"].clone()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rated_game_found_in_the_lobby_in_browsers_on_two_servers() {
    let Some(pg) = tokio::task::spawn_blocking(Postgres::start).await.unwrap() else {
        return;
    };
    let Some(dir) = browser_at_hand() else {
        return;
    };
    let opts = ply_server::ServeOptions {
        database: Some(pg.url.clone()),
        ..ply_server::ServeOptions::default()
    };
    let a = Server::serve(ply_server::open_with(&opts).await.unwrap()).await;
    let b = Server::serve(ply_server::open_with(&opts).await.unwrap()).await;
    let Some(proxy) = common::nginx::Nginx::start(&[a.addr, b.addr]) else {
        return;
    };
    let script = dir.join("rated.mjs");
    let url = proxy.url("/");
    let out = tokio::task::spawn_blocking(move || {
        Command::new("node")
            .arg(script)
            .arg(url)
            .arg("pinned")
            .output()
            .expect("node runs")
    })
    .await
    .unwrap();
    let said = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "the rated game across two servers failed:\n{said}\n{}\nnginx:\n{}",
        String::from_utf8_lossy(&out.stderr),
        proxy.error_log()
    );
    eprint!("{said}");

    // The two names, from the script's line "rated: A and B registered on servers 0 and 1".
    let names: Vec<&str> = said
        .lines()
        .find_map(|l| {
            l.strip_prefix("rated: ")?
                .strip_suffix(" registered on servers 0 and 1")
        })
        .expect("the script names its players")
        .split(" and ")
        .collect();
    assert_eq!(names.len(), 2, "{said}");
    let mut before = Vec::new();
    for name in &names {
        let on_a = ratings(&a, name).await;
        assert_eq!(
            on_a,
            ratings(&b, name).await,
            "the servers disagree on {name}"
        );
        assert_eq!(on_a["chess"]["blitz"]["games"], 1, "{name}: {on_a}");
        before.push(on_a);
    }
    let mut shown: Vec<i64> = before
        .iter()
        .map(|r| r["chess"]["blitz"]["rating"].as_i64().unwrap())
        .collect();
    shown.sort();
    assert_eq!(shown, [1338, 1662]);

    let store = ply_server::Store::connect(&pg.url).await.unwrap();
    let rerated = store.rerate().await.unwrap();
    assert_eq!(
        (rerated.games, rerated.ratings, rerated.corrected),
        (1, 2, 0)
    );
    store.close().await;
    for (name, was) in names.iter().zip(&before) {
        assert_eq!(&ratings(&b, name).await, was, "{name} after the rebuild");
    }
    drop(proxy);
    a.kill().await;
    b.kill().await;
    drop(pg);
}
