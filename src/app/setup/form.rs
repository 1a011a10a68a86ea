//! The new-match form: names in seating order, teams, the variant and every house rule
//! (RULES.md §2–§6), and the setup it describes (the engine's [`SetupError`] says why it cannot start a match).

use crate::engine::{Rules, Setup, SetupError, Variant};

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

impl NewMatchForm {
    /// A form with these names (the last ones used, or empty ones) and the All Fives preset.
    #[must_use]
    pub fn new(names: Vec<String>) -> NewMatchForm {
        let mut names = names;
        names.resize(
            names
                .len()
                .clamp(*Setup::PLAYERS.start(), *Setup::PLAYERS.end()),
            String::new(),
        );
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
            teams: setup.teams.is_some() || players != Setup::TEAM_PLAYERS,
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

    /// The setup the form describes, names trimmed and every run of spaces, tabs or line breaks
    /// in them made one space (as a play record keeps them).
    ///
    /// # Errors
    /// The engine's refusal of the names, teams or rules ([`Setup::validate`], RULES.md §2–§3).
    pub fn setup(&self) -> Result<Setup, SetupError> {
        let names: Vec<String> = self
            .names
            .iter()
            .map(|n| n.split_whitespace().collect::<Vec<_>>().join(" "))
            .collect();
        let mut setup = Setup::new(names, self.rules.variant);
        if setup.players.len() == Setup::TEAM_PLAYERS && !self.teams {
            setup.teams = None;
        }
        setup.rules = self.rules.clone();
        setup.validate()?;
        Ok(setup)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::i18n::{I18n, Lang};
    use crate::app::text::setup_error_text;
    use crate::app::text::tests::sentence;

    #[test]
    fn form_refusals_say_in_english_what_the_engine_says() {
        let en = I18n::new(Lang::En);
        let ht = I18n::new(Lang::Ht);
        for names in [
            &["Ana", ""][..],
            &["Ana", "B:n"],
            &["Ana", "hand"],
            &["Ana", "Ben", "Ana"],
            &[" Ana", "Ana "],
        ] {
            let mut form = NewMatchForm::new(names.iter().map(ToString::to_string).collect());
            form.set_variant(Variant::AllFives);
            let refusal = form.setup().unwrap_err();
            let trimmed = names.iter().map(|n| n.trim().to_string()).collect();
            let engine = crate::engine::Setup::new(trimmed, Variant::AllFives)
                .validate()
                .unwrap_err();
            assert_eq!(
                setup_error_text(&en, &refusal),
                sentence(&engine.to_string())
            );
            assert!(!matches!(refusal, SetupError::Rules(_)), "{refusal:?}");
            assert_ne!(
                setup_error_text(&ht, &refusal),
                sentence(&engine.to_string())
            );
        }
        let mut form = NewMatchForm::new(vec!["Ana".into(), "Ben".into()]);
        form.rules.deal = crate::engine::Deal::Each(20);
        let refusal = form.setup().unwrap_err();
        let SetupError::Rules(why) = &refusal else {
            panic!("{refusal:?}")
        };
        assert_eq!(setup_error_text(&en, &refusal), sentence(&why.to_string()));
    }
}
