//! What every screen's panels draw with, below the screens: [`PanelCtx`] (the words, the theme,
//! the queue of commands, and what a panel may change and read, which each screen names for
//! itself: this layer names no screen) and the helpers panels share (the status line, live
//! regions, the variant menu). A panel draws and pushes [`Command`]s; it changes nothing but
//! the view-only state, so a click never half-applies to the match.

use crate::app::Command;
use crate::app::i18n::I18n;
use crate::app::status::{Status, status_text};
use crate::app::theme::{self, Theme};
use crate::engine::Variant;
use egui::RichText;

/// What a panel draws with: the words, what it reads (`T`: for the table's panels the table
/// view, every fact of the match a panel shows or offers), what it may change (`V`: for the
/// table's panels the view-only state) and the queue of commands for after the frame. No panel
/// reads the match's state itself. A screen's panels name their own `V` and `T`; this layer
/// names no screen. The history's panels read and change nothing through it (`()`).
pub struct PanelCtx<'a, V = (), T = ()> {
    /// UI strings.
    pub i18n: &'a I18n,
    /// What the panel reads: for the table, the headline, log, scores, end labels, Undo/Redo,
    /// in words.
    pub table: T,
    /// What the panel may change: for the table, the screen, forms and entries.
    pub view: V,
    commands: &'a mut Vec<Command>,
    /// The theme in use.
    pub theme: Theme,
}

impl<'a, V, T> PanelCtx<'a, V, T> {
    /// A context over these parts of the app.
    pub fn new(
        i18n: &'a I18n,
        table: T,
        view: V,
        commands: &'a mut Vec<Command>,
        theme: Theme,
    ) -> PanelCtx<'a, V, T> {
        PanelCtx {
            i18n,
            table,
            view,
            commands,
            theme,
        }
    }

    /// The context a part drawn inside this one draws with: the same words, theme and queue of
    /// commands, and what `parts` takes of this one's view and reading.
    pub fn narrow<'b, W, U>(
        &'b mut self,
        parts: impl FnOnce(&'b mut V, &'b T) -> (W, U),
    ) -> PanelCtx<'b, W, U> {
        let (view, table) = parts(&mut self.view, &self.table);
        PanelCtx {
            i18n: self.i18n,
            table,
            view,
            commands: &mut *self.commands,
            theme: self.theme,
        }
    }

    /// Asks for `command` (a screen's own: [`crate::app::TableCommand`]…), carried out once the
    /// frame is drawn.
    pub fn command(&mut self, command: impl Into<Command>) {
        self.commands.push(command.into());
    }
}

/// The status line, if there is one (`status`): its cause said in the current language,
/// announced to screen readers as it changes (a polite live region).
pub fn status_line(i18n: &I18n, status: Option<&Status>, ui: &mut egui::Ui) {
    if let Some(status) = status {
        let text = egui::RichText::new(status_text(i18n, status)).size(theme::TEXT);
        let response = ui.label(text.color(theme::accent(ui)));
        live(ui, &response);
    }
}

/// The sizes a status line shrinks through, largest first, to be whole in the room it has.
pub const STATUS_SIZES: [f32; 3] = [theme::TEXT, theme::SMALL, theme::NOTE];

/// The largest of `sizes` at which `text`, wrapped in `width` points, is at most `height`
/// points tall, and `true`; the smallest and `false` where none is. A status line is chosen
/// this way in a row of fixed height: whole on one line, else on two in smaller type, never cut.
pub fn fitting_size(
    ui: &egui::Ui,
    text: &str,
    width: f32,
    height: f32,
    sizes: &[f32],
) -> (f32, bool) {
    let tall = |size: f32| {
        let font = egui::FontId::proportional(size);
        let colour = ui.visuals().text_color();
        ui.ctx().fonts_mut(|f| {
            f.layout(text.to_string(), font, colour, width.max(1.0))
                .size()
                .y
        })
    };
    sizes.iter().find(|&&size| tall(size) <= height).map_or(
        (sizes.last().copied().unwrap_or(theme::TEXT), false),
        |&size| (size, true),
    )
}

/// Writes the status line `said` (`strong` or not, in the accent colour) whole in a row `height`
/// points tall and as wide as `ui` has: on one line, else wrapped in smaller type
/// ([`STATUS_SIZES`], [`fitting_size`]); cut short, whole on hover, only where even that does
/// not hold it. A live region ([`live`]).
pub fn fitted_status(ui: &mut egui::Ui, said: &str, height: f32, strong: bool) {
    let (size, whole) = fitting_size(ui, said, ui.available_width(), height, &STATUS_SIZES);
    let text = egui::RichText::new(said).size(size);
    let text = if strong { text.strong() } else { text };
    let label = egui::Label::new(text.color(theme::accent(ui)));
    let label = if whole {
        label.wrap()
    } else {
        label.truncate()
    };
    let response = ui.add(label);
    live(ui, &response);
    if !whole {
        response.on_hover_text(said);
    }
}

/// Marks `response`'s widget as a polite live region: a screen reader speaks its text whenever
/// it changes (the count, the status line).
pub fn live(ui: &egui::Ui, response: &egui::Response) {
    ui.ctx().accesskit_node_builder(response.id, |node| {
        node.set_live(egui::accesskit::Live::Polite);
    });
}

/// A menu of variants, `None` for all.
pub(crate) fn variant_choice<V, T>(
    cx: &PanelCtx<'_, V, T>,
    ui: &mut egui::Ui,
    id: &str,
    choice: &mut Option<Variant>,
) {
    let name =
        |v: Option<Variant>| v.map_or_else(|| cx.i18n.t("hist-all-games"), |v| v.to_string());
    let label = ui.label(RichText::new(cx.i18n.t("hist-variant")).size(theme::TEXT));
    egui::ComboBox::from_id_salt(id)
        .selected_text(RichText::new(name(*choice)).size(theme::TEXT))
        .show_ui(ui, |ui| {
            ui.selectable_value(choice, None, name(None));
            for v in Variant::ALL {
                ui.selectable_value(choice, Some(v), name(Some(v)));
            }
        })
        .response
        .labelled_by(label.id);
}
