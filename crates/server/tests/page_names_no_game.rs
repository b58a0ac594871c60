//! The page names no game: no script of `static/` compares a game id with a literal, holds a
//! registered game id as a string or keys an object by one. What a game needs on the page
//! (how its moves are shown, the move clicked cells make, its score's unit, its proven
//! results, its promotion pieces) comes from the server's catalog and state.

use std::{fs, path::Path};

/// A place in a script that names a game: `file:line: what`.
fn findings(file: &str, text: &str, ids: &[&str]) -> Vec<String> {
    let mut found = Vec::new();
    let bytes = text.as_bytes();
    let line_of = |at: usize| text[..at].matches('\n').count() + 1;
    let mut i = 0;
    // The end of the last identifier outside strings and comments, with the identifier.
    let mut last_word: Option<(usize, &str)> = None;
    while i < bytes.len() {
        let c = bytes[i];
        if text[i..].starts_with("//") {
            i = text[i..].find('\n').map_or(bytes.len(), |n| i + n);
            continue;
        }
        if text[i..].starts_with("/*") {
            i = text[i + 2..].find("*/").map_or(bytes.len(), |n| i + n + 4);
            continue;
        }
        if c == b'"' || c == b'\'' || c == b'`' {
            let start = i + 1;
            let mut j = start;
            while j < bytes.len() && bytes[j] != c {
                j += if bytes[j] == b'\\' { 2 } else { 1 };
            }
            let literal = &text[start..j.min(bytes.len())];
            if ids.contains(&literal) {
                found.push(format!("{file}:{}: the game id \"{literal}\"", line_of(i)));
            }
            // A comparison of a game with a literal: `game === "…"`, `st.game !== '…'`.
            let before = text[..i].trim_end();
            let compared = ["===", "!==", "==", "!="]
                .iter()
                .find_map(|op| before.strip_suffix(op))
                .map(str::trim_end);
            if let Some(left) = compared {
                let word: String = left
                    .chars()
                    .rev()
                    .take_while(|ch| ch.is_ascii_alphanumeric() || *ch == '_' || *ch == '$')
                    .collect::<String>()
                    .chars()
                    .rev()
                    .collect();
                if word.to_ascii_lowercase().contains("game") {
                    found.push(format!(
                        "{file}:{}: {word} compared with \"{literal}\"",
                        line_of(i)
                    ));
                }
            }
            i = j + 1;
            last_word = None;
            continue;
        }
        if c.is_ascii_alphabetic() || c == b'_' || c == b'$' {
            let start = i;
            while i < bytes.len()
                && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_' || bytes[i] == b'$')
            {
                i += 1;
            }
            last_word = Some((i, &text[start..i]));
            continue;
        }
        // An object keyed by a game id: `{ chess: …, kalah: … }`.
        if c == b':'
            && let Some((end, word)) = last_word
            && text[end..i].trim().is_empty()
            && ids.contains(&word)
            && !text[..end - word.len()].trim_end().ends_with('?')
        {
            found.push(format!("{file}:{}: the key {word}", line_of(i)));
        }
        if !c.is_ascii_whitespace() {
            last_word = None;
        }
        i += 1;
    }
    found
}

fn game_ids() -> Vec<&'static str> {
    ply_games::registry().iter().map(|g| g.id()).collect()
}

#[test]
fn no_page_script_names_a_game() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("static");
    let ids = game_ids();
    let mut scripts = 0;
    let mut found = Vec::new();
    for entry in fs::read_dir(&dir).unwrap().flatten() {
        let path = entry.path();
        if path.extension().is_some_and(|e| e == "js") {
            scripts += 1;
            let name = entry.file_name().to_string_lossy().into_owned();
            found.extend(findings(&name, &fs::read_to_string(&path).unwrap(), &ids));
        }
    }
    assert!(
        scripts >= 10,
        "found {scripts} scripts in {}",
        dir.display()
    );
    assert!(
        found.is_empty(),
        "the page names games (the server's catalog and state should say what it needs):\n{}",
        found.join("\n")
    );
}

#[test]
fn the_scan_finds_each_way_of_naming_a_game() {
    let ids = game_ids();
    let named = |text: &str| findings("x.js", text, &ids);
    assert_eq!(named(r#"if (st.game === "chess") x();"#).len(), 2);
    assert_eq!(
        named("const f = (g) => (this.from.game !== 'zebra' ? 1 : 2);"),
        ["x.js:1: game compared with \"zebra\""]
    );
    assert_eq!(
        named("const UNITS = {\n  kalah: { per: 1 },\n};"),
        ["x.js:2: the key kalah"]
    );
    assert_eq!(named("const a = `kabe`;").len(), 1);
    // Words that are no game, comments, ternaries and ids inside longer texts are fine.
    assert!(named("// st.game === \"chess\"\nconst a = x ? chess : 1;").is_empty());
    assert!(named(r#"t("page-about-chess"); const o = { kind: "queen" };"#).is_empty());
}
