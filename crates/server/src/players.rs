//! A player's games: the finished games in which an account holds a seat, newest first, with
//! the filters the players' pages and the export take (game, time span, result), and each
//! game's summary (the sides' names, the result from the player's side, the moves).
//!
//! A game's result is what its replay gives (a rule's ending is not stored as such), so the
//! summaries and the win/draw/loss counts read each game; one request reads at most
//! [`SCAN_MOST`] games.

use anyhow::Result;
use ply_core::Side;
use serde_json::{Value, json};
use sqlx::{AnyPool, Row, any::AnyRow};

use crate::{
    accounts::{Accounts, User},
    session::{Opponent, Session},
    store::Store,
};

/// The most games one request reads: an export's `max`, a page of the list, the counts.
pub const SCAN_MOST: i64 = 1000;

/// Which of a player's games: created from `since` to `until` (ms), of one game id, rated or
/// casual.
#[derive(Clone, Debug, Default)]
pub struct Filter {
    pub since: Option<i64>,
    pub until: Option<i64>,
    pub game: Option<String>,
    /// Rated games only (true) or casual ones only (false).
    pub rated: Option<bool>,
}

/// A game's result for one of its players.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Result3 {
    Win,
    Draw,
    Loss,
}

impl Result3 {
    pub fn code(self) -> &'static str {
        match self {
            Result3::Win => "win",
            Result3::Draw => "draw",
            Result3::Loss => "loss",
        }
    }
}

/// One finished game as a player's list shows it.
pub struct Summary {
    pub session: Session,
    /// The player's side.
    pub side: Side,
    /// The accounts seated, by side index; a deleted one shown as "deleted".
    pub names: [Option<String>; 2],
    /// None for a game with no winner or loser (aborted).
    pub result: Option<Result3>,
}

/// The ids of `user`'s finished games that `filter` lets through, newest first, with the side
/// the player held; at most `most`.
///
/// # Errors
/// The database failed.
pub async fn game_ids(
    pool: &AnyPool,
    user: &str,
    filter: &Filter,
    most: i64,
) -> Result<Vec<(String, Side)>> {
    let rows = sqlx::query(
        "SELECT g.id AS id, MIN(p.side) AS side, g.created_ms AS created_ms
         FROM game_players p JOIN games g ON g.id = p.game_id
         WHERE p.user_id = $1 AND g.status = 'finished'
           AND g.created_ms >= $2 AND g.created_ms <= $3 AND ($4 = '' OR g.game = $4)
           AND ($6 < 0 OR g.rated = $6)
         GROUP BY g.id, g.created_ms
         ORDER BY g.created_ms DESC, g.id DESC LIMIT $5",
    )
    .bind(user)
    .bind(filter.since.unwrap_or(i64::MIN))
    .bind(filter.until.unwrap_or(i64::MAX))
    .bind(filter.game.as_deref().unwrap_or(""))
    .bind(most.clamp(0, SCAN_MOST))
    .bind(filter.rated.map_or(-1, i64::from))
    .fetch_all(pool)
    .await?;
    rows.iter().map(id_side).collect()
}

/// The games `user`'s account is seated in that are still going on — those where it is the
/// account's turn first, then those whose move is due soonest (correspondence), then the
/// latest moved; at most `most`.
///
/// # Errors
/// The database failed.
pub async fn ongoing(pool: &AnyPool, user: &str, most: i64) -> Result<Vec<(String, Side)>> {
    let rows = sqlx::query(
        "SELECT g.id AS id, MIN(p.side) AS side, g.updated_ms AS updated_ms,
                MAX(CASE WHEN p.side = g.turn THEN 1 ELSE 0 END) AS to_move,
                COALESCE(g.move_by_ms, 9223372036854775807) AS move_by
         FROM game_players p JOIN games g ON g.id = p.game_id
         WHERE p.user_id = $1 AND g.status = 'ongoing'
         GROUP BY g.id, g.updated_ms, g.move_by_ms
         ORDER BY to_move DESC, move_by, g.updated_ms DESC, g.id DESC LIMIT $2",
    )
    .bind(user)
    .bind(most.clamp(0, SCAN_MOST))
    .fetch_all(pool)
    .await?;
    rows.iter().map(id_side).collect()
}

