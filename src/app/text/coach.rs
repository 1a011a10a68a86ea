//! Engine values of the coach in words: the plays of practice mode, what a placement
//! left for the next player (also for a replay), the dominoing outlook, the coach's refusals;
//! numbers rounded as `allfives coach` prints them, with the language's decimal mark.

use crate::app::i18n::{Arg, I18n};
use crate::app::text::place_text;
use crate::engine::Seat;
use crate::engine::coach::{Advice, CoachError, DominoOutlook, Reply};
use crate::engine::{MatchState, Tile};

/// A tile by its name in the chart and the picker, low half first: `[3-5]`.
#[must_use]
pub fn chart_name(tile: Tile) -> String {
    format!("[{}-{}]", tile.low(), tile.high())
}

/// A play of the coach's list: `[3-5] on 5`, a lead `[5-5] lead`; with `detailed`, the end named
/// as in the choice of ends (`[3-5] on 5 — end of [4-5]`), for a tile that fits two ends
/// showing the same pips.
#[must_use]
pub fn coach_play_text(i18n: &I18n, advice: &Advice, detailed: bool) -> String {
    let tile = Arg::S(&chart_name(advice.tile));
    match advice.on() {
        None => i18n.tr("coach-play-lead", &[("tile", tile)]),
        Some(_) if detailed => {
            let place = place_text(i18n, &advice.place);
            i18n.tr(
                "coach-play-at",
                &[("tile", tile), ("place", Arg::S(&place))],
            )
        }
        Some(_) => {
            let pips = Arg::N(i64::from(advice.place.pips));
            i18n.tr("coach-play-on", &[("tile", tile), ("pips", pips)])
        }
    }
}

/// What a layout leaves for the next player, in words: the tiles that would score in reply with
/// their points (`Ben can reply: [5-5] 15 · [0-5] 5`), or that none would, or that nobody
/// replies (the play ends the hand). At most `shown` tiles are listed, then `+N`.
#[must_use]
pub fn coach_replies_text(i18n: &I18n, game: &MatchState, reply: &Reply, shown: usize) -> String {
    let Some(next) = reply.player else {
        return i18n.t("coach-nobody-replies");
    };
    let next = Arg::S(game.name(next));
    if reply.scoring.is_empty() {
        return i18n.tr("coach-no-reply", &[("next", next)]);
    }
    let mut list: Vec<String> = reply
        .scoring
        .iter()
        .take(shown)
        .map(|s| format!("{} {}", chart_name(s.tile), s.points))
        .collect();
    if reply.scoring.len() > shown {
        list.push(format!("+{}", reply.scoring.len() - shown));
    }
    let list = list.join(" · ");
    i18n.tr("coach-replies", &[("next", next), ("list", Arg::S(&list))])
}

/// `p` as a player says a chance: `k` times in `d`, the first `d` of 2, 3, 4, 5 whose fraction
/// is within 0.025 of `p`, else tenths.
fn times_in(p: f64) -> (i64, i64) {
    [2, 3, 4, 5]
        .into_iter()
        .map(|d| ((p * d as f64).round() as i64, d))
        .find(|&(k, d)| (k as f64 / d as f64 - p).abs() <= 0.025)
        .unwrap_or(((p * 10.0).round() as i64, 10))
}

/// What the next player can do after a play, as a player would say it, from the exact odds
/// ([`Reply::probability`], [`Reply::expected`], match scale): `Ben can score after it about 1
/// time in 3, 1.6 points on average`; `None` when nobody replies (the play ends the hand). The
/// coach panel's plays and what a placement left (the panel, a replay) all say it this way.
#[must_use]
pub fn reply_words(i18n: &I18n, game: &MatchState, reply: &Reply) -> Option<String> {
    let next = Arg::S(game.name(reply.player?));
    let p = reply.probability();
    let points = Arg::D(reply.expected(), 1);
    Some(if reply.scoring.is_empty() || p <= 0.0 {
        i18n.tr("coach-odds-none", &[("next", next)])
    } else if p >= 0.95 {
        i18n.tr("coach-odds-always", &[("next", next), ("reply", points)])
    } else if p < 0.05 {
        i18n.tr("coach-odds-rare", &[("next", next), ("reply", points)])
    } else {
        let (k, d) = times_in(p);
        i18n.tr(
            "coach-odds",
            &[
                ("next", next),
                ("k", Arg::N(k.max(1))),
                ("d", Arg::N(d)),
                ("reply", points),
            ],
        )
    })
}

/// A play of the coach's list in words: what it leaves the next player ([`reply_words`]) and
/// what it nets (`this play nets 3.4`, points now less the expected reply, or plus a partner's;
/// match scale).
#[must_use]
pub fn play_words(i18n: &I18n, game: &MatchState, advice: &Advice) -> String {
    let net = Arg::S(&signed_decimal(i18n, advice.net, 1));
    match reply_words(i18n, game, &advice.reply) {
        Some(odds) => i18n.tr("coach-play-words", &[("odds", Arg::S(&odds)), ("net", net)]),
        None => i18n.tr("coach-play-words-last", &[("net", net)]),
    }
}

