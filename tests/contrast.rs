//! Every text the app paints reads against what it is painted on (WCAG 2.2 1.4.3, level AA):
//! at least 4.5:1, large type (24 points and over) 3:1, in every theme. Read from what egui
//! paints: each text's colour (its sections', as faded by the painter) over the fills painted
//! before it under its middle (a panel, a button, the compass's disc over the felt), composed as
//! the screen composes them. A disabled control's words are exempt (WCAG: inactive components),
//! and so is nothing else.

use allfives::app::{App, Lang, TableCommand, Theme, theme};
use allfives::engine::{Event, MatchLog, MugginsRule, Seat, Setup, Variant};
use allfives::store::{self, SaveFile, exchange};
use egui::epaint::{ClippedShape, Shape};
use egui::{Color32, Pos2, Rect, Vec2};
use egui_kittest::kittest::{NodeT, Queryable};

mod common;
use common::t;
use common::ui::{H, harness, harness_sized};

/// The least ratio of ordinary text and of large text (WCAG 2.2 1.4.3).
const TEXT: f32 = 4.5;
const LARGE: f32 = 3.0;
/// From this size (points) text is large.
const LARGE_SIZE: f32 = 24.0;

/// `over` seen through `top` (egui's colours are premultiplied).
fn over(top: Color32, under: Color32) -> Color32 {
    let k = 1.0 - f32::from(top.a()) / 255.0;
    let mix = |a: u8, b: u8| (f32::from(a) + f32::from(b) * k).round().clamp(0.0, 255.0) as u8;
    Color32::from_rgb(
        mix(top.r(), under.r()),
        mix(top.g(), under.g()),
        mix(top.b(), under.b()),
    )
}

/// A fill painted before a text: where, and its colour.
enum Fill {
    Rect(Rect, Color32),
    Circle(Pos2, f32, Color32),
}

impl Fill {
    fn covers(&self, p: Pos2) -> bool {
        match self {
            Fill::Rect(r, _) => r.contains(p),
            Fill::Circle(c, r, _) => c.distance(p) <= *r,
        }
    }
    fn colour(&self) -> Color32 {
        match self {
            Fill::Rect(_, c) | Fill::Circle(_, _, c) => *c,
        }
    }
}

/// Each painted text too faint for its size: the words, their size, the ratio and the two
/// colours, in `state`.
fn faint_texts(h: &H, state: &str) -> Vec<String> {
    fn flatten(shape: &Shape, clip: Rect, out: &mut Vec<(Shape, Rect)>) {
        match shape {
            Shape::Vec(shapes) => shapes.iter().for_each(|s| flatten(s, clip, out)),
            other => out.push((other.clone(), clip)),
        }
    }
    let mut shapes = Vec::new();
    for ClippedShape {
        clip_rect, shape, ..
    } in &h.output().shapes
    {
        flatten(shape, *clip_rect, &mut shapes);
    }
    // The words of disabled controls (a greyed key of the pad).
    let disabled: Vec<Rect> = h
        .query_all(egui_kittest::kittest::by())
        .filter(|n| n.accesskit_node().is_disabled())
        .map(|n| n.rect())
        .collect();
    let base = h.ctx.global_style().visuals.panel_fill;
    let mut fills: Vec<Fill> = Vec::new();
    let mut found = Vec::new();
    for (shape, clip) in &shapes {
        match shape {
            Shape::Rect(r) if r.fill.a() > 0 => {
                fills.push(Fill::Rect(r.rect.intersect(*clip), r.fill));
            }
            Shape::Circle(c) if c.fill.a() > 0 => {
                fills.push(Fill::Circle(c.center, c.radius, c.fill));
            }
            Shape::Text(text) => {
                let rect = text.galley.rect.translate(text.pos.to_vec2());
                if !rect.intersects(*clip) || text.galley.text().trim().is_empty() {
                    continue;
                }
                let middle = rect.intersect(*clip).center();
                if disabled.iter().any(|d| d.contains(middle)) {
                    continue;
                }
                let background = fills
                    .iter()
                    .filter(|f| f.covers(middle))
                    .fold(base, |under, f| over(f.colour(), under));
                for section in &text.galley.job.sections {
                    let range = section.byte_range.start.0..section.byte_range.end.0;
                    let words = &text.galley.job.text[range];
                    if words.trim().is_empty() {
                        continue;
                    }
                    let mut colour = text.override_text_color.unwrap_or(section.format.color);
                    if colour == Color32::PLACEHOLDER {
                        colour = text.fallback_color;
                    }
                    let colour = over(colour.gamma_multiply(text.opacity_factor), background);
                    let size = section.format.font_id.size;
                    let least = if size >= LARGE_SIZE { LARGE } else { TEXT };
                    let ratio = theme::contrast(colour, background);
                    if ratio + 0.005 < least {
                        found.push(format!(
                            "{state}: {words:?} ({size} pt) is {ratio:.2}:1, {colour:?} on \
                             {background:?}"
                        ));
                    }
                }
            }
            _ => {}
        }
    }
    found
}

