//! The table while a hand is played: the count of the last placement in very large type (UI.md:
//! the count is the star), the muggins entries, the choice of ends for a tile that fits several,
//! the layout on its felt and the arm compass.

use egui::{Button, RichText, Vec2};

use super::{PanelCtx, muggins, recount};
use crate::app::i18n::{Arg, I18n};
use crate::app::widgets::layout::{layout_view, view_arrangement};
use crate::app::widgets::proof;
use crate::app::{Command, text, theme};
use crate::engine::layout::Arm;
use crate::engine::{Hand, MatchState, Place};

/// Draws the hand in play: the announcement, the muggins entries, the end choice, the layout
/// and its compass. A click on a glowing end places the tile waiting for it.
pub fn show(cx: &mut PanelCtx<'_>, ui: &mut egui::Ui, game: &MatchState) {
    let Some(hand) = game.hand() else { return };
    announcement(cx, ui, game);
    muggins::show(cx, ui, game);
    recount::show(cx, ui, game);
    let candidates = end_choice(cx, ui, hand);
    let last = hand
        .last_play
        .as_ref()
        .and_then(|p| hand.layout.node_of(p.tile));
    let area = ui.available_rect_before_wrap();
    let i18n = cx.i18n;
    let end_name = |node, end| text::open_end_name(i18n, &hand.layout, node, end);
    let clicked = layout_view(ui, &hand.layout, &candidates, last, &end_name);
    if cx.view.dispute.shows_proof(game) {
        proof::labels(ui, cx.i18n, &hand.layout, area);
    }
    if !cx.view.dispute.hidden(game) {
        compass(ui, cx.i18n, hand, area);
    }
    if let Some(node) = clicked
        && let Some(tile) = cx.view.choosing
        && let Some(place) = hand
            .layout
            .places(tile)
            .into_iter()
            .find(|p| p.node == Some(node))
    {
        cx.command(Command::Place(tile, place));
    }
}

/// The last placement's count and who scores (`0 + 3 + 2 = 5 · Ben scores 5`), or that it waits
/// for its announcement, or its muggins ruling (`… · Ana said 10 · Muggins! Ben takes 15`, a
/// refused call with the rule that refused it: RULES.md §6), or who leads before the lead.
pub(super) fn announcement(cx: &PanelCtx<'_>, ui: &mut egui::Ui, game: &MatchState) {
    let Some(hand) = game.hand() else { return };
    match &hand.last_play {
        Some(play) if cx.view.dispute.hidden(game) => {
            let text = cx.i18n.tr(
                "await-announce",
                &[
                    ("name", Arg::S(game.name(play.player))),
                    ("tile", Arg::S(&play.tile.to_string())),
                ],
            );
            let waiting = ui.label(RichText::new(text).size(theme::CALL).strong());
            super::live(ui, &waiting);
            // A call refused before the announcement: the reason, never the hidden count.
            if let Some(refused) = &cx.view.dispute.refused {
                let why = text::verdict_text(cx.i18n, game, refused);
                ui.label(
                    RichText::new(why)
                        .size(theme::ENTRY)
                        .color(theme::accent(ui)),
                );
            }
        }
        Some(play) => {
            let refused = cx.view.dispute.refused.as_ref();
            let text = text::headline(cx.i18n, game, play, refused);
            let color = if play.points > 0 || refused.is_some() {
                theme::accent(ui)
            } else {
                ui.visuals().text_color()
            };
            let size = one_line_size(ui, &text);
            let count = ui.label(RichText::new(text).size(size).strong().color(color));
            super::live(ui, &count);
        }
        None => {
            if let Some(p) = hand.turn {
                let text = cx.i18n.tr("pick-lead", &[("name", Arg::S(game.name(p)))]);
                ui.label(RichText::new(text).size(theme::CALL));
            }
        }
    }
}

/// The largest headline size at which `text` fits on one line ([`theme::COUNT`], else
/// [`theme::CALL`]), so a long ruling does not push the buttons under it down between two taps.
fn one_line_size(ui: &egui::Ui, text: &str) -> f32 {
    let width = |size: f32| {
        let font = egui::FontId::proportional(size);
        let colour = ui.visuals().text_color();
        ui.ctx()
            .fonts_mut(|f| f.layout_no_wrap(text.to_string(), font, colour).size().x)
    };
    if width(theme::COUNT) <= ui.available_width() {
        theme::COUNT
    } else {
        theme::CALL
    }
}

