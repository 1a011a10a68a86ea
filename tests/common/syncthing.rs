//! Two (or more) real Syncthing instances on this machine, on loopback only, each with its own
//! home and ports: what the tests of a saves folder shared between laptops start. Each instance is
//! stopped by its process id when dropped, even when an assertion fails.
//!
//! Needs Debian's `syncthing` (`.ci/run` installs it): [`require`] fails a test without it, and
//! under `CI=true` always; `ALLFIVES_SKIP_SYNC=1` skips on a developer's machine, and says so.

#![allow(dead_code)]

use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// A free TCP port on loopback (the listener is dropped, so the port is free again).
fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free loopback port")
        .port()
}

/// One running Syncthing, stopped (by its process id) when dropped.
pub struct Instance {
    child: Child,
    home: PathBuf,
    gui: u16,
    listen: u16,
    key: String,
    id: String,
}

impl Drop for Instance {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// `text` with `from` replaced by `to`, which must be there (a changed config format fails here
/// rather than letting an instance reach beyond loopback).
fn set(text: &str, from: &str, to: &str) -> String {
    assert!(text.contains(from), "config.xml has no {from}");
    text.replacen(from, to, 1)
}

impl Instance {
    /// A new home in `home`: keys and a config that listens and answers on loopback only, with
    /// discovery, relays, NAT, usage reports, crash reports and upgrades off.
    fn create(home: &Path) -> (u16, u16, String, String) {
        let status = Command::new("syncthing")
            .arg("generate")
            .arg(format!("--home={}", home.display()))
            .arg("--no-default-folder")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .expect("syncthing generate runs");
        assert!(status.success(), "syncthing generate failed");
        let path = home.join("config.xml");
        let mut config = std::fs::read_to_string(&path).expect("config.xml");
        let (gui, listen) = (free_port(), free_port());
        config = set(
            &config,
            "<address>127.0.0.1:8384</address>",
            &format!("<address>127.0.0.1:{gui}</address>"),
        );
        config = set(
            &config,
            "<listenAddress>default</listenAddress>",
            &format!("<listenAddress>tcp://127.0.0.1:{listen}</listenAddress>"),
        );
        for (from, to) in [
            (
                "<globalAnnounceEnabled>true</globalAnnounceEnabled>",
                "<globalAnnounceEnabled>false</globalAnnounceEnabled>",
            ),
            (
                "<localAnnounceEnabled>true</localAnnounceEnabled>",
                "<localAnnounceEnabled>false</localAnnounceEnabled>",
            ),
            (
                "<relaysEnabled>true</relaysEnabled>",
                "<relaysEnabled>false</relaysEnabled>",
            ),
            (
                "<natEnabled>true</natEnabled>",
                "<natEnabled>false</natEnabled>",
            ),
            (
                "<startBrowser>true</startBrowser>",
                "<startBrowser>false</startBrowser>",
            ),
            ("<urAccepted>0</urAccepted>", "<urAccepted>-1</urAccepted>"),
            (
                "<crashReportingEnabled>true</crashReportingEnabled>",
                "<crashReportingEnabled>false</crashReportingEnabled>",
            ),
        ] {
            config = set(&config, from, to);
        }
        config = upgrades_off(&config);
        std::fs::write(&path, &config).expect("config.xml written");
        let key = between(&config, "<apikey>", "</apikey>").expect("an API key");
        let id = Command::new("syncthing")
            .arg("serve")
            .arg(format!("--home={}", home.display()))
            .arg("--device-id")
            .output()
            .expect("syncthing --device-id runs");
        let id = String::from_utf8_lossy(&id.stdout).trim().to_string();
        assert_eq!(id.len(), 63, "a device id: {id:?}");
        (gui, listen, key, id)
    }

    /// Creates a home in `home` and starts Syncthing on it.
    pub fn start(home: &Path) -> Instance {
        std::fs::create_dir_all(home).unwrap();
        let (gui, listen, key, id) = Instance::create(home);
        let log = std::fs::File::create(home.join("syncthing.log")).unwrap();
        let child = Command::new("syncthing")
            .arg("serve")
            .arg(format!("--home={}", home.display()))
            .args(["--no-browser", "--no-restart", "--no-upgrade"])
            .env("STNOUPGRADE", "1")
            .env("STNODEFAULTFOLDER", "1")
            .stdout(log.try_clone().unwrap())
            .stderr(log)
            .spawn()
            .expect("syncthing serve starts");
        let instance = Instance {
            child,
            home: home.to_path_buf(),
            gui,
            listen,
            key,
            id,
        };
        let deadline = Instant::now() + Duration::from_secs(30);
        while instance.get("/rest/system/ping").is_none() {
            assert!(
                Instant::now() < deadline,
                "syncthing never answered on 127.0.0.1:{gui}: {}",
                instance.log()
            );
            std::thread::sleep(Duration::from_millis(200));
        }
        instance
    }

