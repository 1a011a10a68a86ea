//! How soon the table speaks (the issue asks for 150 ms at most), from the entry: a tile of a
//! real record pushed through the app's one door (saved to disk), the table view made again,
//! its words for the ear taken from it, then
//! - to the first sample `espeak-ng` writes (its WAV on a pipe: the first bytes after the
//!   44-byte header), the speaker's fallback voice;
//! - to speech-dispatcher's `701 BEGIN` event for the line, against a speech-dispatcher this
//!   bench starts without a sound card (CI-NOTES.md "Sound").
//!
//! Between samples the entry is undone (not timed). Without espeak-ng or speech-dispatcher
//! installed, the bench says so and measures nothing of that part.
//!
//! `cargo bench --bench speech -- --measurement-time 5`; README "The table hears the count"
//! has the numbers measured.

use std::io::Read as _;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use allfives::app::spoken::utterance;
use allfives::app::{I18n, Lang, Seen, Session, TableView};
use allfives::engine::{Event, MatchLog};
use allfives::speech::{self, Dispatcher, Voice};
use allfives::store::Store;
use criterion::{Criterion, criterion_group, criterion_main};

/// A table one entry before a count: the session, the view before the entry, the entry.
struct Table {
    session: Session,
    before: TableView,
    entry: Event,
    i18n: I18n,
    _saves: tempfile::TempDir,
}

fn view_of(session: &Session, i18n: &I18n) -> TableView {
    TableView::of(
        session.log().unwrap(),
        session.state().unwrap(),
        session.trail(),
        &Seen::default(),
        i18n,
    )
}

impl Table {
    /// The first entry of `../shared/vectors/matches/all-fives-2p.fives` said with a count
    /// (`… plus … makes …`), in `lang`.
    fn before_a_count(lang: Lang) -> Table {
        let text = std::fs::read_to_string("../shared/vectors/matches/all-fives-2p.fives")
            .expect("the vectors beside the crate");
        let replay = allfives::engine::record::replay(&text);
        let i18n = I18n::new(lang);
        let plus = format!(" {} ", i18n.tr("ear-plus", &[]));
        let saves = tempfile::tempdir().unwrap();
        let (session, _) = Session::open(Store::new(saves.path()));
        let mut session = session.without_sync();
        session.start(MatchLog::new(replay.setup.clone().unwrap()).unwrap());
        let mut before = view_of(&session, &i18n);
        for (_, event) in replay.events {
            session.push(event.clone()).unwrap();
            let after = view_of(&session, &i18n);
            if utterance(&before, &after, &i18n, false).is_some_and(|said| said.contains(&plus)) {
                assert!(session.undo());
                return Table {
                    session,
                    before,
                    entry: event,
                    i18n,
                    _saves: saves,
                };
            }
            before = after;
        }
        panic!("no count said in the record");
    }

    /// Makes the entry and returns what the table says after it (timed by the caller).
    fn enter(&mut self) -> String {
        self.session.push(self.entry.clone()).unwrap();
        let after = view_of(&self.session, &self.i18n);
        utterance(&self.before, &after, &self.i18n, false).unwrap()
    }

    /// Takes the entry back (not timed).
    fn undo(&mut self) {
        assert!(self.session.undo());
    }
}

/// From the entry to the first sample espeak-ng writes for its words.
fn espeak_first_sample(c: &mut Criterion) {
    if !speech::espeak_runs() {
        eprintln!("speech: espeak-ng cannot be started here; nothing measured");
        return;
    }
    let mut group = c.benchmark_group("speech");
    group.sample_size(10);
    for (lang, tag) in [(Lang::En, "en"), (Lang::Ht, "ht")] {
        let mut table = Table::before_a_count(lang);
        let name = format!("entry to espeak-ng's first sample ({tag})");
        group.bench_function(name, |b| {
            b.iter_custom(|iters| {
                let mut spent = Duration::ZERO;
                for _ in 0..iters {
                    let start = Instant::now();
                    let said = table.enter();
                    let mut child = speech::espeak_command(tag, Voice::default())
                        .arg("--stdout")
                        .arg("--")
                        .arg(speech::numbers::for_voice(&said, tag))
                        .stdout(Stdio::piped())
                        .stderr(Stdio::null())
                        .spawn()
                        .unwrap();
                    let mut out = child.stdout.take().unwrap();
                    let (mut got, mut buf) = (0, [0u8; 4096]);
                    while got <= 44 {
                        let n = out.read(&mut buf).unwrap();
                        assert!(n > 0, "espeak-ng wrote no sample");
                        got += n;
                    }
                    spent += start.elapsed();
                    let _ = child.kill();
                    let _ = child.wait();
                    table.undo();
                }
                spent
            });
        });
    }
    group.finish();
}

