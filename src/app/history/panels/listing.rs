//! The history screen: every match of the saves folder in a table that sorts by any
//! column and filters by player and game; the selected match's details with Resume, Replay,
//! name and note, export and delete (with Undo); unreadable files with their reason; the
//! trash; imports; and, on its own page, each player's statistics.

use egui::{Button, Label, RichText, Sense, Vec2};

use crate::app::history::panels::HistoryCtx;
use crate::app::history::{Editing, HistoryCommand, HistoryView, Page};
use crate::app::i18n::Arg;
use crate::app::text::history::{duration_text, game_text, outcome_text, players_text};
use crate::app::theme;
use crate::app::widgets::one_line_width;
use crate::store::history::{MatchEntry, SortKey};

/// The height of a table row (points): big enough to tap.
const ROW: f32 = 32.0;
/// The date column's width (points): `2026-03-05 20:00` as a button.
const DATE: f32 = 150.0;
/// The least room of the players and of the game (points): they are cut short with "…" before
/// a result or a time is.
const NAMES_LEAST: f32 = 50.0;
/// The room a cell leaves around its text (points).
const CELL_PAD: f32 = 8.0;

/// What the result, hands and time columns need (points): their widest text among the rows
/// drawn and their heading, measured as they are drawn and kept for the next frame.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Needs([f32; 3]);

impl Default for Needs {
    fn default() -> Needs {
        Needs([200.0, 60.0, 90.0])
    }
}

impl Needs {
    /// The wider of each.
    fn max(self, other: Needs) -> Needs {
        Needs(std::array::from_fn(|i| self.0[i].max(other.0[i])))
    }
}

/// The column widths for a table `width` points wide: the date, result, hands and time as wide
/// as their texts need (never cut), the rest shared by the players (55 %) and the game.
fn widths(ui: &egui::Ui, width: f32, needs: Needs) -> [f32; 6] {
    let gaps = ui.spacing().item_spacing.x * 6.0;
    let [result, hands, time] = needs.0.map(|w| w + CELL_PAD);
    let rest = (width - gaps - DATE - result - hands - time).max(2.0 * NAMES_LEAST);
    let players = (rest * 0.55).max(NAMES_LEAST);
    let game = (rest - players).max(NAMES_LEAST);
    [DATE, players, game, result, hands, time]
}

/// A left-aligned cell `width` points wide that cuts its text short with "…".
fn cell(ui: &mut egui::Ui, width: f32, text: RichText) {
    ui.allocate_ui_with_layout(
        Vec2::new(width, ROW - 4.0),
        egui::Layout::left_to_right(egui::Align::Center),
        |ui| {
            ui.set_width(width);
            ui.add(Label::new(text).truncate().sense(Sense::hover()));
        },
    );
}

/// Asks for a history command.
fn ask(cx: &mut HistoryCtx<'_>, command: HistoryCommand) {
    cx.command(command);
}

/// Draws the history screen: the matches, the players, or a match's replay.
pub fn show(cx: &mut HistoryCtx<'_>, ui: &mut egui::Ui, h: &mut HistoryView) {
    h.poll();
    if h.busy() {
        ui.ctx()
            .request_repaint_after(std::time::Duration::from_millis(50));
    }
    if h.page == Page::Replay {
        crate::app::history::panels::replay::show(cx, ui, h);
        return;
    }
    egui::Panel::top("history-top").show(ui, |ui| header(cx, ui, h));
    if h.page == Page::Players {
        egui::CentralPanel::default()
            .show(ui, |ui| crate::app::history::panels::stats::show(cx, ui, h));
        return;
    }
    if h.page == Page::Board {
        egui::CentralPanel::default()
            .show(ui, |ui| crate::app::history::panels::board::show(cx, ui, h));
        return;
    }
    if h.page == Page::Club {
        egui::CentralPanel::default()
            .show(ui, |ui| crate::app::history::panels::club::show(cx, ui, h));
        return;
    }
    let selected = h.selected.clone().and_then(|id| h.entry(&id).cloned());
    if let Some(entry) = &selected {
        egui::Panel::right("history-detail")
            .resizable(false)
            .exact_size((ui.available_width() * 0.3).clamp(250.0, 330.0))
            .show(ui, |ui| detail(cx, ui, h, entry));
    }
    egui::CentralPanel::default().show(ui, |ui| {
        filters(cx, ui, h);
        table(cx, ui, h);
        others(cx, ui, h);
    });
    let dropped: Vec<std::path::PathBuf> = ui.ctx().input(|i| {
        i.raw
            .dropped_files
            .iter()
            .map(|f| f.path().to_path_buf())
            .filter(|p| !p.as_os_str().is_empty())
            .collect()
    });
    if !dropped.is_empty() {
        ask(cx, HistoryCommand::Import(dropped));
    }
}

