//! What one client may ask of the server: how many connections it keeps open, how many
//! requests a second it sends (a token bucket per address), how many requests one connection
//! carries, how long the server waits for a request's head and body. Past a limit the answer
//! is short and plain (`429 Too Many Requests`, or the connection closed), and nothing else
//! changes.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The server's limits (the defaults suit a table: a few phones and a TV).
#[derive(Clone, Debug)]
pub struct Limits {
    /// Connections open at once, from every client together.
    pub connections: usize,
    /// Connections open at once from one address.
    pub per_client: usize,
    /// Requests one connection carries before the server closes it.
    pub requests_per_connection: u32,
    /// Requests a second one address may send, on average.
    pub rate: f64,
    /// Requests one address may send at once after a quiet time.
    pub burst: f64,
    /// How long the server waits for a request's head (and for its body) before it closes
    /// the connection: a client that connects and says nothing is dropped then.
    pub header_timeout: Duration,
    /// How long an entry waits for the laptop's answer.
    pub answer_timeout: Duration,
    /// How many wrong pairing codes the watch page may try before pairing by code closes for
    /// the rest of this sharing (the seats' QR codes still work).
    pub wrong_codes: u32,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            connections: 256,
            per_client: 64,
            requests_per_connection: 1000,
            rate: 40.0,
            burst: 120.0,
            header_timeout: Duration::from_secs(5),
            answer_timeout: Duration::from_secs(10),
            wrong_codes: 20,
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

/// The connections open now, in all and per address.
#[derive(Debug, Default)]
pub struct Connections {
    open: Mutex<(usize, HashMap<IpAddr, usize>)>,
}

impl Connections {
    /// Counts a new connection from `client` when both limits allow it; the connection is
    /// counted until its [`Open`] is dropped.
    pub fn open<'a>(&'a self, client: IpAddr, limits: &Limits) -> Option<Open<'a>> {
        let mut open = self
            .open
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let mine = open.1.get(&client).copied().unwrap_or(0);
        if open.0 >= limits.connections || mine >= limits.per_client {
            return None;
        }
        open.0 += 1;
        *open.1.entry(client).or_insert(0) += 1;
        Some(Open {
            connections: self,
            client,
        })
    }

    /// How many connections are open.
    #[must_use]
    pub fn count(&self) -> usize {
        self.open
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .0
    }

    fn close(&self, client: IpAddr) {
        let mut open = self
            .open
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        open.0 = open.0.saturating_sub(1);
        if let Some(n) = open.1.get_mut(&client) {
            *n -= 1;
            if *n == 0 {
                open.1.remove(&client);
            }
        }
    }
}

/// One open connection, counted until it is dropped.
#[derive(Debug)]
pub struct Open<'a> {
    connections: &'a Connections,
    client: IpAddr,
}

impl Drop for Open<'_> {
    fn drop(&mut self) {
        self.connections.close(self.client);
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
    fn connections_are_counted_until_dropped() {
        let limits = Limits {
            connections: 3,
            per_client: 2,
            ..Limits::default()
        };
        let open = Connections::default();
        let a: IpAddr = "127.0.0.1".parse().unwrap();
        let b: IpAddr = "127.0.0.2".parse().unwrap();
        let one = open.open(a, &limits).unwrap();
        let _two = open.open(a, &limits).unwrap();
        assert!(open.open(a, &limits).is_none(), "two per client");
        let _three = open.open(b, &limits).unwrap();
        assert!(open.open(b, &limits).is_none(), "three in all");
        drop(one);
        assert!(open.open(a, &limits).is_some());
        assert_eq!(open.count(), 2);
    }
}
