//! The eframe app (UI.md) in layers; this file is only its table of contents, and re-exports
//! what `main.rs`, the screenshot and the tests use.
//!
//! - Screens, each with its own state and commands (`apply(&mut self, command, &mut Session)
//!   -> Effect`): `table` (its [`TableView`], computed once after every change; its commands in
//!   `table::play`; its panels), `history` ([`HistoryView`]), `setup` ([`NewMatchForm`]),
//!   `coach` (practice, drawn on the table). `shell` frames them; `phones`: *Show on phones*.
//! - `command` ([`Command`]: one screen's command, carried out by [`App::apply`] on it), `screen`
//!   (which screen shows; the [`screen::Effect`] of a command), `table::state` ([`ViewState`]).
//! - Below the screens: `session` (the [`Session`]: the match in play, the only writer of a
//!   save, its door checks read-only), `status`, `theme`, the words (`text`, `i18n`, `card`),
//!   drawing (`arrangement`, `widgets`, `panels`).

pub(crate) mod arrangement;
mod card;
pub(crate) mod coach;
pub mod command;
pub(crate) mod history;
pub(crate) mod i18n;
mod panels;
pub(crate) mod phones;
pub mod screen;
pub(crate) mod session;
pub(crate) mod setup;
pub(crate) mod shell;
pub mod status;
pub(crate) mod table;
pub(crate) mod text;
pub mod theme;
pub(crate) mod widgets;

use crate::{engine::Event, engine::MatchLog, engine::MatchState, share::Links, store::Store};
use {command::ShellCommand as S, screen::Effect, table::state::TableCtx};
use {rand::rngs::StdRng, std::path::Path, table::play::Play, table::play::Table};

pub use arrangement::{Arrangement, TileRect, World, arrange, arrangement};
pub use history::{HistoryCommand, HistoryView, Page, board::board_states, club::PeriodChoice};
pub use phones::{ShareOptions, Sharing, local_address, state::phone_json};
pub use session::{SaveError, SaveNotice, Session, SessionError};
pub use shell::{prefs::Prefs, screenshot::Screenshot, timings::Timed};
pub use status::{Status, load_error_text, status_text};
pub use table::{TableView, holds::HoldsEntry, key_entry::Typed, view::Seen, view::spoken};
pub use table::{end_keys::Arrow, end_keys::EndKey, state::Screen, state::ViewState};
pub use text::{left_for_next_numbers, left_for_next_text, open_end_name, tile_name};
pub use widgets::layout::{drawing, drawing_world, last_felt, layout_view};
pub use {card::ClubCard, setup::form::NewMatchForm, theme::Theme, theme::is_high_contrast};
pub use {command::Command, command::SetupCommand, command::ShellCommand, command::TableCommand};
pub use {i18n::EN_FTL, i18n::HT_FTL, i18n::I18n, i18n::Lang};

/// The allfives app: its words, the [`Session`], what the screens hold, each screen's own state
/// (the table, the history), the shell, the phones, and the commands of the frame.
pub struct App {
    i18n: I18n,
    session: Session,
    view: ViewState,
    table: Table,
    history: HistoryView,
    shell: shell::window::Shell,
    phones: phones::Phones,
    commands: Vec<Command>,
}

impl App {
    /// The app on the saves folder `saves`: reopens the newest unfinished match, or shows the
    /// new-match screen with the last names used. Lots are drawn from the system's randomness.
    #[must_use]
    pub fn new(saves: &Path, lang: Lang) -> App {
        App::with_rng(saves, lang, rand::make_rng())
    }
    /// Like [`App::new`], with lots drawn from `rng` (tests seed it to be deterministic).
    #[must_use]
    pub fn with_rng(saves: &Path, lang: Lang, rng: StdRng) -> App {
        let (session, opened) = Session::open(Store::new(saves));
        let view = ViewState::opened(&opened, session.has_match());
        App::on(session, view, lang, rng)
    }
    /// As [`App::new`], the folder read by a worker: [`Session::open_in_background`].
    #[must_use]
    pub fn opening(saves: &Path, lang: Lang) -> App {
        let session = Session::open_in_background(Store::new(saves));
        App::on(session, ViewState::default(), lang, rand::make_rng())
    }
    /// The app on `session`, its screens holding `view`.
    fn on(session: Session, view: ViewState, lang: Lang, rng: StdRng) -> App {
        let mut app = App {
            i18n: I18n::new(lang),
            session,
            view,
            table: Table::new(rng),
            history: HistoryView::default(),
            shell: shell::window::Shell::new(),
            phones: phones::Phones::default(),
            commands: Vec::new(),
        };
        app.refresh();
        app
    }

