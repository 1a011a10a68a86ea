//! Random legal play, for benchmarks and property tests: a random setup (any variant, house
//! rules, muggins, teams) and a whole match played with a real shuffled set under it, as events
//! and as a `.fives` record (RECORD.md) with every `= N` and `score:` line.
//!
//! Pure: everything random comes from the `rng` the caller passes (seed it to repeat a corpus).
//! The players hold real tiles, so every record it writes is one a table could have played:
//! tiles are dealt from a shuffled set, a player who can play plays (a random or the best-scoring
//! tile), one who cannot draws until a tile fits or passes (RULES.md §2), `holds` lines list the
//! tiles really left (RULES.md §4), and with the muggins rule on placements are announced, rightly
//! or not, and opponents call (RULES.md §6).

use std::fmt::Write as _;

use rand::seq::SliceRandom;
use rand::{Rng, RngExt};

use super::game::{Event, EventError, Holds, MatchState, Setup};
use super::layout::{Layout, Place, SpinnerPolicy};
use super::rules::{Deal, EndOfHand, MugginsRule, Rules, Scale, Variant};
use super::tile::Tile;

/// Names the players are drawn from (a space and accents included, to exercise the record's
/// lexing).
const NAMES: [&str; 10] = [
    "Ana",
    "Ben",
    "Cy",
    "Di",
    "Ti Jan",
    "Marie-Claude",
    "Wilner",
    "Roselène",
    "Jo",
    "Fritz",
];

/// A match played at random: its setup and its events, in table order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RandomMatch {
    /// Players and rules.
    pub setup: Setup,
    /// Every event, each one legal after the ones before it.
    pub events: Vec<Event>,
}

/// A random setup that [`Setup::validate`] accepts: 2–4 players, any variant, and house rules the
/// variant uses (deal, scale, target, exact target, end of hand, muggins, drawing, reserve,
/// teams; RULES.md §2–§6, RECORD.md fine print "Not used").
pub fn random_setup(rng: &mut impl Rng) -> Setup {
    let n = rng.random_range(2..=4usize);
    let mut names = NAMES;
    names.shuffle(rng);
    let players: Vec<String> = names[..n].iter().map(ToString::to_string).collect();
    let variant = Variant::ALL[rng.random_range(0..Variant::ALL.len())];
    let mut setup = Setup::new(players, variant);
    if n == Setup::TEAM_PLAYERS {
        setup.teams = match rng.random_range(0..6) {
            0 => None,
            1 => Some(vec![0, 0, 1, 1]),
            2 => Some(vec![0, 1, 1, 0]),
            _ => Some(vec![0, 1, 0, 1]),
        };
    }
    let rules: &mut Rules = &mut setup.rules;
    if rng.random_ratio(1, 3) {
        rules.deal = match rng.random_range(0..4) {
            0 => Deal::Pagat,
            1 => Deal::European,
            2 => Deal::NewsomeBorn,
            _ => Deal::Each(rng.random_range(3..=(28 / n as u8).min(9))),
        };
        if rules.deal.tiles_each(n) as usize * n > 28 {
            rules.deal = Deal::Pagat;
        }
    }
    if variant != Variant::FivesAndThrees {
        rules.end_of_hand = [
            EndOfHand::Opponents,
            EndOfHand::OpponentsEach,
            EndOfHand::Difference,
            EndOfHand::Own,
        ][rng.random_range(0..4)];
        rules.draw_when_able = rng.random_ratio(1, 5);
        rules.boneyard_reserve = rng.random_range(0..=2);
    }
    rules.scale = match variant {
        Variant::FivesAndThrees => Scale::Points,
        Variant::AllThrees if rng.random_bool(0.5) => Scale::Threes,
        Variant::AllThrees => Scale::Points,
        _ if rng.random_bool(0.5) => Scale::Fives,
        _ => Scale::Points,
    };
    rules.target = rules.default_target(n);
    if rng.random_ratio(1, 4) {
        rules.target = rng.random_range(rules.target / 3..=rules.target).max(1);
    }
    if rng.random_ratio(1, 6) {
        rules.exact_target = !rules.exact_target;
    }
    rules.muggins =
        [MugginsRule::Off, MugginsRule::Forfeit, MugginsRule::Steal][rng.random_range(0..3)];
    debug_assert_eq!(setup.validate(), Ok(()), "{setup:?}");
    setup
}

