//! What the table view says of the turn and of what may be entered now — whose turn, the tiles
//! left, the boneyard, Draw and Pass (or Knock), the announcement pad, the calls, the keys — for
//! the turn panel, table mode, the picker's caption and the phones alike, from the engine's
//! state (RULES.md §2, §6).

use serde::Serialize;

use crate::app::i18n::{Arg, I18n};
use crate::app::session::Outcome;
use crate::engine::{EventError, MatchState, MugginsError, MugginsRule, Seat, Verdict};

/// Whose turn it is and what the player to play may enter.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Turn {
    /// The turn panel's title: `Ana's turn`; between hands the next hand (`Hand 4`); `Match
    /// over` once it is won.
    pub title: Option<String>,
    /// The title marks the end of the match (it is drawn alone).
    pub over: bool,
    /// A hand takes entries (dealt, not over, the match not won); its lead too.
    pub playing: bool,
    /// Who is to play while the hand takes entries.
    pub player: Option<Seat>,
    /// Each player's tiles left in hand (`Ana: 5 tiles`), while a hand is on the table.
    pub tiles: Vec<TilesLeft>,
    /// `Boneyard: 10 tiles`, with what the house rule keeps back (`(2 never drawn)`, RULES.md
    /// §2); `None` in a game without drawing.
    pub boneyard: Option<String>,
    /// The variant draws from a boneyard (else a player who cannot play knocks).
    pub drawing: bool,
    /// The player to play may draw now.
    pub can_draw: bool,
    /// The player to play may pass (knock) now: nothing is left to draw.
    pub can_pass: bool,
    /// How many tiles may be drawn now (the reserve kept back).
    pub drawable: u8,
    /// What the pass button says: `Pass`, or `Knock` in a game without drawing.
    pub pass: String,
    /// Its hover text.
    pub pass_hint: String,
}

/// One player's tiles left in hand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TilesLeft {
    /// `Ana: 5 tiles`.
    pub line: String,
    /// The player's name alone (`Ana`), for a line too long for its panel: the name is cut,
    /// never the count.
    pub name: String,
    /// The count alone (`5 tiles`).
    pub count: String,
    /// Whether it is this player's turn.
    pub to_play: bool,
}

/// The announcement pad: the placer's to tap (RULES.md §6).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Pad {
    /// Who announces.
    pub placer: Seat,
    /// Every score one play can make (match scale).
    pub points: Vec<i32>,
}

/// Calls are open on the last placement: every seat of the other side may call (RULES.md §6).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Calls {
    /// Who placed it.
    pub placer: Seat,
    /// Who may call, in seat order: every seat but the placer's side (a partner's call is
    /// refused whatever was said).
    pub callers: Vec<Seat>,
}

/// [`Turn`] of `game` in `i18n`'s words.
#[must_use]
pub fn turn(game: &MatchState, i18n: &I18n) -> Turn {
    let rules = game.rules();
    let drawing = rules.drawing();
    let (pass, pass_hint) = if drawing {
        ("pass", "pass-hint")
    } else {
        ("knock", "knock-hint")
    };
    let mut turn = Turn {
        drawing,
        pass: i18n.t(pass),
        pass_hint: i18n.t(pass_hint),
        ..Turn::default()
    };
    let Some(hand) = game.hand() else {
        return turn;
    };
    if hand.settled && game.winner().is_some() {
        turn.title = Some(i18n.t("match-over-title"));
        turn.over = true;
        return turn;
    }
    if hand.settled {
        // Between hands: the next hand, not the one just settled.
        let n = Arg::N(i64::from(hand.number + 1));
        turn.title = Some(i18n.tr("hand-n", &[("n", n)]));
        return turn;
    }
    turn.playing = hand.end.is_none() && game.winner().is_none();
    turn.player = hand.turn.filter(|_| turn.playing);
    // Once the hand has ended nobody is to play, and the panel says so in the title's place
    // (`Hand 1 is over`, as the top bar):
    // Draw and Pass under it stay where they were when the last tile came.
    turn.title = hand
        .turn
        .filter(|_| game.winner().is_none())
        .map(|p| i18n.tr("turn-title", &[("name", Arg::S(game.name(p)))]))
        .or_else(|| {
            let n = Arg::N(i64::from(hand.number));
            hand.end
                .is_some()
                .then(|| i18n.tr("hand-over-top", &[("n", n)]))
        });
    turn.tiles = game
        .setup()
        .seated()
        .map(|(p, name)| {
            let count = i18n.tr("tiles-n", &[("n", Arg::N(i64::from(hand.tiles[p])))]);
            TilesLeft {
                line: format!("{name}: {count}"),
                name: name.to_string(),
                count,
                to_play: hand.turn == Some(p),
            }
        })
        .collect();
    let drawable = hand.drawable(rules);
    if drawing {
        // The tiles the house rule keeps back are in the boneyard but never drawn: said beside
        // it, so that the count is not read as what can be drawn (RULES.md §2).
        let n = Arg::N(i64::from(hand.boneyard));
        let reserve = hand.boneyard - drawable;
        turn.boneyard = Some(if reserve > 0 {
            let reserve = Arg::N(i64::from(reserve));
            i18n.tr("boneyard-reserve", &[("n", n), ("reserve", reserve)])
        } else {
            i18n.tr("boneyard-n", &[("n", n)])
        });
    }
    let led = turn.playing && hand.started();
    turn.drawable = if led && drawing { drawable } else { 0 };
    turn.can_draw = led && drawing && drawable > 0;
    turn.can_pass = led && drawable == 0;
    turn
}

