//! One entry from a seat's phone, entered as the laptop's are: through the window's own
//! commands and [`crate::app::Session`], so the rules and the refusals are the same, said in the
//! phone's language. An entry made on a state the table has left is refused with what changed;
//! one sent again (a double tap, a retry) gets the answer it got the first time; another entry
//! under an id already used is refused (`409`); an entry of a link of an ended match is
//! refused (`410`).

use crate::app::phones::Sharing;
use crate::app::status::{Status, status_text};
use crate::app::table::play::Play;
use crate::engine::{Event, EventError, MugginsRuling, Seat, Verdict};
use crate::share::Reply;
use crate::share::entry::{Action, Entry};

/// Enters `entry` for the seat `index` on the table's parts in `play`, or says why not, in the
/// phone's language (`sharing`'s words). Nothing changes on a refusal; the laptop's status line
/// keeps what it said.
pub(crate) fn phone_entry(
    sharing: &Sharing,
    play: &mut Play<'_>,
    index: usize,
    entry: &Entry,
) -> Reply {
    let key = (index, entry.id.clone());
    let seat = Seat(index);
    let lang = entry.lang.as_str();
    if let Some((_, what, reply)) = sharing.answered.iter().rev().find(|(k, ..)| *k == key) {
        if *what != (entry.base, entry.action) {
            let why = sharing.i18n(lang).t("phone-id-reused");
            return Reply::Reused { why };
        }
        return reply.clone();
    }
    if entry.base != sharing.base {
        let changed = sharing.changed_since(entry.base, lang);
        let why = sharing.i18n(lang).tr(
            "phone-stale",
            &[("changes", crate::app::i18n::Arg::S(&changed))],
        );
        return Reply::Stale { why };
    }
    let refuse = |status: &Status| Reply::Refused {
        why: status_text(sharing.i18n(lang), status),
    };
    if play.session.read_only() {
        return refuse(&Status::ReadOnly);
    }
    if play.view.correction.changing.is_some() {
        let why = sharing.i18n(lang).t("phone-laptop-busy");
        return Reply::Refused { why };
    }
    // What the table view lets this seat enter now, as every surface draws it: a refusal here
    // is said in the laptop's words and changes nothing.
    if let Some(why) = not_now(sharing, play, seat, &entry.action, lang) {
        return Reply::Refused { why };
    }
    let laptop_said = play.view.status.take();
    let done = match entry.action {
        Action::Place { tile, at } => match play.phone_place(seat, tile, at, sharing.i18n(lang)) {
            Ok(done) => done,
            Err(why) => {
                play.view.status = laptop_said;
                return Reply::Refused { why };
            }
        },
        Action::Draw => play.push(Event::TilesDrawn {
            player: seat,
            count: 1,
        }),
        Action::Pass => play.push(Event::Passed { player: seat }),
        Action::Announce(points) => play.push(Event::PointsAnnounced {
            player: seat,
            points,
        }),
        Action::SaidNothing => play.push(Event::NothingSaid { player: seat }),
        Action::Muggins => {
            play.call_muggins(seat);
            play.view.status.is_none() && play.view.dispute.refused.is_none()
        }
    };
    let produced = play.view.status.take();
    let reply = match (&produced, done) {
        (_, true) => Reply::Done { version: 0 },
        (Some(status), false) => refuse(status),
        (None, false) => match play.view.dispute.refused.as_ref().map(|r| &r.verdict) {
            // A call the engine refused on the count itself: shown with its proof on every
            // surface, as at the laptop (RULES.md §6), and its reason to the caller.
            Some(Verdict::Refused(why)) => {
                refuse(&Status::Refused(EventError::Muggins(why.clone())))
            }
            _ => Reply::Refused {
                why: sharing.i18n(lang).t("phone-not-now"),
            },
        },
    };
    // The laptop's status line says what the laptop did, not a phone's refusal.
    play.view.status = if done { produced } else { laptop_said };
    reply
}

