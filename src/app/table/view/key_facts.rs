//! What the table's keys may enter now ([`KeyFacts`]), from the state entries go to (the match,
//! or the moment before the entry being changed): who may lead, whose pip totals the end of a
//! hand asks for, what the muggins keys open, what a draw may take (RULES.md §2, §4, §6). The
//! keys (`table::keys`) read it from the table view and never the match.

use crate::engine::{MatchState, MugginsRule, Seat};

/// What the keys may enter now, as the engine has it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct KeyFacts {
    /// Where the match stands for the keys.
    pub phase: KeyPhase,
    /// How many players are seated (the seat numbers `1` to this lead or call).
    pub players: usize,
    /// The muggins rule is on (RULES.md §6): `N`, `M` and `C` are the window's keys.
    pub muggins: bool,
    /// The last placement's muggins window is open (the rule on, a placement pending).
    pub window_open: bool,
    /// *No call* (`C`) may close it now: the hand is still played (at its end the settlement
    /// closes it).
    pub no_call: bool,
    /// Every score one play can make (match scale): what the announcement digits may say.
    pub pad: Vec<i32>,
    /// The variant draws from a boneyard (`D` draws; else `D` is refused).
    pub drawing: bool,
    /// How many tiles the player to play may draw now (the reserve kept back, RULES.md §2).
    pub drawable: u8,
}

/// Where the match stands for the keys.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum KeyPhase {
    /// No match, or the match is won: the keys enter nothing.
    #[default]
    Closed,
    /// No hand is dealt, or the settled hand's next leader is not known: a seat number leads,
    /// `L` draws lots.
    Lead,
    /// The settled hand's next leader is known: Enter deals.
    NextLeader(Seat),
    /// A hand is played and somebody is to play.
    Play,
    /// The hand is over and not settled: the pip totals of `missing` are typed; `tiles` is how
    /// many tiles each seat holds.
    HandEnd {
        /// The players the settlement still needs, in the order they are asked.
        missing: Vec<Seat>,
        /// Each seat's tiles in hand, in seat order.
        tiles: Vec<u8>,
    },
    /// A hand is on the table, not over, and nobody is to play.
    Waiting,
}

/// [`KeyFacts`] of `entry`, the state entries go to.
#[must_use]
pub fn key_facts(entry: &MatchState) -> KeyFacts {
    let rules = entry.rules();
    let hand = entry.hand();
    let muggins = rules.muggins != MugginsRule::Off;
    let phase = if entry.winner().is_some() {
        KeyPhase::Closed
    } else {
        match hand {
            None => KeyPhase::Lead,
            Some(h) if h.settled => entry
                .next_leader()
                .map_or(KeyPhase::Lead, KeyPhase::NextLeader),
            Some(h) if h.end.is_some() => KeyPhase::HandEnd {
                missing: entry.missing_holds(),
                tiles: entry.setup().seated().map(|(p, _)| h.tiles[p]).collect(),
            },
            Some(h) if h.turn.is_some() => KeyPhase::Play,
            Some(_) => KeyPhase::Waiting,
        }
    };
    KeyFacts {
        phase,
        players: entry.setup().players.len(),
        muggins,
        window_open: muggins && hand.is_some_and(|h| h.pending.is_some()),
        no_call: entry.no_call_closes(),
        pad: rules.announcements(),
        drawing: rules.drawing(),
        drawable: hand.map_or(0, |h| h.drawable(rules)),
    }
}
