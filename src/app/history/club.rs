//! The club page of the history: its choices (the game, the period, the standings' sort, the
//! two players compared), the numbers worked out from the listing once per change of those (never
//! every frame: 10,000 matches), and what its buttons do (the standings CSV, a match card). The
//! numbers themselves are [`crate::store::club`]'s.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use chrono::NaiveDate;

use crate::app::history::{HistoryNote, NotExported};
use crate::app::i18n::{Arg, I18n};
use crate::card::Card;
use crate::engine::Side;
use crate::engine::Variant;
use crate::store::club::h2h::{HeadToHead, Party, head_to_head};
use crate::store::club::ratings::Ratings;
use crate::store::club::standings::{self, Column, Standing};
use crate::store::club::{Period, played};
use crate::store::history::History;
use crate::store::{self};

/// Which period the standings cover.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PeriodChoice {
    /// Every match.
    AllTime,
    /// The calendar month of today.
    ThisMonth,
    /// Between two typed dates.
    Season,
}

/// The standings' columns, in order: the column each heading sorts by and its words' id. The
/// club page and `allfives standings` head the table with them.
pub const STANDING_HEADS: [(Column, &str); 7] = [
    (Column::Player, "stats-player"),
    (Column::Played, "stats-played"),
    (Column::Won, "stats-won"),
    (Column::WinRate, "stats-win-rate"),
    (Column::PointsPerHand, "stats-per-hand"),
    (Column::Rating, "club-rating"),
    (Column::Change, "club-change"),
];

/// One standings row as the club page and `allfives standings` show it, under
/// [`STANDING_HEADS`]: the name, played, won, the win rate in whole percent (`45 %`), raw
/// points per hand to one place, the rating ± its deviation to one place (`27.6 ± 4.1`, with the
/// provisional mark `?` in `i18n`'s words while provisional) and its signed change (`+2.6`).
#[must_use]
pub fn standing_cells(i18n: &I18n, row: &Standing) -> [String; 7] {
    // `27.6 ± 4.1` (`27,6 ± 4,1` in Kreyòl), with `?` while provisional.
    let rating = format!(
        "{} ± {}",
        i18n.decimal(row.rating.rating, 1),
        i18n.decimal(row.rating.deviation, 1)
    );
    let rating = if row.provisional() {
        i18n.tr("club-provisional-mark", &[("rating", Arg::S(&rating))])
    } else {
        rating
    };
    // Always signed, with a true minus: `+10.4`, `−0.8`.
    let change = i18n.decimal(row.change, 1);
    let change = if change.starts_with('-') {
        crate::app::text::history::with_minus(change)
    } else {
        format!("+{change}")
    };
    [
        row.name.clone(),
        row.played.to_string(),
        row.won.to_string(),
        i18n.percent(Some(row.win_rate())),
        i18n.decimal(row.points_per_hand(), 1),
        rating,
        change,
    ]
}

/// One point of a player's rating line: after one of their matches, at the day it started.
#[derive(Clone, Debug, PartialEq)]
pub struct RatingPoint {
    /// When the match started, in days since 1970-01-01 at the table's clock (local time): the
    /// whole part is the day, the fraction the hour.
    pub day: f64,
    /// The rating after it, rating points.
    pub rating: f64,
    /// The match id (clicking the point opens it).
    pub id: String,
}

/// A player's rating over time.
#[derive(Clone, Debug, PartialEq)]
pub struct RatingSeries {
    /// The player.
    pub name: String,
    /// After each of their matches, oldest first.
    pub points: Vec<RatingPoint>,
}

/// What the page shows for its game and period.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ClubNumbers {
    /// The standings, best rating first.
    pub standings: Vec<Standing>,
    /// Each player's rating after each match (all periods: the line leads up to the period).
    pub series: Vec<RatingSeries>,
    /// Players and sides of partners, for the head-to-head menus.
    pub parties: Vec<String>,
}

/// Numbers worked out for a game, a period and a sort.
type Worked = (
    Option<Variant>,
    Option<Period>,
    (Column, bool),
    Arc<ClubNumbers>,
);

