//! The club: ratings, head-to-head and standings across the history, as pure functions over the
//! listing's match summaries (no egui, no files). Nothing is kept: every number is recomputed from
//! the match files' summaries whenever the listing changes, so the files stay the truth.
//!
//! What counts is a *played* match ([`played`]): finished (it has a winner) and no other file's
//! copy (a sync conflict copy or a duplicate never counts twice). Every function orders the
//! matches itself by start time, then content ([`ordered`]), so the same files give the same
//! numbers whatever order they were read in and whatever folder they are in.
//!
//! - [`ratings`]: one rating per player (Weng-Lin, from the skillratings crate), match by match.
//! - [`h2h`]: two players or two sides against each other.
//! - [`standings`]: a period's table (played, won, points per hand, rating and its change) and
//!   its CSV.

pub mod h2h;
pub mod night;
pub mod ratings;
pub mod standings;

use chrono::{DateTime, Datelike, Local, NaiveDate};

use super::history::MatchEntry;
use super::summary::Summary;
use crate::engine::Variant;

/// A match as the club reads it: its id (the file name without `.ron`) and its summary.
#[derive(Clone, Copy, Debug)]
pub struct Played<'a> {
    /// The match id.
    pub id: &'a str,
    /// What the match amounts to.
    pub summary: &'a Summary,
}

/// The listed matches that count for the club: counted (no copy) and finished.
#[must_use]
pub fn played<'a>(entries: impl IntoIterator<Item = &'a MatchEntry>) -> Vec<Played<'a>> {
    entries
        .into_iter()
        .filter(|m| m.counted() && m.summary.finished())
        .map(|m| Played {
            id: &m.id,
            summary: &m.summary,
        })
        .collect()
}

/// The finished matches of `matches` (of `variant` only, when given), oldest first: by start
/// time, then by what every copy of a match shares, its content ([`content_key`]), and only then
/// by id. The order ratings are computed in: the same files give the same order in every folder,
/// whatever their ids (random letters) and whatever order they were read in. Two matches that
/// still tie started at the same moment with the same players in the same seats, the same
/// rules and the same result, so they move every rating the same way in either order.
#[must_use]
pub fn ordered<'a>(matches: &[Played<'a>], variant: Option<Variant>) -> Vec<Played<'a>> {
    let mut kept: Vec<Played<'a>> = matches
        .iter()
        .filter(|m| m.summary.finished())
        .filter(|m| variant.is_none_or(|v| v == m.summary.setup.rules.variant))
        .copied()
        .collect();
    kept.sort_by_key(|m| m.summary.created);
    // Matches that share a start (a club night's tables) are put in order by content; the key is
    // worked out only for them, so a history without shared starts pays nothing.
    let mut start = 0;
    while start < kept.len() {
        let created = kept[start].summary.created;
        let end = start
            + kept[start..]
                .iter()
                .take_while(|m| m.summary.created == created)
                .count();
        if end - start > 1 {
            kept[start..end].sort_by_cached_key(|m| (content_key(m.summary), m.id.to_string()));
        }
        start = end;
    }
    kept
}

/// What every copy of a match shares, as text that sorts: its players, teams and rules, the
/// events in effect, hands, scores, winner and each player's totals (RON). Neither the id nor
/// the file's times, name or note are in it: two folders holding the same match give the same
/// key.
#[must_use]
pub fn content_key(summary: &Summary) -> String {
    let shared = (
        &summary.setup,
        summary.events,
        summary.hands,
        &summary.scores,
        summary.winner,
        &summary.players,
    );
    ron::to_string(&shared).unwrap_or_default()
}

/// A span of days, both ends included, in local dates; an open end reaches the first or last
/// match.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Period {
    /// The first day (`None`: from the first match).
    pub from: Option<NaiveDate>,
    /// The last day (`None`: to the last match).
    pub to: Option<NaiveDate>,
    /// The hour (local, 0–23) a day begins at: 0 for calendar dates; a club night
    /// ([`Period::night`]) runs from its hour to the same hour the next morning.
    pub day_begins_at: u32,
}

impl Period {
    /// Every match.
    #[must_use]
    pub fn all_time() -> Period {
        Period::default()
    }

    /// The calendar month of `day`.
    #[must_use]
    pub fn month_of(day: NaiveDate) -> Period {
        let first = day.with_day(1).unwrap_or(day);
        let next = first
            .checked_add_months(chrono::Months::new(1))
            .unwrap_or(first);
        Period {
            from: Some(first),
            to: next.pred_opt(),
            day_begins_at: 0,
        }
    }

    /// From `from` on (a season that has not ended).
    #[must_use]
    pub fn since(from: NaiveDate) -> Period {
        Period {
            from: Some(from),
            to: None,
            day_begins_at: 0,
        }
    }

    /// One club night: `day` from `hour` (local) to the same hour the next morning (a match
    /// begun after midnight is the evening's).
    #[must_use]
    pub fn night(day: NaiveDate, hour: u32) -> Period {
        Period {
            from: Some(day),
            to: Some(day),
            day_begins_at: hour,
        }
    }

    /// The day a match started at `when` counts on: its local date, or the day before when it
    /// began before [`Period::day_begins_at`].
    #[must_use]
    pub fn day_of(&self, when: &DateTime<Local>) -> NaiveDate {
        (when.naive_local() - chrono::Duration::hours(i64::from(self.day_begins_at))).date()
    }

    /// Whether a match started at `when` falls in the period (its local date, or its night's).
    #[must_use]
    pub fn contains(&self, when: &DateTime<Local>) -> bool {
        let day = self.day_of(when);
        self.from.is_none_or(|f| day >= f) && self.to.is_none_or(|t| day <= t)
    }

    /// Whether `when` is before the period starts.
    #[must_use]
    pub fn is_before(&self, when: &DateTime<Local>) -> bool {
        self.from.is_some_and(|f| self.day_of(when) < f)
    }
}

/// Each side's place in a finished match, 1 for first: the winner is first, the others follow
/// by score (match scale), equal scores sharing a place (RULES.md §5 names the winner).
#[must_use]
pub fn places(scores: &[i32], winner: usize) -> Vec<usize> {
    (0..scores.len())
        .map(|side| {
            if side == winner {
                return 1;
            }
            let ahead = (0..scores.len())
                .filter(|&other| other != side && (other == winner || scores[other] > scores[side]))
                .count();
            ahead + 1
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_winner_is_first_and_equal_scores_share_a_place() {
        assert_eq!(places(&[250, 100], 0), vec![1, 2]);
        assert_eq!(places(&[180, 250, 120], 1), vec![2, 1, 3]);
        assert_eq!(places(&[100, 100, 250], 2), vec![2, 2, 1]);
        // A winner below another side's score (an exact target) is still first.
        assert_eq!(places(&[61, 64, 10], 0), vec![1, 2, 3]);
    }

    #[test]
    fn a_month_runs_from_its_first_to_its_last_day() {
        let day = NaiveDate::from_ymd_opt(2026, 2, 14).unwrap();
        let month = Period::month_of(day);
        assert_eq!(month.from, NaiveDate::from_ymd_opt(2026, 2, 1));
        assert_eq!(month.to, NaiveDate::from_ymd_opt(2026, 2, 28));
    }
}
