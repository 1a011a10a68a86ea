//! Head-to-head: how two players, or two sides of partners, did against each other in the
//! finished matches where they sat on different sides. Points are raw (each match's scale
//! undone: RULES.md §5), so matches played ÷5 and in points add up.

use chrono::{DateTime, Local};

use super::{Played, ordered};
use crate::engine::Variant;
use crate::engine::{Seat, Side};

/// How many of the latest meetings [`HeadToHead::last`] keeps.
pub const LAST_MEETINGS: usize = 5;

/// One player, or partners: the names a side must hold.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Party {
    /// One name, or the partners' names.
    pub names: Vec<String>,
}

impl Party {
    /// A party from `Ana` or `Ana & Cy` (the way a side is named).
    #[must_use]
    pub fn parse(text: &str) -> Party {
        Party {
            names: text
                .split('&')
                .map(str::trim)
                .filter(|n| !n.is_empty())
                .map(str::to_string)
                .collect(),
        }
    }

    /// The party's name as a side is named: `Ana` or `Ana & Cy`.
    #[must_use]
    pub fn name(&self) -> String {
        self.names.join(" & ")
    }

    /// The side of `played` that holds every name of the party.
    fn side_in(&self, played: &Played<'_>) -> Option<Side> {
        let setup = &played.summary.setup;
        let seats: Option<Vec<Seat>> = self.names.iter().map(|n| setup.player_index(n)).collect();
        let seats = seats?;
        let side = setup.side_of(*seats.first()?);
        seats
            .iter()
            .all(|&s| setup.side_of(s) == side)
            .then_some(side)
    }
}

/// One meeting of the two parties.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Meeting {
    /// The match id.
    pub id: String,
    /// When it started.
    pub created: DateTime<Local>,
    /// 0: the first party won, 1: the second, `None`: a third side won.
    pub winner: Option<usize>,
    /// Each party's score, raw points.
    pub points: [i64; 2],
}

impl Meeting {
    /// The winner's lead over the loser, raw points (negative when a third side won and the
    /// first party trails).
    #[must_use]
    pub fn margin(&self) -> i64 {
        match self.winner {
            Some(1) => self.points[1] - self.points[0],
            _ => self.points[0] - self.points[1],
        }
    }
}

/// Two parties against each other.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HeadToHead {
    /// The two parties, as asked.
    pub parties: [Party; 2],
    /// Finished matches where they sat on different sides.
    pub matches: u32,
    /// Matches each party won.
    pub wins: [u32; 2],
    /// Matches a third side won (three or four players alone).
    pub others: u32,
    /// Each party's points over those matches, raw points; one's points for are the other's
    /// against.
    pub points: [i64; 2],
    /// Each party's biggest win over the other (the largest margin; the latest of equal ones).
    pub biggest: [Option<Meeting>; 2],
    /// The latest [`LAST_MEETINGS`] meetings, newest first.
    pub last: Vec<Meeting>,
}

/// `a` against `b` over the finished matches of `matches` (of `variant` only, when given).
#[must_use]
pub fn head_to_head(
    matches: &[Played<'_>],
    a: &Party,
    b: &Party,
    variant: Option<Variant>,
) -> HeadToHead {
    let mut h = HeadToHead {
        parties: [a.clone(), b.clone()],
        matches: 0,
        wins: [0, 0],
        others: 0,
        points: [0, 0],
        biggest: [None, None],
        last: Vec::new(),
    };
    let mut meetings = Vec::new();
    for played in ordered(matches, variant) {
        let (Some(side_a), Some(side_b)) = (a.side_in(&played), b.side_in(&played)) else {
            continue;
        };
        if side_a == side_b {
            continue;
        }
        let s = played.summary;
        let winner = match s.winner {
            Some(w) if w == side_a => Some(0),
            Some(w) if w == side_b => Some(1),
            _ => None,
        };
        let meeting = Meeting {
            id: played.id.to_string(),
            created: s.created,
            winner,
            points: [s.points(side_a), s.points(side_b)],
        };
        h.matches += 1;
        match winner {
            Some(w) => {
                h.wins[w] += 1;
                let bigger = h.biggest[w]
                    .as_ref()
                    .is_none_or(|best| meeting.margin() >= best.margin());
                if bigger {
                    h.biggest[w] = Some(meeting.clone());
                }
            }
            None => h.others += 1,
        }
        h.points[0] += meeting.points[0];
        h.points[1] += meeting.points[1];
        meetings.push(meeting);
    }
    h.last = meetings.into_iter().rev().take(LAST_MEETINGS).collect();
    h
}
