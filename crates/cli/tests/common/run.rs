//! Running the `ply` binary of the build under test, with no endgame databases from the
//! environment and English messages, and reading what it printed.

use std::process::{Command, Output};

/// Runs `ply ARGS…` to the end.
pub fn ply(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ply"))
        .args(args)
        .env_remove("PLY_EGDB")
        .env("LANG", "C")
        .output()
        .expect("ply runs")
}

/// Its standard output followed by its standard error.
pub fn text(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr)
}
