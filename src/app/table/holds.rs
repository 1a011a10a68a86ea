//! What the end-of-hand dialog can know about the tiles left in hand (RULES.md §4), so that it
//! never asks the table for what the app already knows and never takes a total the tiles cannot
//! make:
//!
//! - [`known_tiles`]: with nothing left in the boneyard, once every other player still holding
//!   tiles has shown them, the last player's tiles are the ones not seen.
//! - [`latest_refusal`]: what the entries filled in so far show, given to the engine in the order
//!   the table typed them, and the latest refused (RECORD.md "End of hand": a total the tiles
//!   cannot make together with the others, with the totals they can; or one that is not a
//!   number), live as the totals are typed: one refusal at a time, the newest.
//!
//! Pure: the state of the match and the entries being filled in.

use crate::engine::Seat;
use crate::engine::{Event, EventError, Holds, MatchState, Tile};

/// What one player shows at the end of a hand, being entered (RULES.md §4).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HoldsEntry {
    /// Tiles tapped.
    pub tiles: Vec<Tile>,
    /// Or a typed pip total.
    pub pips: String,
    /// Whether the app filled the tiles in (every other tile not on the table is shown): the
    /// dialog says so for this player only, not for one whose tiles were tapped.
    pub filled_in: bool,
    /// Whether the table has finished this entry (Enter after a total, or every tile tapped):
    /// the app then enters it in the match, as the player's `HandRevealed`, when the engine
    /// takes it.
    pub entered: bool,
    /// When the table last changed this entry, counted over the hand's entries (0: never, or
    /// filled in by the app): of the refusals of several entries, the dialog says the latest.
    pub edited: u32,
}

impl HoldsEntry {
    /// Whether the table is typing or tapping this entry: a pip total or tiles, neither filled in
    /// by the app nor entered in the match yet (an entered one leaves the dialog's entries).
    #[must_use]
    pub fn being_typed(&self) -> bool {
        !self.filled_in && (!self.pips.trim().is_empty() || !self.tiles.is_empty())
    }

    /// Whether a total is typed that is not a whole number (`1x`).
    #[must_use]
    pub fn not_a_total(&self) -> bool {
        let typed = self.pips.trim();
        !typed.is_empty() && typed.parse::<u32>().is_err()
    }

    /// The holds this entry describes, once complete for a player with `count` tiles: all
    /// their tiles tapped, or a pip total typed (the engine rules on the total).
    #[must_use]
    pub fn holds(&self, count: u8) -> Option<Holds> {
        if count == 0 {
            return Some(Holds::Tiles(Vec::new()));
        }
        let typed = self.pips.trim();
        if !typed.is_empty() {
            return typed.parse::<u32>().ok().map(Holds::Pips);
        }
        // Too many tiles go to the engine, which says how many the player holds.
        (self.tiles.len() >= usize::from(count)).then(|| Holds::Tiles(self.tiles.clone()))
    }
}

/// The events that would settle the finished hand from the entries: what each needed player
/// holds, then the tally (RULES.md §4; [`MatchState::settling_events`]); `None` while an entry
/// is incomplete.
#[must_use]
pub fn settle_events(game: &MatchState, holds: &[HoldsEntry]) -> Option<Vec<Event>> {
    let hand = game.hand()?;
    game.settling_events(|player| holds.get(player.index())?.holds(hand.tiles[player]))
}

/// The state after settling with the entries: `None` while they are incomplete, the engine's
/// refusal when they break the rules (a pip total too large for the tiles).
#[must_use]
pub fn settled_preview(
    game: &MatchState,
    holds: &[HoldsEntry],
) -> Option<Result<MatchState, EventError>> {
    let mut after = game.clone();
    for event in settle_events(game, holds)? {
        if let Err(e) = after.apply(&event) {
            return Some(Err(e));
        }
    }
    Some(Ok(after))
}

/// The tiles `player` could hold: not on the table, not revealed or tapped for another player.
#[must_use]
pub fn unseen_by(game: &MatchState, entries: &[HoldsEntry], player: Seat) -> Vec<Tile> {
    let Some(hand) = game.hand() else {
        return Vec::new();
    };
    let mut seen: Vec<Tile> = Vec::new();
    for (p, holds) in hand.holds.iter().enumerate() {
        if Seat(p) != player
            && let Some(tiles) = holds.and_then(|shown| shown.tiles)
        {
            seen.extend(tiles);
        }
    }
    for (p, entry) in entries.iter().enumerate() {
        if Seat(p) != player {
            seen.extend(&entry.tiles);
        }
    }
    Tile::all()
        .filter(|t| !hand.layout.contains(*t) && !seen.contains(t))
        .collect()
}

