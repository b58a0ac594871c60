//! The seat a request acts for in a game: the one place that says which player sends a
//! move, a resignation, a draw offer or any other player's command, over HTTP or on the
//! game's socket.
//!
//! A request shows at most one credential ([`Shown`]), looked for in this order:
//!
//! 1. `Authorization: Bearer TOKEN`. A game's own token is 64 lowercase hex digits
//!    (`secret::token`), so a token that begins with [`PERSONAL_PREFIX`] (`ply_`) can only be
//!    an account's personal token, and is read as one ([`Credential::Personal`]); any other
//!    is a game's token ([`Credential::GameToken`]).
//! 2. The session cookie of a logged-in account ([`Credential::Cookie`]), only from this
//!    site's own pages (`accounts::csrf::same_site`): a state-changing request from another
//!    site is refused before it gets here (`accounts::csrf::guard`), and a game socket opened
//!    from another site shows no cookie.
//!
//! [`resolve`] turns the credential into the game's [`Seat`]: a game token stays a token (the
//! session says whether it is one of the game's), an account becomes the sides at which
//! `game_players` seats it in this game — on any device it logs in on. A new way of naming an
//! account is a new [`Credential`] and its arm in [`account_of`]; nothing else changes.

use std::convert::Infallible;

use axum::{
    extract::FromRequestParts,
    http::{HeaderMap, StatusCode, header, request::Parts},
};
use ply_core::msg;

use crate::{
    accounts::{self, Accounts, User},
    error::ApiError,
    secret,
    session::Seat,
};

/// The start of every personal token, and of no game's token (those are hex digits only).
pub const PERSONAL_PREFIX: &str = "ply_";

/// What a request shows to say who sends it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Credential {
    /// A game's own token, as `Authorization: Bearer TOKEN` or a socket's `{"seat": TOKEN}`.
    GameToken(String),
    /// An account's personal token: `Authorization: Bearer ply_…`.
    Personal(String),
    /// The session cookie's token of a logged-in account.
    Cookie(String),
}

impl Credential {
    /// A bearer token: personal when it begins with [`PERSONAL_PREFIX`], a game's otherwise.
    pub fn bearer(token: &str) -> Credential {
        if token.starts_with(PERSONAL_PREFIX) {
            Credential::Personal(token.to_string())
        } else {
            Credential::GameToken(token.to_string())
        }
    }
}

/// The token of `Authorization: Bearer TOKEN`, if the request has one.
pub fn bearer_token(headers: &HeaderMap) -> Option<String> {
    let value = headers.get(header::AUTHORIZATION)?.to_str().ok()?;
    value
        .strip_prefix("Bearer ")
        .or_else(|| value.strip_prefix("bearer "))
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .map(str::to_string)
}

/// The credential a request shows, if any: its bearer token, or else its session cookie
/// when the request comes from this site's pages.
pub struct Shown(pub Option<Credential>);

impl Shown {
    /// The credential of a request with these headers (`authority`: the URI's, for HTTP/2).
    pub fn of(headers: &HeaderMap, authority: Option<&str>) -> Shown {
        if let Some(token) = bearer_token(headers) {
            return Shown(Some(Credential::bearer(&token)));
        }
        Shown(
            accounts::token_of(headers)
                .filter(|_| accounts::csrf::same_site(headers, authority))
                .map(Credential::Cookie),
        )
    }
}

impl<S: Send + Sync> FromRequestParts<S> for Shown {
    type Rejection = Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Shown, Infallible> {
        let authority = parts.uri.authority().map(|a| a.as_str().to_string());
        Ok(Shown::of(&parts.headers, authority.as_deref()))
    }
}

/// The account a credential names (none for a game's token).
///
/// # Errors
/// 401 `not_logged_in` for a cookie whose session has ended, 401 `bad_token` for a personal
/// token that is wrong or revoked, 403 `missing_scope` for one without `bot:play` or
/// `board:play`; the database.
pub async fn account_of(
    accounts: &Accounts,
    credential: &Credential,
) -> Result<Option<User>, ApiError> {
    match credential {
        Credential::GameToken(_) => Ok(None),
        Credential::Cookie(token) => match accounts.of_token(token).await? {
            Some(user) => Ok(Some(user)),
            None => Err(ApiError::new(
                StatusCode::UNAUTHORIZED,
                "not_logged_in",
                msg!("account_not_logged_in"),
            )),
        },
        // A personal token acts in games with the scope of the Bot or the Board API.
        Credential::Personal(token) => match accounts.of_api_token(token).await? {
            Some((user, scopes)) if scopes.iter().any(|s| s == "bot:play" || s == "board:play") => {
                Ok(Some(user))
            }
            Some(_) => Err(ApiError::new(
                StatusCode::FORBIDDEN,
                "missing_scope",
                msg!("token_missing_scope", scopes = "bot:play, board:play"),
            )),
            None => Err(ApiError::new(
                StatusCode::UNAUTHORIZED,
                "bad_token",
                msg!("account_bad_token"),
            )),
        },
    }
}

/// The seat in game `game` of whoever shows `credential`: a game token's hash, or the sides
/// at which the account it names is seated.
///
/// # Errors
/// 401 `unauthorized` without a credential, 401 as [`account_of`] says, 403 `not_seated`
/// for an account seated nowhere in the game; the database. (A game token not of this game
/// is refused by the session: 403 `forbidden`.)
pub async fn resolve(
    accounts: &Accounts,
    game: &str,
    credential: Option<&Credential>,
) -> Result<Seat, ApiError> {
    let credential = credential.ok_or_else(ApiError::unauthorized)?;
    if let Credential::GameToken(token) = credential {
        return Ok(Seat::Token(secret::hash(token)));
    }
    let Some(user) = account_of(accounts, credential).await? else {
        return Err(ApiError::unauthorized());
    };
    let sides = accounts.sides(game, &user).await?;
    if sides.is_empty() {
        return Err(ApiError::not_seated());
    }
    Ok(Seat::Account {
        user: user.id,
        sides,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    fn headers(pairs: &[(&'static str, &str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (k, v) in pairs {
            h.insert(*k, HeaderValue::from_str(v).unwrap());
        }
        h
    }

    #[test]
    fn a_game_token_and_a_personal_token_never_mix() {
        let game = secret::token().unwrap();
        assert!(game.chars().all(|c| c.is_ascii_hexdigit()));
        assert_eq!(
            Credential::bearer(&game),
            Credential::GameToken(game.clone())
        );
        assert_eq!(
            Credential::bearer("ply_abc"),
            Credential::Personal("ply_abc".into())
        );
        // A bearer token comes first, then the cookie, only from this site.
        let bearer = format!("Bearer {game}");
        let both = headers(&[
            ("authorization", bearer.as_str()),
            ("cookie", "ply_session=s"),
            ("origin", "http://h:1"),
            ("host", "h:1"),
        ]);
        assert_eq!(Shown::of(&both, None).0, Some(Credential::GameToken(game)));
        let cookie = headers(&[
            ("cookie", "ply_session=s"),
            ("origin", "http://h:1"),
            ("host", "h:1"),
        ]);
        assert_eq!(
            Shown::of(&cookie, None).0,
            Some(Credential::Cookie("s".into()))
        );
        let forged = headers(&[
            ("cookie", "ply_session=s"),
            ("origin", "http://evil:1"),
            ("host", "h:1"),
        ]);
        assert_eq!(Shown::of(&forged, None).0, None);
        assert_eq!(
            Shown::of(&headers(&[("authorization", "Basic x")]), None).0,
            None
        );
    }
}
