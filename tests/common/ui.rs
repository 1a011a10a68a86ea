//! The one harness every UI test drives the real app through (egui_kittest, no GPU): an app on a
//! saves folder (a fresh match, or one saved from events or a shared record), clicks, keys and
//! typing like a player's, and what the last frame painted.

use std::path::{Path, PathBuf};

use allfives::app::{App, Lang};
use allfives::engine::{Event, MatchLog, Setup};
use allfives::store::{self, SaveFile, exchange};
use egui::accesskit::Role;
use egui::{Key, Modifiers, Rect, Shape, Vec2};
use egui_kittest::kittest::{NodeT, Queryable};
use egui_kittest::{Harness, TestRenderer};

/// The harness of the whole app.
pub type H = Harness<'static, App>;

/// The window every UI test opens unless it says otherwise (points).
pub const WINDOW: Vec2 = Vec2::new(1280.0, 800.0);

/// The app in a [`WINDOW`]-sized window, after its first frames.
pub fn harness(app: App) -> H {
    harness_sized(app, WINDOW)
}

/// The app in a window of `size` (points), after its first frames.
pub fn harness_sized(app: App, size: Vec2) -> H {
    let mut harness = unstarted(app, size);
    harness.run();
    harness
}

/// The app in a window of `size` (points) before its first frame: a test of what the very
/// first frame shows steps it itself.
pub fn unstarted(app: App, size: Vec2) -> H {
    builder(size).build_ui_state(|ui, app: &mut App| app.show(ui), app)
}

/// The app in a window of `size` (points) whose frames go to `renderer` (a test that reads the
/// textures the window sends, the QR codes), after its first frames.
pub fn harness_rendered(app: App, size: Vec2, renderer: impl TestRenderer + 'static) -> H {
    let mut harness = builder(size)
        .renderer(renderer)
        .build_ui_state(|ui, app: &mut App| app.show(ui), app);
    harness.run();
    harness
}

/// One widget drawn by `show` on its `state` alone (no app round it), in an area of `size`
/// (points), after its first frames: a test of a widget the app's screens are made of.
pub fn widget_harness<S: 'static>(
    size: Vec2,
    state: S,
    show: impl FnMut(&mut egui::Ui, &mut S) + 'static,
) -> Harness<'static, S> {
    let mut harness = builder(size).build_ui_state(show, state);
    harness.run();
    harness
}

/// The one way every harness is built: `size` points, and frames enough to settle.
fn builder<S>(size: Vec2) -> egui_kittest::HarnessBuilder<S> {
    Harness::builder()
        .with_size(size)
        // A listing that arrives from the background thread adds rows, each styled one frame
        // later, and a scroll area that brings a new row into view takes a few frames to settle.
        .with_max_steps(16)
}

// -------------------------------------------------------------------------------------------------
// Saves folders
// -------------------------------------------------------------------------------------------------

/// Saves `log` in `saves` as `m.ron`, the unfinished match the app reopens.
pub fn save_log(saves: &Path, log: MatchLog) {
    store::save(&saves.join("m.ron"), &SaveFile::new(log)).unwrap();
}

/// Saves in `saves` one match of `setup` made of `events` (the deal included).
pub fn save_events(saves: &Path, setup: Setup, events: &[Event]) {
    let mut m = MatchLog::new(setup).unwrap();
    for event in events {
        m.push(event.clone())
            .unwrap_or_else(|e| panic!("{event:?}: {e:?}"));
    }
    save_log(saves, m);
}

/// Saves in `saves` one match of `setup` whose first hand Ana (seat 0) leads, with `events`
/// after the deal.
pub fn save_match(saves: &Path, setup: Setup, events: &[Event]) {
    let mut m = super::dealt(setup);
    for event in events {
        m.push(event.clone())
            .unwrap_or_else(|e| panic!("{event:?}: {e:?}"));
    }
    save_log(saves, m);
}

/// An English app on a saves folder holding `log` (reopened as the unfinished match).
pub fn app_on(saves: &Path, log: MatchLog) -> App {
    save_log(saves, log);
    App::new(saves, Lang::En)
}

