//! A match's charts under its replay (egui_plot): the score race (one line per side,
//! the target as a line, each hand's deal marked, the step shown marked) and the points each
//! side made in each hand. Clicking a chart opens the replay at that point; hovering says the
//! step (or hand) and each side's points there. The axes' numbers are written the language's
//! way (`0,5` in Kreyòl).

use egui::RichText;
use egui_plot::{Bar, BarChart, Corner, HLine, Legend, Line, LineStyle, Plot, PlotPoints, VLine};

use crate::app::history::panels::HistoryCtx;
use crate::app::history::replay::Replay;
use crate::app::history::steps::step_title;
use crate::app::i18n::{Arg, Lang, numbers};
use crate::app::text::history::chart_hover_text;
use crate::app::theme;
use crate::engine::Side;

/// A chart's number in `lang`'s way: whole when it is whole, else with the decimals a grid
/// `step` apart needs (at least one).
pub(crate) fn chart_number(lang: Lang, value: f64, step: f64) -> String {
    let decimals = if value.fract() == 0.0 {
        0
    } else {
        (-step.log10().round()).max(1.0) as usize
    };
    numbers::decimal(lang, value, decimals)
}

/// `plot` with its axes' marks written in `lang`'s way. The plot's own hover label is off: it
/// was drawn beside the pointer inside the plot and cut at its right edge; the charts say what
/// is under the pointer in a tooltip instead ([`hover`]), which egui keeps in the window.
fn in_language(plot: Plot<'_>, lang: Lang) -> Plot<'_> {
    let axis = move |mark: egui_plot::GridMark, _: &std::ops::RangeInclusive<f64>| {
        chart_number(lang, mark.value, mark.step_size)
    };
    plot.x_axis_formatter(axis)
        .y_axis_formatter(axis)
        .grid_spacing(egui::Rangef::new(GRID_MIN, 300.0))
        .x_grid_spacer(marks(X_LABELS, 1.0))
        .y_grid_spacer(value_marks())
        .label_formatter(|_| None)
}

/// The thinnest grid the plots are asked for (points): what egui_plot's grid input is measured
/// in.
const GRID_MIN: f32 = 8.0;
/// The space egui_plot needs between two x-axis numbers to write them in full colour (points).
const X_LABELS: f64 = 80.0;
/// The same between two y-axis numbers (points).
const Y_LABELS: f64 = 30.0;

/// The value axis's marks of every chart, the club's ratings too: each numbered in the text's
/// colour, [`Y_LABELS`] apart (egui_plot's own faded the close ones' numbers to about 2:1).
pub(crate) fn value_marks() -> impl Fn(egui_plot::GridInput) -> Vec<egui_plot::GridMark> {
    marks(Y_LABELS, 0.0)
}

/// The marks of an axis at the finest round step (1, 2 or 5 times a power of ten, at least
/// `least_step`) that keeps them `apart` points apart: every mark numbered, in the text's
/// colour. egui_plot's own marks come at every step its width allows and fade the numbers of
/// the close ones (under 3:1); on a long replay they were all dropped but `0`.
fn marks(apart: f64, least_step: f64) -> impl Fn(egui_plot::GridInput) -> Vec<egui_plot::GridMark> {
    move |input| {
        let per_point = input.base_step_size / f64::from(GRID_MIN);
        let least = (per_point * apart).max(least_step).max(f64::EPSILON);
        let power = 10f64.powf(least.log10().floor());
        let step = [1.0, 2.0, 5.0, 10.0]
            .into_iter()
            .map(|k| k * power)
            .find(|&s| s >= least * 0.999)
            .unwrap_or(10.0 * power);
        let (low, high) = input.bounds;
        let first = (low / step).ceil() as i64;
        let last = (high / step).floor() as i64;
        (first..=last)
            .map(|k| egui_plot::GridMark {
                value: k as f64 * step,
                step_size: step,
            })
            .collect()
    }
}

/// A tooltip at the pointer over `response`, saying `text` (see [`in_language`]).
fn hover(response: &egui::Response, text: String) {
    response.clone().on_hover_ui_at_pointer(|ui| {
        ui.label(RichText::new(text).size(theme::TEXT));
    });
}

/// The charts' height (points).
const HEIGHT: f32 = 210.0;

/// The room left above the highest value (a fraction of it): the legend sits there, in the top
/// left corner, over no line's end.
const HEADROOM: f64 = 0.3;

/// The room to leave above the highest bar (a fraction of it) so that the legend's box, one
/// row a side, clears every bar: the box takes about `8 + 18 × sides` points of the plot's
/// drawing area (about [`HEIGHT`] less 35 points of axis), plus a margin of 8.
fn bar_headroom(sides: usize) -> f64 {
    let plot = f64::from(HEIGHT) - 35.0;
    let legend = (16.0 + 18.0 * sides as f64) / plot;
    legend.min(0.8) / (1.0 - legend.min(0.8))
}

/// Each side's colour on the charts: its name's, as the club's chart (of the folder's players,
/// `roster`) and the card give it, two sides never in neighbouring hues
/// ([`theme::match_colours`]).
pub(crate) fn side_colours(setup: &crate::engine::Setup, roster: &[String]) -> Vec<egui::Color32> {
    let names: Vec<String> = Side::all(setup.sides())
        .map(|side| setup.side_name(side))
        .collect();
    theme::match_colours(roster, &names)
}

/// Draws both charts side by side, each side in the colour the club of `roster` (every player
/// of the folder) gives it; returns the step clicked, if any.
pub fn show(
    cx: &HistoryCtx<'_>,
    ui: &mut egui::Ui,
    replay: &Replay,
    roster: &[String],
) -> Option<usize> {
    let mut clicked = None;
    ui.columns(2, |columns| {
        clicked = clicked.or(score_race(cx, &mut columns[0], replay, roster));
        clicked = clicked.or(per_hand(cx, &mut columns[1], replay, roster));
    });
    clicked
}

/// Each side's score after every step, the target, the deals and the step shown; a click goes
/// to the nearest step.
fn score_race(
    cx: &HistoryCtx<'_>,
    ui: &mut egui::Ui,
    replay: &Replay,
    roster: &[String],
) -> Option<usize> {
    let title = cx.i18n.t("chart-race");
    ui.label(RichText::new(&title).size(theme::BAR).strong());
    let setup = replay.setup();
    let race = replay.race();
    let target = f64::from(setup.rules.target);
    let deals = replay.hand_starts();
    let at = replay.at;
    let hand_name = cx.i18n.t("chart-deals");
    let target_name = cx.i18n.t("chart-target");
    let last = race.len().saturating_sub(1);
    // The winner's finish may pass the target: the room above is the highest of both.
    let top = race
        .iter()
        .flat_map(|scores| scores.iter().copied())
        .map(f64::from)
        .fold(target, f64::max);
    let response = in_language(Plot::new("score-race"), cx.i18n.lang())
        .height(HEIGHT)
        // The lines rise from the bottom left and end on the right: the legend goes top left,
        // above them, and a little room on the right keeps each line's end off the frame.
        .legend(Legend::default().position(Corner::LeftTop))
        .include_y(top * (1.0 + HEADROOM))
        .include_x(last as f64 * 1.03 + 0.5)
        .allow_zoom(false)
        .allow_drag(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .include_y(0.0)
        .include_y(target)
        .x_axis_label(cx.i18n.t("chart-steps"))
        .show(ui, |plot| {
            for &d in &deals {
                plot.vline(
                    VLine::new(&hand_name, d as f64)
                        .color(theme::CHART_DEAL)
                        .style(LineStyle::dashed_dense()),
                );
            }
            plot.hline(
                HLine::new(&target_name, target)
                    .color(theme::CHART_TARGET)
                    .style(LineStyle::dashed_loose())
                    .width(2.0),
            );
            let colours = side_colours(setup, roster);
            for side in Side::all(setup.sides()) {
                let points: PlotPoints = race
                    .iter()
                    .enumerate()
                    .map(|(i, s)| [i as f64, f64::from(s[side])])
                    .collect();
                plot.line(
                    Line::new(setup.side_name(side), points)
                        .color(colours[side.index()])
                        .width(2.5),
                );
            }
            plot.vline(VLine::new("", at as f64).color(theme::GLOW).width(1.5));
            let step = plot
                .pointer_coordinate()
                .map(|p| (p.x.round().max(0.0) as usize).min(last));
            (step.filter(|_| plot.response().clicked()), step)
        });
    let (clicked, pointed) = response.inner;
    if let Some(k) = pointed.filter(|_| response.response.hovered()) {
        let names: Vec<String> = Side::all(setup.sides())
            .map(|side| setup.side_name(side))
            .collect();
        let points: Vec<(&str, i32)> = Side::all(setup.sides())
            .map(|side| (names[side.index()].as_str(), race[k][side]))
            .collect();
        let heading = step_title(cx.i18n, &replay.steps[k]);
        hover(
            &response.response,
            chart_hover_text(cx.i18n, &heading, &points),
        );
    }
    response
        .response
        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &title));
    clicked
}

