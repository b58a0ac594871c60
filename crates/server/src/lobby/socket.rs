//! `GET /api/lobby/ws`: the lobby's WebSocket. It sends `{"t": "seeks", "seeks": [...],
//! "online", "playing"}` when it opens, then every change on every server: `{"t": "added",
//! "seek"}`, `{"t": "removed", "id"}` (with `"game"` and the owner's `"color"` when the seek
//! was joined: its owner goes to that game) and `{"t": "counts", "online", "playing"}`. A client says one thing on it:
//! `{"seeks": [TOKEN, ...]}`, the tokens of its own seeks, which the socket then keeps alive
//! while it is open. A socket that falls [`BACKLOG`](super::BACKLOG) messages behind, or does
//! not read a message within [`SEND_WITHIN`], is closed: nothing is buffered for it beyond.

use std::time::Duration;

use axum::{
    extract::{
        State, WebSocketUpgrade,
        ws::rejection::WebSocketUpgradeRejection,
        ws::{Message, WebSocket},
    },
    response::Response,
};
use serde::Deserialize;
use serde_json::json;
use tokio::sync::broadcast::error::RecvError;

use super::{Listener, OPEN_PER_OWNER, TICK};
use crate::{error::ApiError, metrics::OpenSocket, secret, sockets::Admitted, state::AppState};

/// The largest message a client may send.
pub const MAX_MESSAGE: usize = 4 * 1024;
/// The time a client has to read what its socket sends.
pub const SEND_WITHIN: Duration = Duration::from_secs(30);

/// What a client may say.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Hello {
    seeks: Vec<String>,
}

/// Upgrades to the lobby's socket (refused beyond the counts of [`crate::sockets`]).
pub async fn connect(
    State(state): State<AppState>,
    admitted: Admitted,
    upgrade: Result<WebSocketUpgrade, WebSocketUpgradeRejection>,
) -> Result<Response, ApiError> {
    let lang = crate::lang::current();
    let upgrade = crate::sockets::sized(upgrade, MAX_MESSAGE)?;
    let listener = state.inner.lobby.subscribe();
    Ok(upgrade.on_upgrade(move |socket| async move {
        let _admitted = admitted;
        let _open = OpenSocket::new(&state.inner.metrics);
        follow(socket, listener, &state, lang).await;
    }))
}

async fn follow(
    mut socket: WebSocket,
    mut listener: Listener,
    state: &AppState,
    lang: ply_core::Lang,
) {
    let lobby = &state.inner.lobby;
    let first = match lobby.open().await {
        Ok(seeks) => {
            let (online, playing) = lobby.counts();
            let seeks: Vec<_> = seeks.iter().map(super::Seek::json).collect();
            json!({"t": "seeks", "seeks": seeks, "online": online, "playing": playing})
        }
        Err(e) => {
            tracing::warn!("cannot read the lobby: {e:#}");
            return;
        }
    };
    if !send(&mut socket, Message::Text(first.to_string().into())).await {
        return;
    }
    let mut owned: Vec<String> = Vec::new();
    let mut tick = tokio::time::interval(TICK);
    let mut ping = tokio::time::interval(Duration::from_secs(25));
    ping.tick().await;
    loop {
        tokio::select! {
            event = listener.events.recv() => match event {
                Ok(text) => {
                    if !send(&mut socket, Message::Text(text.as_ref().into())).await {
                        break;
                    }
                }
                // Too slow a reader is let go rather than buffered for.
                Err(RecvError::Lagged(_) | RecvError::Closed) => break,
            },
            incoming = socket.recv() => match incoming {
                None | Some(Err(_) | Ok(Message::Close(_))) => break,
                Some(Ok(Message::Text(text))) => match hello(&text) {
                    Ok(hashes) => {
                        owned = hashes;
                        if let Err(e) = lobby.keep(&owned).await {
                            tracing::warn!("cannot keep seeks alive: {e:#}");
                        }
                    }
                    Err(e) => {
                        if !send(&mut socket, crate::ws::error_frame(&e, lang)).await {
                            break;
                        }
                    }
                },
                Some(Ok(_)) => {}
            },
            _ = tick.tick() => {
                if !owned.is_empty() && let Err(e) = lobby.keep(&owned).await {
                    tracing::warn!("cannot keep seeks alive: {e:#}");
                }
            }
            _ = ping.tick() => {
                if !send(&mut socket, Message::Ping(Vec::new().into())).await {
                    break;
                }
            }
        }
    }
}

/// The hashes of the tokens a client says are its seeks'.
fn hello(text: &str) -> Result<Vec<String>, ApiError> {
    let hello: Hello = serde_json::from_str(text).map_err(ApiError::invalid_json)?;
    if hello.seeks.len() > OPEN_PER_OWNER as usize * 2 {
        return Err(ApiError::bad_request(ply_core::msg!(
            "lobby_too_many_tokens",
            most = OPEN_PER_OWNER * 2
        )));
    }
    Ok(hello.seeks.iter().map(|t| secret::hash(t)).collect())
}

async fn send(socket: &mut WebSocket, message: Message) -> bool {
    matches!(
        tokio::time::timeout(SEND_WITHIN, socket.send(message)).await,
        Ok(Ok(()))
    )
}
