//! One domino tile, painted like a real one (RULES.md §1: pips 0–6 on each half): an ivory face,
//! a divider with its brass pin, die-like pips; and the clickable tile of the picker and the
//! end-of-hand dialog.

use egui::{CornerRadius, Rect, Sense, Stroke, StrokeKind, Vec2, pos2, vec2};

use crate::app::theme;
use crate::engine::Tile;

/// How a tile is drawn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TileLook {
    /// Greyed out (played tiles in the picker): low contrast, still readable.
    pub faded: bool,
    /// Glowing amber halo (an open end that takes the chosen tile).
    pub glow: bool,
    /// Blue outline (the last tile placed).
    pub outline: bool,
}

/// Pip centres of a half showing `pips` (0–6), in a unit square: `u` runs along the tile's long
/// axis, `v` across it. Die-like 3×3 grid; the six is two lines of three along the long axis.
#[must_use]
pub fn pip_positions(pips: u8) -> &'static [(f32, f32)] {
    const A: f32 = 0.26;
    const B: f32 = 0.5;
    const C: f32 = 0.74;
    match pips {
        0 => &[],
        1 => &[(B, B)],
        2 => &[(A, A), (C, C)],
        3 => &[(A, A), (B, B), (C, C)],
        4 => &[(A, A), (C, A), (A, C), (C, C)],
        5 => &[(A, A), (C, A), (B, B), (A, C), (C, C)],
        _ => &[(A, A), (B, A), (C, A), (A, C), (B, C), (C, C)],
    }
}

pub(crate) fn radius(r: f32) -> CornerRadius {
    CornerRadius::same(r.round().clamp(0.0, 255.0) as u8)
}

/// The amber halo of a glowing tile (drawn under the tile; see [`TileLook::glow`]).
pub fn paint_glow(painter: &egui::Painter, rect: Rect) {
    let short = rect.width().min(rect.height());
    let corner = (short * 0.16).max(2.0);
    let spread = (short * 0.16).max(3.0);
    let halo = rect.expand(spread);
    painter.rect_filled(
        halo.expand(spread * 0.6),
        radius(corner + spread * 1.6),
        theme::GLOW.gamma_multiply(0.25),
    );
    painter.rect(
        halo,
        radius(corner + spread),
        theme::GLOW.gamma_multiply(0.55),
        Stroke::new((short * 0.08).max(2.5), theme::GLOW),
        StrokeKind::Inside,
    );
}

/// Paints one tile filling `rect`: wider than tall puts `first` left and `second` right; taller
/// than wide puts `first` on top. Ivory face, dark rounded border, a divider and black pips.
pub fn paint_tile(painter: &egui::Painter, rect: Rect, first: u8, second: u8, look: TileLook) {
    if !rect.is_positive() {
        return;
    }
    let vertical = rect.height() > rect.width();
    let short = rect.width().min(rect.height());
    let corner = (short * 0.16).max(2.0);

    if look.glow {
        paint_glow(painter, rect);
    }

    // Shadow under the tile (translucent, so neighbours are never hidden).
    let drop = (short * 0.06).max(1.0);
    painter.rect_filled(
        rect.translate(vec2(drop * 0.6, drop)),
        radius(corner),
        theme::tile_shadow(look.faded),
    );

    let (face, border, pip) = if look.faded {
        (
            theme::IVORY_FADED,
            theme::TILE_BORDER_FADED,
            theme::PIP_FADED,
        )
    } else {
        (theme::IVORY, theme::TILE_BORDER, theme::PIP)
    };
    let border_width = (short * 0.05).clamp(1.0, 3.0);
    painter.rect(
        rect,
        radius(corner),
        face,
        Stroke::new(border_width, border),
        StrokeKind::Inside,
    );
    // A soft shade along the bottom edge, for a little depth.
    if short >= 18.0 && !look.faded {
        let band = short * 0.07;
        let inner = rect.shrink(border_width + short * 0.04);
        painter.rect_filled(
            Rect::from_min_max(inner.left_bottom() - vec2(0.0, band), inner.right_bottom()),
            radius(band * 0.5),
            theme::tile_shade(),
        );
    }

    // Halves and divider.
    let (half_a, half_b) = if vertical {
        let mid = rect.center().y;
        (
            Rect::from_min_max(rect.min, pos2(rect.max.x, mid)),
            Rect::from_min_max(pos2(rect.min.x, mid), rect.max),
        )
    } else {
        let mid = rect.center().x;
        (
            Rect::from_min_max(rect.min, pos2(mid, rect.max.y)),
            Rect::from_min_max(pos2(mid, rect.min.y), rect.max),
        )
    };
    let inset = short * 0.16;
    let divider = Stroke::new((short * 0.045).clamp(1.0, 2.5), border);
    let c = rect.center();
    if vertical {
        painter.line_segment(
            [pos2(rect.min.x + inset, c.y), pos2(rect.max.x - inset, c.y)],
            divider,
        );
    } else {
        painter.line_segment(
            [pos2(c.x, rect.min.y + inset), pos2(c.x, rect.max.y - inset)],
            divider,
        );
    }
    if short >= 30.0 && !look.faded {
        // The brass pin real tiles have in the middle of the divider.
        painter.circle(
            c,
            short * 0.045,
            theme::BRASS,
            Stroke::new(1.0, theme::BRASS.gamma_multiply(0.6)),
        );
    }

    let pip_radius = (short * 0.095).max(1.4);
    for (half, pips) in [(half_a, first), (half_b, second)] {
        let square = half.shrink(short * 0.04);
        for &(u, v) in pip_positions(pips) {
            let (x, y) = if vertical { (v, u) } else { (u, v) };
            let p = pos2(
                square.min.x + x * square.width(),
                square.min.y + y * square.height(),
            );
            painter.circle_filled(p, pip_radius, pip);
        }
    }

    if look.outline {
        let width = (short * 0.08).max(2.5);
        painter.rect_stroke(
            rect.expand(width * 0.5 + 1.0),
            radius(corner + width),
            Stroke::new(width, theme::LAST_PLACED),
            StrokeKind::Outside,
        );
    }
}

