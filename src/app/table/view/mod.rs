//! [`TableView`]: what every surface draws of the table — the window's panels, table mode, and
//! any later view (a phone) — computed once after every change from the engine's own results
//! ([`MatchState`], its credits and rulings) and the view's own state (a refused call, "said
//! nothing", Recount, an entry being changed). Plain data in the player's words: no panel turns
//! an engine value into words by itself, and what a muggins window hides (RULES.md §6) is
//! decided here, once, so no surface can show it.

pub mod between;
pub mod choice;
pub mod facts;
pub mod key_facts;
pub mod spoken;

use serde::Serialize;

pub use between::{Between, HandOver, HoldsView};
pub use choice::EndChoice;
pub use facts::{Calls, MatchOver, Muggins, Pad, Recount, Turn, Window};
pub use key_facts::{KeyFacts, KeyPhase};

use crate::app::i18n::{Arg, I18n};
use crate::app::session::Trail;
use crate::app::table::holds::{HoldsEntry, refusal, settled_preview};
use crate::app::text::{self, LogRow, RowKind};
use crate::engine::Side;
use crate::engine::{
    Layout, MatchLog, MatchState, MugginsRule, MugginsRuling, Play, Tile, Verdict,
};

/// What the table shows, in one language.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct TableView {
    /// The line in very large type: the last count and what it scored, the draw or pass after
    /// it, what the table waits for, or who leads.
    pub headline: Option<Headline>,
    /// The last count is kept from the table while its muggins window is open (RULES.md §6): no
    /// count, no end value, no compass and no proof is in this view, only what was said.
    pub count_hidden: bool,
    /// The placer's announcement pad takes a tap: the count is hidden and nothing is said yet.
    /// Every surface's pad follows it (it greys in place once something is said).
    pub pad_open: bool,
    /// Whether what a double at an open end counts is drawn beside its pip (`counts 6`): a
    /// count, so not while the count is hidden, nor while the proof labels the ends.
    pub end_values: bool,
    /// Whether the arm compass is drawn.
    pub compass: bool,
    /// Whether each counted end is labelled with its value (a muggins ruling's proof, Recount):
    /// those ends ([`TableView::labelled`]) show the label in place of their pip; every other
    /// open end keeps the pip that plays there (an empty spinner tip too). The pip is not a
    /// count: it shows while the count is hidden.
    pub proof: bool,
    /// The counted ends in the compass order, with what each adds to the count (pips); empty
    /// while the count is hidden.
    pub ends: Vec<EndLabel>,
    /// Each side's score, match scale.
    pub scores: Vec<SideScore>,
    /// What the last entry changed each side's score by (match scale): the credits of what
    /// the engine said the entry did ([`crate::app::Session::push`]'s outcome).
    pub credited: Vec<i32>,
    /// The log's title while a hand is on the table and not settled: `Hand 3 · click an entry
    /// to change it`.
    pub log_title: Option<String>,
    /// The number of the hand in play (1 for the first), `None` before the first deal: what
    /// the felt keeps for the whole hand is kept by it.
    pub hand_number: Option<u32>,
    /// This hand's log: one row per placement, draw and pass, with the announcements and
    /// rulings under their placement.
    pub log: Vec<LogRow>,
    /// What Undo would take back (`Ben's [5-2]`).
    pub undo: Option<String>,
    /// What is being typed or tapped at the hand's end and not yet entered (`Ben: 7 pips`):
    /// Undo takes it back before any entry.
    pub holds_typed: Option<String>,
    /// What Redo would bring back.
    pub redo: Option<String>,
    /// The match's rules (the scale, the target, the variant: what the scoreboard draws on).
    #[serde(skip)]
    pub rules: Option<crate::engine::Rules>,
    /// A hand of this match has been settled: the "Last hand" lines have a hand to speak of.
    pub last_settled: bool,
    /// The last settled hand's arithmetic and awards (RULES.md §4), for the "Last hand" lines.
    pub last_hand: Vec<String>,
    /// The settlement the end-of-hand entries would make, each step and award in the words of
    /// [`TableView::last_hand`] (RULES.md §4–§5), for the end-of-hand dialog; empty until the
    /// entries settle the hand.
    pub settling: Vec<String>,
    /// What the end-of-hand dialog says of its entries: refused, incomplete, or the button that
    /// settles; `None` outside the end of a hand.
    pub settle: Option<Settle>,
    /// Where the match stands, for the top bar: `Hand 3 · Ben to play`; while an entry is
    /// being changed, at the moment before it.
    pub turn_line: String,
    /// The rules in one line for the top bar: `All Fives · 9 tiles each · to 250`.
    pub rules_line: String,
    /// The variant and the target alone, for a narrow top bar: `All Fives · to exactly 61`.
    pub rules_short: String,
    /// While an entry is being changed: `Changing Di's entry: enter what Di did instead …`.
    pub changing: Option<String>,
    /// The tile waiting for its end and the ends it fits, when it fits several.
    pub choice: Option<EndChoice>,
    /// The players, in seat order.
    pub players: Vec<String>,
    /// Whose turn it is and what may be entered (Draw, Pass or Knock), the tiles left and the
    /// boneyard; while an entry is being changed, at the moment before it.
    pub turn: Turn,
    /// The placer's announcement pad while it takes a tap (RULES.md §6).
    pub pad: Option<Pad>,
    /// The muggins calls while they are open on the last placement (RULES.md §6).
    pub calls: Option<Calls>,
    /// The muggins entries, with the muggins rule on: the pad's keys and the open window.
    pub muggins: Option<Muggins>,
    /// Recount once the hand is led: the button, and the total while it is on.
    pub recount: Option<Recount>,
    /// The winner and the final scores, once the match is won.
    pub match_over: Option<MatchOver>,
    /// What comes between hands: who leads, the end-of-hand dialog's entries.
    pub between: Option<Between>,
    /// The keys line for this game when no key waits for more (`P knocks` without drawing).
    pub keys_hint: String,
    /// What the keys may enter now (while an entry is being changed, at the moment before
    /// it): the keys read this, never the match. Not served: the phones have no keys.
    #[serde(skip)]
    pub keys: KeyFacts,
    /// The layout on the table (the hand in play; while an entry is being changed, at the
    /// moment before it): geometry, which every surface arranges the same way. Not served: the
    /// phones get its arrangement.
    #[serde(skip)]
    pub layout: Option<Layout>,
    /// The node placed last in [`TableView::layout`] (outlined).
    pub last_node: Option<usize>,
    /// How many of the match's entries are in effect (the log's cursor): what the speaker
    /// compares to know that one entry was made or undone.
    pub entries: usize,
    /// What the table says aloud after the entry that led here, in words for the ear
    /// ([`spoken::for_the_ear`]): no more than this view shows.
    pub spoken: Option<String>,
}

