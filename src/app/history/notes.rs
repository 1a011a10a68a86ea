//! What the history's last action did ([`crate::app::history::HistoryNote`]), said in the
//! language of the moment: the screen's own type, in the words of `text::history`.

use std::path::Path;

use crate::app::history::{HistoryNote, NotExported};
use crate::app::i18n::{Arg, I18n};
use crate::app::status::{load_error_text, status_text};
use crate::app::text::history::{export_error_text, import_text, trashed_text};
use crate::app::text::{FileAction, io_text};

/// What the history's last action did, in the UI's language.
#[must_use]
pub fn note_text(i18n: &I18n, note: &HistoryNote) -> String {
    let file = |path: &Path| path.display().to_string();
    match note {
        HistoryNote::Deleted { file, about } => {
            let what = trashed_text(i18n, file, about.as_ref());
            i18n.tr("hist-deleted", &[("what", Arg::S(&what))])
        }
        HistoryNote::Exported(path) => i18n.tr("hist-exported", &[("file", Arg::S(&file(path)))]),
        HistoryNote::CsvWritten(path) => {
            i18n.tr("hist-csv-exported", &[("file", Arg::S(&file(path)))])
        }
        HistoryNote::Written(path) => i18n.tr("hist-exported", &[("file", Arg::S(&file(path)))]),
        HistoryNote::NotLoaded(error) => load_error_text(i18n, error),
        HistoryNote::NotExported(why) => {
            let why = match why {
                NotExported::Load(error) => load_error_text(i18n, error),
                NotExported::Export(error) => export_error_text(i18n, error),
                NotExported::Io(error) => io_text(i18n, error, FileAction::Write),
                NotExported::Card(crate::card::CardError::Unfinished) => i18n.t("card-unfinished"),
                NotExported::Card(_) => i18n.t("card-not-drawn"),
            };
            i18n.tr("hist-not-exported", &[("why", Arg::S(&why))])
        }
        HistoryNote::NotMoved { path, error } => {
            let why = io_text(i18n, error, FileAction::Write);
            i18n.tr(
                "hist-not-moved",
                &[("file", Arg::S(&file(path))), ("why", Arg::S(&why))],
            )
        }
        HistoryNote::NotSaved(status) => status_text(i18n, status),
        HistoryNote::Imported(files) => files
            .iter()
            .map(|(path, outcome)| import_text(i18n, path, outcome))
            .collect::<Vec<_>>()
            .join("  ·  "),
    }
}
