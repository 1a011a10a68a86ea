//! The coach: what a play is worth once the next player's reply is counted (the rules card's
//! three examples, `../shared/seed/rules-card-ht.txt`).
//!
//! Pure and exact, no sampling. A viewer sees the table and, when entered, their own hand; every
//! other tile is **unseen** (28 less the table less the own hand). The next player's hand is
//! equally likely to be any set of its size (dealt − placed + drawn, from the match) out of the
//! unseen tiles — the hypergeometric distribution — taken *before any draw*. Only tiles are
//! counted: what passes and draws reveal about a hand is not used, and neither are the other
//! players beyond the next one. Plays and replies are weighed by their board count alone: no
//! chip-out point, no end-of-hand award, no exact-target refusal, no muggins ruling; a play that
//! dominoes leaves no reply (the hand ends), and [`domino_outlook`] says what dominoing earns.
//!
//! All points are in the match's scale ([`Rules::play_score`]: ÷5 or ÷3 scales and the Fives and
//! Threes count table included; RULES.md §3, §5), and every layout question (doubles, spinners,
//! sides before tips) is the engine's own ([`Layout::places`], [`Layout::count_after`];
//! RULES.md §1), so every variant and house rule the engine plays is coached the same way.
//!
//! - [`unseen`], [`scoring_now`]: the tiles the viewer has not seen and which of them score now.
//! - [`reply`], [`Reply`]: what a layout leaves for the next player (count [`Odds`]).
//! - [`rank`], [`Advice`]: every legal play of the viewer's hand, best net value first.
//! - [`expected_hand_pips`], [`domino_outlook`]: what the other hands are likely to hold when the
//!   viewer dominoes (the card's third example).
//! - [`left_by`]: for a replay, what one placement left for the next player.

mod odds;
mod replay;

pub use odds::{Odds, binomial};
pub use replay::left_by;

use crate::engine::seat::Seat;
use std::cmp::Ordering;
use std::fmt;

use crate::engine::{EndOfHand, Hand, Layout, MatchState, Place, Rules, Tile, Variant};

/// A tile at its best place on a layout and what it scores there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Scoring {
    /// The tile as it would lie: touching half first (a lead as given), RECORD.md "Lexical rules".
    pub tile: Tile,
    /// Where it goes: its best place, the first in layout order among equals.
    pub place: Place,
    /// What the placement scores, in the match's scale (RULES.md §3 "a play scores", §5).
    pub points: i32,
}

impl Scoring {
    /// The tile it is placed against (`None` for a lead).
    #[must_use]
    pub fn on(&self) -> Option<Tile> {
        self.place.on
    }
}

/// The tile as it lies at `place`: touching half first, a lead as given.
fn as_placed(tile: Tile, place: &Place) -> Tile {
    match place.node {
        Some(_) => tile.oriented(place.pips),
        None => tile,
    }
}

/// `value` with `decimals` decimals, as `allfives coach` prints it (P with three, reply and net
/// with two), without a minus sign on a value that rounds to zero.
#[must_use]
pub fn fixed(value: f64, decimals: usize) -> String {
    let text = format!("{value:.decimals$}");
    match text.strip_prefix('-') {
        Some(rest) if rest.chars().all(|c| c == '0' || c == '.') => rest.to_string(),
        _ => text,
    }
}

/// What `tile` scores at `place` on `layout`, in the match's scale (RULES.md §1 count, §3, §5);
/// `None` when the place is not legal. The exact-target rule (RULES.md §5) is not applied: the
/// coach weighs the board count.
#[must_use]
pub fn points_at(rules: &Rules, layout: &Layout, tile: Tile, place: Place) -> Option<i32> {
    layout
        .count_after(tile, place)
        .map(|total| rules.play_score(total))
}

/// `tile`'s best place on `layout` and its points (match scale); `None` when it fits nowhere.
#[must_use]
pub fn best_play(rules: &Rules, layout: &Layout, tile: Tile) -> Option<Scoring> {
    let mut best: Option<Scoring> = None;
    for place in layout.places(tile) {
        let Some(points) = points_at(rules, layout, tile, place) else {
            continue;
        };
        if best.is_none_or(|b| points > b.points) {
            best = Some(Scoring {
                tile: as_placed(tile, &place),
                place,
                points,
            });
        }
    }
    best
}

