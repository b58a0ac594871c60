//! The `ply` binary end to end: output formats, JSON shapes, errors and exit statuses.

use std::process::{Command, Output};

use serde_json::Value;

/// Runs ply in English, whatever the language of the machine running the tests.
fn ply(args: &[&str]) -> Output {
    ply_in(&[("LC_ALL", "C")], args)
}

/// Runs ply with these environment variables (and no inherited language).
fn ply_in(env: &[(&str, &str)], args: &[&str]) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_ply"));
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
        command.env_remove(name);
    }
    command
        .envs(env.iter().copied())
        .args(args)
        .output()
        .expect("the ply binary runs")
}

#[test]
fn the_terminal_speaks_the_language_of_the_environment_or_lang() {
    let text = |out: Output| {
        String::from_utf8(out.stdout).unwrap() + &String::from_utf8(out.stderr).unwrap()
    };
    let mate = ["apply", "chess", "f3", "e5", "g4", "Qh4#"];
    let ru = text(ply_in(&[("LANG", "ru_RU.UTF-8")], &mate));
    assert!(ru.contains("партия окончена") && ru.contains("мат"), "{ru}");
    let et = text(ply_in(
        &[("LANG", "ru_RU.UTF-8"), ("LC_ALL", "et_EE.UTF-8")],
        &mate,
    ));
    assert!(et.contains("mäng on läbi"), "{et}");
    let mut args = vec!["--lang", "en"];
    args.extend(mate);
    let en = text(ply_in(&[("LANG", "ru_RU.UTF-8")], &args));
    assert!(
        en.contains("status: finished, black wins: checkmate"),
        "{en}"
    );
    // An illegal move: the same exit status, the reason in the reader's language.
    let bad = ["apply", "kabe", "--position", "W:W22,K30:B18,26", "22x15"];
    let out = ply_in(&[("LANG", "et_EE.UTF-8")], &bad);
    assert_eq!(out.status.code(), Some(2));
    let et = text(out);
    assert!(
        et.contains("30x14") && !et.contains("the king must"),
        "{et}"
    );
    let out = ply_in(&[], &["--lang", "xx", "moves", "kabe"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(out).contains("en, da, de, es, et, fr, it, nl, ru"));
    // The languages of the box's Kalah leaflet, by the environment or by --lang.
    for (env, lang, said) in [
        (
            "de_DE.UTF-8",
            "de",
            "Stand: beendet, Schwarz gewinnt: Schachmatt",
        ),
        (
            "fr_FR.UTF-8",
            "fr",
            "état : terminée, victoire : Noirs — échec et mat",
        ),
        (
            "nl_NL.UTF-8",
            "nl",
            "stand: afgelopen, zwart wint: schaakmat",
        ),
        ("da_DK.UTF-8", "da", "status: slut, sort vinder: skakmat"),
        (
            "es_ES.UTF-8",
            "es",
            "estado: terminada, victoria de Negras: jaque mate",
        ),
        (
            "it_IT.UTF-8",
            "it",
            "stato: finita, vince Nero: scacco matto",
        ),
    ] {
        let by_env = text(ply_in(&[("LANG", env)], &mate));
        assert!(by_env.contains(said), "{env}: {by_env}");
        let mut args = vec!["--lang", lang];
        args.extend(mate);
        let by_flag = text(ply_in(&[("LANG", "ru_RU.UTF-8")], &args));
        assert!(by_flag.contains(said), "--lang {lang}: {by_flag}");
    }
}

/// Runs ply, expects success, and parses the single line of JSON it prints.
fn ply_json(args: &[&str]) -> Value {
    let out = ply(args);
    assert!(
        out.status.success(),
        "ply {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8(out.stdout).expect("utf-8 output");
    assert_eq!(stdout.lines().count(), 1, "one line of JSON: {stdout}");
    serde_json::from_str(&stdout).expect("valid JSON")
}

/// Runs ply, expects exit status 2 and one line on stderr; returns that line.
fn ply_error(args: &[&str]) -> String {
    let out = ply(args);
    assert_eq!(
        out.status.code(),
        Some(2),
        "ply {args:?} should exit with 2"
    );
    assert!(out.stdout.is_empty(), "nothing on stdout for an error");
    let stderr = String::from_utf8(out.stderr).expect("utf-8 errors");
    assert_eq!(stderr.lines().count(), 1, "one line on stderr: {stderr}");
    stderr.trim_end().to_string()
}

/// The rules crates' perft tables: `game`, `position`, `depth`, `nodes` per row.
const PERFT_TABLES: [&str; 4] = [
    include_str!("../../draughts/tests/data/perft.tsv"),
    include_str!("../../chess/tests/data/perft.tsv"),
    include_str!("../../konane/tests/data/perft.tsv"),
    include_str!("../../kalah/tests/data/perft.tsv"),
];

/// The deepest row of `game`'s perft table from its start position within `max_nodes`:
/// `(depth, nodes)`.
fn start_perft(game: &dyn ply_games::AnyGame, max_nodes: u64) -> Option<(u32, u64)> {
    let start = game.new_game(&[], None).unwrap().position();
    PERFT_TABLES
        .iter()
        .flat_map(|table| table.lines())
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            let (depth, nodes) = (f.get(2)?.parse().ok()?, f.get(3)?.parse().ok()?);
            let at = game.new_game(&[], Some(f[1])).ok()?.position();
            (f[0] == game.id() && at == start && nodes <= max_nodes).then_some((depth, nodes))
        })
        .max()
}

