//! One entry from a seat's phone, entered as the laptop's are: through the window's own
//! commands and [`crate::app::Session`], so the rules and the refusals are the same, said in the
//! phone's language. An entry made on a state the table has left is refused with what changed;
//! one sent again (a double tap, a retry) gets the answer it got the first time; another entry
//! under an id already used is refused (`409`); an entry of a link of an ended match is
//! refused (`410`).

use crate::app::i18n::I18n;
use crate::app::phones::Sharing;
use crate::app::status::{Status, status_text};
use crate::app::table::TableView;
use crate::app::table::play::Play;
use crate::app::table::seat_entry::Unplaced;
use crate::app::text;
use crate::engine::{Event, EventError, MugginsError, MugginsRuling, Seat, Verdict};
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
        why: match status {
            // Before a hand is dealt the laptop chooses who leads: the record's words ("write
            // 'hand' first") mean nothing on a phone.
            Status::Refused(EventError::NoHand) => sharing.i18n(lang).t("phone-wait-leader"),
            _ => status_text(sharing.i18n(lang), status),
        },
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
        Action::Place { tile, at } => match play.place_at(seat, tile, at) {
            Ok(done) => done,
            Err(unplaced) => {
                play.view.status = laptop_said;
                let id = match unplaced {
                    Unplaced::NotThatEnd => "phone-not-that-end",
                    Unplaced::WhichEnd => "phone-which-end",
                };
                let tile = tile.to_string();
                let why = sharing
                    .i18n(lang)
                    .tr(id, &[("tile", crate::app::i18n::Arg::S(&tile))]);
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
        (None, false) => match play.view.dispute.refused.as_ref() {
            // A call the engine refused on the count itself: shown with its proof on every
            // surface, as at the laptop (RULES.md §6), and its reason to the caller in the
            // window's words.
            Some(MugginsRuling {
                verdict: Verdict::Refused(why),
                placer,
                ..
            }) => Reply::Refused {
                why: refused_call(sharing.i18n(lang), &play.table.view, *placer, why),
            },
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
    if !table.has_match() {
        return None;
    }
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
            match play.engine_refuses(&Event::NothingSaid { player: seat }) {
                Some(error) => engine_says(error),
                None => Some(i18n.t("phone-not-now")),
            }
        }
        Action::Muggins => {
            if table
                .calls
                .as_ref()
                .is_some_and(|c| c.callers.contains(&seat))
            {
                return None;
            }
            // Refused before the calls open, on the caller's own side, a second call or too
            // late: the caller hears why, in the words the window says it in, and no other
            // phone hears of it (nothing that hints at the count). A refusal on the count
            // itself is the laptop's: shown with its proof on every surface (RULES.md §6).
            match play.call_refused_to_caller(seat)? {
                Err(error) => engine_says(error),
                Ok((placer, why)) => Some(refused_call(i18n, table, placer, &why)),
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

/// A call on `placer`'s placement that the engine refused for `why`, in the words the window
/// says it in ([`text::call_refused_text`]), in `i18n`'s language.
fn refused_call(i18n: &I18n, table: &TableView, placer: Seat, why: &MugginsError) -> String {
    let placer = table.players.get(placer.index()).map_or("", String::as_str);
    text::call_refused_text(i18n, placer, why)
}
