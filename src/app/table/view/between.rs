//! What the table view says between hands (RULES.md §2, §4): who leads the first hand or the
//! next, and the end-of-hand dialog — how the hand ended, each needed player's entry (the tiles
//! they may tap, what they add up to, whether the app knows them) — for the hand-end panel to
//! draw.

use serde::Serialize;

use crate::app::i18n::{Arg, I18n};
use crate::app::table::holds::{HoldsEntry, known_tiles, latest_refusal};
use crate::engine::{MatchState, Seat, Tile};

/// What comes between hands; `None` while a hand is played or the match is won.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum Between {
    /// Who leads hand `n`: one button per player (seat, name), and Draw lots.
    WhoLeads {
        /// `Who leads hand 1?`
        title: String,
        /// Every player, in seat order.
        players: Vec<(Seat, String)>,
    },
    /// The next hand's leader is known (after a domino): one button, `Next hand · Ana leads`.
    NextLeader {
        /// The leader.
        leader: Seat,
        /// The button's words.
        button: String,
    },
    /// The hand is over and not settled: the dialog.
    HandOver(HandOver),
}

/// The end-of-hand dialog's facts (RULES.md §4).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct HandOver {
    /// `Ana dominoed`, `Blocked: nobody can play`.
    pub how: String,
    /// One entry per player the settlement needs who has not shown their tiles.
    pub entries: Vec<HoldsView>,
}

/// One needed player's entry in the dialog.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct HoldsView {
    /// The player.
    pub player: Seat,
    /// The player's name, written beside their pip total's field: the dialog scrolls the
    /// field into sight, and the title over the entry may be out of it.
    pub name: String,
    /// How many tiles they hold: tapping that many finishes the entry.
    pub count: u8,
    /// `What does Ana hold? (3 tiles)`.
    pub title: String,
    /// `The app knows Ana's tiles: …`, when it filled them in (every other tile is shown).
    pub known: Option<String>,
    /// The tiles they may tap: not on the table, not in another entry.
    pub offered: Vec<Tile>,
    /// The total shown beside the field: `13 pips`, `13 pips · 2 of 3 tiles tapped`; `None`
    /// when what is typed is not a number (see [`HoldsView::not_a_total`]).
    pub sum: Option<String>,
    /// Why a typed total is not one: `"1o" is not a pip total`; only while it is the dialog's
    /// latest refusal (a newer one, of another entry, replaces it).
    pub not_a_total: Option<String>,
}

/// [`Between`] of `game` with the entries `holds`, in `i18n`'s words.
#[must_use]
pub fn between(game: &MatchState, holds: &[HoldsEntry], i18n: &I18n) -> Option<Between> {
    if game.winner().is_some() {
        return None;
    }
    let who_leads = |number: u32| Between::WhoLeads {
        title: i18n.tr("who-leads", &[("n", Arg::N(i64::from(number)))]),
        players: game
            .setup()
            .seated()
            .map(|(p, name)| (p, name.clone()))
            .collect(),
    };
    let Some(hand) = game.hand() else {
        return Some(who_leads(1));
    };
    if hand.settled {
        return Some(match game.next_leader() {
            Some(leader) => Between::NextLeader {
                leader,
                button: i18n.tr("next-hand-leader", &[("name", Arg::S(game.name(leader)))]),
            },
            None => who_leads(hand.number + 1),
        });
    }
    let end = hand.end?;
    let how = crate::app::text::history::hand_end_text(i18n, game.setup(), end);
    // One refusal at a time, the latest: an older one goes when a newer one comes.
    let refused = latest_refusal(game, holds).map(|(player, _)| player);
    let entries = game
        .missing_holds()
        .into_iter()
        .map(|player| holds_view(game, holds, player, refused == Some(player), i18n))
        .collect();
    Some(Between::HandOver(HandOver { how, entries }))
}

/// `player`'s entry as `holds` has it; `said`: its refusal is the one the dialog says.
fn holds_view(
    game: &MatchState,
    holds: &[HoldsEntry],
    player: Seat,
    said: bool,
    i18n: &I18n,
) -> HoldsView {
    let count = game.hand().map_or(0, |h| h.tiles[player]);
    let title = i18n.tr(
        "holds-title",
        &[
            ("name", Arg::S(game.name(player))),
            ("n", Arg::N(i64::from(count))),
        ],
    );
    let empty = HoldsEntry::default();
    let entry = holds.get(player.index()).unwrap_or(&empty);
    let filled_in = entry.filled_in
        && known_tiles(game, holds, player).is_some_and(|known| known == entry.tiles);
    let known = filled_in.then(|| i18n.tr("holds-known", &[("name", Arg::S(game.name(player)))]));
    let taken: Vec<Tile> = holds
        .iter()
        .enumerate()
        .filter(|(p, _)| Seat(*p) != player)
        .flat_map(|(_, h)| h.tiles.iter().copied())
        .collect();
    let offered = Tile::all()
        .filter(|t| !game.hand().is_some_and(|h| h.layout.contains(*t)) && !taken.contains(t))
        .collect();
    let typed = entry.pips.trim();
    let (sum, not_a_total) = if entry.not_a_total() {
        (
            None,
            said.then(|| i18n.tr("not-a-total", &[("text", Arg::S(typed))])),
        )
    } else if typed.is_empty() {
        // Tiles tapped say how many of the hand are in.
        let pips: u32 = entry.tiles.iter().map(|t| t.pips()).sum();
        let sum = i18n.tr(
            "holds-sum-tapped",
            &[
                ("pips", Arg::N(i64::from(pips))),
                ("tapped", Arg::N(entry.tiles.len() as i64)),
                ("count", Arg::N(i64::from(count))),
            ],
        );
        (Some(sum), None)
    } else {
        // A typed total is the pips alone.
        let pips: u32 = typed.parse().unwrap_or(0);
        let sum = i18n.tr("holds-sum", &[("pips", Arg::N(i64::from(pips)))]);
        (Some(sum), None)
    };
    HoldsView {
        player,
        name: game.name(player).to_string(),
        count,
        title,
        known,
        offered,
        sum,
        not_a_total,
    }
}

/// What is being typed or tapped at the hand's end and not yet entered, in words (`Ben: 7
/// pips`): of several, the one changed last, which Undo takes back first.
pub(super) fn holds_typed(game: &MatchState, holds: &[HoldsEntry], i18n: &I18n) -> Option<String> {
    let latest = crate::app::table::holds::latest_typed(holds)?;
    let entry = &holds[latest];
    let player = game.name(Seat(latest));
    let what = match entry.pips.trim().parse::<i64>() {
        Ok(pips) => i18n.tr("holds-sum", &[("pips", Arg::N(pips))]),
        Err(_) => i18n.tr("tiles-n", &[("n", Arg::N(entry.tiles.len() as i64))]),
    };
    Some(format!("{player}: {what}"))
}
