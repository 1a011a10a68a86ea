//! The rules card's three examples (`../shared/seed/rules-card-ht.txt`), positions built from
//! records, and an exhaustive check of the closed form against every hand the next player may
//! hold, scored by the engine's own events.

use std::path::{Path, PathBuf};

use super::*;
use crate::engine::Event;
use crate::engine::record::replay;

fn t(s: &str) -> Tile {
    s.parse().unwrap()
}

fn tiles(list: &str) -> Vec<Tile> {
    list.split(',').map(t).collect()
}

/// The state at the end of a valid record.
fn position(record: &str) -> MatchState {
    let replayed = replay(record);
    assert_eq!(replayed.problems, vec![], "{record}");
    replayed.game.unwrap()
}

fn dec3(x: f64) -> String {
    format!("{x:.3}")
}

/// The advice for `tile` placed on `on`.
fn find<'a>(advice: &'a [Advice], tile: &str, on: Option<&str>) -> &'a Advice {
    advice
        .iter()
        .find(|a| a.tile == t(tile) && a.on() == on.map(t))
        .unwrap_or_else(|| panic!("no advice for {tile} on {on:?}"))
}

/// The card's first example: two players, nine tiles each; Ana led [2-4], Ben played [4-5].
const FIRST: &str = "variant: all-fives\nplayers: Ana, Ben\n\nhand\n\
    Ana: 2-4 = 0\nBen: 4-5 on 2-4 = 0\n";

/// Ana's eight tiles: [2-5] and [3-5], not [0-5] or [5-5]; the other six fit nowhere.
const FIRST_HAND: &str = "2-5,3-5,0-0,1-1,1-3,3-4,4-6,6-6";

#[test]
fn first_example_take_5_not_10() {
    let state = position(FIRST);
    let hand = tiles(FIRST_HAND);
    let advice = rank(&state, Seat(0), &hand).unwrap();
    // [2-5] on the 2: ends 5 and 5 score 10; Ben holds 8 of the 18 unseen tiles, and [0-5] (5)
    // and [5-5] (10 + 5 = 15) score in reply.
    let ten = find(&advice, "2-5", Some("2-4"));
    assert_eq!(ten.now, 10);
    let replies: Vec<(String, i32)> = ten
        .reply
        .scoring
        .iter()
        .map(|s| (s.tile.to_string(), s.points))
        .collect();
    assert_eq!(replies, vec![("5-5".into(), 15), ("5-0".into(), 5)]);
    assert_eq!((ten.reply.hand_size, ten.reply.unseen), (8, 18));
    // 1 − C(16,8)/C(18,8); 15 · 8/18 + 5 · C(16,7)/C(18,8).
    assert_eq!(
        ten.reply.odds,
        Odds {
            hands: 43_758,
            scoring_hands: 43_758 - 12_870,
            points_sum: 15 * 19_448 + 5 * 11_440,
        }
    );
    assert_eq!(dec3(ten.p_reply), "0.706");
    assert_eq!(dec3(ten.expected_reply), "7.974");
    assert_eq!(dec3(ten.net), "2.026");
    assert_eq!(format!("{:.2}", ten.net), "2.03");
    // [3-5] on the 5: ends 2 and 3 score 5 and no tile of the whole set scores after it.
    let five = find(&advice, "5-3", Some("4-5"));
    assert_eq!(five.now, 5);
    assert!(five.reply.scoring.is_empty());
    assert_eq!(
        (dec3(five.p_reply), dec3(five.net)),
        ("0.000".into(), "5.000".into())
    );
    // [2-5] on the 5 leaves 2 and 2: only [2-3] scores (5), held 8 times in 18.
    let zero = find(&advice, "5-2", Some("4-5"));
    assert_eq!((zero.now, dec3(zero.p_reply)), (0, "0.444".into()));
    assert_eq!(dec3(zero.net), "-2.222");
    // Best first: [3-5] for 5 beats [2-5] for 10.
    let order: Vec<String> = advice
        .iter()
        .map(|a| format!("{} on {}", a.tile, a.on().unwrap()))
        .collect();
    assert_eq!(order, vec!["5-3 on 4-5", "2-5 on 2-4", "5-2 on 4-5"]);
}

