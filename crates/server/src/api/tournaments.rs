//! Tournaments: `GET /api/tournament` (the list), `POST /api/tournament` (a logged-in player
//! makes one), `GET /api/tournament/{id}` (standings, pairings and the reader's own part),
//! `POST /api/tournament/{id}/join`, `…/withdraw` (by the session cookie, or a personal token
//! with `tournament:write` or `bot:play` as lichess's bots join), `…/start` (its maker starts
//! it now), `GET /api/tournament/{id}/trf` (a Swiss or round robin as a TRF-16 file).

use axum::{
    Json,
    body::Bytes,
    extract::{State, rejection::BytesRejection},
    http::{HeaderMap, StatusCode},
    response::{IntoResponse, Response},
};
use ply_core::msg;
use serde::Deserialize;
use serde_json::{Value, json};

use super::{Empty, body, challenges, rules::RulesBody, seeks::full_rules};
use crate::{
    accounts::{LoggedIn, MaybeUser, User, tokens::ApiUser},
    clock::now_ms,
    error::ApiError,
    extract::Path,
    secret,
    state::AppState,
    tournament::{self, Status, System, Tournament, Tournaments},
};

/// Tournaments not finished that one account may have made.
pub const OPEN_PER_MAKER: i64 = 5;
/// Tournaments not finished in all.
pub const OPEN_IN_ALL: i64 = 1_000;
/// An arena's players at most.
pub const ARENA_PLAYERS: i64 = 10_000;
/// The longest arena, in minutes.
pub const MOST_MINUTES: i64 = 720;
/// The longest wait before the start, in minutes.
pub const MOST_WAIT: i64 = 7 * 24 * 60;
/// The longest name, in characters.
pub const NAME_CHARS: usize = 60;
/// Tournaments listed per status at most.
const LISTED: i64 = 100;

/// What a new tournament is, as `POST /api/tournament` and `ply tournament create` give it.
#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct NewTournament {
    pub name: Option<String>,
    pub system: Option<String>,
    pub game: String,
    /// Rule options as an object `{"pits": 4}` or as pairs `[["pits", "4"]]`.
    pub rules: Option<Value>,
    /// The clock's limit in minutes (as lichess: 0.25, 0.5, 1, 3 …).
    pub clock_time: f64,
    /// The clock's increment in seconds.
    #[serde(default)]
    pub clock_increment: i64,
    /// An arena's duration in minutes.
    pub minutes: Option<i64>,
    /// Minutes from now to the start (default 5), or the start as a time in ms.
    pub wait_minutes: Option<i64>,
    pub start_date: Option<i64>,
    #[serde(default)]
    pub rated: bool,
    /// A Swiss's rounds (1 to 30, default 5), or a round robin's cycles: 1 single, 2 double.
    pub rounds: Option<i64>,
    /// A Swiss or round robin's pause between rounds, in seconds (0 to 600, default 30).
    pub round_pause: Option<i64>,
    pub max_players: Option<i64>,
    /// Whether a player may berserk (halve their clock for an extra point on a win; an
    /// arena's option, default true as on lichess).
    pub berserkable: Option<bool>,
    /// Whether bot accounts may join (default true).
    pub allow_bots: Option<bool>,
}

fn bad(message: ply_core::Message) -> ApiError {
    ApiError::bad_request(message)
}

