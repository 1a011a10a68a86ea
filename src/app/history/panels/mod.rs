//! The history screen's panels: the listing of matches, the players' statistics, a match
//! replayed with its charts, the club page and its rating plot.

pub mod charts;
pub mod club;
pub mod club_plot;
pub mod listing;
pub mod replay;
pub mod stats;
