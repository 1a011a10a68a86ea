//! The coach panel (practice mode; the rules card's "pran 5, pa pran 10"): shown
//! beside the turn panel while the top bar's Coach toggle is on (off by default).
//!
//! From top to bottom: whose hand is weighed; what the last placement left for the player now
//! to move; the unseen tiles that would score now, with their points; the hand, entered
//! privately in a picker of its own (a tinted double-six chart, clearly apart from the table's
//! picker: tapping it changes nothing in the match and is never saved); and, once the hand is
//! complete, every legal play ranked by net value with its points now, `P` (the chance that the
//! next player holds a tile that scores after it) and the expected reply, printed as `allfives
//! coach` prints them. Everything is computed by [`crate::engine::coach`], exactly.

use egui::{Align, Layout, RichText, Sense, Stroke, StrokeKind, Vec2, vec2};

use crate::app::coach::CoachView;
use crate::app::coach::page::CoachPage;
use crate::app::i18n::{Arg, I18n};
use crate::app::panels::PanelCtx;
use crate::app::widgets::tile::{TileLook, paint_tile, radius};
use crate::app::{text, theme};
use crate::engine::Seat;
use crate::engine::Tile;
use crate::engine::coach::{Advice, Scoring};

/// What the coach reads of the table view.
#[derive(Clone, Copy, Debug)]
pub struct Shown {
    /// Whether a placement's count is hidden until it is announced (RULES.md §6).
    pub count_hidden: bool,
    /// Whether the announcement pad still takes a tap (nothing said yet).
    pub pad_open: bool,
}

/// What the coach panel draws with: its own state to change, what it reads of the table.
pub type CoachCtx<'a> = PanelCtx<'a, &'a mut CoachView, Shown>;

/// The panel's width (points): as wide as this while the table keeps [`TABLE_KEEPS`] …
const WIDTH: f32 = 400.0;
/// … and never narrower than this (then the table gives way, at the 900-point minimum window).
const MIN_WIDTH: f32 = 300.0;
/// The width the table keeps beside the panel when the window is narrow (points).
const TABLE_KEEPS: f32 = 430.0;
/// The share of the plays' width each column takes: play, now, P, reply, net.
const COLUMNS: [f32; 5] = [0.36, 0.165, 0.16, 0.155, 0.16];
/// Below this width (points) the plays' rows use a smaller type, so that `0.706` still fits.
const ROOMY: f32 = 350.0;

/// Draws the coach panel's `page` while practice mode is on (nothing otherwise).
pub fn show(cx: &mut CoachCtx<'_>, ui: &mut egui::Ui, page: &CoachPage) {
    if !cx.view.on {
        return;
    }
    let width = (ui.available_width() - TABLE_KEEPS).clamp(MIN_WIDTH, WIDTH);
    egui::Panel::right("coach")
        .resizable(false)
        .exact_size(width)
        .show(ui, |ui| {
            egui::ScrollArea::vertical()
                .auto_shrink(false)
                .show(ui, |ui| contents(cx, ui, page));
        });
}

/// The panel's contents, top to bottom. While a placement's count waits for its announcement
/// (muggins rule on, RULES.md §6) the coach shows no number, so it never gives the count away.
fn contents(cx: &mut CoachCtx<'_>, ui: &mut egui::Ui, page: &CoachPage) {
    let coaching = &page.coaching;
    ui.add_space(6.0);
    let title = RichText::new(cx.i18n.t("coach-title")).size(theme::HEADING);
    ui.label(title.strong());
    let note = RichText::new(cx.i18n.t("coach-note")).size(theme::NOTE);
    ui.label(note.weak());
    ui.add_space(4.0);
    whose_hand(cx, ui, page);
    let hidden = page.placer.as_deref().filter(|_| cx.table.count_hidden);
    if let Some(placer) = hidden {
        let name = Arg::S(placer);
        // The pad still takes a tap: nothing said yet. Once something is said (or "said
        // nothing"), the count stays hidden only while a call is open.
        let id = if cx.table.pad_open {
            "coach-hidden"
        } else {
            "coach-hidden-said"
        };
        let wait = cx.i18n.tr(id, &[("name", name)]);
        ui.label(
            RichText::new(wait)
                .size(theme::TEXT)
                .color(theme::accent(ui)),
        );
    } else {
        if let Some((left, numbers)) = &page.left {
            ui.label(RichText::new(left).size(theme::SMALL))
                .on_hover_text(numbers);
        }
        ui.add_space(8.0);
        scoring_now(cx, ui, &coaching.scoring_now);
    }
    if let Some(viewer) = coaching.viewer
        && page.hand_open
    {
        ui.add_space(8.0);
        hand_picker(cx, ui, page, viewer);
    }
    if hidden.is_some() {
        return;
    }
    ui.add_space(8.0);
    plays(cx, ui, page);
    if let Some(line) = &page.domino {
        ui.add_space(8.0);
        ui.label(RichText::new(line).size(theme::SMALL));
    }
    ui.add_space(8.0);
}