fn id_side(row: &AnyRow) -> Result<(String, Side)> {
    let side: i64 = row.try_get("side")?;
    Ok((
        row.try_get("id")?,
        if side == 0 { Side::White } else { Side::Black },
    ))
}

/// The summary of game `id` for the player on `side`, if the game is there.
///
/// # Errors
/// The database failed or the stored game cannot be replayed.
pub async fn summary(
    store: &Store,
    accounts: &Accounts,
    id: &str,
    side: Side,
) -> Result<Option<Summary>> {
    let Some(stored) = store.load(id).await? else {
        return Ok(None);
    };
    let session = Session::restore(stored)?;
    let mut names = [None, None];
    for (index, user) in accounts.players(id).await? {
        if let Some(slot) = usize::try_from(index).ok().and_then(|i| names.get_mut(i)) {
            *slot = Some(user.shown_name().to_string());
        }
    }
    let result = session.outcome().and_then(|o| {
        if o.is_aborted() {
            None
        } else {
            Some(match o.winner {
                None => Result3::Draw,
                Some(w) if w == side => Result3::Win,
                Some(_) => Result3::Loss,
            })
        }
    });
    Ok(Some(Summary {
        session,
        side,
        names,
        result,
    }))
}

/// The name shown for a side: the account's, the computer's, or none.
pub fn side_name(summary: &Summary, side: Side) -> Option<String> {
    if let Some(name) = &summary.names[side.index()] {
        return Some(name.clone());
    }
    match &summary.session.fixed.opponent {
        Opponent::Computer {
            level,
            side: c,
            engine,
        } if *c == side => Some(
            engine
                .clone()
                .unwrap_or_else(|| format!("ply level {level}")),
        ),
        _ => None,
    }
}

fn side_key(side: Side) -> &'static str {
    match side {
        Side::White => "white",
        Side::Black => "black",
    }
}

/// A game as one line of the NDJSON export and of the players' list, in lichess's shape
/// where it has one.
pub fn game_json(summary: &Summary) -> Value {
    let s = &summary.session;
    let player = |side: Side| match side_name(summary, side) {
        Some(name) => json!({"user": {"name": name, "id": name.to_lowercase()}}),
        None => json!({}),
    };
    let outcome = s.outcome();
    let mut out = json!({
        "id": s.id(),
        "variant": s.fixed.game,
        "createdAt": s.fixed.created_ms,
        "lastMoveAt": s.meta().updated_ms,
        "status": outcome.map_or("started", |o| o.reason.code()),
        "players": {"white": player(Side::White), "black": player(Side::Black)},
        "moves": s.moves().join(" "),
        "side": side_key(summary.side),
        "result": summary.result.map(Result3::code),
        "rated": s.fixed.rated,
    });
    if let Some(winner) = outcome.and_then(|o| o.winner) {
        out["winner"] = json!(side_key(winner));
    }
    if let Some((initial_ms, increment_ms)) = s.fixed.clock {
        out["clock"] = json!({"initial": initial_ms / 1000, "increment": increment_ms / 1000});
    }
    if let Some(days) = s.fixed.days {
        out["daysPerTurn"] = json!(days);
        out["speed"] = json!("correspondence");
    }
    if outcome.is_none() {
        out["isMyTurn"] = json!(s.to_move() == summary.side || s.fixed.opponent == Opponent::Local);
        if let Some(by) = s.move_by() {
            out["moveBy"] = json!(by);
        }
    }
    out
}

/// Win, draw and loss counts over `user`'s latest [`SCAN_MOST`] finished games.
///
/// # Errors
/// The database failed.
pub async fn counts(store: &Store, accounts: &Accounts, user: &User) -> Result<Value> {
    let ids = game_ids(store.pool(), &user.id, &Filter::default(), SCAN_MOST).await?;
    let (mut win, mut draw, mut loss) = (0, 0, 0);
    for (id, side) in &ids {
        match summary(store, accounts, id, *side)
            .await?
            .and_then(|s| s.result)
        {
            Some(Result3::Win) => win += 1,
            Some(Result3::Draw) => draw += 1,
            Some(Result3::Loss) => loss += 1,
            None => {}
        }
    }
    Ok(json!({"win": win, "draw": draw, "loss": loss}))
}
