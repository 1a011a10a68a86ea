//! The club across the history: ratings against values worked out by hand from the Weng-Lin
//! formulas (two players over three matches, a partnership, a three-player match) and against
//! the skillratings crate called directly; head-to-head and standings on the shared vector
//! matches, against totals worked out from each vector's final scores; the ratings, h2h and
//! standings CSV forms.

use std::path::Path;
use std::process::Command;

use allfives::engine::Side;
use allfives::engine::{Setup, Variant};
use allfives::store::club::h2h::{Party, head_to_head};
use allfives::store::club::ratings::{PROVISIONAL_MATCHES, Rating, Ratings, TAU};
use allfives::store::club::standings::{self, Column, standings};
use allfives::store::club::{Period, Played, places, played};
use allfives::store::history::{History, Progress};
use allfives::store::summary::{PlayerTotals, Summary};
use allfives::store::{self, Store, exchange};
use chrono::{Local, NaiveDate, TimeZone};
use skillratings::weng_lin::{
    WengLinConfig, WengLinRating, weng_lin, weng_lin_multi_team, weng_lin_two_teams,
};
use skillratings::{MultiTeamOutcome, Outcomes};

// -------------------------------------------------------------------------------------------------
// A small history by hand
// -------------------------------------------------------------------------------------------------

/// A finished All Fives match of `players` started on 2026-03-`day` at 20:00.
fn summary(players: &[&str], scores: &[i32], winner: usize, day: u32) -> Summary {
    let setup = Setup::new(
        players.iter().map(ToString::to_string).collect(),
        Variant::AllFives,
    );
    let created = Local.with_ymd_and_hms(2026, 3, day, 20, 0, 0).unwrap();
    Summary {
        created,
        updated: created,
        setup,
        title: None,
        note: None,
        events: 40,
        hands: 5,
        scores: scores.to_vec(),
        winner: Some(Side(winner)),
        players: vec![PlayerTotals::default(); players.len()],
    }
}

fn close(found: Rating, rating: f64, deviation: f64) {
    assert!(
        (found.rating - rating).abs() < 1e-9 && (found.deviation - deviation).abs() < 1e-9,
        "{found:?} is not {rating} ± {deviation}"
    );
}

// The hand-worked values follow Weng & Lin (2011), Algorithm 1 (Bradley-Terry, full pairing),
// β = 25/6, starting at μ = 25, σ = 25/3. For two sides i, q with sums μ and σ² of their
// players: c = √(2β² + σᵢ² + σ_q²), p = e^(μᵢ/c) / (e^(μᵢ/c) + e^(μ_q/c)),
// Ω = σᵢ²/c · (s − p) with s = 1, ½, 0, and Δ = (σᵢ/c) · σᵢ²/c² · p(1 − p); each player j of i
// then moves to μⱼ + σⱼ²/σᵢ² · Ω and σⱼ · √(1 − σⱼ²/σᵢ² · Δ), Ω and Δ summed over every other
// side q. (Worked out with a pocket calculator's precision in Python: `math.exp`, `math.sqrt`.)

