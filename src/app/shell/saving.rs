//! The window's side of saving: a read-only window refuses what would change a match or a file,
//! *Try again*, and the once-a-second look a read-only window takes at the saves folder. The
//! [`crate::app::Session`] does the saving itself (and its door refuses a change of a file in a
//! read-only window every time).

use crate::app::command::TableCommand;
use crate::app::command::{Command, HistoryCommand as H, SetupCommand, ShellCommand as S};
use crate::app::history::{HistoryNote, HistoryView};
use crate::app::screen::{Effect, Screen};
use crate::app::session::{Opened, Retried, Session};
use crate::app::setup::form::NewMatchForm;
use crate::app::status::Status;
use crate::app::table::state::ViewState;

/// In a read-only window, refuses a command that would change a match or a file in the saves
/// folder, saying why (in `view`'s status line, or the history's note); looking (history,
/// replay, exports, language, theme) goes on.
pub(crate) fn refuses(
    command: &Command,
    read_only: bool,
    view: &mut ViewState,
    history: &mut HistoryView,
) -> bool {
    let changes = !matches!(
        command,
        Command::Setup(SetupCommand::Show | SetupCommand::Back)
            | Command::Table(TableCommand::CancelChoice)
            | Command::Shell(
                S::ShowRules
                    | S::CloseRules
                    | S::SetLang(_)
                    | S::SetTheme(_)
                    | S::RetrySave
                    | S::ShowSharing
                    | S::StopSharing
                    | S::DropSeat(_)
            )
            | Command::History(
                H::Open | H::Close | H::Rescan | H::Replay(..) | H::Export(_) | H::ExportCsv
            )
    );
    // Undo first cancels an entry under way, which changes no file.
    let changes =
        changes && !(matches!(command, Command::Table(TableCommand::Undo)) && view.has_pending());
    if changes && read_only {
        view.status = Some(Status::ReadOnly);
        // The History screen shows its own note, not the table's status line.
        if matches!(command, Command::History(_)) {
            history.message = Some(HistoryNote::NotSaved(Status::ReadOnly));
        }
    }
    changes && read_only
}

/// *Try again*: a read-only window tries to take the folder, or else reads the match again;
/// a failed save is written again.
pub(crate) fn retry_save(session: &mut Session, view: &ViewState) -> Effect {
    let retried = session.retry();
    after_retry(retried, view)
}

/// Every frame: once the folder read at start on a worker thread is listed, what it found
/// (the match reopened, the last names in an untouched form, the status line); while it is
/// read, another frame soon for the banner's progress. Once a second in a read-only window:
/// takes the folder over when the other window has closed, else reads the folder again when
/// the other window saved.
pub(crate) fn poll_saves(
    session: &mut Session,
    view: &mut ViewState,
    ctx: &egui::Context,
) -> Effect {
    if let Some(opened) = session.opened() {
        return after_opening(&opened, session, view);
    }
    if session.notice.reading.is_some() {
        ctx.request_repaint_after(std::time::Duration::from_millis(50));
    }
    let Some(retried) = session.poll() else {
        return Effect::none();
    };
    ctx.request_repaint_after(Session::poll_every());
    after_retry(retried, view)
}

/// What the status line and the screen say after *Try again* or a look at the folder.
fn after_retry(retried: Retried, view: &ViewState) -> Effect {
    let mut effect = Effect::none();
    if retried.taken_over && matches!(view.status, Some(Status::ReadOnly)) {
        // "Read only" no longer holds: the line does not say it any more.
        effect.status = Some(None);
    }
    if let Some(path) = retried.saved_again {
        effect.status = Some(Some(Status::SavedAgain { path }));
    }
    if retried.reloaded.is_some() {
        if retried.match_appeared {
            effect.show = Some(Screen::Table);
        }
        // The tile waiting for its end goes with the match it was picked on.
        effect.dropped_choice = true;
        effect.changed = true;
    }
    effect
}

/// What the screens do when the folder read at start is listed: the reopened match at the
/// table (as [`ViewState::opened`] does at once for a folder read before the first frame), or
/// the newest match's names in a form nobody has touched yet; the status line says what was
/// reopened and which files could not be read.
fn after_opening(opened: &Opened, session: &Session, view: &mut ViewState) -> Effect {
    let mut effect = Effect::none();
    // Nothing to say leaves what the status line says (a match started meanwhile) as it is.
    if let Some(status) = Option::<Status>::from(opened) {
        effect.status = Some(Some(status));
    }
    if opened.resumed.is_some() && session.has_match() {
        effect.show = Some(Screen::Table);
        effect.other_match = true;
        effect.form_like_match = true;
        effect.changed = true;
    } else if let Some(names) = opened.names.clone()
        && view.form == NewMatchForm::new(Vec::new())
    {
        view.form = NewMatchForm::new(names);
    }
    effect
}
