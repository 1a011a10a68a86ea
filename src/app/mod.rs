//! The eframe app: the new-match screen and the table view (UI.md).
//!
//! State comes in three kinds, kept apart ([`state`]): what is saved ([`Current`]: the match's
//! event log and its file), what is derived from it ([`Derived`]: the folded match, pegs, log
//! lines, Undo/Redo labels, recomputed in one place after every change) and what only the view
//! holds ([`ViewState`]). Panels (`panels`, one file each) draw and push [`Command`]s; after the
//! frame [`App::apply`] carries each out with one short method, saving after every event.
//!
//! - `command`: what the user asks for, by click or keyboard shortcut.
//! - [`keys`]: keyboard entry (two keys a tile, `D` `3`, `P`, Esc, `?`, F11).
//! - `correct`: changing an earlier entry of the hand (the engine replays the later ones).
//! - [`display`]: table mode, the score view and the zoom, remembered between runs.
//! - [`holds`]: what the end-of-hand dialog knows of the tiles left in hand.
//! - [`state`]: the three kinds of state and the questions the table asks of a match state.
//! - [`dispute`]: what the view holds about announcements, calls and recounts (RULES.md §6).
//! - [`form`]: the new-match form and why it cannot start a match.
//! - [`text`]: engine values (refusals, events, rules, counts) in words, through [`i18n`].
//! - [`i18n`]: every UI string, in English and Kreyòl (Fluent files in `assets/i18n/`).
//! - [`theme`]: named text sizes, colours and the fonts.
//! - [`arrangement`]: where each tile of the layout is drawn (pure geometry).
//! - [`widgets`]: the tile and the layout widgets, the big button.
//! - `panels`: top bar, new match, scores, turn, picker, table, muggins, hand end, match over.
//! - [`screenshot`]: `--screenshot FILE.png`.
//! - [`timings`]: `--timings`, the time to the first frame and each frame's CPU time.
//! - [`coach`]: practice mode's private hands and what the coach panel shows (issue 10).
//! - `persistence`: the saves folder's lock, the save after every entry and its banner.
//! - [`history`], [`replay`]: the history screen's state and a match stepped through (issue 9).
//! - [`club`]: the history's club page: standings, ratings over time, head-to-head.

pub mod arrangement;
pub mod club;
pub mod coach;
mod command;
pub mod correct;
pub mod display;
pub mod dispute;
pub mod form;
pub mod history;
pub mod holds;
pub mod i18n;
pub mod keys;
mod panels;
mod persistence;
pub mod prefs;
pub mod replay;
pub mod screenshot;
pub mod state;
pub mod status;
pub mod text;
pub mod theme;
pub mod timings;
pub mod widgets;
mod window;

use std::path::Path;

use rand::RngExt;
use rand::rngs::StdRng;

use crate::engine::{Event, MatchLog, MatchState, Place, Tile};
use crate::store::{SaveFile, Store};
pub use command::Command;
pub use form::NewMatchForm;
use i18n::{I18n, Lang};
use panels::PanelCtx;
pub use state::{Current, Derived, HoldsEntry, Screen, ViewState};
pub use status::Status;
use theme::Theme;

