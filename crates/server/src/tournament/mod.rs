//! Tournaments: arenas, Swiss tournaments and round robins between accounts, their games
//! ordinary games between two accounts (rated through the ratings' one path when the
//! tournament is rated); a Swiss's and a round robin's rounds are [`rounds`].
//!
//! - **Rows**: a tournament, its players and its boards live in the database
//!   ([`rows`]), so every server sharing it shows the same ones.
//! - **Steps as jobs**: a tournament is its own job. Whichever server claims it first (one
//!   conditional update, with a lease; see [`director`]) does its due step — start it, record
//!   the games that ended, pair the players free to play, start the next round, end it — in
//!   a transaction fenced by the tournament's version, then hands it back. A server killed in
//!   the middle loses nothing: the lease runs out, another server takes the tournament, and
//!   a board whose game was not made yet is made then.
//! - **Live**: every change is told to every server (`NOTIFY` on [`CHANNEL`] with
//!   PostgreSQL, directly with SQLite); each server reads the tournament once per version
//!   and sends it to its own sockets ([`socket`]).

pub mod arena;
pub mod director;
pub mod import;
pub mod rounds;
mod rows;
pub mod socket;
pub mod standing;

use std::{collections::HashMap, sync::Arc};

use anyhow::bail;
use serde_json::{Value, json};
use tokio::sync::{Mutex, broadcast};

use crate::{
    clock::now_ms,
    store::{Backend, Store},
};

/// The channel on which servers tell each other that a tournament changed (PostgreSQL).
pub const CHANNEL: &str = "ply_tournaments";
/// Messages a tournament socket may fall behind by.
pub const BACKLOG: usize = 256;
/// Boards listed in a tournament's view at most (the latest).
pub const BOARDS_SHOWN: usize = 2_000;
/// Tournaments kept rendered in memory per server at most.
const VIEWS_KEPT: usize = 1_000;

/// How the players are paired.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum System {
    Arena,
    Robin,
    Swiss,
}

impl System {
    pub fn key(self) -> &'static str {
        match self {
            System::Arena => "arena",
            System::Robin => "robin",
            System::Swiss => "swiss",
        }
    }

    /// # Errors
    /// An unknown key.
    pub fn parse(text: &str) -> anyhow::Result<System> {
        Ok(match text {
            "arena" => System::Arena,
            "robin" => System::Robin,
            "swiss" => System::Swiss,
            other => bail!("unknown tournament system '{other}'"),
        })
    }
}

/// Where a tournament is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    Created,
    Started,
    Finished,
}

impl Status {
    pub fn key(self) -> &'static str {
        match self {
            Status::Created => "created",
            Status::Started => "started",
            Status::Finished => "finished",
        }
    }

    /// # Errors
    /// An unknown key.
    pub fn parse(text: &str) -> anyhow::Result<Status> {
        Ok(match text {
            "created" => Status::Created,
            "started" => Status::Started,
            "finished" => Status::Finished,
            other => bail!("unknown tournament status '{other}'"),
        })
    }
}

/// A tournament's row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tournament {
    pub id: String,
    pub name: String,
    pub system: System,
    pub game: String,
    pub rules: Vec<(String, String)>,
    pub limit_s: i64,
    pub increment_s: i64,
    pub rated: bool,
    /// An arena's duration.
    pub minutes: Option<i64>,
    /// A round robin's cycles (1 single, 2 double).
    pub rounds: Option<i64>,
    pub max_players: i64,
    /// Whether a player may berserk (an arena's option).
    pub berserk: bool,
    /// Whether bot accounts may join.
    pub bots: bool,
    /// The account that made it (none: the operator).
    pub created_by: Option<String>,
    pub created_ms: i64,
    pub starts_ms: i64,
    pub ends_ms: Option<i64>,
    pub status: Status,
    /// The round being played (an arena counts its pairings).
    pub round: i64,
    /// When the next round starts, once the current one is over.
    pub round_ends_ms: Option<i64>,
    pub due_ms: i64,
    pub version: i64,
    /// A Swiss or round robin's pause between rounds, in seconds.
    pub round_pause_s: Option<i64>,
    /// The first player had Black in round one (`XXC black1` of an imported TRF file).
    pub black1: bool,
}

/// A player of a tournament.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    pub user: String,
    pub name: String,
    /// The rating in the tournament's game and speed when the player joined.
    pub rating: i64,
    /// A bot account.
    pub bot: bool,
    /// Wants pairing.
    pub active: bool,
    /// Left for good.
    pub withdrawn: bool,
    pub joined_ms: i64,
    /// The starting rank once fixed: an imported file's, a round robin's drawn Berger number.
    pub start_rank: Option<i64>,
}

/// A board: a game between two players (its id is the game's), or a bye (`black` none).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    pub id: String,
    pub round: i64,
    pub board: i64,
    pub white: String,
    pub black: Option<String>,
    /// The seat tokens, kept until the game ends and given only to the player seated.
    pub white_token: Option<String>,
    pub black_token: Option<String>,
    /// `1-0`, `0-1`, `1/2-1/2`, `+-` / `-+` (a forfeit), `aborted`, `bye`; none while played.
    pub result: Option<String>,
    /// The player who let the game go by without a first move.
    pub absent: Option<String>,
    pub created_ms: i64,
    pub ended_ms: Option<i64>,
    /// The sides (White first) that berserked, once the result is recorded.
    pub berserk: [bool; 2],
    /// Recorded from an imported TRF file: no game on this server.
    pub imported: bool,
}

