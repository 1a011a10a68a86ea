//! Replaying a record through the engine (RECORD.md "Checking"): every line becomes an event
//! for [`MatchState::apply`], and every assertion (`hand N`, `= N`, `score:`) is checked.

use crate::engine::seat::{Seat, Side};
use std::rc::Rc;

use super::check_error::{CheckError, WrongScore};
use super::fast::{Fast, Scores};
use super::headers::setup_and_headers;
use super::item::{Action, Item};
use super::parse::{Line, Reader};
use super::print::{Printer, score_text};
use super::{Problem, Record, RecordError};
use crate::engine::fixed::FixedVec;
use crate::engine::game::{Event, Holds, MatchLog, MatchState, Setup};

/// The result of replaying a record.
#[derive(Clone, Debug)]
pub struct Replay {
    /// Players and rules, when the headers were good.
    pub setup: Option<Setup>,
    /// The events in order, each with its line (empty from [`check`]).
    pub events: Vec<(usize, Event)>,
    /// The state after the last good line.
    pub game: Option<MatchState>,
    /// Every problem found; empty when the record is valid.
    pub problems: Vec<Problem>,
    /// The record in canonical form (complete only when there are no problems; empty from
    /// [`check`]).
    pub canonical: String,
}

impl Replay {
    /// Whether the record is legal and every assertion holds.
    #[must_use]
    pub fn is_valid(&self) -> bool {
        self.problems.is_empty()
    }

    /// The record as a match the app can open: its events, with each hand's leader taken from
    /// its first placement and `score:` checks dropped (they are assertions, not table events;
    /// a final tally is kept when the last hand has ended). `None` without a setup, or when the
    /// events do not make a match (never for a valid record).
    #[must_use]
    pub fn to_match(&self) -> Option<MatchLog> {
        let setup = self.setup.clone()?;
        let events: Vec<Event> = self
            .events
            .iter()
            .map(|(_, e)| e.clone())
            .filter(|e| *e != Event::Tallied)
            .collect();
        let with_leaders: Vec<Event> = events
            .iter()
            .enumerate()
            .map(|(i, event)| match event {
                Event::HandStarted { leader: None } => {
                    let leader = events[i + 1..]
                        .iter()
                        .take_while(|e| !matches!(e, Event::HandStarted { .. }))
                        .find_map(|e| match e {
                            Event::TilePlaced { player, .. } => Some(*player),
                            _ => None,
                        });
                    Event::HandStarted { leader }
                }
                other => other.clone(),
            })
            .collect();
        let cursor = with_leaders.len();
        let mut log = MatchLog::from_parts(setup, with_leaders, cursor).ok()?;
        let ended = log
            .state()
            .ok()
            .and_then(|g| g.hand().map(|h| h.end.is_some()))
            .unwrap_or(false);
        if ended {
            log.push(Event::Tallied).ok()?;
        }
        Some(log)
    }

    /// The scores as a `score:` line body: `Ana 10, Ben 15` (teams as `Ana & Cy 30`).
    #[must_use]
    pub fn score_line(&self) -> Option<String> {
        self.game.as_ref().map(score_text)
    }
}

/// Parses and replays a record through the rules engine, checking every assertion (RECORD.md
/// "Checking"). Replaying stops at the first syntax or rule error; wrong `= N` and `score:`
/// assertions are reported and replaying goes on.
#[must_use]
pub fn replay(text: &str) -> Replay {
    replay_text(text, true)
}

/// [`replay`] without the canonical form and without the list of events (`canonical` and
/// `events` are empty): what `allfives check` needs.
#[must_use]
pub fn check(text: &str) -> Replay {
    replay_text(text, false)
}

