//! Recount: the answer to "did that score?", at any time and in every variant. One click labels
//! each counted end of the layout with its value (`widgets::proof`) and shows the total and what
//! it scores (`Recount: 0 + 3 + 2 = 5 · worth 5`; RULES.md §1, §3). While the muggins rule
//! hides a count until it is announced (RULES.md §6), Recount waits too.

use egui::{Button, RichText, Vec2};

use crate::app::table::state::TableCtx;
use crate::app::theme;

/// Draws the Recount button and, while it is on, the total, as the table view has them.
pub fn show(cx: &mut TableCtx<'_>, ui: &mut egui::Ui) {
    let Some(recount) = cx.table.recount.clone() else {
        return;
    };
    let on = recount.on;
    ui.horizontal_wrapped(|ui| {
        let label = cx.i18n.t(if on { "recount-hide" } else { "recount" });
        let button = Button::new(RichText::new(label).size(theme::ENTRY))
            .selected(on)
            .min_size(Vec2::new(120.0, 40.0));
        let button = ui.add_enabled(!cx.table.count_hidden, button);
        let button = match &recount.hidden {
            Some(why) => button.on_disabled_hover_text(why),
            None => button.on_hover_text(cx.i18n.t("recount-hint")),
        };
        if button.clicked() {
            cx.view.dispute.recount = !on;
        }
        if let Some(line) = recount.line {
            let line = RichText::new(line).size(theme::CALL).strong();
            ui.label(line.color(theme::accent(ui)));
        }
    });
}
