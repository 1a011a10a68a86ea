//! The layout on its felt (UI.md "Drawing the layout, rule by rule"): the tiles where
//! [`arrangement_clear_of`] puts them — each keeps its place and turn for the whole hand, the
//! view only zooms and re-centres —, the pip that plays on every open end in large type just
//! beyond it (what a double there counts smaller, beyond that), the spinner ringed, the last
//! tile outlined, the ends that take the tile being placed glowing, each marked with the arrow
//! key that chooses it, and clickable, and the arm compass in its corner, which no tile uses.

use std::sync::Arc;

use egui::{Align2, CornerRadius, FontId, Rect, Sense, Stroke, StrokeKind, Vec2};

use crate::app::arrangement::labels::{badge_radius, label_obstacles, label_spot, pip_size};
use crate::app::arrangement::{Arrangement, arrangement_clear_of, arrangement_in_part};
use crate::app::i18n::I18n;
use crate::app::text;
use crate::app::theme;
use crate::app::widgets::compass;
use crate::app::widgets::open_ends::name_open_ends;
use crate::app::widgets::tile::{TileLook, paint_glow, paint_tile, radius};
use crate::engine::{Layout, Place};

/// What the drawing of a layout depends on: the felt, the part of it drawn in, and each node's
/// tile, parent and ends.
fn drawing_key(layout: &Layout, felt: Rect, area: Rect) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    for r in [felt, area] {
        for v in [r.min.x, r.min.y, r.max.x, r.max.y] {
            v.to_bits().hash(&mut h);
        }
    }
    for node in layout.nodes() {
        (
            node.tile.first(),
            node.tile.second(),
            node.parent,
            node.spinner,
        )
            .hash(&mut h);
        for end in &node.ends {
            (end.kind as u8, end.pips, end.covered_by).hash(&mut h);
        }
    }
    h.finish()
}

/// The drawing of `layout` on a felt at `felt`, fitted to `area` (the felt, or a part of it),
/// with the compass's corner kept clear, computed again only when the layout, the felt or the
/// area changes.
#[must_use]
pub fn view_arrangement(
    ctx: &egui::Context,
    layout: &Layout,
    felt: Rect,
    area: Rect,
) -> Arc<Arrangement> {
    let key = drawing_key(layout, felt, area);
    let id = egui::Id::unique("allfives-layout-arrangement");
    if let Some((k, found)) = ctx.data(|d| d.get_temp::<(u64, Arc<Arrangement>)>(id))
        && k == key
    {
        return found;
    }
    let keep = compass::size_for(felt.size());
    let found = Arc::new(arrangement_in_part(layout, felt, area, keep));
    ctx.data_mut(|d| d.insert_temp(id, (key, found.clone())));
    found
}

/// What `LayoutView` draws for `layout` on a felt at `felt`: the arrangement with the arm
/// compass's corner kept clear (pure; `view_arrangement` caches it between frames).
#[must_use]
pub fn drawing(layout: &Layout, felt: Rect) -> Arrangement {
    arrangement_clear_of(layout, felt, compass::size_for(felt.size()))
}

/// The table [`drawing`] lays `layout` on for a felt at `felt`, in layout units: the same
/// tiles placement after placement.
#[must_use]
pub fn drawing_world(layout: &Layout, felt: Rect) -> crate::app::World {
    crate::app::arrangement::world_in(layout, felt, Some(compass::size_for(felt.size())))
}

/// The felt the layout was last drawn on (points), for tests and widgets placed beside it.
#[must_use]
pub fn last_felt(ctx: &egui::Context) -> Option<Rect> {
    ctx.data(|d| d.get_temp::<Rect>(felt_id()))
}

fn felt_id() -> egui::Id {
    egui::Id::unique("allfives-layout-felt")
}

/// The layout widget: build it with [`LayoutView::new`], set what the table needs, then
/// [`LayoutView::show`].
pub struct LayoutView<'a> {
    layout: &'a Layout,
    candidates: &'a [(Place, String)],
    highlight: Option<usize>,
    last: Option<usize>,
    end_name: &'a dyn Fn(usize, usize) -> String,
    labelled: &'a [(usize, usize)],
    values: bool,
    words: Option<&'a I18n>,
    compass: Option<&'a I18n>,
    area: Option<Rect>,
}

/// What happened on the felt this frame.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LayoutResponse {
    /// The candidate place clicked (its tile or its badge), if any.
    pub clicked: Option<Place>,
    /// The felt's rectangle (points).
    pub felt: Rect,
    /// The part of the felt the layout is drawn in (points): the whole felt unless
    /// [`LayoutView::area`] says otherwise.
    pub area: Rect,
}

