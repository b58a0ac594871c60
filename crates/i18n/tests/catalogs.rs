//! The catalogs are complete: each parses, every language has every English message with the
//! same parameters, and every message code written in the workspace's sources exists.

use std::{
    collections::{BTreeMap, BTreeSet},
    fs,
    path::{Path, PathBuf},
};

use fluent_syntax::{ast, parser};
use ply_i18n::{Lang, Message, msg};

fn locales() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("locales")
}

/// Message id → the variables its text uses, per area, for one language directory.
fn read_language(dir: &Path) -> BTreeMap<String, BTreeMap<String, BTreeSet<String>>> {
    let mut areas = BTreeMap::new();
    for file in fs::read_dir(dir).unwrap().flatten() {
        let path = file.path();
        if path.extension().is_none_or(|e| e != "ftl") {
            continue;
        }
        let source = fs::read_to_string(&path).unwrap();
        let resource = parser::parse(source.as_str())
            .unwrap_or_else(|(_, errors)| panic!("{}: {errors:?}", path.display()));
        let mut messages = BTreeMap::new();
        for entry in resource.body {
            if let ast::Entry::Message(m) = entry {
                let mut vars = BTreeSet::new();
                if let Some(pattern) = &m.value {
                    pattern_vars(pattern, &mut vars);
                }
                let id = m.id.name.to_string();
                assert!(
                    messages.insert(id.clone(), vars).is_none(),
                    "{}: {id} twice",
                    path.display()
                );
            }
        }
        let area = path.file_stem().unwrap().to_string_lossy().into_owned();
        areas.insert(area, messages);
    }
    areas
}

fn pattern_vars(pattern: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_vars(expression, out);
        }
    }
}

fn expression_vars(expression: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Inline(inline) => inline_vars(inline, out),
        ast::Expression::Select { selector, variants } => {
            inline_vars(selector, out);
            for variant in variants {
                pattern_vars(&variant.value, out);
            }
        }
    }
}

fn inline_vars(inline: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        ast::InlineExpression::Placeable { expression } => expression_vars(expression, out),
        _ => {}
    }
}

#[test]
fn every_language_has_every_message_with_the_same_parameters() {
    let english = read_language(&locales().join("en"));
    assert!(english.values().map(BTreeMap::len).sum::<usize>() > 100);
    let mut checked = Vec::new();
    for dir in fs::read_dir(locales()).unwrap().flatten() {
        let lang = dir.file_name().to_string_lossy().into_owned();
        let other = read_language(&dir.path());
        assert_eq!(
            english.keys().collect::<Vec<_>>(),
            other.keys().collect::<Vec<_>>(),
            "{lang}: the areas differ from English"
        );
        for (area, messages) in &english {
            let theirs = &other[area];
            for (id, vars) in messages {
                let Some(their_vars) = theirs.get(id) else {
                    panic!("{lang}/{area}.ftl lacks {id}");
                };
                assert_eq!(vars, their_vars, "{lang}/{area}.ftl: {id} parameters");
            }
            for id in theirs.keys() {
                assert!(
                    messages.contains_key(id),
                    "{lang}/{area}.ftl: {id} is not in English"
                );
            }
        }
        checked.push(lang);
    }
    checked.sort();
    assert_eq!(checked, NINE, "the box's nine languages, each checked");
}

/// The languages of the box: English, Estonian (the box's own), Russian, and the six more of
/// its Kalah leaflet.
const NINE: [&str; 9] = ["da", "de", "en", "es", "et", "fr", "it", "nl", "ru"];

/// Every string literal that names a message in the sources of the workspace: the first
/// argument of `msg!(…)`, `Message::new(…)`, `Arg::term(…)`, `ApiError::refused(…)` and the
/// catalog ids the code writes out (`"reason-…"`, `"piece-…"`).
fn codes_in_sources() -> BTreeSet<String> {
    let crates = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut files = Vec::new();
    let mut dirs = vec![crates];
    while let Some(dir) = dirs.pop() {
        for entry in fs::read_dir(&dir).unwrap().flatten() {
            let path = entry.path();
            let name = entry.file_name();
            if path.is_dir() && name != "target" && name != "node_modules" {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "rs")
                && !path.ends_with("i18n/tests/catalogs.rs")
            {
                files.push(path);
            }
        }
    }
    let mut codes = BTreeSet::new();
    for file in files {
        let text = fs::read_to_string(&file).unwrap();
        for opener in ["msg!(\"", "Message::new(\"", "Arg::term(\"", "refused(\""] {
            for (at, _) in text.match_indices(opener) {
                let rest = &text[at + opener.len()..];
                let code = &rest[..rest.find('"').unwrap()];
                codes.insert(code.to_string());
            }
        }
        for prefix in ["\"reason-", "\"piece-", "\"side-"] {
            for (at, _) in text.match_indices(prefix) {
                let rest = &text[at + 1..];
                let code = &rest[..rest.find('"').unwrap()];
                let whole = code.len() > prefix.len() - 1;
                if whole
                    && code
                        .chars()
                        .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
                {
                    codes.insert(code.to_string());
                }
            }
        }
    }
    codes
}

