//! The server's measurements, served as Prometheus text at `GET /metrics`: moves accepted,
//! request latency by route, games in memory, the computer's searches and open WebSockets.

use std::sync::Arc;

use prometheus_client::{
    encoding::text::encode,
    metrics::{counter::Counter, family::Family, gauge::Gauge, histogram::Histogram},
    registry::Registry,
};

/// A request's labels: method, route (the pattern, not the path) and status. Each comes from a
/// closed set, so that no client can grow the exposition: the standard methods or `other`, the
/// router's patterns or `(none)`, and a three-digit status.
type RequestLabels = Vec<(&'static str, String)>;

/// The methods counted by name; any other method a client sends is counted as `other`.
pub const METHODS: [&str; 9] = [
    "GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS", "PATCH", "CONNECT", "TRACE",
];

/// A request method's label: its name if it is one of [`METHODS`], else `other`.
#[must_use]
pub fn method_label(method: &str) -> &'static str {
    METHODS
        .iter()
        .find(|known| **known == method)
        .copied()
        .unwrap_or("other")
}

/// Every measurement, registered once.
pub struct Metrics {
    registry: Registry,
    pub moves_accepted: Counter,
    pub requests: Family<RequestLabels, Histogram, fn() -> Histogram>,
    pub games_in_memory: Gauge,
    pub searches_queued: Gauge,
    pub searches_running: Gauge,
    pub websockets_open: Gauge,
}

fn latency_histogram() -> Histogram {
    Histogram::new([
        0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5,
    ])
}

impl Default for Metrics {
    fn default() -> Metrics {
        let mut registry = Registry::with_prefix("ply");
        let moves_accepted = Counter::default();
        let requests: Family<RequestLabels, Histogram, fn() -> Histogram> =
            Family::new_with_constructor(latency_histogram);
        let games_in_memory = Gauge::default();
        let searches_queued = Gauge::default();
        let searches_running = Gauge::default();
        let websockets_open = Gauge::default();
        registry.register(
            "moves_accepted",
            "Moves accepted (players' and the computer's)",
            moves_accepted.clone(),
        );
        registry.register(
            "http_request_duration_seconds",
            "HTTP request latency by method, route and status",
            requests.clone(),
        );
        registry.register(
            "games_in_memory",
            "Games held in this server's memory",
            games_in_memory.clone(),
        );
        registry.register(
            "searches_queued",
            "The computer's searches waiting to be claimed (seen at the last look)",
            searches_queued.clone(),
        );
        registry.register(
            "searches_running",
            "The computer's searches running on this server",
            searches_running.clone(),
        );
        registry.register(
            "websockets_open",
            "WebSockets open on this server",
            websockets_open.clone(),
        );
        Metrics {
            registry,
            moves_accepted,
            requests,
            games_in_memory,
            searches_queued,
            searches_running,
            websockets_open,
        }
    }
}

impl Metrics {
    /// Records a finished request. `route` is the router's pattern (or `(none)`), never the
    /// path; `method` is reduced to [`method_label`].
    pub fn request(&self, method: &str, route: &str, status: u16, seconds: f64) {
        self.requests
            .get_or_create(&vec![
                ("method", method_label(method).to_string()),
                ("route", route.to_string()),
                ("status", status.to_string()),
            ])
            .observe(seconds);
    }

    /// The Prometheus text of every measurement.
    pub fn render(&self) -> String {
        let mut text = String::new();
        let _ = encode(&mut text, &self.registry);
        text
    }
}

/// A WebSocket counted while it is open.
pub struct OpenSocket(Arc<Metrics>);

impl OpenSocket {
    pub fn new(metrics: &Arc<Metrics>) -> OpenSocket {
        metrics.websockets_open.inc();
        OpenSocket(Arc::clone(metrics))
    }
}

impl Drop for OpenSocket {
    fn drop(&mut self) {
        self.0.websockets_open.dec();
    }
}