/// The tournaments of one server: the rows, and the sockets it tells of changes.
pub struct Tournaments {
    store: Store,
    events: broadcast::Sender<Arc<str>>,
    views: Mutex<HashMap<String, (i64, Arc<str>)>>,
}

impl Tournaments {
    pub fn new(store: Store) -> Tournaments {
        Tournaments {
            store,
            events: broadcast::channel(BACKLOG).0,
            views: Mutex::new(HashMap::new()),
        }
    }

    pub(crate) fn pool(&self) -> &sqlx::AnyPool {
        self.store.pool()
    }

    /// # Errors
    /// The database failed.
    pub async fn insert(&self, t: &Tournament) -> anyhow::Result<()> {
        rows::insert(self.pool(), t).await?;
        self.tell(&t.id).await;
        Ok(())
    }

    /// Stores an imported tournament, its players and the boards its file records, all or
    /// nothing, and tells every server.
    ///
    /// # Errors
    /// The database failed.
    pub async fn import(
        &self,
        t: &Tournament,
        players: &[Player],
        boards: &[Board],
    ) -> anyhow::Result<()> {
        rows::import(self.pool(), t, players, boards).await?;
        self.tell(&t.id).await;
        Ok(())
    }

    /// Whether the account of id `id` (a folded name) is a bot; none when there is no such
    /// account or it was deleted.
    ///
    /// # Errors
    /// The database failed.
    pub async fn account(&self, id: &str) -> anyhow::Result<Option<bool>> {
        rows::account(self.pool(), id).await
    }

    /// # Errors
    /// The database failed.
    pub async fn one(&self, id: &str) -> anyhow::Result<Option<Tournament>> {
        if id.len() > 64 {
            return Ok(None);
        }
        rows::one(self.pool(), id).await
    }

    /// # Errors
    /// The database failed.
    pub async fn of_status(&self, status: Status, most: i64) -> anyhow::Result<Vec<Tournament>> {
        rows::of_status(self.pool(), status, most).await
    }

    /// # Errors
    /// The database failed.
    pub async fn count_open(&self, user: Option<&str>) -> anyhow::Result<i64> {
        rows::count_open(self.pool(), user).await
    }

    /// # Errors
    /// The database failed.
    pub async fn players(&self, id: &str) -> anyhow::Result<Vec<Player>> {
        rows::players(self.pool(), id).await
    }

    /// # Errors
    /// The database failed.
    pub async fn count_players(&self, id: &str) -> anyhow::Result<i64> {
        rows::count_players(self.pool(), id).await
    }

    /// # Errors
    /// The database failed.
    pub async fn boards(&self, id: &str) -> anyhow::Result<Vec<Board>> {
        rows::boards(self.pool(), id).await
    }

    /// Enters (or makes active again) a player and tells every server.
    ///
    /// # Errors
    /// The database failed.
    pub async fn enter(&self, id: &str, user: &str, rating: i64) -> anyhow::Result<()> {
        rows::enter(self.pool(), id, user, rating, now_ms()).await?;
        self.tell(id).await;
        Ok(())
    }

    /// Takes a player out (removed before the start, else paused or withdrawn); true when
    /// they were in.
    ///
    /// # Errors
    /// The database failed.
    pub async fn leave(
        &self,
        id: &str,
        user: &str,
        remove: bool,
        withdrawn: bool,
    ) -> anyhow::Result<bool> {
        let left = rows::leave(self.pool(), id, user, remove, withdrawn).await?;
        self.tell(id).await;
        Ok(left)
    }

    /// Starts a tournament not yet started now; true when it had not started.
    ///
    /// # Errors
    /// The database failed.
    pub async fn start_now(&self, t: &Tournament) -> anyhow::Result<bool> {
        let started = rows::start_now(self.pool(), t, now_ms()).await?;
        if started {
            self.tell(&t.id).await;
        }
        Ok(started)
    }

    /// Whether a player of the game `id` may berserk: 409 `berserk_not_allowed` when the game
    /// is no tournament's, the tournament does not allow it, or the board has a result.
    ///
    /// # Errors
    /// As said, or the database failed.
    pub async fn may_berserk(&self, id: &str) -> Result<(), crate::error::ApiError> {
        match rows::berserk_allowed(self.pool(), id).await? {
            Some(true) => Ok(()),
            _ => Err(crate::error::ApiError::refused("berserk_not_allowed")),
        }
    }

    /// Tells every server that tournament `id` changed (payload `ID:VERSION`).
    pub async fn tell(&self, id: &str) {
        let version = match rows::one(self.pool(), id).await {
            Ok(Some(t)) => t.version,
            _ => return,
        };
        let payload = format!("{id}:{version}");
        if self.store.backend() == Backend::Postgres {
            if let Err(e) = self.store.announce(CHANNEL, &payload).await {
                tracing::warn!("cannot tell the other servers a change of a tournament: {e:#}");
                self.heard(&payload);
            }
        } else {
            self.heard(&payload);
        }
    }