/// The tiles among `tiles` that score (more than 0 points) somewhere on `layout`, each at its best
/// place, best first (then in chart order).
#[must_use]
pub fn scoring_tiles(rules: &Rules, layout: &Layout, tiles: &[Tile]) -> Vec<Scoring> {
    let mut scoring: Vec<Scoring> = tiles
        .iter()
        .filter_map(|&t| best_play(rules, layout, t))
        .filter(|s| s.points > 0)
        .collect();
    scoring.sort_by(|a, b| b.points.cmp(&a.points).then(a.tile.cmp(&b.tile)));
    scoring
}

/// The tiles a viewer has not seen, in chart order: all 28 less the tiles on `layout` less
/// `own_hand` (empty when the viewer's hand is not entered).
#[must_use]
pub fn unseen(layout: &Layout, own_hand: &[Tile]) -> Vec<Tile> {
    Tile::all()
        .filter(|t| !layout.contains(*t) && !own_hand.contains(t))
        .collect()
}

/// The practice-mode list: the tiles unseen by a viewer holding `own_hand` (may be empty) that
/// would score on the current layout, with their best points (match scale), best first. Empty
/// when no hand is being played.
#[must_use]
pub fn scoring_now(state: &MatchState, own_hand: &[Tile]) -> Vec<Scoring> {
    match state.hand() {
        Some(hand) if hand.end.is_none() => {
            let pool = unseen(&hand.layout, own_hand);
            scoring_tiles(state.rules(), &hand.layout, &pool)
        }
        _ => Vec::new(),
    }
}

/// What a layout leaves for the next player: the unseen tiles that score on it and the exact odds
/// over every hand that player may hold.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reply {
    /// The player who replies; `None` when nobody does (the placement ends the hand).
    pub player: Option<Seat>,
    /// Whether the player who replies is on the viewer's side (a partner): then their reply
    /// scores for the viewer's side.
    pub partner: bool,
    /// Tiles in the replying player's hand (dealt − placed + drawn).
    pub hand_size: u8,
    /// The pool that hand is drawn from: the tiles unseen by the viewer.
    pub unseen: u8,
    /// The unseen tiles that score on the layout, best first, at their best places. A reply
    /// "scores" when some legal place gives more than 0 points; the exact-target rule is ignored.
    pub scoring: Vec<Scoring>,
    /// The counts over every equally likely hand.
    pub odds: Odds,
}

impl Reply {
    /// The probability that the next player holds at least one tile that scores (before any
    /// draw).
    #[must_use]
    pub fn probability(&self) -> f64 {
        self.odds.probability()
    }

    /// The expected points of the next player's best reply, match scale (0 when none scores).
    #[must_use]
    pub fn expected(&self) -> f64 {
        self.odds.expected()
    }
}

/// What `layout` leaves for a player holding `hand_size` tiles drawn from the `unseen` tiles,
/// before any draw; `player` and `partner` are copied into the answer.
#[must_use]
pub fn reply(
    rules: &Rules,
    layout: &Layout,
    unseen: &[Tile],
    hand_size: u8,
    player: Option<Seat>,
    partner: bool,
) -> Reply {
    let scoring = scoring_tiles(rules, layout, unseen);
    let scores: Vec<u32> = scoring.iter().map(|s| s.points.max(0) as u32).collect();
    let odds = match player {
        Some(_) => Odds::new(&scores, unseen.len() as u32, u32::from(hand_size)),
        None => Odds::default(),
    };
    Reply {
        player,
        partner,
        hand_size,
        unseen: unseen.len() as u8,
        scoring,
        odds,
    }
}

