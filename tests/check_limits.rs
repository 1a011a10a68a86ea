//! `allfives check` on inputs no record should be: binary junk, a 10 MB line, a million hands,
//! deep brackets, a 1 GB file, an endless device. Each ends, through the real binary, in a clear
//! `FILE:LINE: message` (or success) in bounded time, never a panic or a hang. The inputs are
//! generated here, not committed.

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

const BIN: &str = env!("CARGO_BIN_EXE_allfives");

/// Runs `allfives check FILE` with a deadline: (exit code, stdout lines, seconds taken).
fn check(path: &Path, deadline: Duration) -> (i32, Vec<String>, f64) {
    let start = Instant::now();
    let mut child = Command::new(BIN)
        .arg("check")
        .arg(path)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let stdout = child.stdout.take().unwrap();
    let reader = std::thread::spawn(move || std::io::read_to_string(stdout).unwrap());
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            let out = reader.join().unwrap();
            let mut stderr = String::new();
            std::io::Read::read_to_string(&mut child.stderr.take().unwrap(), &mut stderr).unwrap();
            assert!(!stderr.contains("panicked"), "{stderr}");
            let code = status.code().expect("exited, not killed by a signal");
            let lines = out.lines().map(String::from).collect();
            return (code, lines, start.elapsed().as_secs_f64());
        }
        if start.elapsed() > deadline {
            child.kill().unwrap();
            panic!("check {} did not end within {deadline:?}", path.display());
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// `FILE:LINE: message` for `path`.
fn problem(path: &Path, line: usize, message: &str) -> String {
    format!("{}:{line}: {message}", path.display())
}

const MINUTE: Duration = Duration::from_secs(60);

#[test]
fn binary_junk_gets_one_clear_line() {
    let dir = tempfile::tempdir().unwrap();
    let mut rng = StdRng::seed_from_u64(11);
    let junk: Vec<u8> = (0..1_000_000).map(|_| rng.random()).collect();
    let path = dir.path().join("junk.fives");
    std::fs::write(&path, &junk).unwrap();
    let (code, lines, _) = check(&path, MINUTE);
    assert_eq!(code, 1);
    assert_eq!(
        lines,
        vec![problem(
            &path,
            1,
            "not a play record: the file is not UTF-8 text"
        )]
    );
    // Junk that happens to be UTF-8 (control characters, any script): its first line is the
    // problem, and nothing more is said about a file that is not a record.
    let text: String = (0..200_000)
        .map(|_| char::from_u32(rng.random_range(0..0x3000)).unwrap_or('\u{0}'))
        .collect();
    std::fs::write(&path, &text).unwrap();
    let (code, lines, _) = check(&path, MINUTE);
    assert_eq!(code, 1);
    assert!(!lines.is_empty() && lines.len() <= 3, "{lines:?}");
    let prefix = format!("{}:", path.display());
    assert!(lines.iter().all(|l| l.starts_with(&prefix)), "{lines:?}");
}

#[test]
fn a_10_mb_line_is_named_without_echoing_it() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("long.fives");
    let long = "Ana: 5-5 # ".to_string() + &"x".repeat(10 * 1024 * 1024);
    std::fs::write(
        &path,
        format!("players: Ana, Ben\nhand\n{long}\nBen: 5-0\n"),
    )
    .unwrap();
    let (code, lines, _) = check(&path, MINUTE);
    assert_eq!(code, 1);
    assert_eq!(
        lines,
        vec![problem(
            &path,
            3,
            "the line is 10485771 bytes long; a record line is at most 4096"
        )]
    );
}

#[test]
fn deep_brackets_are_a_clear_problem() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("deep.fives");
    let deep = format!("{}5-5{}", "[".repeat(1000), "]".repeat(1000));
    std::fs::write(&path, format!("players: Ana, Ben\nhand\nAna: {deep}\n")).unwrap();
    let (code, lines, _) = check(&path, MINUTE);
    assert_eq!(code, 1);
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert!(lines[0].starts_with(&problem(&path, 3, "")), "{lines:?}");
    assert!(lines[0].contains("not a tile"), "{lines:?}");
    // Past the line limit, the length is the problem.
    let deep = format!("{}5-5{}", "[".repeat(1_000_000), "]".repeat(1_000_000));
    std::fs::write(&path, format!("players: Ana, Ben\nhand\nAna: {deep}\n")).unwrap();
    let (_, lines, _) = check(&path, MINUTE);
    assert_eq!(
        lines,
        vec![problem(
            &path,
            3,
            "the line is 2000008 bytes long; a record line is at most 4096"
        )]
    );
}

/// `hands` hands of one line each plus the holds: Ana leads [0-1] (1, no points) and dominoes
/// with a one-tile deal; Ben shows 2 pips (rounds to 0: his one tile cannot hold 1, the only
/// tile of 1 pip is on the table). A legal match that never ends.
fn endless(hands: usize) -> String {
    let mut text = String::from("players: Ana, Ben\nhand-size: 1\n");
    for _ in 0..hands {
        text.push_str("hand\nAna: 0-1\nBen: holds 2\n");
    }
    text
}

#[test]
fn a_million_hands_is_refused_by_size_and_a_hundred_thousand_are_checked() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("million.fives");
    std::fs::write(&path, endless(1_000_000)).unwrap();
    let (code, lines, seconds) = check(&path, MINUTE);
    assert_eq!(code, 1);
    assert_eq!(
        lines,
        vec![problem(
            &path,
            1,
            "not checked: the file is 27.0 MB; a play record is at most 16 MB"
        )]
    );
    assert!(seconds < 5.0, "{seconds} s");
    // Under the limit, checked in full (seconds even in a debug build).
    std::fs::write(&path, endless(100_000)).unwrap();
    let (code, lines, _) = check(&path, MINUTE);
    assert_eq!(
        lines,
        vec![format!("{}: ok · Ana 0, Ben 0", path.display())]
    );
    assert_eq!(code, 0);
    // A million `hand` lines: the second is the problem.
    std::fs::write(
        &path,
        format!("players: Ana, Ben\n{}", "hand\n".repeat(1_000_000)),
    )
    .unwrap();
    let (code, lines, _) = check(&path, MINUTE);
    assert_eq!(code, 1);
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert!(lines[0].starts_with(&problem(&path, 3, "")), "{lines:?}");
}

#[test]
fn a_1_gb_file_is_refused_before_it_is_read() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("huge.fives");
    // Sparse: no disk is used, and reading it would take long.
    std::fs::File::create(&path)
        .unwrap()
        .set_len(1 << 30)
        .unwrap();
    let (code, lines, seconds) = check(&path, MINUTE);
    assert_eq!(code, 1);
    assert_eq!(
        lines,
        vec![problem(
            &path,
            1,
            "not checked: the file is 1073.7 MB; a play record is at most 16 MB"
        )]
    );
    assert!(seconds < 5.0, "{seconds} s");
}

#[cfg(unix)]
#[test]
fn an_endless_device_is_read_no_further_than_the_limit() {
    let path = Path::new("/dev/zero");
    let (code, lines, _) = check(path, MINUTE);
    assert_eq!(code, 1);
    assert_eq!(
        lines,
        vec![problem(
            path,
            1,
            "not checked: the file goes on past 16 MB; a play record is at most 16 MB"
        )]
    );
}
