//! Writes the man pages and the shell completions from the command line's definition
//! (src/args.rs, the one the binary parses) into `linux/` beside the built binary
//! (`target/release/linux/` for `cargo deb`, which packages them; see `[package.metadata.deb]`):
//! `allfives.1.gz` and one page per subcommand (`allfives-check.1.gz`…, clap_mangen, gzipped as
//! Debian installs man pages), `allfives.bash`, `_allfives` (zsh) and `allfives.fish`
//! (clap_complete).

use std::io::Write as _;
use std::path::{Path, PathBuf};

use clap::CommandFactory as _;

#[allow(dead_code)]
#[path = "src/args.rs"]
mod args;

fn main() {
    println!("cargo::rerun-if-changed=src/args.rs");
    println!("cargo::rerun-if-changed=build.rs");
    let dir = linux_dir();
    if let Err(e) = write_all(&dir) {
        // A package without its man page is still a working app: say so, build on.
        println!(
            "cargo::warning=cannot write the man pages and completions to {}: {e}",
            dir.display()
        );
    }
}

/// `linux/` in the folder the binary is built into: OUT_DIR is
/// `<target>/<profile>/build/allfives-<hash>/out`.
fn linux_dir() -> PathBuf {
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    out.ancestors()
        .nth(3)
        .map_or_else(|| out.join("linux"), |profile| profile.join("linux"))
}

fn write_all(dir: &Path) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)?;
    // The pages leave out `help` (this page is the help) and the hidden commands.
    let mut cmd = args::Cli::command().disable_help_subcommand(true);
    cmd.build();
    let pages = std::iter::once(cmd.clone()).chain(
        cmd.get_subcommands()
            .filter(|sub| !sub.is_hide_set())
            .cloned(),
    );
    let source = format!("allfives {}", env!("CARGO_PKG_VERSION"));
    for page in pages {
        let man = clap_mangen::Man::new(page).source(source.clone());
        let mut roff = Vec::new();
        man.render(&mut roff)?;
        write_if_changed(
            &dir.join(format!("{}.gz", man.get_filename())),
            &gzip(&roff)?,
        )?;
    }
    let mut cmd = visible(&args::Cli::command());
    for shell in [
        clap_complete::Shell::Bash,
        clap_complete::Shell::Zsh,
        clap_complete::Shell::Fish,
    ] {
        let mut script = Vec::new();
        clap_complete::generate(shell, &mut cmd, "allfives", &mut script);
        let name = match shell {
            clap_complete::Shell::Zsh => "_allfives".to_string(),
            _ => format!("allfives.{shell}"),
        };
        write_if_changed(&dir.join(name), &script)?;
    }
    Ok(())
}

/// `cmd` without its hidden subcommands, for the completions (clap_complete offers them too):
/// its arguments, version and visible subcommands.
fn visible(cmd: &clap::Command) -> clap::Command {
    clap::Command::new("allfives")
        .version(env!("CARGO_PKG_VERSION"))
        .args(cmd.get_arguments().cloned())
        .subcommands(
            cmd.get_subcommands()
                .filter(|sub| !sub.is_hide_set())
                .cloned(),
        )
}

/// gzip at the best compression, without a name or a time in the header (the same bytes on
/// every build, as `gzip -9n` writes them).
fn gzip(bytes: &[u8]) -> std::io::Result<Vec<u8>> {
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    encoder.write_all(bytes)?;
    encoder.finish()
}

/// Writes `bytes` to `path` unless it holds them already (a file another build reads is not
/// rewritten under it).
fn write_if_changed(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    if std::fs::read(path).is_ok_and(|old| old == bytes) {
        return Ok(());
    }
    let tmp = path.with_extension("tmp");
    std::fs::write(&tmp, bytes)?;
    std::fs::rename(tmp, path)
}
