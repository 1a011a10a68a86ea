//! The app's three kinds of state, kept apart:
//!
//! - [`Current`]: what is saved, the match's event log and the file it lives in;
//! - [`Derived`]: what follows from the log (the folded [`MatchState`], the pegs, the hand's log
//!   lines, the Undo/Redo labels), recomputed in one place, [`Derived::of`];
//! - [`ViewState`]: what only the screen holds (which screen, the tile being placed, the forms
//!   being filled in, the status line).
//!
//! [`reopen`] reads them from the saves folder at start. And the pure questions the table asks
//! of a state: is the count hidden, would closing the
//! muggins window win, what would settle the hand.

use std::path::PathBuf;
use std::sync::Arc;

use chrono::Local;

use super::coach::CoachView;
use super::correct::Correction;
use super::display::Display;
use super::dispute::DisputeView;
use super::form::NewMatchForm;
use super::i18n::I18n;
use super::keys::{KeyEntry, Typed};
use super::status::Status;
use super::text;
use crate::engine::{Event, EventError, Holds, MatchState, MugginsRule, Tile};
use crate::store::history::{History, Progress};
use crate::store::{self, SaveFile, Store};

/// The match being played and its file: everything that is saved.
#[derive(Clone, Debug)]
pub struct Current {
    /// Where it is saved.
    pub path: PathBuf,
    /// What is saved: the match's event log and its dates.
    pub save: SaveFile,
}

/// What the saves folder gives the app at start: the newest unfinished match (then the table is
/// shown) and a view whose form holds the newest match's names and whose status line names the
/// reopened file and every file that could not be read (it is left as it is).
#[must_use]
pub fn reopen(store: &Store) -> (Option<Current>, ViewState) {
    let mut current = None;
    let mut view = ViewState::default();
    let mut resumed = None;
    // The history's listing from this machine's index (only new or changed files are read; the
    // first time, every file, which builds the index), newest change first, copies of another
    // file left out (issue 9).
    let listing = History::scan(store, &Progress::new());
    let failed: Vec<_> = listing
        .unreadable
        .iter()
        .map(|u| Arc::clone(&u.error))
        .collect();
    if let Some(newest) = listing.counted().next() {
        view.form = NewMatchForm::new(newest.summary.setup.players.clone());
    }
    let unfinished = listing.counted().filter(|m| !m.summary.finished());
    for entry in unfinished {
        let Ok(save) = store::load(&entry.path) else {
            continue;
        };
        let file = entry.path.file_name().unwrap_or_default().to_string_lossy();
        resumed = Some(file.into_owned());
        current = Some(Current {
            path: entry.path.clone(),
            save,
        });
        view.screen = Screen::Table;
        break;
    }
    if resumed.is_some() || !failed.is_empty() {
        view.status = Some(Status::Opened { resumed, failed });
    }
    (current, view)
}

impl Current {
    /// Stamps the save with the time and writes it over its file (atomically: `store::save`).
    ///
    /// # Errors
    /// Why the file could not be written, as the status line says it.
    pub fn write(&mut self) -> Result<(), Status> {
        self.save.updated = Local::now();
        store::save(&self.path, &self.save).map_err(|e| Status::SaveFailed {
            path: self.path.clone(),
            error: Arc::new(e),
        })
    }
}

/// What follows from the match's events, recomputed after every change by [`Derived::of`].
#[derive(Clone, Debug, Default)]
pub struct Derived {
    /// The state at the cursor (`None` without a match, or when an event breaks the rules).
    pub game: Option<MatchState>,
    /// Each side's score before its last change and now, in the match's scale: the pegboard's
    /// back and front peg.
    pub pegs: Vec<(i32, i32)>,
    /// This hand's log lines: one per placement, draw and pass, and per announcement and muggins
    /// ruling.
    pub log: Vec<String>,
    /// The same entries as rows for the log panel, each with its event's index.
    pub rows: Vec<text::LogRow>,
    /// What Undo would take back (`Ben's [5-2]`), when it can.
    pub undo: Option<String>,
    /// What Redo would bring back, when it can.
    pub redo: Option<String>,
}

