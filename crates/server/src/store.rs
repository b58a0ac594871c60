//! The SQLite database that keeps every game: one row per game, one row per move, the hashes of
//! the tokens. Schema changes are ordered migration steps counted by `PRAGMA user_version`.
//! The database runs in WAL mode; every write is one transaction, committed before the server
//! replies, so a killed server loses no accepted move.

use std::{
    path::Path,
    sync::{Mutex, MutexGuard},
};

use anyhow::{Context, Result, bail};
use rusqlite::{Connection, OptionalExtension, params};

/// The schema, one step per version: step `i` takes `user_version` from `i` to `i + 1`.
const MIGRATIONS: &[&str] = &[
    // 1: games, moves and tokens.
    "CREATE TABLE games (
        id TEXT PRIMARY KEY,
        game TEXT NOT NULL,
        rules TEXT NOT NULL,
        start TEXT NOT NULL,
        opponent TEXT NOT NULL,
        level INTEGER,
        computer_side INTEGER,
        clock_initial_ms INTEGER,
        clock_increment_ms INTEGER,
        created_ms INTEGER NOT NULL,
        status TEXT NOT NULL,
        turn INTEGER NOT NULL,
        white_ms INTEGER,
        black_ms INTEGER,
        clock_started_ms INTEGER,
        declared_winner TEXT,
        declared_reason TEXT,
        draw_offer INTEGER,
        invite_hash TEXT,
        rematch TEXT,
        updated_ms INTEGER NOT NULL
    );
    CREATE TABLE moves (
        game_id TEXT NOT NULL REFERENCES games(id),
        ply INTEGER NOT NULL,
        text TEXT NOT NULL,
        at_ms INTEGER NOT NULL,
        PRIMARY KEY (game_id, ply)
    ) WITHOUT ROWID;
    CREATE TABLE tokens (
        game_id TEXT NOT NULL REFERENCES games(id),
        side INTEGER NOT NULL,
        hash TEXT NOT NULL,
        PRIMARY KEY (game_id, side)
    ) WITHOUT ROWID;
    CREATE INDEX games_pending ON games(status, opponent);",
    // 2: the external engine a computer game is played against (none: ply's own).
    "ALTER TABLE games ADD COLUMN engine TEXT;",
    // 3: an imported record's tags and comments (the game's, and each move's).
    "ALTER TABLE games ADD COLUMN tags TEXT;
    ALTER TABLE games ADD COLUMN comment TEXT;
    ALTER TABLE moves ADD COLUMN comment TEXT;",
];

/// What never changes about a game once it is created.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fixed {
    pub id: String,
    pub game: String,
    /// Rule options as `[key, value]` pairs.
    pub rules: Vec<(String, String)>,
    pub start: String,
    /// `computer`, `friend` or `local`.
    pub opponent: String,
    pub level: Option<u8>,
    /// The computer's side: 0 white, 1 black.
    pub computer_side: Option<u8>,
    pub clock_initial_ms: Option<i64>,
    pub clock_increment_ms: Option<i64>,
    pub created_ms: i64,
    /// The id of the external engine playing the computer's side (none: ply's own search).
    pub engine: Option<String>,
}

/// What changes as a game goes on, besides its moves.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Meta {
    /// `ongoing` or `finished`.
    pub status: String,
    /// The side to move: 0 white, 1 black.
    pub turn: u8,
    pub white_ms: Option<i64>,
    pub black_ms: Option<i64>,
    /// When the running clock started (Unix ms); none while no clock runs.
    pub clock_started_ms: Option<i64>,
    /// A declared ending: `white`, `black` or `draw`, and the reason code.
    pub declared_winner: Option<String>,
    pub declared_reason: Option<String>,
    pub draw_offer: Option<u8>,
    pub invite_hash: Option<String>,
    pub rematch: Option<String>,
    pub updated_ms: i64,
}

/// What a game record says besides its moves: kept for imported games.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Notes {
    /// The record's tags (PGN/PDN headers), in order.
    pub tags: Vec<(String, String)>,
    /// The comment before the first move, then the comment after each move (as many as the
    /// moves plus one, or fewer: the missing ones are none).
    pub comments: Vec<Option<String>>,
}

/// A game as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stored {
    pub fixed: Fixed,
    pub meta: Meta,
    pub moves: Vec<String>,
    /// Token hashes per side (index 0 white, 1 black).
    pub tokens: [Option<String>; 2],
    pub notes: Notes,
}

/// The database. One connection, used briefly under a lock.
pub struct Store {
    conn: Mutex<Connection>,
}

