//! What is wrong with a play record (`.fives`, RECORD.md "Checking") in the UI's language: the
//! History screen's import shows these. The record's own keywords (`hand`, `players:`, `draw`,
//! `says`, …) stay as the format writes them; the sentences around them are translated. The CLI
//! (`allfives check`, `allfives import`) prints the engine's English instead.

use crate::app::i18n::{Arg, I18n};
use crate::app::text::{error_text, rules::rules_error_text, setup_error_text};
use crate::engine::Setup;
use crate::engine::record::{
    CheckError, Header, HeaderError, MAX_LINE_BYTES, MAX_TARGET, NumberOf, RecordError,
    SyntaxError, arithmetic,
};
use crate::engine::rules::{Deal, EndOfHand, MugginsRule, RulesHeader, Scale, Variant, YES_NO};
use crate::engine::tile::TileError;

/// `a, b, c`: a keyword table's words.
fn keywords<T>(table: &[(T, &str)]) -> String {
    table.iter().map(|(_, w)| *w).collect::<Vec<_>>().join(", ")
}

/// One problem of a record in words (without its line).
#[must_use]
pub fn record_error_text(i18n: &I18n, error: &RecordError) -> String {
    match error {
        RecordError::Syntax(e) => syntax_text(i18n, e),
        RecordError::Header(e) => header_text(i18n, e),
        RecordError::Event(e) => error_text(i18n, e),
        RecordError::Check(e) => check_text(i18n, e),
    }
}

fn syntax_text(i: &I18n, error: &SyntaxError) -> String {
    match error {
        SyntaxError::NotALine(text) => i.tr("rec-not-a-line", &[("text", Arg::S(text))]),
        SyntaxError::HandNumber(text) => i.tr("rec-hand-too-large", &[("text", Arg::S(text))]),
        SyntaxError::UnknownHeader(key) => {
            let keys: Vec<&str> = Header::ALL.iter().map(|h| h.keyword()).collect();
            let keys = keys.join(", ");
            i.tr(
                "rec-unknown-header",
                &[("key", Arg::S(key)), ("keys", Arg::S(&keys))],
            )
        }
        SyntaxError::EventBeforeHand { player, action } => i.tr(
            "rec-event-before-hand",
            &[("player", Arg::S(player)), ("action", Arg::S(action))],
        ),
        SyntaxError::HeaderAfterHand(header) => i.tr(
            "rec-header-after-hand",
            &[("header", Arg::S(header.keyword()))],
        ),
        SyntaxError::NotANumber { text, of } | SyntaxError::NumberTooLarge { text, of } => {
            let of = i.t(match of {
                NumberOf::Assertion => "rec-of-assertion",
                NumberOf::Announcement => "rec-of-announcement",
                NumberOf::Score => "rec-of-score",
            });
            let id = if matches!(error, SyntaxError::NotANumber { .. }) {
                "rec-not-a-number"
            } else {
                "rec-number-too-large"
            };
            i.tr(id, &[("text", Arg::S(text)), ("of", Arg::S(&of))])
        }
        SyntaxError::Tile(e) => tile_error_text(i, e),
        SyntaxError::TwoEquals => i.t("rec-two-equals"),
        SyntaxError::NoAction => i.t("rec-no-action"),
        SyntaxError::DrawCount(n) => i.tr("rec-draw-count", &[("n", Arg::S(n))]),
        SyntaxError::SaysWithoutPoints => i.t("rec-says-without-points"),
        SyntaxError::PipTotal(n) => i.tr("rec-pip-total", &[("n", Arg::S(n))]),
        SyntaxError::NotAnAction(text) => i.tr("rec-not-an-action", &[("text", Arg::S(text))]),
        SyntaxError::AssertionWithoutTile => i.t("rec-assertion-without-tile"),
        SyntaxError::ScoreEntry(text) => i.tr("rec-score-entry", &[("text", Arg::S(text))]),
        SyntaxError::LineTooLong { bytes } => i.tr(
            "rec-line-too-long",
            &[
                ("bytes", Arg::N(*bytes as i64)),
                ("max", Arg::N(MAX_LINE_BYTES as i64)),
            ],
        ),
    }
}

/// A tile written wrong.
#[must_use]
pub fn tile_error_text(i: &I18n, error: &TileError) -> String {
    match error {
        TileError::Malformed(text) => i.tr("rec-tile-malformed", &[("text", Arg::S(text))]),
        TileError::PipsOutOfRange(pips) => {
            i.tr("rec-tile-pips", &[("pips", Arg::N(i64::from(*pips)))])
        }
    }
}

