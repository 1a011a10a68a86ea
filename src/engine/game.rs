//! A match as a list of events, and the state that is their fold (RULES.md §2, §4–§6).
//!
//! [`MatchState::apply`] checks an [`Event`] against the rules and either applies all of it or returns a
//! [`EventError`] and changes nothing. [`MatchLog`] keeps the events with an undo cursor; the state
//! at any point is the fold of the events before the cursor.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::layout::{Layout, Place, PlacementError};
use super::rules::{EndOfHand, MugginsRule, Rules, Variant};
use super::ruling::{MugginsRuling, Verdict};
use super::tile::Tile;

/// Who plays and under which rules. Players are indexed in seating (turn) order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// 2–4 distinct names in seating order.
    pub players: Vec<String>,
    /// With four players: the team (0 or 1) of each seat; `None` plays every player alone.
    pub teams: Option<Vec<u8>>,
    /// Variant and house rules.
    pub rules: Rules,
}

impl Setup {
    /// A setup with the variant's preset; four players are partners 1 & 3 vs 2 & 4 (RULES.md §2).
    #[must_use]
    pub fn new(players: Vec<String>, variant: Variant) -> Setup {
        let rules = Rules::preset(variant, players.len());
        let teams = (players.len() == 4).then(|| vec![0, 1, 0, 1]);
        Setup {
            players,
            teams,
            rules,
        }
    }

    /// Checks names (2–4, distinct, non-empty, no `: , # &`), teams and rules.
    ///
    /// # Errors
    /// A sentence saying what is wrong.
    pub fn validate(&self) -> Result<(), String> {
        let n = self.players.len();
        if !(2..=4).contains(&n) {
            return Err(format!("a match has 2 to 4 players, not {n}"));
        }
        for (i, name) in self.players.iter().enumerate() {
            if name.trim().is_empty() {
                return Err(format!("player {} has no name", i + 1));
            }
            if name.contains([':', ',', '#', '&']) {
                return Err(format!(
                    "the name '{name}' cannot contain ':', ',', '#' or '&'"
                ));
            }
            if name == "hand" || name == "score" {
                return Err(format!("'{name}' cannot be a player's name"));
            }
            if self.players[..i].contains(name) {
                return Err(format!("two players are named '{name}'"));
            }
        }
        if let Some(teams) = &self.teams {
            if n != 4 {
                return Err("teams need four players".into());
            }
            if teams.len() != 4
                || teams.iter().filter(|&&t| t == 0).count() != 2
                || teams.iter().any(|&t| t > 1)
            {
                return Err("teams must be two pairs of players".into());
            }
        }
        self.rules.validate(n).map_err(|e| e.message)
    }

    /// Number of scoring sides: 2 teams, or one per player.
    #[must_use]
    pub fn sides(&self) -> usize {
        if self.teams.is_some() {
            2
        } else {
            self.players.len()
        }
    }

    /// The scoring side of `player`.
    #[must_use]
    pub fn side_of(&self, player: usize) -> usize {
        match &self.teams {
            Some(teams) => usize::from(teams[player]),
            None => player,
        }
    }

    /// The players of `side`, in seating order.
    #[must_use]
    pub fn members(&self, side: usize) -> Vec<usize> {
        (0..self.players.len())
            .filter(|&p| self.side_of(p) == side)
            .collect()
    }

    /// The name of a side: the player's name, or the partners' names joined by ` & ` in seating
    /// order (`Ana & Cy`).
    #[must_use]
    pub fn side_name(&self, side: usize) -> String {
        self.members(side)
            .iter()
            .map(|&p| self.players[p].as_str())
            .collect::<Vec<_>>()
            .join(" & ")
    }

    /// The seat of a player by exact name.
    #[must_use]
    pub fn player_index(&self, name: &str) -> Option<usize> {
        self.players.iter().position(|p| p == name)
    }
}

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
    HandStarted { leader: Option<usize> },
    /// `player` placed `tile`; `on` names the tile it was placed against (`None`: the lead, or
    /// the only place it fits).
    TilePlaced {
        player: usize,
        tile: Tile,
        on: Option<Tile>,
    },
    /// `player` drew `count` tiles from the boneyard.
    TilesDrawn { player: usize, count: u8 },
    /// `player` could not play and knocked.
    Passed { player: usize },
    /// `player` announced `points` (match scale) for the placement just made (RULES.md §6).
    PointsAnnounced { player: usize, points: i32 },
    /// `player` called "Muggins!" on the placement just made.
    MugginsCalled { player: usize },
    /// At the end of a hand, `player` showed what they hold.
    HandRevealed { player: usize, holds: Holds },
    /// The scores were tallied (a `score:` line; the table moving on): closes the muggins window
    /// and settles the hand if it is over.
    Tallied,
}

/// How a hand ended (RULES.md §4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum HandEnd {
    /// `player` played their last tile (Fives and Threes with partners: the second partner out).
    Domino { player: usize },
    /// Every player still holding tiles passed in turn with nothing to draw.
    Blocked,
}

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
    /// change: [`crate::engine::ruling`]); the window stays open for the refusals' sake.
    pub ruled: bool,
}

/// The scoring of a finished hand (RULES.md §4), all amounts per side in the match's scale.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settlement {
    /// How the hand ended.
    pub end: HandEnd,
    /// Pip totals each player held (`None` where not needed).
    pub pips: Vec<Option<u32>>,
    /// The sides that score (one; two for a three-player split; none for a tie or `own`).
    pub winners: Vec<usize>,
    /// The pips the award is figured from, before rounding.
    pub raw: i32,
    /// After rounding to the nearest 5 (3), in points.
    pub rounded: i32,
    /// Points each side gets (negative under `own`), match scale; what the exact-target rule let
    /// through is in the scores.
    pub awards: Vec<i32>,
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

