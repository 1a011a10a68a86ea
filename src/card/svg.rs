//! The card's drawing as SVG text, top to bottom: a felt-green band with the match's name, note,
//! date and rules; one row per side, the winner first, with the final score; the score race
//! (each side's score after every hand, the target dashed); each hand's points; the biggest
//! play. The height follows the number of sides and hands; the width is [`WIDTH`].

use std::fmt::Write;

use super::{Card, CardWords, FAMILY, WIDTH};
use crate::engine::Side;
use crate::store::club::places;

/// The margin left and right, pixels.
const PAD: f64 = 60.0;
/// The felt of the band at the top.
const FELT: &str = "#1f4d36";
/// Light text on the felt.
const ON_FELT: &str = "#d7e8dd";
/// The card's paper.
const PAPER: &str = "#f6f3ea";
/// Dark text on the paper.
const INK: &str = "#1d2a22";
/// Quiet text on the paper: labels, grid values.
const MUTED: &str = "#6b756f";
/// The winner's row and its label.
const GOLD: &str = "#c98a00";
const GOLD_LIGHT: &str = "#fff1cc";
/// The chart's grid lines.
const GRID: &str = "#d9d4c5";
/// The score race's height, pixels.
const CHART_HEIGHT: f64 = 380.0;
/// A row of the hands table, pixels.
const HAND_ROW: f64 = 54.0;

/// Escapes text for SVG.
pub(super) fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            _ => out.push(c),
        }
    }
    out
}

/// `text` cut to what fits `width` pixels at `size`, with "…" when cut.
fn fit(text: &str, width: f64, size: f64) -> String {
    if super::text_width(text, size) <= width {
        return text.to_string();
    }
    let chars: Vec<char> = text.chars().collect();
    let mut keep = chars.len();
    while keep > 1 {
        keep -= 1;
        let cut: String = chars[..keep].iter().collect::<String>() + "…";
        if super::text_width(&cut, size) <= width {
            return cut;
        }
    }
    "…".to_string()
}

/// The colour of a side's peg, as `#rrggbb` (grey when the words gave none).
fn side_colour(words: &CardWords, side: usize) -> String {
    let [r, g, b] = match words.pegs.as_slice() {
        [] => [128, 128, 128],
        pegs => pegs[side % pegs.len()],
    };
    format!("#{r:02x}{g:02x}{b:02x}")
}

/// The SVG being written.
struct Svg {
    body: String,
}

