//! Serving HTTP with bounds a stranger cannot push past: at most a set number of open
//! connections, WebSockets included (more wait in the kernel's backlog), and at most so many
//! per client address (more are closed at once); a time limit on reading a request's headers,
//! which also closes a connection that sends nothing, or nothing more, for that long; fewer
//! WebSockets than connections ([`crate::sockets`]); and a graceful stop — no new
//! connections, requests in flight finished.

use std::{
    net::SocketAddr,
    sync::{
        Arc,
        atomic::{AtomicU64, Ordering},
    },
    time::{Duration, Instant},
};

use axum::{
    Router,
    extract::{ConnectInfo, MatchedPath, Request, State},
    middleware::Next,
    response::Response,
};
use hyper_util::{
    rt::{TokioExecutor, TokioIo, TokioTimer},
    server::conn::auto,
    service::TowerToHyperService,
};
use tokio::{
    net::TcpListener,
    sync::{Semaphore, watch},
};
use tower::ServiceExt;

use crate::{
    conn::{Busy, Conn, Held, PerAddress},
    sockets::Sockets,
    state::AppState,
};

/// Descriptors kept for everything but connections (the database's pool, engines' pipes,
/// files), beyond those open when the server starts.
pub const RESERVED_DESCRIPTORS: u64 = 64;

/// The most an HTTP/1 connection buffers of what it reads: a request's headers must fit.
pub const HEADERS_MOST: usize = 64 * 1024;

/// Bounds on connections and WebSockets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ConnectionLimits {
    /// Open connections at most, WebSockets included.
    pub max_connections: usize,
    /// Open connections at most from one client address (an IPv6 address's /64).
    pub connections_per_address: usize,
    /// Open WebSockets at most (at most three quarters of the connections: see
    /// [`ConnectionLimits::fitted`]).
    pub max_sockets: usize,
    /// Open WebSockets at most from one client address.
    pub sockets_per_address: usize,
    /// Time to send a request's headers; also the time a connection may stay open with no
    /// request in progress (before its first request, or between two).
    pub header_read_timeout: Duration,
}

impl Default for ConnectionLimits {
    fn default() -> ConnectionLimits {
        ConnectionLimits {
            max_connections: 4096,
            connections_per_address: 128,
            max_sockets: 3072,
            sockets_per_address: 50,
            header_read_timeout: Duration::from_secs(10),
        }
    }
}

impl ConnectionLimits {
    /// These limits within what `descriptors` (the process's limit on open descriptors, with
    /// `open` open already) allows: connections at most the descriptors left after
    /// [`RESERVED_DESCRIPTORS`], WebSockets at most three quarters of the connections (the
    /// rest stay free for requests: health checks, moves), a share per address at most the
    /// whole.
    #[must_use]
    pub fn fitted(self, descriptors: u64, open: u64) -> ConnectionLimits {
        let free = descriptors.saturating_sub(open.saturating_add(RESERVED_DESCRIPTORS));
        let max_connections = self
            .max_connections
            .min(usize::try_from(free).unwrap_or(usize::MAX))
            .max(1);
        let max_sockets = self.max_sockets.min(max_connections / 4 * 3).max(1);
        ConnectionLimits {
            max_connections,
            connections_per_address: self.connections_per_address.clamp(1, max_connections),
            max_sockets,
            sockets_per_address: self.sockets_per_address.clamp(1, max_sockets),
            header_read_timeout: self.header_read_timeout,
        }
    }
}

/// Raises the process's soft limit on open descriptors to its hard limit; returns the limit
/// then in force and how many descriptors are open (`None` where it cannot be told).
pub fn raise_descriptor_limit() -> (Option<u64>, Option<u64>) {
    let limit = match rlimit::increase_nofile_limit(u64::MAX) {
        Ok(limit) => Some(limit),
        Err(e) => {
            tracing::warn!("cannot raise the limit on open descriptors: {e}");
            rlimit::getrlimit(rlimit::Resource::NOFILE)
                .ok()
                .map(|(soft, _)| soft)
        }
    };
    let open = std::fs::read_dir("/proc/self/fd")
        .ok()
        .map(|entries| entries.count() as u64);
    (limit, open)
}

/// Logs one line per request (method, route, status, latency) and records its latency.
pub async fn observe(State(state): State<AppState>, request: Request, next: Next) -> Response {
    let started = Instant::now();
    let method = request.method().clone();
    let route = request
        .extensions()
        .get::<MatchedPath>()
        .map_or("(none)", MatchedPath::as_str)
        .to_string();
    let response = next.run(request).await;
    let seconds = started.elapsed().as_secs_f64();
    let status = response.status().as_u16();
    state
        .inner
        .metrics
        .request(method.as_str(), &route, status, seconds);
    tracing::info!(
        target: "ply::http",
        method = %method,
        route = %route,
        status,
        latency_ms = format_args!("{:.2}", seconds * 1000.0),
    );
    response
}

