//! The lobby: open seeks, and what the lobby's sockets hear.
//!
//! - **Seeks** are rows of the database (table `seeks`), so every server sharing it sees the
//!   same ones. A seek is taken by one `UPDATE … WHERE game_id IS NULL` ([`rows::take`]): of
//!   any number of players (on any servers) joining one seek at once, exactly one makes the
//!   game, and the others go on to the next matching seek or open their own.
//! - **Owners**: a seek's owner holds its token (the seat token of the game the seek becomes)
//!   and, when logged in, is the account. A seek stays while its owner's lobby socket keeps it
//!   alive (every [`TICK`]); one not kept alive for [`GRACE`] is removed by whichever server
//!   sweeps first. An owner holds at most [`OPEN_PER_OWNER`] open seeks (an account, or else a
//!   client address), and the lobby at most [`OPEN_IN_ALL`].
//! - **Messages**: every change is told to every lobby socket on every server — through
//!   PostgreSQL's `NOTIFY` on [`CHANNEL`] (each server, the teller included, hears it and
//!   sends it to its sockets), or directly with SQLite (one server). The counts (players on
//!   the lobby's sockets, games going on between players) are read from the database every
//!   [`TICK`] by each server, which tells its own sockets when they change.

mod rows;
pub mod socket;

use std::{
    sync::{
        Arc, Mutex,
        atomic::{AtomicUsize, Ordering},
    },
    time::Duration,
};

use serde_json::{Value, json};
use sqlx::{Row, any::AnyRow};
use tokio::{runtime::Handle, sync::broadcast};

use crate::{
    clock::now_ms,
    error::ApiError,
    store::{Backend, Store},
};

/// The channel on which servers tell each other the lobby's changes (PostgreSQL).
pub const CHANNEL: &str = "ply_lobby";
/// How often a server sweeps stale seeks, counts, and its sockets keep their seeks alive.
pub const TICK: Duration = Duration::from_secs(5);
/// A seek not kept alive for this long is removed.
pub const GRACE: Duration = Duration::from_secs(20);
/// Open seeks one owner may hold.
pub const OPEN_PER_OWNER: i64 = 5;
/// Open seeks in all.
pub const OPEN_IN_ALL: i64 = 10_000;
/// Messages a lobby socket may fall behind by; a socket further behind is closed.
pub const BACKLOG: usize = 256;
/// Matching seeks looked at per request.
const CANDIDATES: i64 = 32;
/// A taken seek is forgotten this long after it was made.
const TAKEN_KEPT_MS: i64 = 3_600_000;

/// A time control: a clock in seconds, days per move, or none.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TimeControl {
    Clock { limit: i64, increment: i64 },
    Days(i64),
    Unlimited,
}

impl TimeControl {
    /// The speed its games are rated in: a clock's by its estimated duration, correspondence
    /// for days per move, none for an untimed game.
    pub fn speed(self) -> Option<ply_rating::Speed> {
        match self {
            TimeControl::Clock { limit, increment } => Some(ply_rating::Speed::of_clock(
                limit.saturating_mul(1_000),
                increment.saturating_mul(1_000),
            )),
            TimeControl::Days(_) => Some(ply_rating::Speed::Correspondence),
            TimeControl::Unlimited => None,
        }
    }

    /// `(limit_s, increment_s, days)` as stored (by seeks and challenges alike).
    pub(crate) fn columns(self) -> (Option<i64>, Option<i64>, Option<i64>) {
        match self {
            TimeControl::Clock { limit, increment } => (Some(limit), Some(increment), None),
            TimeControl::Days(days) => (None, None, Some(days)),
            TimeControl::Unlimited => (None, None, None),
        }
    }

    /// The time control of a row's `limit_s`, `increment_s` and `days`.
    pub(crate) fn of_row(row: &AnyRow) -> anyhow::Result<TimeControl> {
        let limit: Option<i64> = row.try_get("limit_s")?;
        let increment: Option<i64> = row.try_get("increment_s")?;
        let days: Option<i64> = row.try_get("days")?;
        Ok(match (limit, days) {
            (Some(limit), _) => TimeControl::Clock {
                limit,
                increment: increment.unwrap_or(0),
            },
            (None, Some(days)) => TimeControl::Days(days),
            (None, None) => TimeControl::Unlimited,
        })
    }
}

