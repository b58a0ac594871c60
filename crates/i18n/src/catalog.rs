//! The embedded catalogs, parsed once into one Fluent bundle per language, looked up by
//! language tag: the lowest file of the crate, knowing neither [`Lang`](crate::Lang) nor
//! [`Message`](crate::Message).

use std::sync::OnceLock;

use fluent_bundle::{FluentArgs, FluentResource, concurrent::FluentBundle};

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

fn catalog(tag: &str) -> Option<&'static Catalog> {
    catalogs().iter().find(|c| c.lang == tag)
}

pub(crate) fn languages() -> impl Iterator<Item = &'static str> {
    CATALOGS.iter().map(|&(lang, _)| lang)
}

/// The message ids of the catalogs of language `tag` with their area, in file order.
pub(crate) fn ids(tag: &str) -> Vec<(&'static str, &'static str)> {
    catalog(tag)
        .map(|c| {
            c.ids
                .iter()
                .map(|(area, id)| (*area, id.as_str()))
                .collect()
        })
        .unwrap_or_default()
}

/// Whether the catalogs of language `tag` have message `id`.
pub(crate) fn has(tag: &str, id: &str) -> bool {
    catalog(tag).is_some_and(|c| c.bundle.get_message(id).and_then(|m| m.value()).is_some())
}

/// Message `id` of the catalogs of language `tag` with `args`, if they have it.
pub(crate) fn format(tag: &str, id: &str, args: &FluentArgs) -> Option<String> {
    let catalog = catalog(tag)?;
    let pattern = catalog.bundle.get_message(id)?.value()?;
    let mut errors = Vec::new();
    Some(
        catalog
            .bundle
            .format_pattern(pattern, Some(args), &mut errors)
            .into_owned(),
    )
}

/// The text of message `id` of the catalogs of language `tag` as Fluent parsed it.
pub(crate) fn pattern(
    tag: &str,
    id: &str,
) -> Option<&'static fluent_syntax::ast::Pattern<&'static str>> {
    catalog(tag)?.bundle.get_message(id)?.value()
}