    /// The match in play.
    pub fn current_match(&self) -> Option<&MatchLog> {
        self.session.log()
    }
    /// The file of the match in play (the session alone opens, changes and writes it).
    pub fn match_path(&self) -> Option<&std::path::Path> {
        self.session.path()
    }
    /// The match's state at the cursor.
    pub fn game(&self) -> Option<&MatchState> {
        self.session.state()
    }
    /// What the table shows now: what every panel draws.
    pub fn table_view(&self) -> &TableView {
        &self.table.view
    }
    /// The words of the moment: the language chosen and its Fluent messages.
    pub fn i18n(&self) -> &I18n {
        &self.i18n
    }
    /// The theme in use.
    pub fn theme(&self) -> Theme {
        self.shell.theme
    }
    /// Draws with `theme` from the next frame on (as the ☰ menu's theme choice does).
    pub fn set_theme(&mut self, theme: Theme) {
        self.shell.theme = theme;
    }
    /// Whether closing the window remembers the language and theme ([`Prefs`]; not `--screenshot`).
    pub fn remember_preferences(&mut self, remember: bool) {
        self.shell.remember = remember;
    }
    /// The screen shown.
    pub fn screen(&self) -> Screen {
        self.view.screen
    }
    /// What only the screens hold, read only: they change it through [`Command`]s.
    pub fn view(&self) -> &ViewState {
        &self.view
    }
    /// The new-match form, to fill in as a player types into it.
    pub fn form_mut(&mut self) -> &mut NewMatchForm {
        &mut self.view.form
    }
    /// The history screen: its listing, filters, replay and club page.
    pub fn history(&self) -> &HistoryView {
        &self.history
    }
    /// The history screen's filters and choices, to change as its widgets do.
    pub fn history_mut(&mut self) -> &mut HistoryView {
        &mut self.history
    }
    /// What the saving banner says: read only, or the last save failed and why.
    pub fn save_notice(&self) -> &SaveNotice {
        &self.session.notice
    }
    /// Shows the banner as if the last save had failed with `failure` (`tests/kreyol.rs`).
    #[doc(hidden)]
    pub fn show_save_failure(&mut self, failure: Status) {
        self.session.notice.not_saved = failure.save_error();
    }
    /// Whether this window is read only (another window holds the saves folder).
    pub fn read_only(&self) -> bool {
        self.session.read_only()
    }
    /// Saves a PNG of the window to `path` once it has drawn, then closes (for `--screenshot`).
    pub fn screenshot_to(&mut self, path: std::path::PathBuf) {
        self.shell.window.screenshot = Some(Screenshot::new(path));
    }
    /// Tells the About box how the saves folder was chosen.
    pub fn set_saves_kind(&mut self, kind: crate::places::SavesKind) {
        self.shell.window.saves_kind = Some(kind);
    }
    /// The title the window carries: `allfives — Ana 35 · Ben 15` while a match is open.
    pub fn window_title(&self) -> &str {
        self.shell.window.title()
    }
    /// Takes the zoom, score view and table mode from eframe's storage (the zoom applied on the next frame).
    pub fn restore_prefs(&mut self, storage: Option<&dyn eframe::Storage>) {
        self.view.display.restore_prefs(storage);
    }
    /// Writes the zoom, score view and table mode to eframe's storage.
    pub fn store_prefs(&self, storage: &mut dyn eframe::Storage) {
        self.view.display.store_prefs(storage);
    }
    /// Starts showing the table on phones (the players of the match in play are the seats).
    /// # Errors
    /// Why the server could not listen.
    pub fn start_sharing(&mut self, options: ShareOptions) -> std::io::Result<Links> {
        self.phones.start(options, &self.session, &self.table.seen)
    }
    /// Stops showing on phones: every connection closes and every link goes dead.
    pub fn stop_sharing(&mut self) {
        self.phones.stop();
    }
    /// The sharing in progress, if any.
    pub fn sharing(&self) -> Option<&Sharing> {
        self.phones.sharing.as_deref()
    }
    /// Enters what the phones sent, publishes the table if it changed; how many were answered.
    pub fn serve_phones(&mut self) -> usize {
        let (table, session, view) = (&mut self.table, &mut self.session, &mut self.view);
        self.phones.serve(table, session, view, &self.i18n)
    }
    /// Enters `event` as the laptop's dialogs do (`false`: refused); for the sharing soak.
    #[doc(hidden)]
    pub fn enter(&mut self, event: Event) -> bool {
        let mut play = Play::new(&mut self.table, &mut self.session, &mut self.view);
        let (entered, changed) = (play.push(event), play.changed);
        self.take(Effect::changed(changed));
        entered
    }
    /// Switches the UI language (as the ☰ menu's choice does): everything is said again in it.
    pub fn set_lang(&mut self, lang: Lang) {
        self.i18n.set_lang(lang);
        self.refresh();
    }
    /// Draws the whole app into `ui` and carries out what was clicked (eframe, the UI tests).
    pub fn show(&mut self, ui: &mut egui::Ui) {
        self.shell.sync(ui.ctx(), &self.i18n, self.session.state());
        self.view.display.track_zoom(ui.ctx());
        let polled = shell::saving::poll_saves(&mut self.session, &mut self.view, ui.ctx());
        self.take(polled);
        self.phones.ctx.get_or_insert_with(|| ui.ctx().clone());
        self.serve_phones();
        self.commands
            .extend(command::shortcuts(ui, self.view.screen));
        // While a menu, a drop-down or the phones' box is open, the keys are its (Esc closes it).
        if !egui::Popup::is_any_open(ui.ctx()) && !self.phones.box_open() {
            let keys = table::keys::handle(ui.ctx(), &self.table.view, &mut self.view);
            self.commands.extend(keys.into_iter().map(Command::Table));
        }
        self.take(Effect::none());
        let theme = self.shell.theme;
        let (table, view) = (&self.table.view, &mut self.view);
        let mut cx = TableCtx::new(&self.i18n, table, view, &mut self.commands, theme);
        let frame = shell::screens::Frame {
            session: &self.session,
            history: &mut self.history,
            saves_kind: self.shell.window.saves_kind,
            sharing: self.phones.sharing.as_deref_mut(),
        };
        shell::screens::show(&mut cx, ui, frame);
        self.apply_commands();
        if self.view.seen() != self.table.seen {
            self.refresh();
            // What the panels changed (an end-of-hand entry) is drawn from the new view.
            ui.ctx().request_repaint();
        }
        self.serve_phones();
    }
    /// Carries out the frame's commands, then enters the end-of-hand entries they finished.
    fn apply_commands(&mut self) {
        for command in std::mem::take(&mut self.commands) {
            self.apply(command);
        }
        let effect = self.table.enter_holds(&mut self.session, &mut self.view);
        self.take(effect);
    }
    /// Carries out one command (any screen's) on the screen that owns it, then its effect.
    pub fn apply(&mut self, command: impl Into<Command>) {
        let command = command.into();
        let (read_only, view, history) = (self.read_only(), &mut self.view, &mut self.history);
        if shell::saving::refuses(&command, read_only, view, history) {
            return;
        }
        let session = &mut self.session;
        let effect = match command {
            Command::Setup(c) => self.view.form.apply(c, session),
            Command::Table(c) => self.table.apply(c, session, &mut self.view),
            Command::History(c) => self.history.apply(c, session, &self.i18n),
            Command::Shell(S::ShowRules) => shell::rules::open(&mut self.view),
            Command::Shell(S::CloseRules) => shell::rules::close(&mut self.view, session),
            Command::Shell(S::SetLang(lang)) => return self.set_lang(lang),
            Command::Shell(S::SetTheme(theme)) => return self.set_theme(theme),
            Command::Shell(S::RetrySave) => shell::saving::retry_save(session, &self.view),
            Command::Shell(S::ShowSharing) => self.phones.show(session, &self.table.seen),
            Command::Shell(S::StopSharing) => return self.phones.stop(),
            Command::Shell(S::DropSeat(seat)) => return self.phones.drop_seat(seat),
        };
        self.take(effect);
    }
    /// Does what a screen's command asks of the app after it.
    fn take(&mut self, effect: Effect) {
        if self.view.take(effect, &mut self.session) || self.view.seen() != self.table.seen {
            self.refresh();
        }
    }
    /// Computes the table view again, tells the phones, and says the change aloud if asked.
    fn refresh(&mut self) {
        let before = shell::speaking::before(&self.view, &self.table.view);
        self.table
            .refresh(&self.session, &mut self.view, &self.i18n);
        self.phones.may_change();
        let (view, sh) = (&mut self.view, &mut self.shell);
        shell::speaking::after(before, (&self.table.view, &self.i18n), sh, &mut view.speech);
    }
    /// Sets the speech settings (the remembered ones, `--speak`).
    pub fn set_speech(&mut self, settings: crate::speech::Settings) {
        self.view.speech.settings = settings;
    }
}
