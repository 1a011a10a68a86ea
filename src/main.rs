use std::process::ExitCode;

use clap::Parser as _;

use allfives::app::App;
use allfives::app::Lang;
use allfives::app::Prefs;
use allfives::app::Theme;

mod args;
use args::{Cli, CliCommand, LangArg, ThemeArg};

fn main() -> ExitCode {
    let start = std::time::Instant::now();
    let cli = Cli::parse();
    match cli.command {
        Some(CliCommand::Check { files }) => allfives::cli::check(&files),
        Some(CliCommand::Score { file }) => allfives::cli::score(&file),
        Some(CliCommand::Import { files }) => {
            let saves = allfives::places::saves_folder(cli.saves.clone());
            allfives::cli::import(&files, &saves.dir)
        }
        Some(CliCommand::History { ids, csv }) => {
            let saves = allfives::places::saves_folder(cli.saves.clone());
            allfives::cli_history::history(&saves.dir, ids, csv, &mut std::io::stdout().lock())
        }
        Some(CliCommand::Export { id }) => {
            let saves = allfives::places::saves_folder(cli.saves.clone());
            allfives::cli_history::export(&saves.dir, &id, &mut std::io::stdout().lock())
        }
        Some(CliCommand::Ratings { variant, since }) => {
            let saves = allfives::places::saves_folder(cli.saves.clone());
            allfives::cli_club::ratings(
                &saves.dir,
                variant.as_deref(),
                since.as_deref(),
                &mut std::io::stdout().lock(),
            )
        }
        Some(CliCommand::Standings {
            since,
            until,
            variant,
            csv,
        }) => {
            let saves = allfives::places::saves_folder(cli.saves.clone());
            let lang = match cli.lang {
                Some(LangArg::Ht) => Lang::Ht,
                _ => Lang::En,
            };
            allfives::cli_club::standings(
                &saves.dir,
                [since.as_deref(), until.as_deref()],
                variant.as_deref(),
                csv,
                lang,
                &mut std::io::stdout().lock(),
            )
        }
        Some(CliCommand::H2h { first, second }) => {
            let saves = allfives::places::saves_folder(cli.saves.clone());
            allfives::cli_club::h2h(&saves.dir, &first, &second, &mut std::io::stdout().lock())
        }
        Some(CliCommand::Card { id, output }) => {
            let saves = allfives::places::saves_folder(cli.saves.clone());
            let lang = match cli.lang {
                Some(LangArg::Ht) => Lang::Ht,
                _ => Lang::En,
            };
            allfives::cli_club::card(&saves.dir, &id, &output, lang)
        }
        Some(CliCommand::Coach { file, hand, player }) => allfives::cli::coach(
            &file,
            &hand,
            player.as_deref(),
            &mut std::io::stdout().lock(),
        ),
        Some(CliCommand::Say { file, wav }) => {
            let lang = match cli.lang {
                Some(LangArg::Ht) => Lang::Ht,
                _ => Lang::En,
            };
            allfives::cli_say::say(&file, lang, wav.as_deref())
        }
        Some(CliCommand::SaveSoak { seed, events }) => {
            let saves = allfives::places::saves_folder(cli.saves.clone());
            allfives::soak::run(&saves.dir, seed, events, &mut std::io::stdout().lock())
        }
        None => run_app(&cli, start),
    }
}

