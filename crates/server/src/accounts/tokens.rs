//! Personal API tokens: a player (or the operator, `ply user token`) makes a token for a
//! program to act for the account, sent as `Authorization: Bearer ply_…`. The prefix tells
//! it from a game's seat token (64 hex digits). The database keeps its SHA-256 only, with a
//! description and the scopes it grants; a revoked token is deleted. An account holds at most
//! [`PER_USER`] tokens.

use std::sync::Arc;

use anyhow::Result;
use axum::{
    extract::{FromRef, FromRequestParts},
    http::{StatusCode, header, request::Parts},
};
use ply_core::msg;
use sqlx::{Row, any::AnyRow};

use super::{Accounts, User};
use crate::{clock::now_ms, error::ApiError, secret};

/// What every personal token begins with.
pub const PREFIX: &str = crate::seat::PERSONAL_PREFIX;
/// The scopes a token may grant.
pub const SCOPES: [&str; 5] = [
    "bot:play",
    "board:play",
    "challenge:read",
    "challenge:write",
    "tournament:write",
];
/// Tokens one account may hold.
pub const PER_USER: i64 = 20;
/// The longest description.
pub const DESCRIPTION_LENGTH: usize = 100;

/// A token as listed (never its text).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Token {
    pub id: String,
    pub description: String,
    pub scopes: Vec<String>,
    pub created_ms: i64,
}

impl Token {
    pub fn json(&self) -> serde_json::Value {
        serde_json::json!({
            "id": self.id,
            "description": self.description,
            "scopes": self.scopes,
            "createdAt": self.created_ms,
        })
    }
}

fn token_of(row: &AnyRow) -> Result<Token> {
    let scopes: String = row.try_get("scopes")?;
    Ok(Token {
        id: row.try_get("id")?,
        description: row.try_get("description")?,
        scopes: scopes.split_whitespace().map(str::to_string).collect(),
        created_ms: row.try_get("created_ms")?,
    })
}

/// The scopes asked for, checked (400 for an unknown one, or none).
///
/// # Errors
/// As said.
pub fn check_scopes(scopes: &[String]) -> Result<Vec<String>, ApiError> {
    let mut out: Vec<String> = Vec::new();
    for s in scopes.iter().flat_map(|s| s.split([' ', ','])) {
        let s = s.trim();
        if s.is_empty() {
            continue;
        }
        if !SCOPES.contains(&s) {
            return Err(ApiError::bad_request(msg!(
                "token_unknown_scope",
                scope = s,
                scopes = SCOPES.join(", ")
            )));
        }
        if !out.iter().any(|o| o == s) {
            out.push(s.to_string());
        }
    }
    if out.is_empty() {
        return Err(ApiError::bad_request(msg!(
            "token_no_scope",
            scopes = SCOPES.join(", ")
        )));
    }
    Ok(out)
}