/// Why an announcement or a "Muggins!" call is refused (RULES.md §6; RECORD.md fine print).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MugginsError {
    /// No placement is open to announce or call (its window has closed).
    WindowClosed,
    /// Only the player who placed announces.
    NotPlacer { who: String, placer: String },
    /// One announcement per placement.
    AlreadyAnnounced { placer: String },
    /// An announcement after the call.
    AfterCall,
    /// One call per placement.
    SecondCall { first: String },
    /// A call on one's own (`own`) or one's partner's placement.
    OwnSide { caller: String, own: bool },
    /// A call on a placement that scores nothing.
    ScoresNothing { placer: String },
    /// A call on a right announcement (`points` in the match's scale).
    RightAnnouncement { placer: String, points: i32 },
}

impl fmt::Display for MugginsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MugginsError::WindowClosed => {
                f.write_str("there is no placement to announce or call: its window has closed")
            }
            MugginsError::NotPlacer { who, placer } => {
                write!(
                    f,
                    "{who} cannot announce {placer}'s placement: only the player who placed it announces"
                )
            }
            MugginsError::AlreadyAnnounced { placer } => {
                write!(f, "{placer} has already announced this placement")
            }
            MugginsError::AfterCall => {
                f.write_str("too late to announce: muggins was already called")
            }
            MugginsError::SecondCall { first } => {
                write!(
                    f,
                    "{first} already called muggins on this placement; there is one call per placement"
                )
            }
            MugginsError::OwnSide { caller, own } => {
                let whose = if *own { "own" } else { "partner's" };
                write!(
                    f,
                    "{caller} cannot call muggins on their {whose} placement: only an opponent can"
                )
            }
            MugginsError::ScoresNothing { placer } => {
                write!(f, "muggins refused: {placer}'s placement scores nothing")
            }
            MugginsError::RightAnnouncement { placer, points } => {
                write!(
                    f,
                    "muggins refused: {placer} announced {points} and the placement scores {points}"
                )
            }
        }
    }
}

/// Why what a player shows at the end of a hand is refused (RECORD.md "End of hand").
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HoldsError {
    /// The hand is still being played.
    BeforeEnd,
    /// The hand was already settled.
    AfterSettled,
    /// The player has already shown their tiles.
    Twice { name: String },
    /// A pip total above 12 per tile held.
    TooManyPips { name: String, has: u8, pips: u32 },
    /// Not as many tiles as the player holds.
    Count {
        name: String,
        has: u8,
        listed: usize,
    },
    /// A tile that is on the table.
    OnTable(Tile),
    /// A tile listed twice.
    ListedTwice(Tile),
    /// A tile already shown in another player's hand.
    InOtherHand { tile: Tile, other: String },
}

impl fmt::Display for HoldsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HoldsError::BeforeEnd => f.write_str("holds before the hand has ended"),
            HoldsError::AfterSettled => f.write_str("holds after the hand was settled"),
            HoldsError::Twice { name } => write!(f, "{name} has already shown their tiles"),
            HoldsError::TooManyPips { name, has, pips } => {
                write!(
                    f,
                    "{name} holds {has} tiles: at most {} pips, not {pips}",
                    12 * u32::from(*has)
                )
            }
            HoldsError::Count { name, has, listed } => {
                write!(
                    f,
                    "{name} holds {has} tile{}, not {listed}",
                    if *has == 1 { "" } else { "s" }
                )
            }
            HoldsError::OnTable(tile) => write!(f, "{tile} is on the table"),
            HoldsError::ListedTwice(tile) => write!(f, "{tile} is listed twice"),
            HoldsError::InOtherHand { tile, other } => {
                write!(f, "{tile} is already in {other}'s hand")
            }
        }
    }
}

/// Why an event was refused. The state is unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EventError {
    /// The tile cannot go there.
    Placement(PlacementError),
    /// Another player's turn.
    NotYourTurn { expected: String, got: String },
    /// This hand must be led by someone else.
    WrongLeader { expected: String, got: String },
    /// No hand has been started.
    NoHand,
    /// A draw or pass before the lead.
    LeadFirst,
    /// A placement, draw or pass after the hand ended.
    HandOver,
    /// `hand` while the previous hand is still being played.
    HandNotOver,
    /// The match has a winner.
    MatchOver { winner: String },
    /// A draw of 0 tiles.
    DrawZero,
    /// More tiles than can be drawn.
    DrawTooMany { asked: u8, available: u8 },
    /// Drawing in a variant without drawing.
    NoDrawing,
    /// A pass while a tile can be drawn.
    PassWhileDrawable { available: u8 },
    /// A muggins event with the rule off.
    MugginsOff,
    /// An announcement or call refused.
    Muggins(MugginsError),
    /// What a player shows at the end of a hand is refused.
    Holds(HoldsError),
    /// A player whose pips are needed has not shown them.
    MissingHolds { player: String },
    /// A player index out of range.
    UnknownPlayer(usize),
    /// The players or rules are not a playable match (a damaged save).
    Setup(String),
}

impl From<PlacementError> for EventError {
    fn from(e: PlacementError) -> EventError {
        EventError::Placement(e)
    }
}

impl fmt::Display for EventError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EventError::Placement(e) => e.fmt(f),
            EventError::NotYourTurn { expected, got } => {
                write!(f, "it is {expected}'s turn, not {got}'s")
            }
            EventError::WrongLeader { expected, got } => {
                write!(f, "{expected} leads this hand, not {got}")
            }
            EventError::NoHand => f.write_str("no hand has started: write 'hand' first"),
            EventError::LeadFirst => f.write_str("a hand starts with its lead (a placement)"),
            EventError::HandOver => {
                f.write_str("the hand is over: only holds, says and muggins may follow")
            }
            EventError::HandNotOver => f.write_str("the previous hand has not ended"),
            EventError::MatchOver { winner } => write!(f, "the match is over: {winner} won"),
            EventError::DrawZero => {
                f.write_str("draw 0 draws nothing: write 'draw' or 'draw N' with N of 1 or more")
            }
            EventError::DrawTooMany { asked, available } => {
                write!(
                    f,
                    "cannot draw {asked}: only {available} can be drawn from the boneyard"
                )
            }
            EventError::NoDrawing => {
                f.write_str("this variant has no drawing: a player who cannot play knocks (pass)")
            }
            EventError::PassWhileDrawable { available } => {
                write!(f, "cannot pass while the boneyard has {available} to draw")
            }
            EventError::MugginsOff => {
                f.write_str("the muggins rule is off: there is nothing to announce or call")
            }
            EventError::Muggins(e) => e.fmt(f),
            EventError::Holds(e) => e.fmt(f),
            EventError::MissingHolds { player } => {
                write!(
                    f,
                    "{player}'s tiles are needed to settle the hand: add '{player}: holds …'"
                )
            }
            EventError::UnknownPlayer(i) => write!(f, "there is no player {}", i + 1),
            EventError::Setup(why) => write!(f, "the match cannot be played: {why}"),
        }
    }
}