/// The pad of `game`'s last placement while it is open (`pad_open`: nothing said yet).
#[must_use]
pub fn pad(game: &MatchState, pad_open: bool) -> Option<Pad> {
    let muggins = game.rules().muggins != MugginsRule::Off;
    game.hand()
        .and_then(|h| h.pending.as_ref())
        .filter(|p| muggins && !p.ruled && pad_open)
        .map(|p| Pad {
            placer: p.player,
            points: game.rules().announcements(),
        })
}

/// The calls on `game`'s last placement while they are open: once the placer's announcement
/// (a number, or "said nothing") is entered, until someone calls or the window closes (RULES.md
/// §6: a call before the announcement is refused, so no surface offers one).
#[must_use]
pub fn calls(game: &MatchState) -> Option<Calls> {
    if game.rules().muggins == MugginsRule::Off {
        return None;
    }
    let pending = game.hand()?.pending.as_ref()?;
    (game.said().is_some() && pending.called_by.is_none()).then(|| Calls {
        placer: pending.player,
        callers: game
            .setup()
            .seated()
            .map(|(seat, _)| seat)
            .filter(|&seat| own_side_refusal(game, seat).is_none() && seat != pending.player)
            .collect(),
    })
}

/// The keys line over the picker for this game, when no key waits for more: in a game without
/// drawing `P knocks` and no `D draws`; while the pad is open, that digits are the
/// announcement (its example the pad's highest score, key by key: `3 5` in All Fives, `8` in
/// Fives and Threes, `7` on the ÷5 scale) and `N` said nothing — a call, *No call* and the next
/// move wait for the announcement (RULES.md §6), so their keys are not offered then.
#[must_use]
pub fn keys_hint(game: &MatchState, pad_open: bool, i18n: &I18n) -> String {
    let drawing = game.rules().drawing();
    if pad_open {
        let best = game.rules().announcements().last().copied().unwrap_or(0);
        let keys = best
            .to_string()
            .chars()
            .map(String::from)
            .collect::<Vec<_>>()
            .join(" ");
        let id = if drawing {
            "picker-keys-pad"
        } else {
            "picker-keys-pad-knock"
        };
        return i18n.tr(
            id,
            &[("keys", Arg::S(&keys)), ("n", Arg::N(i64::from(best)))],
        );
    }
    i18n.t(if drawing {
        "picker-keys"
    } else {
        "picker-keys-knock"
    })
}

/// The muggins entries (RULES.md §6), with the muggins rule on.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Muggins {
    /// Every score one play can make (match scale): the pad's keys, in order.
    pub points: Vec<i32>,
    /// The pad's label for each player as placer, in seat order (`Ana announces`): the pad
    /// keeps room for the widest, so its keys stay still whoever placed.
    pub announce_labels: Vec<String>,
    /// The entries on the last placement while its window is open (the pad and the calls show);
    /// `None` once it is closed (No call, the next entry) or before a placement.
    pub window: Option<Window>,
}

/// The open window of the last placement.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Window {
    /// Who placed it (the pad is theirs; every other seat may call).
    pub placer: Seat,
    /// `Ana announces:`.
    pub announce: String,
    /// The call taken on it, in words (`Ben called Muggins on Ana: 0 + 5 = 5`): the calls give
    /// way to it.
    pub called: Option<String>,
    /// Why *No call* cannot close it now, greyed in its place: the placer announces first, or,
    /// once the hand has ended, its settlement closes it (`None` while No call is open).
    pub no_call_waits: Option<String>,
    /// The placer's partners, each with the engine's reason: a call on one's own side is
    /// refused whatever was said (RULES.md §6), so their keys stay greyed, saying why.
    pub own_side: Vec<(Seat, String)>,
}

/// Why the engine refuses a call by `seat` on the last placement whatever was said: the
/// placement is its own side's (RULES.md §6). `None` for the other side, or with no
/// placement to call on.
fn own_side_refusal(game: &MatchState, seat: Seat) -> Option<MugginsError> {
    match game.rule_call(seat).ok()?.verdict {
        Verdict::Refused(why @ MugginsError::OwnSide { .. }) => Some(why),
        _ => None,
    }
}

