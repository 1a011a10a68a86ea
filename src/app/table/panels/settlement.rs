//! The settlement in the end-of-hand dialog (RULES.md §4): its steps over what the hand awards,
//! in the table view's words, written as large as the room over the award allows.

use egui::RichText;

use crate::app::table::state::TableCtx;
use crate::app::table::view::Settle;
use crate::app::theme;

/// How the settlement's steps are written in the room over the award: with their heading or
/// not, in which size, and whether they are then whole (else they scroll).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct StepsFit {
    /// With the heading (`Settlement`).
    pub heading: bool,
    /// The steps' size (points).
    pub size: f32,
    /// Whether every step is whole in the room.
    pub whole: bool,
    /// Where they are not whole, the height of the first steps that fit (points): the list
    /// shows those and scrolls to the others, never a step cut at its foot.
    pub lines_height: f32,
}

/// The steps of the settlement over its award (the table view's words), with their heading:
/// what [`show`] writes when the totals settle.
pub(crate) fn settling_lines(cx: &TableCtx<'_>) -> (String, Vec<String>) {
    let ready = matches!(cx.table.settle, Some(Settle::Ready { .. }));
    let steps = cx.table.settling.len().saturating_sub(1);
    let lines = if ready {
        cx.table.settling[..steps].to_vec()
    } else {
        Vec::new()
    };
    (cx.i18n.t("settle-preview"), lines)
}

/// The height of `text` written at `size` points in `width` points, wrapped (points).
pub(crate) fn text_height(ui: &egui::Ui, text: &str, size: f32, width: f32) -> f32 {
    let font = egui::FontId::proportional(size);
    let colour = ui.visuals().text_color();
    ui.ctx()
        .fonts_mut(|f| f.layout(text.to_string(), font, colour, width).size().y)
}

/// The largest way to write the steps `(heading, lines)` that fits `room` points of height:
/// in an entry's size with the heading, then without it, then smaller; the smallest when none
/// fits (`whole` false: as many whole steps as fit show, the others scroll).
pub(crate) fn steps_fit(
    ui: &egui::Ui,
    (heading, lines): &(String, Vec<String>),
    room: f32,
) -> StepsFit {
    let gap = ui.spacing().item_spacing.y;
    // The steps scroll: their width leaves the scroll bar's.
    let width = ui.available_width() - ui.spacing().scroll.bar_width - 4.0;
    let height = |with_heading: bool, size: f32| {
        let steps: f32 = lines
            .iter()
            .map(|line| text_height(ui, line, size, width) + gap)
            .sum();
        steps
            + if with_heading {
                text_height(ui, heading, theme::TEXT, width) + gap
            } else {
                0.0
            }
    };
    let ways = [
        (true, theme::ENTRY),
        (false, theme::ENTRY),
        (true, theme::TEXT),
        (false, theme::TEXT),
        (false, theme::SMALL),
    ];
    let fits = ways
        .into_iter()
        .find(|&(heading, size)| lines.is_empty() || height(heading, size) <= room);
    if let Some((heading, size)) = fits {
        return StepsFit {
            heading,
            size,
            whole: true,
            lines_height: room,
        };
    }
    let mut lines_height = 0.0;
    for line in lines {
        let next = lines_height + text_height(ui, line, theme::SMALL, width) + gap;
        if next - gap > room {
            break;
        }
        lines_height = next;
    }
    StepsFit {
        heading: false,
        size: theme::SMALL,
        whole: false,
        lines_height: (lines_height - gap).max(0.0),
    }
}

/// The settlement the entries make, or why they cannot: all the table view's ([`Settle`]). The
/// button that settles is the dialog's, under its scrolled entries. The steps are written as
/// `fit` says ([`steps_fit`]).
pub(crate) fn show(cx: &mut TableCtx<'_>, ui: &mut egui::Ui, fit: StepsFit) {
    match &cx.table.settle {
        None => return,
        // Said at the dialog's foot, in sight (`hand_end`).
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
    // The settlement in the table view's words, as the "Last hand" lines and the replay say it;
    // the last, what the hand awards, is at the dialog's foot. In an entry's size: in a short
    // window a step in the award's size took two lines where the dialog has room for one.
    let steps = cx.table.settling.len().saturating_sub(1);
    if steps > 0 && fit.heading {
        ui.label(
            RichText::new(cx.i18n.t("settle-preview"))
                .size(theme::TEXT)
                .strong(),
        );
    }
    for line in &cx.table.settling[..steps] {
        ui.label(
            RichText::new(line)
                .size(fit.size)
                .strong()
                .color(theme::accent(ui)),
        );
    }
}