impl std::error::Error for EventError {}

/// The state of a match: scores, the hand in play, the winner. Only changed by [`MatchState::apply`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchState {
    setup: Setup,
    scores: Vec<i32>,
    hand: Option<Hand>,
    winner: Option<usize>,
    /// How the last finished hand was settled.
    last_settlement: Option<Settlement>,
    /// Who dominoed the last finished hand (`None` after a block), and who led it.
    last_end: Option<(HandEnd, Option<usize>)>,
}

impl MatchState {
    /// A match that has not started: everyone on 0.
    #[must_use]
    pub fn new(setup: Setup) -> MatchState {
        let sides = setup.sides();
        MatchState {
            setup,
            scores: vec![0; sides],
            hand: None,
            winner: None,
            last_settlement: None,
            last_end: None,
        }
    }

    /// Players and rules.
    #[must_use]
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// The rules.
    #[must_use]
    pub fn rules(&self) -> &Rules {
        &self.setup.rules
    }

    /// Each side's score in the match's scale (points, or ÷5 / ÷3).
    #[must_use]
    pub fn scores(&self) -> &[i32] {
        &self.scores
    }

    /// The current or last hand.
    #[must_use]
    pub fn hand(&self) -> Option<&Hand> {
        self.hand.as_ref()
    }

    /// The side that won the match.
    #[must_use]
    pub fn winner(&self) -> Option<usize> {
        self.winner
    }

    /// The settlement of the last settled hand.
    #[must_use]
    pub fn last_settlement(&self) -> Option<&Settlement> {
        self.last_settlement.as_ref()
    }

    /// Who should lead the next hand (RULES.md §2 "Lead"): whoever dominoed; in Fives and Threes
    /// the player left of the last leader; `None` when it goes by lot (first hand, after a block).
    #[must_use]
    pub fn next_leader(&self) -> Option<usize> {
        let (end, led_by) = self.last_end?;
        if self.rules().variant == Variant::FivesAndThrees {
            return led_by.map(|p| (p + 1) % self.setup.players.len());
        }
        match end {
            HandEnd::Domino { player } => Some(player),
            HandEnd::Blocked => None,
        }
    }

    /// The name of a player.
    #[must_use]
    pub fn name(&self, player: usize) -> &str {
        &self.setup.players[player]
    }

    /// The players whose pips settle the finished hand and who have not shown them yet.
    #[must_use]
    pub fn missing_holds(&self) -> Vec<usize> {
        let Some(hand) = &self.hand else {
            return Vec::new();
        };
        self.needed_holds(hand)
            .into_iter()
            .filter(|&p| hand.holds[p].is_none() && hand.tiles[p] > 0)
            .collect()
    }

    /// The players whose pips the settlement of `hand` uses (RECORD.md "End of hand").
    #[must_use]
    pub fn needed_holds(&self, hand: &Hand) -> Vec<usize> {
        let players = 0..self.setup.players.len();
        match (hand.end, self.rules().end_of_hand) {
            (None, _) | (_, EndOfHand::ChipOut) => Vec::new(),
            (Some(HandEnd::Blocked), _) | (_, EndOfHand::Own | EndOfHand::Difference) => {
                players.collect()
            }
            (Some(HandEnd::Domino { player }), _) => {
                let side = self.setup.side_of(player);
                players.filter(|&p| self.setup.side_of(p) != side).collect()
            }
        }
    }

    /// Checks `event` and applies it whole, or changes nothing.
    ///
    /// # Errors
    /// [`EventError`] saying why the event breaks the rules.
    pub fn apply(&mut self, event: &Event) -> Result<(), EventError> {
        let mut next = self.clone();
        next.step(event)?;
        *self = next;
        Ok(())
    }

    fn check_player(&self, player: usize) -> Result<(), EventError> {
        if player < self.setup.players.len() {
            Ok(())
        } else {
            Err(EventError::UnknownPlayer(player))
        }
    }

    fn over(&self) -> Result<(), EventError> {
        match self.winner {
            Some(side) => Err(EventError::MatchOver {
                winner: self.setup.side_name(side),
            }),
            None => Ok(()),
        }
    }

    fn step(&mut self, event: &Event) -> Result<(), EventError> {
        match event {
            Event::HandStarted { leader } => self.start_hand(*leader),
            Event::TilePlaced { player, tile, on } => self.place(*player, *tile, *on),
            Event::TilesDrawn { player, count } => self.draw(*player, *count),
            Event::Passed { player } => self.pass(*player),
            Event::PointsAnnounced { player, points } => self.announce(*player, *points),
            Event::MugginsCalled { player } => self.call(*player),
            Event::HandRevealed { player, holds } => self.reveal(*player, holds),
            Event::Tallied => self.tally(),
        }
    }

