//! What happens at the table, in the past tense: the events a match is made of (RULES.md §2,
//! §4, §6). A save file stores them; the state is their fold ([`super::MatchState`]).

use serde::{Deserialize, Serialize};

use crate::engine::seat::Seat;
use crate::engine::tile::Tile;

/// What a player showed at the end of a hand: the tiles, or just their pip total.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Holds {
    /// The tiles left in hand.
    Tiles(Vec<Tile>),
    /// The pip total of the tiles left in hand.
    Pips(u32),
}

impl Holds {
    /// The pip total.
    #[must_use]
    pub fn pips(&self) -> u32 {
        match self {
            Holds::Tiles(tiles) => tiles.iter().map(|t| t.pips()).sum(),
            Holds::Pips(n) => *n,
        }
    }
}

/// Something that happened at the table (past tense). A match is its list of events.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// A new hand was dealt. `leader`, when given, is the only player who may lead it.
    /// Settles the previous hand first (like [`Event::Tallied`]).
    HandStarted { leader: Option<Seat> },
    /// `player` placed `tile`; `on` names the tile it was placed against (`None`: the lead, or
    /// the only place it fits).
    TilePlaced {
        player: Seat,
        tile: Tile,
        on: Option<Tile>,
    },
    /// `player` drew `count` tiles from the boneyard.
    TilesDrawn { player: Seat, count: u8 },
    /// `player` could not play and knocked.
    Passed { player: Seat },
    /// `player` announced `points` (match scale) for the placement just made (RULES.md §6).
    PointsAnnounced { player: Seat, points: i32 },
    /// `player`, the placer, said nothing for the placement just made (RULES.md §6): their
    /// announcement is entered as silence, so the opponents' calls open; the count stays hidden.
    /// A record has no line for it: a `muggins` line with no `says` before it means it
    /// (RECORD.md), and the record printer writes nothing for it.
    NothingSaid { player: Seat },
    /// `player` called "Muggins!" on the placement just made. Only after the placer's
    /// announcement ([`Event::PointsAnnounced`] or [`Event::NothingSaid`]): a call before it is
    /// refused ([`super::MugginsError::StillAnnouncing`]).
    MugginsCalled { player: Seat },
    /// At the end of a hand, `player` showed what they hold.
    HandRevealed { player: Seat, holds: Holds },
    /// The scores were tallied (a `score:` line; the table moving on): closes the muggins window
    /// and settles the hand if it is over.
    Tallied,
}

/// How a hand ended (RULES.md §4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum HandEnd {
    /// `player` played their last tile (Fives and Threes with partners: the second partner out).
    Domino { player: Seat },
    /// Every player still holding tiles passed in turn with nothing to draw.
    Blocked,
}
