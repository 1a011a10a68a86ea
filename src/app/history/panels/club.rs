//! The club page of the history: the game and the period, the standings across the page (click
//! a heading to sort; export as CSV), and under them each player's rating over time
//! ([`crate::app::history::panels::club_plot`]: click a point to replay that match) beside two
//! players or sides head to head in the same period.

use egui::{Button, RichText};

use crate::app::history::club::{ClubView, PeriodChoice, STANDING_HEADS, standing_cells};
use crate::app::history::panels::HistoryCtx;
use crate::app::history::{HistoryCommand, HistoryView};
use crate::app::i18n::{Arg, I18n};
use crate::app::theme;
use crate::store::club::h2h::{HeadToHead, Meeting};
use crate::store::club::standings::{Column, Standing};

/// Draws the club page.
pub fn show(cx: &mut HistoryCtx<'_>, ui: &mut egui::Ui, h: &mut HistoryView) {
    choices(cx, ui, &mut h.club);
    let Some(listing) = &h.listing else {
        ui.label(RichText::new(cx.i18n.t("hist-reading-first")).size(theme::TEXT));
        return;
    };
    let period = h.club.period_on(chrono::Local::now().date_naive());
    let numbers = h.club.numbers(listing, period);
    if numbers.series.is_empty() {
        ui.label(
            RichText::new(cx.i18n.t("club-none-yet"))
                .size(theme::TEXT)
                .weak(),
        );
        return;
    }
    let compared = h.club.compared(listing, period);
    let roster = h.club.roster(listing);
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .show(ui, |ui| {
            // The standings across the page (a wide table scrolls sideways rather than run
            // under anything), then the chart and the head-to-head side by side under them.
            egui::ScrollArea::horizontal()
                .id_salt("club-standings-wide")
                .auto_shrink([false, true])
                .show(ui, |ui| {
                    standings(cx, ui, &mut h.club, &numbers.standings, period.is_some());
                });
            ui.add_space(12.0);
            let width = ui.available_width();
            let gap = 16.0;
            let chart_width = ((width - gap) * 0.6).floor();
            let layout = egui::Layout::top_down(egui::Align::Min);
            let mut clicked = None;
            ui.horizontal_top(|ui| {
                ui.allocate_ui_with_layout(egui::vec2(chart_width, 0.0), layout, |ui| {
                    ui.set_width(chart_width);
                    clicked = crate::app::history::panels::club_plot::show(
                        cx,
                        ui,
                        &numbers.series,
                        &roster,
                    );
                });
                ui.add_space(gap);
                let rest = ui.available_width();
                ui.allocate_ui_with_layout(egui::vec2(rest, 0.0), layout, |ui| {
                    ui.set_width(rest);
                    head_to_head(cx, ui, &mut h.club, &numbers.parties, compared.as_deref());
                });
            });
            if let Some(id) = clicked
                && let Some(entry) = listing.matches.iter().find(|m| m.id == id)
            {
                cx.command(HistoryCommand::Replay(entry.path.clone(), None));
            }
        });
}

/// The game, the period (all time, this month, a season between two dates) and the note on
/// what the ratings are.
fn choices(cx: &mut HistoryCtx<'_>, ui: &mut egui::Ui, club: &mut ClubView) {
    ui.horizontal_wrapped(|ui| {
        crate::app::panels::variant_choice(cx, ui, "club-variant", &mut club.variant);
        ui.add_space(12.0);
        let label = ui.label(RichText::new(cx.i18n.t("club-period")).size(theme::TEXT));
        for (choice, id) in [
            (PeriodChoice::AllTime, "club-all-time"),
            (PeriodChoice::ThisMonth, "club-this-month"),
            (PeriodChoice::Season, "club-season"),
        ] {
            let text = RichText::new(cx.i18n.t(id)).size(theme::TEXT);
            ui.selectable_value(&mut club.period, choice, text)
                .labelled_by(label.id);
        }
        if club.period == PeriodChoice::Season {
            for (id, text) in [
                ("club-from", &mut club.season_from),
                ("club-to", &mut club.season_to),
            ] {
                let label = ui.label(RichText::new(cx.i18n.t(id)).size(theme::TEXT));
                ui.add(
                    egui::TextEdit::singleline(text)
                        .hint_text("2026-03-01")
                        .desired_width(110.0)
                        .font(egui::FontId::proportional(theme::TEXT)),
                )
                .labelled_by(label.id);
            }
        }
    });
    ui.label(
        RichText::new(cx.i18n.t("club-method"))
            .size(theme::NOTE)
            .weak(),
    );
    ui.add_space(6.0);
}

