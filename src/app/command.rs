//! What the user asks for: a [`Command`], pushed by a widget or a keyboard shortcut while the
//! frame is drawn and carried out after it by [`crate::app::App::apply`]. Each screen owns its
//! command ([`SetupCommand`], [`TableCommand`], [`HistoryCommand`], [`ShellCommand`]); a
//! [`Command`] is one of them, and says which screen carries it out.

use std::path::PathBuf;

use crate::app::i18n::Lang;
use crate::app::screen::Screen;
use crate::app::theme::Theme;
use crate::engine::Seat;
use crate::engine::{Place, Tile};

/// What a widget or a key asks for: the command of the screen (or part of the app) that
/// carries it out, after the frame, in [`crate::app::App::apply`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// The new-match form's.
    Setup(SetupCommand),
    /// The table's: entries on the match in play.
    Table(TableCommand),
    /// The history screen's.
    History(HistoryCommand),
    /// What frames the screens: the Rules screen, the language, the theme, saving, phones.
    Shell(ShellCommand),
}

impl From<SetupCommand> for Command {
    fn from(command: SetupCommand) -> Self {
        Command::Setup(command)
    }
}

impl From<TableCommand> for Command {
    fn from(command: TableCommand) -> Self {
        Command::Table(command)
    }
}

impl From<HistoryCommand> for Command {
    fn from(command: HistoryCommand) -> Self {
        Command::History(command)
    }
}

impl From<ShellCommand> for Command {
    fn from(command: ShellCommand) -> Self {
        Command::Shell(command)
    }
}

/// What the new-match screen carries out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupCommand {
    /// Start the match described by the form.
    Start,
    /// Show the new-match screen.
    Show,
    /// Leave the new-match screen for the match in play.
    Back,
}

/// What the table carries out: entries on the match in play, and what is being entered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableCommand {
    /// Deal a hand that `Some(player)` leads (`None`: draw lots; RULES.md §2).
    Deal(Option<Seat>),
    /// A tile was clicked in the picker.
    PickTile(Tile),
    /// Place `tile` at `place`.
    Place(Tile, Place),
    /// Drop what is being entered: the tile being placed, the keys typed, the entry being
    /// changed.
    CancelChoice,
    /// The player to play draws one tile.
    Draw,
    /// The player to play passes.
    Pass,
    /// The player who just placed announces these points (match scale; RULES.md §6).
    Announce(i32),
    /// The player who just placed said nothing: an entry (`NothingSaid`), after which the calls
    /// open (RULES.md §6); Undo takes it back.
    SaidNothing,
    /// This player calls "Muggins!" on the placement just made (RULES.md §6).
    CallMuggins(Seat),
    /// No more announcement or call on the placement just made: credit it (RULES.md §6).
    CloseMugginsWindow,
    /// Reveal what the needed players hold and settle; then deal the next hand (RULES.md §4).
    FinishHand,
    /// Undo the last event.
    Undo,
    /// Redo the next undone event.
    Redo,
    /// The player to play draws this many tiles, one entry (RECORD.md `draw N`).
    DrawTiles(u8),
    /// Start changing the event at this index (an entry of this hand's log).
    ChangeEntry(usize),
    /// Put back the match as it was before the last change.
    UndoChange,
}

/// What the app's frame carries out: the Rules screen, the language, the theme, saving, phones.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShellCommand {
    /// Show the Rules screen; Back returns to the screen shown now.
    ShowRules,
    /// Leave the Rules screen for the screen it was opened from.
    CloseRules,
    /// Switch the UI language.
    SetLang(Lang),
    /// Switch the theme (dark, light, high contrast).
    SetTheme(Theme),
    /// Save again after a failed save; in a read-only window, try to take the saves folder.
    RetrySave,
    /// Show on phones: start sharing, or open its box when it is on.
    ShowSharing,
    /// Stop showing on phones: every connection closes, every link goes dead.
    StopSharing,
    /// Drop the phone of this seat: its link and code are made new.
    DropSeat(usize),
}

/// What the history screen asks for; carried out after the frame by `App::on_history`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HistoryCommand {
    /// Show the history (and list the folder again).
    Open,
    /// Back to the match in play, or to the new-match screen.
    Close,
    /// List the folder again.
    Rescan,
    /// Play on with this unfinished match.
    Resume(PathBuf),
    /// Replay this match, from its first placement or from step `at`.
    Replay(PathBuf, Option<usize>),
    /// Write this name and note into the match file.
    SaveAbout {
        /// The match file.
        path: PathBuf,
        /// Its name (empty: none).
        title: String,
        /// Its note (empty: none).
        note: String,
    },
    /// Move this match file to the trash.
    Delete(PathBuf),
    /// Bring back the file deleted last.
    UndoDelete,
    /// Bring back a file from the trash.
    Restore(PathBuf),
    /// Write this match's play record to `saves/exports/ID.fives`.
    Export(PathBuf),
    /// Write the history as CSV to `saves/exports/history.csv`.
    ExportCsv,
    /// Import these play records (a folder: every `.fives` in it).
    Import(Vec<PathBuf>),
    /// Write the club's standings as shown to `saves/exports/standings.csv`.
    ExportStandings,
    /// Draw this finished match's card to `saves/exports/ID-card.png`.
    Card(PathBuf),
}

/// The commands the keyboard asks for this frame: Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo,
/// on the table and outside text fields (the shortcuts are consumed either way).
pub fn shortcuts(ui: &egui::Ui, screen: Screen) -> Vec<Command> {
    use egui::{Key, KeyboardShortcut, Modifiers};
    let undo = KeyboardShortcut::new(Modifiers::COMMAND, Key::Z);
    let redo = KeyboardShortcut::new(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
    let redo_y = KeyboardShortcut::new(Modifiers::COMMAND, Key::Y);
    let (u, r) = ui.ctx().input_mut(|i| {
        let r = i.consume_shortcut(&redo) || i.consume_shortcut(&redo_y);
        (i.consume_shortcut(&undo), r)
    });
    let mut commands = Vec::new();
    if screen == Screen::Table && !ui.ctx().egui_wants_keyboard_input() {
        if u {
            commands.push(TableCommand::Undo.into());
        }
        if r {
            commands.push(TableCommand::Redo.into());
        }
    }
    commands
}