#[test]
fn every_code_in_the_sources_has_a_message() {
    let english: BTreeSet<String> = read_language(&locales().join("en"))
        .into_values()
        .flat_map(BTreeMap::into_keys)
        .collect();
    let codes = codes_in_sources();
    assert!(codes.len() > 150, "found {} codes", codes.len());
    let missing: Vec<&String> = codes.iter().filter(|c| !english.contains(*c)).collect();
    assert!(
        missing.is_empty(),
        "codes without an English message: {missing:?}"
    );
}

#[test]
fn messages_are_worded_in_each_language() {
    let et = Lang::from_tag("et").unwrap();
    let ru = Lang::from_tag("ru-RU").unwrap();
    let m = msg!("capture_compulsory", captures = vec!["26x17".to_string()]);
    assert_eq!(m.to_string(), "a capture is compulsory: 26x17");
    for lang in Lang::all().into_iter().filter(|l| *l != Lang::EN) {
        let text = m.text(lang);
        assert!(
            text.contains("26x17") && text != m.to_string(),
            "{lang}: {text}"
        );
    }
    // Nested messages and terms follow the language.
    let over = msg!(
        "game_over",
        result = msg!("result_draw", reason = msg!("reason-repetition"))
    );
    assert_ne!(over.text(et), over.text(Lang::EN));
    assert!(!over.text(ru).contains("draw"), "{}", over.text(ru));
    // A message no catalog has shows its code; one only English has, English.
    assert_eq!(Message::new("no_such_message").text(et), "no_such_message");
}

#[test]
fn languages_are_found_by_tag_header_and_environment() {
    assert_eq!(Lang::from_tag("et_EE.UTF-8").map(Lang::tag), Some("et"));
    assert_eq!(Lang::from_tag("C"), None);
    assert_eq!(Lang::from_tag("pt"), None);
    assert_eq!(Lang::from_tag("de_AT.UTF-8").map(Lang::tag), Some("de"));
    assert_eq!(Lang::negotiate("de-DE,ru;q=0.8,en;q=0.5").tag(), "de");
    assert_eq!(Lang::negotiate("pt-BR,ru;q=0.8,en;q=0.5").tag(), "ru");
    assert_eq!(Lang::negotiate("fr-CH, fr;q=0.9").tag(), "fr");
    assert_eq!(Lang::negotiate("nl-BE").tag(), "nl");
    assert_eq!(Lang::negotiate("es-419,es;q=0.9").tag(), "es");
    assert_eq!(Lang::negotiate("garbage;;q=x"), Lang::EN);
    let all: Vec<&str> = Lang::all().into_iter().map(Lang::tag).collect();
    assert_eq!(all, ["en", "da", "de", "es", "et", "fr", "it", "nl", "ru"]);
    let names: Vec<String> = Lang::all().into_iter().map(Lang::name).collect();
    assert_eq!(
        names,
        [
            "English",
            "dansk",
            "Deutsch",
            "español",
            "eesti",
            "français",
            "italiano",
            "Nederlands",
            "русский"
        ]
    );
}

/// Each language chooses its plural forms by its own rules (CLDR): one and other in the six
/// languages of the leaflet, with French's one taking 0 too.
#[test]
fn counts_take_each_languages_plural_forms() {
    let moves =
        |tag: &str, n: i64| msg!("page-list-moves", moves = n).text(Lang::from_tag(tag).unwrap());
    for (tag, one, other) in [
        ("de", "1 Zug", "2 Züge"),
        ("fr", "1 coup", "2 coups"),
        ("nl", "1 zet", "2 zetten"),
        ("da", "1 træk", "2 træk"),
        ("es", "1 jugada", "2 jugadas"),
        ("it", "1 mossa", "2 mosse"),
    ] {
        assert_eq!(moves(tag, 1), one);
        assert_eq!(moves(tag, 2), other);
        assert_eq!(moves(tag, 5), other.replace('2', "5"));
    }
    assert_eq!(moves("fr", 0), "0 coup");
    assert_eq!(moves("de", 0), "0 Züge");
}
