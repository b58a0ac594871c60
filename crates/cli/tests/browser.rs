//! The web app in a real browser: `ply serve` on a free port, Playwright driving headless
//! Chromium through a kabe game against the computer (see crates/server/tests/browser).
//!
//! It needs `chromium` and Node.js. With `PLY_BROWSER_TEST=1` (as CI sets) it is required and
//! fails when they are missing; without it, a machine lacking them skips it with a note.

#[path = "common/node.rs"]
mod node;

use std::{path::Path, process::Command};

#[test]
fn a_kabe_game_is_played_by_clicking_in_chromium() {
    if !node::tools_at_hand(true, "browser test") {
        return;
    }
    let script = node::browser_dir().join("run.sh");
    let shot = Path::new(env!("CARGO_TARGET_TMPDIR")).join("browser-kabe.png");
    let _ = std::fs::remove_file(&shot);
    let out = Command::new("bash")
        .arg(&script)
        .arg(env!("CARGO_BIN_EXE_ply"))
        .arg(&shot)
        .output()
        .expect("bash runs");
    assert!(
        out.status.success(),
        "browser test failed:\n{}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(shot.exists(), "no screenshot at {}", shot.display());
}
