//! The About box: the version, what the app is for, where matches are saved (and why there:
//! `--saves`, the checkout or the installation) and where the language and theme are
//! remembered. Opened from the menu; Close, Escape or a click outside closes it.

use std::path::Path;

use egui::RichText;

use crate::app::i18n::Arg;
use crate::app::table::state::TableCtx;
use crate::app::theme;
use crate::places::SavesKind;

/// Draws the About box while it is open. `saves` is the saves folder, `kind` how it was chosen.
pub fn show(cx: &mut TableCtx<'_>, ui: &mut egui::Ui, saves: &Path, kind: Option<SavesKind>) {
    if !cx.view.about_open {
        return;
    }
    let i18n = cx.i18n;
    let modal = egui::Modal::new(egui::Id::unique("about")).show(ui.ctx(), |ui| {
        ui.set_max_width(560.0);
        let version = Arg::S(env!("CARGO_PKG_VERSION"));
        let title = i18n.tr("about-title", &[("version", version)]);
        ui.label(RichText::new(title).size(theme::HEADING).strong());
        ui.label(RichText::new(i18n.t("about-what")).size(theme::TEXT));
        ui.add_space(8.0);
        ui.label(
            RichText::new(i18n.t("about-saves"))
                .size(theme::TEXT)
                .strong(),
        );
        ui.label(
            RichText::new(saves.display().to_string())
                .size(theme::TEXT)
                .monospace(),
        );
        let why = match kind {
            Some(SavesKind::Flag) => Some("about-saves-flag"),
            Some(SavesKind::Checkout) => Some("about-saves-checkout"),
            Some(SavesKind::Installed) => Some("about-saves-installed"),
            Some(SavesKind::WorkingFolder) => Some("about-saves-working"),
            None => None,
        };
        if let Some(why) = why {
            ui.label(RichText::new(i18n.t(why)).size(theme::NOTE).weak());
        }
        if let Some(dir) = eframe::storage_dir("allfives") {
            ui.add_space(6.0);
            let settings = RichText::new(i18n.t("about-settings")).size(theme::TEXT);
            ui.label(settings.strong());
            let file = dir.join("app.ron").display().to_string();
            ui.label(RichText::new(file).size(theme::TEXT).monospace());
        }
        ui.add_space(8.0);
        ui.label(RichText::new(i18n.t("rules-source")).size(theme::NOTE));
        ui.label(RichText::new(i18n.t("about-license")).size(theme::NOTE));
        ui.add_space(8.0);
        ui.button(RichText::new(i18n.t("close")).size(theme::HEADING))
            .clicked()
    });
    if modal.inner || modal.should_close() {
        cx.view.about_open = false;
    }
}