/// Where the end-of-hand entries stand (RULES.md §4), as the dialog says it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum Settle {
    /// The engine refuses an entry, in its words (a total the tiles cannot hold).
    Refused(String),
    /// A player the settlement needs has not shown their tiles yet.
    Incomplete,
    /// The entries settle the hand ([`TableView::settling`] says how); the button's words:
    /// `Next hand · Ana leads`, or the match's end.
    Ready {
        /// What the button that settles says.
        button: String,
    },
}

/// The headline and how it is drawn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Headline {
    /// The words.
    pub text: String,
    /// How it reads.
    pub tone: Tone,
    /// A second line: a call refused while the count is hidden (its reason, never the count).
    pub note: Option<String>,
}

/// How a headline reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Tone {
    /// A count that scored, or a ruling: accented.
    Scored,
    /// A count that scored nothing, a draw, a pass.
    Plain,
    /// The table waits for something (the announcement, the lead): smaller type.
    Waiting,
}

/// One counted end of the layout: where it is and what it adds to the count.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct EndLabel {
    /// The tile's index in the layout.
    pub node: usize,
    /// The end of that tile.
    pub end: usize,
    /// What it adds to the count (pips; a double both halves).
    pub counts: u32,
}

/// One side on the scoreboard.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SideScore {
    /// The side's name (`Ben & Di` for partners).
    pub name: String,
    /// Its score, match scale.
    pub score: i32,
    /// Its score before its last change (the pegboard's back peg), match scale.
    pub before: i32,
    /// Whether one of its players is to act: to play, or to announce the placement just made
    /// (RULES.md §6).
    pub to_play: bool,
    /// Its colour (red, green, blue) on the scoreboard's dot and the pegboard: its name's, as
    /// the card and the replay give it, never in a hue next to another side's
    /// (`theme::match_colours` of the match's sides). Not sent to the phones.
    #[serde(skip)]
    pub colour: [u8; 3],
}

