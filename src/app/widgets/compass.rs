//! The arm compass (UI.md): a small cross in the felt's top right corner, which the tiles keep
//! free.
//! In its middle the hub — the spinner, else the lead — drawn as a little tile, so the middle
//! says what it is; around it each arm's counted end where that arm runs on the felt, the arm
//! just played on in bold; under it, while the hub itself counts, what it counts (`[5-5] counts
//! 10`). Its terms are those of the count, in the count's fixed order: the hub's own, then the
//! arms west, east, north and south ([`crate::engine::Layout::ways`]).
//!
//! The compass checks the count, so it shows counts, where the felt shows at each open end the
//! pip that plays there: at an arm ending in a double it shows what the double counts, both
//! halves (`6` for [3-3]) — the number the felt writes small beside the double's pip (`counts
//! 6`), never the pip (`3`) in large type. It keeps one corner for the whole hand
//! ([`crate::app::arrangement::view::COMPASS_CORNER`]) and its words always fit it: smaller,
//! or on two lines, never cut.

use egui::{CornerRadius, Rect, Sense, Vec2, pos2, vec2};

use crate::app::arrangement::Arrangement;
use crate::app::i18n::{Arg, I18n};
use crate::app::theme;
use crate::app::widgets::fitted::paint_lines;
use crate::app::widgets::tile::{TileLook, paint_tile};
use crate::engine::Layout;

/// The compass's largest size (points).
pub const SIZE: Vec2 = vec2(150.0, 140.0);

/// The compass's size on a felt of `felt` (points): [`SIZE`], smaller on a small felt (down to
/// two thirds, less only when the felt is lower than that). The layout keeps a corner of the
/// felt this large clear of tiles.
#[must_use]
pub fn size_for(felt: Vec2) -> Vec2 {
    let k = (felt.x * 0.2 / SIZE.x)
        .min(felt.y * 0.45 / SIZE.y)
        .clamp(0.66, 1.0);
    let fits = ((felt.y - 8.0) / SIZE.y)
        .min((felt.x - 8.0) / SIZE.x)
        .max(0.1);
    SIZE * k.min(fits)
}

/// Where each way of [`crate::engine::layout::Ways::arms`] is drawn around the hub (a unit
/// vector on the screen): toward its first tile as `arrangement` draws it; a plain lead's free
/// halves west and east, as the lead is drawn.
fn directions(layout: &Layout, arrangement: &Arrangement) -> Option<[Option<Vec2>; 4]> {
    let ways = layout.ways()?;
    let centre = |node: usize| arrangement.tiles.get(node).map(|t| t.rect.center());
    let hub = centre(ways.hub)?;
    let mut out = [None; 4];
    for (k, way) in ways.arms.iter().enumerate() {
        out[k] = match way.nodes.first() {
            Some(&first) => centre(first).map(|c| {
                let d = c - hub;
                if d.x.abs() >= d.y.abs() {
                    vec2(d.x.signum(), 0.0)
                } else {
                    vec2(0.0, d.y.signum())
                }
            }),
            None if !way.terms.is_empty() => Some([vec2(-1.0, 0.0), vec2(1.0, 0.0)][k.min(1)]),
            None => None,
        };
    }
    Some(out)
}

