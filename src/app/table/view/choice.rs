//! The choice of ends for a tile that fits several (RULES.md §1): each end with the arrow that
//! chooses it and, with the muggins rule off, the count the placement would make there and what
//! the engine would score for it on the match's scale.

use serde::Serialize;

use crate::app::i18n::{Arg, I18n};
use crate::app::table::end_keys::{EndKey, end_keys};
use crate::app::text;
use crate::engine::{Event, MatchState, MugginsRule, Place, Seat, Tile};

/// A tile that fits several ends, waiting for the player to say which.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct EndChoice {
    /// `Where does [5-3] go?`
    pub title: String,
    /// The ends it fits, each with the arrow that chooses it, in the compass order (← → ↑ ↓).
    pub ends: Vec<ChoiceEnd>,
}

impl EndChoice {
    /// Each end with the arrow drawn at it on the felt (the window's and table mode's).
    #[must_use]
    pub fn marked(&self) -> Vec<(Place, String)> {
        self.ends
            .iter()
            .map(|e| (e.place, e.arrow.clone()))
            .collect()
    }
}

/// One end a waiting tile fits.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ChoiceEnd {
    /// Where the tile would go.
    pub place: Place,
    /// The key that chooses it: the arrow of its arm ([`crate::app::table::end_keys`]).
    pub key: EndKey,
    /// That key as every surface draws it, at the end and in the list: `←`, `← ←`.
    pub arrow: String,
    /// What the button says: the end, and with the muggins rule off the count it would make
    /// (`on 0 — side of [0-0] · 6`); with the rule on, only the end (the count is the placer's
    /// to announce, RULES.md §6).
    pub label: String,
}

/// The ends `tile` fits, each with what its button says; `None` without a hand in play. With
/// the muggins rule off, each end's label says the count the placement makes and what it
/// scores on the match's scale, as the engine scores it there (`· 20 → 4` on the ÷5 scale,
/// `· 15 → 8` in Fives and Threes), or why it would not score (`not scored: Ana would pass
/// 61`, RULES.md §5).
pub(super) fn end_choice(game: &MatchState, tile: Tile, i18n: &I18n) -> Option<EndChoice> {
    let hand = game.hand()?;
    let layout = &hand.layout;
    let counted = game.rules().muggins == MugginsRule::Off;
    let ends = end_keys(layout, tile)
        .into_iter()
        .map(|(place, key)| {
            let end = text::place_text(i18n, &place);
            let label = match hand.turn.filter(|_| counted) {
                Some(player) => match placed(game, player, tile, place, i18n) {
                    Some(count) => format!("{end} · {count}"),
                    None => end,
                },
                None => end,
            };
            ChoiceEnd {
                place,
                key,
                arrow: key.label(),
                label,
            }
        })
        .collect();
    Some(EndChoice {
        title: i18n.tr("choose-end", &[("tile", Arg::S(&tile.to_string()))]),
        ends,
    })
}

/// What `player` placing `tile` at `place` would count and score, asked of the engine: `20`,
/// `20 → 4` where the score differs from the count (a scale, the Fives and Threes table),
/// `4 · no points` where it scores nothing, `12 → 4 · not scored: Eve would pass 61`; in
/// `i18n`'s words.
fn placed(
    game: &MatchState,
    player: Seat,
    tile: Tile,
    place: Place,
    i18n: &I18n,
) -> Option<String> {
    let mut after = game.clone();
    let on = place.on;
    after.apply(&Event::TilePlaced { player, tile, on }).ok()?;
    let play = after.hand()?.last_play.as_ref()?;
    let mut words = play.total.to_string();
    let points = play.points + play.chip_out;
    if points as u32 != play.total && points > 0 {
        words.push_str(&format!(" → {points}"));
    }
    let side = game.setup().side_of(player);
    if let Some(why) = play
        .credits
        .iter()
        .filter(|c| c.side == side)
        .find_map(|c| c.not_scored)
    {
        words.push_str(" · ");
        words.push_str(&text::not_scored_text(i18n, &after, side, why));
    } else if points == 0 {
        // A total that scores nothing says so, as the headline will (`4 · no points` in Fives
        // and Threes, where 4 could be read as a score).
        words.push_str(" · ");
        words.push_str(&i18n.t("no-points"));
    }
    Some(words)
}
