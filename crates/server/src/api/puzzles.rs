//! The puzzles: `GET /api/puzzles/next?game=GAME` (a puzzle near the player's puzzle rating),
//! `GET /api/puzzles/stats` (how many each game has) and `POST /api/puzzles/{id}/result` (a
//! solve or a miss, which moves the player's puzzle rating and, for an account's first try,
//! the puzzle's). An account's rating is kept in the database; a browser without an account
//! keeps its own and sends it with each result.

use std::collections::{HashMap, HashSet};

use axum::{
    Json,
    body::Bytes,
    extract::{State, rejection::BytesRejection},
    http::{HeaderValue, StatusCode, header},
    response::{IntoResponse, Response},
};
use ply_core::msg;
use ply_puzzles::Puzzle;
use ply_rating::{MAX_RD, MIN_RD, Rating, Score};
use serde::Deserialize;
use serde_json::{Map, Value, json};

use super::body;
use crate::{
    accounts::MaybeUser,
    clock::now_ms,
    error::ApiError,
    extract::{Path, Query},
    puzzles::{self, Set, shipped_rating},
    secret,
    state::AppState,
    store::puzzles::{Try, player, ratings, tried},
};

/// The highest rating a browser may send as its own.
const MOST_RATING: f64 = 4000.0;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NextQuery {
    game: String,
    /// A browser's own puzzle rating (without an account).
    rating: Option<f64>,
    /// The puzzle just shown, not to be given again at once.
    skip: Option<String>,
}

/// A rating as a browser keeps it.
#[derive(Deserialize, Clone, Copy)]
#[serde(deny_unknown_fields)]
struct Kept {
    rating: f64,
    rd: f64,
    volatility: f64,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ResultBody {
    /// Solved (the whole line played right) or missed.
    win: bool,
    /// A browser's own rating before this puzzle (without an account; the start without it).
    rating: Option<Kept>,
}

fn the_set() -> Result<&'static Set, ApiError> {
    puzzles::set().map_err(ApiError::internal)
}

fn no_store(value: &Value) -> Response {
    let mut response = Json(value).into_response();
    response
        .headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    response
}

fn rating_json(r: &Rating) -> Value {
    json!({
        "rating": r.rounded(),
        "rd": r.rd.round() as i64,
        "volatility": r.volatility,
        "provisional": r.provisional(),
    })
}

/// A puzzle as the API gives it, with its rating as results have moved it.
fn puzzle_json(p: &Puzzle, rating: &Rating) -> Result<Value, ApiError> {
    let game = ply_games::find(&p.game).map_err(|e| ApiError::from_game(&e))?;
    let rules: Map<String, Value> = game
        .default_rules()
        .into_iter()
        .map(|(k, v)| (k.to_string(), Value::String(v)))
        .collect();
    Ok(json!({
        "id": p.id,
        "game": p.game,
        "rules": rules,
        "position": p.position,
        "solution": p.solution,
        "rating": rating.rounded(),
        "themes": p.themes,
        "source": p.source,
    }))
}

/// A game that has puzzles, or the refusal naming those that have.
fn game_with_puzzles<'a>(set: &'a Set, game: &str) -> Result<&'a str, ApiError> {
    let counts = set.counts();
    counts.keys().find(|g| **g == game).copied().ok_or_else(|| {
        ApiError::bad_request(msg!(
            "puzzles_no_game",
            game = game,
            known = counts
                .keys()
                .map(|g| g.to_string())
                .collect::<Vec<String>>()
        ))
    })
}

