//! The app as eframe's window: the theme applied to the context, the title that carries the
//! match state (`allfives — Ana 35 · Ben 15`), the language and theme remembered in eframe's
//! storage, and `--screenshot`.

use crate::app::i18n::I18n;
use crate::app::shell::prefs::Prefs;
use crate::app::shell::screenshot::Screenshot;
use crate::app::theme::Theme;
use crate::app::{App, text};
use crate::engine::MatchState;
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

/// What frames the screens, as the app keeps it: the theme, whether the preferences are
/// remembered, and the window.
pub struct Shell {
    /// The theme (remembered between runs with the language: [`Prefs`]).
    pub theme: Theme,
    /// Whether closing the window remembers the language and theme (not for `--screenshot`).
    pub remember: bool,
    /// What was last sent to the window, and the screenshot being taken.
    pub window: Window,
    /// The speaker's thread, once speech was first asked for.
    pub speaker: Option<crate::speech::Speaker>,
    fonts_added: bool,
}

impl Shell {
    /// The shell of a window that remembers its preferences, in the dark theme.
    #[must_use]
    pub fn new() -> Shell {
        Shell {
            theme: Theme::Dark,
            remember: true,
            window: Window::default(),
            speaker: None,
            fonts_added: false,
        }
    }

    /// Brings the window in line with the app before a frame: the fonts (once), the theme and
    /// the title of `game` in `i18n`'s words (every frame, cheap when nothing changed).
    pub(crate) fn sync(&mut self, ctx: &egui::Context, i18n: &I18n, game: Option<&MatchState>) {
        if !self.fonts_added {
            crate::app::theme::install_fonts(ctx);
            self.fonts_added = true;
        }
        self.window.apply_theme(ctx, self.theme);
        self.window.set_title(ctx, text::window_title(i18n, game));
    }
}

impl eframe::App for App {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
        let window = &mut self.shell.window;
        if let Some(shot) = &mut window.screenshot
            && shot.after_frame(ui.ctx())
        {
            window.screenshot = None;
        }
    }

    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        keep_typed_totals(self);
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        if self.shell.remember {
            let prefs = Prefs {
                lang: self.i18n.lang(),
                theme: self.shell.theme,
                speech: self.view().speech.settings,
            };
            prefs.save(storage);
            // The zoom, the score view and table mode (crate::app::table::display).
            self.store_prefs(storage);
        }
    }
}

/// A pip total still in its field at a hand's end when the window closes is entered in the
/// match (and saved), as a tap elsewhere would enter it: nothing typed is lost on a restart.
/// One the engine refuses stays out, as it would in the dialog.
pub(crate) fn keep_typed_totals(app: &mut App) {
    for entry in &mut app.view.holds {
        if !entry.pips.trim().is_empty() {
            entry.entered = true;
        }
    }
    let effect = app.table.enter_holds(&mut app.session, &mut app.view);
    app.take(effect);
}