/// The standings: headings that sort, one row per player, the CSV button.
fn standings(
    cx: &mut HistoryCtx<'_>,
    ui: &mut egui::Ui,
    club: &mut ClubView,
    rows: &[Standing],
    period_ok: bool,
) {
    ui.horizontal(|ui| {
        ui.label(
            RichText::new(cx.i18n.t("club-standings"))
                .size(theme::HEADING)
                .strong(),
        );
        if ui
            .button(RichText::new(cx.i18n.t("club-csv")).size(theme::BAR))
            .clicked()
        {
            cx.command(HistoryCommand::ExportStandings);
        }
    });
    if !period_ok {
        ui.label(
            RichText::new(cx.i18n.t("club-bad-date"))
                .size(theme::TEXT)
                .color(theme::accent(ui)),
        );
        return;
    }
    if rows.is_empty() {
        ui.label(
            RichText::new(cx.i18n.t("club-none-in-period"))
                .size(theme::TEXT)
                .weak(),
        );
        return;
    }
    egui::Grid::new("club-standings")
        .striped(true)
        .spacing([14.0, 6.0])
        .show(ui, |ui| {
            for (column, id) in STANDING_HEADS {
                let arrow = match (club.sort == column, club.descending) {
                    (true, true) => " ▼",
                    (true, false) => " ▲",
                    _ => "",
                };
                let text = RichText::new(format!("{}{arrow}", cx.i18n.t(id)))
                    .size(theme::BAR)
                    .strong();
                if ui.add(Button::new(text).frame(false)).clicked() {
                    if club.sort == column {
                        club.descending = !club.descending;
                    } else {
                        club.sort = column;
                        club.descending = column != Column::Player;
                    }
                }
            }
            ui.end_row();
            for row in rows {
                for cell in standing_cells(cx.i18n, row) {
                    ui.label(RichText::new(cell).size(theme::TEXT));
                }
                ui.end_row();
            }
        });
    ui.label(
        RichText::new(cx.i18n.t("club-provisional-note"))
            .size(theme::NOTE)
            .weak(),
    );
}

/// Two menus of players and sides, then their record against each other.
fn head_to_head(
    cx: &mut HistoryCtx<'_>,
    ui: &mut egui::Ui,
    club: &mut ClubView,
    parties: &[String],
    compared: Option<&HeadToHead>,
) {
    ui.label(
        RichText::new(cx.i18n.t("club-h2h"))
            .size(theme::HEADING)
            .strong(),
    );
    ui.horizontal_wrapped(|ui| {
        for (i, id) in ["club-h2h-first", "club-h2h-second"]
            .into_iter()
            .enumerate()
        {
            let label = ui.label(RichText::new(cx.i18n.t(id)).size(theme::TEXT));
            let shown = club.pair[i]
                .clone()
                .unwrap_or_else(|| cx.i18n.t("club-pick"));
            egui::ComboBox::from_id_salt(id)
                .selected_text(RichText::new(shown).size(theme::TEXT))
                .show_ui(ui, |ui| {
                    for party in parties {
                        ui.selectable_value(&mut club.pair[i], Some(party.clone()), party);
                    }
                })
                .response
                .labelled_by(label.id);
        }
    });
    let Some(h) = compared else {
        return;
    };
    let i18n = cx.i18n;
    if h.matches == 0 {
        ui.label(
            RichText::new(i18n.t("club-never-met"))
                .size(theme::TEXT)
                .weak(),
        );
        return;
    }
    let names = [h.parties[0].name(), h.parties[1].name()];
    let mut lines = vec![i18n.tr("club-meetings", &[("n", Arg::N(i64::from(h.matches)))])];
    for (p, name) in names.iter().enumerate() {
        lines.push(i18n.tr(
            "club-record",
            &[
                ("name", Arg::S(name)),
                ("wins", Arg::N(i64::from(h.wins[p]))),
                ("for", Arg::N(h.points[p])),
                ("against", Arg::N(h.points[1 - p])),
            ],
        ));
    }
    if h.others > 0 {
        lines.push(i18n.tr("club-others", &[("n", Arg::N(i64::from(h.others)))]));
    }
    for (p, name) in names.iter().enumerate() {
        if let Some(m) = &h.biggest[p] {
            lines.push(i18n.tr(
                "club-biggest",
                &[
                    ("name", Arg::S(name)),
                    ("margin", Arg::N(m.margin())),
                    ("date", Arg::S(&m.created.format("%Y-%m-%d").to_string())),
                ],
            ));
        }
    }
    for line in lines {
        ui.label(RichText::new(line).size(theme::TEXT));
    }
    ui.add_space(4.0);
    ui.label(RichText::new(i18n.t("club-last")).size(theme::BAR).strong());
    for m in &h.last {
        ui.label(RichText::new(meeting_text(i18n, h, m)).size(theme::BAR));
    }
}

/// `2026-03-05 · Ana · 250–190`: when, who won, each party's raw points, the winner's first (as
/// the history's Result puts them).
fn meeting_text(i18n: &I18n, h: &HeadToHead, m: &Meeting) -> String {
    let winner = m
        .winner
        .map_or_else(|| i18n.t("club-someone-else"), |w| h.parties[w].name());
    let [a, b] = m.points;
    let points = if m.winner == Some(1) { [b, a] } else { [a, b] };
    format!(
        "{} · {winner} · {}",
        m.created.format("%Y-%m-%d"),
        crate::app::text::history::scores_text(i18n, &points)
    )
}