/// Saves one match made of `events` in `saves`.
fn save(saves: &std::path::Path, setup: Setup, events: &[Event]) {
    let mut m = MatchLog::new(setup).unwrap();
    for event in events {
        m.push(event.clone()).unwrap();
    }
    store::save(&saves.join("m.ron"), &SaveFile::new(m)).unwrap();
}

fn placed(player: usize, tile: &str, on: Option<&str>) -> Event {
    Event::TilePlaced {
        player: Seat(player),
        tile: t(tile),
        on: on.map(t),
    }
}

/// The table of RULES.md §7's hand with the muggins rule on: [5-5] led, [5-0] and [5-3] on it,
/// the last placement's announcement pad open and the compass's arm just played in bold.
fn table(theme_: Theme, lang: Lang, size: Vec2) -> H {
    table_after(theme_, lang, size, &[])
}

/// [`table`] with `more` events after its last placement.
fn table_after(theme_: Theme, lang: Lang, size: Vec2, more: &[Event]) -> H {
    let saves = tempfile::tempdir().unwrap();
    let mut setup = Setup::new(vec!["Ana".into(), "Ben".into()], Variant::AllFives);
    setup.rules.muggins = MugginsRule::Steal;
    let events = [
        Event::HandStarted {
            leader: Some(Seat(0)),
        },
        placed(0, "5-5", None),
        Event::PointsAnnounced {
            player: Seat(0),
            points: 10,
        },
        placed(1, "5-0", Some("5-5")),
        Event::PointsAnnounced {
            player: Seat(1),
            points: 0,
        },
        placed(0, "5-3", Some("5-5")),
    ];
    let events: Vec<Event> = events.iter().chain(more).cloned().collect();
    save(saves.path(), setup, &events);
    let mut app = App::new(saves.path(), lang);
    app.set_theme(theme_);
    let h = harness_sized(app, size);
    std::mem::forget(saves);
    h
}

#[test]
fn every_text_on_the_table_reads_in_every_theme() {
    // The pad open, the compass with the arm just played in the accent, the log, the scores,
    // the picker's caption, the turn panel: in the light theme the compass's bold value was
    // about 2.0:1 on its disc and the others 3.2:1.
    let mut found = Vec::new();
    for choice in Theme::ALL {
        for lang in [Lang::En, Lang::Ht] {
            let h = table(choice, lang, Vec2::new(1280.0, 800.0));
            found.extend(faint_texts(
                &h,
                &format!("{choice:?}, {lang:?}, the pad open"),
            ));
            // The window closed: the compass shows, the arm just played in the accent.
            let closed = [
                Event::PointsAnnounced {
                    player: Seat(0),
                    points: 15,
                },
                Event::Tallied,
            ];
            let h = table_after(choice, lang, Vec2::new(1280.0, 800.0), &closed);
            assert!(
                h.state().table_view().compass,
                "{choice:?}, {lang:?}: no compass"
            );
            found.extend(faint_texts(&h, &format!("{choice:?}, {lang:?}, the table")));
        }
    }
    assert!(
        found.is_empty(),
        "{} faint texts:\n{}",
        found.len(),
        found.join("\n")
    );
}

