//! Keyboard entry: one keystroke per half, so a tile is two keys.
//!
//! - While a hand is played: type the two halves (`5` `3`) to enter `[5-3]`. A tile that fits one
//!   place is placed at once; one that fits several waits for its end, chosen by the arrow of its
//!   arm (← → ↑ ↓, drawn at each candidate end: `end_keys`). While it waits, a digit, `D` or `P`
//!   is refused with a line that says so, never taken as an end. `D` then a count draws (`D` `3`:
//!   one entry, the record's `draw 3`; `D` Enter draws one), `P` passes (knocks in Fives and
//!   Threes).
//! - Under the muggins rule, while the placer's announcement pad is open: digits type the
//!   announcement and Enter says it (a number no other extends is said at once, as `D 3` is);
//!   `N` said nothing. While the placement's window is open, `C` is *No call: count it*. `M` then
//!   the caller's seat number calls "Muggins!" (the engine rules on it: a call too late is refused
//!   with what closed the window). Each goes through the pad's own command; a number the pad does
//!   not offer is refused on the status line.
//! - Who leads: the player's seat number (`1` to `4`), or `L` to draw lots; Enter deals the next
//!   hand when its leader is known.
//! - End of a hand: digits type the pip total of the player being asked; Enter goes to the next
//!   player, then settles.
//! - Anywhere on the table: Esc cancels what is being entered, `?` lists the keys, F11 switches
//!   table mode. Ctrl+Z / Ctrl+Shift+Z (`command::shortcuts`) undo and redo; an undo first
//!   cancels what is being entered.
//!
//! Keys are read while no text field has the keyboard. They come as egui key events (what a real
//! keyboard and `xdotool` send, and what egui_kittest's `key_press` sends), in order; a key that
//! changes the match ends the frame's keys, and those typed after it wait for the next frame so
//! that they see the new state.

use crate::app::TableCommand;
use crate::app::status::{KeyNote, Status};
use crate::app::table::TableView;
use crate::app::table::end_keys::{self, Arrow, ArrowPick};
use crate::app::table::state::{Screen, ViewState};
use crate::app::table::view::{KeyFacts, KeyPhase};
use crate::engine::{Layout, Seat, Tile};

pub use crate::app::table::key_entry::{Press, Typed};

/// The key `key` pressed with `modifiers`, if the table listens to it.
fn press_of(key: egui::Key, modifiers: egui::Modifiers) -> Option<Press> {
    use egui::Key;
    if modifiers.ctrl || modifiers.command || modifiers.alt || modifiers.mac_cmd {
        return None;
    }
    let digits = [
        Key::Num0,
        Key::Num1,
        Key::Num2,
        Key::Num3,
        Key::Num4,
        Key::Num5,
        Key::Num6,
        Key::Num7,
        Key::Num8,
        Key::Num9,
    ];
    if let Some(d) = digits.iter().position(|k| *k == key) {
        return Some(Press::Digit(d as u8));
    }
    Some(match key {
        Key::D => Press::Draw,
        Key::P | Key::K => Press::Pass,
        Key::L => Press::Lots,
        Key::Enter => Press::Enter,
        Key::Tab if !modifiers.shift => Press::Next,
        Key::Backspace => Press::Back,
        Key::Escape => Press::Escape,
        Key::ArrowLeft => Press::Arrow(Arrow::Left),
        Key::ArrowRight => Press::Arrow(Arrow::Right),
        Key::ArrowUp => Press::Arrow(Arrow::Up),
        Key::ArrowDown => Press::Arrow(Arrow::Down),
        Key::N => Press::SaidNothing,
        Key::M => Press::Call,
        Key::C => Press::NoCall,
        Key::Questionmark | Key::F1 => Press::Help,
        Key::Slash if modifiers.shift => Press::Help,
        Key::F11 => Press::TableMode,
        _ => return None,
    })
}