/// Checks a new tournament and makes its row (not yet stored).
///
/// # Errors
/// 400 for every value out of bounds, with what is allowed.
pub fn new_tournament(req: NewTournament, maker: Option<&User>) -> Result<Tournament, ApiError> {
    let system = match req.system.as_deref().unwrap_or("arena") {
        "arena" => System::Arena,
        "robin" => System::Robin,
        "swiss" => System::Swiss,
        other => return Err(bad(msg!("tournament_unknown_system", system = other))),
    };
    let shape = shape(system, &req)?;
    let rules = req
        .rules
        .map(serde_json::from_value::<RulesBody>)
        .transpose()
        .map_err(ApiError::invalid_json)?;
    let (game, rules) = full_rules(&req.game, rules)?;
    let limit_s = (req.clock_time * 60.0).round();
    if !req.clock_time.is_finite() || !(15.0..=10_800.0).contains(&limit_s) {
        return Err(bad(msg!("tournament_clock_time")));
    }
    if !(0..=180).contains(&req.clock_increment) {
        return Err(bad(msg!("tournament_clock_increment")));
    }
    let now = now_ms();
    let starts_ms = match (req.wait_minutes, req.start_date) {
        (Some(_), Some(_)) => return Err(bad(msg!("tournament_wait_or_date"))),
        (Some(w), None) if (0..=MOST_WAIT).contains(&w) => now + w * 60_000,
        (None, Some(at)) if (now..=now + MOST_WAIT * 60_000).contains(&at) => at,
        (None, None) => now + 5 * 60_000,
        _ => return Err(bad(msg!("tournament_start", most = MOST_WAIT))),
    };
    let name = match req.name.as_deref().map(str::trim) {
        None | Some("") => format!(
            "{} {}",
            ply_games::find(&game).map_or(game.clone(), |g| g.name().to_string()),
            match system {
                System::Arena => "arena",
                System::Swiss => "Swiss",
                System::Robin => "round robin",
            }
        ),
        Some(name) if name.chars().count() <= NAME_CHARS && !name.chars().any(char::is_control) => {
            name.to_string()
        }
        Some(_) => return Err(bad(msg!("tournament_name", most = NAME_CHARS))),
    };
    Ok(Tournament {
        id: secret::game_id()?,
        name,
        system,
        game,
        rules,
        limit_s: limit_s as i64,
        increment_s: req.clock_increment,
        rated: req.rated,
        minutes: shape.minutes,
        rounds: shape.rounds,
        max_players: shape.max_players,
        berserk: system == System::Arena && req.berserkable.unwrap_or(true),
        bots: req.allow_bots.unwrap_or(true),
        created_by: maker.map(|u| u.id.clone()),
        created_ms: now,
        starts_ms,
        ends_ms: shape.minutes.map(|m| starts_ms + m * 60_000),
        status: Status::Created,
        round: 0,
        round_ends_ms: None,
        due_ms: starts_ms,
        version: 0,
        round_pause_s: shape.round_pause_s,
        black1: false,
    })
}

/// What differs between the systems: an arena's minutes; a Swiss's rounds, a round robin's
/// cycles and the pause between their rounds; the most players.
struct Shape {
    minutes: Option<i64>,
    rounds: Option<i64>,
    round_pause_s: Option<i64>,
    max_players: i64,
}

fn shape(system: System, req: &NewTournament) -> Result<Shape, ApiError> {
    use tournament::rounds::{DEFAULT_PAUSE_S, MOST_PAUSE_S, SWISS_PLAYERS, SWISS_ROUNDS};
    if system == System::Arena {
        if req.rounds.is_some() || req.round_pause.is_some() {
            return Err(bad(msg!("tournament_rounds_not_arena")));
        }
        let minutes = req.minutes.unwrap_or(60);
        if !(1..=MOST_MINUTES).contains(&minutes) {
            return Err(bad(msg!("tournament_minutes", most = MOST_MINUTES)));
        }
        let max_players = req.max_players.unwrap_or(ARENA_PLAYERS);
        if !(2..=ARENA_PLAYERS).contains(&max_players) {
            return Err(bad(msg!("tournament_max_players", most = ARENA_PLAYERS)));
        }
        return Ok(Shape {
            minutes: Some(minutes),
            rounds: None,
            round_pause_s: None,
            max_players,
        });
    }
    if req.minutes.is_some() {
        return Err(bad(msg!("tournament_minutes_not_rounds")));
    }
    let round_pause_s = req.round_pause.unwrap_or(DEFAULT_PAUSE_S);
    if !(0..=MOST_PAUSE_S).contains(&round_pause_s) {
        return Err(bad(msg!("tournament_round_pause", most = MOST_PAUSE_S)));
    }
    let (rounds, max_players) = if system == System::Swiss {
        let rounds = req.rounds.unwrap_or(5);
        if !(1..=SWISS_ROUNDS).contains(&rounds) {
            return Err(bad(msg!("tournament_swiss_rounds", most = SWISS_ROUNDS)));
        }
        let max_players = req.max_players.unwrap_or(SWISS_PLAYERS);
        if !(2..=SWISS_PLAYERS).contains(&max_players) {
            return Err(bad(msg!("tournament_max_players", most = SWISS_PLAYERS)));
        }
        (rounds, max_players)
    } else {
        let cycles = req.rounds.unwrap_or(1);
        if !(1..=2).contains(&cycles) {
            return Err(bad(msg!("tournament_robin_cycles")));
        }
        let most = i64::from(ply_pairing::berger::MAX_PLAYERS);
        let max_players = req.max_players.unwrap_or(most);
        if !(i64::from(ply_pairing::berger::MIN_PLAYERS)..=most).contains(&max_players) {
            return Err(bad(msg!(
                "tournament_robin_players",
                least = ply_pairing::berger::MIN_PLAYERS,
                most = most
            )));
        }
        (cycles, max_players)
    };
    Ok(Shape {
        minutes: None,
        rounds: Some(rounds),
        round_pause_s: Some(round_pause_s),
        max_players,
    })
}

