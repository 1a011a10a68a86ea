//! One hand in progress: the layout, the tiles each player holds, the boneyard, whose turn it is,
//! the last placement and its open muggins window (RULES.md §1–§2, §6).

use super::events::{HandEnd, Holds};
use super::muggins::MugginsRuling;
use super::settlement::Settlement;
use crate::engine::layout::Layout;
use crate::engine::rules::Rules;
use crate::engine::tile::Tile;

/// A placement and its count, for the announcement (`0 + 3 + 2 = 5 · Ben scores 5`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Play {
    /// Who placed it.
    pub player: usize,
    /// The tile, touching half first.
    pub tile: Tile,
    /// The tile it went on (`None` for the lead).
    pub on: Option<Tile>,
    /// The counted ends after the placement (pips), in placement order.
    pub terms: Vec<u32>,
    /// Their sum, the count (pips).
    pub total: u32,
    /// What the count scores, in the match's scale (before any muggins ruling).
    pub points: i32,
    /// Fives and Threes: the chip-out point scored together with this play.
    pub chip_out: i32,
}

/// A placement whose muggins window is open (RULES.md §6).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pending {
    /// Who placed it.
    pub player: usize,
    /// Its count's score, match scale.
    pub points: i32,
    /// Its chip-out point (Fives and Threes).
    pub chip_out: i32,
    /// What the player announced, if anything.
    pub announced: Option<i32>,
    /// Who called "Muggins!", if anyone.
    pub called_by: Option<usize>,
    /// Whether it has been ruled and credited already (a call, or an announcement nothing can
    /// change: `muggins.rs`); the window stays open for the refusals' sake.
    pub ruled: bool,
}

/// One hand in progress.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hand {
    /// 1 for the first hand.
    pub number: u32,
    /// The tiles on the table.
    pub layout: Layout,
    /// Tiles in each player's hand.
    pub tiles: Vec<u8>,
    /// Tiles in the boneyard.
    pub boneyard: u8,
    /// Whose turn it is; `None` before the lead when anyone may lead.
    pub turn: Option<usize>,
    /// Who must lead, when decided.
    pub leader: Option<usize>,
    /// Who led, once the lead is placed.
    pub led_by: Option<usize>,
    /// Passes in a row.
    pub passes: usize,
    /// Players who are out (Fives and Threes with partners).
    pub out: Vec<bool>,
    /// How the hand ended, once it has.
    pub end: Option<HandEnd>,
    /// What each player showed at the end.
    pub holds: Vec<Option<Holds>>,
    /// The placement whose muggins window is open.
    pub pending: Option<Pending>,
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
