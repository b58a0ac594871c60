//! The API answers in the language the request asks for: the same error code and parameters
//! in every language, the message worded in the browser's language (or the `lang` cookie).

mod common;

use common::*;
use ply_core::Lang;
use reqwest::StatusCode;
use serde_json::{Value, json};

async fn illegal_in(c: &reqwest::Client, s: &Server, id: &str, token: &str, lang: &str) -> Value {
    let request = c
        .post(s.url(&format!("/api/games/{id}/moves")))
        .bearer_auth(token)
        .header("Accept-Language", lang)
        .json(&json!({"move": "22x15"}));
    let (status, body) = send(request).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    body
}

#[tokio::test]
async fn an_illegal_move_is_explained_in_the_readers_language() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    let created = create(
        &c,
        &s,
        json!({"game": "kabe", "opponent": "local", "position": "W:W22,K30:B18,26"}),
    )
    .await;
    let id = created["id"].as_str().unwrap();
    let token = created["token"].as_str().unwrap();

    let en = illegal_in(&c, &s, id, token, "en-GB,en;q=0.9").await;
    let et = illegal_in(&c, &s, id, token, "et-EE,et;q=0.9,en;q=0.5").await;
    let ru = illegal_in(&c, &s, id, token, "ru").await;
    for body in [&en, &et, &ru] {
        assert_eq!(body["error"], "illegal_move", "{body}");
        assert_eq!(body["code"], "king_must_capture", "{body}");
        assert_eq!(
            body["params"],
            json!({"moves": ["30x14", "30x9", "30x5"]}),
            "{body}"
        );
    }
    assert!(
        en["message"]
            .as_str()
            .unwrap()
            .starts_with("the king must capture")
    );
    let worded = |lang: &str| {
        ply_core::msg!(
            "king_must_capture",
            moves = vec!["30x14".to_string(), "30x9".into(), "30x5".into()]
        )
        .text(Lang::from_tag(lang).unwrap())
    };
    assert_eq!(et["message"], worded("et"));
    assert_eq!(ru["message"], worded("ru"));
    assert_ne!(et["message"], en["message"]);

    // The cookie the page sets wins over the browser's header.
    let request = c
        .post(s.url(&format!("/api/games/{id}/moves")))
        .bearer_auth(token)
        .header("Accept-Language", "ru")
        .header("Cookie", "lang=et")
        .json(&json!({"move": "22x15"}));
    let (_, body) = send(request).await;
    assert_eq!(body["message"], worded("et"));

    // Nothing changed: the king still has its three captures.
    let st = state(&c, &s, id).await;
    assert_eq!(st["legal_moves"].as_array().unwrap().len(), 3);
}

#[tokio::test]
async fn the_page_gets_the_catalog_of_its_language() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    let (status, et) = send(c.get(s.url("/api/i18n")).header("Accept-Language", "et")).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(et["lang"], "et");
    let names: Vec<&str> = et["languages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["name"].as_str().unwrap())
        .collect();
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
    let capture = et["messages"]["capture_compulsory"].as_str().unwrap();
    assert!(capture.contains("{$captures}"), "{capture}");
    let (_, ru) = send(c.get(s.url("/api/i18n?lang=ru"))).await;
    assert_eq!(ru["lang"], "ru");
    assert_ne!(
        ru["messages"]["capture_compulsory"],
        et["messages"]["capture_compulsory"]
    );

    // A finished game's result comes as data the page words itself.
    let created = create(&c, &s, json!({"game": "chess", "opponent": "local"})).await;
    let (id, token) = (
        created["id"].as_str().unwrap(),
        created["token"].as_str().unwrap(),
    );
    for mv in ["f3", "e5", "g4", "Qh4#"] {
        play(&c, &s, id, token, mv).await;
    }
    let st = state(&c, &s, id).await;
    assert_eq!(
        st["description_message"],
        json!({"code": "result_win", "params": {
            "side": {"term": "side-black"},
            "reason": {"code": "reason-checkmate", "params": {}}}})
    );
    assert_eq!(st["description"], "black wins: checkmate");
}

