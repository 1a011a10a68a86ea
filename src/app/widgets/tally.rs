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

/// The size of one mark (points).
const MARK: Vec2 = Vec2::new(15.0, 20.0);
/// The room between two marks, and between two lines (points).
const GAP: f32 = 4.0;
/// The room between two groups (points).
const GROUP: f32 = 10.0;

/// Where each of [`marks`]' marks goes within `width` points: a group (five Xs, or what is left
/// of one with its stroke) is never split across two lines, as it is counted at a glance.
#[must_use]
pub fn lay_out(text: &str, width: f32) -> Vec<(Pos2, char)> {
    let mut x = 0.0;
    let mut y = 0.0;
    let mut placed = Vec::new();
    let groups: Vec<&str> = text.split(' ').filter(|g| !g.is_empty()).collect();
    for (i, group) in groups.iter().enumerate() {
        let n = group.chars().count() as f32;
        let mut wide = n * MARK.x + (n - 1.0) * GAP;
        // The stroke after an unfinished group stays on its line.
        if n < 5.0 && groups.get(i + 1) == Some(&"/") {
            wide += GROUP + MARK.x;
        }
        if x > 0.0 && x + GROUP + wide > width {
            x = 0.0;
            y += MARK.y + GAP;
        } else if x > 0.0 {
            x += GROUP;
        }
        for c in group.chars() {
            // A group wider than the whole width (never at the panel's width) wraps by marks.
            if x > 0.0 && x + MARK.x > width {
                x = 0.0;
                y += MARK.y + GAP;
            }
            placed.push((pos2(x, y), c));
            x += MARK.x + GAP;
        }
        x -= GAP;
    }
    placed
}

/// Draws the tally of `score` in `unit`s as pencil marks in `colour`, wrapping to the width
/// by whole groups; labelled for screen readers with the score in the match's scale and
/// [`marks`] (`Ana, 15: XXXXX XX /`).
pub fn tally(ui: &mut egui::Ui, name: &str, score: &str, value: (i32, i32), colour: egui::Color32) {
    let (points, unit) = value;
    let text = marks(points, unit);
    let mark = MARK;
    // The widest group (five Xs) always fits on a line.
    let width = ui.available_width().max(5.0 * MARK.x + 4.0 * GAP);
    let placed = lay_out(&text, width);
    let y = placed.last().map_or(0.0, |(at, _)| at.y);
    let height = if placed.is_empty() { 0.0 } else { y + mark.y };
    let (rect, response) = ui.allocate_exact_size(vec2(width, height.max(4.0)), Sense::hover());
    let label = format!("{name}, {score}: {text}");
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
    use super::{lay_out, marks};

    #[test]
    fn a_group_of_fifty_never_splits_across_lines() {
        // 95 points: a full group, then XXXX /. At a width that holds the first group and two
        // more marks, the second group goes whole to the next line.
        let text = marks(95, 5);
        assert_eq!(text, "XXXXX XXXX /");
        let placed = lay_out(&text, 5.0 * 15.0 + 4.0 * 4.0 + 10.0 + 2.0 * 19.0);
        let rows: Vec<f32> = placed.iter().map(|(at, _)| at.y).collect();
        assert!(rows[..5].iter().all(|&y| y == 0.0), "{rows:?}");
        assert!(rows[5..10].iter().all(|&y| y > 0.0), "{rows:?}");
        // 250 points at the scores panel's width: every group whole on its line.
        let text = marks(250, 5);
        let placed = lay_out(&text, 200.0);
        for group in placed.chunks(5) {
            assert!(
                group.iter().all(|(at, _)| at.y == group[0].0.y),
                "{placed:?}"
            );
        }
    }

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