impl Svg {
    /// A line of text; `anchor` is `start`, `middle` or `end`; `bold` thickens it with an
    /// outline of its own colour (the font has one weight).
    #[allow(clippy::too_many_arguments)]
    fn text(&mut self, x: f64, y: f64, size: f64, fill: &str, anchor: &str, bold: bool, s: &str) {
        let stroke = if bold {
            format!(r#" stroke="{fill}" stroke-width="{:.1}""#, size / 28.0)
        } else {
            String::new()
        };
        let _ = writeln!(
            self.body,
            r#"<text x="{x:.1}" y="{y:.1}" font-size="{size}" fill="{fill}" text-anchor="{anchor}"{stroke}>{}</text>"#,
            escape(s)
        );
    }

    /// A rounded box at `[x, y, width, height]`.
    fn rect(&mut self, [x, y, w, h]: [f64; 4], radius: f64, fill: &str, stroke: &str) {
        let _ = writeln!(
            self.body,
            r#"<rect x="{x:.1}" y="{y:.1}" width="{w:.1}" height="{h:.1}" rx="{radius}" fill="{fill}" stroke="{stroke}" stroke-width="3"/>"#
        );
    }

    fn line(&mut self, from: (f64, f64), to: (f64, f64), stroke: &str, width: f64, dash: &str) {
        let _ = writeln!(
            self.body,
            r#"<line x1="{:.1}" y1="{:.1}" x2="{:.1}" y2="{:.1}" stroke="{stroke}" stroke-width="{width}" stroke-dasharray="{dash}"/>"#,
            from.0, from.1, to.0, to.1
        );
    }

    fn circle(&mut self, x: f64, y: f64, r: f64, fill: &str) {
        let _ = writeln!(
            self.body,
            r#"<circle cx="{x:.1}" cy="{y:.1}" r="{r}" fill="{fill}"/>"#
        );
    }

    fn polyline(&mut self, points: &[(f64, f64)], stroke: &str) {
        let list: Vec<String> = points
            .iter()
            .map(|(x, y)| format!("{x:.1},{y:.1}"))
            .collect();
        let _ = writeln!(
            self.body,
            r#"<polyline points="{}" fill="none" stroke="{stroke}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"/>"#,
            list.join(" ")
        );
    }
}

/// A step for the chart's grid: 1, 2 or 5 times a power of ten, about five lines up to `top`.
fn grid_step(top: f64) -> f64 {
    let rough = (top / 5.0).max(1.0);
    let power = 10f64.powf(rough.log10().floor());
    [1.0, 2.0, 5.0, 10.0]
        .into_iter()
        .map(|m| m * power)
        .find(|&s| s >= rough)
        .unwrap_or(10.0 * power)
}

/// The whole card.
pub(super) fn draw(card: &Card, words: &CardWords) -> String {
    let w = f64::from(WIDTH);
    let inner = w - 2.0 * PAD;
    let s = &card.summary;
    let setup = &s.setup;
    let sides = setup.sides();
    let names: Vec<String> = Side::all(sides).map(|i| setup.side_name(i)).collect();
    let mut svg = Svg {
        body: String::new(),
    };

    // The band: app, date, name, note, rules.
    svg.text(PAD, 72.0, 26.0, ON_FELT, "start", true, "allfives");
    let date = s.created.format("%Y-%m-%d %H:%M").to_string();
    svg.text(w - PAD, 72.0, 26.0, ON_FELT, "end", false, &date);
    let title = s.title.clone().unwrap_or_else(|| names.join(" – "));
    svg.text(
        PAD,
        148.0,
        54.0,
        "#ffffff",
        "start",
        true,
        &fit(&title, inner, 54.0),
    );
    let mut y = 148.0;
    if let Some(note) = &s.note {
        y += 54.0;
        svg.text(
            PAD,
            y,
            32.0,
            ON_FELT,
            "start",
            false,
            &fit(note, inner, 32.0),
        );
    }
    y += 50.0;
    let rules = &words.rules;
    svg.text(
        PAD,
        y,
        26.0,
        ON_FELT,
        "start",
        false,
        &fit(rules, inner, 26.0),
    );
    let band = y + 40.0;

    // One row per side, the winner first.
    let winner = s.winner.unwrap_or_default().index();
    let place = places(&s.scores, winner);
    let mut order: Vec<usize> = (0..sides).collect();
    order.sort_by_key(|&side| (place[side], side));
    y = band + 40.0;
    svg.text(
        PAD,
        y + 10.0,
        30.0,
        MUTED,
        "start",
        false,
        &words.final_scores,
    );
    y += 34.0;
    for &side in &order {
        let won = side == winner;
        let (fill, edge) = if won {
            (GOLD_LIGHT, GOLD)
        } else {
            ("#ffffff", GRID)
        };
        svg.rect([PAD, y, inner, 104.0], 18.0, fill, edge);
        svg.circle(PAD + 44.0, y + 52.0, 20.0, &side_colour(words, side));
        let name_y = if won { y + 56.0 } else { y + 67.0 };
        svg.text(
            PAD + 84.0,
            name_y,
            44.0,
            INK,
            "start",
            won,
            &fit(&names[side], inner - 330.0, 44.0),
        );
        if won {
            let label = &words.winner;
            svg.text(
                PAD + 84.0,
                y + 90.0,
                24.0,
                GOLD,
                "start",
                true,
                &fit(label, inner - 330.0, 24.0),
            );
        }
        let score = s.scores.get(side).copied().unwrap_or(0).to_string();
        svg.text(w - PAD - 30.0, y + 74.0, 64.0, INK, "end", true, &score);
        y += 120.0;
    }

    // The score race.
    y += 30.0;
    svg.text(PAD, y, 34.0, INK, "start", true, &words.race);
    y += 24.0;
    race(&mut svg, card, words, PAD, y, inner);
    y += CHART_HEIGHT + 70.0;

    // Each hand's points.
    svg.text(PAD, y, 34.0, INK, "start", true, &words.per_hand);
    y += 20.0;
    y = hands_table(&mut svg, card, words, y, inner, &names, &order);

    // The biggest play.
    if let Some(best) = &card.biggest {
        y += 56.0;
        svg.text(PAD, y, 34.0, INK, "start", true, &words.best);
        y += 52.0;
        let mut points = words.best_points.clone();
        // In a ÷5 (÷3) match the board moved by the count divided (RULES.md §5).
        let divisor = setup.rules.scale.divisor();
        if divisor > 1 {
            points = format!("{points} (÷{divisor} = {})", best.points / divisor);
        }
        let line = format!("{} · {points} · {}", best.player, words.best_hand,);
        svg.text(PAD, y, 38.0, INK, "start", false, &fit(&line, inner, 38.0));
    }
    let height = (y + 70.0).ceil();

    format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{height}" viewBox="0 0 {WIDTH} {height}" font-family="{FAMILY}">
<rect width="{WIDTH}" height="{height}" fill="{PAPER}"/>
<rect width="{WIDTH}" height="{band:.1}" fill="{FELT}"/>
{}</svg>
"#,
        svg.body
    )
}