#[test]
fn perft_json_for_every_game() {
    // Every registered game, at the deepest depth of its table from the start that stays
    // small.
    for g in ply_games::registry() {
        let game = g.id();
        let (depth, nodes) = start_perft(g.as_ref(), 80_000)
            .unwrap_or_else(|| panic!("{game}: no perft row from its start position"));
        let v = ply_json(&["perft", game, "--depth", &depth.to_string(), "--json"]);
        assert_eq!(v["game"], game);
        assert_eq!(v["depth"], depth);
        assert_eq!(v["nodes"], nodes);
        assert!(v["position"].is_string());
        assert!(v["seconds"].is_number());
    }
}

#[test]
fn perft_prints_a_line_per_depth_and_divide_sums_up() {
    let out = ply(&["perft", "chess", "--depth", "3"]);
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(text.lines().count(), 3, "{text}");
    assert!(text.lines().last().unwrap().contains("8902"), "{text}");

    let v = ply_json(&["perft", "chess", "--depth", "2", "--divide", "--json"]);
    let divide = v["divide"].as_object().unwrap();
    assert_eq!(divide.len(), 20);
    assert_eq!(divide["e4"], 20);
    assert_eq!(v["nodes"], 400);
}

#[test]
fn moves_json() {
    let v = ply_json(&["moves", "chess", "--json"]);
    assert_eq!(v["moves"].as_array().unwrap().len(), 20);
}

#[test]
fn draughts_variants_from_the_command_line() {
    // Russian moves are written algebraically and read either way.
    let v = ply_json(&["moves", "russian", "--json"]);
    assert!(
        v["moves"].as_array().unwrap().contains(&"c3-d4".into()),
        "{v}"
    );
    let v = ply_json(&["apply", "russian", "c3-d4", "f6-e5", "18x11", "--json"]);
    assert_eq!(v["moves"], serde_json::json!(["c3-d4", "f6-e5", "d4:f6"]));
    // Checkers starts with Black to move.
    let v = ply_json(&["moves", "checkers", "--json"]);
    assert!(v["position"].as_str().unwrap().starts_with("B:"), "{v}");
    assert!(
        v["moves"].as_array().unwrap().contains(&"11-15".into()),
        "{v}"
    );
    // Turkish: squares 1-64, men forward; a double capture to the far row crowns the man.
    let v = ply_json(&["moves", "turkish", "--json"]);
    assert_eq!(v["moves"].as_array().unwrap().len(), 8, "{v}");
    let v = ply_json(&["apply", "turkish", "41-33", "17-25", "a4xa8", "--json"]);
    assert_eq!(v["moves"], serde_json::json!(["41-33", "17-25", "33x1"]));
    assert!(v["position"].as_str().unwrap().contains("WK1,"), "{v}");
    let e = ply_error(&["apply", "turkish", "41-40"]);
    assert!(e.contains("forward or sideways"), "{e}");
}

