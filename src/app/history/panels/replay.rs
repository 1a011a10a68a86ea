//! A match replayed: step through it hand by hand and placement by placement with the
//! buttons, the arrow keys (← → a step, ↑ ↓ or Page Up / Page Down a hand, Home / End) or the
//! slider, and see the layout as it stood, that placement's count and arithmetic, the scores at
//! that moment, announcements, muggins rulings and settlements; the charts below jump to the
//! point clicked.

use egui::{Button, RichText, Vec2};

use crate::app::history::panels::HistoryCtx;
use crate::app::history::replay::Replay;
use crate::app::history::steps::{step_text, step_title};
use crate::app::history::{HistoryView, Page};
use crate::app::i18n::Arg;
use crate::app::text::log_line;
use crate::app::theme;
use crate::app::widgets::layout::layout_view;
use crate::engine::Side;

/// Draws the replay of `h.replay`.
pub fn show(cx: &mut HistoryCtx<'_>, ui: &mut egui::Ui, h: &mut HistoryView) {
    // Each side in the colour the club page gives its name.
    let roster = match &h.listing {
        Some(listing) => h.club.roster(listing),
        None => std::sync::Arc::default(),
    };
    let Some(replay) = &mut h.replay else {
        h.page = Page::Matches;
        return;
    };
    keys(ui, replay);
    egui::Panel::top("replay-top").show(ui, |ui| {
        ui.horizontal(|ui| {
            let back = RichText::new(cx.i18n.t("replay-back")).size(theme::TEXT);
            if ui.button(back).clicked() {
                h.page = h.replay_from;
            }
            let setup = replay.setup();
            let sides: Vec<String> = Side::all(setup.sides())
                .map(|s| setup.side_name(s))
                .collect();
            let title = format!("{} · {}", sides.join(" – "), replay.id);
            ui.label(RichText::new(title).size(theme::BAR).weak());
        });
        controls(cx, ui, replay);
    });
    egui::Panel::bottom("replay-charts")
        .resizable(false)
        .show(ui, |ui| {
            if let Some(step) = crate::app::history::panels::charts::show(cx, ui, replay, &roster) {
                replay.go(step);
            }
        });
    egui::Panel::right("replay-scores")
        .resizable(false)
        .exact_size(300.0)
        .show(ui, |ui| scores(cx, ui, replay, &roster));
    egui::CentralPanel::default().show(ui, |ui| {
        let step = replay.step();
        let won_here = replay.at > 0
            && step.state.winner().is_some()
            && replay.steps[replay.at - 1].state.winner().is_none();
        let lines = step_text(cx.i18n, step, won_here);
        let mut lines = lines.into_iter();
        if let Some(first) = lines.next() {
            let big = matches!(step.event, Some(crate::engine::Event::TilePlaced { .. }));
            let size = if big { theme::COUNT } else { theme::CALL };
            ui.label(
                RichText::new(first)
                    .size(size)
                    .strong()
                    .color(theme::accent(ui)),
            );
        }
        for line in lines {
            ui.label(RichText::new(line).size(theme::ENTRY));
        }
        // What this placement left for the next player (the coach), from a spectator's
        // view: every tile not on the table is unseen.
        if let (Some(before), Some(event @ crate::engine::Event::TilePlaced { player, tile, .. })) =
            (replay.at.checked_sub(1).map(|i| &replay.steps[i].state), &step.event)
            && let Some(reply) = crate::engine::coach::left_by(before, event)
        {
            let line = crate::app::text::left_for_next_text(cx.i18n, before, *player, *tile, &reply);
            let numbers =
                crate::app::text::left_for_next_numbers(cx.i18n, before, *player, *tile, &reply);
            ui.label(RichText::new(line).size(theme::ENTRY).weak())
                .on_hover_text(numbers);
        }
        if let Some(hand) = step.state.hand() {
            let last = hand
                .last_play
                .as_ref()
                .and_then(|p| hand.layout.node_of(p.tile));
            let i18n = cx.i18n;
            let end_name =
                |node, end| crate::app::text::open_end_name(i18n, &hand.layout, node, end);
            let _ = layout_view(ui, &hand.layout, &[], last, &end_name);
        }
    });
}