/// An open seek, as the lobby shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seek {
    pub id: String,
    /// The owner's account id, if logged in.
    pub user: Option<String>,
    /// The owner's name as shown.
    pub user_name: Option<String>,
    /// Whether the owner is a bot account (shown with the BOT tag).
    pub bot: bool,
    pub game: String,
    /// The rule options, in full (the game's defaults filled in), as pairs.
    pub rules: Vec<(String, String)>,
    pub control: TimeControl,
    pub rated: bool,
    /// `white`, `black` or `random`: the side the owner plays.
    pub color: String,
    /// The opponents' ratings the owner accepts (both included).
    pub range: Option<(i64, i64)>,
    /// The owner's rating in the seek's game and speed when it was made (an account's, in a
    /// timed game).
    pub rating: Option<i64>,
    pub created_ms: i64,
}

impl Seek {
    /// The seek as JSON.
    pub fn json(&self) -> Value {
        let (clock, days) = match self.control {
            TimeControl::Clock { limit, increment } => {
                (json!({"limit": limit, "increment": increment}), Value::Null)
            }
            TimeControl::Days(d) => (Value::Null, json!(d)),
            TimeControl::Unlimited => (Value::Null, Value::Null),
        };
        json!({
            "id": self.id,
            "game": self.game,
            "rules": self.rules,
            "clock": clock,
            "days": days,
            "rated": self.rated,
            "color": self.color,
            "player": self.user_name,
            "title": self.bot.then_some("BOT"),
            "rating": self.rating,
            "speed": self.control.speed().map(ply_rating::Speed::key),
            "ratingRange": self.range.map(|(a, b)| format!("{a}-{b}")),
            "createdAt": self.created_ms,
        })
    }

    /// Whether the seek's owner accepts a player of this rating (in the seek's game and
    /// speed; none for a player without an account): anyone without a range, else a rating
    /// within it.
    pub fn accepts(&self, rating: Option<i64>) -> bool {
        match self.range {
            None => true,
            Some((low, high)) => rating.is_some_and(|r| (low..=high).contains(&r)),
        }
    }

    /// Whether `other` (another player's request) may be paired with this seek: the same
    /// game, rules, time control and rated flag, colours that fit, and each player's rating
    /// within the other's range.
    pub fn matches(&self, other: &Seek) -> bool {
        self.game == other.game
            && self.rules == other.rules
            && self.control == other.control
            && self.rated == other.rated
            && !(self.color != "random" && self.color == other.color)
            && (self.user.is_none() || self.user != other.user)
            && self.accepts(other.rating)
            && other.accepts(self.rating)
    }
}

/// The side the seek's owner plays against `joiner_color`: `true` for white.
pub fn owner_plays_white(owner: &str, joiner: &str, coin: bool) -> bool {
    match (owner, joiner) {
        ("white", _) => true,
        ("black", _) => false,
        (_, "white") => false,
        (_, "black") => true,
        _ => coin,
    }
}

/// The lobby of one server.
pub struct Lobby {
    store: Store,
    instance: String,
    runtime: Handle,
    events: broadcast::Sender<Arc<str>>,
    /// This server's lobby sockets.
    sockets: AtomicUsize,
    /// The counts last told: players online, games going on.
    counts: Mutex<(i64, i64)>,
}

impl Lobby {
    pub fn new(store: Store, instance: String, runtime: Handle) -> Lobby {
        Lobby {
            store,
            instance,
            runtime,
            events: broadcast::channel(BACKLOG).0,
            sockets: AtomicUsize::new(0),
            counts: Mutex::new((0, 0)),
        }
    }

    fn pool(&self) -> &sqlx::AnyPool {
        self.store.pool()
    }

    /// Seeks alive at least since this time are open.
    fn alive_since() -> i64 {
        now_ms() - GRACE.as_millis() as i64
    }

    /// The open seeks, oldest first.
    ///
    /// # Errors
    /// The database failed.
    pub async fn open(&self) -> anyhow::Result<Vec<Seek>> {
        rows::open(self.pool(), Self::alive_since(), OPEN_IN_ALL).await
    }

    /// One seek, its owner's hash and the game made of it.
    ///
    /// # Errors
    /// The database failed.
    pub async fn one(&self, id: &str) -> anyhow::Result<Option<(Seek, String, Option<String>)>> {
        if id.len() > 64 {
            return Ok(None);
        }
        rows::one(self.pool(), id).await
    }

    /// The rating of the account `user` in `game` at `speed`: its rating there, or the
    /// rating every account starts with.
    ///
    /// # Errors
    /// The database failed.
    pub async fn rating_of(
        &self,
        user: &str,
        game: &str,
        speed: ply_rating::Speed,
    ) -> anyhow::Result<i64> {
        let entries = self.store.ratings(user).await?;
        Ok(entries
            .iter()
            .find(|e| e.game == game && e.speed == speed)
            .map_or(ply_rating::Rating::START, |e| e.rating)
            .rounded())
    }