/// The numbers behind [`play_words`], as `allfives coach` prints them, for those who want
/// them (on hover): `P 0.316 · reply 1.58 · net 3.42`.
#[must_use]
pub fn play_numbers(i18n: &I18n, advice: &Advice) -> String {
    i18n.tr(
        "coach-play-numbers",
        &[
            ("p", Arg::D(advice.p_reply, 3)),
            ("reply", Arg::D(advice.expected_reply, 2)),
            ("net", Arg::S(&signed_decimal(i18n, advice.net, 2))),
        ],
    )
}

/// A decimal as the language writes it, below zero with a true minus sign (`−2.2`).
fn signed_decimal(i18n: &I18n, value: f64, decimals: usize) -> String {
    crate::app::text::history::with_minus(i18n.decimal(value, decimals))
}

/// What `placer`'s placement of `tile` left for the next player, in words, for the coach panel
/// and a replay ([`crate::engine::coach::left_by`]): `Ana's [5-5] left Ben: Ben can score
/// after it about 1 time in 3, 3.3 points on average`, said to be an onlooker's count (every
/// tile off the table, the placer's own included: why it differs from the same play's line
/// before it was made, which left out the viewer's hand). The numbers are
/// [`left_for_next_numbers`].
#[must_use]
pub fn left_for_next_text(
    i18n: &I18n,
    game: &MatchState,
    placer: Seat,
    tile: Tile,
    reply: &Reply,
) -> String {
    let odds = reply_words(i18n, game, reply).unwrap_or_else(|| i18n.t("coach-nobody-replies"));
    let next = reply.player.map_or("", |p| game.name(p));
    i18n.tr(
        "coach-left-words",
        &[
            ("placer", Arg::S(game.name(placer))),
            ("next", Arg::S(next)),
            ("tile", Arg::S(&chart_name(tile))),
            ("odds", Arg::S(&odds)),
        ],
    )
}

/// The numbers of [`left_for_next_text`]: `Ben's [4-5] left Ana: P 0.031 · reply 0.15`,
/// P with three decimals and the expected reply (match scale) with two, as `allfives coach`
/// prints them; in Kreyòl with a decimal comma (`P 0,031 · repons 0,15`).
#[must_use]
pub fn left_for_next_numbers(
    i18n: &I18n,
    game: &MatchState,
    placer: Seat,
    tile: Tile,
    reply: &Reply,
) -> String {
    let next = reply.player.map_or("", |p| game.name(p));
    i18n.tr(
        "coach-left",
        &[
            ("placer", Arg::S(game.name(placer))),
            ("tile", Arg::S(&chart_name(tile))),
            ("next", Arg::S(next)),
            ("p", Arg::D(reply.probability(), 3)),
            ("reply", Arg::D(reply.expected(), 2)),
        ],
    )
}

/// What dominoing now would earn `viewer` if every other hand held its expected pips (the rules
/// card's third example): `If Ana dominoes now: Ben ≈ 23.5 pips → 25` (pips raw, the award in
/// the match's scale, rounded as the settlement rounds: RULES.md §4).
#[must_use]
pub fn domino_text(
    i18n: &I18n,
    game: &MatchState,
    viewer: Seat,
    outlook: &DominoOutlook,
) -> String {
    let hands: Vec<String> = outlook
        .hands
        .iter()
        .filter(|h| !h.partner)
        .map(|h| {
            let pips = Arg::D(h.expected, 1);
            let name = Arg::S(game.name(h.player));
            i18n.tr("coach-hand-pips", &[("name", name), ("pips", pips)])
        })
        .collect();
    i18n.tr(
        "coach-domino",
        &[
            ("name", Arg::S(game.name(viewer))),
            ("hands", Arg::S(&hands.join(", "))),
            ("award", Arg::N(i64::from(outlook.award))),
        ],
    )
}

