//! Random legal play: matches dealt from a shuffled double-six set and played out by random legal
//! events under any variant and house rule, and their play records. For property tests, fuzz
//! seeds and benchmark corpora; seeded by the caller's random number generator, so the same seed
//! gives the same match.
//!
//! The engine never sees the tiles in a player's hand (the table holds them); here a [`Table`]
//! deals them, so that every placement is a tile the player holds and fits the layout, every draw
//! is taken from the boneyard above the reserve, a player who cannot play draws until a tile fits
//! or passes with nothing left to draw (RULES.md §2), muggins announcements and calls are made
//! only where the rules allow them (§6), and the end of a hand shows the tiles really held (§4).

use rand::RngExt;
use rand::seq::SliceRandom;

use super::game::{Event, EventError, Holds, MatchState, Setup};
use super::record::{LineForm, RecordWriter};
use super::rules::{Deal, EndOfHand, MugginsRule, RulesHeader, Scale, Variant};
use super::seat::Seat;
use super::tile::Tile;

mod layouts;
pub use layouts::{full_layout, random_layout};

/// Names that test everything a name may hold (RECORD.md "Lexical rules": any text without `:`,
/// `,`, `#` or `&`, trimmed, single spaces): accents, combining marks, other scripts, right-to-left
/// text and marks, slashes, dots, quotes, backslashes, control characters that are not spaces,
/// emoji, and words of the record's own vocabulary.
pub const TRICKY_NAMES: [&str; 24] = [
    "Zoë",
    "José María",
    "e\u{301}lise",
    "名前",
    "עִברית",
    "مرحبا",
    "\u{202e}evil",
    "a/b",
    "../../etc/passwd",
    "\\\\server\\share",
    ".",
    "..",
    "\"Ti\" Jak",
    "O'Brien",
    "bell\u{7}",
    "nul\u{0}byte",
    "🀄 Domino",
    "draw",
    "pass",
    "on",
    "5-5",
    "players",
    "x = 3",
    "[Ana]",
];

/// Plain names for the seats.
const PLAIN_NAMES: [&str; 6] = ["Ana", "Ben", "Cy", "Di", "Eli", "Fay"];

/// Up to `players` distinct names that a match accepts; tricky ones (see [`TRICKY_NAMES`]) with
/// probability `tricky`.
#[must_use]
pub fn random_names(rng: &mut impl rand::Rng, players: usize, tricky: f64) -> Vec<String> {
    let mut names: Vec<String> = Vec::with_capacity(players);
    while names.len() < players {
        let name = if rng.random_bool(tricky.clamp(0.0, 1.0)) {
            TRICKY_NAMES[rng.random_range(0..TRICKY_NAMES.len())]
        } else {
            PLAIN_NAMES[rng.random_range(0..PLAIN_NAMES.len())]
        };
        if !names.iter().any(|n| n == name) {
            names.push(name.to_string());
        }
    }
    names
}

/// A random setup: 2 to 4 players (`tricky` as in [`random_names`]), any variant, and random
/// house rules ([`random_setup_of`]).
#[must_use]
pub fn random_setup(rng: &mut impl rand::Rng, tricky: f64) -> Setup {
    let players = rng.random_range(2..=4);
    let variant = Variant::ALL[rng.random_range(0..Variant::ALL.len())];
    random_setup_of(rng, variant, players, tricky)
}

/// A random setup of `variant` for `players` players (2 to 4; `tricky` as in [`random_names`]):
/// teams or not with four players (any two pairs, the first seat's team numbered 0 as a record's
/// `teams` header numbers them), and random house rules of that variant ([`random_rules`]).
#[must_use]
pub fn random_setup_of(
    rng: &mut impl rand::Rng,
    variant: Variant,
    players: usize,
    tricky: f64,
) -> Setup {
    let mut setup = Setup::new(random_names(rng, players, tricky), variant);
    if players == 4 {
        setup.teams = match rng.random_range(0..4) {
            0 => None,
            1 => Some(vec![0, 0, 1, 1]),
            2 => Some(vec![0, 1, 1, 0]),
            _ => Some(vec![0, 1, 0, 1]),
        };
    }
    random_rules(rng, &mut setup);
    setup
}

