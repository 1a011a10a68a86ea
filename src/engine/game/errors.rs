//! Why the engine refuses something: an event ([`EventError`], with the muggins and holds
//! refusals it carries) or a setup ([`SetupError`]). Each `Display` is the English sentence the
//! record checker prints (RECORD.md "Checking"); the app words them itself.

use crate::engine::seat::Seat;
use std::fmt;

use super::setup::SetupError;
use crate::engine::layout::PlacementError;
use crate::engine::tile::Tile;

/// Why an announcement or a "Muggins!" call is refused (RULES.md §6; RECORD.md fine print).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MugginsError {
    /// No placement is open to announce or call (its window has closed).
    WindowClosed,
    /// A call after the last placement's window closed, and what closed it.
    TooLate { by: ClosedBy },
    /// Only the player who placed announces.
    NotPlacer { who: String, placer: String },
    /// One announcement per placement.
    AlreadyAnnounced { placer: String },
    /// An announcement after the call.
    AfterCall,
    /// A call before the placer's announcement (a number, or "said nothing"): the placer is
    /// still announcing (RULES.md §6). Its words say nothing of the count.
    StillAnnouncing { placer: String },
    /// The window closed (the hand settled, or *No call*) before the placer's announcement:
    /// at the table the calls open once it is entered and stay open until then (RULES.md §6).
    AnnounceFirst { placer: String },
    /// One call per placement.
    SecondCall { first: String },
    /// A call on one's own (`own`) or one's partner's placement.
    OwnSide { caller: String, own: bool },
    /// A call on a placement that scores nothing.
    ScoresNothing { placer: String },
    /// A call on a right announcement (`points` in the match's scale).
    RightAnnouncement { placer: String, points: i32 },
}

/// What closed a placement's muggins window (RULES.md §6): the entry that came after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClosedBy {
    /// The next placement.
    Placement,
    /// A draw by the next player.
    Draw,
    /// A pass (a knock) by the next player.
    Pass,
    /// *No call*: the table counted it (a tally in the middle of a hand).
    NoCall,
    /// The hand was settled (a tally after it ended).
    Settlement,
}

impl fmt::Display for ClosedBy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ClosedBy::Placement => "a placement came after it",
            ClosedBy::Draw => "a draw came after it",
            ClosedBy::Pass => "a pass came after it",
            ClosedBy::NoCall => "no call was said and it was counted",
            ClosedBy::Settlement => "the hand was settled",
        })
    }
}

impl MugginsError {
    /// Whether refusing a call for this reason answers with the count itself (a right
    /// announcement, a placement that scores nothing: RULES.md §6, "rejected with the
    /// arithmetic shown"), rather than for who called or when.
    #[must_use]
    pub fn answers_with_count(&self) -> bool {
        matches!(
            self,
            MugginsError::RightAnnouncement { .. } | MugginsError::ScoresNothing { .. }
        )
    }
}

