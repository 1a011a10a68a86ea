//! Between hands: who leads the first hand (or draws lots), the end-of-hand dialog (who dominoed
//! or that the game is blocked, what each needed player holds, the settlement with its rounding
//! and who scores it: RULES.md §4), and the next hand with its leader.
//!
//! The dialog never asks for what the app knows: with nothing left to draw, the last player
//! holding tiles holds every tile not seen, and is filled in; a typed pip total the engine
//! refuses (one the tiles cannot make together with the others) is refused as it is typed, with
//! the totals it could be. The final layout stays in view above it.

use egui::{Rect, RichText, UiBuilder, Vec2, pos2};

use crate::app::i18n::Arg;
use crate::app::table::panels::felt as table;
use crate::app::table::state::TableCtx;
use crate::app::table::view::{Between, HandOver, HoldsView, Settle};
use crate::app::widgets::big_button;
use crate::app::widgets::layout::{LayoutView, drawing};
use crate::app::widgets::proof;
use crate::app::widgets::tile::{TileLook, tile_button};
use crate::app::{TableCommand, text, theme};
use crate::engine::Seat;

/// Draws what comes between hands, as the table view has it: who leads hand 1, the
/// end-of-hand dialog while the hand is not settled, then the next hand.
pub fn show(cx: &mut TableCtx<'_>, ui: &mut egui::Ui) {
    match cx.table.between.clone() {
        None => {}
        Some(Between::WhoLeads { title, players }) => who_leads(cx, ui, &title, &players),
        Some(Between::NextLeader { leader, button }) => {
            ui.add_space(20.0);
            if big_button(ui, button, true).clicked() {
                cx.command(TableCommand::Deal(Some(leader)));
            }
        }
        Some(Between::HandOver(over)) => end_of_hand(cx, ui, &over),
    }
}

/// Who leads the hand (`title`): one button per player, and Draw lots.
fn who_leads(cx: &mut TableCtx<'_>, ui: &mut egui::Ui, title: &str, players: &[(Seat, String)]) {
    ui.add_space(20.0);
    ui.label(RichText::new(title).size(theme::TITLE).strong());
    ui.add_space(10.0);
    ui.horizontal_wrapped(|ui| {
        for (p, name) in players {
            if big_button(ui, name.clone(), true).clicked() {
                cx.command(TableCommand::Deal(Some(*p)));
            }
        }
        if big_button(ui, cx.i18n.t("draw-lots"), true).clicked() {
            cx.command(TableCommand::Deal(None));
        }
    });
}

/// The end-of-hand dialog: how the hand ended, an entry per needed player, the settlement.
fn end_of_hand(cx: &mut TableCtx<'_>, ui: &mut egui::Ui, over: &HandOver) {
    // The headline, the pad and the calls where the hand in play drew them; the status line
    // under them (over them, it pushed the pad down under a tap meant for it).
    table::hand_end_frame(cx, ui, |cx, ui| {
        crate::app::panels::status_line(cx.i18n, cx.view.status.as_ref(), ui);
        ui.add_space(6.0);
        dialog_and_layout(cx, ui, over);
    });
}

/// The dialog and the final layout in what is left of `ui`.
fn dialog_and_layout(cx: &mut TableCtx<'_>, ui: &mut egui::Ui, over: &HandOver) {
    // Wide: the dialog on the left, the final layout on the right, both full height — or, where
    // the layout is drawn larger there, the layout under the dialog across the whole width (a
    // long Five Up layout in a tall narrow felt beside the dialog was too small to read).
    // Narrow: the layout over the dialog.
    let full = ui.available_rect_before_wrap();
    if full.width() >= WIDE {
        let id = ui.scope_id().with("hand-end-dialog-height");
        let last: Option<f32> = ui.data(|d| d.get_temp(id));
        let split = full.left() + full.width() * 0.56;
        let left = Rect::from_min_max(full.min, pos2(split - 8.0, full.max.y));
        let right = Rect::from_min_max(pos2(split, full.min.y), full.max);
        let under = last
            .map(|h| Rect::from_min_max(pos2(full.min.x, full.min.y + h + 8.0), full.max))
            .filter(|under| {
                let Some(layout) = cx.table.layout.as_ref() else {
                    return false;
                };
                if under.height() < UNDER_MIN {
                    return false;
                }
                // Weighed once per layout and size, not every frame (each weighing lays the
                // tiles out).
                let key = (layout.nodes().len(), rounded(*under), rounded(right));
                let kept = ui.scope_id().with("hand-end-under");
                if let Some((k, found)) =
                    ui.data(|d| d.get_temp::<((usize, [i32; 4], [i32; 4]), bool)>(kept))
                    && k == key
                {
                    return found;
                }
                let short = |felt: Rect| drawing(layout, felt).short;
                let found = short(*under) > short(right) * UNDER_GAIN;
                ui.data_mut(|d| d.insert_temp(kept, (key, found)));
                found
            });
        let (dialog_at, felt) = match under {
            Some(under) => (
                Rect::from_min_max(full.min, pos2(full.max.x, under.min.y - 8.0)),
                under,
            ),
            None => (left, right),
        };
        let height = ui
            .scope_builder(UiBuilder::new().max_rect(dialog_at), |ui| {
                dialog(cx, ui, over)
            })
            .inner;
        ui.data_mut(|d| d.insert_temp(id, height));
        ui.scope_builder(UiBuilder::new().max_rect(felt), |ui| {
            final_layout(cx, ui, felt.height());
        });
    } else {
        let height = (full.height() * 0.3).clamp(110.0, 260.0);
        final_layout(cx, ui, height);
        ui.add_space(6.0);
        let _ = dialog(cx, ui, over);
    }
}