    /// A change heard (from this server or, through the database, another).
    pub fn heard(&self, payload: &str) {
        if self.events.receiver_count() > 0 {
            let _ = self.events.send(Arc::from(payload));
        }
    }

    /// A receiver of every tournament's changes.
    pub fn subscribe(&self) -> broadcast::Receiver<Arc<str>> {
        self.events.subscribe()
    }

    /// The public view of a tournament at version `at_least` or later, read once per version
    /// on this server however many sockets ask.
    ///
    /// # Errors
    /// The database failed; none when there is no such tournament.
    pub async fn view(&self, id: &str, at_least: i64) -> anyhow::Result<Option<Arc<str>>> {
        let mut views = self.views.lock().await;
        if let Some((version, text)) = views.get(id)
            && *version >= at_least
        {
            return Ok(Some(Arc::clone(text)));
        }
        let Some(t) = self.one(id).await? else {
            return Ok(None);
        };
        let players = self.players(id).await?;
        let boards = self.boards(id).await?;
        let text: Arc<str> = Arc::from(view(&t, &players, &boards).to_string());
        if views.len() >= VIEWS_KEPT {
            views.clear();
        }
        views.insert(id.to_string(), (t.version, Arc::clone(&text)));
        Ok(Some(text))
    }
}

/// 404: no such tournament.
pub fn no_tournament(id: &str) -> crate::error::ApiError {
    crate::error::ApiError::new(
        axum::http::StatusCode::NOT_FOUND,
        "not_found",
        ply_core::msg!("tournament_not_found", id = id),
    )
}

/// A tournament's summary, as lists show it.
pub fn summary(t: &Tournament, players: i64) -> Value {
    json!({
        "id": t.id,
        "fullName": t.name,
        "system": t.system.key(),
        "game": t.game,
        "variant": {"key": t.game},
        "rules": t.rules,
        "clock": {"limit": t.limit_s, "increment": t.increment_s},
        "rated": t.rated,
        "minutes": t.minutes,
        "nbRounds": t.rounds.map(|cycles| rounds_of(t, players, cycles)),
        "maxPlayers": t.max_players,
        "berserkable": t.berserk,
        "allowBots": t.bots,
        "createdBy": t.created_by,
        "startsAt": t.starts_ms,
        "finishesAt": t.ends_ms,
        "status": t.status.key(),
        "nbPlayers": players,
        "roundPause": t.round_pause_s,
        "cycles": if t.system == System::Robin { t.rounds } else { None },
    })
}

/// A round robin's rounds for `players` (a bye makes an odd field even).
fn rounds_of(t: &Tournament, players: i64, cycles: i64) -> i64 {
    match t.system {
        System::Robin => {
            let n = players + players % 2;
            (n - 1).max(0) * cycles
        }
        _ => cycles,
    }
}

/// A tournament with its standings and boards, as every watcher sees it.
pub fn view(t: &Tournament, players: &[Player], boards: &[Board]) -> Value {
    let mut out = summary(t, players.len() as i64);
    let lines = standing::standings(t.system, players, boards);
    let standing: Vec<Value> = lines
        .iter()
        .enumerate()
        .map(|(i, l)| {
            json!({
                "rank": i + 1,
                "id": l.user,
                "name": l.name,
                "rating": l.rating,
                "title": l.bot.then_some("BOT"),
                "score": l.score,
                "sheet": {"scores": l.sheet, "fire": l.fire},
                "games": l.games,
                "playing": l.playing,
                "active": l.active,
                "withdrawn": l.withdrawn,
            })
        })
        .collect();
    let names: HashMap<&str, &str> = players
        .iter()
        .map(|p| (p.user.as_str(), p.name.as_str()))
        .collect();
    let name = |u: &str| names.get(u).copied().unwrap_or(u).to_string();
    let shown = boards.len().saturating_sub(BOARDS_SHOWN);
    let pairings: Vec<Value> = boards[shown..]
        .iter()
        .map(|b| {
            json!({
                "id": b.id,
                "round": b.round,
                "board": b.board,
                "white": b.white,
                "whiteName": name(&b.white),
                "black": b.black,
                "blackName": b.black.as_deref().map(name),
                "result": b.result,
                "endedAt": b.ended_ms,
                "berserk": {"white": b.berserk[0], "black": b.berserk[1]},
                "bye": b.black.is_none(),
                "imported": b.imported,
            })
        })
        .collect();
    out["standing"] = match t.system {
        System::Arena => json!(standing),
        System::Swiss | System::Robin => json!(rounds::standing(t, players, boards)),
    };
    out["pairings"] = json!(pairings);
    out["round"] = json!(t.round);
    out["nextRoundAt"] = json!(t.round_ends_ms);
    out["version"] = json!(t.version);
    // The server's time when read (a socket's view may be older: its readers keep the time
    // their own request gave them).
    out["now"] = json!(now_ms());
    out
}
