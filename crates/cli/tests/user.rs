//! `ply user` against the database `ply serve` uses: list, show, disable, enable and
//! reset-password, checked through the accounts themselves (a disabled account cannot log
//! in; a reset password replaces the old one and ends every session).

use std::{
    io::Write,
    path::Path,
    process::{Command, Output, Stdio},
};

use ply_server::accounts::{Accounts, Config, Refusal};

fn ply(data: &Path, args: &[&str], input: Option<&str>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_ply"))
        .arg("user")
        .args(args)
        .arg("--data")
        .arg(data)
        .env_remove("PLY_DATABASE_URL")
        .env("LANG", "C")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("ply runs");
    let mut stdin = child.stdin.take().unwrap();
    if let Some(text) = input {
        stdin.write_all(text.as_bytes()).unwrap();
    }
    drop(stdin);
    child.wait_with_output().unwrap()
}

fn stdout(out: &Output) -> String {
    assert!(
        out.status.success(),
        "ply user failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

async fn accounts(data: &Path) -> Accounts {
    let url = ply_server::store::sqlite_url(&data.join(ply_server::DATABASE_FILE));
    let store = ply_server::Store::connect(&url).await.unwrap();
    Accounts::new(store, Config::default(), false)
}

async fn logs_in(accounts: &Accounts, name: &str, password: &str) -> bool {
    match accounts.login(name, password, Some("127.0.0.1")).await {
        Ok(_) => true,
        Err(Refusal::Api(_)) => false,
        Err(Refusal::Limited { .. }) => panic!("limited"),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_operator_lists_shows_disables_and_resets_accounts() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path()).unwrap();
    let data = dir.path();
    {
        let accounts = accounts(data).await;
        accounts
            .register("Tiit", "tiit password", None)
            .await
            .ok()
            .unwrap();
        accounts
            .register("anu", "anu password", None)
            .await
            .ok()
            .unwrap();
    }
    let list = stdout(&ply(data, &["list"], None));
    let lines: Vec<&str> = list.lines().collect();
    assert_eq!(lines.len(), 2, "{list}");
    assert!(
        lines[0].starts_with("anu\tanu\t") && lines[0].ends_with("\tactive"),
        "{list}"
    );
    assert!(lines[1].starts_with("tiit\tTiit\t"), "{list}");

    let shown = stdout(&ply(data, &["show", "TIIT"], None));
    assert!(
        shown.contains("name: Tiit") && shown.contains("games: 0") && shown.contains("sessions: 1"),
        "{shown}"
    );

    stdout(&ply(data, &["disable", "tiit"], None));
    let accounts = accounts(data).await;
    assert!(
        !logs_in(&accounts, "tiit", "tiit password").await,
        "a disabled account logs in"
    );
    assert!(stdout(&ply(data, &["show", "tiit"], None)).contains("state: disabled"));
    stdout(&ply(data, &["enable", "tiit"], None));
    assert!(logs_in(&accounts, "tiit", "tiit password").await);

    // A new random password, printed once; the old one stops working and every session ends.
    let said = stdout(&ply(data, &["reset-password", "tiit"], None));
    let password = said
        .lines()
        .find_map(|l| l.split("(shown once): ").nth(1))
        .expect("the new password")
        .to_string();
    assert_eq!(password.len(), 20, "{said}");
    assert!(stdout(&ply(data, &["show", "tiit"], None)).contains("sessions: 0"));
    assert!(!logs_in(&accounts, "tiit", "tiit password").await);
    assert!(logs_in(&accounts, "tiit", &password).await);
    // Or one read from standard input, never printed.
    let said = stdout(&ply(
        data,
        &["reset-password", "anu", "--stdin"],
        Some("chosen by the club\n"),
    ));
    assert!(!said.contains("chosen by the club"), "{said}");
    assert!(logs_in(&accounts, "anu", "chosen by the club").await);

    // Refusals: no such account, a password too short; nothing changes.
    for (args, input) in [
        (vec!["show", "nobody"], None),
        (vec!["disable", "nobody"], None),
        (vec!["reset-password", "anu", "--stdin"], Some("short\n")),
    ] {
        let out = ply(data, &args, input);
        assert_eq!(
            out.status.code(),
            Some(2),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stdout)
        );
    }
    assert!(logs_in(&accounts, "anu", "chosen by the club").await);
}