fn tournaments(state: &AppState) -> &Tournaments {
    &state.inner.tournaments
}

/// `GET /api/tournament`: `{"created", "started", "finished"}`, each a list of summaries.
pub async fn list(State(state): State<AppState>) -> Result<Json<Value>, ApiError> {
    let all = tournaments(&state);
    let mut out = json!({});
    for status in [Status::Created, Status::Started, Status::Finished] {
        let mut listed = Vec::new();
        for t in all.of_status(status, LISTED).await? {
            let players = all.count_players(&t.id).await?;
            listed.push(tournament::summary(&t, players));
        }
        out[status.key()] = json!(listed);
    }
    Ok(Json(out))
}

/// `POST /api/tournament`: a logged-in player makes a tournament (201, the tournament).
pub async fn create(
    State(state): State<AppState>,
    LoggedIn(user): LoggedIn,
    raw: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let req: NewTournament = body(raw, false)?;
    let t = new_tournament(req, Some(&user))?;
    let all = tournaments(&state);
    room_for(all, &user).await?;
    all.insert(&t).await?;
    let view = tournament::view(&t, &[], &[]);
    Ok((StatusCode::CREATED, Json(view)).into_response())
}

/// Refused unless `maker` may open one more tournament: at most [`OPEN_PER_MAKER`] open of their
/// own (429) and [`OPEN_IN_ALL`] on the server (503).
pub async fn room_for(all: &Tournaments, maker: &User) -> Result<(), ApiError> {
    if all.count_open(Some(&maker.id)).await? >= OPEN_PER_MAKER {
        return Err(ApiError::new(
            StatusCode::TOO_MANY_REQUESTS,
            "too_many_tournaments",
            msg!("tournament_too_many", most = OPEN_PER_MAKER),
        ));
    }
    if all.count_open(None).await? >= OPEN_IN_ALL {
        return Err(ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "tournaments_full",
            msg!("tournament_full_server"),
        ));
    }
    Ok(())
}

async fn found(state: &AppState, id: &str) -> Result<Tournament, ApiError> {
    tournaments(state)
        .one(id)
        .await?
        .ok_or_else(|| tournament::no_tournament(id))
}

/// `GET /api/tournament/{id}`: the tournament, its standings and pairings, and for a
/// logged-in player `me`: whether they take part, and the game they are to play now with its
/// seat token.
pub async fn one(
    State(state): State<AppState>,
    Path(id): Path<String>,
    MaybeUser(user): MaybeUser,
) -> Result<Json<Value>, ApiError> {
    let t = found(&state, &id).await?;
    let all = tournaments(&state);
    let players = all.players(&id).await?;
    let boards = all.boards(&id).await?;
    let mut view = tournament::view(&t, &players, &boards);
    if let Some(user) = user {
        let me = players.iter().find(|p| p.user == user.id);
        let game = boards
            .iter()
            .filter(|b| b.result.is_none())
            .find_map(|b| {
                if b.white == user.id {
                    Some((b, "white", b.white_token.as_deref()))
                } else if b.black.as_deref() == Some(user.id.as_str()) {
                    Some((b, "black", b.black_token.as_deref()))
                } else {
                    None
                }
            })
            .map(|(b, color, token)| json!({"id": b.id, "color": color, "token": token}));
        // A board is written before its game is made: the game is given once it can be
        // played (the view's next version comes after it is made).
        let game = match game {
            Some(g)
                if state
                    .inner
                    .store
                    .version(g["id"].as_str().unwrap_or_default())
                    .await?
                    .is_some() =>
            {
                Some(g)
            }
            _ => None,
        };
        view["me"] = json!({
            "id": user.id,
            "joined": me.is_some(),
            "active": me.is_some_and(|p| p.active),
            "withdrawn": me.is_some_and(|p| p.withdrawn),
            "game": game,
        });
    }
    Ok(Json(view))
}

/// The scopes of a personal token that may join and leave tournaments.
const JOIN_SCOPES: [&str; 2] = ["tournament:write", "bot:play"];

