//! Games to rows and back: typed values in, typed values out (the text columns that stand
//! for enums are read and written only here).

use anyhow::{Context, Result, anyhow, bail};
use ply_core::{Outcome, Reason, Side};
use sqlx::{Any, AnyPool, Row, any::AnyRow};

use super::base::{Backend, Tx};
use crate::session::{Edit, Fixed, Meta, Notes, Opponent, Status, Stored};

fn side_index(side: Side) -> i64 {
    side.index() as i64
}

fn side_of(index: i64) -> Result<Side> {
    match index {
        0 => Ok(Side::White),
        1 => Ok(Side::Black),
        other => bail!("stored side {other} is neither 0 nor 1"),
    }
}

fn status_text(status: Status) -> &'static str {
    match status {
        Status::Ongoing => "ongoing",
        Status::Finished => "finished",
    }
}

fn winner_text(outcome: &Outcome) -> &'static str {
    match outcome.winner {
        Some(Side::White) => "white",
        Some(Side::Black) => "black",
        None => "draw",
    }
}

/// Inserts a game's row, meta and tokens.
pub async fn insert_game(
    tx: &mut Tx<'_>,
    fixed: &Fixed,
    meta: &Meta,
    tokens: &[Option<String>; 2],
) -> Result<()> {
    let (level, computer_side, engine) = match &fixed.opponent {
        Opponent::Computer {
            level,
            side,
            engine,
        } => (
            engine.is_none().then_some(i64::from(*level)),
            Some(side_index(*side)),
            engine.clone(),
        ),
        _ => (None, None, None),
    };
    sqlx::query(
        "INSERT INTO games (id, game, rules, start, opponent, level, computer_side,
            clock_initial_ms, clock_increment_ms, created_ms, status, turn, updated_ms, engine,
            version, rated, days)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)",
    )
    .bind(fixed.id.as_str())
    .bind(fixed.game.as_str())
    .bind(serde_json::to_string(&fixed.rules)?)
    .bind(fixed.start.as_str())
    .bind(fixed.opponent.name())
    .bind(level)
    .bind(computer_side)
    .bind(fixed.clock.map(|c| c.0))
    .bind(fixed.clock.map(|c| c.1))
    .bind(fixed.created_ms)
    .bind(status_text(meta.status))
    .bind(side_index(meta.turn))
    .bind(meta.updated_ms)
    .bind(engine)
    .bind(meta.version)
    .bind(i64::from(fixed.rated))
    .bind(fixed.days)
    .execute(&mut **tx)
    .await?;
    if !update_meta(tx, &fixed.id, meta.version, meta).await? {
        bail!("game {} was not stored", fixed.id);
    }
    for side in Side::ALL {
        if let Some(hash) = &tokens[side.index()] {
            set_token(tx, &fixed.id, side, hash).await?;
        }
    }
    Ok(())
}