/// A match under `setup` (which must pass [`Setup::validate`]) played at random until a side
/// wins or `max_hands` hands were played.
///
/// # Panics
/// When the engine refuses an event this generator made (a bug in one of them), or on a setup
/// that cannot be played.
pub fn random_match(rng: &mut impl Rng, setup: Setup, max_hands: u32) -> RandomMatch {
    let mut table = Table {
        state: MatchState::new(setup.clone()),
        events: Vec::new(),
        hands: Vec::new(),
        boneyard: Vec::new(),
    };
    for _ in 0..max_hands {
        if table.state.winner().is_some() || !table.play_hand(rng) {
            break;
        }
    }
    RandomMatch {
        setup,
        events: table.events,
    }
}

/// A random setup ([`random_setup`]) and a match under it of at most 60 hands ([`random_match`]).
pub fn random_legal_match(rng: &mut impl Rng) -> RandomMatch {
    let setup = random_setup(rng);
    random_match(rng, setup, 60)
}

/// The table while a match is played: the engine's state and what it does not know (the tiles in
/// each hand and in the boneyard).
struct Table {
    state: MatchState,
    events: Vec<Event>,
    /// The tiles each player holds.
    hands: Vec<Vec<Tile>>,
    /// The tiles not dealt, drawn from the end.
    boneyard: Vec<Tile>,
}

/// The end of a match in the middle of a hand: a placement's points, credited when its muggins
/// window closed, reached the target.
struct Won;

impl Table {
    /// Applies `event`, which the generator made legal; a refusal because the match was won when
    /// the muggins window closed becomes a `score:` (tally) that closes it.
    fn apply(&mut self, event: Event) -> Result<(), Won> {
        match self.state.apply(&event) {
            Ok(()) => {
                self.events.push(event);
                Ok(())
            }
            Err(EventError::MatchOver { .. }) => {
                self.must(Event::Tallied);
                Err(Won)
            }
            Err(e) => panic!("random play made an illegal event {event:?}: {e}"),
        }
    }

    /// Applies an event that cannot end the match.
    fn must(&mut self, event: Event) {
        if let Err(e) = self.state.apply(&event) {
            panic!("random play made an illegal event {event:?}: {e}");
        }
        self.events.push(event);
    }

    fn rules(&self) -> &Rules {
        self.state.rules()
    }

    /// Deals and plays one hand to its end and settlement; `false` when the match was won in it.
    fn play_hand(&mut self, rng: &mut impl Rng) -> bool {
        let n = self.state.setup().players.len();
        let each = usize::from(self.rules().deal.tiles_each(n));
        let mut set: Vec<Tile> = Tile::all().collect();
        set.shuffle(rng);
        self.hands = set.chunks(each).take(n).map(<[Tile]>::to_vec).collect();
        self.boneyard = set[each * n..].to_vec();
        let leader = self
            .state
            .next_leader()
            .unwrap_or_else(|| rng.random_range(0..n));
        // A record's `hand` line names no leader; the app's lot does.
        let named = (!rng.random_ratio(1, 5)).then_some(leader);
        self.must(Event::HandStarted { leader: named });
        if self.turns(rng, leader).is_err() {
            return false;
        }
        if self.state.winner().is_some() {
            // The placement that ended the hand won the match: no settlement.
            return false;
        }
        let mut missing = self.state.missing_holds();
        missing.shuffle(rng);
        for player in missing {
            let tiles = self.hands[player].clone();
            let holds = if rng.random_bool(0.5) {
                Holds::Tiles(tiles)
            } else {
                Holds::Pips(tiles.iter().map(|t| t.pips()).sum())
            };
            self.must(Event::HandRevealed { player, holds });
        }
        self.must(Event::Tallied);
        self.state.winner().is_none()
    }

