//! Helpers of the sharing tests: a match on a saves folder, the app sharing it on loopback
//! without a window, and a small HTTP/1.1 client over a plain `TcpStream`.

#![allow(dead_code)]

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use allfives::app::{App, Lang, ShareOptions};
use allfives::engine::{Event, MatchLog, MugginsRule, Seat, Setup, Variant};
use allfives::share::Links;
use allfives::share::limits::Limits;
use allfives::store::{self, SaveFile};

/// A match of Ana, Ben and Cy (All Fives, muggins `rule`) whose first hand Ana leads, with
/// `events` after the deal, saved in `saves`.
pub fn save_match(saves: &Path, rule: MugginsRule, events: &[Event]) {
    let names = ["Ana", "Ben", "Cy"].map(String::from).to_vec();
    let mut setup = Setup::new(names, Variant::AllFives);
    setup.rules.muggins = rule;
    let mut m = MatchLog::new(setup).unwrap();
    m.push(Event::HandStarted {
        leader: Some(Seat(0)),
    })
    .unwrap();
    for event in events {
        m.push(event.clone()).unwrap();
    }
    store::save(&saves.join("m.ron"), &SaveFile::new(m)).unwrap();
}

/// The app on `saves`, sharing on loopback with `limits`.
pub fn sharing(saves: &Path, limits: Limits) -> (App, Links) {
    let mut app = App::new(saves, Lang::En);
    let options = ShareOptions {
        addr: Some("127.0.0.1".parse().unwrap()),
        port: 0,
        limits,
        wake: Arc::new(|| {}),
    };
    let links = app.start_sharing(options).expect("the server starts");
    (app, links)
}

/// Runs `client` on its own thread while this one serves the app's phones, as the window's
/// frames would; returns what `client` returned.
pub fn serving<R: Send + 'static>(app: &mut App, client: impl FnOnce() -> R + Send + 'static) -> R {
    let handle = std::thread::spawn(client);
    while !handle.is_finished() {
        app.serve_phones();
        std::thread::sleep(Duration::from_millis(1));
    }
    app.serve_phones();
    handle.join().expect("the client thread")
}

/// Something done on the app's own thread, for a client thread.
type Job = Box<dyn FnOnce(&mut App) + Send>;

/// What a client thread asks of the laptop while [`serving_laptop`] serves it: to stall (the
/// window's thread stops serving the phones, as a busy window would), to run again, or to do
/// something on the app itself (start a new match).
pub struct Laptop {
    jobs: std::sync::mpsc::Sender<Job>,
    stalled: Arc<std::sync::atomic::AtomicBool>,
    answered: Arc<std::sync::atomic::AtomicUsize>,
}

impl Laptop {
    /// The window stops serving the phones: their entries wait.
    pub fn stall(&self) {
        self.stalled
            .store(true, std::sync::atomic::Ordering::SeqCst);
    }

    /// The window serves the phones again.
    pub fn resume(&self) {
        self.stalled
            .store(false, std::sync::atomic::Ordering::SeqCst);
    }

    /// How many entries the window has answered so far (each one sent again counts).
    pub fn answered(&self) -> usize {
        self.answered.load(std::sync::atomic::Ordering::SeqCst)
    }

    /// Runs `job` on the app's thread (also while stalled) and returns what it returned.
    pub fn run<R: Send + 'static>(&self, job: impl FnOnce(&mut App) -> R + Send + 'static) -> R {
        let (done, result) = std::sync::mpsc::channel();
        self.jobs
            .send(Box::new(move |app: &mut App| {
                let _ = done.send(job(app));
            }))
            .expect("the laptop serves");
        result.recv().expect("the job ran")
    }
}