/// Takes this frame's presses out of egui's input, in order (widgets do not see them again).
fn read_presses(ctx: &egui::Context) -> Vec<Press> {
    ctx.input_mut(|input| {
        let mut presses = Vec::new();
        input.events.retain(|event| match event {
            egui::Event::Key {
                key,
                pressed: true,
                modifiers,
                ..
            } => match press_of(*key, *modifiers) {
                Some(p) => {
                    presses.push(p);
                    false
                }
                None => true,
            },
            _ => true,
        });
        presses
    })
}

/// Reads the keys of this frame and carries them out on `view`, returning what they ask of the
/// match. `table` is the table view: what the keys may enter ([`TableView::keys`], of the state
/// entries go to: the match, or the moment before the entry being changed), whether the
/// announcement pad takes a key, the layout an end is chosen on.
pub fn handle(ctx: &egui::Context, table: &TableView, view: &mut ViewState) -> Vec<TableCommand> {
    if view.screen == Screen::Table
        && matches!(table.keys.phase, KeyPhase::HandEnd { .. })
        && !ctx.text_edit_focused()
    {
        // At a hand's end the keys are the entries': no button keeps the focus (Tab gave it to
        // ☰; the digits after it went nowhere and Enter opened the menu).
        if let Some(focused) = ctx.memory(egui::Memory::focused) {
            ctx.memory_mut(|m| m.surrender_focus(focused));
        }
    }
    if view.screen != Screen::Table || ctx.egui_wants_keyboard_input() {
        return Vec::new();
    }
    let mut presses = std::mem::take(&mut view.keys.queue);
    presses.extend(read_presses(ctx));
    let mut commands = Vec::new();
    let mut presses = presses.into_iter();
    for p in presses.by_ref() {
        if let Some(command) = press(p, table, view) {
            commands.push(command);
            break;
        }
    }
    view.keys.queue.extend(presses);
    if !view.keys.queue.is_empty() {
        ctx.request_repaint();
    }
    commands
}

/// Carries out one key on `view` with the table view `table`; returns the command it asks for,
/// if any.
pub fn press(p: Press, table: &TableView, view: &mut ViewState) -> Option<TableCommand> {
    match p {
        Press::Help => {
            view.keys.help = !view.keys.help;
            return None;
        }
        Press::TableMode => {
            view.display.table_mode = !view.display.table_mode;
            return None;
        }
        Press::Escape => {
            if view.keys.help {
                view.keys.help = false;
            } else {
                view.cancel_pending();
                view.status = None;
            }
            return None;
        }
        _ => {}
    }
    let keys = &table.keys;
    match &keys.phase {
        KeyPhase::Closed => None,
        KeyPhase::Lead => leader_key(p, keys),
        KeyPhase::NextLeader(leader) => {
            (p == Press::Enter).then_some(TableCommand::Deal(Some(*leader)))
        }
        phase => {
            // The last placement's window first (the tile that dominoes is announced too).
            if let Some(command) = muggins_key(p, keys, table, view) {
                return command;
            }
            match phase {
                // The keys are the placer's pad until the announcement (the settlement waits
                // for it: RULES.md §6); Enter then would only mark a total being typed.
                KeyPhase::HandEnd { .. } if table.pad_open => None,
                KeyPhase::HandEnd { missing, tiles } => holds_key(p, missing, tiles, view),
                KeyPhase::Play => play_key(p, keys, table.layout.as_ref()?, view),
                _ => None,
            }
        }
    }
}

/// Who leads: the seat number, or lots.
fn leader_key(p: Press, keys: &KeyFacts) -> Option<TableCommand> {
    match p {
        Press::Digit(d) if (1..=keys.players).contains(&usize::from(d)) => {
            Some(TableCommand::Deal(Some(Seat(usize::from(d) - 1))))
        }
        Press::Lots => Some(TableCommand::Deal(None)),
        _ => None,
    }
}

