//! *Show on phones* on the window's side: starts and stops the server ([`crate::share`]),
//! enters what the seats' phones send through the window's own [`crate::app::Session`] (the
//! same rules, the same refusals, saved after every entry, Undo on the laptop as ever), and
//! publishes each new state of the table to the phones, in English and in Kreyòl. Nothing of it
//! exists while sharing is off.
//!
//! - `entries`: one phone entry, checked against the state it was made on, entered once.
//! - `state`: what a page draws, as JSON. `panel`: the window's *Show on phones* box.

mod entries;
pub(crate) mod panel;
pub mod state;

use std::collections::VecDeque;
use std::net::IpAddr;
use std::path::PathBuf;
use std::sync::Arc;

use crate::app::i18n::{Arg, I18n, Lang};
use crate::app::screen::Effect;
use crate::app::session::Session;
use crate::app::status::Status;
use crate::app::table::TableView;
use crate::app::table::play::{Play, Table};
use crate::app::table::state::ViewState;
use crate::app::table::view::Seen;
use crate::engine::Event;
use crate::share::entry::Action;
use crate::share::limits::Limits;
use crate::share::{Config, Connected, Links, Reply, Server, Snapshot};

/// How many answered entries are remembered, so one sent again is answered as before.
const REMEMBERED: usize = 512;

/// How many changes of the match are kept to say what changed under a stale entry.
const CHANGES: usize = 64;

/// The page's own words: the ids of the messages it shows (from `assets/i18n/`).
const PAGE_WORDS: &[&str] = &[
    "draw",
    "pass",
    "knock",
    "cancel",
    "pad-said-nothing",
    "phone-online",
    "phone-offline",
    "phone-link-closed",
    "phone-watching",
    "phone-your-seat",
    "phone-announce",
    "phone-muggins",
    "phone-tap-end",
    "phone-log",
    "hand-over",
    "needs-holds",
    "settle-preview",
    "last-hand",
    "phone-pair-title",
    "phone-pair-button",
    "phone-unknown-link",
    "phone-watch-only",
    "phone-too-many",
    "phone-too-large",
    "phone-bad-entry",
    "phone-no-answer",
    "phone-pair-from-watch",
    "phone-pairing-closed",
    "phone-wrong-code",
    "phone-match-ended",
    "phone-cross-site",
    "phone-id-reused",
];

/// Where and how to share.
#[derive(Clone)]
pub struct ShareOptions {
    /// The address to listen on; `None`: this machine's address on the local network
    /// ([`local_address`]).
    pub addr: Option<IpAddr>,
    /// The port; 0 for a free one.
    pub port: u16,
    /// What one client may ask.
    pub limits: Limits,
    /// Wakes the window when a phone enters (`egui::Context::request_repaint`).
    pub wake: Arc<dyn Fn() + Send + Sync>,
}

impl ShareOptions {
    /// Sharing on the local network with the default limits, waking `ctx`'s window.
    #[must_use]
    pub fn waking(ctx: &egui::Context) -> ShareOptions {
        let ctx = ctx.clone();
        ShareOptions {
            addr: None,
            port: 0,
            limits: Limits::default(),
            wake: Arc::new(move || ctx.request_repaint()),
        }
    }
}

/// This machine's address on the local network: its first IPv4 address that is not loopback
/// (a private one first), else loopback.
#[must_use]
pub fn local_address() -> IpAddr {
    let found = if_addrs::get_if_addrs().unwrap_or_default();
    let v4: Vec<std::net::Ipv4Addr> = found
        .iter()
        .filter(|i| !i.is_loopback())
        .filter_map(|i| match i.ip() {
            IpAddr::V4(a) => Some(a),
            IpAddr::V6(_) => None,
        })
        .collect();
    v4.iter()
        .find(|a| a.is_private())
        .or_else(|| v4.first())
        .map_or(IpAddr::from([127, 0, 0, 1]), |a| IpAddr::V4(*a))
}

/// One answered entry: its seat and id, what it asked (base and action), and its answer.
type Answered = ((usize, String), (u64, Action), Reply);