impl Derived {
    /// One fold over the events in effect: the state, the pegs and the hand's log; then the
    /// Undo/Redo labels from that state (the redo event is applied to a copy, not refolded).
    #[must_use]
    pub fn of(current: Option<&Current>, i18n: &I18n) -> Derived {
        let Some(current) = current else {
            return Derived::default();
        };
        let log_of_match = &current.save.log;
        let mut pegs = vec![(0, 0); log_of_match.setup().sides()];
        let mut log = Vec::new();
        let mut rows: Vec<text::LogRow> = Vec::new();
        let mut index = 0;
        let mut rulings_logged = 0;
        let folded = log_of_match.fold(|event, game| {
            for (side, peg) in pegs.iter_mut().enumerate() {
                let now = game.scores()[side];
                if now != peg.1 {
                    *peg = (peg.1, now);
                }
            }
            if matches!(event, Event::HandStarted { .. }) {
                log.clear();
                rows.clear();
                rulings_logged = 0;
            }
            let rulings = game.hand().map_or(&[][..], |h| &h.rulings);
            let new = rulings.get(rulings_logged..).unwrap_or_default();
            rulings_logged = rulings.len();
            let lines = text::log_lines(i18n, event, game, new);
            log.extend(lines.iter().cloned());
            // Rulings and announcements go under the row of the placement they are about.
            let row = text::log_row(i18n, index, event, game);
            let about_last = lines.len() - usize::from(row.is_some() && !lines.is_empty());
            if let Some(last) = rows.last_mut() {
                last.extra.extend(lines.into_iter().take(about_last));
            }
            rows.extend(row);
            index += 1;
        });
        let Ok(game) = folded else {
            return Derived {
                pegs,
                log,
                rows,
                ..Derived::default()
            };
        };
        // With the muggins rule on, the last count stays hidden until it is announced.
        if count_hidden(&game)
            && let (Some(last), Some(play)) = (
                log.last_mut(),
                game.hand().and_then(|h| h.last_play.as_ref()),
            )
        {
            *last = text::hidden_play_line(i18n, &game, play);
            if let Some(row) = rows.pop() {
                rows.push(text::hide_count(i18n, row, &game, play));
            }
        }
        let undo = log_of_match
            .last_event()
            .map(|e| text::describe(i18n, e, &game));
        let redo = log_of_match.next_event().and_then(|e| {
            let mut after = game.clone();
            after
                .apply(e)
                .ok()
                .map(|()| text::describe(i18n, e, &after))
        });
        Derived {
            game: Some(game),
            pegs,
            log,
            rows,
            undo,
            redo,
        }
    }
}

/// Which screen is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    /// Names, teams and target of a new match.
    NewMatch,
    /// The match in play.
    Table,
    /// Past matches, their replays and the players' statistics (issue 9).
    History,
}

/// What one player shows at the end of a hand, being entered (RULES.md §4).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HoldsEntry {
    /// Tiles tapped.
    pub tiles: Vec<Tile>,
    /// Or a typed pip total.
    pub pips: String,
}

impl HoldsEntry {
    /// The holds this entry describes, once complete for a player with `count` tiles: all
    /// their tiles tapped, or a pip total typed (the engine rules on the total).
    #[must_use]
    pub fn holds(&self, count: u8) -> Option<Holds> {
        if count == 0 {
            return Some(Holds::Tiles(Vec::new()));
        }
        let typed = self.pips.trim();
        if !typed.is_empty() {
            return typed.parse::<u32>().ok().map(Holds::Pips);
        }
        // Too many tiles go to the engine, which says how many the player holds.
        (self.tiles.len() >= usize::from(count)).then(|| Holds::Tiles(self.tiles.clone()))
    }
}