fn run_app(cli: &Cli, started: std::time::Instant) -> ExitCode {
    let lang = cli.lang.map(|lang| match lang {
        LangArg::En => Lang::En,
        LangArg::Ht => Lang::Ht,
    });
    let theme = cli.theme.map(|theme| match theme {
        ThemeArg::Dark => Theme::Dark,
        ThemeArg::Light => Theme::Light,
        ThemeArg::HighContrast => Theme::HighContrast,
    });
    let saves = allfives::places::saves_folder(cli.saves.clone());
    let screenshot = cli.screenshot.clone();
    let mut viewport = egui::ViewportBuilder::default()
        .with_title("allfives")
        .with_app_id("allfives")
        .with_inner_size([1280.0, 800.0])
        .with_min_inner_size([900.0, 600.0]);
    if let Some(icon) = icon() {
        viewport = viewport.with_icon(icon);
    }
    let options = eframe::NativeOptions {
        viewport,
        // A screenshot is taken at the size asked for, not the size last used.
        persist_window: screenshot.is_none(),
        ..Default::default()
    };
    let timings = cli.timings;
    let rules = cli.rules;
    let speak = cli.speak;
    let share = cli.share.then_some(cli.share_on);
    let start = move |cc: &eframe::CreationContext<'_>| {
        let locale = sys_locale::get_locale();
        let prefs = Prefs::load(cc.storage, locale.as_deref());
        let lang = lang.unwrap_or(prefs.lang);
        // A screenshot shows the folder read (the match reopened), and `--share` writes the
        // links of the reopened match's seats (links belong to one match: had the worker still
        // been reading, they would end as it finished); a table's window draws at once and reads
        // the folder on a worker.
        let mut app = if screenshot.is_some() || share.is_some() {
            App::new(&saves.dir, lang)
        } else {
            App::opening(&saves.dir, lang)
        };
        app.set_theme(theme.unwrap_or(prefs.theme));
        let mut speech = prefs.speech;
        speech.on |= speak;
        app.set_speech(speech);
        app.set_saves_kind(saves.kind);
        // The zoom, score view and table mode from the last run.
        app.restore_prefs(cc.storage);
        if rules {
            app.apply(allfives::app::ShellCommand::ShowRules);
        }
        if let Some(addr) = share {
            start_sharing(&mut app, &cc.egui_ctx, addr);
        }
        close_on_termination(&cc.egui_ctx);
        if let Some(path) = screenshot {
            app.screenshot_to(path);
            app.remember_preferences(false);
        }
        if timings {
            let timed = allfives::app::Timed::new(app, started);
            return Ok(Box::new(timed) as Box<dyn eframe::App>);
        }
        Ok(Box::new(app) as Box<dyn eframe::App>)
    };
    match eframe::run_native("allfives", options, Box::new(start)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("allfives: cannot open the window: {e}");
            ExitCode::FAILURE
        }
    }
}

/// SIGTERM (a logout, `kill`) and SIGINT (Ctrl+C in the terminal) close the window as its close
/// button does, so that what the window keeps on closing (a pip total still in its field) is
/// kept; a second signal while the window is closing ends the process at once.
fn close_on_termination(ctx: &egui::Context) {
    let ctx = ctx.clone();
    let closing = std::sync::atomic::AtomicBool::new(false);
    let handler = move || {
        if closing.swap(true, std::sync::atomic::Ordering::SeqCst) {
            std::process::exit(1);
        }
        ctx.send_viewport_cmd(egui::ViewportCommand::Close);
        ctx.request_repaint();
    };
    if let Err(e) = ctrlc::set_handler(handler) {
        eprintln!("allfives: a signal to quit will not keep what is being typed: {e}");
    }
}

/// `--share`: starts showing on phones and writes the links to stderr, one a line.
fn start_sharing(app: &mut App, ctx: &egui::Context, addr: Option<std::net::IpAddr>) {
    let options = allfives::app::ShareOptions {
        addr,
        ..allfives::app::ShareOptions::waking(ctx)
    };
    match app.start_sharing(options) {
        Ok(links) => {
            use std::io::Write as _;
            let mut err = std::io::stderr().lock();
            let _ = writeln!(err, "watch: {}", links.watch);
            for (name, link, _) in &links.seats {
                let _ = writeln!(err, "seat {name}: {link}");
            }
            let _ = err.flush();
        }
        Err(e) => eprintln!("allfives: cannot show on phones: {e}"),
    }
}

/// The window's icon: a domino tile (assets/icon.png).
fn icon() -> Option<std::sync::Arc<egui::IconData>> {
    let png = include_bytes!("../assets/icon.png");
    let image = image::load_from_memory(png).ok()?.into_rgba8();
    let (width, height) = image.dimensions();
    Some(std::sync::Arc::new(egui::IconData {
        rgba: image.into_raw(),
        width,
        height,
    }))
}
