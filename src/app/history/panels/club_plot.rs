//! Each player's rating over time (egui_plot): one line per player through their rating after
//! each of their matches, the matches numbered in the order they were rated. A click opens the
//! replay of the match whose point is nearest, as clicking a chart under a replay does. The
//! axes' numbers are written the language's way.

use egui::RichText;
use egui_plot::{Legend, Line, Plot, PlotPoint, PlotPoints, Points};

use crate::app::history::club::RatingSeries;
use crate::app::history::panels::HistoryCtx;
use crate::app::theme;

/// The plot's height (points).
const HEIGHT: f32 = 260.0;

/// Draws the ratings; returns the id of the match whose point was clicked.
pub fn show(cx: &HistoryCtx<'_>, ui: &mut egui::Ui, series: &[RatingSeries]) -> Option<String> {
    let title = cx.i18n.t("club-rating-chart");
    ui.label(RichText::new(&title).size(theme::BAR).strong());
    // The axes' numbers in the language's way (`27,5` in Kreyòl), as the replay's charts.
    let lang = cx.i18n.lang();
    let axis = move |mark: egui_plot::GridMark, _: &std::ops::RangeInclusive<f64>| {
        crate::app::history::panels::charts::chart_number(lang, mark.value, mark.step_size)
    };
    let response = Plot::new("club-ratings")
        .height(HEIGHT)
        .legend(Legend::default())
        .allow_zoom(false)
        .allow_drag(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .x_axis_label(cx.i18n.t("club-rating-axis"))
        .x_axis_formatter(axis)
        .y_axis_formatter(axis)
        .show(ui, |plot| {
            for (i, line) in series.iter().enumerate() {
                let points = || -> PlotPoints<'static> {
                    line.points
                        .iter()
                        .map(|p| [p.at as f64, p.rating])
                        .collect()
                };
                let colour = theme::peg(crate::engine::Side(i));
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
                    let at = plot.screen_from_plot(PlotPoint::new(p.at as f64, p.rating));
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
    response.inner
}
