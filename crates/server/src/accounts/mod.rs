//! Players' accounts: a name and an Argon2id password hash, log-in sessions held by a cookie,
//! and the seats of games an account holds.
//!
//! - **Users** (`users`): the id is the name folded to lower case ([`names`]), so names are
//!   unique without regard to case; the name is kept as typed. A deleted account keeps its row
//!   (its games keep their seat, shown as "deleted") without its password, and its name is
//!   never given again.
//! - **Sessions** (`user_sessions`): the cookie [`COOKIE`] carries a 256-bit random token; the
//!   database keeps only its SHA-256, so every server knows every session and a copy of the
//!   table logs nobody in. A log-in makes a new token; log-out ends one session, "log out
//!   everywhere" and a password change end them all. A session unseen for [`SESSION_IDLE_MS`]
//!   has ended.
//! - **Passwords** are hashed on blocking threads, a bounded number at once ([`password`]),
//!   and never logged.
//! - **Failed log-ins** are counted per name and per address in the database (so the servers
//!   sharing it count together), and so are registrations per address: past the bound, 429
//!   with `Retry-After`.
//! - **Cross-site forgery**: [`csrf::guard`] refuses a state-changing request that carries
//!   the session cookie from another site.

pub mod csrf;
pub mod names;
pub mod password;
mod rows;
pub mod tokens;

use std::{sync::Arc, time::Duration};

use axum::{
    extract::{FromRef, FromRequestParts},
    http::{HeaderMap, StatusCode, header, request::Parts},
};
use ply_core::msg;

use crate::{clock::now_ms, error::ApiError, secret, store::Store};
use password::{Cost, HashError, Hasher};

/// The session cookie's name.
pub const COOKIE: &str = "ply_session";
/// A session unseen for this long has ended (and the cookie's `Max-Age`).
pub const SESSION_IDLE_MS: i64 = 30 * 24 * 3_600_000;
/// How often a session's last-seen time is written (at most once per this time).
const SEEN_EVERY_MS: i64 = 3_600_000;
/// Seats claimed in one request at most (the page keeps its last 60 games).
pub const CLAIMS_AT_ONCE: usize = 100;

/// An account.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct User {
    /// The name folded to lower case: unique, and the account's id in the API.
    pub id: String,
    /// The name as typed at registration.
    pub name: String,
    pub created_ms: i64,
    /// Disabled by the operator (`ply user disable`): cannot log in.
    pub disabled: bool,
    /// Deleted by its player: cannot log in, shown as "deleted".
    pub deleted: bool,
}

impl User {
    /// The name to show: "deleted" once the account is deleted.
    pub fn shown_name(&self) -> &str {
        if self.deleted { "deleted" } else { &self.name }
    }

    /// The day the account was made, `YYYY-MM-DD` (UTC).
    pub fn created_day(&self) -> String {
        crate::date::pgn_date(self.created_ms).replace('.', "-")
    }
}

/// When the session cookie is marked `Secure`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum SecureCookie {
    /// When the request came over HTTPS: behind a proxy (`--behind-proxy`) that says so in
    /// `X-Forwarded-Proto: https`. A plain `http://127.0.0.1` log-in works.
    #[default]
    Auto,
    /// Always (`--secure-cookies`).
    Always,
}

/// Bounds on log-ins and registrations, counted in the database.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LoginLimits {
    /// Failed log-ins per name per window.
    pub per_name: i64,
    /// Failed log-ins per client address per window.
    pub per_address: i64,
    /// Accounts registered per client address per window.
    pub registrations: i64,
    pub window: Duration,
}

impl Default for LoginLimits {
    fn default() -> LoginLimits {
        LoginLimits {
            per_name: 10,
            per_address: 30,
            registrations: 20,
            window: Duration::from_secs(15 * 60),
        }
    }
}

/// How accounts work on this server.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Config {
    pub cost: Cost,
    /// Password hashes computed at once at most (default: one per core).
    pub hashers: usize,
    pub secure_cookie: SecureCookie,
    pub limits: LoginLimits,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            cost: Cost::default(),
            hashers: std::thread::available_parallelism().map_or(2, std::num::NonZero::get),
            secure_cookie: SecureCookie::Auto,
            limits: LoginLimits::default(),
        }
    }
}