#[test]
fn two_players_over_three_matches_move_as_worked_out_by_hand() {
    // Ana wins, Ana wins again, then Ben wins.
    let matches = [
        summary(&["Ana", "Ben"], &[250, 120], 0, 1),
        summary(&["Ana", "Ben"], &[255, 200], 0, 2),
        summary(&["Ana", "Ben"], &[180, 250], 1, 3),
    ];
    let ids = ["one", "two", "three"];
    let list: Vec<Played> = matches
        .iter()
        .zip(ids)
        .map(|(summary, id)| Played { id, summary })
        .collect();
    // Without the dynamics factor (τ = 0): the crate's own steps, worked out by hand.
    let ratings = Ratings::with_tau(&list, None, 0.0);
    // After the first match: c = √(2·(25/6)² + 2·(25/3)²) = 13.176…, p = ½,
    // μ = 25 ± (25/3)²/c · ½ = 27.635 / 22.365, σ = (25/3)·√(1 − (σ/c)³·¼) = 8.0655.
    let first = &ratings.timeline[0];
    close(
        first.changes[0].after,
        27.635_231_383_473_65,
        8.065_506_316_323_548,
    );
    close(
        first.changes[1].after,
        22.364_768_616_526_35,
        8.065_506_316_323_548,
    );
    let second = &ratings.timeline[1];
    close(
        second.changes[0].after,
        29.655_878_607_811_9,
        7.822_102_957_236_89,
    );
    close(
        second.changes[1].after,
        20.344_121_392_188_1,
        7.822_102_957_236_89,
    );
    let ana = ratings.player("Ana").unwrap();
    let ben = ratings.player("Ben").unwrap();
    close(ana.rating, 26.347_868_261_919_64, 7.611_601_868_672_466);
    close(ben.rating, 23.652_131_738_080_36, 7.611_601_868_672_466);
    assert_eq!((ana.matches, ben.matches), (3, 3));
    // Best first; three matches are fewer than the five a rating needs to be established.
    assert_eq!(ratings.players[0].name, "Ana");
    assert!(PROVISIONAL_MATCHES > 3 && ana.provisional() && ben.provisional());

    // The same files read in another order give the same numbers.
    let mut reversed = list.clone();
    reversed.reverse();
    assert_eq!(
        Ratings::with_tau(&reversed, None, 0.0).players,
        ratings.players
    );
}

#[test]
fn partners_move_together_with_their_side() {
    // Ana & Cy (seats 1 and 3) beat Ben & Di.
    let four = summary(&["Ana", "Ben", "Cy", "Di"], &[250, 190], 0, 1);
    let ratings = Ratings::with_tau(
        &[Played {
            id: "m",
            summary: &four,
        }],
        None,
        0.0,
    );
    // Sides of two new players: μ = 50, σ² = 2·(25/3)²; c = √(2β² + 4·(25/3)²) = 17.97…,
    // p = ½, Ω = σ²/c · ½, each partner gets half of Ω: 25 ± 1.964 = 26.964 / 23.036.
    for (name, rating) in [
        ("Ana", 26.964_185_503_295_965),
        ("Cy", 26.964_185_503_295_965),
        ("Ben", 23.035_814_496_704_035),
        ("Di", 23.035_814_496_704_035),
    ] {
        close(
            ratings.player(name).unwrap().rating,
            rating,
            8.177_556_357_710_97,
        );
    }
}

#[test]
fn three_players_are_rated_first_second_third() {
    // Ana wins with 250; Cy is second with 180, Ben third with 90.
    let three = summary(&["Ana", "Ben", "Cy"], &[250, 90, 180], 0, 1);
    assert_eq!(places(&three.scores, 0), vec![1, 3, 2]);
    let ratings = Ratings::with_tau(
        &[Played {
            id: "m",
            summary: &three,
        }],
        None,
        0.0,
    );
    // Each pair as two new players (c = 13.176…, p = ½): the first gains 2·Ω, the second
    // gains Ω and loses Ω, the third loses 2·Ω, where Ω = (25/3)²/c · ½ = 2.635.
    let sigma = 7.788_474_807_872_567;
    close(
        ratings.player("Ana").unwrap().rating,
        30.270_462_766_947_3,
        sigma,
    );
    close(ratings.player("Cy").unwrap().rating, 25.0, sigma);
    close(
        ratings.player("Ben").unwrap().rating,
        19.729_537_233_052_7,
        sigma,
    );
    assert_eq!(
        ratings
            .players
            .iter()
            .map(|p| p.name.as_str())
            .collect::<Vec<_>>(),
        ["Ana", "Cy", "Ben"]
    );
}

// -------------------------------------------------------------------------------------------------
// The shared vector matches as a history
// -------------------------------------------------------------------------------------------------

