//! A player's games through the API: the export (`GET /api/games/user/{name}`, streamed as
//! PGN/PDN records or NDJSON, as lichess does), the list the player's page shows
//! (`GET /api/user/{name}/games`), the logged-in player's own (`GET /api/account/games`), and
//! the accounts seated in a game (`GET /api/games/{id}/players`).

use std::sync::Arc;

use axum::{
    body::{Body, Bytes},
    extract::State,
    http::{HeaderMap, HeaderValue, StatusCode, header},
    response::{IntoResponse, Response},
};
use futures_util::StreamExt;
use ply_core::msg;
use serde::Deserialize;
use serde_json::{Value, json};

use crate::{
    accounts::{Accounts, LoggedIn, MaybeUser, User},
    error::ApiError,
    extract::{Path, Query},
    players::{self, Filter, Result3, SCAN_MOST},
    records,
    state::AppState,
    store::Store,
};

/// The most games a page of the list holds.
pub const PAGE_MOST: usize = 100;

/// The account named `name` (any case), disabled ones included; a deleted one is refused
/// (404, code `players_account_deleted`: its games stay, shown as "deleted", and its name is
/// no longer tied to them).
pub(super) async fn profiled(accounts: &Accounts, name: &str) -> Result<User, ApiError> {
    match accounts.user(name).await? {
        None => Err(ApiError::new(
            StatusCode::NOT_FOUND,
            "not_found",
            msg!("account_no_such_user", name = name),
        )),
        Some(u) if u.deleted => Err(ApiError::new(
            StatusCode::NOT_FOUND,
            "not_found",
            msg!("players_account_deleted", name = name),
        )),
        Some(u) => Ok(u),
    }
}

/// The account named `name` (any case) whose games are shown: a deleted or disabled one is
/// refused (404), as lichess refuses a closed account's games.
pub(super) async fn named(accounts: &Accounts, name: &str) -> Result<User, ApiError> {
    let user = profiled(accounts, name).await?;
    if user.disabled {
        return Err(ApiError::new(
            StatusCode::NOT_FOUND,
            "not_found",
            msg!("players_account_closed", name = user.name.as_str()),
        ));
    }
    Ok(user)
}

