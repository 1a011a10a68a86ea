//! What the server's tasks share ([`Shared`]): the tokens, the states kept for the pages, the
//! channel of entries to the window; and what passes through it — a published [`Snapshot`], an
//! entry's [`Request`] and the window's [`Reply`]. Below the server and its routes: both read
//! it, it reads neither.

use std::collections::{HashMap, VecDeque};
use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex, MutexGuard, mpsc};

use tokio::sync::{oneshot, watch};

use crate::share::entry::Entry;
use crate::share::limits::{Connections, Limits, RateLimiter, WrongCodes};
use crate::share::tokens::{Access, Tokens};

/// The server's words per language: message id → text.
pub type Words = Vec<(String, HashMap<String, String>)>;

/// How many published states the server keeps, for a page that comes back after losing the
/// network (it is sent every state it missed, in order) or is slow to read.
pub const KEPT_STATES: usize = 256;

/// One state of the table as published by the window: its number, the match state entries are
/// made on, and the page's JSON in each language.
#[derive(Clone, Debug)]
pub struct Snapshot {
    /// Counts up with every state published, from 1.
    pub version: u64,
    /// The match state: counts up with every change of the match (an entry, undo, redo,
    /// another match), not with a change of the view only. An entry names it.
    pub base: u64,
    /// The state as the page reads it (JSON), per language.
    pub states: Vec<(String, Arc<str>)>,
}

impl Snapshot {
    /// The state in `lang`, else the first language's.
    #[must_use]
    pub fn in_lang(&self, lang: &str) -> Option<&Arc<str>> {
        self.states
            .iter()
            .find(|(l, _)| l == lang)
            .or_else(|| self.states.first())
            .map(|(_, s)| s)
    }
}

/// An entry from a seat's phone, waiting for the window's answer.
#[derive(Debug)]
pub struct Request {
    /// The seat whose link sent it.
    pub seat: usize,
    /// The match that link belongs to ([`crate::share::Server::matches`]): an entry of a
    /// match that has ended since is refused ([`Reply::Gone`]), never entered for whoever sits
    /// in that seat now.
    pub matches: u64,
    /// What it asks.
    pub entry: Entry,
    reply: oneshot::Sender<Reply>,
}

impl Request {
    /// Answers the phone (nothing happens when it has gone).
    pub fn answer(self, reply: Reply) {
        let _ = self.reply.send(reply);
    }
}

/// The window's answer to an entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reply {
    /// Entered; the table is now at this state version.
    Done {
        /// The version of the first state that shows it.
        version: u64,
    },
    /// Refused by the rules (in the phone's language); nothing changed.
    Refused {
        /// Why.
        why: String,
    },
    /// Made on a state the table has left; nothing changed.
    Stale {
        /// What changed since, in the phone's language.
        why: String,
    },
    /// Sent by a link of a match that has ended; nothing changed.
    Gone {
        /// That the match ended and to scan the new code, in the phone's language.
        why: String,
    },
    /// The id was already used for another entry (another body); nothing changed.
    Reused {
        /// Why, in the phone's language.
        why: String,
    },
}

impl Reply {
    /// What the phone is answered for entry `id`: the HTTP status and the JSON body, the same
    /// on the entry's own answer and on the event stream's `answer` event.
    #[must_use]
    pub fn json(&self, id: &str) -> (u16, serde_json::Value) {
        use serde_json::json;
        let no = |status: u16, code: &str, why: &str| {
            (
                status,
                json!({ "id": id, "ok": false, "code": code, "why": why }),
            )
        };
        match self {
            Reply::Done { version } => (200, json!({ "id": id, "ok": true, "version": version })),
            Reply::Refused { why } => no(422, "refused", why),
            Reply::Stale { why } => no(409, "stale", why),
            Reply::Gone { why } => no(410, "match-ended", why),
            Reply::Reused { why } => no(409, "id-reused", why),
        }
    }
}

/// An answer of the window, kept for the seat's event streams.
#[derive(Clone, Debug)]
pub(crate) struct Told {
    /// Counts up with every answer, from 1.
    pub(crate) number: u64,
    /// The match of the seat's link.
    pub(crate) matches: u64,
    pub(crate) seat: usize,
    /// The entry's id.
    pub(crate) id: String,
    /// The answer's HTTP status and JSON ([`Reply::json`]).
    pub(crate) status: u16,
    pub(crate) json: Arc<str>,
}

/// How many answers are kept for the event streams.
pub(crate) const KEPT_ANSWERS: usize = 256;

/// Who is connected now.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Connected {
    /// Pages open on the watch link.
    pub watching: usize,
    /// Per seat: pages open on its link, and the address of the last one to connect.
    pub seats: Vec<(usize, Option<IpAddr>)>,
}