/// The allfives app.
pub struct App {
    /// UI strings.
    pub i18n: I18n,
    /// The match in play and its file: what is saved.
    pub current: Option<Current>,
    /// What follows from the match's events.
    pub derived: Derived,
    /// What only the screen holds.
    pub view: ViewState,
    /// The history screen: the listing, its filters, the replay (issue 9).
    pub history: history::HistoryView,
    store: Store,
    /// The saves folder's lock (one writer per folder).
    persistence: persistence::Persistence,
    /// Draws lots for the first leader (RULES.md §2).
    rng: StdRng,
    commands: Vec<Command>,
    /// The theme (remembered between runs with the language: [`prefs`]).
    pub theme: Theme,
    /// Whether closing the window remembers the language and theme (not for `--screenshot`).
    pub remember: bool,
    window: window::Window,
    fonts_added: bool,
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
        let store = Store::new(saves);
        let (persistence, read_only) = persistence::Persistence::open(&store);
        let (current, mut view) = state::reopen(&store);
        view.saving.read_only = read_only;
        let mut app = App {
            i18n,
            current,
            derived: Derived::default(),
            view,
            history: history::HistoryView::default(),
            store,
            persistence,
            rng,
            commands: Vec::new(),
            theme: Theme::Dark,
            remember: true,
            window: window::Window::default(),
            fonts_added: false,
        };
        app.note_opened();
        app.refresh();
        app
    }

    /// The match in play.
    #[must_use]
    pub fn current_match(&self) -> Option<&MatchLog> {
        self.current.as_ref().map(|c| &c.save.log)
    }

    /// The match's state at the cursor.
    #[must_use]
    pub fn game(&self) -> Option<&MatchState> {
        self.derived.game.as_ref()
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
        self.commands
            .extend(command::shortcuts(ui, self.view.screen));
        let entry_state = self.entry_state().cloned();
        let keys = keys::handle(ui.ctx(), entry_state.as_ref(), &mut self.view);
        self.commands.extend(keys);
        let mut cx = PanelCtx::new(
            &self.i18n,
            &self.derived,
            &mut self.view,
            &mut self.commands,
            self.theme,
        );
        panels::top_bar::show(&mut cx, ui);
        panels::saving::show(&mut cx, ui);
        // A read-only window shows the match greyed: nothing can be entered (history reads).
        if cx.view.saving.read_only.is_some() && cx.view.screen != Screen::History {
            ui.disable();
        }
        match cx.view.screen {
            Screen::NewMatch => panels::new_match::show(&mut cx, ui),
            Screen::Table => panels::table_screen::show(&mut cx, ui, entry_state.as_ref()),
            Screen::History => panels::history::show(&mut cx, ui, &mut self.history),
        }
        panels::about::show(&mut cx, ui, self.store.dir(), self.window.saves_kind);
        self.apply_commands();
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
            // Undo first cancels what is being entered (issue 7, defect 1).
            Command::Undo if self.view.cancel_pending() => {}
            Command::Undo => self.move_cursor(MatchLog::undo),
            Command::Redo => self.move_cursor(MatchLog::redo),
            Command::SetLang(lang) => self.set_lang(lang),
            Command::History(c) => self.on_history(c),
            Command::SetTheme(theme) => self.theme = theme,
            Command::DrawTiles(count) => self.by_turn(|player| Event::TilesDrawn { player, count }),
            Command::ChangeEntry(index) => self.change_entry(index),
            Command::UndoChange => self.undo_change(),
            Command::RetrySave => self.retry_save(),
        }
    }

    /// Starts the match the form describes, or says why it cannot.
    fn start_match(&mut self) {
        let setup = self.view.form.setup().map_err(Status::Form);
        match setup.and_then(|s| MatchLog::new(s).map_err(Status::Form)) {
            Ok(log) => {
                let save = SaveFile::new(log);
                let path = self.store.new_path(save.created);
                self.current = Some(Current { path, save });
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
        if let Some(current) = &self.current {
            self.view.form = NewMatchForm::like(current.save.log.setup());
        }
        self.view.screen = Screen::NewMatch;
    }

    /// Back to the match in play, if there is one.
    fn back_to_match(&mut self) {
        if self.current.is_some() {
            self.view.screen = Screen::Table;
        }
    }

    /// Deals a hand that `leader` leads, or draws lots for the leader (RULES.md §2).
    fn deal(&mut self, leader: Option<usize>) {
        let Some(n) = self.game().map(|g| g.setup().players.len()) else {
            return;
        };
        let lot = leader.is_none().then(|| self.rng.random_range(0..n));
        let Some(leader) = leader.or(lot) else { return };
        self.view.holds = vec![HoldsEntry::default(); n];
        let dealt = self.push(Event::HandStarted {
            leader: Some(leader),
        });
        if dealt
            && let Some(p) = lot
            && let Some(game) = &self.derived.game
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
            _ => self.view.choosing = Some(tile),
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
    fn by_turn(&mut self, event: impl FnOnce(usize) -> Event) {
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
        // The dialog says why a typed total cannot be right; nothing is settled with it.
        if holds::total_problem(game, &self.view.holds).is_some() {
            return;
        }
        let Some(events) = state::settle_events(game, &self.view.holds) else {
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
    fn move_cursor(&mut self, step: fn(&mut MatchLog) -> bool) {
        if let Some(current) = &mut self.current
            && step(&mut current.save.log)
        {
            self.view.choosing = None;
            self.view.status = None;
            self.after_change();
        }
    }

    /// Switches the UI language; the log and labels are said again in it.
    fn set_lang(&mut self, lang: Lang) {
        self.i18n.set_lang(lang);
        self.refresh();
    }

    /// Checks and appends an event, then saves. On error the match is unchanged and the error
    /// is shown in the status line.
    fn push(&mut self, event: Event) -> bool {
        // With the muggins rule on, a placement's points wait for its window to close. When they
        // would win the match, the table moving on closes the window and ends the match.
        let moves_on = matches!(
            event,
            Event::TilePlaced { .. } | Event::TilesDrawn { .. } | Event::Passed { .. }
        );
        if moves_on && self.game().is_some_and(state::pending_wins) {
            return self.push(Event::Tallied);
        }
        let Some(current) = &mut self.current else {
            return false;
        };
        match current.save.log.push(event) {
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

    /// Recomputes what follows from the events, and fits the view's entries to it.
    fn refresh(&mut self) {
        self.derived = Derived::of(self.current.as_ref(), &self.i18n);
        self.view.fit(self.derived.game.as_ref());
        self.amend_derived();
    }
}