/// The accounts: the store, the hasher and the rules. Shared by the handlers through
/// `Arc<Accounts>` (see [`LoggedIn`]).
pub struct Accounts {
    store: Store,
    hasher: Hasher,
    config: Config,
    /// Whether `X-Forwarded-Proto` may be believed (behind a proxy).
    trust_forwarded: bool,
}

/// A session just begun: the user and the cookie's token (never stored, never logged).
pub struct Begun {
    pub user: User,
    pub token: String,
}

impl Accounts {
    pub fn new(store: Store, config: Config, trust_forwarded: bool) -> Accounts {
        Accounts {
            hasher: Hasher::new(config.cost, config.hashers),
            store,
            config,
            trust_forwarded,
        }
    }

    fn pool(&self) -> &sqlx::AnyPool {
        self.store.pool()
    }

    /// The account with this name or id (any case), deleted and disabled ones included.
    ///
    /// # Errors
    /// The database failed.
    pub async fn user(&self, name: &str) -> anyhow::Result<Option<User>> {
        if name.len() > names::NAME_LENGTH.1 {
            return Ok(None);
        }
        rows::user(self.pool(), &names::fold(name)).await
    }

    /// Every account, by id.
    ///
    /// # Errors
    /// The database failed.
    pub async fn users(&self) -> anyhow::Result<Vec<User>> {
        rows::users(self.pool()).await
    }

    /// The user of a session token, if the session stands (and the account may play).
    ///
    /// # Errors
    /// The database failed.
    pub async fn of_token(&self, token: &str) -> anyhow::Result<Option<User>> {
        let hash = secret::hash(token);
        let Some((user, seen)) = rows::session(self.pool(), &hash).await? else {
            return Ok(None);
        };
        let now = now_ms();
        if user.disabled || user.deleted || seen + SESSION_IDLE_MS < now {
            return Ok(None);
        }
        if seen + SEEN_EVERY_MS < now {
            rows::touch_session(self.pool(), &hash, now).await?;
        }
        Ok(Some(user))
    }

    /// The number of games in which the account holds a seat.
    ///
    /// # Errors
    /// The database failed.
    pub async fn games(&self, user: &User) -> anyhow::Result<i64> {
        rows::count_games(self.pool(), &user.id).await
    }

    /// The accounts seated in a game, by side index (0 white, 1 black).
    ///
    /// # Errors
    /// The database failed.
    pub async fn players(&self, game: &str) -> anyhow::Result<Vec<(i64, User)>> {
        rows::players(self.pool(), game).await
    }

    /// The sides at which the account is seated in a game (none when it holds no seat).
    ///
    /// # Errors
    /// The database failed.
    pub async fn sides(&self, game: &str, user: &User) -> anyhow::Result<Vec<ply_core::Side>> {
        let indices = rows::sides(self.pool(), game, &user.id).await?;
        Ok(ply_core::Side::ALL
            .into_iter()
            .filter(|s| indices.contains(&(s.index() as i64)))
            .collect())
    }

    /// The log-in sessions an account has.
    ///
    /// # Errors
    /// The database failed.
    pub async fn sessions(&self, user: &User) -> anyhow::Result<i64> {
        rows::count_sessions(self.pool(), &user.id).await
    }

    /// Makes an account and its first session.
    ///
    /// # Errors
    /// A bad name or password (400), a name taken (409), too many registrations from the
    /// address (429), busy hashing (503), the database.
    pub async fn register(
        &self,
        name: &str,
        password: &str,
        address: Option<&str>,
    ) -> Result<Begun, Refusal> {
        let id = names::check_name(name).map_err(ApiError::bad_request)?;
        names::check_password(password).map_err(ApiError::bad_request)?;
        let subject = format!("register:{}", address.unwrap_or("-"));
        self.check_limit(&subject, self.config.limits.registrations)
            .await?;
        if rows::user(self.pool(), &id).await?.is_some() {
            return Err(name_taken(name).into());
        }
        let hash = self.hasher.hash(password).await.map_err(busy)?;
        if !rows::insert_user(self.pool(), &id, name, &hash, now_ms()).await? {
            return Err(name_taken(name).into());
        }
        let window = self.window_ms();
        rows::fail(self.pool(), &[&subject], now_ms(), window).await?;
        let user = rows::user(self.pool(), &id)
            .await?
            .ok_or_else(|| ApiError::internal("the new account was not stored"))?;
        self.begin(user).await
    }

