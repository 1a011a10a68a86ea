//! `--screenshot FILE.png`: the window saves a picture of what it drew, then closes.
//!
//! From inside the app (no X-level capture, no sleeps): on the third frame it asks egui for a
//! screenshot, writes the PNG when it arrives and closes the window.

use std::path::PathBuf;
use std::sync::{Arc, Mutex};

/// The frame on which the picture is taken (the first ones lay out fonts and panels).
const FRAME: u32 = 3;

/// A screenshot on its way to a PNG file.
pub struct Screenshot {
    path: PathBuf,
    frame: u32,
    requested: bool,
    image: Arc<Mutex<Option<Arc<egui::ColorImage>>>>,
}

impl Screenshot {
    /// A screenshot to be saved to `path`.
    #[must_use]
    pub fn new(path: PathBuf) -> Screenshot {
        Screenshot {
            path,
            frame: 0,
            requested: false,
            image: Arc::default(),
        }
    }

    /// Called after every frame: asks for the picture once the window has drawn, writes it when
    /// it has come and closes the window. Returns `true` once done. Exits the process with code
    /// 1 when the picture cannot be written.
    pub fn after_frame(&mut self, ctx: &egui::Context) -> bool {
        self.frame += 1;
        let image = self.image.lock().ok().and_then(|mut slot| slot.take());
        if let Some(image) = image {
            self.write(&image);
            ctx.send_viewport_cmd(egui::ViewportCommand::Close);
            return true;
        }
        if self.frame >= FRAME && !self.requested {
            self.requested = true;
            let slot = self.image.clone();
            let repaint = ctx.clone();
            ctx.request_screenshot(move |image| {
                if let Ok(mut slot) = slot.lock() {
                    *slot = Some(image);
                }
                repaint.request_repaint();
            });
        }
        ctx.request_repaint();
        false
    }

    fn write(&self, image: &egui::ColorImage) {
        let path = &self.path;
        let [w, h] = image.size;
        let bytes: Vec<u8> = image.pixels.iter().flat_map(|c| c.to_array()).collect();
        match image::RgbaImage::from_raw(w as u32, h as u32, bytes).map(|img| img.save(path)) {
            Some(Ok(())) => {
                eprintln!("saved a screenshot of {w}x{h} pixels to {}", path.display());
            }
            Some(Err(e)) => {
                eprintln!("could not write {}: {e}", path.display());
                std::process::exit(1);
            }
            None => {
                eprintln!("could not make a picture of the window");
                std::process::exit(1);
            }
        }
    }
}
