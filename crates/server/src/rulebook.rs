//! The rules pages, `/rules` and `/rules/{game}`: the project's rule book (`docs/rules/LANG/
//! GAME.md`, embedded at build time) in the reader's language, as HTML. A fenced block marked
//! `diagram` (`game:`, `position:`, optional `move:`, `caption:`) becomes a figure that the
//! page's own board renderer draws (`static/rules.js`), with the move's squares marked and a
//! button that starts a game against the computer from that position. A page whose diagrams
//! show moves has a "Practise" mode (`static/lessons.js`): each such diagram in turn, the
//! player asked to make its move, a wrong one explained by the rule that refuses it.

use axum::{
    Router,
    http::StatusCode,
    response::{IntoResponse, Response},
    routing::get,
};
use ply_core::{Lang, Message, msg};
use pulldown_cmark::{CodeBlockKind, Event, Options, Parser, Tag, TagEnd};

use crate::{
    error::ApiError,
    extract::{Path, Query},
    state::AppState,
};

include!(concat!(env!("OUT_DIR"), "/rule_pages.rs"));

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/rules", get(index))
        .route("/rules/{game}", get(page))
}

#[derive(serde::Deserialize)]
pub struct Asked {
    lang: Option<String>,
}

/// The language asked by `?lang=`, else the request's.
fn language(asked: &Asked) -> Lang {
    crate::lang::asked(asked.lang.as_deref())
}

/// The rule book's text of `game` in `lang`, else in English: (language found, Markdown).
pub fn source(lang: Lang, game: &str) -> Option<(Lang, &'static str)> {
    [lang, Lang::EN].into_iter().find_map(|l| {
        PAGES
            .iter()
            .find(|&&(tag, id, _)| tag == l.tag() && id == game)
            .map(|&(_, _, text)| (l, text))
    })
}

/// The games that have a rules page.
#[cfg(test)]
fn games() -> Vec<&'static str> {
    let mut games: Vec<&str> = PAGES.iter().map(|&(_, id, _)| id).collect();
    games.sort_unstable();
    games.dedup();
    games
}

async fn page(Path(game): Path<String>, Query(asked): Query<Asked>) -> Response {
    let lang = language(&asked);
    let Some((found, text)) = source(lang, &game) else {
        return missing(lang);
    };
    let body = match to_html(text) {
        Ok(body) => body,
        Err(e) => return ApiError::internal(e.text(lang)).into_response(),
    };
    let title = ply_i18n::text(lang, &format!("game-{game}"));
    html(lang, found, &title, &body)
}

async fn index(Query(asked): Query<Asked>) -> Response {
    let lang = language(&asked);
    let mut body = format!(
        "<h1>{}</h1>\n<ul class=\"rules-index\">\n",
        word(lang, "rules-title")
    );
    for game in ply_games::registry() {
        if source(lang, game.id()).is_some() {
            body.push_str(&format!(
                "<li><a href=\"/rules/{id}\">{name}</a></li>\n",
                id = game.id(),
                name = escape(&listed(
                    lang,
                    &ply_i18n::text(lang, &format!("game-{}", game.id()))
                ))
            ));
        }
    }
    body.push_str("</ul>\n");
    html(lang, lang, &word(lang, "rules-title"), &body)
}

/// A game's name as a list of games shows it: capitalised as in the lobby, except in Estonian,
/// where game names are written in lower case.
fn listed(lang: Lang, name: &str) -> String {
    let mut chars = name.chars();
    match chars.next() {
        Some(first) if lang.tag() != "et" => first.to_uppercase().chain(chars).collect(),
        _ => name.to_string(),
    }
}

/// The page for an address that has none: 404, in the reader's language, with the app's
/// header and the ways back.
pub fn missing(lang: Lang) -> Response {
    let body = format!(
        "<h1>{}</h1>\n<p>{}</p>\n<p class=\"missing-links\"><a class=\"btn primary\" href=\"/\">{}</a> \
         <a class=\"btn\" href=\"/rules\">{}</a></p>\n",
        word(lang, "page-not-found"),
        word(lang, "page-not-found-text"),
        word(lang, "rules-new-game"),
        word(lang, "rules-title"),
    );
    let title = Message::new("page-not-found").text(lang);
    let mut response = html(lang, lang, &title, &body);
    *response.status_mut() = StatusCode::NOT_FOUND;
    response
}