/// Every shared vector match saved in `dir` as `<vector>.ron`, the n-th (by name) started on
/// 2026-03-n at 20:00.
fn vector_history(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir("../shared/vectors/matches")
        .unwrap()
        .filter_map(Result::ok)
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".fives"))
        .collect();
    names.sort();
    for (i, name) in names.iter().enumerate() {
        let text = std::fs::read_to_string(format!("../shared/vectors/matches/{name}")).unwrap();
        let mut save = exchange::import(&text).unwrap();
        save.created = Local
            .with_ymd_and_hms(2026, 3, i as u32 + 1, 20, 0, 0)
            .unwrap();
        save.updated = save.created + chrono::Duration::minutes(30);
        let stem = name.trim_end_matches(".fives");
        store::save(&dir.join(format!("{stem}.ron")), &save).unwrap();
    }
    names
}

fn scan(dir: &Path) -> History {
    History::scan(&Store::new(dir), &Progress::new())
}

/// The ratings folded here by calling the crate for every match, the way the README says the
/// club does: each player's σ widened by τ (√(σ² + τ²)), then one against one, two teams, or
/// every side placed.
fn crate_ratings(matches: &[Played]) -> Vec<(String, WengLinRating)> {
    let config = WengLinConfig::new();
    let mut now: Vec<(String, WengLinRating)> = Vec::new();
    let mut sorted = matches.to_vec();
    sorted.sort_by_key(|m| m.summary.created);
    for m in sorted {
        let s = m.summary;
        let setup = &s.setup;
        let mut rating_of = |name: &String| {
            let r = if let Some((_, r)) = now.iter().find(|(n, _)| n == name) {
                *r
            } else {
                now.push((name.clone(), WengLinRating::new()));
                WengLinRating::new()
            };
            WengLinRating {
                rating: r.rating,
                uncertainty: r.uncertainty.hypot(TAU),
            }
        };
        let teams: Vec<Vec<WengLinRating>> = Side::all(setup.sides())
            .map(|side| {
                setup
                    .members(side)
                    .iter()
                    .map(|&p| rating_of(&setup.players[p]))
                    .collect()
            })
            .collect();
        let winner = s.winner.unwrap();
        let outcome = if winner == Side(0) {
            Outcomes::WIN
        } else {
            Outcomes::LOSS
        };
        let after: Vec<Vec<WengLinRating>> = match teams.as_slice() {
            [one, two] if one.len() == 1 && two.len() == 1 => {
                let (a, b) = weng_lin(&one[0], &two[0], &outcome, &config);
                vec![vec![a], vec![b]]
            }
            [one, two] => {
                let (a, b) = weng_lin_two_teams(one, two, &outcome, &config);
                vec![a, b]
            }
            _ => {
                let ranks = places(&s.scores, winner.index());
                let ranked: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
                    .iter()
                    .zip(ranks)
                    .map(|(t, r)| (t.as_slice(), MultiTeamOutcome::new(r)))
                    .collect();
                weng_lin_multi_team(&ranked, &config)
            }
        };
        for (side, members) in after.iter().enumerate() {
            for (&p, r) in setup.members(Side(side)).iter().zip(members) {
                let name = &setup.players[p];
                now.iter_mut().find(|(n, _)| n == name).unwrap().1 = *r;
            }
        }
    }
    now
}

#[test]
fn ratings_of_the_vector_matches_are_the_crates_own() {
    let dir = tempfile::tempdir().unwrap();
    vector_history(dir.path());
    let history = scan(dir.path());
    let matches = played(history.counted());
    // 28 vector matches, one unfinished (Muggins for four): it never counts.
    assert_eq!(history.matches.len(), 28);
    assert_eq!(matches.len(), 27);
    let ratings = Ratings::of(&matches, None);
    assert_eq!(ratings.timeline.len(), 27);
    let expected = crate_ratings(&matches);
    assert_eq!(ratings.players.len(), expected.len());
    for (name, r) in &expected {
        let found = ratings.player(name).unwrap().rating;
        assert_eq!(
            (found.rating, found.deviation),
            (r.rating, r.uncertainty),
            "{name}"
        );
    }
    // Every match moved someone, and each change starts where the player's last one ended.
    for name in ["Ana", "Ben", "Cy", "Di"] {
        let mut last = Rating::START;
        for m in &ratings.timeline {
            for c in m.changes.iter().filter(|c| m.name(c) == name) {
                assert_eq!(c.before, last);
                last = c.after;
            }
        }
        assert_eq!(last, ratings.player(name).unwrap().rating);
    }
    // Matches played: Ana and Ben in all 27, Cy in the 16 for three or four, Di in the 7 for four.
    let count = |n: &str| ratings.player(n).unwrap().matches;
    assert_eq!(
        (count("Ana"), count("Ben"), count("Cy"), count("Di")),
        (27, 27, 16, 7)
    );
    // One game only: Five Up has three matches.
    let five_up = Ratings::of(&matches, Some(Variant::FiveUp));
    assert_eq!(five_up.timeline.len(), 3);
    assert_eq!(five_up.player("Ana").unwrap().matches, 3);
    assert_eq!(five_up.player("Di").unwrap().matches, 1);
}