/// The end of a hand: digits type the asked player's pip total (of the `missing` players; each
/// seat holds `tiles`); Enter moves on, then settles.
fn holds_key(
    p: Press,
    missing: &[Seat],
    tiles: &[u8],
    view: &mut ViewState,
) -> Option<TableCommand> {
    let held = |p: Seat| tiles.get(p.index()).copied().unwrap_or(0);
    let incomplete = |view: &ViewState, p: Seat| {
        held(p) > 0
            && view
                .holds
                .get(p.index())
                .is_none_or(|h| h.holds(held(p)).is_none())
    };
    // The player asked, else the first whose total is not typed, else (every total typed, one
    // refused) the first missing one: the keys never go dead at the end of a hand.
    let asked = view
        .keys
        .holds_player
        .filter(|p| missing.contains(p))
        .or_else(|| missing.iter().copied().find(|&p| incomplete(view, p)))
        .or_else(|| missing.first().copied());
    let Some(asked) = asked else {
        // Nobody to ask (what they hold is known and filled in): Enter asks to settle.
        return (p == Press::Enter).then_some(TableCommand::FinishHand);
    };
    let retype = std::mem::take(&mut view.keys.holds_retype);
    if matches!(p, Press::Digit(_) | Press::Back) {
        crate::app::table::holds::touch(&mut view.holds, asked);
    }
    let entry = view.holds.get_mut(asked.index())?;
    match p {
        Press::Digit(d) => {
            entry.tiles.clear();
            if retype {
                entry.pips.clear();
            }
            entry.pips.push(char::from(b'0' + d));
            view.keys.holds_player = Some(asked);
            None
        }
        Press::Back => {
            entry.pips.pop();
            None
        }
        Press::Next => {
            // The next player whose total is needed, round the table.
            let at = missing.iter().position(|&p| p == asked).unwrap_or(0);
            view.keys.holds_player = missing
                .iter()
                .cycle()
                .skip(at + 1)
                .take(missing.len())
                .copied()
                .next();
            view.keys.holds_retype = false;
            None
        }
        Press::Enter => {
            if entry.holds(held(asked)).is_some() {
                entry.entered = true;
            }
            if !missing.iter().any(|&p| incomplete(view, p)) {
                // Every total typed: Enter asks to settle. Should the app refuse a total, it
                // says whose the digits type again ([`crate::app::App`]'s `finish_hand`);
                // [`KeyEntry::hand_settled`] clears that once the hand is settled.
                view.keys.holds_player = Some(asked);
                view.keys.holds_retype = true;
                return Some(TableCommand::FinishHand);
            }
            let next = missing
                .iter()
                .copied()
                .find(|&p| p != asked && incomplete(view, p));
            // Nobody else to ask: this total was refused, and the next digit types it again.
            view.keys.holds_retype = next.is_none();
            view.keys.holds_player = next.or(Some(asked));
            None
        }
        _ => None,
    }
}

