//! What only the screens hold ([`ViewState`]: which screen, the tile being placed, the table's
//! entries, the form being filled in, the coach, the status line) — the match and its file are
//! the [`crate::app::session::Session`]'s, what the table shows is the
//! [`crate::app::table::TableView`] — and what the end-of-hand entries settle. It lives in the
//! table's layer: most of it is the table's entries, and the coach (drawn on the table) and the
//! form it composes import nothing of the table.

pub use crate::app::screen::Screen;

use crate::app::screen::Effect;
use crate::app::session::{Opened, Session};

use crate::app::coach::CoachView;
use crate::app::panels::PanelCtx;
use crate::app::setup::form::NewMatchForm;
use crate::app::status::Status;
use crate::app::table::TableView;
use crate::app::table::correct::Correction;
use crate::app::table::display::Display;
use crate::app::table::dispute::DisputeView;
use crate::app::table::holds::HoldsEntry;
use crate::app::table::key_entry::{KeyEntry, Typed};
use crate::engine::{MatchState, Tile};

/// What the table's panels, and the frame around the screens, draw with: the table view to
/// read, the view-only state to change.
pub type TableCtx<'a> = PanelCtx<'a, &'a mut ViewState, &'a TableView>;

/// Whether the table screen shows table mode: it is on, a hand is being played, has ended, or
/// is settled with the next one to deal, or the table waits for who leads (as `table` says), no
/// entry is being changed and nobody has won.
#[must_use]
pub fn table_mode_shown(view: &ViewState, table: &TableView) -> bool {
    let hand = table.turn.playing || table.between.is_some();
    view.display.table_mode
        && view.screen == Screen::Table
        && view.correction.changing.is_none()
        && table.match_over.is_none()
        && hand
}

/// What only the screen holds: nothing here is saved or changes the match.
#[derive(Clone, Debug)]
pub struct ViewState {
    /// The screen shown.
    pub screen: Screen,
    /// The ☰ menu's speech settings and the voice found (`crate::speech`).
    pub speech: crate::speech::Menu,
    /// A tile that fits several places, waiting for the end to be chosen.
    pub choosing: Option<Tile>,
    /// The new-match form.
    pub form: NewMatchForm,
    /// End-of-hand entries, one per player.
    pub holds: Vec<HoldsEntry>,
    /// Announcements, refused calls and the recount (RULES.md §6).
    pub dispute: DisputeView,
    /// Whether the About box is open.
    pub about_open: bool,
    /// The screen the Rules screen returns to, as it was left (a tile waiting for its end
    /// included: nothing of the view is dropped on the way).
    pub rules_back: Screen,
    /// One line for the table: why something was refused, or a note; said in the UI's
    /// language every frame ([`crate::app::status::status_text`]).
    pub status: Option<Status>,
    /// Practice mode: the coach panel and the hands entered in it (never saved).
    pub coach: CoachView,
    /// Keyboard entry under way: what has been typed, the end highlighted, the keys overlay.
    pub keys: KeyEntry,
    /// The entry of this hand being looked at or changed, and the change that can be undone.
    pub correction: Correction,
    /// The big-type view for a laptop in the middle of the table, and how scores are shown.
    pub display: Display,
}

impl Default for ViewState {
    fn default() -> ViewState {
        ViewState {
            screen: Screen::NewMatch,
            speech: crate::speech::Menu::default(),
            choosing: None,
            form: NewMatchForm::new(Vec::new()),
            holds: Vec::new(),
            dispute: DisputeView::default(),
            about_open: false,
            rules_back: Screen::NewMatch,
            status: None,
            coach: CoachView::default(),
            keys: KeyEntry::default(),
            correction: Correction::default(),
            display: Display::default(),
        }
    }
}

impl ViewState {
    /// What the screens hold when the app opens the saves folder as `opened` says: the form
    /// with the last names used, the table if a match was reopened (`reopened`), the status
    /// line saying what was opened or could not be.
    #[must_use]
    pub fn opened(opened: &Opened, reopened: bool) -> ViewState {
        let mut view = ViewState::default();
        if let Some(names) = opened.names.clone() {
            view.form = NewMatchForm::new(names);
        }
        if reopened {
            view.screen = Screen::Table;
        }
        view.status = opened.into();
        view
    }