#[test]
fn second_example_two_ten_point_openings() {
    // Two players, nine tiles each, nothing on the table: Ana leads. Her hand has neither [1-6]
    // nor [0-5], so each is held by Ben with P = 9/19.
    let state = position("variant: all-fives\nplayers: Ana, Ben\n\nhand\n");
    let hand = tiles("4-6,5-5,0-0,1-1,2-2,3-3,0-1,0-2,1-2");
    let advice = rank(&state, Seat(0), &hand).unwrap();
    assert_eq!(advice.len(), 9, "every tile leads");
    let four_six = find(&advice, "4-6", None);
    assert_eq!(four_six.now, 10);
    let replies: Vec<(String, i32)> = four_six
        .reply
        .scoring
        .iter()
        .map(|s| (s.tile.to_string(), s.points))
        .collect();
    assert_eq!(
        replies,
        vec![("6-1".into(), 5)],
        "4 + 1; [4-4] makes 14, [6-6] 16"
    );
    assert_eq!(dec3(four_six.p_reply), "0.474");
    assert_eq!(dec3(four_six.expected_reply), "2.368");
    let double = find(&advice, "5-5", None);
    assert_eq!(double.now, 10);
    let replies: Vec<(String, i32)> = double
        .reply
        .scoring
        .iter()
        .map(|s| (s.tile.to_string(), s.points))
        .collect();
    assert_eq!(replies, vec![("5-0".into(), 10)], "the spinner's 10 + 0");
    assert_eq!(dec3(double.p_reply), "0.474");
    assert_eq!(dec3(double.expected_reply), "4.737");
    assert!(four_six.net > double.net, "[4-6] leaves half as much");
    assert_eq!(advice[0].tile, t("4-6"));
}

/// The record `vectors/NAME` up to (not including) the first line that starts with `stop`.
fn vector_until(name: &str, stop: &str) -> String {
    let text = std::fs::read_to_string(vectors().join(name)).unwrap();
    let cut = text
        .find(stop)
        .unwrap_or_else(|| panic!("{stop} not in {name}"));
    text[..cut].to_string()
}

#[test]
fn third_example_expected_pips_before_dominoing() {
    // The card: an opponent left with [1-1] and [2-0] holds 4 pips, which rounds to 5.
    let rules = Rules::preset(Variant::AllFives, 2);
    let held = tiles("1-1,2-0");
    assert_eq!(expected_hand_pips(&held, 2), 4.0);
    assert_eq!(round_expected(&rules, expected_hand_pips(&held, 2)), 5);
    // A real end of hand (vectors/matches/all-fives-2p.fives, hand 1): Ana holds only [6-2] and
    // is about to domino with it. The table has 16 tiles (105 pips); Ben holds 9 − 8 + 2 = 3
    // tiles, drawn with the boneyard's 8 from the 11 tiles Ana has not seen: 168 − 105 − 8 = 55
    // pips, 5 a tile on average, so Ben is expected to hold 15 pips and Ana to score round5(15)
    // = 15 by dominoing. (He really held 11, which scored 10.)
    let state = position(&vector_until(
        "matches/all-fives-2p.fives",
        "Ana: 6-2 on 3-6",
    ));
    let hand = tiles("6-2");
    let outlook = domino_outlook(&state, Seat(0), &hand).unwrap();
    let table = &state.hand().unwrap().layout;
    assert_eq!(table.nodes().len(), 16);
    assert_eq!(
        table.nodes().iter().map(|n| n.tile.pips()).sum::<u32>(),
        105
    );
    let pool = unseen(table, &hand);
    assert_eq!(pool.len(), 11);
    assert_eq!(pool.iter().map(|t| t.pips()).sum::<u32>(), 55);
    assert_eq!(
        outlook.hands,
        vec![HandPips {
            player: Seat(1),
            tiles: 3,
            expected: 15.0,
            partner: false
        }]
    );
    assert_eq!((outlook.pips, outlook.award), (15.0, 15));
    // Dominoing leaves no reply: the hand ends.
    let advice = rank(&state, Seat(0), &hand).unwrap();
    assert_eq!(advice.len(), 1);
    assert_eq!(advice[0].reply.player, None);
    assert_eq!((advice[0].now, advice[0].net), (0, 0.0));
}

#[test]
fn end_of_hand_rules_round_the_expectation_their_own_way() {
    // Four players, five tiles each, nothing on the table: Ana (with Cy against Ben and Di)
    // holds [6-6] [0-0] [0-1] [0-2] [1-1], 17 pips. The other 23 tiles hold 168 − 17 = 151 pips,
    // so each other hand of 5 is expected to hold 5 · 151/23 = 32.826 pips.
    let hand = tiles("6-6,0-0,0-1,0-2,1-1");
    let outlook = |rule: &str| {
        let record = format!("players: Ana, Ben, Cy, Di\nend-of-hand: {rule}\n\nhand\n");
        domino_outlook(&position(&record), Seat(0), &hand).unwrap()
    };
    let each = 5.0 * 151.0 / 23.0;
    let o = outlook("opponents");
    assert_eq!(o.hands.len(), 3);
    assert!(o.hands.iter().all(|h| (h.expected - each).abs() < 1e-12));
    assert_eq!(o.hands.iter().filter(|h| h.partner).count(), 1, "Cy");
    assert!((o.pips - 2.0 * each).abs() < 1e-9);
    assert_eq!(o.award, 65, "Ben + Di: 65.652 → 66 → 65");
    let o = outlook("opponents-each");
    assert_eq!(o.award, 70, "32.826 → 33 → 35, twice");
    let o = outlook("difference");
    assert!((o.pips - each).abs() < 1e-9);
    assert_eq!(o.award, 35, "less Cy's: 32.826 → 33 → 35");
    let o = outlook("own");
    assert_eq!(o.award, 0, "nobody adds under own");
    // Three players under the All Threes rounding: 2 · 5 · 151/23 → 66 → 66 (a multiple of 3).
    let record = "variant: all-threes\nplayers: Ana, Ben, Cy\n\nhand\n";
    let o = domino_outlook(&position(record), Seat(0), &hand).unwrap();
    assert_eq!(o.award, 66);
}

