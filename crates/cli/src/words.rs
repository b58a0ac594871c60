//! The terminal's language: `--lang`, else the environment (`LC_ALL`, `LC_MESSAGES`, `LANG`),
//! else English; and the catalog's words in it.

use std::sync::OnceLock;

use ply_core::{Lang, Message};

static LANG: OnceLock<Lang> = OnceLock::new();

/// Sets the language from `--lang` (a tag such as `et`), or from the environment without it;
/// an unknown tag is refused with the languages ply speaks.
pub fn choose(asked: Option<&str>) -> Result<(), String> {
    let lang = match asked {
        Some(tag) => Lang::from_tag(tag).ok_or_else(|| {
            let known: Vec<&str> = Lang::all().into_iter().map(Lang::tag).collect();
            format!("--lang {tag}: ply speaks {}", known.join(", "))
        })?,
        None => Lang::from_env(),
    };
    let _ = LANG.set(lang);
    Ok(())
}

/// The language chosen (English before [`choose`]).
pub fn lang() -> Lang {
    LANG.get().copied().unwrap_or(Lang::EN)
}

/// A message in the chosen language.
pub fn say(message: &Message) -> String {
    message.text(lang())
}

/// A message without parameters in the chosen language.
pub fn word(id: &'static str) -> String {
    say(&Message::new(id))
}
