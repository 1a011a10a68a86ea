//! The club's ratings agree everywhere and follow Weng and Lin's model with its dynamics factor:
//!
//! - the same play records imported into different folders, in different orders, many of them
//!   sharing a start time (a club night's tables), give byte-identical `allfives ratings` and
//!   `allfives standings --csv` (the tie is broken by the matches' content, never by their ids'
//!   random letters);
//! - on random matches among eight players (one against one, three alone, partners, four alone),
//!   every rating is within 0.06 of an independent Weng-Lin Bradley-Terry-full written here from
//!   the paper's formulas with τ = 25/300 added before every match.

use std::path::{Path, PathBuf};
use std::process::Command;

use allfives::engine::{Setup, Side, Variant};
use allfives::store::club::Played;
use allfives::store::club::ratings::{Rating, Ratings, TAU};
use allfives::store::summary::{PlayerTotals, Summary};
use chrono::{Local, TimeZone};

// -------------------------------------------------------------------------------------------------
// The same files in every folder
// -------------------------------------------------------------------------------------------------

/// The shared vector records of finished matches, each given one of three start times (so most
/// share theirs with others) in a `date:` line, written to `dir`. Returns the files by name.
fn records_sharing_start_times(dir: &Path) -> Vec<PathBuf> {
    let mut names: Vec<String> = std::fs::read_dir("../shared/vectors/matches")
        .unwrap()
        .filter_map(Result::ok)
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".fives"))
        .collect();
    names.sort();
    let starts = [
        "2026-03-06T20:00:00",
        "2026-03-06T21:30:00",
        "2026-03-13T20:00:00",
    ];
    let mut files = Vec::new();
    for (i, name) in names.iter().enumerate() {
        let text = std::fs::read_to_string(format!("../shared/vectors/matches/{name}")).unwrap();
        let dated = format!("date: {}\n{text}", starts[i % starts.len()]);
        let path = dir.join(name);
        std::fs::write(&path, dated).unwrap();
        files.push(path);
    }
    files
}