/// The title, the page tabs, Back, and what is under way: the progress bar, the last message,
/// Undo for a deletion.
fn header(cx: &mut HistoryCtx<'_>, ui: &mut egui::Ui, h: &mut HistoryView) {
    let t = |id: &str| cx.i18n.t(id);
    ui.horizontal(|ui| {
        ui.label(RichText::new(t("hist-title")).size(theme::HEADING).strong());
        ui.add_space(12.0);
        for (page, id) in [
            (Page::Matches, "hist-matches"),
            (Page::Players, "hist-players"),
            (Page::Club, "hist-club"),
            (Page::Board, "hist-board"),
        ] {
            let text = RichText::new(t(id)).size(theme::TEXT);
            if ui.selectable_label(h.page == page, text).clicked() {
                h.page = page;
            }
        }
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            let back = if cx.table.has_match {
                t("hist-back-match")
            } else {
                t("hist-back-new")
            };
            if ui.button(RichText::new(back).size(theme::TEXT)).clicked() {
                ask(cx, HistoryCommand::Close);
            }
            if ui
                .button(RichText::new(t("hist-csv")).size(theme::BAR))
                .clicked()
            {
                ask(cx, HistoryCommand::ExportCsv);
            }
            if ui
                .add_enabled(
                    !h.busy(),
                    Button::new(RichText::new(t("hist-rescan")).size(theme::BAR)),
                )
                .clicked()
            {
                ask(cx, HistoryCommand::Rescan);
            }
        });
    });
    // One line of its own, always there: the page under it stays put when a note, the
    // progress or Undo appears (a long note is cut short with "…" and said whole on hover).
    let height = theme::TEXT + 14.0;
    let width = ui.available_width();
    ui.allocate_ui_with_layout(
        Vec2::new(width, height),
        egui::Layout::left_to_right(egui::Align::Center),
        |ui| {
            ui.set_min_size(Vec2::new(width, height));
            status_line(cx, ui, h);
        },
    );
}

/// The progress of a scan or import, the last note and Undo for a deletion, in one line.
fn status_line(cx: &mut HistoryCtx<'_>, ui: &mut egui::Ui, h: &HistoryView) {
    if let Some((done, total)) = h.progress() {
        let fraction = if total == 0 {
            0.0
        } else {
            done as f32 / total as f32
        };
        let text = cx.i18n.tr(
            "hist-reading",
            &[
                ("done", Arg::N(done as i64)),
                ("total", Arg::N(total as i64)),
            ],
        );
        ui.add(
            egui::ProgressBar::new(fraction)
                .text(text)
                .desired_width(360.0_f32.min(ui.available_width()))
                .desired_height(22.0),
        );
    }
    let undo = h.deleted.is_some();
    if let Some(note) = &h.message {
        let message = crate::app::history::notes::note_text(cx.i18n, note);
        let room = ui.available_width() - if undo { 160.0 } else { 0.0 };
        ui.allocate_ui_with_layout(
            Vec2::new(room.max(40.0), ui.available_height()),
            egui::Layout::left_to_right(egui::Align::Center),
            |ui| {
                let text = RichText::new(&message)
                    .size(theme::BAR)
                    .color(theme::accent(ui));
                ui.add(Label::new(text).truncate())
                    .on_hover_text(message.as_str());
            },
        );
    }
    if undo {
        let text = RichText::new(cx.i18n.t("hist-undo-delete")).size(theme::TEXT);
        if ui.button(text).clicked() {
            ask(cx, HistoryCommand::UndoDelete);
        }
    }
}