    /// Plays turns until the hand ends or the match is won.
    fn turns(&mut self, rng: &mut impl Rng, leader: usize) -> Result<(), Won> {
        loop {
            let Some(hand) = self.state.hand() else {
                return Ok(());
            };
            if hand.end.is_some() || self.state.winner().is_some() {
                return Ok(());
            }
            let player = hand.turn.unwrap_or(leader);
            if !hand.started() {
                let i = rng.random_range(0..self.hands[player].len());
                self.place(rng, player, i, None)?;
                continue;
            }
            let options: Vec<(usize, Place)> = self.hands[player]
                .iter()
                .enumerate()
                .flat_map(|(i, t)| hand.layout.places(*t).into_iter().map(move |p| (i, p)))
                .collect();
            let drawable = usize::from(hand.drawable(self.rules()));
            let by_choice = self.rules().draw_when_able && rng.random_ratio(1, 8);
            if options.is_empty() || (by_choice && drawable > 0) {
                if drawable > 0 {
                    self.draw(rng, player, drawable, by_choice)?;
                } else {
                    self.apply(Event::Passed { player })?;
                }
                continue;
            }
            let (i, place) = if rng.random_bool(0.5) {
                options[rng.random_range(0..options.len())]
            } else {
                let rules = self.rules();
                let layout = &hand.layout;
                let tiles = &self.hands[player];
                *options
                    .iter()
                    .max_by_key(|(i, p)| {
                        layout
                            .count_after(tiles[*i], *p)
                            .map(|c| rules.play_score(c))
                    })
                    .expect("options is not empty")
            };
            self.place(rng, player, i, Some(place))?;
            let going_on = self.state.hand().is_some_and(|h| h.end.is_none());
            if going_on && rng.random_ratio(1, 40) {
                self.apply(Event::Tallied)?;
            }
        }
    }

    /// `player` draws until a tile fits (or one tile, when drawing by choice) or nothing is left
    /// above the reserve, written as one or more `draw` lines.
    fn draw(
        &mut self,
        rng: &mut impl Rng,
        player: usize,
        drawable: usize,
        by_choice: bool,
    ) -> Result<(), Won> {
        let layout = &self.state.hand().expect("a hand is in play").layout;
        let mut drawn = 0;
        while drawn < drawable {
            let tile = self
                .boneyard
                .pop()
                .expect("the boneyard holds the drawable tiles");
            self.hands[player].push(tile);
            drawn += 1;
            if by_choice || !layout.places(tile).is_empty() {
                break;
            }
        }
        while drawn > 0 {
            let count = if rng.random_bool(0.7) {
                drawn
            } else {
                rng.random_range(1..=drawn)
            };
            self.apply(Event::TilesDrawn {
                player,
                count: u8::try_from(count).expect("at most 28 tiles"),
            })?;
            drawn -= count;
        }
        Ok(())
    }

    /// `player` places their `i`-th tile at `place` (the lead for `None`), naming the tile it goes
    /// on or, now and then where it fits one place only, not; then, with the muggins rule on, an
    /// announcement and a call, each at random.
    fn place(
        &mut self,
        rng: &mut impl Rng,
        player: usize,
        i: usize,
        place: Option<Place>,
    ) -> Result<(), Won> {
        let tile = self.hands[player][i];
        let on = place.and_then(|p| p.on);
        let layout = &self.state.hand().expect("a hand is in play").layout;
        let on = if on.is_some() && layout.places(tile).len() == 1 && rng.random_ratio(1, 3) {
            None
        } else {
            on
        };
        self.apply(Event::TilePlaced { player, tile, on })?;
        self.hands[player].swap_remove(i);
        if self.rules().muggins == MugginsRule::Off {
            return Ok(());
        }
        let points = self
            .state
            .hand()
            .and_then(|h| h.last_play.as_ref())
            .map_or(0, |p| p.points);
        let announced = match rng.random_range(0..10) {
            0..6 => Some(points),
            6..8 => {
                Some(points + rng.random_range(1..=3) * if rng.random_bool(0.5) { 1 } else { -1 })
            }
            _ => None,
        };
        if let Some(says) = announced {
            self.must(Event::PointsAnnounced {
                player,
                points: says,
            });
        }
        let setup = self.state.setup();
        let opponents: Vec<usize> = (0..setup.players.len())
            .filter(|&p| setup.side_of(p) != setup.side_of(player))
            .collect();
        if announced != Some(points) && points != 0 && rng.random_ratio(3, 4) {
            let caller = opponents[rng.random_range(0..opponents.len())];
            self.must(Event::MugginsCalled { player: caller });
        }
        Ok(())
    }
}

