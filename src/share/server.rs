//! The server: a tokio runtime on its own thread, listening on one address of the local
//! network, serving the page and the table to the phones (`share/routes.rs`). It owns
//! no match: an entry is handed to the window as a [`Request`] through a channel (and the
//! window is woken), and the window answers it once its [`crate::app::Session`] has. The window
//! publishes each new state as a [`Snapshot`]; the server keeps the last ones and pushes each,
//! in order, to every page (server-sent events).
//!
//! [`Server::stop`] (or dropping the server) ends the runtime: the listener closes, every
//! connection with it, and the tokens go, so no link of this sharing opens anything again.

use std::collections::VecDeque;
use std::net::{IpAddr, SocketAddr};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Arc, Mutex, mpsc};
use std::time::Instant;

use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use rand::rngs::StdRng;
use tokio::sync::{oneshot, watch};

use crate::share::limits::{Connections, Limits, RateLimiter, WrongCodes};
use crate::share::tokens::{PairCode, Token, Tokens};

pub use crate::share::shared::{Connected, KEPT_STATES, Reply, Request, Snapshot, Words};
use crate::share::shared::{KEPT_ANSWERS, Told};
pub(crate) use crate::share::shared::{Shared, lock};

/// What the server is started with.
pub struct Config {
    /// The address to listen on (one interface of the local network, or loopback).
    pub addr: IpAddr,
    /// The port (0: a free one).
    pub port: u16,
    /// The seats' names, in seat order.
    pub seats: Vec<String>,
    /// The page's words per language (`en`, `ht`): message id → text.
    pub words: Words,
    /// Called when a request waits for the window (it asks the window to draw a frame).
    pub wake: Arc<dyn Fn() + Send + Sync>,
    /// What a client may ask.
    pub limits: Limits,
}

/// A running server.
pub struct Server {
    shared: Arc<Shared>,
    addr: SocketAddr,
    requests: mpsc::Receiver<Request>,
    stop: Option<oneshot::Sender<()>>,
    thread: Option<std::thread::JoinHandle<()>>,
    rng: StdRng,
}

impl std::fmt::Debug for Server {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Server").field("addr", &self.addr).finish()
    }
}

/// The links of one sharing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Links {
    /// The watch link.
    pub watch: String,
    /// Each seat's name, link and pairing code, in seat order.
    pub seats: Vec<(String, String, String)>,
}

impl Server {
    /// Starts listening on `config.addr` and serving, with new tokens.
    ///
    /// # Errors
    /// Why the address could not be listened on.
    pub fn start(config: Config) -> std::io::Result<Server> {
        let mut rng: StdRng = rand::make_rng();
        let tokens = Tokens::new(config.seats.len(), &mut rng);
        let listener = std::net::TcpListener::bind((config.addr, config.port))?;
        listener.set_nonblocking(true)?;
        let addr = listener.local_addr()?;
        let (requests_tx, requests) = mpsc::channel();
        let seats = config.seats.len();
        let shared = Arc::new(Shared {
            addr,
            tokens: Mutex::new(tokens),
            seat_names: Mutex::new(config.seats),
            words: config.words,
            rate: RateLimiter::new(config.limits.rate, config.limits.burst),
            wrong_codes: WrongCodes::new(config.limits.wrong_code_addresses),
            limits: config.limits,
            connections: Connections::default(),
            kept: Mutex::new(VecDeque::with_capacity(KEPT_STATES)),
            newest: watch::Sender::new(0),
            drops: watch::Sender::new(vec![0; seats]),
            connected: Mutex::new((
                0,
                Connected {
                    watching: 0,
                    seats: vec![(0, None); seats],
                },
            )),
            answers: Mutex::new(VecDeque::with_capacity(KEPT_ANSWERS)),
            told: watch::Sender::new(0),
            requests: Mutex::new(requests_tx),
            wake: config.wake,
            board: crate::share::shared::BoardShared::new(&mut rng),
        });
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()?;
        let (stop, stopped) = oneshot::channel();
        let serving = shared.clone();
        let thread = std::thread::Builder::new()
            .name("allfives-share".into())
            .spawn(move || {
                runtime.block_on(async move {
                    match tokio::net::TcpListener::from_std(listener) {
                        Ok(listener) => {
                            tokio::select! {
                                () = accept(listener, serving) => {}
                                _ = stopped => {}
                            }
                        }
                        Err(e) => eprintln!("allfives: the sharing server cannot listen: {e}"),
                    }
                });
                // Dropping the runtime drops every connection's task: each closes.
                drop(runtime);
            })?;
        Ok(Server {
            shared,
            addr,
            requests,
            stop: Some(stop),
            thread: Some(thread),
            rng,
        })
    }

    /// Where it listens.
    #[must_use]
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// The links to the watch page and to each seat's page, with each seat's pairing code.
    #[must_use]
    pub fn links(&self) -> Links {
        let base = format!("http://{}", self.addr);
        let tokens = lock(&self.shared.tokens);
        let names = lock(&self.shared.seat_names);
        Links {
            watch: format!("{base}/w/{}", tokens.watch.as_str()),
            seats: names
                .iter()
                .zip(&tokens.seats)
                .zip(&tokens.codes)
                .map(|((name, token), code)| {
                    let link = format!("{base}/s/{}", token.as_str());
                    (name.clone(), link, code.as_str().to_string())
                })
                .collect(),
        }
    }

