//! The page's JavaScript and CSS pass ESLint and Prettier (pinned in
//! crates/server/tests/browser/package-lock.json; `npm run format` there fixes the style).
//!
//! It needs Node.js and npm. With `PLY_BROWSER_TEST=1` (as CI sets) it is required and fails
//! when they are missing; without it, a machine lacking them skips it with a note.

#[path = "common/node.rs"]
mod node;

use std::process::Command;

#[test]
fn the_page_passes_eslint_and_prettier() {
    if !node::tools_at_hand(false, "page lint") {
        return;
    }
    let dir = node::browser_dir();
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