/// Draws the compass of `layout` (drawn on the felt as `arrangement`) in `rect`; `last` is the
/// node placed last. Screen readers (and tests) read `Arm ends: 0, 3, 2` and the hub's count.
pub fn show(
    ui: &egui::Ui,
    i18n: &I18n,
    layout: &Layout,
    arrangement: &Arrangement,
    last: Option<usize>,
    rect: Rect,
) {
    let (Some(ways), Some(dirs)) = (layout.ways(), directions(layout, arrangement)) else {
        return;
    };
    let painter = ui.painter_at(rect);
    let k = rect.width() / SIZE.x;
    painter.rect_filled(
        rect,
        CornerRadius::same(12),
        theme::compass_disc(ui.visuals()),
    );
    // The strong colour: the plain one was 3.2:1 on the disc over the light felt.
    let text = ui.visuals().strong_text_color();
    let caption = ways.hub_term.map(|points| {
        i18n.tr(
            "compass-hub",
            &[
                ("tile", Arg::S(&layout.nodes()[ways.hub].tile.to_string())),
                ("points", Arg::N(i64::from(points))),
            ],
        )
    });
    let centre = rect.center() - vec2(0.0, 10.0 * k);

    // The hub, as a little tile: a double across its line, a plain lead along it.
    let hub = &arrangement.tiles[ways.hub];
    let glyph = if hub.vertical {
        vec2(20.0, 40.0)
    } else {
        vec2(40.0, 20.0)
    } * k.max(0.8);
    let look = TileLook::default();
    paint_tile(
        &painter,
        Rect::from_center_size(centre, glyph),
        hub.first,
        hub.second,
        look,
    );

    let bold = last.and_then(|n| ways.arm_of(n));
    for (arm, way) in ways.arms.iter().enumerate() {
        let Some(dir) = dirs[arm] else { continue };
        if way.terms.is_empty() {
            continue;
        }
        let value: Vec<String> = way.terms.iter().map(ToString::to_string).collect();
        let (size, colour) = if bold == Some(arm) {
            (theme::COMPASS_LAST, theme::accent(ui))
        } else {
            (theme::COMPASS_ARM, text)
        };
        // The room on that side of the hub, inside the compass.
        let room = if dir.x == 0.0 {
            let near = centre + dir * (glyph.y * 0.5 + 2.0 * k);
            let far = if dir.y < 0.0 {
                rect.min.y + 3.0 * k
            } else {
                rect.max.y - 24.0 * k
            };
            Rect::from_min_max(
                pos2(rect.min.x + 4.0 * k, near.y.min(far)),
                pos2(rect.max.x - 4.0 * k, near.y.max(far)),
            )
        } else {
            let near = centre.x + dir.x * (glyph.x * 0.5 + 3.0 * k);
            let far = if dir.x < 0.0 {
                rect.min.x + 4.0 * k
            } else {
                rect.max.x - 4.0 * k
            };
            Rect::from_min_max(
                pos2(near.min(far), centre.y - 30.0 * k),
                pos2(near.max(far), centre.y + 30.0 * k),
            )
        };
        paint_lines(&painter, room, &sum_lines(&value), size * k, colour);
    }
    if let Some(caption) = &caption {
        let line = Rect::from_min_max(
            pos2(rect.min.x + 4.0 * k, rect.max.y - 24.0 * k),
            pos2(rect.max.x - 4.0 * k, rect.max.y - 1.0 * k),
        );
        let one = vec![caption.clone()];
        let ways = match caption.rsplit_once(' ') {
            Some((a, b)) => vec![one, vec![a.to_string(), b.to_string()]],
            None => vec![one],
        };
        paint_lines(
            &painter,
            line,
            &ways,
            theme::COMPASS_HUB * k.max(0.85),
            text,
        );
        ui.interact(line, ui.scope_id().with("compass-hub"), Sense::hover())
            .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, caption));
    }

    let ends: Vec<String> = ways
        .arms
        .iter()
        .flat_map(|a| a.terms.iter().map(ToString::to_string))
        .collect();
    let said = i18n.tr("compass-label", &[("ends", Arg::S(&ends.join(", ")))]);
    let cross = Rect::from_min_max(rect.min, pos2(rect.max.x, rect.max.y - 24.0 * k));
    ui.interact(cross, ui.scope_id().with("arm-compass"), Sense::hover())
        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &said));
}

