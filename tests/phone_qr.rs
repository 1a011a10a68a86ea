//! The *Show on phones* box's QR codes as the window paints them (egui_kittest, no GPU): every
//! code, the watch link's and each seat's, is painted at least 180 points a side, and still
//! decodes (rqrr) to its link when the painting is seen at half its size — a window at 50 %, a
//! small screen, a phone's camera held back. The club night board's watch-only link is listed
//! under the seats.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use allfives::engine::MugginsRule;
use allfives::share::limits::Limits;
use egui::epaint::{ImageData, Shape, TextureId, textures::TexturesDelta};
use egui::{ColorImage, Rect};
use egui_kittest::TestRenderer;
use egui_kittest::kittest::Queryable;

mod common;
mod share;
use share::{save_match, sharing};

/// A renderer that keeps every texture the window sends it, for the test to paint from.
struct Kept(Arc<Mutex<HashMap<TextureId, Arc<ColorImage>>>>);

impl TestRenderer for Kept {
    fn handle_delta(&mut self, delta: &mut TexturesDelta) {
        let mut kept = self.0.lock().unwrap();
        for (id, sets) in &delta.set {
            for set in sets {
                let ImageData::Color(image) = &set.image;
                if set.pos.is_none() {
                    kept.insert(*id, image.clone());
                }
            }
        }
        for id in &delta.free {
            kept.remove(id);
        }
        delta.clear();
    }
}

/// `texture`'s part `uv` painted into a square of `side` pixels, as a GPU samples a
/// nearest-filtered texture, in grey.
fn paint(texture: &ColorImage, uv: Rect, side: u32) -> image::GrayImage {
    let [w, h] = texture.size;
    image::GrayImage::from_fn(side, side, |x, y| {
        let u = uv.min.x + (x as f32 + 0.5) / side as f32 * uv.width();
        let v = uv.min.y + (y as f32 + 0.5) / side as f32 * uv.height();
        let (tx, ty) = (
            ((u * w as f32) as usize).min(w - 1),
            ((v * h as f32) as usize).min(h - 1),
        );
        let c = texture.pixels[ty * w + tx];
        image::Luma([((u32::from(c.r()) + u32::from(c.g()) + u32::from(c.b())) / 3) as u8])
    })
}

#[test]
fn every_qr_code_in_the_box_decodes_to_its_link_at_half_its_painted_size() {
    let saves = tempfile::tempdir().unwrap();
    save_match(saves.path(), MugginsRule::Off, &[]);
    let (app, links) = sharing(saves.path(), Limits::default());
    let board = app.sharing().unwrap().board_link();
    let kept = Arc::new(Mutex::new(HashMap::new()));
    let harness = common::ui::harness_rendered(app, egui::vec2(1280.0, 1000.0), Kept(kept.clone()));
    let textures = kept.lock().unwrap().clone();
    let mut decoded = Vec::new();
    for (_, shape) in common::ui::painted_shapes(&harness) {
        let Shape::Rect(rect) = shape else { continue };
        let Some(brush) = rect.brush.as_ref() else {
            continue;
        };
        let Some(texture) = textures.get(&brush.fill_texture_id) else {
            continue;
        };
        // A QR code: square, black and white, not the font atlas.
        let [w, h] = texture.size;
        if w != h || w > 200 {
            continue;
        }
        let side = rect.rect.width();
        assert!(
            side >= 180.0 && (rect.rect.height() - side).abs() < 0.5,
            "a QR code painted {:?} points",
            rect.rect.size()
        );
        // Painted as the window paints it at half the size (a window at 50 %: the same
        // nearest-filtered texture in half the pixels).
        let half = paint(texture, brush.uv, (side / 2.0).round() as u32);
        let mut prepared = rqrr::PreparedImage::prepare(half);
        let grids = prepared.detect_grids();
        assert_eq!(grids.len(), 1, "one code found at half of {side} points");
        let (_, text) = grids[0].decode().expect("the code decodes at half size");
        decoded.push(text);
    }
    // The watch link's and the seats' in view (the box scrolls to the rest), each read back to
    // its own link.
    let mut wanted: Vec<String> = links.seats.iter().map(|s| s.1.clone()).collect();
    wanted.push(links.watch.clone());
    wanted.push(board);
    assert!(
        decoded.len() >= 3,
        "the watch link's code and two seats' at least: {decoded:?}"
    );
    assert!(decoded.contains(&links.watch), "{decoded:?}");
    assert!(decoded.contains(&links.seats[0].1), "{decoded:?}");
    for text in &decoded {
        assert!(wanted.contains(text), "{text} is no link of the table");
    }
    decoded.dedup();
    assert_eq!(
        decoded.len(),
        decoded
            .iter()
            .collect::<std::collections::HashSet<_>>()
            .len()
    );
}

#[test]
fn the_box_lists_the_board_link_under_the_seat_links() {
    let saves = tempfile::tempdir().unwrap();
    save_match(saves.path(), MugginsRule::Off, &[]);
    let (app, links) = sharing(saves.path(), Limits::default());
    let board = app.sharing().unwrap().board_link();
    assert!(board.contains("/b/"), "{board}");
    let mut harness = common::ui::harness_sized(app, egui::vec2(1280.0, 1000.0));
    let typed = format!(
        "On phones, watch only: {}",
        board.trim_start_matches("http://")
    );
    // The box scrolls: bring the board's line into view, as a reader would.
    harness.get_by_label(&typed).scroll_to_me();
    harness.run();
    let painted = common::ui::painted_shapes(&harness);
    let line = painted
        .iter()
        .find_map(|(clip, shape)| match shape {
            Shape::Text(t) if t.galley.text() == typed => {
                Some((*clip, t.galley.rect.translate(t.pos.to_vec2())))
            }
            _ => None,
        })
        .unwrap_or_else(|| panic!("{typed} is not painted"));
    let (clip, at) = line;
    assert!(
        clip.contains_rect(at),
        "the board link {at:?} is cut by {clip:?}"
    );
    // Below every seat's pairing code (the seats' lines, scrolled above it).
    for (name, _, code) in &links.seats {
        let seat = harness
            .query_all(egui_kittest::kittest::by().label_contains(code))
            .next()
            .unwrap_or_else(|| panic!("seat {name}'s code {code} is not in the box"))
            .rect();
        assert!(
            seat.bottom() <= at.top(),
            "{name} {seat:?} under the board link {at:?}"
        );
    }
}

/// Esc closes the *Show on phones* box, as it closes a menu (only its × did), and at 900 × 600
/// the box leaves the left of the window, the scores and the felt's start, uncovered.
#[test]
fn esc_closes_the_phones_box_which_leaves_the_tables_left_in_sight() {
    let saves = tempfile::tempdir().unwrap();
    save_match(saves.path(), MugginsRule::Off, &[]);
    let (app, _) = sharing(saves.path(), Limits::default());
    let mut h = common::ui::harness_sized(app, egui::vec2(900.0, 600.0));
    let title = h.get_by_label("Show on phones").rect();
    assert!(title.left() >= 300.0, "the box starts at {title:?}");
    common::ui::key(&mut h, egui::Key::Escape);
    assert!(
        h.query_by_label("Show on phones").is_none(),
        "the box is closed"
    );
    assert!(h.state().sharing().is_some(), "sharing goes on");
}
