//! The embedded catalogs, parsed once into one Fluent bundle per language.

use std::sync::OnceLock;

use fluent_bundle::{FluentArgs, FluentResource, FluentValue, concurrent::FluentBundle};

use crate::{Arg, Lang};

include!(concat!(env!("OUT_DIR"), "/catalogs.rs"));

struct Catalog {
    lang: &'static str,
    bundle: FluentBundle<FluentResource>,
    /// Every message id with the area (file) it is in.
    ids: Vec<(&'static str, String)>,
}

fn catalogs() -> &'static [Catalog] {
    static LOADED: OnceLock<Vec<Catalog>> = OnceLock::new();
    LOADED.get_or_init(|| {
        CATALOGS
            .iter()
            .map(|&(lang, areas)| {
                let id = lang.parse().unwrap_or_default();
                let mut bundle = FluentBundle::new_concurrent(vec![id]);
                // The text goes into terminals, JSON and HTML, not into bidirectional layout.
                bundle.set_use_isolating(false);
                let mut ids = Vec::new();
                for &(area, source) in areas {
                    // A catalog with a syntax error keeps the messages that parsed; a test
                    // checks that none has errors.
                    let resource = FluentResource::try_new(source.to_string())
                        .unwrap_or_else(|(resource, _)| resource);
                    for entry in resource.entries() {
                        if let fluent_syntax::ast::Entry::Message(m) = entry {
                            ids.push((area, m.id.name.to_string()));
                        }
                    }
                    bundle.add_resource_overriding(resource);
                }
                Catalog { lang, bundle, ids }
            })
            .collect()
    })
}

fn catalog(lang: Lang) -> Option<&'static Catalog> {
    catalogs().iter().find(|c| c.lang == lang.tag())
}

pub(crate) fn languages() -> impl Iterator<Item = &'static str> {
    CATALOGS.iter().map(|&(lang, _)| lang)
}

/// The message ids of `lang`'s catalogs with their area, in file order.
pub fn ids(lang: Lang) -> Vec<(&'static str, &'static str)> {
    catalog(lang)
        .map(|c| {
            c.ids
                .iter()
                .map(|(area, id)| (*area, id.as_str()))
                .collect()
        })
        .unwrap_or_default()
}

/// "a", "a or b", "a, b or c" in `lang`.
fn either(lang: Lang, list: &[String]) -> String {
    match list.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => text_with(
            lang,
            "list-or",
            &[
                ("first", Arg::Text(rest.join(", "))),
                ("last", Arg::Text(last.clone())),
            ],
        ),
    }
}

/// The message `id` without parameters.
pub fn text(lang: Lang, id: &str) -> String {
    text_with(lang, id, &[])
}

/// The message `id` with its parameters in `lang`; English when `lang` lacks it, and the id
/// itself when no catalog has it. A parameter the message uses but is not given shows as
/// `{$name}`.
pub fn text_with(lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
    for tried in [lang, Lang::EN] {
        let Some(catalog) = catalog(tried) else {
            continue;
        };
        let Some(pattern) = catalog.bundle.get_message(id).and_then(|m| m.value()) else {
            continue;
        };
        let mut fluent = FluentArgs::new();
        for (name, arg) in args {
            let value = match arg {
                Arg::Text(text) => FluentValue::from(text.as_str()),
                Arg::Number(n) => FluentValue::from(*n),
                Arg::List(list) => FluentValue::from(list.join(", ")),
                Arg::Either(list) => FluentValue::from(either(lang, list)),
                Arg::Term(key) => FluentValue::from(text(lang, key)),
                Arg::Message(message) => FluentValue::from(message.text(lang)),
            };
            fluent.set(*name, value);
        }
        let mut errors = Vec::new();
        let out = catalog
            .bundle
            .format_pattern(pattern, Some(&fluent), &mut errors);
        return out.into_owned();
    }
    id.to_string()
}
