//! What the table says aloud, over random legal matches of every variant and house rule
//! (`engine::random_play`), entered through the app's one door: after every entry the utterance
//! is the table view's words for the ear (`TableView::spoken`, unless the view says what it
//! said already), an Undo says what it undid, and while a muggins count is hidden (RULES.md §6)
//! no utterance holds it: no arithmetic, no number the headline does not show.

use allfives::app::spoken::{ear, for_the_ear, utterance};
use allfives::app::{I18n, Lang, Seen, Session, TableView};
use allfives::engine::{MatchLog, MugginsRule, random_play};
use allfives::store::Store;
use rand::rngs::StdRng;
use rand::{RngExt as _, SeedableRng};

fn view_of(session: &Session, i18n: &I18n) -> TableView {
    TableView::of(
        session.log().unwrap(),
        session.state().unwrap(),
        session.trail(),
        &Seen::default(),
        i18n,
    )
}

/// The numbers written in `text`, as digits.
fn numbers(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_ascii_digit())
        .filter(|n| !n.is_empty())
        .map(str::to_string)
        .collect()
}

#[test]
fn the_utterance_after_every_entry_is_the_views_words_and_never_a_hidden_count() {
    let mut rng = StdRng::seed_from_u64(20_261_202);
    let (mut said, mut hidden_said, mut undone, mut muggins_matches) = (0, 0, 0, 0);
    for round in 0..30 {
        let i18n = I18n::new(if round % 2 == 0 { Lang::En } else { Lang::Ht });
        let game = random_play::random_legal_match(&mut rng);
        muggins_matches += usize::from(game.setup.rules.muggins != MugginsRule::Off);
        let saves = tempfile::tempdir().unwrap();
        let (session, _) = Session::open(Store::new(saves.path()));
        let mut session = session.without_sync();
        session.start(MatchLog::new(game.setup.clone()).unwrap());
        let mut before = view_of(&session, &i18n);
        for event in game.events {
            session.push(event.clone()).unwrap();
            let after = view_of(&session, &i18n);
            assert_eq!(
                after.spoken,
                for_the_ear(&after, &i18n),
                "computed with the view"
            );
            let utterance = utterance(&before, &after, &i18n, false);
            if after.spoken == before.spoken {
                assert_eq!(utterance, None, "said again after {event:?}");
            } else {
                assert_eq!(utterance, after.spoken, "after {event:?}");
            }
            if let Some(words) = &utterance {
                said += 1;
                for symbol in ['·', '=', '+', '[', ']', '→'] {
                    assert!(!words.contains(symbol), "{words:?} holds {symbol}");
                }
            }
            let state = session.state().unwrap();
            if state.count_hidden()
                && let Some(words) = &utterance
            {
                hidden_said += 1;
                let headline = &after.headline.as_ref().unwrap().text;
                let names = &state.setup().players;
                // Without the players' names, which may hold an `=` or a number (`x = 3`), as
                // written and as said.
                let unnamed = |t: &str| {
                    names.iter().fold(t.to_string(), |t, n| {
                        t.replace(n.as_str(), "").replace(&ear(n, &i18n), "")
                    })
                };
                // `plus`, `plis`: the arithmetic of a count (`fè`, its `=`, is also `fè domino`).
                let plus = i18n.tr("ear-plus", &[]);
                assert!(
                    !unnamed(words).contains(&format!(" {plus} ")),
                    "{words:?}: no arithmetic while the count is hidden"
                );
                let shown = numbers(&unnamed(headline));
                for n in numbers(&unnamed(words)) {
                    assert!(
                        shown.contains(&n),
                        "{words:?} says {n}, {headline:?} does not"
                    );
                }
            }
            // Now and then an Undo, which says what it undid, and the Redo, which says the
            // entry's words again.
            if rng.random_bool(0.05) && session.undo() {
                let back = view_of(&session, &i18n);
                let undo_said = utterance_of(&after, &back, &i18n).unwrap();
                let undone_word = i18n.tr("ear-undone", &[]);
                assert_eq!(
                    undo_said,
                    format!(
                        "{undone_word} {}.",
                        ear(after.undo.as_deref().unwrap(), &i18n)
                    )
                );
                undone += 1;
                assert!(session.redo());
                let again = view_of(&session, &i18n);
                assert_eq!(again.spoken, after.spoken);
                assert_eq!(
                    utterance_of(&back, &again, &i18n),
                    again
                        .spoken
                        .clone()
                        .filter(|s| Some(s) != back.spoken.as_ref())
                );
            }
            before = after;
        }
    }
    assert!(said > 2_000, "{said} utterances");
    assert!(
        muggins_matches > 3 && hidden_said > 50,
        "{hidden_said} while hidden"
    );
    assert!(undone > 20, "{undone} undos");
}

fn utterance_of(before: &TableView, after: &TableView, i18n: &I18n) -> Option<String> {
    utterance(before, after, i18n, false)
}

#[test]
fn say_prints_the_muggins_steal_as_the_table_says_it() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_allfives"))
        .args(["say", "../shared/vectors/all-fives-muggins-steal.fives"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    // The lead [5-5] is 10 (RULES.md §3), hidden until the announcement; said nothing, Ben
    // calls muggins and takes the 10 (RULES.md §6).
    assert_eq!(lines[0], "Ana placed 5 5: announce the points.");
    assert_eq!(lines[1], "Ana said nothing.");
    assert_eq!(lines[2], "10. Ana said nothing. Muggins! Ben takes 10.");
    assert!(lines.iter().all(|l| !l.is_empty()));
    let ht = std::process::Command::new(env!("CARGO_BIN_EXE_allfives"))
        .args([
            "say",
            "../shared/vectors/all-fives-muggins-steal.fives",
            "--lang",
            "ht",
        ])
        .output()
        .unwrap();
    let ht = String::from_utf8(ht.stdout).unwrap();
    assert_eq!(ht.lines().count(), lines.len());
    assert_ne!(ht.lines().next(), lines.first().copied());
}