/// A game id the server plays, or a clear refusal.
fn known_game(game: Option<String>) -> Result<Option<String>, ApiError> {
    match game {
        Some(g) => match ply_games::find(&g) {
            Ok(_) => Ok(Some(g)),
            Err(e) => Err(ApiError::from_game(&e)),
        },
        None => Ok(None),
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExportQuery {
    since: Option<i64>,
    until: Option<i64>,
    max: Option<i64>,
    game: Option<String>,
    rated: Option<bool>,
}

/// Whether the client asked for NDJSON (`Accept: application/x-ndjson`).
fn wants_ndjson(headers: &HeaderMap) -> bool {
    headers
        .get(header::ACCEPT)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.contains("application/x-ndjson"))
}

/// `GET /api/games/user/{name}`: the player's finished games, newest first, streamed one by
/// one as records (PGN for chess, PDN for draughts, each game's own for the others) or as
/// NDJSON; at most [`SCAN_MOST`] per request.
pub async fn export(
    State(state): State<AppState>,
    Path(name): Path<String>,
    Query(q): Query<ExportQuery>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let user = named(&state.inner.accounts, &name).await?;
    let most = match q.max {
        Some(m) if m < 1 => {
            return Err(ApiError::bad_request(msg!(
                "players_bad_max",
                most = SCAN_MOST
            )));
        }
        Some(m) => m.min(SCAN_MOST),
        None => SCAN_MOST,
    };
    let game = known_game(q.game)?;
    let filter = Filter {
        since: q.since,
        until: q.until,
        game: game.clone(),
        rated: q.rated,
    };
    let store = state.inner.store.clone();
    let accounts = Arc::clone(&state.inner.accounts);
    let ids = players::game_ids(store.pool(), &user.id, &filter, most).await?;
    let ndjson = wants_ndjson(&headers);
    let stream = futures_util::stream::iter(ids).then(move |(id, side)| {
        let (store, accounts) = (store.clone(), Arc::clone(&accounts));
        async move { one_game(&store, &accounts, &id, side, ndjson).await }
    });
    let kind = if ndjson {
        "application/x-ndjson"
    } else if game
        .as_deref()
        .and_then(|g| ply_games::find(g).ok())
        .is_some_and(|g| g.family() == "chess")
    {
        "application/x-chess-pgn"
    } else {
        "text/plain; charset=utf-8"
    };
    let mut response = Body::from_stream(stream).into_response();
    response
        .headers_mut()
        .insert(header::CONTENT_TYPE, HeaderValue::from_static(kind));
    Ok(response)
}

/// One game of the export: its record and a blank line, or its NDJSON line. A game that
/// cannot be read ends the stream (the client sees it cut short) and is logged.
async fn one_game(
    store: &Store,
    accounts: &Accounts,
    id: &str,
    side: ply_core::Side,
    ndjson: bool,
) -> Result<Bytes, std::io::Error> {
    let summary = match players::summary(store, accounts, id, side).await {
        Ok(Some(summary)) => summary,
        Ok(None) => return Ok(Bytes::new()),
        Err(e) => {
            tracing::warn!("export: game {id}: {e:#}");
            return Err(std::io::Error::other("a game could not be read"));
        }
    };
    let text = if ndjson {
        let mut line = players::game_json(&summary).to_string();
        line.push('\n');
        line
    } else {
        let names = [
            players::side_name(&summary, ply_core::Side::White),
            players::side_name(&summary, ply_core::Side::Black),
        ];
        let mut text = records::record_named(&summary.session, &names).text;
        while !text.ends_with("\n\n") {
            text.push('\n');
        }
        text
    };
    Ok(Bytes::from(text))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ListQuery {
    game: Option<String>,
    result: Option<String>,
    rated: Option<bool>,
    /// Games created before this time (ms): the next page.
    before: Option<i64>,
    max: Option<usize>,
}

/// A page of a player's finished games, newest first, through the filters; `next` is the
/// `before` of the following page (none when this one is the last).
async fn list(state: &AppState, user: &User, q: ListQuery) -> Result<Value, ApiError> {
    let want = match q.result.as_deref() {
        None | Some("") => None,
        Some("win") => Some(Result3::Win),
        Some("draw") => Some(Result3::Draw),
        Some("loss") => Some(Result3::Loss),
        Some(other) => {
            return Err(ApiError::bad_request(msg!(
                "players_bad_result",
                result = other
            )));
        }
    };
    let most = q.max.unwrap_or(20).clamp(1, PAGE_MOST);
    let filter = Filter {
        since: None,
        until: q.before.map(|b| b.saturating_sub(1)),
        game: known_game(q.game)?,
        rated: q.rated,
    };
    let inner = &state.inner;
    let ids = players::game_ids(inner.store.pool(), &user.id, &filter, SCAN_MOST).await?;
    let scanned = ids.len();
    let mut games = Vec::new();
    let mut last = None;
    let mut read = 0;
    for (id, side) in ids {
        read += 1;
        let Some(summary) = players::summary(&inner.store, &inner.accounts, &id, side).await?
        else {
            continue;
        };
        last = Some(summary.session.fixed.created_ms);
        if want.is_none() || summary.result == want {
            games.push(players::game_json(&summary));
            if games.len() == most {
                break;
            }
        }
    }
    let more = read < scanned || scanned as i64 == SCAN_MOST;
    Ok(json!({"games": games, "next": if more { last } else { None }}))
}

/// `GET /api/user/{name}/games?game&result&rated&before&max`: a page of the player's games.
pub async fn user_games(
    State(state): State<AppState>,
    Path(name): Path<String>,
    Query(q): Query<ListQuery>,
) -> Result<axum::Json<Value>, ApiError> {
    let user = named(&state.inner.accounts, &name).await?;
    Ok(axum::Json(list(&state, &user, q).await?))
}

/// `GET /api/account/games`: the logged-in player's games, on any device — those going on
/// (`playing`) and a page of the finished ones (`games`, with the list's filters).
pub async fn mine(
    State(state): State<AppState>,
    LoggedIn(user): LoggedIn,
    Query(q): Query<ListQuery>,
) -> Result<Response, ApiError> {
    let mut out = list(&state, &user, q).await?;
    let inner = &state.inner;
    let mut playing = Vec::new();
    for (id, side) in players::ongoing(inner.store.pool(), &user.id, PAGE_MOST as i64).await? {
        if let Some(summary) = players::summary(&inner.store, &inner.accounts, &id, side).await? {
            playing.push(players::game_json(&summary));
        }
    }
    out["playing"] = json!(playing);
    let mut response = axum::Json(out).into_response();
    response
        .headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    Ok(response)
}

/// The profile's counts and the game going on, added to `GET /api/user/{name}`.
pub(super) async fn profile_extra(
    state: &AppState,
    user: &User,
    out: &mut Value,
) -> Result<(), ApiError> {
    let inner = &state.inner;
    let counts = players::counts(&inner.store, &inner.accounts, user).await?;
    for key in ["win", "draw", "loss"] {
        out["count"][key] = counts[key].clone();
    }
    out["count"]["rated"] = json!(inner.store.rated_games(&user.id).await?);
    let playing = players::ongoing(inner.store.pool(), &user.id, 1).await?;
    out["playing"] = json!(playing.first().map(|(id, _)| id));
    Ok(())
}

/// `GET /api/games/{id}/players`: the names of the accounts seated in a game, by side
/// (`null` for a seat no account holds, "deleted" for a deleted account's), and, when the
/// logged-in account is seated, `you`: its sides (`white`, `black`), whose commands its
/// session cookie sends on any device.
pub async fn seated(
    State(state): State<AppState>,
    Path(id): Path<String>,
    MaybeUser(me): MaybeUser,
) -> Result<axum::Json<Value>, ApiError> {
    state.inner.slot(&id).await?;
    let mut names = [Value::Null, Value::Null];
    let mut you = Vec::new();
    for (index, user) in state.inner.accounts.players(&id).await? {
        let Some(i) = usize::try_from(index).ok().filter(|i| *i < names.len()) else {
            continue;
        };
        names[i] = json!(user.shown_name());
        if me.as_ref().is_some_and(|me| me.id == user.id) {
            you.push(["white", "black"][i]);
        }
    }
    let [white, black] = names;
    let mut out = json!({"white": white, "black": black});
    if !you.is_empty() {
        out["you"] = json!(you);
    }
    Ok(axum::Json(out))
}
