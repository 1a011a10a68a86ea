//! What the server answers, path by path. It serves its own embedded page and the table, and
//! nothing else: no file of the machine is ever read, so no path (`..` or not) reaches one, and
//! there is no listing. Every answer about a link needs its token; without one the answer is
//! `404` and says only that the link opens nothing; a seat's link of a match that has ended
//! answers `410 Gone` and says so (scan the new code).
//!
//! An entry or a pairing (`POST`) is taken only from the page itself: `Host` must be the
//! server's address, `Origin` (when sent) that address's origin, `Sec-Fetch-Site` (when sent)
//! `same-origin`, and the body JSON (`Content-Type: application/json`), so another site's page
//! that holds a link (a `text/plain` no-cors POST, a name rebound to this address) is refused
//! and changes nothing.
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

use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
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
use crate::share::limits::Shown;
use crate::share::shared::Shared;
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

/// Where a request came from: the client's address and the connection's number.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Peer {
    pub(crate) client: IpAddr,
    pub(crate) id: u64,
}

/// The token a path carries (`/w/T`, `/s/T`, `/api/T/…`), if any.
fn token_in(path: &str) -> Option<&str> {
    let mut parts = path.trim_start_matches('/').split('/');
    match (parts.next(), parts.next()) {
        (Some("w" | "s" | "api"), Some(token)) if !token.is_empty() => Some(token),
        _ => None,
    }
}

