//! The muggins rulings (RULES.md §6): announcing a placement's points, calling "Muggins!", and
//! crediting the placement when its window closes.

use super::errors::{EventError, MugginsError};
use super::hand::Pending;
use super::state::MatchState;
use crate::engine::rules::MugginsRule;

impl MatchState {
    /// The placement whose window is open, when the muggins rule is on.
    fn pending_for_muggins(&self) -> Result<&Pending, EventError> {
        if self.rules().muggins == MugginsRule::Off {
            return Err(EventError::MugginsOff);
        }
        self.hand
            .as_ref()
            .and_then(|h| h.pending.as_ref())
            .ok_or(EventError::Muggins(MugginsError::WindowClosed))
    }

    /// The open placement, once [`MatchState::pending_for_muggins`] has found it.
    fn pending_mut(&mut self) -> &mut Pending {
        self.hand
            .as_mut()
            .and_then(|h| h.pending.as_mut())
            .expect("checked by pending_for_muggins")
    }

    /// `player` announces `points` for their own placement, once, before any call.
    pub(super) fn announce(&mut self, player: usize, points: i32) -> Result<(), EventError> {
        self.check_player(player)?;
        let pending = self.pending_for_muggins()?;
        let placer = || self.name(pending.player).to_string();
        if pending.player != player {
            return Err(EventError::Muggins(MugginsError::NotPlacer {
                who: self.name(player).to_string(),
                placer: placer(),
            }));
        }
        if pending.announced.is_some() {
            return Err(EventError::Muggins(MugginsError::AlreadyAnnounced {
                placer: placer(),
            }));
        }
        if pending.called_by.is_some() {
            return Err(EventError::Muggins(MugginsError::AfterCall));
        }
        self.pending_mut().announced = Some(points);
        Ok(())
    }

    /// An opponent of the placer calls "Muggins!" on a wrong or missing announcement, once per
    /// placement.
    pub(super) fn call(&mut self, player: usize) -> Result<(), EventError> {
        self.check_player(player)?;
        let pending = self.pending_for_muggins()?;
        let caller = || self.name(player).to_string();
        let placer = || self.name(pending.player).to_string();
        if let Some(first) = pending.called_by {
            return Err(EventError::Muggins(MugginsError::SecondCall {
                first: self.name(first).to_string(),
            }));
        }
        if self.setup.side_of(player) == self.setup.side_of(pending.player) {
            return Err(EventError::Muggins(MugginsError::OwnSide {
                caller: caller(),
                own: player == pending.player,
            }));
        }
        if pending.points == 0 {
            return Err(EventError::Muggins(MugginsError::ScoresNothing {
                placer: placer(),
            }));
        }
        if pending.announced == Some(pending.points) {
            return Err(EventError::Muggins(MugginsError::RightAnnouncement {
                placer: placer(),
                points: pending.points,
            }));
        }
        self.pending_mut().called_by = Some(player);
        Ok(())
    }

    /// Closes the muggins window of the last placement and credits it (RULES.md §6).
    pub(super) fn close_window(&mut self) {
        let Some(pending) = self.hand.as_mut().and_then(|h| h.pending.take()) else {
            return;
        };
        if self.winner.is_some() {
            return;
        }
        let placer = self.setup.side_of(pending.player);
        match pending.called_by {
            None => self.credit(placer, pending.points + pending.chip_out),
            Some(caller) => {
                self.credit(placer, pending.chip_out);
                if self.rules().muggins == MugginsRule::Steal {
                    self.credit(self.setup.side_of(caller), pending.points);
                }
            }
        }
    }
}
