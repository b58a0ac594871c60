//! The tournaments' rows: the tournament (also its own job, claimed with a lease), its players
//! and its boards.

use anyhow::Result;
use sqlx::{AnyPool, Row, any::AnyRow};

use super::{Board, Player, Status, System, Tournament};
use crate::store::Tx;

macro_rules! columns {
    () => {
        "id, name, system, game, rules, limit_s, increment_s, rated, minutes, rounds, \
         max_players, created_by, created_ms, starts_ms, ends_ms, status, round, round_ends_ms, \
         due_ms, version, round_pause_s, berserk, bots, black1"
    };
}

fn tournament_of(r: &AnyRow) -> Result<Tournament> {
    Ok(Tournament {
        id: r.try_get("id")?,
        name: r.try_get("name")?,
        system: System::parse(&r.try_get::<String, _>("system")?)?,
        game: r.try_get("game")?,
        rules: serde_json::from_str(&r.try_get::<String, _>("rules")?)?,
        limit_s: r.try_get("limit_s")?,
        increment_s: r.try_get("increment_s")?,
        rated: r.try_get::<i64, _>("rated")? != 0,
        minutes: r.try_get("minutes")?,
        rounds: r.try_get("rounds")?,
        max_players: r.try_get("max_players")?,
        berserk: r.try_get::<i64, _>("berserk")? != 0,
        bots: r.try_get::<i64, _>("bots")? != 0,
        created_by: r.try_get("created_by")?,
        created_ms: r.try_get("created_ms")?,
        starts_ms: r.try_get("starts_ms")?,
        ends_ms: r.try_get("ends_ms")?,
        status: Status::parse(&r.try_get::<String, _>("status")?)?,
        round: r.try_get("round")?,
        round_ends_ms: r.try_get("round_ends_ms")?,
        due_ms: r.try_get("due_ms")?,
        version: r.try_get("version")?,
        round_pause_s: r.try_get("round_pause_s")?,
        black1: r.try_get::<i64, _>("black1")? != 0,
    })
}

pub async fn insert<'e, E>(executor: E, t: &Tournament) -> Result<()>
where
    E: sqlx::Executor<'e, Database = sqlx::Any>,
{
    sqlx::query(
        "INSERT INTO tournaments (id, name, system, game, rules, limit_s, increment_s, rated,
            minutes, rounds, max_players, created_by, created_ms, starts_ms, ends_ms, status,
            round, round_ends_ms, due_ms, version, round_pause_s, berserk, bots, black1)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17,
            $18, $19, 0, $20, $21, $22, $23)",
    )
    .bind(t.id.as_str())
    .bind(t.name.as_str())
    .bind(t.system.key())
    .bind(t.game.as_str())
    .bind(serde_json::to_string(&t.rules)?)
    .bind(t.limit_s)
    .bind(t.increment_s)
    .bind(i64::from(t.rated))
    .bind(t.minutes)
    .bind(t.rounds)
    .bind(t.max_players)
    .bind(t.created_by.as_deref())
    .bind(t.created_ms)
    .bind(t.starts_ms)
    .bind(t.ends_ms)
    .bind(t.status.key())
    .bind(t.round)
    .bind(t.round_ends_ms)
    .bind(t.due_ms)
    .bind(t.round_pause_s)
    .bind(i64::from(t.berserk))
    .bind(i64::from(t.bots))
    .bind(i64::from(t.black1))
    .execute(executor)
    .await?;
    Ok(())
}

pub async fn one(pool: &AnyPool, id: &str) -> Result<Option<Tournament>> {
    let row = sqlx::query(concat!(
        "SELECT ",
        columns!(),
        " FROM tournaments WHERE id = $1"
    ))
    .bind(id)
    .fetch_optional(pool)
    .await?;
    row.as_ref().map(tournament_of).transpose()
}

/// The tournaments of a status, the soonest or latest first, at most `most`.
pub async fn of_status(pool: &AnyPool, status: Status, most: i64) -> Result<Vec<Tournament>> {
    let query = match status {
        Status::Finished => concat!(
            "SELECT ",
            columns!(),
            " FROM tournaments WHERE status = $1 ORDER BY starts_ms DESC, id LIMIT $2"
        ),
        _ => concat!(
            "SELECT ",
            columns!(),
            " FROM tournaments WHERE status = $1 ORDER BY starts_ms, id LIMIT $2"
        ),
    };
    let rows = sqlx::query(query)
        .bind(status.key())
        .bind(most)
        .fetch_all(pool)
        .await?;
    rows.iter().map(tournament_of).collect()
}