/// The tiles `player` must hold, when the app knows them: the boneyard is empty (a reserve stays
/// face down, so then it does not know), every other player still holding tiles has shown each
/// one (revealed, or all tapped in their entry), and the tiles not seen are as many as the
/// player holds.
#[must_use]
pub fn known_tiles(game: &MatchState, entries: &[HoldsEntry], player: Seat) -> Option<Vec<Tile>> {
    let hand = game.hand()?;
    if hand.boneyard > 0 || hand.tiles.get(player.index()).is_none_or(|&n| n == 0) {
        return None;
    }
    let shown = |p: Seat| {
        hand.tiles[p] == 0
            || hand.holds[p].is_some_and(|shown| shown.tiles.is_some())
            || entries.get(p.index()).is_some_and(|e| {
                e.pips.trim().is_empty() && e.tiles.len() == usize::from(hand.tiles[p])
            })
    };
    if !Seat::all(hand.tiles.len())
        .filter(|&p| p != player)
        .all(shown)
    {
        return None;
    }
    let unseen = unseen_by(game, entries, player);
    (unseen.len() == usize::from(hand.tiles[player])).then_some(unseen)
}

/// The entry being typed (its index in `entries`) that the table changed last, the latest in
/// seat order among those changed alike: what Undo takes back first, and names.
#[must_use]
pub fn latest_typed(entries: &[HoldsEntry]) -> Option<usize> {
    entries
        .iter()
        .enumerate()
        .filter(|(_, e)| e.being_typed())
        .max_by_key(|&(i, e)| (e.edited, i))
        .map(|(i, _)| i)
}

/// Marks `player`'s entry in `entries` as the one the table changed last.
pub fn touch(entries: &mut [HoldsEntry], player: Seat) {
    let next = entries.iter().map(|e| e.edited).max().unwrap_or(0) + 1;
    if let Some(entry) = entries.get_mut(player.index()) {
        entry.edited = next;
    }
}

/// Why an entry cannot be taken as typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refused {
    /// What is typed is not a whole number.
    NotATotal,
    /// The engine refuses it, in its terms.
    Engine(EventError),
}

/// The refusal the end-of-hand dialog says, with its player: of every entry refused, the one the
/// table changed last (a newer refusal replaces an older one, never stands beside it). Each
/// complete entry of a player the settlement needs goes to the engine in the order the table
/// changed them (seat order among those never changed), each checked together with those before
/// it; an incomplete one is left out, as if not shown yet, and one typed that is not a number is
/// refused as such. `None` while nothing is refused.
#[must_use]
pub fn latest_refusal(game: &MatchState, entries: &[HoldsEntry]) -> Option<(Seat, Refused)> {
    let hand = game.hand()?;
    let edited = |p: Seat| entries.get(p.index()).map_or(0, |e| e.edited);
    let mut order = game.missing_holds();
    order.sort_by_key(|&p| edited(p));
    let mut after = game.clone();
    let mut latest: Option<(Seat, Refused)> = None;
    for player in order {
        let Some(entry) = entries.get(player.index()) else {
            continue;
        };
        let refused = if entry.not_a_total() {
            Some(Refused::NotATotal)
        } else {
            entry.holds(hand.tiles[player]).and_then(|holds| {
                after
                    .apply(&Event::HandRevealed { player, holds })
                    .err()
                    .map(Refused::Engine)
            })
        };
        if let Some(refused) = refused
            && latest
                .as_ref()
                .is_none_or(|(earlier, _)| edited(player) > edited(*earlier))
        {
            latest = Some((player, refused));
        }
    }
    latest
}