impl fmt::Display for MugginsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MugginsError::WindowClosed => {
                f.write_str("there is no placement to announce or call: its window has closed")
            }
            MugginsError::TooLate { by } => write!(f, "too late to call muggins: {by}"),
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
            MugginsError::StillAnnouncing { placer } => {
                write!(f, "muggins refused: {placer} is still announcing")
            }
            MugginsError::AnnounceFirst { placer } => {
                write!(
                    f,
                    "{placer} announces first: Muggins! can be called until the count is credited"
                )
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

impl std::error::Error for MugginsError {}

/// Why what a player shows at the end of a hand is refused (RECORD.md "End of hand").
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HoldsError {
    /// The hand is still being played.
    BeforeEnd,
    /// The hand was already settled.
    AfterSettled,
    /// The player has already shown their tiles.
    Twice { name: String },
    /// A pip total above 12 per tile held. `most`: the most pips `has` of the tiles off the
    /// table can make together with what the others showed ([`crate::engine::Unseen::totals`]),
    /// `None` when no total can be met.
    TooManyPips {
        name: String,
        has: u8,
        pips: u32,
        most: Option<u32>,
    },
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
    /// A pip total that cannot be met together with what the others showed before it in the
    /// hand: no split of the tiles not on the table into the hands (as many tiles as each
    /// holds) and the boneyard (the reserve included) gives the player's `has` tiles `pips`
    /// pips while every other total is met (RECORD.md "End of hand").
    CannotHold {
        /// The player.
        name: String,
        /// How many tiles they hold.
        has: u8,
        /// The total shown (pips).
        pips: u32,
        /// Every total their tiles can hold with what the others showed, smallest first (pips).
        totals: Vec<u32>,
        /// Whether every other tile is in a hand already (the boneyard is empty and every
        /// other hand is shown), so that one total is left.
        rest_shown: bool,
    },
    /// Tiles shown that the pip totals shown before need: without them, those totals cannot be
    /// met (RECORD.md "End of hand").
    NeededByOthers {
        /// The player.
        name: String,
        /// The tiles shown.
        tiles: Vec<Tile>,
    },
}

impl fmt::Display for HoldsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HoldsError::BeforeEnd => f.write_str("holds before the hand has ended"),
            HoldsError::AfterSettled => f.write_str("holds after the hand was settled"),
            HoldsError::Twice { name } => write!(f, "{name} has already shown their tiles"),
            HoldsError::TooManyPips {
                name,
                has,
                pips,
                most,
            } => {
                let most = most.unwrap_or(super::MOST_PIPS_A_TILE * u32::from(*has));
                let tiles = if *has == 1 {
                    "1 tile".into()
                } else {
                    format!("{has} tiles")
                };
                write!(f, "{name} holds {tiles}: at most {most} pips, not {pips}")
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
            HoldsError::CannotHold {
                name,
                has,
                pips,
                totals,
                rest_shown,
            } => {
                let (tiles, they) = if *has == 1 {
                    ("tile".to_string(), "it holds")
                } else {
                    (format!("{has} tiles"), "they hold")
                };
                match totals.as_slice() {
                    [only] if *rest_shown => write!(
                        f,
                        "{name}'s {tiles} must hold {only} pips: every other tile is in a hand already"
                    ),
                    [] => write!(
                        f,
                        "{name}'s {tiles} cannot hold {pips} pips: what the others hold cannot be met"
                    ),
                    [min, .., max] if (max - min) as usize + 1 == totals.len() => write!(
                        f,
                        "{name}'s {tiles} cannot hold {pips} pips: with the tiles not on the table \
                         and what the others hold, {they} {min} to {max}"
                    ),
                    _ => write!(
                        f,
                        "{name}'s {tiles} cannot hold {pips} pips: with the tiles not on the table \
                         and what the others hold, {they} only {}",
                        list(totals)
                    ),
                }
            }
            HoldsError::NeededByOthers { name, tiles } => {
                let tiles: Vec<String> = tiles.iter().map(ToString::to_string).collect();
                write!(
                    f,
                    "{name} cannot hold {}: what the others hold needs some of those tiles",
                    tiles.join(" ")
                )
            }
        }
    }
}

impl std::error::Error for HoldsError {}

/// Pip totals as a list: `0, 2, 4`.
fn list(totals: &[u32]) -> String {
    let totals: Vec<String> = totals.iter().map(u32::to_string).collect();
    totals.join(", ")
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
    /// More tiles than can be drawn: `available` can, and `reserve` more stay in the boneyard
    /// by the house rule `boneyard-reserve`, never drawn (RULES.md §2).
    DrawTooMany {
        asked: u8,
        available: u8,
        reserve: u8,
    },
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
    UnknownPlayer(Seat),
    /// The players or rules are not a playable match: a hand cannot be dealt under them.
    Setup(SetupError),
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
            EventError::DrawTooMany {
                asked,
                available,
                reserve: 0,
            } => {
                write!(
                    f,
                    "cannot draw {asked}: only {available} can be drawn from the boneyard"
                )
            }
            EventError::DrawTooMany {
                asked,
                available,
                reserve,
            } => {
                let kept = if *reserve == 1 {
                    "tile".into()
                } else {
                    format!("{reserve} tiles")
                };
                write!(
                    f,
                    "cannot draw {asked}: only {available} can be drawn, because the house rule \
                     keeps the last {kept} in the boneyard, never drawn"
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
            EventError::UnknownPlayer(i) => write!(f, "there is no player {i}"),
            EventError::Setup(why) => write!(f, "the match cannot be played: {why}"),
        }
    }
}

impl std::error::Error for EventError {}