/// Tournaments not finished: made by `user`, or in all.
pub async fn count_open(pool: &AnyPool, user: Option<&str>) -> Result<i64> {
    let row =
        match user {
            Some(user) => sqlx::query(
                "SELECT COUNT(*) FROM tournaments WHERE created_by = $1 AND status <> 'finished'",
            )
            .bind(user)
            .fetch_one(pool)
            .await?,
            None => {
                sqlx::query("SELECT COUNT(*) FROM tournaments WHERE status <> 'finished'")
                    .fetch_one(pool)
                    .await?
            }
        };
    Ok(row.try_get(0)?)
}

pub async fn players(pool: &AnyPool, id: &str) -> Result<Vec<Player>> {
    let rows = sqlx::query(
        "SELECT p.user_id, u.name, u.deleted, u.bot, p.rating, p.active, p.withdrawn, p.joined_ms,
            p.start_rank
         FROM tournament_players p JOIN users u ON u.id = p.user_id
         WHERE p.tournament_id = $1 ORDER BY p.joined_ms, p.user_id",
    )
    .bind(id)
    .fetch_all(pool)
    .await?;
    rows.iter()
        .map(|r| {
            let deleted = r.try_get::<i64, _>("deleted")? != 0;
            Ok(Player {
                user: r.try_get("user_id")?,
                name: if deleted {
                    "deleted".to_string()
                } else {
                    r.try_get("name")?
                },
                rating: r.try_get("rating")?,
                bot: r.try_get::<i64, _>("bot")? != 0,
                active: r.try_get::<i64, _>("active")? != 0,
                withdrawn: r.try_get::<i64, _>("withdrawn")? != 0,
                joined_ms: r.try_get("joined_ms")?,
                start_rank: r.try_get("start_rank")?,
            })
        })
        .collect()
}

pub async fn count_players(pool: &AnyPool, id: &str) -> Result<i64> {
    let row = sqlx::query("SELECT COUNT(*) FROM tournament_players WHERE tournament_id = $1")
        .bind(id)
        .fetch_one(pool)
        .await?;
    Ok(row.try_get(0)?)
}

/// Enters a player (or makes a paused one active again); counts a change of the tournament.
pub async fn enter(pool: &AnyPool, id: &str, user: &str, rating: i64, now: i64) -> Result<()> {
    let mut tx = pool.begin().await?;
    sqlx::query(
        "INSERT INTO tournament_players (tournament_id, user_id, joined_ms, rating, active, withdrawn)
         VALUES ($1, $2, $3, $4, 1, 0)
         ON CONFLICT (tournament_id, user_id) DO UPDATE SET active = 1, withdrawn = 0",
    )
    .bind(id)
    .bind(user)
    .bind(now)
    .bind(rating)
    .execute(&mut *tx)
    .await?;
    bump(&mut tx, id).await?;
    tx.commit().await?;
    Ok(())
}

/// Takes a player out: removed before the start, else paused (`withdrawn` for good).
pub async fn leave(
    pool: &AnyPool,
    id: &str,
    user: &str,
    remove: bool,
    withdrawn: bool,
) -> Result<bool> {
    let mut tx = pool.begin().await?;
    let done = if remove {
        sqlx::query("DELETE FROM tournament_players WHERE tournament_id = $1 AND user_id = $2")
            .bind(id)
            .bind(user)
            .execute(&mut *tx)
            .await?
    } else {
        sqlx::query(
            "UPDATE tournament_players SET active = 0, withdrawn = $3
             WHERE tournament_id = $1 AND user_id = $2",
        )
        .bind(id)
        .bind(user)
        .bind(i64::from(withdrawn))
        .execute(&mut *tx)
        .await?
    };
    bump(&mut tx, id).await?;
    tx.commit().await?;
    Ok(done.rows_affected() == 1)
}

