//! The table while a hand is played: the count of the last placement in very large type (UI.md:
//! the count is the star), the muggins entries, the choice of ends for a tile that fits several,
//! the layout on its felt and the arm compass.

use egui::{Button, RichText, Vec2};

use super::{PanelCtx, muggins};
use crate::app::i18n::Arg;
use crate::app::state::count_hidden;
use crate::app::text::RowKind;
use crate::app::widgets::end_marks::{EndMarks, paint_end_marks};
use crate::app::widgets::layout::{layout_view, view_arrangement};
use crate::app::{Command, text, theme};
use crate::engine::layout::Arm;
use crate::engine::{Hand, MatchState};

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
    let clicked = layout_view(ui, &hand.layout, &candidates, last);
    let marks = EndMarks::of(&hand.layout, cx.view.choosing, cx.view.keys.highlight);
    paint_end_marks(ui, &hand.layout, area, &marks);
    compass(ui, hand, area);
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
    // After a draw or a pass, the headline says so (the count on the table has not changed).
    let last_row = cx
        .derived
        .rows
        .last()
        .filter(|_| cx.view.correction.changing.is_none());
    if let Some(row) = last_row.filter(|r| r.kind != RowKind::Place) {
        let text = RichText::new(&row.line).size(theme::COUNT).strong();
        ui.label(text.color(ui.visuals().strong_text_color()));
        return;
    }
    match &hand.last_play {
        Some(play) if count_hidden(game) => {
            let text = cx.i18n.tr(
                "await-announce",
                &[
                    ("name", Arg::S(game.name(play.player))),
                    ("tile", Arg::S(&play.tile.to_string())),
                ],
            );
            ui.label(RichText::new(text).size(theme::CALL).strong());
        }
        Some(play) => {
            let text = text::play_text(cx.i18n, game, play);
            let color = if play.points > 0 {
                theme::accent(ui)
            } else {
                ui.visuals().text_color()
            };
            ui.label(RichText::new(text).size(theme::COUNT).strong().color(color));
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
/// Returns the nodes whose ends take the tile (they glow on the layout).
fn end_choice(cx: &mut PanelCtx<'_>, ui: &mut egui::Ui, hand: &Hand) -> Vec<usize> {
    let Some(tile) = cx.view.choosing else {
        return Vec::new();
    };
    let places = hand.layout.places(tile);
    ui.horizontal_wrapped(|ui| {
        let title = cx
            .i18n
            .tr("choose-end", &[("tile", Arg::S(&tile.to_string()))]);
        ui.label(RichText::new(title).size(theme::TEXT));
        for (i, place) in places.iter().enumerate() {
            let count = hand.layout.count_after(tile, *place).unwrap_or(0);
            let text = format!("{} · {count}", text::place_text(cx.i18n, place));
            // The number typed to pick this end (keyboard entry), as on the felt.
            ui.label(
                RichText::new(format!("{}", i + 1))
                    .size(theme::HEADING)
                    .strong(),
            );
            let button = Button::new(RichText::new(text).size(theme::TEXT))
                .selected(i == cx.view.keys.highlight);
            if ui.add(button.min_size(Vec2::new(0.0, 36.0))).clicked() {
                cx.command(Command::Place(tile, *place));
            }
        }
        let cancel = RichText::new(cx.i18n.t("cancel")).size(theme::TEXT);
        if ui.button(cancel).clicked() {
            cx.command(Command::CancelChoice);
        }
    });
    places.iter().filter_map(|p| p.node).collect()
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