/// Serves `app` on `listener` until `stop` resolves, then waits for the requests in flight.
///
/// # Errors
/// Accepting connections failed for good.
pub async fn serve(
    listener: TcpListener,
    app: Router,
    limits: ConnectionLimits,
    stop: impl std::future::Future<Output = ()>,
) -> std::io::Result<()> {
    let permits = Arc::new(Semaphore::new(limits.max_connections.max(1)));
    let peers = (limits.connections_per_address < limits.max_connections)
        .then(|| Arc::new(PerAddress::new(limits.connections_per_address)));
    let sockets = Sockets::new(limits.max_sockets, limits.sockets_per_address);
    let quiet = limits.header_read_timeout;
    let mut builder = auto::Builder::new(TokioExecutor::new());
    builder
        .http1()
        .timer(TokioTimer::new())
        .header_read_timeout(quiet)
        .max_buf_size(HEADERS_MOST);
    builder
        .http2()
        .initial_connection_window_size(256 * 1024)
        .initial_stream_window_size(64 * 1024);
    // Each connection's task holds a receiver: the stop is sent on it, and it is gone when
    // the task ends.
    let (stopping, stop_heard) = watch::channel(false);
    tokio::pin!(stop);
    loop {
        let permit = tokio::select! {
            permit = Arc::clone(&permits).acquire_owned() => match permit {
                Ok(p) => p,
                Err(_) => break,
            },
            () = &mut stop => break,
        };
        let (stream, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(a) => a,
                Err(e) => {
                    // Out of file descriptors and the like: wait, and go on.
                    tracing::warn!("cannot accept a connection: {e}");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            () = &mut stop => break,
        };
        let Some(held) = Held::take(permit, peers.as_ref(), peer.ip()) else {
            tracing::debug!(%peer, "closed a connection: its address has too many open");
            continue;
        };
        let _ = stream.set_nodelay(true);
        let conn = Conn::new(stream, held);
        let moved = conn.moved();
        let busy = Busy::new();
        let service = {
            let sockets = Arc::clone(&sockets);
            let busy = Arc::clone(&busy);
            app.clone()
                .map_request(move |mut req: Request<hyper::body::Incoming>| {
                    req.extensions_mut().insert(ConnectInfo::<SocketAddr>(peer));
                    req.extensions_mut().insert(Arc::clone(&sockets));
                    req
                })
                .map_future(move |answer| {
                    let working = busy.enter();
                    async move {
                        let answered = answer.await;
                        drop(working);
                        answered
                    }
                })
        };
        let connection = builder
            .serve_connection_with_upgrades(TokioIo::new(conn), TowerToHyperService::new(service))
            .into_owned();
        let mut stop_heard = stop_heard.clone();
        tokio::spawn(async move {
            tokio::pin!(connection);
            tokio::select! {
                _ = connection.as_mut() => return,
                () = busy.idle_for(quiet) => {}
                _ = stop_heard.wait_for(|stop| *stop) => {}
            }
            connection.as_mut().graceful_shutdown();
            // What is in progress is finished, for as long as it moves.
            loop {
                let before = moved.load(Ordering::Relaxed);
                if tokio::time::timeout(quiet, connection.as_mut())
                    .await
                    .is_ok()
                {
                    return;
                }
                if !busy.active() && stalled(&moved, before) {
                    return;
                }
            }
        });
    }
    drop(listener);
    drop(stop_heard);
    let _ = stopping.send(true);
    tokio::select! {
        () = stopping.closed() => {}
        () = tokio::time::sleep(Duration::from_secs(30)) => {
            tracing::warn!("connections still open after 30 s: stopping anyway");
        }
    }
    Ok(())
}

fn stalled(moved: &AtomicU64, before: u64) -> bool {
    moved.load(Ordering::Relaxed) == before
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_limits_fit_the_descriptors_and_keep_room_for_requests() {
        let asked = ConnectionLimits::default();
        assert_eq!(asked.fitted(1_048_576, 20), asked);
        let fitted = asked.fitted(1024, 20);
        assert_eq!(fitted.max_connections, 1024 - 20 - 64);
        assert_eq!(fitted.max_sockets, fitted.max_connections / 4 * 3);
        assert_eq!(fitted.connections_per_address, 128);
        let tiny = asked.fitted(100, 20);
        assert_eq!(tiny.max_connections, 16);
        assert_eq!(tiny.max_sockets, 12);
        assert_eq!(tiny.connections_per_address, 16);
        assert_eq!(tiny.sockets_per_address, 12);
        assert_eq!(asked.fitted(10, 20).max_connections, 1);
        let sockets_asked_high = ConnectionLimits {
            max_connections: 100,
            max_sockets: 100,
            ..asked
        };
        assert_eq!(sockets_asked_high.fitted(u64::MAX, 0).max_sockets, 75);
    }
}