/// The keys of the last placement's muggins window (RULES.md §6), while it is open:
/// `Some(command)` when the key was the window's (`Some(None)`: taken, nothing asked of the match
/// yet), `None` when it is for play. Each asks for the pad's own command, so the keys and the
/// pad's buttons follow one set of rules (the app's and the engine's).
fn muggins_key(
    p: Press,
    keys: &KeyFacts,
    table: &TableView,
    view: &mut ViewState,
) -> Option<Option<TableCommand>> {
    if view.choosing.is_some() {
        // A tile waits for its end: `end_key` says so.
        return None;
    }
    if view.correction.changing.is_some() {
        // An earlier entry is changed: the digits type the tile that replaces it.
        return None;
    }
    let muggins = keys.muggins;
    let open = keys.window_open;
    let note = |view: &mut ViewState, note: KeyNote| {
        view.keys.typed = Typed::Nothing;
        view.status = Some(Status::Key(note));
        Some(None)
    };
    if !muggins {
        return match p {
            Press::SaidNothing | Press::Call | Press::NoCall => note(view, KeyNote::NoMuggins),
            _ => None,
        };
    }
    let pad = keys.pad.clone();
    match (view.keys.typed, p) {
        // `M` then a seat number: that player calls. The engine rules on the call, open window
        // or not: a call on one's own placement, or one too late, is refused with its reason.
        (Typed::Call, Press::Digit(d)) => {
            view.keys.typed = Typed::Nothing;
            let players = keys.players;
            if (1..=players).contains(&usize::from(d)) {
                view.status = None;
                Some(Some(TableCommand::CallMuggins(Seat(usize::from(d) - 1))))
            } else {
                note(view, KeyNote::NoSeat { seat: d, players })
            }
        }
        (Typed::Call, Press::Back) => {
            view.keys.typed = Typed::Nothing;
            Some(None)
        }
        (Typed::Call, Press::Enter) => note(view, KeyNote::CallWhom),
        (_, Press::Call) => {
            view.keys.typed = Typed::Call;
            view.status = None;
            Some(None)
        }
        // *No call* and *said nothing* only while their buttons are there: the window open, the
        // pad taking a tap.
        (_, Press::NoCall) if keys.no_call => {
            view.keys.typed = Typed::Nothing;
            view.status = None;
            Some(Some(TableCommand::CloseMugginsWindow))
        }
        (_, Press::SaidNothing) if table.pad_open => {
            view.keys.typed = Typed::Nothing;
            view.status = None;
            Some(Some(TableCommand::SaidNothing))
        }
        // A draw waits for the announcement: asked at once, the table says why (`D` then a
        // count was refused only after the count).
        (_, Press::Draw) if table.pad_open => {
            view.keys.typed = Typed::Nothing;
            Some(Some(TableCommand::Draw))
        }
        (_, Press::SaidNothing) if open => note(view, KeyNote::AlreadySaid),
        (_, Press::NoCall) if open => note(view, KeyNote::SettlementCloses),
        (_, Press::SaidNothing | Press::NoCall) => note(view, KeyNote::NoWindow),
        // The announcement: digits while the pad takes a tap (but not the count of a `D` typed
        // before them), Enter says it.
        (typed, Press::Digit(d)) if table.pad_open && !matches!(typed, Typed::Draw(_)) => {
            let sofar = match typed {
                Typed::Announce(n) => n.saturating_mul(10).saturating_add(u16::from(d)),
                _ => u16::from(d),
            };
            let offered = |n: i32| u16::try_from(n).ok();
            let extends = pad
                .iter()
                .filter_map(|&n| offered(n))
                .any(|n| n != sofar && n.to_string().starts_with(&sofar.to_string()));
            let exact = pad.iter().any(|&n| offered(n) == Some(sofar));
            if !extends && exact {
                view.keys.typed = Typed::Nothing;
                view.status = None;
                Some(Some(TableCommand::Announce(i32::from(sofar))))
            } else if extends {
                view.keys.typed = Typed::Announce(sofar);
                view.status = None;
                Some(None)
            } else {
                view.keys.typed = Typed::Nothing;
                view.status = Some(Status::NotOnPad { typed: sofar, pad });
                Some(None)
            }
        }
        (Typed::Announce(n), Press::Enter) if table.pad_open => {
            view.keys.typed = Typed::Nothing;
            if pad.contains(&i32::from(n)) {
                view.status = None;
                Some(Some(TableCommand::Announce(i32::from(n))))
            } else {
                view.status = Some(Status::NotOnPad { typed: n, pad });
                Some(None)
            }
        }
        (Typed::Announce(n), Press::Back) if table.pad_open => {
            view.keys.typed = if n >= 10 {
                Typed::Announce(n / 10)
            } else {
                Typed::Nothing
            };
            Some(None)
        }
        _ => None,
    }
}