/// A head-to-head worked out for a pair, a game and a period (`None`: no pair chosen).
type Compared = (
    [Option<String>; 2],
    Option<Variant>,
    Option<Period>,
    Option<Arc<HeadToHead>>,
);

/// The club page's state.
#[derive(Clone, Debug)]
pub struct ClubView {
    /// The game rated (`None`: all together).
    pub variant: Option<Variant>,
    /// The standings' period.
    pub period: PeriodChoice,
    /// A season's first day as typed (`YYYY-MM-DD`).
    pub season_from: String,
    /// A season's last day as typed.
    pub season_to: String,
    /// The column the standings are sorted by.
    pub sort: Column,
    /// High to low.
    pub descending: bool,
    /// The two players or sides compared.
    pub pair: [Option<String>; 2],
    /// The numbers worked out last: for this game, period and sort.
    numbers: Option<Worked>,
    /// The head-to-head worked out last: for this pair and game.
    compared: Option<Compared>,
    /// Every player of the listing ([`History::players`]), whose colours every chart shares.
    roster: Option<Arc<Vec<String>>>,
}

impl Default for ClubView {
    fn default() -> ClubView {
        ClubView {
            variant: None,
            period: PeriodChoice::AllTime,
            season_from: String::new(),
            season_to: String::new(),
            sort: Column::Rating,
            descending: true,
            pair: [None, None],
            numbers: None,
            compared: None,
            roster: None,
        }
    }
}

impl ClubView {
    /// The period chosen, on `today`; `None` for a season whose dates do not read.
    #[must_use]
    pub fn period_on(&self, today: NaiveDate) -> Option<Period> {
        match self.period {
            PeriodChoice::AllTime => Some(Period::all_time()),
            PeriodChoice::ThisMonth => Some(Period::month_of(today)),
            PeriodChoice::Season => {
                let day = |t: &str| NaiveDate::parse_from_str(t.trim(), "%Y-%m-%d").ok();
                let from = day(&self.season_from);
                let to = day(&self.season_to);
                let typed = |t: &str| !t.trim().is_empty();
                let ok = (from.is_some() || !typed(&self.season_from))
                    && (to.is_some() || !typed(&self.season_to));
                ok.then_some(Period {
                    from,
                    to,
                    day_begins_at: 0,
                })
            }
        }
    }

    /// Forgets what was worked out: the listing changed.
    pub fn forget(&mut self) {
        self.numbers = None;
        self.compared = None;
        self.roster = None;
    }

    /// Every player of `listing` ([`History::players`], worked out once per listing): the club
    /// whose colours ([`crate::app::theme::club_colours`]) the rating chart, the replay's charts
    /// and the card share.
    pub fn roster(&mut self, listing: &History) -> Arc<Vec<String>> {
        self.roster
            .get_or_insert_with(|| Arc::new(listing.players()))
            .clone()
    }

    /// The standings (sorted as chosen), rating lines and parties of `listing` for the game and
    /// `period`, worked out again only when one of them changed (a new sort only sorts).
    pub fn numbers(&mut self, listing: &History, period: Option<Period>) -> Arc<ClubNumbers> {
        let sort = (self.sort, self.descending);
        match &mut self.numbers {
            Some(cached) if cached.0 == self.variant && cached.1 == period => {
                if cached.2 != sort {
                    let numbers = Arc::make_mut(&mut cached.3);
                    standings::sort(&mut numbers.standings, sort.0, sort.1);
                    cached.2 = sort;
                }
                cached.3.clone()
            }
            _ => {
                let mut numbers = work_out(listing, self.variant, period);
                standings::sort(&mut numbers.standings, sort.0, sort.1);
                let numbers = Arc::new(numbers);
                self.numbers = Some((self.variant, period, sort, numbers.clone()));
                numbers
            }
        }
    }

