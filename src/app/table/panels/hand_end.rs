//! Between hands: who leads the first hand (or draws lots), the end-of-hand dialog (who dominoed
//! or that the game is blocked, what each needed player holds, the settlement with its rounding
//! and who scores it: RULES.md §4), and the next hand with its leader.
//!
//! The dialog never asks for what the app knows: with nothing left to draw, the last player
//! holding tiles holds every tile not seen, and is filled in; a typed pip total the engine
//! refuses (one the tiles cannot make together with the others) is refused as it is typed, with
//! the totals it could be. It is drawn where the picker was: the final layout stays on the felt
//! over it, where the hand was played.

use egui::{CornerRadius, Rect, RichText, UiBuilder, Vec2, pos2};

use crate::app::table::panels::{felt as table, picker, settlement};
use crate::app::table::state::TableCtx;
use crate::app::table::view::{Between, HandOver, HoldsView, Settle};
use crate::app::widgets::big_button;
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
        // Drawn where the picker was ([`panel`]).
        Some(Between::HandOver(_)) => {}
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

/// The end-of-hand dialog in a panel at the window's foot, where the picker was and `height`
/// tall as it was ([`picker::height`], measured across the whole window): the felt over it
/// keeps its rectangle, the headline and the pad their place. Drawn after the scores panel,
/// whose hand log keeps its rows down to the window's foot.
pub fn panel(cx: &mut TableCtx<'_>, ui: &mut egui::Ui, height: f32) {
    let Some(Between::HandOver(over)) = cx.table.between.clone() else {
        return;
    };
    // The picker's own panel: a new one would slide in from the window's foot.
    egui::Panel::bottom(picker::PANEL)
        .resizable(false)
        .exact_size(height)
        .show(ui, |ui| dialog(cx, ui, &over));
}

/// The end-of-hand dialog in table mode, in an opaque frame over `strip`, the felt's foot: the
/// felt keeps its rectangle under it (the final layout is drawn whole in the felt's part over
/// it), and the headline and the pad keep their place. The same dialog as the window's.
pub fn over_felt(cx: &mut TableCtx<'_>, ui: &mut egui::Ui, strip: Rect) {
    let Some(between) = cx.table.between.clone() else {
        return;
    };
    let visuals = ui.visuals();
    let (fill, stroke) = (visuals.panel_fill, visuals.window_stroke);
    let painter = ui.painter_at(strip);
    painter.rect_filled(strip, CornerRadius::same(10), fill);
    painter.rect_stroke(
        strip,
        CornerRadius::same(10),
        stroke,
        egui::StrokeKind::Inside,
    );
    let inner = strip.shrink(FRAME_MARGIN);
    let mut child = ui.new_child(UiBuilder::new().max_rect(inner));
    child.shrink_clip_rect(inner);
    match between {
        Between::HandOver(over) => dialog(cx, &mut child, &over),
        // Settled (Undo of the next deal, or a leader the rules leave open): the next hand's
        // buttons, as the window has them.
        _ => show(cx, &mut child),
    }
}

/// The space inside the frame of the dialog drawn over the felt (points).
const FRAME_MARGIN: f32 = 10.0;