/// What only the view holds that changes what the table shows; the app computes the table
/// view again when it changes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Seen {
    /// The last call the engine refused, with why.
    pub refused: Option<MugginsRuling>,
    /// Recount is on.
    pub recount: bool,
    /// The earlier entry being changed (its index): the table shows the moment before it.
    pub changing: Option<usize>,
    /// A tile that fits several ends, waiting for its end.
    pub choosing: Option<Tile>,
    /// What each player shows at the end of a hand, as entered: the dialog's settlement is
    /// figured from it.
    pub holds: Vec<HoldsEntry>,
    /// Table mode is on: no picker, the lead is typed.
    pub table_mode: bool,
}

impl TableView {
    /// Whether a match is open (the view of no match is empty).
    #[must_use]
    pub fn has_match(&self) -> bool {
        self.rules.is_some()
    }

    /// The open ends the proof labels in place of their pip (node, end): the counted ends while
    /// [`TableView::proof`] shows, else none.
    #[must_use]
    pub fn labelled(&self) -> Vec<(usize, usize)> {
        if self.proof {
            self.ends.iter().map(|e| (e.node, e.end)).collect()
        } else {
            Vec::new()
        }
    }

    /// The table view of `log` (its state at the cursor is `game`, and `trail` what came
    /// before: the pegs, where the hand in play began), as `seen` and in `i18n`'s words. Only
    /// the hand in play is walked, for its log rows.
    #[must_use]
    pub fn of(
        log: &MatchLog,
        game: &MatchState,
        trail: &Trail,
        seen: &Seen,
        i18n: &I18n,
    ) -> TableView {
        let rows = hand_rows(log, trail, i18n);
        let pegs = &trail.pegs;
        let hidden = count_hidden(game, seen);
        let said = game.said();
        // While an entry is being changed the table is at the moment before it: whose turn it
        // is and what may be entered are that moment's, on every surface.
        let before = seen.changing.and_then(|index| log.state_before(index));
        let entry = before.as_ref().unwrap_or(game);
        // The pad and the calls are the last placement's: while an earlier entry is changed
        // they are put away (what is entered then replaces that entry; a tap on them entered
        // an announcement or a call into the match as it stands).
        let changing = before.is_some();
        let pad_open = hidden && said.is_none() && !changing;
        let mut view = TableView {
            count_hidden: hidden,
            pad_open,
            log: rows,
            credited: credited(trail, game),
            turn_line: text::turn_line(i18n, entry),
            rules_line: text::rules_line(i18n, game.rules(), game.setup().players.len()),
            rules_short: text::rules_short(i18n, game.rules()),
            changing: before
                .as_ref()
                .and_then(|b| b.hand()?.turn.map(|p| (b, p)))
                .map(|(b, p)| i18n.tr("changing", &[("name", Arg::S(b.name(p)))])),
            players: game.setup().players.clone(),
            turn: facts::turn(entry, i18n),
            pad: facts::pad(game, pad_open),
            calls: facts::calls(game).filter(|_| !changing),
            muggins: facts::muggins(game, i18n).map(|mut muggins| {
                if changing {
                    muggins.window = None;
                }
                muggins
            }),
            recount: facts::recount(game, seen.recount, hidden, i18n),
            match_over: facts::match_over(game, trail.last.as_ref(), i18n),
            between: between::between(game, &seen.holds, i18n),
            keys_hint: facts::keys_hint(game, pad_open, i18n),
            keys: key_facts::key_facts(entry),
            ..TableView::default()
        };
        view.hand_number = game.hand().map(|h| h.number);
        view.log_title = game
            .hand()
            .filter(|h| !h.settled)
            .map(|h| i18n.tr("this-hand-n", &[("n", Arg::N(i64::from(h.number)))]));
        if let Some(hand) = entry.hand() {
            view.layout = Some(hand.layout.clone());
            view.last_node = hand
                .last_play
                .as_ref()
                .and_then(|p| hand.layout.node_of(p.tile));
        }
        view.amend_rows(game, hidden, said, i18n);
        view.scores = scores(game, pegs);
        view.proof = shows_proof(game, seen, hidden);
        view.end_values = !hidden && !view.proof;
        view.compass = !hidden;
        if !hidden && let Some(hand) = game.hand() {
            view.ends = hand
                .layout
                .counted_ends()
                .into_iter()
                .map(|e| EndLabel {
                    node: e.node,
                    end: e.end,
                    counts: e.value,
                })
                .collect();
        }
        view.headline = headline(&view.log, game, seen, hidden, i18n);
        view.choice = seen
            .choosing
            .and_then(|tile| choice::end_choice(game, tile, i18n));
        view.undo = log.last_event().map(|e| text::describe(i18n, e, game));
        view.holds_typed = between::holds_typed(game, &seen.holds, i18n);
        view.redo = log.next_event().and_then(|e| {
            let mut after = game.clone();
            after
                .apply(e)
                .ok()
                .map(|()| text::describe(i18n, e, &after))
        });
        view.rules = Some(game.rules().clone());
        view.last_settled = game.last_settlement().is_some();
        if let Some(s) = game.last_settlement() {
            view.last_hand = text::history::award_lines(i18n, game.setup(), s);
        }
        (view.settling, view.settle) = settling(game, &seen.holds, i18n);
        view.entries = log.cursor();
        view.spoken = spoken::for_the_ear(&view, i18n);
        view
    }

