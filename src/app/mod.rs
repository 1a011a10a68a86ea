//! The eframe app: the new-match screen, the table, the history (UI.md). Its modules are its own;
//! what `main.rs`, the screenshot and the tests use is re-exported here ([`App`] and the types
//! its methods take and give). A table of contents:
//!
//! - `session`: the [`Session`], the one owner of the match being played (its log, its file,
//!   the folder's lock); every entry goes through it and it alone writes a save.
//! - `table`: the table screen — [`TableView`], what every surface draws of the table,
//!   computed once after every change; keyboard entry, changing an entry, disputes, the
//!   end-of-hand entries, table mode; its panels.
//! - `history`: past matches — the listing, the replay, the club page; their panels.
//! - `coach`: practice mode. `setup`: the new-match form.
//! - `shell`: what frames every screen — top bar, About, the saving banner, the status line's
//!   causes, the window, preferences, theme, `--screenshot`, `--timings`.
//! - `state`: what only the screen holds ([`ViewState`]); `command`: what a click or key asks
//!   for ([`Command`]), carried out after the frame by [`App::apply`], one short method each.
//! - The words: `text` and `i18n` (Fluent files in `assets/i18n/`).
//! - Drawing: `arrangement` (where each tile goes, pure geometry), `widgets`, `panels`
//!   (what a panel draws with).

pub(crate) mod arrangement;
mod card;
pub(crate) mod coach;
mod command;
pub(crate) mod history;
pub(crate) mod i18n;
mod panels;
pub(crate) mod phones;
pub(crate) mod session;
pub(crate) mod setup;
pub(crate) mod shell;
pub(crate) mod state;
pub mod status;
pub(crate) mod table;
pub(crate) mod text;
pub mod theme;
pub(crate) mod widgets;

use std::path::Path;

use rand::RngExt;
use rand::rngs::StdRng;

use crate::engine::{Event, MatchLog, MatchState, Place, Seat, Tile};
use crate::store::Store;
use panels::PanelCtx;
use table::holds;
use table::keys;

// The app's surface: what `main.rs`, the screenshot and the tests use. Everything else stays
// inside its screen.
pub use arrangement::{Arrangement, TileRect, World, arrange, arrangement};
pub use command::Command;
pub use history::club::PeriodChoice;
pub use history::{HistoryCommand, HistoryView, Page};
pub use i18n::{EN_FTL, HT_FTL, I18n, Lang};
pub use phones::{ShareOptions, Sharing, local_address};
pub use session::{Current, SaveNotice, Session};
pub use setup::form::NewMatchForm;
pub use shell::prefs::Prefs;
pub use shell::screenshot::Screenshot;
pub use shell::timings::Timed;
pub use state::{Screen, ViewState};
pub use status::{Status, load_error_text, status_text};
pub use table::TableView;
pub use table::end_keys::{Arrow, EndKey};
pub use table::holds::HoldsEntry;
pub use table::key_entry::Typed;
pub use table::view::Seen;
pub use text::{left_for_next_numbers, left_for_next_text, open_end_name, tile_name};
pub use theme::{Theme, is_high_contrast};
pub use widgets::layout::{drawing, last_felt, layout_view};

