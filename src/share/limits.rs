//! What one client may ask of the server: how many connections it keeps open, how many
//! requests a second it sends (a token bucket per address), how many requests one connection
//! carries, how long the server waits for a request's head and body, how many wrong pairing
//! codes it may type. Past a limit the answer is short and plain (`429 Too Many Requests`, or
//! the connection closed), and nothing else changes.
//! Every table the limits keep per address is bounded: the rate's buckets are forgotten once
//! full again, the wrong pairing codes are kept for at most [`Limits::wrong_code_addresses`]
//! addresses ([`WrongCodes`]).
//!
//! Connections are counted in budgets that cannot be spent against one another:
//! - a connection that has not yet shown a valid token (a *stranger*) is counted in a small
//!   budget of its own, per address and in all; a new stranger past it closes the oldest
//!   stranger of its own address, or of the address holding the most, so a stranger at worst
//!   closes its own connections, never a phone's;
//! - once a request shows a token, the connection is counted under that token: each seat's
//!   link has its own slots (its newest connection wins, the oldest is closed: a phone that
//!   reloads is never locked out by its dead connections), the watch link its own, per address
//!   and in all.

use std::collections::{BTreeMap, HashMap};
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use tokio::sync::Notify;

/// The server's limits (the defaults suit a table: a few phones and a TV).
#[derive(Clone, Debug)]
pub struct Limits {
    /// Connections open at once that have shown no valid token yet, from every client.
    pub strangers: usize,
    /// Connections open at once that have shown no valid token yet, from one address.
    pub strangers_per_client: usize,
    /// Connections open at once on one seat's link (the newest wins).
    pub per_seat: usize,
    /// Connections open at once on the watch link, from every client.
    pub watchers: usize,
    /// Connections open at once on the watch link, from one address.
    pub watchers_per_client: usize,
    /// Requests one connection carries before the server closes it.
    pub requests_per_connection: u32,
    /// Requests a second one address may send, on average.
    pub rate: f64,
    /// Requests one address may send at once after a quiet time.
    pub burst: f64,
    /// How long the server waits for a request's head (and for its body) before it closes
    /// the connection: a client that connects and says nothing is dropped then.
    pub header_timeout: Duration,
    /// How long an entry waits for the laptop's answer (then `503`: it is still entered once
    /// the laptop answers).
    pub answer_timeout: Duration,
    /// How many wrong pairing codes one address may try before pairing by code closes for
    /// that address, for the rest of this sharing (other addresses still pair; the seats' QR
    /// codes still work).
    pub wrong_codes: u32,
    /// How many addresses' wrong pairing codes are remembered at once ([`WrongCodes`]): a
    /// stranger with many addresses cannot grow the table without bound.
    pub wrong_code_addresses: usize,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            strangers: 64,
            strangers_per_client: 16,
            per_seat: 8,
            watchers: 128,
            watchers_per_client: 32,
            requests_per_connection: 1000,
            rate: 40.0,
            burst: 120.0,
            header_timeout: Duration::from_secs(5),
            answer_timeout: Duration::from_secs(10),
            wrong_codes: 20,
            wrong_code_addresses: 1024,
        }
    }
}

/// One address's bucket of requests.
#[derive(Clone, Copy, Debug)]
struct Bucket {
    tokens: f64,
    at: Instant,
}

/// Requests a second, per address.
#[derive(Debug)]
pub struct RateLimiter {
    rate: f64,
    burst: f64,
    buckets: Mutex<HashMap<IpAddr, Bucket>>,
}

impl RateLimiter {
    /// A limiter of `rate` requests a second, `burst` at once.
    #[must_use]
    pub fn new(rate: f64, burst: f64) -> RateLimiter {
        RateLimiter {
            rate,
            burst,
            buckets: Mutex::new(HashMap::new()),
        }
    }