/// [`Muggins`] of `game`; `None` with the muggins rule off.
#[must_use]
pub fn muggins(game: &MatchState, i18n: &I18n) -> Option<Muggins> {
    if game.rules().muggins == MugginsRule::Off {
        return None;
    }
    let announce = |p: Seat| i18n.tr("announce", &[("name", Arg::S(game.name(p)))]);
    let window = game.hand().and_then(|hand| {
        let play = hand.last_play.as_ref()?;
        hand.pending.as_ref()?;
        let placer = play.player;
        let called = hand
            .rulings
            .last()
            .filter(|r| r.tile == play.tile)
            .and_then(|r| r.caller)
            .map(|caller| {
                i18n.tr(
                    "muggins-called",
                    &[
                        ("caller", Arg::S(game.name(caller))),
                        ("name", Arg::S(game.name(placer))),
                        ("arith", Arg::S(&crate::app::text::count_text(i18n, play))),
                    ],
                )
            });
        Some(Window {
            placer,
            announce: announce(placer),
            called,
            no_call_waits: match game.closing_waits() {
                Some(why) => Some(crate::app::text::error_text(i18n, &why)),
                None => (!game.no_call_closes()).then(|| i18n.t("key-settlement-closes")),
            },
            own_side: game
                .setup()
                .seated()
                .map(|(seat, _)| seat)
                .filter(|&seat| seat != placer)
                .filter_map(|seat| {
                    let why = own_side_refusal(game, seat)?;
                    Some((
                        seat,
                        crate::app::text::error_text(i18n, &EventError::Muggins(why)),
                    ))
                })
                .collect(),
        })
    });
    Some(Muggins {
        points: game.rules().announcements(),
        announce_labels: game.setup().seated().map(|(p, _)| announce(p)).collect(),
        window,
    })
}

/// Recount (RULES.md §1, §3): the button, and the total while it is on.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Recount {
    /// The button is on: the ends are labelled and [`Recount::line`] shows.
    pub on: bool,
    /// The count is hidden (RULES.md §6): the button is greyed, and says why.
    pub hidden: Option<String>,
    /// `Recount: 0 + 3 + 2 = 5 · worth 5`, while it is on.
    pub line: Option<String>,
}

/// [`Recount`] of `game`'s hand once it is led; `on` as the view has it, `hidden` whether the
/// count is kept from the table.
#[must_use]
pub fn recount(game: &MatchState, on: bool, hidden: bool, i18n: &I18n) -> Option<Recount> {
    let hand = game.hand().filter(|h| h.started())?;
    let on = on && !hidden;
    Some(Recount {
        on,
        hidden: hand.last_play.as_ref().filter(|_| hidden).map(|play| {
            i18n.tr(
                "recount-hidden",
                &[("name", Arg::S(game.name(play.player)))],
            )
        }),
        line: on
            .then(|| crate::app::text::recount_text(i18n, game.rules(), &hand.layout))
            .flatten(),
    })
}

/// The match is won (RULES.md §5): the winner, the play that reached the target when a play
/// did, and the final scores.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MatchOver {
    /// `Ana wins the match`.
    pub winner: String,
    /// The play that won it and what that says (`[5-5] 10 · Ana scores 10`, `Ana reached the
    /// target with this play`), when a play did (a muggins steal can win it for the caller).
    pub by_play: Option<(String, String)>,
    /// Each side's name and final score, match scale: `Ana  61`.
    pub scores: Vec<String>,
    /// The table moved on (a placement, a draw, a pass) while the last placement's window was
    /// open and its count won the match: the window was closed and what was entered was not
    /// made (RULES.md §5–§6; the engine's outcome of the entry says so). Said on the
    /// winner's screen.
    pub window_won: Option<String>,
}

/// [`MatchOver`] of `game`, once it is won; `last` is what the last entry did, as the engine
/// said it.
#[must_use]
pub fn match_over(game: &MatchState, last: Option<&Outcome>, i18n: &I18n) -> Option<MatchOver> {
    let side = game.winner()?;
    let setup = game.setup();
    let name = setup.side_name(side);
    let winner = i18n.tr(
        &crate::app::text::side_id("winner", setup, side),
        &[("name", Arg::S(&name))],
    );
    let by_play = game.hand().and_then(|hand| {
        let play = hand.last_play.as_ref().filter(|_| !hand.settled)?;
        let count = crate::app::text::headline(i18n, game, play, None);
        let note = i18n.tr("match-won-by-play", &[("name", Arg::S(&name))]);
        Some((count, note))
    });
    let scores = crate::engine::Side::all(setup.sides())
        .map(|s| format!("{}  {}", setup.side_name(s), game.scores()[s]))
        .collect();
    let window_won = last.filter(|o| o.window_won).map(|_| i18n.t("window-won"));
    Some(MatchOver {
        winner,
        by_play,
        scores,
        window_won,
    })
}
