//! Practice mode: the coach panel's view-only state and what it shows.
//!
//! [`CoachView`] holds whether the panel is on (off by default), whose hand it weighs, and the
//! tiles each player has entered privately in the panel's own picker. It is part of the
//! [`ViewState`](super::ViewState): never saved, never an event of the match log. [`Coaching`]
//! is what the panel shows for a match state, computed by the engine's coach
//! ([`crate::engine::coach`]: exact odds over the tiles the viewer has not seen).

pub(crate) mod page;
pub(crate) mod panel;

use crate::engine::Seat;
use crate::engine::coach::{
    self, Advice, CoachError, DominoOutlook, Reply, Scoring, check_hand, domino_outlook,
};
use crate::engine::{MatchState, Tile};

/// The coach panel's state: only the screen holds it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CoachView {
    /// Whether practice mode is on (the panel is shown). Off by default.
    pub on: bool,
    /// Whose hand the panel weighs; `None` follows the turn (the player to move).
    pub viewer: Option<Seat>,
    /// Whether the private picker stays open although the hand is complete (to change a tile).
    pub editing: bool,
    /// The tiles entered for each player, in the order tapped. A tile that reaches the table
    /// leaves the hand ([`CoachView::hand`]) and comes back if the placement is undone.
    entered: Vec<Vec<Tile>>,
    /// The hand (deal) the entries belong to: a new deal clears them.
    deal: Option<u32>,
}

impl CoachView {
    /// Fits the entries to a new state of the match: one list per player; all cleared when
    /// another hand is dealt (or undone back into); a fixed viewer who is no longer a player
    /// follows the turn again.
    pub fn fit(&mut self, game: Option<&MatchState>) {
        let players = game.map_or(0, |g| g.setup().players.len());
        let deal = game.and_then(MatchState::hand).map(|h| h.number);
        if self.entered.len() != players || self.deal != deal {
            self.entered = vec![Vec::new(); players];
            self.deal = deal;
            self.editing = false;
        }
        if self.viewer.is_some_and(|v| v.index() >= players) {
            self.viewer = None;
        }
    }

    /// The player whose hand is weighed in `game`: the chosen one, or the player to move
    /// (`None` when nobody is to move, e.g. anyone may lead and nobody is chosen).
    #[must_use]
    pub fn viewer_in(&self, game: &MatchState) -> Option<Seat> {
        let players = game.setup().players.len();
        self.viewer
            .or_else(|| game.hand().and_then(|h| h.turn))
            .filter(|&p| p.index() < players)
    }

    /// `player`'s hand as entered, less the tiles now on the table, in chart order.
    #[must_use]
    pub fn hand(&self, game: &MatchState, player: Seat) -> Vec<Tile> {
        let layout = game.hand().map(|h| &h.layout);
        let mut hand: Vec<Tile> = self
            .entered
            .get(player.index())
            .into_iter()
            .flatten()
            .copied()
            .filter(|t| layout.is_none_or(|l| !l.contains(*t)))
            .collect();
        hand.sort();
        hand
    }

    /// Puts `tile` into `player`'s hand, or takes it out if it is there. Tiles on the table and
    /// players out of range are ignored: the entries never hold a tile twice.
    pub fn toggle(&mut self, game: &MatchState, player: Seat, tile: Tile) {
        let on_table = game.hand().is_some_and(|h| h.layout.contains(tile));
        self.toggle_beside(on_table, player, tile);
    }

    /// [`CoachView::toggle`] of `tile`, which is on the table when `on_table` (then it is only
    /// taken out, never put in): what the panel taps, from what its page says.
    pub fn toggle_beside(&mut self, on_table: bool, player: Seat, tile: Tile) {
        let Some(entered) = self.entered.get_mut(player.index()) else {
            return;
        };
        if let Some(i) = entered.iter().position(|&t| t == tile) {
            entered.remove(i);
        } else if !on_table {
            entered.push(tile);
        }
    }

