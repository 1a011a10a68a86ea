use std::path::PathBuf;

use clap::{Parser, Subcommand, ValueEnum};

use allfives::app::App;
use allfives::app::i18n::Lang;

/// Keeps score for All Fives and its family next to a real domino set.
///
/// Without a command, opens the table window (the unfinished match is reopened).
#[derive(Parser)]
#[command(name = "allfives", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Option<CliCommand>,
    /// Where matches are saved (one RON file per match).
    #[arg(long, global = true, default_value = "saves")]
    saves: PathBuf,
    /// Open the window, save a PNG of what it drew to this file, and exit.
    #[arg(long, value_name = "FILE.png")]
    screenshot: Option<PathBuf>,
    /// UI language.
    #[arg(long, value_enum, default_value = "en")]
    lang: LangArg,
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
    /// Check a record and save it as a match the app opens (in --saves).
    Import {
        /// A record file.
        file: PathBuf,
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

fn main() {
    let cli = Cli::parse();
    let code = match cli.command {
        Some(CliCommand::Check { files }) => allfives::cli::check(&files),
        Some(CliCommand::Score { file }) => allfives::cli::score(&file),
        Some(CliCommand::Import { file }) => allfives::cli::import(&file, &cli.saves),
        Some(CliCommand::Coach { file, hand, player }) => allfives::cli::coach(
            &file,
            &hand,
            player.as_deref(),
            &mut std::io::stdout().lock(),
        ),
        Some(CliCommand::SaveSoak { seed, events }) => {
            allfives::soak::run(&cli.saves, seed, events, &mut std::io::stdout().lock())
        }
        None => run_app(&cli),
    };
    std::process::exit(code);
}

fn run_app(cli: &Cli) -> i32 {
    let lang = match cli.lang {
        LangArg::En => Lang::En,
        LangArg::Ht => Lang::Ht,
    };
    let mut app = App::new(&cli.saves, lang);
    if let Some(path) = &cli.screenshot {
        app.screenshot_to(path.clone());
    }
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("allfives")
            .with_inner_size([1280.0, 800.0])
            .with_min_inner_size([900.0, 600.0]),
        ..Default::default()
    };
    match eframe::run_native("allfives", options, Box::new(|_cc| Ok(Box::new(app)))) {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("allfives: cannot open the window: {e}");
            1
        }
    }
}
