//! While an earlier entry is being changed the table is at the moment before it, on every
//! surface: the top bar, the turn panel and the banner name the same player.

use allfives::app::TableCommand;
use allfives::engine::Variant;

mod common;
use common::painted::{app, enter, lead, placed, setup, shows};

#[test]
fn while_an_entry_is_changed_the_top_bar_and_the_turn_panel_name_its_player() {
    // Ana leads [5-0] (entry 1), Ben plays [0-3] (entry 2): Ana is to play. Changing Ben's
    // entry goes back to Ben's turn.
    let saves = tempfile::tempdir().unwrap();
    let events = [lead(0, "5-0"), placed(1, "0-3", "5-0")];
    let mut h = app(
        saves.path(),
        setup(&["Ana", "Ben"], Variant::AllFives),
        &events,
    );
    assert!(shows(&h, "Hand 1 · Ana to play"));
    enter(&mut h, TableCommand::ChangeEntry(2));
    assert!(shows(&h, "Changing Ben's entry"));
    assert!(shows(&h, "Ben's turn"));
    assert!(shows(&h, "Hand 1 · Ben to play"), "the top bar");
    assert!(!shows(&h, "Ana to play"));
    assert!(!shows(&h, "Ana's turn"));
    // Cancel: back to the match as it is.
    enter(&mut h, TableCommand::CancelChoice);
    assert!(shows(&h, "Hand 1 · Ana to play"));
    assert!(shows(&h, "Ana's turn"));
}
