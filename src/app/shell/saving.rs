//! The window's side of saving: a read-only window refuses what would change a match or a file,
//! *Try again*, and the once-a-second look a read-only window takes at the saves folder. The
//! [`crate::app::Session`] does the saving itself.

use crate::app::history::HistoryNote;
use crate::app::session::Retried;
use crate::app::status::Status;
use crate::app::{App, Command, Screen};

impl App {
    /// In a read-only window, refuses a command that would change a match or a file in the
    /// saves folder, saying why; looking (history, replay, exports, language, theme) goes on.
    pub(crate) fn refuses(&mut self, command: &Command) -> bool {
        use crate::app::history::HistoryCommand as H;
        let changes = !matches!(
            command,
            Command::ShowNewMatch
                | Command::BackToMatch
                | Command::ShowRules
                | Command::CloseRules
                | Command::CancelChoice
                | Command::SetLang(_)
                | Command::SetTheme(_)
                | Command::RetrySave
                | Command::ShowSharing
                | Command::StopSharing
                | Command::DropSeat(_)
                | Command::History(
                    H::Open | H::Close | H::Rescan | H::Replay(..) | H::Export(_) | H::ExportCsv
                )
        );
        // Undo first cancels an entry under way, which changes no file.
        let changes = changes && !(matches!(command, Command::Undo) && self.view.has_pending());
        if changes && self.read_only() {
            self.view.status = Some(Status::ReadOnly);
            // The History screen shows its own note, not the table's status line.
            if matches!(command, Command::History(_)) {
                self.history.message = Some(HistoryNote::NotSaved(Status::ReadOnly));
            }
        }
        changes && self.read_only()
    }

    /// *Try again*: a read-only window tries to take the folder, or else reads the match again;
    /// a failed save is written again.
    pub(crate) fn retry_save(&mut self) {
        let retried = self.session.retry();
        self.after_retry(retried);
    }

    /// Once a second in a read-only window: takes the folder over when the other window has
    /// closed, else reads the folder again when the other window saved.
    pub(crate) fn poll_saves(&mut self, ctx: &egui::Context) {
        let Some(retried) = self.session.poll() else {
            return;
        };
        ctx.request_repaint_after(crate::app::Session::poll_every());
        self.after_retry(retried);
    }

    /// What the status line and the screen say after *Try again* or a look at the folder.
    fn after_retry(&mut self, retried: Retried) {
        if retried.taken_over && matches!(self.view.status, Some(Status::ReadOnly)) {
            // "Read only" no longer holds: the line does not say it any more.
            self.view.status = None;
        }
        if let Some(path) = retried.saved_again {
            self.view.status = Some(Status::SavedAgain { path });
        }
        if let Some(opened) = retried.reloaded {
            if retried.match_appeared {
                self.view.screen = Screen::Table;
            }
            drop(opened);
            self.view.choosing = None;
            self.refresh();
        }
    }
}