/// The dialog in what is left of `ui`, a wide short strip: on the left how the hand ended over
/// an entry per needed player, scrolled; on the right the status line, the settlement's steps
/// (scrolled), and at its foot what the hand awards over the button that settles, or why the
/// totals cannot settle — always in sight.
fn dialog(cx: &mut TableCtx<'_>, ui: &mut egui::Ui, over: &HandOver) {
    let full = ui.available_rect_before_wrap();
    let side = (full.width() * 0.4).clamp(SIDE, 480.0);
    let left = Rect::from_min_max(full.min, pos2(full.max.x - side - GAP, full.max.y));
    let right = Rect::from_min_max(pos2(full.max.x - side, full.min.y), full.max);
    // Each column in a child of its own, clipped to it: what does not fit scrolls, and never
    // grows the panel (a taller panel would push the felt).
    let column = |ui: &mut egui::Ui, rect: Rect| {
        let mut child = ui.new_child(UiBuilder::new().max_rect(rect));
        child.shrink_clip_rect(rect);
        child
    };
    {
        let ui = &mut column(ui, left);
        // How the hand ended on one line, smaller as need be (a second line took the room of
        // the entries in a short window).
        let title = cx.i18n.t("hand-over");
        let size = heading_size(ui, &title, &over.how);
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(title).size(size).strong());
            ui.label(RichText::new(&over.how).size(size).color(theme::accent(ui)));
        });
        // Scrolled to what is typed, the list starts at a row's top and ends at a row's foot:
        // no row or line is sliced (at 900 × 600 a row of tiles, or the hint's line, was cut
        // at its top). Where that leaves room under the list, it stays empty. Not animated: the
        // list goes straight there, and no animation still under way slides it off after.
        let aligned = egui::Id::unique("allfives-hand-end-aligned")
            .with(cx.table.hand_number)
            .with(&over.how);
        let kept: Option<Aligned> = ui.data_mut(|d| d.get_temp(aligned));
        let room = ui.available_height();
        // Nor does it spring back past its end when it shrinks (an entry entered leaves it).
        ui.spacing_mut().scroll.kinetic.rubber_band = false;
        let mut list = egui::ScrollArea::vertical()
            .id_salt("hand-end-entries")
            .auto_shrink(false)
            .animated(false)
            .min_scrolled_height(0.0)
            .max_height(kept.map_or(room, |k| k.height.min(room)));
        if let Some(kept) = kept.filter(|k| k.steps > 0) {
            // The height first, then the offset: the list scrolls only as far as its last
            // frame's height let it.
            if kept.steps == 1 {
                list = list.vertical_scroll_offset(kept.offset);
            }
            let steps = kept.steps - 1;
            ui.data_mut(|d| d.insert_temp(aligned, Aligned { steps, ..kept }));
            ui.ctx().request_repaint();
        }
        let shown = list.show(ui, |ui| {
            ui.set_max_width(left.width() - 16.0);
            let top = ui.min_rect().top();
            let mut rows = Rows::default();
            if !over.entries.is_empty() {
                let hint = ui.label(cx.i18n.t("holds-hint"));
                rows.lines(ui, &hint, egui::TextStyle::Body.resolve(ui.style()));
            }
            // The entry being typed, and whether the list is to scroll to it now (else it
            // stays in sight as it grows: a refusal under the field).
            let mut wanted: Option<(Rect, bool)> = None;
            for entry in &over.entries {
                if let Some((rect, now)) = holds_entry(cx, ui, entry, &mut rows)
                    && (now || wanted.is_none_or(|(_, earlier)| !earlier))
                {
                    wanted = Some((rect, now));
                }
            }
            (top, rows, wanted)
        });
        let (top, rows, wanted) = shown.inner;
        // Once the list is where it was put (not while it gets there).
        let settled = kept.is_none_or(|k| k.steps == 0);
        if let Some((wanted, scroll)) =
            wanted.filter(|&(_, now)| settled && (now || kept.is_some()))
        {
            let rows: Vec<egui::Rangef> = rows
                .lines
                .iter()
                .map(|r| egui::Rangef::new(r.min - top, r.max - top))
                .collect();
            let wanted = egui::Rangef::new(wanted.min.y - top, wanted.max.y - top);
            let now = shown.inner_rect.top() - top;
            let next = whole_rows(&rows, wanted, room, now);
            let same = kept.is_some_and(|k| {
                (k.offset - next.offset).abs() < 0.5 && (k.height - next.height).abs() < 0.5
            });
            if !same || (scroll && (next.offset - now).abs() > 0.5) {
                ui.data_mut(|d| d.insert_temp(aligned, next));
                ui.ctx().request_repaint();
            }
        } else if wanted.is_none() && settled && kept.is_some() {
            // Nothing is being typed any more: the list has all its room again.
            ui.data_mut(|d| d.remove::<Aligned>(aligned));
            ui.ctx().request_repaint();
        }
    }
    ui.allocate_rect(full, egui::Sense::hover());
    let ui = &mut column(ui, right);
    {
        crate::app::panels::status_line(cx.i18n, cx.view.status.as_ref(), ui);
        let (button, refused) = match &cx.table.settle {
            Some(Settle::Ready { button }) => (Some(button.clone()), None),
            Some(Settle::Refused(why)) => (None, Some(why.clone())),
            _ => (None, None),
        };
        let award = button.as_ref().and(cx.table.settling.last().cloned());
        // The foot first, laid out from the column's foot up: the award over the button that
        // settles, or the refusal. However many lines they take (a long name wraps the button
        // in a narrow column), they are whole and in sight; the steps scroll over them.
        let below = Rect::from_min_max(ui.cursor().min, right.max);
        let mut foot = ui.new_child(
            UiBuilder::new()
                .max_rect(below)
                .layout(egui::Layout::bottom_up(egui::Align::Min)),
        );
        if let Some(why) = refused {
            let why = RichText::new(why)
                .size(theme::TEXT)
                .color(theme::error(foot.visuals()));
            foot.add(egui::Label::new(why).wrap());
        }
        if let Some(text) = button
            && big_button(&mut foot, text, true).clicked()
        {
            cx.command(TableCommand::FinishHand);
        }
        let gap = ui.spacing().item_spacing.y;
        // The award and the steps share the room over the button: the award as large as fits
        // while the steps above it are whole (a wrapped step was cut under the award in a
        // short window), smaller otherwise.
        let over_button = foot.min_rect().top() - gap - ui.cursor().min.y;
        let lines = settlement::settling_lines(cx);
        let mut fit = settlement::steps_fit(ui, &lines, over_button);
        if let Some(award) = award {
            let (largest, _) = table::fitting_sizes(
                &foot,
                &award,
                None,
                theme::CALL,
                &[theme::CALL, theme::HEADING, theme::TEXT],
            );
            let sizes = [largest, theme::HEADING, theme::TEXT];
            let mut size = theme::TEXT;
            for candidate in sizes.into_iter().filter(|&s| s <= largest) {
                size = candidate;
                let room = over_button
                    - settlement::text_height(ui, &award, candidate, ui.available_width())
                    - gap;
                fit = settlement::steps_fit(ui, &lines, room);
                if fit.whole {
                    break;
                }
            }
            let award = RichText::new(award)
                .size(size)
                .strong()
                .color(theme::accent(&foot));
            foot.add(egui::Label::new(award).wrap());
        }
        let mut steps = (foot.min_rect().top() - gap - ui.cursor().min.y).max(0.0);
        if !fit.whole {
            steps = steps.min(fit.lines_height);
        }
        egui::ScrollArea::vertical()
            .id_salt("hand-end-settlement")
            .auto_shrink(false)
            .max_height(steps)
            .min_scrolled_height(0.0)
            .show(ui, |ui| settlement::show(cx, ui, fit));
    }
}