/// What the window keeps while it shares.
pub struct Sharing {
    server: Server,
    /// The words in English and in Kreyòl, for the phones (whatever the window's language).
    en: I18n,
    ht: I18n,
    /// The last state published.
    version: u64,
    /// The match state entries are made on: counts each change of the match.
    base: u64,
    /// What the match was at the last publication: its file and its events in effect.
    seen: Option<(PathBuf, Vec<Event>)>,
    /// The last bodies published, per language (to publish only what changed).
    bodies: [String; 2],
    /// Each change of the match (the base it made) with what it was, in English and Kreyòl.
    changes: VecDeque<(u64, [String; 2])>,
    /// The entries answered, by seat and id, with what they asked (base and action) and their
    /// answers.
    answered: VecDeque<Answered>,
    /// The match the seats' links belong to: its file and its players (a new one of either
    /// makes new links, [`Server::new_match`]).
    seated: (PathBuf, Vec<String>),
    /// Something may have changed since the last publication.
    dirty: bool,
    /// The window's box is open.
    pub(crate) panel_open: bool,
    pub(crate) qr: panel::Codes,
}

impl std::fmt::Debug for Sharing {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Sharing")
            .field("server", &self.server)
            .field("version", &self.version)
            .finish_non_exhaustive()
    }
}

impl Sharing {
    /// The links of this sharing.
    #[must_use]
    pub fn links(&self) -> Links {
        self.server.links()
    }

    /// Who is connected now.
    #[must_use]
    pub fn connected(&self) -> Connected {
        self.server.connected()
    }

    /// The club night board's watch-only link ([`crate::share::board`]).
    #[must_use]
    pub fn board_link(&self) -> String {
        self.server.board_link()
    }

    /// Sends the club night board (its JSON per language) to every board page.
    pub fn publish_board(&self, states: crate::share::board::BoardStates) {
        self.server.publish_board(states);
    }

    /// The last state published.
    #[must_use]
    pub fn version(&self) -> u64 {
        self.version
    }

    /// The match state the phones enter on now.
    #[must_use]
    pub fn base(&self) -> u64 {
        self.base
    }

    fn i18n(&self, lang: &str) -> &I18n {
        if lang == "ht" { &self.ht } else { &self.en }
    }

    /// What changed since `base`, in `lang` (the last three changes).
    fn changed_since(&self, base: u64, lang: &str) -> String {
        let k = usize::from(lang == "ht");
        let mut said: Vec<&str> = self
            .changes
            .iter()
            .filter(|(b, _)| *b > base)
            .map(|(_, t)| t[k].as_str())
            .collect();
        if said.is_empty() || base > self.base {
            return self.i18n(lang).t("phone-changed-other");
        }
        let skip = said.len().saturating_sub(3);
        said.drain(..skip);
        said.join("; ")
    }
}

/// The match in `session` as the seats' links know it: its file and its players, in seat order
/// (none without a match).
fn seated(session: &Session) -> (PathBuf, Vec<String>) {
    let path = session.path().map(PathBuf::from).unwrap_or_default();
    let players = session
        .log()
        .map(|log| log.setup().players.clone())
        .unwrap_or_default();
    (path, players)
}

/// Each language's words of the page: message id → text, with `{name}` and `{tile}` left for
/// the page to fill in.
fn page_words(i18n: &I18n) -> std::collections::HashMap<String, String> {
    PAGE_WORDS
        .iter()
        .map(|id| {
            let text = i18n.tr(
                id,
                &[("name", Arg::S("{name}")), ("tile", Arg::S("{tile}"))],
            );
            ((*id).to_string(), text)
        })
        .collect()
}

/// *Show on phones* as the app keeps it: the sharing while it is on, and the window's context to
/// wake it when a phone enters.
#[derive(Debug, Default)]
pub struct Phones {
    /// The sharing in progress, if any.
    pub sharing: Option<Box<Sharing>>,
    /// The window's context, to wake it when a phone enters (`None` without a window).
    pub ctx: Option<egui::Context>,
    /// The address sharing was last asked to listen on (`--share-on`): kept until the app
    /// quits, so Stop then *Show on phones…* listens there again, not on the local network's.
    pub share_on: Option<IpAddr>,
}

