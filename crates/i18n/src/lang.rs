use std::fmt;

use fluent_bundle::FluentArgs;
use unic_langid::LanguageIdentifier;

use crate::catalog;

/// A language ply has catalogs for, by its tag (`en`, `et`, `ru`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Lang(&'static str);

impl Lang {
    /// English: the language every message exists in, and the fallback.
    pub const EN: Lang = Lang("en");

    /// Every language with catalogs, English first.
    pub fn all() -> Vec<Lang> {
        let mut all: Vec<Lang> = catalog::languages().map(Lang).collect();
        all.sort_by_key(|l| (*l != Lang::EN, l.0));
        all
    }

    /// The language tag, e.g. `et`.
    pub fn tag(self) -> &'static str {
        self.0
    }

    /// The language's own name for itself ("eesti").
    pub fn name(self) -> String {
        let none = FluentArgs::new();
        [self, Lang::EN]
            .iter()
            .find_map(|lang| catalog::format(lang.0, "language-name", &none))
            .unwrap_or_else(|| "language-name".to_string())
    }

    /// The language of a tag such as `et`, `ru-RU`, `en_GB.UTF-8` (matching by the primary
    /// language), if ply speaks it.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let tag = tag.split(['.', '@']).next().unwrap_or("").replace('_', "-");
        let id: LanguageIdentifier = tag.parse().ok()?;
        let primary = id.language.as_str().to_ascii_lowercase();
        catalog::languages().find(|l| *l == primary).map(Lang)
    }

    /// The best language for an HTTP `Accept-Language` header (`et-EE,et;q=0.9,en;q=0.8`),
    /// English if none is spoken here.
    pub fn negotiate(accept_language: &str) -> Lang {
        let requested = fluent_langneg::accepted_languages::parse(accept_language);
        let available: Vec<LanguageIdentifier> = Lang::all()
            .iter()
            .filter_map(|l| l.0.parse().ok())
            .collect();
        let default: LanguageIdentifier = Lang::EN.0.parse().expect("en is a language tag");
        let chosen = fluent_langneg::negotiate_languages(
            &requested,
            &available,
            Some(&default),
            fluent_langneg::NegotiationStrategy::Lookup,
        );
        chosen
            .first()
            .and_then(|id| Lang::from_tag(&id.to_string()))
            .unwrap_or(Lang::EN)
    }

    /// The terminal's language from the environment as POSIX reads it (`LC_ALL`, then
    /// `LC_MESSAGES`, then `LANG`), English if unset, `C`/`POSIX` or not spoken here.
    pub fn from_env() -> Lang {
        let var = |name| std::env::var(name).ok().filter(|v| !v.is_empty());
        var("LC_ALL")
            .or_else(|| var("LC_MESSAGES"))
            .or_else(|| var("LANG"))
            .and_then(|v| Lang::from_tag(&v))
            .unwrap_or(Lang::EN)
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }
}
