//! What the window paints, for the tests that compare the surfaces with the table view: a match
//! saved and opened in the real app through [`super::ui`]'s harness, and each text shape
//! painted, with where and in which colour.

// The event helpers are also here, where these tests have always called them; each crate
// uses its share.
#![allow(unused_imports)]

use std::path::Path;

use allfives::app::{App, Command, Lang};
use allfives::engine::{Event, Setup};
use egui_kittest::Harness;

pub use super::ui::key;
use super::ui::{H, WINDOW, harness_sized, save_match};
pub use super::{lead, placed, says, setup, t};

/// The app in `lang` at `size` on the saves folder `saves`, holding one match of `setup` whose
/// first hand Ana (seat 0) leads, with `events` after the deal.
pub fn app_with(saves: &Path, setup: Setup, events: &[Event], lang: Lang, size: egui::Vec2) -> H {
    save_match(saves, setup, events);
    harness_sized(App::new(saves, lang), size)
}

/// [`app_with`] in English at 1280 × 800.
pub fn app(saves: &Path, setup: Setup, events: &[Event]) -> H {
    app_with(saves, setup, events, Lang::En, WINDOW)
}

/// Carries out `command` as the window would, and draws.
pub fn enter(h: &mut H, command: impl Into<Command>) {
    h.state_mut().apply(command);
    h.run();
}

/// One text shape painted.
#[derive(Clone, Debug)]
pub struct Painted {
    /// The words.
    pub text: String,
    /// Where (screen points).
    pub rect: egui::Rect,
    /// The colour of its first section (a label's colour), else the shape's fallback colour.
    pub colour: egui::Color32,
}

/// Every text painted in the last frame.
pub fn painted(h: &Harness<'_, App>) -> Vec<Painted> {
    fn walk(shape: &egui::Shape, out: &mut Vec<Painted>) {
        match shape {
            egui::Shape::Vec(shapes) => shapes.iter().for_each(|s| walk(s, out)),
            egui::Shape::Text(text) => {
                let section = text
                    .galley
                    .job
                    .sections
                    .first()
                    .map(|s| s.format.color)
                    .filter(|c| *c != egui::Color32::PLACEHOLDER);
                let colour = text
                    .override_text_color
                    .or(section)
                    .unwrap_or(text.fallback_color);
                out.push(Painted {
                    text: text.galley.text().to_string(),
                    rect: text.visual_bounding_rect(),
                    colour,
                });
            }
            _ => {}
        }
    }
    let mut out = Vec::new();
    for clipped in &h.output().shapes {
        walk(&clipped.shape, &mut out);
    }
    out
}

/// The texts painted in the last frame, words only.
pub fn texts(h: &Harness<'_, App>) -> Vec<String> {
    painted(h).into_iter().map(|p| p.text).collect()
}

/// Whether some painted text contains `part`.
pub fn shows(h: &Harness<'_, App>, part: &str) -> bool {
    texts(h).iter().any(|t| t.contains(part))
}