/// For a replay: what the last placement left for the player now to move, seen by a spectator
/// who knows no hand (unseen = 28 less the table). `None` before the lead, when the hand is over
/// or there is no placement.
#[must_use]
pub fn left_for_next(state: &MatchState) -> Option<Reply> {
    let hand = state.hand()?;
    let placer = hand.last_play.as_ref()?.player;
    let next = hand.turn.filter(|_| hand.end.is_none())?;
    let pool = unseen(&hand.layout, &[]);
    let setup = state.setup();
    Some(reply(
        state.rules(),
        &hand.layout,
        &pool,
        hand.tiles[next],
        Some(next),
        setup.side_of(next) == setup.side_of(placer),
    ))
}

/// Why a hand cannot be coached: the position or the entered hand contradicts the match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CoachError {
    /// A player index out of range.
    UnknownPlayer(Seat),
    /// The match has been won.
    MatchOver { winner: String },
    /// No hand has been started.
    NoHand,
    /// The hand is over: there is no play to weigh.
    HandOver,
    /// It is another player's turn.
    NotToMove { expected: String, got: String },
    /// A tile of the entered hand is on the table.
    OnTable(Tile),
    /// A tile entered twice.
    ListedTwice(Tile),
    /// The entered hand has the wrong number of tiles.
    Count { name: String, has: u8, given: usize },
}

impl fmt::Display for CoachError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CoachError::UnknownPlayer(i) => write!(f, "there is no player {i}"),
            CoachError::MatchOver { winner } => write!(f, "the match is over: {winner} won"),
            CoachError::NoHand => f.write_str("no hand has started: there is no play to weigh"),
            CoachError::HandOver => f.write_str("the hand is over: there is no play to weigh"),
            CoachError::NotToMove { expected, got } => {
                write!(f, "it is {expected}'s turn, not {got}'s")
            }
            CoachError::OnTable(tile) => write!(f, "{tile} is on the table"),
            CoachError::ListedTwice(tile) => write!(f, "{tile} is listed twice"),
            CoachError::Count { name, has, given } => write!(
                f,
                "{name} holds {has} tile{}, not {given}",
                if *has == 1 { "" } else { "s" }
            ),
        }
    }
}

impl std::error::Error for CoachError {}

/// The hand in play once `hand` is checked as `viewer`'s: a hand is being played, it is the
/// viewer's turn (or anyone may lead), and `hand` lists exactly the viewer's tiles, none on the
/// table, none twice.
///
/// # Errors
/// [`CoachError`] naming the contradiction.
pub fn check_hand<'a>(
    state: &'a MatchState,
    viewer: Seat,
    hand: &[Tile],
) -> Result<&'a Hand, CoachError> {
    let players = &state.setup().players;
    if viewer.index() >= players.len() {
        return Err(CoachError::UnknownPlayer(viewer));
    }
    if let Some(side) = state.winner() {
        return Err(CoachError::MatchOver {
            winner: state.setup().side_name(side),
        });
    }
    let in_play = state.hand().ok_or(CoachError::NoHand)?;
    if in_play.end.is_some() {
        return Err(CoachError::HandOver);
    }
    if let Some(turn) = in_play.turn
        && turn != viewer
    {
        return Err(CoachError::NotToMove {
            expected: players[turn].clone(),
            got: players[viewer].clone(),
        });
    }
    for (i, tile) in hand.iter().enumerate() {
        if in_play.layout.contains(*tile) {
            return Err(CoachError::OnTable(*tile));
        }
        if hand[..i].contains(tile) {
            return Err(CoachError::ListedTwice(*tile));
        }
    }
    let has = in_play.tiles[viewer];
    if hand.len() != usize::from(has) {
        return Err(CoachError::Count {
            name: players[viewer].clone(),
            has,
            given: hand.len(),
        });
    }
    Ok(in_play)
}

/// Who replies after `viewer` places a tile from a hand of `hand.tiles[viewer]`: the next player
/// in seating order who is still in; `None` when the placement ends the hand by domino (RULES.md
/// §4; in Fives and Threes with partners the hand goes on until both partners are out).
fn replier(state: &MatchState, hand: &Hand, viewer: Seat) -> Option<Seat> {
    let setup = state.setup();
    let mut out = hand.out;
    if hand.tiles[viewer] <= 1 {
        let partners_play_on =
            setup.teams.is_some() && state.rules().variant == Variant::FivesAndThrees;
        if !partners_play_on {
            return None;
        }
        out[viewer] = true;
        let side = setup.side_of(viewer);
        if setup.members(side).iter().all(|&p| out[p]) {
            return None;
        }
    }
    let n = out.len();
    (1..n)
        .map(|k| Seat((viewer.index() + k) % n))
        .find(|&p| !out[p])
}