/// Answers one request `from` a connection: within its rate, counted under the token it shows,
/// through the routes, with the headers every answer carries. `true` beside the answer: the
/// connection is to close after it (its token's slots are full).
pub(crate) async fn handle(
    router: Router,
    shared: Arc<Shared>,
    from: Peer,
    request: hyper::Request<hyper::body::Incoming>,
    now: Instant,
) -> (Response, bool) {
    let client = from.client;
    let shown = match token_in(request.uri().path()).map(|t| shared.access_in_match(t)) {
        Some((Some(Access::Watch), _)) => Shown::Watch,
        Some((Some(Access::Seat(seat)), matches)) => Shown::Seat(seat, matches),
        _ => Shown::Nothing,
    };
    let slot = shared.connections.show(from.id, shown, &shared.limits);
    let mut response = if !slot {
        let lang = lang_of(request.uri()).to_string();
        answer(
            &shared,
            &lang,
            StatusCode::TOO_MANY_REQUESTS,
            "too-many",
            "phone-too-many",
        )
    } else if shared.rate.allow(client, now) {
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
    (response, !slot)
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

/// A link that opens nothing (no such token, sharing turned off and on again, a dropped seat),
/// or a seat's link of a match that has ended (`410`, with what to do).
fn unknown_link(shared: &Shared, token: &str, lang: &str) -> Response {
    if shared.ended(token) {
        return answer(
            shared,
            lang,
            StatusCode::GONE,
            "match-ended",
            "phone-match-ended",
        );
    }
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

fn page(shared: &Shared, token: &str, lang: &str, ok: bool) -> Response {
    if !ok {
        let (status, id) = if shared.ended(token) {
            (StatusCode::GONE, "phone-match-ended")
        } else {
            (StatusCode::NOT_FOUND, "phone-unknown-link")
        };
        let text = format!("{}\n", word(shared, lang, id));
        return (
            status,
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
    page(&shared, &token, &lang, ok)
}

async fn seat_page(
    State(shared): State<Arc<Shared>>,
    Path(token): Path<String>,
    axum::Extension(Lang(lang)): axum::Extension<Lang>,
) -> Response {
    let ok = matches!(shared.access(&token), Some(Access::Seat(_)));
    page(&shared, &token, &lang, ok)
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
        return unknown_link(&shared, &token, &lang);
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
        return unknown_link(&shared, &token, &lang);
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

/// The refusal to answer a `POST` that does not come from the page itself (above); `None`
/// when it does.
fn not_from_the_page(shared: &Shared, headers: &HeaderMap, lang: &str) -> Option<Response> {
    let text = |name: header::HeaderName| headers.get(name).and_then(|v| v.to_str().ok());
    let json = text(header::CONTENT_TYPE).is_some_and(|t| {
        t.split(';')
            .next()
            .is_some_and(|m| m.trim().eq_ignore_ascii_case("application/json"))
    });
    if !json {
        return Some(answer(
            shared,
            lang,
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "not-json",
            "phone-bad-entry",
        ));
    }
    // The address the page was loaded from: an IP address and this server's port (a name
    // could be another site's, rebound to this address).
    let host_ok = text(header::HOST)
        .and_then(|h| h.parse::<SocketAddr>().ok())
        .is_some_and(|h| {
            h.port() == shared.addr.port()
                && (h.ip() == shared.addr.ip() || shared.addr.ip().is_unspecified())
        });
    let host = text(header::HOST).unwrap_or("");
    let origin_ok = text(header::ORIGIN).is_none_or(|o| o == format!("http://{host}"));
    let site_ok = headers
        .get("sec-fetch-site")
        .and_then(|v| v.to_str().ok())
        .is_none_or(|s| s == "same-origin");
    (!(host_ok && origin_ok && site_ok)).then(|| {
        answer(
            shared,
            lang,
            StatusCode::FORBIDDEN,
            "cross-site",
            "phone-cross-site",
        )
    })
}

async fn enter(
    State(shared): State<Arc<Shared>>,
    Path(token): Path<String>,
    headers: HeaderMap,
    axum::Extension(Lang(lang)): axum::Extension<Lang>,
    body: Body,
) -> Response {
    let (access, matches) = shared.access_in_match(&token);
    let seat = match access {
        None if shared.ended(&token) => {
            return ended_entry(&shared, &token, &headers, &lang, body).await;
        }
        None => return unknown_link(&shared, &token, &lang),
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
    if let Some(refused) = not_from_the_page(&shared, &headers, &lang) {
        return refused;
    }
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
    let id = entry.id.clone();
    match shared.ask(seat, matches, entry).await {
        Some(reply) => {
            let (status, body) = reply.json(&id);
            let status = StatusCode::from_u16(status).unwrap_or(StatusCode::OK);
            (status, axum::Json(body)).into_response()
        }
        // Not answered yet: the entry waits for the window, which enters it (or says why not)
        // once; the answer comes on the seat's event stream, and to the same entry sent again.
        None => {
            let why = word(&shared, &lang, "phone-no-answer");
            let body = json!({ "id": id, "ok": false, "code": "no-answer", "why": why });
            let mut waiting = (StatusCode::SERVICE_UNAVAILABLE, axum::Json(body)).into_response();
            waiting
                .headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from_static("1"));
            waiting
        }
    }
}

/// An entry sent from a seat's link of a match that has ended: the window's first answer to
/// it when it was answered before the end (a phone retrying after a lost answer, which would
/// otherwise believe an entry made was not), else `410` with what to do.
async fn ended_entry(
    shared: &Shared,
    token: &str,
    headers: &HeaderMap,
    lang: &str,
    body: Body,
) -> Response {
    if let Some(refused) = not_from_the_page(shared, headers, lang) {
        return refused;
    }
    let entry = match read_body(shared, body, MAX_ENTRY_BYTES).await {
        Ok(bytes) => entry::decode(&bytes).ok(),
        Err(_) => None,
    };
    let told = entry.and_then(|e| shared.answered_before_the_end(token, &e.id));
    match told {
        Some(told) => {
            let status = StatusCode::from_u16(told.status).unwrap_or(StatusCode::OK);
            (
                status,
                [(header::CONTENT_TYPE, "application/json")],
                told.json.to_string(),
            )
                .into_response()
        }
        None => unknown_link(shared, token, lang),
    }
}

async fn pair(
    State(shared): State<Arc<Shared>>,
    Path(token): Path<String>,
    headers: HeaderMap,
    axum::Extension(Lang(lang)): axum::Extension<Lang>,
    axum::Extension(Client(client)): axum::Extension<Client>,
    body: Body,
) -> Response {
    match shared.access(&token) {
        None => return unknown_link(&shared, &token, &lang),
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
    if let Some(refused) = not_from_the_page(&shared, &headers, &lang) {
        return refused;
    }
    // Wrong codes close pairing for the address that typed them, never for everyone.
    if shared.wrong_codes.of(client) >= shared.limits.wrong_codes {
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
            let names = crate::share::shared::lock(&shared.seat_names);
            let name = names.get(seat).cloned().unwrap_or_default();
            axum::Json(json!({ "ok": true, "link": format!("/s/{token}"), "name": name }))
                .into_response()
        }
        None => {
            shared.wrong_codes.add(client);
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
