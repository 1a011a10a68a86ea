//! How the app looks: named text sizes, colours and the fonts, in one place.
//!
//! The table is read from a metre away (UI.md): sizes are in points (egui's logical pixels) and
//! are named for what they show, so two roles may share a value. Colours that depend on the
//! light or dark theme are functions of the [`egui::Visuals`].

use crate::engine::Side;
use egui::{Color32, Visuals};

// -------------------------------------------------------------------------------------------------
// Text sizes (points)
// -------------------------------------------------------------------------------------------------

/// The count after a placement (`0 + 3 + 2 = 5 · Ben scores 5`): the star of the table (UI.md).
pub const COUNT: f32 = 44.0;
/// Screen titles that ask the table something: `New match`, `Who leads hand 1?`, the winner.
pub const TITLE: f32 = COUNT;
/// Each side's score in the scores panel: after the layout, the most readable thing on screen.
pub const SCORE: f32 = 60.0;
/// Each side's score when three or four sides share the scores panel with the cribbage board:
/// the board shows the race, and the hand's log keeps its rows.
pub const SCORE_COMPACT: f32 = 28.0;
/// Each side's name over its score in the scores panel.
pub const SCORE_NAME: f32 = 24.0;
/// What the table must do or has just won: `announce the points`, `pick the lead`, the hand is
/// over, the rounding (`13 → 15`) and an award.
pub const CALL: f32 = 30.0;
/// The final scores and the count of the winning play on the match-over screen.
pub const FINAL: f32 = 28.0;
/// Whose turn, over the turn panel.
pub const TURN: f32 = 26.0;
/// Headings, players' names and big buttons.
pub const HEADING: f32 = 22.0;
/// The entries of a placement's muggins window (RULES.md §6), a holds entry's title, the
/// settlement's title and the match-over note.
pub const ENTRY: f32 = 20.0;
/// Ordinary text at the table: tile counts, the end choices, form rows, the status line.
pub const TEXT: f32 = 18.0;
/// The app's title in the top bar.
pub const BAR_TITLE: f32 = 18.0;
/// The top bar, the rules line, menus and the target line.
pub const BAR: f32 = 16.0;
/// The hand's log lines, the picker's caption and the pegboard's caption.
pub const SMALL: f32 = 14.0;
/// The line of explanation under a control.
pub const NOTE: f32 = 13.0;

/// A paragraph of the Rules screen: read from a metre when the table asks "is that the rule?".
pub const RULES_TEXT: f32 = 22.0;
/// A rule's name over its paragraph on the Rules screen.
pub const RULES_HEADING: f32 = 26.0;

/// The first line of a hand's log entry (`Ana [5-3]`) and its points.
pub const LOG_HEAD: f32 = 18.0;
/// The second line of a log entry: the arithmetic, or the draw or pass.
pub const LOG_DETAIL: f32 = 16.0;
/// What has been typed on the keyboard (`5-_`).
pub const TYPED: f32 = 30.0;

/// Table mode (read from two metres): each side's score.
pub const TABLE_SCORE: f32 = 120.0;
/// Table mode: each side's name.
pub const TABLE_NAME: f32 = 40.0;
/// Table mode: the last count and who scored.
pub const TABLE_COUNT: f32 = 72.0;

/// The hub value in the middle of the arm compass.
pub const COMPASS_HUB: f32 = 16.0;
/// An arm's end value on the arm compass.
pub const COMPASS_ARM: f32 = 20.0;
/// The end value of the arm just played on (bold on the compass, UI.md).
pub const COMPASS_LAST: f32 = 26.0;

// -------------------------------------------------------------------------------------------------
// Themes
// -------------------------------------------------------------------------------------------------

/// The look the table chose: dark (the default), light, or high contrast (white on black, yellow
/// for what needs the eye, thicker outlines). Remembered between runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Theme {
    /// Light text on dark grey, the felt dark green.
    Dark,
    /// Dark text on light grey, the felt pale green.
    Light,
    /// White on black, yellow accents, thick outlines.
    HighContrast,
}

