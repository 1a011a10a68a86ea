//! Each player's statistics across matches, from the summaries (no match is replayed). A player
//! is a name: "Ana" in two matches is one player. With partners, the side's score counts for both.

use super::summary::Summary;
use crate::engine::Variant;

/// One player's record over a set of matches.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlayerStats {
    /// The name.
    pub name: String,
    /// Matches played (finished or not).
    pub played: u32,
    /// Of those, matches that have a winner.
    pub finished: u32,
    /// Matches their side won.
    pub won: u32,
    /// Hands dealt in those matches.
    pub hands: u32,
    /// Their side's scores added up, raw points (RULES.md §5: the scale's divisor undone).
    pub points: i64,
    /// Tiles placed.
    pub placements: u32,
    /// Placements whose count scored (RULES.md §3).
    pub scoring: u32,
    /// The biggest count's points, raw points.
    pub best_play: u32,
    /// Hands dominoed.
    pub dominoes: u32,
    /// Blocked hands their side won (RULES.md §4).
    pub blocks_won: u32,
    /// Upheld "Muggins!" calls made (RULES.md §6).
    pub muggins_won: u32,
    /// Upheld calls on their placements.
    pub muggins_lost: u32,
}

impl PlayerStats {
    /// Won ÷ finished, 0–1; `None` before a finished match.
    #[must_use]
    pub fn win_rate(&self) -> Option<f64> {
        (self.finished > 0).then(|| f64::from(self.won) / f64::from(self.finished))
    }

    /// Their side's raw points per hand dealt; `None` before a hand.
    #[must_use]
    pub fn points_per_hand(&self) -> Option<f64> {
        (self.hands > 0).then(|| self.points as f64 / f64::from(self.hands))
    }

    /// Placements that scored ÷ placements, 0–1; `None` before a placement.
    #[must_use]
    pub fn scoring_share(&self) -> Option<f64> {
        (self.placements > 0).then(|| f64::from(self.scoring) / f64::from(self.placements))
    }
}

/// The statistics of every player of `matches` (of `variant` only, when given), most matches
/// first, then by name.
#[must_use]
pub fn player_stats<'a>(
    matches: impl IntoIterator<Item = &'a Summary>,
    variant: Option<Variant>,
) -> Vec<PlayerStats> {
    let mut all: Vec<PlayerStats> = Vec::new();
    for s in matches {
        if variant.is_some_and(|v| v != s.setup.rules.variant) {
            continue;
        }
        for (seat, name) in s.setup.seated() {
            let i = match all.iter().position(|p| &p.name == name) {
                Some(i) => i,
                None => {
                    all.push(PlayerStats {
                        name: name.clone(),
                        ..PlayerStats::default()
                    });
                    all.len() - 1
                }
            };
            let p = &mut all[i];
            let side = s.setup.side_of(seat);
            let t = s.players.get(seat.index()).cloned().unwrap_or_default();
            p.played += 1;
            p.finished += u32::from(s.finished());
            p.won += u32::from(s.winner == Some(side));
            p.hands += s.hands;
            p.points += s.points(side);
            p.placements += t.placements;
            p.scoring += t.scoring;
            p.best_play = p.best_play.max(t.best_play);
            p.dominoes += t.dominoes;
            p.blocks_won += t.blocks_won;
            p.muggins_won += t.muggins_won;
            p.muggins_lost += t.muggins_lost;
        }
    }
    all.sort_by(|a, b| b.played.cmp(&a.played).then_with(|| a.name.cmp(&b.name)));
    all
}