    fn start_hand(&mut self, leader: Option<usize>) -> Result<(), EventError> {
        if let Some(hand) = &self.hand
            && hand.end.is_none()
        {
            return Err(EventError::HandNotOver);
        }
        self.tally()?;
        self.over()?;
        if let Some(l) = leader {
            self.check_player(l)?;
        }
        let n = self.setup.players.len();
        let each = self.rules().deal.tiles_each(n);
        let number = self.hand.as_ref().map_or(1, |h| h.number + 1);
        self.hand = Some(Hand {
            number,
            layout: Layout::new(self.rules().variant.spinners()),
            tiles: vec![each; n],
            boneyard: 28u8.saturating_sub(each.saturating_mul(n as u8)),
            turn: leader,
            leader,
            led_by: None,
            passes: 0,
            out: vec![false; n],
            end: None,
            holds: vec![None; n],
            pending: None,
            rulings: Vec::new(),
            last_play: None,
            settlement: None,
            settled: false,
        });
        Ok(())
    }

    /// The hand in play, checking the turn for a placement, draw or pass by `player`.
    fn hand_for_turn(&mut self, player: usize) -> Result<(), EventError> {
        self.check_player(player)?;
        self.close_window();
        self.over()?;
        let names = self.setup.players.clone();
        let hand = self.hand.as_ref().ok_or(EventError::NoHand)?;
        if hand.end.is_some() {
            return Err(EventError::HandOver);
        }
        if let Some(turn) = hand.turn
            && turn != player
        {
            return Err(if hand.started() {
                EventError::NotYourTurn {
                    expected: names[turn].clone(),
                    got: names[player].clone(),
                }
            } else {
                EventError::WrongLeader {
                    expected: names[turn].clone(),
                    got: names[player].clone(),
                }
            });
        }
        Ok(())
    }

    fn next_turn(&self, hand: &Hand, player: usize) -> usize {
        let n = self.setup.players.len();
        (1..=n)
            .map(|k| (player + k) % n)
            .find(|&p| !hand.out[p])
            .unwrap_or(player)
    }

    fn place(&mut self, player: usize, tile: Tile, on: Option<Tile>) -> Result<(), EventError> {
        self.hand_for_turn(player)?;
        let rules = self.setup.rules.clone();
        let partners = self.setup.teams.is_some() && rules.variant == Variant::FivesAndThrees;
        let mut hand = self.hand.take().expect("checked");
        let result: Result<(), EventError> = (|| {
            let place: Place = hand.layout.find_place(tile, on)?;
            let lead = !hand.started();
            let index = hand.layout.place(tile, place)?;
            if lead {
                hand.led_by = Some(player);
            }
            hand.tiles[player] = hand.tiles[player].saturating_sub(1);
            hand.passes = 0;
            let total = hand.layout.count();
            let points = rules.play_score(total);
            let mut chip_out = 0;
            if hand.tiles[player] == 0 {
                if partners {
                    hand.out[player] = true;
                    let side = self.setup.side_of(player);
                    if self.setup.members(side).iter().all(|&p| hand.out[p]) {
                        hand.end = Some(HandEnd::Domino { player });
                    }
                } else {
                    hand.end = Some(HandEnd::Domino { player });
                }
                if hand.end.is_some() && rules.end_of_hand == EndOfHand::ChipOut {
                    chip_out = 1;
                }
            }
            if hand.end.is_none() {
                hand.turn = Some(self.next_turn(&hand, player));
            } else {
                hand.turn = None;
            }
            let node = &hand.layout.nodes()[index];
            hand.last_play = Some(Play {
                player,
                tile: node.tile,
                on: place.on,
                terms: hand.layout.count_terms(),
                total,
                points,
                chip_out,
            });
            hand.pending = Some(Pending {
                player,
                points,
                chip_out,
                announced: None,
                called_by: None,
                ruled: false,
            });
            Ok(())
        })();
        self.hand = Some(hand);
        result?;
        if rules.muggins == MugginsRule::Off {
            self.close_window();
        }
        Ok(())
    }

    fn draw(&mut self, player: usize, count: u8) -> Result<(), EventError> {
        self.hand_for_turn(player)?;
        let rules = self.setup.rules.clone();
        let hand = self.hand.as_mut().expect("checked");
        if !hand.started() {
            return Err(EventError::LeadFirst);
        }
        if !rules.drawing() {
            return Err(EventError::NoDrawing);
        }
        if count == 0 {
            return Err(EventError::DrawZero);
        }
        let available = hand.drawable(&rules);
        if count > available {
            return Err(EventError::DrawTooMany {
                asked: count,
                available,
            });
        }
        hand.boneyard -= count;
        hand.tiles[player] += count;
        hand.passes = 0;
        Ok(())
    }

    fn pass(&mut self, player: usize) -> Result<(), EventError> {
        self.hand_for_turn(player)?;
        let rules = self.setup.rules.clone();
        let mut hand = self.hand.take().expect("checked");
        let result = (|| {
            if !hand.started() {
                return Err(EventError::LeadFirst);
            }
            let available = hand.drawable(&rules);
            if available > 0 {
                return Err(EventError::PassWhileDrawable { available });
            }
            hand.passes += 1;
            let active = hand.out.iter().filter(|&&o| !o).count();
            if hand.passes >= active {
                hand.end = Some(HandEnd::Blocked);
                hand.turn = None;
            } else {
                hand.turn = Some(self.next_turn(&hand, player));
            }
            Ok(())
        })();
        self.hand = Some(hand);
        result
    }

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

    fn announce(&mut self, player: usize, points: i32) -> Result<(), EventError> {
        self.check_player(player)?;
        let pending = self.pending_for_muggins()?;
        let placer = self.name(pending.player).to_string();
        if pending.player != player {
            return Err(EventError::Muggins(MugginsError::NotPlacer {
                who: self.name(player).to_string(),
                placer,
            }));
        }
        if pending.announced.is_some() {
            return Err(EventError::Muggins(MugginsError::AlreadyAnnounced {
                placer,
            }));
        }
        if pending.called_by.is_some() {
            return Err(EventError::Muggins(MugginsError::AfterCall));
        }
        let pending = self.pending_mut();
        pending.announced = Some(points);
        // Nothing said later can change a right announcement or a placement that scores nothing.
        if pending.points == 0 || pending.points == points {
            let pending = pending.clone();
            self.rule(MugginsRuling::unchallenged(
                self,
                &pending,
                self.pending_tile(),
            ));
        }
        Ok(())
    }

