//! Challenges by name: one account offers another a game (game, rules, time control, colour,
//! rated or casual, a start position), which the other accepts or declines, or the
//! challenger cancels.
//!
//! - A challenge is a row of the database (table `challenges`), so every server sees it; it
//!   leaves the state `created` by one conditional update ([`rows::close`]): of any number of
//!   answers at once (on any servers), exactly one takes effect, and an accepted challenge
//!   makes exactly one game.
//! - Its challenger holds a seat token (given once, when the challenge is made) that becomes
//!   the seat of the game; the accepting player gets the other seat's token with the answer.
//!   Both accounts are seated in the game.
//! - Bounds: a challenge stays open for [`OPEN_FOR`]; an account makes at most
//!   [`MADE_PER_WINDOW`] in [`WINDOW`] and has at most [`OPEN_PER_CHALLENGER`] open, and a
//!   player receives at most [`OPEN_PER_DEST`] open ones: beyond, 429.
//! - Every change is told on the accounts' live channels ([`crate::live`]).

pub mod rows;

use std::time::Duration;

use serde_json::{Map, Value, json};

use crate::lobby::TimeControl;

/// How long a challenge stays open.
pub const OPEN_FOR: Duration = Duration::from_secs(3_600);
/// The window over which an account's challenges are counted.
pub const WINDOW: Duration = Duration::from_secs(600);
/// Challenges an account may make in [`WINDOW`].
pub const MADE_PER_WINDOW: i64 = 20;
/// Open challenges an account may have made.
pub const OPEN_PER_CHALLENGER: i64 = 10;
/// Open challenges a player may have received.
pub const OPEN_PER_DEST: i64 = 50;
/// Why a challenge may be declined, as lichess names the reasons.
pub const DECLINE_REASONS: [&str; 12] = [
    "generic",
    "later",
    "tooFast",
    "tooSlow",
    "timeControl",
    "rated",
    "casual",
    "standard",
    "variant",
    "noBot",
    "onlyBot",
    "tooManyChallenges",
];

/// Where a challenge stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    Created,
    Accepted,
    Declined,
    Canceled,
}

impl Status {
    pub fn key(self) -> &'static str {
        match self {
            Status::Created => "created",
            Status::Accepted => "accepted",
            Status::Declined => "declined",
            Status::Canceled => "canceled",
        }
    }

    fn from_key(key: &str) -> Status {
        match key {
            "accepted" => Status::Accepted,
            "declined" => Status::Declined,
            "canceled" => Status::Canceled,
            _ => Status::Created,
        }
    }
}

/// One side of a challenge: an account.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Party {
    pub id: String,
    pub name: String,
    pub bot: bool,
    pub deleted: bool,
}

impl Party {
    /// As lichess names a player in a challenge: `{"id", "name", "title"}` (`BOT` for a bot).
    pub fn json(&self) -> Value {
        json!({
            "id": self.id,
            "name": if self.deleted { "deleted" } else { self.name.as_str() },
            "title": self.bot.then_some("BOT"),
        })
    }
}

/// A challenge.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Challenge {
    pub id: String,
    pub challenger: Party,
    pub dest: Party,
    pub game: String,
    /// The rule options in full (the game's defaults filled in).
    pub rules: Vec<(String, String)>,
    pub control: TimeControl,
    pub rated: bool,
    /// `white`, `black` or `random`: the side the challenger plays.
    pub color: String,
    /// The start position, when not the game's own.
    pub fen: Option<String>,
    pub status: Status,
    pub decline_reason: Option<String>,
    /// The game made of it, once accepted.
    pub game_id: Option<String>,
    pub created_ms: i64,
}

impl Challenge {
    /// The challenge in lichess's shape, with ply's game id as the variant's key and the rule
    /// options as `rules`.
    pub fn json(&self) -> Value {
        let (game_name, short) = ply_games::find(&self.game)
            .map(|g| (g.name().to_string(), g.id().to_string()))
            .unwrap_or_else(|_| (self.game.clone(), self.game.clone()));
        let (time_control, speed) = match self.control {
            TimeControl::Clock { limit, increment } => (
                json!({"type": "clock", "limit": limit, "increment": increment,
                    "show": clock_show(limit, increment)}),
                ply_rating::Speed::of_clock(limit * 1_000, increment * 1_000)
                    .key()
                    .to_string(),
            ),
            TimeControl::Days(days) => (
                json!({"type": "correspondence", "daysPerTurn": days}),
                "correspondence".to_string(),
            ),
            TimeControl::Unlimited => (json!({"type": "unlimited"}), "unlimited".to_string()),
        };
        let rules: Map<String, Value> = self
            .rules
            .iter()
            .map(|(k, v)| (k.clone(), Value::String(v.clone())))
            .collect();
        let mut out = json!({
            "id": self.id,
            "url": format!("/api/challenge/{}", self.id),
            "status": self.status.key(),
            "challenger": self.challenger.json(),
            "destUser": self.dest.json(),
            "variant": {"key": self.game, "name": game_name, "short": short},
            "rated": self.rated,
            "speed": speed,
            "timeControl": time_control,
            "color": self.color,
            "perf": {"name": speed},
            "rules": rules,
            "createdAt": self.created_ms,
        });
        if let Some(fen) = &self.fen {
            out["initialFen"] = json!(fen);
        }
        if let Some(reason) = &self.decline_reason {
            out["declineReason"] = json!(reason);
            out["declineReasonKey"] = json!(reason);
        }
        if let Some(game) = &self.game_id {
            out["gameId"] = json!(game);
        }
        out
    }
}

/// `5+3` as lichess shows a clock (`½+0` for 30 seconds, `¼+0` for 15).
fn clock_show(limit: i64, increment: i64) -> String {
    let minutes = match limit {
        15 => "¼".to_string(),
        30 => "½".to_string(),
        45 => "¾".to_string(),
        90 => "1.5".to_string(),
        s if s % 60 == 0 => (s / 60).to_string(),
        s => format!("{:.1}", s as f64 / 60.0),
    };
    format!("{minutes}+{increment}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn party(id: &str, bot: bool) -> Party {
        Party {
            id: id.into(),
            name: id.to_uppercase(),
            bot,
            deleted: false,
        }
    }

    #[test]
    fn a_challenge_reads_in_lichess_shape() {
        let c = Challenge {
            id: "abc".into(),
            challenger: party("ann", false),
            dest: party("bob", true),
            game: "chess".into(),
            rules: vec![],
            control: TimeControl::Clock {
                limit: 300,
                increment: 3,
            },
            rated: true,
            color: "white".into(),
            fen: None,
            status: Status::Created,
            decline_reason: None,
            game_id: None,
            created_ms: 1,
        };
        let j = c.json();
        assert_eq!(j["variant"]["key"], "chess");
        assert_eq!(j["timeControl"]["show"], "5+3");
        assert_eq!(j["speed"], "blitz");
        assert_eq!(j["destUser"]["title"], "BOT");
        assert_eq!(j["challenger"]["title"], Value::Null);
        assert_eq!(clock_show(30, 0), "½+0");
        assert_eq!(clock_show(150, 1), "2.5+1");
        for s in ["created", "accepted", "declined", "canceled"] {
            assert_eq!(Status::from_key(s).key(), s);
        }
    }
}
