//! One rating per player, recomputed match by match from the history with the Weng-Lin rating
//! (the skillratings crate, also known as OpenSkill): a rating μ and its deviation σ, both in
//! rating points, starting at 25 ± 8.33 (the crate's defaults), with β = 25/6 (the crate's).
//!
//! Weng and Lin's dynamics factor τ ([`TAU`], 25/300 as in their paper and in openskill) is
//! added before every match: each player's σ becomes √(σ² + τ²) before the crate rates it, so σ
//! never freezes and a rating keeps moving after hundreds of matches. The crate has no τ of its
//! own; this is the only step taken around its call. τ is added per match played, not per day:
//! a player away for months comes back with the σ they left with, and their first match back
//! moves them as any other match does.
//!
//! Weng-Lin rather than Elo or Glicko-2: the crate rates partners and three- or four-way matches
//! only with Weng-Lin and TrueSkill (its Elo and Glicko-2 are one against one), and Weng-Lin
//! carries a deviation that shrinks with every match, so a newcomer's rating moves fast and is
//! marked as provisional. How a match moves the ratings is the crate's, never ours:
//!
//! - two players: [`weng_lin`], the winner's outcome a win;
//! - two sides of partners: [`weng_lin_two_teams`], each partner moved by the side's result;
//! - three (or four) players alone: [`weng_lin_multi_team`], each side placed first, second,
//!   third by [`super::places`].

use std::collections::HashMap;

use skillratings::weng_lin::{
    WengLinConfig, WengLinRating, weng_lin, weng_lin_multi_team, weng_lin_two_teams,
};
use skillratings::{MultiTeamOutcome, Outcomes};

use super::{Played, ordered, places};
use crate::engine::{Seat, Side};
use crate::engine::{Setup, Variant};

/// Weng-Lin's dynamics factor τ, rating points: added to each player's σ (as σ² + τ²) before
/// every match they play. 25/300, the value of Weng and Lin (2011) and of openskill.
pub const TAU: f64 = 25.0 / 300.0;

/// A player is provisional until this many rated matches.
pub const PROVISIONAL_MATCHES: u32 = 5;

/// A rating: μ and its deviation σ, rating points.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    /// The rating μ, rating points (25 to start).
    pub rating: f64,
    /// How uncertain it is, σ in rating points (25/3 ≈ 8.33 to start; smaller is surer).
    pub deviation: f64,
}

impl Rating {
    /// A new player's rating: the crate's default, 25 ± 25/3.
    pub const START: Rating = Rating {
        rating: 25.0,
        deviation: 25.0 / 3.0,
    };

    fn crate_rating(self) -> WengLinRating {
        WengLinRating {
            rating: self.rating,
            uncertainty: self.deviation,
        }
    }

    fn of(r: WengLinRating) -> Rating {
        Rating {
            rating: r.rating,
            deviation: r.uncertainty,
        }
    }
}

/// A player's rating after every match counted.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayerRating {
    /// The name: "Ana" in two matches is one player.
    pub name: String,
    /// The rating now.
    pub rating: Rating,
    /// Matches rated.
    pub matches: u32,
}

impl PlayerRating {
    /// Fewer than [`PROVISIONAL_MATCHES`] rated matches: the rating is still settling.
    #[must_use]
    pub fn provisional(&self) -> bool {
        self.matches < PROVISIONAL_MATCHES
    }
}

/// How one match moved one player's rating.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Change {
    /// The player's seat in the match.
    pub seat: Seat,
    /// The rating before the match.
    pub before: Rating,
    /// The rating after it.
    pub after: Rating,
}

/// One rated match and how it moved each player's rating.
#[derive(Clone, Debug)]
pub struct RatedMatch<'a> {
    /// The match.
    pub played: Played<'a>,
    /// One entry per seat.
    pub changes: Vec<Change>,
}

impl RatedMatch<'_> {
    /// The player's name of a change.
    #[must_use]
    pub fn name(&self, change: &Change) -> &str {
        &self.played.summary.setup.players[change.seat]
    }
}

/// Every player's rating and how each match moved them.
#[derive(Clone, Debug, Default)]
pub struct Ratings<'a> {
    /// Every player, best first (highest rating, then surest, then by name).
    pub players: Vec<PlayerRating>,
    /// The rated matches, oldest first (the order they were rated in).
    pub timeline: Vec<RatedMatch<'a>>,
}