impl Theme {
    /// Every theme, for the menu.
    pub const ALL: [Theme; 3] = [Theme::Dark, Theme::Light, Theme::HighContrast];

    /// The theme's Fluent message id.
    #[must_use]
    pub fn message(self) -> &'static str {
        match self {
            Theme::Dark => "theme-dark",
            Theme::Light => "theme-light",
            Theme::HighContrast => "theme-high-contrast",
        }
    }

    /// The visuals egui draws the theme with: egui's own, with an outline round every control
    /// that stands out from the panel and the window (egui's light checkbox is grey 230 on 248,
    /// about 1.2:1, and its text fields have no border; [`CONTROL_CONTRAST`]).
    #[must_use]
    pub fn visuals(self) -> Visuals {
        use egui::Stroke;
        match self {
            Theme::Dark => {
                let mut v = Visuals::dark();
                v.widgets.inactive.bg_stroke = Stroke::new(1.0, Color32::from_gray(140));
                v.widgets.noninteractive.fg_stroke.color = TEXT_DARK;
                v.weak_text_color = Some(WEAK_DARK);
                v
            }
            Theme::Light => {
                let mut v = Visuals::light();
                v.widgets.inactive.bg_stroke = Stroke::new(1.0, Color32::from_gray(118));
                v.weak_text_color = Some(WEAK_LIGHT);
                v
            }
            Theme::HighContrast => high_contrast_visuals(),
        }
    }

    /// Makes `ctx` draw with this theme from the next widget on.
    pub fn apply(self, ctx: &egui::Context) {
        let base = if self == Theme::Light {
            egui::Theme::Light
        } else {
            egui::Theme::Dark
        };
        ctx.set_theme(base);
        ctx.set_visuals_of(base, self.visuals());
    }
}

/// Text in the dark theme: 5.3:1 on the title bar of a window (egui's own grey 140 was 4.1:1
/// there, the *Show on phones* box's title).
const TEXT_DARK: Color32 = Color32::from_gray(160);
/// Secondary text (a caption, the coach's line, a note) in the dark theme: dimmer than the
/// text, still 4.5:1 on the panels and on the coach's tint (egui's own, the text at 60 %, was
/// 2.7:1).
const WEAK_DARK: Color32 = Color32::from_gray(134);
/// Secondary text in the light theme: 4.7:1 on the coach's tint (egui's own was 2.9:1 on the
/// panels; grey 112 was 4.0:1 on the tint).
const WEAK_LIGHT: Color32 = Color32::from_gray(100);

/// The least contrast ratio of text against what it is drawn on (WCAG 2.2, 1.4.3, level AA).
pub const TEXT_CONTRAST: f32 = 4.5;
/// The same for large text (24 points and more).
pub const LARGE_TEXT_CONTRAST: f32 = 3.0;

/// Pure black behind everything: what marks the high-contrast visuals.
const HC_BACKGROUND: Color32 = Color32::BLACK;
/// The high-contrast accent: pure yellow on black.
const HC_ACCENT: Color32 = Color32::from_rgb(255, 230, 0);