    /// Whether `client` may send one more request now (and counts it).
    pub fn allow(&self, client: IpAddr, now: Instant) -> bool {
        let mut buckets = self
            .buckets
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        // Forget the addresses quiet long enough to be full again (the map stays small).
        if buckets.len() > 1024 {
            let full = Duration::from_secs_f64(self.burst / self.rate);
            buckets.retain(|_, b| now.duration_since(b.at) < full);
        }
        let bucket = buckets.entry(client).or_insert(Bucket {
            tokens: self.burst,
            at: now,
        });
        let refill = now.duration_since(bucket.at).as_secs_f64() * self.rate;
        bucket.tokens = (bucket.tokens + refill).min(self.burst);
        bucket.at = now;
        if bucket.tokens >= 1.0 {
            bucket.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

/// Wrong pairing codes per address, for at most a fixed number of addresses. Past it, a new
/// address's first wrong code forgets the address with the fewest wrong codes (the one that
/// typed its last longest ago, among those): the addresses that typed many, pairing closed
/// for them, are the last forgotten.
#[derive(Debug)]
pub struct WrongCodes {
    cap: usize,
    counts: Mutex<Typed>,
}

/// The wrong codes typed: a clock that counts up with each, and per address its wrong codes
/// and the clock's reading at its last.
type Typed = (u64, HashMap<IpAddr, (u32, u64)>);

impl WrongCodes {
    /// A table of at most `cap` addresses (at least one).
    #[must_use]
    pub fn new(cap: usize) -> WrongCodes {
        WrongCodes {
            cap: cap.max(1),
            counts: Mutex::new((0, HashMap::new())),
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Typed> {
        self.counts
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// How many wrong codes `client` typed (0 for an address not remembered).
    #[must_use]
    pub fn of(&self, client: IpAddr) -> u32 {
        self.lock().1.get(&client).map_or(0, |c| c.0)
    }

    /// Counts one more wrong code of `client`.
    pub fn add(&self, client: IpAddr) {
        let mut guard = self.lock();
        let (now, counts) = &mut *guard;
        *now += 1;
        if !counts.contains_key(&client) && counts.len() >= self.cap {
            let forgotten = counts
                .iter()
                .min_by_key(|(_, (n, at))| (*n, *at))
                .map(|(ip, _)| *ip);
            if let Some(ip) = forgotten {
                counts.remove(&ip);
            }
        }
        let count = counts.entry(client).or_insert((0, *now));
        count.0 = count.0.saturating_add(1);
        count.1 = *now;
    }

    /// How many addresses are remembered.
    #[must_use]
    pub fn addresses(&self) -> usize {
        self.lock().1.len()
    }
}

/// What a connection has shown: nothing yet, or a token (and of which match, for a seat).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shown {
    /// No valid token yet.
    Nothing,
    /// The watch link's token.
    Watch,
    /// A seat's token: the seat, and the match it belongs to (counts up with each new match).
    Seat(usize, u64),
}

/// One connection counted.
#[derive(Debug)]
struct Counted {
    client: IpAddr,
    shown: Shown,
    /// Whether it sent a request yet (a stranger that never did is closed first).
    asked: bool,
    close: Arc<Notify>,
}

/// The connections open now, each counted in its budget (above).
#[derive(Debug, Default)]
pub struct Connections {
    open: Mutex<(u64, BTreeMap<u64, Counted>)>,
}

impl Connections {
    fn lock(&self) -> std::sync::MutexGuard<'_, (u64, BTreeMap<u64, Counted>)> {
        self.open
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Counts a new connection from `client` as a stranger, closing the oldest stranger of the
    /// same address (or of the address holding the most) when the strangers' budget is spent.
    /// The connection is counted until its [`Open`] is dropped; it closes when
    /// [`Open::closing`] fires.
    pub fn open<'a>(&'a self, client: IpAddr, limits: &Limits) -> Open<'a> {
        let mut guard = self.lock();
        let (next, open) = &mut *guard;
        let strangers = || open.values().filter(|c| c.shown == Shown::Nothing);
        let mine = strangers().filter(|c| c.client == client).count();
        let victim = if mine >= limits.strangers_per_client.max(1) {
            Some(client)
        } else if strangers().count() >= limits.strangers.max(1) {
            let mut per: HashMap<IpAddr, usize> = HashMap::new();
            for c in strangers() {
                *per.entry(c.client).or_insert(0) += 1;
            }
            per.into_iter().max_by_key(|(_, n)| *n).map(|(ip, _)| ip)
        } else {
            None
        };
        if let Some(victim) = victim {
            // Its oldest connection that never asked anything, else its oldest.
            let theirs = |c: &Counted| c.shown == Shown::Nothing && c.client == victim;
            let oldest = open
                .iter()
                .find(|(_, c)| theirs(c) && !c.asked)
                .or_else(|| open.iter().find(|(_, c)| theirs(c)))
                .map(|(id, _)| *id);
            close(open, oldest);
        }
        *next += 1;
        let id = *next;
        let closing = Arc::new(Notify::new());
        open.insert(
            id,
            Counted {
                client,
                shown: Shown::Nothing,
                asked: false,
                close: closing.clone(),
            },
        );
        Open {
            connections: self,
            id,
            closing,
        }
    }

    /// Counts the connection `id` under the token it showed. A seat's link past its slots
    /// closes its own oldest connection; the watch link past its slots (per address or in all)
    /// is refused (`false`: the connection is to be closed after its answer).
    pub fn show(&self, id: u64, shown: Shown, limits: &Limits) -> bool {
        let mut guard = self.lock();
        let open = &mut guard.1;
        let Some(counted) = open.get_mut(&id) else {
            return false;
        };
        counted.asked = true;
        if counted.shown == shown || shown == Shown::Nothing {
            return true;
        }
        let client = counted.client;
        let same = |c: &&Counted| c.shown == shown;
        match shown {
            Shown::Watch => {
                let all = open.values().filter(same).count();
                let mine = open
                    .values()
                    .filter(same)
                    .filter(|c| c.client == client)
                    .count();
                if all >= limits.watchers || mine >= limits.watchers_per_client {
                    return false;
                }
            }
            Shown::Seat(..) => {
                let held = open.values().filter(same).count();
                if held >= limits.per_seat.max(1) {
                    let oldest = open
                        .iter()
                        .find(|(other, c)| **other != id && c.shown == shown)
                        .map(|(other, _)| *other);
                    close(open, oldest);
                }
            }
            Shown::Nothing => {}
        }
        if let Some(counted) = open.get_mut(&id) {
            counted.shown = shown;
        }
        true
    }

    /// How many connections are open.
    #[must_use]
    pub fn count(&self) -> usize {
        self.lock().1.len()
    }

    /// How many connections are open that have shown no valid token.
    #[must_use]
    pub fn strangers(&self) -> usize {
        let guard = self.lock();
        guard
            .1
            .values()
            .filter(|c| c.shown == Shown::Nothing)
            .count()
    }
}

/// Stops counting the connection `id` (if any) and tells it to close.
fn close(open: &mut BTreeMap<u64, Counted>, id: Option<u64>) {
    if let Some(counted) = id.and_then(|id| open.remove(&id)) {
        counted.close.notify_one();
    }
}

/// One open connection, counted until it is dropped.
#[derive(Debug)]
pub struct Open<'a> {
    connections: &'a Connections,
    /// The connection's number, to count it under a token ([`Connections::show`]).
    pub id: u64,
    closing: Arc<Notify>,
}

impl Open<'_> {
    /// Fires when the connection is to close (its budget was needed by another).
    pub fn closing(&self) -> Arc<Notify> {
        self.closing.clone()
    }
}

impl Drop for Open<'_> {
    fn drop(&mut self) {
        self.connections.lock().1.remove(&self.id);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bucket_lets_a_burst_through_then_the_rate() {
        let limiter = RateLimiter::new(10.0, 20.0);
        let ip: IpAddr = "127.0.0.1".parse().unwrap();
        let other: IpAddr = "127.0.0.2".parse().unwrap();
        let t = Instant::now();
        let first = (0..100).filter(|_| limiter.allow(ip, t)).count();
        assert_eq!(first, 20);
        assert!(
            limiter.allow(other, t),
            "another address has its own bucket"
        );
        let later = t + Duration::from_millis(500);
        let refilled = (0..100).filter(|_| limiter.allow(ip, later)).count();
        assert_eq!(refilled, 5);
    }

    #[test]
    fn wrong_codes_are_kept_for_a_bounded_number_of_addresses() {
        let wrong = WrongCodes::new(4);
        let at =
            |i: u32| IpAddr::from(std::net::Ipv6Addr::from(0xfd00_u128 << 112 | u128::from(i)));
        // One address types many wrong codes: pairing closes for it.
        for _ in 0..20 {
            wrong.add(at(0));
        }
        // A stranger with thousands of addresses, one wrong code each.
        for i in 1..5000 {
            wrong.add(at(i));
        }
        assert_eq!(wrong.addresses(), 4, "the table stays at its cap");
        assert_eq!(wrong.of(at(0)), 20, "the address that typed most is kept");
        assert_eq!(wrong.of(at(4999)), 1, "the newest is counted");
        assert_eq!(wrong.of(at(1)), 0, "the oldest of the fewest was forgotten");
        let none = WrongCodes::new(0);
        none.add(at(1));
        assert_eq!(none.addresses(), 1, "at least one address is kept");
    }

    #[test]
    fn strangers_never_take_the_slots_of_a_token() {
        let limits = Limits {
            strangers: 3,
            strangers_per_client: 2,
            per_seat: 2,
            watchers: 2,
            watchers_per_client: 1,
            ..Limits::default()
        };
        let open = Connections::default();
        let a: IpAddr = "127.0.0.1".parse().unwrap();
        let b: IpAddr = "127.0.0.2".parse().unwrap();
        let c: IpAddr = "127.0.0.3".parse().unwrap();
        let a1 = open.open(a, &limits);
        let a2 = open.open(a, &limits);
        // A third from `a` closes `a`'s oldest, not anyone else's.
        let a3 = open.open(a, &limits);
        assert_eq!(open.strangers(), 2);
        let b1 = open.open(b, &limits);
        // The budget in all is spent: the next closes a stranger of the address with the most.
        let c1 = open.open(c, &limits);
        assert_eq!(open.strangers(), 3);
        assert_eq!(open.count(), 3);
        let _ = (&a1, &a2, &a3, &b1);
        // A seat's token moves a connection out of the strangers' budget.
        assert!(open.show(c1.id, Shown::Seat(0, 1), &limits));
        assert_eq!(open.strangers(), 2);
        let c2 = open.open(c, &limits);
        assert!(open.show(c2.id, Shown::Seat(0, 1), &limits));
        let c3 = open.open(c, &limits);
        // The seat's third closes its oldest: the newest wins.
        assert!(open.show(c3.id, Shown::Seat(0, 1), &limits));
        let seat: usize = 2;
        assert_eq!(open.count() - open.strangers(), seat);
        // The watch link past its slots per address is refused.
        let w1 = open.open(b, &limits);
        let w2 = open.open(b, &limits);
        assert!(open.show(w1.id, Shown::Watch, &limits));
        assert!(!open.show(w2.id, Shown::Watch, &limits));
        drop(w1);
        assert!(open.show(w2.id, Shown::Watch, &limits));
    }
}
