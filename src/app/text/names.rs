//! Names for screen readers and the window (AccessKit labels, UI.md): a tile in words
//! (`five-three`), an open end (`open end 5 on the spinner's side`), a side's score
//! (`Ana, 35 points`) and the window title (`allfives — Ana 35 · Ben 15`), each through Fluent;
//! the arrow keys as drawn (`← →`).

use crate::app::i18n::{Arg, I18n};
use crate::engine::Side;
use crate::engine::{EndKind, Layout, MatchState, Tile};

/// A tile's spoken name for screen readers and tests: `five-three`, `senk-twa` (its halves in
/// the order given, each in words).
#[must_use]
pub fn tile_name(i18n: &I18n, tile: Tile) -> String {
    let half = |pips: u8| i18n.t(&format!("pips-{pips}"));
    i18n.tr(
        "tile-name",
        &[
            ("first", Arg::S(&half(tile.first()))),
            ("second", Arg::S(&half(tile.second()))),
        ],
    )
}

/// An open end's name for screen readers and tests: `open end 5 on the spinner's side`,
/// `open end 5 at the end of four-five` (RULES.md §1: a spinner's sides, then its tips).
/// `node` and `end` index the layout's nodes and that node's ends.
#[must_use]
pub fn open_end_name(i18n: &I18n, layout: &Layout, node: usize, end: usize) -> String {
    let Some(n) = layout.nodes().get(node) else {
        return String::new();
    };
    let Some(e) = n.ends.get(end) else {
        return String::new();
    };
    let pips = Arg::N(i64::from(e.pips));
    let tile = tile_name(i18n, n.tile);
    match (e.kind, n.spinner) {
        (EndKind::Side, true) => i18n.tr("a11y-end-spinner-side", &[("pips", pips)]),
        (EndKind::Tip, _) => i18n.tr("a11y-end-spinner-tip", &[("pips", pips)]),
        (EndKind::Side, false) => i18n.tr(
            "a11y-end-double",
            &[("pips", pips), ("tile", Arg::S(&tile))],
        ),
        (EndKind::Half, _) => i18n.tr("a11y-end-of", &[("pips", pips), ("tile", Arg::S(&tile))]),
    }
}

/// What a double at an open end counts, as the felt writes it small beside the pip that plays
/// there: `counts 6` for [3-3] (RULES.md §1: a double counts both halves).
#[must_use]
pub fn end_counts(i18n: &I18n, points: u32) -> String {
    i18n.tr("end-counts", &[("points", Arg::N(i64::from(points)))])
}

/// A side's score for screen readers and tests: `Ana, 35 points` (in the match's scale).
#[must_use]
pub fn score_name(i18n: &I18n, name: &str, points: i32) -> String {
    i18n.tr(
        "a11y-score",
        &[
            ("name", Arg::S(name)),
            ("points", Arg::N(i64::from(points))),
        ],
    )
}

/// The window's title: `allfives — Ana 35 · Ben 15` while a match is open, else `allfives`.
#[must_use]
pub fn window_title(i18n: &I18n, game: Option<&MatchState>) -> String {
    let app = i18n.t("app-title");
    let Some(game) = game else { return app };
    let setup = game.setup();
    let scores: Vec<String> = Side::all(setup.sides())
        .map(|s| format!("{} {}", setup.side_name(s), game.scores()[s]))
        .collect();
    format!("{app} — {}", scores.join(" · "))
}

/// The arrow keys' glyphs in the compass order (west, east, north, south: `←`, `→`, `↑`, `↓`),
/// as the keys that choose an end are drawn (`crate::app::table::end_keys::Arrow`).
pub const ARROW_GLYPHS: [char; 4] = ['←', '→', '↑', '↓'];

/// The arrows of `mask` (bit `i` for [`ARROW_GLYPHS`]`[i]`) in the compass order, as drawn:
/// `← →`.
#[must_use]
pub fn arrows_text(mask: u8) -> String {
    ARROW_GLYPHS
        .into_iter()
        .enumerate()
        .filter(|(i, _)| mask & 1 << i != 0)
        .map(|(_, a)| a.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::i18n::Lang;
    use crate::engine::Seat;
    use crate::engine::{Event, Variant};

    fn tile(s: &str) -> Tile {
        s.parse().unwrap()
    }

    #[test]
    fn tiles_ends_and_scores_have_spoken_names_in_both_languages() {
        let en = I18n::new(Lang::En);
        let ht = I18n::new(Lang::Ht);
        assert_eq!(tile_name(&en, tile("5-3")), "five-three");
        assert_eq!(tile_name(&ht, tile("5-3")), "senk-twa");
        assert_eq!(tile_name(&en, tile("0-6")), "zero-six");
        assert_eq!(score_name(&en, "Ana", 35), "Ana, 35 points");
        assert_eq!(score_name(&ht, "Ana", 35), "Ana, 35 pwen");
        assert_eq!(score_name(&en, "Ana", 1), "Ana, 1 point");
        // RULES.md §7: [5-5] spins; [5-0] on a side, [5-3] on the other, [5-2] on a tip.
        let mut game = MatchState::new(crate::engine::Setup::new(
            vec!["Ana".into(), "Ben".into()],
            Variant::AllFives,
        ));
        game.apply(&Event::HandStarted {
            leader: Some(Seat(0)),
        })
        .unwrap();
        let mut player = 0;
        for (t, on) in [("5-5", None), ("5-0", Some("5-5"))] {
            game.apply(&Event::TilePlaced {
                player: Seat(player),
                tile: tile(t),
                on: on.map(tile),
            })
            .unwrap();
            player = 1 - player;
        }
        let layout = &game.hand().unwrap().layout;
        let names: Vec<String> = layout
            .nodes()
            .iter()
            .enumerate()
            .flat_map(|(n, node)| (0..node.ends.len()).map(move |e| (n, e)))
            .filter(|&(n, e)| layout.nodes()[n].ends[e].is_free())
            .map(|(n, e)| open_end_name(&en, layout, n, e))
            .collect();
        assert!(
            names.contains(&"open end 5 on the spinner's side".to_string()),
            "{names:?}"
        );
        assert!(
            names.contains(&"open end 0 at the end of five-zero".to_string()),
            "{names:?}"
        );
        let (n, e) = (0, 1);
        assert_eq!(
            open_end_name(&ht, layout, n, e),
            "bout ouvè 5 sou kote kafou a"
        );
        assert_eq!(window_title(&en, Some(&game)), "allfives — Ana 10 · Ben 10");
        assert_eq!(window_title(&en, None), "allfives");
    }
}
