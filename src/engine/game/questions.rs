//! The questions the table asks of a match state, answered by the engine alone (no surface
//! decides them for itself): is the last count hidden, what closing the muggins window would
//! credit, what settles a finished hand.

use super::credit::Credits;
use super::errors::{EventError, MugginsError};
use super::events::{Event, Holds};
use super::state::MatchState;
use crate::engine::rules::MugginsRule;
use crate::engine::seat::Seat;

/// The most pips one tile of the double-six set holds (`6-6`): a player's `n` tiles hold at
/// most `12 × n` pips (RECORD.md "End of hand").
pub const MOST_PIPS_A_TILE: u32 = 12;

impl MatchState {
    /// Whether the last count is kept from the table (RULES.md §6): with the muggins rule on,
    /// from the placement until an opponent's call is ruled or its window closes (the next
    /// placement, draw, pass or tally). The placer's announcement is the table's to hear; the
    /// count is not shown beside it, so catching a wrong one takes the opponents' own
    /// attention, and nothing is credited before the window closes ([`MatchState::apply`]).
    #[must_use]
    pub fn count_hidden(&self) -> bool {
        self.rules().muggins != MugginsRule::Off
            && self
                .hand()
                .and_then(|h| h.pending.as_ref())
                .is_some_and(|p| p.called_by.is_none())
    }

    /// What the placer announced on the placement whose muggins window is open (match scale;
    /// RULES.md §6): `None` before the announcement or when no window is open.
    #[must_use]
    pub fn announced(&self) -> Option<i32> {
        self.hand()?.pending.as_ref()?.announced
    }

    /// What the placer has said on the placement whose muggins window is open (RULES.md §6):
    /// `Some(Some(points))` announced (match scale), `Some(None)` said nothing
    /// ([`Event::NothingSaid`]), `None` nothing yet (the calls are not open) or no window open.
    #[must_use]
    pub fn said(&self) -> Option<Option<i32>> {
        let pending = self.hand()?.pending.as_ref()?;
        match pending.announced {
            Some(points) => Some(Some(points)),
            None => pending.nothing_said.then_some(None),
        }
    }

    /// The placer whose announcement the table waits for (RULES.md §6): with the muggins rule
    /// on, from the placement until they announce or say nothing (or a call is ruled). Until
    /// then nobody calls and nobody places: it is the placer's move, not the next player's.
    #[must_use]
    pub fn awaiting_announcement(&self) -> Option<Seat> {
        let pending = self.hand()?.pending.as_ref()?;
        let waiting = self.rules().muggins != MugginsRule::Off
            && pending.announced.is_none()
            && !pending.nothing_said
            && pending.called_by.is_none();
        waiting.then_some(pending.player)
    }

    /// What closing the open muggins window now would credit (RULES.md §6: unchallenged, a
    /// placement scores its true count), and whether that would win the match; `None` when no
    /// window is open.
    #[must_use]
    pub fn closing_window(&self) -> Option<(Credits, bool)> {
        self.hand()?.pending.as_ref()?;
        if self.winner().is_some() {
            return None;
        }
        let mut after = self.clone();
        after.apply(&Event::Tallied).ok()?;
        let credits = after.credits().iter().copied().collect();
        Some((credits, after.winner().is_some()))
    }

    /// Whether closing the open muggins window now would win the match (RULES.md §5–§6).
    #[must_use]
    pub fn closing_window_wins(&self) -> bool {
        self.closing_window().is_some_and(|(_, wins)| wins)
    }

    /// Whether *No call* may close the open muggins window now (RULES.md §6): while the hand is
    /// played. Once the hand has ended, its settlement closes the window (RULES.md §4; RECORD.md:
    /// the window closes at the `score:` line), and calls stay open until then.
    #[must_use]
    pub fn no_call_closes(&self) -> bool {
        self.rules().muggins != MugginsRule::Off
            && self
                .hand()
                .is_some_and(|h| h.pending.is_some() && h.end.is_none())
    }

    /// Why the table cannot close the open muggins window now — *No call*, or the settlement at
    /// a hand's end ([`Event::Tallied`]) — or `None` when it can: the placer has not announced
    /// ([`MugginsError::AnnounceFirst`]). RULES.md §6: the calls open once the announcement (a
    /// number, or *said nothing*) is entered, and a table gives the placer that moment; closing
    /// before it would credit the count with no call ever open. A record may close a window
    /// with nothing said (RECORD.md), so the engine's [`MatchState::apply`] takes it.
    #[must_use]
    pub fn closing_waits(&self) -> Option<EventError> {
        let placer = self.awaiting_announcement()?;
        Some(EventError::Muggins(MugginsError::AnnounceFirst {
            placer: self.name(placer).to_string(),
        }))
    }

    /// Why the table cannot make the entry `event` now, or `None` when it can: an entry that
    /// closes the open muggins window — *No call* or the settlement ([`Event::Tallied`]), the
    /// next placement, a draw or a pass — waits for the placer's announcement
    /// ([`MugginsError::AnnounceFirst`], as [`MatchState::closing_waits`]). RULES.md §6: the
    /// calls open once the announcement (a number, or *said nothing*) is entered; the next tile
    /// before it would close the window with no call ever open. Other entries (the
    /// announcement itself, a call, revealing holds) are the engine's to rule on.
    #[must_use]
    pub fn entry_waits(&self, event: &Event) -> Option<EventError> {
        let closes_window = matches!(
            event,
            Event::Tallied
                | Event::TilePlaced { .. }
                | Event::TilesDrawn { .. }
                | Event::Passed { .. }
        );
        if closes_window {
            self.closing_waits()
        } else {
            None
        }
    }

    /// What the table's entry `event` makes of the match (RULES.md §5–§6): the event itself,
    /// or, when it moves the table on (a placement, a draw, a pass) while closing the open
    /// muggins window would win the match, the window's closing alone
    /// ([`TableEntry::WindowWins`]): the placement that reached the target wins at once, so the
    /// match is over and the entry is not made. Every surface enters through this, so none
    /// decides it for itself.
    #[must_use]
    pub fn table_entry(&self, event: Event) -> TableEntry {
        let moves_on = matches!(
            event,
            Event::TilePlaced { .. } | Event::TilesDrawn { .. } | Event::Passed { .. }
        );
        if moves_on && self.closing_window_wins() {
            TableEntry::WindowWins
        } else {
            TableEntry::Event(event)
        }
    }

    /// The events that settle the finished hand: what each player still to show holds (from
    /// `holds`, by seat), then the tally (RULES.md §4); `None` while one of them is not known.
    /// Empty when the hand is settled already.
    #[must_use]
    pub fn settling_events(&self, holds: impl Fn(Seat) -> Option<Holds>) -> Option<Vec<Event>> {
        let hand = self.hand()?;
        let mut events = Vec::new();
        if !hand.settled {
            for player in self.missing_holds() {
                events.push(Event::HandRevealed {
                    player,
                    holds: holds(player)?,
                });
            }
            events.push(Event::Tallied);
        }
        Some(events)
    }
}

/// What an entry at the table makes of the match ([`MatchState::table_entry`]).
#[derive(Clone, Debug, PartialEq)]
pub enum TableEntry {
    /// The entry is made as it is.
    Event(Event),
    /// The entry moved the table on while closing the open muggins window wins the match: the
    /// window closes ([`Event::Tallied`]), the match is won, and the entry is not made.
    WindowWins,
}
