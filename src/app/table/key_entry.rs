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
    /// The placer's announcement typed so far (match scale): `1_` before `0` makes 10.
    Announce(u16),
    /// `M`: a "Muggins!" call, waiting for the caller's seat number.
    Call,
}

/// Keyboard entry under way (view-only state).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct KeyEntry {
    /// What has been typed and not yet entered.
    pub typed: Typed,
    /// The candidate end an arrow has lit, that Enter places the tile on (an index in
    /// [`crate::app::table::end_keys::end_keys`]); `None` until an arrow naming several ends
    /// lights one.
    pub highlight: Option<usize>,
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
    /// Tab: at a hand's end, the next player's pip total.
    Next,
    /// Backspace: take back the last key typed.
    Back,
    /// Esc: cancel what is being entered.
    Escape,
    /// An arrow: the end of that arm, for a tile that fits several.
    Arrow(crate::app::table::end_keys::Arrow),
    /// `N`: the placer said nothing (the announcement pad's *said nothing*).
    SaidNothing,
    /// `M`: "Muggins!", then the caller's seat number.
    Call,
    /// `C`: *No call: count it* (closes the placement's muggins window).
    NoCall,
    /// `?` or F1: the list of keys.
    Help,
    /// F11: table mode.
    TableMode,
}

impl Typed {
    /// What has been typed, as shown to the table: `5-_`, `D _`, `D 1_`, `= 1_` (an
    /// announcement), `M _` (a call); `None` for nothing.
    #[must_use]
    pub fn shown(self) -> Option<String> {
        match self {
            Typed::Nothing => None,
            Typed::Half(a) => Some(format!("{a}-_")),
            Typed::Draw(None) => Some("D _".into()),
            Typed::Draw(Some(n)) => Some(format!("D {n}_")),
            Typed::Announce(n) => Some(format!("= {n}_")),
            Typed::Call => Some("M _".into()),
        }
    }
}