fn header_text(i: &I18n, error: &HeaderError) -> String {
    match error {
        HeaderError::GivenTwice(header) => {
            i.tr("rec-given-twice", &[("header", Arg::S(header.keyword()))])
        }
        HeaderError::Value { header, value } => {
            let (id, allowed) = match header {
                RulesHeader::Variant => ("rec-value-one-of", keywords(&Variant::KEYWORDS)),
                RulesHeader::HandSize => ("rec-value-hand-size", keywords(&Deal::KEYWORDS)),
                RulesHeader::Target => ("rec-value-target", String::new()),
                RulesHeader::Scale => ("rec-value-one-of", keywords(&Scale::KEYWORDS)),
                RulesHeader::ExactTarget | RulesHeader::DrawWhenAble => {
                    ("rec-value-one-of", keywords(&YES_NO))
                }
                RulesHeader::EndOfHand => ("rec-value-one-of", keywords(&EndOfHand::KEYWORDS)),
                RulesHeader::Muggins => ("rec-value-one-of", keywords(&MugginsRule::KEYWORDS)),
                RulesHeader::BoneyardReserve => ("rec-value-one-of", "0, 1, 2".to_string()),
            };
            i.tr(
                id,
                &[
                    ("header", Arg::S(header.keyword())),
                    ("value", Arg::S(value)),
                    ("allowed", Arg::S(&allowed)),
                    ("max", Arg::N(i64::from(MAX_TARGET))),
                ],
            )
        }
        HeaderError::Date { value, .. } => i.tr("rec-date", &[("value", Arg::S(value))]),
        HeaderError::NoPlayers => i.tr(
            "rec-no-players",
            &[
                ("min", Arg::N(*Setup::PLAYERS.start() as i64)),
                ("max", Arg::N(*Setup::PLAYERS.end() as i64)),
            ],
        ),
        HeaderError::Players(e) => {
            let why = setup_error_text(i, e);
            i.tr("rec-players", &[("why", Arg::S(&why))])
        }
        HeaderError::TeamsNeedFour(n) => i.tr("rec-teams-need-four", &[("n", Arg::N(*n as i64))]),
        HeaderError::TeamsNotTwo => i.t("rec-teams-not-two"),
        HeaderError::TeamNotPair(team) => i.tr("rec-team-not-pair", &[("team", Arg::S(team))]),
        HeaderError::TeamStranger(name) => i.tr("rec-team-stranger", &[("name", Arg::S(name))]),
        HeaderError::TeamNameTwice(name) => i.tr("rec-team-name-twice", &[("name", Arg::S(name))]),
        HeaderError::HandSizeTooLarge { players, value } => i.tr(
            "rec-hand-size-too-large",
            &[
                ("players", Arg::N(*players as i64)),
                ("each", Arg::S(value)),
            ],
        ),
        HeaderError::Rules(e) => rules_error_text(i, e),
        HeaderError::Setup(e) => setup_error_text(i, e),
    }
}