impl Accounts {
    /// Makes a personal token for `user`; returns it as listed and its text (shown once).
    ///
    /// # Errors
    /// A description too long, unknown scopes (400), too many tokens (429), the database.
    pub async fn make_token(
        &self,
        user: &User,
        description: &str,
        scopes: &[String],
    ) -> Result<(Token, String), ApiError> {
        let description = description.trim();
        if description.chars().count() > DESCRIPTION_LENGTH {
            return Err(ApiError::bad_request(msg!(
                "token_description_length",
                most = DESCRIPTION_LENGTH as i64
            )));
        }
        let scopes = check_scopes(scopes)?;
        let held: i64 = sqlx::query("SELECT COUNT(*) FROM api_tokens WHERE user_id = $1")
            .bind(user.id.as_str())
            .fetch_one(self.pool())
            .await
            .map_err(anyhow::Error::from)?
            .try_get(0)
            .map_err(anyhow::Error::from)?;
        if held >= PER_USER {
            return Err(ApiError::new(
                StatusCode::TOO_MANY_REQUESTS,
                "too_many_tokens",
                msg!("token_too_many", most = PER_USER),
            ));
        }
        let text = format!("{PREFIX}{}", secret::token()?);
        let token = Token {
            id: secret::game_id()?,
            description: description.to_string(),
            scopes,
            created_ms: now_ms(),
        };
        sqlx::query(
            "INSERT INTO api_tokens (id, hash, user_id, description, scopes, created_ms)
             VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(token.id.as_str())
        .bind(secret::hash(&text))
        .bind(user.id.as_str())
        .bind(token.description.as_str())
        .bind(token.scopes.join(" "))
        .bind(token.created_ms)
        .execute(self.pool())
        .await
        .map_err(anyhow::Error::from)?;
        Ok((token, text))
    }

    /// The account's tokens, newest first.
    ///
    /// # Errors
    /// The database failed.
    pub async fn tokens(&self, user: &User) -> Result<Vec<Token>> {
        let rows = sqlx::query(
            "SELECT id, description, scopes, created_ms FROM api_tokens
             WHERE user_id = $1 ORDER BY created_ms DESC, id",
        )
        .bind(user.id.as_str())
        .fetch_all(self.pool())
        .await?;
        rows.iter().map(token_of).collect()
    }

    /// Revokes one of the account's tokens; false when it has none with this id.
    ///
    /// # Errors
    /// The database failed.
    pub async fn revoke_token(&self, user: &User, id: &str) -> Result<bool> {
        let done = sqlx::query("DELETE FROM api_tokens WHERE user_id = $1 AND id = $2")
            .bind(user.id.as_str())
            .bind(id)
            .execute(self.pool())
            .await?;
        Ok(done.rows_affected() == 1)
    }

    /// The account and scopes of a personal token, if it stands (and the account may play).
    ///
    /// # Errors
    /// The database failed.
    pub async fn of_api_token(&self, text: &str) -> Result<Option<(User, Vec<String>)>> {
        if !text.starts_with(PREFIX) || text.len() > 200 {
            return Ok(None);
        }
        let row = sqlx::query("SELECT user_id, scopes FROM api_tokens WHERE hash = $1")
            .bind(secret::hash(text))
            .fetch_optional(self.pool())
            .await?;
        let Some(row) = row else {
            return Ok(None);
        };
        let id: String = row.try_get("user_id")?;
        let scopes: String = row.try_get("scopes")?;
        let Some(user) = super::rows::user(self.pool(), &id).await? else {
            return Ok(None);
        };
        if user.disabled || user.deleted {
            return Ok(None);
        }
        Ok(Some((
            user,
            scopes.split_whitespace().map(str::to_string).collect(),
        )))
    }

    /// Whether the account is a bot.
    ///
    /// # Errors
    /// The database failed.
    pub async fn is_bot(&self, id: &str) -> Result<bool> {
        let row = sqlx::query("SELECT bot FROM users WHERE id = $1")
            .bind(id)
            .fetch_optional(self.pool())
            .await?;
        Ok(match row {
            Some(row) => row.try_get::<i64, _>(0)? != 0,
            None => false,
        })
    }

    /// Makes the account a bot, unless it has played a rated game as a person (then false).
    ///
    /// # Errors
    /// The database failed.
    pub async fn make_bot(&self, id: &str) -> Result<bool> {
        let done = sqlx::query(
            "UPDATE users SET bot = 1 WHERE id = $1 AND (bot = 1 OR NOT EXISTS
             (SELECT 1 FROM rating_changes r WHERE r.user_id = $1))",
        )
        .bind(id)
        .execute(self.pool())
        .await?;
        Ok(done.rows_affected() == 1)
    }
}

/// The account a request acts for: by its session cookie (every scope), or by a personal
/// token (its scopes). A request with a bearer token that is a personal one is read by it; a
/// wrong or revoked one is 401 `bad_token`; without either, 401 `not_logged_in`.
pub struct ApiUser {
    pub user: User,
    /// The token's scopes; none for the session cookie, which may do everything.
    pub scopes: Option<Vec<String>>,
}

impl ApiUser {
    /// 403 `missing_scope` unless the cookie, or a token with one of `any_of`.
    ///
    /// # Errors
    /// As said.
    pub fn require(&self, any_of: &[&str]) -> Result<(), ApiError> {
        match &self.scopes {
            None => Ok(()),
            Some(have) if have.iter().any(|h| any_of.contains(&h.as_str())) => Ok(()),
            Some(_) => Err(ApiError::new(
                StatusCode::FORBIDDEN,
                "missing_scope",
                msg!("token_missing_scope", scopes = any_of.join(", ")),
            )),
        }
    }
}

/// The personal token of `Authorization: Bearer ply_…`, if the request has one.
pub fn bearer_of(parts: &Parts) -> Option<&str> {
    let value = parts.headers.get(header::AUTHORIZATION)?.to_str().ok()?;
    let token = value
        .strip_prefix("Bearer ")
        .or_else(|| value.strip_prefix("bearer "))?
        .trim();
    token.starts_with(PREFIX).then_some(token)
}

impl<S> FromRequestParts<S> for ApiUser
where
    Arc<Accounts>: FromRef<S>,
    S: Send + Sync,
{
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<ApiUser, ApiError> {
        if let Some(text) = bearer_of(parts) {
            let accounts = Arc::<Accounts>::from_ref(state);
            return match accounts.of_api_token(text).await? {
                Some((user, scopes)) => Ok(ApiUser {
                    user,
                    scopes: Some(scopes),
                }),
                None => Err(ApiError::new(
                    StatusCode::UNAUTHORIZED,
                    "bad_token",
                    msg!("token_bad"),
                )),
            };
        }
        let super::LoggedIn(user) = super::LoggedIn::from_request_parts(parts, state).await?;
        Ok(ApiUser { user, scopes: None })
    }
}
