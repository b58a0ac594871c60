//! The web app in a real browser: `ply serve` on a free port, Playwright driving headless
//! Chromium through a kabe game against the computer (see crates/server/tests/browser).
//!
//! It needs `chromium` and Node.js. With `PLY_BROWSER_TEST=1` (as CI sets) it is required and
//! fails when they are missing; without it, a machine lacking them skips it with a note.

use std::{path::Path, process::Command};

fn available(program: &str) -> bool {
    Command::new(program)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

#[test]
fn a_kabe_game_is_played_by_clicking_in_chromium() {
    let required = std::env::var_os("PLY_BROWSER_TEST").is_some_and(|v| v == "1");
    if !(Path::new("/usr/bin/chromium").exists() && available("node") && available("npm")) {
        assert!(
            !required,
            "PLY_BROWSER_TEST=1 but chromium, node or npm is missing"
        );
        eprintln!("browser test skipped: chromium, node or npm is missing");
        return;
    }
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../server/tests/browser/run.sh");
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
