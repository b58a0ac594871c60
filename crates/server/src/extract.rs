//! axum's path and query extractors whose refusals are the server's own: a path segment that
//! is not UTF-8 text, or a query that cannot be read (a parameter given twice, say), answers
//! 400 with the JSON error body and a stable code, worded in the reader's language — never
//! axum's plain text.

use axum::{
    extract::{FromRequestParts, rejection::PathRejection, rejection::QueryRejection},
    http::request::Parts,
};
use ply_core::Message;
use serde::de::DeserializeOwned;

use crate::error::ApiError;

/// The path's parameters, as [`axum::extract::Path`]; refused with `bad_path`.
pub struct Path<T>(pub T);

/// The query string's parameters, as [`axum::extract::Query`]; refused with `bad_query`.
pub struct Query<T>(pub T);

impl<T, S> FromRequestParts<S> for Path<T>
where
    T: DeserializeOwned + Send,
    S: Send + Sync,
{
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Path<T>, ApiError> {
        match axum::extract::Path::<T>::from_request_parts(parts, state).await {
            Ok(axum::extract::Path(value)) => Ok(Path(value)),
            Err(rejection) => Err(path_refused(&rejection)),
        }
    }
}

impl<T, S> FromRequestParts<S> for Query<T>
where
    T: DeserializeOwned,
    S: Send + Sync,
{
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Query<T>, ApiError> {
        match axum::extract::Query::<T>::from_request_parts(parts, state).await {
            Ok(axum::extract::Query(value)) => Ok(Query(value)),
            Err(rejection) => Err(query_refused(&rejection)),
        }
    }
}

fn path_refused(rejection: &PathRejection) -> ApiError {
    tracing::debug!("path refused: {}", rejection.body_text());
    ApiError::bad_request(Message::new("bad_path"))
}

fn query_refused(rejection: &QueryRejection) -> ApiError {
    tracing::debug!("query refused: {}", rejection.body_text());
    ApiError::bad_request(Message::new("bad_query"))
}
