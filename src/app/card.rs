//! The card's words and colours ([`crate::card::CardWords`]) from the app: its Fluent words in
//! the language chosen, its rules line and its pegs' colours. The card imports nothing of the
//! app: it is given these as values.

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
            pegs: Side::all(setup.sides())
                .map(|side| {
                    let c = theme::peg(side);
                    [c.r(), c.g(), c.b()]
                })
                .collect(),
        }
    }
}