/// The engine's refusal the dialog says, with its player ([`latest_refusal`]): `None` while the
/// engine takes every entry, or while the latest refusal is of a total that is not a number.
/// The refusal says why in the engine's terms: a total above 12 pips a tile, or one that cannot
/// be met together with the totals before it (with the totals it could be).
#[must_use]
pub fn refusal(game: &MatchState, entries: &[HoldsEntry]) -> Option<(Seat, EventError)> {
    match latest_refusal(game, entries)? {
        (player, Refused::Engine(why)) => Some((player, why)),
        (_, Refused::NotATotal) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Deal, Event, HoldsError, MatchLog, Setup, Variant};

    fn t(s: &str) -> Tile {
        s.parse().unwrap()
    }

    /// Muggins (no spinner) for two, 14 tiles each so nothing is left to draw: Ana leads and
    /// each tile goes on the one before it, so Ana dominoes with her 14th.
    fn chain(tiles: &[&str]) -> MatchState {
        let mut setup = Setup::new(vec!["Ana".into(), "Ben".into()], Variant::Muggins);
        setup.rules.deal = Deal::Each(14);
        setup.rules.muggins = crate::engine::MugginsRule::Off;
        let mut log = MatchLog::new(setup).unwrap();
        log.push(Event::HandStarted {
            leader: Some(Seat(0)),
        })
        .unwrap();
        for (i, tile) in tiles.iter().enumerate() {
            log.push(Event::TilePlaced {
                player: Seat(i % 2),
                tile: t(tile),
                on: i.checked_sub(1).map(|j| t(tiles[j])),
            })
            .unwrap();
        }
        log.state().unwrap()
    }

    fn typed(pips: &str) -> Vec<HoldsEntry> {
        vec![
            HoldsEntry::default(),
            HoldsEntry {
                pips: pips.into(),
                ..HoldsEntry::default()
            },
        ]
    }

    #[test]
    fn with_an_empty_boneyard_the_last_holder_holds_every_tile_not_on_the_table() {
        let line = [
            "0-0", "0-1", "1-1", "1-2", "2-2", "2-3", "3-3", "3-4", "4-4", "4-5", "5-5", "5-6",
            "6-6", "6-0", "0-2", "2-4", "4-6", "6-1", "1-3", "3-5", "5-0", "0-3", "3-6", "6-2",
            "2-5", "5-1", "1-4",
        ];
        // 27 tiles placed: Ana places 14 (the 1st, 3rd, …) and dominoes; Ben holds [0-4].
        let game = chain(&line);
        assert_eq!(game.missing_holds(), vec![Seat(1)]);
        let entries = vec![HoldsEntry::default(); 2];
        assert_eq!(known_tiles(&game, &entries, Seat(1)), Some(vec![t("0-4")]));
        // Ben's [0-4] is 4 pips: a typed 9 is refused, 4 is fine; 13 is more than one tile
        // holds, which the engine refuses in those words.
        let must_hold = HoldsError::CannotHold {
            name: "Ben".into(),
            has: 1,
            pips: 9,
            totals: vec![4],
            rest_shown: true,
        };
        assert_eq!(
            refusal(&game, &typed("9")),
            Some((Seat(1), EventError::Holds(must_hold)))
        );
        let too_many = HoldsError::TooManyPips {
            name: "Ben".into(),
            has: 1,
            pips: 13,
            most: Some(4),
        };
        assert_eq!(
            refusal(&game, &typed("13")),
            Some((Seat(1), EventError::Holds(too_many)))
        );
        assert_eq!(refusal(&game, &typed("4")), None);
        assert_eq!(refusal(&game, &typed("")), None, "nothing typed yet");
    }

    #[test]
    fn with_tiles_left_to_draw_a_total_is_checked_against_what_n_tiles_can_make() {
        // One tile each: Ana leads [6-6] and dominoes at once.
        let mut setup = Setup::new(vec!["Ana".into(), "Ben".into()], Variant::AllFives);
        setup.rules.deal = Deal::Each(1);
        let mut log = MatchLog::new(setup).unwrap();
        log.push(Event::HandStarted {
            leader: Some(Seat(0)),
        })
        .unwrap();
        log.push(Event::TilePlaced {
            player: Seat(0),
            tile: t("6-6"),
            on: None,
        })
        .unwrap();
        let game = log.state().unwrap();
        // Ana dominoed with one tile each; Ben's one tile is any of the other 27: 0 to 11 pips.
        assert_eq!(
            known_tiles(&game, &typed(""), Seat(1)),
            None,
            "26 in the boneyard"
        );
        assert_eq!(refusal(&game, &typed("11")), None);
        let cannot = HoldsError::CannotHold {
            name: "Ben".into(),
            has: 1,
            pips: 12,
            totals: (0..=11).collect(),
            rest_shown: false,
        };
        assert_eq!(
            refusal(&game, &typed("12")),
            Some((Seat(1), EventError::Holds(cannot))),
            "[6-6] is on the table"
        );
    }
}