async fn bump(tx: &mut Tx<'_>, id: &str) -> Result<()> {
    sqlx::query("UPDATE tournaments SET version = version + 1 WHERE id = $1")
        .bind(id)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

fn board_of(r: &AnyRow) -> Result<Board> {
    Ok(Board {
        id: r.try_get("id")?,
        round: r.try_get("round")?,
        board: r.try_get("board")?,
        white: r.try_get("white")?,
        black: r.try_get("black")?,
        white_token: r.try_get("white_token")?,
        black_token: r.try_get("black_token")?,
        result: r.try_get("result")?,
        absent: r.try_get("absent")?,
        created_ms: r.try_get("created_ms")?,
        ended_ms: r.try_get("ended_ms")?,
        berserk: {
            let bits: i64 = r.try_get("berserk")?;
            [bits & 1 != 0, bits & 2 != 0]
        },
        imported: r.try_get::<i64, _>("imported")? != 0,
    })
}

/// The boards of a tournament, in the order they were made.
pub async fn boards(pool: &AnyPool, id: &str) -> Result<Vec<Board>> {
    let rows = sqlx::query(
        "SELECT id, round, board, white, black, white_token, black_token, result, absent,
            created_ms, ended_ms, berserk, imported
         FROM tournament_games WHERE tournament_id = $1 ORDER BY round, board",
    )
    .bind(id)
    .fetch_all(pool)
    .await?;
    rows.iter().map(board_of).collect()
}

/// The tournaments whose step is due and that nobody holds, at most `most`.
pub async fn due(pool: &AnyPool, now: i64, most: i64) -> Result<Vec<String>> {
    let rows = sqlx::query(
        "SELECT id FROM tournaments WHERE status <> 'finished' AND due_ms <= $1
           AND (owner IS NULL OR lease_ms < $1)
         ORDER BY due_ms LIMIT $2",
    )
    .bind(now)
    .bind(most)
    .fetch_all(pool)
    .await?;
    rows.iter().map(|r| Ok(r.try_get(0)?)).collect()
}

/// Claims a tournament's step for `owner` until `lease_ms`, if nobody holds it at `now`.
pub async fn claim(pool: &AnyPool, id: &str, owner: &str, now: i64, lease_ms: i64) -> Result<bool> {
    let done = sqlx::query(
        "UPDATE tournaments SET owner = $2, lease_ms = $3
         WHERE id = $1 AND status <> 'finished' AND (owner IS NULL OR lease_ms < $4)",
    )
    .bind(id)
    .bind(owner)
    .bind(lease_ms)
    .bind(now)
    .execute(pool)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Hands a claimed tournament back, its next step due at `due_ms`.
pub async fn release(pool: &AnyPool, id: &str, owner: &str, due_ms: i64) -> Result<()> {
    sqlx::query(
        "UPDATE tournaments SET owner = NULL, lease_ms = 0, due_ms = $3
         WHERE id = $1 AND owner = $2",
    )
    .bind(id)
    .bind(owner)
    .bind(due_ms)
    .execute(pool)
    .await?;
    Ok(())
}

/// Hands back every tournament `owner` holds (when it shuts down).
pub async fn release_all(pool: &AnyPool, owner: &str) -> Result<u64> {
    let done = sqlx::query("UPDATE tournaments SET owner = NULL, lease_ms = 0 WHERE owner = $1")
        .bind(owner)
        .execute(pool)
        .await?;
    Ok(done.rows_affected())
}

/// Opens a transaction fenced by the claim: it goes on only while `owner` still holds the
/// tournament, its lease not run out (none otherwise: another server may have taken it
/// over). It counts a change of the tournament.
pub async fn fenced<'a>(
    pool: &'a AnyPool,
    id: &str,
    owner: &str,
    now: i64,
) -> Result<Option<Tx<'a>>> {
    let mut tx = pool.begin().await?;
    let done = sqlx::query(
        "UPDATE tournaments SET version = version + 1
         WHERE id = $1 AND owner = $2 AND lease_ms >= $3",
    )
    .bind(id)
    .bind(owner)
    .bind(now)
    .execute(&mut *tx)
    .await?;
    Ok((done.rows_affected() == 1).then_some(tx))
}