    /// Checks a name and password and begins a session.
    ///
    /// # Errors
    /// A wrong name or password (401, the same for both), a disabled account (403), too many
    /// failures for the name or the address (429), busy hashing (503), the database.
    pub async fn login(
        &self,
        name: &str,
        password: &str,
        address: Option<&str>,
    ) -> Result<Begun, Refusal> {
        let id = names::fold(name);
        if id.chars().count() > names::NAME_LENGTH.1
            || password.chars().count() > names::PASSWORD_LENGTH.1
        {
            return Err(bad_credentials().into());
        }
        let by_name = format!("name:{id}");
        let by_address = format!("address:{}", address.unwrap_or("-"));
        let limits = self.config.limits;
        self.check_limit(&by_name, limits.per_name).await?;
        self.check_limit(&by_address, limits.per_address).await?;
        let found = rows::user_with_password(self.pool(), &id).await?;
        let user = match found {
            Some((user, Some(stored))) => {
                if self.hasher.verify(password, &stored).await.map_err(busy)? {
                    Some(user)
                } else {
                    None
                }
            }
            _ => {
                self.hasher.verify_nothing(password).await.map_err(busy)?;
                None
            }
        };
        let Some(user) = user else {
            let window = self.window_ms();
            rows::fail(self.pool(), &[&by_name, &by_address], now_ms(), window).await?;
            return Err(bad_credentials().into());
        };
        if user.disabled {
            return Err(ApiError::forbidden(msg!("account_disabled")).into());
        }
        rows::forgive(self.pool(), &by_name).await?;
        self.begin(user).await
    }

    /// A new session for `user`.
    async fn begin(&self, user: User) -> Result<Begun, Refusal> {
        let token = secret::token()?;
        rows::insert_session(self.pool(), &secret::hash(&token), &user.id, now_ms()).await?;
        Ok(Begun { user, token })
    }

    /// Ends the session of this token.
    ///
    /// # Errors
    /// The database failed.
    pub async fn logout(&self, token: &str) -> anyhow::Result<()> {
        rows::delete_session(self.pool(), &secret::hash(token)).await
    }

    /// Ends every session of the account; returns how many there were.
    ///
    /// # Errors
    /// The database failed.
    pub async fn logout_everywhere(&self, user: &User) -> anyhow::Result<u64> {
        rows::delete_sessions(self.pool(), &user.id).await
    }

    /// Checks the account's password (401 when wrong, counted as a failed log-in).
    async fn check_password(
        &self,
        user: &User,
        password: &str,
        address: Option<&str>,
    ) -> Result<(), Refusal> {
        let by_name = format!("name:{}", user.id);
        let by_address = format!("address:{}", address.unwrap_or("-"));
        let limits = self.config.limits;
        self.check_limit(&by_name, limits.per_name).await?;
        self.check_limit(&by_address, limits.per_address).await?;
        let stored = rows::user_with_password(self.pool(), &user.id)
            .await?
            .and_then(|(_, p)| p);
        let right = match stored {
            Some(stored) if password.chars().count() <= names::PASSWORD_LENGTH.1 => {
                self.hasher.verify(password, &stored).await.map_err(busy)?
            }
            _ => false,
        };
        if !right {
            let window = self.window_ms();
            rows::fail(self.pool(), &[&by_name, &by_address], now_ms(), window).await?;
            return Err(ApiError::new(
                StatusCode::FORBIDDEN,
                "wrong_password",
                msg!("account_wrong_password"),
            )
            .into());
        }
        Ok(())
    }

