use std::path::PathBuf;

use clap::{Parser, Subcommand};

/// Keeps score for All Fives and its family next to a real domino set.
#[derive(Parser)]
#[command(name = "allfives", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
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
}

fn main() {
    let cli = Cli::parse();
    let code = match cli.command {
        Some(Command::Check { files }) => allfives::cli::check(&files),
        Some(Command::Score { file }) => allfives::cli::score(&file),
        None => 0,
    };
    std::process::exit(code);
}
