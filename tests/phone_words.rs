//! The phone page's words in Kreyòl, through the real server on loopback: a malformed entry is
//! refused in the phone's language alone (the decoder's English detail stays out of the sentence
//! the page shows), and the page's words are the Kreyòl the third review asked for.

use std::time::Duration;

use allfives::engine::MugginsRule;
use allfives::share::limits::Limits;

mod share;
use share::{request, save_match, serving, sharing, split};

#[test]
fn a_malformed_entry_is_refused_in_the_phones_language_alone() {
    let saves = tempfile::tempdir().unwrap();
    save_match(saves.path(), MugginsRule::Off, &[]);
    let limits = Limits {
        header_timeout: Duration::from_secs(1),
        ..Limits::default()
    };
    let (mut app, links) = sharing(saves.path(), limits);
    let (addr, watch) = split(&links.watch);
    let (_, ben) = split(&links.seats[1].1);
    let (ht, en, words) = serving(&mut app, move || {
        let malformed = |lang: &str| {
            let path = format!("/api/{ben}/entry?lang={lang}");
            request(addr, "POST", &path, b"{\"id\":")
        };
        let words = request(addr, "GET", &format!("/api/{watch}/words?lang=ht"), b"");
        (malformed("ht"), malformed("en"), words)
    });
    assert_eq!(
        (ht.status, ht.code().as_str()),
        (400, "bad-entry"),
        "{ht:?}"
    );
    assert_eq!(ht.why(), "Sa a se pa yon kou paj sa a voye.");
    assert_eq!(en.why(), "That is not an entry this page sends.");
    // The decoder's own words are still there for whoever sent it, beside the sentence.
    let detail = ht.json()["detail"].as_str().unwrap_or("").to_string();
    assert!(detail.contains("EOF"), "{detail}");
    assert!(!ht.why().contains(&detail));
    // The page's Kreyòl: the placer's button is not the imperative "say nothing!", and a body
    // too large is not "this play scores too much".
    let words = words.json();
    assert_eq!(words["pad-said-nothing"], "pa t di anyen");
    assert_eq!(words["phone-too-large"], "Sa telefòn nan voye a twò gwo.");
}