    /// Changes the password (the old one checked), ends every session and begins a new one.
    ///
    /// # Errors
    /// The old password is wrong (403), the new one too short or long (400), limits, busy.
    pub async fn change_password(
        &self,
        user: &User,
        old: &str,
        new: &str,
        address: Option<&str>,
    ) -> Result<Begun, Refusal> {
        names::check_password(new).map_err(ApiError::bad_request)?;
        self.check_password(user, old, address).await?;
        let hash = self.hasher.hash(new).await.map_err(busy)?;
        rows::set_password(self.pool(), &user.id, &hash).await?;
        rows::delete_sessions(self.pool(), &user.id).await?;
        self.begin(user.clone()).await
    }

    /// Deletes the account (the password checked): its games stay, shown as "deleted".
    ///
    /// # Errors
    /// The password is wrong (403), limits, busy, the database.
    pub async fn delete(
        &self,
        user: &User,
        password: &str,
        address: Option<&str>,
    ) -> Result<(), Refusal> {
        self.check_password(user, password, address).await?;
        rows::delete_user(self.pool(), &user.id).await?;
        Ok(())
    }

    /// Gives the account the seats of games whose tokens the browser holds (those no account
    /// holds yet); returns the number of seats given.
    ///
    /// # Errors
    /// More than [`CLAIMS_AT_ONCE`] tokens (400), the database.
    pub async fn claim(&self, user: &User, tokens: &[String]) -> Result<u64, ApiError> {
        if tokens.len() > CLAIMS_AT_ONCE {
            return Err(ApiError::bad_request(msg!(
                "account_too_many_games",
                most = CLAIMS_AT_ONCE as i64
            )));
        }
        let hashes: Vec<String> = tokens.iter().map(|t| secret::hash(t)).collect();
        Ok(rows::claim(self.pool(), &user.id, &hashes).await?)
    }

    /// Sets a new password from the operator's command (every session ends).
    ///
    /// # Errors
    /// No such account, a password out of bounds, the database.
    pub async fn reset_password(&self, name: &str, password: &str) -> anyhow::Result<User> {
        names::check_password(password).map_err(|m| anyhow::anyhow!("{m}"))?;
        let user = self.live_user(name).await?;
        let hash = password::hash_now(self.config.cost, password.as_bytes())?;
        rows::set_password(self.pool(), &user.id, &hash).await?;
        rows::delete_sessions(self.pool(), &user.id).await?;
        Ok(user)
    }

    /// Disables or enables an account (the operator's command); disabling ends its sessions.
    ///
    /// # Errors
    /// No such account, the database.
    pub async fn set_disabled(&self, name: &str, disabled: bool) -> anyhow::Result<User> {
        let user = self.live_user(name).await?;
        rows::set_disabled(self.pool(), &user.id, disabled).await?;
        if disabled {
            rows::delete_sessions(self.pool(), &user.id).await?;
        }
        Ok(User { disabled, ..user })
    }

    async fn live_user(&self, name: &str) -> anyhow::Result<User> {
        match self.user(name).await? {
            Some(user) if !user.deleted => Ok(user),
            Some(_) => anyhow::bail!("the account '{name}' is deleted"),
            None => anyhow::bail!("there is no account '{name}'"),
        }
    }

    fn window_ms(&self) -> i64 {
        i64::try_from(self.config.limits.window.as_millis()).unwrap_or(i64::MAX / 4)
    }

    /// 429 when `subject` has `most` failures in the current window.
    async fn check_limit(&self, subject: &str, most: i64) -> Result<(), Refusal> {
        let Some((since, failures)) = rows::failures(self.pool(), subject).await? else {
            return Ok(());
        };
        let ends = since + self.window_ms();
        let now = now_ms();
        if failures >= most && ends > now {
            return Err(Refusal::Limited {
                retry_after_s: (ends - now + 999) / 1000,
            });
        }
        Ok(())
    }

    /// The `Set-Cookie` value that holds `token` for a request with these headers.
    pub fn cookie(&self, token: &str, headers: &HeaderMap) -> String {
        session_cookie(token, self.secure(headers), SESSION_IDLE_MS / 1000)
    }