impl<'a> LayoutView<'a> {
    /// The layout of `layout`; every open end is named for screen readers and tests by
    /// `end_name(node, end)` (`open end 5 on the spinner's side`).
    pub fn new(layout: &'a Layout, end_name: &'a dyn Fn(usize, usize) -> String) -> Self {
        LayoutView {
            layout,
            candidates: &[],
            highlight: None,
            last: None,
            end_name,
            labelled: &[],
            values: true,
            words: None,
            compass: None,
            area: None,
        }
    }

    /// The places that take the tile being placed, each with what is written on its end (the
    /// arrow key that chooses it, `←`). Their tiles glow; a click on a tile or its badge picks
    /// the place.
    #[must_use]
    pub fn candidates(mut self, candidates: &'a [(Place, String)]) -> Self {
        self.candidates = candidates;
        self
    }

    /// The candidate (an index in [`LayoutView::candidates`]) Enter would pick: its badge is lit
    /// (an arrow naming several ends lights them in turn).
    #[must_use]
    pub fn highlight(mut self, highlight: Option<usize>) -> Self {
        self.highlight = highlight;
        self
    }

    /// The node placed last: it is outlined.
    #[must_use]
    pub fn last(mut self, last: Option<usize>) -> Self {
        self.last = last;
        self
    }

    /// The open ends (node, end) a proof labels in their place: no pip is written there, every
    /// other open end keeps its pip (an empty spinner tip, which counts nothing yet).
    #[must_use]
    pub fn labelled(mut self, labelled: &'a [(usize, usize)]) -> Self {
        self.labelled = labelled;
        self
    }

    /// Whether what a double at an open end counts (`counts 6` beside [3-3]'s `3`) is written
    /// on the felt (`false` while the muggins rule hides a count until it is announced, RULES.md
    /// §6, or while its proof labels the ends).
    #[must_use]
    pub fn values(mut self, values: bool) -> Self {
        self.values = values;
        self
    }

    /// The words the felt writes, in `i18n`'s language (`counts 6` beside a double's pip;
    /// without them only the pips are written).
    #[must_use]
    pub fn words(mut self, i18n: &'a I18n) -> Self {
        self.words = Some(i18n);
        self
    }

    /// Draws the arm compass, in `i18n`'s words, in its corner (the top right), which the tiles
    /// keep free whether or not the compass shows, so they do not move when it hides.
    #[must_use]
    pub fn compass(mut self, i18n: &'a I18n) -> Self {
        self.compass = Some(i18n);
        self
    }

    /// Draws the layout in `area`, a part of the felt (the rest is covered by something drawn
    /// over it: table mode's end-of-hand dialog). The felt keeps its rectangle; the layout keeps
    /// its shape and fits the part left, re-centred, and smaller only where it must be, so
    /// nothing of it is hidden.
    #[must_use]
    pub fn area(mut self, area: Rect) -> Self {
        self.area = Some(area);
        self
    }

    /// Draws the felt in all the available space and the layout on it (in
    /// [`LayoutView::area`] where it is set).
    pub fn show(self, ui: &mut egui::Ui) -> LayoutResponse {
        let mut size = ui.available_size();
        if !size.x.is_finite() || size.x <= 0.0 {
            size.x = 600.0;
        }
        if !size.y.is_finite() || size.y <= 0.0 {
            size.y = 400.0;
        }
        let (response, painter) = ui.allocate_painter(size, Sense::hover());
        let felt = response.rect;
        ui.ctx().data_mut(|d| d.insert_temp(felt_id(), felt));
        painter.rect_filled(felt, CornerRadius::same(10), theme::felt(ui.visuals()));
        let area = self.area.map_or(felt, |a| a.intersect(felt));
        // Nothing of the layout is drawn outside its part of the felt.
        let painter = painter.with_clip_rect(painter.clip_rect().intersect(area));
        let mut out = LayoutResponse {
            clicked: None,
            felt,
            area,
        };
        if self.layout.is_empty() {
            return out;
        }
        let arrangement = view_arrangement(ui.ctx(), self.layout, felt, area);
        let taken: Vec<(usize, usize)> = self
            .candidates
            .iter()
            .filter_map(|(p, _)| Some((p.node?, p.end)))
            .collect();
        name_open_ends(ui, response.id, &arrangement, &taken, self.end_name);
        // The links first: one that crosses a tile on its way runs under it, never over its
        // pips.
        paint_links(&painter, &arrangement);
        self.paint_ends(ui, response.id, &painter, &arrangement, &taken);
        out.clicked = self.candidate_tiles(ui, response.id, &painter, &arrangement);
        self.paint_tiles(&painter, &arrangement);
        if let Some(clicked) = self.numbers(ui, &painter, &arrangement) {
            out.clicked = Some(clicked);
        }
        if let (Some(i18n), Some(spot)) = (self.compass, arrangement.kept) {
            compass::show(ui, i18n, self.layout, &arrangement, self.last, spot);
        }
        out
    }