/// [`replay`], writing the canonical form when `canonical`.
fn replay_text(text: &str, canonical: bool) -> Replay {
    // The lines are read as the replay goes; the headers first, with the line after them, which
    // is all `setup_and_headers` looks at.
    let mut reader = Reader::new(text);
    let mut head = Vec::new();
    for (line, item) in reader.by_ref() {
        let header = matches!(item, Item::Header { .. } | Item::Invalid(_));
        head.push((line, item));
        if !header {
            break;
        }
    }
    let head = Record {
        items: head,
        last_line: reader.lines_read().max(1),
    };
    let (setup, headers) = match setup_and_headers(&head, canonical) {
        Ok(s) => s,
        Err(p) => {
            return Replay {
                setup: None,
                events: Vec::new(),
                game: None,
                problems: vec![p],
                canonical: String::new(),
            };
        }
    };
    let mut game = MatchState::new(setup.clone());
    // Only a wrong `= N` needs the count's terms: they are worked out then, from the layout.
    game.keep_terms(false);
    let mut replayer = Replayer {
        game,
        setup,
        // Most lines are 16 bytes or more; `check` keeps no events.
        events: if canonical {
            Vec::with_capacity(text.len() / 16)
        } else {
            Vec::new()
        },
        keep_events: canonical,
        problems: Vec::new(),
        // The canonical form adds `= N` to placements written without it.
        printer: Printer::new(&headers, text.len() + text.len() / 4, canonical),
        hands: 0,
        seats: FixedVec::new(),
        name_seats: Vec::new(),
        name_sides: Vec::new(),
    };
    let stopped = head
        .items
        .iter()
        .try_for_each(|(line, item)| replayer.item(*line, item))
        .and_then(|()| replayer.rest(&mut reader));
    let Replayer {
        setup,
        mut game,
        events,
        mut problems,
        mut printer,
        hands,
        ..
    } = replayer;
    let mut canonical = String::new();
    match stopped {
        Err(p) => problems.push(p),
        // The end of the file settles the last hand.
        Ok(()) => match game.apply(&Event::Tallied) {
            Err(e) => problems.push(Problem::new(reader.lines_read().max(1), e)),
            Ok(()) => {
                if hands > 0 {
                    printer.score(&game);
                }
                canonical = printer.finish();
            }
        },
    }
    game.keep_terms(true);
    Replay {
        setup: Some(setup),
        events,
        game: Some(game),
        problems,
        canonical,
    }
}

/// The replay in progress.
struct Replayer {
    setup: Setup,
    game: MatchState,
    events: Vec<(usize, Event)>,
    /// Whether `events` is kept (not by [`check`]).
    keep_events: bool,
    /// Wrong assertions, which do not stop the replay.
    problems: Vec<Problem>,
    printer: Printer,
    /// Hands started so far.
    hands: u32,
    /// The seats of the names met so far, by the address of the name the reader shares between
    /// lines ([`Item::Event`]): one comparison of text per player, not per line.
    seats: FixedVec<(usize, Seat), 8>,
    /// The seat of each of the reader's names (by index, [`Fast`]) met so far, `None` inside
    /// when it is not a player: one comparison of text per name, not per line.
    name_seats: Vec<Option<Option<Seat>>>,
    /// The side each of the reader's names met in a `score:` line so far stands for.
    name_sides: Vec<Option<Option<Side>>>,
}

impl Replayer {
    /// The seat of `player`, a name as the reader shares it.
    fn seat(&mut self, player: &Rc<str>) -> Option<Seat> {
        let address = Rc::as_ptr(player).cast::<u8>() as usize;
        if let Some(&(_, seat)) = self.seats.iter().find(|(a, _)| *a == address) {
            return Some(seat);
        }
        let seat = self.setup.player_index(player)?;
        if self.seats.len() < FixedVec::<(usize, Seat), 8>::CAPACITY {
            self.seats.push((address, seat));
        }
        Some(seat)
    }

    /// Replays one item.
    ///
    /// # Errors
    /// The problem that stops the replay: a syntax error, a refused event, a name or hand
    /// number that does not match.
    fn item(&mut self, line: usize, item: &Item) -> Result<(), Problem> {
        match item {
            Item::Header { .. } => {}
            Item::Invalid(e) => return Err(Problem::new(line, e.clone())),
            Item::Hand(number) => {
                if let Some(n) = number
                    && *n != self.hands + 1
                {
                    let e = CheckError::HandNumber {
                        expected: self.hands + 1,
                        written: *n,
                    };
                    return Err(Problem::new(line, e));
                }
                self.apply(line, Event::HandStarted { leader: None })?;
                // The previous hand, settled by this line, gets its score line.
                if self.hands > 0 {
                    self.printer.score(&self.game);
                }
                self.hands += 1;
                self.printer.hand(self.hands);
            }
            Item::Score(entries) => {
                self.apply(line, Event::Tallied)?;
                self.score(line, entries)?;
            }
            Item::Event {
                player,
                action,
                asserted,
            } => {
                let p = self.seat(player).ok_or_else(|| {
                    let e = CheckError::NotAPlayer {
                        name: player.to_string(),
                        players: self.setup.players.clone(),
                    };
                    Problem::new(line, e)
                })?;
                self.event(line, p, player, &mut action.clone(), *asserted)?;
            }
        }
        Ok(())
    }