/// The tournament's changing part.
pub async fn set_progress(tx: &mut Tx<'_>, t: &Tournament) -> Result<()> {
    sqlx::query(
        "UPDATE tournaments SET status = $2, round = $3, round_ends_ms = $4, ends_ms = $5
         WHERE id = $1",
    )
    .bind(t.id.as_str())
    .bind(t.status.key())
    .bind(t.round)
    .bind(t.round_ends_ms)
    .bind(t.ends_ms)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

pub async fn insert_board(tx: &mut Tx<'_>, tournament: &str, b: &Board) -> Result<()> {
    sqlx::query(
        "INSERT INTO tournament_games (id, tournament_id, round, board, white, black,
            white_token, black_token, result, absent, created_ms, ended_ms, imported)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)",
    )
    .bind(b.id.as_str())
    .bind(tournament)
    .bind(b.round)
    .bind(b.board)
    .bind(b.white.as_str())
    .bind(b.black.as_deref())
    .bind(b.white_token.as_deref())
    .bind(b.black_token.as_deref())
    .bind(b.result.as_deref())
    .bind(b.absent.as_deref())
    .bind(b.created_ms)
    .bind(b.ended_ms)
    .bind(i64::from(b.imported))
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// Records a board's result and which sides berserked; its seat tokens are no longer kept.
pub async fn set_result(
    tx: &mut Tx<'_>,
    id: &str,
    result: &str,
    absent: Option<&str>,
    now: i64,
    berserk: [bool; 2],
) -> Result<()> {
    sqlx::query(
        "UPDATE tournament_games SET result = $2, absent = $3, ended_ms = $4,
            white_token = NULL, black_token = NULL, berserk = $5
         WHERE id = $1 AND result IS NULL",
    )
    .bind(id)
    .bind(result)
    .bind(absent)
    .bind(now)
    .bind(i64::from(berserk[0]) | (i64::from(berserk[1]) << 1))
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// Whether the game `id` is a board of a tournament whose players may berserk, still played;
/// none when it is no tournament's game.
pub async fn berserk_allowed(pool: &AnyPool, id: &str) -> Result<Option<bool>> {
    let row = sqlx::query(
        "SELECT t.berserk, g.result FROM tournament_games g
         JOIN tournaments t ON t.id = g.tournament_id WHERE g.id = $1",
    )
    .bind(id)
    .fetch_optional(pool)
    .await?;
    row.map(|r| Ok(r.try_get::<i64, _>(0)? != 0 && r.try_get::<Option<String>, _>(1)?.is_none()))
        .transpose()
}

/// Pauses a player (an arena player who let a game go by without moving).
pub async fn pause(tx: &mut Tx<'_>, id: &str, user: &str) -> Result<()> {
    sqlx::query(
        "UPDATE tournament_players SET active = 0 WHERE tournament_id = $1 AND user_id = $2",
    )
    .bind(id)
    .bind(user)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// Moves a tournament not yet started to start at `now`; true when it had not started.
pub async fn start_now(pool: &AnyPool, t: &Tournament, now: i64) -> Result<bool> {
    let done = sqlx::query(
        "UPDATE tournaments SET starts_ms = $2, due_ms = $2, ends_ms = $3, version = version + 1
         WHERE id = $1 AND status = 'created'",
    )
    .bind(t.id.as_str())
    .bind(now)
    .bind(t.minutes.map(|m| now + m * 60_000))
    .execute(pool)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Withdraws a player for good (a Swiss player who let a round's game go by without moving).
pub async fn withdraw(tx: &mut Tx<'_>, id: &str, user: &str) -> Result<()> {
    sqlx::query(
        "UPDATE tournament_players SET active = 0, withdrawn = 1
         WHERE tournament_id = $1 AND user_id = $2",
    )
    .bind(id)
    .bind(user)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// Fixes the players' starting ranks (a round robin's Berger numbers drawn at its start).
pub async fn set_start_ranks(tx: &mut Tx<'_>, id: &str, ranks: &[(&str, i64)]) -> Result<()> {
    for (user, rank) in ranks {
        sqlx::query(
            "UPDATE tournament_players SET start_rank = $3 WHERE tournament_id = $1 AND user_id = $2",
        )
        .bind(id)
        .bind(*user)
        .bind(*rank)
        .execute(&mut **tx)
        .await?;
    }
    Ok(())
}

/// Stores an imported tournament, its players (with their starting ranks) and the boards of
/// the rounds its file records, in one transaction: all or nothing.
pub async fn import(
    pool: &AnyPool,
    t: &Tournament,
    players: &[Player],
    boards: &[Board],
) -> Result<()> {
    let mut tx = pool.begin().await?;
    insert(&mut *tx, t).await?;
    for p in players {
        sqlx::query(
            "INSERT INTO tournament_players (tournament_id, user_id, joined_ms, rating, active,
                withdrawn, start_rank)
             VALUES ($1, $2, $3, $4, $5, $6, $7)",
        )
        .bind(t.id.as_str())
        .bind(p.user.as_str())
        .bind(p.joined_ms)
        .bind(p.rating)
        .bind(i64::from(p.active))
        .bind(i64::from(p.withdrawn))
        .bind(p.start_rank)
        .execute(&mut *tx)
        .await?;
    }
    for b in boards {
        insert_board(&mut tx, &t.id, b).await?;
    }
    tx.commit().await?;
    Ok(())
}

/// Whether the account of id `id` is a bot, unless there is none or it was deleted.
pub async fn account(pool: &AnyPool, id: &str) -> Result<Option<bool>> {
    let row = sqlx::query("SELECT bot FROM users WHERE id = $1 AND deleted = 0")
        .bind(id)
        .fetch_optional(pool)
        .await?;
    row.map(|r| Ok(r.try_get::<i64, _>("bot")? != 0))
        .transpose()
}
