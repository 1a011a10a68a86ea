//! The app as eframe's window: the theme applied to the context, the title that carries the
//! match state (`allfives — Ana 35 · Ben 15`), the language and theme remembered in eframe's
//! storage, and `--screenshot`.

use crate::app::shell::prefs::Prefs;
use crate::app::shell::screenshot::Screenshot;
use crate::app::theme::Theme;
use crate::app::{App, text};
use crate::places::SavesKind;

/// What the window side of the app keeps: what was last sent to the window, and the
/// screenshot being taken.
#[derive(Default)]
pub struct Window {
    /// The theme applied to the context, once applied.
    theme: Option<Theme>,
    /// The title last sent to the window.
    title: String,
    /// A `--screenshot` on its way.
    pub(crate) screenshot: Option<Screenshot>,
    /// How the saves folder was chosen, for the About box.
    pub(crate) saves_kind: Option<SavesKind>,
}

impl Window {
    /// Applies `theme` to `ctx` when it is not the one applied already.
    pub fn apply_theme(&mut self, ctx: &egui::Context, theme: Theme) {
        if self.theme != Some(theme) {
            theme.apply(ctx);
            self.theme = Some(theme);
        }
    }

    /// Sends `title` to the window when it changed.
    pub fn set_title(&mut self, ctx: &egui::Context, title: String) {
        if self.title != title {
            ctx.send_viewport_cmd(egui::ViewportCommand::Title(title.clone()));
            self.title = title;
        }
    }

    /// The title last sent to the window.
    #[must_use]
    pub fn title(&self) -> &str {
        &self.title
    }
}

impl App {
    /// Saves a PNG of the window to `path` once it has drawn, then closes (for `--screenshot`).
    /// Such a run does not change the remembered language and theme.
    pub fn screenshot_to(&mut self, path: std::path::PathBuf) {
        self.window.screenshot = Some(Screenshot::new(path));
    }

    /// Tells the About box how the saves folder was chosen.
    pub fn set_saves_kind(&mut self, kind: SavesKind) {
        self.window.saves_kind = Some(kind);
    }

    /// The title the window carries: `allfives — Ana 35 · Ben 15` while a match is open.
    #[must_use]
    pub fn window_title(&self) -> &str {
        self.window.title()
    }

    /// Brings the window in line with the app: theme and title (every frame, cheap when
    /// nothing changed).
    pub(crate) fn sync_window(&mut self, ctx: &egui::Context) {
        self.window.apply_theme(ctx, self.theme);
        let title = text::window_title(&self.i18n, self.session.state());
        self.window.set_title(ctx, title);
    }
}

impl eframe::App for App {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
        if let Some(shot) = &mut self.window.screenshot
            && shot.after_frame(ui.ctx())
        {
            self.window.screenshot = None;
        }
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        if self.remember {
            let prefs = Prefs {
                lang: self.i18n.lang(),
                theme: self.theme,
            };
            prefs.save(storage);
            // The zoom and the score view (crate::app::table::display).
            self.store_prefs(storage);
        }
    }
}
