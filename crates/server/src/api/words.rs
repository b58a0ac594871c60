//! `GET /api/i18n`: every message of the catalogs in the request's language (or `?lang=`),
//! for the page to word its labels and the messages that come as data (`{"code", "params"}`).
//! Parameters stay as `{$name}` placeholders in `messages`; a message that chooses among
//! variants by a parameter (a plural form) is also in `choices` as parts, for the page to
//! choose with the language's plural rules (`Intl.PluralRules`): `"text"`, `{"param": NAME}`
//! or `{"select": NAME, "variants": [[KEY, PARTS], …], "default": KEY}`.
//!
//! `piece_letters` pairs each piece letter of the games' notation (chess's SAN: `N`) with the
//! letter the language writes (the catalog's `page-piece-letter-KIND`: `R` in Estonian, `К` in
//! Russian): the page shows moves in the reader's letters and reads a typed move in them.

use std::{collections::HashMap, sync::OnceLock};

use axum::response::Response;

use crate::extract::Query;
use ply_core::{Lang, MovePart};
use ply_i18n::Part;
use serde_json::{Map, Value, json};

#[derive(serde::Deserialize)]
pub struct Asked {
    lang: Option<String>,
}

/// The catalog of `lang` as JSON text, made once per language.
fn catalog(lang: Lang) -> &'static str {
    static MADE: OnceLock<HashMap<Lang, String>> = OnceLock::new();
    let made = MADE.get_or_init(|| {
        Lang::all()
            .into_iter()
            .map(|lang| {
                let mut messages = Map::new();
                let mut choices = Map::new();
                for lang_with_ids in [Lang::EN, lang] {
                    for (_, id) in ply_i18n::ids(lang_with_ids) {
                        messages.insert(id.to_string(), json!(ply_i18n::text(lang, id)));
                        if let Some(parts) = ply_i18n::parts(lang, id)
                            && ply_i18n::selects(&parts)
                        {
                            choices.insert(id.to_string(), parts_json(&parts));
                        }
                    }
                }
                let languages: Vec<Value> = Lang::all()
                    .into_iter()
                    .map(|l| json!({"tag": l.tag(), "name": l.name()}))
                    .collect();
                let letters: Vec<Value> = notation_letters()
                    .into_iter()
                    .map(|(kind, san)| {
                        let id = format!("page-piece-letter-{kind}");
                        json!({"piece": kind, "san": san.to_string(),
                            "shown": ply_i18n::text(lang, &id)})
                    })
                    .collect();
                let body = json!({"lang": lang.tag(), "languages": languages,
                    "messages": messages, "choices": choices, "piece_letters": letters});
                (lang, body.to_string())
            })
            .collect()
    });
    made.get(&lang).map_or("{}", String::as_str)
}

/// The piece letters the games' notations use, by kind in the order of the game's pieces
/// (K Q R B N): every capital letter a game's move text shows as a piece (so the table of
/// Latin letters stays in the game that reads them).
fn notation_letters() -> Vec<(&'static str, char)> {
    let mut letters: Vec<(&'static str, char)> = Vec::new();
    for game in ply_games::registry() {
        let mut found = Vec::new();
        for c in 'A'..='Z' {
            for part in game.shown_move(&c.to_string()) {
                if let MovePart::Piece { kind, letter } = part
                    && !letters.iter().chain(&found).any(|(k, _)| *k == kind.name())
                {
                    found.push((kind.name(), letter));
                }
            }
        }
        let order = game.pieces();
        found.sort_by_key(|(kind, _)| order.iter().position(|k| k == kind));
        letters.extend(found);
    }
    letters
}

/// Parts of a message's text as the page reads them.
fn parts_json(parts: &[Part]) -> Value {
    Value::Array(
        parts
            .iter()
            .map(|part| match part {
                Part::Text(text) => json!(text),
                Part::Param(name) => json!({ "param": name }),
                Part::Select {
                    param,
                    variants,
                    default,
                } => {
                    let variants: Vec<Value> = variants
                        .iter()
                        .map(|(key, parts)| json!([key, parts_json(parts)]))
                        .collect();
                    json!({"select": param, "variants": variants, "default": default})
                }
            })
            .collect(),
    )
}

pub async fn words(Query(asked): Query<Asked>) -> Response {
    let lang = crate::lang::asked(asked.lang.as_deref());
    crate::lang::worded("application/json", catalog(lang))
}
