//! Whole matches played by the engine's own rules from a seed: a shuffled deal, each player
//! placing a random tile that fits (drawing or passing when none does), announcements and
//! muggins calls, every hand revealed and settled. For the history's benchmark (10,000 saves)
//! and tests that need many legal matches. Every event goes through [`MatchLog::push`], so a
//! generated match is legal by construction.

use std::path::{Path, PathBuf};

use chrono::{Duration, Local, TimeZone};
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};

use crate::engine::{
    Event, EventError, Holds, MatchLog, MatchState, MugginsRule, Rules, Setup, Tile, Variant,
};
use crate::store::{self, SaveFile, Store, exchange};

/// A match being played: the state and the events that made it (each checked by the engine).
struct Table {
    game: MatchState,
    events: Vec<Event>,
}

impl Table {
    /// Applies `event` and keeps it, or changes nothing.
    fn push(&mut self, event: Event) -> Result<&MatchState, EventError> {
        self.game.apply(&event)?;
        self.events.push(event);
        Ok(&self.game)
    }
}

/// Names the generated matches draw their players from.
pub const NAMES: [&str; 8] = ["Ana", "Ben", "Cy", "Di", "Rose", "Jean", "Mari", "Paul"];

/// Plays a match under `setup` to its end (or until `max_events` events), every choice drawn from
/// `rng`. The log is legal: each event was accepted by the engine. `None` for a setup the engine
/// refuses.
#[must_use]
pub fn play_match(setup: Setup, rng: &mut StdRng, max_events: usize) -> Option<MatchLog> {
    setup.validate().ok()?;
    let mut table = Table {
        game: MatchState::new(setup.clone()),
        events: Vec::new(),
    };
    let n = setup.players.len();
    while table.events.len() < max_events && table.game.winner().is_none() {
        // Deal: the engine counts the tiles, the simulation knows their faces.
        let mut set: Vec<Tile> = Tile::all().collect();
        set.shuffle(rng);
        let each = usize::from(setup.rules.deal.tiles_each(n));
        let mut hands: Vec<Vec<Tile>> = (0..n)
            .map(|p| set[p * each..(p + 1) * each].to_vec())
            .collect();
        let mut boneyard: Vec<Tile> = set[n * each..].to_vec();
        let leader = table
            .game
            .next_leader()
            .unwrap_or_else(|| rng.random_range(0..n));
        if table
            .push(Event::HandStarted {
                leader: Some(leader),
            })
            .is_err()
        {
            break;
        }
        play_hand(&mut table, &mut hands, &mut boneyard, rng, max_events);
        if table.game.winner().is_some() || table.events.len() >= max_events {
            break;
        }
        for player in table.game.missing_holds() {
            let holds = if rng.random_bool(0.8) {
                Holds::Tiles(hands[player].clone())
            } else {
                Holds::Pips(hands[player].iter().map(|t| t.pips()).sum())
            };
            let _ = table.push(Event::HandRevealed { player, holds });
        }
        if table.push(Event::Tallied).is_err() {
            break;
        }
    }
    exchange::checked_log(setup, table.events).ok()
}

