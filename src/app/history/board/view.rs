//! The club night board's view: the facts of a [`Night`] in one language's words, worked out
//! once per new night ([`BoardView::of`]). The window's board page draws it and the phones'
//! board link is sent it as JSON ([`board_states`]): both show the same board.

use serde::Serialize;

use crate::app::i18n::{Arg, I18n, Lang};
use crate::app::text::history::{game_text, outcome_text, players_text};
use crate::engine::Side;
use crate::store::club::night::{Night, Skipped};
use crate::store::history::MatchEntry;

use super::super::club::{STANDING_HEADS, standing_cells};

/// One side's live score.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SideScore {
    /// The side's name (a player, or two partners).
    pub side: String,
    /// Its score on the match's scale (RULES.md §5: ÷5 when the match keeps ÷5 scores).
    pub score: String,
}

/// One table's match on the board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BoardMatch {
    /// The match id (its file name without `.ron`).
    pub id: String,
    /// Who plays: `Ana, Ben, Cy` or `Ana & Cy – Ben & Di`, the match's name first.
    pub players: String,
    /// The game and its rules, with the target and scale (`… · to 61 (÷5)`).
    pub game: String,
    /// Each side's score, seat order.
    pub scores: Vec<SideScore>,
    /// In play: which hand (`Hand 3`); finished: the winner and the final scores.
    pub line: String,
}

/// The board in words.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BoardView {
    /// `en` or `ht`.
    pub lang: String,
    /// The page's title.
    pub title: String,
    /// Which night, and what a night is.
    pub night: String,
    /// The heading over the tables in play, with their count.
    pub in_play_head: String,
    /// Each table's match in play, the one changed last first.
    pub in_play: Vec<BoardMatch>,
    /// The heading over the finished matches, with their count.
    pub finished_head: String,
    /// The night's finished matches, the one finished last first.
    pub finished: Vec<BoardMatch>,
    /// The heading over the standings.
    pub standings_head: String,
    /// The standings' column names (the club page's and `allfives standings`').
    pub heads: Vec<String>,
    /// The standings' rows, best rating first, under [`BoardView::heads`].
    pub rows: Vec<Vec<String>>,
    /// Said where a list is empty.
    pub empty: String,
    /// The heading over the skipped files (empty when none is).
    pub skipped_head: String,
    /// Each file left out, and why.
    pub skipped: Vec<String>,
}

fn board_match(i18n: &I18n, m: &MatchEntry) -> BoardMatch {
    let s = &m.summary;
    let scores = Side::all(s.setup.sides())
        .map(|side| SideScore {
            side: s.setup.side_name(side),
            score: i18n.integer(i64::from(s.scores.get(side.index()).copied().unwrap_or(0))),
        })
        .collect();
    let line = if s.finished() {
        outcome_text(i18n, s)
    } else {
        i18n.tr("board-hand", &[("n", Arg::N(i64::from(s.hands.max(1))))])
    };
    BoardMatch {
        id: m.id.clone(),
        players: players_text(s),
        game: game_text(i18n, s),
        scores,
        line,
    }
}

fn skipped_text(i18n: &I18n, skipped: &Skipped) -> String {
    match skipped {
        Skipped::Unreadable(bad) => {
            let (path, why) = crate::app::status::load_error_reason(i18n, &bad.error);
            let file = path.file_name().map_or_else(
                || path.display().to_string(),
                |n| n.to_string_lossy().into_owned(),
            );
            i18n.tr(
                "board-skipped-unreadable",
                &[("file", Arg::S(&file)), ("why", Arg::S(&why))],
            )
        }
        Skipped::Copy { id, of } => i18n.tr(
            "board-skipped-copy",
            &[("file", Arg::S(id)), ("match", Arg::S(of))],
        ),
    }
}

impl BoardView {
    /// `night` in `i18n`'s words.
    #[must_use]
    pub fn of(i18n: &I18n, night: &Night) -> BoardView {
        let day = night.day.format("%Y-%m-%d").to_string();
        let count = |n: usize| Arg::N(n as i64);
        BoardView {
            lang: match i18n.lang() {
                Lang::En => "en",
                Lang::Ht => "ht",
            }
            .to_string(),
            title: i18n.t("board-title"),
            night: i18n.tr("board-night", &[("day", Arg::S(&day))]),
            in_play_head: i18n.tr("board-in-play", &[("n", count(night.in_play.len()))]),
            in_play: night.in_play.iter().map(|m| board_match(i18n, m)).collect(),
            finished_head: i18n.tr("board-finished", &[("n", count(night.finished.len()))]),
            finished: night
                .finished
                .iter()
                .map(|m| board_match(i18n, m))
                .collect(),
            standings_head: i18n.t("board-standings"),
            heads: STANDING_HEADS.iter().map(|(_, id)| i18n.t(id)).collect(),
            rows: night
                .standings
                .iter()
                .map(|row| standing_cells(i18n, row).to_vec())
                .collect(),
            empty: i18n.t("board-none"),
            skipped_head: if night.skipped.is_empty() {
                String::new()
            } else {
                i18n.tr("board-skipped", &[("n", count(night.skipped.len()))])
            },
            skipped: night
                .skipped
                .iter()
                .map(|s| skipped_text(i18n, s))
                .collect(),
        }
    }
}

/// The board of `night` as the phones' board link is sent it: its `BoardView` as JSON in
/// English and in Kreyòl.
#[must_use]
pub fn board_states(night: &Night) -> Vec<(String, std::sync::Arc<str>)> {
    [Lang::En, Lang::Ht]
        .into_iter()
        .map(|lang| {
            let view = BoardView::of(&I18n::new(lang), night);
            let json = serde_json::to_string(&view).unwrap_or_else(|_| "null".to_string());
            (view.lang, std::sync::Arc::from(json))
        })
        .collect()
}
