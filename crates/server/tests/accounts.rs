//! Accounts through a real server on SQLite (and, with `PLY_POSTGRES_TEST=1`, two servers on
//! one PostgreSQL): registering and logging in and out, the cookie's attributes and rotation,
//! "log out everywhere", a password change, deletion, the log-in limit shared by servers, and
//! the seats of anonymous games that a registration keeps. What an account refuses is in
//! `account_refusals.rs`.

mod common;

use common::{
    Server,
    accounts::{answer, login, me, pair, post, register_with},
    client, create, send,
};
use reqwest::{StatusCode, header};
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn register_log_in_and_out() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    let a = answer(post(
        &c,
        &s,
        "/api/account/register",
        None,
        &json!({"name": "Jaan_T", "password": "kabe kabe"}),
    ))
    .await;
    assert_eq!(a.status, StatusCode::CREATED, "{}", a.body);
    assert_eq!(a.body["id"], "jaan_t");
    assert_eq!(a.body["username"], "Jaan_T");
    assert!(a.body["createdAt"].as_i64().unwrap() > 1_600_000_000_000);
    let set = a.set_cookie.unwrap();
    for attribute in ["HttpOnly", "SameSite=Lax", "Path=/", "Max-Age="] {
        assert!(set.contains(attribute), "{attribute} missing: {set}");
    }
    assert!(
        !set.contains("Secure"),
        "plain HTTP gets no Secure cookie: {set}"
    );
    let first = pair(&set);
    assert!(first.starts_with("ply_session=") && first.len() == "ply_session=".len() + 64);

    let (status, v) = me(&c, &s, &first).await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(
        (v["id"].as_str(), v["username"].as_str()),
        (Some("jaan_t"), Some("Jaan_T"))
    );
    let (status, v) = send(c.get(s.url("/api/user/JAAN_t"))).await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(v["username"], "Jaan_T");
    assert_eq!(v["count"]["all"], 0);
    let (status, v) = send(c.get(s.url("/api/user/nobody"))).await;
    assert_eq!(
        (status, v["error"].as_str()),
        (StatusCode::NOT_FOUND, Some("not_found"))
    );

    // Names are unique whatever their case.
    let a = answer(post(
        &c,
        &s,
        "/api/account/register",
        None,
        &json!({"name": "JAAN_t", "password": "something else"}),
    ))
    .await;
    assert_eq!(a.status, StatusCode::CONFLICT, "{}", a.body);
    assert_eq!(a.body["error"], "name_taken");
    assert!(a.set_cookie.is_none());

    // A log-in makes a new token; a wrong password gets none and the same answer as an
    // unknown name.
    let a = login(&c, &s, "jaan_T", "kabe kabe").await;
    assert_eq!(a.status, StatusCode::OK, "{}", a.body);
    let second = pair(&a.set_cookie.unwrap());
    assert_ne!(first, second, "the cookie is rotated at log-in");
    let wrong = login(&c, &s, "jaan_t", "kabe kabf").await;
    let unknown = login(&c, &s, "nobody", "kabe kabe").await;
    assert_eq!(wrong.status, StatusCode::UNAUTHORIZED);
    assert_eq!(wrong.body, unknown.body);
    assert!(wrong.set_cookie.is_none());

    // Log-out ends that session only, and removes the cookie.
    let a = answer(post(
        &c,
        &s,
        "/api/account/logout",
        Some(&second),
        &json!({}),
    ))
    .await;
    assert_eq!(a.status, StatusCode::OK, "{}", a.body);
    assert!(a.set_cookie.unwrap().contains("Max-Age=0"));
    assert_eq!(me(&c, &s, &second).await.0, StatusCode::UNAUTHORIZED);
    assert_eq!(me(&c, &s, &first).await.0, StatusCode::OK);
    let (status, v) = send(c.get(s.url("/api/account"))).await;
    assert_eq!(
        (status, v["error"].as_str()),
        (StatusCode::UNAUTHORIZED, Some("not_logged_in"))
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn log_out_everywhere_and_a_new_password_end_old_cookies() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    let phone = register_with(&c, &s, "mari", "first password").await;
    let laptop = pair(
        &login(&c, &s, "mari", "first password")
            .await
            .set_cookie
            .unwrap(),
    );
    let a = answer(post(
        &c,
        &s,
        "/api/account/logout-everywhere",
        Some(&laptop),
        &json!({}),
    ))
    .await;
    assert_eq!(a.status, StatusCode::OK, "{}", a.body);
    assert_eq!(a.body["sessions"], 2);
    for old in [&phone, &laptop] {
        assert_eq!(me(&c, &s, old).await.0, StatusCode::UNAUTHORIZED);
        // An old cookie acts for nobody: a change it asks for is refused.
        let a = answer(post(
            &c,
            &s,
            "/api/account/password",
            Some(old),
            &json!({"old": "first password", "new": "stolen password"}),
        ))
        .await;
        assert_eq!(a.status, StatusCode::UNAUTHORIZED, "{}", a.body);
    }

    // A password change needs the old password, ends every session and begins a new one.
    let one = pair(
        &login(&c, &s, "mari", "first password")
            .await
            .set_cookie
            .unwrap(),
    );
    let two = pair(
        &login(&c, &s, "mari", "first password")
            .await
            .set_cookie
            .unwrap(),
    );
    let a = answer(post(
        &c,
        &s,
        "/api/account/password",
        Some(&one),
        &json!({"old": "wrong password", "new": "second password"}),
    ))
    .await;
    assert_eq!(
        (a.status, a.body["error"].as_str()),
        (StatusCode::FORBIDDEN, Some("wrong_password"))
    );
    let a = answer(post(
        &c,
        &s,
        "/api/account/password",
        Some(&one),
        &json!({"old": "first password", "new": "short"}),
    ))
    .await;
    assert_eq!(a.status, StatusCode::BAD_REQUEST, "{}", a.body);
    assert_eq!(a.body["code"], "account_password_length");
    let a = answer(post(
        &c,
        &s,
        "/api/account/password",
        Some(&one),
        &json!({"old": "first password", "new": "second password"}),
    ))
    .await;
    assert_eq!(a.status, StatusCode::OK, "{}", a.body);
    let three = pair(&a.set_cookie.unwrap());
    assert_eq!(me(&c, &s, &one).await.0, StatusCode::UNAUTHORIZED);
    assert_eq!(me(&c, &s, &two).await.0, StatusCode::UNAUTHORIZED);
    assert_eq!(me(&c, &s, &three).await.0, StatusCode::OK);
    assert_eq!(
        login(&c, &s, "mari", "first password").await.status,
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        login(&c, &s, "mari", "second password").await.status,
        StatusCode::OK
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deleted_account_keeps_its_games_and_its_name() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    let game = create(&c, &s, json!({"game": "kabe", "opponent": "local"})).await;
    let token = game["token"].as_str().unwrap();
    let a = answer(post(
        &c,
        &s,
        "/api/account/register",
        None,
        &json!({"name": "Leaving", "password": "goodbye all", "games": [token]}),
    ))
    .await;
    assert_eq!(a.status, StatusCode::CREATED, "{}", a.body);
    let cookie = pair(&a.set_cookie.unwrap());
    let a = answer(
        c.delete(s.url("/api/account"))
            .header(header::ORIGIN, &s.base)
            .header(header::COOKIE, &cookie)
            .json(&json!({"password": "not it at all"})),
    )
    .await;
    assert_eq!(a.status, StatusCode::FORBIDDEN, "{}", a.body);
    assert_eq!(me(&c, &s, &cookie).await.0, StatusCode::OK);
    let a = answer(post(
        &c,
        &s,
        "/api/account/delete",
        Some(&cookie),
        &json!({"password": "goodbye all"}),
    ))
    .await;
    assert_eq!(a.status, StatusCode::OK, "{}", a.body);
    assert_eq!(me(&c, &s, &cookie).await.0, StatusCode::UNAUTHORIZED);
    assert_eq!(
        login(&c, &s, "leaving", "goodbye all").await.status,
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        send(c.get(s.url("/api/user/leaving"))).await.0,
        StatusCode::NOT_FOUND
    );
    let again = answer(post(
        &c,
        &s,
        "/api/account/register",
        None,
        &json!({"name": "LEAVING", "password": "someone else"}),
    ))
    .await;
    assert_eq!(
        again.status,
        StatusCode::CONFLICT,
        "the name is never given again"
    );
    // The game is still there.
    let id = game["id"].as_str().unwrap();
    assert_eq!(
        send(c.get(s.url(&format!("/api/games/{id}")))).await.0,
        StatusCode::OK
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_registration_keeps_the_browsers_anonymous_games() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    // Two anonymous friends play; each then registers from their own browser.
    let made = create(&c, &s, json!({"game": "kabe", "opponent": "friend"})).await;
    let id = made["id"].as_str().unwrap();
    let invite = made["invite"]
        .as_str()
        .unwrap()
        .split("#invite=")
        .nth(1)
        .unwrap();
    let (status, joined) = send(
        c.post(s.url(&format!("/api/games/{id}/join")))
            .json(&json!({ "invite": invite })),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{joined}");
    let computer = create(&c, &s, json!({"game": "chess", "opponent": "local"})).await;
    let a = answer(post(
        &c,
        &s,
        "/api/account/register",
        None,
        &json!({"name": "ann", "password": "annpassword",
                "games": [made["token"], computer["token"], "not-a-token"]}),
    ))
    .await;
    assert_eq!(a.status, StatusCode::CREATED, "{}", a.body);
    // The friend game's white seat, and both seats of the game on one device.
    assert_eq!(a.body["claimed"], 3);
    assert_eq!(a.body["count"]["all"], 2);
    let ann = pair(&a.set_cookie.unwrap());
    let bob = register_with(&c, &s, "bob", "bobpassword").await;
    // Ann's token in Bob's browser takes no seat from Ann.
    let a = answer(post(
        &c,
        &s,
        "/api/account/games",
        Some(&bob),
        &json!({"games": [made["token"], joined["token"]]}),
    ))
    .await;
    assert_eq!(
        (a.status, a.body["claimed"].as_i64()),
        (StatusCode::OK, Some(1)),
        "{}",
        a.body
    );
    let (_, v) = me(&c, &s, &ann).await;
    assert_eq!(v["count"]["all"], 2);
    let (_, v) = send(c.get(s.url("/api/user/bob"))).await;
    assert_eq!(v["count"]["all"], 1);
    // At most a hundred tokens at once.
    let many: Vec<String> = (0..101).map(|i| format!("{i:064}")).collect();
    let a = answer(post(
        &c,
        &s,
        "/api/account/games",
        Some(&bob),
        &json!({"games": many}),
    ))
    .await;
    assert_eq!(
        (a.status, a.body["code"].as_str()),
        (StatusCode::BAD_REQUEST, Some("account_too_many_games"))
    );
    // Playing without an account is as before, cookie or none.
    let (status, _) = common::post(
        &c,
        &s,
        id,
        "moves",
        made["token"].as_str().unwrap(),
        json!({"move": "22-18"}),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_cookie_is_secure_behind_a_proxy_that_says_https() {
    let dir = tempfile::tempdir().unwrap();
    let opts = ply_server::ServeOptions {
        data_dir: dir.path().to_path_buf(),
        settings: ply_server::Settings {
            trust_forwarded: true,
            ..ply_server::Settings::default()
        },
        ..ply_server::ServeOptions::default()
    };
    let s = Server::serve(ply_server::open_with(&opts).await.unwrap()).await;
    let c = client();
    let a = answer(
        post(
            &c,
            &s,
            "/api/account/register",
            None,
            &json!({"name": "proxied", "password": "over https"}),
        )
        .header("x-forwarded-proto", "https"),
    )
    .await;
    assert_eq!(a.status, StatusCode::CREATED, "{}", a.body);
    assert!(a.set_cookie.unwrap().contains("; Secure"));
    let a = login(&c, &s, "proxied", "over https").await;
    assert!(
        !a.set_cookie.unwrap().contains("Secure"),
        "plain HTTP behind the proxy"
    );
}

/// Two servers on one PostgreSQL: a session begun on one is known on the other, "log out
/// everywhere" on one ends it on both, and the log-in limit counts the failures on both.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_servers_on_postgres_share_accounts_sessions_and_limits() {
    let Some(pg) = tokio::task::spawn_blocking(common::postgres::Postgres::start)
        .await
        .unwrap()
    else {
        return;
    };
    let opts = ply_server::ServeOptions {
        database: Some(pg.url.clone()),
        ..ply_server::ServeOptions::default()
    };
    let a = Server::serve(ply_server::open_with(&opts).await.unwrap()).await;
    let b = Server::serve(ply_server::open_with(&opts).await.unwrap()).await;
    let c = client();
    let game = create(&c, &a, json!({"game": "kabe", "opponent": "local"})).await;
    let cookie = register_with(&c, &a, "Clubmate", "club password").await;
    let (status, v) = me(&c, &b, &cookie).await;
    assert_eq!(
        (status, v["username"].as_str()),
        (StatusCode::OK, Some("Clubmate")),
        "{v}"
    );
    let on_b = pair(
        &login(&c, &b, "clubmate", "club password")
            .await
            .set_cookie
            .unwrap(),
    );
    assert_eq!(me(&c, &a, &on_b).await.0, StatusCode::OK);
    let claimed = answer(post(
        &c,
        &b,
        "/api/account/games",
        Some(&on_b),
        &json!({"games": [game["token"]]}),
    ))
    .await;
    assert_eq!(claimed.body["claimed"], 2, "{}", claimed.body);
    let (_, v) = send(c.get(a.url("/api/user/CLUBMATE"))).await;
    assert_eq!(v["count"]["all"], 1);
    let ended = answer(post(
        &c,
        &b,
        "/api/account/logout-everywhere",
        Some(&on_b),
        &json!({}),
    ))
    .await;
    assert_eq!(ended.body["sessions"], 2, "{}", ended.body);
    assert_eq!(me(&c, &a, &cookie).await.0, StatusCode::UNAUTHORIZED);
    assert_eq!(me(&c, &b, &cookie).await.0, StatusCode::UNAUTHORIZED);
    // Five failures on each server make ten: the eleventh attempt is refused on either.
    for i in 0..10 {
        let s = if i % 2 == 0 { &a } else { &b };
        assert_eq!(
            login(&c, s, "clubmate", "wrong wrong").await.status,
            StatusCode::UNAUTHORIZED
        );
    }
    assert_eq!(
        login(&c, &a, "clubmate", "club password").await.status,
        StatusCode::TOO_MANY_REQUESTS
    );
    assert_eq!(
        login(&c, &b, "clubmate", "club password").await.status,
        StatusCode::TOO_MANY_REQUESTS
    );
    // Names taken on one server are taken on the other, whatever their case.
    let again = answer(post(
        &c,
        &b,
        "/api/account/register",
        None,
        &json!({"name": "CLUBMATE", "password": "another one"}),
    ))
    .await;
    assert_eq!(again.status, StatusCode::CONFLICT);
}
