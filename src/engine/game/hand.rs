//! One hand in progress: the layout, the tiles each player holds, the boneyard, whose turn it is,
//! the last placement and its open muggins window (RULES.md §1–§2, §6).

use super::credit::Credits;
use super::events::{HandEnd, Holds};
use super::ruling::MugginsRuling;
use super::settled::Settlement;
use crate::engine::fixed::FixedVec;
use crate::engine::layout::Layout;
use crate::engine::rules::Rules;
use crate::engine::seat::Seat;
use crate::engine::tile::Tile;

/// A placement and its count, for the announcement (`0 + 3 + 2 = 5 · Ben scores 5`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Play {
    /// Who placed it.
    pub player: Seat,
    /// The tile, touching half first.
    pub tile: Tile,
    /// The tile it went on (`None` for the lead).
    pub on: Option<Tile>,
    /// The counted ends after the placement (pips), in placement order ([`Layout::terms`]).
    pub terms: FixedVec<u32, 28>,
    /// Their sum, the count (pips).
    pub total: u32,
    /// What the count scores, in the match's scale (before any muggins ruling).
    pub points: i32,
    /// Fives and Threes: the chip-out point scored together with this play.
    pub chip_out: i32,
    /// What its points became once credited (RULES.md §5–§6): empty while its muggins window
    /// is open and nothing is ruled; then the count (and chip-out point) each side was credited,
    /// or why not (past an exact target, the match already won).
    pub credits: Credits,
}

/// A placement whose muggins window is open (RULES.md §6).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pending {
    /// Who placed it.
    pub player: Seat,
    /// Its count's score, match scale.
    pub points: i32,
    /// Its chip-out point (Fives and Threes).
    pub chip_out: i32,
    /// What the player announced, if anything.
    pub announced: Option<i32>,
    /// Whether the player said nothing ([`super::Event::NothingSaid`]): the announcement is
    /// made, as silence, and the calls are open.
    pub nothing_said: bool,
    /// Who called "Muggins!", if anyone.
    pub called_by: Option<Seat>,
    /// Whether it has been ruled and credited already (a call, or an announcement nothing can
    /// change: `muggins.rs`); the window stays open for the refusals' sake.
    pub ruled: bool,
}

/// What a player showed at the end of a hand, as the hand keeps it (inline, unlike the
/// [`Holds`] of the event that said it).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Shown {
    /// The pip total (RULES.md §4).
    pub pips: u32,
    /// The tiles, when they were shown rather than just their total.
    pub tiles: Option<FixedVec<Tile, 28>>,
}

impl Shown {
    /// What `holds` shows. A list of more than 28 tiles (more than the set) keeps only its total;
    /// the engine refuses such a list before it gets here.
    #[must_use]
    pub fn of(holds: &Holds) -> Shown {
        Shown {
            pips: holds.pips(),
            tiles: match holds {
                Holds::Tiles(tiles) if tiles.len() <= 28 => Some(tiles.iter().copied().collect()),
                _ => None,
            },
        }
    }

    /// Whether `tile` is among the tiles shown.
    #[must_use]
    pub fn has(&self, tile: Tile) -> bool {
        self.tiles.is_some_and(|tiles| tiles.contains(&tile))
    }
}

/// One hand in progress. Its per-player lists are inline ([`FixedVec`], at most 4 players), so
/// dealing and playing a hand never allocate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hand {
    /// 1 for the first hand.
    pub number: u32,
    /// The tiles on the table.
    pub layout: Layout,
    /// Tiles in each player's hand.
    pub tiles: FixedVec<u8, 4>,
    /// Tiles in the boneyard.
    pub boneyard: u8,
    /// Whose turn it is; `None` before the lead when anyone may lead.
    pub turn: Option<Seat>,
    /// Who must lead, when decided.
    pub leader: Option<Seat>,
    /// Who led, once the lead is placed.
    pub led_by: Option<Seat>,
    /// Passes in a row.
    pub passes: usize,
    /// Players who are out (Fives and Threes with partners).
    pub out: FixedVec<bool, 4>,
    /// How the hand ended, once it has.
    pub end: Option<HandEnd>,
    /// What each player showed at the end.
    pub holds: FixedVec<Option<Shown>, 4>,
    /// The placement whose muggins window is open.
    pub pending: Option<Pending>,
    /// What closed the last placement's muggins window, once it has closed, or the draw or pass
    /// that came after it since: a late call is refused with it.
    pub closed_by: Option<super::errors::ClosedBy>,
    /// This hand's muggins rulings, in order (muggins rule on; RULES.md §6).
    pub rulings: Vec<MugginsRuling>,
    /// The last placement and its count.
    pub last_play: Option<Play>,
    /// The settlement, once tallied.
    pub settlement: Option<Settlement>,
    /// Whether the hand has been tallied after it ended (no more `holds`).
    pub settled: bool,
}

impl Hand {
    /// Tiles that can be drawn: the boneyard less the reserve.
    #[must_use]
    pub fn drawable(&self, rules: &Rules) -> u8 {
        if rules.drawing() {
            self.boneyard.saturating_sub(rules.boneyard_reserve)
        } else {
            0
        }
    }

    /// Whether the lead has been placed.
    #[must_use]
    pub fn started(&self) -> bool {
        !self.layout.is_empty()
    }
}