    fn call(&mut self, player: usize) -> Result<(), EventError> {
        let ruling = self.rule_call(player)?;
        if let Verdict::Refused(why) = ruling.verdict {
            return Err(EventError::Muggins(why));
        }
        self.pending_mut().called_by = Some(player);
        self.rule(ruling);
        Ok(())
    }

    /// The tile of the placement whose window is open (it is the last placement).
    fn pending_tile(&self) -> Tile {
        self.hand
            .as_ref()
            .and_then(|h| h.last_play.as_ref())
            .map(|p| p.tile)
            .expect("an open window belongs to the last placement")
    }

    /// Records `ruling` on the open placement and credits it (RULES.md §6): the placer keeps any
    /// chip-out point; the count goes to the side the verdict names, or to nobody.
    fn rule(&mut self, ruling: MugginsRuling) {
        if ruling.is_refused() {
            return;
        }
        let placer = self.setup.side_of(ruling.placer);
        let chip_out = self
            .hand
            .as_mut()
            .and_then(|h| h.pending.as_mut())
            .map_or(0, |p| {
                p.ruled = true;
                p.chip_out
            });
        match ruling.verdict {
            Verdict::Scored { side } => self.credit(side, ruling.points + chip_out),
            Verdict::Stolen { side } => {
                self.credit(placer, chip_out);
                self.credit(side, ruling.points);
            }
            Verdict::Forfeited { .. } | Verdict::Refused(_) => self.credit(placer, chip_out),
        }
        if let Some(hand) = self.hand.as_mut() {
            hand.rulings.push(ruling);
        }
    }

    fn reveal(&mut self, player: usize, holds: &Holds) -> Result<(), EventError> {
        self.check_player(player)?;
        self.over()?;
        let name = self.name(player).to_string();
        let hand = self.hand.as_ref().ok_or(EventError::NoHand)?;
        if hand.end.is_none() {
            return Err(EventError::Holds(HoldsError::BeforeEnd));
        }
        if hand.settled {
            return Err(EventError::Holds(HoldsError::AfterSettled));
        }
        if hand.holds[player].is_some() {
            return Err(EventError::Holds(HoldsError::Twice { name }));
        }
        let has = hand.tiles[player];
        match holds {
            Holds::Pips(n) => {
                if *n > 12 * u32::from(has) {
                    return Err(EventError::Holds(HoldsError::TooManyPips {
                        name,
                        has,
                        pips: *n,
                    }));
                }
            }
            Holds::Tiles(tiles) => {
                if tiles.len() != usize::from(has) {
                    return Err(EventError::Holds(HoldsError::Count {
                        name,
                        has,
                        listed: tiles.len(),
                    }));
                }
                for (i, tile) in tiles.iter().enumerate() {
                    if hand.layout.contains(*tile) {
                        return Err(EventError::Holds(HoldsError::OnTable(*tile)));
                    }
                    if tiles[..i].contains(tile) {
                        return Err(EventError::Holds(HoldsError::ListedTwice(*tile)));
                    }
                    if let Some(other) = hand
                        .holds
                        .iter()
                        .position(|h| matches!(h, Some(Holds::Tiles(ts)) if ts.contains(tile)))
                    {
                        return Err(EventError::Holds(HoldsError::InOtherHand {
                            tile: *tile,
                            other: self.name(other).to_string(),
                        }));
                    }
                }
            }
        }
        self.hand.as_mut().expect("checked").holds[player] = Some(holds.clone());
        Ok(())
    }

    /// Credits `amount` (match scale) to `side` under the exact-target rule; checks for a winner.
    fn credit(&mut self, side: usize, amount: i32) {
        // Nothing is scored once the match is won.
        if self.winner.is_none()
            && self.add(side, amount)
            && self.scores[side] >= self.rules().target as i32
        {
            self.winner = Some(side);
        }
    }

    /// Adds `amount` (match scale) to `side` unless the exact-target rule refuses a score that
    /// would pass the target (RULES.md §5); whether it was added.
    fn add(&mut self, side: usize, amount: i32) -> bool {
        let new = self.scores[side] + amount;
        if amount == 0 || (self.rules().exact_target && new > self.rules().target as i32) {
            return false;
        }
        self.scores[side] = new;
        true
    }

    /// Closes the muggins window of the last placement and credits it unless it was ruled
    /// already (RULES.md §6).
    fn close_window(&mut self) {
        let Some(pending) = self.hand.as_ref().and_then(|h| h.pending.clone()) else {
            return;
        };
        if !pending.ruled && self.winner.is_none() {
            if self.rules().muggins == MugginsRule::Off {
                let side = self.setup.side_of(pending.player);
                self.credit(side, pending.points + pending.chip_out);
            } else {
                self.rule(MugginsRuling::unchallenged(
                    self,
                    &pending,
                    self.pending_tile(),
                ));
            }
        }
        if let Some(hand) = self.hand.as_mut() {
            hand.pending = None;
        }
    }

    fn tally(&mut self) -> Result<(), EventError> {
        self.close_window();
        let Some(hand) = &self.hand else {
            return Ok(());
        };
        if hand.end.is_none() || hand.settled {
            return Ok(());
        }
        if self.winner.is_some() {
            self.hand.as_mut().expect("checked").settled = true;
            return Ok(());
        }
        if let Some(&p) = self.missing_holds().first() {
            return Err(EventError::MissingHolds {
                player: self.name(p).to_string(),
            });
        }
        let settlement = self.settlement(hand);
        let (end, led_by) = (hand.end.expect("checked"), hand.led_by);
        for (side, &award) in settlement.awards.iter().enumerate() {
            self.add(side, award);
        }
        let target = self.rules().target as i32;
        let best = self.scores.iter().copied().max().unwrap_or(0);
        let leaders: Vec<usize> = (0..self.scores.len())
            .filter(|&s| self.scores[s] == best)
            .collect();
        if best >= target && leaders.len() == 1 {
            self.winner = Some(leaders[0]);
        }
        let hand = self.hand.as_mut().expect("checked");
        hand.settled = true;
        hand.settlement = Some(settlement.clone());
        self.last_settlement = Some(settlement);
        self.last_end = Some((end, led_by));
        Ok(())
    }