impl Phones {
    /// Starts showing the table on phones: a server on the local network with new links. The
    /// seats are the players of the match in `session` (none without one); the table as `seen`.
    ///
    /// # Errors
    /// Why the server could not listen.
    pub fn start(
        &mut self,
        options: ShareOptions,
        session: &Session,
        seen: &Seen,
    ) -> std::io::Result<Links> {
        self.stop();
        if options.addr.is_some() {
            self.share_on = options.addr;
        }
        let en = I18n::new(Lang::En);
        let ht = I18n::new(Lang::Ht);
        let seated = seated(session);
        let config = Config {
            addr: options.addr.unwrap_or_else(local_address),
            port: options.port,
            seats: seated.1.clone(),
            words: vec![
                ("en".into(), page_words(&en)),
                ("ht".into(), page_words(&ht)),
            ],
            wake: options.wake,
            limits: options.limits,
        };
        let server = Server::start(config)?;
        let links = server.links();
        self.sharing = Some(Box::new(Sharing {
            server,
            en,
            ht,
            version: 0,
            base: 0,
            seen: None,
            bodies: [String::new(), String::new()],
            changes: VecDeque::new(),
            answered: VecDeque::new(),
            seated,
            dirty: true,
            panel_open: true,
            qr: panel::Codes::default(),
        }));
        self.publish(session, seen);
        Ok(links)
    }

    /// Whether the *Show on phones* box is open: its keys are its own (Esc closes it).
    pub(crate) fn box_open(&self) -> bool {
        self.sharing.as_ref().is_some_and(|s| s.panel_open)
    }

    /// Stops showing on phones: every connection closes and every link goes dead.
    pub fn stop(&mut self) {
        if let Some(sharing) = self.sharing.take() {
            sharing.server.stop();
        }
    }

    /// *Show on phones* from the menu: starts sharing (the links woken through the window), or
    /// opens its box when it is on.
    pub(crate) fn show(&mut self, session: &Session, seen: &Seen) -> Effect {
        if let Some(sharing) = self.sharing.as_deref_mut() {
            sharing.panel_open = true;
            return Effect::none();
        }
        let wake: Arc<dyn Fn() + Send + Sync> = match self.ctx.clone() {
            Some(ctx) => Arc::new(move || ctx.request_repaint()),
            None => Arc::new(|| {}),
        };
        let options = ShareOptions {
            addr: self.share_on,
            port: 0,
            limits: Limits::default(),
            wake,
        };
        match self.start(options, session, seen) {
            Ok(_) => Effect::none(),
            Err(e) => Effect::status(Status::ShareFailed(Arc::new(e))),
        }
    }

    /// Drops the phone of `seat`: its link and code are made new; its pages are disconnected.
    pub(crate) fn drop_seat(&mut self, seat: usize) {
        if let Some(sharing) = self.sharing.as_deref_mut() {
            sharing.server.drop_seat(seat);
            sharing.qr = panel::Codes::default();
        }
    }

    /// Enters what the phones sent, in order, answering each, on the `table`, the `session` and
    /// the `view`'s entries, and publishes the table when it changed (the table view said in
    /// `i18n`'s words is computed again first). Returns how many entries were answered.
    pub fn serve(
        &mut self,
        table: &mut Table,
        session: &mut Session,
        view: &mut ViewState,
        i18n: &I18n,
    ) -> usize {
        // A new match first: an entry of the old one's links is never entered in it.
        self.follow_match(session);
        let Some(sharing) = self.sharing.as_ref() else {
            return 0;
        };
        let requests: Vec<_> = sharing.server.requests().collect();
        let answered = requests.len();
        for request in requests {
            let (reply, changed) = match self.sharing.as_deref() {
                Some(sharing) if request.matches != sharing.server.matches() => {
                    let why = sharing.i18n(&request.entry.lang).t("phone-match-ended");
                    (Reply::Gone { why }, false)
                }
                Some(sharing) => {
                    let mut play = Play::new(table, session, view);
                    let reply =
                        entries::phone_entry(sharing, &mut play, request.seat, &request.entry);
                    (reply, play.changed)
                }
                None => (Reply::Refused { why: String::new() }, false),
            };
            if changed {
                table.refresh(session, view, i18n);
                self.may_change();
            }
            let key = (request.seat, request.entry.id.clone());
            let reply = match reply {
                Reply::Done { .. } => {
                    self.publish_fresh(table, session, view, i18n);
                    let version = self.sharing.as_ref().map_or(0, |s| s.version);
                    Reply::Done { version }
                }
                other => other,
            };
            let remember = !matches!(reply, Reply::Reused { .. } | Reply::Gone { .. });
            if let Some(sharing) = self.sharing.as_mut() {
                if remember && !sharing.answered.iter().any(|(k, ..)| *k == key) {
                    if sharing.answered.len() == REMEMBERED {
                        sharing.answered.pop_front();
                    }
                    let what = (request.entry.base, request.entry.action);
                    sharing.answered.push_back((key, what, reply.clone()));
                }
                let (seat, matches) = (request.seat, request.matches);
                sharing
                    .server
                    .told(seat, matches, &request.entry.id, &reply);
            }
            request.answer(reply);
        }
        self.publish_fresh(table, session, view, i18n);
        answered
    }