/// One legal play of the viewer's hand, weighed against the next player's reply.
#[derive(Clone, Debug, PartialEq)]
pub struct Advice {
    /// The tile as it would lie: touching half first (a lead as given).
    pub tile: Tile,
    /// Where it goes.
    pub place: Place,
    /// What it scores now, match scale (RULES.md §3, §5; board count only: no chip-out point,
    /// no end-of-hand award, no exact-target refusal).
    pub now: i32,
    /// What it leaves for the next player.
    pub reply: Reply,
    /// [`Reply::probability`]: the chance the next player can score (before any draw).
    pub p_reply: f64,
    /// [`Reply::expected`]: the expected points of the next player's best reply, match scale.
    pub expected_reply: f64,
    /// Points for the viewer's side minus points for the other side over this play and the reply:
    /// `now − expected_reply` when an opponent replies, `now + expected_reply` when a partner does
    /// (RULES.md is silent; the coach's definition).
    pub net: f64,
}

impl Advice {
    /// The tile it is placed against (`None` for a lead).
    #[must_use]
    pub fn on(&self) -> Option<Tile> {
        self.place.on
    }

    /// The net value as an exact fraction `(numerator, denominator)` of match points.
    fn net_exact(&self) -> (i128, i128) {
        let odds = self.reply.odds;
        let hands = i128::from(odds.hands.max(1));
        let reply = i128::from(odds.points_sum);
        let now = i128::from(self.now) * hands;
        let num = if self.reply.partner {
            now + reply
        } else {
            now - reply
        };
        (num, hands)
    }

    /// Best first: the higher net value (compared exactly), then more points now, then chart
    /// order and layout order.
    fn better(&self, other: &Advice) -> Ordering {
        let (a, da) = self.net_exact();
        let (b, db) = other.net_exact();
        (b * da)
            .cmp(&(a * db))
            .then(other.now.cmp(&self.now))
            .then(self.tile.cmp(&other.tile))
            .then(self.place.node.cmp(&other.place.node))
    }
}

/// Every legal play of `viewer`'s `hand` (their tiles, entered privately), best net value first:
/// each tile at each place it fits, with what it scores now and what it leaves for the next
/// player, whose hand is drawn from the tiles the viewer has not seen. Empty when nothing fits
/// (the viewer must draw or pass).
///
/// # Errors
/// [`CoachError`] when the hand contradicts the match ([`check_hand`]).
pub fn rank(state: &MatchState, viewer: Seat, hand: &[Tile]) -> Result<Vec<Advice>, CoachError> {
    let in_play = check_hand(state, viewer, hand)?;
    let rules = state.rules();
    let setup = state.setup();
    let layout = &in_play.layout;
    let pool = unseen(layout, hand);
    let next = replier(state, in_play, viewer);
    let partner = next.is_some_and(|p| setup.side_of(p) == setup.side_of(viewer));
    let hand_size = next.map_or(0, |p| in_play.tiles[p]);
    let mut advice = Vec::new();
    for &tile in hand {
        for place in layout.places(tile) {
            let mut after = layout.clone();
            if after.place(tile, place).is_err() {
                continue;
            }
            let now = rules.play_score(after.count());
            let reply = reply(rules, &after, &pool, hand_size, next, partner);
            let (p_reply, expected_reply) = (reply.probability(), reply.expected());
            let net = if partner {
                f64::from(now) + expected_reply
            } else {
                f64::from(now) - expected_reply
            };
            advice.push(Advice {
                tile: as_placed(tile, &place),
                place,
                now,
                reply,
                p_reply,
                expected_reply,
                net,
            });
        }
    }
    advice.sort_by(Advice::better);
    Ok(advice)
}

