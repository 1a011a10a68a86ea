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
use crate::app::panels::PanelCtx;
use crate::app::table::holds::known_tiles;
use crate::app::table::panels::felt as table;
use crate::app::table::view::Settle;
use crate::app::widgets::big_button;
use crate::app::widgets::layout::{LayoutView, drawing};
use crate::app::widgets::proof;
use crate::app::widgets::tile::{TileLook, tile_button};
use crate::app::{Command, shell::theme, text};
use crate::engine::Seat;
use crate::engine::{HandEnd, MatchState, Tile};

/// Draws what comes between hands: who leads hand 1, the end-of-hand dialog while the hand is
/// not settled, then the next hand.
pub fn show(cx: &mut PanelCtx<'_>, ui: &mut egui::Ui, game: &MatchState) {
    match game.hand() {
        None => who_leads(cx, ui, game, 1),
        Some(hand) if !hand.settled => end_of_hand(cx, ui, game),
        Some(_) => next_hand(cx, ui, game),
    }
}

/// Who leads hand `number`: one button per player, and Draw lots.
fn who_leads(cx: &mut PanelCtx<'_>, ui: &mut egui::Ui, game: &MatchState, number: u32) {
    ui.add_space(20.0);
    ui.label(
        RichText::new(cx.i18n.tr("who-leads", &[("n", Arg::N(i64::from(number)))]))
            .size(theme::TITLE)
            .strong(),
    );
    ui.add_space(10.0);
    ui.horizontal_wrapped(|ui| {
        for (p, name) in game.setup().seated() {
            if big_button(ui, name.clone(), true).clicked() {
                cx.command(Command::Deal(Some(p)));
            }
        }
        if big_button(ui, cx.i18n.t("draw-lots"), true).clicked() {
            cx.command(Command::Deal(None));
        }
    });
}

/// The next hand: its leader when known (after a domino), else who leads.
fn next_hand(cx: &mut PanelCtx<'_>, ui: &mut egui::Ui, game: &MatchState) {
    let number = game.hand().map_or(1, |h| h.number + 1);
    if let Some(leader) = game.next_leader() {
        ui.add_space(20.0);
        let text = cx
            .i18n
            .tr("next-hand-leader", &[("name", Arg::S(game.name(leader)))]);
        if big_button(ui, text, true).clicked() {
            cx.command(Command::Deal(Some(leader)));
        }
    } else {
        who_leads(cx, ui, game, number);
    }
}

/// The end-of-hand dialog: how the hand ended, an entry per needed player, the settlement.
fn end_of_hand(cx: &mut PanelCtx<'_>, ui: &mut egui::Ui, game: &MatchState) {
    fill_known(cx, game);
    // The headline, the pad and the calls where the hand in play drew them; the status line
    // under them (over them, it pushed the pad down under a tap meant for it).
    table::hand_end_frame(cx, ui, game, |cx, ui| {
        crate::app::panels::status_line(cx, ui);
        ui.add_space(6.0);
        dialog_and_layout(cx, ui, game);
    });
}