    /// Empties `player`'s hand.
    pub fn clear(&mut self, player: Seat) {
        if let Some(entered) = self.entered.get_mut(player.index()) {
            entered.clear();
        }
    }
}

/// Tiles in the viewer's hand from which the panel says what dominoing would earn: the card's
/// third example weighs it "near the end of a hand".
pub const DOMINO_NEAR: u8 = 3;

/// What the coach panel shows for a match state and a viewer's entered hand.
#[derive(Clone, Debug, PartialEq)]
pub struct Coaching {
    /// The player whose hand is weighed (see [`CoachView::viewer_in`]).
    pub viewer: Option<Seat>,
    /// Their hand as entered (tiles on the table left out), chart order.
    pub hand: Vec<Tile>,
    /// The tiles the viewer has not seen that score now, best first, with their best points
    /// (match scale; RULES.md §3, §5). Empty when no hand is being played.
    pub scoring_now: Vec<Scoring>,
    /// Every legal play of the hand, best net value first ([`coach::rank`]), or why the plays
    /// cannot be weighed: the hand is incomplete ([`CoachError::Count`]), it is another player's
    /// turn, no hand is in play.
    pub plays: Result<Vec<Advice>, CoachError>,
    /// What the other hands hold on average and what dominoing now would earn (the rules card's
    /// third example), once the hand is complete and near its end (the viewer holds
    /// [`DOMINO_NEAR`] tiles or fewer).
    pub domino: Option<DominoOutlook>,
    /// What the last placement left for the player now to move, seen by a spectator (28 less the
    /// table), with who placed it: the view a replay has of every placement.
    pub last_left: Option<(Seat, Tile, Reply)>,
}