/// Inserts a whole stored game: row, tokens, moves, tags and comments.
pub async fn insert_stored(tx: &mut Tx<'_>, game: &Stored) -> Result<()> {
    let id = game.fixed.id.as_str();
    insert_game(tx, &game.fixed, &game.meta, &game.tokens).await?;
    let comment = |i: usize| game.notes.comments.get(i).cloned().flatten();
    sqlx::query("UPDATE games SET tags = $2, comment = $3 WHERE id = $1")
        .bind(id)
        .bind(serde_json::to_string(&game.notes.tags)?)
        .bind(comment(0))
        .execute(&mut **tx)
        .await?;
    for (ply, text) in game.moves.iter().enumerate() {
        sqlx::query(
            "INSERT INTO moves (game_id, ply, text, at_ms, comment) VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(id)
        .bind(ply as i64)
        .bind(text.as_str())
        .bind(game.meta.updated_ms)
        .bind(comment(ply + 1))
        .execute(&mut **tx)
        .await?;
    }
    Ok(())
}

/// The update of a game's changing part from one version to the next ($1 id, $2 the version it
/// must still be at, $3–$21 the new values).
macro_rules! update_meta_sql {
    () => {
        "UPDATE games SET status = $3, turn = $4, white_ms = $5, black_ms = $6,
            clock_started_ms = $7, declared_winner = $8, declared_reason = $9, draw_offer = $10,
            invite_hash = $11, rematch = $12, updated_ms = $13, engine_error = $14, version = $15,
            draw_declined = $16, takeback = $17, takeback_declined = $18, first_turn_ms = $19,
            move_by_ms = $20, berserk = $21
         WHERE id = $1 AND version = $2"
    };
}

fn bind_meta<'q>(
    query: sqlx::query::Query<'q, Any, sqlx::any::AnyArguments>,
    id: &'q str,
    from: i64,
    m: &'q Meta,
) -> sqlx::query::Query<'q, Any, sqlx::any::AnyArguments> {
    let left = m.clock_left_ms;
    query
        .bind(id)
        .bind(from)
        .bind(status_text(m.status))
        .bind(side_index(m.turn))
        .bind(left.map(|l| l[0]))
        .bind(left.map(|l| l[1]))
        .bind(m.clock_started_ms)
        .bind(m.declared.as_ref().map(winner_text))
        .bind(m.declared.map(|o| o.reason.code()))
        .bind(m.draw_offer.map(side_index))
        .bind(m.invite_hash.as_deref())
        .bind(m.rematch.as_deref())
        .bind(m.updated_ms)
        .bind(m.engine_error.as_deref())
        .bind(m.version)
        .bind(m.draw_declined.map(side_index))
        .bind(m.takeback.map(side_index))
        .bind(m.takeback_declined.map(side_index))
        .bind(m.first_turn_ms)
        .bind(m.move_by_ms)
        .bind(berserk_bits(m.berserk))
}

/// Which sides berserked, as the column keeps it: 1 White, 2 Black.
fn berserk_bits(sides: [bool; 2]) -> i64 {
    i64::from(sides[0]) | (i64::from(sides[1]) << 1)
}

/// Writes the changing part at `meta.version` if the stored version is `from`; returns
/// whether it was.
pub async fn update_meta(tx: &mut Tx<'_>, id: &str, from: i64, m: &Meta) -> Result<bool> {
    let done = bind_meta(sqlx::query(update_meta_sql!()), id, from, m)
        .execute(&mut **tx)
        .await?;
    Ok(done.rows_affected() == 1)
}

/// The row's update and the move at `ply` ($22, text $23, at the row's `updated_ms`) in one
/// round trip: on PostgreSQL one statement, on SQLite two sent together (the insert only when
/// the update changed the row).
fn update_meta_with_move_sql(backend: Backend) -> &'static str {
    match backend {
        Backend::Postgres => concat!(
            "WITH changed AS (",
            update_meta_sql!(),
            " RETURNING id) INSERT INTO moves (game_id, ply, text, at_ms)
             SELECT id, $22, $23, $13 FROM changed"
        ),
        Backend::Sqlite => concat!(
            update_meta_sql!(),
            "; INSERT INTO moves (game_id, ply, text, at_ms)
             SELECT $1, $22, $23, $13 WHERE changes() = 1"
        ),
    }
}

