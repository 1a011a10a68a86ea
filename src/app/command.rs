//! What the user asks for: a [`Command`], pushed by a widget or a keyboard shortcut while the
//! frame is drawn and carried out after it by [`crate::app::App::apply`].

use crate::app::i18n::Lang;
use crate::app::state::Screen;
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
    /// The player who just placed said nothing: show the count (RULES.md §6; nothing recorded).
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
    History(super::history::HistoryCommand),
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