/// A shared record (`record`, under `../shared/vectors`) saved in `dir` as `name`, a match
/// started on 2026-03-`day` at 20:00 and last changed 42 minutes later.
pub fn save_vector(dir: &Path, record: &str, day: u32, name: &str) -> (PathBuf, SaveFile) {
    use chrono::TimeZone;
    let text = std::fs::read_to_string(format!("../shared/vectors/{record}")).unwrap();
    let mut save = exchange::import(&text).unwrap();
    save.created = chrono::Local
        .with_ymd_and_hms(2026, 3, day, 20, 0, 0)
        .unwrap();
    save.updated = save.created + chrono::Duration::minutes(42);
    let path = dir.join(name);
    store::save(&path, &save).unwrap();
    (path, save)
}

// -------------------------------------------------------------------------------------------------
// A player's hands
// -------------------------------------------------------------------------------------------------

/// Clicks the button labelled `label`, then lets the frame settle.
pub fn click(h: &mut H, label: &str) {
    h.get_by_role_and_label(Role::Button, label).click();
    h.run();
}

/// Clicks the widget labelled `label`, whatever its role, then lets the frame settle.
pub fn click_label(h: &mut H, label: &str) {
    h.get_by_label(label).click();
    h.run();
}

/// Presses `key`, then lets the frame settle.
pub fn key(h: &mut H, key: Key) {
    h.key_press(key);
    h.run();
}

/// Presses `key` with `modifiers` held, then lets the frame settle.
pub fn key_with(h: &mut H, modifiers: Modifiers, key: Key) {
    h.key_press_modifiers(modifiers, key);
    h.run();
}

/// The key of the digit `d` (0 to 9).
pub fn digit(d: u8) -> Key {
    [
        Key::Num0,
        Key::Num1,
        Key::Num2,
        Key::Num3,
        Key::Num4,
        Key::Num5,
        Key::Num6,
        Key::Num7,
        Key::Num8,
        Key::Num9,
    ][usize::from(d)]
}

/// Switches the app to `lang`, then lets the frame settle.
pub fn set_lang(h: &mut H, lang: Lang) {
    h.state_mut().set_lang(lang);
    h.run();
}

/// Types `text` into the field labelled `label`.
pub fn type_into(h: &mut H, label: &str, text: &str) {
    let field = h.get_by_label(label);
    field.focus();
    field.type_text(text);
    h.run();
}

/// Types each name into the field labelled `{field} N`.
pub fn type_names(h: &mut H, field: &str, names: &[&str]) {
    for (i, name) in names.iter().enumerate() {
        type_into(h, &format!("{field} {}", i + 1), name);
    }
}

/// Starts a match of `names` from the new-match form.
pub fn start(h: &mut H, names: &[&str]) {
    type_names(h, "Player", names);
    click(h, "Start match");
}

/// A tile's name as a screen reader says it in `lang`: `2-5` is `two-five`, `de-senk`.
pub fn tile_words(lang: Lang, tile: &str) -> String {
    let names: [&str; 7] = match lang {
        Lang::En => ["zero", "one", "two", "three", "four", "five", "six"],
        Lang::Ht => ["zewo", "en", "de", "twa", "kat", "senk", "sis"],
    };
    tile.split('-')
        .map(|half| names[half.parse::<usize>().expect("0-6")])
        .collect::<Vec<_>>()
        .join("-")
}

// -------------------------------------------------------------------------------------------------
// What the app holds and paints
// -------------------------------------------------------------------------------------------------

/// The match's scores (points, raw).
pub fn scores(h: &H) -> Vec<i32> {
    h.state().game().expect("a match").scores().to_vec()
}

/// The hand's log as the log panel draws it: each row's line, then the lines under it (the
/// announcements and rulings), from the one table view every panel draws.
pub fn drawn_log(app: &App) -> Vec<String> {
    app.table_view()
        .log
        .iter()
        .flat_map(|row| std::iter::once(row.line.clone()).chain(row.extra.iter().cloned()))
        .collect()
}

/// Every shape painted in the last frame of `h`, shapes inside shapes opened, each with the rect
/// it was clipped to.
pub fn painted_shapes<S>(h: &Harness<'_, S>) -> Vec<(Rect, Shape)> {
    fn walk(clip: Rect, shape: &Shape, out: &mut Vec<(Rect, Shape)>) {
        match shape {
            Shape::Vec(shapes) => shapes.iter().for_each(|s| walk(clip, s, out)),
            other => out.push((clip, other.clone())),
        }
    }
    let mut out = Vec::new();
    for clipped in &h.output().shapes {
        walk(clipped.clip_rect, &clipped.shape, &mut out);
    }
    out
}

