//! The window's *Show on phones* box: the watch link's QR code and address (for everyone, a TV
//! too), each seat's QR code and pairing code, who is connected, a button to drop a seat's phone,
//! and Stop. It says what plain HTTP on the local network means.

use egui::{Color32, ColorImage, RichText, TextureHandle, TextureOptions};

use crate::app::i18n::Arg;
use crate::app::phones::Sharing;
use crate::app::table::state::TableCtx;
use crate::app::{ShellCommand, theme};

/// The side of every QR code in the box (points): the watch link's and each seat's alike, so a
/// phone's camera reads a seat's code from across the table, and still at half the size (a
/// window at 50 %, a laptop's small screen).
pub const QR_SIDE: f32 = 180.0;

/// The QR codes drawn, each for its link (made again when a link changes).
#[derive(Default)]
pub struct Codes {
    drawn: Vec<(String, TextureHandle)>,
}

impl Codes {
    /// The texture of the QR code of `link`.
    fn of(&mut self, ctx: &egui::Context, link: &str) -> Option<TextureHandle> {
        if let Some((_, t)) = self.drawn.iter().find(|(l, _)| l == link) {
            return Some(t.clone());
        }
        let image = qr_image(link)?;
        let texture = ctx.load_texture(format!("qr {link}"), image, TextureOptions::NEAREST);
        self.drawn.push((link.to_string(), texture.clone()));
        if self.drawn.len() > 16 {
            let _ = self.drawn.remove(0);
        }
        Some(texture)
    }
}

/// The QR code of `text`, one pixel a module, with the four-module quiet zone around it.
#[must_use]
pub fn qr_image(text: &str) -> Option<ColorImage> {
    let code = qrcode::QrCode::new(text.as_bytes()).ok()?;
    let width = code.width();
    let quiet = 4;
    let side = width + 2 * quiet;
    let colors = code.to_colors();
    let mut pixels = vec![Color32::WHITE; side * side];
    for y in 0..width {
        for x in 0..width {
            if colors[y * width + x] == qrcode::Color::Dark {
                pixels[(y + quiet) * side + x + quiet] = Color32::BLACK;
            }
        }
    }
    Some(ColorImage::new([side, side], pixels))
}

/// Draws the box while sharing is on and the box is open.
pub(crate) fn show(cx: &mut TableCtx<'_>, ui: &mut egui::Ui, sharing: &mut Sharing) {
    if !sharing.panel_open {
        return;
    }
    let links = sharing.links();
    let connected = sharing.connected();
    let mut open = true;
    let ctx = ui.ctx().clone();
    // Who is connected changes without a frame of the window: look again each second.
    ctx.request_repaint_after(std::time::Duration::from_secs(1));
    // Esc closes the box, as it closes a menu: it covered the table and only its × closed it.
    if ui.input_mut(|i| i.consume_key(egui::Modifiers::NONE, egui::Key::Escape)) {
        open = false;
    }
    // At the window's right, below the top bar, no taller than the window: the felt stays in
    // sight beside it where there is room.
    let screen = ctx.content_rect();
    egui::Window::new(cx.i18n.t("share-title"))
        .open(&mut open)
        .collapsible(false)
        .resizable(true)
        .default_width(560.0)
        .default_height(640.0_f32.min(screen.height() - 60.0))
        .default_pos(egui::pos2(screen.right() - 580.0, screen.top() + 44.0))
        .show(&ctx, |ui| {
            egui::ScrollArea::vertical()
                .max_height(620.0_f32.min(screen.height() - 120.0))
                .show(ui, |ui| {
                    ui.label(
                        RichText::new(cx.i18n.t("share-watch"))
                            .size(theme::HEADING)
                            .strong(),
                    );
                    ui.horizontal(|ui| {
                        if let Some(qr) = sharing.qr.of(&ctx, &links.watch) {
                            ui.add(
                                egui::Image::new(&qr)
                                    .fit_to_exact_size(egui::vec2(QR_SIDE, QR_SIDE)),
                            );
                        }
                        ui.vertical(|ui| {
                            let short = links.watch.trim_start_matches("http://");
                            let typed = cx.i18n.tr("share-address", &[("address", Arg::S(short))]);
                            ui.label(RichText::new(typed).size(theme::TEXT).monospace());
                            let n = Arg::N(i64::try_from(connected.watching).unwrap_or(0));
                            ui.label(cx.i18n.tr("share-watching", &[("n", n)]));
                        });
                    });
                    ui.separator();
                    ui.label(
                        RichText::new(cx.i18n.t("share-seats"))
                            .size(theme::HEADING)
                            .strong(),
                    );
                    for (seat, (name, link, code)) in links.seats.iter().enumerate() {
                        ui.horizontal(|ui| {
                            if let Some(qr) = sharing.qr.of(&ctx, link) {
                                ui.add(
                                    egui::Image::new(&qr)
                                        .fit_to_exact_size(egui::vec2(QR_SIDE, QR_SIDE)),
                                );
                            }
                            ui.vertical(|ui| {
                                ui.label(RichText::new(name).size(theme::TEXT).strong());
                                let code_text = cx.i18n.tr("share-code", &[("code", Arg::S(code))]);
                                ui.label(RichText::new(code_text).monospace());
                                let (phones, from) =
                                    connected.seats.get(seat).copied().unwrap_or((0, None));
                                let status = match from {
                                    Some(ip) if phones > 0 => cx.i18n.tr(
                                        "share-seat-connected",
                                        &[("address", Arg::S(&ip.to_string()))],
                                    ),
                                    _ => cx.i18n.t("share-seat-none"),
                                };
                                ui.label(status);
                                if ui.button(cx.i18n.t("share-drop")).clicked() {
                                    cx.command(ShellCommand::DropSeat(seat));
                                }
                            });
                        });
                    }
                    ui.separator();
                    board(cx, ui, sharing);
                    ui.separator();
                    ui.label(
                        RichText::new(cx.i18n.t("share-plain-http"))
                            .size(theme::NOTE)
                            .weak(),
                    );
                    if ui.button(cx.i18n.t("share-stop")).clicked() {
                        cx.command(ShellCommand::StopSharing);
                    }
                });
        });
    if !open {
        sharing.panel_open = false;
    }
}

/// The club night board's watch-only link (`/b/TOKEN`, [`crate::share::board`]) under the
/// seats: its QR code and its address, for a phone or the club's TV.
fn board(cx: &TableCtx<'_>, ui: &mut egui::Ui, sharing: &mut Sharing) {
    let link = sharing.board_link();
    ui.label(
        RichText::new(cx.i18n.t("board-title"))
            .size(theme::HEADING)
            .strong(),
    );
    let ctx = ui.ctx().clone();
    ui.horizontal(|ui| {
        if let Some(qr) = sharing.qr.of(&ctx, &link) {
            ui.add(egui::Image::new(&qr).fit_to_exact_size(egui::vec2(QR_SIDE, QR_SIDE)));
        }
        let short = link.trim_start_matches("http://");
        let typed = cx.i18n.tr("board-link", &[("link", Arg::S(short))]);
        ui.add(egui::Label::new(RichText::new(typed).size(theme::TEXT).monospace()).wrap());
    });
}