/// Player name, game and "unfinished only".
fn filters(cx: &mut HistoryCtx<'_>, ui: &mut egui::Ui, h: &mut HistoryView) {
    ui.horizontal(|ui| {
        let label = ui.label(RichText::new(cx.i18n.t("hist-filter-player")).size(theme::TEXT));
        ui.add(
            egui::TextEdit::singleline(&mut h.filter.player)
                .desired_width(160.0)
                .font(egui::FontId::proportional(theme::TEXT)),
        )
        .labelled_by(label.id);
        crate::app::panels::variant_choice(cx, ui, "hist-variant", &mut h.filter.variant);
        let open = RichText::new(cx.i18n.t("hist-open-only")).size(theme::TEXT);
        ui.checkbox(&mut h.filter.unfinished, open);
        let rows = h.rows();
        if let Some(listing) = &h.listing {
            let counted = listing.counted().count();
            // With a filter on, how many of them it shows.
            let shown = rows
                .iter()
                .filter(|&&i| listing.matches.get(i).is_some_and(|m| m.counted()))
                .count();
            let n = ("n", Arg::N(counted as i64));
            let text = if shown == counted {
                cx.i18n.tr("hist-count", &[n])
            } else {
                cx.i18n
                    .tr("hist-count-shown", &[("shown", Arg::N(shown as i64)), n])
            };
            ui.label(RichText::new(text).size(theme::BAR).weak());
        }
    });
}

/// The header row (click to sort) and one row per match shown; only the rows in view are drawn.
fn table(cx: &mut HistoryCtx<'_>, ui: &mut egui::Ui, h: &mut HistoryView) {
    let heads = [
        "hist-col-date",
        "hist-col-players",
        "hist-col-game",
        "hist-col-result",
        "hist-col-hands",
        "hist-col-duration",
    ];
    let needs_id = egui::Id::unique("history-column-needs");
    let kept: Needs = ui.data(|d| d.get_temp(needs_id)).unwrap_or_default();
    let (sort, descending) = (h.sort, h.descending);
    let arrow = move |key: SortKey| match (sort == key, descending) {
        (true, true) => " ▼",
        (true, false) => " ▲",
        _ => "",
    };
    let head_text = |key: SortKey, id: &str| {
        RichText::new(format!("{}{}", cx.i18n.t(id), arrow(key)))
            .size(theme::BAR)
            .strong()
    };
    // The headings' own widths (a button's padding included) count among the needs.
    let mut needs = Needs(std::array::from_fn(|i| {
        let (key, id) = (SortKey::ALL[3 + i], heads[3 + i]);
        one_line_width(ui, head_text(key, id)) + ui.spacing().button_padding.x * 2.0
    }));
    let columns = widths(ui, ui.available_width(), kept.max(needs));
    ui.horizontal(|ui| {
        for ((key, id), width) in SortKey::ALL.into_iter().zip(heads).zip(columns) {
            let text = head_text(key, id);
            let clicked = ui
                .allocate_ui_with_layout(
                    Vec2::new(width, 26.0),
                    egui::Layout::left_to_right(egui::Align::Center),
                    |ui| {
                        ui.set_width(width);
                        ui.add(Button::new(text).frame(false)).clicked()
                    },
                )
                .inner;
            if clicked {
                if h.sort == key {
                    h.descending = !h.descending;
                } else {
                    h.sort = key;
                    h.descending = matches!(key, SortKey::Date | SortKey::Result);
                }
            }
        }
    });
    ui.separator();
    let rows = h.rows();
    let Some(listing) = &h.listing else {
        ui.label(RichText::new(cx.i18n.t("hist-reading-first")).size(theme::TEXT));
        return;
    };
    if rows.is_empty() {
        ui.label(
            RichText::new(cx.i18n.t("hist-none"))
                .size(theme::TEXT)
                .weak(),
        );
    }
    let height = (ui.available_height() - 120.0).max(ROW * 3.0);
    let mut clicked = None;
    egui::ScrollArea::vertical()
        .max_height(height)
        .auto_shrink([false, true])
        .show_rows(ui, ROW, rows.len(), |ui, range| {
            for &i in &rows[range] {
                let entry = &listing.matches[i];
                let selected = h.selected.as_deref() == Some(&entry.id);
                let (was_clicked, row_needs) = row(cx, ui, entry, selected, columns);
                if was_clicked {
                    clicked = Some(entry.id.clone());
                }
                needs = needs.max(row_needs);
            }
        });
    if needs != kept {
        ui.data_mut(|d| d.insert_temp(needs_id, needs));
        ui.ctx().request_repaint();
    }
    if let Some(id) = clicked {
        h.editing = None;
        h.selected = Some(id);
    }
}