/// A rectangle to the point, to compare from one frame to the next.
fn rounded(r: Rect) -> [i32; 4] {
    [r.min.x, r.min.y, r.max.x, r.max.y].map(|v| v.round() as i32)
}

/// The least height of the final layout under the dialog (points).
const UNDER_MIN: f32 = 160.0;
/// How much larger (×) the tiles must be drawn under the dialog than beside it for the layout
/// to go there (so the felt does not hop between the two for a point).
const UNDER_GAIN: f32 = 1.15;

/// From this width of the middle panel (points), the dialog and the final layout sit side by
/// side.
const WIDE: f32 = 700.0;

/// The dialog itself: how the hand ended, an entry per needed player, the settlement. Returns
/// how tall its content is (points).
fn dialog(cx: &mut TableCtx<'_>, ui: &mut egui::Ui, over: &HandOver) -> f32 {
    let width = ui.available_width() - 30.0;
    // The button that settles sits under the scrolled entries, always in sight: a window too
    // short for four entries and the settlement scrolls them, never the button.
    // So does why the totals cannot settle, in its place.
    let (button, refused) = match &cx.table.settle {
        Some(Settle::Ready { button }) => (Some(button.clone()), None),
        Some(Settle::Refused(why)) => (None, Some(why.clone())),
        _ => (None, None),
    };
    let button_row = if button.is_some() || refused.is_some() {
        BUTTON_ROW
    } else {
        0.0
    };
    let visible = (ui.available_height() - button_row).max(BUTTON_ROW);
    let content = egui::ScrollArea::vertical()
        .auto_shrink(false)
        .max_height(visible)
        .show(ui, |ui| {
            egui::Frame::group(ui.style())
                .inner_margin(12.0)
                .show(ui, |ui| {
                    ui.set_max_width(width);
                    ui.label(
                        RichText::new(cx.i18n.t("hand-over"))
                            .size(theme::CALL)
                            .strong(),
                    );
                    ui.label(
                        RichText::new(&over.how)
                            .size(theme::HEADING)
                            .color(theme::accent(ui)),
                    );
                    if !over.entries.is_empty() {
                        ui.label(cx.i18n.t("holds-hint"));
                    }
                    for entry in &over.entries {
                        holds_entry(cx, ui, entry);
                    }
                    ui.add_space(8.0);
                    settlement(cx, ui);
                })
                .response
                .rect
                .height()
        })
        .inner;
    if let Some(text) = button {
        ui.add_space(BUTTON_ROW - 44.0);
        ui.horizontal(|ui| {
            if big_button(ui, text, true).clicked() {
                cx.command(TableCommand::FinishHand);
            }
            // Where the settlement's steps scroll out of sight (a 900 × 600 window with tiles
            // to tap), the award beside the button.
            if let Some(award) = cx.table.settling.last().filter(|_| content > visible) {
                ui.add(
                    egui::Label::new(
                        RichText::new(award)
                            .size(theme::CALL)
                            .strong()
                            .color(theme::accent(ui)),
                    )
                    .truncate(),
                );
            }
        });
    }
    if let Some(why) = refused {
        ui.add_space(6.0);
        ui.add(
            egui::Label::new(
                RichText::new(why)
                    .size(theme::TEXT)
                    .color(theme::error(ui.visuals())),
            )
            .wrap(),
        );
    }
    content + button_row
}

/// The height under the dialog's entries that holds the settling button (points).
const BUTTON_ROW: f32 = 54.0;

/// The layout as the hand ended, `height` points tall, labelled for screen readers with its
/// number of tiles.
fn final_layout(cx: &TableCtx<'_>, ui: &mut egui::Ui, height: f32) {
    let Some(layout) = cx.table.layout.as_ref() else {
        return;
    };
    let size = Vec2::new(ui.available_width(), height);
    let last = cx.table.last_node;
    let response = ui.allocate_ui(size, |ui| {
        ui.set_min_size(size);
        let end_name = |node, end| text::open_end_name(cx.i18n, layout, node, end);
        let labelled = cx.table.labelled();
        // What the ends show, as the table view has it: each open end's pip, and what a
        // double counts only while the count shows.
        let drawn = LayoutView::new(layout, &end_name)
            .last(last)
            .labelled(&labelled)
            .values(cx.table.end_values)
            .words(cx.i18n)
            .show(ui);
        if cx.table.proof {
            proof::labels(ui, cx.i18n, layout, drawn.felt);
        }
    });
    let label = cx.i18n.tr(
        "final-layout",
        &[("n", Arg::N(layout.nodes().len() as i64))],
    );
    let rect = response.response.rect;
    let felt = ui.interact(
        rect,
        ui.unique_id().with("final-layout"),
        egui::Sense::hover(),
    );
    felt.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &label));
}

