//! How the table is shown, beyond the match: table mode (the layout, the last count and the
//! scores in very large type for a laptop in the middle of the table), how the scores panel
//! draws the scores (numbers, the cribbage board, or the paper tally), and the UI zoom.
//!
//! The preferences ([`Prefs`]: zoom, score view and table mode) are remembered between runs in eframe's
//! storage ([`App::restore_prefs`], [`App::store_prefs`]); the matches themselves stay in the
//! app's own save files.

use serde::{Deserialize, Serialize};

use crate::engine::{Rules, Scale, Variant};

/// How the scores panel shows each side's score under its number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ScoreView {
    /// The numbers alone.
    Numbers,
    /// A cribbage board to the target (RULES.md §5, the ÷5 scale's board).
    Pegboard,
    /// The paper tally: a stroke for 5, an X for 10 (pagat All Fives, keeping score on paper).
    Tally,
}

impl ScoreView {
    /// The three views, in the order the setting lists them.
    pub const ALL: [ScoreView; 3] = [ScoreView::Numbers, ScoreView::Pegboard, ScoreView::Tally];

    /// The Fluent message naming the view.
    #[must_use]
    pub fn message(self) -> &'static str {
        match self {
            ScoreView::Numbers => "view-numbers",
            ScoreView::Pegboard => "view-pegboard",
            ScoreView::Tally => "view-tally",
        }
    }
}

/// View settings that are not the match (view-only; the preferences among them are saved by
/// eframe).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Display {
    /// Table mode is on (F11 or the button).
    pub table_mode: bool,
    /// The score view chosen on the scores panel; `None`: the board on the fives and threes
    /// scales, numbers on points.
    pub score_view: Option<ScoreView>,
    /// The UI zoom (egui's zoom factor, changed with Ctrl + / Ctrl − / Ctrl 0), as last seen.
    pub zoom: f32,
    /// A zoom read from the preferences, to be applied on the next frame.
    pub restore_zoom: Option<f32>,
}

impl Display {
    /// The score view for a match under `rules`: the chosen one where it fits the scale, else
    /// the board on a divided scale and the numbers on points. The tally only counts fives.
    #[must_use]
    pub fn score_view(&self, rules: &Rules) -> ScoreView {
        match self.score_view {
            Some(ScoreView::Tally) if tally_unit(rules).is_none() => ScoreView::Numbers,
            Some(view) => view,
            None if rules.scale == Scale::Points => ScoreView::Numbers,
            None => ScoreView::Pegboard,
        }
    }
}

/// The points one tally stroke stands for, in the match's scale: 5 on points and 1 on the ÷5
/// scale, for the games that score multiples of five (All Fives, Five Up, Muggins: RULES.md §3).
/// `None` for Fives and Threes and All Threes, whose scores are not counted in fives.
#[must_use]
pub fn tally_unit(rules: &Rules) -> Option<i32> {
    match (rules.variant, rules.scale) {
        (Variant::FivesAndThrees | Variant::AllThrees, _) => None,
        (_, Scale::Fives) => Some(1),
        (_, Scale::Points) => Some(5),
        (_, Scale::Threes) => None,
    }
}

/// The points one hole of the cribbage board stands for, in the match's scale: 5 on points in
/// the games that score fives, 3 in All Threes on points, else 1 (RULES.md §3, §5).
#[must_use]
pub fn peg_unit(rules: &Rules) -> i32 {
    match (rules.variant, rules.scale) {
        (Variant::FivesAndThrees, _) | (_, Scale::Fives | Scale::Threes) => 1,
        (Variant::AllThrees, Scale::Points) => 3,
        (_, Scale::Points) => 5,
    }
}

/// What is remembered between runs (eframe's storage).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Prefs {
    /// The UI zoom factor.
    pub zoom: f32,
    /// The score view chosen, if any.
    pub score_view: Option<ScoreView>,
    /// Table mode was on: a laptop left in the middle of the table comes back to it after a
    /// restart (absent from preferences stored before it was remembered: off).
    #[serde(default)]
    pub table_mode: bool,
}

/// The key the preferences are stored under.
pub const PREFS_KEY: &str = "allfives-prefs";

