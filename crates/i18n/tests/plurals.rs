//! Every plural selector of the French, Spanish and Italian catalogs handles every plural
//! category their rules give a count (a whole number): the server's rules (`intl_pluralrules`, the crate Fluent
//! formats with) and the page's (the browser's `Intl.PluralRules`, on newer CLDR data). Since
//! CLDR 42 French, Spanish and Italian have a `many` category (a round million: "1 000 000 de
//! coups"), which the older rules of `intl_pluralrules` never give and no catalog names; a
//! selector that meets a category it has no variant for takes its default, so the default must
//! be the `other` form (their plural), never the `one` form ("1 000 000 coup"). (Elsewhere a
//! default may rightly serve several categories: Russian "до 5 лотков" and "до 3 лотков" share
//! the genitive plural.)

use std::{
    collections::BTreeSet,
    fs,
    path::{Path, PathBuf},
};

use fluent_syntax::{ast, parser};
use intl_pluralrules::{PluralCategory, PluralRuleType, PluralRules};
use ply_i18n::{Lang, msg};
use unic_langid::LanguageIdentifier;

/// The plural categories' names, as Fluent's variant keys name them.
const CATEGORIES: [&str; 6] = ["zero", "one", "two", "few", "many", "other"];

/// The categories of CLDR 42 and later (the browser's rules) beyond the server's, by language:
/// `many` in French (CLDR 38), Spanish and Italian (CLDR 42).
const NEWER: &[(&str, &[&str])] = &[("fr", &["many"]), ("es", &["many"]), ("it", &["many"])];

fn locales() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("locales")
}

fn name(c: PluralCategory) -> &'static str {
    match c {
        PluralCategory::ZERO => "zero",
        PluralCategory::ONE => "one",
        PluralCategory::TWO => "two",
        PluralCategory::FEW => "few",
        PluralCategory::MANY => "many",
        PluralCategory::OTHER => "other",
    }
}

/// The categories a language's counts fall in: the server's rules over whole numbers up to
/// 2000 and round millions, and the newer rules' categories.
fn categories(tag: &str) -> BTreeSet<&'static str> {
    let id: LanguageIdentifier = tag.parse().unwrap();
    let rules = PluralRules::create(id, PluralRuleType::CARDINAL).unwrap();
    let mut seen = BTreeSet::new();
    for n in (0..=2000u64).chain([1_000_000, 2_000_000, 1_000_000_000]) {
        seen.insert(name(rules.select(n).unwrap()));
    }
    for (lang, more) in NEWER {
        if *lang == tag {
            seen.extend(more.iter().copied());
        }
    }
    seen
}

/// A selector of a catalog: where it is, its variant keys, its default key.
struct Selector {
    at: String,
    keys: BTreeSet<String>,
    default: String,
}

fn selectors_in_pattern(at: &str, pattern: &ast::Pattern<&str>, out: &mut Vec<Selector>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            selectors_in_expression(at, expression, out);
        }
    }
}

fn selectors_in_expression(at: &str, expression: &ast::Expression<&str>, out: &mut Vec<Selector>) {
    match expression {
        ast::Expression::Inline(ast::InlineExpression::Placeable { expression }) => {
            selectors_in_expression(at, expression, out)
        }
        ast::Expression::Inline(_) => {}
        ast::Expression::Select { selector, variants } => {
            if let ast::InlineExpression::VariableReference { id } = selector {
                let key = |k: &ast::VariantKey<&str>| match k {
                    ast::VariantKey::Identifier { name } => name.to_string(),
                    ast::VariantKey::NumberLiteral { value } => value.to_string(),
                };
                out.push(Selector {
                    at: format!("{at} (${})", id.name),
                    keys: variants.iter().map(|v| key(&v.key)).collect(),
                    default: variants
                        .iter()
                        .find(|v| v.default)
                        .map(|v| key(&v.key))
                        .unwrap_or_default(),
                });
            }
            for variant in variants {
                selectors_in_pattern(at, &variant.value, out);
            }
        }
    }
}

/// Every selector over a variable in one language's catalogs.
fn selectors(tag: &str) -> Vec<Selector> {
    let mut out = Vec::new();
    for file in fs::read_dir(locales().join(tag)).unwrap().flatten() {
        let path = file.path();
        if path.extension().is_none_or(|e| e != "ftl") {
            continue;
        }
        let source = fs::read_to_string(&path).unwrap();
        let resource = parser::parse(source.as_str())
            .unwrap_or_else(|(_, errors)| panic!("{}: {errors:?}", path.display()));
        let area = path.file_stem().unwrap().to_string_lossy().into_owned();
        for entry in &resource.body {
            let (id, value, attributes) = match entry {
                ast::Entry::Message(m) => (m.id.name.to_string(), m.value.as_ref(), &m.attributes),
                ast::Entry::Term(t) => (format!("-{}", t.id.name), Some(&t.value), &t.attributes),
                _ => continue,
            };
            let at = format!("{tag}/{area}.ftl: {id}");
            if let Some(p) = value {
                selectors_in_pattern(&at, p, &mut out);
            }
            for a in attributes {
                selectors_in_pattern(&format!("{at}.{}", a.id.name), &a.value, &mut out);
            }
        }
    }
    out
}

#[test]
fn every_french_spanish_and_italian_plural_selector_handles_every_category() {
    let mut plural_selectors = 0;
    for tag in ["fr", "es", "it"] {
        let needed = categories(tag);
        for s in selectors(tag) {
            // A selector by plural category: one of its keys names a category.
            if !s.keys.iter().any(|k| CATEGORIES.contains(&k.as_str())) {
                continue;
            }
            plural_selectors += 1;
            for c in &needed {
                assert!(
                    s.keys.contains(*c) || s.default == "other",
                    "{}: the category {c} falls to [{}], not to [other]",
                    s.at,
                    s.default
                );
            }
            assert!(
                s.keys.contains("one") && s.keys.contains("other"),
                "{}: the singular and the plural, not {:?}",
                s.at,
                s.keys
            );
        }
    }
    // The three catalogs hold 23 plural selectors each.
    assert!(
        plural_selectors >= 60,
        "{plural_selectors} plural selectors"
    );
}

/// The rules this test relies on are the ones it names: French, Spanish and Italian have
/// `one` and `other` by the server's rules (which have no `many` yet: when they do, `NEWER`
/// is redundant, not wrong), and a million reads in the plural.
#[test]
fn a_million_reads_in_the_plural_in_french_spanish_and_italian() {
    for (tag, word) in [("fr", "coups"), ("es", "jugadas"), ("it", "mosse")] {
        let needed = categories(tag);
        assert!(
            ["one", "many", "other"].iter().all(|c| needed.contains(c)),
            "{tag}: {needed:?}"
        );
        let text = msg!("page-list-moves", moves = 1_000_000i64).text(Lang::from_tag(tag).unwrap());
        assert!(text.ends_with(word), "{tag}: {text}");
    }
}
