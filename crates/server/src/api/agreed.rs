//! A game two players agreed on — a seek joined, a challenge accepted: the sides drawn from the
//! colours they asked for, the first player (the seek's owner, the challenger) seated by the
//! token they already hold and the second given a new one, and the game stored with the
//! accounts seated in it. What the agreement was (the seek taken, the challenge closed) is the
//! caller's, as is giving it back when the game could not be made.

use ply_core::Side;

use crate::{
    clock::now_ms,
    error::ApiError,
    lobby::{TimeControl, owner_plays_white},
    secret,
    session::{Fixed, Opponent, Session},
    state::{AppState, Caller},
};

/// What the two players agreed on.
pub(crate) struct Terms<'a> {
    /// The id the game is to have.
    pub game_id: &'a str,
    pub game: &'a str,
    pub rules: &'a [(String, String)],
    /// The start position (empty for the game's own).
    pub start: String,
    pub control: TimeControl,
    /// The colours the first and the second player asked for (`white`, `black`, `random`).
    pub colors: [&'a str; 2],
    /// The hash of the first player's seat token.
    pub first_hash: String,
    /// The first and the second player's accounts, to seat in the game (none to seat no one).
    pub accounts: Option<[&'a str; 2]>,
    pub rated: bool,
}

/// The game made.
pub(crate) struct Made {
    /// The first and the second player's sides.
    pub sides: [Side; 2],
    /// The second player's seat token.
    pub token: String,
    /// The game's state.
    pub state: std::sync::Arc<str>,
}

/// Makes the game of `terms`.
pub(crate) async fn make(
    state: &AppState,
    caller: &Caller,
    terms: Terms<'_>,
) -> Result<Made, ApiError> {
    let first_white = owner_plays_white(
        terms.colors[0],
        terms.colors[1],
        secret::random_u64()? & 1 == 0,
    );
    let sides = if first_white {
        [Side::White, Side::Black]
    } else {
        [Side::Black, Side::White]
    };
    let token = secret::token()?;
    let mut tokens = [None, None];
    tokens[sides[0].index()] = Some(terms.first_hash);
    tokens[sides[1].index()] = Some(secret::hash(&token));
    let players = match terms.accounts {
        Some([first, second]) => vec![
            (sides[0], first.to_string()),
            (sides[1], second.to_string()),
        ],
        None => Vec::new(),
    };
    let fixed = Fixed {
        id: terms.game_id.to_string(),
        game: terms.game.to_string(),
        rules: terms.rules.to_vec(),
        start: terms.start,
        opponent: Opponent::Friend,
        clock: match terms.control {
            TimeControl::Clock { limit, increment } => Some((limit * 1_000, increment * 1_000)),
            _ => None,
        },
        created_ms: now_ms(),
        rated: terms.rated,
        days: match terms.control {
            TimeControl::Days(days) => Some(days),
            _ => None,
        },
    };
    let session = Session::new(fixed, tokens, None)?;
    let (_, state) = state.inner.create(caller, session, &players).await?;
    Ok(Made {
        sides,
        token,
        state,
    })
}

/// The name of `side` in `game` (`white` or `black` for a game not known).
pub(crate) fn side_name(game: &str, side: Side) -> &'static str {
    ply_games::find(game)
        .map(|g| g.side_names())
        .unwrap_or(["white", "black"])[side.index()]
}
