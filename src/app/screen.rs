//! Which screen shows ([`Screen`]), and what a screen's command asks of the app once it is
//! carried out ([`Effect`]): another screen, a status line, the table view computed again. Each
//! screen carries out its own commands on its own state and the [`crate::app::Session`]; the
//! app only routes them and does what their effect says.

use crate::app::status::Status;

/// Which screen is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    /// Names, teams and target of a new match.
    NewMatch,
    /// The match in play.
    Table,
    /// Past matches, their replays and the players' statistics.
    History,
    /// Every variant and house rule in a paragraph with its source; Back returns to
    /// [`crate::app::ViewState::rules_back`].
    Rules,
}

/// What a screen's command asks of the app once it is carried out.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct Effect {
    /// Show this screen next.
    pub show: Option<Screen>,
    /// The status line says this (`Some(None)`: it goes).
    pub status: Option<Option<Status>>,
    /// Another match is in play (opened or started): the tile waiting for its end and the
    /// end-of-hand entries go.
    pub other_match: bool,
    /// The match was read again (a read-only window following the other's saves): the tile
    /// waiting for its end goes.
    pub dropped_choice: bool,
    /// The new-match form takes the rules of the match now in play (one opened from the
    /// history).
    pub form_like_match: bool,
    /// An entry was made on the match (a new one started): what the view held about the last
    /// entry goes.
    pub entered: bool,
    /// The match, or what the view holds of it, changed: the table view is computed again.
    pub changed: bool,
}

impl Effect {
    /// Nothing else to do.
    pub fn none() -> Effect {
        Effect::default()
    }

    /// Show `screen` next.
    pub fn show(screen: Screen) -> Effect {
        Effect {
            show: Some(screen),
            ..Effect::default()
        }
    }

    /// The status line says `status`.
    pub fn status(status: Status) -> Effect {
        Effect {
            status: Some(Some(status)),
            ..Effect::default()
        }
    }

    /// The table view is computed again when `changed`.
    pub fn changed(changed: bool) -> Effect {
        Effect {
            changed,
            ..Effect::default()
        }
    }
}
