//! A real sync of two saves folders: two Syncthing instances on this machine, on loopback only,
//! each with its own home and ports, share one folder. Matches are written on both sides before
//! they meet — and the same match file on both, one side further on than the other, which
//! Syncthing turns into a conflict copy. Once both say they are in step
//! (`/rest/db/completion`), `allfives history` on each side lists every match once and names
//! the conflict copy, and `allfives ratings` gives the same numbers on both sides.
//!
//! Needs Debian's `syncthing` (`.ci/run` installs it). Without it the test fails and says so;
//! `ALLFIVES_SKIP_SYNC=1` skips it on purpose. Bounded: every wait has a deadline, and both
//! instances are stopped by their process id even when an assertion fails.

use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant, SystemTime};

use allfives::store::{self, SaveFile, exchange};
use chrono::TimeZone;

/// How long the two sides get to meet and agree.
const SYNC_DEADLINE: Duration = Duration::from_secs(90);

/// A free TCP port on loopback (the listener is dropped, so the port is free again).
fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free loopback port")
        .port()
}

/// One running Syncthing, stopped (by its process id) when dropped.
struct Instance {
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
    fn start(home: &Path) -> Instance {
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

    fn log(&self) -> String {
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

    fn get(&self, path: &str) -> Option<serde_json::Value> {
        let body = self.call("GET", path, "")?;
        serde_json::from_str(&body).ok()
    }

    fn post(&self, path: &str, body: &serde_json::Value) {
        let answer = self.call("POST", path, &body.to_string());
        assert!(answer.is_some(), "POST {path} refused: {}", self.log());
    }

    /// Shares the folder `saves` (id `saves`) with `peer`, found at its loopback address.
    fn share(&self, saves: &Path, peer: &Instance) {
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
    fn in_step_with(&self, peer: &Instance) -> bool {
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

/// A shared vector match, started on 2026-03-`day` at 20:00.
fn vector(name: &str, day: u32) -> SaveFile {
    let text = std::fs::read_to_string(format!("../shared/vectors/matches/{name}")).unwrap();
    let mut save = exchange::import(&text).unwrap();
    save.created = chrono::Local
        .with_ymd_and_hms(2026, 3, day, 20, 0, 0)
        .unwrap();
    save.updated = save.created + chrono::Duration::minutes(40);
    save
}

/// Writes `save` as `dir/name.ron`, modified at `modified`.
fn write(dir: &Path, name: &str, save: &SaveFile, modified: SystemTime) {
    let path = dir.join(format!("{name}.ron"));
    store::save(&path, save).unwrap();
    std::fs::File::options()
        .write(true)
        .open(&path)
        .and_then(|f| f.set_modified(modified))
        .unwrap();
}

/// The `.ron` file names directly in `dir`, sorted.
fn ron_files(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(Result::ok)
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".ron"))
        .collect();
    names.sort();
    names
}

fn allfives(saves: &Path, args: &[&str]) -> Output {
    let out = Command::new(env!("CARGO_BIN_EXE_allfives"))
        .arg("--saves")
        .arg(saves)
        .args(args)
        .output()
        .unwrap();
    assert!(out.status.success(), "allfives {args:?} failed: {out:?}");
    out
}

fn syncthing_missing() -> bool {
    Command::new("syncthing")
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .map_or(true, |s| !s.success())
}

#[test]
fn two_laptops_sharing_a_saves_folder_through_syncthing_agree() {
    if syncthing_missing() {
        if std::env::var_os("ALLFIVES_SKIP_SYNC").is_some() {
            eprintln!("syncthing is not installed: skipped (ALLFIVES_SKIP_SYNC)");
            return;
        }
        panic!(
            "syncthing is not installed: `apt-get install syncthing` (.ci/run does), \
             or set ALLFIVES_SKIP_SYNC=1 to skip this test"
        );
    }
    let root = tempfile::tempdir().unwrap();
    let (a, b) = (root.path().join("saves-a"), root.path().join("saves-b"));
    std::fs::create_dir_all(&a).unwrap();
    std::fs::create_dir_all(&b).unwrap();
    // Both instances run on one machine, so both would write the same per-machine index file:
    // on real laptops each writes its own (`.index/<machine>.ron`). Keep the index local here.
    for dir in [&a, &b] {
        std::fs::write(dir.join(".stignore"), "/.index\n").unwrap();
    }

    let earlier = SystemTime::now() - Duration::from_secs(3600);
    let now = SystemTime::now();
    // Laptop A played three matches, laptop B two.
    write(&a, "a-two", &vector("all-fives-2p.fives", 1), earlier);
    write(&a, "a-three", &vector("all-fives-3p.fives", 2), earlier);
    write(&a, "a-partners", &vector("all-fives-4p.fives", 3), earlier);
    write(&b, "b-two", &vector("five-up-2p.fives", 4), earlier);
    write(&b, "b-three", &vector("muggins-3p.fives", 5), earlier);
    // The same match on both: B stopped six events short, A played it to the end (and later).
    let full = vector("muggins-2p.fives", 6);
    assert!(full.log.state().unwrap().winner().is_some());
    let mut behind = full.clone();
    for _ in 0..6 {
        assert!(behind.log.undo());
    }
    write(&b, "same", &behind, earlier);
    write(&a, "same", &full, now);

    let one = Instance::start(&root.path().join("home-a"));
    let two = Instance::start(&root.path().join("home-b"));
    one.share(&a, &two);
    two.share(&b, &one);

    let deadline = Instant::now() + SYNC_DEADLINE;
    loop {
        let (files_a, files_b) = (ron_files(&a), ron_files(&b));
        let settled = files_a == files_b
            && files_a.len() == 7
            && files_a.iter().any(|f| f.contains(".sync-conflict-"))
            && files_a
                .iter()
                .all(|f| std::fs::read(a.join(f)).ok() == std::fs::read(b.join(f)).ok())
            && one.in_step_with(&two)
            && two.in_step_with(&one);
        if settled {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "no sync within {SYNC_DEADLINE:?}: A {files_a:?}, B {files_b:?}\n--- A ---\n{}\n--- B ---\n{}",
            one.log(),
            two.log()
        );
        std::thread::sleep(Duration::from_millis(250));
    }

    let files = ron_files(&a);
    let conflict = files
        .iter()
        .find(|f| f.starts_with("same.sync-conflict-"))
        .expect("Syncthing named the losing copy of the same match")
        .trim_end_matches(".ron")
        .to_string();
    let mut listings = Vec::new();
    let mut ratings = Vec::new();
    for dir in [&a, &b] {
        let out = allfives(dir, &["history"]);
        let listing = String::from_utf8(out.stdout).unwrap();
        let notes = String::from_utf8(out.stderr).unwrap();
        let mut ids: Vec<&str> = listing
            .lines()
            .map(|l| l.split('\t').next().unwrap())
            .collect();
        ids.sort_unstable();
        // Every match once: the conflict copy is not listed, the match it copies is.
        assert_eq!(
            ids,
            ["a-partners", "a-three", "a-two", "b-three", "b-two", "same"],
            "{listing}"
        );
        assert!(
            notes.contains(&format!(
                "{conflict}.ron: a sync conflict copy of same, not counted"
            )),
            "{notes}"
        );
        listings.push(listing);
        let rated = String::from_utf8(allfives(dir, &["ratings"]).stdout).unwrap();
        ratings.push(rated);
    }
    assert_eq!(listings[0], listings[1]);
    assert_eq!(
        ratings[0], ratings[1],
        "the ratings differ between the sides"
    );
    // Four players rated over six matches: the full copy of the same match counted, once.
    let rated: Vec<Vec<&str>> = ratings[0]
        .lines()
        .map(|l| l.split('\t').collect())
        .collect();
    assert_eq!(rated.len(), 4, "{}", ratings[0]);
    let matches = |name: &str| {
        rated
            .iter()
            .find(|r| r[1] == name)
            .map(|r| r[4].parse::<u32>().unwrap())
    };
    assert_eq!(matches("Ana"), Some(6));
    assert_eq!(matches("Ben"), Some(6));
    assert_eq!(matches("Cy"), Some(3));
    assert_eq!(matches("Di"), Some(1));
    drop((one, two));
}
