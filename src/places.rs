//! Where matches are kept: the folder given with `--saves`; else, for `cargo run` in the
//! checkout, the checkout's `saves/`; else, for an installed binary (`cargo install --path .`),
//! the platform's data folder (`~/.local/share/allfives/saves` on Linux, from the
//! `directories` crate).

use std::ffi::OsStr;
use std::path::{Path, PathBuf};

/// How the saves folder was chosen (the About box says it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SavesKind {
    /// Given with `--saves`.
    Flag,
    /// The checkout's `saves/`: the app runs from the source tree (`cargo run`).
    Checkout,
    /// The platform's data folder: the app is installed.
    Installed,
    /// `saves/` in the working folder: the platform has no data folder (no home).
    WorkingFolder,
}

/// The saves folder and how it was chosen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Saves {
    /// The folder.
    pub dir: PathBuf,
    /// Why this one.
    pub kind: SavesKind,
}

/// The checkout this binary was built from.
const MANIFEST_DIR: &str = env!("CARGO_MANIFEST_DIR");

/// The saves folder for this run: `flag` (`--saves`) when given, else the checkout's or the
/// installation's ([`choose`] with this process's executable and environment).
#[must_use]
pub fn saves_folder(flag: Option<PathBuf>) -> Saves {
    let exe = std::env::current_exe().ok();
    let run_from = std::env::var_os("CARGO_MANIFEST_DIR");
    let data = directories::ProjectDirs::from("", "", "allfives").map(|d| d.data_dir().to_owned());
    choose(
        flag,
        exe.as_deref(),
        run_from.as_deref(),
        Path::new(MANIFEST_DIR),
        data,
    )
}

/// The choice itself, pure: `flag` wins; then the checkout `manifest`'s `saves/` when `cargo
/// run` started us there (`run_from`, cargo's `CARGO_MANIFEST_DIR` at run time, is `manifest`)
/// or the executable lies under `manifest/target`; then `data/saves`; then `saves`.
#[must_use]
pub fn choose(
    flag: Option<PathBuf>,
    exe: Option<&Path>,
    run_from: Option<&OsStr>,
    manifest: &Path,
    data: Option<PathBuf>,
) -> Saves {
    if let Some(dir) = flag {
        return Saves {
            dir,
            kind: SavesKind::Flag,
        };
    }
    let cargo_run = run_from.is_some_and(|dir| Path::new(dir) == manifest);
    let built_here = exe.is_some_and(|exe| exe.starts_with(manifest.join("target")));
    if cargo_run || built_here {
        return Saves {
            dir: manifest.join("saves"),
            kind: SavesKind::Checkout,
        };
    }
    match data {
        Some(data) => Saves {
            dir: data.join("saves"),
            kind: SavesKind::Installed,
        },
        None => Saves {
            dir: PathBuf::from("saves"),
            kind: SavesKind::WorkingFolder,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_flag_then_the_checkout_then_the_data_folder() {
        let manifest = Path::new("/home/ana/allfives");
        let data = || Some(PathBuf::from("/home/ana/.local/share/allfives"));
        let installed = Path::new("/home/ana/.cargo/bin/allfives");
        let built = Path::new("/home/ana/allfives/target/release/allfives");
        let flag = Some(PathBuf::from("/tmp/m"));
        assert_eq!(
            choose(flag, Some(built), None, manifest, data()),
            Saves {
                dir: "/tmp/m".into(),
                kind: SavesKind::Flag
            }
        );
        let checkout = Saves {
            dir: "/home/ana/allfives/saves".into(),
            kind: SavesKind::Checkout,
        };
        assert_eq!(choose(None, Some(built), None, manifest, data()), checkout);
        // `cargo run` with the target folder elsewhere (CARGO_TARGET_DIR).
        let elsewhere = Path::new("/work/target/debug/allfives");
        let run_from = Some(OsStr::new("/home/ana/allfives"));
        assert_eq!(
            choose(None, Some(elsewhere), run_from, manifest, data()),
            checkout
        );
        assert_eq!(
            choose(None, Some(installed), None, manifest, data()),
            Saves {
                dir: "/home/ana/.local/share/allfives/saves".into(),
                kind: SavesKind::Installed
            }
        );
        // Another crate's `cargo run` does not make us a checkout.
        let other = Some(OsStr::new("/home/ana/other"));
        assert_eq!(
            choose(None, Some(installed), other, manifest, data()).kind,
            SavesKind::Installed
        );
        assert_eq!(
            choose(None, Some(installed), None, manifest, None),
            Saves {
                dir: "saves".into(),
                kind: SavesKind::WorkingFolder
            }
        );
    }
}