/// Sets random house rules on `setup`, each one the variant uses (RULES.md §2–§6; RECORD.md fine
/// print "Not used"), so that [`Setup::validate`] accepts them: the deal (the variant's preset,
/// a named preset or a number of tiles the set can deal), drawing rules, the end of hand, the
/// scale, a target (the preset's or a short one, in the match's scale), exact target, muggins.
/// Every value can be written in a record header.
pub fn random_rules(rng: &mut impl rand::Rng, setup: &mut Setup) {
    let n = setup.players.len();
    let variant = setup.rules.variant;
    let rules = &mut setup.rules;
    rules.deal = match rng.random_range(0..5) {
        0 => rules.deal,
        1 => Deal::Pagat,
        2 => Deal::European,
        3 => Deal::NewsomeBorn,
        _ => Deal::Each(rng.random_range(1..=(28 / n) as u8)),
    };
    if variant.uses(RulesHeader::DrawWhenAble) {
        rules.draw_when_able = rng.random_bool(0.3);
    }
    if variant.uses(RulesHeader::BoneyardReserve) {
        // No more than the deal leaves in the boneyard.
        let boneyard = 28 - usize::from(rules.deal.tiles_each(n)) * n;
        rules.boneyard_reserve = rng.random_range(0..=2).min(boneyard as u8);
    }
    if variant != Variant::FivesAndThrees {
        rules.end_of_hand = [
            EndOfHand::Opponents,
            EndOfHand::OpponentsEach,
            EndOfHand::Difference,
            EndOfHand::Own,
        ][rng.random_range(0..4)];
    }
    rules.scale = match variant {
        Variant::AllThrees if rng.random_bool(0.5) => Scale::Threes,
        Variant::AllFives | Variant::FiveUp | Variant::Muggins if rng.random_bool(0.5) => {
            Scale::Fives
        }
        _ => Scale::Points,
    };
    rules.target = if rng.random_bool(0.3) {
        rules.default_target(n)
    } else {
        let unit = variant.unit() / rules.scale.divisor();
        unit.max(1) * rng.random_range(1..=20)
    };
    rules.exact_target = rng.random_bool(0.3) || variant == Variant::FivesAndThrees;
    rules.muggins =
        [MugginsRule::Off, MugginsRule::Forfeit, MugginsRule::Steal][rng.random_range(0..3)];
}

/// The tiles of one hand: what each player holds and the boneyard, dealt from a shuffled set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    /// The tiles in each player's hand.
    pub hands: Vec<Vec<Tile>>,
    /// The tiles not dealt, top first.
    pub boneyard: Vec<Tile>,
}

impl Table {
    /// Shuffles the 28 tiles (each written either way round) and deals `each` to each of
    /// `players` (RULES.md §2 "Deal").
    #[must_use]
    pub fn deal(rng: &mut impl rand::Rng, players: usize, each: u8) -> Table {
        let mut set: Vec<Tile> = Tile::all()
            .map(|t| {
                if rng.random_bool(0.5) {
                    t
                } else {
                    Tile::new(t.second(), t.first()).unwrap_or(t)
                }
            })
            .collect();
        set.shuffle(rng);
        let hands = (0..players)
            .map(|_| set.split_off(set.len() - usize::from(each).min(set.len())))
            .collect();
        Table {
            hands,
            boneyard: set,
        }
    }
}

/// A random match that the engine refused at some point: the events it accepted, and the event
/// it refused with why (a bug in the engine or in this generator).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refused {
    /// The events accepted before.
    pub events: Vec<Event>,
    /// The refused event.
    pub event: Event,
    /// Why.
    pub error: EventError,
}