/// White text and outlines on black, yellow selection, no faint fills (WCAG contrast well
/// above 7:1).
fn high_contrast_visuals() -> Visuals {
    use egui::Stroke;
    let mut v = Visuals::dark();
    v.override_text_color = Some(Color32::WHITE);
    v.panel_fill = HC_BACKGROUND;
    v.window_fill = HC_BACKGROUND;
    v.extreme_bg_color = HC_BACKGROUND;
    v.faint_bg_color = Color32::from_gray(24);
    v.window_stroke = Stroke::new(2.0, Color32::WHITE);
    v.hyperlink_color = HC_ACCENT;
    v.selection.bg_fill = Color32::from_rgb(0, 70, 200);
    v.selection.stroke = Stroke::new(2.0, HC_ACCENT);
    for (w, fill) in [
        (&mut v.widgets.noninteractive, HC_BACKGROUND),
        (&mut v.widgets.inactive, Color32::from_gray(20)),
        (&mut v.widgets.hovered, Color32::from_gray(50)),
        (&mut v.widgets.active, Color32::from_gray(70)),
        (&mut v.widgets.open, Color32::from_gray(40)),
    ] {
        w.bg_fill = fill;
        w.weak_bg_fill = fill;
        w.fg_stroke = Stroke::new(2.0, Color32::WHITE);
        w.bg_stroke = Stroke::new(2.0, Color32::WHITE);
    }
    v.widgets.noninteractive.bg_stroke = Stroke::new(1.0, Color32::from_gray(200));
    v.widgets.hovered.bg_stroke = Stroke::new(3.0, HC_ACCENT);
    v.widgets.active.bg_stroke = Stroke::new(3.0, HC_ACCENT);
    v
}

/// The least contrast ratio a control's outline or fill keeps against what it is drawn on (WCAG
/// 2.2, 1.4.11 "Non-text contrast").
pub const CONTROL_CONTRAST: f32 = 3.0;

