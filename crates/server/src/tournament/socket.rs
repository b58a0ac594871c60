//! `GET /api/tournament/{id}/ws`: a tournament's WebSocket. It sends the tournament (as
//! `GET /api/tournament/{id}` without the reader's own part) when it opens and again after
//! every change on any server, each version at most once. A client says nothing on it. A
//! socket that does not read a message within [`SEND_WITHIN`] is closed; one that falls
//! behind is sent the latest version only.

use std::{sync::Arc, time::Duration};

use axum::{
    extract::{
        State, WebSocketUpgrade,
        ws::rejection::WebSocketUpgradeRejection,
        ws::{Message, WebSocket},
    },
    response::Response,
};
use tokio::sync::broadcast::error::RecvError;

use super::Tournaments;
use crate::{
    error::ApiError, extract::Path, metrics::OpenSocket, sockets::Admitted, state::AppState,
};

/// The largest message a client may send.
pub const MAX_MESSAGE: usize = 1024;
/// The time a client has to read what its socket sends.
pub const SEND_WITHIN: Duration = Duration::from_secs(30);

/// Upgrades to a tournament's socket (404 for no such tournament; refused beyond the counts
/// of [`crate::sockets`]).
pub async fn connect(
    State(state): State<AppState>,
    Path(id): Path<String>,
    admitted: Admitted,
    upgrade: Result<WebSocketUpgrade, WebSocketUpgradeRejection>,
) -> Result<Response, ApiError> {
    let upgrade = crate::sockets::sized(upgrade, MAX_MESSAGE)?;
    let tournaments = Arc::clone(&state.inner.tournaments);
    let Some(now) = tournaments.one(&id).await? else {
        return Err(super::no_tournament(&id));
    };
    let Some(first) = tournaments.view(&id, now.version).await? else {
        return Err(super::no_tournament(&id));
    };
    let events = tournaments.subscribe();
    Ok(upgrade.on_upgrade(move |socket| async move {
        let _admitted = admitted;
        let _open = OpenSocket::new(&state.inner.metrics);
        follow(socket, events, &tournaments, &id, first).await;
    }))
}

async fn follow(
    mut socket: WebSocket,
    mut events: tokio::sync::broadcast::Receiver<Arc<str>>,
    tournaments: &Tournaments,
    id: &str,
    first: Arc<str>,
) {
    if !send(&mut socket, Message::Text(first.as_ref().into())).await {
        return;
    }
    let mut sent = 0;
    let mut ping = tokio::time::interval(Duration::from_secs(25));
    ping.tick().await;
    loop {
        let version = tokio::select! {
            event = events.recv() => match event {
                Ok(payload) => match payload.rsplit_once(':') {
                    Some((changed, v)) if changed == id => v.parse::<i64>().unwrap_or(0),
                    _ => continue,
                },
                // Behind: the latest version is all that matters.
                Err(RecvError::Lagged(_)) => sent + 1,
                Err(RecvError::Closed) => break,
            },
            incoming = socket.recv() => match incoming {
                None | Some(Err(_) | Ok(Message::Close(_))) => break,
                Some(Ok(_)) => continue,
            },
            _ = ping.tick() => {
                if !send(&mut socket, Message::Ping(Vec::new().into())).await {
                    break;
                }
                continue;
            }
        };
        if version <= sent {
            continue;
        }
        match tournaments.view(id, version).await {
            Ok(Some(text)) => {
                if !send(&mut socket, Message::Text(text.as_ref().into())).await {
                    break;
                }
                sent = version;
            }
            Ok(None) => break,
            Err(e) => tracing::warn!(tournament = %id, "cannot read a tournament: {e:#}"),
        }
    }
}

async fn send(socket: &mut WebSocket, message: Message) -> bool {
    matches!(
        tokio::time::timeout(SEND_WITHIN, socket.send(message)).await,
        Ok(Ok(()))
    )
}