    /// The log as the table sees it: the last placement's count hidden while its muggins
    /// window is open (RULES.md §6); what was said has its own line from its entry.
    fn amend_rows(
        &mut self,
        game: &MatchState,
        hidden: bool,
        said: Option<Option<i32>>,
        i18n: &I18n,
    ) {
        let Some(play) = game.hand().and_then(|h| h.last_play.as_ref()) else {
            return;
        };
        if !hidden {
            return;
        }
        let Some(row) = self.log.last_mut().filter(|r| r.kind == RowKind::Place) else {
            return;
        };
        row.line = text::hidden_play_line(i18n, game, play, said.is_some());
        row.detail = "…".into();
        row.points = None;
    }
}

/// What the last entry credited each side (match scale), as the engine said when it was made
/// ([`Trail::last`]); nothing before the first entry.
fn credited(trail: &Trail, game: &MatchState) -> Vec<i32> {
    let credits = trail.last.as_ref().map_or(&[][..], |o| &o.credits);
    crate::engine::game::per_side(credits, game.setup().sides()).to_vec()
}

/// The rows of the hand in play: its events walked from the state just before it was dealt.
fn hand_rows(log: &MatchLog, trail: &Trail, i18n: &I18n) -> Vec<LogRow> {
    let Some((start, before)) = &trail.hand_start else {
        return Vec::new();
    };
    let events = log.active_events().get(*start..).unwrap_or_default();
    let mut game = before.clone();
    let mut rows: Vec<LogRow> = Vec::new();
    let mut rulings_logged = 0;
    for (offset, event) in events.iter().enumerate() {
        if game.apply(event).is_err() {
            break;
        }
        if offset == 0 {
            rulings_logged = 0;
        }
        let rulings = game.hand().map_or(&[][..], |h| &h.rulings);
        let new = rulings.get(rulings_logged..).unwrap_or_default();
        let lines = text::log_lines(i18n, event, &game, new);
        // Rulings and announcements go under the row of the placement they are about.
        let row = text::log_row(i18n, start + offset, event, &game);
        let about_last = lines.len() - usize::from(row.is_some() && !lines.is_empty());
        if let Some(last) = rows.last_mut() {
            last.extra.extend(lines.into_iter().take(about_last));
        }
        rows.extend(row);
        rulings_logged = rulings.len();
    }
    rows
}