    /// Replays the lines `reader` has left: the common ones as [`Fast`] lines, the others as
    /// items.
    ///
    /// # Errors
    /// As [`Replayer::item`].
    fn rest(&mut self, reader: &mut Reader<'_>) -> Result<(), Problem> {
        while let Some((line, next)) = reader.next_fast() {
            match next {
                Line::Fast => {
                    let (fast, names, scores) = reader.fast();
                    self.fast(line, fast, names, scores)?;
                }
                Line::Item(item) => self.item(line, &item)?,
            }
        }
        Ok(())
    }

    /// Replays one common line, as [`Replayer::item`] replays its item; `names` are the
    /// reader's, which the line's indices point to; `scores`, a `score:` line's entries.
    ///
    /// # Errors
    /// As [`Replayer::item`].
    fn fast(
        &mut self,
        line: usize,
        fast: &mut Fast,
        names: &[Rc<str>],
        scores: &Scores,
    ) -> Result<(), Problem> {
        match fast {
            Fast::Event {
                name,
                action,
                asserted,
            } => {
                let (name, asserted) = (*name, *asserted);
                let Some(p) = self.name_seat(name, names) else {
                    // Not a player of the setup: the item says so.
                    let item = Item::Event {
                        player: Rc::clone(&names[name]),
                        action: action.clone(),
                        asserted,
                    };
                    return self.item(line, &item);
                };
                self.event(line, p, &names[name], action, asserted)
            }
            Fast::Score => {
                self.apply(line, Event::Tallied)?;
                if !self.score_holds(scores, names) {
                    // Something to report: the general check says what.
                    let entries: Vec<(Rc<str>, i32)> = scores
                        .iter()
                        .map(|&(name, points)| (Rc::clone(&names[name]), points))
                        .collect();
                    self.score(line, &entries)?;
                }
                Ok(())
            }
            Fast::Hand(number) => self.item(line, &Item::Hand(*number)),
        }
    }

    /// The seat of the reader's name `name` (an index into `names`), or `None` when that name is
    /// not a player of the setup.
    fn name_seat(&mut self, name: usize, names: &[Rc<str>]) -> Option<Seat> {
        if self.name_seats.len() <= name {
            self.name_seats.resize(name + 1, None);
        }
        *self.name_seats[name].get_or_insert_with(|| self.setup.player_index(&names[name]))
    }

    /// The side the reader's name `name` stands for in a `score:` line, if any.
    fn name_side(&mut self, name: usize, names: &[Rc<str>]) -> Option<Side> {
        if self.name_sides.len() <= name {
            self.name_sides.resize(name + 1, None);
        }
        *self.name_sides[name].get_or_insert_with(|| side_by_name(&self.setup, &names[name]))
    }

    /// Whether a `score:` line's entries (the reader's names by index, and scores) name every
    /// side once, each with its score in the match: what [`check_score`] finds nothing wrong
    /// with, decided without allocating.
    fn score_holds(&mut self, entries: &[(usize, i32)], names: &[Rc<str>]) -> bool {
        let sides = self.setup.sides();
        let mut seen = FixedVec::<bool, 4>::filled(false, sides);
        for &(name, points) in entries {
            let Some(side) = self.name_side(name, names) else {
                return false;
            };
            if side.index() >= sides || seen[side] || self.game.scores()[side] != points {
                return false;
            }
            seen[side] = true;
        }
        seen.iter().all(|&s| s)
    }

    /// Checks a `score:` line against the match, once it is tallied: a wrong score is kept
    /// among the problems.
    ///
    /// # Errors
    /// A name that is no side, a side twice or missing.
    fn score(&mut self, line: usize, entries: &[(Rc<str>, i32)]) -> Result<(), Problem> {
        let wrong = check_score(&self.game, entries).map_err(|e| Problem::new(line, e))?;
        if !wrong.is_empty() {
            let e = CheckError::WrongScores(wrong);
            self.problems.push(Problem::new(line, e));
        }
        Ok(())
    }