/// For a tile that fits several ends: one button per end with the count it makes, and Cancel.
/// Returns the places that take the tile (they glow on the layout).
fn end_choice(cx: &mut PanelCtx<'_>, ui: &mut egui::Ui, hand: &Hand) -> Vec<Place> {
    let Some(tile) = cx.view.choosing else {
        return Vec::new();
    };
    let places = hand.layout.places(tile);
    ui.horizontal_wrapped(|ui| {
        let title = cx
            .i18n
            .tr("choose-end", &[("tile", Arg::S(&tile.to_string()))]);
        ui.label(RichText::new(title).size(theme::TEXT));
        for place in &places {
            let count = hand.layout.count_after(tile, *place).unwrap_or(0);
            let text = format!("{} · {count}", text::place_text(cx.i18n, place));
            let button = Button::new(RichText::new(text).size(theme::TEXT));
            if ui.add(button.min_size(Vec2::new(0.0, 36.0))).clicked() {
                cx.command(Command::Place(tile, *place));
            }
        }
        let cancel = RichText::new(cx.i18n.t("cancel")).size(theme::TEXT);
        if ui.button(cancel).clicked() {
            cx.command(Command::CancelChoice);
        }
    });
    places
}

/// The arm compass, drawn in the felt's top-left corner: each arm's end value around the hub
/// (the spinner, else the lead) in the direction the arm is drawn; the arm just played on is
/// bold (UI.md). Its values are listed in the count's fixed arm order.
fn compass(ui: &egui::Ui, i18n: &I18n, hand: &Hand, area: egui::Rect) {
    let Some((hub, arms)) = hand.layout.compass() else {
        return;
    };
    let arrangement = view_arrangement(ui.ctx(), &hand.layout, area);
    let centre_of = |node: usize| {
        arrangement
            .tiles
            .iter()
            .find(|t| t.node == node)
            .map(|t| t.rect.center())
    };
    let Some(hub_centre) = centre_of(hub) else {
        return;
    };
    let last = hand
        .last_play
        .as_ref()
        .and_then(|p| hand.layout.node_of(p.tile));
    let painter = ui.painter_at(area);
    let centre = area.left_top() + Vec2::new(52.0, 52.0);
    let text = ui.visuals().text_color();
    painter.circle_filled(centre, 46.0, theme::COMPASS_DISC);
    // Screen readers (and tests) read the arms' end values in the count's order.
    let ends: Vec<String> = arms
        .iter()
        .flatten()
        .map(|a| a.counted.to_string())
        .collect();
    let said = i18n.tr("compass-label", &[("ends", Arg::S(&ends.join(", ")))]);
    let disc = egui::Rect::from_center_size(centre, Vec2::splat(92.0));
    ui.interact(
        disc,
        ui.scope_id().with("arm-compass"),
        egui::Sense::hover(),
    )
    .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &said));
    let hub_value = hand.layout.nodes()[hub].counted().unwrap_or(0);
    painter.text(
        centre,
        egui::Align2::CENTER_CENTER,
        hub_value.to_string(),
        egui::FontId::proportional(theme::COMPASS_HUB),
        text.gamma_multiply(0.7),
    );
    for (i, arm) in arms.iter().enumerate() {
        let Some(Arm {
            first,
            far,
            counted: value,
        }) = *arm
        else {
            continue;
        };
        let towards = if first == hub {
            // A plain lead's free end: its first half grows left, its second right.
            if i == 0 {
                Vec2::new(-1.0, 0.0)
            } else {
                Vec2::new(1.0, 0.0)
            }
        } else {
            let d = centre_of(first).map_or(Vec2::ZERO, |c| c - hub_centre);
            if d.x.abs() >= d.y.abs() {
                Vec2::new(d.x.signum(), 0.0)
            } else {
                Vec2::new(0.0, d.y.signum())
            }
        };
        let bold = Some(far) == last;
        let colour = if bold { theme::accent(ui) } else { text };
        let size = if bold {
            theme::COMPASS_LAST
        } else {
            theme::COMPASS_ARM
        };
        painter.text(
            centre + towards * 30.0,
            egui::Align2::CENTER_CENTER,
            value.to_string(),
            egui::FontId::proportional(size),
            colour,
        );
    }
}
