//! `GET /api/games/{id}/ws`: a WebSocket that sends the game's state when it opens and again
//! after every change (a move by either side, the computer's reply, an ending, an offer),
//! made on this server or — heard through the database — on another one. Clients have
//! nothing to say on it but pings: a message over [`MAX_MESSAGE`] bytes closes the socket.
//!
//! Whenever a socket on the game opens or closes, every socket on it is sent `{"watchers": N}`
//! a moment later: how many sockets are open on the game, on this server and on the others
//! sharing its database (see [`crate::watchers`]).

use std::{sync::Arc, time::Duration};

use axum::{
    extract::{
        State, WebSocketUpgrade,
        ws::rejection::WebSocketUpgradeRejection,
        ws::{Message, WebSocket},
    },
    http::StatusCode,
    response::Response,
};
use tokio::sync::broadcast::{Receiver, error::RecvError};

use crate::{error::ApiError, extract::Path, metrics::OpenSocket, state::AppState};

/// The largest message a client may send on the socket.
pub const MAX_MESSAGE: usize = 4 * 1024;

/// Upgrades to a WebSocket that follows the game (404 for an unknown game).
pub async fn connect(
    State(state): State<AppState>,
    Path(id): Path<String>,
    upgrade: Result<WebSocketUpgrade, WebSocketUpgradeRejection>,
) -> Result<Response, ApiError> {
    let slot = state.inner.slot(&id).await?;
    let upgrade = upgrade
        .map_err(|e| {
            ApiError::new(
                StatusCode::BAD_REQUEST,
                "websocket_expected",
                ply_core::msg!("websocket_expected", detail = e.body_text()),
            )
        })?
        .max_message_size(MAX_MESSAGE)
        .max_frame_size(MAX_MESSAGE);
    let updates = slot.updates.subscribe();
    Ok(upgrade.on_upgrade(move |socket| async move {
        let _open = OpenSocket::new(&state.inner.metrics);
        let watchers = Arc::clone(&state.inner.watchers);
        watchers.changed(&id, &slot);
        follow(socket, updates, state, id.clone()).await;
        // The socket's receiver is gone: count again without it.
        watchers.changed(&id, &slot);
    }))
}

async fn follow(
    mut socket: WebSocket,
    mut updates: Receiver<Arc<str>>,
    state: AppState,
    id: String,
) {
    if !send_current(&mut socket, &state, &id).await {
        return;
    }
    let mut ping = tokio::time::interval(Duration::from_secs(25));
    ping.tick().await;
    loop {
        tokio::select! {
            update = updates.recv() => {
                let sent = match update {
                    Ok(text) => socket.send(Message::Text(text.as_ref().into())).await.is_ok(),
                    Err(RecvError::Lagged(_)) => send_current(&mut socket, &state, &id).await,
                    Err(RecvError::Closed) => false,
                };
                if !sent {
                    break;
                }
            }
            incoming = socket.recv() => match incoming {
                None | Some(Err(_)) | Some(Ok(Message::Close(_))) => break,
                Some(Ok(_)) => {}
            },
            _ = ping.tick() => {
                if socket.send(Message::Ping(Vec::new().into())).await.is_err() {
                    break;
                }
            }
        }
    }
}

async fn send_current(socket: &mut WebSocket, state: &AppState, id: &str) -> bool {
    match state.inner.state(id).await {
        Ok(value) => socket
            .send(Message::Text(value.as_ref().into()))
            .await
            .is_ok(),
        Err(_) => false,
    }
}
