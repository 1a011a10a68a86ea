//! The index: a summary of every match file, so that the history lists 10,000 matches without
//! replaying them. It is a cache, never the truth:
//!
//! - it is per machine: `saves/.index/<machine>.ron`, where `<machine>` is a hash of this
//!   computer's id, so laptops sharing a saves folder through a sync tool each keep their own and
//!   never write the same file;
//! - an entry is used only while its file's size, modification time and (on Unix) inode are the
//!   ones it was made from; any change, including a sync tool replacing the file, makes the file
//!   be read again. An index copied from another machine matches no inode and is rebuilt;
//! - a missing, damaged or older-format index is rebuilt from the match files.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::time::UNIX_EPOCH;

use serde::{Deserialize, Serialize};

use super::Store;
use super::summary::Summary;

/// The index format this build reads and writes; any other is rebuilt.
pub const INDEX_FORMAT: u32 = 1;

/// The folder of the saves folder where each machine keeps its index.
pub const INDEX_DIR: &str = ".index";

/// What a file looked like when it was indexed: if any of it changes, the file is read again.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stamp {
    /// Size in bytes.
    pub len: u64,
    /// Modification time, nanoseconds since 1970 (0 when the system does not say).
    pub modified: u64,
    /// The inode on Unix (0 elsewhere): a file replaced by a rename gets a new one.
    pub inode: u64,
}

impl Stamp {
    /// The stamp of the file at `path`, `None` when it cannot be read.
    #[must_use]
    pub fn of(path: &Path) -> Option<Stamp> {
        let meta = std::fs::metadata(path).ok()?;
        let modified = meta
            .modified()
            .ok()
            .and_then(|t| t.duration_since(UNIX_EPOCH).ok())
            .map_or(0, |d| u64::try_from(d.as_nanos()).unwrap_or(u64::MAX));
        #[cfg(unix)]
        let inode = std::os::unix::fs::MetadataExt::ino(&meta);
        #[cfg(not(unix))]
        let inode = 0;
        Some(Stamp {
            len: meta.len(),
            modified,
            inode,
        })
    }
}

/// One indexed file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Entry {
    /// The file name in the saves folder.
    file: String,
    stamp: Stamp,
    summary: Summary,
}

/// The index file as written.
#[derive(Serialize, Deserialize)]
struct IndexFile {
    format: u32,
    entries: Vec<Entry>,
}

/// The index of one saves folder on this machine: file name → (stamp, summary).
#[derive(Debug, Default)]
pub struct Index {
    path: PathBuf,
    entries: HashMap<String, (Stamp, Summary)>,
    /// Whether there was a usable index file.
    found: bool,
}

impl Index {
    /// This machine's index file for `store`: `saves/.index/<machine>.ron`.
    #[must_use]
    pub fn path_for(store: &Store) -> PathBuf {
        store
            .dir()
            .join(INDEX_DIR)
            .join(format!("{}.ron", machine_id()))
    }

    /// Reads this machine's index of `store`; a missing, unreadable or older-format one gives an
    /// empty index (everything is read again).
    #[must_use]
    pub fn open(store: &Store) -> Index {
        Index::open_at(Index::path_for(store))
    }

    /// Reads the index at `path` (tests and the benchmark name their own).
    #[must_use]
    pub fn open_at(path: PathBuf) -> Index {
        let read = std::fs::read_to_string(&path)
            .ok()
            .and_then(|text| ron::from_str::<IndexFile>(&text).ok())
            .filter(|f| f.format == INDEX_FORMAT);
        let found = read.is_some();
        let entries = read
            .map(|f| {
                f.entries
                    .into_iter()
                    .map(|e| (e.file, (e.stamp, e.summary)))
                    .collect()
            })
            .unwrap_or_default();
        Index {
            path,
            entries,
            found,
        }
    }

    /// Whether an index file was found (otherwise everything is rebuilt).
    #[must_use]
    pub fn found(&self) -> bool {
        self.found
    }

    /// The summary of `file`, if it was indexed with this very stamp.
    #[must_use]
    pub fn get(&self, file: &str, stamp: Stamp) -> Option<&Summary> {
        self.entries
            .get(file)
            .filter(|(s, _)| *s == stamp)
            .map(|(_, summary)| summary)
    }

    /// Replaces the whole content (the files now in the folder that load) and writes the index
    /// atomically. A folder that cannot be written keeps no index (the history still lists,
    /// reading every file).
    ///
    /// # Errors
    /// The I/O error.
    pub fn replace(&mut self, entries: Vec<(String, Stamp, Summary)>) -> std::io::Result<()> {
        self.entries = entries.into_iter().map(|(f, s, m)| (f, (s, m))).collect();
        let mut list: Vec<Entry> = self
            .entries
            .iter()
            .map(|(file, (stamp, summary))| Entry {
                file: file.clone(),
                stamp: *stamp,
                summary: summary.clone(),
            })
            .collect();
        list.sort_by(|a, b| a.file.cmp(&b.file));
        let file = IndexFile {
            format: INDEX_FORMAT,
            entries: list,
        };
        let text = ron::to_string(&file).map_err(std::io::Error::other)?;
        let dir = self.path.parent().unwrap_or(Path::new("."));
        std::fs::create_dir_all(dir)?;
        let mut tmp = tempfile::Builder::new()
            .prefix(".index-")
            .suffix(".tmp")
            .tempfile_in(dir)?;
        std::io::Write::write_all(&mut tmp, text.as_bytes())?;
        tmp.persist(&self.path).map_err(|e| e.error)?;
        self.found = true;
        Ok(())
    }

    /// How many files are indexed.
    #[must_use]
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether nothing is indexed.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }
}

/// This computer's name for its index: 16 hex digits of a hash of the system's machine id (or
/// the host and user names), so the id itself is not written into a shared folder.
#[must_use]
pub fn machine_id() -> String {
    let mut seed = String::new();
    for file in ["/etc/machine-id", "/var/lib/dbus/machine-id"] {
        if let Ok(id) = std::fs::read_to_string(file) {
            seed.push_str(id.trim());
            break;
        }
    }
    for var in ["COMPUTERNAME", "HOSTNAME", "USER", "USERNAME"] {
        if let Ok(v) = std::env::var(var) {
            seed.push_str(&v);
        }
    }
    if seed.is_empty() {
        seed.push_str("this-machine");
    }
    format!("{:016x}", fnv1a(seed.as_bytes()))
}

/// FNV-1a, 64 bits: a hash that stays the same across Rust versions.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(*b)).wrapping_mul(0x0100_0000_01b3)
    })
}