#[test]
fn apply_reports_checkmate_and_repetition() {
    let v = ply_json(&[
        "apply", "chess", "e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7", "--json",
    ]);
    assert_eq!(v["status"], "finished");
    assert_eq!(v["result"], "white");
    assert_eq!(v["reason"], "checkmate");

    let shuffle = ["Nf3", "Nf6", "Ng1", "Ng8"];
    let mut args = vec!["apply", "chess", "--json"];
    args.extend(shuffle);
    args.extend(shuffle);
    let v = ply_json(&args);
    assert_eq!(v["result"], "draw");
    assert_eq!(v["reason"], "repetition");
    // One ply short of the third occurrence: still going.
    args.pop();
    let v = ply_json(&args);
    assert_eq!(v["status"], "ongoing");
    assert_eq!(v["result"], Value::Null);
}

#[test]
fn bad_input_gets_one_line_and_status_2() {
    let e = ply_error(&["perft", "nosuchgame"]);
    assert!(e.contains("unknown game 'nosuchgame'"), "{e}");
    let e = ply_error(&["moves", "chess", "--position", "not a fen"]);
    assert!(e.contains("invalid position"), "{e}");
    let e = ply_error(&["apply", "chess", "e4", "e4"]);
    assert!(e.contains("move 2 'e4'"), "{e}");
    let e = ply_error(&[
        "apply", "chess", "e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7", "a6",
    ]);
    assert!(e.contains("the game is over"), "{e}");
    let e = ply_error(&["perft", "chess", "--rule", "pits=4"]);
    assert!(e.contains("unknown rule option 'pits'"), "{e}");
    let e = ply_error(&["perft", "chess", "--rule", "pits"]);
    assert!(e.contains("expected KEY=VALUE"), "{e}");
    let e = ply_error(&["perft", "kalah", "--rule", "seeds=1000000000"]);
    assert!(e.contains("seeds is 1 to 21"), "{e}");
    let e = ply_error(&["apply", "draughts", "--position", "W:W31:B", "31-26"]);
    assert!(e.contains("the game is over: white wins"), "{e}");
}

#[test]
fn analyze_json_finds_a_mate_in_one() {
    let v = ply_json(&[
        "analyze",
        "chess",
        "--position",
        "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1",
        "--depth",
        "4",
        "--json",
    ]);
    assert_eq!(v["bestmove"], "Rd8#");
    assert_eq!(v["proven"], "win");
    assert_eq!(v["pv"][0], "Rd8#");
    assert!(v["nodes"].as_u64().unwrap() > 0);
}

#[test]
fn analyze_under_each_limit_returns_a_legal_move() {
    let legal = ply_json(&["moves", "konane", "--json"])["moves"].clone();
    for limit in [["--depth", "3"], ["--nodes", "500"], ["--movetime", "50"]] {
        let mut args = vec!["analyze", "konane", "--json"];
        args.extend(limit);
        let v = ply_json(&args);
        assert!(
            legal.as_array().unwrap().contains(&v["bestmove"]),
            "{limit:?}: {}",
            v["bestmove"]
        );
    }
}

#[test]
fn bench_signature_repeats() {
    let a = ply_json_last(&["bench", "--game", "konane", "--json"]);
    let b = ply_json_last(&["bench", "--game", "konane", "--json"]);
    assert_eq!(a["nodes"], b["nodes"]);
    assert!(a["nodes"].as_u64().unwrap() > 0);
}

/// Runs ply and parses the last line of its output as JSON.
fn ply_json_last(args: &[&str]) -> Value {
    let out = ply(args);
    assert!(out.status.success(), "ply {args:?} failed");
    let stdout = String::from_utf8(out.stdout).unwrap();
    serde_json::from_str(stdout.lines().last().unwrap()).unwrap()
}

#[test]
fn a_match_reports_its_totals() {
    let v = ply_json_last(&[
        "match",
        "konane",
        "--a",
        "level=10,depth=3",
        "--b",
        "level=1",
        "--games",
        "4",
        "--jobs",
        "2",
        "--json",
    ]);
    assert_eq!(v["games"], 4);
    let sum =
        v["wins"].as_u64().unwrap() + v["draws"].as_u64().unwrap() + v["losses"].as_u64().unwrap();
    assert_eq!(sum, 4);
    assert!(v["elo_95"].as_array().unwrap().len() == 2);
    let e = ply_error(&["match", "konane", "--a", "level=11", "--b", "level=1"]);
    assert!(e.contains("levels are 1-10"), "{e}");
}

