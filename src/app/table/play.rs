//! The table screen as a layer: its own state ([`Table`]: what it shows, computed once after
//! every change, and the lots it draws) and what its commands do ([`Table::apply`]), on the
//! [`Session`] and the view's entries. A command runs on a [`Play`], the table's parts for the
//! time of one command; the table view is computed again once, after it.

use rand::RngExt;
use rand::rngs::StdRng;

use crate::app::command::TableCommand;
use crate::app::i18n::I18n;
use crate::app::screen::Effect;
use crate::app::session::Session;
use crate::app::status::Status;
use crate::app::table::holds::{self, HoldsEntry};
use crate::app::table::state::ViewState;
use crate::app::table::view::{Seen, TableView};
use crate::engine::{Event, MatchState, Place, Seat, Tile};

/// The table screen's own state.
#[derive(Debug)]
pub struct Table {
    /// What the table shows, computed after every change.
    pub view: TableView,
    /// What the view held when the table view was computed: a change of it (a refused call,
    /// Recount, "said nothing") computes the table view again.
    pub seen: Seen,
    /// Draws lots for the first leader (RULES.md §2).
    rng: StdRng,
}

impl Table {
    /// The table, drawing lots from `rng`; its view is computed by [`Table::refresh`].
    #[must_use]
    pub fn new(rng: StdRng) -> Table {
        Table {
            view: TableView::default(),
            seen: Seen::default(),
            rng,
        }
    }

    /// Carries out `command` on the match in `session` and the view's entries in `view`.
    pub fn apply(
        &mut self,
        command: TableCommand,
        session: &mut Session,
        view: &mut ViewState,
    ) -> Effect {
        let mut play = Play::new(self, session, view);
        play.apply(command);
        Effect::changed(play.changed)
    }

    /// Enters the end-of-hand entries the panels finished this frame ([`Play::enter_holds`]).
    pub fn enter_holds(&mut self, session: &mut Session, view: &mut ViewState) -> Effect {
        let mut play = Play::new(self, session, view);
        play.enter_holds();
        Effect::changed(play.changed)
    }

    /// Computes the table view again from `session`'s state and `view`'s own state, in
    /// `i18n`'s words, and fits the view's entries to the match.
    pub fn refresh(&mut self, session: &Session, view: &mut ViewState, i18n: &I18n) {
        view.fit(session.state());
        self.seen = view.seen();
        self.view = Table::view_of(session, &self.seen, i18n).unwrap_or_default();
    }

    /// The table view of the match in `session` as `seen`, in `i18n`'s words (`None` without a
    /// match): what the window and every phone draw.
    #[must_use]
    pub fn view_of(session: &Session, seen: &Seen, i18n: &I18n) -> Option<TableView> {
        let (log, game) = (session.log()?, session.state()?);
        Some(TableView::of(log, game, session.trail(), seen, i18n))
    }
}

/// The table's parts for the time of one command: its state, the session and the view's
/// entries. Whether the table view must be computed again is kept in `changed`.
pub struct Play<'a> {
    /// The table's own state.
    pub table: &'a mut Table,
    /// The match in play.
    pub session: &'a mut Session,
    /// The view's entries (the tile waiting, the keys, the holds, the status line).
    pub view: &'a mut ViewState,
    /// The match or what the view holds of it changed: the table view is computed again.
    pub changed: bool,
}

impl<'a> Play<'a> {
    /// The table's parts for one command.
    pub fn new(table: &'a mut Table, session: &'a mut Session, view: &'a mut ViewState) -> Self {
        Play {
            table,
            session,
            view,
            changed: false,
        }
    }

    /// Carries out one command.
    pub fn apply(&mut self, command: TableCommand) {
        let muggins = matches!(
            command,
            TableCommand::Announce(_)
                | TableCommand::SaidNothing
                | TableCommand::CallMuggins(_)
                | TableCommand::CloseMugginsWindow
        );
        if muggins && self.view.correction.changing.is_some() {
            // While an earlier entry is changed the pad and the calls are put away: what is
            // entered replaces that entry (a tile, a draw or a pass), never the last
            // placement's announcement or a call on it.
            return;
        }
        match command {
            TableCommand::Deal(leader) => self.deal(leader),
            TableCommand::PickTile(tile) => self.pick_tile(tile),
            TableCommand::Place(tile, place) => self.place(tile, place),
            TableCommand::CancelChoice => _ = self.view.cancel_pending(),
            TableCommand::Draw => self.draw(),
            TableCommand::Pass => self.pass(),
            TableCommand::Announce(points) => self.announce(points),
            TableCommand::SaidNothing => _ = self.said_nothing(),
            TableCommand::CallMuggins(player) => self.call_muggins(player),
            TableCommand::CloseMugginsWindow => self.close_muggins_window(),
            TableCommand::FinishHand => self.finish_hand(),
            // Undo first cancels what is being entered: keys, a choice, a change, then a pip
            // total being typed at a hand's end.
            TableCommand::Undo if self.view.cancel_pending() => {}
            TableCommand::Undo if self.view.cancel_typed_holds() => {}
            TableCommand::Undo => self.move_cursor(Session::undo),
            TableCommand::Redo => self.move_cursor(Session::redo),
            TableCommand::DrawTiles(count) => {
                self.by_turn(|player| Event::TilesDrawn { player, count });
            }
            TableCommand::ChangeEntry(index) => self.change_entry(index),
            TableCommand::UndoChange => self.undo_change(),
        }
    }