/// The score race in a box at (`x`, `top`), `width` wide: each side's score after every hand
/// from 0, the target dashed, hands along the bottom.
fn race(svg: &mut Svg, card: &Card, words: &CardWords, x: f64, top: f64, width: f64) {
    let s = &card.summary;
    let target = f64::from(s.setup.rules.target);
    let all = || card.hands.iter().flat_map(|h| h.scores.iter().copied());
    let highest = f64::from(all().max().unwrap_or(0));
    // Muggins and the difference rule can take a side below zero.
    let lowest = f64::from(all().min().unwrap_or(0).min(0));
    let span = (target.max(highest) - lowest).max(1.0);
    let top_value = target.max(highest) + span * 0.08;
    let bottom_value = if lowest < 0.0 {
        lowest - span * 0.04
    } else {
        0.0
    };
    let left = x + 70.0;
    let right = x + width - 36.0;
    let bottom = top + CHART_HEIGHT - 40.0;
    let plot_h = bottom - top;
    let n = card.hands.len().max(1) as f64;
    let at = |hand: f64, value: f64| {
        (
            left + (right - left) * hand / n,
            bottom - plot_h * (value - bottom_value) / (top_value - bottom_value),
        )
    };
    svg.rect(
        [x, top - 10.0, width, CHART_HEIGHT + 20.0],
        18.0,
        "#ffffff",
        GRID,
    );
    let step = grid_step(top_value - bottom_value);
    let mut value = (bottom_value / step).ceil() * step;
    while value <= top_value {
        let (_, gy) = at(0.0, value);
        let colour = if value == 0.0 { MUTED } else { GRID };
        svg.line((left, gy), (right, gy), colour, 2.0, "none");
        svg.text(
            left - 12.0,
            gy + 8.0,
            22.0,
            MUTED,
            "end",
            false,
            &format!("{:.0}", value + 0.0),
        );
        value += step;
    }
    let (_, ty) = at(0.0, target);
    svg.line((left, ty), (right, ty), GOLD, 3.0, "14 10");
    let target_text = format!("{} {}", words.target, s.setup.rules.target);
    svg.text(
        left + 10.0,
        ty - 10.0,
        22.0,
        GOLD,
        "start",
        false,
        &target_text,
    );
    let every = (card.hands.len() / 12).max(1);
    for (i, hand) in card.hands.iter().enumerate() {
        if i % every == 0 || i + 1 == card.hands.len() {
            let (hx, _) = at((i + 1) as f64, 0.0);
            svg.text(
                hx,
                bottom + 32.0,
                22.0,
                MUTED,
                "middle",
                false,
                &hand.number.to_string(),
            );
        }
    }
    for side in 0..s.setup.sides() {
        let mut points = vec![at(0.0, 0.0)];
        for (i, hand) in card.hands.iter().enumerate() {
            let score = hand.scores.get(side).copied().unwrap_or(0);
            points.push(at((i + 1) as f64, f64::from(score)));
        }
        let colour = side_colour(words, side);
        svg.polyline(&points, &colour);
        for &(px, py) in &points[1..] {
            svg.circle(px, py, 7.0, &colour);
        }
    }
}

/// The hands table from `top`: a header with each side's name, then one row per hand with each
/// side's points in it and its score after it; one column per side in `order` (the order of the
/// final scores above it: the winner first). Returns the bottom.
fn hands_table(
    svg: &mut Svg,
    card: &Card,
    words: &CardWords,
    top: f64,
    width: f64,
    names: &[String],
    order: &[usize],
) -> f64 {
    let sides = names.len();
    let label_w = 200.0;
    let col = (width - label_w) / sides as f64;
    // The column of each side: its place in `order`.
    let col_x = |side: usize| {
        let column = order.iter().position(|&s| s == side).unwrap_or(side);
        PAD + label_w + col * column as f64
    };
    let mut y = top;
    for (side, name) in names.iter().enumerate() {
        let size = if sides > 2 { 24.0 } else { 28.0 };
        svg.circle(
            col_x(side) + 14.0,
            y + 30.0,
            10.0,
            &side_colour(words, side),
        );
        svg.text(
            col_x(side) + 34.0,
            y + 40.0,
            size,
            INK,
            "start",
            true,
            &fit(name, col - 40.0, size),
        );
    }
    y += 56.0;
    for (i, hand) in card.hands.iter().enumerate() {
        if i % 2 == 0 {
            svg.rect([PAD, y, width, HAND_ROW], 10.0, "#ffffff", "#ffffff");
        }
        let label = words.hands.get(i).map_or("", String::as_str);
        svg.text(PAD + 18.0, y + 37.0, 26.0, MUTED, "start", false, label);
        for side in 0..sides {
            let points = hand.points.get(side).copied().unwrap_or(0);
            let text = if points > 0 {
                format!("+{points}")
            } else {
                points.to_string()
            };
            let fill = if points > 0 { INK } else { MUTED };
            svg.text(
                col_x(side) + 34.0,
                y + 38.0,
                30.0,
                fill,
                "start",
                points > 0,
                &text,
            );
            let after = hand.scores.get(side).copied().unwrap_or(0);
            svg.text(
                col_x(side) + col - 20.0,
                y + 37.0,
                22.0,
                MUTED,
                "end",
                false,
                &format!("→ {after}"),
            );
        }
        y += HAND_ROW;
    }
    y
}