/// What a player holds (`entry`, as the table view has it): tap the tiles they show (from those
/// not on the table or in another entry) or type their pip total.
fn holds_entry(cx: &mut TableCtx<'_>, ui: &mut egui::Ui, entry: &HoldsView) {
    let player = entry.player;
    ui.add_space(8.0);
    ui.label(RichText::new(&entry.title).size(theme::ENTRY).strong());
    if let Some(known) = &entry.known {
        ui.label(
            RichText::new(known)
                .size(theme::TEXT)
                .color(theme::accent(ui)),
        );
    } else if cx.view.keys.holds_player == Some(player) {
        ui.label(RichText::new(cx.i18n.t("holds-typing")).size(theme::TEXT));
    }
    let mut toggled = None;
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing = Vec2::new(3.0, 4.0);
        for &tile in &entry.offered {
            let chosen = cx.view.holds[player].tiles.contains(&tile);
            let look = TileLook {
                faded: false,
                glow: chosen,
                outline: false,
            };
            let name = text::tile_name(cx.i18n, tile);
            let response = tile_button(ui, tile, &name, Vec2::new(64.0, 32.0), look, true);
            if response.clicked() {
                toggled = Some(tile);
            }
        }
    });
    if let Some(tile) = toggled {
        let count = entry.count;
        let entry = &mut cx.view.holds[player];
        if let Some(i) = entry.tiles.iter().position(|t| *t == tile) {
            entry.tiles.remove(i);
        } else {
            entry.tiles.push(tile);
            entry.pips.clear();
        }
        // Every tile tapped: the entry is finished, and the app enters it.
        entry.entered = entry.tiles.len() == usize::from(count);
    }
    let field = ui.horizontal(|ui| {
        let label = ui.label(RichText::new(cx.i18n.t("pip-total")).size(theme::TEXT));
        // Its id is the player's: when the field above is entered (and leaves the dialog) as
        // the focus moves here, this one keeps the focus and what is typed next.
        let edit = egui::TextEdit::singleline(&mut cx.view.holds[player].pips)
            .id_salt(("pip-total", player))
            .desired_width(60.0)
            .font(egui::FontId::proportional(theme::TEXT));
        let response = ui.add(edit).labelled_by(label.id);
        if response.changed() && !cx.view.holds[player].pips.trim().is_empty() {
            cx.view.holds[player].tiles.clear();
        }
        // A total is entered in the match (and saved) as the field lets it go, by Enter or by a
        // tap elsewhere: what was typed survives a restart like every other entry. Enter in the
        // field also settles once every total is in and none is refused: the field takes the
        // Enter as it lets go of the keys, so the keys' own Enter would need a second.
        let typed = !cx.view.holds[player].pips.trim().is_empty();
        if response.lost_focus() && typed {
            cx.view.holds[player].entered = true;
        }
        let entered = response.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        if entered {
            cx.view.holds[player].entered = true;
        }
        if entered && matches!(cx.table.settle, Some(Settle::Ready { .. })) {
            cx.command(TableCommand::FinishHand);
        }
        if let Some(sum) = &entry.sum {
            ui.label(RichText::new(sum).size(theme::TEXT));
        }
        response.changed() || response.gained_focus()
    });
    let mut typed_here = field.response.rect;
    // On a line of its own under the field, wrapped in the dialog: beside the field it ran on
    // under the felt and lost its end.
    if let Some(why) = &entry.not_a_total {
        let said = ui.add(
            egui::Label::new(
                RichText::new(why)
                    .size(theme::TEXT)
                    .color(theme::error(ui.visuals())),
            )
            .wrap(),
        );
        typed_here = typed_here.union(said.rect);
    }
    // What is being typed, and what the dialog says of it, stay in sight as the dialog scrolls
    // (at 900 × 600 they went under the window's foot, or under the button that settles).
    if field.inner {
        ui.scroll_to_rect(typed_here, None);
    }
}

/// The settlement the entries make, or why they cannot: all the table view's ([`Settle`]). The
/// button that settles is the dialog's, under its scrolled entries.
fn settlement(cx: &mut TableCtx<'_>, ui: &mut egui::Ui) {
    match &cx.table.settle {
        None => return,
        // Said at the dialog's foot, in sight ([`dialog`]).
        Some(Settle::Refused(_)) => return,
        Some(Settle::Incomplete) => {
            ui.label(
                RichText::new(cx.i18n.t("needs-holds"))
                    .size(theme::TEXT)
                    .weak(),
            );
            return;
        }
        Some(Settle::Ready { .. }) => {}
    }
    ui.label(
        RichText::new(cx.i18n.t("settle-preview"))
            .size(theme::ENTRY)
            .strong(),
    );
    // The settlement in the table view's words, as the "Last hand" lines and the replay say it.
    for line in &cx.table.settling {
        ui.label(
            RichText::new(line)
                .size(theme::CALL)
                .strong()
                .color(theme::accent(ui)),
        );
    }
}