/// The expected pip total of a hand of `hand_size` tiles drawn from the `unseen` tiles: each
/// unseen tile is held with probability `hand_size / n`, so it is `hand_size` × their mean pips
/// (0 with nothing unseen).
#[must_use]
pub fn expected_hand_pips(unseen: &[Tile], hand_size: u8) -> f64 {
    if unseen.is_empty() {
        return 0.0;
    }
    let total: u32 = unseen.iter().map(|t| t.pips()).sum();
    f64::from(hand_size) * f64::from(total) / unseen.len() as f64
}

/// One other player's hand, as the viewer can expect it.
#[derive(Clone, Debug, PartialEq)]
pub struct HandPips {
    /// The player.
    pub player: Seat,
    /// Tiles in their hand (dealt − placed + drawn).
    pub tiles: u8,
    /// Their expected pip total ([`expected_hand_pips`]).
    pub expected: f64,
    /// Whether they are on the viewer's side.
    pub partner: bool,
}

/// What the viewer would score by dominoing now if every other hand held its expected pips (the
/// rules card's third example: weigh dominoing against a big play).
#[derive(Clone, Debug, PartialEq)]
pub struct DominoOutlook {
    /// Every other player holding tiles.
    pub hands: Vec<HandPips>,
    /// The expected pips the settlement figures the award from (RULES.md §4): the opponents'
    /// sum; under `difference` less the viewer's partner's; under `own` and `chip-out` the
    /// opponents' sum, for information.
    pub pips: f64,
    /// The award to the viewer's side, match scale, rounded as the settlement rounds (RULES.md §4
    /// "Rounding"): an expected total is first rounded to a whole pip (half up), then to the
    /// nearest 5 (3); `opponents-each` rounds each hand; `difference` never goes below 0; `own`
    /// gives the viewer's side 0 (each other side loses its own rounded pips instead);
    /// `chip-out` is the chip-out point, 1.
    pub award: i32,
}

/// `round5` of an expected (fractional) pip total: to a whole pip, then as the settlement does.
fn round_expected(rules: &Rules, pips: f64) -> i32 {
    rules.round(pips.round() as i32)
}

/// What the other hands hold on average, and what the viewer would score by dominoing now, from
/// the tiles the viewer has not seen (RULES.md §4 end-of-hand rules; the rules card's third
/// example).
///
/// # Errors
/// [`CoachError`] when `hand` contradicts the match ([`check_hand`]).
pub fn domino_outlook(
    state: &MatchState,
    viewer: Seat,
    hand: &[Tile],
) -> Result<DominoOutlook, CoachError> {
    let in_play = check_hand(state, viewer, hand)?;
    let rules = state.rules();
    let setup = state.setup();
    let pool = unseen(&in_play.layout, hand);
    let side = setup.side_of(viewer);
    let hands: Vec<HandPips> = Seat::all(setup.players.len())
        .filter(|&p| p != viewer && in_play.tiles[p] > 0)
        .map(|p| HandPips {
            player: p,
            tiles: in_play.tiles[p],
            expected: expected_hand_pips(&pool, in_play.tiles[p]),
            partner: setup.side_of(p) == side,
        })
        .collect();
    let opponents: f64 = hands
        .iter()
        .filter(|h| !h.partner)
        .map(|h| h.expected)
        .sum();
    let partners: f64 = hands.iter().filter(|h| h.partner).map(|h| h.expected).sum();
    let (pips, points) = match rules.end_of_hand {
        EndOfHand::Opponents => (opponents, round_expected(rules, opponents)),
        EndOfHand::OpponentsEach => (
            opponents,
            hands
                .iter()
                .filter(|h| !h.partner)
                .map(|h| round_expected(rules, h.expected))
                .sum(),
        ),
        EndOfHand::Difference => {
            let pips = opponents - partners;
            (pips, round_expected(rules, pips).max(0))
        }
        EndOfHand::Own => (opponents, 0),
        EndOfHand::ChipOut => {
            return Ok(DominoOutlook {
                hands,
                pips: opponents,
                award: 1,
            });
        }
    };
    Ok(DominoOutlook {
        hands,
        pips,
        award: rules.to_scale(points),
    })
}

#[cfg(test)]
mod tests;