impl Display {
    /// Takes the zoom, score view and table mode from eframe's storage (nothing when there is
    /// none or it does not parse). The zoom is applied on the next frame.
    pub fn restore_prefs(&mut self, storage: Option<&dyn eframe::Storage>) {
        let prefs = storage.and_then(|s| eframe::get_value::<Prefs>(s, PREFS_KEY));
        if let Some(prefs) = prefs {
            if prefs.zoom.is_finite() && (0.2..=5.0).contains(&prefs.zoom) {
                self.restore_zoom = Some(prefs.zoom);
            }
            self.score_view = prefs.score_view;
            self.table_mode = prefs.table_mode;
        }
    }

    /// Writes the zoom, score view and table mode to eframe's storage.
    pub fn store_prefs(&self, storage: &mut dyn eframe::Storage) {
        let zoom = self.restore_zoom.unwrap_or(self.zoom);
        let prefs = Prefs {
            zoom: if zoom > 0.0 { zoom } else { 1.0 },
            score_view: self.score_view,
            table_mode: self.table_mode,
        };
        eframe::set_value(storage, PREFS_KEY, &prefs);
    }

    /// Applies a restored zoom, then follows the zoom the keyboard sets (Ctrl + / − / 0, which
    /// egui handles).
    pub fn track_zoom(&mut self, ctx: &egui::Context) {
        if let Some(zoom) = self.restore_zoom.take() {
            ctx.set_zoom_factor(zoom);
        }
        self.zoom = ctx.zoom_factor();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::App;
    use std::collections::HashMap;

    #[derive(Default)]
    struct Memory(HashMap<String, String>);

    impl eframe::Storage for Memory {
        fn get_string(&self, key: &str) -> Option<String> {
            self.0.get(key).cloned()
        }
        fn set_string(&mut self, key: &str, value: String) {
            self.0.insert(key.into(), value);
        }
        fn remove_string(&mut self, key: &str) {
            self.0.remove(key);
        }
        fn flush(&mut self) {}
    }

    #[test]
    fn zoom_score_view_and_table_mode_are_remembered_between_runs() {
        let saves = tempfile::tempdir().unwrap();
        let lang = crate::app::i18n::Lang::En;
        let mut app = App::new(saves.path(), lang);
        app.view.display.zoom = 1.5;
        app.view.display.score_view = Some(ScoreView::Tally);
        app.view.display.table_mode = true;
        let mut storage = Memory::default();
        app.store_prefs(&mut storage);
        let mut next = App::new(saves.path(), lang);
        next.restore_prefs(Some(&storage));
        assert_eq!(next.view.display.restore_zoom, Some(1.5));
        assert_eq!(next.view.display.score_view, Some(ScoreView::Tally));
        assert!(next.view.display.table_mode, "table mode comes back");
        // Preferences stored before table mode was remembered still load (table mode off).
        eframe::Storage::set_string(
            &mut storage,
            PREFS_KEY,
            "(zoom: 1.25, score_view: Some(Numbers))".into(),
        );
        let mut older = App::new(saves.path(), lang);
        older.restore_prefs(Some(&storage));
        assert_eq!(older.view.display.restore_zoom, Some(1.25));
        assert!(!older.view.display.table_mode);
        // Nonsense in the storage is ignored.
        eframe::Storage::set_string(
            &mut storage,
            PREFS_KEY,
            "(zoom: 80.0, score_view: None)".into(),
        );
        let mut third = App::new(saves.path(), lang);
        third.restore_prefs(Some(&storage));
        assert_eq!(third.view.display.restore_zoom, None);
    }

    #[test]
    fn the_tally_counts_fives_and_falls_back_to_numbers_elsewhere() {
        let rules = |variant, players| Rules::preset(variant, players);
        let display = Display {
            score_view: Some(ScoreView::Tally),
            ..Display::default()
        };
        assert_eq!(tally_unit(&rules(Variant::AllFives, 2)), Some(5));
        assert_eq!(tally_unit(&rules(Variant::FiveUp, 2)), Some(1), "÷5 to 61");
        assert_eq!(tally_unit(&rules(Variant::FivesAndThrees, 2)), None);
        assert_eq!(
            display.score_view(&rules(Variant::FivesAndThrees, 2)),
            ScoreView::Numbers
        );
        assert_eq!(
            Display::default().score_view(&rules(Variant::FiveUp, 3)),
            ScoreView::Pegboard
        );
        assert_eq!(peg_unit(&rules(Variant::AllFives, 2)), 5);
        assert_eq!(peg_unit(&rules(Variant::AllThrees, 2)), 3);
    }
}