impl Store {
    /// Opens (or creates) the database file and brings its schema up to date.
    ///
    /// # Errors
    /// The file cannot be opened, or was written by a newer ply.
    pub fn open(path: &Path) -> Result<Store> {
        let mut conn = Connection::open(path)
            .with_context(|| format!("cannot open database {}", path.display()))?;
        conn.pragma_update(None, "journal_mode", "WAL")?;
        conn.pragma_update(None, "synchronous", "NORMAL")?;
        conn.pragma_update(None, "foreign_keys", "ON")?;
        conn.busy_timeout(std::time::Duration::from_secs(5))?;
        migrate(&mut conn)?;
        Ok(Store {
            conn: Mutex::new(conn),
        })
    }

    fn conn(&self) -> MutexGuard<'_, Connection> {
        self.conn.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The schema version of the open database.
    pub fn schema_version(&self) -> Result<u32> {
        Ok(self
            .conn()
            .pragma_query_value(None, "user_version", |r| r.get(0))?)
    }

    /// Stores a new game with its token hashes.
    pub fn create(&self, fixed: &Fixed, meta: &Meta, tokens: &[Option<String>; 2]) -> Result<()> {
        let mut conn = self.conn();
        let tx = conn.transaction()?;
        insert_game(&tx, fixed, meta, tokens)?;
        tx.commit()?;
        Ok(())
    }

    /// Stores whole games (imported records: moves, tags and comments) in one transaction:
    /// all of them or, on an error, none.
    pub fn import(&self, games: &[Stored]) -> Result<()> {
        let mut conn = self.conn();
        let tx = conn.transaction()?;
        for game in games {
            let id = &game.fixed.id;
            insert_game(&tx, &game.fixed, &game.meta, &game.tokens)?;
            let comment = |i: usize| game.notes.comments.get(i).cloned().flatten();
            tx.execute(
                "UPDATE games SET tags = ?2, comment = ?3 WHERE id = ?1",
                params![id, serde_json::to_string(&game.notes.tags)?, comment(0)],
            )?;
            let mut insert = tx.prepare_cached(
                "INSERT INTO moves (game_id, ply, text, at_ms, comment) VALUES (?1, ?2, ?3, ?4, ?5)",
            )?;
            for (ply, text) in game.moves.iter().enumerate() {
                insert.execute(params![
                    id,
                    ply as i64,
                    text,
                    game.meta.updated_ms,
                    comment(ply + 1)
                ])?;
            }
        }
        tx.commit()?;
        Ok(())
    }

    /// The ids of every game, oldest first.
    pub fn game_ids(&self) -> Result<Vec<String>> {
        let conn = self.conn();
        let mut stmt = conn.prepare("SELECT id FROM games ORDER BY created_ms, id")?;
        let ids = stmt
            .query_map([], |r| r.get(0))?
            .collect::<Result<Vec<String>, _>>()?;
        Ok(ids)
    }

    /// Appends the move at `ply` (0-based) and the new meta, in one transaction.
    pub fn push_move(&self, id: &str, ply: usize, text: &str, meta: &Meta) -> Result<()> {
        let mut conn = self.conn();
        let tx = conn.transaction()?;
        tx.prepare_cached("INSERT INTO moves (game_id, ply, text, at_ms) VALUES (?1, ?2, ?3, ?4)")?
            .execute(params![id, ply as i64, text, meta.updated_ms])?;
        update_meta(&tx, id, meta)?;
        tx.commit()?;
        Ok(())
    }

    /// Keeps the first `plies` moves and stores the new meta.
    pub fn truncate_moves(&self, id: &str, plies: usize, meta: &Meta) -> Result<()> {
        let mut conn = self.conn();
        let tx = conn.transaction()?;
        tx.execute(
            "DELETE FROM moves WHERE game_id = ?1 AND ply >= ?2",
            params![id, plies as i64],
        )?;
        update_meta(&tx, id, meta)?;
        tx.commit()?;
        Ok(())
    }

    /// Stores the new meta (an ending, a draw offer, clocks, the invite, the rematch).
    pub fn save_meta(&self, id: &str, meta: &Meta) -> Result<()> {
        let mut conn = self.conn();
        let tx = conn.transaction()?;
        update_meta(&tx, id, meta)?;
        tx.commit()?;
        Ok(())
    }

    /// Gives `side` a token (by its hash) and stores the new meta.
    pub fn claim_side(&self, id: &str, side: usize, hash: &str, meta: &Meta) -> Result<()> {
        let mut conn = self.conn();
        let tx = conn.transaction()?;
        set_token(&tx, id, side, hash)?;
        update_meta(&tx, id, meta)?;
        tx.commit()?;
        Ok(())
    }