    /// The counts last read: players online, games going on.
    pub fn counts(&self) -> (i64, i64) {
        *self.counts.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Refuses a new seek beyond the bounds (429 `too_many_seeks`, 503 `lobby_full`).
    ///
    /// # Errors
    /// As said, or the database failed.
    pub async fn check_bounds(
        &self,
        user: Option<&str>,
        address: Option<&str>,
    ) -> Result<(), ApiError> {
        let since = Self::alive_since();
        if rows::count_of(self.pool(), user, address, since).await? >= OPEN_PER_OWNER {
            return Err(ApiError::new(
                axum::http::StatusCode::TOO_MANY_REQUESTS,
                "too_many_seeks",
                ply_core::msg!("lobby_too_many_seeks", most = OPEN_PER_OWNER),
            ));
        }
        if rows::count_open(self.pool(), since).await? >= OPEN_IN_ALL {
            return Err(ApiError::new(
                axum::http::StatusCode::SERVICE_UNAVAILABLE,
                "lobby_full",
                ply_core::msg!("lobby_full"),
            ));
        }
        Ok(())
    }

    /// Stores a new open seek and tells every lobby.
    ///
    /// # Errors
    /// The database failed.
    pub async fn add(
        &self,
        seek: &Seek,
        owner_hash: &str,
        address: Option<&str>,
    ) -> anyhow::Result<()> {
        rows::insert(self.pool(), seek, owner_hash, address).await?;
        self.tell(json!({"t": "added", "seek": seek.json()})).await;
        Ok(())
    }

    /// The open seeks that `want` may join, oldest first.
    ///
    /// # Errors
    /// The database failed.
    pub async fn matching(&self, want: &Seek) -> anyhow::Result<Vec<Seek>> {
        let alike = rows::alike(self.pool(), want, Self::alive_since(), CANDIDATES).await?;
        Ok(alike.into_iter().filter(|s| s.matches(want)).collect())
    }

    /// Takes an open seek for the game `game_id`: true for the one caller that took it.
    ///
    /// # Errors
    /// The database failed.
    pub async fn take(&self, id: &str, game_id: &str) -> anyhow::Result<bool> {
        rows::take(self.pool(), id, game_id, Self::alive_since()).await
    }

    /// Gives back a seek whose game could not be made.
    ///
    /// # Errors
    /// The database failed.
    pub async fn untake(&self, id: &str, game_id: &str) -> anyhow::Result<()> {
        rows::untake(self.pool(), id, game_id).await
    }

    /// The game made of a seek: seats of accounts; tells every lobby that the seek went to
    /// that game, and the side its owner plays there.
    ///
    /// # Errors
    /// The database failed.
    pub async fn joined(
        &self,
        seek: &Seek,
        game_id: &str,
        seats: [Option<&str>; 2],
        owner_white: bool,
    ) -> anyhow::Result<()> {
        for (side, user) in seats.iter().enumerate() {
            if let Some(user) = user {
                rows::seat(self.pool(), game_id, side as i64, user).await?;
            }
        }
        let color = if owner_white { "white" } else { "black" };
        self.tell(json!({"t": "removed", "id": seek.id, "game": game_id, "color": color}))
            .await;
        Ok(())
    }

    /// Removes an open seek; true when it was open.
    ///
    /// # Errors
    /// The database failed.
    pub async fn remove(&self, id: &str) -> anyhow::Result<bool> {
        let removed = rows::remove(self.pool(), id).await?;
        if removed {
            self.tell(json!({"t": "removed", "id": id})).await;
        }
        Ok(removed)
    }

    /// Keeps the open seeks of these owners alive.
    ///
    /// # Errors
    /// The database failed.
    pub async fn keep(&self, owner_hashes: &[String]) -> anyhow::Result<()> {
        rows::touch(self.pool(), owner_hashes, now_ms()).await
    }

    /// Tells every lobby socket on every server.
    async fn tell(&self, message: Value) {
        let text = message.to_string();
        if self.store.backend() == Backend::Postgres {
            if let Err(e) = self.store.announce(CHANNEL, &text).await {
                tracing::warn!("cannot tell the other servers a change of the lobby: {e:#}");
                self.heard(&text);
            }
        } else {
            self.heard(&text);
        }
    }

    /// A change heard (from this server or, through the database, another).
    pub fn heard(&self, payload: &str) {
        if self.events.receiver_count() > 0 {
            let _ = self.events.send(Arc::from(payload));
        }
    }

    /// A receiver of the lobby's changes, counted among this server's sockets until dropped.
    pub fn subscribe(self: &Arc<Self>) -> Listener {
        self.sockets.fetch_add(1, Ordering::Relaxed);
        Listener {
            lobby: Arc::clone(self),
            events: self.events.subscribe(),
        }
    }

    /// Every [`TICK`]: removes the seeks not kept alive, forgets old taken ones, says this
    /// server's count of sockets and reads the counts.
    pub fn start(self: &Arc<Self>) {
        let weak = Arc::downgrade(self);
        self.runtime.spawn(async move {
            let mut tick = tokio::time::interval(TICK);
            loop {
                tick.tick().await;
                let Some(lobby) = weak.upgrade() else {
                    return;
                };
                if let Err(e) = lobby.sweep().await {
                    tracing::warn!("cannot sweep the lobby: {e:#}");
                }
            }
        });
    }

    async fn sweep(&self) -> anyhow::Result<()> {
        let now = now_ms();
        let since = now - GRACE.as_millis() as i64;
        for id in rows::stale(self.pool(), since, 1_000).await? {
            if rows::remove_stale(self.pool(), &id, since).await? {
                self.tell(json!({"t": "removed", "id": id})).await;
            }
        }
        rows::forget_taken(self.pool(), now - TAKEN_KEPT_MS).await?;
        let sockets = self.sockets.load(Ordering::Relaxed) as i64;
        let fresh = now - 3 * TICK.as_millis() as i64;
        let counts = rows::presence(self.pool(), &self.instance, sockets, now, fresh).await?;
        let before = std::mem::replace(
            &mut *self.counts.lock().unwrap_or_else(|e| e.into_inner()),
            counts,
        );
        if before != counts && self.events.receiver_count() > 0 {
            let text = json!({"t": "counts", "online": counts.0, "playing": counts.1});
            let _ = self.events.send(Arc::from(text.to_string()));
        }
        Ok(())
    }
}

/// One socket's receiver of the lobby's changes.
pub struct Listener {
    lobby: Arc<Lobby>,
    pub events: broadcast::Receiver<Arc<str>>,
}

impl Drop for Listener {
    fn drop(&mut self) {
        self.lobby.sockets.fetch_sub(1, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seek(color: &str, user: Option<&str>) -> Seek {
        Seek {
            id: "s".into(),
            user: user.map(str::to_string),
            user_name: None,
            bot: false,
            game: "kabe".into(),
            rules: vec![],
            control: TimeControl::Clock {
                limit: 180,
                increment: 2,
            },
            rated: false,
            color: color.into(),
            range: None,
            rating: None,
            created_ms: 0,
        }
    }

    #[test]
    fn colours_and_owners_decide_a_match() {
        assert!(seek("random", None).matches(&seek("random", None)));
        assert!(seek("white", None).matches(&seek("black", None)));
        assert!(!seek("white", None).matches(&seek("white", None)));
        assert!(!seek("random", Some("a")).matches(&seek("random", Some("a"))));
        assert!(seek("random", Some("a")).matches(&seek("random", Some("b"))));
        let mut other = seek("random", None);
        other.control = TimeControl::Days(1);
        assert!(!seek("random", None).matches(&other));
        assert!(owner_plays_white("random", "black", false));
        assert!(!owner_plays_white("random", "white", true));
        assert!(owner_plays_white("white", "random", false));
    }

    #[test]
    fn a_range_admits_ratings_within_it_both_ways() {
        let rated = |rating: Option<i64>, range: Option<(i64, i64)>| Seek {
            rating,
            range,
            ..seek("random", None)
        };
        let owner = rated(Some(1600), Some((1400, 1800)));
        assert!(owner.matches(&rated(Some(1400), None)));
        assert!(owner.matches(&rated(Some(1800), None)));
        assert!(!owner.matches(&rated(Some(1399), None)));
        assert!(!owner.matches(&rated(Some(1801), None)));
        assert!(!owner.matches(&rated(None, None)), "no account, no rating");
        // The joiner's own range holds the owner to it.
        assert!(owner.matches(&rated(Some(1500), Some((1550, 1650)))));
        assert!(!owner.matches(&rated(Some(1500), Some((1000, 1550)))));
        assert!(rated(None, None).matches(&rated(None, None)));
        assert!(!rated(None, None).matches(&rated(Some(1500), Some((1000, 2000)))));
    }
}