    /// Each open end's pip in its cell and, when the count shows, what a double there counts
    /// beside it in smaller type on one line (`counts 6`), at the nearest spot where it is whole
    /// on the felt and over nothing else ([`label_spot`]); candidate ends carry their number
    /// instead ([`LayoutView::numbers`]); a faint dot marks an open end with nothing written.
    fn paint_ends(
        &self,
        ui: &egui::Ui,
        id: egui::Id,
        painter: &egui::Painter,
        arrangement: &Arrangement,
        taken: &[(usize, usize)],
    ) {
        let s = arrangement.short;
        let size = pip_size(s);
        let colour = ui.visuals().strong_text_color();
        let mut written = Vec::new();
        let mut obstacles = label_obstacles(arrangement);
        for v in &arrangement.values {
            if taken.contains(&(v.node, v.end)) {
                continue;
            }
            if self.labelled.contains(&(v.node, v.end)) {
                written.push((v.node, v.end));
            } else {
                painter.text(
                    v.cell.center(),
                    Align2::CENTER_CENTER,
                    v.pips.to_string(),
                    FontId::proportional(size),
                    colour,
                );
                written.push((v.node, v.end));
            }
            let (true, Some(i18n), Some(counts)) = (self.values, self.words, v.counts) else {
                continue;
            };
            let Some(dir) = arrangement
                .open
                .iter()
                .find(|o| (o.node, o.end) == (v.node, v.end))
                .map(|o| o.dir)
            else {
                continue;
            };
            let words = text::end_counts(i18n, counts);
            // As large as room allows, never below what is read across a table; the tiles
            // never move for it.
            let found = [(size * COUNTS_SHARE).max(COUNTS_FLOOR), COUNTS_FLOOR]
                .into_iter()
                .find_map(|points| {
                    let galley =
                        painter.layout_no_wrap(words.clone(), FontId::proportional(points), colour);
                    let felt = painter.clip_rect();
                    label_spot(arrangement, &obstacles, v.cell, dir, galley.size(), felt)
                        .map(|at| (at, galley))
                });
            let Some((at, galley)) = found else { continue };
            painter.galley(at.min, galley, colour);
            obstacles.push(at);
            // Named as the count it is: `open end 5 … = 10`.
            let said = format!("{} = {counts}", (self.end_name)(v.node, v.end));
            ui.interact(at, id.with(("counts", v.node, v.end)), Sense::hover())
                .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &said));
        }
        let dot = theme::open_end_dot(ui.visuals());
        for mark in &arrangement.open {
            let key = (mark.node, mark.end);
            if !taken.contains(&key) && !written.contains(&key) {
                painter.circle_filled(mark.cell.center(), (s * 0.09).max(2.0), dot);
            }
        }
    }

    /// The glowing, clickable tiles of the candidate places (halos first, so a glow never
    /// covers a neighbouring tile). Returns the place clicked.
    fn candidate_tiles(
        &self,
        ui: &egui::Ui,
        id: egui::Id,
        painter: &egui::Painter,
        arrangement: &Arrangement,
    ) -> Option<Place> {
        let s = arrangement.short;
        let mut clicked = None;
        for (place, _) in self.candidates {
            let Some(t) = place.node.and_then(|n| arrangement.tiles.get(n)) else {
                continue;
            };
            let hit = ui.interact(
                t.rect.expand(arrangement.gap + 2.0),
                id.with(("open-end", t.node)),
                Sense::click(),
            );
            let label = (self.end_name)(t.node, place.end);
            hit.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
            if hit.hovered() {
                painter.rect_filled(
                    t.rect.expand(s * 0.4 + 4.0),
                    radius(s * 0.5),
                    theme::GLOW.gamma_multiply(0.35),
                );
            }
            paint_glow(painter, t.rect);
            if hit.clicked() {
                clicked = Some(*place);
            }
            hit.on_hover_cursor(egui::CursorIcon::PointingHand);
        }
        clicked
    }

    /// Every tile, the spinners ringed, the last one outlined.
    fn paint_tiles(&self, painter: &egui::Painter, arrangement: &Arrangement) {
        let nodes = self.layout.nodes();
        for t in &arrangement.tiles {
            if nodes.get(t.node).is_some_and(|n| n.spinner) {
                let short = t.rect.width().min(t.rect.height());
                let width = (short * 0.07).clamp(1.5, 3.0);
                painter.rect_stroke(
                    t.rect.expand(arrangement.gap * 0.5 + width),
                    radius(short * 0.2 + width),
                    Stroke::new(width, theme::SPINNER_MARK),
                    StrokeKind::Outside,
                );
            }
            let look = TileLook {
                faded: false,
                glow: false,
                outline: self.last == Some(t.node),
            };
            paint_tile(painter, t.rect, t.first, t.second, look);
        }
    }

    /// Each candidate's key (its arrow) in a badge in its end's cell, the highlighted one lit; a
    /// click on a badge picks its place.
    fn numbers(
        &self,
        ui: &egui::Ui,
        painter: &egui::Painter,
        arrangement: &Arrangement,
    ) -> Option<Place> {
        let r = badge_radius(arrangement.short);
        let mut clicked = None;
        for (k, (place, key)) in self.candidates.iter().enumerate() {
            let Some(node) = place.node else { continue };
            let Some(mark) = arrangement
                .open
                .iter()
                .find(|m| m.node == node && m.end == place.end)
            else {
                continue;
            };
            let centre = mark.cell.center();
            let lit = self.highlight == Some(k);
            let fill = if lit { theme::GLOW } else { theme::END_BADGE };
            let stroke = if lit {
                Stroke::new(3.0, theme::LAST_PLACED)
            } else {
                Stroke::new(2.0, theme::TILE_BORDER)
            };
            // A round badge for one arrow; a rounded one as wide as `← ←` needs.
            let galley =
                painter.layout_no_wrap(key.clone(), FontId::proportional(r * 1.3), theme::PIP);
            let several = key.chars().filter(|c| !c.is_whitespace()).count() > 1;
            let width = if several {
                (galley.size().x + r).max(2.0 * r)
            } else {
                2.0 * r
            };
            let badge = Rect::from_center_size(centre, Vec2::new(width, 2.0 * r));
            if several {
                let round = CornerRadius::same(r.min(255.0) as u8);
                painter.rect(badge, round, fill, stroke, StrokeKind::Outside);
            } else {
                painter.circle(centre, r, fill, stroke);
            }
            painter.galley(centre - galley.size() / 2.0, galley, theme::PIP);
            // The badge is part of its candidate (named by its tile, the one button per end):
            // a click on it is read from the pointer, not from a widget of its own.
            let hit = ui.input(|i| {
                i.pointer.primary_clicked()
                    && i.pointer.interact_pos().is_some_and(|p| badge.contains(p))
            });
            if hit {
                clicked = Some(*place);
            }
        }
        clicked
    }
}

