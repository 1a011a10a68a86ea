//! Standings for a period: each player who played in it, with matches played and won, the win
//! rate, their side's raw points per hand, and their rating at the end of the period with how
//! much it moved over the period. Ratings run over the whole history (of the variant rated), so
//! a season's table starts from what the players brought into it.

use std::collections::HashMap;
use std::io::Write;

use super::Period;
use super::ratings::{PROVISIONAL_MATCHES, Rating, Ratings};

/// One player's line.
#[derive(Clone, Debug, PartialEq)]
pub struct Standing {
    /// The name.
    pub name: String,
    /// Finished matches played in the period.
    pub played: u32,
    /// Of those, matches their side won.
    pub won: u32,
    /// Hands dealt in those matches.
    pub hands: u32,
    /// Their side's scores added up, raw points (RULES.md §5).
    pub points: i64,
    /// The rating after their last match of the period.
    pub rating: Rating,
    /// The rating after their last match of the period minus the one they came in with,
    /// rating points.
    pub change: f64,
    /// Matches rated up to the end of the period (the history before it included).
    pub rated: u32,
}

impl Standing {
    /// Won ÷ played, 0–1.
    #[must_use]
    pub fn win_rate(&self) -> f64 {
        if self.played == 0 {
            0.0
        } else {
            f64::from(self.won) / f64::from(self.played)
        }
    }

    /// Raw points per hand dealt; 0 before a hand.
    #[must_use]
    pub fn points_per_hand(&self) -> f64 {
        if self.hands == 0 {
            0.0
        } else {
            self.points as f64 / f64::from(self.hands)
        }
    }

    /// Fewer than [`PROVISIONAL_MATCHES`] rated matches by the end of the period.
    #[must_use]
    pub fn provisional(&self) -> bool {
        self.rated < PROVISIONAL_MATCHES
    }
}

/// A column the standings sort by.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Column {
    /// The name, alphabetically.
    Player,
    /// Matches played.
    Played,
    /// Matches won.
    Won,
    /// Won ÷ played.
    WinRate,
    /// Raw points per hand.
    PointsPerHand,
    /// The rating at the end of the period.
    Rating,
    /// How much the rating moved.
    Change,
}

impl Column {
    /// Every column, in the table's order.
    pub const ALL: [Column; 7] = [
        Column::Player,
        Column::Played,
        Column::Won,
        Column::WinRate,
        Column::PointsPerHand,
        Column::Rating,
        Column::Change,
    ];

    fn compare(self, a: &Standing, b: &Standing) -> std::cmp::Ordering {
        match self {
            Column::Player => a.name.cmp(&b.name),
            Column::Played => a.played.cmp(&b.played),
            Column::Won => a.won.cmp(&b.won),
            Column::WinRate => a.win_rate().total_cmp(&b.win_rate()),
            Column::PointsPerHand => a.points_per_hand().total_cmp(&b.points_per_hand()),
            Column::Rating => a.rating.rating.total_cmp(&b.rating.rating),
            Column::Change => a.change.total_cmp(&b.change),
        }
    }
}

/// The standings of `period` from `ratings` (the matches it rated), best rating first.
#[must_use]
pub fn standings(ratings: &Ratings<'_>, period: &Period) -> Vec<Standing> {
    let mut rows: Vec<Standing> = Vec::new();
    let mut row_of: HashMap<&str, usize> = HashMap::new();
    let mut rated: HashMap<&str, u32> = HashMap::new();
    for rated_match in &ratings.timeline {
        let s = rated_match.played.summary;
        if !period.contains(&s.created) {
            if period.is_before(&s.created) {
                for change in &rated_match.changes {
                    *rated.entry(rated_match.name(change)).or_default() += 1;
                }
            }
            continue;
        }
        for change in &rated_match.changes {
            let name = rated_match.name(change);
            let count = rated.entry(name).or_default();
            *count += 1;
            let i = *row_of.entry(name).or_insert_with(|| {
                rows.push(Standing {
                    name: name.to_string(),
                    played: 0,
                    won: 0,
                    hands: 0,
                    points: 0,
                    rating: change.before,
                    change: 0.0,
                    rated: 0,
                });
                rows.len() - 1
            });
            let side = s.setup.side_of(change.seat);
            let row = &mut rows[i];
            row.played += 1;
            row.won += u32::from(s.winner == Some(side));
            row.hands += s.hands;
            row.points += s.points(side);
            row.change += change.after.rating - change.before.rating;
            row.rating = change.after;
            row.rated = *count;
        }
    }
    sort(&mut rows, Column::Rating, true);
    rows
}

/// Sorts `rows` by `column` (`descending`: high to low); ties by name.
pub fn sort(rows: &mut [Standing], column: Column, descending: bool) {
    rows.sort_by(|a, b| {
        let order = column.compare(a, b);
        let order = if descending { order.reverse() } else { order };
        order.then_with(|| a.name.cmp(&b.name))
    });
}

/// The CSV's header row, in order (the README explains each column).
pub const CSV_COLUMNS: [&str; 10] = [
    "player",
    "played",
    "won",
    "win_rate",
    "hands",
    "points",
    "points_per_hand",
    "rating",
    "deviation",
    "rating_change",
];

/// Writes the header and one row per line of `rows`, in their order: the win rate 0–1 to three
/// places, points per hand to one, ratings to two.
///
/// # Errors
/// The CSV or I/O error.
pub fn write_csv(rows: &[Standing], out: impl Write) -> Result<(), ::csv::Error> {
    let mut csv = ::csv::Writer::from_writer(out);
    csv.write_record(CSV_COLUMNS)?;
    for r in rows {
        csv.write_record([
            r.name.clone(),
            r.played.to_string(),
            r.won.to_string(),
            format!("{:.3}", r.win_rate()),
            r.hands.to_string(),
            r.points.to_string(),
            format!("{:.1}", r.points_per_hand()),
            format!("{:.2}", r.rating.rating),
            format!("{:.2}", r.rating.deviation),
            format!("{:+.2}", r.change),
        ])?;
    }
    csv.flush()?;
    Ok(())
}
