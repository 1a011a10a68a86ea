//! Words fitted to a rect on the felt: the largest size that fits, on one line or broken onto
//! two, smaller still rather than cut. The compass writes with it.

use egui::{Align2, FontId, Rect, Vec2};

/// The size of `lines` written one under the other at `size` points.
fn measure(painter: &egui::Painter, lines: &[String], size: f32, colour: egui::Color32) -> Vec2 {
    let font = FontId::proportional(size);
    lines.iter().fold(Vec2::ZERO, |acc, line| {
        let g = painter.layout_no_wrap(line.clone(), font.clone(), colour);
        Vec2::new(acc.x.max(g.size().x), acc.y + g.size().y)
    })
}

/// The smallest type [`paint_lines`] writes in (points), only where nothing larger fits.
pub(crate) const SMALLEST: f32 = 7.0;

/// Writes the first of `ways` (each a set of lines) that fits `rect` at the largest size from
/// `size` down to 9 points, centred; when none fits at 9 points, the first that fits down to
/// [`SMALLEST`] (smaller type rather than cut words), else the last way at that size. Returns
/// the rect of what was written.
pub(crate) fn paint_lines(
    painter: &egui::Painter,
    rect: Rect,
    ways: &[Vec<String>],
    size: f32,
    colour: egui::Color32,
) -> Rect {
    let measure = |lines: &[String], size: f32| measure(painter, lines, size, colour);
    let mut size = size.max(9.0);
    let (lines, size) = loop {
        let found = ways.iter().find(|lines| {
            let m = measure(lines, size);
            m.x <= rect.width() + 0.5 && m.y <= rect.height() + 0.5
        });
        match found {
            Some(lines) => break (lines.clone(), size),
            None if size <= SMALLEST => {
                break (ways.last().cloned().unwrap_or_default(), SMALLEST);
            }
            None => size = (size - 1.0).max(SMALLEST),
        }
    };
    let line_height = measure(&["0".to_string()], size).y;
    let top = rect.center().y - line_height * lines.len() as f32 * 0.5;
    let mut written = Rect::NOTHING;
    for (k, line) in lines.iter().enumerate() {
        let y = top + line_height * (k as f32 + 0.5);
        written = written.union(painter.text(
            egui::pos2(rect.center().x, y),
            Align2::CENTER_CENTER,
            line,
            FontId::proportional(size),
            colour,
        ));
    }
    written
}