/// The arrow keys, Page Up / Page Down and Home / End, when no text field has the keyboard.
fn keys(ui: &egui::Ui, replay: &mut Replay) {
    use egui::Key;
    if ui.ctx().egui_wants_keyboard_input() {
        return;
    }
    let pressed = |key: Key| ui.ctx().input(|i| i.key_pressed(key));
    if pressed(Key::ArrowRight) {
        replay.step_on();
    }
    if pressed(Key::ArrowLeft) {
        replay.step_back();
    }
    if pressed(Key::ArrowDown) || pressed(Key::PageDown) {
        replay.next_hand();
    }
    if pressed(Key::ArrowUp) || pressed(Key::PageUp) {
        replay.prev_hand();
    }
    if pressed(Key::Home) {
        replay.go(0);
    }
    if pressed(Key::End) {
        replay.go(usize::MAX);
    }
}

/// Where the replay is, then the four step buttons and the slider on a line of their own, so
/// they stay put however long the step's title grows.
fn controls(cx: &HistoryCtx<'_>, ui: &mut egui::Ui, replay: &mut Replay) {
    let title = step_title(cx.i18n, replay.step());
    ui.label(RichText::new(title).size(theme::HEADING).strong());
    ui.horizontal(|ui| {
        let button = |text: String| {
            Button::new(RichText::new(text).size(theme::TEXT)).min_size(Vec2::new(0.0, 40.0))
        };
        let at_start = replay.at == 0;
        let at_end = replay.at + 1 >= replay.steps.len();
        if ui
            .add_enabled(!at_start, button(cx.i18n.t("replay-prev-hand")))
            .clicked()
        {
            replay.prev_hand();
        }
        if ui
            .add_enabled(!at_start, button(cx.i18n.t("replay-prev")))
            .clicked()
        {
            replay.step_back();
        }
        if ui
            .add_enabled(!at_end, button(cx.i18n.t("replay-next")))
            .clicked()
        {
            replay.step_on();
        }
        if ui
            .add_enabled(!at_end, button(cx.i18n.t("replay-next-hand")))
            .clicked()
        {
            replay.next_hand();
        }
        let mut at = replay.at;
        let last = replay.steps.len() - 1;
        let slider = egui::Slider::new(&mut at, 0..=last)
            .text(cx.i18n.t("replay-step"))
            .integer();
        ui.spacing_mut().slider_width = (ui.available_width() - 120.0).max(120.0);
        if ui.add(slider).changed() {
            replay.go(at);
        }
    });
}

/// The scores at this step, the target, and this hand's log up to here.
fn scores(cx: &HistoryCtx<'_>, ui: &mut egui::Ui, replay: &Replay, roster: &[String]) {
    let step = replay.step();
    let game = &step.state;
    let setup = game.setup();
    ui.add_space(6.0);
    ui.label(
        RichText::new(cx.i18n.t("scores"))
            .size(theme::HEADING)
            .strong(),
    );
    let colours = crate::app::history::panels::charts::side_colours(setup, roster);
    for side in Side::all(setup.sides()) {
        ui.horizontal(|ui| {
            let (dot, _) = ui.allocate_exact_size(Vec2::splat(14.0), egui::Sense::hover());
            let colour = colours
                .get(side.index())
                .copied()
                .unwrap_or(theme::peg(side));
            ui.painter().circle_filled(dot.center(), 6.0, colour);
            ui.label(RichText::new(setup.side_name(side)).size(theme::HEADING));
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                let score = cx.i18n.integer(i64::from(game.scores()[side]));
                ui.label(RichText::new(score).size(theme::SCORE).strong());
            });
        });
    }
    let target = Arg::N(i64::from(setup.rules.target));
    let target = cx.i18n.tr("target-line", &[("target", target)]);
    ui.label(RichText::new(target).size(theme::BAR).weak());
    ui.add_space(10.0);
    ui.label(
        RichText::new(cx.i18n.t("this-hand"))
            .size(theme::TEXT)
            .strong(),
    );
    let start = replay.steps[..=replay.at]
        .iter()
        .rposition(|s| s.hand != step.hand)
        .map_or(0, |i| i + 1);
    egui::ScrollArea::vertical()
        .stick_to_bottom(true)
        .show(ui, |ui| {
            for s in &replay.steps[start..=replay.at] {
                if let Some(line) = s
                    .event
                    .as_ref()
                    .and_then(|e| log_line(cx.i18n, e, &s.state))
                {
                    ui.label(RichText::new(line).size(theme::SMALL));
                }
            }
        });
}