    /// The settlement of a finished hand whose needed holds are known (RULES.md §4).
    fn settlement(&self, hand: &Hand) -> Settlement {
        let rules = self.rules();
        let setup = &self.setup;
        let end = hand.end.expect("finished hand");
        let sides = setup.sides();
        let pips: Vec<Option<u32>> = (0..setup.players.len())
            .map(|p| {
                hand.holds[p]
                    .as_ref()
                    .map(Holds::pips)
                    .or((hand.tiles[p] == 0).then_some(0))
            })
            .collect();
        let pip = |p: usize| pips[p].unwrap_or(0) as i32;
        let side_pips = |s: usize| setup.members(s).iter().map(|&p| pip(p)).sum::<i32>();
        let mut settlement = Settlement {
            end,
            pips: pips.clone(),
            winners: Vec::new(),
            raw: 0,
            rounded: 0,
            awards: vec![0; sides],
        };
        if rules.end_of_hand == EndOfHand::ChipOut {
            return settlement;
        }
        if rules.end_of_hand == EndOfHand::Own {
            for side in 0..sides {
                settlement.awards[side] = -rules.to_scale(rules.round(side_pips(side)));
            }
            return settlement;
        }
        // The amount a winning side earns from the others (points, rounded).
        let amount = |winner: usize, others: &[usize]| -> (i32, i32) {
            let opponents: Vec<usize> = others.iter().flat_map(|&s| setup.members(s)).collect();
            match rules.end_of_hand {
                EndOfHand::OpponentsEach => {
                    let raw: i32 = opponents.iter().map(|&p| pip(p)).sum();
                    (raw, opponents.iter().map(|&p| rules.round(pip(p))).sum())
                }
                EndOfHand::Difference => {
                    let raw = opponents.iter().map(|&p| pip(p)).sum::<i32>() - side_pips(winner);
                    (raw, rules.round(raw).max(0))
                }
                _ => {
                    let raw: i32 = opponents.iter().map(|&p| pip(p)).sum();
                    (raw, rules.round(raw))
                }
            }
        };
        let winners: Vec<usize> = match end {
            HandEnd::Domino { player } => vec![setup.side_of(player)],
            HandEnd::Blocked => {
                let fewest = (0..sides).map(side_pips).min().unwrap_or(0);
                (0..sides).filter(|&s| side_pips(s) == fewest).collect()
            }
        };
        match winners.as_slice() {
            [winner] => {
                let others: Vec<usize> = (0..sides).filter(|s| s != winner).collect();
                let (raw, rounded) = amount(*winner, &others);
                settlement.raw = raw;
                settlement.rounded = rounded;
                settlement.awards[*winner] = rules.to_scale(rounded);
                settlement.winners = winners.clone();
            }
            [a, b] if sides == 3 => {
                // Three players, two tied: they split the third's rounded pips, each share rounded
                // down to the unit (RULES.md §4, [D]).
                let third = (0..3).find(|s| s != a && s != b).expect("three sides");
                let (raw, rounded) = amount(*a, &[third]);
                let unit = rules.variant.unit() as i32;
                let share = (rounded / 2).div_euclid(unit) * unit;
                settlement.raw = raw;
                settlement.rounded = rounded;
                settlement.awards[*a] = rules.to_scale(share);
                settlement.awards[*b] = rules.to_scale(share);
                settlement.winners = winners.clone();
            }
            _ => {}
        }
        settlement
    }
}

/// A match: its setup and its events, with an undo cursor. The single source of truth for saves,
/// history and export; the state is [`MatchLog::game`], the fold of the events before the cursor.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchLog {
    /// Players and rules.
    pub setup: Setup,
    /// Every event entered, including undone ones after the cursor.
    pub events: Vec<Event>,
    /// How many events are in effect; undo moves it back, redo forward.
    pub cursor: usize,
}

impl MatchLog {
    /// A match with no events.
    ///
    /// # Errors
    /// The setup's problem ([`Setup::validate`]).
    pub fn new(setup: Setup) -> Result<MatchLog, String> {
        setup.validate()?;
        Ok(MatchLog {
            setup,
            events: Vec::new(),
            cursor: 0,
        })
    }

    /// The state after the events before the cursor.
    ///
    /// # Errors
    /// The first event that breaks the rules, with its index (only for a corrupted event list).
    pub fn state(&self) -> Result<MatchState, (usize, EventError)> {
        self.fold(|_, _| {})
    }

    /// Folds the events before the cursor, calling `each` with every event and the state just
    /// after it (for views that follow the match event by event: logs, score races).
    ///
    /// # Errors
    /// As [`MatchLog::game`].
    pub fn fold(
        &self,
        mut each: impl FnMut(&Event, &MatchState),
    ) -> Result<MatchState, (usize, EventError)> {
        // A setup read from a file is checked before any event is folded over it.
        if let Err(why) = self.setup.validate() {
            return Err((0, EventError::Setup(why)));
        }
        let mut game = MatchState::new(self.setup.clone());
        for (i, event) in self.active_events().iter().enumerate() {
            game.apply(event).map_err(|e| (i, e))?;
            each(event, &game);
        }
        Ok(game)
    }

    /// The events in effect.
    #[must_use]
    pub fn active_events(&self) -> &[Event] {
        &self.events[..self.cursor.min(self.events.len())]
    }

    /// Checks `event` against the current state and appends it, cutting any undone tail.
    ///
    /// # Errors
    /// [`EventError`]; the match is unchanged.
    pub fn push(&mut self, event: Event) -> Result<MatchState, EventError> {
        let mut game = self.state().map_err(|(_, e)| e)?;
        game.apply(&event)?;
        self.events.truncate(self.cursor);
        self.events.push(event);
        self.cursor = self.events.len();
        Ok(game)
    }