/// Whose hand is weighed: the player to move (the default), or one player throughout.
fn whose_hand(cx: &mut CoachCtx<'_>, ui: &mut egui::Ui, page: &CoachPage) {
    let follow = page.follow.clone();
    let mut viewer = cx.view.viewer;
    let selected = match viewer {
        None => follow.clone(),
        Some(p) => page.name(p).to_string(),
    };
    ui.horizontal_wrapped(|ui| {
        let label = ui.label(RichText::new(cx.i18n.t("coach-whose-hand")).size(theme::TEXT));
        egui::ComboBox::from_id_salt("coach-viewer")
            .selected_text(RichText::new(selected).size(theme::TEXT))
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut viewer, None, follow);
                for (p, name) in &page.seated {
                    ui.selectable_value(&mut viewer, Some(*p), name);
                }
            })
            .response
            .labelled_by(label.id);
    });
    cx.view.viewer = viewer;
}

/// The unseen tiles that score now, each painted with its best points beside it.
fn scoring_now(cx: &CoachCtx<'_>, ui: &mut egui::Ui, scoring: &[Scoring]) {
    let title = RichText::new(cx.i18n.t("coach-scoring-now")).size(theme::TEXT);
    ui.label(title.strong());
    if scoring.is_empty() {
        let none = RichText::new(cx.i18n.t("coach-none-scores")).size(theme::SMALL);
        ui.label(none.weak());
        return;
    }
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing = vec2(4.0, 6.0);
        for s in scoring {
            small_tile(ui, cx.i18n, s.tile, Vec2::new(40.0, 20.0));
            let points = RichText::new(s.points.to_string()).size(theme::TEXT);
            ui.label(points.strong().color(theme::accent(ui)));
            ui.add_space(8.0);
        }
    });
}

/// A small tile drawn as it would lie (touching half first), named for screen readers in words
/// in chart order (`zero-two`: [`text::tile_name`]).
fn small_tile(ui: &mut egui::Ui, i18n: &I18n, tile: Tile, size: Vec2) {
    let (rect, response) = ui.allocate_exact_size(size, Sense::hover());
    let chart = Tile::new(tile.low(), tile.high()).unwrap_or(tile);
    let name = text::tile_name(i18n, chart);
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &name));
    paint_tile(
        ui.painter(),
        rect.shrink(1.0),
        tile.first(),
        tile.second(),
        TileLook::default(),
    );
}

/// The viewer's hand, entered privately in a tinted frame. While it is incomplete (or being
/// changed) a double-six chart of its own shows (one row per low half, `0-0 … 0-6` first): a tap
/// puts a tile into the hand or takes it out; tiles on the table cannot be tapped. Once complete
/// it folds to the held tiles and a Change button, so the plays below stay in view.
fn hand_picker(cx: &mut CoachCtx<'_>, ui: &mut egui::Ui, page: &CoachPage, viewer: Seat) {
    let hand = &page.coaching.hand;
    let has = page.holds;
    let complete = hand.len() == usize::from(has);
    let open = !complete || cx.view.editing;
    let name = || Arg::S(page.name(viewer));
    egui::Frame::new()
        .fill(theme::private_fill(ui.visuals()))
        .stroke(Stroke::new(1.5, theme::PRIVATE))
        .corner_radius(6.0)
        .inner_margin(8.0)
        .show(ui, |ui| {
            ui.set_min_width(ui.available_width());
            let title = cx.i18n.tr("coach-hand-title", &[("name", name())]);
            ui.label(RichText::new(title).size(theme::TEXT).strong());
            if open {
                let hint = cx.i18n.tr("coach-hand-hint", &[("name", name())]);
                ui.label(RichText::new(hint).size(theme::NOTE).weak());
            }
            ui.horizontal(|ui| {
                let entered = cx.i18n.tr(
                    "coach-hand-entered",
                    &[
                        ("given", Arg::N(hand.len() as i64)),
                        ("has", Arg::N(i64::from(has))),
                    ],
                );
                ui.label(RichText::new(entered).size(theme::SMALL));
                let button = |id: &str| RichText::new(cx.i18n.t(id)).size(theme::SMALL);
                if open {
                    let clear = egui::Button::new(button("coach-clear"));
                    if ui.add_enabled(!hand.is_empty(), clear).clicked() {
                        cx.view.clear(viewer);
                    }
                    if complete && ui.button(button("coach-done")).clicked() {
                        cx.view.editing = false;
                    }
                } else if ui.button(button("coach-change")).clicked() {
                    cx.view.editing = true;
                }
            });
            ui.add_space(4.0);
            if open {
                chart(cx, ui, page, viewer);
            } else {
                ui.horizontal_wrapped(|ui| {
                    ui.spacing_mut().item_spacing = vec2(4.0, 4.0);
                    for &tile in hand {
                        small_tile(ui, cx.i18n, tile, Vec2::new(40.0, 20.0));
                    }
                });
            }
        });
}

