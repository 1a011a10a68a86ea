//! The club night board on the phones' server: a watch-only link of its own, `/b/TOKEN`, that
//! shows the night's board (every table's match in play, the finished matches, the standings)
//! and follows it as the window publishes it. Its token (128 random bits, new every sharing,
//! like the others) opens the board and nothing else: no table, no seat, no pairing; and the
//! table's links do not open the board.
//!
//! | path | token | answer |
//! |---|---|---|
//! | `GET /b/TOKEN` | board | the board's page |
//! | `GET /board.js`, `/board.css` | — | its script and style |
//! | `GET /api/TOKEN/board?lang=ht` | board | the board now, as JSON (`null` before the first) |
//! | `GET /api/TOKEN/board/events?lang=ht` | board | the board, pushed as server-sent events |
//!
//! The server knows nothing of the board's content: the window hands it the board's JSON in each
//! language ([`crate::share::Server::publish_board`]), drawn from the same board view as the
//! window's page.

use std::convert::Infallible;
use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::extract::{Path, State};
use axum::http::{StatusCode, Uri, header};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::routing::get;

use crate::share::shared::Shared;

const PAGE: &str = include_str!("page/board.html");
const SCRIPT: &str = include_str!("page/board.js");
const STYLE: &str = include_str!("page/board.css");

pub use crate::share::shared::BoardStates;

/// The board in `lang`, else in the first language published.
fn in_lang(states: &BoardStates, lang: &str) -> Option<Arc<str>> {
    states
        .iter()
        .find(|(l, _)| l == lang)
        .or_else(|| states.first())
        .map(|(_, s)| s.clone())
}

/// The board's routes, merged into the server's.
pub(crate) fn routes() -> Router<Arc<Shared>> {
    Router::new()
        .route("/b/{token}", get(page))
        .route("/board.js", get(script))
        .route("/board.css", get(style))
        .route("/api/{token}/board", get(now))
        .route("/api/{token}/board/events", get(events))
}

/// `ht` when the query asks for it, else `en` (as the table's routes read `?lang=`).
fn lang_of(uri: &Uri) -> &'static str {
    let asks_ht = uri
        .query()
        .unwrap_or("")
        .split('&')
        .any(|pair| pair == "lang=ht");
    if asks_ht { "ht" } else { "en" }
}

/// `404` with the words of a link that opens nothing (in English when `lang` has none).
fn unknown_link(shared: &Shared, uri: &Uri, json: bool) -> Response {
    let find = |lang: &str| {
        shared
            .words
            .iter()
            .find(|(l, _)| l == lang)
            .and_then(|(_, words)| words.get("phone-unknown-link").cloned())
    };
    let why = find(lang_of(uri))
        .or_else(|| find("en"))
        .unwrap_or_else(|| "phone-unknown-link".to_string());
    if json {
        let body = serde_json::json!({ "ok": false, "code": "unknown-link", "why": why });
        return (StatusCode::NOT_FOUND, axum::Json(body)).into_response();
    }
    (
        StatusCode::NOT_FOUND,
        [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
        format!("{why}\n"),
    )
        .into_response()
}

async fn page(State(shared): State<Arc<Shared>>, Path(token): Path<String>, uri: Uri) -> Response {
    if !shared.board.opens(&token) {
        return unknown_link(&shared, &uri, false);
    }
    ([(header::CONTENT_TYPE, "text/html; charset=utf-8")], PAGE).into_response()
}

async fn script() -> Response {
    (
        [(header::CONTENT_TYPE, "text/javascript; charset=utf-8")],
        SCRIPT,
    )
        .into_response()
}

async fn style() -> Response {
    ([(header::CONTENT_TYPE, "text/css; charset=utf-8")], STYLE).into_response()
}

async fn now(State(shared): State<Arc<Shared>>, Path(token): Path<String>, uri: Uri) -> Response {
    if !shared.board.opens(&token) {
        return unknown_link(&shared, &uri, true);
    }
    let text = shared
        .board
        .newest
        .borrow()
        .as_ref()
        .and_then(|s| in_lang(s, lang_of(&uri)));
    let body = text.map_or_else(|| "null".to_string(), |t| t.to_string());
    ([(header::CONTENT_TYPE, "application/json")], body).into_response()
}

async fn events(
    State(shared): State<Arc<Shared>>,
    Path(token): Path<String>,
    uri: Uri,
) -> Response {
    if !shared.board.opens(&token) {
        return unknown_link(&shared, &uri, true);
    }
    let lang = lang_of(&uri).to_string();
    let mut newest = shared.board.newest.subscribe();
    // The board now (when there is one), then each new one.
    newest.mark_changed();
    let stream = futures_util::stream::unfold(newest, move |mut newest| {
        let lang = lang.clone();
        async move {
            loop {
                newest.changed().await.ok()?;
                let text = newest
                    .borrow_and_update()
                    .as_ref()
                    .and_then(|s| in_lang(s, &lang));
                if let Some(text) = text {
                    let event = Event::default().event("board").data(&*text);
                    return Some((Ok::<Event, Infallible>(event), newest));
                }
            }
        }
    });
    Sse::new(stream)
        .keep_alive(KeepAlive::new().interval(Duration::from_secs(15)))
        .into_response()
}