    /// The game with this id, if there is one.
    pub fn load(&self, id: &str) -> Result<Option<Stored>> {
        let conn = self.conn();
        let row = conn
            .query_row(
                "SELECT id, game, rules, start, opponent, level, computer_side, clock_initial_ms,
                    clock_increment_ms, created_ms, status, turn, white_ms, black_ms,
                    clock_started_ms, declared_winner, declared_reason, draw_offer, invite_hash,
                    rematch, updated_ms, engine, tags, comment
                 FROM games WHERE id = ?1",
                params![id],
                |r| {
                    Ok((
                        Fixed {
                            id: r.get(0)?,
                            game: r.get(1)?,
                            rules: Vec::new(),
                            start: r.get(3)?,
                            opponent: r.get(4)?,
                            level: r.get(5)?,
                            computer_side: r.get(6)?,
                            clock_initial_ms: r.get(7)?,
                            clock_increment_ms: r.get(8)?,
                            created_ms: r.get(9)?,
                            engine: r.get(21)?,
                        },
                        r.get::<_, String>(2)?,
                        Meta {
                            status: r.get(10)?,
                            turn: r.get(11)?,
                            white_ms: r.get(12)?,
                            black_ms: r.get(13)?,
                            clock_started_ms: r.get(14)?,
                            declared_winner: r.get(15)?,
                            declared_reason: r.get(16)?,
                            draw_offer: r.get(17)?,
                            invite_hash: r.get(18)?,
                            rematch: r.get(19)?,
                            updated_ms: r.get(20)?,
                        },
                        r.get::<_, Option<String>>(22)?,
                        r.get::<_, Option<String>>(23)?,
                    ))
                },
            )
            .optional()?;
        let Some((mut fixed, rules, meta, tags, comment)) = row else {
            return Ok(None);
        };
        fixed.rules = serde_json::from_str(&rules).context("stored rules")?;
        let mut notes = Notes {
            tags: match tags {
                Some(tags) => serde_json::from_str(&tags).context("stored tags")?,
                None => Vec::new(),
            },
            comments: vec![comment],
        };
        let mut stmt = conn.prepare_cached(
            "SELECT ply, text, comment FROM moves WHERE game_id = ?1 ORDER BY ply",
        )?;
        let mut moves = Vec::new();
        for row in stmt.query_map(params![id], |r| {
            Ok((
                r.get::<_, i64>(0)?,
                r.get::<_, String>(1)?,
                r.get::<_, Option<String>>(2)?,
            ))
        })? {
            let (ply, text, comment) = row?;
            if ply != moves.len() as i64 {
                bail!("game {id}: move {ply} is out of order");
            }
            moves.push(text);
            notes.comments.push(comment);
        }
        let mut tokens = [None, None];
        let mut stmt = conn.prepare_cached("SELECT side, hash FROM tokens WHERE game_id = ?1")?;
        for row in stmt.query_map(params![id], |r| {
            Ok((r.get::<_, i64>(0)?, r.get::<_, String>(1)?))
        })? {
            let (side, hash) = row?;
            if let Some(slot) = tokens.get_mut(side as usize) {
                *slot = Some(hash);
            }
        }
        Ok(Some(Stored {
            fixed,
            meta,
            moves,
            tokens,
            notes,
        }))
    }

    /// The ongoing games against the computer, to resume its thinking after a restart.
    pub fn ongoing_computer_games(&self) -> Result<Vec<String>> {
        let conn = self.conn();
        let mut stmt = conn.prepare(
            "SELECT id FROM games WHERE status = 'ongoing' AND opponent = 'computer'
             AND turn = computer_side",
        )?;
        let ids = stmt
            .query_map([], |r| r.get(0))?
            .collect::<Result<Vec<String>, _>>()?;
        Ok(ids)
    }
}

fn migrate(conn: &mut Connection) -> Result<()> {
    let version: u32 = conn.pragma_query_value(None, "user_version", |r| r.get(0))?;
    if version as usize > MIGRATIONS.len() {
        bail!(
            "the database has schema version {version}, newer than this ply knows ({}): \
             use a newer ply",
            MIGRATIONS.len()
        );
    }
    for (step, sql) in MIGRATIONS.iter().enumerate().skip(version as usize) {
        let tx = conn.transaction()?;
        tx.execute_batch(sql)
            .with_context(|| format!("schema migration {}", step + 1))?;
        tx.pragma_update(None, "user_version", step as u32 + 1)?;
        tx.commit()?;
    }
    Ok(())
}

/// Inserts a game's row, meta and tokens.
fn insert_game(
    tx: &rusqlite::Transaction<'_>,
    fixed: &Fixed,
    meta: &Meta,
    tokens: &[Option<String>; 2],
) -> Result<()> {
    let rules = serde_json::to_string(&fixed.rules)?;
    tx.execute(
        "INSERT INTO games (id, game, rules, start, opponent, level, computer_side,
                clock_initial_ms, clock_increment_ms, created_ms, status, turn, updated_ms, engine)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)",
        params![
            fixed.id,
            fixed.game,
            rules,
            fixed.start,
            fixed.opponent,
            fixed.level,
            fixed.computer_side,
            fixed.clock_initial_ms,
            fixed.clock_increment_ms,
            fixed.created_ms,
            meta.status,
            meta.turn,
            meta.updated_ms,
            fixed.engine,
        ],
    )?;
    update_meta(tx, &fixed.id, meta)?;
    for (side, hash) in tokens.iter().enumerate() {
        if let Some(hash) = hash {
            set_token(tx, &fixed.id, side, hash)?;
        }
    }
    Ok(())
}