/// What only the screen holds: nothing here is saved or changes the match.
#[derive(Clone, Debug)]
pub struct ViewState {
    /// The screen shown.
    pub screen: Screen,
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
    /// One line for the table: why something was refused, or a note; said in the UI's
    /// language every frame ([`super::status::status_text`]).
    pub status: Option<Status>,
    /// Practice mode: the coach panel and the hands entered in it (never saved).
    pub coach: CoachView,
    /// Keyboard entry under way: what has been typed, the end highlighted, the keys overlay.
    pub keys: KeyEntry,
    /// The entry of this hand being looked at or changed, and the change that can be undone.
    pub correction: Correction,
    /// The big-type view for a laptop in the middle of the table, and how scores are shown.
    pub display: Display,
    /// What the banner says about saving: read only, or not saved and why (it stays).
    pub saving: super::persistence::SaveNotice,
}

impl Default for ViewState {
    fn default() -> ViewState {
        ViewState {
            screen: Screen::NewMatch,
            choosing: None,
            form: NewMatchForm::new(Vec::new()),
            holds: Vec::new(),
            dispute: DisputeView::default(),
            about_open: false,
            status: None,
            coach: CoachView::default(),
            keys: KeyEntry::default(),
            correction: Correction::default(),
            display: Display::default(),
            saving: Default::default(),
        }
    }
}

impl ViewState {
    /// Cancels what is being entered: the keys typed, the end choice, the entry being changed
    /// (and the log row selected). Returns whether an entry was under way: Undo and Esc cancel
    /// it first, and only a second Undo takes back an entry.
    pub fn cancel_pending(&mut self) -> bool {
        let pending = self.has_pending();
        self.choosing = None;
        self.keys.typed = Typed::Nothing;
        self.keys.highlight = 0;
        self.keys.queue.clear();
        self.correction.changing = None;
        self.correction.selected = None;
        pending
    }

    /// Whether an entry is under way (an end choice, keys typed, an entry being changed): what
    /// Undo and Esc cancel before anything else.
    #[must_use]
    pub fn has_pending(&self) -> bool {
        self.choosing.is_some()
            || self.keys.typed != Typed::Nothing
            || self.correction.changing.is_some()
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
    }
}

/// Whether `game`'s last count waits for its announcement (RULES.md §6: with the muggins rule on,
/// the app keeps the count hidden until the announcement is entered or muggins is called).
#[must_use]
pub fn count_hidden(game: &MatchState) -> bool {
    game.rules().muggins != MugginsRule::Off
        && game
            .hand()
            .and_then(|h| h.pending.as_ref())
            .is_some_and(|p| p.announced.is_none() && p.called_by.is_none())
}

/// Whether closing the open muggins window now would win the match (RULES.md §5–§6).
#[must_use]
pub fn pending_wins(game: &MatchState) -> bool {
    if game.winner().is_some() || game.hand().is_none_or(|h| h.pending.is_none()) {
        return false;
    }
    let mut after = game.clone();
    after.apply(&Event::Tallied).is_ok() && after.winner().is_some()
}

/// The events that would settle the finished hand from the entries: what each needed player
/// holds, then the tally (RULES.md §4); `None` while an entry is incomplete.
#[must_use]
pub fn settle_events(game: &MatchState, holds: &[HoldsEntry]) -> Option<Vec<Event>> {
    let hand = game.hand()?;
    let mut events = Vec::new();
    if !hand.settled {
        for player in game.missing_holds() {
            let holds = holds.get(player)?.holds(hand.tiles[player])?;
            events.push(Event::HandRevealed { player, holds });
        }
        events.push(Event::Tallied);
    }
    Some(events)
}

/// The state after settling with the entries: `None` while they are incomplete, the engine's
/// refusal when they break the rules (a pip total too large for the tiles).
#[must_use]
pub fn settled_preview(
    game: &MatchState,
    holds: &[HoldsEntry],
) -> Option<Result<MatchState, EventError>> {
    let mut after = game.clone();
    for event in settle_events(game, holds)? {
        if let Err(e) = after.apply(&event) {
            return Some(Err(e));
        }
    }
    Some(Ok(after))
}