/// Why the coach cannot weigh the plays of the entered hand, in the UI's language.
#[must_use]
pub fn coach_error_text(i18n: &I18n, error: &CoachError) -> String {
    match error {
        CoachError::UnknownPlayer(n) => {
            i18n.tr("err-unknown-player", &[("n", Arg::N(n.index() as i64 + 1))])
        }
        CoachError::MatchOver { winner } => {
            i18n.tr("err-match-over", &[("winner", Arg::S(winner))])
        }
        CoachError::NoHand | CoachError::HandOver => i18n.t("coach-no-hand"),
        CoachError::NotToMove { expected, got } => i18n.tr(
            "coach-wait-turn",
            &[("expected", Arg::S(expected)), ("name", Arg::S(got))],
        ),
        CoachError::OnTable(tile) => {
            i18n.tr("holds-on-table", &[("tile", Arg::S(&tile.to_string()))])
        }
        CoachError::ListedTwice(tile) => {
            i18n.tr("holds-listed-twice", &[("tile", Arg::S(&tile.to_string()))])
        }
        CoachError::Count { name, has, given } => i18n.tr(
            "coach-count",
            &[
                ("name", Arg::S(name)),
                ("has", Arg::N(i64::from(*has))),
                ("given", Arg::N(*given as i64)),
            ],
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::i18n::Lang;
    use crate::engine::coach::fixed;
    use crate::engine::coach::{left_by, rank};
    use crate::engine::record::replay;
    use crate::engine::{Event, Setup, Variant};

    fn t(s: &str) -> Tile {
        s.parse().unwrap()
    }

    #[test]
    fn numbers_as_allfives_coach_prints_them() {
        assert_eq!(fixed(0.705_882, 3), "0.706");
        assert_eq!(fixed(7.973_947, 2), "7.97");
        assert_eq!(fixed(-2.222, 2), "-2.22");
        // A value that rounds to zero has no minus sign.
        assert_eq!(fixed(-0.001, 2), "0.00");
        assert_eq!(chart_name(t("5-3")), "[3-5]");
    }

    #[test]
    fn plays_and_replies_in_both_languages() {
        // The rules card's first example (Ana to move, ends 2 and 5).
        let record = "variant: all-fives\nplayers: Ana, Ben\n\nhand\n\
            Ana: 2-4 = 0\nBen: 4-5 on 2-4 = 0\n";
        let game = replay(record).game.unwrap();
        let hand: Vec<Tile> = "2-5,3-5,0-0,1-1,1-3,3-4,4-6,6-6"
            .split(',')
            .map(t)
            .collect();
        let advice = rank(&game, Seat(0), &hand).unwrap();
        let mut i18n = I18n::new(Lang::En);
        assert_eq!(coach_play_text(&i18n, &advice[0], false), "[3-5] on 5");
        assert_eq!(
            coach_play_text(&i18n, &advice[0], true),
            "[3-5] on 5 — end of [4-5]"
        );
        let ten = &advice[1].reply;
        assert_eq!(
            coach_replies_text(&i18n, &game, ten, 6),
            "Ben can reply: [5-5] 15 · [0-5] 5"
        );
        assert_eq!(
            coach_replies_text(&i18n, &game, ten, 1),
            "Ben can reply: [5-5] 15 · +1"
        );
        i18n.set_lang(Lang::Ht);
        assert_eq!(coach_play_text(&i18n, &advice[0], false), "[3-5] sou 5");
        assert_eq!(
            coach_replies_text(&i18n, &game, ten, 6),
            "Ben ka reponn: [5-5] 15 · [0-5] 5"
        );
    }

    #[test]
    fn what_a_lead_left_for_a_replay() {
        // The card's second example seen by a spectator: after Ana's [5-5] lead only [0-5]
        // scores (10), and Ben holds 9 of the 27 tiles not on the table: P 1/3, reply 10/3.
        let setup = Setup::new(vec!["Ana".into(), "Ben".into()], Variant::AllFives);
        let mut before = MatchState::new(setup);
        before
            .apply(&Event::HandStarted {
                leader: Some(Seat(0)),
            })
            .unwrap();
        let lead = Event::TilePlaced {
            player: Seat(0),
            tile: t("5-5"),
            on: None,
        };
        let reply = left_by(&before, &lead).unwrap();
        let mut i18n = I18n::new(Lang::En);
        let line = left_for_next_numbers(&i18n, &before, Seat(0), t("5-5"), &reply);
        assert_eq!(line, "Ana's [5-5] left Ben: P 0.333 · reply 3.33");
        let line = left_for_next_text(&i18n, &before, Seat(0), t("5-5"), &reply);
        assert_eq!(
            line,
            "Ana's [5-5] left Ben: Ben can score after it about 1 time in 3, 3.3 points on \
             average (an onlooker's count: every tile off the table, Ana's own included)"
        );
        i18n.set_lang(Lang::Ht);
        let line = left_for_next_numbers(&i18n, &before, Seat(0), t("5-5"), &reply);
        assert_eq!(line, "[5-5] Ana jwe a kite pou Ben: P 0,333 · repons 3,33");
        let line = left_for_next_text(&i18n, &before, Seat(0), t("5-5"), &reply);
        assert!(line.contains("1 fwa sou 3, 3,3 pwen an mwayèn"), "{line}");
    }

    #[test]
    fn chances_as_a_player_says_them() {
        assert_eq!(times_in(0.316), (1, 3));
        assert_eq!(times_in(0.25), (1, 4));
        assert_eq!(times_in(0.706), (7, 10));
        assert_eq!(times_in(0.686), (2, 3));
        assert_eq!(times_in(0.444), (4, 10));
    }
}