    /// Gives the seats new links when the match in `session` is another one (another file) or
    /// has other players than the links were made for: the old links end ([`Server::new_match`]).
    fn follow_match(&mut self, session: &Session) {
        let Some(sharing) = self.sharing.as_deref_mut() else {
            return;
        };
        let now = seated(session);
        if now != sharing.seated {
            sharing.server.new_match(now.1.clone());
            sharing.seated = now;
            sharing.answered.clear();
            sharing.qr = panel::Codes::default();
        }
    }

    /// Marks the table as possibly changed (after every computation of the table view).
    pub(crate) fn may_change(&mut self) {
        if let Some(sharing) = self.sharing.as_mut() {
            sharing.dirty = true;
        }
    }

    /// Publishes the table, its view computed again first when the view's entries changed it.
    fn publish_fresh(
        &mut self,
        table: &mut Table,
        session: &Session,
        view: &mut ViewState,
        i18n: &I18n,
    ) {
        if view.seen() != table.seen {
            table.refresh(session, view, i18n);
            self.may_change();
        }
        self.publish(session, &table.seen);
    }

    /// Publishes the table to the phones when it changed since the last publication.
    fn publish(&mut self, session: &Session, seen: &Seen) {
        self.follow_match(session);
        let Some(sharing) = self.sharing.as_deref_mut() else {
            return;
        };
        if !sharing.dirty {
            return;
        }
        sharing.dirty = false;
        let Some(log) = session.log() else {
            return;
        };
        let view_in = |i18n: &I18n| Table::view_of(session, seen, i18n);
        let (Some(en), Some(ht)) = (view_in(&sharing.en), view_in(&sharing.ht)) else {
            return;
        };
        let tables: [TableView; 2] = [en, ht];
        // The match state: a new one when the file or its events in effect changed.
        let events = log.active_events();
        let path = session.path().map(PathBuf::from).unwrap_or_default();
        let moved = sharing
            .seen
            .as_ref()
            .is_none_or(|(p, e)| *p != path || e.as_slice() != events);
        if moved {
            let what = match &sharing.seen {
                Some((p, before)) if *p == path => {
                    if events.len() > before.len() && events.starts_with(before) {
                        tables.clone().map(|t| t.undo.unwrap_or_default())
                    } else if events.len() < before.len() && before.starts_with(events) {
                        [(&sharing.en, &tables[0]), (&sharing.ht, &tables[1])].map(|(i, t)| {
                            let what = t.redo.clone().unwrap_or_default();
                            i.tr("phone-changed-undo", &[("what", Arg::S(&what))])
                        })
                    } else {
                        [&sharing.en, &sharing.ht].map(|i| i.t("phone-changed-other"))
                    }
                }
                _ => [&sharing.en, &sharing.ht].map(|i| i.t("phone-changed-other")),
            };
            sharing.base += 1;
            if sharing.changes.len() == CHANGES {
                sharing.changes.pop_front();
            }
            sharing.changes.push_back((sharing.base, what));
            sharing.seen = Some((path, events.to_vec()));
        }
        let bodies: [String; 2] = [(&sharing.en, "en", 0), (&sharing.ht, "ht", 1)]
            .map(|(i18n, lang, k)| state::phone_json(&tables[k], i18n, lang));
        if !moved && bodies == sharing.bodies {
            return;
        }
        sharing.version += 1;
        let states = ["en", "ht"]
            .iter()
            .zip(&bodies)
            .map(|(lang, body)| {
                let json = state::wrap(body, sharing.version, sharing.base);
                ((*lang).to_string(), Arc::<str>::from(json))
            })
            .collect();
        sharing.server.publish(Snapshot {
            version: sharing.version,
            base: sharing.base,
            states,
        });
        sharing.bodies = bodies;
    }
}
