//! Whether the browser tests' tools are here: Node.js and npm (and Chromium, for the browser
//! itself). With `PLY_BROWSER_TEST=1` (as CI sets) they are required: a missing one fails the
//! test; otherwise the test is skipped with a notice on stderr.
#![allow(dead_code)]

use std::{path::Path, process::Command};

/// Whether `program --version` runs.
fn available(program: &str) -> bool {
    Command::new(program)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

/// Whether Node.js and npm (and, with `chromium`, `/usr/bin/chromium`) are here; `what` names
/// the test in the notice when they are not.
///
/// # Panics
/// When one is missing although `PLY_BROWSER_TEST=1`.
pub fn tools_at_hand(chromium: bool, what: &str) -> bool {
    let here = (!chromium || Path::new("/usr/bin/chromium").exists())
        && available("node")
        && available("npm");
    if !here {
        assert!(
            std::env::var_os("PLY_BROWSER_TEST").is_none_or(|v| v != "1"),
            "PLY_BROWSER_TEST=1 but chromium, node or npm is missing"
        );
        eprintln!("{what} skipped: chromium, node or npm is missing");
    }
    here
}

/// The browser test scripts' folder.
pub fn browser_dir() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../server/tests/browser")
}