#[test]
fn scale_and_partners() {
    // On the fives scale the same position scores ÷5: 10 → 2, replies 15 → 3 and 5 → 1.
    let state = position(&FIRST.replace("players", "scale: fives\nplayers"));
    let advice = rank(&state, Seat(0), &tiles(FIRST_HAND)).unwrap();
    let ten = find(&advice, "2-5", Some("2-4"));
    assert_eq!(ten.now, 2);
    assert_eq!(dec3(ten.expected_reply), dec3(7.97386 / 5.0));
    assert_eq!(dec3(ten.net), "0.405");
    // Partners sitting next to each other: Ben's reply scores for Ana's side.
    let record = "variant: all-fives\nplayers: Ana, Ben, Cy, Di\nteams: Ana & Ben, Cy & Di\n\
        hand-size: 5\n\nhand\nCy: 2-4 = 0\nDi: 4-5 on 2-4 = 0\n";
    let state = position(record);
    let hand = tiles("2-5,3-5,0-0,1-1,1-3");
    let advice = rank(&state, Seat(0), &hand).unwrap();
    let ten = find(&advice, "2-5", Some("2-4"));
    assert!(ten.reply.partner, "Ben is Ana's partner");
    assert!((ten.net - (10.0 + ten.expected_reply)).abs() < 1e-12);
    assert_eq!(
        advice[0].tile,
        t("2-5"),
        "with a partner next, leave the 10"
    );
}

#[test]
fn hands_that_contradict_the_record_are_refused() {
    let state = position(FIRST);
    let err = |hand: &str, viewer: usize| rank(&state, Seat(viewer), &tiles(hand)).unwrap_err();
    assert_eq!(
        err("2-5,3-5,0-0,1-1,1-3,3-4,4-6,4-5", 0).to_string(),
        "4-5 is on the table"
    );
    assert_eq!(
        err("2-5,3-5,0-0,1-1,1-3,3-4,4-6", 0).to_string(),
        "Ana holds 8 tiles, not 7"
    );
    assert_eq!(
        err("2-5,3-5,0-0,1-1,1-3,3-4,4-6,5-2", 0).to_string(),
        "5-2 is listed twice"
    );
    assert_eq!(
        err(FIRST_HAND, 1).to_string(),
        "it is Ana's turn, not Ben's"
    );
    let over = position(&vector_until("matches/all-fives-2p.fives", "hand 2"));
    assert_eq!(
        rank(&over, Seat(0), &[]).unwrap_err(),
        CoachError::HandOver,
        "the record ends after hand 1"
    );
    let none = position("players: Ana, Ben\n");
    assert_eq!(rank(&none, Seat(0), &[]).unwrap_err(), CoachError::NoHand);
}

#[test]
fn practice_mode_lists_unseen_tiles_that_score_now() {
    let state = position(FIRST);
    // Open ends 2 and 5. On the 2, [2-x] makes x + 5: [2-0] scores 5 ([2-5] is Ana's, [2-2]
    // makes 4 + 5 = 9). On the 5, [5-x] makes 2 + x: [5-3] is Ana's, [5-5] makes 2 + 10 = 12.
    let now: Vec<(String, i32)> = scoring_now(&state, &tiles(FIRST_HAND))
        .iter()
        .map(|s| (s.tile.to_string(), s.points))
        .collect();
    assert_eq!(now, vec![("2-0".into(), 5)]);
    // Without Ana's hand, her [3-5] and [2-5] count as unseen too.
    let now: Vec<String> = scoring_now(&state, &[])
        .iter()
        .map(|s| format!("{} on {} = {}", s.tile, s.on().unwrap(), s.points))
        .collect();
    assert_eq!(
        now,
        vec!["2-5 on 2-4 = 10", "2-0 on 2-4 = 5", "5-3 on 4-5 = 5"]
    );
}

fn vectors() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/vectors")
}

