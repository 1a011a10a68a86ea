//! The table while a hand is played: the count of the last placement in very large type (UI.md:
//! the count is the star), the muggins entries, the choice of ends for a tile that fits several,
//! the layout on its felt and the arm compass.

use egui::{Button, RichText, Vec2};

use super::{PanelCtx, muggins};
use crate::app::i18n::Arg;
use crate::app::state::count_hidden;
use crate::app::widgets::layout::{layout_view, view_arrangement};
use crate::app::{Command, text, theme};
use crate::engine::layout::Arm;
use crate::engine::{Hand, MatchState, Place};

/// Draws the hand in play: the announcement, the muggins entries, the end choice, the layout
/// and its compass. A click on a glowing end places the tile waiting for it.
pub fn show(cx: &mut PanelCtx<'_>, ui: &mut egui::Ui, game: &MatchState) {
    let Some(hand) = game.hand() else { return };
    announcement(cx, ui, game);
    muggins::show(cx, ui, game);
    let candidates = end_choice(cx, ui, hand);
    let last = hand
        .last_play
        .as_ref()
        .and_then(|p| hand.layout.node_of(p.tile));
    let area = ui.available_rect_before_wrap();
    let i18n = cx.i18n;
    let end_name = |node, end| text::open_end_name(i18n, &hand.layout, node, end);
    let clicked = layout_view(ui, &hand.layout, &candidates, last, &end_name);
    compass(ui, hand, area);
    name_compass(cx, ui, hand, area);
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
/// for its announcement (RULES.md §6), or who leads before the lead.
pub(super) fn announcement(cx: &PanelCtx<'_>, ui: &mut egui::Ui, game: &MatchState) {
    let Some(hand) = game.hand() else { return };
    match &hand.last_play {
        Some(play) if count_hidden(game) => {
            let text = cx.i18n.tr(
                "await-announce",
                &[
                    ("name", Arg::S(game.name(play.player))),
                    ("tile", Arg::S(&play.tile.to_string())),
                ],
            );
            let waiting = ui.label(RichText::new(text).size(theme::CALL).strong());
            super::live(ui, &waiting);
        }
        Some(play) => {
            let text = text::play_text(cx.i18n, game, play);
            let color = if play.points > 0 {
                theme::accent(ui)
            } else {
                ui.visuals().text_color()
            };
            let count = ui.label(RichText::new(text).size(theme::COUNT).strong().color(color));
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
fn compass(ui: &egui::Ui, hand: &Hand, area: egui::Rect) {
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

/// The compass's name for screen readers: the count's terms in its fixed arm order
/// (`Open ends: 0, 3, 2`), on the compass's disc.
fn name_compass(cx: &PanelCtx<'_>, ui: &egui::Ui, hand: &Hand, area: egui::Rect) {
    if hand.layout.compass().is_none() {
        return;
    }
    let terms: Vec<String> = hand
        .layout
        .count_terms()
        .iter()
        .map(ToString::to_string)
        .collect();
    let name = cx
        .i18n
        .tr("a11y-compass", &[("ends", Arg::S(&terms.join(", ")))]);
    let disc =
        egui::Rect::from_center_size(area.left_top() + Vec2::new(52.0, 52.0), Vec2::splat(92.0));
    let response = ui.interact(disc, egui::Id::unique("arm-compass"), egui::Sense::hover());
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &name));
}