/// The club night board's JSON per language (`en`, `ht`), as published by the window
/// ([`crate::share::board`]).
pub type BoardStates = Vec<(String, Arc<str>)>;

/// What the server keeps of the board: its link's token and the board last published.
pub(crate) struct BoardShared {
    token: crate::share::tokens::Token,
    pub(crate) newest: watch::Sender<Option<Arc<BoardStates>>>,
}

impl BoardShared {
    /// A new token, no board yet.
    pub(crate) fn new(rng: &mut rand::rngs::StdRng) -> BoardShared {
        BoardShared {
            token: crate::share::tokens::Token::random(rng),
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

    pub(crate) fn opens(&self, token: &str) -> bool {
        self.token.matches(token)
    }
}

/// What the server's tasks share.
pub(crate) struct Shared {
    /// Where the server listens: the only `Host` (and origin) an entry is taken from.
    pub(crate) addr: SocketAddr,
    pub(crate) tokens: Mutex<Tokens>,
    /// The seats' names of the match the seats' tokens belong to.
    pub(crate) seat_names: Mutex<Vec<String>>,
    pub(crate) words: Words,
    pub(crate) limits: Limits,
    pub(crate) rate: RateLimiter,
    pub(crate) connections: Connections,
    /// The last [`KEPT_STATES`] states, oldest first.
    pub(crate) kept: Mutex<VecDeque<Arc<Snapshot>>>,
    /// The newest version, to wake the pages' streams.
    pub(crate) newest: watch::Sender<u64>,
    /// Per seat, how many times its phone was dropped: a stream of an older count ends.
    pub(crate) drops: watch::Sender<Vec<u64>>,
    /// Who is connected, with the match the seats' counts are of.
    pub(crate) connected: Mutex<(u64, Connected)>,
    /// Wrong pairing codes, per address (for a bounded number of addresses).
    pub(crate) wrong_codes: WrongCodes,
    /// The window's last answers, for the seats' event streams.
    pub(crate) answers: Mutex<VecDeque<Told>>,
    /// The newest answer's number, to wake the seats' streams.
    pub(crate) told: watch::Sender<u64>,
    pub(crate) requests: Mutex<mpsc::Sender<Request>>,
    pub(crate) wake: Arc<dyn Fn() + Send + Sync>,
    /// The club night board's link and the board last published.
    pub(crate) board: BoardShared,
}

/// Locks `m`, going on after a panic elsewhere (the data is plain and stays whole).
pub(crate) fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

impl Shared {
    /// What `token` opens now.
    pub(crate) fn access(&self, token: &str) -> Option<Access> {
        lock(&self.tokens).find(token)
    }

    /// What `token` opens now, and the match the seats' tokens belong to.
    pub(crate) fn access_in_match(&self, token: &str) -> (Option<Access>, u64) {
        let tokens = lock(&self.tokens);
        (tokens.find(token), tokens.matches)
    }

    /// Whether `token` was a seat's of a match that has ended.
    pub(crate) fn ended(&self, token: &str) -> bool {
        lock(&self.tokens).ended(token)
    }

    /// The window's answer to the entry `id` sent from `token` before its match ended, if it
    /// is still kept: a phone that lost it gets it again, not "the match has ended".
    pub(crate) fn answered_before_the_end(&self, token: &str, id: &str) -> Option<Told> {
        let (matches, seat) = lock(&self.tokens).ended_seat(token)?;
        lock(&self.answers)
            .iter()
            .rev()
            .find(|t| t.matches == matches && t.seat == seat && t.id == id)
            .cloned()
    }

    /// Hands `entry` of `seat` (a link of the match `matches`) to the window and waits for its
    /// answer.
    pub(crate) async fn ask(&self, seat: usize, matches: u64, entry: Entry) -> Option<Reply> {
        let (reply, answer) = oneshot::channel();
        lock(&self.requests)
            .send(Request {
                seat,
                matches,
                entry,
                reply,
            })
            .ok()?;
        (self.wake)();
        tokio::time::timeout(self.limits.answer_timeout, answer)
            .await
            .ok()?
            .ok()
    }

    /// The states after `version`, oldest first (all of them kept, when `version` is older).
    pub(crate) fn after(&self, version: u64) -> Vec<Arc<Snapshot>> {
        lock(&self.kept)
            .iter()
            .filter(|s| s.version > version)
            .cloned()
            .collect()
    }

    /// The newest state.
    pub(crate) fn latest(&self) -> Option<Arc<Snapshot>> {
        lock(&self.kept).back().cloned()
    }
}
