//! The language of a request: the `lang` cookie the page sets when a player picks one, else
//! the browser's `Accept-Language`, else English. A middleware keeps it for the request's
//! task, so that errors and pages are worded in it without passing it everywhere.

use axum::{
    extract::Request,
    http::{HeaderMap, HeaderValue, header},
    middleware::Next,
    response::Response,
};
use ply_core::Lang;

tokio::task_local! {
    static LANG: Lang;
}

/// The language of the request being served (English outside a request).
pub fn current() -> Lang {
    LANG.try_with(|lang| *lang).unwrap_or(Lang::EN)
}

/// The language the headers ask for.
pub fn of(headers: &HeaderMap) -> Lang {
    let cookie = headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().strip_prefix("lang="))
        .find_map(Lang::from_tag);
    cookie.unwrap_or_else(|| {
        headers
            .get(header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok())
            .map_or(Lang::EN, Lang::negotiate)
    })
}

/// The language asked by a `?lang=` tag, else the request's (see [`current`]).
pub fn asked(tag: Option<&str>) -> Lang {
    tag.and_then(Lang::from_tag).unwrap_or_else(current)
}

/// A 200 answer worded for its reader: its type, and `Vary` on what chose the language, so
/// that caches keep one copy per language.
pub fn worded(content_type: &'static str, body: impl Into<axum::body::Body>) -> Response {
    let mut response = Response::new(body.into());
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    headers.insert(
        header::VARY,
        HeaderValue::from_static("Accept-Language, Cookie"),
    );
    response
}

/// Runs the request with its language set (see [`current`]).
pub async fn scope(request: Request, next: Next) -> Response {
    let lang = of(request.headers());
    LANG.scope(lang, next.run(request)).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cookie_wins_over_the_browser() {
        let mut headers = HeaderMap::new();
        headers.insert(
            header::ACCEPT_LANGUAGE,
            HeaderValue::from_static("ru-RU,ru;q=0.9"),
        );
        assert_eq!(of(&headers).tag(), "ru");
        headers.insert(header::COOKIE, HeaderValue::from_static("seat=1; lang=et"));
        assert_eq!(of(&headers).tag(), "et");
        headers.insert(header::COOKIE, HeaderValue::from_static("lang=xx"));
        assert_eq!(of(&headers).tag(), "ru");
        assert_eq!(of(&HeaderMap::new()), Lang::EN);
    }
}