impl std::fmt::Display for Refused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "event {} ({:?}) refused: {} (after {:?})",
            self.events.len() + 1,
            self.event,
            self.error,
            &self.events[self.events.len().saturating_sub(6)..]
        )
    }
}

/// Who a hand is dealt to when the rules name no one (the first hand, or a lead left open).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Leaders {
    /// A player by lot, or one time in five nobody (`leader: None`: anyone may lead), so that
    /// both forms of a deal are played.
    SometimesAnyone,
    /// Always a player by lot, as the app enters a deal (its saves always name the leader).
    AlwaysNamed,
}

/// The match being played: the state the engine keeps, the tiles only the table sees, the events.
struct Play<'r, R: rand::Rng> {
    rng: &'r mut R,
    state: MatchState,
    table: Table,
    events: Vec<Event>,
    leaders: Leaders,
}

impl<R: rand::Rng> Play<'_, R> {
    /// Applies a legal event.
    fn push(&mut self, event: Event) -> Result<(), Refused> {
        match self.state.apply(&event) {
            Ok(()) => {
                self.events.push(event);
                Ok(())
            }
            Err(error) => Err(Refused {
                events: self.events.clone(),
                event,
                error,
            }),
        }
    }

    /// Whether a tally now would win the match (a placement waiting for its muggins window, or
    /// a hand's award).
    fn tally_wins(&self) -> bool {
        let mut after = self.state.clone();
        after.apply(&Event::Tallied).is_ok() && after.winner().is_some()
    }

    /// Deals the next hand: to the player the rules name (RULES.md §2 "Lead"), else by lot, or
    /// sometimes to anyone.
    fn deal(&mut self) -> Result<(), Refused> {
        let n = self.state.setup().players.len();
        let leader = match self.state.next_leader() {
            Some(p) => Some(p),
            None if self.leaders == Leaders::SometimesAnyone && self.rng.random_bool(0.2) => None,
            None => Some(Seat(self.rng.random_range(0..n))),
        };
        self.push(Event::HandStarted { leader })?;
        let each = self.state.rules().deal.tiles_each(n);
        self.table = Table::deal(self.rng, n, each);
        Ok(())
    }

    /// Announcements and calls on the placement whose muggins window is open (RULES.md §6): the
    /// placer may announce (right or wrong), then an opponent may call when the rules allow it;
    /// sometimes the table tallies.
    fn muggins(&mut self) -> Result<(), Refused> {
        let Some(pending) = self.state.hand().and_then(|h| h.pending.clone()) else {
            return Ok(());
        };
        if self.state.rules().muggins == MugginsRule::Off {
            return Ok(());
        }
        let mut announced = None;
        if self.rng.random_bool(0.7) {
            let points = if self.rng.random_bool(0.6) {
                pending.points
            } else {
                pending.points + self.rng.random_range(-3..=3) * 5
            };
            announced = Some(points);
            self.push(Event::PointsAnnounced {
                player: pending.player,
                points,
            })?;
        }
        let setup = self.state.setup();
        let opponents: Vec<Seat> = Seat::all(setup.players.len())
            .filter(|&p| setup.side_of(p) != setup.side_of(pending.player))
            .collect();
        if pending.points != 0 && announced != Some(pending.points) && self.rng.random_bool(0.6) {
            let player = opponents[self.rng.random_range(0..opponents.len())];
            if announced.is_none() {
                // The calls open once the placer has announced (RULES.md §6).
                self.push(Event::NothingSaid {
                    player: pending.player,
                })?;
            }
            self.push(Event::MugginsCalled { player })?;
        }
        if self.rng.random_bool(0.2) && self.state.clone().apply(&Event::Tallied).is_ok() {
            self.push(Event::Tallied)?;
        }
        Ok(())
    }

    /// One turn of the player to move: a placement, a draw or a pass (RULES.md §2 "Turn").
    fn turn(&mut self) -> Result<(), Refused> {
        let hand = self.state.hand().expect("a hand in play");
        let n = self.state.setup().players.len();
        let player = hand
            .turn
            .unwrap_or_else(|| Seat(self.rng.random_range(0..n)));
        let layout = &hand.layout;
        let playable: Vec<Tile> = self.table.hands[player]
            .iter()
            .copied()
            .filter(|&t| !layout.places(t).is_empty())
            .collect();
        let drawable =
            usize::from(hand.drawable(self.state.rules())).min(self.table.boneyard.len());
        let draw_when_able =
            self.state.rules().draw_when_able && hand.started() && self.rng.random_bool(0.2);
        let draws = draw_when_able && drawable > 0;
        if !playable.is_empty() && !draws {
            let tile = playable[self.rng.random_range(0..playable.len())];
            let places = layout.places(tile);
            let place = places[self.rng.random_range(0..places.len())];
            let on = match place.on {
                Some(_) if places.len() == 1 && self.rng.random_bool(0.3) => None,
                on => on,
            };
            self.table.hands[player].retain(|&t| t != tile);
            return self.push(Event::TilePlaced { player, tile, on });
        }
        if drawable > 0 {
            // Draw until a tile fits (or as many as the house rule's player wants), in one line
            // or one at a time.
            let mut count = 0;
            while count < drawable {
                let tile = self.table.boneyard.pop().expect("counted");
                self.table.hands[player].push(tile);
                count += 1;
                let draws_on = draw_when_able && self.rng.random_bool(0.5);
                if !layout.places(tile).is_empty() && !draws_on {
                    break;
                }
            }
            if self.rng.random_bool(0.5) {
                let count = u8::try_from(count).expect("at most 28");
                return self.push(Event::TilesDrawn { player, count });
            }
            for _ in 0..count {
                self.push(Event::TilesDrawn { player, count: 1 })?;
            }
            return Ok(());
        }
        self.push(Event::Passed { player })
    }

    /// The end of a hand: the players whose pips settle it show what they hold (the tiles, or
    /// their pip total), sometimes others too; then the tally (RULES.md §4).
    fn settle(&mut self) -> Result<(), Refused> {
        if self.state.hand().is_none_or(|h| h.settled) {
            return Ok(());
        }
        let mut showing = self.state.missing_holds();
        for p in Seat::all(self.state.setup().players.len()) {
            if !showing.contains(&p) && self.rng.random_bool(0.1) {
                showing.push(p);
            }
        }
        for player in showing {
            let tiles = self.table.hands[player].clone();
            let holds = if self.rng.random_bool(0.5) {
                Holds::Pips(tiles.iter().map(|t| t.pips()).sum())
            } else {
                Holds::Tiles(tiles)
            };
            self.push(Event::HandRevealed { player, holds })?;
        }
        self.push(Event::Tallied)
    }
}