/// The dialog and the final layout in what is left of `ui`.
fn dialog_and_layout(cx: &mut PanelCtx<'_>, ui: &mut egui::Ui, game: &MatchState) {
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
                let Some(hand) = game.hand() else {
                    return false;
                };
                if under.height() < UNDER_MIN {
                    return false;
                }
                // Weighed once per layout and size, not every frame (each weighing lays the
                // tiles out).
                let key = (hand.layout.nodes().len(), rounded(*under), rounded(right));
                let kept = ui.scope_id().with("hand-end-under");
                if let Some((k, found)) =
                    ui.data(|d| d.get_temp::<((usize, [i32; 4], [i32; 4]), bool)>(kept))
                    && k == key
                {
                    return found;
                }
                let short = |felt: Rect| drawing(&hand.layout, felt).short;
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
                dialog(cx, ui, game)
            })
            .inner;
        ui.data_mut(|d| d.insert_temp(id, height));
        ui.scope_builder(UiBuilder::new().max_rect(felt), |ui| {
            final_layout(cx, ui, game, felt.height());
        });
    } else {
        let height = (full.height() * 0.3).clamp(110.0, 260.0);
        final_layout(cx, ui, game, height);
        ui.add_space(6.0);
        let _ = dialog(cx, ui, game);
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
fn dialog(cx: &mut PanelCtx<'_>, ui: &mut egui::Ui, game: &MatchState) -> f32 {
    let Some(hand) = game.hand() else { return 0.0 };
    let width = ui.available_width() - 30.0;
    egui::ScrollArea::vertical()
        .auto_shrink(false)
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
                    let how = match hand.end {
                        Some(HandEnd::Domino { player }) => cx
                            .i18n
                            .tr("dominoed", &[("name", Arg::S(game.name(player)))]),
                        _ => cx.i18n.t("blocked"),
                    };
                    ui.label(
                        RichText::new(how)
                            .size(theme::HEADING)
                            .color(theme::accent(ui)),
                    );
                    let missing = game.missing_holds();
                    if !missing.is_empty() {
                        ui.label(cx.i18n.t("holds-hint"));
                    }
                    for &player in &missing {
                        holds_entry(cx, ui, game, player);
                    }
                    ui.add_space(8.0);
                    settlement(cx, ui);
                })
                .response
                .rect
                .height()
        })
        .inner
}

/// Fills in the entries of the players whose tiles the app knows ([`known_tiles`]), unless
/// something was entered for them.
fn fill_known(cx: &mut PanelCtx<'_>, game: &MatchState) {
    for player in game.missing_holds() {
        let empty = cx
            .view
            .holds
            .get(player.index())
            .is_some_and(|e| e.tiles.is_empty() && e.pips.trim().is_empty());
        if empty && let Some(tiles) = known_tiles(game, &cx.view.holds, player) {
            cx.view.holds[player].tiles = tiles;
            cx.view.holds[player].filled_in = true;
        }
    }
}

/// The layout as the hand ended, `height` points tall, labelled for screen readers with its
/// number of tiles.
fn final_layout(cx: &PanelCtx<'_>, ui: &mut egui::Ui, game: &MatchState, height: f32) {
    let Some(hand) = game.hand() else { return };
    let size = Vec2::new(ui.available_width(), height);
    let last = hand
        .last_play
        .as_ref()
        .and_then(|p| hand.layout.node_of(p.tile));
    let response = ui.allocate_ui(size, |ui| {
        ui.set_min_size(size);
        let end_name = |node, end| text::open_end_name(cx.i18n, &hand.layout, node, end);
        // What the ends show, as the table view has it: each open end's pip, and what a
        // double counts only while the count shows.
        let drawn = LayoutView::new(&hand.layout, &end_name)
            .last(last)
            .pips(cx.table.end_pips)
            .values(cx.table.end_values)
            .words(cx.i18n)
            .show(ui);
        if cx.table.proof {
            proof::labels(ui, cx.i18n, &hand.layout, drawn.felt);
        }
    });
    let label = cx.i18n.tr(
        "final-layout",
        &[("n", Arg::N(hand.layout.nodes().len() as i64))],
    );
    let rect = response.response.rect;
    let felt = ui.interact(
        rect,
        ui.unique_id().with("final-layout"),
        egui::Sense::hover(),
    );
    felt.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &label));
}