/// The least size (points) of what a double counts on the felt (`counts 6`): the app's smallest
/// words anywhere (the line under a control); below it they are not read across a table.
const COUNTS_FLOOR: f32 = theme::NOTE;
/// The size of what a double counts, as a share of its pip's, where the felt has room.
const COUNTS_SHARE: f32 = 0.6;

/// The link from an end to a tile set apart from it (where no way against the end was clear):
/// a line with a dot at each end, drawn over the tiles so it shows even where it has to cross
/// one (an end walled in by other arms).
fn paint_links(painter: &egui::Painter, arrangement: &Arrangement) {
    let width = (arrangement.short * 0.08).clamp(2.0, 4.0);
    for link in &arrangement.links {
        painter.line_segment([link.from, link.to], Stroke::new(width, theme::LINK));
        for p in [link.from, link.to] {
            painter.circle_filled(p, width * 1.2, theme::LINK);
        }
    }
}

/// Draws the layout in all the available space, on a felt-coloured table (see `LayoutView`):
/// `candidates` glow and are numbered in order (no key chooses them here), `last` is outlined.
/// Returns the node clicked.
pub fn layout_view(
    ui: &mut egui::Ui,
    layout: &Layout,
    candidates: &[Place],
    last: Option<usize>,
    end_name: &dyn Fn(usize, usize) -> String,
) -> Option<usize> {
    let numbered: Vec<(Place, String)> = candidates
        .iter()
        .copied()
        .zip((1u8..).map(|n| n.to_string()))
        .collect();
    LayoutView::new(layout, end_name)
        .candidates(&numbered)
        .last(last)
        .show(ui)
        .clicked
        .and_then(|p| p.node)
}
