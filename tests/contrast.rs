//! Every text the app paints reads against what it is painted on (WCAG 2.2 1.4.3, level AA):
//! at least 4.5:1, large type (24 points and over) 3:1, in every theme. Read from what egui
//! paints: each text's colour (its sections', as faded by the painter) over the fills painted
//! before it under its middle (a panel, a button, the compass's disc over the felt), composed as
//! the screen composes them. A disabled control's words are exempt (WCAG: inactive components),
//! and so is nothing else.

use allfives::app::{App, Lang, TableCommand, Theme, theme};
use allfives::engine::{Event, MugginsRule, Seat, Setup, Variant};
use allfives::share::limits::Limits;
use allfives::store::{self, exchange};
use egui::epaint::{ClippedShape, Shape};
use egui::{Color32, Pos2, Rect, Vec2};
use egui_kittest::kittest::{NodeT, Queryable};

mod common;
mod share;
use common::ui::{H, click, click_label, harness, harness_sized, save_events, save_vector};
use common::{lead, placed, t};

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
                // Where the glyphs are: a label laid out in a wrapping row has the row's start
                // in its galley, before its first glyph.
                let rect = text.visual_bounding_rect();
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
        lead(0, "5-5"),
        Event::PointsAnnounced {
            player: Seat(0),
            points: 10,
        },
        placed(1, "5-0", "5-5"),
        Event::PointsAnnounced {
            player: Seat(1),
            points: 0,
        },
        placed(0, "5-3", "5-5"),
    ];
    let events: Vec<Event> = events.iter().chain(more).cloned().collect();
    save_events(saves.path(), setup, &events);
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
            lead(0, "5-3"),
            Event::PointsAnnounced {
                player: Seat(0),
                points: 0,
            },
            placed(1, "3-1", "3-5"),
            Event::PointsAnnounced {
                player: Seat(1),
                points: 5,
            },
            placed(0, "5-2", "5-3"),
        ];
        save_events(saves.path(), setup, &events);
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

/// Asserts that some text painted in the last frame contains `part`: the screen measured is the
/// one meant.
fn shown(h: &H, part: &str) {
    assert!(
        common::painted::shows(h, part),
        "{part:?} is not painted: {:?}",
        common::painted::texts(h)
    );
}

/// Asserts that nothing in `found` is too faint.
fn assert_none_faint(found: &[String]) {
    assert!(
        found.is_empty(),
        "{} faint texts:\n{}",
        found.len(),
        found.join("\n")
    );
}

/// An English app in `choice` on a saves folder holding three finished matches of the shared
/// vectors (Ana, Ben and Cy), listed at once.
fn history_app(choice: Theme) -> H {
    let saves = tempfile::tempdir().unwrap();
    save_vector(saves.path(), "matches/all-fives-2p.fives", 1, "a.ron");
    save_vector(saves.path(), "all-fives-rules-card.fives", 2, "b.ron");
    save_vector(saves.path(), "matches/all-fives-3p.fives", 3, "c.ron");
    let mut app = App::new(saves.path(), Lang::En);
    app.history_mut().scan_in_foreground = true;
    app.set_theme(choice);
    std::mem::forget(saves);
    harness(app)
}

#[test]
fn every_text_of_the_history_its_players_and_the_club_reads_in_every_theme() {
    let mut found = Vec::new();
    for choice in Theme::ALL {
        let mut h = history_app(choice);
        click(&mut h, "History");
        click(&mut h, "2026-03-01 20:00");
        shown(&h, "Name and note…");
        found.extend(faint_texts(
            &h,
            &format!("{choice:?}, History, a match selected"),
        ));
        // The tab, above the listing's column of the same name.
        h.query_all_by_label("Players")
            .min_by(|a, b| a.rect().top().total_cmp(&b.rect().top()))
            .expect("the Players tab")
            .click();
        h.run();
        shown(&h, "Points per hand");
        found.extend(faint_texts(&h, &format!("{choice:?}, History, players")));
        click_label(&mut h, "Club");
        shown(&h, "Rating over time");
        found.extend(faint_texts(&h, &format!("{choice:?}, History, club")));
        click_label(&mut h, "Club night");
        // The board reads the folder on a worker: its first reading comes with a later frame.
        for _ in 0..500 {
            if common::painted::shows(&h, "Club night board") {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(10));
            h.run();
        }
        shown(&h, "Club night board");
        found.extend(faint_texts(&h, &format!("{choice:?}, History, club night")));
    }
    assert_none_faint(&found);
}