    /// The head-to-head of the two chosen parties in `listing`, once both are chosen: their
    /// matches that started in `period`, as the standings count them (none for a season whose
    /// dates do not read).
    pub fn compared(
        &mut self,
        listing: &History,
        period: Option<Period>,
    ) -> Option<Arc<HeadToHead>> {
        if let Some((pair, variant, within, h)) = &self.compared
            && *pair == self.pair
            && *variant == self.variant
            && *within == period
        {
            return h.clone();
        }
        let h = match (&self.pair, period) {
            ([Some(a), Some(b)], Some(period)) if a != b => {
                let mut matches = played(listing.counted());
                matches.retain(|m| period.contains(&m.summary.created));
                Some(Arc::new(head_to_head(
                    &matches,
                    &Party::parse(a),
                    &Party::parse(b),
                    self.variant,
                )))
            }
            _ => None,
        };
        self.compared = Some((self.pair.clone(), self.variant, period, h.clone()));
        h
    }
}

/// The page's numbers from scratch.
fn work_out(listing: &History, variant: Option<Variant>, period: Option<Period>) -> ClubNumbers {
    let matches = played(listing.counted());
    let ratings = Ratings::of(&matches, variant);
    let standings = period.map_or_else(Vec::new, |p| standings::standings(&ratings, &p));
    let mut series: Vec<RatingSeries> = ratings
        .players
        .iter()
        .map(|p| RatingSeries {
            name: p.name.clone(),
            points: Vec::new(),
        })
        .collect();
    let mut parties: Vec<String> = ratings.players.iter().map(|p| p.name.clone()).collect();
    parties.sort();
    for m in &ratings.timeline {
        let started = m.played.summary.created.naive_local().and_utc().timestamp();
        let day = started as f64 / 86_400.0;
        for change in &m.changes {
            let name = m.name(change);
            if let Some(line) = series.iter_mut().find(|s| s.name == name) {
                line.points.push(RatingPoint {
                    day,
                    rating: change.after.rating,
                    id: m.played.id.to_string(),
                });
            }
        }
        let setup = &m.played.summary.setup;
        if setup.teams.is_some() {
            for side in Side::all(setup.sides()) {
                let name = setup.side_name(side);
                if !parties.contains(&name) {
                    parties.push(name);
                }
            }
        }
    }
    ClubNumbers {
        standings,
        series,
        parties,
    }
}

impl super::HistoryView {
    /// Writes the standings as shown to `saves/exports/standings.csv` and says where.
    pub(crate) fn export_standings(&mut self, store: &store::Store) {
        let Some(listing) = &self.listing else {
            return;
        };
        let club = &mut self.club;
        let period = club.period_on(chrono::Local::now().date_naive());
        let rows = club.numbers(listing, period).standings.clone();
        let dir = store.dir().join("exports");
        let target = dir.join("standings.csv");
        let written = std::fs::create_dir_all(&dir)
            .and_then(|()| std::fs::File::create(&target))
            .map_err(NotExported::Io)
            .and_then(|file| {
                standings::write_csv(&rows, std::io::BufWriter::new(file))
                    .map_err(|e| NotExported::Io(std::io::Error::other(e)))
            });
        self.message = Some(written_note(target, written));
    }

    /// Draws the match card of `path` in the app's language to `saves/exports/ID-card.png`.
    pub(crate) fn save_card(&mut self, store: &store::Store, path: &Path, i18n: &I18n) {
        let id = path.file_stem().unwrap_or_default().to_string_lossy();
        let dir = store.dir().join("exports");
        let target = dir.join(format!("{id}-card.png"));
        // Each side in the colour the club page gives its name.
        let roster = match &self.listing {
            Some(listing) => self.club.roster(listing),
            None => Arc::default(),
        };
        let written = store::load(path)
            .map_err(NotExported::Load)
            .and_then(|save| Card::of(&save).map_err(NotExported::Card))
            .and_then(|card| {
                let words = crate::app::card::ClubCard {
                    i18n,
                    roster: &roster,
                };
                card.png(&words).map_err(NotExported::Card)
            })
            .and_then(|png| {
                std::fs::create_dir_all(&dir)
                    .and_then(|()| std::fs::write(&target, png))
                    .map_err(NotExported::Io)
            });
        self.message = Some(written_note(target, written));
    }
}

/// "Written to …" or why not.
fn written_note(target: PathBuf, written: Result<(), NotExported>) -> HistoryNote {
    match written {
        Ok(()) => HistoryNote::Written(target),
        Err(why) => HistoryNote::NotExported(why),
    }
}
