//! Each player's rating over time (egui_plot): one line per player through their rating after
//! each of their matches, placed at the day and hour the match started; the x-axis writes the
//! dates. Each player is drawn in their name's colour ([`theme::club_colours`] of the folder's
//! players: the same on the replay's charts and on the card, and in every folder where no name
//! before it asks for the same colour), and the legend under the chart wraps to the window's width,
//! so every name shows whole. A click opens the replay of the match whose point is nearest, as
//! clicking a chart under a replay does. The ratings are written the language's way.

use egui::{RichText, Sense, Vec2};
use egui_plot::{GridInput, GridMark, Line, Plot, PlotPoint, PlotPoints, Points};

use crate::app::history::club::RatingSeries;
use crate::app::history::panels::HistoryCtx;
use crate::app::theme;

/// The plot's height (points).
const HEIGHT: f32 = 240.0;

/// The room a date on the x-axis needs beside the next one (points).
const DATE_APART: f64 = 110.0;

/// The steps between two dates of the x-axis, in days: a day, two, a week, two weeks, four,
/// eight, a quarter, half a year, a year.
const DATE_STEPS: [f64; 9] = [1.0, 2.0, 7.0, 14.0, 28.0, 56.0, 91.0, 182.0, 364.0];

/// The x-axis marks: whole days, the finest of [`DATE_STEPS`] that keeps the dates
/// [`DATE_APART`] apart.
fn date_marks(input: GridInput) -> Vec<GridMark> {
    // egui_plot's base step is the plot's span over the width asked in `grid_spacing` (8).
    let per_point = input.base_step_size / 8.0;
    let least = per_point * DATE_APART;
    let step = DATE_STEPS
        .into_iter()
        .find(|&s| s >= least)
        .unwrap_or_else(|| (least / 364.0).ceil() * 364.0);
    let (low, high) = input.bounds;
    let first = (low / step).ceil() as i64;
    let last = (high / step).floor() as i64;
    (first..=last)
        .map(|k| GridMark {
            value: k as f64 * step,
            step_size: step,
        })
        .collect()
}

/// The date of an x-axis value (days since 1970-01-01, local time): `2026-03-05`.
#[must_use]
pub fn date_text(day: f64) -> String {
    let seconds = (day * 86_400.0).round() as i64;
    chrono::DateTime::from_timestamp(seconds, 0)
        .map(|t| t.naive_utc().format("%Y-%m-%d").to_string())
        .unwrap_or_default()
}

/// Draws the ratings, each player in the colour the club of `roster` (every player of the
/// folder) gives them; returns the id of the match whose point was clicked.
pub fn show(
    cx: &HistoryCtx<'_>,
    ui: &mut egui::Ui,
    series: &[RatingSeries],
    roster: &[String],
) -> Option<String> {
    let title = cx.i18n.t("club-rating-chart");
    ui.label(RichText::new(&title).size(theme::BAR).strong());
    // The ratings in the language's way (`27,5` in Kreyòl), as the replay's charts.
    let lang = cx.i18n.lang();
    let numbers = move |mark: GridMark, _: &std::ops::RangeInclusive<f64>| {
        crate::app::history::panels::charts::chart_number(lang, mark.value, mark.step_size)
    };
    let dates = |mark: GridMark, _: &std::ops::RangeInclusive<f64>| date_text(mark.value);
    let names: Vec<&str> = series.iter().map(|s| s.name.as_str()).collect();
    let colours = theme::club_colours(roster, &names);
    let response = Plot::new("club-ratings")
        .height(HEIGHT)
        .width(ui.available_width())
        .allow_zoom(false)
        .allow_drag(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .grid_spacing(egui::Rangef::new(8.0, 300.0))
        .x_grid_spacer(date_marks)
        .y_grid_spacer(crate::app::history::panels::charts::value_marks())
        .x_axis_label(cx.i18n.t("club-rating-axis"))
        .x_axis_formatter(dates)
        .y_axis_formatter(numbers)
        .label_formatter(|_| None)
        .show(ui, |plot| {
            for (line, &colour) in series.iter().zip(&colours) {
                let points = || -> PlotPoints<'static> {
                    line.points.iter().map(|p| [p.day, p.rating]).collect()
                };
                plot.line(Line::new(&line.name, points()).color(colour).width(2.0));
                plot.points(Points::new(&line.name, points()).color(colour).radius(3.5));
            }
            if !plot.response().clicked() {
                return None;
            }
            let pointer = plot.ctx().input(|i| i.pointer.interact_pos())?;
            let mut nearest: Option<(f32, &str)> = None;
            for line in series {
                for p in &line.points {
                    let at = plot.screen_from_plot(PlotPoint::new(p.day, p.rating));
                    let distance = at.distance(pointer);
                    if nearest.is_none_or(|(d, _)| distance < d) {
                        nearest = Some((distance, &p.id));
                    }
                }
            }
            nearest.map(|(_, id)| id.to_string())
        });
    response
        .response
        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &title));
    legend(ui, series, &colours);
    response.inner
}

/// Each player's colour and name, wrapped to the width: the legend whole, under the chart.
fn legend(ui: &mut egui::Ui, series: &[RatingSeries], colours: &[egui::Color32]) {
    ui.horizontal_wrapped(|ui| {
        for (line, &colour) in series.iter().zip(colours) {
            let (swatch, _) = ui.allocate_exact_size(Vec2::new(22.0, 14.0), Sense::hover());
            ui.painter()
                .rect_filled(swatch.shrink2(Vec2::new(0.0, 4.0)), 2.0, colour);
            ui.label(RichText::new(&line.name).size(theme::BAR));
            ui.add_space(10.0);
        }
    });
}
