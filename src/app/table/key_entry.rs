//! What keyboard entry has typed so far and the keys the table listens to (view-only state,
//! held in [`crate::app::ViewState`]; `keys` turns presses into commands).

/// What has been typed and not yet entered.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Typed {
    /// Nothing.
    #[default]
    Nothing,
    /// The first half of a tile (pips 0–6): `5-_`.
    Half(u8),
    /// `D`, and the count typed so far, if any.
    Draw(Option<u8>),
}

/// Keyboard entry under way (view-only state).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct KeyEntry {
    /// What has been typed and not yet entered.
    pub typed: Typed,
    /// The candidate end that Enter would pick (index into the tile's places, in the order the
    /// ends are numbered).
    pub highlight: usize,
    /// Whether the overlay listing the keys is open.
    pub help: bool,
    /// The player whose pip total the digits type at the end of a hand.
    pub holds_player: Option<crate::engine::Seat>,
    /// Whether the next digit starts that total afresh (Enter found it impossible).
    pub holds_retype: bool,
    /// Keys read after one that changed the match, for the next frame.
    pub queue: Vec<Press>,
}

impl KeyEntry {
    /// The hand is settled: the keys ask nobody's pip total any more.
    pub fn hand_settled(&mut self) {
        self.holds_player = None;
        self.holds_retype = false;
    }
}

/// A key the table listens to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Press {
    /// `0`–`9` (top row or keypad).
    Digit(u8),
    /// `D`: draw.
    Draw,
    /// `P` (or `K`): pass, knock.
    Pass,
    /// `L`: draw lots for the leader.
    Lots,
    /// Enter.
    Enter,
    /// Backspace: take back the last key typed.
    Back,
    /// Esc: cancel what is being entered.
    Escape,
    /// Right or down arrow: the next candidate end.
    Next,
    /// Left or up arrow: the previous candidate end.
    Prev,
    /// `?` or F1: the list of keys.
    Help,
    /// F11: table mode.
    TableMode,
}

impl Typed {
    /// What has been typed, as shown to the table: `5-_`, `D _`, `D 1_`; `None` for nothing.
    #[must_use]
    pub fn shown(self) -> Option<String> {
        match self {
            Typed::Nothing => None,
            Typed::Half(a) => Some(format!("{a}-_")),
            Typed::Draw(None) => Some("D _".into()),
            Typed::Draw(Some(n)) => Some(format!("D {n}_")),
        }
    }
}