/// Plays a random legal match of `setup` until a side wins or `max_events` events are entered
/// (it may stop in the middle of a hand, or just before or after a tally). Every event was
/// accepted by [`MatchState::apply`]. Some hands are dealt to nobody ([`Leaders::SometimesAnyone`]).
///
/// # Errors
/// [`Refused`] when the engine refuses an event that the table could make (a bug).
pub fn play(
    rng: &mut impl rand::Rng,
    setup: Setup,
    max_events: usize,
) -> Result<Vec<Event>, Refused> {
    play_with(rng, setup, max_events, Leaders::SometimesAnyone)
}

/// [`play`], with `leaders` saying who a hand is dealt to when the rules name no one.
///
/// # Errors
/// [`Refused`] when the engine refuses an event that the table could make (a bug).
pub fn play_with(
    rng: &mut impl rand::Rng,
    setup: Setup,
    max_events: usize,
    leaders: Leaders,
) -> Result<Vec<Event>, Refused> {
    let mut play = Play {
        rng,
        state: MatchState::new(setup),
        table: Table {
            hands: Vec::new(),
            boneyard: Vec::new(),
        },
        events: Vec::new(),
        leaders,
    };
    while play.events.len() < max_events && play.state.winner().is_none() {
        let hand = play.state.hand();
        let in_play = hand.is_some_and(|h| h.end.is_none());
        let ended = hand.is_some_and(|h| h.end.is_some() && !h.settled);
        if !in_play && !ended {
            play.deal()?;
            continue;
        }
        play.muggins()?;
        if play.state.winner().is_some() || play.events.len() >= max_events {
            break;
        }
        if ended {
            play.settle()?;
        } else if play.tally_wins() {
            // The table moves on, which closes the window of a placement that wins the match.
            play.push(Event::Tallied)?;
        } else if play.rng.random_bool(0.03) {
            play.push(Event::Tallied)?;
        } else {
            play.turn()?;
        }
    }
    Ok(play.events)
}