/// [`serving`], with the client given a [`Laptop`] to stall the window or act on the app.
pub fn serving_laptop<R: Send + 'static>(
    app: &mut App,
    client: impl FnOnce(Laptop) -> R + Send + 'static,
) -> R {
    let (jobs, queue) = std::sync::mpsc::channel::<Job>();
    let stalled = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let answered = Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let laptop = Laptop {
        jobs,
        stalled: stalled.clone(),
        answered: answered.clone(),
    };
    let handle = std::thread::spawn(move || client(laptop));
    while !handle.is_finished() {
        while let Ok(job) = queue.try_recv() {
            job(app);
        }
        if !stalled.load(std::sync::atomic::Ordering::SeqCst) {
            let n = app.serve_phones();
            answered.fetch_add(n, std::sync::atomic::Ordering::SeqCst);
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    app.serve_phones();
    handle.join().expect("the client thread")
}

/// The address and the token of a link `http://ADDR/w/TOKEN`.
pub fn split(link: &str) -> (SocketAddr, String) {
    let rest = link.strip_prefix("http://").unwrap();
    let (addr, path) = rest.split_once('/').unwrap();
    let token = path.rsplit('/').next().unwrap().to_string();
    (addr.parse().unwrap(), token)
}

/// An answer: its status, headers (lower-case names) and body.
#[derive(Debug)]
pub struct Answer {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: String,
}

impl Answer {
    /// The body as JSON.
    pub fn json(&self) -> serde_json::Value {
        serde_json::from_str(&self.body).unwrap_or_else(|e| panic!("{e}: {}", self.body))
    }

    /// The `code` of a JSON refusal.
    pub fn code(&self) -> String {
        self.json()["code"].as_str().unwrap_or("").to_string()
    }

    /// The `why` of a JSON refusal.
    pub fn why(&self) -> String {
        self.json()["why"].as_str().unwrap_or("").to_string()
    }
}

/// Sends one request (`Connection: close`) and reads the whole answer.
pub fn request(addr: SocketAddr, method: &str, path: &str, body: &[u8]) -> Answer {
    let headers = format!("Host: {addr}\r\nContent-Type: application/json\r\n");
    request_with(
        TcpStream::connect(addr).expect("connect"),
        method,
        path,
        &headers,
        body,
    )
}

/// A connection to `addr` from the loopback address `from` (`127.0.0.x`: another client).
pub fn connect_from(from: &str, addr: SocketAddr) -> TcpStream {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let socket = tokio::net::TcpSocket::new_v4().unwrap();
    socket
        .bind(SocketAddr::new(from.parse().unwrap(), 0))
        .unwrap();
    let stream = runtime.block_on(socket.connect(addr)).expect("connect");
    let stream = stream.into_std().unwrap();
    stream.set_nonblocking(false).unwrap();
    stream
}

/// Sends one request (`Connection: close`) on `stream` with the `headers` given (each line
/// ending in CRLF) and reads the whole answer.
pub fn request_with(
    mut stream: TcpStream,
    method: &str,
    path: &str,
    headers: &str,
    body: &[u8],
) -> Answer {
    stream
        .set_read_timeout(Some(Duration::from_secs(20)))
        .unwrap();
    let head = format!(
        "{method} {path} HTTP/1.1\r\n{headers}Connection: close\r\nContent-Length: {}\r\n\r\n",
        body.len()
    );
    stream.write_all(head.as_bytes()).unwrap();
    let _ = stream.write_all(body);
    let mut raw = Vec::new();
    let _ = stream.read_to_end(&mut raw);
    parse(&raw)
}

/// Reads an HTTP/1.1 answer (a whole body, chunked or not).
pub fn parse(raw: &[u8]) -> Answer {
    let text = String::from_utf8_lossy(raw);
    let (head, body) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
    let mut lines = head.lines();
    let status = lines
        .next()
        .and_then(|l| l.split(' ').nth(1))
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let headers: Vec<(String, String)> = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(k, v)| (k.trim().to_ascii_lowercase(), v.trim().to_string()))
        .collect();
    let chunked = headers
        .iter()
        .any(|(k, v)| k == "transfer-encoding" && v.contains("chunked"));
    let body = if chunked {
        unchunk(body)
    } else {
        body.to_string()
    };
    Answer {
        status,
        headers,
        body,
    }
}

fn unchunk(mut body: &str) -> String {
    let mut out = String::new();
    while let Some((size, rest)) = body.split_once("\r\n") {
        let Ok(n) = usize::from_str_radix(size.trim(), 16) else {
            break;
        };
        if n == 0 || rest.len() < n {
            break;
        }
        out.push_str(&rest[..n]);
        body = rest[n..].trim_start_matches("\r\n");
    }
    out
}

/// An entry body.
pub fn entry(id: &str, base: u64, what: &str) -> Vec<u8> {
    let what = what.trim_start_matches('{').trim_end_matches('}');
    let sep = if what.is_empty() { "" } else { "," };
    format!(r#"{{"id":"{id}","base":{base}{sep}{what}}}"#).into_bytes()
}

/// A page's stream of states: reads `state` events one by one.
pub struct Events {
    reader: BufReader<TcpStream>,
}

impl Events {
    /// Opens the stream of `token` in `lang`.
    pub fn open(addr: SocketAddr, token: &str, lang: &str) -> Events {
        Events::open_on(
            TcpStream::connect(addr).expect("connect"),
            addr,
            token,
            lang,
        )
    }

    /// Opens the stream of `token` in `lang` on `stream`, a connection to `addr`.
    pub fn open_on(stream: TcpStream, addr: SocketAddr, token: &str, lang: &str) -> Events {
        stream
            .set_read_timeout(Some(Duration::from_secs(20)))
            .unwrap();
        let mut writer = stream.try_clone().unwrap();
        let head = format!(
            "GET /api/{token}/events?lang={lang} HTTP/1.1\r\nHost: {addr}\r\nAccept: text/event-stream\r\n\r\n"
        );
        writer.write_all(head.as_bytes()).unwrap();
        let mut reader = BufReader::new(stream);
        let mut line = String::new();
        let _ = reader.read_line(&mut line);
        assert!(line.contains(" 200 "), "the stream answers {line:?}");
        loop {
            line.clear();
            reader.read_line(&mut line).unwrap();
            if line == "\r\n" {
                break;
            }
        }
        Events { reader }
    }

    /// Whether the server closed the stream (read to its end without a timeout).
    pub fn ended(&mut self) -> bool {
        let mut rest = Vec::new();
        match self.reader.read_to_end(&mut rest) {
            Ok(_) => true,
            Err(e) => {
                e.kind() != std::io::ErrorKind::WouldBlock
                    && e.kind() != std::io::ErrorKind::TimedOut
            }
        }
    }

    /// The next state, or `None` when none comes within `wait`.
    pub fn next_within(
        &mut self,
        wait: Duration,
    ) -> Option<(serde_json::Value, serde_json::Value)> {
        self.reader.get_ref().set_read_timeout(Some(wait)).unwrap();
        let mut data = String::new();
        let mut line = String::new();
        loop {
            line.clear();
            match self.reader.read_line(&mut line) {
                Ok(0) => panic!("the stream ended"),
                Ok(_) => {}
                Err(e)
                    if matches!(
                        e.kind(),
                        std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                    ) =>
                {
                    if data.is_empty() {
                        return None;
                    }
                    continue;
                }
                Err(e) => panic!("{e}"),
            }
            let l = line.trim_end_matches(['\r', '\n']);
            if let Some(d) = l.strip_prefix("data:") {
                data.push_str(d.trim_start());
            } else if l.is_empty() && !data.is_empty() {
                let v: serde_json::Value = serde_json::from_str(&data).unwrap();
                return Some((v["you"].clone(), v["state"].clone()));
            }
        }
    }

    /// The next state: `(you, state)` (other events are passed over).
    pub fn next(&mut self) -> (serde_json::Value, serde_json::Value) {
        loop {
            let (name, v) = self.next_event();
            if name == "state" {
                return (v["you"].clone(), v["state"].clone());
            }
        }
    }

    /// The next `answer` event's JSON (states are passed over).
    pub fn next_answer(&mut self) -> serde_json::Value {
        loop {
            let (name, v) = self.next_event();
            if name == "answer" {
                return v;
            }
        }
    }

    /// The next event: its name (`message` when it has none) and its data as JSON.
    pub fn next_event(&mut self) -> (String, serde_json::Value) {
        let mut data = String::new();
        let mut name = String::from("message");
        let mut line = String::new();
        loop {
            line.clear();
            let n = self.reader.read_line(&mut line).expect("an event");
            assert!(n > 0, "the stream ended");
            let l = line.trim_end_matches(['\r', '\n']);
            // Chunk sizes of the chunked body are not lines of the stream.
            if let Some(d) = l.strip_prefix("data:") {
                data.push_str(d.trim_start());
            } else if let Some(e) = l.strip_prefix("event:") {
                name = e.trim().to_string();
            } else if l.is_empty() && !data.is_empty() {
                let v: serde_json::Value = serde_json::from_str(&data).unwrap();
                return (name, v);
            }
        }
    }
}
pub mod webdriver;