/// `GET /api/puzzles/next?game=GAME[&rating=R][&skip=ID]`.
pub async fn next(
    State(state): State<AppState>,
    MaybeUser(user): MaybeUser,
    Query(q): Query<NextQuery>,
) -> Result<Response, ApiError> {
    let set = the_set()?;
    let game = game_with_puzzles(set, &q.game)?;
    let pool = state.inner.store.pool();
    let (target, tried, standing) = match &user {
        Some(user) => {
            let standing = player(pool, &user.id, game).await?;
            let tried = tried(pool, &user.id, game).await?;
            (standing.rating.rating, tried, Some(standing))
        }
        None => {
            let target = match q.rating {
                Some(r) if r.is_finite() && (0.0..=MOST_RATING).contains(&r) => r,
                Some(_) => return Err(ApiError::bad_request(msg!("puzzle_bad_rating"))),
                None => Rating::START.rating,
            };
            (target, HashSet::new(), None)
        }
    };
    let rated: HashMap<String, Rating> = ratings(pool, game).await?;
    let random = secret::random_u64().map_err(ApiError::internal)?;
    let p = puzzles::choose(set, game, target, &rated, &tried, q.skip.as_deref(), random)
        .ok_or_else(|| ApiError::internal("a game with puzzles gave none"))?;
    let rating = rated
        .get(&p.id)
        .copied()
        .unwrap_or_else(|| shipped_rating(p));
    let mut body = puzzle_json(p, &rating)?;
    if let Some(s) = standing {
        body["player"] = rating_json(&s.rating);
    }
    Ok(no_store(&body))
}

/// `GET /api/puzzles/stats`: `{GAME: count}`.
pub async fn stats() -> Result<Response, ApiError> {
    let set = the_set()?;
    let counts: Map<String, Value> = set
        .counts()
        .into_iter()
        .map(|(g, n)| (g.to_string(), json!(n)))
        .collect();
    Ok(Json(Value::Object(counts)).into_response())
}

/// Whether a rating a browser sends could be one that this server gave.
fn plausible(k: &Kept) -> bool {
    k.rating.is_finite()
        && (0.0..=MOST_RATING).contains(&k.rating)
        && (MIN_RD..=MAX_RD).contains(&k.rd)
        && k.volatility.is_finite()
        && k.volatility > 0.0
        && k.volatility < 1.0
}

/// `POST /api/puzzles/{id}/result` `{"win": bool, "rating"?: {…}}` →
/// `{"rated", "player": {…}, "puzzle": {"id", "rating"}}`.
pub async fn result(
    State(state): State<AppState>,
    MaybeUser(user): MaybeUser,
    Path(id): Path<String>,
    raw: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let set = the_set()?;
    let p = set.get(&id).ok_or_else(|| {
        ApiError::new(
            StatusCode::NOT_FOUND,
            "not_found",
            msg!("puzzle_not_found", id = id.as_str()),
        )
    })?;
    let said: ResultBody = body(raw, false)?;
    let score = if said.win { Score::Win } else { Score::Loss };
    let (player_after, puzzle_after, rated) = match &user {
        Some(user) => {
            if said.rating.is_some() {
                return Err(ApiError::bad_request(msg!("puzzle_rating_kept")));
            }
            let moved = state
                .inner
                .store
                .puzzle_tried(&Try {
                    user: &user.id,
                    puzzle: &p.id,
                    game: &p.game,
                    shipped: shipped_rating(p),
                    solved: said.win,
                    at_ms: now_ms(),
                })
                .await?;
            (moved.player.rating, moved.puzzle, moved.rated)
        }
        None => {
            let own = match said.rating {
                Some(k) if plausible(&k) => Rating {
                    rating: k.rating,
                    rd: k.rd,
                    volatility: k.volatility,
                },
                Some(_) => return Err(ApiError::bad_request(msg!("puzzle_bad_rating"))),
                None => Rating::START,
            };
            let rated = ratings(state.inner.store.pool(), &p.game).await?;
            let puzzle = rated
                .get(&p.id)
                .copied()
                .unwrap_or_else(|| shipped_rating(p));
            let [after, _] = ply_rating::game([own, puzzle], [None, None], score);
            (after, puzzle, true)
        }
    };
    Ok(no_store(&json!({
        "rated": rated,
        "player": rating_json(&player_after),
        "puzzle": {"id": p.id, "rating": puzzle_after.rounded()},
    })))
}