/// The play record (RECORD.md) of `events` played under `setup`, in [`LineForm::ANNOTATED`]:
/// every header the variant uses (a `hand-size` only when it is not the variant's preset), `hand
/// N` lines (a given leader in a comment, since a record has no line for it), every placement
/// with its `= N` and its arithmetic in a comment, and a `score:` line for every tally. Events
/// the engine refuses end the record with a comment saying why.
#[must_use]
pub fn record(setup: &Setup, events: &[Event]) -> String {
    let mut out = RecordWriter::new(LineForm::ANNOTATED);
    out.headers(setup);
    let mut state = MatchState::new(setup.clone());
    for event in events {
        if let Err(e) = state.apply(event) {
            out.comment(&format!("refused: {e}"));
            break;
        }
        out.event(event, &state);
    }
    out.finish()
}

/// A match played at random to its end: its setup and its events, in table order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RandomMatch {
    /// The setup, accepted by [`Setup::validate`].
    pub setup: Setup,
    /// Every event, each accepted by [`MatchState::apply`].
    pub events: Vec<Event>,
}

/// A random setup ([`random_setup`], one name in ten tricky) and a match under it played until a
/// side wins ([`play`]). A setup whose match is not won within 5,000 events (an exact target
/// missed again and again, a target of hundreds of fives) is dropped for another, so a match is
/// the length a table plays.
///
/// # Panics
/// When the engine refuses an event the table could make (a bug, as [`Refused`] says).
pub fn random_legal_match(rng: &mut impl rand::Rng) -> RandomMatch {
    loop {
        let setup = random_setup(rng, 0.1);
        let events = play(rng, setup.clone(), 5_000).unwrap_or_else(|r| panic!("{r}"));
        let mut state = MatchState::new(setup.clone());
        for event in &events {
            state.apply(event).unwrap_or_else(|e| panic!("{e}"));
        }
        if state.winner().is_some() {
            return RandomMatch { setup, events };
        }
    }
}