#[test]
fn a_sync_conflict_copy_changes_no_rating() {
    let dir = tempfile::tempdir().unwrap();
    vector_history(dir.path());
    let before: Vec<_> = {
        let history = scan(dir.path());
        Ratings::of(&played(history.counted()), None).players
    };
    // The same file twice under a sync tool's conflict name: a copy, never counted.
    std::fs::copy(
        dir.path().join("all-fives-2p.ron"),
        dir.path()
            .join("all-fives-2p.sync-conflict-20260301-210000-ABCDEFG.ron"),
    )
    .unwrap();
    let history = scan(dir.path());
    assert_eq!(history.matches.len(), 29);
    assert_eq!(played(history.counted()).len(), 27);
    assert_eq!(
        Ratings::of(&played(history.counted()), None).players,
        before
    );
}

#[test]
fn head_to_head_on_the_vector_matches() {
    let dir = tempfile::tempdir().unwrap();
    vector_history(dir.path());
    let history = scan(dir.path());
    let matches = played(history.counted());
    let (ana, ben) = (Party::parse("Ana"), Party::parse("Ben"));
    let h = head_to_head(&matches, &ana, &ben, None);
    // Ana and Ben sit on different sides of every finished vector match. Worked out from the
    // final scores (÷5 matches times 5): 15 wins to 7, a third player won 5.
    assert_eq!(h.matches, 27);
    assert_eq!(h.wins, [15, 7]);
    assert_eq!(h.others, 5);
    assert_eq!(h.points, [5163, 4522]);
    // Ana's biggest: All Fives ÷5, 61–27, 305–135 raw; Ben's: the muggins steal for four, 200–60.
    let biggest = h.biggest[0].as_ref().unwrap();
    assert_eq!(
        (biggest.id.as_str(), biggest.margin()),
        ("all-fives-fives-scale", 170)
    );
    let biggest = h.biggest[1].as_ref().unwrap();
    assert_eq!(
        (biggest.id.as_str(), biggest.margin()),
        ("all-fives-muggins-steal-4p", 140)
    );
    let last: Vec<(&str, Option<usize>, [i64; 2])> = h
        .last
        .iter()
        .map(|m| (m.id.as_str(), m.winner, m.points))
        .collect();
    assert_eq!(
        last,
        [
            ("muggins-3p", Some(0), [205, 45]),
            ("muggins-2p", Some(0), [205, 140]),
            ("fives-and-threes-4p", Some(1), [46, 61]),
            ("fives-and-threes-3p", Some(0), [61, 52]),
            ("fives-and-threes-2p", Some(0), [61, 60]),
        ]
    );

    // Two sides of partners: the six finished matches for four in teams.
    let h = head_to_head(
        &matches,
        &Party::parse("Ana & Cy"),
        &Party::parse("Ben & Di"),
        None,
    );
    assert_eq!((h.matches, h.wins, h.others), (6, [2, 4], 0));
    assert_eq!(h.points, [940, 1118]);
    assert_eq!(h.biggest[0].as_ref().unwrap().id, "five-up-4p");
    assert_eq!(h.biggest[0].as_ref().unwrap().margin(), 70);
    // Partners never meet each other.
    let partners = head_to_head(&matches, &Party::parse("Ana"), &Party::parse("Cy"), None);
    assert_eq!(partners.matches, 16 - 6);
    // One game only.
    let five_up = head_to_head(&matches, &ana, &ben, Some(Variant::FiveUp));
    assert_eq!((five_up.matches, five_up.wins), (3, [3, 0]));
}