fn check_text(i: &I18n, error: &CheckError) -> String {
    match error {
        CheckError::HandNumber { expected, written } => i.tr(
            "rec-wrong-hand",
            &[
                ("expected", Arg::N(i64::from(*expected))),
                ("written", Arg::N(i64::from(*written))),
            ],
        ),
        CheckError::NotAPlayer { name, players } => i.tr(
            "rec-not-a-player",
            &[
                ("name", Arg::S(name)),
                ("players", Arg::S(&players.join(", "))),
            ],
        ),
        CheckError::DrawMoreThanSet(n) => {
            i.tr("rec-draw-more-than-set", &[("n", Arg::N(i64::from(*n)))])
        }
        CheckError::WrongPoints {
            player,
            points,
            written,
            terms,
            total,
        } => i.tr(
            "rec-wrong-points",
            &[
                ("player", Arg::S(player)),
                ("points", Arg::N(i64::from(*points))),
                ("written", Arg::N(i64::from(*written))),
                ("arith", Arg::S(&arithmetic(terms, *total))),
            ],
        ),
        CheckError::NotASide { name, sides } => i.tr(
            "rec-not-a-side",
            &[("name", Arg::S(name)), ("sides", Arg::S(&sides.join(", ")))],
        ),
        CheckError::SideTwice(side) => i.tr("rec-side-twice", &[("side", Arg::S(side))]),
        CheckError::SideMissing(side) => i.tr("rec-side-missing", &[("side", Arg::S(side))]),
        CheckError::WrongScores(wrong) => {
            let wrong: Vec<String> = wrong
                .iter()
                .map(|w| {
                    i.tr(
                        "rec-wrong-score",
                        &[
                            ("side", Arg::S(&w.side)),
                            ("has", Arg::N(i64::from(w.has))),
                            ("written", Arg::N(i64::from(w.written))),
                        ],
                    )
                })
                .collect();
            i.tr("rec-wrong-scores", &[("list", Arg::S(&wrong.join("; ")))])
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::i18n::Lang;
    use crate::engine::record::{WrongScore, replay};

    /// One problem of each kind a record can have.
    fn every_problem() -> Vec<RecordError> {
        let s = String::from;
        let mut errors: Vec<RecordError> = vec![
            SyntaxError::NotALine(s("hello")).into(),
            SyntaxError::HandNumber(s("99999999999")).into(),
            SyntaxError::UnknownHeader(s("colour")).into(),
            SyntaxError::EventBeforeHand {
                player: s("Ana"),
                action: s("5-5"),
            }
            .into(),
            SyntaxError::HeaderAfterHand(Header::Players).into(),
            SyntaxError::Tile(TileError::Malformed(s("5-"))).into(),
            SyntaxError::Tile(TileError::PipsOutOfRange(9)).into(),
            SyntaxError::TwoEquals.into(),
            SyntaxError::NoAction.into(),
            SyntaxError::DrawCount(s("x")).into(),
            SyntaxError::SaysWithoutPoints.into(),
            SyntaxError::PipTotal(s("999")).into(),
            SyntaxError::NotAnAction(s("jump")).into(),
            SyntaxError::AssertionWithoutTile.into(),
            SyntaxError::ScoreEntry(s("Ana")).into(),
            SyntaxError::LineTooLong { bytes: 10_000 }.into(),
            HeaderError::GivenTwice(Header::Date).into(),
            HeaderError::Date {
                value: s("yesterday"),
                error: crate::engine::record::DateError::NotIso8601,
            }
            .into(),
            HeaderError::NoPlayers.into(),
            HeaderError::TeamsNeedFour(3).into(),
            HeaderError::TeamsNotTwo.into(),
            HeaderError::TeamNotPair(s("Ana")).into(),
            HeaderError::TeamStranger(s("Zoe")).into(),
            HeaderError::TeamNameTwice(s("Ana")).into(),
            HeaderError::HandSizeTooLarge {
                players: 4,
                value: s("8"),
            }
            .into(),
            CheckError::HandNumber {
                expected: 2,
                written: 3,
            }
            .into(),
            CheckError::NotAPlayer {
                name: s("Zoe"),
                players: vec![s("Ana"), s("Ben")],
            }
            .into(),
            CheckError::DrawMoreThanSet(30).into(),
            CheckError::WrongPoints {
                player: s("Ana"),
                points: 10,
                written: 5,
                terms: vec![5, 5],
                total: 10,
            }
            .into(),
            CheckError::NotASide {
                name: s("Zoe"),
                sides: vec![s("Ana"), s("Ben")],
            }
            .into(),
            CheckError::SideTwice(s("Ana")).into(),
            CheckError::SideMissing(s("Ben")).into(),
            CheckError::WrongScores(vec![WrongScore {
                side: s("Ana"),
                has: 10,
                written: 15,
            }])
            .into(),
        ];
        for of in [NumberOf::Assertion, NumberOf::Announcement, NumberOf::Score] {
            errors.push(SyntaxError::NotANumber { text: s("x"), of }.into());
            errors.push(
                SyntaxError::NumberTooLarge {
                    text: s("9e99"),
                    of,
                }
                .into(),
            );
        }
        for header in RulesHeader::KEYWORDS.map(|(h, _)| h) {
            errors.push(
                HeaderError::Value {
                    header,
                    value: s("maybe"),
                }
                .into(),
            );
        }
        errors
    }

    #[test]
    fn every_problem_of_a_record_is_said_in_kreyol() {
        let en = I18n::new(Lang::En);
        let ht = I18n::new(Lang::Ht);
        for error in every_problem() {
            let (e, h) = (
                record_error_text(&en, &error),
                record_error_text(&ht, &error),
            );
            assert_ne!(e, h, "{error:?}");
            for text in [&e, &h] {
                assert!(!text.contains(['{', '}']), "{text}");
                assert!(!text.starts_with("rec-"), "{text}");
            }
        }
    }

    #[test]
    fn a_record_s_problem_in_both_languages() {
        let problems =
            replay("variant: all-fives\nplayers: Ana, Ben\n\nhand\nAna: 5-5 = 5\n").problems;
        let first = &problems[0].error;
        let en = I18n::new(Lang::En);
        assert_eq!(
            record_error_text(&en, first),
            "Ana's placement scores 10, the record says 5 (10)"
        );
        // The English says what `allfives check` says.
        assert_eq!(record_error_text(&en, first), first.to_string());
        let ht = I18n::new(Lang::Ht);
        assert_eq!(
            record_error_text(&ht, first),
            "kou Ana fè a bay 10, fichye a di 5 (10)"
        );
    }
}
