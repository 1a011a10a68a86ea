//! [`CoachPage`]: what the coach panel draws, computed from the match state once per frame while
//! practice mode is on — the engine's coach results ([`Coaching`]) and every word and fact of
//! the match the panel shows with them (names, whose hand, the tiles on the table). The panel
//! draws this and never reads the match.

use crate::app::coach::{CoachView, Coaching};
use crate::app::i18n::{Arg, I18n};
use crate::app::text;
use crate::engine::{MatchState, Seat, Tile};

/// How many replies a play's line lists before `+N`.
pub const REPLIES_SHOWN: usize = 6;

/// What the coach panel draws, in one language.
#[derive(Clone, Debug, PartialEq)]
pub struct CoachPage {
    /// The engine's coach results for the viewer's entered hand.
    pub coaching: Coaching,
    /// Every player, in seat order: whose hand the panel may weigh.
    pub seated: Vec<(Seat, String)>,
    /// The choice that follows the turn: `Follow the turn (Ana)`.
    pub follow: String,
    /// Who placed the last placement while its muggins window is open (the count may be
    /// hidden until they announce, RULES.md §6).
    pub placer: Option<String>,
    /// What the last placement left for the player now to move, in words and in numbers (the
    /// numbers on hover).
    pub left: Option<(String, String)>,
    /// A hand is being played (dealt and not over): the private hand can be entered.
    pub hand_open: bool,
    /// The viewer's name, when a hand is weighed.
    pub viewer_name: Option<String>,
    /// How many tiles the viewer holds in the hand in play (0 without a hand).
    pub holds: u8,
    /// The tiles on the table (they cannot be entered into a hand).
    pub on_table: Vec<Tile>,
    /// For each ranked play, in order: what its numbers mean (its numbers are on hover) and its
    /// replies, as a player would say them.
    pub play_words: Vec<(String, String)>,
    /// The best play leaves the viewer's partner to reply: `Ben is Ana's partner …`.
    pub partner: Option<String>,
    /// What dominoing would earn, near the end of a hand.
    pub domino: Option<String>,
}

impl CoachPage {
    /// What the coach panel draws for `game` with `view`'s entries, in `i18n`'s words.
    #[must_use]
    pub fn of(game: &MatchState, view: &CoachView, i18n: &I18n) -> CoachPage {
        let coaching = Coaching::of(game, view);
        let hand = game.hand();
        let follow = match hand.and_then(|h| h.turn) {
            Some(p) => i18n.tr("coach-follow-turn", &[("name", Arg::S(game.name(p)))]),
            None => i18n.t("coach-follow-turn-none"),
        };
        let placer = hand
            .and_then(|h| h.pending.as_ref())
            .map(|p| game.name(p.player).to_string());
        let left = coaching.last_left.as_ref().map(|(placer, tile, reply)| {
            (
                text::left_for_next_text(i18n, game, *placer, *tile, reply),
                text::left_for_next_numbers(i18n, game, *placer, *tile, reply),
            )
        });
        let viewer = coaching.viewer;
        let advice = coaching.plays.as_deref().unwrap_or_default();
        let play_words = advice
            .iter()
            .map(|a| {
                (
                    text::play_words(i18n, game, a),
                    text::coach_replies_text(i18n, game, &a.reply, REPLIES_SHOWN),
                )
            })
            .collect();
        let partner = advice.first().and_then(|a| {
            let next = a.reply.player.filter(|_| a.reply.partner)?;
            let viewer = viewer?;
            Some(i18n.tr(
                "coach-partner",
                &[
                    ("next", Arg::S(game.name(next))),
                    ("name", Arg::S(game.name(viewer))),
                ],
            ))
        });
        let domino = viewer
            .zip(coaching.domino.as_ref())
            .map(|(v, outlook)| text::domino_text(i18n, game, v, outlook));
        CoachPage {
            seated: game
                .setup()
                .seated()
                .map(|(p, name)| (p, name.clone()))
                .collect(),
            follow,
            placer,
            left,
            hand_open: hand.is_some_and(|h| h.end.is_none()),
            viewer_name: viewer.map(|v| game.name(v).to_string()),
            holds: hand.zip(viewer).map_or(0, |(h, v)| h.tiles[v]),
            on_table: Tile::all()
                .filter(|&t| hand.is_some_and(|h| h.layout.contains(t)))
                .collect(),
            play_words,
            partner,
            domino,
            coaching,
        }
    }

    /// The name of the player in `seat`, as the panel says it.
    #[must_use]
    pub fn name(&self, seat: Seat) -> &str {
        self.seated
            .iter()
            .find(|(p, _)| *p == seat)
            .map_or("", |(_, name)| name)
    }
}