fn word(lang: Lang, id: &'static str) -> String {
    escape(&Message::new(id).text(lang))
}

/// The page around a body: the app's header (its script adds the gear and the language
/// chooser), the body, the script that draws the figures.
fn html(lang: Lang, found: Lang, title: &str, body: &str) -> Response {
    let missing = if found == lang {
        String::new()
    } else {
        format!(
            "<p class=\"message\">{}</p>\n",
            word(lang, "rules-not-translated")
        )
    };
    let page = format!(
        "<!doctype html>\n<html lang=\"{tag}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <title>{title} \u{b7} ply</title>\n\
         <link rel=\"icon\" href=\"/assets/icon.svg\" type=\"image/svg+xml\">\n\
         <link rel=\"stylesheet\" href=\"/assets/app.css\">\n\
         <link rel=\"stylesheet\" href=\"/assets/board.css\">\n\
         <link rel=\"stylesheet\" href=\"/assets/rules.css\">\n</head>\n<body>\n\
         <header class=\"topbar\">\n  <a class=\"brand\" href=\"/\"><img src=\"/assets/icon.svg\" \
         alt=\"\" width=\"28\" height=\"28\"><span>ply</span></a>\n  <nav><a href=\"/\" \
         id=\"nav-new\">{new}</a> <a href=\"/rules\">{rules}</a></nav>\n\
         </header>\n<main class=\"rules\" data-try=\"{try_it}\" data-failed=\"{failed}\">\n\
         {missing}{body}</main>\n<script type=\"module\" src=\"/assets/rules.js\"></script>\n\
         </body>\n</html>\n",
        tag = found.tag(),
        title = escape(title),
        new = word(lang, "rules-new-game"),
        rules = word(lang, "rules-title"),
        try_it = word(lang, "rules-try"),
        failed = word(lang, "rules-try-failed"),
    );
    crate::lang::worded("text/html; charset=utf-8", page)
}

/// The rule book's Markdown as HTML, each diagram block a figure; the first diagram that
/// cannot be drawn (an unknown game, a bad position, a move that is not legal there) is the
/// error.
pub fn to_html(markdown: &str) -> Result<String, Message> {
    let mut events = Vec::new();
    let mut diagram: Option<String> = None;
    for event in Parser::new_ext(markdown, Options::ENABLE_TABLES) {
        match event {
            Event::Start(Tag::CodeBlock(CodeBlockKind::Fenced(info))) if &*info == "diagram" => {
                diagram = Some(String::new());
            }
            Event::Text(text) if diagram.is_some() => {
                if let Some(block) = diagram.as_mut() {
                    block.push_str(&text);
                }
            }
            Event::End(TagEnd::CodeBlock) if diagram.is_some() => {
                let block = diagram.take().unwrap_or_default();
                events.push(Event::Html(figure(&block)?.into()));
            }
            // A link to another page of the rule book (`kabe.md`) goes to its rules page.
            Event::Start(Tag::Link {
                link_type,
                dest_url,
                title,
                id,
            }) => {
                let dest_url = match dest_url.strip_suffix(".md") {
                    Some(page) if !page.contains('/') => format!("/rules/{page}").into(),
                    _ => dest_url,
                };
                events.push(Event::Start(Tag::Link {
                    link_type,
                    dest_url,
                    title,
                    id,
                }));
            }
            other => events.push(other),
        }
    }
    let mut out = String::new();
    pulldown_cmark::html::push_html(&mut out, events.into_iter());
    Ok(out)
}

/// One diagram block as a `<figure>` whose data the page draws.
fn figure(block: &str) -> Result<String, Message> {
    let field = |key: &str| {
        block.lines().find_map(|line| {
            let (k, v) = line.split_once(':')?;
            (k.trim() == key).then(|| v.trim().to_string())
        })
    };
    let bad = |detail: String| msg!("rules_bad_diagram", detail = detail);
    let game_id = field("game").ok_or_else(|| bad("no game".into()))?;
    let position = field("position").ok_or_else(|| bad("no position".into()))?;
    let caption = field("caption").unwrap_or_default();
    let game = ply_games::find(&game_id).map_err(|e| bad(e.to_string()))?;
    let record = game
        .new_game(&[], Some(&position))
        .map_err(|e| bad(format!("{game_id} {position}: {e}")))?;
    let shown = field("move");
    let cells = match &shown {
        None => Vec::new(),
        Some(mv) => record
            .legal_move_cells()
            .into_iter()
            .find(|(text, _)| text == mv)
            .map(|(_, cells)| cells)
            .ok_or_else(|| bad(format!("{game_id} {position}: {mv} is not a legal move")))?,
    };
    let data = crate::view::figure(record.as_ref(), shown.as_deref(), &cells);
    Ok(format!(
        "<figure class=\"rule-figure\" data-figure=\"{}\">\n<div class=\"rule-board\"></div>\n\
         <figcaption>{}</figcaption>\n</figure>\n",
        escape(&data),
        escape(&caption)
    ))
}

