//! The tests of `keys`, its `#[cfg(test)] mod tests` (test code may reach anywhere).

use super::*;
use crate::app::i18n::{I18n, Lang};
use crate::app::status::status_text;
use crate::engine::{Event, MatchLog, MatchState, Setup, Variant};

fn t(s: &str) -> Tile {
    s.parse().unwrap()
}

fn table_view() -> ViewState {
    ViewState {
        screen: Screen::Table,
        ..ViewState::default()
    }
}

fn game(events: &[Event]) -> MatchState {
    let setup = Setup::new(vec!["Ana".into(), "Ben".into()], Variant::AllFives);
    let mut log = MatchLog::new(setup).unwrap();
    for e in events {
        log.push(e.clone()).unwrap();
    }
    log.state().unwrap()
}

/// The table view the keys read of `game` (the facts of the keys and the layout), the pad
/// taking a tap when `pad_open`.
fn shown(game: &MatchState, pad_open: bool) -> TableView {
    TableView {
        keys: crate::app::table::view::key_facts::key_facts(game),
        layout: game.hand().map(|h| h.layout.clone()),
        pad_open,
        ..TableView::default()
    }
}

/// Ana and Ben, All Fives with muggins `steal` (`deal` tiles each when given): Ana has led
/// `lead` and not announced.
fn muggins_lead(deal: Option<u8>, lead: &str) -> MatchState {
    let mut setup = Setup::new(vec!["Ana".into(), "Ben".into()], Variant::AllFives);
    setup.rules.muggins = crate::engine::MugginsRule::Steal;
    if let Some(n) = deal {
        setup.rules.deal = crate::engine::Deal::Each(n);
    }
    let mut log = MatchLog::new(setup).unwrap();
    for event in [
        Event::HandStarted {
            leader: Some(Seat(0)),
        },
        Event::TilePlaced {
            player: Seat(0),
            tile: t(lead),
            on: None,
        },
    ] {
        log.push(event).unwrap();
    }
    log.state().unwrap()
}

fn keys(presses: &[Press], game: &MatchState, view: &mut ViewState) -> Vec<TableCommand> {
    let table = shown(game, false);
    presses
        .iter()
        .filter_map(|p| press(*p, &table, view))
        .collect()
}

#[test]
fn two_digits_make_a_tile_and_the_arrow_of_its_arm_picks_one_of_several_ends() {
    use Press::Digit as D;
    let dealt = game(&[Event::HandStarted {
        leader: Some(Seat(0)),
    }]);
    let mut view = table_view();
    assert_eq!(keys(&[D(5)], &dealt, &mut view), vec![]);
    assert_eq!(view.keys.typed.shown().as_deref(), Some("5-_"));
    assert_eq!(
        keys(&[D(5)], &dealt, &mut view),
        vec![TableCommand::PickTile(t("5-5"))]
    );
    // [2-4] led, [4-5] on it: [2-5] fits the 2 and the 5 (RULES.md §1).
    let play = |player, tile: &str| Event::TilePlaced {
        player,
        tile: t(tile),
        on: None,
    };
    let two_ends = game(&[
        Event::HandStarted {
            leader: Some(Seat(0)),
        },
        play(Seat(0), "2-4"),
        play(Seat(1), "4-5"),
    ]);
    // The keys ask for the tile; the app finds it fits two ends and asks which (as
    // `App::pick_tile` does, here by hand).
    let mut view = table_view();
    assert_eq!(
        keys(&[D(2), D(5)], &two_ends, &mut view),
        vec![TableCommand::PickTile(t("2-5"))]
    );
    assert_eq!(view.choosing, None, "the keys decide nothing");
    view.choosing = Some(t("2-5"));
    // A digit, D or P is refused while the tile waits: never an end, never a dropped tile.
    for refused in [
        D(2),
        D(7),
        Press::Draw,
        Press::Pass,
        Press::Enter,
        Press::Arrow(Arrow::Up),
    ] {
        assert_eq!(keys(&[refused], &two_ends, &mut view), vec![]);
        assert_eq!(view.choosing, Some(t("2-5")), "{refused:?}");
        let said = view
            .status
            .as_ref()
            .map(|s| status_text(&I18n::new(Lang::En), s));
        assert_eq!(
            said.as_deref(),
            Some("[2-5] still waits for its end: press the arrow on it (← →), or Esc to drop it")
        );
    }
    // [2-4] led west to east: its 2 is the west end, [4-5]'s 5 the east one.
    let places = two_ends.hand().unwrap().layout.places(t("2-5"));
    assert_eq!(
        keys(&[Press::Arrow(Arrow::Right)], &two_ends, &mut view),
        vec![TableCommand::Place(t("2-5"), places[1])]
    );
    let mut view = table_view();
    view.choosing = Some(t("2-5"));
    assert_eq!(
        keys(
            &[Press::Arrow(Arrow::Left), Press::Enter],
            &two_ends,
            &mut view
        ),
        vec![TableCommand::Place(t("2-5"), places[0])],
        "Enter after the arrow asks for nothing"
    );
    // Esc drops the tile; nothing is asked of the match.
    let mut view = table_view();
    view.choosing = Some(t("2-5"));
    assert_eq!(keys(&[Press::Escape], &two_ends, &mut view), vec![]);
    assert_eq!((view.choosing, view.keys.typed), (None, Typed::Nothing));
}

