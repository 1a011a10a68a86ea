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
use rand::rngs::StdRng;
use tokio::sync::watch;

use crate::share::routes::{lang_of, word};
use crate::share::shared::Shared;
use crate::share::tokens::Token;

const PAGE: &str = include_str!("page/board.html");
const SCRIPT: &str = include_str!("page/board.js");
const STYLE: &str = include_str!("page/board.css");

/// The board's JSON per language (`en`, `ht`), as published by the window.
pub type BoardStates = Vec<(String, Arc<str>)>;

/// What the server keeps of the board: its link's token and the board last published.
pub(crate) struct BoardShared {
    token: Token,
    newest: watch::Sender<Option<Arc<BoardStates>>>,
}

impl BoardShared {
    /// A new token, no board yet.
    pub(crate) fn new(rng: &mut StdRng) -> BoardShared {
        BoardShared {
            token: Token::random(rng),
            newest: watch::Sender::new(None),
        }
    }

    /// The board link's path, `/b/TOKEN`.
    pub(crate) fn path(&self) -> String {
        format!("/b/{}", self.token.as_str())
    }

    /// Publishes a new board: every board page open is sent it.
    pub(crate) fn publish(&self, states: BoardStates) {
        self.newest.send_replace(Some(Arc::new(states)));
    }

    fn opens(&self, token: &str) -> bool {
        self.token.matches(token)
    }
}

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

/// `404` with the words of a link that opens nothing.
fn unknown_link(shared: &Shared, uri: &Uri, json: bool) -> Response {
    let why = word(shared, lang_of(uri), "phone-unknown-link");
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
