//! The paper tally, the traditional way of keeping an All Fives score by hand (pagat All Fives,
//! "Scoring"): a stroke for each 5, crossed into an X for 10, the Xs in groups of five (50).

use egui::{Pos2, Sense, Stroke, Vec2, pos2, vec2};

/// The marks for `score` counted in `unit`s (5 points, or 1 on the ÷5 scale): one X per two
/// units, then a stroke for an odd unit; `-` first when the score is below zero; a remainder
/// that is not a whole unit is left out. Written as text, groups of five Xs apart:
/// `XXXXX XX /` is 75 points.
#[must_use]
pub fn marks(score: i32, unit: i32) -> String {
    let units = score.unsigned_abs() / unit.unsigned_abs().max(1);
    let (crosses, stroke) = (units / 2, units % 2 == 1);
    let mut text = String::new();
    if score < 0 && units > 0 {
        text.push('-');
    }
    for i in 0..crosses {
        if i > 0 && i % 5 == 0 {
            text.push(' ');
        }
        text.push('X');
    }
    if stroke {
        if crosses > 0 {
            text.push(' ');
        }
        text.push('/');
    }
    text
}

/// Draws the tally of `score` in `unit`s as pencil marks in `colour`, wrapping to the width;
/// labelled with [`marks`] for screen readers (`Ana: XXX /`).
pub fn tally(ui: &mut egui::Ui, name: &str, score: i32, unit: i32, colour: egui::Color32) {
    let text = marks(score, unit);
    let mark = Vec2::new(15.0, 20.0);
    let gap = 4.0;
    let group = 10.0;
    let width = ui.available_width().max(mark.x * 6.0);
    // Lay the marks out first: where each goes and what it is.
    let mut x = 0.0;
    let mut y = 0.0;
    let mut placed: Vec<(Pos2, char)> = Vec::new();
    for c in text.chars() {
        if c == ' ' {
            x += group;
            continue;
        }
        if x + mark.x > width {
            x = 0.0;
            y += mark.y + gap;
        }
        placed.push((pos2(x, y), c));
        x += mark.x + gap;
    }
    let height = if placed.is_empty() { 0.0 } else { y + mark.y };
    let (rect, response) = ui.allocate_exact_size(vec2(width, height.max(4.0)), Sense::hover());
    let label = format!("{name}: {text}");
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &label));
    let painter = ui.painter_at(rect.expand(2.0));
    let pen = Stroke::new(2.5, colour);
    for (at, c) in placed {
        let cell = egui::Rect::from_min_size(rect.min + at.to_vec2(), mark);
        let cell = cell.shrink2(vec2(2.0, 1.0));
        match c {
            'X' => {
                painter.line_segment([cell.left_top(), cell.right_bottom()], pen);
                painter.line_segment([cell.right_top(), cell.left_bottom()], pen);
            }
            '/' => {
                painter.line_segment([cell.left_bottom(), cell.right_top()], pen);
            }
            _ => {
                let mid = cell.left_center();
                painter.line_segment([mid, mid + vec2(cell.width(), 0.0)], pen);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::marks;

    #[test]
    fn a_stroke_is_five_an_x_is_ten_and_xs_go_in_fifties() {
        assert_eq!(marks(0, 5), "");
        assert_eq!(marks(5, 5), "/");
        assert_eq!(marks(15, 5), "X /");
        assert_eq!(marks(50, 5), "XXXXX");
        assert_eq!(marks(75, 5), "XXXXX XX /");
        assert_eq!(marks(250, 5), "XXXXX XXXXX XXXXX XXXXX XXXXX");
        assert_eq!(marks(-15, 5), "-X /");
        assert_eq!(
            marks(13, 1),
            "XXXXX X /",
            "÷5 scale: 13 fives are 65 points"
        );
    }
}