#[tokio::test]
async fn the_page_gets_plural_forms_and_piece_letters_of_its_language() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    let letters = |words: &Value| -> Vec<(String, String, String)> {
        words["piece_letters"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| {
                let field = |name: &str| p[name].as_str().unwrap().to_string();
                (field("piece"), field("san"), field("shown"))
            })
            .collect()
    };
    let row = |kind: &str, san: &str, shown: &str| (kind.into(), san.into(), shown.into());
    let (_, ru) = send(c.get(s.url("/api/i18n?lang=ru"))).await;
    // The Russian count of moves chooses among its three forms by the number.
    let choice = &ru["choices"]["page-list-moves"][0];
    assert_eq!(choice["select"], "moves");
    assert_eq!(choice["default"], "many");
    assert_eq!(
        choice["variants"][1],
        json!(["few", [{"param": "moves"}, " хода"]])
    );
    assert_eq!(
        letters(&ru),
        [
            row("chess_king", "K", "Кр"),
            row("queen", "Q", "Ф"),
            row("rook", "R", "Л"),
            row("bishop", "B", "С"),
            row("knight", "N", "К"),
        ]
    );
    let (_, et) = send(c.get(s.url("/api/i18n?lang=et"))).await;
    let et_letters: Vec<String> = letters(&et).into_iter().map(|(_, _, l)| l).collect();
    assert_eq!(et_letters, ["K", "L", "V", "O", "R"]);
    assert!(letters(&et).contains(&row("knight", "N", "R")));
    // English chooses too ("1 move", "2 moves"); a message without a choice is not repeated.
    let (_, en) = send(c.get(s.url("/api/i18n?lang=en"))).await;
    assert_eq!(en["choices"]["page-list-moves"][0]["default"], "other");
    assert!(en["choices"].get("capture_compulsory").is_none());
    assert!(
        letters(&en).iter().all(|(_, san, shown)| san == shown),
        "{:?}",
        letters(&en)
    );
}

/// A request's HTML page: its status and text.
async fn html(c: &reqwest::Client, url: String, accept: &str) -> (StatusCode, String) {
    let response = c
        .get(url)
        .header("Accept-Language", accept)
        .send()
        .await
        .unwrap();
    (response.status(), response.text().await.unwrap())
}

#[tokio::test]
async fn each_language_of_the_box_gets_the_page_and_its_rules_pages() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    let created = create(
        &c,
        &s,
        json!({"game": "kabe", "opponent": "local", "position": "W:W22,K30:B18,26"}),
    )
    .await;
    let id = created["id"].as_str().unwrap();
    let token = created["token"].as_str().unwrap();
    for (tag, asked, new_game, title) in [
        (
            "de",
            "de-DE,de;q=0.9,en;q=0.5",
            "Neue Partie",
            "Internationales Damespiel",
        ),
        (
            "fr",
            "fr-CA,fr;q=0.9",
            "Nouvelle partie",
            "Dames internationales",
        ),
        ("nl", "nl-BE", "Nieuwe partij", "Internationaal dammen"),
        ("da", "da-DK", "Nyt parti", "International dam"),
        (
            "es",
            "es-419,es;q=0.9",
            "Nueva partida",
            "Damas internacionales",
        ),
        ("it", "it", "Nuova partita", "Dama internazionale"),
    ] {
        let lang = Lang::from_tag(tag).unwrap();
        // The page's words.
        let (status, words) =
            send(c.get(s.url("/api/i18n")).header("Accept-Language", asked)).await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(words["lang"], tag);
        assert_eq!(words["languages"].as_array().unwrap().len(), 9);
        assert_eq!(words["messages"]["page-new-game"], new_game, "{tag}");
        // An API error, worded in the language with the same code.
        let refused = illegal_in(&c, &s, id, token, asked).await;
        assert_eq!(refused["code"], "king_must_capture");
        let worded = ply_core::msg!(
            "king_must_capture",
            moves = vec!["30x14".to_string(), "30x9".into(), "30x5".into()]
        )
        .text(lang);
        assert_eq!(refused["message"], worded, "{tag}");
        // A game of the box: its rules page written in the language.
        let (status, page) = html(&c, s.url("/rules/draughts"), asked).await;
        assert_eq!(status, StatusCode::OK);
        assert!(
            page.contains(&format!("<html lang=\"{tag}\">")),
            "{tag}: {page:.300}"
        );
        assert!(
            page.contains(&format!("<h1>{title}</h1>")),
            "{tag}: {page:.600}"
        );
        assert!(
            !page.contains("class=\"message\""),
            "{tag}: marked untranslated"
        );
        // A variant: the English page, with a note in the reader's language.
        let (status, page) = html(&c, s.url("/rules/russian"), asked).await;
        assert_eq!(status, StatusCode::OK);
        assert!(page.contains("<html lang=\"en\">"), "{tag}: {page:.300}");
        let note = ply_i18n::text(lang, "rules-not-translated").replace('\'', "&#39;");
        assert!(
            page.contains(&format!("<p class=\"message\">{note}</p>")),
            "{tag}: {page:.600}"
        );
        assert!(
            page.contains(&format!(">{new_game}</a>")),
            "{tag}: the header"
        );
        // The index lists every game in the language, each page found.
        let (_, index) = html(&c, s.url("/rules"), asked).await;
        assert!(index.contains(&format!("<html lang=\"{tag}\">")), "{tag}");
        assert!(
            index.contains(">Kabe</a>") && index.contains(">Konane</a>"),
            "{tag}: {index}"
        );
    }
    // Without a language of the box the page is English.
    let (_, words) = send(c.get(s.url("/api/i18n")).header("Accept-Language", "pt-BR")).await;
    assert_eq!(words["lang"], "en");
}