/// What `player` scores with `tile` at its best place, by placing it through the engine's events
/// on a copy of `state` (0 when it fits nowhere). `None` when an event is refused for another
/// reason than the place (the match was won by the placement before).
fn engine_best(state: &MatchState, player: Seat, tile: Tile) -> Option<i32> {
    let layout = &state.hand()?.layout;
    let mut best = 0;
    for node in layout.nodes() {
        let mut copy = state.clone();
        match copy.apply(&Event::TilePlaced {
            player,
            tile,
            on: Some(node.tile),
        }) {
            Ok(()) => best = best.max(copy.hand()?.last_play.as_ref()?.points),
            Err(crate::engine::EventError::Placement(_)) => {}
            Err(_) => return None,
        }
    }
    Some(best)
}

/// The counts of [`Odds`], by looking at every `h`-tile hand out of `scores.len()` tiles.
fn enumerate(scores: &[i32], h: usize) -> Odds {
    fn walk(scores: &[i32], h: usize, start: usize, best: i32, odds: &mut Odds) {
        if h == 0 {
            odds.hands += 1;
            odds.scoring_hands += u64::from(best > 0);
            odds.points_sum += best as u64;
            return;
        }
        for i in start..=scores.len() - h {
            walk(scores, h - 1, i + 1, best.max(scores[i]), odds);
        }
    }
    let mut odds = Odds::default();
    if h <= scores.len() {
        walk(scores, h, 0, 0, &mut odds);
    }
    odds
}

/// The closed form of `reply` against every hand the next player may hold in `after` (the state
/// just after a placement), each reply scored by the engine. `false` when the position is not
/// checkable (too many hands, or the engine refuses a reply for another reason).
fn agrees(after: &MatchState, coach: &Reply, pool: &[Tile], limit: u64) -> bool {
    let Some(next) = coach.player else {
        return false;
    };
    let h = usize::from(coach.hand_size);
    if binomial(pool.len() as u32, h as u32) > limit {
        return false;
    }
    let Some(scores) = pool
        .iter()
        .map(|&tile| engine_best(after, next, tile))
        .collect::<Option<Vec<i32>>>()
    else {
        return false;
    };
    assert_eq!(
        coach.odds,
        enumerate(&scores, h),
        "{:?} after {:?}",
        coach.scoring,
        after.hand().unwrap().last_play
    );
    true
}

#[test]
fn exhaustive_rules_card_every_hand_of_the_opponent() {
    let state = position(FIRST);
    let hand = tiles(FIRST_HAND);
    let pool = unseen(&state.hand().unwrap().layout, &hand);
    for advice in rank(&state, Seat(0), &hand).unwrap() {
        let mut after = state.clone();
        after
            .apply(&Event::TilePlaced {
                player: Seat(0),
                tile: advice.tile,
                on: advice.on(),
            })
            .unwrap();
        assert_eq!(
            after.hand().unwrap().last_play.as_ref().unwrap().points,
            advice.now
        );
        assert!(
            agrees(&after, &advice.reply, &pool, u64::MAX),
            "43 758 hands"
        );
    }
}

/// The records under `vectors/` and `vectors/matches/`, every variant and house rule among them.
fn records() -> Vec<PathBuf> {
    let mut files = Vec::new();
    for dir in [vectors(), vectors().join("matches")] {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_some_and(|x| x == "fives") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

#[test]
fn exhaustive_every_placement_of_the_vectors() {
    // After every placement in every valid record: who replies is who the engine says moves
    // next, and what the placement left (a spectator's view: unseen = 28 less the table) agrees
    // with all hands of the next player, where there are at most 3 000 of them (some 1 900
    // positions, every variant).
    let mut checked = 0;
    let mut variants = std::collections::HashSet::new();
    for file in records() {
        let text = std::fs::read_to_string(&file).unwrap();
        let replayed = replay(&text);
        assert_eq!(replayed.problems, vec![], "{}", file.display());
        let mut state = MatchState::new(replayed.setup.clone().unwrap());
        for (_, event) in &replayed.events {
            let before = state.clone();
            state.apply(event).unwrap();
            let Event::TilePlaced { player, .. } = event else {
                continue;
            };
            let hand = state.hand().unwrap();
            let moves_next = hand.turn.filter(|_| hand.end.is_none());
            let in_play = before.hand().unwrap();
            assert_eq!(
                replier(&before, in_play, *player),
                moves_next,
                "{}: {event:?}",
                file.display()
            );
            let Some(coach) = left_for_next(&state) else {
                continue;
            };
            let pool = unseen(&hand.layout, &[]);
            if agrees(&state, &coach, &pool, 3_000) {
                checked += 1;
                variants.insert(state.rules().variant);
            }
        }
    }
    assert!(checked >= 1_000, "only {checked} positions checked");
    assert_eq!(variants.len(), Variant::ALL.len(), "{variants:?}");
}
