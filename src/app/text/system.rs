//! What the operating system refused, in the player's language: the common causes (no space
//! left, permission denied, a folder missing or not a folder, a file in use, a read-only disk)
//! each have their own message; anything else is said as "the system refused it", with the
//! system's own text kept only as the detail in brackets.

use std::io::ErrorKind;

use crate::app::i18n::{Arg, I18n};

/// What the app was doing when the system refused: the same refusal means a missing file when
/// reading and a missing folder when writing into it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileAction {
    /// Reading a file.
    Read,
    /// Writing a file into a folder (or moving one there).
    Write,
}

/// The cause of a system error, by kind ([`io_cause`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IoCause {
    /// No space left on the disk (or the user's quota is used up).
    Full,
    /// The system would make the file larger than it allows (a size limit, `ulimit -f`).
    TooLarge,
    /// The user may not read or write there.
    Permission,
    /// The file does not exist (reading).
    FileMissing,
    /// The folder does not exist (writing into it).
    FolderMissing,
    /// A part of the path is a file, not a folder.
    NotAFolder,
    /// The path is a folder, not a file.
    IsAFolder,
    /// Another program has the file open.
    InUse,
    /// The disk is mounted read-only.
    ReadOnly,
    /// The bytes are not text.
    NotText,
    /// Anything else: said with the system's own text.
    Other,
}

/// The cause of `error` while the app was doing `action`.
#[must_use]
pub fn io_cause(error: &std::io::Error, action: FileAction) -> IoCause {
    // Windows' ERROR_SHARING_VIOLATION and ERROR_LOCK_VIOLATION: another program has it open.
    if cfg!(windows) && matches!(error.raw_os_error(), Some(32 | 33)) {
        return IoCause::InUse;
    }
    match error.kind() {
        ErrorKind::StorageFull | ErrorKind::QuotaExceeded => IoCause::Full,
        ErrorKind::FileTooLarge => IoCause::TooLarge,
        ErrorKind::PermissionDenied => IoCause::Permission,
        ErrorKind::NotFound => match action {
            FileAction::Read => IoCause::FileMissing,
            FileAction::Write => IoCause::FolderMissing,
        },
        ErrorKind::NotADirectory => IoCause::NotAFolder,
        // Making the folder a save goes in, where a file of that name stands (the saves folder
        // replaced by a file): the system says "File exists".
        ErrorKind::AlreadyExists if action == FileAction::Write => IoCause::NotAFolder,
        ErrorKind::IsADirectory => IoCause::IsAFolder,
        ErrorKind::ResourceBusy | ErrorKind::ExecutableFileBusy => IoCause::InUse,
        ErrorKind::ReadOnlyFilesystem => IoCause::ReadOnly,
        ErrorKind::InvalidData => IoCause::NotText,
        _ => IoCause::Other,
    }
}

/// A system error in words: the common causes in the UI's language, others as "the system
/// refused it" with the system's own text as the detail.
#[must_use]
pub fn io_text(i18n: &I18n, error: &std::io::Error, action: FileAction) -> String {
    let id = match io_cause(error, action) {
        IoCause::Full => "io-full",
        IoCause::TooLarge => "io-too-large",
        IoCause::Permission => "io-permission",
        IoCause::FileMissing => "io-not-found",
        IoCause::FolderMissing => "io-folder-missing",
        IoCause::NotAFolder => "io-not-a-folder",
        IoCause::IsAFolder => "io-is-a-folder",
        IoCause::InUse => "io-in-use",
        IoCause::ReadOnly => "io-read-only",
        IoCause::NotText => "io-not-text",
        IoCause::Other => {
            return i18n.tr("io-other", &[("error", Arg::S(&error.to_string()))]);
        }
    };
    i18n.t(id)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::i18n::Lang;

    /// One error of each common kind, with the system's own words as Linux gives them.
    fn common() -> Vec<std::io::Error> {
        [
            ErrorKind::StorageFull,
            ErrorKind::QuotaExceeded,
            ErrorKind::FileTooLarge,
            ErrorKind::PermissionDenied,
            ErrorKind::NotFound,
            ErrorKind::NotADirectory,
            ErrorKind::IsADirectory,
            ErrorKind::ResourceBusy,
            ErrorKind::ExecutableFileBusy,
            ErrorKind::ReadOnlyFilesystem,
        ]
        .into_iter()
        .map(std::io::Error::from)
        .collect()
    }

    #[test]
    fn a_missing_path_is_a_file_when_reading_and_a_folder_when_writing() {
        let missing = std::io::Error::from(ErrorKind::NotFound);
        assert_eq!(io_cause(&missing, FileAction::Read), IoCause::FileMissing);
        assert_eq!(
            io_cause(&missing, FileAction::Write),
            IoCause::FolderMissing
        );
        let en = I18n::new(Lang::En);
        assert_eq!(
            io_text(&en, &missing, FileAction::Write),
            "the folder does not exist"
        );
        let full = std::io::Error::from_raw_os_error(28);
        assert_eq!(io_cause(&full, FileAction::Write), IoCause::Full);
    }

    /// The saves folder replaced by a file: making it again says "File exists (os error 17)";
    /// the table reads that a file stands where the folder should be.
    #[test]
    fn a_file_where_the_folder_should_be_is_said_as_not_a_folder() {
        let dir = tempfile::tempdir().unwrap();
        let saves = dir.path().join("saves");
        std::fs::write(&saves, "not a folder").unwrap();
        let error = std::fs::create_dir_all(&saves).unwrap_err();
        assert_eq!(io_cause(&error, FileAction::Write), IoCause::NotAFolder);
        let en = I18n::new(Lang::En);
        assert_eq!(
            io_text(&en, &error, FileAction::Write),
            en.t("io-not-a-folder")
        );
    }

    #[test]
    fn the_common_causes_are_said_without_the_system_s_words() {
        let en = I18n::new(Lang::En);
        let ht = I18n::new(Lang::Ht);
        for error in common() {
            for action in [FileAction::Read, FileAction::Write] {
                assert_ne!(io_cause(&error, action), IoCause::Other, "{error:?}");
                let (e, h) = (io_text(&en, &error, action), io_text(&ht, &error, action));
                assert_ne!(e, h, "{error:?}");
                assert!(!h.contains(&error.to_string()), "{h}");
            }
        }
    }

    #[test]
    fn another_cause_keeps_the_system_s_words_as_the_detail_only() {
        let odd = std::io::Error::other("Stale file handle");
        let ht = I18n::new(Lang::Ht);
        assert_eq!(
            io_text(&ht, &odd, FileAction::Write),
            "sistèm nan refize l (sa l di: Stale file handle)"
        );
        let en = I18n::new(Lang::En);
        assert_eq!(
            io_text(&en, &odd, FileAction::Write),
            "the system refused it (its words: Stale file handle)"
        );
    }
}
