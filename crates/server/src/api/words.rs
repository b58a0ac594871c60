//! `GET /api/i18n`: every message of the catalogs in the request's language (or `?lang=`),
//! for the page to word its labels and the messages that come as data (`{"code", "params"}`).
//! Parameters stay as `{$name}` placeholders; a plural takes the catalog's default form.

use std::{collections::HashMap, sync::OnceLock};

use axum::response::Response;

use crate::extract::Query;
use ply_core::Lang;
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
                for lang_with_ids in [Lang::EN, lang] {
                    for (_, id) in ply_i18n::ids(lang_with_ids) {
                        messages.insert(id.to_string(), json!(ply_i18n::text(lang, id)));
                    }
                }
                let languages: Vec<Value> = Lang::all()
                    .into_iter()
                    .map(|l| json!({"tag": l.tag(), "name": l.name()}))
                    .collect();
                let body = json!({"lang": lang.tag(), "languages": languages,
                    "messages": messages});
                (lang, body.to_string())
            })
            .collect()
    });
    made.get(&lang).map_or("{}", String::as_str)
}

pub async fn words(Query(asked): Query<Asked>) -> Response {
    let lang = crate::lang::asked(asked.lang.as_deref());
    crate::lang::worded("application/json", catalog(lang))
}
