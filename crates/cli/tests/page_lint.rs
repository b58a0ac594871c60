//! The page's JavaScript and CSS pass ESLint and Prettier (pinned in
//! crates/server/tests/browser/package-lock.json; `npm run format` there fixes the style).
//!
//! It needs Node.js and npm. With `PLY_BROWSER_TEST=1` (as CI sets) it is required and fails
//! when they are missing; without it, a machine lacking them skips it with a note.

use std::{path::Path, process::Command};

fn available(program: &str) -> bool {
    Command::new(program)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

#[test]
fn the_page_passes_eslint_and_prettier() {
    let required = std::env::var_os("PLY_BROWSER_TEST").is_some_and(|v| v == "1");
    if !(available("node") && available("npm")) {
        assert!(!required, "PLY_BROWSER_TEST=1 but node or npm is missing");
        eprintln!("page lint skipped: node or npm is missing");
        return;
    }
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../server/tests/browser");
    if !dir.join("node_modules/.bin/eslint").exists() {
        let installed = Command::new("npm")
            .args(["ci", "--no-audit", "--no-fund"])
            .current_dir(&dir)
            .output()
            .expect("npm runs");
        assert!(
            installed.status.success(),
            "npm ci failed:\n{}",
            String::from_utf8_lossy(&installed.stderr)
        );
    }
    let out = Command::new("npm")
        .args(["run", "--silent", "lint"])
        .current_dir(&dir)
        .output()
        .expect("npm runs");
    assert!(
        out.status.success(),
        "the page's lint failed:\n{}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}