    /// The `Set-Cookie` value that removes the session cookie.
    pub fn removal(&self, headers: &HeaderMap) -> String {
        session_cookie("", self.secure(headers), 0)
    }

    /// Whether the cookie is marked `Secure` for a request with these headers.
    fn secure(&self, headers: &HeaderMap) -> bool {
        match self.config.secure_cookie {
            SecureCookie::Always => true,
            SecureCookie::Auto => {
                self.trust_forwarded
                    && headers
                        .get("x-forwarded-proto")
                        .and_then(|v| v.to_str().ok())
                        .is_some_and(|v| v.trim().eq_ignore_ascii_case("https"))
            }
        }
    }
}

fn session_cookie(token: &str, secure: bool, max_age_s: i64) -> String {
    cookie::Cookie::build((COOKIE, token.to_string()))
        .path("/")
        .http_only(true)
        .same_site(cookie::SameSite::Lax)
        .secure(secure)
        .max_age(cookie::time::Duration::seconds(max_age_s))
        .build()
        .to_string()
}

/// The session token in the request's cookies, if any.
pub fn token_of(headers: &HeaderMap) -> Option<String> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(cookie::Cookie::split_parse)
        .filter_map(Result::ok)
        .find(|c| c.name() == COOKIE && !c.value().is_empty())
        .map(|c| c.value().to_string())
}

/// Why an account request was refused.
#[derive(Debug)]
pub enum Refusal {
    /// An ordinary refusal.
    Api(ApiError),
    /// Too many attempts: 429 with `Retry-After`.
    Limited { retry_after_s: i64 },
}

impl From<ApiError> for Refusal {
    fn from(e: ApiError) -> Refusal {
        Refusal::Api(e)
    }
}

impl From<anyhow::Error> for Refusal {
    fn from(e: anyhow::Error) -> Refusal {
        Refusal::Api(e.into())
    }
}

impl axum::response::IntoResponse for Refusal {
    fn into_response(self) -> axum::response::Response {
        match self {
            Refusal::Api(e) => e.into_response(),
            Refusal::Limited { retry_after_s } => {
                let mut response = ApiError::new(
                    StatusCode::TOO_MANY_REQUESTS,
                    "too_many_attempts",
                    msg!("account_too_many_attempts", seconds = retry_after_s),
                )
                .into_response();
                response.headers_mut().insert(
                    header::RETRY_AFTER,
                    header::HeaderValue::from(retry_after_s),
                );
                response
            }
        }
    }
}

fn name_taken(name: &str) -> ApiError {
    ApiError::conflict("name_taken", msg!("account_name_taken", name = name))
}

fn bad_credentials() -> ApiError {
    ApiError::new(
        StatusCode::UNAUTHORIZED,
        "bad_credentials",
        msg!("account_bad_credentials"),
    )
}

fn busy(e: HashError) -> Refusal {
    match e {
        HashError::Busy => ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "login_busy",
            msg!("account_busy"),
        )
        .into(),
        HashError::Failed(e) => e.into(),
    }
}

/// The logged-in user of a request (401 `not_logged_in` without a standing session).
pub struct LoggedIn(pub User);

/// The logged-in user of a request, if any.
pub struct MaybeUser(pub Option<User>);

impl<S> FromRequestParts<S> for MaybeUser
where
    Arc<Accounts>: FromRef<S>,
    S: Send + Sync,
{
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<MaybeUser, ApiError> {
        let Some(token) = token_of(&parts.headers) else {
            return Ok(MaybeUser(None));
        };
        let accounts = Arc::<Accounts>::from_ref(state);
        Ok(MaybeUser(accounts.of_token(&token).await?))
    }
}

impl<S> FromRequestParts<S> for LoggedIn
where
    Arc<Accounts>: FromRef<S>,
    S: Send + Sync,
{
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<LoggedIn, ApiError> {
        match MaybeUser::from_request_parts(parts, state).await? {
            MaybeUser(Some(user)) => Ok(LoggedIn(user)),
            MaybeUser(None) => Err(ApiError::new(
                StatusCode::UNAUTHORIZED,
                "not_logged_in",
                msg!("account_not_logged_in"),
            )),
        }
    }
}