/// The record of a match (RECORD.md): a comment, the headers, then one line per event with
/// every placement's `= N` (the touching half first) and `score: …` lines where the scores were
/// tallied. Checking it with [`crate::engine::record::replay`] gives the same scores.
///
/// # Errors
/// The first event the engine refuses, with its index, when `events` is not a legal match.
pub fn record_text(setup: &Setup, events: &[Event]) -> Result<String, (usize, EventError)> {
    let mut out = String::new();
    let rules = &setup.rules;
    let line = |out: &mut String, key: &str, value: &str| {
        let _ = writeln!(out, "{key}: {value}");
    };
    out.push_str("# generated by random play\n");
    line(&mut out, "variant", rules.variant.keyword());
    line(&mut out, "players", &setup.players.join(", "));
    if setup.players.len() == Setup::TEAM_PLAYERS {
        match &setup.teams {
            Some(_) => {
                let teams: Vec<String> = (0..2).map(|s| setup.side_name(s)).collect();
                line(&mut out, "teams", &teams.join(", "));
            }
            None => line(&mut out, "teams", "off"),
        }
    }
    if let Some(deal) = rules.deal.keyword() {
        line(&mut out, "hand-size", &deal);
    }
    line(&mut out, "target", &rules.target.to_string());
    line(&mut out, "scale", rules.scale.keyword());
    line(&mut out, "exact-target", yes_no(rules.exact_target));
    line(&mut out, "end-of-hand", rules.end_of_hand.keyword());
    line(&mut out, "muggins", rules.muggins.keyword());
    if rules.drawing() {
        line(&mut out, "draw-when-able", yes_no(rules.draw_when_able));
        line(
            &mut out,
            "boneyard-reserve",
            &rules.boneyard_reserve.to_string(),
        );
    }
    let mut state = MatchState::new(setup.clone());
    let mut hands = 0;
    for (index, event) in events.iter().enumerate() {
        state.apply(event).map_err(|e| (index, e))?;
        let name = |p: usize| setup.players[p].as_str();
        match event {
            Event::HandStarted { .. } => {
                hands += 1;
                let _ = write!(out, "\nhand {hands}\n");
            }
            Event::TilePlaced { player, .. } => {
                let play = state
                    .hand()
                    .and_then(|h| h.last_play.as_ref())
                    .expect("a placement was made");
                let _ = match play.on {
                    Some(on) => writeln!(
                        out,
                        "{}: {} on {on} = {}",
                        name(*player),
                        play.tile,
                        play.points
                    ),
                    None => writeln!(out, "{}: {} = {}", name(*player), play.tile, play.points),
                };
            }
            Event::TilesDrawn { player, count: 1 } => {
                let _ = writeln!(out, "{}: draw", name(*player));
            }
            Event::TilesDrawn { player, count } => {
                let _ = writeln!(out, "{}: draw {count}", name(*player));
            }
            Event::Passed { player } => {
                let _ = writeln!(out, "{}: pass", name(*player));
            }
            Event::PointsAnnounced { player, points } => {
                let _ = writeln!(out, "{}: says {points}", name(*player));
            }
            Event::MugginsCalled { player } => {
                let _ = writeln!(out, "{}: muggins", name(*player));
            }
            Event::HandRevealed { player, holds } => {
                let _ = write!(out, "{}: holds", name(*player));
                match holds {
                    Holds::Pips(n) => {
                        let _ = write!(out, " {n}");
                    }
                    Holds::Tiles(tiles) => {
                        for t in tiles {
                            let _ = write!(out, " {t}");
                        }
                    }
                }
                out.push('\n');
            }
            Event::Tallied => {
                out.push_str("score: ");
                for side in 0..setup.sides() {
                    if side > 0 {
                        out.push_str(", ");
                    }
                    let _ = write!(out, "{} {}", setup.side_name(side), state.scores()[side]);
                }
                out.push('\n');
            }
        }
    }
    Ok(out)
}

fn yes_no(value: bool) -> &'static str {
    if value { "yes" } else { "no" }
}

