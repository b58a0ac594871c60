//! A player's ratings as the API shows them in `GET /api/account` and `GET /api/user/{name}`:
//! `{GAME: {SPEED: {"rating", "rd", "volatility", "games", "provisional"}}}`, lichess's shape
//! with ply's game ids; rating and RD rounded, as lichess gives them.

use serde_json::{Map, Value, json};

use crate::store::{Store, ratings::Entry};

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
}