/// `POST /api/tournament/{id}/join`: the player of the session cookie or of a personal token
/// enters (or, paused, comes back); a bot account only where the organiser lets bots in (403
/// `bots_excluded`). The body may be empty, or JSON or form-encoded with lichess's
/// `pairMeAsap` (an arena pairs everyone as soon as they are free anyway).
pub async fn join(
    State(state): State<AppState>,
    Path(id): Path<String>,
    who: ApiUser,
    headers: HeaderMap,
    raw: Result<Bytes, BytesRejection>,
) -> Result<Json<Value>, ApiError> {
    who.require(&JOIN_SCOPES)?;
    let user = who.user;
    let fields = challenges::fields(&headers, raw)?;
    challenges::only(&fields, &["pairMeAsap"])?;
    challenges::boolean(&fields, "pairMeAsap")?;
    let t = found(&state, &id).await?;
    if !t.bots && state.inner.accounts.is_bot(&user.id).await? {
        return Err(ApiError::new(
            StatusCode::FORBIDDEN,
            "bots_excluded",
            msg!("tournament_no_bots"),
        ));
    }
    if t.status == Status::Finished {
        return Err(ApiError::conflict(
            "tournament_finished",
            msg!("tournament_finished"),
        ));
    }
    if t.system != System::Arena && t.status != Status::Created {
        return Err(ApiError::conflict(
            "tournament_started",
            msg!("tournament_started"),
        ));
    }
    let all = tournaments(&state);
    let players = all.players(&id).await?;
    if let Some(me) = players.iter().find(|p| p.user == user.id) {
        if me.withdrawn && t.system != System::Arena {
            return Err(ApiError::conflict(
                "tournament_withdrawn",
                msg!("tournament_withdrawn"),
            ));
        }
    } else if players.len() as i64 >= t.max_players {
        return Err(ApiError::conflict(
            "tournament_full",
            msg!("tournament_full", most = t.max_players),
        ));
    }
    let rating = entry_rating(&state, &user, &t).await?;
    all.enter(&id, &user.id, rating).await?;
    Ok(Json(json!({"ok": true})))
}

/// The player's rating in the tournament's game and speed (1500 without one).
async fn entry_rating(state: &AppState, user: &User, t: &Tournament) -> Result<i64, ApiError> {
    let speed = ply_rating::Speed::of_clock(t.limit_s * 1_000, t.increment_s * 1_000);
    let ratings = state.inner.store.ratings(&user.id).await?;
    Ok(ratings
        .iter()
        .find(|r| r.game == t.game && r.speed == speed)
        .map_or(1500, |r| r.rating.rating.round() as i64))
}

/// `POST /api/tournament/{id}/withdraw`: the logged-in player leaves — before the start for
/// good; in an arena paused (join again to come back); in a round robin withdrawn.
pub async fn withdraw(
    State(state): State<AppState>,
    Path(id): Path<String>,
    who: ApiUser,
    raw: Result<Bytes, BytesRejection>,
) -> Result<Json<Value>, ApiError> {
    who.require(&JOIN_SCOPES)?;
    let user = who.user;
    let Empty {} = body(raw, true)?;
    let t = found(&state, &id).await?;
    if t.status == Status::Finished {
        return Err(ApiError::conflict(
            "tournament_finished",
            msg!("tournament_finished"),
        ));
    }
    let before = t.status == Status::Created;
    let left = tournaments(&state)
        .leave(&id, &user.id, before, t.system != System::Arena)
        .await?;
    if !left {
        return Err(ApiError::conflict(
            "not_in_tournament",
            msg!("tournament_not_in"),
        ));
    }
    Ok(Json(json!({"ok": true})))
}

/// `POST /api/tournament/{id}/start`: its maker starts a tournament that has not started
/// (an arena then ends its duration from now).
pub async fn start(
    State(state): State<AppState>,
    Path(id): Path<String>,
    LoggedIn(user): LoggedIn,
    raw: Result<Bytes, BytesRejection>,
) -> Result<Json<Value>, ApiError> {
    let Empty {} = body(raw, true)?;
    let t = found(&state, &id).await?;
    if t.created_by.as_deref() != Some(user.id.as_str()) {
        return Err(ApiError::forbidden(msg!("tournament_not_maker")));
    }
    if !tournaments(&state).start_now(&t).await? {
        return Err(ApiError::conflict(
            "tournament_started",
            msg!("tournament_started"),
        ));
    }
    Ok(Json(json!({"ok": true})))
}

/// `GET /api/tournament/{id}/trf`: a Swiss or round robin as FIDE's tournament report file
/// (TRF-16): the rounds completed, `XXR` the rounds planned, `XXC white1`, and before the
/// next round the players withdrawn as left out of it; `ply tournament pair` reads it and
/// prints the round the server pairs next. 400 for an arena.
pub async fn trf(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    let t = found(&state, &id).await?;
    if t.system == System::Arena {
        return Err(bad(msg!("tournament_no_trf")));
    }
    let all = tournaments(&state);
    let players = all.players(&id).await?;
    let boards = all.boards(&id).await?;
    let text = ply_pairing::trf::write(&tournament::rounds::export(&t, &players, &boards));
    Ok((
        [(
            axum::http::header::CONTENT_TYPE,
            "text/plain; charset=utf-8",
        )],
        text,
    )
        .into_response())
}
