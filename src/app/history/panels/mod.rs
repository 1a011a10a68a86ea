//! The history screen's panels: the listing of matches, the players' statistics, a match
//! replayed with its charts, the club page and its rating plot.

pub mod board;
pub mod charts;
pub mod club;
pub mod club_plot;
pub mod listing;
pub mod replay;
pub mod stats;

use crate::app::panels::PanelCtx;

/// What the history's panels read of the app beyond the history itself.
#[derive(Clone, Copy, Debug)]
pub struct Around {
    /// Whether a match is in play (the screen offers to go back to it).
    pub has_match: bool,
}

/// What the history's panels draw with: they change nothing through it but the commands.
pub type HistoryCtx<'a> = PanelCtx<'a, (), Around>;