    /// Steps back one event; `false` at the start of the match.
    pub fn undo(&mut self) -> bool {
        if self.cursor == 0 {
            return false;
        }
        self.cursor -= 1;
        true
    }

    /// Steps forward over an undone event; `false` when there is none.
    pub fn redo(&mut self) -> bool {
        if self.cursor >= self.events.len() {
            return false;
        }
        self.cursor += 1;
        true
    }

    /// The event undo would take back.
    #[must_use]
    pub fn last_event(&self) -> Option<&Event> {
        self.cursor.checked_sub(1).and_then(|i| self.events.get(i))
    }

    /// The event redo would bring back.
    #[must_use]
    pub fn next_event(&self) -> Option<&Event> {
        self.events.get(self.cursor)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(s: &str) -> Tile {
        s.parse().unwrap()
    }

    fn two_player() -> MatchState {
        let mut game = MatchState::new(Setup::new(
            vec!["Ana".into(), "Ben".into()],
            Variant::AllFives,
        ));
        game.apply(&Event::HandStarted { leader: None }).unwrap();
        game
    }

    fn place(
        game: &mut MatchState,
        player: usize,
        tile: &str,
        on: Option<&str>,
    ) -> Result<(), EventError> {
        game.apply(&Event::TilePlaced {
            player,
            tile: t(tile),
            on: on.map(t),
        })
    }

    #[test]
    fn rules_card_hand_scores_10_and_15() {
        let mut game = two_player();
        place(&mut game, 0, "5-5", None).unwrap();
        assert_eq!(game.scores(), &[10, 0]);
        place(&mut game, 1, "5-0", Some("5-5")).unwrap();
        place(&mut game, 0, "5-3", Some("5-5")).unwrap();
        place(&mut game, 1, "5-2", Some("5-5")).unwrap();
        let play = game.hand().unwrap().last_play.clone().unwrap();
        assert_eq!((play.terms, play.total, play.points), (vec![0, 3, 2], 5, 5));
        place(&mut game, 0, "5-6", Some("5-5")).unwrap();
        assert_eq!(game.scores(), &[10, 15]);
        assert_eq!(game.hand().unwrap().tiles, vec![6, 7]);
        assert_eq!(game.hand().unwrap().boneyard, 10);
    }

    #[test]
    fn turn_draw_and_pass_rules() {
        let mut game = two_player();
        assert_eq!(
            game.apply(&Event::TilesDrawn {
                player: 0,
                count: 1
            }),
            Err(EventError::LeadFirst)
        );
        place(&mut game, 0, "6-6", None).unwrap();
        let before = game.clone();
        let err = place(&mut game, 0, "6-1", None).unwrap_err();
        assert_eq!(err.to_string(), "it is Ben's turn, not Ana's");
        assert_eq!(game, before);
        assert_eq!(
            game.apply(&Event::TilesDrawn {
                player: 1,
                count: 0
            }),
            Err(EventError::DrawZero)
        );
        assert_eq!(
            game.apply(&Event::Passed { player: 1 }),
            Err(EventError::PassWhileDrawable { available: 10 })
        );
        assert_eq!(
            game.apply(&Event::TilesDrawn {
                player: 1,
                count: 11
            }),
            Err(EventError::DrawTooMany {
                asked: 11,
                available: 10
            })
        );
        game.apply(&Event::TilesDrawn {
            player: 1,
            count: 10,
        })
        .unwrap();
        assert_eq!(game.hand().unwrap().tiles, vec![8, 19]);
        game.apply(&Event::Passed { player: 1 }).unwrap();
        game.apply(&Event::Passed { player: 0 }).unwrap();
        assert_eq!(game.hand().unwrap().end, Some(HandEnd::Blocked));
        assert_eq!(game.missing_holds(), vec![0, 1]);
        assert_eq!(
            game.apply(&Event::Tallied),
            Err(EventError::MissingHolds {
                player: "Ana".into()
            })
        );
    }

    /// A finished two-player hand with Ana holding `ana` pips and Ben `ben`, settled under `rule`.
    fn blocked(players: &[&str], rule: EndOfHand, pips: &[u32]) -> MatchState {
        let mut setup = Setup::new(
            players.iter().map(|s| s.to_string()).collect(),
            Variant::AllFives,
        );
        setup.rules.end_of_hand = rule;
        setup.rules.deal = super::super::rules::Deal::Each(2);
        let n = players.len();
        let mut game = MatchState::new(setup);
        game.apply(&Event::HandStarted { leader: None }).unwrap();
        place(&mut game, 0, "0-0", None).unwrap();
        let drawable = game.hand().unwrap().boneyard;
        game.apply(&Event::TilesDrawn {
            player: 1,
            count: drawable,
        })
        .unwrap();
        for p in (1..n).chain(std::iter::once(0)) {
            game.apply(&Event::Passed { player: p }).unwrap();
        }
        for (p, &n) in pips.iter().enumerate() {
            game.apply(&Event::HandRevealed {
                player: p,
                holds: Holds::Pips(n),
            })
            .unwrap();
        }
        game.apply(&Event::Tallied).unwrap();
        game
    }

    #[test]
    fn end_of_hand_rules_on_the_same_hands() {
        // Blocked, Ana holds 3, Ben 13 and (3 players) Cy 3+3 = 6.
        let g = blocked(&["Ana", "Ben"], EndOfHand::Opponents, &[3, 13]);
        assert_eq!(g.scores(), &[15, 0]);
        let g = blocked(&["Ana", "Ben"], EndOfHand::Difference, &[3, 13]);
        assert_eq!(g.scores(), &[10, 0]);
        let g = blocked(&["Ana", "Ben"], EndOfHand::Own, &[3, 13]);
        assert_eq!(g.scores(), &[-5, -15]);
        let g = blocked(&["Ana", "Ben", "Cy"], EndOfHand::Opponents, &[1, 3, 3]);
        assert_eq!(g.scores(), &[5, 0, 0], "opponents: 3 + 3 = 6 -> 5");
        let g = blocked(&["Ana", "Ben", "Cy"], EndOfHand::OpponentsEach, &[1, 3, 3]);
        assert_eq!(g.scores(), &[10, 0, 0], "opponents-each: 5 + 5");
        // Ties: nobody with two players; a split with three, rounded down to 5.
        let g = blocked(&["Ana", "Ben"], EndOfHand::Opponents, &[4, 4]);
        assert_eq!(g.scores(), &[0, 0]);
        let g = blocked(&["Ana", "Ben", "Cy"], EndOfHand::Opponents, &[4, 4, 13]);
        assert_eq!(g.scores(), &[5, 5, 0], "15 split is 5 each");
        let g = blocked(&["Ana", "Ben", "Cy"], EndOfHand::Opponents, &[4, 4, 4]);
        assert_eq!(g.scores(), &[0, 0, 0], "three-way tie");
        let g = blocked(&["Ana", "Ben", "Cy"], EndOfHand::Difference, &[4, 4, 24]);
        assert_eq!(g.scores(), &[10, 10, 0], "round5(24 - 4) = 20 split");
    }

    #[test]
    fn hands_shown_as_tiles_round_as_the_rules_card_says() {
        // RULES.md §4: [6-4] [2-1] = 13 -> 15; [1-2] -> 5; [1-1] -> 0.
        let rules = Rules::preset(Variant::AllFives, 2);
        let pips =
            |tiles: &[&str]| Holds::Tiles(tiles.iter().map(|s| t(s)).collect()).pips() as i32;
        assert_eq!(pips(&["6-4", "2-1"]), 13);
        assert_eq!(rules.round(pips(&["6-4", "2-1"])), 15);
        assert_eq!(rules.round(pips(&["1-2"])), 5);
        assert_eq!(rules.round(pips(&["1-1"])), 0);
        // Ben blocked with [6-4] [2-1] against Ana's [0-0]: Ana scores 15.
        let g = blocked(&["Ana", "Ben"], EndOfHand::Opponents, &[0, 13]);
        assert_eq!(g.scores(), &[15, 0]);
        let s = g.last_settlement().unwrap();
        assert_eq!((s.raw, s.rounded, s.winners.clone()), (13, 15, vec![0]));
    }

    #[test]
    fn teams_sum_their_pips() {
        let g = blocked(
            &["Ana", "Ben", "Cy", "Di"],
            EndOfHand::Opponents,
            &[1, 2, 3, 9],
        );
        // Ana & Cy 4, Ben & Di 11: Ana & Cy score round5(11) = 10.
        assert_eq!(g.scores(), &[10, 0]);
        let g = blocked(&["Ana", "Ben", "Cy", "Di"], EndOfHand::Own, &[3, 0, 3, 0]);
        assert_eq!(g.scores(), &[-5, 0], "own: 3 + 3 -> 5");
    }

    #[test]
    fn exact_target_refuses_a_passing_score() {
        let mut setup = Setup::new(vec!["Ana".into(), "Ben".into()], Variant::AllFives);
        setup.rules.target = 15;
        setup.rules.exact_target = true;
        let mut game = MatchState::new(setup);
        game.apply(&Event::HandStarted { leader: None }).unwrap();
        place(&mut game, 0, "5-5", None).unwrap(); // 10
        place(&mut game, 1, "5-0", Some("5-5")).unwrap(); // 10 + 0
        assert_eq!(game.scores(), &[10, 10]);
        place(&mut game, 0, "0-0", Some("5-0")).unwrap(); // 10 + 0 = 10: 20 would pass 15
        assert_eq!(game.scores(), &[10, 10]);
        assert_eq!(game.winner(), None);
        place(&mut game, 1, "5-2", Some("5-5")).unwrap(); // 0 + 2 = 2
        place(&mut game, 0, "0-3", Some("0-0")).unwrap(); // 2 + 3 = 5: exactly 15
        assert_eq!(game.scores(), &[15, 10]);
        assert_eq!(game.winner(), Some(0));
        let err = place(&mut game, 1, "2-2", Some("5-2")).unwrap_err();
        assert_eq!(err.to_string(), "the match is over: Ana won");
    }

    #[test]
    fn undo_redo_and_cut() {
        let mut m = MatchLog::new(Setup::new(
            vec!["Ana".into(), "Ben".into()],
            Variant::AllFives,
        ))
        .unwrap();
        m.push(Event::HandStarted { leader: Some(0) }).unwrap();
        m.push(Event::TilePlaced {
            player: 0,
            tile: t("5-5"),
            on: None,
        })
        .unwrap();
        assert_eq!(m.state().unwrap().scores(), &[10, 0]);
        assert!(m.undo());
        assert_eq!(m.state().unwrap().scores(), &[0, 0]);
        assert!(m.redo());
        assert_eq!(m.state().unwrap().scores(), &[10, 0]);
        assert!(m.undo());
        m.push(Event::TilePlaced {
            player: 0,
            tile: t("6-4"),
            on: None,
        })
        .unwrap();
        assert!(!m.redo());
        assert_eq!(m.events.len(), 2);
        assert_eq!(m.state().unwrap().scores(), &[10, 0]);
        assert!(
            m.push(Event::TilePlaced {
                player: 0,
                tile: t("4-4"),
                on: None
            })
            .is_err()
        );
        assert_eq!(m.events.len(), 2);
        // The lead goes to the named leader only.
        let mut m = MatchLog::new(Setup::new(
            vec!["Ana".into(), "Ben".into()],
            Variant::AllFives,
        ))
        .unwrap();
        m.push(Event::HandStarted { leader: Some(1) }).unwrap();
        let err = m
            .push(Event::TilePlaced {
                player: 0,
                tile: t("5-5"),
                on: None,
            })
            .unwrap_err();
        assert_eq!(err.to_string(), "Ben leads this hand, not Ana");
    }
}