    pub fn log(&self) -> String {
        std::fs::read_to_string(self.home.join("syncthing.log")).unwrap_or_default()
    }

    /// One REST call on loopback; the body when the answer is 200.
    fn call(&self, method: &str, path: &str, body: &str) -> Option<String> {
        let mut stream = TcpStream::connect(("127.0.0.1", self.gui)).ok()?;
        stream
            .set_read_timeout(Some(Duration::from_secs(10)))
            .ok()?;
        // HTTP/1.0: the answer ends when the connection closes, never chunked.
        let request = format!(
            "{method} {path} HTTP/1.0\r\nHost: 127.0.0.1:{}\r\nX-API-Key: {}\r\n\
             Content-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
            self.gui,
            self.key,
            body.len()
        );
        stream.write_all(request.as_bytes()).ok()?;
        let mut answer = String::new();
        stream.read_to_string(&mut answer).ok()?;
        let (head, body) = answer.split_once("\r\n\r\n")?;
        head.starts_with("HTTP/1.")
            .then(|| head.split_whitespace().nth(1) == Some("200"))?
            .then(|| body.to_string())
    }

    pub fn get(&self, path: &str) -> Option<serde_json::Value> {
        let body = self.call("GET", path, "")?;
        serde_json::from_str(&body).ok()
    }

    pub fn post(&self, path: &str, body: &serde_json::Value) {
        let answer = self.call("POST", path, &body.to_string());
        assert!(answer.is_some(), "POST {path} refused: {}", self.log());
    }

    /// Shares the folder `saves` (id `saves`) with `peer`, found at its loopback address.
    pub fn share(&self, saves: &Path, peer: &Instance) {
        self.post(
            "/rest/config/devices",
            &serde_json::json!({
                "deviceID": peer.id,
                "addresses": [format!("tcp://127.0.0.1:{}", peer.listen)],
            }),
        );
        self.post(
            "/rest/config/folders",
            &serde_json::json!({
                "id": "saves",
                "path": saves.display().to_string(),
                "type": "sendreceive",
                "fsWatcherEnabled": true,
                "fsWatcherDelayS": 1,
                "rescanIntervalS": 5,
                "devices": [{"deviceID": self.id}, {"deviceID": peer.id}],
            }),
        );
    }

    /// Whether this side has everything `peer` has and is idle.
    pub fn in_step_with(&self, peer: &Instance) -> bool {
        let completion = self.get(&format!(
            "/rest/db/completion?folder=saves&device={}",
            peer.id
        ));
        let status = self.get("/rest/db/status?folder=saves");
        match (completion, status) {
            (Some(c), Some(s)) => {
                c["completion"].as_f64() == Some(100.0)
                    && s["needTotalItems"].as_u64() == Some(0)
                    && s["state"].as_str() == Some("idle")
            }
            _ => false,
        }
    }
}

/// Automatic upgrades off: `<autoUpgradeIntervalH>N</autoUpgradeIntervalH>` set to 0.
fn upgrades_off(config: &str) -> String {
    let open = "<autoUpgradeIntervalH>";
    let close = "</autoUpgradeIntervalH>";
    let old = between(config, open, close).expect("an upgrade interval");
    set(
        config,
        &format!("{open}{old}{close}"),
        &format!("{open}0{close}"),
    )
}

fn between(text: &str, open: &str, close: &str) -> Option<String> {
    let start = text.find(open)? + open.len();
    let end = start + text[start..].find(close)?;
    Some(text[start..end].to_string())
}

pub fn syncthing_missing() -> bool {
    Command::new("syncthing")
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .map_or(true, |s| !s.success())
}

/// Whether the test can go on: `true` when Syncthing runs here. Without it, the test fails
/// (always under `CI=true`), or is skipped on a developer's machine that set
/// `ALLFIVES_SKIP_SYNC=1` (`false`, and it says so).
pub fn require() -> bool {
    if !syncthing_missing() {
        return true;
    }
    let ci = std::env::var("CI").is_ok_and(|v| v == "true");
    if !ci && std::env::var_os("ALLFIVES_SKIP_SYNC").is_some() {
        eprintln!("syncthing is not installed: skipped (ALLFIVES_SKIP_SYNC)");
        return false;
    }
    panic!(
        "syncthing is not installed: `apt-get install syncthing` (.ci/run does){}",
        if ci {
            ""
        } else {
            ", or set ALLFIVES_SKIP_SYNC=1 to skip this test"
        }
    );
}

/// Two instances sharing folder `a` (on the first) and `b` (on the second), as two laptops
/// would, with homes under `root`.
pub fn pair(root: &Path, a: &Path, b: &Path) -> (Instance, Instance) {
    let one = Instance::start(&root.join("home-a"));
    let two = Instance::start(&root.join("home-b"));
    one.share(a, &two);
    two.share(b, &one);
    (one, two)
}
