//! `GET /api/account/ws`: the logged-in player's live socket, which every page opens: it sends
//! each event of the account's live channel as it happens (`{"type": "challenge",
//! "challenge"}`, `challengeCanceled`, `challengeDeclined`, `gameStart`, `gameFinish`, as
//! lichess's event stream has them). A socket that falls [`BACKLOG`](super::BACKLOG) events
//! behind, or does not read one within [`SEND_WITHIN`], is closed.

use std::time::Duration;

use axum::{
    extract::{
        State, WebSocketUpgrade,
        ws::rejection::WebSocketUpgradeRejection,
        ws::{Message, WebSocket},
    },
    response::Response,
};
use tokio::sync::broadcast::error::RecvError;

use super::Listener;
use crate::{
    accounts::LoggedIn, error::ApiError, metrics::OpenSocket, sockets::Admitted, state::AppState,
};

/// The largest message a client may send (it sends nothing but pongs and a close).
pub const MAX_MESSAGE: usize = 1024;
/// The time a client has to read what its socket sends.
pub const SEND_WITHIN: Duration = Duration::from_secs(30);

/// Upgrades to the account's live socket (401 without a session; refused beyond the counts of
/// [`crate::sockets`] and [`super::PER_ACCOUNT`]).
pub async fn connect(
    State(state): State<AppState>,
    admitted: Admitted,
    LoggedIn(user): LoggedIn,
    upgrade: Result<WebSocketUpgrade, WebSocketUpgradeRejection>,
) -> Result<Response, ApiError> {
    let upgrade = crate::sockets::sized(upgrade, MAX_MESSAGE)?;
    let listener = state.inner.live.subscribe(&user.id)?;
    Ok(upgrade.on_upgrade(move |socket| async move {
        let _admitted = admitted;
        let _open = OpenSocket::new(&state.inner.metrics);
        follow(socket, listener).await;
    }))
}

async fn follow(mut socket: WebSocket, mut listener: Listener) {
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
                Err(RecvError::Lagged(_) | RecvError::Closed) => break,
            },
            incoming = socket.recv() => match incoming {
                None | Some(Err(_) | Ok(Message::Close(_))) => break,
                Some(Ok(_)) => {}
            },
            _ = ping.tick() => {
                if !send(&mut socket, Message::Ping(Vec::new().into())).await {
                    break;
                }
            }
        }
    }
}

async fn send(socket: &mut WebSocket, message: Message) -> bool {
    matches!(
        tokio::time::timeout(SEND_WITHIN, socket.send(message)).await,
        Ok(Ok(()))
    )
}