fn update_meta(tx: &rusqlite::Transaction<'_>, id: &str, m: &Meta) -> Result<()> {
    let n = tx
        .prepare_cached(
            "UPDATE games SET status = ?2, turn = ?3, white_ms = ?4, black_ms = ?5,
            clock_started_ms = ?6, declared_winner = ?7, declared_reason = ?8, draw_offer = ?9,
            invite_hash = ?10, rematch = ?11, updated_ms = ?12
         WHERE id = ?1",
        )?
        .execute(params![
            id,
            m.status,
            m.turn,
            m.white_ms,
            m.black_ms,
            m.clock_started_ms,
            m.declared_winner,
            m.declared_reason,
            m.draw_offer,
            m.invite_hash,
            m.rematch,
            m.updated_ms,
        ])?;
    if n != 1 {
        bail!("game {id} is not in the database");
    }
    Ok(())
}

fn set_token(tx: &rusqlite::Transaction<'_>, id: &str, side: usize, hash: &str) -> Result<()> {
    tx.execute(
        "INSERT OR REPLACE INTO tokens (game_id, side, hash) VALUES (?1, ?2, ?3)",
        params![id, side as i64, hash],
    )?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> (Fixed, Meta) {
        let fixed = Fixed {
            id: "abc".into(),
            game: "chess".into(),
            rules: vec![("k".into(), "v".into())],
            start: "start".into(),
            opponent: "friend".into(),
            level: None,
            computer_side: None,
            clock_initial_ms: Some(60_000),
            clock_increment_ms: Some(1_000),
            created_ms: 5,
            engine: Some("sf".into()),
        };
        let meta = Meta {
            status: "ongoing".into(),
            white_ms: Some(60_000),
            black_ms: Some(60_000),
            invite_hash: Some("inv".into()),
            updated_ms: 5,
            ..Meta::default()
        };
        (fixed, meta)
    }

    #[test]
    fn games_round_trip_through_the_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("ply.db");
        let (fixed, mut meta) = sample();
        {
            let store = Store::open(&path).unwrap();
            assert_eq!(store.schema_version().unwrap(), MIGRATIONS.len() as u32);
            store
                .create(&fixed, &meta, &[Some("h0".into()), None])
                .unwrap();
            meta.turn = 1;
            store.push_move("abc", 0, "e4", &meta).unwrap();
            meta.turn = 0;
            store.push_move("abc", 1, "e5", &meta).unwrap();
            store.truncate_moves("abc", 1, &meta).unwrap();
            meta.invite_hash = None;
            store.claim_side("abc", 1, "h1", &meta).unwrap();
        }
        let store = Store::open(&path).unwrap();
        let got = store.load("abc").unwrap().unwrap();
        assert_eq!(got.fixed, fixed);
        assert_eq!(got.meta, meta);
        assert_eq!(got.moves, vec!["e4".to_string()]);
        assert_eq!(got.tokens, [Some("h0".into()), Some("h1".into())]);
        assert!(store.load("nope").unwrap().is_none());
        assert!(store.push_move("nope", 0, "e4", &meta).is_err());
    }

    #[test]
    fn imports_keep_notes_and_are_all_or_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(&dir.path().join("ply.db")).unwrap();
        let (fixed, meta) = sample();
        let game = Stored {
            fixed,
            meta,
            moves: vec!["e4".into(), "e5".into()],
            tokens: [None, None],
            notes: Notes {
                tags: vec![("White".into(), "Ann".into())],
                comments: vec![Some("start".into()), None, Some("reply".into())],
            },
        };
        store.import(std::slice::from_ref(&game)).unwrap();
        assert_eq!(store.load("abc").unwrap().unwrap(), game);
        let mut other = game.clone();
        other.fixed.id = "def".into();
        assert!(store.import(&[other, game]).is_err());
        assert!(store.load("def").unwrap().is_none());
        assert_eq!(store.game_ids().unwrap(), ["abc"]);
    }

    #[test]
    fn a_newer_schema_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("ply.db");
        {
            let conn = Connection::open(&path).unwrap();
            conn.pragma_update(None, "user_version", 99).unwrap();
        }
        let err = Store::open(&path).err().unwrap().to_string();
        assert!(err.contains("newer"), "{err}");
    }
}
