//! The history as CSV: one row per player per hand, for a spreadsheet (the README names the
//! columns). Only counted matches are written (no conflict copy or duplicate), oldest first;
//! scores are in each match's scale, a play's size in raw points.

use std::io::Write;

use super::history::{History, MatchEntry};
use super::load;
use super::summary::tally_hands;
use crate::engine::HandEnd;
use crate::engine::Seat;

/// The header row, in order.
pub const COLUMNS: [&str; 22] = [
    "match",
    "date",
    "variant",
    "scale",
    "target",
    "hand",
    "player",
    "seat",
    "side",
    "placements",
    "scoring_placements",
    "play_points",
    "best_play",
    "drew",
    "passes",
    "muggins_won",
    "muggins_lost",
    "held_pips",
    "hand_end",
    "dominoed",
    "award",
    "score",
];

/// Writes the header and one row per player per hand of every counted match in `history`
/// (files are read again; one that no longer loads is left out). Returns the rows written.
///
/// # Errors
/// The CSV or I/O error.
pub fn write(history: &History, out: impl Write) -> Result<usize, ::csv::Error> {
    let mut csv = ::csv::Writer::from_writer(out);
    csv.write_record(COLUMNS)?;
    let mut rows = 0;
    for entry in in_order(history) {
        rows += write_match(&mut csv, entry)?.unwrap_or(0);
    }
    csv.flush()?;
    Ok(rows)
}

/// The counted matches of `history` in the CSV's order: oldest first, by start, then id.
#[must_use]
pub fn in_order(history: &History) -> Vec<&MatchEntry> {
    let mut matches: Vec<&MatchEntry> = history.counted().collect();
    matches.sort_by(|a, b| {
        a.summary
            .created
            .cmp(&b.summary.created)
            .then_with(|| a.id.cmp(&b.id))
    });
    matches
}

/// Writes the rows of one match (no header), read again from its file: the number of rows, or
/// `None` when the file no longer loads (it is left out).
///
/// # Errors
/// The CSV or I/O error.
pub fn write_match<W: Write>(
    csv: &mut ::csv::Writer<W>,
    entry: &MatchEntry,
) -> Result<Option<usize>, ::csv::Error> {
    let Ok(save) = load(&entry.path) else {
        return Ok(None);
    };
    let mut rows = 0;
    let setup = save.log.setup();
    let rules = &setup.rules;
    let date = save
        .created
        .to_rfc3339_opts(chrono::SecondsFormat::Secs, false);
    for hand in tally_hands(&save.log) {
        for (seat, p) in hand.players.iter().enumerate() {
            let side = setup.side_of(Seat(seat));
            let end = match hand.end {
                Some(HandEnd::Domino { .. }) => "domino",
                Some(HandEnd::Blocked) => "blocked",
                None => "",
            };
            let award = hand.awards.get(side.index()).map(ToString::to_string);
            let row: [String; 22] = [
                entry.id.clone(),
                date.clone(),
                rules.variant.keyword().into(),
                rules.scale.keyword().into(),
                rules.target.to_string(),
                hand.number.to_string(),
                setup.players[seat].clone(),
                (seat + 1).to_string(),
                setup.side_name(side),
                p.placements.to_string(),
                p.scoring.to_string(),
                p.play_points.to_string(),
                p.best_play.to_string(),
                p.drew.to_string(),
                p.passes.to_string(),
                p.muggins_won.to_string(),
                p.muggins_lost.to_string(),
                p.held.map(|n| n.to_string()).unwrap_or_default(),
                end.into(),
                if p.dominoed { "yes" } else { "no" }.into(),
                award.unwrap_or_default(),
                hand.scores
                    .get(side.index())
                    .map(ToString::to_string)
                    .unwrap_or_default(),
            ];
            csv.write_record(&row)?;
            rows += 1;
        }
    }
    Ok(Some(rows))
}
