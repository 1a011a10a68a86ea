//! The saving banner under the top bar, on both screens, for as long as it holds:
//! this window is read only (another window keeps the match), or the last save failed and why,
//! with *Try again*. Nothing is shown while every entry is saved. Above it, while the saves
//! folder is read at start, how far that has got.

use egui::{Frame, Margin, RichText};

use crate::app::i18n::Arg;
use crate::app::session::SaveNotice;
use crate::app::status::status_text;
use crate::app::table::state::TableCtx;
use crate::app::{ShellCommand, theme};

/// Draws the banner, if there is anything to say.
pub fn show(cx: &mut TableCtx<'_>, ui: &mut egui::Ui, notice: &SaveNotice) {
    if let Some(progress) = &notice.reading {
        reading(cx, ui, progress.get());
    }
    let mut lines = Vec::new();
    if let Some(held) = notice.read_only {
        lines.push(match held.pid {
            Some(pid) => cx
                .i18n
                .tr("read-only-banner", &[("pid", Arg::S(&pid.to_string()))]),
            None => cx.i18n.t("read-only-banner-unknown"),
        });
    }
    if let Some(why) = &notice.not_saved {
        lines.push(status_text(cx.i18n, why));
        lines.push(cx.i18n.t("not-saved-kept"));
    }
    if lines.is_empty() {
        return;
    }
    let fill = if notice.not_saved.is_some() {
        theme::NOT_SAVED_FILL
    } else {
        theme::READ_ONLY_FILL
    };
    egui::Panel::top("saving")
        .frame(Frame::new().fill(fill).inner_margin(Margin::same(8)))
        .show(ui, |ui| {
            ui.horizontal(|ui| {
                let retry = RichText::new(cx.i18n.t("try-again")).size(theme::ENTRY);
                let button = egui::Button::new(retry).min_size(egui::vec2(140.0, 44.0));
                if ui.add(button).clicked() {
                    cx.command(ShellCommand::RetrySave);
                }
                ui.vertical(|ui| {
                    for line in &lines {
                        let text = RichText::new(line)
                            .size(theme::TEXT)
                            .strong()
                            .color(theme::BANNER_TEXT);
                        ui.label(text);
                    }
                });
            });
        });
}

/// While the saves folder is read at start: `Reading 3,400 of 10,000 matches…` over a progress
/// bar (before the files to read are counted: `Reading the saves folder…`).
fn reading(cx: &mut TableCtx<'_>, ui: &mut egui::Ui, (done, total): (usize, usize)) {
    let count = |n: usize| cx.i18n.integer(i64::try_from(n).unwrap_or(i64::MAX));
    let text = if total == 0 {
        cx.i18n.t("hist-reading-first")
    } else {
        cx.i18n.tr(
            "opening-reading",
            &[
                ("done", Arg::S(&count(done))),
                ("total", Arg::S(&count(total))),
            ],
        )
    };
    egui::Panel::top("opening")
        .frame(Frame::side_top_panel(ui.style()).inner_margin(Margin::same(8)))
        .show(ui, |ui| {
            ui.label(RichText::new(text).size(theme::TEXT).strong());
            if total > 0 {
                let fraction = done as f32 / total as f32;
                ui.add(egui::ProgressBar::new(fraction).desired_height(10.0));
            }
        });
}
