//! What the server answers, path by path. It serves its own embedded page and the table, and
//! nothing else: no file of the machine is ever read, so no path (`..` or not) reaches one, and
//! there is no listing. Every answer about a link needs its token; without one the answer is
//! `404` and says only that the link opens nothing.
//!
//! | path | token | answer |
//! |---|---|---|
//! | `GET /w/TOKEN` | watch | the page, watching |
//! | `GET /s/TOKEN` | a seat | the page, with that seat's entries |
//! | `GET /page.js`, `/page.css` | — | the page's script and style (the same for everyone) |
//! | `GET /api/TOKEN/events?lang=ht` | any | the table, pushed as server-sent events |
//! | `GET /api/TOKEN/words?lang=ht` | any | the page's words |
//! | `POST /api/TOKEN/entry?lang=ht` | a seat | enters for that seat ([`crate::share::entry`]) |
//! | `POST /api/TOKEN/pair?lang=ht` | watch | a seat's link for its pairing code |

use std::net::IpAddr;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use axum::Router;
use axum::body::Body;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, Uri, header};
use axum::response::sse::{KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use serde_json::json;

use crate::share::entry::{self, MAX_ENTRY_BYTES};
use crate::share::shared::{Reply, Shared};
use crate::share::tokens::Access;

/// The page, its script and its style, compiled in.
const PAGE: &str = include_str!("page/index.html");
const SCRIPT: &str = include_str!("page/page.js");
const STYLE: &str = include_str!("page/page.css");

/// The longest pairing-code body read (bytes).
const MAX_PAIR_BYTES: usize = 256;

/// The routes, on `shared`.
pub(crate) fn router(shared: Arc<Shared>) -> Router {
    Router::new()
        .route("/w/{token}", get(watch_page))
        .route("/s/{token}", get(seat_page))
        .route("/page.js", get(script))
        .route("/page.css", get(style))
        .route("/api/{token}/events", get(events))
        .route("/api/{token}/words", get(words))
        .route("/api/{token}/entry", post(enter))
        .route("/api/{token}/pair", post(pair))
        .merge(crate::share::board::routes())
        .fallback(not_found)
        .method_not_allowed_fallback(not_allowed)
        .with_state(shared)
}

/// Answers one request from `client`: within its rate, through the routes, with the headers
/// every answer carries.
pub(crate) async fn handle(
    router: Router,
    shared: Arc<Shared>,
    client: IpAddr,
    request: hyper::Request<hyper::body::Incoming>,
    now: Instant,
) -> Response {
    let mut response = if shared.rate.allow(client, now) {
        let mut request = request.map(Body::new);
        request.extensions_mut().insert(Client(client));
        let lang = lang_of(request.uri()).to_string();
        request.extensions_mut().insert(Lang(lang));
        match tower_service::Service::call(&mut router.clone(), request).await {
            Ok(response) => response,
            Err(never) => match never {},
        }
    } else {
        let lang = lang_of(request.uri()).to_string();
        let mut refused = answer(
            &shared,
            &lang,
            StatusCode::TOO_MANY_REQUESTS,
            "too-many",
            "phone-too-many",
        );
        refused
            .headers_mut()
            .insert(header::RETRY_AFTER, HeaderValue::from_static("1"));
        refused
    };
    let headers = response.headers_mut();
    for (name, value) in [
        (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        // A link's token never leaves in a Referer.
        (header::REFERRER_POLICY, "no-referrer"),
        (header::CACHE_CONTROL, "no-store"),
        (
            header::CONTENT_SECURITY_POLICY,
            "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; \
             img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
        ),
    ] {
        headers.insert(name, HeaderValue::from_static(value));
    }
    response
}

/// The address a request came from.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Client(pub(crate) IpAddr);

/// The language a request asks its answers in (`?lang=`).
#[derive(Clone, Debug)]
struct Lang(String);

/// `ht` when the query asks for it, else `en`.
fn lang_of(uri: &Uri) -> &'static str {
    let asks_ht = uri
        .query()
        .unwrap_or("")
        .split('&')
        .any(|pair| pair == "lang=ht");
    if asks_ht { "ht" } else { "en" }
}

/// A message of the server's words in `lang` (English when it has none there).
pub(crate) fn word(shared: &Shared, lang: &str, id: &str) -> String {
    let find = |l: &str| {
        shared
            .words
            .iter()
            .find(|(w, _)| w == l)
            .and_then(|(_, m)| m.get(id).cloned())
    };
    find(lang)
        .or_else(|| find("en"))
        .unwrap_or_else(|| id.to_string())
}

/// A JSON answer `{"ok": false, "code": …, "why": …}` with `status`.
fn answer(shared: &Shared, lang: &str, status: StatusCode, code: &str, id: &str) -> Response {
    let why = word(shared, lang, id);
    refusal(status, code, &why)
}

fn refusal(status: StatusCode, code: &str, why: &str) -> Response {
    let body = json!({ "ok": false, "code": code, "why": why });
    (status, axum::Json(body)).into_response()
}

/// A link that opens nothing (no such token, sharing turned off and on again, a dropped seat).
fn unknown_link(shared: &Shared, lang: &str) -> Response {
    answer(
        shared,
        lang,
        StatusCode::NOT_FOUND,
        "unknown-link",
        "phone-unknown-link",
    )
}

async fn not_found() -> Response {
    (StatusCode::NOT_FOUND, "Not found.\n").into_response()
}

async fn not_allowed() -> Response {
    (StatusCode::METHOD_NOT_ALLOWED, "Not allowed here.\n").into_response()
}

fn page(shared: &Shared, lang: &str, ok: bool) -> Response {
    if !ok {
        let text = format!("{}\n", word(shared, lang, "phone-unknown-link"));
        return (
            StatusCode::NOT_FOUND,
            [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
            text,
        )
            .into_response();
    }
    ([(header::CONTENT_TYPE, "text/html; charset=utf-8")], PAGE).into_response()
}

async fn watch_page(
    State(shared): State<Arc<Shared>>,
    Path(token): Path<String>,
    axum::Extension(Lang(lang)): axum::Extension<Lang>,
) -> Response {
    let ok = shared.access(&token) == Some(Access::Watch);
    page(&shared, &lang, ok)
}

async fn seat_page(
    State(shared): State<Arc<Shared>>,
    Path(token): Path<String>,
    axum::Extension(Lang(lang)): axum::Extension<Lang>,
) -> Response {
    let ok = matches!(shared.access(&token), Some(Access::Seat(_)));
    page(&shared, &lang, ok)
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

async fn words(
    State(shared): State<Arc<Shared>>,
    Path(token): Path<String>,
    axum::Extension(Lang(lang)): axum::Extension<Lang>,
) -> Response {
    if shared.access(&token).is_none() {
        return unknown_link(&shared, &lang);
    }
    let words = shared
        .words
        .iter()
        .find(|(l, _)| *l == lang)
        .or_else(|| shared.words.first())
        .map(|(_, w)| w.clone())
        .unwrap_or_default();
    axum::Json(words).into_response()
}

async fn events(
    State(shared): State<Arc<Shared>>,
    Path(token): Path<String>,
    headers: HeaderMap,
    axum::Extension(Lang(lang)): axum::Extension<Lang>,
    axum::Extension(Client(client)): axum::Extension<Client>,
) -> Response {
    let Some(access) = shared.access(&token) else {
        return unknown_link(&shared, &lang);
    };
    let seat = match access {
        Access::Watch => None,
        Access::Seat(seat) => Some(seat),
    };
    // A page back after losing the network names the last state it had: it is sent every
    // state after it that is kept, in order.
    let last = headers
        .get("last-event-id")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<u64>().ok());
    let stream = crate::share::stream::states(shared, seat, lang, last, client);
    Sse::new(stream)
        .keep_alive(KeepAlive::new().interval(Duration::from_secs(15)))
        .into_response()
}

/// Reads a body of at most `max` bytes, within the limits' time.
async fn read_body(
    shared: &Shared,
    body: Body,
    max: usize,
) -> Result<axum::body::Bytes, StatusCode> {
    let read = axum::body::to_bytes(body, max);
    match tokio::time::timeout(shared.limits.header_timeout, read).await {
        Ok(Ok(bytes)) => Ok(bytes),
        Ok(Err(_)) => Err(StatusCode::PAYLOAD_TOO_LARGE),
        Err(_) => Err(StatusCode::REQUEST_TIMEOUT),
    }
}

async fn enter(
    State(shared): State<Arc<Shared>>,
    Path(token): Path<String>,
    axum::Extension(Lang(lang)): axum::Extension<Lang>,
    body: Body,
) -> Response {
    let seat = match shared.access(&token) {
        None => return unknown_link(&shared, &lang),
        Some(Access::Watch) => {
            return answer(
                &shared,
                &lang,
                StatusCode::FORBIDDEN,
                "watch-only",
                "phone-watch-only",
            );
        }
        Some(Access::Seat(seat)) => seat,
    };
    let bytes = match read_body(&shared, body, MAX_ENTRY_BYTES).await {
        Ok(bytes) => bytes,
        Err(StatusCode::PAYLOAD_TOO_LARGE) => {
            return answer(
                &shared,
                &lang,
                StatusCode::PAYLOAD_TOO_LARGE,
                "too-large",
                "phone-too-large",
            );
        }
        Err(status) => return answer(&shared, &lang, status, "slow", "phone-bad-entry"),
    };
    let entry = match entry::decode(&bytes) {
        Ok(entry) => entry,
        Err(why) => {
            // The page shows `why` in the phone's language; the decoder's own (English) detail
            // goes beside it for whoever sent the malformed entry, not into the sentence.
            let why_text = word(&shared, &lang, "phone-bad-entry");
            let body = json!({
                "ok": false,
                "code": "bad-entry",
                "why": why_text,
                "detail": why.to_string(),
            });
            return (StatusCode::BAD_REQUEST, axum::Json(body)).into_response();
        }
    };
    match shared.ask(seat, entry).await {
        Some(Reply::Done { version }) => {
            axum::Json(json!({ "ok": true, "version": version })).into_response()
        }
        Some(Reply::Refused { why }) => refusal(StatusCode::UNPROCESSABLE_ENTITY, "refused", &why),
        Some(Reply::Stale { why }) => refusal(StatusCode::CONFLICT, "stale", &why),
        None => answer(
            &shared,
            &lang,
            StatusCode::SERVICE_UNAVAILABLE,
            "no-answer",
            "phone-no-answer",
        ),
    }
}

async fn pair(
    State(shared): State<Arc<Shared>>,
    Path(token): Path<String>,
    axum::Extension(Lang(lang)): axum::Extension<Lang>,
    body: Body,
) -> Response {
    match shared.access(&token) {
        None => return unknown_link(&shared, &lang),
        Some(Access::Seat(_)) => {
            return answer(
                &shared,
                &lang,
                StatusCode::FORBIDDEN,
                "seat-link",
                "phone-pair-from-watch",
            );
        }
        Some(Access::Watch) => {}
    }
    if shared.wrong_codes.load(Ordering::Relaxed) >= shared.limits.wrong_codes {
        return answer(
            &shared,
            &lang,
            StatusCode::TOO_MANY_REQUESTS,
            "pairing-closed",
            "phone-pairing-closed",
        );
    }
    let Ok(bytes) = read_body(&shared, body, MAX_PAIR_BYTES).await else {
        return answer(
            &shared,
            &lang,
            StatusCode::PAYLOAD_TOO_LARGE,
            "too-large",
            "phone-too-large",
        );
    };
    #[derive(serde::Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Pairing {
        code: String,
    }
    let Ok(pairing) = serde_json::from_slice::<Pairing>(&bytes) else {
        return answer(
            &shared,
            &lang,
            StatusCode::BAD_REQUEST,
            "bad-entry",
            "phone-bad-entry",
        );
    };
    let found = {
        let tokens = crate::share::shared::lock(&shared.tokens);
        tokens
            .codes
            .iter()
            .position(|c| c.matches(&pairing.code))
            .map(|seat| (seat, tokens.seats[seat].as_str().to_string()))
    };
    match found {
        Some((seat, token)) => {
            let name = shared.seat_names.get(seat).cloned().unwrap_or_default();
            axum::Json(json!({ "ok": true, "link": format!("/s/{token}"), "name": name }))
                .into_response()
        }
        None => {
            shared.wrong_codes.fetch_add(1, Ordering::Relaxed);
            answer(
                &shared,
                &lang,
                StatusCode::NOT_FOUND,
                "wrong-code",
                "phone-wrong-code",
            )
        }
    }
}
