//! `POST /api/tournament/import`: a signed-in organiser makes a Swiss or round robin from a
//! FIDE TRF-16 file (also `ply tournament import` for the operator, through [`import`]).
//!
//! The file's players are accounts of this server, each named by its username (any case) in
//! the name field, in the file's starting ranks; the rounds it records are kept as boards
//! without a game here ([`crate::tournament::import`]); the server pairs the next round from
//! there as it pairs any round. Every check is made before anything is stored, and the
//! tournament, its players and its boards are stored in one transaction: a refusal changes
//! nothing.

use axum::{
    Json,
    body::Bytes,
    extract::{State, rejection::BytesRejection},
    http::StatusCode,
    response::{IntoResponse, Response},
};
use ply_core::msg;
use ply_pairing::{Colour, Rank, trf};
use serde::Deserialize;
use serde_json::Value;

use super::{
    body,
    tournaments::{NewTournament, new_tournament, room_for},
};
use crate::{
    accounts::{LoggedIn, User, names},
    clock::now_ms,
    error::ApiError,
    secret,
    state::AppState,
    tournament::{self, Board, Player, Status, System, Tournament, Tournaments},
};

/// The longest TRF file taken, in bytes: a Swiss of 1,000 players over 30 rounds fits.
pub const TRF_BYTES: usize = 512 * 1024;
/// The longest request body of the route: the file as a JSON string, escaped.
pub const BODY_BYTES: usize = 2 * TRF_BYTES;
/// Names listed at most when several match no account.
const NAMES_LISTED: usize = 20;

/// What an imported tournament is: the file and what it does not say.
#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct ImportTournament {
    /// The TRF-16 text.
    pub trf: String,
    pub game: String,
    /// `swiss` (default; also `dutch`) or `robin` (also `berger`).
    pub system: Option<String>,
    /// The name shown [default: the file's `012` line, else the game's and the system's].
    pub name: Option<String>,
    pub rules: Option<Value>,
    /// The clock's limit in minutes.
    pub clock_time: f64,
    #[serde(default)]
    pub clock_increment: i64,
    pub round_pause: Option<i64>,
    #[serde(default)]
    pub rated: bool,
    pub allow_bots: Option<bool>,
}

fn bad(code: &'static str, message: ply_core::Message) -> ApiError {
    ApiError::new(StatusCode::BAD_REQUEST, code, message)
}