/// The ways to write an arm's terms `value` as a sum (`0+1+3+6`), widest first: on one line,
/// then on two, three… lines (each but the last ending in `+`), so that a long arm fits a
/// narrow side of the compass on more lines instead of running off its edge.
fn sum_lines(value: &[String]) -> Vec<Vec<String>> {
    (1..=value.len().max(1))
        .map(|lines| {
            let per = value.len().div_ceil(lines).max(1);
            let chunks: Vec<&[String]> = value.chunks(per).collect();
            chunks
                .iter()
                .enumerate()
                .map(|(i, chunk)| {
                    let sum = chunk.join("+");
                    if i + 1 < chunks.len() {
                        format!("{sum}+")
                    } else {
                        sum
                    }
                })
                .collect()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::{SIZE, show, sum_lines};
    use crate::app::i18n::{I18n, Lang};
    use crate::app::widgets::layout::drawing;
    use crate::engine::{Event, MatchState, Seat, Setup, Variant};
    use egui::{Rect, pos2, vec2};

    /// Five Up, every double a spinner: the west arm branches at [4-4] and [6-6], so its terms
    /// are `3+0+1+1+2`.
    fn branched_five_up() -> MatchState {
        let mut game = MatchState::new(Setup::new(
            vec!["Ana".into(), "Ben".into()],
            Variant::FiveUp,
        ));
        let t = |s: &str| s.parse().unwrap();
        game.apply(&Event::HandStarted {
            leader: Some(Seat(0)),
        })
        .unwrap();
        let moves = [
            ("5-5", None),
            ("5-4", Some("5-5")),
            ("4-4", Some("5-4")),
            ("4-6", Some("4-4")),
            ("4-1", Some("4-4")),
            ("4-2", Some("4-4")),
            ("6-6", Some("4-6")),
            ("6-3", Some("6-6")),
            ("6-0", Some("6-6")),
            ("6-1", Some("6-6")),
        ];
        for (k, (tile, on)) in moves.into_iter().enumerate() {
            if k >= 4 {
                game.apply(&Event::TilesDrawn {
                    player: Seat(k % 2),
                    count: 1,
                })
                .unwrap();
            }
            game.apply(&Event::TilePlaced {
                player: Seat(k % 2),
                tile: t(tile),
                on: on.map(t),
            })
            .unwrap();
        }
        game
    }

    #[test]
    fn a_long_arm_stays_inside_a_small_compass() {
        // The west arm's five terms beside the hub of a compass smaller than the window's
        // smallest: written on more lines or smaller, never past the compass's edge (a
        // breaker saw `0+1+3+6` cut at its left edge).
        let game = branched_five_up();
        let layout = &game.hand().unwrap().layout;
        let felt = Rect::from_min_size(pos2(0.0, 0.0), vec2(600.0, 400.0));
        let arrangement = drawing(layout, felt);
        let i18n = I18n::new(Lang::En);
        for k in [1.0, 0.66, 0.5, 0.4] {
            let rect = Rect::from_min_size(pos2(400.0, 10.0), SIZE * k);
            let ctx = egui::Context::default();
            let mut output = ctx.run_ui(egui::RawInput::default(), |ui| {
                show(ui, &i18n, layout, &arrangement, None, rect);
            });
            let mut terms = String::new();
            for clipped in &output.shapes {
                if let egui::Shape::Text(text) = &clipped.shape {
                    let drawn = Rect::from_min_size(text.pos, text.galley.size());
                    assert!(
                        rect.expand(0.5).contains_rect(drawn),
                        "{k}: {:?} at {drawn:?} runs out of the compass {rect:?}",
                        text.galley.text()
                    );
                    terms.push_str(text.galley.text());
                }
            }
            // The font atlas this test never uploads.
            output.textures_delta.clear();
            assert!(terms.contains("3+0"), "{k}: {terms:?}");
        }
    }

    #[test]
    fn an_arms_sum_breaks_onto_more_lines_each_ending_in_plus() {
        let terms: Vec<String> = ["0", "1", "3", "6", "2"].map(String::from).to_vec();
        let ways = sum_lines(&terms);
        assert_eq!(ways[0], ["0+1+3+6+2"]);
        assert_eq!(ways[1], ["0+1+3+", "6+2"]);
        assert_eq!(ways[2], ["0+1+", "3+6+", "2"]);
        assert!(ways.iter().all(|w| w.concat() == "0+1+3+6+2"));
        assert_eq!(sum_lines(&["5".to_string()]), [["5"]]);
    }
}