    /// Replays seat `p`'s `action` (its player written `player`) and checks its `= N`.
    ///
    /// # Errors
    /// A refused event, or `draw N` beyond any boneyard.
    fn event(
        &mut self,
        line: usize,
        p: Seat,
        player: &str,
        action: &mut Action,
        asserted: Option<i32>,
    ) -> Result<(), Problem> {
        let place = matches!(action, Action::Place { .. });
        // The printer writes other actions as given; only `holds` is more than a copy.
        let printed = (!place && self.printer.is_on()).then(|| action.clone());
        let event = event(p, action).map_err(|e| Problem::new(line, e))?;
        self.apply(line, event)?;
        if let Some(action) = printed {
            self.printer.action(player, &action);
        }
        if !place {
            return Ok(());
        }
        let play = self
            .game
            .hand()
            .and_then(|h| h.last_play.as_ref())
            .expect("a placement was made");
        if let Some(written) = asserted
            && written != play.points
        {
            let e = CheckError::WrongPoints {
                player: player.to_string(),
                points: play.points,
                written,
                terms: self
                    .game
                    .hand()
                    .map(|h| h.layout.count_terms())
                    .unwrap_or_default(),
                total: play.total,
            };
            self.problems.push(Problem::new(line, e));
        }
        self.printer.placement(player, play);
        Ok(())
    }

    /// Applies `event` and keeps it with its line. A call with no announcement before it means
    /// the placer said nothing (RECORD.md): that entry is made first.
    fn apply(&mut self, line: usize, event: Event) -> Result<(), Problem> {
        if let Event::MugginsCalled { player } = event
            && let Some(silence) = self.game.implied_silence(player)
        {
            self.apply_one(line, silence)?;
        }
        self.apply_one(line, event)
    }

    /// Applies `event` as it is and keeps it with its line.
    fn apply_one(&mut self, line: usize, event: Event) -> Result<(), Problem> {
        self.game
            .apply(&event)
            .map_err(|e| Problem::new(line, RecordError::Event(e)))?;
        if self.keep_events {
            self.events.push((line, event));
        }
        Ok(())
    }
}

/// The event for `player`'s action (a `holds` line's tiles taken from it, not copied).
fn event(player: Seat, action: &mut Action) -> Result<Event, CheckError> {
    Ok(match action {
        Action::Place { tile, on } => Event::TilePlaced {
            player,
            tile: *tile,
            on: *on,
        },
        Action::Draw(n) => Event::TilesDrawn {
            player,
            count: u8::try_from(*n).map_err(|_| CheckError::DrawMoreThanSet(*n))?,
        },
        Action::Pass => Event::Passed { player },
        Action::Says(n) => Event::PointsAnnounced { player, points: *n },
        Action::Muggins => Event::MugginsCalled { player },
        Action::Holds(holds) => Event::HandRevealed {
            player,
            holds: std::mem::replace(holds, Holds::Pips(0)),
        },
    })
}

/// The side a `score:` entry names: a player, or partners in any order (`Cy & Ana`).
fn side_by_name(setup: &Setup, name: &str) -> Option<Side> {
    if !name.contains('&') {
        // A player alone: the side whose only member has this name.
        let seat = setup.player_index(name)?;
        let side = setup.side_of(seat);
        return (setup.members_iter(side).count() == 1).then_some(side);
    }
    let wanted = || name.split('&').map(str::trim);
    let count = wanted().count();
    Side::all(setup.sides()).find(|&s| {
        let names = || setup.members_iter(s).map(|p| setup.players[p].as_str());
        // The same names as many times each (and as many in all).
        names().count() == count
            && wanted().all(|w| {
                wanted().filter(|&x| x == w).count() == names().filter(|&x| x == w).count()
            })
    })
}

/// Checks a `score:` line against the match: every side once, by name.
///
/// # Errors
/// A name that is no side, a side twice or missing; otherwise the sides whose score is wrong
/// (empty when the line holds).
fn check_score(
    game: &MatchState,
    entries: &[(Rc<str>, i32)],
) -> Result<Vec<WrongScore>, CheckError> {
    let setup = game.setup();
    let mut seen = crate::engine::fixed::FixedVec::<bool, 4>::filled(false, setup.sides());
    let mut wrong = Vec::new();
    for (name, value) in entries {
        let side = side_by_name(setup, name).ok_or_else(|| CheckError::NotASide {
            name: name.to_string(),
            sides: Side::all(setup.sides())
                .map(|s| setup.side_name(s))
                .collect(),
        })?;
        if seen[side] {
            return Err(CheckError::SideTwice(setup.side_name(side)));
        }
        seen[side] = true;
        if game.scores()[side] != *value {
            wrong.push(WrongScore {
                side: setup.side_name(side),
                has: game.scores()[side],
                written: *value,
            });
        }
    }
    if let Some(side) = seen.iter().position(|s| !s) {
        return Err(CheckError::SideMissing(setup.side_name(Side(side))));
    }
    Ok(wrong)
}

