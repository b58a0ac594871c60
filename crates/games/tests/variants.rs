//! A draughts variant is its row of `ply_draughts::PRESETS`, its perft rows, its catalog words
//! and its rules pages — nothing else. Every registered game has each of these (so a new row
//! without them fails here, naming what is missing), and no list elsewhere in the sources
//! names the variants: every other list is derived from the rows.

use std::{fs, path::Path};

use ply_core::Lang;

/// The workspace's root.
fn root() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
}

/// The rules crates' perft tables, by the crate (the game's family) that holds them.
const PERFT_TABLES: [(&str, &str); 4] = [
    (
        "draughts",
        include_str!("../../draughts/tests/data/perft.tsv"),
    ),
    ("chess", include_str!("../../chess/tests/data/perft.tsv")),
    ("konane", include_str!("../../konane/tests/data/perft.tsv")),
    ("kalah", include_str!("../../kalah/tests/data/perft.tsv")),
];

/// The search's signature: a `GAME NODES` line per game.
const BENCH: &str = include_str!("../../cli/tests/data/bench.txt");

#[test]
fn every_game_has_its_perft_rows_words_rules_pages_and_bench_line() {
    let mut missing = Vec::new();
    for game in ply_games::registry() {
        let id = game.id();
        let family = game.family();
        let Some(&(_, table)) = PERFT_TABLES.iter().find(|(f, _)| *f == family) else {
            missing.push(format!("{id}: no perft table for the family {family}"));
            continue;
        };
        let rows = table
            .lines()
            .filter(|l| l.split('\t').next() == Some(id))
            .count();
        if rows == 0 {
            missing.push(format!(
                "{id}: no perft rows in crates/{family}/tests/data/perft.tsv"
            ));
        }
        for lang in Lang::all() {
            for key in [format!("game-{id}"), format!("page-about-{id}")] {
                if ply_i18n::text(lang, &key) == key {
                    missing.push(format!(
                        "{id}: no {key} in crates/i18n/locales/{}/",
                        lang.tag()
                    ));
                }
            }
        }
        // Every game's rules page in English, Estonian and Russian; the box's five games are in
        // every language (the server's rule book checks those).
        for tag in ["en", "et", "ru"] {
            let page = format!("docs/rules/{tag}/{id}.md");
            if !root().join(&page).is_file() {
                missing.push(format!("{id}: no rules page {page}"));
            }
        }
        let signed = BENCH
            .lines()
            .any(|l| l.split_whitespace().next() == Some(id));
        if !signed {
            missing.push(format!(
                "{id}: no line in crates/cli/tests/data/bench.txt (write the count `ply bench` \
                 prints)"
            ));
        }
    }
    assert!(
        missing.is_empty(),
        "a registered game lacks what it needs:\n{}",
        missing.join("\n")
    );
}

/// The string literals of Rust source, outside comments: `(line, text)`.
fn literals(text: &str) -> Vec<(usize, &str)> {
    let bytes = text.as_bytes();
    let line_of = |at: usize| text[..at].matches('\n').count() + 1;
    let mut found = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let rest = &text[i..];
        if rest.starts_with("//") {
            i = rest.find('\n').map_or(bytes.len(), |n| i + n);
        } else if let Some(inside) = rest.strip_prefix("/*") {
            i = inside.find("*/").map_or(bytes.len(), |n| i + n + 4);
        } else if rest.starts_with("r\"") || rest.starts_with("r#") {
            // A raw string: `r"…"`, `r#"…"#`.
            let hashes = rest[1..].bytes().take_while(|&b| b == b'#').count();
            let open = 1 + hashes;
            if rest.as_bytes().get(open) != Some(&b'"') {
                i += 1;
                continue;
            }
            let close = format!("\"{}", "#".repeat(hashes));
            let start = i + open + 1;
            let end = text[start..]
                .find(&close)
                .map_or(bytes.len(), |n| start + n);
            found.push((line_of(i), &text[start..end]));
            i = end + close.len();
        } else if bytes[i] == b'"' {
            let start = i + 1;
            let mut j = start;
            while j < bytes.len() && bytes[j] != b'"' {
                j += if bytes[j] == b'\\' { 2 } else { 1 };
            }
            found.push((line_of(i), &text[start..j.min(bytes.len())]));
            i = j + 1;
        } else if bytes[i] == b'\'' {
            // A character literal (`'"'`, `'\''`), or a lifetime.
            let lit = if rest.starts_with("'\\") {
                rest.get(3..).and_then(|r| r.find('\'')).map(|n| n + 4)
            } else {
                rest.char_indices()
                    .nth(2)
                    .filter(|&(_, c)| c == '\'')
                    .map(|(n, _)| n + 1)
            };
            i += lit.unwrap_or(1);
        } else {
            i += 1;
        }
    }
    found
}

/// The variants a Rust file names in its string literals, each with the first line naming it.
fn named<'a>(text: &str, ids: &[&'a str]) -> Vec<(&'a str, usize)> {
    let mut found: Vec<(&str, usize)> = Vec::new();
    for (line, literal) in literals(text) {
        if let Some(&id) = ids.iter().find(|&&id| id == literal)
            && !found.iter().any(|&(f, _)| f == id)
        {
            found.push((id, line));
        }
    }
    found
}

/// A file naming this many of the variants holds a list of them.
fn list_size(variants: usize) -> usize {
    variants.div_ceil(2)
}

/// The only source that may list the variants: their rows.
const ROWS: &str = "crates/draughts/src/variant/preset.rs";

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        let name = entry.file_name();
        if path.is_dir() {
            if name != "target" && !name.to_string_lossy().starts_with('.') {
                rust_files(&path, out);
            }
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn no_list_elsewhere_names_the_variants() {
    let ids: Vec<&str> = ply_draughts::PRESETS.iter().map(|p| p.id).collect();
    assert!(ids.len() >= 15, "{} draughts rows", ids.len());
    let mut files = Vec::new();
    rust_files(&root().join("crates"), &mut files);
    assert!(files.len() > 100, "found {} sources", files.len());
    let mut lists = Vec::new();
    for path in files {
        let shown = path
            .strip_prefix(root())
            .unwrap_or(&path)
            .to_string_lossy()
            .replace('\\', "/");
        if shown == ROWS {
            continue;
        }
        let found = named(&fs::read_to_string(&path).unwrap(), &ids);
        if found.len() >= list_size(ids.len()) {
            let at: Vec<String> = found.iter().map(|(id, l)| format!("{id}:{l}")).collect();
            lists.push(format!("{shown}: {}", at.join(" ")));
        }
    }
    assert!(
        lists.is_empty(),
        "these sources list the draughts variants (derive the list from \
         ply_draughts::PRESETS instead):\n{}",
        lists.join("\n")
    );
}

#[test]
fn the_scan_finds_the_names_in_code_only() {
    let ids = ["kabe", "draughts", "frysk"];
    let text = "// \"kabe\"\n/* \"frysk\" */\nlet a = ['\"', 'x', '\\''];\nfn f<'a>() {}\n\
                let b = [\"draughts\", r#\"frysk\"#];\nlet c = \"kabe-ish\";";
    assert_eq!(named(text, &ids), [("draughts", 5), ("frysk", 5)]);
    assert_eq!(list_size(15), 8);
}
