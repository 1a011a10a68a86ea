use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};

use allfives::app::App;
use allfives::app::Lang;
use allfives::app::Prefs;
use allfives::app::Theme;

/// Keeps score for All Fives and its family next to a real domino set.
///
/// Without a command, opens the table window (the unfinished match is reopened).
#[derive(Parser)]
#[command(name = "allfives", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Option<CliCommand>,
    /// Where matches are saved (one RON file per match). Default: `saves/` in the checkout
    /// under `cargo run`, else the platform's data folder (~/.local/share/allfives/saves).
    #[arg(long, global = true)]
    saves: Option<PathBuf>,
    /// Open the window, save a PNG of what it drew to this file, and exit.
    #[arg(long, value_name = "FILE.png")]
    screenshot: Option<PathBuf>,
    /// UI language (default: the one chosen last, else the system's when it is en or ht; the
    /// match card: English).
    #[arg(long, value_enum, global = true)]
    lang: Option<LangArg>,
    /// Theme (default: the one chosen last, else dark).
    #[arg(long, value_enum)]
    theme: Option<ThemeArg>,
    /// Open on the Rules screen (its Back goes to the match, or to the new-match form).
    #[arg(long)]
    rules: bool,
    /// Print to stderr when the first frame was drawn and each frame's CPU time.
    #[arg(long)]
    timings: bool,
    /// Show the table on phones from the start (as the menu's "Show on phones" does) and write
    /// the links to stderr, one a line: `watch: URL`, then `seat NAME: URL` for each player.
    #[arg(long)]
    share: bool,
    /// With --share: the address to listen on (default: this machine's on the local network).
    #[arg(long, value_name = "ADDRESS", requires = "share")]
    share_on: Option<std::net::IpAddr>,
}

#[derive(Clone, Copy, ValueEnum)]
enum ThemeArg {
    /// Light text on dark grey.
    Dark,
    /// Dark text on light grey.
    Light,
    /// White on black, yellow accents.
    HighContrast,
}

#[derive(Clone, Copy, ValueEnum)]
enum LangArg {
    /// English.
    En,
    /// Kreyòl Ayisyen.
    Ht,
}

#[derive(Subcommand)]
enum CliCommand {
    /// Replay play records (.fives) and check every assertion; exit 1 on any problem.
    Check {
        /// Record files.
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
    /// Print a record back in canonical form with every placement's points and the scores.
    Score {
        /// A record file.
        file: PathBuf,
    },
    /// Check records and save each as a match in the history (in --saves).
    Import {
        /// Record files, or folders: each .fives file in the folder.
        #[arg(required = true, value_name = "FILE_OR_FOLDER")]
        files: Vec<PathBuf>,
    },
    /// Print the history, one match per line (tab separated), newest first.
    History {
        /// Print only the match ids.
        #[arg(long, conflicts_with = "csv")]
        ids: bool,
        /// Write the CSV: one row per player per hand.
        #[arg(long)]
        csv: bool,
    },
    /// Write a match's play record (.fives) to standard output.
    Export {
        /// The match id (`allfives history --ids`), or the start of one.
        id: String,
    },
    /// Print every player's rating, best first, one per line (tab separated).
    Ratings {
        /// Only this game (all-fives, five-up, muggins, fives-and-threes, all-threes).
        #[arg(long, value_name = "V")]
        variant: Option<String>,
        /// Only players who played on or after this day (YYYY-MM-DD), with the rating they have
        /// now: ratings carried in from before, as the club page's Season has them.
        #[arg(long, value_name = "DAY")]
        since: Option<String>,
    },
    /// Print the club page's standings (tab separated, a heading line first), best rating first.
    ///
    /// --since and --until mean what the club page's Season From and To mean: the matches
    /// started on those days and between them, each player's rating carried in from every match
    /// before (nobody starts fresh), so both give the same numbers.
    Standings {
        /// From this day on (YYYY-MM-DD), as the Season's From.
        #[arg(long, value_name = "DAY")]
        since: Option<String>,
        /// Up to this day, included (YYYY-MM-DD), as the Season's To.
        #[arg(long, value_name = "DAY")]
        until: Option<String>,
        /// Only this game (all-fives, five-up, muggins, fives-and-threes, all-threes).
        #[arg(long, value_name = "V")]
        variant: Option<String>,
        /// Write the CSV the club page's Export standings writes instead.
        #[arg(long)]
        csv: bool,
    },
    /// Print how two players (or two sides, "Ana & Cy") did against each other.
    H2h {
        /// The first player or side.
        first: String,
        /// The second player or side.
        second: String,
    },
    /// Draw a finished match's card (PNG, 1080 px wide) to share; --lang ht for Kreyòl.
    Card {
        /// The match id (`allfives history --ids`), or the start of one.
        id: String,
        /// The PNG file to write.
        #[arg(short = 'o', long = "output", value_name = "FILE.png")]
        output: PathBuf,
    },
    /// Rank the legal plays of the player to move at the end of a record: points now, the chance
    /// and expected points of the next player's reply (from the tiles not seen), and the net.
    Coach {
        /// A record file.
        file: PathBuf,
        /// The player's tiles, comma separated: 2-5,3-5,...
        #[arg(long, value_name = "TILES")]
        hand: String,
        /// Whose hand it is, when anyone may lead (otherwise the player to move).
        #[arg(long, value_name = "NAME")]
        player: Option<String>,
    },
    /// Saves a random legal match after every event, printing `saved N` (for the kill test).
    #[command(name = "save-soak", hide = true)]
    SaveSoak {
        /// Seed of the random match.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// At most this many events.
        #[arg(long, default_value_t = 300)]
        events: usize,
    },
}

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
    let share = cli.share.then_some(cli.share_on);
    let start = move |cc: &eframe::CreationContext<'_>| {
        let locale = sys_locale::get_locale();
        let prefs = Prefs::load(cc.storage, locale.as_deref());
        let mut app = App::new(&saves.dir, lang.unwrap_or(prefs.lang));
        app.set_theme(theme.unwrap_or(prefs.theme));
        app.set_saves_kind(saves.kind);
        // The zoom and score view from the last run.
        app.restore_prefs(cc.storage);
        if rules {
            app.apply(allfives::app::Command::ShowRules);
        }
        if let Some(addr) = share {
            start_sharing(&mut app, &cc.egui_ctx, addr);
        }
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