/// The private double-six chart: seven rows, `0-0 … 0-6` first, as wide as the panel allows.
fn chart(cx: &mut CoachCtx<'_>, ui: &mut egui::Ui, page: &CoachPage, viewer: Seat) {
    let hand = &page.coaching.hand;
    let width = ((ui.available_width() - 6.0 * 4.0) / 7.0).clamp(30.0, 48.0);
    let size = Vec2::new(width, width / 2.0);
    for low in 0..=6u8 {
        ui.horizontal(|ui| {
            ui.spacing_mut().item_spacing = Vec2::new(4.0, 3.0);
            for high in low..=6u8 {
                let tile = Tile::new(low, high).expect("0-6");
                let held = hand.contains(&tile);
                let on_table = page.on_table.contains(&tile);
                let enabled = !on_table;
                let label = cx.i18n.tr(
                    "coach-hand-tile",
                    &[("tile", Arg::S(&text::tile_name(cx.i18n, tile)))],
                );
                if hand_tile(ui, tile, &label, size, held, enabled).clicked() {
                    cx.view.toggle_beside(on_table, viewer, tile);
                }
            }
        });
    }
}

/// A tile of the private chart: held tiles bright with the private colour around them, the
/// others dim, tiles on the table nearly gone and not clickable. A check box for screen readers
/// and tests, labelled `label`.
fn hand_tile(
    ui: &mut egui::Ui,
    tile: Tile,
    label: &str,
    size: Vec2,
    held: bool,
    enabled: bool,
) -> egui::Response {
    let sense = if enabled {
        Sense::click()
    } else {
        Sense::hover()
    };
    let (rect, response) = ui.allocate_exact_size(size, sense);
    response.widget_info(|| egui::WidgetInfo::selected(egui::Role::CheckBox, enabled, held, label));
    if !ui.is_rect_visible(rect) {
        return response;
    }
    let tile_rect = rect.shrink(2.0);
    let mut painter = ui.painter_at(rect.expand(3.0));
    if !enabled {
        painter.multiply_opacity(0.15);
    } else if !held {
        painter.multiply_opacity(if response.hovered() { 0.8 } else { 0.45 });
    }
    let look = TileLook {
        faded: !enabled,
        ..TileLook::default()
    };
    paint_tile(&painter, tile_rect, tile.low(), tile.high(), look);
    if held {
        painter.rect_stroke(
            tile_rect.expand(1.0),
            radius(tile_rect.height() * 0.25),
            Stroke::new(3.0, theme::PRIVATE),
            StrokeKind::Outside,
        );
    }
    if enabled {
        response.on_hover_cursor(egui::CursorIcon::PointingHand)
    } else {
        response
    }
}