    /// The match's state at the cursor.
    #[must_use]
    pub fn game(&self) -> Option<&MatchState> {
        self.session.state()
    }

    /// The state an entry goes to: the moment before the entry being changed, else the match.
    #[must_use]
    pub fn entry_state(&self) -> Option<&MatchState> {
        entry_state(self.view, self.session)
    }

    /// Deals a hand that `leader` leads, or draws lots for the leader (RULES.md §2).
    fn deal(&mut self, leader: Option<Seat>) {
        let Some(n) = self.game().map(|g| g.setup().players.len()) else {
            return;
        };
        let lot = leader
            .is_none()
            .then(|| Seat(self.table.rng.random_range(0..n)));
        let Some(leader) = leader.or(lot) else { return };
        self.view.holds = vec![holds::HoldsEntry::default(); n];
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
        let Some((hand, player)) = hand.and_then(|h| h.turn.map(|p| (h, p))) else {
            return;
        };
        // The next tile waits for the last placer's announcement (RULES.md §6): said at once,
        // before its ends light up (an end chosen was refused only then).
        let next = Event::TilePlaced {
            player,
            tile,
            on: None,
        };
        if self.view.correction.changing.is_none()
            && let Some(why) = self.game().and_then(|g| g.entry_waits(&next))
        {
            self.view.status = Some(Status::Refused(why));
            return;
        }
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
        // The settlement closes the last placement's window: it waits for the announcement.
        if self.closing_waits() {
            return;
        }
        let Some(game) = self.game() else { return };
        let Some(events) = holds::settle_events(game, &self.view.holds) else {
            return;
        };
        for event in events {
            if !self.push(event) {
                return;
            }
        }
        self.view.keys.hand_settled();
        // What was typed at the hand's end belongs to it: settled, nothing of it is left to
        // enter or to undo (a total typed over one the app filled in stayed as Undo's first).
        self.view
            .holds
            .iter_mut()
            .for_each(|h| *h = HoldsEntry::default());
        self.after_change();
        if let Some(game) = self.game()
            && game.winner().is_none()
            && let Some(leader) = game.next_leader()
        {
            self.deal(Some(leader));
        }
    }

    /// Undo or redo: moves the cursor, saves, recomputes.
    fn move_cursor(&mut self, step: fn(&mut Session) -> bool) {
        if !self.session.read_only() && step(self.session) {
            self.view.choosing = None;
            self.view.status = None;
            // What was being typed at a hand's end belongs to that end: what was entered is in
            // the match (and Undo takes it back), the rest goes with the moment it was typed at.
            self.view
                .holds
                .iter_mut()
                .for_each(|h| *h = HoldsEntry::default());
            self.view.keys.hand_settled();
            // Undo and Redo walk the same match: a change made before them can still be put
            // back (after Undo then Redo, "Undo the change" was gone, and what the change had
            // dropped with it).
            let undo_change = self.view.correction.undo.take();
            self.after_change();
            self.view.correction.undo = undo_change;
        }
    }

    /// Enters each end-of-hand entry the table has finished (a total and Enter, or every tile
    /// tapped) as the player's `HandRevealed`, when the engine takes it: it is part of the match,
    /// saved after it, and Undo takes it back. One the engine refuses stays, said in red.
    pub fn enter_holds(&mut self) {
        let Some(game) = self.game() else { return };
        let Some(hand) = game.hand().filter(|h| h.end.is_some() && !h.settled) else {
            return;
        };
        let entered: Vec<(Seat, crate::engine::Holds)> = game
            .missing_holds()
            .into_iter()
            .filter_map(|p| {
                let entry = self.view.holds.get(p.index()).filter(|e| e.entered)?;
                Some((p, entry.holds(hand.tiles[p])?))
            })
            .collect();
        for (player, holds) in entered {
            let event = Event::HandRevealed { player, holds };
            let taken = self.game().is_some_and(|g| g.clone().apply(&event).is_ok());
            if taken && self.push(event) {
                self.view.holds[player] = HoldsEntry::default();
            } else if let Some(entry) = self.view.holds.get_mut(player.index()) {
                entry.entered = false;
            }
        }
    }

    /// Checks and appends an event through the session, which saves it. On error the match is
    /// unchanged and the error is shown in the status line.
    pub fn push(&mut self, event: Event) -> bool {
        // The table waits for the placer's announcement before anything closes the window
        // (RULES.md §6): the engine says when.
        if let Some(why) = self.game().and_then(|g| g.entry_waits(&event)) {
            self.view.status = Some(Status::Refused(why));
            return false;
        }
        // The session keeps "closing the window wins" ([`Session::push`]), and what the entry
        // did (the engine's outcome) in its trail, which the table view reads when refreshed.
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
    pub fn after_change(&mut self) {
        self.view.after_entry(self.session);
        self.changed = true;
    }
}

/// The state an entry goes to: the moment before the entry being changed (in `view`), else the
/// match in `session`.
#[must_use]
pub fn entry_state<'a>(view: &'a ViewState, session: &'a Session) -> Option<&'a MatchState> {
    match &view.correction.changing {
        Some((_, before)) => Some(before),
        None => session.state(),
    }
}