    /// The entries waiting for the window, oldest first (never blocks).
    pub fn requests(&self) -> impl Iterator<Item = Request> + '_ {
        self.requests.try_iter()
    }

    /// Publishes a new state: every page is sent it, after those it has not been sent yet.
    pub fn publish(&self, snapshot: Snapshot) {
        let version = snapshot.version;
        {
            let mut kept = lock(&self.shared.kept);
            if kept.len() == KEPT_STATES {
                kept.pop_front();
            }
            kept.push_back(Arc::new(snapshot));
        }
        self.shared.newest.send_replace(version);
    }

    /// The club night board's watch-only link (`http://ADDR/b/TOKEN`: [`crate::share::board`]).
    #[must_use]
    pub fn board_link(&self) -> String {
        format!("http://{}{}", self.addr, self.shared.board.path())
    }

    /// Publishes the club night board (its JSON per language): every board page is sent it.
    pub fn publish_board(&self, states: crate::share::board::BoardStates) {
        self.shared.board.publish(states);
    }

    /// Who is connected now.
    #[must_use]
    pub fn connected(&self) -> Connected {
        lock(&self.shared.connected).1.clone()
    }

    /// The match the seats' links belong to: counts up from 0 with every [`Server::new_match`].
    #[must_use]
    pub fn matches(&self) -> u64 {
        lock(&self.shared.tokens).matches
    }

    /// A new match (or new players) at the table: every seat of `seats` (names in seat order)
    /// gets a new link and code; the old links answer `410 Gone` (the match ended: scan the new
    /// code), their pages are disconnected, and pairing answers the new names. The watch link
    /// stays: it shows whatever the table plays.
    pub fn new_match(&mut self, seats: Vec<String>) {
        let n = seats.len();
        let matches = {
            let mut tokens = lock(&self.shared.tokens);
            tokens.new_match(n, &mut self.rng);
            *lock(&self.shared.seat_names) = seats;
            tokens.matches
        };
        {
            let mut connected = lock(&self.shared.connected);
            connected.0 = matches;
            connected.1.seats = vec![(0, None); n];
        }
        // Every seat's stream of the old match ends.
        self.shared.drops.send_modify(|drops| {
            let next = drops.iter().copied().max().unwrap_or(0) + 1;
            *drops = vec![next; n.max(drops.len())];
        });
    }

    /// Tells the pages of `seat` (a link of the match `matches`) the window's answer to its
    /// entry `id`: the entry's own request may have stopped waiting (`503`), so the answer
    /// also goes out on the seat's event stream.
    pub fn told(&self, seat: usize, matches: u64, id: &str, reply: &Reply) {
        let (status, body) = reply.json(id);
        let json: Arc<str> = body.to_string().into();
        let number = {
            let mut answers = lock(&self.shared.answers);
            let number = answers.back().map_or(1, |t| t.number + 1);
            if answers.len() == KEPT_ANSWERS {
                answers.pop_front();
            }
            answers.push_back(Told {
                number,
                matches,
                seat,
                id: id.to_string(),
                status,
                json,
            });
            number
        };
        self.shared.told.send_replace(number);
    }

    /// Drops the phone of `seat`: its link and code are made new (the old ones open nothing)
    /// and its pages are disconnected.
    pub fn drop_seat(&mut self, seat: usize) {
        {
            let mut tokens = lock(&self.shared.tokens);
            if seat < tokens.seats.len() {
                tokens.seats[seat] = Token::random(&mut self.rng);
                tokens.codes[seat] = PairCode::random(&mut self.rng);
            }
        }
        self.shared.drops.send_modify(|drops| {
            if let Some(n) = drops.get_mut(seat) {
                *n += 1;
            }
        });
    }

    /// Stops serving: the listener and every connection close, and no link opens anything.
    pub fn stop(mut self) {
        self.shut();
    }

    fn shut(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.shut();
    }
}

/// Accepts connections and serves each on its own task, within the limits.
async fn accept(listener: tokio::net::TcpListener, shared: Arc<Shared>) {
    let router = crate::share::routes::router(shared.clone());
    loop {
        let Ok((stream, peer)) = listener.accept().await else {
            continue;
        };
        let client = peer.ip();
        let shared = shared.clone();
        let router = router.clone();
        tokio::spawn(async move {
            // Counted as a stranger until a request shows a token; past the strangers' budget
            // the oldest stranger (of this address, or of the one holding the most) closes.
            let counted = shared.clone();
            let open = counted.connections.open(client, &counted.limits);
            let closing = open.closing();
            let id = open.id;
            let _ = stream.set_nodelay(true);
            let mut http = http1::Builder::new();
            http.timer(TokioTimer::new())
                .header_read_timeout(shared.limits.header_timeout)
                .max_buf_size(16 * 1024);
            let served = AtomicU32::new(0);
            let served = Arc::new(served);
            let service = hyper::service::service_fn(move |request| {
                let shared = shared.clone();
                let served = served.clone();
                let router = router.clone();
                async move {
                    let count = served.fetch_add(1, Ordering::Relaxed) + 1;
                    let from = crate::share::routes::Peer { client, id };
                    let (response, refused) = crate::share::routes::handle(
                        router,
                        shared.clone(),
                        from,
                        request,
                        Instant::now(),
                    )
                    .await;
                    Ok::<_, std::convert::Infallible>(close_after(
                        response,
                        refused || count >= shared.limits.requests_per_connection,
                    ))
                }
            });
            let serving = http.serve_connection(TokioIo::new(stream), service);
            tokio::select! {
                _ = serving => {}
                () = closing.notified() => {}
            }
            drop(open);
        });
    }
}

/// `response`, asking the client to close the connection after it when `last`.
fn close_after(mut response: axum::response::Response, last: bool) -> axum::response::Response {
    if last {
        response.headers_mut().insert(
            hyper::header::CONNECTION,
            hyper::header::HeaderValue::from_static("close"),
        );
    }
    response
}