/// Text for HTML, in an element or a quoted attribute.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_page_of_the_rule_book_renders_with_its_diagrams() {
        assert!(PAGES.len() >= 27 + 6 * 5, "{} pages", PAGES.len());
        for &(lang, game, text) in PAGES {
            let html = to_html(text).unwrap_or_else(|e| panic!("{lang}/{game}: {e}"));
            assert!(html.contains("<h1>"), "{lang}/{game}");
            assert!(!html.contains("```"), "{lang}/{game}");
        }
    }

    /// The five games of the box have their rules page in every language ply speaks.
    const THE_BOX: [&str; 5] = ["kabe", "draughts", "chess", "konane", "kalah"];

    #[test]
    fn every_game_has_a_rules_page_in_english_estonian_and_russian_and_the_box_in_all() {
        assert_eq!(Lang::all().len(), 9);
        for game in ply_games::registry() {
            for lang in Lang::all() {
                let found = source(lang, game.id()).map(|(l, _)| l);
                let written =
                    THE_BOX.contains(&game.id()) || ["en", "et", "ru"].contains(&lang.tag());
                // A page not written in the reader's language is the English one.
                let expected = if written { lang } else { Lang::EN };
                assert_eq!(found, Some(expected), "{lang} rules page for {}", game.id());
            }
        }
        for &(lang, game, _) in PAGES {
            assert!(
                THE_BOX.contains(&game) || ["en", "et", "ru"].contains(&lang),
                "{lang}/{game}: a variant's page beyond en, et and ru"
            );
        }
    }

    #[test]
    fn the_index_capitalises_game_names_except_in_estonian() {
        assert_eq!(listed(Lang::EN, "kabe"), "Kabe");
        assert_eq!(listed(Lang::from_tag("ru").unwrap(), "шашки"), "Шашки");
        assert_eq!(listed(Lang::from_tag("et").unwrap(), "kabe"), "kabe");
        assert_eq!(listed(Lang::EN, ""), "");
    }

    #[test]
    fn a_bad_diagram_is_an_error_that_says_why() {
        let bad = "```diagram\ngame: kabe\nposition: W:W21:B10\nmove: 21-16\n```\n";
        let e = to_html(bad).unwrap_err();
        assert!(e.to_string().contains("21-16 is not a legal move"), "{e}");
        let good =
            "```diagram\ngame: kabe\nposition: W:W21:B10\nmove: 21-17\ncaption: a <b>\n```\n";
        let html = to_html(&format!("{good}\nAs in [kabe](kabe.md).\n")).unwrap();
        assert!(html.contains("href=\"/rules/kabe\""), "{html}");
        assert!(html.contains("class=\"rule-figure\""), "{html}");
        assert!(html.contains("a &lt;b&gt;"), "{html}");
    }

    #[test]
    fn every_page_has_the_same_diagrams_in_every_language_it_is_written_in() {
        let figures = |text: &str| -> Vec<String> {
            text.split("```diagram")
                .skip(1)
                .map(|block| {
                    block
                        .lines()
                        .filter(|l| {
                            ["game:", "position:", "move:"]
                                .iter()
                                .any(|k| l.starts_with(k))
                        })
                        .collect::<Vec<_>>()
                        .join("\n")
                })
                .collect()
        };
        let mut compared = 0;
        for game in games() {
            let english = figures(source(Lang::EN, game).unwrap().1);
            for lang in Lang::all() {
                let (found, text) = source(lang, game).unwrap();
                if found == lang {
                    assert_eq!(figures(text), english, "{lang}/{game}");
                    compared += 1;
                }
            }
        }
        assert_eq!(compared, PAGES.len());
    }
}
