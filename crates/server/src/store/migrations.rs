//! The schema: ordered migration steps, one list for both engines. Each step is written in the
//! SQL that SQLite and PostgreSQL share (`BIGINT` for every integer, `TEXT` for text); the
//! version reached is kept in the table `ply_schema`.
//!
//! A SQLite database made by an earlier ply counted its version in `PRAGMA user_version`
//! instead: it is carried over to `ply_schema` before the remaining steps run.

/// The steps: step `i` takes the schema from version `i` to `i + 1`.
pub const MIGRATIONS: &[&str] = &[
    // 1: games, moves and tokens.
    "CREATE TABLE games (
        id TEXT PRIMARY KEY,
        game TEXT NOT NULL,
        rules TEXT NOT NULL,
        start TEXT NOT NULL,
        opponent TEXT NOT NULL,
        level BIGINT,
        computer_side BIGINT,
        clock_initial_ms BIGINT,
        clock_increment_ms BIGINT,
        created_ms BIGINT NOT NULL,
        status TEXT NOT NULL,
        turn BIGINT NOT NULL,
        white_ms BIGINT,
        black_ms BIGINT,
        clock_started_ms BIGINT,
        declared_winner TEXT,
        declared_reason TEXT,
        draw_offer BIGINT,
        invite_hash TEXT,
        rematch TEXT,
        updated_ms BIGINT NOT NULL
    );
    CREATE TABLE moves (
        game_id TEXT NOT NULL REFERENCES games(id),
        ply BIGINT NOT NULL,
        text TEXT NOT NULL,
        at_ms BIGINT NOT NULL,
        PRIMARY KEY (game_id, ply)
    );
    CREATE TABLE tokens (
        game_id TEXT NOT NULL REFERENCES games(id),
        side BIGINT NOT NULL,
        hash TEXT NOT NULL,
        PRIMARY KEY (game_id, side)
    );
    CREATE INDEX games_pending ON games(status, opponent);",
    // 2: the external engine a computer game is played against (none: ply's own).
    "ALTER TABLE games ADD COLUMN engine TEXT;",
    // 3: an imported record's tags and comments (the game's, and each move's).
    "ALTER TABLE games ADD COLUMN tags TEXT;
    ALTER TABLE games ADD COLUMN comment TEXT;
    ALTER TABLE moves ADD COLUMN comment TEXT;",
    // 4: a version per game (every change counts one; a write names the version it follows),
    // an external engine's failure, and the computer's pending replies: one row per game
    // waiting for the computer, claimed by one server at a time until its lease runs out.
    "ALTER TABLE games ADD COLUMN version BIGINT NOT NULL DEFAULT 0;
    ALTER TABLE games ADD COLUMN engine_error TEXT;
    CREATE TABLE jobs (
        game_id TEXT PRIMARY KEY REFERENCES games(id),
        version BIGINT NOT NULL,
        cost_ms BIGINT NOT NULL,
        address TEXT,
        created_ms BIGINT NOT NULL,
        owner TEXT,
        lease_ms BIGINT NOT NULL DEFAULT 0
    );
    CREATE INDEX jobs_by_cost ON jobs(cost_ms, created_ms);
    CREATE INDEX jobs_by_address ON jobs(address);",
    // 5: between friends, a declined draw offer, a take-back request and a declined one (each
    // a side), and since when the side to move of a timed game has had its first turn.
    "ALTER TABLE games ADD COLUMN draw_declined BIGINT;
    ALTER TABLE games ADD COLUMN takeback BIGINT;
    ALTER TABLE games ADD COLUMN takeback_declined BIGINT;
    ALTER TABLE games ADD COLUMN first_turn_ms BIGINT;",
    // 6: accounts. A user's id is the name folded to lower case (unique), the name is kept as
    // typed, the password as an Argon2id PHC string (none once deleted); a log-in session is
    // kept by the SHA-256 of its cookie's token; a seat of a game held by an account is a row
    // of `game_players` (a game between accounts has two); failed log-ins and registrations
    // are counted per subject (`name:ID`, `address:IP`, `register:IP`) in a window.
    "CREATE TABLE users (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        password TEXT,
        created_ms BIGINT NOT NULL,
        disabled BIGINT NOT NULL DEFAULT 0,
        deleted BIGINT NOT NULL DEFAULT 0
    );
    CREATE TABLE user_sessions (
        hash TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id),
        created_ms BIGINT NOT NULL,
        seen_ms BIGINT NOT NULL
    );
    CREATE INDEX user_sessions_by_user ON user_sessions(user_id, seen_ms);
    CREATE TABLE game_players (
        game_id TEXT NOT NULL REFERENCES games(id),
        side BIGINT NOT NULL,
        user_id TEXT NOT NULL REFERENCES users(id),
        PRIMARY KEY (game_id, side)
    );
    CREATE INDEX game_players_by_user ON game_players(user_id, game_id);
    CREATE INDEX tokens_by_hash ON tokens(hash);
    CREATE TABLE login_attempts (
        subject TEXT PRIMARY KEY,
        since_ms BIGINT NOT NULL,
        failures BIGINT NOT NULL
    );
    CREATE INDEX login_attempts_by_time ON login_attempts(since_ms);",
    // 7: the lobby. A seek waits for an opponent (`game_id` empty) until it is joined (then
    // the game made of it) or its owner has been away too long (`alive_ms` not renewed); its
    // owner is the holder of the seat token whose hash is `owner_hash`, and the account
    // `user_id` if logged in. A game made in days per move keeps its days (`games.days`).
    // Each server says how many lobby sockets it holds in `lobby_presence`.
    "CREATE TABLE seeks (
        id TEXT PRIMARY KEY,
        owner_hash TEXT NOT NULL,
        user_id TEXT REFERENCES users(id),
        address TEXT,
        game TEXT NOT NULL,
        rules TEXT NOT NULL,
        limit_s BIGINT,
        increment_s BIGINT,
        days BIGINT,
        rated BIGINT NOT NULL,
        color TEXT NOT NULL,
        rating_min BIGINT,
        rating_max BIGINT,
        created_ms BIGINT NOT NULL,
        alive_ms BIGINT NOT NULL,
        game_id TEXT
    );
    CREATE INDEX seeks_open ON seeks(game_id, game, created_ms);
    CREATE INDEX seeks_by_owner ON seeks(owner_hash);
    ALTER TABLE games ADD COLUMN days BIGINT;
    CREATE TABLE lobby_presence (
        instance TEXT PRIMARY KEY,
        sockets BIGINT NOT NULL,
        seen_ms BIGINT NOT NULL
    );",
    // 8: ratings. A rated game (`games.rated`, between two accounts) is rated in the
    // transaction of its ending: each player's rating in the game and speed (`ratings`, one row
    // per user, game and speed, with the games it rests on, when the last ended and that
    // game's sequence number: one more than the larger of its two players' previous ones), and
    // one row per side of the game (`rating_changes`: the account, the result, when, the
    // sequence number, the rating before and after). Ratings are rebuilt from the latter.
    "ALTER TABLE games ADD COLUMN rated BIGINT NOT NULL DEFAULT 0;
    CREATE TABLE ratings (
        user_id TEXT NOT NULL REFERENCES users(id),
        game TEXT NOT NULL,
        speed TEXT NOT NULL,
        rating DOUBLE PRECISION NOT NULL,
        rd DOUBLE PRECISION NOT NULL,
        volatility DOUBLE PRECISION NOT NULL,
        games BIGINT NOT NULL,
        last_ms BIGINT NOT NULL,
        last_seq BIGINT NOT NULL,
        PRIMARY KEY (user_id, game, speed)
    );
    CREATE TABLE rating_changes (
        game_id TEXT NOT NULL REFERENCES games(id),
        side BIGINT NOT NULL,
        user_id TEXT NOT NULL REFERENCES users(id),
        game TEXT NOT NULL,
        speed TEXT NOT NULL,
        result TEXT NOT NULL,
        at_ms BIGINT NOT NULL,
        seq BIGINT NOT NULL,
        rating_before DOUBLE PRECISION NOT NULL,
        rd_before DOUBLE PRECISION NOT NULL,
        volatility_before DOUBLE PRECISION NOT NULL,
        rating DOUBLE PRECISION NOT NULL,
        rd DOUBLE PRECISION NOT NULL,
        volatility DOUBLE PRECISION NOT NULL,
        diff BIGINT NOT NULL,
        PRIMARY KEY (game_id, side)
    );
    CREATE INDEX rating_changes_by_user ON rating_changes(user_id, seq);
    CREATE INDEX rating_changes_by_seq ON rating_changes(seq, game_id);",
    // 9: a seek keeps its owner's rating in its game and speed when it was made, which the
    // lobby shows and the other side's rating range is held to.
    "ALTER TABLE seeks ADD COLUMN rating BIGINT;",
    // 10: tournaments. A tournament (`system` arena, robin or swiss) is also its own job: the
    // server that claims it (`owner` until `lease_ms`, by one conditional update) does its
    // step due at `due_ms` (start, record the games ended, pair, start a round, end), each
    // write fenced by the claim and counted in `version`. Its players (`tournament_players`: the rating at entry,
    // whether they want pairing) and its boards (`tournament_games`: a game between two of
    // them, or a bye; the seat tokens until the game ends; the result once recorded).
    "CREATE TABLE tournaments (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        system TEXT NOT NULL,
        game TEXT NOT NULL,
        rules TEXT NOT NULL,
        limit_s BIGINT NOT NULL,
        increment_s BIGINT NOT NULL,
        rated BIGINT NOT NULL,
        minutes BIGINT,
        rounds BIGINT,
        max_players BIGINT NOT NULL,
        created_by TEXT REFERENCES users(id),
        created_ms BIGINT NOT NULL,
        starts_ms BIGINT NOT NULL,
        ends_ms BIGINT,
        status TEXT NOT NULL,
        round BIGINT NOT NULL DEFAULT 0,
        round_ends_ms BIGINT,
        due_ms BIGINT NOT NULL,
        owner TEXT,
        lease_ms BIGINT NOT NULL DEFAULT 0,
        version BIGINT NOT NULL DEFAULT 0
    );
    CREATE INDEX tournaments_due ON tournaments(status, due_ms);
    CREATE INDEX tournaments_by_creator ON tournaments(created_by, status);
    CREATE TABLE tournament_players (
        tournament_id TEXT NOT NULL REFERENCES tournaments(id),
        user_id TEXT NOT NULL REFERENCES users(id),
        joined_ms BIGINT NOT NULL,
        rating BIGINT NOT NULL,
        active BIGINT NOT NULL,
        withdrawn BIGINT NOT NULL DEFAULT 0,
        PRIMARY KEY (tournament_id, user_id)
    );
    CREATE TABLE tournament_games (
        id TEXT PRIMARY KEY,
        tournament_id TEXT NOT NULL REFERENCES tournaments(id),
        round BIGINT NOT NULL,
        board BIGINT NOT NULL,
        white TEXT NOT NULL REFERENCES users(id),
        black TEXT REFERENCES users(id),
        white_token TEXT,
        black_token TEXT,
        result TEXT,
        absent TEXT,
        created_ms BIGINT NOT NULL,
        ended_ms BIGINT
    );
    CREATE INDEX tournament_games_by_tournament ON tournament_games(tournament_id, round, board);",
    // 11: challenges by name, personal API tokens and bot accounts. A challenge is one account's
    // offer of a game to another (`status` created, accepted, declined or canceled; the game
    // made of it once accepted); its challenger holds the seat token whose hash is
    // `owner_hash`. A personal token is kept by the SHA-256 of its text, with the scopes it
    // grants (space-separated). A bot account has `users.bot` set.
    "CREATE TABLE challenges (
        id TEXT PRIMARY KEY,
        challenger TEXT NOT NULL REFERENCES users(id),
        dest TEXT NOT NULL REFERENCES users(id),
        owner_hash TEXT NOT NULL,
        game TEXT NOT NULL,
        rules TEXT NOT NULL,
        limit_s BIGINT,
        increment_s BIGINT,
        days BIGINT,
        rated BIGINT NOT NULL,
        color TEXT NOT NULL,
        fen TEXT,
        status TEXT NOT NULL,
        decline_reason TEXT,
        game_id TEXT,
        created_ms BIGINT NOT NULL
    );
    CREATE INDEX challenges_by_dest ON challenges(dest, status, created_ms);
    CREATE INDEX challenges_by_challenger ON challenges(challenger, created_ms);
    CREATE TABLE api_tokens (
        id TEXT PRIMARY KEY,
        hash TEXT NOT NULL UNIQUE,
        user_id TEXT NOT NULL REFERENCES users(id),
        description TEXT NOT NULL,
        scopes TEXT NOT NULL,
        created_ms BIGINT NOT NULL
    );
    CREATE INDEX api_tokens_by_user ON api_tokens(user_id, created_ms);
    ALTER TABLE users ADD COLUMN bot BIGINT NOT NULL DEFAULT 0;",
    // 12: puzzles. A player's puzzle rating per game (`puzzle_ratings`), a shipped puzzle's
    // rating as the accounts' results moved it (`puzzle_stats`, a row once the first account
    // tried it; until then its shipped rating), and an account's first try of each puzzle
    // (`puzzle_tries`): only the first try moves the two ratings.
    "CREATE TABLE puzzle_ratings (
        user_id TEXT NOT NULL REFERENCES users(id),
        game TEXT NOT NULL,
        rating DOUBLE PRECISION NOT NULL,
        rd DOUBLE PRECISION NOT NULL,
        volatility DOUBLE PRECISION NOT NULL,
        tries BIGINT NOT NULL,
        last_ms BIGINT NOT NULL,
        PRIMARY KEY (user_id, game)
    );
    CREATE TABLE puzzle_stats (
        puzzle_id TEXT PRIMARY KEY,
        game TEXT NOT NULL,
        rating DOUBLE PRECISION NOT NULL,
        rd DOUBLE PRECISION NOT NULL,
        volatility DOUBLE PRECISION NOT NULL,
        tries BIGINT NOT NULL,
        solved BIGINT NOT NULL
    );
    CREATE INDEX puzzle_stats_by_game ON puzzle_stats(game);
    CREATE TABLE puzzle_tries (
        user_id TEXT NOT NULL REFERENCES users(id),
        puzzle_id TEXT NOT NULL,
        game TEXT NOT NULL,
        solved BIGINT NOT NULL,
        at_ms BIGINT NOT NULL,
        PRIMARY KEY (user_id, puzzle_id)
    );
    CREATE INDEX puzzle_tries_by_game ON puzzle_tries(user_id, game);",
    // 13: correspondence. The time by which the side to move of a game in days per move must
    // move (`move_by_ms`), and who claims the game to end it on time once that has passed: the
    // server `flag_owner` until `flag_lease_ms`, taken by one conditional update.
    "ALTER TABLE games ADD COLUMN move_by_ms BIGINT;
    ALTER TABLE games ADD COLUMN flag_owner TEXT;
    ALTER TABLE games ADD COLUMN flag_lease_ms BIGINT;
    CREATE INDEX games_by_move_by ON games(move_by_ms);",
    // 14: a Swiss or round robin's pause between rounds, in seconds (none for an arena).
    "ALTER TABLE tournaments ADD COLUMN round_pause_s BIGINT;",
    // 15: berserk and bots in tournaments. A tournament says whether its players may berserk
    // (`berserk`) and whether bot accounts may join (`bots`); a game keeps which sides
    // berserked (`games.berserk`: 1 White, 2 Black), and a board the same once recorded.
    "ALTER TABLE tournaments ADD COLUMN berserk BIGINT NOT NULL DEFAULT 0;
    ALTER TABLE tournaments ADD COLUMN bots BIGINT NOT NULL DEFAULT 1;
    ALTER TABLE tournament_games ADD COLUMN berserk BIGINT NOT NULL DEFAULT 0;
    ALTER TABLE games ADD COLUMN berserk BIGINT NOT NULL DEFAULT 0;",
    // 16: tournaments imported from a TRF file and round robins' draw of lots. A player's
    // starting rank once fixed (`start_rank`: the file's, or a round robin's Berger number
    // drawn at the start), the colour of the first player in round one (`black1`), and a
    // board recorded from a file, without a game on this server (`imported`).
    "ALTER TABLE tournaments ADD COLUMN black1 BIGINT NOT NULL DEFAULT 0;
    ALTER TABLE tournament_players ADD COLUMN start_rank BIGINT;
    ALTER TABLE tournament_games ADD COLUMN imported BIGINT NOT NULL DEFAULT 0;",
];

