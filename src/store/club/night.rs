//! A club night: the tables of one evening, each laptop keeping its own match in the shared
//! saves folder. [`Night::of`] reads the folder's listing once and says what the board shows:
//! every match still in play with its live score, the night's finished matches, and the night's
//! standings (those `allfives standings --since DAY --until DAY` prints where no match began
//! after midnight: ratings carried in from every earlier match). Pure: the listing and the night's day are given, no clock is read.
//!
//! *The night* of a moment is its local date, except that until [`NIGHT_ENDS_AT`] in the
//! morning it is still the evening before ([`night_of`]): a board left on past midnight keeps
//! the evening's tables. A night's matches are those *started* in it: from [`NIGHT_ENDS_AT`] on
//! its date to [`NIGHT_ENDS_AT`] the next morning (local time), so a table that begins a match
//! after midnight is on the board with the others, and in the night's standings
//! ([`Period::night`]).
//!
//! What the board skips, it names ([`Skipped`]): a file that does not load (a half-written or
//! damaged file) and a sync tool's conflict copy or another copy of a listed match. Sync tools'
//! own temporary files (`.syncthing.*.tmp`) and hidden files are never listed at all.

use chrono::{DateTime, Local, NaiveDate};

use super::ratings::Ratings;
use super::standings::{Standing, standings};
use super::{Period, played};
use crate::store::history::{History, MatchEntry, Unreadable};

/// The hour (local time, 0–23) before which a moment still belongs to the evening before.
pub const NIGHT_ENDS_AT: u32 = 6;

/// The night's date for the local moment `now`: its date, or the day before until
/// [`NIGHT_ENDS_AT`] o'clock.
#[must_use]
pub fn night_of(now: DateTime<Local>) -> NaiveDate {
    // Any night's period turns its days at that hour.
    Period::night(now.date_naive(), NIGHT_ENDS_AT).day_of(&now)
}

/// A file the board leaves out, and why.
#[derive(Clone, Debug, PartialEq)]
pub enum Skipped {
    /// It does not load (a damaged or half-written file): the file, and why.
    Unreadable(Unreadable),
    /// Another copy of a listed match (a sync conflict copy): its id and the counted one's.
    Copy {
        /// The copy's id.
        id: String,
        /// The id of the match counted instead.
        of: String,
    },
}

/// What the board of one night shows, worked out once from a listing.
#[derive(Clone, Debug, PartialEq)]
pub struct Night {
    /// The night's date (local).
    pub day: NaiveDate,
    /// The night's matches with no winner yet, the one changed last first: each table in play.
    pub in_play: Vec<MatchEntry>,
    /// The night's finished matches, the one finished last first.
    pub finished: Vec<MatchEntry>,
    /// The night's standings, best rating first: the rows `allfives standings --since DAY
    /// --until DAY` prints (every game rated together, as it does without `--variant`), over
    /// the night's matches (those begun after midnight too).
    pub standings: Vec<Standing>,
    /// The files left out, and why: the unreadable ones (any night's: a file that does not
    /// load has no date), then the night's copies.
    pub skipped: Vec<Skipped>,
}

impl Night {
    /// The board of the night `day` from `history` (a listing of the shared saves folder).
    #[must_use]
    pub fn of(history: &History, day: NaiveDate) -> Night {
        let period = Period::night(day, NIGHT_ENDS_AT);
        let tonight = |m: &&MatchEntry| period.contains(&m.summary.created);
        // The listing is newest change first; both lists keep that order.
        let (finished, in_play): (Vec<MatchEntry>, Vec<MatchEntry>) = history
            .counted()
            .filter(tonight)
            .cloned()
            .partition(|m| m.summary.finished());
        let matches = played(history.counted());
        let ratings = Ratings::of(&matches, None);
        let mut skipped: Vec<Skipped> = history
            .unreadable
            .iter()
            .map(|u| Skipped::Unreadable(u.clone()))
            .collect();
        skipped.extend(history.matches.iter().filter(tonight).filter_map(|m| {
            m.copy_of.as_ref().map(|c| Skipped::Copy {
                id: m.id.clone(),
                of: c.id.clone(),
            })
        }));
        Night {
            day,
            in_play,
            finished,
            standings: standings(&ratings, &period),
            skipped,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    #[test]
    fn the_night_turns_at_six_in_the_morning() {
        let at = |d: u32, h: u32, m: u32| Local.with_ymd_and_hms(2026, 3, d, h, m, 0).unwrap();
        let day = |d: u32| NaiveDate::from_ymd_opt(2026, 3, d).unwrap();
        assert_eq!(night_of(at(6, 21, 30)), day(6));
        assert_eq!(night_of(at(7, 1, 15)), day(6));
        assert_eq!(night_of(at(7, 5, 59)), day(6));
        assert_eq!(night_of(at(7, 6, 0)), day(7));
    }
}