#[test]
fn d_and_a_count_draw_in_one_entry_and_p_passes() {
    use Press::Digit as D;
    let led = game(&[
        Event::HandStarted {
            leader: Some(Seat(0)),
        },
        Event::TilePlaced {
            player: Seat(0),
            tile: t("6-6"),
            on: None,
        },
    ]);
    // Two players, nine tiles each: 10 in the boneyard. `D 3` cannot become 30: entered.
    let mut view = table_view();
    assert_eq!(
        keys(&[Press::Draw, D(3)], &led, &mut view),
        vec![TableCommand::DrawTiles(3)]
    );
    // `D 1` could still become 10: it waits for Enter or a second digit.
    assert_eq!(keys(&[Press::Draw, D(1)], &led, &mut view), vec![]);
    assert_eq!(view.keys.typed.shown().as_deref(), Some("D 1_"));
    assert_eq!(
        keys(&[D(0)], &led, &mut view),
        vec![TableCommand::DrawTiles(10)]
    );
    assert_eq!(
        keys(&[Press::Draw, Press::Enter, Press::Pass], &led, &mut view),
        vec![TableCommand::DrawTiles(1), TableCommand::Pass]
    );
}

#[test]
fn while_the_pad_is_open_digits_announce_and_a_draw_is_asked_at_once() {
    let game = muggins_lead(None, "6-6");
    let pad = shown(&game, true);
    let mut view = table_view();
    let press_all = |presses: &[Press], view: &mut ViewState| -> Vec<TableCommand> {
        presses
            .iter()
            .filter_map(|p| press(*p, &pad, view))
            .collect()
    };
    // 1 could become 10 or 15: it waits; 0 says 10.
    assert_eq!(press_all(&[Press::Digit(1)], &mut view), vec![]);
    assert_eq!(view.keys.typed, Typed::Announce(1));
    assert_eq!(
        press_all(&[Press::Digit(0)], &mut view),
        vec![TableCommand::Announce(10)]
    );
    // `D` asks to draw at once: the table refuses it until the announcement (RULES.md §6)
    // and says why, rather than first asking for a count.
    assert_eq!(
        press_all(&[Press::Draw], &mut view),
        vec![TableCommand::Draw]
    );
    assert_eq!(view.keys.typed, Typed::Nothing);
    // `M 2`: Ben calls; `C`: No call.
    assert_eq!(
        press_all(&[Press::Call, Press::Digit(2), Press::NoCall], &mut view),
        vec![
            TableCommand::CallMuggins(Seat(1)),
            TableCommand::CloseMugginsWindow
        ]
    );
}

#[test]
fn seat_numbers_pick_the_leader_and_digits_type_a_pip_total() {
    let start = game(&[]);
    let mut view = table_view();
    assert_eq!(
        keys(&[Press::Digit(3), Press::Digit(2)], &start, &mut view),
        vec![TableCommand::Deal(Some(Seat(1)))],
        "two players: seat 3 does not exist"
    );
    assert_eq!(
        keys(&[Press::Lots], &start, &mut view),
        vec![TableCommand::Deal(None)]
    );
}

#[test]
fn at_a_hands_end_the_keys_wait_for_the_placers_announcement_before_the_pip_totals() {
    // One tile each: Ana dominoes with [0-5] and has not announced. Enter said "Typing this pip
    // total" over Ben's field while the digits still went to Ana's pad: the keys are the pad's
    // until she announces (RULES.md §6), then they type Ben's total.
    let game = muggins_lead(Some(1), "0-5");
    assert!(matches!(
        crate::app::table::view::key_facts::key_facts(&game).phase,
        KeyPhase::HandEnd { .. }
    ));
    let mut view = table_view();
    view.holds = vec![Default::default(), Default::default()];
    let pad = shown(&game, true);
    assert_eq!(press(Press::Enter, &pad, &mut view), None);
    assert_eq!(view.keys.holds_player, None, "no pip total is being typed");
    assert_eq!(view.holds[1].pips, "");
    assert_eq!(
        press(Press::Digit(5), &pad, &mut view),
        Some(TableCommand::Announce(5))
    );
    assert_eq!(view.holds[1].pips, "", "the 5 was Ana's announcement");
    // Announced: the pad closes and the digits type Ben's total.
    let announced = shown(&game, false);
    assert_eq!(press(Press::Digit(6), &announced, &mut view), None);
    assert_eq!(view.holds[1].pips, "6");
    assert_eq!(view.keys.holds_player, Some(Seat(1)));
}