/// Every text painted in the last frame of `h`, with where it is (shapes inside shapes
/// included): what a player reads, whether or not a widget names it (the arrows on the felt).
/// Where is the rectangle the galley covers: a centred galley's starts left of its position.
pub fn painted_texts<S>(h: &Harness<'_, S>) -> Vec<(Rect, String)> {
    painted_shapes(h)
        .into_iter()
        .filter_map(|(_, shape)| match shape {
            Shape::Text(text) => Some((
                text.galley.rect.translate(text.pos.to_vec2()),
                text.galley.text().to_string(),
            )),
            _ => None,
        })
        .collect()
}

/// Every text painted in the last frame of `h` with its font size (points; its first section's).
pub fn painted_sizes<S>(h: &Harness<'_, S>) -> Vec<(String, f32)> {
    painted_shapes(h)
        .into_iter()
        .filter_map(|(_, shape)| match shape {
            Shape::Text(t) => {
                let size = t
                    .galley
                    .job
                    .sections
                    .first()
                    .map_or(0.0, |s| s.format.font_id.size);
                Some((t.galley.text().to_string(), size))
            }
            _ => None,
        })
        .collect()
}

/// Every text of the last frame: the accessibility tree's labels, values and descriptions, then
/// every painted text; blank ones left out.
pub fn screen_texts(h: &H) -> Vec<String> {
    let mut texts = Vec::new();
    for node in h.query_all(egui_kittest::kittest::by()) {
        let node = node.accesskit_node();
        texts.extend(node.label());
        texts.extend(node.value());
        texts.extend(node.description());
    }
    texts.extend(painted_strings(h));
    texts.retain(|t| !t.trim().is_empty());
    texts
}

/// Every text painted in the last frame of `h`, in paint order.
pub fn painted_strings<S>(h: &Harness<'_, S>) -> Vec<String> {
    painted_texts(h).into_iter().map(|(_, text)| text).collect()
}

/// Every text painted in the last frame of `h` that its clip cuts (partly inside it, partly
/// out) and that lies where `here` says, as `"text" at RECT cut by CLIP`.
pub fn painted_cut<S>(h: &Harness<'_, S>, here: impl Fn(Rect) -> bool) -> Vec<String> {
    painted_shapes(h)
        .into_iter()
        .filter_map(|(clip, shape)| match shape {
            Shape::Text(text) => {
                let at = text.galley.rect.translate(text.pos.to_vec2());
                let cut = at.intersects(clip) && !clip.expand(0.5).contains_rect(at);
                (cut && here(at))
                    .then(|| format!("{:?} at {at:?} cut by {clip:?}", text.galley.text()))
            }
            _ => None,
        })
        .collect()
}

/// The felt as painted in the last frame of `h`: the largest rectangle in a felt's colour (any
/// theme), if any.
pub fn painted_felt<S>(h: &Harness<'_, S>) -> Option<Rect> {
    let felts = [
        allfives::app::theme::felt(&egui::Visuals::dark()),
        allfives::app::theme::felt(&egui::Visuals::light()),
    ];
    painted_shapes(h)
        .into_iter()
        .filter_map(|(_, s)| match s {
            Shape::Rect(r) if felts.contains(&r.fill) => Some(r.rect),
            _ => None,
        })
        .max_by(|a, b| a.area().total_cmp(&b.area()))
}

/// Every text painted in the last frame of `h` cut short by its own width (egui elides it with
/// `…`; its galley keeps the whole text, so [`painted_strings`] still reads it whole).
pub fn painted_elided<S>(h: &Harness<'_, S>) -> Vec<String> {
    painted_shapes(h)
        .into_iter()
        .filter_map(|(_, shape)| match shape {
            Shape::Text(text) if text.galley.elided => Some(text.galley.text().to_string()),
            _ => None,
        })
        .collect()
}

/// Where a text containing `part` is painted whole in sight in the last frame of `h`: inside
/// the window and inside the rect it was clipped to (not under the window's foot, not cut by a
/// scroll area); `None` when no such text is.
pub fn painted_in_sight<S>(h: &Harness<'_, S>, part: &str) -> Option<Rect> {
    let window = h.ctx.content_rect();
    painted_shapes(h)
        .into_iter()
        .find_map(|(clip, shape)| match shape {
            Shape::Text(text) if text.galley.text().contains(part) => {
                let at = text.galley.rect.translate(text.pos.to_vec2());
                let seen = clip.intersect(window).expand(0.5);
                seen.contains_rect(at).then_some(at)
            }
            _ => None,
        })
}
