//! An entry that names its seat (a seat's phone, [`crate::app::phones`]), asked of the engine
//! on the table's parts ([`Play`]): whether the engine would take an event, why a call would be
//! refused to the caller alone, and a placement on the end the seat tapped. The engine rules
//! (RULES.md §1, §6); the phones' layer only says the answer in the phone's words.

use crate::app::status::Status;
use crate::app::table::play::Play;
use crate::engine::{Event, EventError, MugginsError, MugginsRuling, Seat, Tile, Verdict};

/// Why a seat's placement was not made: it does not say which of the tile's places it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Unplaced {
    /// The end tapped is not one the tile goes on.
    NotThatEnd,
    /// The tile fits more than one end and no end was tapped.
    WhichEnd,
}

impl Play<'_> {
    /// Why the engine would refuse `event` now (`None`: it would take it, or no match is open).
    /// Nothing changes.
    #[must_use]
    pub(crate) fn engine_refuses(&self, event: &Event) -> Option<EventError> {
        let mut after = self.game()?.clone();
        after.apply(event).err()
    }

    /// Why `seat`'s call of "Muggins!" would be refused to the caller alone (RULES.md §6):
    /// before the calls open, on the caller's own side, a second call, too late — nothing that
    /// hints at the count. `Err`: the engine refuses the call outright (no placement to call
    /// on, the muggins rule off), as it refuses the window's; `Ok`: whose placement it was and
    /// why the engine's ruling refuses it, which the window words as it words its own refused
    /// call. `None`: the call
    /// goes to the engine as the laptop's does (taken, lost, or refused on the count itself,
    /// which every surface shows with its proof).
    #[must_use]
    pub(crate) fn call_refused_to_caller(
        &self,
        seat: Seat,
    ) -> Option<Result<(Seat, MugginsError), EventError>> {
        let game = self.game()?;
        match game.rule_call(seat) {
            Err(error) => Some(Err(error)),
            Ok(MugginsRuling {
                verdict: Verdict::Refused(why),
                placer,
                ..
            }) if !(game.said().is_some() && why.answers_with_count()) => Some(Ok((placer, why))),
            Ok(_) => None,
        }
    }

    /// `seat` places `tile` on the end `at` (node, end) of the layout, or where it fits when it
    /// fits one place only (`None`): whether the engine took it (its refusal in the status
    /// line, as at the laptop), or why the entry does not say where (`Err`).
    pub(crate) fn place_at(
        &mut self,
        seat: Seat,
        tile: Tile,
        at: Option<(usize, usize)>,
    ) -> Result<bool, Unplaced> {
        let lead = Event::TilePlaced {
            player: seat,
            tile,
            on: None,
        };
        let Some(hand) = self.game().and_then(|g| g.hand()) else {
            return Ok(self.push(lead));
        };
        // A seat not on turn hears that first, whatever the tile (the engine's words).
        if hand.turn.is_some_and(|t| t != seat) {
            return Ok(self.push(lead));
        }
        let places = hand.layout.places(tile);
        if places.is_empty() {
            // What the window says of a tile that fits nowhere: on the table already, or no
            // open end shows its pips (RULES.md §1).
            let ends = hand.layout.open_ends().iter().map(|e| e.pips).collect();
            let on_table = hand.layout.contains(tile);
            self.view.status = Some(Status::NoFit {
                tile,
                ends: (!on_table).then_some(ends),
            });
            return Ok(false);
        }
        let place = match at {
            Some((node, end)) => places
                .iter()
                .find(|p| p.node == Some(node) && p.end == end)
                .or_else(|| places.iter().find(|p| p.node.is_none() && node == 0))
                .ok_or(Unplaced::NotThatEnd)?,
            None if places.len() == 1 => &places[0],
            None => return Err(Unplaced::WhichEnd),
        };
        let on = place.on;
        self.view.choosing = None;
        Ok(self.push(Event::TilePlaced {
            player: seat,
            tile,
            on,
        }))
    }
}