fn start_dispatcher(dir: &Path) -> Option<(Child, PathBuf)> {
    let conf = dir.join("conf");
    Command::new("cp")
        .arg("-r")
        .arg("/etc/speech-dispatcher")
        .arg(&conf)
        .status()
        .ok()
        .filter(|s| s.success())?;
    let speechd = conf.join("speechd.conf");
    let mut text = std::fs::read_to_string(&speechd).ok()?;
    text.push_str("\nAddModule \"espeak-ng\" \"sd_espeak-ng\" \"espeak-ng.conf\"\nDefaultModule espeak-ng\nAudioOutputMethod \"libao\"\n");
    std::fs::write(&speechd, text).ok()?;
    let (home, runtime, logs) = (dir.join("home"), dir.join("run"), dir.join("logs"));
    for d in [&home, &runtime, &logs] {
        std::fs::create_dir_all(d).ok()?;
    }
    std::fs::write(home.join(".libao"), "default_driver=null\n").ok()?;
    let socket = runtime.join("speechd.sock");
    let mut child = Command::new("speech-dispatcher")
        .args(["-s", "-t", "120", "-C"])
        .arg(&conf)
        .arg("-S")
        .arg(&socket)
        .arg("-L")
        .arg(&logs)
        .env("HOME", &home)
        .env("XDG_RUNTIME_DIR", &runtime)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .ok()?;
    for _ in 0..200 {
        if std::os::unix::net::UnixStream::connect(&socket).is_ok() {
            return Some((child, socket));
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    let _ = child.kill();
    let _ = child.wait();
    None
}

/// A connection that has said a first line to its end, untimed: the first line starts
/// speech-dispatcher's espeak-ng module, which on a busy machine can outlast the client's 5 s
/// wait for an answer; then a new connection is tried (three in all).
fn primed(socket: &Path) -> Option<Dispatcher> {
    for _ in 0..3 {
        let Ok(mut client) = Dispatcher::connect(socket, true) else {
            continue;
        };
        let Ok(_) = client.say("Ready.", "en", Voice::default()) else {
            continue;
        };
        if std::iter::from_fn(|| client.wait_event().ok()).any(|(kind, _)| kind == "end") {
            return Some(client);
        }
    }
    None
}

/// From the entry to speech-dispatcher's BEGIN for its words.
fn dispatcher_begin(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap();
    let Some((mut server, socket)) = start_dispatcher(dir.path()) else {
        eprintln!("speech: speech-dispatcher cannot be started here; nothing measured");
        return;
    };
    let Some(mut client) = primed(&socket) else {
        eprintln!("speech: speech-dispatcher does not say a line here; nothing measured");
        let _ = server.kill();
        let _ = server.wait();
        return;
    };
    let mut table = Table::before_a_count(Lang::En);
    let mut group = c.benchmark_group("speech");
    group.sample_size(10);
    group.bench_function("entry to speech-dispatcher's BEGIN (en)", |b| {
        b.iter_custom(|iters| {
            let mut spent = Duration::ZERO;
            for _ in 0..iters {
                let start = Instant::now();
                let said = table.enter();
                let id = client.say(&said, "en", Voice::default()).unwrap();
                while client.wait_event().unwrap() != ("begin".to_string(), id.clone()) {}
                spent += start.elapsed();
                // The line ends before the next is said (its END is read, not timed).
                while client.wait_event().unwrap().0 != "end" {}
                table.undo();
            }
            spent
        });
    });
    group.finish();
    let _ = server.kill();
    let _ = server.wait();
}

criterion_group!(benches, espeak_first_sample, dispatcher_begin);
criterion_main!(benches);