/// The settlement `holds` would make of the finished hand, in words, and where the entries
/// stand; nothing outside the end of a hand.
fn settling(game: &MatchState, holds: &[HoldsEntry], i18n: &I18n) -> (Vec<String>, Option<Settle>) {
    if !game.hand().is_some_and(|h| h.end.is_some() && !h.settled) {
        return (Vec::new(), None);
    }
    if let Some((_, why)) = refusal(game, holds) {
        return (
            Vec::new(),
            Some(Settle::Refused(text::error_text(i18n, &why))),
        );
    }
    let after = match settled_preview(game, holds) {
        None => return (Vec::new(), Some(Settle::Incomplete)),
        Some(Err(why)) => {
            return (
                Vec::new(),
                Some(Settle::Refused(text::error_text(i18n, &why))),
            );
        }
        Some(Ok(after)) => after,
    };
    let lines = after
        .hand()
        .and_then(|h| h.settlement.as_ref())
        .map(|s| text::history::award_lines(i18n, game.setup(), s))
        .unwrap_or_default();
    // The settlement closes the last placement's window: it waits for the placer's
    // announcement (the engine's rule at the table), its steps shown meanwhile.
    if let Some(why) = game.closing_waits() {
        return (lines, Some(Settle::Refused(text::error_text(i18n, &why))));
    }
    let button = if after.winner().is_some() {
        i18n.t("finish-match")
    } else {
        match after.next_leader() {
            Some(p) => i18n.tr("next-hand-leader", &[("name", Arg::S(after.name(p)))]),
            None => i18n.t("next-hand-lots"),
        }
    };
    (lines, Some(Settle::Ready { button }))
}

/// Each side's name, score and back peg, whether it is to play, and its colour.
fn scores(game: &MatchState, pegs: &[(i32, i32)]) -> Vec<SideScore> {
    let setup = game.setup();
    // The side to act: the placer's while the table waits for the announcement (as the top
    // bar says, RULES.md §6), else the side to play.
    let turn_side = game
        .awaiting_announcement()
        .or_else(|| game.hand().and_then(|h| h.turn))
        .filter(|_| game.winner().is_none())
        .map(|p| setup.side_of(p));
    let names: Vec<String> = Side::all(setup.sides())
        .map(|side| setup.side_name(side))
        .collect();
    let colours = crate::app::theme::match_colours(&[] as &[&str], &names);
    Side::all(setup.sides())
        .zip(names)
        .zip(colours)
        .map(|((side, name), colour)| SideScore {
            name,
            score: game.scores()[side],
            before: pegs.get(side.index()).map_or(0, |p| p.0),
            to_play: turn_side == Some(side),
            colour: [colour.r(), colour.g(), colour.b()],
        })
        .collect()
}

