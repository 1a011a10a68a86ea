//! The card's words and colours ([`crate::card::CardWords`]) from the app: its Fluent words in
//! the language chosen, its rules line and each side's colour (its name's:
//! [`theme::player_colours`]). The card imports nothing of the app: it is given these as values.

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
            pegs: theme::player_colours(
                &Side::all(setup.sides())
                    .map(|side| setup.side_name(side))
                    .collect::<Vec<_>>(),
            )
            .into_iter()
            .map(|c| [c.r(), c.g(), c.b()])
            .collect(),
        }
    }
}
