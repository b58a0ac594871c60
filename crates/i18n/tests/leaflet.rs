//! The Kalah words of the box's leaflet. The leaflet speaks eight languages, and in each of the
//! six beside Russian and English ply says seeds, pits and the scoring pit with the leaflet's own
//! words: its Kalah rules page and every Kalah message of its catalogs use them, and never a
//! rival word a translator might reach for (German *Samen* for the leaflet's *Bohnen*).
//! (Russian has its own glossary in `glossary/`.)

use std::{
    collections::BTreeMap,
    fs,
    path::{Path, PathBuf},
};

struct Leaflet {
    lang: &'static str,
    /// Words the page must use, lower case (seeds, pits, the scoring pit, sowing).
    required: &'static [&'static str],
    /// Words (lower-cased, whole) that must not appear.
    forbidden: &'static [&'static str],
}

const LEAFLET: &[Leaflet] = &[
    Leaflet {
        lang: "de",
        required: &["bohnen", "mulde", "gewinnmulde", "verteil"],
        forbidden: &[
            "samen",
            "saat",
            "grube",
            "gruben",
            "speicher",
            "kalah-speicher",
            "loch",
        ],
    },
    Leaflet {
        lang: "fr",
        required: &["haricots", "alvéole", "alvéole de gains", "répartit"],
        forbidden: &[
            "graine", "graines", "trou", "trous", "grenier", "maison", "réserve",
        ],
    },
    Leaflet {
        lang: "nl",
        required: &["bonen", "vakje", "winstvak", "verde"],
        forbidden: &[
            "zaad", "zaden", "zaadjes", "kuil", "kuiltje", "putje", "voorraad",
        ],
    },
    Leaflet {
        lang: "da",
        required: &["kugler", "fordybning", "kalaha", "fordel"],
        forbidden: &["frø", "hul", "huller", "skål", "lager", "bønner"],
    },
    Leaflet {
        lang: "es",
        required: &["judías", "hoyo", "hoyo de ganancias", "repart"],
        forbidden: &[
            "semilla", "semillas", "casa", "casas", "cazoleta", "almacén", "frijoles",
        ],
    },
    Leaflet {
        lang: "it",
        required: &["pedine", "buca", "buca posta al lato", "distribu"],
        forbidden: &[
            "seme",
            "semi",
            "fossa",
            "fosse",
            "granaio",
            "magazzino",
            "casa",
        ],
    },
];

/// The page's messages that speak of Kalah, by id (the rest of `page.ftl` is shared).
const KALAH_PAGE_IDS: &[&str] = &[
    "page-about-kalah",
    "page-rule-pits",
    "page-rule-seeds",
    "page-rule-capture-needs-opposite-seeds",
    "page-describe-pits",
    "page-read-hint-pits",
    "page-read-seeds",
    "page-read-store",
    "page-not-your-pit",
    "page-editor-add-seed",
    "page-editor-take-seed",
    "page-editor-seeds-over",
    "page-editor-seeds-under",
    "page-extra-turn",
    "page-extra-turn-you",
    "page-extra-turn-for",
];

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Message id → text (continuation lines joined) of one catalog file.
fn messages(path: &Path) -> BTreeMap<String, String> {
    let mut out: BTreeMap<String, String> = BTreeMap::new();
    let mut id: Option<String> = None;
    for line in fs::read_to_string(path).unwrap().lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            id = None;
        } else if line.starts_with(char::is_whitespace) {
            if let Some(id) = &id {
                out.entry(id.clone()).or_default().push_str(line);
            }
        } else if let Some((key, value)) = line.split_once('=') {
            id = Some(key.trim().to_string());
            out.insert(key.trim().to_string(), value.to_string());
        }
    }
    out
}

/// The lower-cased words of a text (letters, digits and inner hyphens).
fn words(text: &str) -> Vec<String> {
    text.to_lowercase()
        .split(|c: char| !(c.is_alphanumeric() || c == '-'))
        .map(|w| w.trim_matches('-').to_string())
        .filter(|w| !w.is_empty())
        .collect()
}

/// The prose of a rules page: code spans and fenced blocks left out, diagram captions kept.
fn prose(page: &str) -> String {
    let mut out = String::new();
    let mut fenced = false;
    for line in page.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
        } else if !fenced {
            let mut code = false;
            for part in line.split('`') {
                if !code {
                    out.push_str(part);
                }
                code = !code;
            }
            out.push('\n');
        } else if let Some(caption) = line.strip_prefix("caption:") {
            out.push_str(caption);
            out.push('\n');
        }
    }
    out
}

#[test]
fn kalah_speaks_the_leaflets_words_in_each_of_its_languages() {
    let mut problems = Vec::new();
    for leaflet in LEAFLET {
        let lang = leaflet.lang;
        let page_path = root().join(format!("docs/rules/{lang}/kalah.md"));
        let page = prose(&fs::read_to_string(&page_path).unwrap());
        let locales = root().join("crates/i18n/locales").join(lang);
        let kalah = messages(&locales.join("kalah.ftl"));
        let shown = messages(&locales.join("page.ftl"));
        assert!(
            kalah.len() >= 10,
            "{lang}: kalah.ftl has {} messages",
            kalah.len()
        );
        let mut texts: Vec<(String, String)> = vec![(format!("docs/rules/{lang}/kalah.md"), page)];
        texts.extend(
            kalah
                .into_iter()
                .map(|(id, t)| (format!("{lang}/kalah.ftl {id}"), t)),
        );
        for id in KALAH_PAGE_IDS {
            let text = shown
                .get(*id)
                .unwrap_or_else(|| panic!("{lang}/page.ftl lacks {id}"));
            texts.push((format!("{lang}/page.ftl {id}"), text.clone()));
        }
        let page_lower = texts[0].1.to_lowercase();
        for word in leaflet.required {
            if !page_lower.contains(word) {
                problems.push(format!("docs/rules/{lang}/kalah.md never says '{word}'"));
            }
        }
        for (place, text) in &texts {
            for word in words(text) {
                if leaflet.forbidden.contains(&word.as_str()) {
                    problems.push(format!("{place}: '{word}' is not the leaflet's word"));
                }
            }
        }
    }
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}

/// The check finds a rival word and passes the leaflet's.
#[test]
fn the_leaflet_check_tells_rival_words() {
    let german = &LEAFLET[0];
    let found = |text: &str| {
        words(text)
            .into_iter()
            .filter(|w| german.forbidden.contains(&w.as_str()))
            .collect::<Vec<_>>()
    };
    assert_eq!(
        found("Süd verteilt die Samen aus Grube 1"),
        ["samen", "grube"]
    );
    assert!(found("Süd verteilt die Bohnen aus Mulde 1 in die Gewinnmulde").is_empty());
    assert_eq!(
        prose("a `store` b\n```diagram\ncaption: c\nposition: d\n```\n"),
        "a  b\n c\n"
    );
}
