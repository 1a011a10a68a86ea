//! House rules and variants from RULES.md §3–§5 on small hand-made records, each with the numbers
//! the rules give.

mod common;

use allfives::engine::Side;
use allfives::engine::record::replay;
use common::problems;

#[test]
fn fives_and_threes_exact_61_refuses_play_plus_chip_out_together() {
    // RULES.md §5: the chip-out point is added together with the play (59 + 2 + 1 is not
    // scored). Here Ana stands at 4 of 6: her last tile scores 2, plus 1 for chipping out = 7.
    let record = "variant: fives-and-threes\nplayers: Ana, Ben\nhand-size: 2\ntarget: 6\n\nhand\n\
        Ana: 6-6 = 4\nBen: 6-1 on 6-6 = 0\nAna: 6-5 on 6-6 = 2\nscore: Ana 4, Ben 0\n";
    assert_eq!(problems(record), Vec::<String>::new());
    // With a target of 7 the same play wins exactly.
    let record = record
        .replace("target: 6", "target: 7")
        .replace("score: Ana 4, Ben 0", "score: Ana 7, Ben 0");
    let result = replay(&record);
    assert_eq!(result.problems, vec![]);
    assert_eq!(result.game.unwrap().winner(), Some(Side(0)));
}

#[test]
fn fives_and_threes_partners_play_on_until_both_are_out() {
    // RULES.md §4: players who are out are skipped; the team whose partners are both out scores
    // the chip-out point.
    let record = "variant: fives-and-threes\nplayers: Ana, Ben, Cy, Di\nhand-size: 2\n\nhand\n\
        Ana: 1-1 = 0\nBen: 1-2 on 1-1 = 0\nCy: 1-3 on 1-1 = 1\nDi: 2-4 on 1-2 = 0\n\
        Ana: 3-3 on 1-3 = 2\nBen: pass\nCy: pass\nDi: 4-5 on 2-4 = 0\n\
        Ben: 5-0 on 4-5 = 2\nscore: Ana & Cy 3, Ben & Di 3\n";
    assert_eq!(problems(record), Vec::<String>::new());
    // Ana is out: her turn is skipped.
    let skipped = record.replace("Ben: 5-0 on 4-5 = 2", "Ana: pass");
    assert_eq!(
        problems(&skipped),
        vec!["14: it is Ben's turn, not Ana's".to_string()]
    );
}

#[test]
fn fives_and_threes_has_no_drawing_and_knocks_freely() {
    let record = "variant: fives-and-threes\nplayers: Ana, Ben\n\nhand\nAna: 6-6 = 4\nBen: draw\n";
    assert_eq!(
        problems(record),
        vec!["6: this variant has no drawing: a player who cannot play knocks (pass)".to_string()]
    );
    let record = "variant: fives-and-threes\nplayers: Ana, Ben\n\nhand\nAna: 6-6 = 4\nBen: pass\nAna: 6-3 on 6-6 = 8\n";
    assert_eq!(problems(record), Vec::<String>::new());
}

#[test]
fn all_fives_exact_target_and_win_by_a_play() {
    // RULES.md §5: a score that would pass the target is not scored (exact target).
    let record = "players: Ana, Ben\ntarget: 15\nexact-target: yes\n\nhand\n\
        Ana: 5-5 = 10\nBen: 5-0 on 5-5 = 10\nAna: 0-0 on 5-0 = 10\nscore: Ana 10, Ben 10\n\
        Ben: 5-2 on 5-5 = 0\nAna: 0-3 on 0-0 = 5\nscore: Ana 15, Ben 10\n";
    let result = replay(record);
    assert_eq!(result.problems, vec![]);
    assert_eq!(result.game.unwrap().winner(), Some(Side(0)));
    // After the winning play only score: lines (and muggins for that play) may follow.
    let more = format!("{record}Ben: 2-2 on 5-2\n");
    assert_eq!(
        problems(&more),
        vec!["13: the match is over: Ana won".to_string()]
    );
}

#[test]
fn muggins_calls_follow_the_rules() {
    let base = "players: Ana, Ben, Cy, Di\nmuggins: steal\n\nhand\nAna: 5-5 = 10\n";
    // An opponent takes the points (steal): Ben & Di score Ana's 10.
    let ok = format!("{base}Ben: muggins\nscore: Ana & Cy 0, Ben & Di 10\n");
    assert_eq!(problems(&ok), Vec::<String>::new());
    // A partner cannot call; a right announcement cannot be called.
    let partner = format!("{base}Cy: muggins\n");
    assert_eq!(
        problems(&partner)[0],
        "6: Cy cannot call muggins on their partner's placement: only an opponent can"
    );
    let right = format!("{base}Ana: says 10\nBen: muggins\n");
    assert_eq!(
        problems(&right)[0],
        "7: muggins refused: Ana announced 10 and the placement scores 10"
    );
    // The window closes at score: — a later call is refused.
    let late = format!("{base}score: Ana & Cy 10, Ben & Di 0\nBen: muggins\n");
    assert!(
        problems(&late)[0].starts_with("7: "),
        "{:?}",
        problems(&late)
    );
    // Forfeit: the points are lost.
    let forfeit = ok
        .replace("muggins: steal", "muggins: forfeit")
        .replace("Ben & Di 10", "Ben & Di 0");
    assert_eq!(problems(&forfeit), Vec::<String>::new());
    // With the rule off there is nothing to announce.
    let off = "players: Ana, Ben\n\nhand\nAna: 5-5 = 10\nAna: says 10\n".to_string();
    assert_eq!(
        problems(&off)[0],
        "5: the muggins rule is off: there is nothing to announce or call"
    );
}

#[test]
fn boneyard_reserve_and_missing_holds() {
    // Two players, 9 each: 10 in the boneyard, 2 never drawn.
    let record =
        "players: Ana, Ben\nboneyard-reserve: 2\n\nhand\nAna: 6-6 = 0\nBen: draw 8\nBen: draw\n";
    assert_eq!(
        problems(record),
        vec![
            "7: cannot draw 1: only 0 can be drawn, because the house rule keeps the last 2 \
             tiles in the boneyard, never drawn"
                .to_string()
        ]
    );
    let record = "players: Ana, Ben\nboneyard-reserve: 2\n\nhand\nAna: 6-6 = 0\nBen: draw 8\nBen: pass\nAna: pass\nscore: Ana 0, Ben 0\n";
    assert_eq!(
        problems(record),
        vec!["9: Ana's tiles are needed to settle the hand: add 'Ana: holds …'".to_string()]
    );
}

#[test]
fn a_reserve_the_deal_leaves_no_room_for_is_refused_at_its_header() {
    // Newsome-Born for four deals all 28 tiles: no boneyard, so none can be kept in it.
    let record = "variant: all-fives\nplayers: Ana, Ben, Cy, Di\nhand-size: newsome-born\n\
                  boneyard-reserve: 2\n";
    assert_eq!(
        problems(record),
        vec![
            "4: boneyard-reserve: 2 tiles cannot be kept in the boneyard: 4 players dealt 7 \
             tiles each leave 0 of 28"
        ]
    );
    // Three players leave 7: the reserve fits.
    assert_eq!(
        problems(&record.replace("Ana, Ben, Cy, Di", "Ana, Ben, Cy")),
        Vec::<String>::new()
    );
}
