//! What the window paints, for the tests that compare the surfaces with the table view: a match
//! saved and opened in the real app (egui_kittest, no GPU), and each text shape painted, with
//! where and in which colour.

// Each test crate uses its own share of these.
#![allow(dead_code)]

use allfives::app::{App, Command, Lang};
use allfives::engine::{Event, MatchLog, Seat, Setup, Tile, Variant};
use allfives::store::{self, SaveFile};
use egui_kittest::Harness;

/// The tile written `s` (`"5-3"`).
pub fn t(s: &str) -> Tile {
    s.parse().unwrap_or_else(|e| panic!("{s:?}: {e}"))
}

/// A setup of `names` playing `variant`, its preset rules.
pub fn setup(names: &[&str], variant: Variant) -> Setup {
    Setup::new(names.iter().map(ToString::to_string).collect(), variant)
}

/// `player` leads `tile`.
pub fn lead(player: usize, tile: &str) -> Event {
    Event::TilePlaced {
        player: Seat(player),
        tile: t(tile),
        on: None,
    }
}

/// `player` places `tile` on `on`.
pub fn placed(player: usize, tile: &str, on: &str) -> Event {
    Event::TilePlaced {
        player: Seat(player),
        tile: t(tile),
        on: Some(t(on)),
    }
}

/// `player` announces `points`.
pub fn says(player: usize, points: i32) -> Event {
    Event::PointsAnnounced {
        player: Seat(player),
        points,
    }
}

/// The app in `lang` at `size` on the saves folder `saves`, holding one match of `setup` whose
/// first hand Ana (seat 0) leads, with `events` after the deal.
pub fn app_with(
    saves: &std::path::Path,
    setup: Setup,
    events: &[Event],
    lang: Lang,
    size: egui::Vec2,
) -> Harness<'static, App> {
    let mut m = MatchLog::new(setup).unwrap();
    m.push(Event::HandStarted {
        leader: Some(Seat(0)),
    })
    .unwrap();
    for event in events {
        m.push(event.clone()).unwrap();
    }
    store::save(&saves.join("m.ron"), &SaveFile::new(m)).unwrap();
    let mut harness = Harness::builder()
        .with_size(size)
        .build_ui_state(|ui, app: &mut App| app.show(ui), App::new(saves, lang));
    harness.run();
    harness
}

/// [`app_with`] in English at 1280 × 800.
pub fn app(saves: &std::path::Path, setup: Setup, events: &[Event]) -> Harness<'static, App> {
    app_with(
        saves,
        setup,
        events,
        Lang::En,
        egui::Vec2::new(1280.0, 800.0),
    )
}

/// Carries out `command` as the window would, and draws.
pub fn enter(h: &mut Harness<'static, App>, command: impl Into<Command>) {
    h.state_mut().apply(command);
    h.run();
}

/// Presses `key` and draws.
pub fn key(h: &mut Harness<'static, App>, key: egui::Key) {
    h.key_press(key);
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
