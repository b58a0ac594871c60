//! A player's ratings as the API shows them in `GET /api/account` and `GET /api/user/{name}`:
//! `{GAME: {SPEED: {"rating", "rd", "volatility", "games", "provisional"}}}`, lichess's shape
//! with ply's game ids; rating and RD rounded, as lichess gives them. And their history,
//! `GET /api/user/{name}/rating-history`: `[{"name": "GAME/SPEED", "game", "speed", "points":
//! [[YEAR, MONTH, DAY, RATING], …]}]`, lichess's shape (the month counted from 0, as lichess
//! counts it), one point per rated game.

use axum::extract::State;
use serde_json::{Map, Value, json};

use crate::{
    error::ApiError,
    extract::Path,
    state::AppState,
    store::{
        Store,
        ratings::{Entry, Point},
    },
};

/// The most rated games a history gives per game and speed (the latest).
pub const HISTORY_MOST: i64 = 1000;

/// The ratings of the account `user` (those with at least one rated game).
///
/// # Errors
/// The database failed.
pub async fn of_user(store: &Store, user: &str) -> anyhow::Result<Value> {
    Ok(shape(&store.ratings(user).await?))
}

fn shape(entries: &[Entry]) -> Value {
    let mut games = Map::new();
    for e in entries {
        let speeds = games
            .entry(e.game.clone())
            .or_insert_with(|| Value::Object(Map::new()));
        if let Value::Object(speeds) = speeds {
            speeds.insert(
                e.speed.key().to_string(),
                json!({
                    "rating": e.rating.rounded(),
                    "rd": e.rating.rd.round() as i64,
                    "volatility": e.rating.volatility,
                    "games": e.games,
                    "provisional": e.rating.provisional(),
                }),
            );
        }
    }
    Value::Object(games)
}

/// `GET /api/user/{name}/rating-history`: the player's rating after each of the latest
/// [`HISTORY_MOST`] rated games of every game and speed, oldest first.
pub async fn history(
    State(state): State<AppState>,
    Path(name): Path<String>,
) -> Result<axum::Json<Value>, ApiError> {
    let user = super::players::named(&state.inner.accounts, &name).await?;
    let points = state
        .inner
        .store
        .rating_points(&user.id, HISTORY_MOST)
        .await?;
    Ok(axum::Json(series(&points)))
}

/// Points grouped by game and speed (they come sorted so), each a date (UTC; the month from 0)
/// and the rounded rating.
fn series(points: &[Point]) -> Value {
    let mut out: Vec<Value> = Vec::new();
    let mut current: Option<(&str, ply_rating::Speed)> = None;
    for p in points {
        if current != Some((p.game.as_str(), p.speed)) {
            current = Some((p.game.as_str(), p.speed));
            out.push(json!({
                "name": format!("{}/{}", p.game, p.speed.key()),
                "game": p.game,
                "speed": p.speed.key(),
                "points": [],
            }));
        }
        let (y, m, d) = crate::date::civil(p.at_ms);
        if let Some(Value::Array(list)) = out.last_mut().map(|s| &mut s["points"]) {
            list.push(json!([y, m - 1, d, p.rating.round() as i64]));
        }
    }
    Value::Array(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use ply_rating::{Rating, Speed};

    #[test]
    fn ratings_are_keyed_by_game_then_speed() {
        let entry = |game: &str, speed, rating, rd| Entry {
            game: game.into(),
            speed,
            rating: Rating {
                rating,
                rd,
                volatility: 0.0599,
            },
            games: 3,
        };
        let v = shape(&[
            entry("chess", Speed::Blitz, 1712.4, 80.6),
            entry("chess", Speed::Bullet, 1480.5, 240.0),
            entry("kabe", Speed::Classical, 1500.0, 350.0),
        ]);
        assert_eq!(
            v,
            json!({
                "chess": {
                    "blitz": {"rating": 1712, "rd": 81, "volatility": 0.0599, "games": 3,
                        "provisional": false},
                    "bullet": {"rating": 1481, "rd": 240, "volatility": 0.0599, "games": 3,
                        "provisional": true},
                },
                "kabe": {"classical": {"rating": 1500, "rd": 350, "volatility": 0.0599,
                    "games": 3, "provisional": true}},
            })
        );
        assert_eq!(shape(&[]), json!({}));
    }

    #[test]
    fn history_is_grouped_by_game_and_speed_with_lichess_dates() {
        let point = |game: &str, speed, at_ms, rating| Point {
            game: game.into(),
            speed,
            at_ms,
            rating,
        };
        // 2026-01-31 23:59 and 2026-02-01 00:00 UTC.
        let (jan, feb) = (1_769_903_940_000, 1_769_904_000_000);
        let v = series(&[
            point("chess", Speed::Bullet, jan, 1662.4),
            point("chess", Speed::Bullet, feb, 1650.5),
            point("chess", Speed::Blitz, feb, 1400.0),
            point("kabe", Speed::Bullet, jan, 1500.0),
        ]);
        assert_eq!(
            v,
            json!([
                {"name": "chess/bullet", "game": "chess", "speed": "bullet",
                    "points": [[2026, 0, 31, 1662], [2026, 1, 1, 1651]]},
                {"name": "chess/blitz", "game": "chess", "speed": "blitz",
                    "points": [[2026, 1, 1, 1400]]},
                {"name": "kabe/bullet", "game": "kabe", "speed": "bullet",
                    "points": [[2026, 0, 31, 1500]]},
            ])
        );
        assert_eq!(series(&[]), json!([]));
    }
}
