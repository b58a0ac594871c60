//! `ply uci` driven by python-chess, the library chess scripts and GUIs are built on
//! (`data/uci_python_chess.py`): the `Threads` option announced and bounded, set, and applied
//! to analysis and play.
//!
//! It needs Python 3 with the `chess` package (`pip install chess`; `.ci/run` installs it). With
//! `PLY_PYTHON_CHESS_TEST=1` (as CI sets) it is required and fails when it is missing; without
//! it, a machine lacking it skips the test with a note.

use std::process::Command;

const SCRIPT: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/data/uci_python_chess.py"
);

/// Whether `python3` imports `chess`.
fn python_chess() -> bool {
    Command::new("python3")
        .args(["-c", "import chess.engine"])
        .output()
        .is_ok_and(|out| out.status.success())
}

#[test]
fn python_chess_drives_ply_uci_on_several_threads() {
    let required = std::env::var("PLY_PYTHON_CHESS_TEST").is_ok_and(|v| v == "1");
    if !python_chess() {
        assert!(
            !required,
            "PLY_PYTHON_CHESS_TEST=1 but python3 cannot import chess (pip install chess)"
        );
        eprintln!(
            "note: python3 with the chess package is missing; the python-chess test is skipped"
        );
        return;
    }
    let out = Command::new("python3")
        .arg(SCRIPT)
        .arg(env!("CARGO_BIN_EXE_ply"))
        .output()
        .expect("python3 runs");
    assert!(
        out.status.success(),
        "python-chess against ply uci failed:\n{}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "ok");
}
