//! The card's words and colours ([`crate::card::CardWords`]) from the app: its Fluent words in
//! the language chosen, its rules line and each side's colour (its name's:
//! [`theme::player_colours`], or as the club page colours them: [`ClubCard`]). The card imports
//! nothing of the app: it is given these as values.

use crate::app::i18n::{Arg, I18n};
use crate::app::text::rules_line;
use crate::app::theme;
use crate::card::{Card, CardWords, Words};
use crate::engine::Side;

impl Words for I18n {
    fn card_words(&self, card: &Card) -> CardWords {
        let setup = &card.summary.setup;
        let hand = |n: u32| self.tr("replay-hand", &[("n", Arg::N(i64::from(n)))]);
        let best = card.biggest.as_ref();
        CardWords {
            rules: rules_line(self, &setup.rules, setup.players.len()),
            final_scores: self.t("final-scores"),
            winner: self.t("card-winner"),
            race: self.t("chart-race"),
            per_hand: self.t("chart-per-hand"),
            best: self.t("stats-best"),
            target: self.t("chart-target"),
            best_points: best.map_or_else(String::new, |b| {
                self.tr("stats-points", &[("n", Arg::N(i64::from(b.points)))])
            }),
            best_hand: best.map_or_else(String::new, |b| hand(b.hand)),
            hands: card.hands.iter().map(|h| hand(h.number)).collect(),
            // Each side in its name's colour, as on the club's chart and the replay's.
            pegs: side_colours(card, &[] as &[String]),
        }
    }
}

/// The card's words in a language with each side in the colour the club page gives its name:
/// the club is `roster`, every player of the saves folder ([`theme::club_colours`]), so Ana is
/// the same colour on the card as on the rating chart.
#[derive(Clone, Copy, Debug)]
pub struct ClubCard<'a> {
    /// The words' language.
    pub i18n: &'a I18n,
    /// Every player of the saves folder (`History::players`).
    pub roster: &'a [String],
}

impl Words for ClubCard<'_> {
    fn card_words(&self, card: &Card) -> CardWords {
        CardWords {
            pegs: side_colours(card, self.roster),
            ..self.i18n.card_words(card)
        }
    }
}

/// Each side's colour on `card` (red, green, blue), as the club of `roster` colours its name.
fn side_colours(card: &Card, roster: &[String]) -> Vec<[u8; 3]> {
    let setup = &card.summary.setup;
    let names: Vec<String> = Side::all(setup.sides())
        .map(|side| setup.side_name(side))
        .collect();
    theme::match_colours(roster, &names)
        .into_iter()
        .map(|c| [c.r(), c.g(), c.b()])
        .collect()
}
