//! The match card lists *Points per hand* in the order of *Final scores*: the winner's column
//! first, then by place, on every finished shared vector match (in most of them the winner does
//! not sit in the first seat).

use allfives::app::{I18n, Lang};
use allfives::card::Card;
use allfives::store::exchange;

/// Every `<text x=…>…</text>` of the card: its x and its words, in drawing order.
fn texts(svg: &str) -> Vec<(f64, String)> {
    svg.lines()
        .filter_map(|line| {
            let rest = line.strip_prefix("<text x=\"")?;
            let x: f64 = rest[..rest.find('"')?].parse().ok()?;
            let words = &rest[rest.find('>')? + 1..rest.rfind("</text>")?];
            Some((x, words.replace("&amp;", "&")))
        })
        .collect()
}

#[test]
fn points_per_hand_columns_follow_the_final_scores() {
    let i18n = I18n::new(Lang::En);
    let mut names: Vec<String> = std::fs::read_dir("../shared/vectors/matches")
        .unwrap()
        .filter_map(Result::ok)
        .map(|e| e.path().display().to_string())
        .filter(|n| n.ends_with(".fives"))
        .collect();
    names.sort();
    let mut winner_not_first_seat = 0;
    for name in &names {
        let save = exchange::import(&std::fs::read_to_string(name).unwrap()).unwrap();
        let Ok(card) = Card::of(&save) else {
            continue;
        };
        let s = &card.summary;
        let sides = s.setup.sides();
        winner_not_first_seat += usize::from(s.winner.unwrap().index() != 0);
        let all = texts(&card.svg(&i18n));
        let at = |heading: &str| all.iter().position(|(_, t)| t == heading).unwrap();
        // Final scores: each side's name, then (for the winner) "Winner", then its score.
        let side_names: Vec<String> = (0..sides)
            .map(|i| s.setup.side_name(allfives::engine::Side(i)))
            .collect();
        let ranked: Vec<String> = all[at("Final scores")..at("Score race")]
            .iter()
            .filter(|(_, t)| side_names.contains(t))
            .map(|(_, t)| t.clone())
            .collect();
        assert_eq!(ranked.len(), sides, "{name}");
        assert_eq!(ranked[0], side_names[s.winner.unwrap().index()], "{name}");
        // The hands table's headings, left to right.
        let table = &all[at("Points per hand")..];
        let mut heads: Vec<(f64, String)> = table
            .iter()
            .filter(|(_, t)| side_names.contains(t))
            .take(sides)
            .cloned()
            .collect();
        heads.sort_by(|a, b| a.0.total_cmp(&b.0));
        let heads: Vec<String> = heads.into_iter().map(|(_, t)| t).collect();
        assert_eq!(heads, ranked, "{name}");
        // The last hand's scores, left to right, are the final scores in that order.
        let mut last: Vec<(f64, String)> = table
            .iter()
            .filter(|(_, t)| t.starts_with("→ "))
            .cloned()
            .collect();
        last = last.split_off(last.len() - sides);
        last.sort_by(|a, b| a.0.total_cmp(&b.0));
        let by_rank: Vec<String> = ranked
            .iter()
            .map(|n| {
                let side = side_names.iter().position(|x| x == n).unwrap();
                format!("→ {}", s.scores[side])
            })
            .collect();
        let last: Vec<String> = last.into_iter().map(|(_, t)| t).collect();
        assert_eq!(last, by_rank, "{name}");
    }
    assert!(winner_not_first_seat >= 5, "{winner_not_first_seat}");
}