/// The points each side made in each hand; a click goes to the end of the hand nearest it.
fn per_hand(
    cx: &HistoryCtx<'_>,
    ui: &mut egui::Ui,
    replay: &Replay,
    roster: &[String],
) -> Option<usize> {
    let title = cx.i18n.t("chart-per-hand");
    ui.label(RichText::new(&title).size(theme::BAR).strong());
    let setup = replay.setup();
    let hands = replay.per_hand();
    let sides = setup.sides();
    let width = 0.8 / sides as f64;
    let highest = hands
        .iter()
        .flat_map(|(_, gains, _)| gains.iter().copied())
        .map(f64::from)
        .fold(0.0, f64::max);
    let response = in_language(Plot::new("points-per-hand"), cx.i18n.lang())
        .height(HEIGHT)
        .legend(Legend::default().position(Corner::LeftTop))
        .include_y(highest * (1.0 + bar_headroom(sides)))
        .allow_zoom(false)
        .allow_drag(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .include_y(0.0)
        .x_axis_label(cx.i18n.t("chart-hands"))
        .show(ui, |plot| {
            let colours = side_colours(setup, roster);
            for side in Side::all(sides) {
                let bars: Vec<Bar> = hands
                    .iter()
                    .map(|(hand, gains, _)| {
                        let x = f64::from(*hand) - 0.4 + width * (side.index() as f64 + 0.5);
                        Bar::new(x, f64::from(gains[side])).width(width * 0.95)
                    })
                    .collect();
                plot.bar_chart(
                    BarChart::new(setup.side_name(side), bars).color(colours[side.index()]),
                );
            }
            // The hand whose bars are nearest the pointer.
            let hand = plot.pointer_coordinate().and_then(|p| {
                (0..hands.len()).min_by(|&a, &b| {
                    let off = |i: usize| (f64::from(hands[i].0) - p.x).abs();
                    off(a).total_cmp(&off(b))
                })
            });
            let clicked = hand
                .filter(|_| plot.response().clicked())
                .map(|i| hands[i].2);
            (clicked, hand)
        });
    let (clicked, pointed) = response.inner;
    if let Some(i) = pointed.filter(|_| response.response.hovered()) {
        let (hand, gains, _) = &hands[i];
        let names: Vec<String> = Side::all(sides).map(|side| setup.side_name(side)).collect();
        let points: Vec<(&str, i32)> = Side::all(sides)
            .map(|side| (names[side.index()].as_str(), gains[side]))
            .collect();
        let heading = cx
            .i18n
            .tr("replay-hand", &[("n", Arg::N(i64::from(*hand)))]);
        hover(
            &response.response,
            chart_hover_text(cx.i18n, &heading, &points),
        );
    }
    response
        .response
        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &title));
    clicked
}