impl<'a> Ratings<'a> {
    /// Rates the finished matches of `matches` (of `variant` only, when given) in order of start
    /// time, then content ([`ordered`]), whatever order they are given in, with the dynamics
    /// factor [`TAU`].
    #[must_use]
    pub fn of(matches: &[Played<'a>], variant: Option<Variant>) -> Ratings<'a> {
        Ratings::with_tau(matches, variant, TAU)
    }

    /// [`Ratings::of`] with the dynamics factor `tau` (rating points; 0 rates as the crate alone
    /// does, which the hand-worked tests check).
    #[must_use]
    pub fn with_tau(matches: &[Played<'a>], variant: Option<Variant>, tau: f64) -> Ratings<'a> {
        let mut players: Vec<PlayerRating> = Vec::new();
        let mut seen: HashMap<&'a str, usize> = HashMap::new();
        let mut timeline = Vec::new();
        for played in ordered(matches, variant) {
            let s = played.summary;
            let Some(winner) = s.winner else { continue };
            let seats: Vec<usize> = s
                .setup
                .players
                .iter()
                .map(|name| {
                    *seen.entry(name.as_str()).or_insert_with(|| {
                        players.push(PlayerRating {
                            name: name.clone(),
                            rating: Rating::START,
                            matches: 0,
                        });
                        players.len() - 1
                    })
                })
                .collect();
            let before: Vec<Rating> = seats.iter().map(|&p| players[p].rating).collect();
            let after = rate_match(&s.setup, &s.scores, winner, &dynamic(&before, tau));
            let mut changes = Vec::with_capacity(seats.len());
            for (seat, &p) in seats.iter().enumerate() {
                players[p].rating = after[seat];
                players[p].matches += 1;
                changes.push(Change {
                    seat: Seat(seat),
                    before: before[seat],
                    after: after[seat],
                });
            }
            timeline.push(RatedMatch { played, changes });
        }
        players.sort_by(|a, b| {
            b.rating
                .rating
                .total_cmp(&a.rating.rating)
                .then(a.rating.deviation.total_cmp(&b.rating.deviation))
                .then_with(|| a.name.cmp(&b.name))
        });
        Ratings { players, timeline }
    }

    /// The player named `name`.
    #[must_use]
    pub fn player(&self, name: &str) -> Option<&PlayerRating> {
        self.players.iter().find(|p| p.name == name)
    }
}

/// Each rating with `tau` added to its deviation, as σ' = √(σ² + τ²): Weng-Lin's dynamics
/// factor, applied to every player of a match before it is rated.
#[must_use]
pub fn dynamic(ratings: &[Rating], tau: f64) -> Vec<Rating> {
    ratings
        .iter()
        .map(|r| Rating {
            rating: r.rating,
            deviation: r.deviation.hypot(tau),
        })
        .collect()
}

/// Each seat's rating after one finished match of `setup` that `winner` won with `scores` (match
/// scale), from each seat's rating `before`, as the crate rates it (see the module).
#[must_use]
pub fn rate_match(setup: &Setup, scores: &[i32], winner: Side, before: &[Rating]) -> Vec<Rating> {
    let config = WengLinConfig::new();
    let sides = setup.sides();
    let team = |side: Side| -> Vec<WengLinRating> {
        setup
            .members_iter(side)
            .map(|seat| before[seat.index()].crate_rating())
            .collect()
    };
    let teams: Vec<Vec<WengLinRating>> = Side::all(sides).map(team).collect();
    let rated: Vec<Vec<WengLinRating>> = if sides == 2 {
        let outcome = if winner == Side(0) {
            Outcomes::WIN
        } else {
            Outcomes::LOSS
        };
        if teams[0].len() == 1 && teams[1].len() == 1 {
            let (one, two) = weng_lin(&teams[0][0], &teams[1][0], &outcome, &config);
            vec![vec![one], vec![two]]
        } else {
            let (one, two) = weng_lin_two_teams(&teams[0], &teams[1], &outcome, &config);
            vec![one, two]
        }
    } else {
        let ranks = places(scores, winner.index());
        let with_ranks: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
            .iter()
            .zip(&ranks)
            .map(|(t, &r)| (t.as_slice(), MultiTeamOutcome::new(r)))
            .collect();
        weng_lin_multi_team(&with_ranks, &config)
    };
    let mut after = before.to_vec();
    for (side, members) in rated.iter().enumerate() {
        for (seat, r) in setup.members_iter(Side(side)).zip(members) {
            after[seat.index()] = Rating::of(*r);
        }
    }
    after
}