fn allfives(saves: &Path, args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_allfives"))
        .arg("--saves")
        .arg(saves)
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// Imports `files` in their order into a new folder under `root`, then prints the ratings and
/// the standings' CSV.
fn imported(root: &Path, folder: &str, files: &[PathBuf]) -> (String, String) {
    let saves = root.join(folder);
    std::fs::create_dir(&saves).unwrap();
    let mut args = vec!["import".to_string()];
    args.extend(files.iter().map(|f| f.display().to_string()));
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let (code, _, err) = allfives(&saves, &args);
    assert_eq!(code, 0, "{err}");
    let (code, ratings, err) = allfives(&saves, &["ratings"]);
    assert_eq!(code, 0, "{err}");
    let (code, csv, err) = allfives(&saves, &["standings", "--csv"]);
    assert_eq!(code, 0, "{err}");
    (ratings, csv)
}

#[test]
fn the_same_records_give_byte_identical_ratings_in_every_folder_and_import_order() {
    let records = tempfile::tempdir().unwrap();
    let files = records_sharing_start_times(records.path());
    assert_eq!(files.len(), 28);
    let root = tempfile::tempdir().unwrap();

    let (first, first_csv) = imported(root.path(), "by-name", &files);
    // Four players, every one rated (the unfinished Muggins for four never counts).
    assert_eq!(first.lines().count(), 4, "{first}");
    let mut reversed = files.clone();
    reversed.reverse();
    // An order that is neither: every third file first, and so on.
    let mut interleaved: Vec<PathBuf> = Vec::new();
    for start in 0..3 {
        interleaved.extend(files.iter().skip(start).step_by(3).cloned());
    }
    for (folder, order) in [("reversed", &reversed), ("interleaved", &interleaved)] {
        let (ratings, csv) = imported(root.path(), folder, order);
        assert_eq!(ratings, first, "{folder}");
        assert_eq!(csv, first_csv, "{folder}");
    }
    // A folder imported as a folder (`import DIR`) agrees too.
    let saves = root.path().join("as-a-folder");
    std::fs::create_dir(&saves).unwrap();
    let (code, _, err) = allfives(&saves, &["import", &records.path().display().to_string()]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(allfives(&saves, &["ratings"]).1, first);
}

// -------------------------------------------------------------------------------------------------
// An independent Weng-Lin
// -------------------------------------------------------------------------------------------------

/// Weng & Lin (2011), "A Bayesian Approximation Method for Online Ranking", Algorithm 1 with the
/// Bradley-Terry model, full pairing, written from the paper (not from the crate), with the
/// dynamics factor of its section on changing skills. β = 25/6, κ = 0.0001 as in the paper.
mod weng_lin {
    pub const BETA: f64 = 25.0 / 6.0;
    pub const KAPPA: f64 = 0.0001;

    /// (μ, σ) of one player.
    pub type Skill = (f64, f64);

    /// One match: `teams[i]` the players' skills of team i, `ranks[i]` its rank (1 best; equal
    /// ranks a tie). Returns each player's skill after it. `tau` is added first: σ² + τ².
    pub fn rate(teams: &[Vec<Skill>], ranks: &[usize], tau: f64) -> Vec<Vec<Skill>> {
        let teams: Vec<Vec<Skill>> = teams
            .iter()
            .map(|t| {
                t.iter()
                    .map(|&(mu, s)| (mu, (s * s + tau * tau).sqrt()))
                    .collect()
            })
            .collect();
        // Team strength: μ_i = Σ μ_ij, σ_i² = Σ σ_ij².
        let mu: Vec<f64> = teams.iter().map(|t| t.iter().map(|p| p.0).sum()).collect();
        let var: Vec<f64> = teams
            .iter()
            .map(|t| t.iter().map(|p| p.1 * p.1).sum())
            .collect();
        let mut after = Vec::new();
        for i in 0..teams.len() {
            let mut omega = 0.0;
            let mut delta = 0.0;
            for q in 0..teams.len() {
                if q == i {
                    continue;
                }
                let c = (var[i] + var[q] + 2.0 * BETA * BETA).sqrt();
                let p_iq = (mu[i] / c).exp() / ((mu[i] / c).exp() + (mu[q] / c).exp());
                let s = match ranks[q].cmp(&ranks[i]) {
                    std::cmp::Ordering::Greater => 1.0,
                    std::cmp::Ordering::Equal => 0.5,
                    std::cmp::Ordering::Less => 0.0,
                };
                let gamma = var[i].sqrt() / c;
                omega += var[i] / c * (s - p_iq);
                delta += gamma * var[i] / (c * c) * p_iq * (1.0 - p_iq);
            }
            after.push(
                teams[i]
                    .iter()
                    .map(|&(m, s)| {
                        let share = s * s / var[i];
                        let mu = m + share * omega;
                        let sigma = (s * s * (1.0 - share * delta).max(KAPPA)).sqrt();
                        (mu, sigma)
                    })
                    .collect(),
            );
        }
        after
    }
}

/// A small deterministic random source (xorshift64*), so the test needs no seed file.
struct Dice(u64);

impl Dice {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

const CLUB: [&str; 8] = ["Ana", "Ben", "Cy", "Di", "Eve", "Fritz", "Gus", "Hugo"];

/// `count` random finished matches among [`CLUB`], one a day at 20:00 from 2025-01-01: two,
/// three or four players (four as partners or alone), a random winner, the others' scores
/// random below the target (so three- and four-handed places vary, ties included).
fn random_matches(count: usize, dice: &mut Dice) -> Vec<Summary> {
    let first = Local.with_ymd_and_hms(2025, 1, 1, 20, 0, 0).unwrap();
    (0..count)
        .map(|n| {
            let players = 2 + dice.below(3);
            let mut names: Vec<String> = Vec::new();
            while names.len() < players {
                let name = CLUB[dice.below(CLUB.len())].to_string();
                if !names.contains(&name) {
                    names.push(name);
                }
            }
            let mut setup = Setup::new(names, Variant::AllFives);
            if players == 4 && dice.below(2) == 0 {
                setup.teams = None;
            }
            let sides = setup.sides();
            let winner = dice.below(sides);
            // Steps of 25 below 250, so equal scores (shared places) come up.
            let scores: Vec<i32> = (0..sides)
                .map(|s| {
                    if s == winner {
                        250
                    } else {
                        25 * dice.below(10) as i32
                    }
                })
                .collect();
            let created = first + chrono::Duration::days(n as i64);
            Summary {
                created,
                updated: created,
                setup,
                title: None,
                note: None,
                events: 60,
                hands: 6,
                scores,
                winner: Some(Side(winner)),
                players: vec![PlayerTotals::default(); players],
            }
        })
        .collect()
}

/// Every player's (μ, σ) after `matches` in order, by the independent Weng-Lin with `tau`.
fn independent(matches: &[Summary], tau: f64) -> Vec<(String, weng_lin::Skill)> {
    let mut skills: Vec<(String, weng_lin::Skill)> = Vec::new();
    for m in matches {
        let setup = &m.setup;
        let winner = m.winner.unwrap().index();
        let sides = setup.sides();
        // Rank: the winner first; every other side behind the winner and each side above it.
        let ranks: Vec<usize> = (0..sides)
            .map(|s| {
                if s == winner {
                    1
                } else {
                    1 + (0..sides)
                        .filter(|&o| o != s && (o == winner || m.scores[o] > m.scores[s]))
                        .count()
                }
            })
            .collect();
        let mut skill_of = |name: &str| -> weng_lin::Skill {
            if let Some((_, s)) = skills.iter().find(|(n, _)| n == name) {
                *s
            } else {
                skills.push((name.to_string(), (25.0, 25.0 / 3.0)));
                (25.0, 25.0 / 3.0)
            }
        };
        let teams: Vec<Vec<weng_lin::Skill>> = (0..sides)
            .map(|side| {
                setup
                    .members(Side(side))
                    .iter()
                    .map(|&seat| skill_of(&setup.players[seat.index()]))
                    .collect()
            })
            .collect();
        let after = weng_lin::rate(&teams, &ranks, tau);
        for (side, members) in after.iter().enumerate() {
            for (&seat, skill) in setup.members(Side(side)).iter().zip(members) {
                let name = &setup.players[seat.index()];
                skills.iter_mut().find(|(n, _)| n == name).unwrap().1 = *skill;
            }
        }
    }
    skills
}

#[test]
fn ratings_follow_an_independent_weng_lin_with_tau_on_random_matches() {
    let mut dice = Dice(0x5eed_2026);
    let matches = random_matches(600, &mut dice);
    let ids: Vec<String> = (0..matches.len()).map(|i| format!("m{i:04}")).collect();
    let played: Vec<Played> = matches
        .iter()
        .zip(&ids)
        .map(|(summary, id)| Played { id, summary })
        .collect();
    let ratings = Ratings::of(&played, None);
    assert_eq!(ratings.timeline.len(), 600);
    let expected = independent(&matches, 25.0 / 300.0);
    assert_eq!(ratings.players.len(), CLUB.len());
    let mut worst: f64 = 0.0;
    for (name, (mu, sigma)) in &expected {
        let found: Rating = ratings.player(name).unwrap().rating;
        let off = (found.rating - mu)
            .abs()
            .max((found.deviation - sigma).abs());
        worst = worst.max(off);
        assert!(
            off < 0.06,
            "{name}: {:.4} ± {:.4}, the paper's Weng-Lin gives {mu:.4} ± {sigma:.4}",
            found.rating,
            found.deviation
        );
    }
    // Close to the app's rounding, not merely within it: the same maths.
    assert!(worst < 1e-6, "worst difference {worst}");
    assert!((TAU - 25.0 / 300.0).abs() < 1e-15);
}

#[test]
fn with_tau_sigma_keeps_moving_after_hundreds_of_matches() {
    // Ana and Ben alone, 2,000 matches, Ana winning two of three: without τ the deviation sinks
    // towards nothing and a rating freezes; with it, σ settles where τ² balances what a match
    // teaches, and every match still moves μ.
    let summaries: Vec<Summary> = (0..2000)
        .map(|n| {
            let created =
                Local.with_ymd_and_hms(2025, 1, 1, 20, 0, 0).unwrap() + chrono::Duration::days(n);
            Summary {
                created,
                updated: created,
                setup: Setup::new(vec!["Ana".into(), "Ben".into()], Variant::AllFives),
                title: None,
                note: None,
                events: 60,
                hands: 6,
                scores: if n % 3 == 2 {
                    vec![100, 250]
                } else {
                    vec![250, 100]
                },
                winner: Some(Side(usize::from(n % 3 == 2))),
                players: vec![PlayerTotals::default(); 2],
            }
        })
        .collect();
    let ids: Vec<String> = (0..summaries.len()).map(|i| format!("m{i}")).collect();
    let played: Vec<Played> = summaries
        .iter()
        .zip(&ids)
        .map(|(summary, id)| Played { id, summary })
        .collect();
    let with = Ratings::of(&played, None);
    let sigma = |r: &Ratings| r.player("Ana").unwrap().rating.deviation;
    let expected = independent(&summaries, TAU);
    let ana = expected.iter().find(|(n, _)| n == "Ana").unwrap().1;
    assert!((sigma(&with) - ana.1).abs() < 1e-9);
    // With τ, σ has settled by 1,000 matches (at 1.50) and stays; without it, it keeps falling
    // (0.90 after 1,000, 0.70 after 2,000).
    let halfway = Ratings::of(&played[..1000], None);
    let without = Ratings::with_tau(&played, None, 0.0);
    let without_halfway = Ratings::with_tau(&played[..1000], None, 0.0);
    assert!(
        (sigma(&with) - sigma(&halfway)).abs() < 0.01,
        "{} then {}",
        sigma(&halfway),
        sigma(&with)
    );
    assert!(
        sigma(&without_halfway) - sigma(&without) > 0.15,
        "{} then {}",
        sigma(&without_halfway),
        sigma(&without)
    );
    assert!(sigma(&with) > sigma(&without) + 0.5);
    // The last match still moves Ana by more than a hundredth with τ.
    let last = with.timeline.last().unwrap();
    let moved = (last.changes[0].after.rating - last.changes[0].before.rating).abs();
    assert!(moved > 0.01, "{moved}");
}