    /// Cancels what is being entered: the keys typed, the end choice, the entry being changed
    /// (and the log row selected). Returns whether an entry was under way: Undo and Esc cancel
    /// it first, and only a second Undo takes back an entry.
    pub fn cancel_pending(&mut self) -> bool {
        let pending = self.has_pending();
        self.choosing = None;
        self.keys.typed = Typed::Nothing;
        self.keys.highlight = None;
        self.keys.queue.clear();
        self.correction.changing = None;
        self.correction.selected = None;
        pending
    }

    /// Clears the entry being typed or tapped at a hand's end and not yet entered that the table
    /// changed last (a pip total, some tiles; not the tiles the app filled in: the one Undo's
    /// label names); whether there was one. Undo takes them back one at a time, before any
    /// entry of the match.
    pub fn cancel_typed_holds(&mut self) -> bool {
        let Some(latest) = crate::app::table::holds::latest_typed(&self.holds) else {
            return false;
        };
        self.holds[latest] = HoldsEntry::default();
        true
    }

    /// Whether an entry is under way (an end choice, keys typed, an entry being changed): what
    /// Undo and Esc cancel before anything else.
    #[must_use]
    pub fn has_pending(&self) -> bool {
        self.choosing.is_some()
            || self.keys.typed != Typed::Nothing
            || self.correction.changing.is_some()
    }

    /// What the view holds that changes what the table shows ([`crate::app::table::view::Seen`]).
    #[must_use]
    pub fn seen(&self) -> crate::app::table::view::Seen {
        crate::app::table::view::Seen {
            refused: self.dispute.refused.clone(),
            recount: self.dispute.recount,
            changing: self.correction.changing.as_ref().map(|(i, _)| *i),
            choosing: self.choosing,
            holds: self.holds.clone(),
            table_mode: self.display.table_mode,
        }
    }

    /// Fits the entries to a new state of the match: one holds entry per player, no tapped tile
    /// that is on the table now (after an undo), no end choice the tile no longer has.
    pub fn fit(&mut self, game: Option<&MatchState>) {
        self.coach.fit(game);
        let players = game.map_or(0, |g| g.setup().players.len());
        if self.holds.len() != players {
            self.holds = vec![HoldsEntry::default(); players];
        }
        let hand = game.and_then(|g| g.hand());
        if let Some(hand) = hand {
            for entry in &mut self.holds {
                entry.tiles.retain(|t| !hand.layout.contains(*t));
            }
        }
        if let Some(tile) = self.choosing
            && hand.is_none_or(|h| h.layout.places(tile).len() < 2)
        {
            self.choosing = None;
        }
        if let Some(game) = game.filter(|g| g.hand().is_some_and(|h| h.end.is_some())) {
            self.fill_known(game);
        }
    }

    /// Fills in the holds entries of the players whose tiles the app knows
    /// ([`crate::app::table::holds::known_tiles`]), unless something was entered for them: the
    /// end-of-hand dialog never asks for what the app knows.
    fn fill_known(&mut self, game: &MatchState) {
        for player in game.missing_holds() {
            let empty = self
                .holds
                .get(player.index())
                .is_some_and(|e| e.tiles.is_empty() && e.pips.trim().is_empty());
            if empty
                && let Some(tiles) =
                    crate::app::table::holds::known_tiles(game, &self.holds, player)
            {
                self.holds[player].tiles = tiles;
                self.holds[player].filled_in = true;
            }
        }
    }
}

impl ViewState {
    /// Does what a screen's command asks of the view after it ([`Effect`]), on the match in
    /// `session`; returns whether the table view must be computed again.
    pub fn take(&mut self, effect: Effect, session: &mut Session) -> bool {
        if let Some(screen) = effect.show {
            self.screen = screen;
        }
        if effect.other_match || effect.dropped_choice {
            self.choosing = None;
        }
        if effect.other_match {
            self.holds.clear();
        }
        if effect.form_like_match
            && let Some(log) = session.log()
        {
            self.form = NewMatchForm::like(log.setup());
        }
        if let Some(status) = effect.status {
            self.status = status;
        }
        if effect.entered {
            self.after_entry(session);
        }
        effect.changed
    }

    /// After an entry on the match (or a new match): what the view held about the last entry
    /// goes, and a failed save that worked again says so.
    pub fn after_entry(&mut self, session: &mut Session) {
        self.dispute = DisputeView::default();
        // After a new entry, a change of an earlier one can no longer be undone.
        self.correction.undo = None;
        if let Some(path) = session.take_saved_again() {
            self.status = Some(Status::SavedAgain { path });
        }
    }
}
