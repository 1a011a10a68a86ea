//! The real app in a real window: an X server of the test's own (Xvfb), the app's keys pressed
//! with xdotool, and the tools checked for (`.ci/run` installs them; under `CI=true` a missing
//! one fails the test, elsewhere it is skipped with a note).

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// How long a step of a real window may take: a deadline, not a speed (the debug app's first
/// frame, drawn by a software renderer while the rest of `cargo test` runs on both cores, took
/// over 20 seconds once).
pub const WAIT: Duration = Duration::from_secs(60);

/// A child process killed when dropped.
pub struct Killed(pub Child);

impl Drop for Killed {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Whether `tool` is on the PATH.
pub fn have(tool: &str) -> bool {
    Command::new("sh")
        .args(["-c", &format!("command -v {tool}")])
        .stdout(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// Whether every one of `tools` is here: under `CI=true` a missing one fails the test
/// (`.ci/run` installs them); elsewhere the test is skipped, and says so.
pub fn tools_here(tools: &[&str]) -> bool {
    if let Some(missing) = tools.iter().find(|t| !have(t)) {
        assert!(
            std::env::var_os("CI").is_none(),
            "{missing} is missing: .ci/run installs it"
        );
        eprintln!("skipped: {missing} is not installed (.ci/run installs it)");
        return false;
    }
    true
}

/// An X server of its own: `Xvfb -displayfd` says which display it took.
pub fn xvfb() -> (Killed, String) {
    let mut child = Command::new("Xvfb")
        .args([
            "-displayfd",
            "1",
            "-screen",
            "0",
            "1280x800x24",
            "-nolisten",
            "tcp",
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("Xvfb starts");
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    (Killed(child), format!(":{}", line.trim()))
}

/// The app's window title (it carries the scores), read from the X server; empty before the
/// window is up.
pub fn title(display: &str) -> String {
    let out = Command::new("xdotool")
        .args(["search", "--name", "allfives", "getwindowname"])
        .env("DISPLAY", display)
        .output()
        .unwrap();
    String::from_utf8_lossy(&out.stdout).trim().to_string()
}

/// Presses `keys` (xdotool's names: `7`, `ctrl+z`) on the app's window.
pub fn press(display: &str, keys: &str) {
    let run = |args: &[&str]| {
        Command::new("xdotool")
            .args(args)
            .env("DISPLAY", display)
            .status()
            .unwrap()
    };
    // No window manager: the window is given the keyboard focus itself.
    run(&["mousemove", "640", "400"]);
    run(&["search", "--name", "allfives", "windowfocus"]);
    std::thread::sleep(Duration::from_millis(200));
    run(&["key", keys]);
}

/// Waits until `ok`, at most [`WAIT`]; fails saying `what` was waited for.
pub fn until(what: &str, mut ok: impl FnMut() -> bool) {
    let start = Instant::now();
    while !ok() {
        assert!(start.elapsed() < WAIT, "waited {WAIT:?} for {what}");
        std::thread::sleep(Duration::from_millis(50));
    }
}
