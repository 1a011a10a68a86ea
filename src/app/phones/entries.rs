//! One entry from a seat's phone, entered as the laptop's are: through the window's own
//! commands and [`crate::app::Session`], so the rules and the refusals are the same, said in the
//! phone's language. An entry made on a state the table has left is refused with what changed;
//! one sent again (a double tap, a retry) gets the answer it got the first time; another entry
//! under an id already used is refused (`409`); an entry of a link of an ended match is
//! refused (`410`).

use crate::app::phones::Sharing;
use crate::app::status::{Status, status_text};
use crate::app::table::play::Play;
use crate::engine::{Event, Seat};
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
    let laptop_said = play.view.status.take();
    let done = match entry.action {
        Action::Place { tile, at } => play.phone_place(seat, tile, at),
        Action::Draw => play.push(Event::TilesDrawn {
            player: seat,
            count: 1,
        }),
        Action::Pass => play.push(Event::Passed { player: seat }),
        Action::Announce(points) => play.push(Event::PointsAnnounced {
            player: seat,
            points,
        }),
        Action::SaidNothing => play.phone_said_nothing(seat),
        Action::Muggins => {
            play.call_muggins(seat);
            play.view.status.is_none()
        }
    };
    let produced = play.view.status.take();
    let reply = match (&produced, done) {
        (_, true) => Reply::Done { version: 0 },
        (Some(status), false) => refuse(status),
        (None, false) => Reply::Refused {
            why: sharing.i18n(lang).t("phone-not-now"),
        },
    };
    // The laptop's status line says what the laptop did, not a phone's refusal.
    play.view.status = if done { produced } else { laptop_said };
    reply
}

impl Play<'_> {
    /// `seat` places `tile` on the end `at` of the layout (or where it fits alone).
    fn phone_place(
        &mut self,
        seat: Seat,
        tile: crate::engine::Tile,
        at: Option<(usize, usize)>,
    ) -> bool {
        let Some(hand) = self.game().and_then(|g| g.hand()) else {
            return self.push(Event::TilePlaced {
                player: seat,
                tile,
                on: None,
            });
        };
        let places = hand.layout.places(tile);
        let place = match at {
            Some((node, end)) => places
                .iter()
                .find(|p| p.node == Some(node) && p.end == end)
                .or_else(|| places.iter().find(|p| p.node.is_none() && node == 0)),
            None if places.len() == 1 => places.first(),
            None => None,
        };
        let Some(place) = place.copied() else {
            if places.is_empty() {
                // What the window says of a tile that fits nowhere (on the table already, or
                // no end takes it); a seat not on turn hears that first.
                if hand.turn.is_some_and(|t| t != seat) {
                    return self.push(Event::TilePlaced {
                        player: seat,
                        tile,
                        on: None,
                    });
                }
                let ends = hand.layout.open_ends().iter().map(|e| e.pips).collect();
                let on_table = hand.layout.contains(tile);
                self.view.status = Some(Status::NoFit {
                    tile,
                    ends: (!on_table).then_some(ends),
                });
            }
            return false;
        };
        self.view.choosing = None;
        self.push(Event::TilePlaced {
            player: seat,
            tile,
            on: place.on,
        })
    }

    /// `seat` says nothing for the placement whose count waits: only the placer may.
    fn phone_said_nothing(&mut self, seat: Seat) -> bool {
        let placer = self
            .game()
            .and_then(|g| g.hand()?.pending.as_ref())
            .filter(|_| self.game().is_some_and(|g| g.count_hidden()))
            .map(|p| p.player);
        match placer {
            Some(p) if p == seat => self.said_nothing(),
            _ => false,
        }
    }
}
