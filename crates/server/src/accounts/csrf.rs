//! Cross-site request forgery: a state-changing request (any method but GET, HEAD, OPTIONS)
//! that carries the session cookie must come from this site's own pages. A browser says where
//! a request comes from: `Sec-Fetch-Site: same-origin`, or else an `Origin` (or, without one,
//! a `Referer`) whose host and port are the request's `Host`. A request without the cookie is
//! not looked at: the anonymous API, whose per-game tokens a forger cannot know, works as
//! before. A script that logs in with the cookie sends `Origin` itself.

use axum::{
    extract::Request,
    http::{HeaderMap, Method, StatusCode, header},
    middleware::Next,
    response::{IntoResponse, Response},
};
use ply_core::msg;

use crate::error::ApiError;

/// Refuses a forged request (403 `cross_site`) before any handler sees it.
pub async fn guard(request: Request, next: Next) -> Response {
    let safe = matches!(
        *request.method(),
        Method::GET | Method::HEAD | Method::OPTIONS
    );
    if safe || super::token_of(request.headers()).is_none() {
        return next.run(request).await;
    }
    let authority = request.uri().authority().map(|a| a.as_str().to_string());
    if same_site(request.headers(), authority.as_deref()) {
        next.run(request).await
    } else {
        ApiError::new(
            StatusCode::FORBIDDEN,
            "cross_site",
            msg!("account_cross_site"),
        )
        .into_response()
    }
}

/// Whether the headers show a request from this site's own pages (`authority`: the URI's,
/// for HTTP/2, where `Host` may be absent).
pub fn same_site(headers: &HeaderMap, authority: Option<&str>) -> bool {
    let text = |name| headers.get(name).and_then(|v| v.to_str().ok());
    if let Some(site) = text("sec-fetch-site") {
        if site.eq_ignore_ascii_case("same-origin") {
            return true;
        }
        if !site.eq_ignore_ascii_case("none") {
            return false;
        }
    }
    let Some(host) = text(header::HOST.as_str()).or(authority) else {
        return false;
    };
    let from = text(header::ORIGIN.as_str()).or_else(|| text(header::REFERER.as_str()));
    from.and_then(authority_of)
        .is_some_and(|a| a.eq_ignore_ascii_case(host.trim()))
}

/// The `host[:port]` of an absolute URL (`https://example.org:8443/path` → `example.org:8443`);
/// none for `null` or anything that is not one.
fn authority_of(url: &str) -> Option<&str> {
    let (scheme, rest) = url.split_once("://")?;
    if !(scheme.eq_ignore_ascii_case("http") || scheme.eq_ignore_ascii_case("https")) {
        return None;
    }
    let end = rest.find(['/', '?', '#']).unwrap_or(rest.len());
    let authority = &rest[..end];
    (!authority.is_empty() && !authority.contains('@')).then_some(authority)
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    fn headers(pairs: &[(&'static str, &'static str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (k, v) in pairs {
            h.insert(*k, HeaderValue::from_static(v));
        }
        h
    }

    #[test]
    fn only_this_sites_pages_pass() {
        let host = ("host", "ply.example:8080");
        assert!(same_site(
            &headers(&[host, ("origin", "http://ply.example:8080")]),
            None
        ));
        assert!(same_site(
            &headers(&[host, ("origin", "https://PLY.example:8080")]),
            None
        ));
        assert!(same_site(
            &headers(&[host, ("referer", "http://ply.example:8080/g/abc?x#y")]),
            None
        ));
        assert!(same_site(
            &headers(&[host, ("sec-fetch-site", "same-origin")]),
            None
        ));
        assert!(same_site(
            &headers(&[("origin", "http://127.0.0.1:9")]),
            Some("127.0.0.1:9")
        ));
        // Forgeries and requests that do not say where they come from.
        assert!(!same_site(
            &headers(&[host, ("origin", "http://evil.example")]),
            None
        ));
        assert!(!same_site(
            &headers(&[host, ("origin", "http://ply.example")]),
            None
        ));
        assert!(!same_site(&headers(&[host, ("origin", "null")]), None));
        assert!(!same_site(
            &headers(&[host, ("origin", "http://ply.example:8080@evil.example")]),
            None
        ));
        assert!(!same_site(
            &headers(&[host, ("referer", "http://evil.example/ply.example:8080")]),
            None
        ));
        assert!(!same_site(
            &headers(&[
                host,
                ("sec-fetch-site", "cross-site"),
                ("origin", "http://ply.example:8080")
            ]),
            None
        ));
        assert!(!same_site(
            &headers(&[host, ("sec-fetch-site", "same-site")]),
            None
        ));
        assert!(!same_site(&headers(&[host]), None));
        assert!(!same_site(
            &headers(&[("origin", "http://ply.example:8080")]),
            None
        ));
    }
}