/// The space between the entries and the settlement (points).
const GAP: f32 = 12.0;

/// The settlement's column at its narrowest (points): a step of a blocked hand with partners
/// on two lines, the award and the button that settles whole.
const SIDE: f32 = 360.0;

/// The largest size, a heading's at most, at which `title` and `how` side by side fit one line
/// of `ui`; the body text's where none does (then they wrap).
fn heading_size(ui: &egui::Ui, title: &str, how: &str) -> f32 {
    let gap = ui.spacing().item_spacing.x;
    let room = ui.available_width();
    let width = |text: &str, size: f32| {
        let font = egui::FontId::proportional(size);
        let colour = ui.visuals().text_color();
        ui.ctx()
            .fonts_mut(|f| f.layout_no_wrap(text.to_string(), font, colour).size().x)
    };
    [theme::HEADING, theme::ENTRY]
        .into_iter()
        .find(|&size| width(title, size) + gap + width(how, size) <= room)
        .unwrap_or(theme::TEXT)
}

/// Every row and line of the entries' list as drawn (screen points, top to foot): where the
/// list may start and end when it scrolls, so that nothing in it is sliced.
#[derive(Default)]
struct Rows {
    lines: Vec<egui::Rangef>,
}

impl Rows {
    /// A widget of one row.
    fn row(&mut self, response: &egui::Response) {
        self.lines.push(response.rect.y_range());
    }

    /// A label in `font`, each of its lines.
    fn lines(&mut self, ui: &egui::Ui, response: &egui::Response, font: egui::FontId) {
        let line = ui.ctx().fonts_mut(|f| f.row_height(&font)).max(1.0);
        let rect = response.rect;
        let count = (rect.height() / line).round().max(1.0) as usize;
        self.lines.extend((0..count).map(|i| {
            let top = rect.top() + i as f32 * line;
            egui::Rangef::new(top, (top + line).min(rect.bottom()))
        }));
    }
}

/// Where the entries' list is scrolled to (points from its top) and how tall it is, kept from
/// the frame that scrolled it to what is typed.
#[derive(Clone, Copy, Debug)]
struct Aligned {
    offset: f32,
    height: f32,
    /// The frames still to draw before it is there: one with the height, one with the offset.
    steps: u8,
}