/// A clickable tile of `size` (drawn horizontally), named `name` for screen readers and tests
/// (`five-three`: [`crate::app::text::tile_name`]). Disabled tiles are drawn very faint and do
/// not sense clicks.
pub fn tile_button(
    ui: &mut egui::Ui,
    tile: Tile,
    name: &str,
    size: Vec2,
    look: TileLook,
    enabled: bool,
) -> egui::Response {
    dimmable_tile_button(ui, tile, name, size, look, enabled, !enabled)
}

/// [`tile_button`] that may be drawn dim (`dim`: played, or fits nowhere) yet still take a
/// click, so that the app can say why it cannot be placed.
pub fn dimmable_tile_button(
    ui: &mut egui::Ui,
    tile: Tile,
    name: &str,
    size: Vec2,
    look: TileLook,
    enabled: bool,
    dim: bool,
) -> egui::Response {
    let sense = if enabled {
        Sense::click()
    } else {
        Sense::hover()
    };
    let (rect, response) = ui.allocate_exact_size(size, sense);
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, enabled, name));
    if !ui.is_rect_visible(rect) {
        return response;
    }
    let mut tile_rect = rect.shrink(2.0);
    // Room for the glow's halo around the tile.
    let halo = 1.6 * (tile_rect.height().min(tile_rect.width()) * 0.16).max(3.0) + 2.0;
    let mut painter = ui.painter_at(rect.expand(halo));
    if dim {
        // Played tiles (faded) are nearly gone from the picker; tiles that fit nowhere are dim
        // but still recognisable (they are in someone's hand).
        painter.multiply_opacity(if look.faded { 0.18 } else { 0.5 });
    } else if response.is_pointer_button_down_on() {
        tile_rect = tile_rect.translate(vec2(0.0, 1.0));
    } else if response.hovered() {
        tile_rect = tile_rect.translate(vec2(0.0, -1.5));
        painter.rect_filled(
            rect.expand(1.0),
            radius(tile_rect.height() * 0.2),
            ui.visuals().widgets.hovered.weak_bg_fill,
        );
    }
    paint_tile(&painter, tile_rect, tile.first(), tile.second(), look);
    if enabled && (response.hovered() || response.has_focus()) {
        let stroke = if response.has_focus() {
            ui.visuals().selection.stroke
        } else {
            ui.visuals().widgets.hovered.fg_stroke
        };
        painter.rect_stroke(
            tile_rect.expand(1.5),
            radius(tile_rect.height() * 0.2),
            Stroke::new(stroke.width.max(1.5), stroke.color),
            StrokeKind::Outside,
        );
    }
    if enabled {
        response.on_hover_cursor(egui::CursorIcon::PointingHand)
    } else {
        response
    }
}
