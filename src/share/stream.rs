//! The table pushed to one page: server-sent events, one `state` event per published state, in
//! order, each with its version as the event's id. A page that comes back after losing the
//! network names the last id it had (`Last-Event-ID`, sent by the browser itself) and is sent
//! every kept state after it; a new page is sent the newest. A seat's stream ends when the
//! laptop drops that seat's phone.

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
}

impl Watching {
    fn new(shared: Arc<Shared>, seat: Option<usize>, client: IpAddr) -> Watching {
        {
            let mut connected = lock(&shared.connected);
            match seat.and_then(|s| connected.seats.get_mut(s)) {
                Some(slot) => {
                    slot.0 += 1;
                    slot.1 = Some(client);
                }
                None => connected.watching += 1,
            }
        }
        Watching { shared, seat }
    }
}

impl Drop for Watching {
    fn drop(&mut self) {
        let mut connected = lock(&self.shared.connected);
        match self.seat.and_then(|s| connected.seats.get_mut(s)) {
            Some(slot) => slot.0 = slot.0.saturating_sub(1),
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

    /// The next event, waiting for a new state when every one was sent; `None` ends the stream.
    async fn next(mut self) -> Option<(Result<Event, Infallible>, Follow)> {
        loop {
            if self.dropped() {
                return None;
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
    let follow = Follow {
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