/// Checks an import and stores the tournament, its players and its recorded rounds; returns
/// it. `maker` is the organiser (none: the operator).
///
/// # Errors
/// 413 `trf_too_large`; 400 `trf_malformed` (the line and why), `trf_same_player` (a player
/// entered as their own opponent), `trf_unknown_names` (listed), `trf_name_twice`,
/// `trf_rounds` (more rounds recorded than the tournament has), `trf_not_berger`,
/// `trf_next_bye`; 403 `bots_excluded` (a bot account where bots are not allowed); and every
/// refusal of a new tournament's values (an unknown game, a clock,
/// too many rounds or players); or the database failed.
pub async fn import(
    all: &Tournaments,
    req: ImportTournament,
    maker: Option<&User>,
) -> Result<Tournament, ApiError> {
    if req.trf.len() > TRF_BYTES {
        return Err(ApiError::new(
            StatusCode::PAYLOAD_TOO_LARGE,
            "trf_too_large",
            msg!("tournament_import_too_large", most = TRF_BYTES),
        ));
    }
    let system = match req.system.as_deref().unwrap_or("swiss") {
        "swiss" | "dutch" => System::Swiss,
        "robin" | "berger" => System::Robin,
        other => {
            return Err(bad(
                "bad_request",
                msg!("tournament_import_system", system = other),
            ));
        }
    };
    let rec = trf::read(&req.trf).map_err(|e| {
        let code = if e.reason.code() == "pairing_trf_self" {
            "trf_same_player"
        } else {
            "trf_malformed"
        };
        bad(code, e.message())
    })?;
    let n = rec.players.len();
    let played = rec.played() as i64;
    // A Swiss's rounds are the file's `XXR`; a round robin is double when they exceed one
    // cycle of its Berger table.
    let (rounds, total) = match system {
        System::Robin => {
            let single = ply_pairing::berger::rounds(n as u32, 1).map_or(0, i64::from);
            let cycles = if i64::from(rec.rounds) > single { 2 } else { 1 };
            (cycles, single * cycles)
        }
        _ => (i64::from(rec.rounds), i64::from(rec.rounds)),
    };
    let name = req.name.or_else(|| {
        rec.headers
            .iter()
            .find(|(code, _)| code == "012")
            .map(|(_, text)| {
                text.trim()
                    .chars()
                    .take(super::tournaments::NAME_CHARS)
                    .collect()
            })
    });
    let mut t = new_tournament(
        NewTournament {
            name,
            system: Some(system.key().to_string()),
            game: req.game,
            rules: req.rules,
            clock_time: req.clock_time,
            clock_increment: req.clock_increment,
            wait_minutes: Some(0),
            rated: req.rated,
            rounds: Some(rounds),
            round_pause: req.round_pause,
            max_players: Some(n as i64),
            allow_bots: req.allow_bots,
            ..NewTournament::default()
        },
        maker,
    )?;
    if played > total {
        return Err(bad(
            "trf_rounds",
            msg!("tournament_import_rounds", played = played, total = total),
        ));
    }
    let plan = tournament::import::plan(&rec, system, rounds).map_err(|m| match m.code() {
        "tournament_import_not_berger" => bad("trf_not_berger", m),
        _ => bad("trf_next_bye", m),
    })?;
    // Each player an account, once.
    let mut ids: Vec<String> = Vec::with_capacity(n);
    let mut unknown = Vec::new();
    let mut bots = false;
    for p in &rec.players {
        let id = names::fold(p.name.trim());
        if ids.contains(&id) {
            return Err(bad(
                "trf_name_twice",
                msg!("tournament_import_twice", name = p.name.trim()),
            ));
        }
        match all.account(&id).await? {
            Some(bot) if !id.is_empty() => bots |= bot,
            _ => unknown.push(p.name.trim().to_string()),
        }
        ids.push(id);
    }
    if !unknown.is_empty() {
        let count = unknown.len() as i64;
        unknown.truncate(NAMES_LISTED);
        return Err(bad(
            "trf_unknown_names",
            msg!(
                "tournament_import_unknown",
                count = count,
                names = ply_i18n::Arg::List(unknown)
            ),
        ));
    }
    if bots && !t.bots {
        return Err(ApiError::new(
            StatusCode::FORBIDDEN,
            "bots_excluded",
            msg!("tournament_no_bots"),
        ));
    }
    let now = now_ms();
    t.status = Status::Started;
    t.round = played;
    t.starts_ms = now;
    t.due_ms = now;
    t.black1 = rec.initial_colour == Colour::Black;
    let user = |r: Rank| ids[r as usize - 1].clone();
    let players: Vec<Player> = rec
        .players
        .iter()
        .map(|p| {
            let gone = plan.withdrawn.contains(&p.rank);
            Player {
                user: user(p.rank),
                name: p.name.trim().to_string(),
                rating: i64::from(p.rating),
                bot: false,
                active: !gone,
                withdrawn: gone,
                joined_ms: now,
                start_rank: Some(i64::from(p.rank)),
            }
        })
        .collect();
    let mut boards = Vec::with_capacity(plan.boards.len());
    let mut board = 0;
    for (i, b) in plan.boards.iter().enumerate() {
        board = if i > 0 && plan.boards[i - 1].round == b.round {
            board + 1
        } else {
            1
        };
        boards.push(Board {
            id: secret::game_id()?,
            round: b.round,
            board,
            white: user(b.white),
            black: b.black.map(&user),
            white_token: None,
            black_token: None,
            result: Some(b.result.to_string()),
            absent: None,
            created_ms: now,
            ended_ms: Some(now),
            berserk: [false; 2],
            imported: true,
        });
    }
    all.import(&t, &players, &boards).await?;
    Ok(t)
}

/// `POST /api/tournament/import`: a signed-in player imports a TRF file as a new Swiss or
/// round robin (201, the tournament), within the limits of making one.
pub async fn create(
    State(state): State<AppState>,
    LoggedIn(user): LoggedIn,
    raw: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let req: ImportTournament = body(raw, false)?;
    let all = &state.inner.tournaments;
    room_for(all, &user).await?;
    let t = import(all, req, Some(&user)).await?;
    let players = all.players(&t.id).await?;
    let boards = all.boards(&t.id).await?;
    let view = tournament::view(&t, &players, &boards);
    Ok((StatusCode::CREATED, Json(view)).into_response())
}