#[cfg(test)]
mod tests {
    use super::*;

    const CARD: &str = "# rules card\nvariant: all-fives\nplayers: Ana, Ben\nhand-size: 9\n\nhand\nAna: 5-5 = 10\nBen: 5-0 on 5-5 = 10\nAna: 5-3 on 5-5 = 0\nBen: draw 2\nBen: 5-2 on 5-5 = 5\nscore: Ana 10, Ben 15\nAna: 5-6 on 5-5\n";

    #[test]
    fn the_record_example_is_valid() {
        let replay = replay(CARD);
        assert_eq!(replay.problems, vec![]);
        assert_eq!(replay.score_line().unwrap(), "Ana 10, Ben 15");
        // The touching half first (RECORD.md "Lexical rules"; the vectors write `5-3 on 5-5`).
        assert!(
            replay.canonical.contains("Ana: 5-3 on 5-5 = 0"),
            "{}",
            replay.canonical
        );
        assert!(
            replay
                .canonical
                .contains("Ana: 5-6 on 5-5 = 0\nscore: Ana 10, Ben 15"),
            "{}",
            replay.canonical
        );
        assert!(replay.canonical.contains("Ben: draw 2"));
        assert!(
            replay.canonical.ends_with("score: Ana 10, Ben 15\n"),
            "{}",
            replay.canonical
        );
        // The canonical form checks too.
        assert_eq!(super::replay(&replay.canonical).problems, vec![]);
    }

    #[test]
    fn check_finds_what_replay_finds_without_printing() {
        for text in [
            CARD.to_string(),
            CARD.replace("Ben: 5-0 on 5-5 = 10", "Ben: 5-0 on 5-5 = 5"),
            CARD.replace("Ben: draw 2", "Ana: draw 2"),
        ] {
            let (printed, checked) = (replay(&text), check(&text));
            assert_eq!(checked.problems, printed.problems);
            assert_eq!(checked.score_line(), printed.score_line());
            assert_eq!(checked.game, printed.game);
            assert!(checked.events.is_empty() && checked.canonical.is_empty());
            assert!(!printed.events.is_empty());
        }
        assert!(!replay(CARD).canonical.is_empty());
    }

    #[test]
    fn wrong_assertions_name_their_line() {
        let bad = CARD.replace("Ben: 5-0 on 5-5 = 10", "Ben: 5-0 on 5-5 = 5");
        let replay = replay(&bad);
        assert_eq!(replay.problems.len(), 1, "{:?}", replay.problems);
        assert_eq!(replay.problems[0].line, 8);
        assert_eq!(
            replay.problems[0].error.to_string(),
            "Ben's placement scores 10, the record says 5 (10 + 0 = 10)"
        );
        let bad = CARD.replace("score: Ana 10, Ben 15", "score: Ana 10, Ben 10");
        assert_eq!(super::replay(&bad).problems[0].line, 12);
    }

    #[test]
    fn problems_keep_their_kind() {
        let kind = |text: &str| replay(text).problems[0].error.clone();
        assert!(matches!(
            kind("players: Ana, Ben\nhand\nAna: 5-5 = x\n"),
            RecordError::Syntax(_)
        ));
        assert!(matches!(
            kind("players: Ana, Ben\ncolour: red\n"),
            RecordError::Syntax(_)
        ));
        assert!(matches!(
            kind("players: Ana, Ben\nscale: tens\n"),
            RecordError::Header(_)
        ));
        assert!(matches!(
            kind("players: Ana, Ben\nhand\nBen: draw\n"),
            RecordError::Event(_)
        ));
        assert!(matches!(
            kind("players: Ana, Ben\nhand\nAna: 5-5 = 5\n"),
            RecordError::Check(CheckError::WrongPoints { .. })
        ));
        assert!(matches!(
            kind("players: Ana, Ben\nhand 2\n"),
            RecordError::Check(CheckError::HandNumber {
                expected: 1,
                written: 2
            })
        ));
    }

    #[test]
    fn a_valid_record_becomes_a_match_with_its_leaders() {
        let log = replay(CARD).to_match().unwrap();
        assert_eq!(
            log.events()[0],
            Event::HandStarted {
                leader: Some(Seat(0))
            },
            "Ana led"
        );
        assert_eq!(log.cursor(), log.events().len());
        assert_eq!(log.state().unwrap().scores(), &[10, 15]);
        assert!(!log.events().contains(&Event::Tallied), "the hand goes on");
    }
}