#[test]
fn the_terminal_game_plays_from_a_pipe() {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_ply"))
        .args([
            "play",
            "chess",
            "--level",
            "1",
            "--movetime",
            "20",
            "--colors",
            "never",
        ])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"e5\ne4\nhint\nundo\nd4\nresign\n")
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("ply plays"), "{text}");
    assert!(text.contains("hint: "), "{text}");
    assert!(text.contains("taken back: e4"), "{text}");
    assert!(
        text.contains("game over: black wins: resignation"),
        "{text}"
    );
    assert!(text.contains("moves: d4 "), "{text}");
}

#[test]
fn draughts_errors_name_the_rule() {
    let e = ply_error(&["apply", "draughts", "--position", "W:W32:B27", "32-28"]);
    assert!(e.contains("a capture is compulsory"), "{e}");
    let e = ply_error(&[
        "apply",
        "kalah",
        "--position",
        "0,6,6,6,6,6,6,6,6,6,6,6,6,0 S",
        "1",
    ]);
    assert!(e.contains("pit 1 is empty"), "{e}");
    let e = ply_error(&["apply", "konane", "d4"]);
    assert!(e.contains("a8, h1, d5 or e4"), "{e}");
    let e = ply_error(&["moves", "kabe", "--position", "W:W33:B1"]);
    assert!(e.contains("invalid position"), "{e}");
}

#[test]
fn kalah_names_south_and_north_and_keeps_the_turn_after_an_extra_move() {
    // Pit 1 of six seeds ends in South's store: South moves again.
    let v = ply_json(&["apply", "kalah", "1", "--json"]);
    assert!(v["position"].as_str().unwrap().ends_with(" S"), "{v}");
    let v = ply_json(&[
        "apply",
        "kalah",
        "--position",
        "0,0,0,0,0,1,30,0,0,0,0,0,1,40 S",
        "6",
        "--json",
    ]);
    assert_eq!(v["status"], "finished");
    assert_eq!(v["result"], "north");
    let v = ply_json(&[
        "apply", "kalah", "--rule", "pits=4", "--rule", "seeds=3", "1", "--json",
    ]);
    assert!(
        v["position"].as_str().unwrap().starts_with("0,4,4,4,0"),
        "{v}"
    );
}

#[test]
fn analyze_proves_a_kalah_endgame_with_its_exact_margin() {
    // 20 seeds left in the pits: the endgame solver answers.
    let v = ply_json(&[
        "analyze",
        "kalah",
        "--position",
        "3,0,2,1,0,4,30,1,2,0,3,2,2,22 S",
        "--movetime",
        "1000",
        "--json",
    ]);
    assert_eq!(v["proven"], "win");
    assert_eq!(v["score"], 14, "South finishes 14 seeds ahead: {v}");
}

#[test]
fn games_lists_every_game_and_variant_the_other_commands_accept() {
    let v = ply_json(&["games", "--json"]);
    let games = v["games"].as_array().expect("a list of games");
    let ids: Vec<&str> = games.iter().filter_map(|g| g["id"].as_str()).collect();
    for id in [
        "kabe", "draughts", "chess", "konane", "kalah", "russian", "checkers",
    ] {
        assert!(ids.contains(&id), "{id} missing from {ids:?}");
    }
    for game in games {
        let id = game["id"].as_str().unwrap();
        assert!(
            game["name"].as_str().is_some_and(|n| !n.is_empty()),
            "{game}"
        );
        assert_eq!(game["sides"].as_array().map(Vec::len), Some(2), "{game}");
        assert!(game["family"].as_str().is_some(), "{game}");
        // Every listed id is a game id for the other commands.
        let perft = ply_json(&["perft", id, "--depth", "1", "--json"]);
        assert!(perft["nodes"].as_u64().is_some_and(|n| n > 0), "{id}");
    }
    let family = |id: &str| games.iter().find(|g| g["id"] == id).unwrap()["family"].clone();
    assert_eq!(family("russian"), family("draughts"));
    assert_ne!(family("chess"), family("draughts"));
    let kalah = games.iter().find(|g| g["id"] == "kalah").unwrap();
    assert!(
        kalah["rules"]
            .as_object()
            .is_some_and(|r| r.contains_key("pits"))
    );
    let out = ply(&["games", "--rules"]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(
        text.lines().filter(|l| !l.starts_with(' ')).count(),
        ids.len(),
        "one unindented line per game:\n{text}"
    );
    assert!(text.contains("pits = 6"), "{text}");
}