/// A key while `tile` waits for its end: the arrow of the end's arm places it (or, on an arm
/// with several of its ends, lights the next of them for Enter); Backspace takes back its second
/// half. Anything else is refused with a line that says what the tile waits for: a digit is
/// never taken as an end, `D` and `P` never drop the tile.
fn end_key(p: Press, tile: Tile, layout: &Layout, view: &mut ViewState) -> Option<TableCommand> {
    let keys = end_keys::end_keys(layout, tile);
    let lit = view.keys.highlight.filter(|&i| i < keys.len());
    let place = match p {
        Press::Arrow(arrow) => match end_keys::pick(&keys, arrow, lit) {
            ArrowPick::Place(place) => Some(place),
            ArrowPick::Light(i) => {
                view.keys.highlight = Some(i);
                view.status = None;
                return None;
            }
            ArrowPick::None => None,
        },
        Press::Enter => lit.map(|i| keys[i].0),
        Press::Back => {
            view.choosing = None;
            view.keys.highlight = None;
            view.keys.typed = Typed::Half(tile.first());
            return None;
        }
        _ => None,
    };
    match place {
        Some(place) => {
            view.choosing = None;
            view.keys.highlight = None;
            view.status = None;
            Some(TableCommand::Place(tile, place))
        }
        None => {
            let arrows = end_keys::arrows_mask(&keys);
            view.status = Some(Status::Key(KeyNote::ChooseEnd { tile, arrows }));
            None
        }
    }
}

/// A hand in play on `layout`: tiles, end choices, draws and passes.
fn play_key(
    p: Press,
    keys: &KeyFacts,
    layout: &Layout,
    view: &mut ViewState,
) -> Option<TableCommand> {
    if let Some(tile) = view.choosing {
        return end_key(p, tile, layout, view);
    }
    let drawable = keys.drawable;
    match (view.keys.typed, p) {
        (Typed::Draw(None), Press::Digit(0)) => None,
        (Typed::Draw(None), Press::Digit(d)) => {
            // A count that cannot take a second digit is entered at once (`D` `3`).
            if u16::from(d) * 10 > u16::from(drawable) {
                view.keys.typed = Typed::Nothing;
                Some(TableCommand::DrawTiles(d))
            } else {
                view.keys.typed = Typed::Draw(Some(d));
                None
            }
        }
        (Typed::Draw(Some(c)), Press::Digit(d)) => {
            view.keys.typed = Typed::Nothing;
            Some(TableCommand::DrawTiles(
                c.saturating_mul(10).saturating_add(d),
            ))
        }
        (Typed::Draw(count), Press::Enter) => {
            view.keys.typed = Typed::Nothing;
            Some(TableCommand::DrawTiles(count.unwrap_or(1)))
        }
        (Typed::Draw(Some(_)), Press::Back) => {
            view.keys.typed = Typed::Draw(None);
            None
        }
        (Typed::Half(_) | Typed::Draw(None), Press::Back) => {
            view.keys.typed = Typed::Nothing;
            None
        }
        (Typed::Half(a), Press::Digit(b)) if b <= 6 => {
            view.keys.typed = Typed::Nothing;
            // The app decides what the tile does: placed where it fits one place, an end
            // choice where it fits several, a refusal where it fits none.
            Tile::new(a, b).ok().map(TableCommand::PickTile)
        }
        (_, Press::Digit(d)) if d <= 6 => {
            view.keys.typed = Typed::Half(d);
            view.status = None;
            None
        }
        (_, Press::Digit(d)) => {
            view.status = Some(Status::Key(KeyNote::NoSuchHalf(d)));
            None
        }
        (_, Press::Draw) => {
            if keys.drawing {
                view.keys.typed = Typed::Draw(None);
                view.status = None;
            } else {
                view.status = Some(Status::Key(KeyNote::NoDrawing));
            }
            None
        }
        (_, Press::Pass) => {
            view.keys.typed = Typed::Nothing;
            Some(TableCommand::Pass)
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests;