/// Why `seat` may not make `action` now, from the table view (the pad, the calls) and the
/// engine's own refusals, in `lang`: the pad's numbers only (RULES.md §6), nothing of the
/// next move while the placer's pad is open (the laptop waits for the announcement), no call
/// before the calls open. A refusal while the count is hidden says nothing of the count.
fn not_now(
    sharing: &Sharing,
    play: &Play<'_>,
    seat: Seat,
    action: &Action,
    lang: &str,
) -> Option<String> {
    let i18n = sharing.i18n(lang);
    let table = &play.table.view;
    let game = play.game()?;
    let engine_says = |error: EventError| Some(status_text(i18n, &Status::Refused(error)));
    match action {
        Action::Announce(points) => {
            let pad = table.pad.as_ref()?;
            if pad.placer != seat || pad.points.contains(points) {
                // The engine says who announces (only the placer).
                return None;
            }
            Some(match u16::try_from(*points) {
                Ok(typed) => status_text(
                    i18n,
                    &Status::NotOnPad {
                        typed,
                        pad: pad.points.clone(),
                    },
                ),
                Err(_) => i18n.t("phone-bad-entry"),
            })
        }
        Action::SaidNothing => {
            if table.pad.is_some() {
                return None;
            }
            // The pad is closed: the engine's reason (said already, no window, not the placer).
            let mut after = game.clone();
            match after.apply(&Event::NothingSaid { player: seat }) {
                Err(error) => engine_says(error),
                Ok(()) => Some(i18n.t("phone-not-now")),
            }
        }
        Action::Muggins => {
            if table.calls.as_ref().is_some_and(|c| c.placer != seat) {
                return None;
            }
            match game.rule_call(seat) {
                Err(error) => engine_says(error),
                // Refused before the calls open, on the caller's own side, a second call or
                // too late: the caller hears why, and no other phone hears of it (nothing that
                // hints at the count). A refusal on the count itself is the laptop's: shown
                // with its proof on every surface (RULES.md §6).
                Ok(MugginsRuling {
                    verdict: Verdict::Refused(why),
                    ..
                }) if !(game.said().is_some() && why.answers_with_count()) => {
                    engine_says(EventError::Muggins(why))
                }
                Ok(_) => None,
            }
        }
        Action::Place { .. } | Action::Draw | Action::Pass => {
            let pad = table.pad.as_ref()?;
            let placer = table.players.get(pad.placer.0).map_or("", String::as_str);
            Some(i18n.tr(
                "phone-wait-announce",
                &[("name", crate::app::i18n::Arg::S(placer))],
            ))
        }
    }
}

impl Play<'_> {
    /// `seat` places `tile` on the end `at` of the layout (or where it fits alone): whether the
    /// engine took it (its refusal in the status line), or why the phone's entry does not say
    /// where (`Err`, in `i18n`'s words).
    fn phone_place(
        &mut self,
        seat: Seat,
        tile: crate::engine::Tile,
        at: Option<(usize, usize)>,
        i18n: &crate::app::i18n::I18n,
    ) -> Result<bool, String> {
        let lead = Event::TilePlaced {
            player: seat,
            tile,
            on: None,
        };
        let Some(hand) = self.game().and_then(|g| g.hand()) else {
            return Ok(self.push(lead));
        };
        // A seat not on turn hears that first, whatever the tile (the engine's words).
        if hand.turn.is_some_and(|t| t != seat) {
            return Ok(self.push(lead));
        }
        let places = hand.layout.places(tile);
        if places.is_empty() {
            // What the window says of a tile that fits nowhere: on the table already, or no
            // open end shows its pips (RULES.md §1).
            let ends = hand.layout.open_ends().iter().map(|e| e.pips).collect();
            let on_table = hand.layout.contains(tile);
            self.view.status = Some(Status::NoFit {
                tile,
                ends: (!on_table).then_some(ends),
            });
            return Ok(false);
        }
        let tile_arg = [("tile", crate::app::i18n::Arg::S(&tile.to_string()))];
        let place = match at {
            Some((node, end)) => places
                .iter()
                .find(|p| p.node == Some(node) && p.end == end)
                .or_else(|| places.iter().find(|p| p.node.is_none() && node == 0))
                .ok_or_else(|| i18n.tr("phone-not-that-end", &tile_arg))?,
            None if places.len() == 1 => &places[0],
            None => return Err(i18n.tr("phone-which-end", &tile_arg)),
        };
        let on = place.on;
        self.view.choosing = None;
        Ok(self.push(Event::TilePlaced {
            player: seat,
            tile,
            on,
        }))
    }
}
