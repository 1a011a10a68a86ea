//! The sharing soak (README "Show on phones", how fast): the app without a window sharing on
//! loopback, 30 watch pages connected (server-sent events read by plain TCP clients), and a
//! whole random match of 500 entries pushed from the seats' phones (placements, draws, passes,
//! over HTTP) and the laptop (deals, a draw of several tiles, the hands' ends). It checks that
//! every page receives every state in order, none lost, and measures the time from each entry to
//! the last page showing it and the process's memory growth.
//!
//! `cargo run --release --example share_soak` (or without `--release`, slower).

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, mpsc};
use std::time::{Duration, Instant};

use allfives::engine::{Event, MatchState, MugginsRule, Setup, Variant, random_play};
use allfives::share::limits::Limits;
use rand::SeedableRng;
use rand::rngs::StdRng;

#[path = "../tests/share/mod.rs"]
mod share;

const PAGES: usize = 30;
const ENTRIES: usize = 500;

/// Each entry the driver made: its version, when it was sent, and who sent it (a phone or the
/// laptop).
type Entered = Arc<Mutex<Vec<(u64, Instant, &'static str)>>>;

/// The resident memory of this process (kB).
fn rss_kb() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap_or(0)
}

/// A random legal match of at least `entries` events (more hands than one).
fn the_match(entries: usize) -> (Setup, Vec<Event>) {
    let names = ["Ana", "Ben", "Cy"].map(String::from).to_vec();
    let mut setup = Setup::new(names, Variant::AllFives);
    setup.rules.muggins = MugginsRule::Off;
    setup.rules.target = 10_000;
    let mut rng = StdRng::seed_from_u64(19);
    let events =
        random_play::play(&mut rng, setup.clone(), entries + 1).unwrap_or_else(|r| r.events);
    (setup, events)
}