/// One match: its date (click to select), players, game, result, hands and duration. A copy of
/// another file is dimmed and says whose. Returns whether it was clicked and what its result,
/// hands and time need.
fn row(
    cx: &HistoryCtx<'_>,
    ui: &mut egui::Ui,
    entry: &MatchEntry,
    selected: bool,
    columns: [f32; 6],
) -> (bool, Needs) {
    let s = &entry.summary;
    let mut clicked = false;
    let mut needs = Needs([0.0; 3]);
    ui.horizontal(|ui| {
        ui.set_height(ROW);
        let date = s.created.format("%Y-%m-%d %H:%M").to_string();
        let date = RichText::new(date).size(theme::TEXT);
        clicked = ui
            .add_sized([columns[0], ROW - 4.0], Button::selectable(selected, date))
            .clicked();
        let mut result = outcome_text(cx.i18n, s);
        if let Some(copy) = &entry.copy_of {
            let id = if entry.conflict_of.is_some() {
                "hist-conflict-copy"
            } else {
                "hist-copy"
            };
            result = cx.i18n.tr(id, &[("id", Arg::S(&copy.id))]);
        } else if entry.conflict_of.is_some() {
            result = format!("{result} · {}", cx.i18n.t("hist-conflict-named"));
        }
        let hands = cx
            .i18n
            .tr("hist-hands", &[("n", Arg::N(i64::from(s.hands)))]);
        let cells = [
            players_text(s),
            game_text(cx.i18n, s),
            result,
            hands,
            // A match whose play time is not known (imported from a record): a dash, so the
            // column keeps the room of real times and the Game column is not cut; the detail
            // beside the list says it in words.
            if s.timed().is_some() {
                duration_text(cx.i18n, s)
            } else {
                "—".to_string()
            },
        ];
        for (i, (text, width)) in cells.into_iter().zip(&columns[1..]).enumerate() {
            let mut text = RichText::new(text).size(theme::TEXT);
            if !entry.counted() {
                text = text.weak().italics();
            }
            if i >= 2 {
                needs.0[i - 2] = one_line_width(ui, text.clone());
            }
            cell(ui, *width, text);
        }
    });
    (clicked, needs)
}

/// The selected match: its details and what can be done with it.
fn detail(cx: &mut HistoryCtx<'_>, ui: &mut egui::Ui, h: &mut HistoryView, entry: &MatchEntry) {
    let s = &entry.summary;
    let t = |id: &str| cx.i18n.t(id);
    ui.add_space(6.0);
    ui.label(RichText::new(players_text(s)).size(theme::HEADING).strong());
    ui.label(RichText::new(game_text(cx.i18n, s)).size(theme::BAR));
    ui.label(RichText::new(outcome_text(cx.i18n, s)).size(theme::TEXT));
    let when = s.created.format("%Y-%m-%d %H:%M").to_string();
    ui.label(
        RichText::new(format!("{when} · {}", duration_text(cx.i18n, s)))
            .size(theme::BAR)
            .weak(),
    );
    if let Some(note) = &s.note {
        ui.label(RichText::new(note).size(theme::TEXT).italics());
    }
    ui.label(RichText::new(&entry.id).size(theme::NOTE).weak());
    ui.add_space(10.0);
    let big = |text: String| {
        Button::new(RichText::new(text).size(theme::HEADING)).min_size(Vec2::new(280.0, 44.0))
    };
    if !s.finished() && ui.add(big(t("hist-resume"))).clicked() {
        ask(cx, HistoryCommand::Resume(entry.path.clone()));
    }
    if ui.add(big(t("hist-replay"))).clicked() {
        ask(cx, HistoryCommand::Replay(entry.path.clone(), None));
    }
    if s.finished() && ui.add(big(t("card-save"))).clicked() {
        ask(cx, HistoryCommand::Card(entry.path.clone()));
    }
    ui.add_space(8.0);
    match &mut h.editing {
        Some(editing) if editing.path == entry.path => {
            let name = ui.label(RichText::new(t("hist-name")).size(theme::TEXT));
            ui.add(egui::TextEdit::singleline(&mut editing.title).desired_width(280.0))
                .labelled_by(name.id);
            let note = ui.label(RichText::new(t("hist-note")).size(theme::TEXT));
            ui.add(egui::TextEdit::singleline(&mut editing.note).desired_width(280.0))
                .labelled_by(note.id);
            let mut cancel = false;
            ui.horizontal(|ui| {
                if ui
                    .button(RichText::new(t("hist-save")).size(theme::TEXT))
                    .clicked()
                {
                    let command = HistoryCommand::SaveAbout {
                        path: editing.path.clone(),
                        title: editing.title.clone(),
                        note: editing.note.clone(),
                    };
                    cx.command(command);
                }
                cancel = ui
                    .button(RichText::new(t("cancel")).size(theme::TEXT))
                    .clicked();
            });
            if cancel {
                h.editing = None;
            }
        }
        _ => {
            if ui
                .button(RichText::new(t("hist-edit")).size(theme::TEXT))
                .clicked()
            {
                h.editing = Some(Editing {
                    path: entry.path.clone(),
                    title: s.title.clone().unwrap_or_default(),
                    note: s.note.clone().unwrap_or_default(),
                });
            }
        }
    }
    if ui
        .button(RichText::new(t("hist-export")).size(theme::TEXT))
        .clicked()
    {
        ask(cx, HistoryCommand::Export(entry.path.clone()));
    }
    ui.add_space(8.0);
    let delete = RichText::new(t("hist-delete"))
        .size(theme::TEXT)
        .color(theme::error(ui.visuals()));
    if ui.button(delete).clicked() {
        ask(cx, HistoryCommand::Delete(entry.path.clone()));
    }
}