impl Coaching {
    /// What the panel shows for `game` with `view`'s entries.
    #[must_use]
    pub fn of(game: &MatchState, view: &CoachView) -> Coaching {
        let viewer = view.viewer_in(game);
        let hand = viewer.map_or_else(Vec::new, |v| view.hand(game, v));
        let scoring_now = coach::scoring_now(game, &hand);
        let plays = match viewer {
            Some(v) => coach::rank(game, v, &hand),
            None => check_hand(game, Seat::FIRST, &hand).map(|_| Vec::new()),
        };
        let domino = viewer
            .filter(|_| plays.is_ok() && hand.len() <= usize::from(DOMINO_NEAR))
            .and_then(|v| domino_outlook(game, v, &hand).ok());
        let last_left = game.hand().and_then(|h| {
            let play = h.last_play.as_ref()?;
            Some((play.player, play.tile, coach::left_for_next(game)?))
        });
        Coaching {
            viewer,
            hand,
            scoring_now,
            plays,
            domino,
            last_left,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::record::replay;

    fn t(s: &str) -> Tile {
        s.parse().unwrap()
    }

    fn position(record: &str) -> MatchState {
        let replayed = replay(record);
        assert_eq!(replayed.problems, vec![], "{record}");
        replayed.game.unwrap()
    }

    /// The rules card's first example: Ana led [2-4], Ben played [4-5]; Ana to move.
    const FIRST: &str = "variant: all-fives\nplayers: Ana, Ben\n\nhand\n\
        Ana: 2-4 = 0\nBen: 4-5 on 2-4 = 0\n";
    const FIRST_HAND: [&str; 8] = ["2-5", "3-5", "0-0", "1-1", "1-3", "3-4", "4-6", "6-6"];

    #[test]
    fn the_card_first_example_ranks_3_5_first_once_the_hand_is_complete() {
        let game = position(FIRST);
        let mut view = CoachView::default();
        view.fit(Some(&game));
        assert!(!view.on, "practice mode is off by default");
        assert_eq!(view.viewer_in(&game), Some(Seat(0)), "Ana is to move");
        for tile in &FIRST_HAND[..7] {
            view.toggle(&game, Seat(0), t(tile));
        }
        let partial = Coaching::of(&game, &view);
        assert_eq!(
            partial.plays,
            Err(CoachError::Count {
                name: "Ana".into(),
                has: 8,
                given: 7
            })
        );
        assert!(partial.domino.is_none());
        view.toggle(&game, Seat(0), t(FIRST_HAND[7]));
        let full = Coaching::of(&game, &view);
        let plays = full.plays.unwrap();
        let best: Vec<(Tile, Option<Tile>, i32)> =
            plays.iter().map(|a| (a.tile, a.on(), a.now)).collect();
        assert_eq!(
            best,
            vec![
                (t("5-3"), Some(t("4-5")), 5),
                (t("2-5"), Some(t("2-4")), 10),
                (t("5-2"), Some(t("4-5")), 0),
            ]
        );
        assert_eq!(format!("{:.3}", plays[1].p_reply), "0.706");
        // Ana sees her eight tiles and the table: of the 18 others only [0-2] scores now, on the
        // 2 (0 + 5 = 5); [2-5] and [3-5] would too, but they are hers.
        let now: Vec<(Tile, i32)> = full
            .scoring_now
            .iter()
            .map(|s| (s.tile, s.points))
            .collect();
        assert_eq!(now, vec![(t("2-0"), 5)]);
        // Ben's [4-5] left Ana, to a spectator: 26 unseen tiles, 8 in Ana's hand.
        let (placer, tile, left) = full.last_left.unwrap();
        assert_eq!((placer, tile), (Seat(1), t("4-5")));
        assert_eq!(
            (left.hand_size, left.unseen, left.player),
            (8, 26, Some(Seat(0)))
        );
    }

    #[test]
    fn placed_tiles_leave_the_hand_and_undo_brings_them_back() {
        let game = position(FIRST);
        let mut view = CoachView::default();
        view.fit(Some(&game));
        view.toggle(&game, Seat(0), t("3-5"));
        view.toggle(&game, Seat(0), t("2-4")); // on the table: ignored
        assert_eq!(view.hand(&game, Seat(0)), vec![t("3-5")]);
        let after = position(&format!("{FIRST}Ana: 3-5 on 4-5 = 5\n"));
        view.fit(Some(&after));
        assert_eq!(view.hand(&after, Seat(0)), vec![]);
        view.fit(Some(&game));
        assert_eq!(
            view.hand(&game, Seat(0)),
            vec![t("3-5")],
            "undone: back in hand"
        );
        // Tapping again takes it out; a new deal clears every hand.
        view.toggle(&game, Seat(0), t("3-5"));
        assert_eq!(view.hand(&game, Seat(0)), vec![]);
        view.toggle(&game, Seat(1), t("6-6"));
        assert_eq!(view.hand(&game, Seat(1)), vec![t("6-6")]);
        let no_hand = position("variant: all-fives\nplayers: Ana, Ben\n");
        view.fit(Some(&no_hand));
        view.fit(Some(&game));
        assert_eq!(
            view.hand(&game, Seat(1)),
            vec![],
            "another deal: entries cleared"
        );
    }

    #[test]
    fn a_fixed_viewer_waits_for_their_turn() {
        let game = position(FIRST);
        let mut view = CoachView {
            viewer: Some(Seat(1)),
            ..CoachView::default()
        };
        view.fit(Some(&game));
        let coaching = Coaching::of(&game, &view);
        assert_eq!(coaching.viewer, Some(Seat(1)));
        assert_eq!(
            coaching.plays,
            Err(CoachError::NotToMove {
                expected: "Ana".into(),
                got: "Ben".into()
            })
        );
        // Ben's view: 28 less the table; [0-5] is not seen, but it scores nothing now.
        view.toggle(&game, Seat(1), t("0-0"));
        let coaching = Coaching::of(&game, &view);
        assert_eq!(coaching.hand, vec![t("0-0")]);
        // A viewer beyond the players follows the turn again.
        view.viewer = Some(Seat(7));
        view.fit(Some(&game));
        assert_eq!(view.viewer_in(&game), Some(Seat(0)));
    }
}