#[test]
fn every_text_in_table_mode_and_at_the_hands_end_reads_in_every_theme() {
    let mut found = Vec::new();
    for choice in Theme::ALL {
        let mut h = table(choice, Lang::En, Vec2::new(1280.0, 800.0));
        h.key_press(egui::Key::F11);
        h.run();
        found.extend(faint_texts(&h, &format!("{choice:?}, table mode")));
        h.key_press(egui::Key::F11);
        h.run();
        // A ruling in the headline: Ana said 10 where the count is 10 + 3 = 13 → 10 (RULES.md
        // §6), and an end choice open.
        h.state_mut().apply(TableCommand::Announce(10));
        h.run();
        h.state_mut().apply(TableCommand::PickTile(t("3-3")));
        h.run();
        found.extend(faint_texts(&h, &format!("{choice:?}, a choice open")));
        // The hand's end: two tiles each, Ana's second dominoes; the dialog asks what Ben
        // holds, the pad open for her last placement.
        let saves = tempfile::tempdir().unwrap();
        let mut setup = Setup::new(vec!["Ana".into(), "Ben".into()], Variant::AllFives);
        setup.rules.muggins = MugginsRule::Steal;
        setup.rules.deal = allfives::engine::Deal::Each(2);
        let events = [
            Event::HandStarted {
                leader: Some(Seat(0)),
            },
            placed(0, "5-3", None),
            Event::PointsAnnounced {
                player: Seat(0),
                points: 0,
            },
            placed(1, "3-1", Some("3-5")),
            Event::PointsAnnounced {
                player: Seat(1),
                points: 5,
            },
            placed(0, "5-2", Some("5-3")),
        ];
        save(saves.path(), setup, &events);
        let mut app = App::new(saves.path(), Lang::En);
        app.set_theme(choice);
        let h = harness(app);
        found.extend(faint_texts(&h, &format!("{choice:?}, the hand's end")));
    }
    assert!(
        found.is_empty(),
        "{} faint texts:\n{}",
        found.len(),
        found.join("\n")
    );
}

#[test]
fn every_text_of_a_replay_with_its_coach_line_reads_in_every_theme() {
    // The replay's coach line and captions were secondary text at 2.7 to 2.9:1 in both themes.
    let mut found = Vec::new();
    for choice in Theme::ALL {
        let dir = tempfile::tempdir().unwrap();
        let text =
            std::fs::read_to_string(common::vectors().join("all-fives-rules-card.fives")).unwrap();
        let save = exchange::import(&text).unwrap();
        store::save(&dir.path().join("card.ron"), &save).unwrap();
        let mut app = App::new(dir.path(), Lang::En);
        app.history_mut().scan_in_foreground = true;
        app.set_theme(choice);
        let mut h = harness(app);
        h.get_by_role_and_label(egui::accesskit::Role::Button, "History")
            .click();
        h.run();
        let row = h
            .query_all(egui_kittest::kittest::by().role(egui::accesskit::Role::Button))
            .find(|n| {
                n.accesskit_node()
                    .label()
                    .is_some_and(|l| l.starts_with("20"))
            })
            .expect("the match's row");
        row.click();
        h.run();
        h.get_by_role_and_label(egui::accesskit::Role::Button, "↺ Replay")
            .click();
        h.run();
        for _ in 0..3 {
            h.key_press(egui::Key::ArrowRight);
            h.run();
        }
        found.extend(faint_texts(&h, &format!("{choice:?}, a replay")));
    }
    assert!(
        found.is_empty(),
        "{} faint texts:\n{}",
        found.len(),
        found.join("\n")
    );
}