/// The WCAG contrast ratio of two opaque colours, from 1 (the same) to 21 (black on white).
#[must_use]
pub fn contrast(a: Color32, b: Color32) -> f32 {
    fn luminance(c: Color32) -> f32 {
        let channel = |v: u8| {
            let v = f32::from(v) / 255.0;
            if v <= 0.040_45 {
                v / 12.92
            } else {
                ((v + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * channel(c.r()) + 0.7152 * channel(c.g()) + 0.0722 * channel(c.b())
    }
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// How far a control drawn with `fill` and `stroke` stands out from `background`: the better of
/// its fill and its outline (an outline of no width does not count).
#[must_use]
pub fn control_contrast(fill: Color32, stroke: egui::Stroke, background: Color32) -> f32 {
    let outline = if stroke.width > 0.0 {
        contrast(stroke.color, background)
    } else {
        1.0
    };
    contrast(fill, background).max(outline)
}

/// Gives the controls drawn in `ui` the theme's outline back: egui's menus take it away, which
/// leaves an unselected radio button of the ☰ menu grey on grey (light) or black on black (high
/// contrast).
pub fn keep_control_outline(ui: &mut egui::Ui) {
    let outline = ui.ctx().global_style().visuals.widgets.inactive.bg_stroke;
    ui.visuals_mut().widgets.inactive.bg_stroke = outline;
}

/// Whether `visuals` are the high-contrast theme's.
#[must_use]
pub fn is_high_contrast(visuals: &Visuals) -> bool {
    visuals.dark_mode && visuals.panel_fill == HC_BACKGROUND
}

// -------------------------------------------------------------------------------------------------
// Colours
// -------------------------------------------------------------------------------------------------

/// Refusals and wrong entries, on a light panel (5.8:1) and on a light button (5.0:1: the
/// History's *Delete*; a lighter red was 4.4:1); on a dark one, [`error`]'s lighter red (this
/// red there was 3.1:1).
pub const ERROR: Color32 = Color32::from_rgb(190, 30, 30);
/// Refusals and wrong entries on a dark panel.
const ERROR_ON_DARK: Color32 = Color32::from_rgb(255, 110, 100);

/// Refusals and wrong entries in `visuals`' theme: at least 4.5:1 on its panels.
#[must_use]
pub fn error(visuals: &Visuals) -> Color32 {
    if visuals.dark_mode {
        ERROR_ON_DARK
    } else {
        ERROR
    }
}

/// Each side's peg colour on the cribbage board, also shown beside its score (side 0 first).
pub const PEG_COLOURS: [Color32; 4] = [
    Color32::from_rgb(220, 50, 47),
    Color32::from_rgb(38, 139, 210),
    Color32::from_rgb(133, 153, 0),
    Color32::from_rgb(211, 54, 130),
];

/// The peg colour of `side` (the colours repeat after four sides).
#[must_use]
pub fn peg(side: Side) -> Color32 {
    PEG_COLOURS[side.index() % PEG_COLOURS.len()]
}

/// The players' colours on every chart and on the match card: twelve hues at one middle
/// lightness (OKLCH L ≈ 0.6), so each reads at least 3:1 on the background of every theme (dark
/// grey, light grey, black) and on the card's white (WCAG 2.2 1.4.11).
pub const PLAYER_COLOURS: [Color32; 12] = [
    Color32::from_rgb(217, 53, 57),
    Color32::from_rgb(195, 106, 30),
    Color32::from_rgb(156, 117, 0),
    Color32::from_rgb(131, 141, 0),
    Color32::from_rgb(13, 150, 42),
    Color32::from_rgb(49, 152, 129),
    Color32::from_rgb(0, 140, 152),
    Color32::from_rgb(35, 143, 194),
    Color32::from_rgb(64, 112, 240),
    Color32::from_rgb(144, 99, 238),
    Color32::from_rgb(179, 69, 187),
    Color32::from_rgb(218, 64, 139),
];

/// The colour a player's (or a side's) name asks for: its place in [`PLAYER_COLOURS`] from a
/// hash of the name (FNV-1a of its lower case, trimmed), the same on every machine and in every
/// saves folder.
#[must_use]
pub fn preferred_colour(name: &str) -> usize {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in name.trim().to_lowercase().bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    (hash % PLAYER_COLOURS.len() as u64) as usize
}

/// The colour of each of `names`, in their order: each name its [`preferred_colour`], so a name
/// keeps its colour from folder to folder and chart to chart. Two names that ask for the same
/// colour are told apart: the one first in alphabetical order keeps it, the other takes the next
/// free one. Up to twelve names get twelve different colours; beyond that they repeat.
#[must_use]
pub fn player_colours<S: AsRef<str>>(names: &[S]) -> Vec<Color32> {
    let slots = slots_of(names, vec![None; names.len()], false);
    slots.into_iter().map(|slot| PLAYER_COLOURS[slot]).collect()
}

/// The colour of each of `names` (a match's sides, in their order) as the club page colours the
/// players of `roster` (every player of the saves folder, [`player_colours`] of them all): a
/// player keeps that colour on the card, the replay's charts and the table, even when a name of
/// the club that asks for the same colour is not in this match. A name not in the roster (a side
/// of partners, a newcomer), or one whose club colour another side of the match already has,
/// takes its [`preferred_colour`] or the next one free in this match. With an empty roster this
/// is [`player_colours`].
#[must_use]
pub fn club_colours<R: AsRef<str>, S: AsRef<str>>(roster: &[R], names: &[S]) -> Vec<Color32> {
    colours_in(roster, names, false)
}

/// The colour of each side of one match (`names`, in their order: the card, the replay's charts,
/// the table's scores and cribbage board), as [`club_colours`] gives them, but never two that
/// sit side by side on the colour wheel: at a table two pegs must be told apart at a glance,
/// and neighbouring hues (Ana's green-teal and Ben's teal) were not. Of two such names the one
/// that keeps its club colour is the one earlier in `names`; the other takes the next free
/// colour away from both neighbours. With an empty roster the colours are the names' own.
#[must_use]
pub fn match_colours<R: AsRef<str>, S: AsRef<str>>(roster: &[R], names: &[S]) -> Vec<Color32> {
    colours_in(roster, names, true)
}

/// [`club_colours`], and with `apart`, [`match_colours`].
fn colours_in<R: AsRef<str>, S: AsRef<str>>(
    roster: &[R],
    names: &[S],
    apart: bool,
) -> Vec<Color32> {
    let club = slots_of(roster, vec![None; roster.len()], false);
    let mut known: Vec<Option<usize>> = Vec::with_capacity(names.len());
    for name in names {
        let slot = roster
            .iter()
            .position(|r| r.as_ref() == name.as_ref())
            .map(|at| club[at])
            .filter(|slot| {
                known
                    .iter()
                    .flatten()
                    .all(|k| k != slot && (!apart || !neighbours(*k, *slot)))
            });
        known.push(slot);
    }
    let slots = slots_of(names, known, apart);
    slots.into_iter().map(|slot| PLAYER_COLOURS[slot]).collect()
}

/// Whether two places in [`PLAYER_COLOURS`] are next to each other on its colour wheel.
fn neighbours(a: usize, b: usize) -> bool {
    let n = PLAYER_COLOURS.len();
    (a + 1) % n == b || (b + 1) % n == a
}

/// The place in [`PLAYER_COLOURS`] of each of `names`: those given in `known` keep theirs; the
/// others, in alphabetical order, take their [`preferred_colour`] or the next one not taken
/// (with `apart`, the next one not taken and next to none taken, where there is one).
fn slots_of<S: AsRef<str>>(names: &[S], known: Vec<Option<usize>>, apart: bool) -> Vec<usize> {
    let mut taken = [false; PLAYER_COLOURS.len()];
    for slot in known.iter().flatten() {
        taken[*slot] = true;
    }
    let mut order: Vec<usize> = (0..names.len()).filter(|&i| known[i].is_none()).collect();
    order.sort_by(|&a, &b| names[a].as_ref().cmp(names[b].as_ref()));
    let mut slots: Vec<usize> = known.into_iter().map(|k| k.unwrap_or(0)).collect();
    for i in order {
        let wanted = preferred_colour(names[i].as_ref());
        let around =
            || (0..PLAYER_COLOURS.len()).map(|step| (wanted + step) % PLAYER_COLOURS.len());
        let clear = |slot: usize| {
            !taken[slot] && (0..PLAYER_COLOURS.len()).all(|t| !taken[t] || !neighbours(t, slot))
        };
        let free = around()
            .find(|&slot| apart && clear(slot))
            .or_else(|| around().find(|&slot| !taken[slot]));
        let slot = free.unwrap_or(wanted);
        taken[slot] = true;
        slots[i] = slot;
    }
    slots
}

/// The outline of a peg on the cribbage board.
pub const PEG_OUTLINE: Color32 = Color32::BLACK;

/// A hole of the cribbage board.
pub const PEG_HOLE: Color32 = Color32::from_black_alpha(170);

/// The badge with the number of a candidate end on the felt (keyboard entry; the lit one is
/// [`GLOW`]).
pub const END_BADGE: Color32 = Color32::from_rgb(250, 246, 232);

/// The link from an end to a tile set apart from it (layout widget): coral, seen on every felt
/// and on the tiles, and unlike the glow of a candidate or the outline of the last tile.
pub const LINK: Color32 = Color32::from_rgb(240, 110, 80);

/// The disc under the arm compass on a dark felt.
pub const COMPASS_DISC: Color32 = Color32::from_black_alpha(60);
/// The disc under the arm compass on the light theme's pale felt: lighter than the felt, so the
/// compass's dark values and its accented one read on it (on a darker disc the accent was
/// 2.0:1).
pub const COMPASS_DISC_LIGHT: Color32 = Color32::from_rgba_premultiplied(170, 170, 170, 170);

/// The disc under the arm compass in `visuals`' theme.
#[must_use]
pub fn compass_disc(visuals: &Visuals) -> Color32 {
    if visuals.dark_mode {
        COMPASS_DISC
    } else {
        COMPASS_DISC_LIGHT
    }
}

/// What needs the eye now: whose turn, points scored, the arm just played on.
#[must_use]
pub fn accent(ui: &egui::Ui) -> Color32 {
    if is_high_contrast(ui.visuals()) {
        HC_ACCENT
    } else if ui.visuals().dark_mode {
        Color32::from_rgb(255, 196, 64)
    } else {
        Color32::from_rgb(160, 82, 0)
    }
}

/// The felt the tiles lie on.
#[must_use]
pub fn felt(visuals: &Visuals) -> Color32 {
    if is_high_contrast(visuals) {
        Color32::from_rgb(0, 40, 20)
    } else if visuals.dark_mode {
        Color32::from_rgb(28, 56, 42)
    } else {
        Color32::from_rgb(196, 220, 200)
    }
}

/// The wood of the cribbage board.
#[must_use]
pub fn wood(visuals: &Visuals) -> Color32 {
    if visuals.dark_mode {
        Color32::from_rgb(92, 64, 38)
    } else {
        Color32::from_rgb(214, 178, 128)
    }
}

/// The faint dot beyond an open end that does not take the tile being placed.
#[must_use]
pub fn open_end_dot(visuals: &Visuals) -> Color32 {
    if is_high_contrast(visuals) {
        Color32::WHITE
    } else if visuals.dark_mode {
        Color32::from_white_alpha(90)
    } else {
        Color32::from_black_alpha(70)
    }
}

/// The translucent shadow under a tile (fainter under a played tile), so neighbours are never
/// hidden.
#[must_use]
pub fn tile_shadow(faded: bool) -> Color32 {
    Color32::from_black_alpha(if faded { 40 } else { 80 })
}

/// A tile's face.
pub const IVORY: Color32 = Color32::from_rgb(250, 246, 232);
/// A played tile's face in the picker.
pub const IVORY_FADED: Color32 = Color32::from_rgb(205, 203, 196);
/// A tile's border and divider.
pub const TILE_BORDER: Color32 = Color32::from_rgb(46, 40, 34);
/// A played tile's border and divider.
pub const TILE_BORDER_FADED: Color32 = Color32::from_rgb(128, 126, 120);
/// A pip.
pub const PIP: Color32 = Color32::from_rgb(22, 20, 18);
/// A played tile's pip.
pub const PIP_FADED: Color32 = Color32::from_rgb(104, 102, 98);
/// The soft shade along a tile's bottom edge.
#[must_use]
pub fn tile_shade() -> Color32 {
    Color32::from_rgba_unmultiplied(120, 100, 60, 28)
}
/// The brass pin in the middle of a tile's divider.
pub const BRASS: Color32 = Color32::from_rgb(184, 150, 80);
/// The halo of a glowing tile or open end (it takes the tile being placed).
pub const GLOW: Color32 = Color32::from_rgb(255, 170, 0);
/// The outline of the last tile placed.
pub const LAST_PLACED: Color32 = Color32::from_rgb(30, 120, 255);

/// The coach's private hand: the frame of its picker and the ring round a held tile.
pub const PRIVATE: Color32 = Color32::from_rgb(150, 90, 220);

/// The tint behind the coach's private picker, so it never passes for the table's picker: dark
/// enough in the dark theme for secondary text to read 4.5:1 on it.
#[must_use]
pub fn private_fill(visuals: &Visuals) -> Color32 {
    if visuals.dark_mode {
        Color32::from_rgb(34, 24, 50)
    } else {
        Color32::from_rgb(236, 226, 250)
    }
}

// -------------------------------------------------------------------------------------------------
// The proof of a count (Recount, muggins rulings)
// -------------------------------------------------------------------------------------------------

/// The smallest value label on a counted end (points), however small the tiles are drawn.
pub const PROOF_MIN: f32 = 18.0;
/// The largest value label on a counted end (points).
pub const PROOF_MAX: f32 = 34.0;
/// The disc under a counted end's value: dark on either felt, so the label reads from afar.
pub const PROOF_CHIP: Color32 = Color32::from_rgba_premultiplied(20, 20, 24, 225);
/// A counted end's value.
pub const PROOF_TEXT: Color32 = Color32::WHITE;

// -------------------------------------------------------------------------------------------------
// Fonts
// -------------------------------------------------------------------------------------------------

/// Adds DejaVu Sans as a fallback after egui's own font, for arrows and symbols (`13 → 15`, `↶`).
pub fn install_fonts(ctx: &egui::Context) {
    use egui::epaint::text::{FontInsert, FontPriority, InsertFontFamily};
    const DEJAVU: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans.ttf");
    let families = [egui::FontFamily::Proportional, egui::FontFamily::Monospace]
        .into_iter()
        .map(|family| InsertFontFamily {
            family,
            priority: FontPriority::Lowest,
        })
        .collect();
    ctx.add_font(FontInsert {
        name: "DejaVuSans".into(),
        data: egui::FontData::from_static(DEJAVU),
        families,
    });
}

/// The banner of a save that failed: it stays until a save succeeds.
pub const NOT_SAVED_FILL: Color32 = Color32::from_rgb(150, 30, 30);
/// The banner of a read-only window (another window keeps the match).
pub const READ_ONLY_FILL: Color32 = Color32::from_rgb(40, 70, 130);
/// The text on a banner.
pub const BANNER_TEXT: Color32 = Color32::WHITE;

// -------------------------------------------------------------------------------------------------
// Layout: the spinner's ring
// -------------------------------------------------------------------------------------------------

/// The ring round a spinner on the layout (UI.md: the spinner wears a mark).
pub const SPINNER_MARK: Color32 = Color32::from_rgb(232, 184, 48);
// -------------------------------------------------------------------------------------------------
// Charts
// -------------------------------------------------------------------------------------------------

/// The target line of the score race.
pub const CHART_TARGET: Color32 = Color32::from_rgb(190, 190, 190);

/// The dashed marks of each hand's deal on the score race.
pub const CHART_DEAL: Color32 = Color32::from_gray(120);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn contrast_is_wcags_ratio() {
        assert!((contrast(Color32::BLACK, Color32::WHITE) - 21.0).abs() < 0.01);
        assert!((contrast(Color32::WHITE, Color32::WHITE) - 1.0).abs() < 0.001);
        // egui's light checkbox on its light panel: the 1.2:1 a player could not see.
        let old = contrast(Color32::from_gray(230), Color32::from_gray(248));
        assert!((1.1..1.3).contains(&old), "{old}");
    }

    /// Every control, in every theme, stands out at least 3:1 from the panel and from the window
    /// (a menu, a dialog) it is drawn on: a checkbox or radio button (its fill and outline), a
    /// text field (the field's fill and outline), a button, and the check or dot inside a box.
    #[test]
    fn every_control_stands_out_three_to_one_in_every_theme() {
        for theme in Theme::ALL {
            let v = theme.visuals();
            let w = v.widgets.inactive;
            for (background, name) in [(v.panel_fill, "panel"), (v.window_fill, "window")] {
                let controls = [
                    ("checkbox or radio", w.bg_fill, w.bg_stroke),
                    ("button", w.weak_bg_fill, w.bg_stroke),
                    ("text field", v.text_edit_bg_color(), w.bg_stroke),
                ];
                for (control, fill, stroke) in controls {
                    let ratio = control_contrast(fill, stroke, background);
                    assert!(
                        ratio >= CONTROL_CONTRAST,
                        "{theme:?}: a {control} on the {name} is {ratio:.2}:1"
                    );
                }
            }
            let mark = contrast(w.fg_stroke.color, w.bg_fill);
            assert!(
                mark >= CONTROL_CONTRAST,
                "{theme:?}: the check is {mark:.2}:1"
            );
        }
    }

    /// Twelve names get twelve colours, each name the same among other names, and each colour
    /// reads 3:1 on every theme's panel, window and plot background and on white.
    #[test]
    fn a_player_keeps_the_clubs_colour_in_a_match_without_the_name_that_moved_it() {
        // Cy and Dee ask for the same colour: in the club Cy keeps it and Dee moves on.
        assert_eq!(preferred_colour("Cy"), preferred_colour("Dee"));
        let roster = ["Ana", "Cy", "Dee"];
        let club = player_colours(&roster);
        assert_ne!(club[1], club[2]);
        // Dee against Ana: Dee keeps the club's colour, not the one Cy holds in the club.
        assert_eq!(
            club_colours(&roster, &["Dee", "Ana"]),
            vec![club[2], club[0]]
        );
        // A side not in the club takes a colour no other side of the match has.
        let match_colours = club_colours(&roster, &["Dee", "Ana & Cy"]);
        assert_eq!(match_colours[0], club[2]);
        assert_ne!(match_colours[1], club[2]);
        // No roster: the match's own colours.
        let none: [&str; 0] = [];
        assert_eq!(
            club_colours(&none, &["Dee", "Ana"]),
            player_colours(&["Dee", "Ana"])
        );
    }

    /// Ana's and Ben's names ask for neighbouring hues (green-teal and teal): on the club's
    /// chart they keep them, in their match the second moves away from both neighbours, and
    /// no two sides of a match of up to four sit side by side on the wheel.
    #[test]
    fn the_sides_of_a_match_never_get_neighbouring_hues() {
        let slot = |c: Color32| PLAYER_COLOURS.iter().position(|p| *p == c).unwrap();
        assert!(neighbours(preferred_colour("Ana"), preferred_colour("Ben")));
        let club = club_colours(&["Ana", "Ben"], &["Ana", "Ben"]);
        assert!(
            neighbours(slot(club[0]), slot(club[1])),
            "the club keeps them"
        );
        let table = match_colours(&["Ana", "Ben"], &["Ana", "Ben"]);
        assert_eq!(table[0], club[0], "the first keeps the club's colour");
        assert!(!neighbours(slot(table[0]), slot(table[1])), "{table:?}");
        let none: [&str; 0] = [];
        let names = [
            "Ana", "Ben", "Cy", "Dee", "Eli", "Fay", "Gus", "Hal", "Ida", "Jo",
        ];
        for a in names {
            for b in names {
                for c in names {
                    let sides = [a, b, c, "Kim"];
                    let slots: Vec<usize> =
                        match_colours(&none, &sides).into_iter().map(slot).collect();
                    for (i, x) in slots.iter().enumerate() {
                        for y in &slots[i + 1..] {
                            assert!(x != y && !neighbours(*x, *y), "{sides:?}: {slots:?}");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn twelve_players_get_twelve_distinct_colours_that_read_in_every_theme() {
        let names = [
            "Ana", "Ben", "Cy", "Dee", "Eli", "Fay", "Gus", "Hal", "Ida", "Jo", "Kim", "Lou",
        ];
        let colours = player_colours(&names);
        let mut distinct = colours.clone();
        distinct.sort_by_key(|c| c.to_array());
        distinct.dedup();
        assert_eq!(distinct.len(), 12, "{colours:?}");
        // The same name, the same colour, whatever the other names (no collision here).
        let ana = player_colours(&["Ana", "Ben"])[0];
        assert_eq!(ana, PLAYER_COLOURS[preferred_colour("Ana")]);
        assert_eq!(player_colours(&["Zed", "Ana"])[1], ana);
        assert_eq!(preferred_colour(" ana "), preferred_colour("Ana"));
        for theme in Theme::ALL {
            let v = theme.visuals();
            for background in [
                v.panel_fill,
                v.window_fill,
                v.extreme_bg_color,
                Color32::WHITE,
            ] {
                for c in PLAYER_COLOURS {
                    let ratio = contrast(c, background);
                    assert!(
                        ratio >= 3.0,
                        "{theme:?}: {c:?} on {background:?} is {ratio:.2}"
                    );
                }
            }
        }
    }
}