/// Writes a change: the game's row at `meta.version` if the stored version is `from`, and then
/// its edit (a move goes with the row in one round trip). Returns whether the row was at
/// `from` (when not, nothing is written).
pub async fn write_change(
    tx: &mut Tx<'_>,
    backend: Backend,
    id: &str,
    from: i64,
    m: &Meta,
    edit: &Edit,
) -> Result<bool> {
    if let Edit::Move { ply, text } = edit {
        let done = bind_meta(sqlx::query(update_meta_with_move_sql(backend)), id, from, m)
            .bind(*ply as i64)
            .bind(text.as_str())
            .execute(&mut **tx)
            .await?;
        return Ok(done.rows_affected() > 0);
    }
    if !update_meta(tx, id, from, m).await? {
        return Ok(false);
    }
    match edit {
        Edit::Row | Edit::Move { .. } => {}
        Edit::TakeBack { keep } => {
            sqlx::query("DELETE FROM moves WHERE game_id = $1 AND ply >= $2")
                .bind(id)
                .bind(*keep as i64)
                .execute(&mut **tx)
                .await?;
        }
        Edit::Token { side, hash, user } => {
            set_token(tx, id, *side, hash).await?;
            if let Some(user) = user {
                seat_player(tx, id, *side, user).await?;
            }
        }
    }
    Ok(true)
}

