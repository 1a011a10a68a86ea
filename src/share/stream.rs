//! The table pushed to one page: server-sent events, one `state` event per published state, in
//! order, each with its version as the event's id. A page that comes back after losing the
//! network names the last id it had (`Last-Event-ID`, sent by the browser itself) and is sent
//! every kept state after it; a new page is sent the newest. A seat's stream also carries an
//! `answer` event for each of that seat's entries the window answers while it is open (the
//! entry's own answer may have timed out: `503`), and ends when the laptop drops that seat's
//! phone or a new match begins.

use std::collections::VecDeque;
use std::convert::Infallible;
use std::net::IpAddr;
use std::sync::Arc;

use axum::response::sse::Event;
use futures_util::Stream;
use tokio::sync::watch;

use crate::share::shared::{Shared, Snapshot, lock};

/// Counts a page as connected while its stream lives.
struct Watching {
    shared: Arc<Shared>,
    seat: Option<usize>,
    /// The match whose seats it was counted among.
    matches: u64,
}

impl Watching {
    fn new(shared: Arc<Shared>, seat: Option<usize>, client: IpAddr) -> Watching {
        let matches;
        {
            let mut guard = lock(&shared.connected);
            matches = guard.0;
            let connected = &mut guard.1;
            match seat.and_then(|s| connected.seats.get_mut(s)) {
                Some(slot) => {
                    slot.0 += 1;
                    slot.1 = Some(client);
                }
                None => connected.watching += 1,
            }
        }
        Watching {
            shared,
            seat,
            matches,
        }
    }
}

impl Drop for Watching {
    fn drop(&mut self) {
        let mut guard = lock(&self.shared.connected);
        let same_match = guard.0 == self.matches;
        let connected = &mut guard.1;
        match self.seat {
            // A seat of an ended match is no longer counted: the new match's seats start at 0.
            Some(_) if !same_match => {}
            Some(s) => {
                if let Some(slot) = connected.seats.get_mut(s) {
                    slot.0 = slot.0.saturating_sub(1);
                }
            }
            None => connected.watching = connected.watching.saturating_sub(1),
        }
    }
}

/// One page's stream.
struct Follow {
    shared: Arc<Shared>,
    seat: Option<usize>,
    lang: String,
    /// The last version sent (`None`: nothing yet, and the page had nothing).
    sent: Option<u64>,
    queue: VecDeque<Arc<Snapshot>>,
    newest: watch::Receiver<u64>,
    drops: watch::Receiver<Vec<u64>>,
    dropped_at: u64,
    /// The window's answers: the last one looked at, and the next.
    told: watch::Receiver<u64>,
    answered: u64,
    _watching: Watching,
}

impl Follow {
    fn dropped(&self) -> bool {
        self.seat
            .is_some_and(|s| self.drops.borrow().get(s).copied() != Some(self.dropped_at))
    }

    fn event(&self, snapshot: &Snapshot) -> Event {
        let you = self
            .seat
            .map_or_else(|| "null".to_string(), |s| s.to_string());
        let state = snapshot.in_lang(&self.lang).map_or("null", |s| &**s);
        Event::default()
            .event("state")
            .id(snapshot.version.to_string())
            .data(format!(r#"{{"you":{you},"state":{state}}}"#))
    }

    /// The next of this seat's answers not yet sent, as an `answer` event.
    fn answer(&mut self) -> Option<Event> {
        let seat = self.seat?;
        self.told.borrow_and_update();
        let matches = self._watching.matches;
        let answers = lock(&self.shared.answers);
        let next = answers
            .iter()
            .find(|t| t.number > self.answered && t.seat == seat && t.matches == matches);
        match next {
            Some(told) => {
                self.answered = told.number;
                Some(Event::default().event("answer").data(&*told.json))
            }
            None => {
                self.answered = answers.back().map_or(self.answered, |t| t.number);
                None
            }
        }
    }

    /// The next event, waiting for a new state when every one was sent; `None` ends the stream.
    async fn next(mut self) -> Option<(Result<Event, Infallible>, Follow)> {
        loop {
            if self.dropped() {
                return None;
            }
            if let Some(event) = self.answer() {
                return Some((Ok(event), self));
            }
            if let Some(snapshot) = self.queue.pop_front() {
                self.sent = Some(snapshot.version);
                let event = self.event(&snapshot);
                return Some((Ok(event), self));
            }
            self.newest.borrow_and_update();
            match self.sent {
                Some(sent) => self.queue.extend(self.shared.after(sent)),
                None => self.queue.extend(self.shared.latest()),
            }
            if !self.queue.is_empty() {
                continue;
            }
            tokio::select! {
                changed = self.newest.changed() => changed.ok()?,
                changed = self.drops.changed() => changed.ok()?,
                changed = self.told.changed() => changed.ok()?,
            }
        }
    }
}

/// The stream of states for a page of `seat` (`None`: watching) in `lang`, after the state
/// `last` the page had, if it had one.
pub(crate) fn states(
    shared: Arc<Shared>,
    seat: Option<usize>,
    lang: String,
    last: Option<u64>,
    client: IpAddr,
) -> impl Stream<Item = Result<Event, Infallible>> {
    let drops = shared.drops.subscribe();
    let dropped_at = seat.map_or(0, |s| drops.borrow().get(s).copied().unwrap_or(0));
    let told = shared.told.subscribe();
    let answered = *told.borrow();
    let follow = Follow {
        told,
        answered,
        newest: shared.newest.subscribe(),
        drops,
        dropped_at,
        seat,
        lang,
        sent: last,
        queue: VecDeque::new(),
        _watching: Watching::new(shared.clone(), seat, client),
        shared,
    };
    futures_util::stream::unfold(follow, Follow::next)
}