/// Whether the table is kept from the last count (RULES.md §6): while the engine keeps it
/// ([`MatchState::count_hidden`]), unless a call was just refused on the count itself (then the
/// refusal answers with the arithmetic).
fn count_hidden(game: &MatchState, seen: &Seen) -> bool {
    // Before anything is said, a refusal must not tell the placer what to announce.
    let said = game.said().is_some();
    let answered = seen.refused.as_ref().is_some_and(|r| match &r.verdict {
        Verdict::Refused(why) => said && why.answers_with_count(),
        _ => false,
    });
    game.count_hidden() && !answered
}

/// Whether the layout shows its proof: each counted end labelled with its value. On Recount,
/// and under the muggins rule once the last placement's count is shown while it is being ruled
/// on or has been (RULES.md §6: "rejected with the arithmetic shown"). Never while hidden, nor
/// while a tile waits for its end, nor once the hand is settled (no layout is drawn then).
fn shows_proof(game: &MatchState, seen: &Seen, hidden: bool) -> bool {
    if hidden {
        return false;
    }
    // A settled hand is off the table (the next hand's button, nothing drawn): its last
    // placement's proof, ruled or not, has nowhere to be painted.
    let Some(hand) = game.hand().filter(|h| !h.settled) else {
        return false;
    };
    let Some(play) = &hand.last_play else {
        return false;
    };
    // A tile waiting for its end: the table has moved on to the next placement, and each end
    // it fits shows the arrow that chooses it where the proof's label would go.
    if seen.choosing.is_some() {
        return false;
    }
    let ruled = hand.rulings.last().is_some_and(|r| r.tile == play.tile);
    let disputed = hand.pending.is_some() || ruled || seen.refused.is_some();
    seen.recount || (disputed && game.rules().muggins != MugginsRule::Off)
}

/// The headline: after a draw or a pass, that entry (the count on the table has not changed),
/// unless a call was just refused or an entry is being changed; the last placement's count
/// and what it scored, or its ruling; what the table waits for; who leads.
fn headline(
    rows: &[LogRow],
    game: &MatchState,
    seen: &Seen,
    hidden: bool,
    i18n: &I18n,
) -> Option<Headline> {
    let hand = game.hand()?;
    let entry = rows
        .last()
        .filter(|r| r.kind != RowKind::Place && seen.changing.is_none() && seen.refused.is_none());
    if let Some(row) = entry {
        return Some(Headline {
            text: row.line.clone(),
            tone: Tone::Plain,
            note: None,
        });
    }
    let Some(play) = &hand.last_play else {
        let leader = hand.turn?;
        return Some(Headline {
            // Table mode has no picker: the lead is typed.
            text: i18n.tr(
                if seen.table_mode {
                    "pick-lead-keys"
                } else {
                    "pick-lead"
                },
                &[("name", Arg::S(game.name(leader)))],
            ),
            tone: Tone::Waiting,
            note: None,
        });
    };
    if hidden {
        // What was said, and nothing of the count: the opponents judge it for themselves.
        let text = match game.said() {
            Some(points) => text::said_text(i18n, game, play.player, points),
            None => i18n.tr(
                "await-announce",
                &[
                    ("name", Arg::S(game.name(play.player))),
                    ("tile", Arg::S(&play.tile.to_string())),
                ],
            ),
        };
        return Some(Headline {
            text,
            tone: Tone::Waiting,
            // A call refused before the announcement: the reason, never the hidden count.
            note: seen
                .refused
                .as_ref()
                .map(|r| text::verdict_text(i18n, game, r)),
        });
    }
    let text = text::headline(i18n, game, play, seen.refused.as_ref());
    let tone = if scored(play) || seen.refused.is_some() {
        Tone::Scored
    } else {
        Tone::Plain
    };
    Some(Headline {
        text,
        tone,
        note: None,
    })
}

/// Whether `play`'s points (with a chip-out point) were, or will be, scored by someone.
fn scored(play: &Play) -> bool {
    if play.credits.is_empty() {
        play.points + play.chip_out > 0
    } else {
        play.credits.iter().any(|c| c.scored() != 0)
    }
}
