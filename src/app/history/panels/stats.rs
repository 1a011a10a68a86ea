//! The players page of the history: each player's record across the counted matches
//! (no conflict copy or duplicate), filterable by variant.

use egui::RichText;

use crate::app::history::HistoryView;
use crate::app::history::panels::HistoryCtx;
use crate::app::i18n::Arg;
use crate::app::theme;
use crate::store::stats::{PlayerStats, player_stats};

/// The variant menu and one row per player: played, won, win rate, points per hand, biggest
/// play, share of placements that scored, dominoes, blocks won, muggins won and lost.
pub fn show(cx: &mut HistoryCtx<'_>, ui: &mut egui::Ui, h: &mut HistoryView) {
    ui.horizontal(|ui| {
        crate::app::panels::variant_choice(cx, ui, "stats-variant", &mut h.stats_variant);
        ui.label(
            RichText::new(cx.i18n.t("stats-note"))
                .size(theme::NOTE)
                .weak(),
        );
    });
    let Some(listing) = &h.listing else {
        ui.label(RichText::new(cx.i18n.t("hist-reading-first")).size(theme::TEXT));
        return;
    };
    let players = player_stats(listing.counted().map(|m| &m.summary), h.stats_variant);
    if players.is_empty() {
        ui.label(
            RichText::new(cx.i18n.t("hist-none"))
                .size(theme::TEXT)
                .weak(),
        );
        return;
    }
    let heads = [
        "stats-player",
        "stats-played",
        "stats-won",
        "stats-win-rate",
        "stats-per-hand",
        "stats-best",
        "stats-scoring",
        "stats-dominoes",
        "stats-blocks",
        "stats-muggins-won",
        "stats-muggins-lost",
    ];
    egui::ScrollArea::both().show(ui, |ui| {
        egui::Grid::new("player-stats")
            .striped(true)
            .spacing([18.0, 8.0])
            .show(ui, |ui| {
                for id in heads {
                    ui.label(RichText::new(cx.i18n.t(id)).size(theme::BAR).strong());
                }
                ui.end_row();
                for p in &players {
                    for cell in cells(cx, p) {
                        ui.label(RichText::new(cell).size(theme::TEXT));
                    }
                    ui.end_row();
                }
            });
    });
}

/// One player's row.
fn cells(cx: &HistoryCtx<'_>, p: &PlayerStats) -> [String; 11] {
    let i = cx.i18n;
    let per_hand = p
        .points_per_hand()
        .map_or_else(|| "–".into(), |v| i.decimal(v, 1));
    let count = |n: u32| i.integer(i64::from(n));
    [
        p.name.clone(),
        count(p.played),
        count(p.won),
        i.percent(p.win_rate()),
        per_hand,
        cx.i18n
            .tr("stats-points", &[("n", Arg::N(i64::from(p.best_play)))]),
        i.percent(p.scoring_share()),
        count(p.dominoes),
        count(p.blocks_won),
        count(p.muggins_won),
        count(p.muggins_lost),
    ]
}