/// Every legal play of the complete hand, best net value first, or why the plays cannot be
/// weighed yet (the hand is incomplete, it is another player's turn, no hand is in play).
fn plays(cx: &CoachCtx<'_>, ui: &mut egui::Ui, page: &CoachPage) {
    let coaching = &page.coaching;
    let Some(viewer) = page.viewer_name.as_deref() else {
        return;
    };
    let advice = match &coaching.plays {
        Ok(advice) => advice,
        Err(why) => {
            let why = text::coach_error_text(cx.i18n, why);
            ui.label(
                RichText::new(why)
                    .size(theme::TEXT)
                    .color(theme::accent(ui)),
            );
            return;
        }
    };
    let name = Arg::S(viewer);
    let title = cx.i18n.tr("coach-plays-title", &[("name", name)]);
    ui.label(RichText::new(title).size(theme::TEXT).strong());
    if advice.is_empty() {
        let name = Arg::S(viewer);
        let none = cx.i18n.tr("coach-no-play", &[("name", name)]);
        ui.label(
            RichText::new(none)
                .size(theme::TEXT)
                .color(theme::accent(ui)),
        );
        return;
    }
    header(cx, ui);
    for (i, a) in advice.iter().enumerate() {
        // A tile that fits two ends showing the same pips names the end.
        let twin = advice
            .iter()
            .any(|b| b.tile == a.tile && b.place != a.place && b.place.pips == a.place.pips);
        let play = format!("{}. {}", i + 1, text::coach_play_text(cx.i18n, a, twin));
        let fill = if i == 0 {
            theme::accent(ui).gamma_multiply(0.18)
        } else {
            egui::Color32::TRANSPARENT
        };
        egui::Frame::new()
            .fill(fill)
            .corner_radius(4.0)
            .inner_margin(vec2(2.0, 2.0))
            .show(ui, |ui| {
                row(cx, ui, &play, a, i == 0).on_hover_text(text::place_text(cx.i18n, &a.place));
                // What the numbers mean, as a player would say it; the numbers on hover.
                let (words, replies) = page.play_words.get(i).cloned().unwrap_or_default();
                ui.horizontal_wrapped(|ui| {
                    ui.add_space(18.0);
                    ui.label(RichText::new(words).size(theme::NOTE))
                        .on_hover_text(text::play_numbers(cx.i18n, a));
                });
                ui.horizontal_wrapped(|ui| {
                    ui.add_space(18.0);
                    ui.label(RichText::new(replies).size(theme::NOTE).weak());
                });
            });
    }
    if let Some(partner) = &page.partner {
        ui.label(RichText::new(partner).size(theme::SMALL));
    }
}

/// The column heads of the plays, each explained on hover.
fn header(cx: &CoachCtx<'_>, ui: &mut egui::Ui) {
    let heads = [
        ("coach-col-play", None),
        ("coach-col-now", Some("coach-col-now-hint")),
        ("coach-col-p", Some("coach-col-p-hint")),
        ("coach-col-reply", Some("coach-col-reply-hint")),
        ("coach-col-net", Some("coach-col-net-hint")),
    ];
    let (widths, _) = columns(ui.available_width() - 4.0);
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = 0.0;
        ui.add_space(2.0);
        for (i, (head, hint)) in heads.into_iter().enumerate() {
            let head = RichText::new(cx.i18n.t(head)).size(theme::SMALL).weak();
            let response = cell(ui, widths[i], i > 0, head);
            if let Some(hint) = hint {
                response.on_hover_text(cx.i18n.t(hint));
            }
        }
    });
}

/// One play's line: its name (with its rank), points now, P, the expected reply and the net,
/// as `allfives coach` prints them but with the language's decimal mark (`0,706` in Kreyòl).
/// Returns the name's response.
fn row(cx: &CoachCtx<'_>, ui: &mut egui::Ui, play: &str, a: &Advice, best: bool) -> egui::Response {
    let strong = |t: RichText| if best { t.strong() } else { t };
    let net_colour = if best {
        theme::accent(ui)
    } else if a.net < 0.0 {
        theme::error(ui.visuals())
    } else {
        ui.visuals().text_color()
    };
    let (widths, size) = columns(ui.available_width());
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = 0.0;
        let name = cell(ui, widths[0], false, strong(RichText::new(play).size(size)));
        let numbers = [
            cx.i18n.integer(i64::from(a.now)),
            cx.i18n.decimal(a.p_reply, 3),
            cx.i18n.decimal(a.expected_reply, 2),
        ];
        for (i, number) in numbers.into_iter().enumerate() {
            cell(
                ui,
                widths[i + 1],
                true,
                strong(RichText::new(number).size(size)),
            );
        }
        let net = RichText::new(cx.i18n.decimal(a.net, 2)).size(size).strong();
        cell(ui, widths[4], true, net.color(net_colour));
        name
    })
    .inner
}

/// The columns' widths for plays `width` points wide, and the size of their type.
fn columns(width: f32) -> ([f32; 5], f32) {
    let size = if width >= ROOMY {
        theme::TEXT
    } else {
        theme::SMALL
    };
    (COLUMNS.map(|share| (share * width).floor()), size)
}

/// A label in a cell `width` wide, right-aligned for numbers.
fn cell(ui: &mut egui::Ui, width: f32, right: bool, text: RichText) -> egui::Response {
    let layout = if right {
        Layout::right_to_left(Align::Center)
    } else {
        Layout::left_to_right(Align::Center)
    };
    ui.allocate_ui_with_layout(vec2(width, 24.0), layout, |ui| {
        ui.set_min_width(width);
        ui.add(egui::Label::new(text).wrap_mode(egui::TextWrapMode::Truncate))
    })
    .inner
}
