//! What the user asks for: a [`Command`], pushed by a widget or a keyboard shortcut while the
//! frame is drawn and carried out after it by [`crate::app::App::apply`], which routes it
//! ([`Command::route`]) to the screen that owns it: each screen has its own command
//! ([`SetupCommand`], [`TableCommand`], [`HistoryCommand`], [`ShellCommand`]).

use std::path::PathBuf;

use crate::app::i18n::Lang;
use crate::app::screen::Screen;
use crate::app::theme::Theme;
use crate::engine::Seat;
use crate::engine::{Place, Tile};

/// What a widget asks for; carried out after the frame by [`crate::app::App::apply`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Start the match described by the form.
    StartMatch,
    /// Show the new-match screen.
    ShowNewMatch,
    /// Leave the new-match screen for the match in play.
    BackToMatch,
    /// Show the Rules screen; Back returns to the screen shown now.
    ShowRules,
    /// Leave the Rules screen for the screen it was opened from.
    CloseRules,
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
    /// Switch the UI language.
    SetLang(Lang),
    /// The player to play draws this many tiles, one entry (RECORD.md `draw N`).
    DrawTiles(u8),
    /// Start changing the event at this index (an entry of this hand's log).
    ChangeEntry(usize),
    /// Put back the match as it was before the last change.
    UndoChange,
    /// Something on the history screen.
    History(HistoryCommand),
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

/// A [`Command`] for the screen (or part of the app) that carries it out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Routed {
    /// The new-match form's.
    Setup(SetupCommand),
    /// The table's: entries on the match in play.
    Table(TableCommand),
    /// The history screen's.
    History(HistoryCommand),
    /// What frames the screens: the Rules screen, the language, the theme, saving, phones.
    Shell(ShellCommand),
}

/// What the new-match screen carries out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupCommand {
    /// [`Command::StartMatch`].
    Start,
    /// [`Command::ShowNewMatch`].
    Show,
    /// [`Command::BackToMatch`].
    Back,
}

/// What the table carries out: each is the [`Command`] of the same name.
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum TableCommand {
    Deal(Option<Seat>),
    PickTile(Tile),
    Place(Tile, Place),
    CancelChoice,
    Draw,
    Pass,
    Announce(i32),
    SaidNothing,
    CallMuggins(Seat),
    CloseMugginsWindow,
    FinishHand,
    Undo,
    Redo,
    DrawTiles(u8),
    ChangeEntry(usize),
    UndoChange,
}

/// What the app's frame carries out: each is the [`Command`] of the same name.
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum ShellCommand {
    ShowRules,
    CloseRules,
    SetLang(Lang),
    SetTheme(Theme),
    RetrySave,
    ShowSharing,
    StopSharing,
    DropSeat(usize),
}

impl Command {
    /// The screen (or part of the app) that carries this command out, and its own command.
    #[must_use]
    pub fn route(self) -> Routed {
        use Routed::{Setup, Shell, Table};
        use TableCommand as T;
        match self {
            Command::StartMatch => Setup(SetupCommand::Start),
            Command::ShowNewMatch => Setup(SetupCommand::Show),
            Command::BackToMatch => Setup(SetupCommand::Back),
            Command::History(c) => Routed::History(c),
            Command::ShowRules => Shell(ShellCommand::ShowRules),
            Command::CloseRules => Shell(ShellCommand::CloseRules),
            Command::SetLang(lang) => Shell(ShellCommand::SetLang(lang)),
            Command::SetTheme(theme) => Shell(ShellCommand::SetTheme(theme)),
            Command::RetrySave => Shell(ShellCommand::RetrySave),
            Command::ShowSharing => Shell(ShellCommand::ShowSharing),
            Command::StopSharing => Shell(ShellCommand::StopSharing),
            Command::DropSeat(seat) => Shell(ShellCommand::DropSeat(seat)),
            Command::Deal(leader) => Table(T::Deal(leader)),
            Command::PickTile(tile) => Table(T::PickTile(tile)),
            Command::Place(tile, place) => Table(T::Place(tile, place)),
            Command::CancelChoice => Table(T::CancelChoice),
            Command::Draw => Table(T::Draw),
            Command::Pass => Table(T::Pass),
            Command::Announce(points) => Table(T::Announce(points)),
            Command::SaidNothing => Table(T::SaidNothing),
            Command::CallMuggins(player) => Table(T::CallMuggins(player)),
            Command::CloseMugginsWindow => Table(T::CloseMugginsWindow),
            Command::FinishHand => Table(T::FinishHand),
            Command::Undo => Table(T::Undo),
            Command::Redo => Table(T::Redo),
            Command::DrawTiles(count) => Table(T::DrawTiles(count)),
            Command::ChangeEntry(index) => Table(T::ChangeEntry(index)),
            Command::UndoChange => Table(T::UndoChange),
        }
    }
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
            commands.push(Command::Undo);
        }
        if r {
            commands.push(Command::Redo);
        }
    }
    commands
}
