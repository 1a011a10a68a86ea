//! Helpers for the unit tests of the game modules.

use super::{Event, EventError, MatchState, Setup};
use crate::engine::Seat;
use crate::engine::rules::Variant;
use crate::engine::tile::Tile;

/// The tile written `s` (`"5-3"`).
pub(super) fn t(s: &str) -> Tile {
    s.parse().unwrap()
}

/// An All Fives match between Ana and Ben with the first hand dealt.
pub(super) fn two_player() -> MatchState {
    let mut game = MatchState::new(Setup::new(
        vec!["Ana".into(), "Ben".into()],
        Variant::AllFives,
    ));
    game.apply(&Event::HandStarted { leader: None }).unwrap();
    game
}

/// `player` places `tile` on `on`.
pub(super) fn place(
    game: &mut MatchState,
    player: usize,
    tile: &str,
    on: Option<&str>,
) -> Result<(), EventError> {
    game.apply(&Event::TilePlaced {
        player: Seat(player),
        tile: t(tile),
        on: on.map(t),
    })
}