#[test]
fn every_text_of_the_new_match_form_the_rules_about_and_the_menu_reads_in_every_theme() {
    let mut found = Vec::new();
    for choice in Theme::ALL {
        let saves = tempfile::tempdir().unwrap();
        // A save that cannot be read: the form says so, in the error colour.
        std::fs::write(saves.path().join("broken.ron"), "this is not a match").unwrap();
        let mut app = App::new(saves.path(), Lang::En);
        app.set_theme(choice);
        let mut h = harness(app);
        click_label(&mut h, "House rules");
        shown(&h, "End of hand");
        found.extend(faint_texts(
            &h,
            &format!("{choice:?}, the form, house rules"),
        ));
        click(&mut h, "Menu");
        shown(&h, "About allfives");
        found.extend(faint_texts(&h, &format!("{choice:?}, the menu")));
        click(&mut h, "About allfives");
        shown(&h, "Matches are saved in:");
        found.extend(faint_texts(&h, &format!("{choice:?}, About")));
        click(&mut h, "Close");
        click(&mut h, "Read the rules");
        shown(&h, "← Back");
        found.extend(faint_texts(&h, &format!("{choice:?}, the Rules screen")));
    }
    assert_none_faint(&found);
}

#[test]
fn every_text_of_the_coach_an_end_choice_and_a_refusal_reads_in_every_theme() {
    let closed = [
        Event::PointsAnnounced {
            player: Seat(0),
            points: 15,
        },
        Event::Tallied,
    ];
    let mut found = Vec::new();
    for choice in Theme::ALL {
        // Ben to play on [5-0] … [5-3]: [0-3] fits the 0 and the 3, a choice of two ends.
        let mut h = table_after(choice, Lang::En, Vec2::new(1280.0, 800.0), &closed);
        h.state_mut().apply(TableCommand::PickTile(t("0-3")));
        h.run();
        assert!(
            h.state().table_view().choice.is_some(),
            "{choice:?}: a choice"
        );
        found.extend(faint_texts(&h, &format!("{choice:?}, an end choice")));
        h.state_mut().apply(TableCommand::CancelChoice);
        h.run();
        // [5-5] is on the table already: refused, in the status line.
        h.state_mut().apply(TableCommand::PickTile(t("5-5")));
        h.run();
        assert!(h.state().view().status.is_some(), "{choice:?}: a refusal");
        found.extend(faint_texts(&h, &format!("{choice:?}, a refusal")));
        click_label(&mut h, "Coach");
        shown(&h, "Tap the tiles Ben holds");
        found.extend(faint_texts(&h, &format!("{choice:?}, the coach")));
    }
    assert_none_faint(&found);
}

#[test]
fn every_text_of_the_show_on_phones_box_reads_in_every_theme() {
    let mut found = Vec::new();
    for choice in Theme::ALL {
        let saves = tempfile::tempdir().unwrap();
        share::save_match(saves.path(), MugginsRule::Steal, &[]);
        let (mut app, _) = share::sharing(saves.path(), Limits::default());
        app.set_theme(choice);
        let h = harness(app);
        shown(&h, "Show on phones");
        found.extend(faint_texts(&h, &format!("{choice:?}, Show on phones")));
    }
    assert_none_faint(&found);
}