#[test]
fn standings_of_a_season_on_the_vector_matches() {
    let dir = tempfile::tempdir().unwrap();
    vector_history(dir.path());
    let history = scan(dir.path());
    let matches = played(history.counted());
    let ratings = Ratings::of(&matches, None);
    let season = Period {
        from: NaiveDate::from_ymd_opt(2026, 3, 10),
        to: NaiveDate::from_ymd_opt(2026, 3, 20),
        day_begins_at: 0,
    };
    let mut rows = standings(&ratings, &season);
    let line = |rows: &[standings::Standing], name: &str| {
        let r = rows.iter().find(|r| r.name == name).unwrap().clone();
        (r.played, r.won, r.hands, r.points)
    };
    // The vectors started 10 to 20 March (all-fives-fives-scale to all-threes-4p), from their
    // final scores and hands: Ana 11 played, 5 won, 77 hands, 2130 raw points.
    assert_eq!(line(&rows, "Ana"), (11, 5, 77, 2130));
    assert_eq!(line(&rows, "Ben"), (11, 3, 77, 1984));
    assert_eq!(line(&rows, "Cy"), (7, 3, 42, 1073));
    assert_eq!(line(&rows, "Di"), (3, 3, 13, 627));
    let di = rows.iter().find(|r| r.name == "Di").unwrap();
    assert!((di.points_per_hand() - 627.0 / 13.0).abs() < 1e-12);
    assert!((di.win_rate() - 1.0).abs() < 1e-12);
    // The rating is the one after the player's last match of the season, and the change is
    // from the rating they brought into it.
    for row in &rows {
        let in_season: Vec<_> = ratings
            .timeline
            .iter()
            .filter(|m| season.contains(&m.played.summary.created))
            .flat_map(|m| m.changes.iter().filter(|c| m.name(c) == row.name))
            .collect();
        let first = in_season.first().unwrap().before;
        let last = in_season.last().unwrap().after;
        assert_eq!(row.rating, last);
        assert!((row.change - (last.rating - first.rating)).abs() < 1e-9);
    }
    // Best rating first, and sortable by any column.
    assert!(
        rows.windows(2)
            .all(|w| w[0].rating.rating >= w[1].rating.rating)
    );
    standings::sort(&mut rows, Column::Played, true);
    assert_eq!(rows.last().unwrap().name, "Di");
    standings::sort(&mut rows, Column::Player, false);
    let names: Vec<&str> = rows.iter().map(|r| r.name.as_str()).collect();
    assert_eq!(names, ["Ana", "Ben", "Cy", "Di"]);

    // All time: the rating now, and the change from the first rating.
    let all = standings(&ratings, &Period::all_time());
    for row in &all {
        let now = ratings.player(&row.name).unwrap();
        assert_eq!(row.rating, now.rating);
        assert!((row.change - (now.rating.rating - 25.0)).abs() < 1e-9);
        assert_eq!(row.rated, now.matches);
    }
    assert_eq!(line(&all, "Ana").0, 27);
}

#[test]
fn the_standings_csv_has_the_readme_columns() {
    let dir = tempfile::tempdir().unwrap();
    vector_history(dir.path());
    let history = scan(dir.path());
    let matches = played(history.counted());
    let ratings = Ratings::of(&matches, None);
    let season = Period {
        from: NaiveDate::from_ymd_opt(2026, 3, 10),
        to: NaiveDate::from_ymd_opt(2026, 3, 20),
        day_begins_at: 0,
    };
    let mut rows = standings(&ratings, &season);
    standings::sort(&mut rows, Column::Player, false);
    let mut out = Vec::new();
    standings::write_csv(&rows, &mut out).unwrap();
    let text = String::from_utf8(out).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[0],
        "player,played,won,win_rate,hands,points,points_per_hand,rating,deviation,rating_change"
    );
    assert_eq!(lines.len(), 5);
    assert!(
        lines[4].starts_with("Di,3,3,1.000,13,627,48.2,"),
        "{}",
        lines[4]
    );
    assert!(
        lines[1].starts_with("Ana,11,5,0.455,77,2130,27.7,"),
        "{}",
        lines[1]
    );
    let ana = &rows[0];
    assert!(lines[1].ends_with(&format!(
        ",{:.2},{:.2},{:+.2}",
        ana.rating.rating, ana.rating.deviation, ana.change
    )));
}