fn main() {
    let saves = tempfile::tempdir().unwrap();
    let (setup, events) = the_match(ENTRIES);
    let log = allfives::engine::MatchLog::new(setup.clone()).unwrap();
    allfives::store::save(
        &saves.path().join("m.ron"),
        &allfives::store::SaveFile::new(log),
    )
    .unwrap();
    let (mut app, links) = share::sharing(saves.path(), Limits::default());
    let (addr, watch) = share::split(&links.watch);
    let seats: Vec<String> = links.seats.iter().map(|s| share::split(&s.1).1).collect();
    let last = Arc::new(AtomicU64::new(u64::MAX));
    // The pages: each records every version it receives and when.
    let pages: Vec<_> = (0..PAGES)
        .map(|_| {
            let watch = watch.clone();
            let last = last.clone();
            let mut stream = share::Events::open(addr, &watch, "en");
            std::thread::spawn(move || {
                let mut seen = Vec::new();
                loop {
                    let got = stream.next_within(Duration::from_millis(200));
                    if let Some((_, state)) = got {
                        let v = state["version"].as_u64().unwrap();
                        seen.push((v, Instant::now()));
                    }
                    let done = last.load(Ordering::SeqCst);
                    if seen.last().is_some_and(|s| s.0 >= done) {
                        return seen;
                    }
                }
            })
        })
        .collect();
    // Wait for every page's first state while serving.
    let start = Instant::now();
    while app.sharing().unwrap().connected().watching < PAGES {
        app.serve_phones();
        assert!(start.elapsed() < Duration::from_secs(20));
        std::thread::sleep(Duration::from_millis(2));
    }
    eprintln!("{PAGES} pages connected");
    let rss_before = rss_kb();
    // The driver: phone entries over HTTP; laptop entries asked of this thread.
    let base = Arc::new(AtomicU64::new(app.sharing().unwrap().base()));
    let (laptop_tx, laptop_rx) = mpsc::channel::<(Event, mpsc::Sender<(u64, Instant)>)>();
    let entered: Entered = Arc::default();
    let driver = {
        let base = base.clone();
        let entered = entered.clone();
        let events = events.clone();
        std::thread::spawn(move || {
            let mut state = MatchState::new(setup);
            let mut retried = 0;
            for (n, event) in events.iter().take(ENTRIES).enumerate() {
                let phone = match event {
                    Event::TilePlaced { player, tile, on } => {
                        let hand = state.hand().unwrap();
                        let places = hand.layout.places(*tile);
                        let place = places.iter().find(|p| p.on == *on || on.is_none()).unwrap();
                        let at = place
                            .node
                            .map(|node| format!(r#","node":{node},"end":{}"#, place.end))
                            .unwrap_or_default();
                        Some((*player, format!(r#"{{"do":"place","tile":"{tile}"{at}}}"#)))
                    }
                    Event::TilesDrawn { player, count: 1 } => {
                        Some((*player, r#"{"do":"draw"}"#.to_string()))
                    }
                    Event::Passed { player } => Some((*player, r#"{"do":"pass"}"#.to_string())),
                    _ => None,
                };
                let b = base.load(Ordering::SeqCst);
                let (version, at, from) = match phone {
                    Some((seat, what)) => loop {
                        let t0 = Instant::now();
                        let body = share::entry(&format!("e{n}"), b, &what);
                        let path = format!("/api/{}/entry", seats[seat]);
                        let a = share::request(addr, "POST", &path, &body);
                        if a.status == 429 {
                            retried += 1;
                            std::thread::sleep(Duration::from_millis(100));
                            continue;
                        }
                        assert_eq!(a.status, 200, "entry {n} {event:?}: {a:?}");
                        break (a.json()["version"].as_u64().unwrap(), t0, "phone");
                    },
                    None => {
                        let (tx, rx) = mpsc::channel();
                        laptop_tx.send((event.clone(), tx)).unwrap();
                        let (v, t0) = rx.recv().unwrap();
                        (v, t0, "laptop")
                    }
                };
                entered.lock().unwrap().push((version, at, from));
                if n % 50 == 0 {
                    eprintln!("entry {n}: {from} {event:?} -> version {version}");
                }
                state.apply(event).unwrap();
                // The next entry is made on the state this one made.
                while base.load(Ordering::SeqCst) == b {
                    std::thread::sleep(Duration::from_micros(200));
                }
                // A table's pace, within the default rate limit of one address.
                std::thread::sleep(Duration::from_millis(20));
            }
            retried
        })
    };
    let started = Instant::now();
    let mut slowest = Duration::ZERO;
    let mut serving = Vec::new();
    while !driver.is_finished() {
        let t = Instant::now();
        let n = app.serve_phones();
        if n > 0 {
            serving.push(t.elapsed());
        }
        slowest = slowest.max(t.elapsed());
        if let Ok((event, tx)) = laptop_rx.try_recv() {
            let t0 = Instant::now();
            assert!(app.enter(event.clone()), "the laptop enters {event:?}");
            app.serve_phones();
            tx.send((app.sharing().unwrap().version(), t0)).unwrap();
        }
        base.store(app.sharing().unwrap().base(), Ordering::SeqCst);
        std::thread::sleep(Duration::from_micros(300));
    }
    let retried = driver.join().unwrap();
    serving.sort();
    println!(
        "entering and publishing one phone entry: median {:.1} ms, max {:.1} ms",
        serving[serving.len() / 2].as_secs_f64() * 1000.0,
        slowest.as_secs_f64() * 1000.0
    );
    let elapsed = started.elapsed();
    let final_version = app.sharing().unwrap().version();
    last.store(final_version, Ordering::SeqCst);
    let seen: Vec<Vec<(u64, Instant)>> = pages.into_iter().map(|p| p.join().unwrap()).collect();
    let rss_after = rss_kb();
    // Every page: every state, in order.
    let first = seen[0][0].0;
    for (i, page) in seen.iter().enumerate() {
        let versions: Vec<u64> = page.iter().map(|s| s.0).collect();
        let expected: Vec<u64> = (first..=final_version).collect();
        assert_eq!(versions, expected, "page {i} saw every state in order");
    }
    let entered = entered.lock().unwrap().clone();
    let mut latencies: Vec<f64> = entered
        .iter()
        .map(|(v, t0, _)| {
            seen.iter()
                .map(|page| {
                    page.iter()
                        .find(|s| s.0 == *v)
                        .unwrap()
                        .1
                        .duration_since(*t0)
                })
                .max()
                .unwrap()
                .as_secs_f64()
                * 1000.0
        })
        .collect();
    latencies.sort_by(f64::total_cmp);
    let at = |q: f64| latencies[((latencies.len() - 1) as f64 * q).round() as usize];
    let phones = entered.iter().filter(|e| e.2 == "phone").count();
    println!(
        "{} entries ({phones} from phones, {} from the laptop) in {:.1} s, {PAGES} watch pages",
        entered.len(),
        entered.len() - phones,
        elapsed.as_secs_f64()
    );
    println!(
        "states {first}..={final_version}: every page received every one, in order; {retried} entries waited for the rate limit"
    );
    println!(
        "entry to the last page showing it: median {:.1} ms, 95% {:.1} ms, max {:.1} ms",
        at(0.5),
        at(0.95),
        at(1.0)
    );
    println!(
        "memory: {:.1} MB before, {:.1} MB after, grew {:.1} MB",
        rss_before as f64 / 1024.0,
        rss_after as f64 / 1024.0,
        (rss_after as f64 - rss_before as f64) / 1024.0
    );
}