/// Unreadable files with their reason, the trash, and the import field.
fn others(cx: &mut HistoryCtx<'_>, ui: &mut egui::Ui, h: &mut HistoryView) {
    if let Some(listing) = &h.listing
        && !listing.unreadable.is_empty()
    {
        let title = cx.i18n.tr(
            "hist-unreadable",
            &[("n", Arg::N(listing.unreadable.len() as i64))],
        );
        egui::CollapsingHeader::new(
            RichText::new(title)
                .size(theme::TEXT)
                .color(theme::error(ui.visuals())),
        )
        .id_salt("unreadable")
        .show(ui, |ui| {
            for bad in &listing.unreadable {
                let (path, why) = crate::app::status::load_error_reason(cx.i18n, &bad.error);
                let line = format!("{}: {why}", path.display());
                ui.label(RichText::new(line).size(theme::SMALL).monospace());
            }
            ui.label(
                RichText::new(cx.i18n.t("hist-unreadable-kept"))
                    .size(theme::NOTE)
                    .weak(),
            );
        });
    }
    let title = cx
        .i18n
        .tr("hist-trash", &[("n", Arg::N(h.trash.len() as i64))]);
    egui::CollapsingHeader::new(RichText::new(title).size(theme::TEXT))
        .id_salt("trash")
        .show(ui, |ui| {
            for item in h.trash.clone() {
                ui.horizontal(|ui| {
                    let file = item.path.file_name().unwrap_or_default().to_string_lossy();
                    let what = crate::app::text::history::trashed_text(
                        cx.i18n,
                        &file,
                        item.about.as_ref(),
                    );
                    ui.label(RichText::new(what).size(theme::TEXT));
                    let restore = RichText::new(cx.i18n.t("hist-restore")).size(theme::TEXT);
                    if ui.button(restore).clicked() {
                        ask(cx, HistoryCommand::Restore(item.path.clone()));
                    }
                });
            }
        });
    ui.horizontal(|ui| {
        let label = ui.label(RichText::new(cx.i18n.t("hist-import")).size(theme::TEXT));
        ui.add(egui::TextEdit::singleline(&mut h.import_path).desired_width(360.0))
            .labelled_by(label.id)
            .on_hover_text(cx.i18n.t("hist-import-hint"));
        let go = RichText::new(cx.i18n.t("hist-import-go")).size(theme::TEXT);
        let paths: Vec<std::path::PathBuf> = h
            .import_path
            .split(';')
            .map(str::trim)
            .filter(|p| !p.is_empty())
            .map(Into::into)
            .collect();
        if ui
            .add_enabled(!paths.is_empty() && !h.busy(), Button::new(go))
            .clicked()
        {
            ask(cx, HistoryCommand::Import(paths));
            h.import_path.clear();
        }
    });
}
