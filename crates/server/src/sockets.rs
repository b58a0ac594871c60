//! WebSockets' admission and size. A WebSocket holds its connection (counted among the open
//! connections until it closes, see [`crate::conn`]); besides, at most so many are open in
//! all, fewer than the connections, so that requests always find a free connection, and at
//! most so many per client address. A socket beyond either is refused before the upgrade with
//! the JSON error body: 429 `too_many_sockets` for the address, 503 `sockets_full` for the
//! server. An admitted socket keeps small buffers ([`sized`]).

use std::sync::{
    Arc,
    atomic::{AtomicUsize, Ordering},
};

use axum::{
    extract::{FromRequestParts, WebSocketUpgrade, ws::rejection::WebSocketUpgradeRejection},
    http::{StatusCode, request::Parts},
};
use ply_core::msg;

use crate::{
    conn::{PerAddress, address_key},
    error::ApiError,
    state::{AppState, Caller},
};

/// What a socket reads into, and at most at a time (its buffer grows for a larger frame, up to
/// the socket's largest message). Clients send little; 128 KiB was tungstenite's default.
pub const READ_BUFFER: usize = 512;
/// The most a socket holds of what it sends and its client has not read yet (a message larger
/// than this cannot be sent; beyond, the socket closes).
pub const MAX_WRITE_BUFFER: usize = 256 * 1024;

/// The open WebSockets, in all and per client address.
#[derive(Debug)]
pub struct Sockets {
    most: usize,
    open: AtomicUsize,
    per_address: PerAddress<String>,
}

impl Sockets {
    pub fn new(most: usize, per_address: usize) -> Arc<Sockets> {
        Arc::new(Sockets {
            most: most.max(1),
            open: AtomicUsize::new(0),
            per_address: PerAddress::new(per_address),
        })
    }

    /// Counts one more socket for `address`, or refuses it.
    fn admit(self: &Arc<Self>, address: Option<String>) -> Result<Ticket, ApiError> {
        let key = address.map(|a| match a.parse() {
            Ok(ip) => address_key(ip).to_string(),
            Err(_) => a,
        });
        if let Some(key) = &key
            && let Err(open) = self.per_address.take(key)
        {
            return Err(ApiError::new(
                StatusCode::TOO_MANY_REQUESTS,
                "too_many_sockets",
                msg!(
                    "too_many_sockets",
                    open = open,
                    most = self.per_address.most()
                ),
            ));
        }
        let ticket = Ticket {
            sockets: Arc::clone(self),
            key,
        };
        if self.open.fetch_add(1, Ordering::Relaxed) >= self.most {
            // Dropping the ticket counts it out again.
            drop(ticket);
            return Err(ApiError::new(
                StatusCode::SERVICE_UNAVAILABLE,
                "sockets_full",
                msg!("sockets_full"),
            ));
        }
        Ok(ticket)
    }
}

/// One admitted socket's place in the counts; given back when dropped.
#[derive(Debug)]
pub struct Ticket {
    sockets: Arc<Sockets>,
    key: Option<String>,
}

impl Drop for Ticket {
    fn drop(&mut self) {
        self.sockets.open.fetch_sub(1, Ordering::Relaxed);
        if let Some(key) = &self.key {
            self.sockets.per_address.give_back(key);
        }
    }
}

/// A WebSocket request admitted by the counts of the server it arrived at (the counts travel
/// with each request from [`crate::http::serve`]; an app served otherwise counts nothing).
/// Keep it until the socket closes.
#[derive(Debug)]
pub struct Admitted {
    _ticket: Option<Ticket>,
}

impl FromRequestParts<AppState> for Admitted {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Admitted, ApiError> {
        let Some(sockets) = parts.extensions.get::<Arc<Sockets>>().cloned() else {
            return Ok(Admitted { _ticket: None });
        };
        let Ok(caller) = Caller::from_request_parts(parts, state).await;
        sockets
            .admit(caller.address)
            .map(|t| Admitted { _ticket: Some(t) })
    }
}

/// The upgrade a request asked for, with small buffers and messages of at most `max_message`
/// bytes; a request that is no WebSocket handshake gets 400 `websocket_expected`.
pub fn sized(
    upgrade: Result<WebSocketUpgrade, WebSocketUpgradeRejection>,
    max_message: usize,
) -> Result<WebSocketUpgrade, ApiError> {
    let upgrade = upgrade.map_err(|e| {
        ApiError::new(
            StatusCode::BAD_REQUEST,
            "websocket_expected",
            msg!("websocket_expected", detail = e.body_text()),
        )
    })?;
    Ok(upgrade
        .read_buffer_size(READ_BUFFER)
        .write_buffer_size(0)
        .max_write_buffer_size(MAX_WRITE_BUFFER)
        .max_message_size(max_message)
        .max_frame_size(max_message))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sockets_are_refused_beyond_the_address_share_and_the_total() {
        let sockets = Sockets::new(3, 2);
        let a = || Some("192.0.2.1".to_string());
        let one = sockets.admit(a()).unwrap();
        let _two = sockets.admit(a()).unwrap();
        let refused = sockets.admit(a()).unwrap_err();
        assert_eq!(refused.status, StatusCode::TOO_MANY_REQUESTS);
        assert_eq!(refused.code, "too_many_sockets");
        let _three = sockets.admit(Some("192.0.2.2".to_string())).unwrap();
        let full = sockets.admit(Some("192.0.2.3".to_string())).unwrap_err();
        assert_eq!(full.code, "sockets_full");
        drop(one);
        assert_eq!(sockets.open.load(Ordering::Relaxed), 2);
        let _again = sockets.admit(a()).unwrap();
        let v6 = Sockets::new(10, 1);
        let _first = v6.admit(Some("2001:db8::1".to_string())).unwrap();
        assert!(v6.admit(Some("2001:db8::2".to_string())).is_err());
    }
}
