//! A small WebDriver client (W3C, JSON over HTTP/1.1 on loopback) for chromedriver driving
//! Debian's headless Chromium: sessions, navigation, CSS look-ups, clicks, scripts, screenshots.

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

/// The key of an element reference in W3C WebDriver.
const ELEMENT: &str = "element-6066-11e4-a52e-4f735466cecf";

/// chromedriver, running until dropped.
pub struct Driver {
    child: Child,
    addr: SocketAddr,
}

impl Driver {
    /// Starts chromedriver on a free loopback port and waits until it is ready.
    pub fn start() -> Driver {
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let child = Command::new("chromedriver")
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("chromedriver starts");
        let addr: SocketAddr = format!("127.0.0.1:{port}").parse().unwrap();
        let driver = Driver { child, addr };
        let start = Instant::now();
        while call(addr, "GET", "/status", None)
            .ok()
            .and_then(|v| v["value"]["ready"].as_bool())
            != Some(true)
        {
            assert!(
                start.elapsed() < Duration::from_secs(20),
                "chromedriver never got ready"
            );
            std::thread::sleep(Duration::from_millis(100));
        }
        driver
    }

    /// A new headless Chromium of `width` × `height` with its own empty profile in `profile`.
    pub fn browser(&self, width: u32, height: u32, profile: &Path) -> Browser {
        self.browser_with(width, height, profile, &[], &json!({}))
    }

    /// [`Driver::browser`] with more command-line switches (`--force-dark-mode`) and the
    /// profile's preferences `prefs` (`{"webkit": {"webprefs": {"default_font_size": 32}}}`:
    /// the browser's text size, as a phone's setting makes it).
    pub fn browser_with(
        &self,
        width: u32,
        height: u32,
        profile: &Path,
        switches: &[&str],
        prefs: &Value,
    ) -> Browser {
        let mut args = vec![
            "--headless".to_string(),
            "--no-sandbox".into(),
            "--disable-gpu".into(),
            "--disable-quic".into(),
            "--no-first-run".into(),
            "--disable-background-networking".into(),
            "--disable-component-update".into(),
            "--disable-sync".into(),
            "--disable-dev-shm-usage".into(),
            format!("--user-data-dir={}", profile.display()),
        ];
        args.extend(switches.iter().map(|s| (*s).to_string()));
        // A phone's screen: `width` × `height` CSS pixels, two device pixels each.
        let phone =
            json!({ "deviceMetrics": { "width": width, "height": height, "pixelRatio": 2.0 } });
        let caps = json!({ "capabilities": { "alwaysMatch": {
            "browserName": "chrome",
            "goog:chromeOptions": {
                "binary": "/usr/bin/chromium", "args": args, "mobileEmulation": phone,
                "prefs": prefs
            }
        }}});
        let v = call(self.addr, "POST", "/session", Some(&caps)).expect("a session");
        let id = v["value"]["sessionId"]
            .as_str()
            .unwrap_or_else(|| panic!("no session: {v}"))
            .to_string();
        Browser {
            addr: self.addr,
            id,
        }
    }
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// One browser window.
pub struct Browser {
    addr: SocketAddr,
    id: String,
}

impl Browser {
    fn try_cmd(&self, method: &str, path: &str, body: Option<&Value>) -> Result<Value, Value> {
        let path = format!("/session/{}{path}", self.id);
        let v = call(self.addr, method, &path, body).unwrap_or_else(|e| panic!("{path}: {e}"));
        if v["value"]["error"].is_string() {
            return Err(v["value"].clone());
        }
        Ok(v["value"].clone())
    }

    fn cmd(&self, method: &str, path: &str, body: Option<&Value>) -> Value {
        self.try_cmd(method, path, body)
            .unwrap_or_else(|e| panic!("{path}: {e}"))
    }

    /// Opens `url`.
    pub fn go(&self, url: &str) {
        self.cmd("POST", "/url", Some(&json!({ "url": url })));
    }

    /// Runs `script` (a function body; `arguments` are `args`) and returns its value.
    pub fn js(&self, script: &str, args: Value) -> Value {
        self.cmd(
            "POST",
            "/execute/sync",
            Some(&json!({ "script": script, "args": args })),
        )
    }

    /// Clicks the first element matching `css`, waiting up to `wait` for it to be there and
    /// enabled.
    pub fn click(&self, css: &str, wait: Duration) {
        self.until(wait, &format!("{css} to be clickable"), || {
            self.js(
                "const e = document.querySelector(arguments[0]); return !!e && !e.disabled;",
                json!([css]),
            )
            .as_bool()
                == Some(true)
        });
        // The page draws itself again on every state: an element found just before may be
        // gone by the click; it is found again.
        for _ in 0..20 {
            let found = self.try_cmd(
                "POST",
                "/element",
                Some(&json!({ "using": "css selector", "value": css })),
            );
            let Some(element) = found
                .ok()
                .and_then(|f| f[ELEMENT].as_str().map(String::from))
            else {
                std::thread::sleep(Duration::from_millis(50));
                continue;
            };
            let clicked = self.try_cmd(
                "POST",
                &format!("/element/{element}/click"),
                Some(&json!({})),
            );
            match clicked {
                Ok(_) => return,
                Err(e) if e["error"] == "stale element reference" => {
                    std::thread::sleep(Duration::from_millis(50));
                }
                Err(e) => panic!("click {css}: {e}"),
            }
        }
        panic!("{css} kept going stale");
    }