/// Where the entries' list scrolls to show `wanted` (points from the list's top) with at most
/// `room` points of height, from `now`: the row top nearest `now` from which `wanted` is whole in
/// sight, and the height down to the foot of the last row whole under it. Nothing is sliced at
/// the list's top or foot; where `wanted` is taller than the room, it starts at its top.
fn whole_rows(rows: &[egui::Rangef], wanted: egui::Rangef, room: f32, now: f32) -> Aligned {
    let slack = 0.5;
    let starts = || {
        std::iter::once(0.0)
            .chain(rows.iter().map(|r| r.min))
            .filter(move |&t| t >= 0.0 && t <= wanted.min + slack)
    };
    let offset = starts()
        .filter(|&t| t + room >= wanted.max - slack)
        .min_by(|a, b| (a - now).abs().total_cmp(&(b - now).abs()))
        .unwrap_or_else(|| starts().fold(0.0, f32::max));
    let foot = rows
        .iter()
        .filter(|r| r.min >= offset - slack && r.max <= offset + room + slack)
        .map(|r| r.max)
        .fold(offset, f32::max);
    let height = if foot > offset { foot - offset } else { room };
    Aligned {
        offset,
        height: height.min(room),
        steps: 2,
    }
}

/// What a player holds (`entry`, as the table view has it): tap the tiles they show (from those
/// not on the table or in another entry) or type their pip total. Each row it draws goes in
/// `rows`; returns where what is being typed is (the field, and its refusal under it) while it
/// is, with whether the list is to scroll to it now.
fn holds_entry(
    cx: &mut TableCtx<'_>,
    ui: &mut egui::Ui,
    entry: &HoldsView,
    rows: &mut Rows,
) -> Option<(Rect, bool)> {
    let player = entry.player;
    ui.add_space(8.0);
    let title = ui.label(RichText::new(&entry.title).size(theme::ENTRY).strong());
    rows.lines(ui, &title, egui::FontId::proportional(theme::ENTRY));
    let note = if let Some(known) = &entry.known {
        Some(
            ui.label(
                RichText::new(known)
                    .size(theme::TEXT)
                    .color(theme::accent(ui)),
            ),
        )
    } else if cx.view.keys.holds_player == Some(player) {
        Some(ui.label(RichText::new(cx.i18n.t("holds-typing")).size(theme::TEXT)))
    } else {
        None
    };
    if let Some(note) = note {
        rows.lines(ui, &note, egui::FontId::proportional(theme::TEXT));
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
            rows.row(&response);
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
        crate::app::table::holds::touch(&mut cx.view.holds, player);
    }
    // Wrapped: with a long name in a narrow column the sum after the field went past the
    // column's edge (`2 pwe`).
    let field = ui.horizontal_wrapped(|ui| {
        // Whose total, in the row itself: scrolled to the field, the dialog may leave the
        // entry's title out of sight (at 900 × 600 a tester typed Cy's total for Ben's).
        let name = RichText::new(&entry.name).size(theme::TEXT).strong();
        ui.label(name.color(theme::accent(ui)));
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
        if response.changed() {
            crate::app::table::holds::touch(&mut cx.view.holds, player);
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
            // Whole, on the next line when the row has no room left for it.
            let sum = egui::Label::new(RichText::new(sum).size(theme::TEXT))
                .wrap_mode(egui::TextWrapMode::Extend);
            rows.row(&ui.add(sum));
        }
        (
            response.changed() || response.gained_focus(),
            response.has_focus(),
        )
    });
    rows.row(&field.response);
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
        rows.lines(ui, &said, egui::FontId::proportional(theme::TEXT));
        typed_here = typed_here.union(said.rect);
    }
    // What is being typed, and what the dialog says of it, stay in sight as the dialog scrolls
    // (at 900 × 600 they went under the window's foot, or under the button that settles): in
    // the field, or on the keyboard with no field focused (the digits go to the table's keys).
    let pips = cx.view.holds[player].pips.clone();
    let seen = egui::Id::unique("allfives-pips-seen").with(player);
    let typed = ui.data(|d| d.get_temp::<String>(seen)).as_ref() != Some(&pips);
    if typed {
        ui.data_mut(|d| d.insert_temp(seen, pips.clone()));
    }
    let (moved, focused) = field.inner;
    let now = moved || (typed && !pips.is_empty());
    let held = focused || !pips.is_empty() || cx.view.keys.holds_player == Some(player);
    (now || held).then_some((typed_here, now))
}