// -------------------------------------------------------------------------------------------------
// The command line
// -------------------------------------------------------------------------------------------------

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

#[test]
fn the_ratings_and_h2h_commands_print_their_readme_forms() {
    let dir = tempfile::tempdir().unwrap();
    vector_history(dir.path());
    let history = scan(dir.path());
    let matches = played(history.counted());
    let ratings = Ratings::of(&matches, None);

    let (code, out, err) = allfives(dir.path(), &["ratings"]);
    assert_eq!(code, 0, "{err}");
    let expected: Vec<String> = ratings
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| {
            format!(
                "{}\t{}\t{:.1}\t{:.1}\t{}\testablished",
                i + 1,
                p.name,
                p.rating.rating,
                p.rating.deviation,
                p.matches
            )
        })
        .collect();
    assert_eq!(out.lines().collect::<Vec<_>>(), expected);
    // The README's example: the vectors in name order.
    assert_eq!(
        out,
        "1\tDi\t36.0\t6.4\t7\testablished\n\
         2\tAna\t28.5\t4.0\t27\testablished\n\
         3\tCy\t23.1\t4.5\t16\testablished\n\
         4\tBen\t15.6\t4.0\t27\testablished\n"
    );

    // Five Up from 21 March: the matches for three and for four, Di in one.
    let (code, out, _) = allfives(
        dir.path(),
        &["ratings", "--variant", "five-up", "--since", "2026-03-21"],
    );
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 4, "{out}");
    assert!(lines.iter().all(|l| l.ends_with("\tprovisional")));
    assert!(
        lines
            .iter()
            .any(|l| l.contains("\tDi\t") && l.contains("\t1\tprovisional"))
    );

    let (code, out, err) = allfives(dir.path(), &["ratings", "--variant", "dominoes"]);
    assert_eq!((code, out.as_str()), (1, ""));
    assert!(err.contains("unknown game 'dominoes'"), "{err}");
    let (code, _, err) = allfives(dir.path(), &["ratings", "--since", "March"]);
    assert_eq!(code, 1);
    assert!(err.contains("not a date"), "{err}");

    let (code, out, err) = allfives(dir.path(), &["h2h", "Ana & Cy", "Ben & Di"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        out,
        "matches\t6\n\
         won\tAna & Cy\t2\n\
         won\tBen & Di\t4\n\
         won\tneither\t0\n\
         points\tAna & Cy\t940\t1118\n\
         points\tBen & Di\t1118\t940\n\
         biggest\tAna & Cy\t70\t2026-03-22 20:00\tfive-up-4p\tAna & Cy\t305\t235\n\
         biggest\tBen & Di\t140\t2026-03-12 20:00\tall-fives-muggins-steal-4p\tBen & Di\t60\t200\n\
         last\t2026-03-25 20:00\tfives-and-threes-4p\tBen & Di\t46\t61\n\
         last\t2026-03-22 20:00\tfive-up-4p\tAna & Cy\t305\t235\n\
         last\t2026-03-19 20:00\tall-threes-4p\tBen & Di\t144\t207\n\
         last\t2026-03-13 20:00\tall-fives-newsome-born-4p\tBen & Di\t180\t220\n\
         last\t2026-03-12 20:00\tall-fives-muggins-steal-4p\tBen & Di\t60\t200\n"
    );
    let (code, out, err) = allfives(dir.path(), &["h2h", "Ana", "Zoe"]);
    assert_eq!((code, out.as_str()), (1, ""));
    assert!(
        err.contains("no finished match has a player named 'Zoe'"),
        "{err}"
    );
}