/// The allfives app.
pub struct App {
    /// UI strings.
    i18n: I18n,
    /// The match in play, its file and the saves folder's lock.
    session: Session,
    /// What the table shows, computed after every change.
    table: TableView,
    /// What the view held when the table view was computed: a change of it (a refused call,
    /// Recount, "said nothing") computes the table view again.
    table_seen: table::view::Seen,
    /// What only the screen holds.
    view: ViewState,
    /// The history screen: the listing, its filters, the replay.
    history: history::HistoryView,
    /// Draws lots for the first leader (RULES.md §2).
    rng: StdRng,
    commands: Vec<Command>,
    /// The theme (remembered between runs with the language: [`prefs`]).
    theme: Theme,
    /// Whether closing the window remembers the language and theme (not for `--screenshot`).
    remember: bool,
    window: shell::window::Window,
    fonts_added: bool,
    /// Show on phones, while it is on ([`phones`]).
    phones: Option<Box<phones::Sharing>>,
    /// The window's context, to wake it when a phone enters (`None` without a window).
    ctx: Option<egui::Context>,
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
        let i18n = I18n::new(lang);
        let (session, opened) = Session::open(Store::new(saves));
        let mut view = ViewState::default();
        if let Some(names) = opened.names.clone() {
            view.form = NewMatchForm::new(names);
        }
        if session.current().is_some() {
            view.screen = Screen::Table;
        }
        view.status = (&opened).into();
        let mut app = App {
            i18n,
            session,
            table: TableView::default(),
            table_seen: table::view::Seen::default(),
            view,
            history: history::HistoryView::default(),
            rng,
            commands: Vec::new(),
            theme: Theme::Dark,
            remember: true,
            window: shell::window::Window::default(),
            fonts_added: false,
            phones: None,
            ctx: None,
        };
        app.refresh();
        app
    }

    /// The match in play.
    #[must_use]
    pub fn current_match(&self) -> Option<&MatchLog> {
        self.session.log()
    }

    /// The match in play and its file.
    #[must_use]
    pub fn current(&self) -> Option<&Current> {
        self.session.current()
    }

    /// The match's state at the cursor.
    #[must_use]
    pub fn game(&self) -> Option<&MatchState> {
        self.session.state()
    }

    /// What the table shows now: what every panel draws.
    #[must_use]
    pub fn table_view(&self) -> &TableView {
        &self.table
    }

    /// The words of the moment: the language chosen and its Fluent messages.
    #[must_use]
    pub fn i18n(&self) -> &I18n {
        &self.i18n
    }

    /// The theme in use.
    #[must_use]
    pub fn theme(&self) -> Theme {
        self.theme
    }

    /// Draws with `theme` from the next frame on (as the ☰ menu's theme choice does).
    pub fn set_theme(&mut self, theme: Theme) {
        self.theme = theme;
    }

    /// Whether closing the window remembers the language and theme ([`Prefs`]); off for
    /// `--screenshot` runs, which must leave the player's choices as they were.
    pub fn remember_preferences(&mut self, remember: bool) {
        self.remember = remember;
    }

    /// The screen shown.
    #[must_use]
    pub fn screen(&self) -> Screen {
        self.view.screen
    }

    /// What only the screen holds (the tile waiting for its end, the forms, the status line),
    /// read only: the screen changes it through [`Command`]s.
    #[must_use]
    pub fn view(&self) -> &ViewState {
        &self.view
    }

    /// The new-match form, to fill in as a player types into it.
    pub fn form_mut(&mut self) -> &mut NewMatchForm {
        &mut self.view.form
    }

    /// The history screen: its listing, filters, replay and club page.
    #[must_use]
    pub fn history(&self) -> &history::HistoryView {
        &self.history
    }

    /// The history screen's filters and choices, to change as its widgets do.
    pub fn history_mut(&mut self) -> &mut history::HistoryView {
        &mut self.history
    }

    /// What the saving banner says: read only, or the last save failed and why.
    #[must_use]
    pub fn save_notice(&self) -> &session::SaveNotice {
        &self.session.notice
    }

    /// Shows the saving banner as if the last save had failed with `failure` (a
    /// [`Status::SaveFailed`]), as a real failure does; the next save that works clears it. For
    /// the tours that show every cause a system gives (`tests/kreyol.rs`): most cannot be made
    /// to happen in a test (a full disk, a read-only disk, a file in use).
    #[doc(hidden)]
    pub fn show_save_failure(&mut self, failure: Status) {
        self.session.notice.not_saved = match failure {
            Status::SaveFailed { path, error } => Some(session::SaveError::Failed { path, error }),
            Status::FolderHeld => Some(session::SaveError::FolderHeld),
            _ => None,
        };
    }

    /// Whether this window is read only (another window holds the saves folder).
    #[must_use]
    pub fn read_only(&self) -> bool {
        self.session.read_only()
    }

    /// Draws the whole app into `ui` and carries out what was clicked (used by eframe and by
    /// the UI tests): the top bar, then the new-match screen or the table.
    pub fn show(&mut self, ui: &mut egui::Ui) {
        if !self.fonts_added {
            theme::install_fonts(ui.ctx());
            self.fonts_added = true;
        }
        self.sync_window(ui.ctx());
        self.track_zoom(ui.ctx());
        self.poll_saves(ui.ctx());
        if self.ctx.is_none() {
            self.ctx = Some(ui.ctx().clone());
        }
        self.serve_phones();
        self.commands
            .extend(command::shortcuts(ui, self.view.screen));
        let entry_state = self.entry_state().cloned();
        // While a menu or a drop-down is open, the keys are its own (Esc closes it).
        if !egui::Popup::is_any_open(ui.ctx()) {
            let keys = keys::handle(ui.ctx(), entry_state.as_ref(), &self.table, &mut self.view);
            self.commands.extend(keys);
        }
        if self.view.seen() != self.table_seen {
            self.refresh();
        }
        let mut cx = PanelCtx::new(
            &self.i18n,
            self.session.state(),
            &self.table,
            &mut self.view,
            &mut self.commands,
            self.theme,
        );
        shell::top_bar::show(&mut cx, ui);
        shell::banner::show(&mut cx, ui, &self.session.notice);
        // A read-only window shows the match greyed: nothing can be entered (history and the
        // rules read).
        if self.session.read_only() && !matches!(cx.view.screen, Screen::History | Screen::Rules) {
            ui.disable();
        }
        match cx.view.screen {
            Screen::NewMatch => setup::panel::show(&mut cx, ui),
            Screen::Table => table::panels::screen::show(&mut cx, ui, entry_state.as_ref()),
            Screen::History => history::panels::listing::show(&mut cx, ui, &mut self.history),
            Screen::Rules => shell::rules::show(&mut cx, ui),
        }
        shell::about::show(
            &mut cx,
            ui,
            self.session.store().dir(),
            self.window.saves_kind,
        );
        if let Some(sharing) = self.phones.as_deref_mut() {
            phones::panel::show(&mut cx, ui, sharing);
        }
        self.apply_commands();
        if self.view.seen() != self.table_seen {
            self.refresh();
            // What the panels changed (an end-of-hand entry) is drawn from the new view.
            ui.ctx().request_repaint();
        }
        self.serve_phones();
    }

    /// Carries out the queued commands.
    pub fn apply_commands(&mut self) {
        for command in std::mem::take(&mut self.commands) {
            self.apply(command);
        }
    }

    /// Carries out one command.
    pub fn apply(&mut self, command: Command) {
        if self.refuses(&command) {
            return;
        }
        match command {
            Command::StartMatch => self.start_match(),
            Command::ShowNewMatch => self.show_new_match(),
            Command::BackToMatch => self.back_to_match(),
            Command::ShowRules => self.show_rules(),
            Command::CloseRules => self.close_rules(),
            Command::Deal(leader) => self.deal(leader),
            Command::PickTile(tile) => self.pick_tile(tile),
            Command::Place(tile, place) => self.place(tile, place),
            Command::CancelChoice => _ = self.view.cancel_pending(),
            Command::Draw => self.draw(),
            Command::Pass => self.pass(),
            Command::Announce(points) => self.announce(points),
            Command::SaidNothing => self.said_nothing(),
            Command::CallMuggins(player) => self.call_muggins(player),
            Command::CloseMugginsWindow => self.close_muggins_window(),
            Command::FinishHand => self.finish_hand(),
            // Undo first cancels what is being entered.
            Command::Undo if self.view.cancel_pending() => {}
            // Then a "said nothing" (not recorded) is taken back before any entry.
            Command::Undo if self.view.dispute.said_nothing => {
                self.view.dispute.said_nothing = false;
                self.refresh();
            }
            Command::Undo => self.move_cursor(Session::undo),
            Command::Redo => self.move_cursor(Session::redo),
            Command::SetLang(lang) => self.set_lang(lang),
            Command::History(c) => self.on_history(c),
            Command::SetTheme(theme) => self.theme = theme,
            Command::DrawTiles(count) => self.by_turn(|player| Event::TilesDrawn { player, count }),
            Command::ChangeEntry(index) => self.change_entry(index),
            Command::UndoChange => self.undo_change(),
            Command::RetrySave => self.retry_save(),
            Command::ShowSharing => self.show_sharing(),
            Command::StopSharing => self.stop_sharing(),
            Command::DropSeat(seat) => self.drop_seat(seat),
        }
    }

    /// Starts the match the form describes, or says why it cannot.
    fn start_match(&mut self) {
        let setup = self.view.form.setup().map_err(Status::Form);
        match setup.and_then(|s| MatchLog::new(s).map_err(Status::Form)) {
            Ok(log) => {
                self.session.start(log);
                self.view.screen = Screen::Table;
                self.view.status = None;
                self.view.choosing = None;
                self.view.holds.clear();
                self.after_change();
            }
            Err(why) => self.view.status = Some(why),
        }
    }

    /// The new-match screen, its form like the match in play.
    fn show_new_match(&mut self) {
        if let Some(log) = self.session.log() {
            self.view.form = NewMatchForm::like(log.setup());
        }
        self.view.screen = Screen::NewMatch;
    }

    /// Back to the match in play, if there is one.
    fn back_to_match(&mut self) {
        if self.session.current().is_some() {
            self.view.screen = Screen::Table;
        }
    }

    /// The Rules screen, to come back from to the screen shown now, as it is.
    fn show_rules(&mut self) {
        if self.view.screen != Screen::Rules {
            self.view.rules_back = self.view.screen;
            self.view.screen = Screen::Rules;
        }
    }

    /// Back from the Rules screen to the screen it was opened from; to the new-match screen if
    /// that was the table and its match has gone.
    fn close_rules(&mut self) {
        if self.view.screen != Screen::Rules {
            return;
        }
        let back = self.view.rules_back;
        self.view.screen = if back == Screen::Table && self.session.current().is_none() {
            Screen::NewMatch
        } else {
            back
        };
    }

    /// Deals a hand that `leader` leads, or draws lots for the leader (RULES.md §2).
    fn deal(&mut self, leader: Option<Seat>) {
        let Some(n) = self.game().map(|g| g.setup().players.len()) else {
            return;
        };
        let lot = leader.is_none().then(|| Seat(self.rng.random_range(0..n)));
        let Some(leader) = leader.or(lot) else { return };
        self.view.holds = vec![HoldsEntry::default(); n];
        let dealt = self.push(Event::HandStarted {
            leader: Some(leader),
        });
        if dealt
            && let Some(p) = lot
            && let Some(game) = self.game()
        {
            let name = game.name(p).to_string();
            self.view.status = Some(Status::LotsDrawn { name });
        }
    }

    /// A tile clicked in the picker: placed at once where it fits one place; with several, the
    /// ends light up for a choice; where it fits none, the status line says why.
    fn pick_tile(&mut self, tile: Tile) {
        let hand = self.entry_state().and_then(MatchState::hand);
        let Some(hand) = hand.filter(|h| h.turn.is_some()) else {
            return;
        };
        match hand.layout.places(tile).as_slice() {
            [] => {
                let ends = hand.layout.open_ends().iter().map(|e| e.pips).collect();
                let on_table = hand.layout.contains(tile);
                self.view.status = Some(Status::NoFit {
                    tile,
                    ends: (!on_table).then_some(ends),
                });
            }
            [place] => self.place(tile, *place),
            _ => {
                self.view.choosing = Some(tile);
                self.view.keys.highlight = None;
                self.view.status = None;
            }
        }
    }

    /// The player to play places `tile` at `place`.
    fn place(&mut self, tile: Tile, place: Place) {
        let on = place.on;
        self.by_turn(|player| Event::TilePlaced { player, tile, on });
    }

    /// The player to play draws one tile.
    fn draw(&mut self) {
        self.by_turn(|player| Event::TilesDrawn { player, count: 1 });
    }

    /// The player to play passes (or knocks).
    fn pass(&mut self) {
        self.by_turn(|player| Event::Passed { player });
    }

    /// Pushes what the player to play does, if a hand is in play; the end choice is dropped.
    /// While an entry is being changed, this replaces it.
    fn by_turn(&mut self, event: impl FnOnce(Seat) -> Event) {
        if self.view.correction.changing.is_some() {
            return self.change_to(event);
        }
        if let Some(player) = self.game().and_then(|g| g.hand()?.turn) {
            self.view.choosing = None;
            self.push(event(player));
        }
    }

    /// Reveals what the needed players hold and settles; deals the next hand when its leader is
    /// known (after a domino; after a block the table chooses or draws lots: RULES.md §2).
    fn finish_hand(&mut self) {
        let Some(game) = self.game() else { return };
        // The dialog says why a typed total cannot be right; nothing is settled with it, and
        // the keys type that player's total again.
        if let Some((player, _)) = holds::refusal(game, &self.view.holds) {
            self.view.keys.holds_player = Some(player);
            self.view.keys.holds_retype = true;
            return;
        }
        let Some(events) = holds::settle_events(game, &self.view.holds) else {
            return;
        };
        for event in events {
            if !self.push(event) {
                return;
            }
        }
        self.view.keys.hand_settled();
        if let Some(game) = self.game()
            && game.winner().is_none()
            && let Some(leader) = game.next_leader()
        {
            self.deal(Some(leader));
        }
    }

    /// Undo or redo: moves the cursor, saves, recomputes.
    fn move_cursor(&mut self, step: fn(&mut Session) -> bool) {
        if !self.read_only() && step(&mut self.session) {
            self.view.choosing = None;
            self.view.status = None;
            self.after_change();
        }
    }

    /// Switches the UI language (as the ☰ menu's choice does); the log and labels are said again
    /// in it.
    pub fn set_lang(&mut self, lang: Lang) {
        self.i18n.set_lang(lang);
        self.refresh();
    }

    /// Checks and appends an event through the session, which saves it. On error the match is
    /// unchanged and the error is shown in the status line.
    fn push(&mut self, event: Event) -> bool {
        // With the muggins rule on, a placement's points wait for its window to close. When they
        // would win the match, the table moving on closes the window and ends the match.
        let moves_on = matches!(
            event,
            Event::TilePlaced { .. } | Event::TilesDrawn { .. } | Event::Passed { .. }
        );
        if moves_on && self.game().is_some_and(MatchState::closing_window_wins) {
            return self.push(Event::Tallied);
        }
        match self.session.push(event) {
            Ok(_) => {
                self.view.status = None;
                self.after_change();
                true
            }
            Err(e) => {
                self.view.status = Some(Status::Refused(e));
                false
            }
        }
    }

    /// After a change of the match: what the view held about the last entry goes, a failed
    /// save that worked again says so, and the table view is computed again.
    fn after_change(&mut self) {
        self.view.dispute = table::dispute::DisputeView::default();
        // After a new entry, a change of an earlier one can no longer be undone.
        self.view.correction.undo = None;
        if let Some(path) = self.session.take_saved_again() {
            self.view.status = Some(Status::SavedAgain { path });
        }
        self.refresh();
    }

    /// Computes the table view again from the session's state and the view's own state, and
    /// fits the view's entries to the match.
    fn refresh(&mut self) {
        self.view.fit(self.session.state());
        self.table_seen = self.view.seen();
        self.table = match (self.session.log(), self.session.state()) {
            (Some(log), Some(game)) => TableView::of(
                log,
                game,
                self.session.trail(),
                &self.table_seen,
                &self.i18n,
            ),
            _ => TableView::default(),
        };
        self.phones_may_change();
    }
}