/// Plays one hand until it ends, the match is won or `max_events` is reached.
fn play_hand(
    table: &mut Table,
    hands: &mut [Vec<Tile>],
    boneyard: &mut Vec<Tile>,
    rng: &mut StdRng,
    max_events: usize,
) {
    while table.events.len() < max_events {
        let game = &table.game;
        let Some(hand) = game.hand() else { return };
        if hand.end.is_some() || game.winner().is_some() {
            return;
        }
        let Some(player) = hand.turn else { return };
        let playable: Vec<(Tile, crate::engine::Place)> = hands[player]
            .iter()
            .flat_map(|&t| hand.layout.places(t).into_iter().map(move |p| (t, p)))
            .collect();
        let drawable = hand.drawable(game.rules()) > 0 && !boneyard.is_empty();
        if let Some(&(tile, place)) = playable.get(rng.random_range(0..playable.len().max(1))) {
            let placed = table.push(Event::TilePlaced {
                player,
                tile,
                on: place.on,
            });
            let Ok(after) = placed else { return };
            hands[player].retain(|t| *t != tile);
            let pending = after.hand().and_then(|h| h.pending.clone());
            if after.rules().muggins != MugginsRule::Off
                && let Some(pending) = pending
            {
                // Most players announce right; some forget or get it wrong, and get called.
                if rng.random_bool(0.7) {
                    let said = if rng.random_bool(0.9) {
                        pending.points
                    } else {
                        pending.points + 1
                    };
                    let _ = table.push(Event::PointsAnnounced {
                        player,
                        points: said,
                    });
                }
                if rng.random_bool(0.6) {
                    let caller = (player + 1 + rng.random_range(0..hands.len() - 1)) % hands.len();
                    let _ = table.push(Event::MugginsCalled { player: caller });
                }
                if rng.random_bool(0.5) {
                    let _ = table.push(Event::Tallied);
                }
            }
        } else if drawable {
            if table.push(Event::TilesDrawn { player, count: 1 }).is_err() {
                return;
            }
            let tile = boneyard.pop().expect("not empty");
            hands[player].push(tile);
        } else if table.push(Event::Passed { player }).is_err() {
            return;
        }
    }
}

/// A random setup: 2–4 players from [`NAMES`], a random variant, its preset and some house rules.
#[must_use]
pub fn random_setup(rng: &mut StdRng) -> Setup {
    let count = rng.random_range(2..=4);
    let mut names: Vec<String> = NAMES.iter().map(ToString::to_string).collect();
    names.shuffle(rng);
    names.truncate(count);
    let variant = Variant::ALL[rng.random_range(0..Variant::ALL.len())];
    let mut setup = Setup::new(names, variant);
    if count == 4 && rng.random_bool(0.2) {
        setup.teams = None;
    }
    let mut rules: Rules = setup.rules.clone();
    if variant != Variant::FivesAndThrees && rng.random_bool(0.2) {
        rules.muggins = if rng.random_bool(0.5) {
            MugginsRule::Forfeit
        } else {
            MugginsRule::Steal
        };
    }
    if variant != Variant::FivesAndThrees && rng.random_bool(0.1) {
        rules.boneyard_reserve = 2;
    }
    // Shorter matches keep 10,000 files to a realistic size.
    rules.target = rules.target.min(if rules.target > 100 { 150 } else { 61 });
    if rules.validate(count).is_ok() {
        setup.rules = rules;
    }
    setup
}

/// Writes `count` generated matches into `dir` (seeded by `seed`): started a few hours apart over
/// the past years, about one in five left unfinished. Returns their paths.
///
/// # Errors
/// The I/O error of a save.
pub fn generate_saves(dir: &Path, count: usize, seed: u64) -> std::io::Result<Vec<PathBuf>> {
    let mut rng = StdRng::seed_from_u64(seed);
    let store = Store::new(dir);
    let start = Local
        .with_ymd_and_hms(2023, 1, 1, 18, 0, 0)
        .single()
        .unwrap_or_else(Local::now);
    let mut paths = Vec::with_capacity(count);
    for i in 0..count {
        let setup = random_setup(&mut rng);
        let limit = if rng.random_bool(0.2) {
            rng.random_range(5..200)
        } else {
            5_000
        };
        let Some(log) = play_match(setup, &mut rng, limit) else {
            continue;
        };
        let created = start + Duration::minutes(i as i64 * 173 + rng.random_range(0..60));
        let mut save = SaveFile::new(log);
        save.created = created;
        save.updated = created + Duration::minutes(rng.random_range(5..120));
        let path = store.new_path(created);
        store::save(&path, &save)?;
        paths.push(path);
    }
    Ok(paths)
}
