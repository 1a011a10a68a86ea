//! The command line (clap): what `allfives --help` and every subcommand's `--help` say. The
//! binary (src/main.rs) parses it; build.rs writes the man pages and the shell completions from
//! the same definition, so they cannot drift apart.

use std::path::PathBuf;

use clap::{Parser, Subcommand, ValueEnum};

/// Keeps score for All Fives and its family next to a real domino set.
///
/// Without a command, opens the table window (the unfinished match is reopened).
#[derive(Parser)]
#[command(name = "allfives", version, about)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<CliCommand>,
    /// Where matches are saved (one RON file per match). Default: `saves/` in the checkout
    /// under `cargo run`, else the platform's data folder (~/.local/share/allfives/saves).
    #[arg(long, global = true)]
    pub saves: Option<PathBuf>,
    /// Open the window, save a PNG of what it drew to this file, and exit.
    #[arg(long, value_name = "FILE.png")]
    pub screenshot: Option<PathBuf>,
    /// UI language (default: the one chosen last, else the system's when it is en or ht; the
    /// match card: English).
    #[arg(long, value_enum, global = true)]
    pub lang: Option<LangArg>,
    /// Theme (default: the one chosen last, else dark).
    #[arg(long, value_enum)]
    pub theme: Option<ThemeArg>,
    /// Open on the Rules screen (its Back goes to the match, or to the new-match form).
    #[arg(long)]
    pub rules: bool,
    /// Print to stderr when the first frame was drawn and each frame's CPU time.
    #[arg(long)]
    pub timings: bool,
    /// Show the table on phones from the start (as the menu's "Show on phones" does) and write
    /// the links to stderr, one a line: `watch: URL`, then `seat NAME: URL` for each player.
    #[arg(long)]
    pub share: bool,
    /// Speak counts from the start (as the menu's "Speak counts" does, and remembered).
    #[arg(long)]
    pub speak: bool,
    /// With --share: the address to listen on (default: this machine's on the local network).
    #[arg(long, value_name = "ADDRESS", requires = "share")]
    pub share_on: Option<std::net::IpAddr>,
}

#[derive(Clone, Copy, ValueEnum)]
pub enum ThemeArg {
    /// Light text on dark grey.
    Dark,
    /// Dark text on light grey.
    Light,
    /// White on black, yellow accents.
    HighContrast,
}

#[derive(Clone, Copy, ValueEnum)]
pub enum LangArg {
    /// English.
    En,
    /// Kreyòl Ayisyen.
    Ht,
}

#[derive(Subcommand)]
pub enum CliCommand {
    /// Replay play records (.fives) and check every assertion; exit 1 on any problem.
    Check {
        /// Record files, or folders: each .fives file in the folder.
        #[arg(required = true, value_name = "FILE_OR_FOLDER")]
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
    /// Print what the table would say aloud after each entry of a record, one line per entry
    /// that says something (--lang ht for Kreyòl); with --wav, write the last line as a WAV
    /// through espeak-ng.
    Say {
        /// A record file.
        file: PathBuf,
        /// The WAV file to write the last line to.
        #[arg(long, value_name = "OUT.wav")]
        wav: Option<PathBuf>,
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