/// The statements of a step, one by one (PostgreSQL's extended protocol takes one at a time).
pub fn statements(step: &str) -> impl Iterator<Item = &str> {
    step.split(';').map(str::trim).filter(|s| !s.is_empty())
}

/// Brings the schema on `conn` up to date; returns the version reached.
///
/// # Errors
/// A step fails (its transaction is rolled back), or the schema is newer than this ply.
pub async fn run(conn: &mut sqlx::AnyConnection, backend: super::Backend) -> anyhow::Result<u32> {
    use anyhow::Context;
    use sqlx::{Connection, Row};

    sqlx::query("CREATE TABLE IF NOT EXISTS ply_schema (version BIGINT NOT NULL)")
        .execute(&mut *conn)
        .await?;
    let row = sqlx::query("SELECT version FROM ply_schema")
        .fetch_optional(&mut *conn)
        .await?;
    let mut version = match row {
        Some(r) => r.try_get::<i64, _>(0)? as usize,
        None => {
            // A SQLite database of an earlier ply counted its steps in `user_version`.
            let legacy = if backend == super::Backend::Sqlite {
                sqlx::query("PRAGMA user_version")
                    .fetch_one(&mut *conn)
                    .await?
                    .try_get::<i64, _>(0)? as usize
            } else {
                0
            };
            sqlx::query("INSERT INTO ply_schema (version) VALUES ($1)")
                .bind(legacy as i64)
                .execute(&mut *conn)
                .await?;
            legacy
        }
    };
    if version > MIGRATIONS.len() {
        anyhow::bail!(
            "the database has schema version {version}, newer than this ply knows ({}): \
             use a newer ply",
            MIGRATIONS.len()
        );
    }
    while version < MIGRATIONS.len() {
        let mut tx = conn.begin().await?;
        for statement in statements(MIGRATIONS[version]) {
            sqlx::query(statement)
                .execute(&mut *tx)
                .await
                .with_context(|| format!("schema migration {}", version + 1))?;
        }
        sqlx::query("UPDATE ply_schema SET version = $1")
            .bind(version as i64 + 1)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        version += 1;
    }
    Ok(version as u32)
}