    /// The text of the first element matching `css` (empty when there is none).
    pub fn text(&self, css: &str) -> String {
        self.js(
            "const e = document.querySelector(arguments[0]); return e ? e.textContent : '';",
            json!([css]),
        )
        .as_str()
        .unwrap_or("")
        .to_string()
    }

    /// How many elements match `css`.
    pub fn count(&self, css: &str) -> u64 {
        self.js(
            "return document.querySelectorAll(arguments[0]).length;",
            json!([css]),
        )
        .as_u64()
        .unwrap_or(0)
    }

    /// Waits up to `wait` for `ok`, polling; panics saying `what` when it never holds.
    pub fn until(&self, wait: Duration, what: &str, mut ok: impl FnMut() -> bool) {
        let start = Instant::now();
        while !ok() {
            if start.elapsed() > wait {
                let body = self.js("return document.body.innerText;", json!([]));
                panic!(
                    "waited {wait:?} for {what}; the page says:\n{}",
                    body.as_str().unwrap_or("")
                );
            }
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// Waits for the page to show the state `version` or a later one.
    pub fn version(&self) -> u64 {
        self.js(
            "return Number(document.body.dataset.version || 0);",
            json!([]),
        )
        .as_u64()
        .unwrap_or(0)
    }

    /// The window as it is painted now, as PNG bytes (two device pixels a CSS pixel).
    pub fn png(&self) -> Vec<u8> {
        let v = self.cmd("GET", "/screenshot", None);
        decode_base64(v.as_str().unwrap())
    }

    /// A PNG of the window scrolled to its top, saved to `path`.
    pub fn screenshot(&self, path: &Path) {
        self.js("window.scrollTo(0, 0); return true;", json!([]));
        std::thread::sleep(Duration::from_millis(150));
        let v = self.cmd("GET", "/screenshot", None);
        let png = decode_base64(v.as_str().unwrap());
        std::fs::write(path, png).unwrap();
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        let _ = call(self.addr, "DELETE", &format!("/session/{}", self.id), None);
    }
}

/// One WebDriver call: a JSON body, a JSON answer.
fn call(addr: SocketAddr, method: &str, path: &str, body: Option<&Value>) -> Result<Value, String> {
    let mut stream = TcpStream::connect(addr).map_err(|e| e.to_string())?;
    stream
        .set_read_timeout(Some(Duration::from_secs(60)))
        .map_err(|e| e.to_string())?;
    let body = body.map(Value::to_string).unwrap_or_default();
    let head = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n",
        body.len()
    );
    stream
        .write_all(head.as_bytes())
        .map_err(|e| e.to_string())?;
    stream
        .write_all(body.as_bytes())
        .map_err(|e| e.to_string())?;
    // chromedriver keeps the connection open: the body is as long as Content-Length says.
    let mut raw = Vec::new();
    let mut buf = [0u8; 16 * 1024];
    loop {
        let n = stream.read(&mut buf).map_err(|e| e.to_string())?;
        if n == 0 {
            break;
        }
        raw.extend_from_slice(&buf[..n]);
        if let Some(end) = raw.windows(4).position(|w| w == b"\r\n\r\n") {
            let head = String::from_utf8_lossy(&raw[..end]).to_ascii_lowercase();
            let length = head
                .lines()
                .find_map(|l| l.strip_prefix("content-length:"))
                .and_then(|v| v.trim().parse::<usize>().ok());
            if length.is_some_and(|n| raw.len() >= end + 4 + n) {
                break;
            }
        }
    }
    let answer = super::parse(&raw);
    serde_json::from_str(&answer.body).map_err(|e| format!("{e}: {}", answer.body))
}

/// Standard base 64 to bytes.
fn decode_base64(text: &str) -> Vec<u8> {
    let value = |c: u8| -> Option<u32> {
        Some(match c {
            b'A'..=b'Z' => c - b'A',
            b'a'..=b'z' => c - b'a' + 26,
            b'0'..=b'9' => c - b'0' + 52,
            b'+' => 62,
            b'/' => 63,
            _ => return None,
        } as u32)
    };
    let digits: Vec<u32> = text.bytes().filter_map(value).collect();
    let mut out = Vec::with_capacity(digits.len() * 3 / 4);
    for chunk in digits.chunks(4) {
        let n = chunk.iter().fold(0u32, |acc, d| (acc << 6) | d) << (6 * (4 - chunk.len()));
        let bytes = n.to_be_bytes();
        out.extend_from_slice(&bytes[1..chunk.len()]);
    }
    out
}

/// Whether chromium and chromedriver are here; under `CI` a missing one fails the test.
pub fn browser_here() -> bool {
    for tool in ["chromium", "chromedriver"] {
        let here = Command::new("sh")
            .args(["-c", &format!("command -v {tool}")])
            .stdout(Stdio::null())
            .status()
            .is_ok_and(|s| s.success());
        if !here {
            assert!(
                std::env::var_os("CI").is_none(),
                "{tool} is missing: .ci/run installs it"
            );
            eprintln!("skipped: {tool} is not installed (.ci/run installs it)");
            return false;
        }
    }
    true
}