/// `matches` records of random legal matches played to the end (any variant and house rules,
/// muggins, teams; [`random_legal_match`], [`record`]), the same for the same `seed`: the
/// corpus the replay benchmark checks. The records are as a table writes them: the arithmetic
/// comments [`record`] adds are left out (about 16 bytes a line).
#[must_use]
pub fn corpus(seed: u64, matches: usize) -> Vec<String> {
    use rand::SeedableRng;
    let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
    (0..matches)
        .map(|_| {
            let game = random_legal_match(&mut rng);
            let mut text = String::new();
            for line in record(&game.setup, &game.events).lines() {
                // Names hold no `#` (RECORD.md "Lexical rules"): this is a comment.
                text.push_str(line.split("  # ").next().unwrap_or(line));
                text.push('\n');
            }
            text
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand::rngs::StdRng;

    use super::*;

    #[test]
    fn the_same_seed_plays_the_same_match_and_every_match_is_legal() {
        for seed in 0..20 {
            let mut rng = StdRng::seed_from_u64(seed);
            let setup = random_setup(&mut rng, 0.5);
            assert_eq!(setup.validate(), Ok(()), "seed {seed}: {setup:?}");
            let events = play(&mut rng, setup.clone(), 400).unwrap_or_else(|r| panic!("{r}"));
            let mut again = StdRng::seed_from_u64(seed);
            let setup_again = random_setup(&mut again, 0.5);
            assert_eq!(play(&mut again, setup_again, 400).unwrap(), events);
            let mut state = MatchState::new(setup);
            for event in &events {
                state.apply(event).unwrap();
            }
        }
    }

    #[test]
    fn named_leaders_deal_every_hand_to_a_player_and_sometimes_anyone_leaves_some_open() {
        let deals = |leaders: Leaders| {
            let mut leaders_given = Vec::new();
            for seed in 0..30 {
                let mut rng = StdRng::seed_from_u64(seed);
                let setup = random_setup(&mut rng, 0.0);
                let events = play_with(&mut rng, setup, 300, leaders).unwrap();
                leaders_given.extend(events.iter().filter_map(|e| match e {
                    Event::HandStarted { leader } => Some(*leader),
                    _ => None,
                }));
            }
            leaders_given
        };
        let named = deals(Leaders::AlwaysNamed);
        assert!(named.len() > 30, "{}", named.len());
        assert!(named.iter().all(Option::is_some), "{named:?}");
        assert!(deals(Leaders::SometimesAnyone).contains(&None));
        // `play` is `SometimesAnyone`: the same seed plays the same match.
        let mut a = StdRng::seed_from_u64(4);
        let mut b = StdRng::seed_from_u64(4);
        let setup = random_setup(&mut a, 0.0);
        let _ = random_setup(&mut b, 0.0);
        assert_eq!(
            play(&mut a, setup.clone(), 200).unwrap(),
            play_with(&mut b, setup, 200, Leaders::SometimesAnyone).unwrap()
        );
    }

    #[test]
    fn a_deal_gives_each_player_their_tiles_and_the_rest_to_the_boneyard() {
        let mut rng = StdRng::seed_from_u64(7);
        let table = Table::deal(&mut rng, 3, 7);
        assert_eq!(
            table.hands.iter().map(Vec::len).collect::<Vec<_>>(),
            vec![7, 7, 7]
        );
        assert_eq!(table.boneyard.len(), 7);
        let mut all: Vec<usize> = table
            .hands
            .iter()
            .flatten()
            .chain(&table.boneyard)
            .map(|t| t.index())
            .collect();
        all.sort_unstable();
        assert_eq!(all, (0..28).collect::<Vec<_>>());
    }

    #[test]
    fn a_two_player_match_to_the_preset_target_ends_with_a_winner() {
        let mut rng = StdRng::seed_from_u64(11);
        let setup = Setup::new(vec!["Ana".into(), "Ben".into()], Variant::AllFives);
        let events = play(&mut rng, setup.clone(), 100_000).unwrap();
        let mut state = MatchState::new(setup);
        for event in &events {
            state.apply(event).unwrap();
        }
        let winner = state.winner().expect("a winner");
        assert!(state.scores()[winner] >= 250, "{:?}", state.scores());
        let text = record(state.setup(), &events);
        let replay = crate::engine::record::replay(&text);
        assert_eq!(replay.problems, vec![], "{text}");
        assert_eq!(replay.game.unwrap().scores(), state.scores());
    }

    #[test]
    fn the_corpus_is_legal_records_without_comments_and_the_same_for_a_seed() {
        let texts = corpus(5, 12);
        assert_eq!(texts, corpus(5, 12));
        for text in &texts {
            assert!(!text.contains('#'), "{text}");
            let replay = crate::engine::record::replay(text);
            assert_eq!(replay.problems, vec![], "{text}");
            assert!(replay.game.unwrap().winner().is_some(), "{text}");
        }
    }
}
