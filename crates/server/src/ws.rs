//! `GET /api/games/{id}/ws`: a WebSocket that sends the game's state when it opens and again
//! after every change (a move by either side, the computer's reply, an ending, an offer),
//! made on this server or — heard through the database — on another one. A player's socket
//! is not counted as a spectator's: one opened with the session cookie of an account seated
//! in the game (from this site's pages) is a player's from the start, and a client may say one
//! thing on it, `{"seat": TOKEN}` (its bearer token), read as the `Authorization` header is
//! (`crate::seat`); any other message, or a token not of this game, is answered with an
//! error (`{"error", "code", "params", "message"}`, in the reader's language) and changes
//! nothing. A message over [`MAX_MESSAGE`] bytes closes the socket, and so does a message the
//! server sends that the client does not read within [`SEND_WITHIN`].
//!
//! Whenever a socket on the game opens, closes or shows a seat, every socket on it is sent
//! `{"watchers": N}` a moment later: how many sockets without a seat are open on the game —
//! the spectators — on this server and on the others sharing its database (see
//! [`crate::watchers`]).

use std::{sync::Arc, time::Duration};

use axum::{
    extract::{
        State, WebSocketUpgrade,
        ws::rejection::WebSocketUpgradeRejection,
        ws::{Message, WebSocket},
    },
    response::Response,
};
use ply_core::Lang;
use serde::Deserialize;
use serde_json::json;
use tokio::sync::broadcast::{Receiver, error::RecvError};

use crate::{
    cache::Slot,
    error::{ApiError, params},
    extract::Path,
    metrics::OpenSocket,
    seat::{Credential, Shown},
    sockets::Admitted,
    state::AppState,
};

/// The largest message a client may send on the socket.
pub const MAX_MESSAGE: usize = 4 * 1024;
/// The time a client has to read what its socket sends.
pub const SEND_WITHIN: Duration = Duration::from_secs(30);

/// Upgrades to a WebSocket that follows the game (404 for an unknown game; refused beyond the
/// counts of [`crate::sockets`]).
pub async fn connect(
    State(state): State<AppState>,
    admitted: Admitted,
    Path(id): Path<String>,
    Shown(shown): Shown,
    upgrade: Result<WebSocketUpgrade, WebSocketUpgradeRejection>,
) -> Result<Response, ApiError> {
    let slot = state.inner.slot(&id).await?;
    let lang = crate::lang::current();
    let upgrade = crate::sockets::sized(upgrade, MAX_MESSAGE)?;
    // The page of an account seated in the game is a player's from the start.
    let seated = match &shown {
        Some(credential) => crate::seat::resolve(&state.inner.accounts, &id, Some(credential))
            .await
            .is_ok_and(|seat| matches!(seat, crate::session::Seat::Account { .. })),
        None => false,
    };
    let updates = slot.updates.subscribe();
    Ok(upgrade.on_upgrade(move |socket| async move {
        let _admitted = admitted;
        let _open = OpenSocket::new(&state.inner.metrics);
        let watchers = Arc::clone(&state.inner.watchers);
        if seated {
            slot.seat_listener();
        }
        watchers.changed(&id, &slot);
        let seated = follow(socket, updates, &state, &id, &slot, lang, seated).await;
        // The socket's receiver is gone: count again without it.
        if seated {
            slot.unseat_listener();
        }
        watchers.changed(&id, &slot);
    }))
}

/// What a client may say on the socket.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Hello {
    /// The bearer token of a seat in the game: the page is a player's.
    seat: String,
}

/// Follows the game until the socket closes; true when the socket showed a seat (and was
/// counted as a player's, not a spectator's).
async fn follow(
    mut socket: WebSocket,
    mut updates: Receiver<Arc<str>>,
    state: &AppState,
    id: &str,
    slot: &Arc<Slot>,
    lang: Lang,
    mut seated: bool,
) -> bool {
    if !send_current(&mut socket, state, id).await {
        return seated;
    }
    let mut ping = tokio::time::interval(Duration::from_secs(25));
    ping.tick().await;
    loop {
        tokio::select! {
            update = updates.recv() => {
                let sent = match update {
                    Ok(text) => send(&mut socket, Message::Text(text.as_ref().into())).await,
                    Err(RecvError::Lagged(_)) => send_current(&mut socket, state, id).await,
                    Err(RecvError::Closed) => false,
                };
                if !sent {
                    break;
                }
            }
            incoming = socket.recv() => match incoming {
                None | Some(Err(_)) | Some(Ok(Message::Close(_))) => break,
                Some(Ok(Message::Text(text))) => match seat_shown(&text, state, id, slot).await {
                    Ok(()) => {
                        if !seated {
                            seated = true;
                            slot.seat_listener();
                            state.inner.watchers.changed(id, slot);
                        }
                    }
                    Err(e) => {
                        if !send(&mut socket, error_frame(&e, lang)).await {
                            break;
                        }
                    }
                },
                Some(Ok(_)) => {}
            },
            _ = ping.tick() => {
                if !send(&mut socket, Message::Ping(Vec::new().into())).await {
                    break;
                }
            }
        }
    }
    seated
}

/// Reads a client's message: `Ok` when it shows a seat of this game.
async fn seat_shown(text: &str, state: &AppState, id: &str, slot: &Slot) -> Result<(), ApiError> {
    let hello: Hello = serde_json::from_str(text).map_err(ApiError::invalid_json)?;
    let credential = Credential::bearer(&hello.seat);
    let seat = crate::seat::resolve(&state.inner.accounts, id, Some(&credential)).await?;
    slot.lock().await.session.sides_of(&seat).map(|_| ())
}

/// A refused message, worded in the reader's language.
pub(crate) fn error_frame(e: &ApiError, lang: Lang) -> Message {
    let frame = json!({
        "error": e.code,
        "code": e.message.code(),
        "params": params(&e.message),
        "message": e.message.text(lang),
    });
    Message::Text(frame.to_string().into())
}

async fn send_current(socket: &mut WebSocket, state: &AppState, id: &str) -> bool {
    match state.inner.state(id).await {
        Ok(value) => send(socket, Message::Text(value.as_ref().into())).await,
        Err(_) => false,
    }
}

/// Sends `message`; false when the socket failed, or its client has not read it within
/// [`SEND_WITHIN`] (then the socket closes, and its connection with it).
async fn send(socket: &mut WebSocket, message: Message) -> bool {
    matches!(
        tokio::time::timeout(SEND_WITHIN, socket.send(message)).await,
        Ok(Ok(()))
    )
}
