//! The new-match form: names in seating order, teams, the variant and every house rule
//! (RULES.md §2–§6), and why it cannot start a match yet ([`FormError`]).

use crate::engine::{Rules, Setup, Variant};

/// The new-match form: names, teams, variant and every house rule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewMatchForm {
    /// Names in seating order (2–4).
    pub names: Vec<String>,
    /// Four players play as two teams (RULES.md §2: partners sit opposite).
    pub teams: bool,
    /// Variant and house rules; changing the variant resets them to its preset (RULES.md §3).
    pub rules: Rules,
    /// Whether the target was changed by hand (kept when players are added).
    pub target_edited: bool,
}

/// Why the new-match form cannot start a match.
///
/// The names are checked here, in the order and with the words of `Setup::validate`, so that the
/// app can say each refusal in Kreyòl; anything else the engine refuses (teams, house rules:
/// RULES.md §2–§3) is [`FormError::Setup`], in the engine's words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FormError {
    /// Seat `seat` (counted from 1) has no name yet.
    NoName {
        /// The seat, counted from 1.
        seat: usize,
    },
    /// A name holds a character the play record uses (`:` `,` `#` `&`; RECORD.md).
    ReservedCharacter {
        /// The name as typed (trimmed).
        name: String,
    },
    /// A name that is a word of the play record (`hand`, `score`; RECORD.md).
    ReservedName {
        /// The name.
        name: String,
    },
    /// Two seats have the same name (RULES.md §2: players are told apart by name).
    SameName {
        /// The name.
        name: String,
    },
    /// The engine refuses the setup, in its own words.
    Setup(String),
}

impl NewMatchForm {
    /// A form with these names (the last ones used, or empty ones) and the All Fives preset.
    #[must_use]
    pub fn new(names: Vec<String>) -> NewMatchForm {
        let mut names = names;
        names.resize(names.len().clamp(2, 4), String::new());
        let rules = Rules::preset(Variant::AllFives, names.len());
        NewMatchForm {
            names,
            teams: true,
            rules,
            target_edited: false,
        }
    }

    /// The form for a match like `setup`: the same players, teams and rules.
    #[must_use]
    pub fn like(setup: &Setup) -> NewMatchForm {
        let players = setup.players.len();
        NewMatchForm {
            rules: setup.rules.clone(),
            teams: setup.teams.is_some() || players != 4,
            target_edited: setup.rules.target != setup.rules.default_target(players),
            ..NewMatchForm::new(setup.players.clone())
        }
    }

    /// Resets every house rule to the preset of `variant` (RULES.md §3).
    pub fn set_variant(&mut self, variant: Variant) {
        self.rules = Rules::preset(variant, self.names.len());
        self.target_edited = false;
    }

    /// After the player count or the scale changed: the preset target, unless edited by hand.
    pub fn players_changed(&mut self) {
        if !self.target_edited {
            self.rules.target = self.rules.default_target(self.names.len());
        }
    }

    /// Whether every seat has a name (until then, a refusal is not worth showing).
    #[must_use]
    pub fn names_filled(&self) -> bool {
        self.names.iter().all(|n| !n.trim().is_empty())
    }

    /// The setup the form describes, names trimmed.
    ///
    /// # Errors
    /// What is wrong with the names or rules ([`FormError`]).
    pub fn setup(&self) -> Result<Setup, FormError> {
        let names: Vec<String> = self.names.iter().map(|n| n.trim().to_string()).collect();
        for (i, name) in names.iter().enumerate() {
            let name_error = if name.is_empty() {
                Some(FormError::NoName { seat: i + 1 })
            } else if name.contains([':', ',', '#', '&']) {
                Some(FormError::ReservedCharacter { name: name.clone() })
            } else if name == "hand" || name == "score" {
                Some(FormError::ReservedName { name: name.clone() })
            } else if names[..i].contains(name) {
                Some(FormError::SameName { name: name.clone() })
            } else {
                None
            };
            if let Some(e) = name_error {
                return Err(e);
            }
        }
        let mut setup = Setup::new(names, self.rules.variant);
        if setup.players.len() == 4 && !self.teams {
            setup.teams = None;
        }
        setup.rules = self.rules.clone();
        setup.validate().map_err(FormError::Setup)?;
        Ok(setup)
    }
}