/// What `player` holds: tap the tiles they show (from those not on the table or in another
/// entry) or type their pip total.
fn holds_entry(cx: &mut PanelCtx<'_>, ui: &mut egui::Ui, game: &MatchState, player: Seat) {
    let Some(hand) = game.hand() else { return };
    let count = hand.tiles[player];
    ui.add_space(8.0);
    ui.label(
        RichText::new(cx.i18n.tr(
            "holds-title",
            &[
                ("name", Arg::S(game.name(player))),
                ("n", Arg::N(i64::from(count))),
            ],
        ))
        .size(theme::ENTRY)
        .strong(),
    );
    let entry = &cx.view.holds[player];
    let filled_in = entry.filled_in
        && known_tiles(game, &cx.view.holds, player).is_some_and(|known| known == entry.tiles);
    if filled_in {
        let known = cx
            .i18n
            .tr("holds-known", &[("name", Arg::S(game.name(player)))]);
        ui.label(
            RichText::new(known)
                .size(theme::TEXT)
                .color(theme::accent(ui)),
        );
    } else if cx.view.keys.holds_player == Some(player) {
        ui.label(RichText::new(cx.i18n.t("holds-typing")).size(theme::TEXT));
    }
    let taken: Vec<Tile> = cx
        .view
        .holds
        .iter()
        .enumerate()
        .filter(|(p, _)| Seat(*p) != player)
        .flat_map(|(_, h)| h.tiles.clone())
        .collect();
    let mut toggled = None;
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing = Vec2::new(3.0, 4.0);
        for tile in Tile::all() {
            if hand.layout.contains(tile) || taken.contains(&tile) {
                continue;
            }
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
        let entry = &mut cx.view.holds[player];
        if let Some(i) = entry.tiles.iter().position(|t| *t == tile) {
            entry.tiles.remove(i);
        } else {
            entry.tiles.push(tile);
            entry.pips.clear();
        }
    }
    let not_a_number = ui.horizontal(|ui| {
        let label = ui.label(RichText::new(cx.i18n.t("pip-total")).size(theme::TEXT));
        let edit = egui::TextEdit::singleline(&mut cx.view.holds[player].pips)
            .desired_width(60.0)
            .font(egui::FontId::proportional(theme::TEXT));
        let response = ui.add(edit).labelled_by(label.id);
        if response.changed() && !cx.view.holds[player].pips.trim().is_empty() {
            cx.view.holds[player].tiles.clear();
        }
        // Enter in the field settles once every total is in and none is refused: the field
        // takes the Enter as it lets go of the keys, so the keys' own Enter would need a second.
        let entered = response.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        if entered && matches!(cx.table.settle, Some(Settle::Ready { .. })) {
            cx.command(Command::FinishHand);
        }
        let entry = &cx.view.holds[player];
        let typed = entry.pips.trim();
        if !typed.is_empty() && typed.parse::<u32>().is_err() {
            return Some(typed.to_string());
        }
        let pips: u32 = if typed.is_empty() {
            entry.tiles.iter().map(|t| t.pips()).sum()
        } else {
            typed.parse().unwrap_or(0)
        };
        // A typed total is the pips alone; tiles tapped say how many of the hand are in.
        let shown = if typed.is_empty() {
            cx.i18n.tr(
                "holds-sum-tapped",
                &[
                    ("pips", Arg::N(i64::from(pips))),
                    ("tapped", Arg::N(entry.tiles.len() as i64)),
                    ("count", Arg::N(i64::from(count))),
                ],
            )
        } else {
            cx.i18n
                .tr("holds-sum", &[("pips", Arg::N(i64::from(pips)))])
        };
        ui.label(RichText::new(shown).size(theme::TEXT));
        None
    });
    // On a line of its own under the field, wrapped in the dialog: beside the field it ran on
    // under the felt and lost its end.
    if let Some(typed) = not_a_number.inner {
        let why = cx.i18n.tr("not-a-total", &[("text", Arg::S(&typed))]);
        ui.add(
            egui::Label::new(
                RichText::new(why)
                    .size(theme::TEXT)
                    .color(theme::error(ui.visuals())),
            )
            .wrap(),
        );
    }
}

/// The settlement the entries make, or why they cannot, and the button that settles: all the
/// table view's ([`Settle`]).
fn settlement(cx: &mut PanelCtx<'_>, ui: &mut egui::Ui) {
    let text = match &cx.table.settle {
        None => return,
        Some(Settle::Refused(why)) => {
            ui.label(
                RichText::new(why)
                    .size(theme::TEXT)
                    .color(theme::error(ui.visuals())),
            );
            return;
        }
        Some(Settle::Incomplete) => {
            ui.label(
                RichText::new(cx.i18n.t("needs-holds"))
                    .size(theme::TEXT)
                    .weak(),
            );
            return;
        }
        Some(Settle::Ready { button }) => button.clone(),
    };
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
    ui.add_space(10.0);
    if big_button(ui, text, true).clicked() {
        cx.command(Command::FinishHand);
    }
}
