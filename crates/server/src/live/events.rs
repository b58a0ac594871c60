//! The games' events of the accounts' live channels and of the Bot API, in lichess's shapes:
//! `gameStart` and `gameFinish` (told to both players' accounts), a game's moves as the Bot
//! API writes them (UCI for chess, each game's own notation otherwise) and its status name.

use ply_core::{Outcome, Reason, Side};
use serde_json::{Value, json};

use super::Live;
use crate::{accounts::Accounts, session::Session};

/// The moves of a game as the Bot API writes them: UCI for chess (as lichess does), the
/// game's own notation otherwise.
pub fn api_moves(session: &Session, moves: &[String]) -> Vec<String> {
    if session.fixed.game != "chess" {
        return moves.to_vec();
    }
    let start = if session.fixed.start.is_empty() {
        ply_protocol::uci::notation::START_FEN
    } else {
        session.fixed.start.as_str()
    };
    ply_protocol::uci::notation::line_to_uci(start, moves).unwrap_or_else(|_| moves.to_vec())
}

/// lichess's status name of a game: `started` while it goes on, else how it ended (`mate`,
/// `resign`, `outoftime`, `draw`, `stalemate`, `aborted`, `variantEnd`).
pub fn status_name(outcome: Option<&Outcome>) -> &'static str {
    let Some(outcome) = outcome else {
        return "started";
    };
    match outcome.reason {
        r if r == Reason::ABORTED => "aborted",
        r if r == Reason::RESIGNATION => "resign",
        r if r == Reason::TIMEOUT => "outoftime",
        r if r == Reason::AGREEMENT || r == Reason::REPETITION => "draw",
        r => match (r.code(), outcome.winner) {
            ("checkmate", _) => "mate",
            ("stalemate", _) => "stalemate",
            (_, None) => "draw",
            (_, Some(_)) => "variantEnd",
        },
    }
}

/// The colour name lichess uses for a side.
pub fn color(side: Side) -> &'static str {
    match side {
        Side::White => "white",
        Side::Black => "black",
    }
}

/// The game as `gameStart` and `gameFinish` give it to the player on `side`, whose opponent
/// is `opponent` (`{"id", "username", "rating"}`).
pub fn game_json(session: &Session, side: Side, opponent: Value) -> Value {
    let moves = session.moves();
    let outcome = session.outcome();
    let last = api_moves(session, &moves).pop();
    let seconds_left = session.clock().map(|c| c.left_ms[side.index()] / 1000);
    let speed = session
        .fixed
        .speed()
        .map_or("correspondence", ply_rating::Speed::key);
    let name = ply_games::find(&session.fixed.game)
        .map_or_else(|_| session.fixed.game.clone(), |g| g.name().to_string());
    let mut out = json!({
        "id": session.id(),
        "gameId": session.id(),
        "fullId": session.id(),
        "color": color(side),
        "side": ply_games::find(&session.fixed.game)
            .map_or_else(|_| color(side).to_string(), |g| g.side_names()[side.index()].to_string()),
        "fen": session.record().position(),
        "hasMoved": session.movers().contains(&side),
        "isMyTurn": outcome.is_none() && session.to_move() == side,
        "lastMove": last.unwrap_or_default(),
        "opponent": opponent,
        "perf": speed,
        "rated": session.fixed.rated,
        "secondsLeft": seconds_left,
        "source": "friend",
        "speed": speed,
        "variant": {"key": session.fixed.game, "name": name},
        "compat": {"bot": true, "board": true},
        "status": {"name": status_name(outcome.as_ref())},
    });
    if let Some(o) = outcome {
        out["winner"] = json!(o.winner.map(color));
        out["reason"] = json!(o.reason.code());
    }
    out
}

/// Tells both players' accounts of the game `kind` (`gameStart` or `gameFinish`); a game
/// made of a challenge names it (`challengeId`).
pub async fn tell_game(
    accounts: &Accounts,
    live: &Live,
    kind: &str,
    session: &Session,
    challenge: Option<&str>,
) {
    let extra = match challenge {
        Some(id) => json!({"challengeId": id}),
        None => json!({}),
    };
    tell_game_with(accounts, live, kind, session, &extra).await;
}

/// [`tell_game`] with the fields of `extra` (an object) added to the game: a tournament's
/// game says `"source": "arena"` and its `tournamentId`, as lichess's do.
pub async fn tell_game_with(
    accounts: &Accounts,
    live: &Live,
    kind: &str,
    session: &Session,
    extra: &Value,
) {
    let players = match accounts.players(session.id()).await {
        Ok(players) => players,
        Err(e) => {
            tracing::warn!(game = %session.id(), "cannot read a game's players: {e:#}");
            return;
        }
    };
    for (side, user) in &players {
        let side = if *side == 0 { Side::White } else { Side::Black };
        let opponent = match players.iter().find(|(s, _)| *s != side.index() as i64) {
            Some((_, other)) => {
                let bot = accounts.is_bot(&other.id).await.unwrap_or(false);
                json!({"id": other.id, "username": other.shown_name(), "rating": null,
                    "title": bot.then_some("BOT")})
            }
            None => json!({"id": null, "username": "anonymous", "rating": null}),
        };
        let mut game = game_json(session, side, opponent);
        if let Some(fields) = extra.as_object() {
            for (key, value) in fields {
                game[key] = value.clone();
            }
        }
        let event = json!({"type": kind, "game": game});
        live.tell(&user.id, &event).await;
    }
}