/// Seats the account `user` at `side` of a game.
pub async fn seat_player(tx: &mut Tx<'_>, id: &str, side: Side, user: &str) -> Result<()> {
    sqlx::query("INSERT INTO game_players (game_id, side, user_id) VALUES ($1, $2, $3)")
        .bind(id)
        .bind(side_index(side))
        .bind(user)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// Gives `side` a token (by its hash).
pub async fn set_token(tx: &mut Tx<'_>, id: &str, side: Side, hash: &str) -> Result<()> {
    sqlx::query(
        "INSERT INTO tokens (game_id, side, hash) VALUES ($1, $2, $3)
         ON CONFLICT (game_id, side) DO UPDATE SET hash = excluded.hash",
    )
    .bind(id)
    .bind(side_index(side))
    .bind(hash)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

fn get<T>(row: &AnyRow, column: &str) -> Result<T>
where
    T: for<'r> sqlx::Decode<'r, Any> + sqlx::Type<Any>,
{
    row.try_get(column)
        .with_context(|| format!("stored column {column}"))
}

fn fixed_of(row: &AnyRow) -> Result<Fixed> {
    let opponent = match get::<String>(row, "opponent")?.as_str() {
        "computer" => Opponent::Computer {
            level: get::<Option<i64>>(row, "level")?.unwrap_or(1).clamp(1, 10) as u8,
            side: side_of(get::<Option<i64>>(row, "computer_side")?.unwrap_or(1))?,
            engine: get(row, "engine")?,
        },
        "friend" => Opponent::Friend,
        "local" => Opponent::Local,
        other => bail!("stored opponent '{other}' is unknown"),
    };
    let clock = match (
        get::<Option<i64>>(row, "clock_initial_ms")?,
        get::<Option<i64>>(row, "clock_increment_ms")?,
    ) {
        (Some(initial), inc) => Some((initial, inc.unwrap_or(0))),
        _ => None,
    };
    Ok(Fixed {
        id: get(row, "id")?,
        game: get(row, "game")?,
        rules: serde_json::from_str(&get::<String>(row, "rules")?).context("stored rules")?,
        start: get(row, "start")?,
        opponent,
        clock,
        created_ms: get(row, "created_ms")?,
        rated: get::<i64>(row, "rated")? != 0,
        days: get(row, "days")?,
    })
}

/// The end reasons of the row's game, for reading a declared reason back.
fn reasons_of(row: &AnyRow) -> Result<&'static [Reason]> {
    let game = get::<String>(row, "game")?;
    Ok(ply_games::find(&game).map_or(&[][..], |g| g.reasons()))
}

/// A column that holds a side, or nothing.
fn side_column(row: &AnyRow, column: &str) -> Result<Option<Side>> {
    get::<Option<i64>>(row, column)?.map(side_of).transpose()
}

fn meta_of(row: &AnyRow) -> Result<Meta> {
    let status = match get::<String>(row, "status")?.as_str() {
        "ongoing" => Status::Ongoing,
        "finished" => Status::Finished,
        other => bail!("stored status '{other}' is unknown"),
    };
    let declared = match (
        get::<Option<String>>(row, "declared_winner")?,
        get::<Option<String>>(row, "declared_reason")?,
    ) {
        (Some(winner), Some(reason)) => Some(Outcome {
            winner: match winner.as_str() {
                "white" => Some(Side::White),
                "black" => Some(Side::Black),
                "draw" => None,
                other => bail!("stored winner '{other}' is unknown"),
            },
            reason: Reason::from_code(&reason, reasons_of(row)?)
                .ok_or_else(|| anyhow!("stored reason '{reason}' is unknown"))?,
        }),
        _ => None,
    };
    let left = match (
        get::<Option<i64>>(row, "white_ms")?,
        get::<Option<i64>>(row, "black_ms")?,
    ) {
        (Some(w), Some(b)) => Some([w, b]),
        _ => None,
    };
    Ok(Meta {
        status,
        turn: side_of(get(row, "turn")?)?,
        clock_left_ms: left,
        clock_started_ms: get(row, "clock_started_ms")?,
        declared,
        draw_offer: side_column(row, "draw_offer")?,
        draw_declined: side_column(row, "draw_declined")?,
        takeback: side_column(row, "takeback")?,
        takeback_declined: side_column(row, "takeback_declined")?,
        first_turn_ms: get(row, "first_turn_ms")?,
        move_by_ms: get(row, "move_by_ms")?,
        berserk: {
            let bits: i64 = get(row, "berserk")?;
            [bits & 1 != 0, bits & 2 != 0]
        },
        invite_hash: get(row, "invite_hash")?,
        rematch: get(row, "rematch")?,
        engine_error: get(row, "engine_error")?,
        updated_ms: get(row, "updated_ms")?,
        version: get(row, "version")?,
    })
}

/// The game with this id, if there is one.
pub async fn load(pool: &AnyPool, id: &str) -> Result<Option<Stored>> {
    let Some(row) = sqlx::query(
        "SELECT id, game, rules, start, opponent, level, computer_side, clock_initial_ms,
            clock_increment_ms, created_ms, status, turn, white_ms, black_ms, clock_started_ms,
            declared_winner, declared_reason, draw_offer, invite_hash, rematch, updated_ms,
            engine, tags, comment, engine_error, version, draw_declined, takeback,
            takeback_declined, first_turn_ms, rated, days, move_by_ms, berserk
         FROM games WHERE id = $1",
    )
    .bind(id)
    .fetch_optional(pool)
    .await?
    else {
        return Ok(None);
    };
    let fixed = fixed_of(&row).with_context(|| format!("game {id}"))?;
    let meta = meta_of(&row).with_context(|| format!("game {id}"))?;
    let mut notes = Notes {
        tags: match get::<Option<String>>(&row, "tags")? {
            Some(tags) => serde_json::from_str(&tags).context("stored tags")?,
            None => Vec::new(),
        },
        comments: vec![get(&row, "comment")?],
    };
    let mut moves = Vec::new();
    let rows = sqlx::query("SELECT ply, text, comment FROM moves WHERE game_id = $1 ORDER BY ply")
        .bind(id)
        .fetch_all(pool)
        .await?;
    for row in &rows {
        let ply: i64 = get(row, "ply")?;
        if ply != moves.len() as i64 {
            bail!("game {id}: move {ply} is out of order");
        }
        moves.push(get(row, "text")?);
        notes.comments.push(get(row, "comment")?);
    }
    let mut tokens = [None, None];
    let rows = sqlx::query("SELECT side, hash FROM tokens WHERE game_id = $1")
        .bind(id)
        .fetch_all(pool)
        .await?;
    for row in &rows {
        let side = side_of(get(row, "side")?)?;
        tokens[side.index()] = Some(get(row, "hash")?);
    }
    let ratings = if fixed.rated && meta.status == Status::Finished {
        super::ratings::changes(pool, id).await?
    } else {
        None
    };
    Ok(Some(Stored {
        fixed,
        meta,
        moves,
        tokens,
        notes,
        ratings,
    }))
}
