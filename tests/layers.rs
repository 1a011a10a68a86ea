//! The app in layers, read from its source: the app's `impl` is one table of contents
//! (`src/app/mod.rs`, at most 300 lines), the session and the words name no screen and no egui,
//! the card imports nothing of the app, the panels' layer names no screen and the coach and the
//! new-match form nothing of the table, no file is over 600 lines before its tests, and the
//! modules reach each other in no cycle (`../shared/tools/module-cycles.py`, when python3 is
//! there; under `CI=true` it must be).

use std::path::{Path, PathBuf};
use std::process::Command;

/// Every `.rs` file under `dir`, in order.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut dirs = vec![dir.to_path_buf()];
    while let Some(d) = dirs.pop() {
        for entry in std::fs::read_dir(&d).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                found.push(path);
            }
        }
    }
    found.sort();
    found
}

/// A file's text before its first `#[cfg(test)]` (its tests may reach anywhere).
fn before_tests(path: &Path) -> String {
    let text = std::fs::read_to_string(path).unwrap();
    match text.find("#[cfg(test)]") {
        Some(at) => text[..at].to_string(),
        None => text,
    }
}

/// The lines of `text` that are code: no comment lines, no doc lines.
fn code_lines(text: &str) -> impl Iterator<Item = &str> {
    text.lines().filter(|l| !l.trim_start().starts_with("//"))
}

#[test]
fn the_app_is_implemented_in_its_table_of_contents_alone() {
    for path in rust_files(Path::new("src/app")) {
        if path == Path::new("src/app/mod.rs") {
            continue;
        }
        let text = before_tests(&path);
        for line in code_lines(&text) {
            assert!(
                !line.trim_start().starts_with("impl App {")
                    && !line.trim_start().starts_with("impl App<"),
                "{}: an `impl App` outside src/app/mod.rs: {line}",
                path.display()
            );
        }
    }
    let toc = std::fs::read_to_string("src/app/mod.rs").unwrap();
    let lines = toc.lines().count();
    assert!(lines <= 300, "src/app/mod.rs is {lines} lines, over 300");
}

#[test]
fn the_session_and_the_words_name_no_screen_and_no_egui() {
    let screens = [
        "crate::app::table",
        "crate::app::history",
        "crate::app::coach",
        "crate::app::setup",
        "crate::app::shell",
        "crate::app::panels",
        "crate::app::widgets",
        "crate::app::table::state",
        "crate::app::phones",
        "crate::app::status",
        "crate::app::theme",
        "crate::app::App",
        "crate::app::{",
        "egui",
        "eframe",
    ];
    // The words' own tests too: they test words from values, never through a screen.
    let mut files = vec![PathBuf::from("src/app/session.rs")];
    files.push(PathBuf::from("src/app/text.rs"));
    files.extend(rust_files(Path::new("src/app/text")));
    for path in files {
        let text = if path.starts_with("src/app/text") {
            std::fs::read_to_string(&path).unwrap()
        } else {
            before_tests(&path)
        };
        for line in code_lines(&text) {
            for screen in screens {
                assert!(
                    !line.contains(screen),
                    "{} names {screen}: {line}",
                    path.display()
                );
            }
        }
    }
}

#[test]
fn the_card_imports_nothing_of_the_app() {
    for path in rust_files(Path::new("src/card")) {
        let text = before_tests(&path);
        for line in code_lines(&text) {
            assert!(
                !line.contains("crate::app"),
                "{} imports the app: {line}",
                path.display()
            );
        }
    }
}

#[test]
fn the_panels_layer_names_no_screen_and_the_coach_and_the_form_no_table() {
    let screens = [
        "crate::app::table",
        "crate::app::history",
        "crate::app::coach",
        "crate::app::setup",
        "crate::app::shell",
        "crate::app::phones",
        "crate::app::ViewState",
        "crate::app::TableView",
    ];
    for line in code_lines(&before_tests(Path::new("src/app/panels.rs"))) {
        for screen in screens {
            assert!(
                !line.contains(screen),
                "src/app/panels.rs names {screen}: {line}"
            );
        }
    }
    let mut files = rust_files(Path::new("src/app/coach"));
    files.extend(rust_files(Path::new("src/app/setup")));
    for path in files {
        let text = before_tests(&path);
        for line in code_lines(&text) {
            for table in [
                "crate::app::table",
                "crate::app::ViewState",
                "crate::app::TableView",
            ] {
                assert!(
                    !line.contains(table),
                    "{} names {table}: {line}",
                    path.display()
                );
            }
        }
    }
}

#[test]
fn no_file_is_over_600_lines_before_its_tests() {
    for path in rust_files(Path::new("src")) {
        // The engine is the engine's own (its helper splits it).
        if path.starts_with("src/engine") {
            continue;
        }
        let lines = before_tests(&path).lines().count();
        assert!(
            lines <= 600,
            "{} is {lines} lines before its tests",
            path.display()
        );
    }
}

/// What `module-cycles.py` says of `args`: whether it found no cycle, and its lines.
fn cycles(args: &[&str]) -> (bool, String) {
    let out = Command::new("python3")
        .arg("../shared/tools/module-cycles.py")
        .args(args)
        .output()
        .expect("python3 runs");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

#[test]
fn the_modules_reach_each_other_in_no_cycle() {
    let python = Command::new("python3").arg("--version").output().is_ok();
    let tool = Path::new("../shared/tools/module-cycles.py").exists();
    if !python || !tool {
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "under CI=true python3 and ../shared/tools/module-cycles.py must be there"
        );
        eprintln!("skipped on this machine: no python3 or no ../shared/tools/module-cycles.py");
        return;
    }
    // Folder by folder, file by file, and the app's parts (its screens, what frames them and
    // what is below them): no cycle anywhere.
    for args in [
        &["src", "--depth", "1"][..],
        &["src"][..],
        &["src", "--under", "src/app", "--depth", "2"][..],
    ] {
        let (ok, said) = cycles(args);
        assert!(ok && said.trim() == "no cycles", "{args:?}:\n{said}");
    }
}

#[test]
fn what_draws_and_what_keys_read_the_table_view_never_the_match() {
    // The panels, the phones, the coach's panel and the table's keys read what they show and
    // what may be entered from the views (the table view, the coach's page); the match state
    // is read below them, once per change.
    let mut files = rust_files(Path::new("src/app/table/panels"));
    files.extend(rust_files(Path::new("src/app/phones")));
    files.push(PathBuf::from("src/app/coach/panel.rs"));
    files.push(PathBuf::from("src/app/table/keys.rs"));
    files.push(PathBuf::from("src/app/table/key_entry.rs"));
    files.push(PathBuf::from("src/app/table/end_keys.rs"));
    assert!(files.len() > 20, "the files are there: {files:?}");
    for path in files {
        let text = before_tests(&path);
        // The phones take the match's players and its table view from the log and the table
        // layer, and ask the engine through it: no state of the match is read there.
        let phones = path.starts_with("src/app/phones");
        for line in code_lines(&text) {
            assert!(
                !line.contains("MatchState"),
                "{} names MatchState: {line}",
                path.display()
            );
            assert!(
                !(phones && (line.contains(".state()") || line.contains(".game()"))),
                "{} reads the match's state: {line}",
                path.display()
            );
        }
    }
}