/// `matches` records of random legal matches ([`random_legal_match`], [`record_text`]), the same
/// for the same `seed`: the corpus the replay benchmark checks.
#[must_use]
pub fn corpus(seed: u64, matches: usize) -> Vec<String> {
    use rand::SeedableRng;
    let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
    (0..matches)
        .map(|_| {
            let game = random_legal_match(&mut rng);
            record_text(&game.setup, &game.events).expect("random play is legal")
        })
        .collect()
}

/// A layout of `tiles` tiles (at most 28) under `policy`: a random lead (a double when
/// `double_lead`), then each tile a random one of the tiles that fit, at a random place
/// (RULES.md §1). Starts again when no tile fits before `tiles` are down.
pub fn random_layout(
    rng: &mut impl Rng,
    policy: SpinnerPolicy,
    tiles: usize,
    double_lead: bool,
) -> Layout {
    let tiles = tiles.min(28);
    loop {
        let mut layout = Layout::new(policy);
        let lead = if double_lead {
            let pips = rng.random_range(0..=6);
            Tile::new(pips, pips).expect("0 to 6 pips")
        } else {
            Tile::all().nth(rng.random_range(0..28)).expect("28 tiles")
        };
        if tiles > 0 {
            let place = layout
                .find_place(lead, None)
                .expect("a lead fits an empty table");
            layout.place(lead, place).expect("a legal lead");
        }
        while layout.nodes().len() < tiles {
            let options: Vec<(Tile, Place)> = Tile::all()
                .flat_map(|t| layout.each_place(t).map(move |p| (t, p)))
                .collect();
            if options.is_empty() {
                break;
            }
            let (tile, place) = options[rng.random_range(0..options.len())];
            layout.place(tile, place).expect("a place the layout gave");
        }
        if layout.nodes().len() == tiles {
            return layout;
        }
    }
}

/// All 28 tiles on the table around a spinner with four arms (All Fives; RULES.md §1): the
/// largest layout the table view draws.
pub fn full_layout(rng: &mut impl Rng) -> Layout {
    loop {
        let layout = random_layout(rng, SpinnerPolicy::FirstDouble, 28, true);
        if layout
            .compass()
            .is_some_and(|(_, arms)| arms.iter().all(Option::is_some))
        {
            return layout;
        }
    }
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand::rngs::StdRng;

    use super::*;
    use crate::engine::record::replay;

    #[test]
    fn random_matches_are_legal_records_with_the_engine_scores() {
        let mut rng = StdRng::seed_from_u64(13);
        let mut variants = Vec::new();
        let mut muggins = 0;
        for _ in 0..60 {
            let game = random_legal_match(&mut rng);
            let text = record_text(&game.setup, &game.events).unwrap();
            let checked = replay(&text);
            assert_eq!(checked.problems, vec![], "{text}");
            let state = MatchState::new(game.setup.clone());
            let mut state = state;
            for e in &game.events {
                state.apply(e).unwrap();
            }
            assert_eq!(checked.game.unwrap().scores(), state.scores(), "{text}");
            variants.push(game.setup.rules.variant);
            muggins += game
                .events
                .iter()
                .filter(|e| matches!(e, Event::MugginsCalled { .. }))
                .count();
        }
        for v in Variant::ALL {
            assert!(variants.contains(&v), "{v} never came up");
        }
        assert!(muggins > 0, "no muggins call in 60 matches");
    }

    #[test]
    fn a_full_layout_has_every_tile_and_four_arms() {
        let mut rng = StdRng::seed_from_u64(28);
        let layout = full_layout(&mut rng);
        assert_eq!(layout.nodes().len(), 28);
        assert!(Tile::all().all(|t| layout.contains(t)));
        let (_, arms) = layout.compass().unwrap();
        assert!(arms.iter().all(Option::is_some), "{arms:?}");
        let half = random_layout(&mut rng, SpinnerPolicy::EveryDouble, 14, false);
        assert_eq!(half.nodes().len(), 14);
    }

    #[test]
    fn the_same_seed_plays_the_same_match() {
        let a = random_legal_match(&mut StdRng::seed_from_u64(7));
        let b = random_legal_match(&mut StdRng::seed_from_u64(7));
        assert_eq!(a, b);
        assert!(a.events.len() > 20, "{} events", a.events.len());
    }
}
