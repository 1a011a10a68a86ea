//! Every UI string, in English and Kreyòl Ayisyen, from Fluent files in `assets/i18n/`.
//!
//! Code asks for a message by id ([`I18n::t`], [`I18n::tr`]); translating the app is editing
//! `ht.ftl`. A message missing in Kreyòl falls back to English, then to its id. Numbers are
//! written each language's way ([`numbers`]): `0.706` in English, `0,706` in Kreyòl.

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};

pub mod numbers;

/// A UI language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Lang {
    /// English.
    En,
    /// Kreyòl Ayisyen.
    Ht,
}

impl Lang {
    /// Both languages, for the switcher.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Ht];

    /// The language's own name.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Ht => "Kreyòl",
        }
    }
}

/// The English source, compiled in.
pub const EN_FTL: &str = include_str!("../../assets/i18n/en.ftl");
/// The Kreyòl source, compiled in.
pub const HT_FTL: &str = include_str!("../../assets/i18n/ht.ftl");

fn bundle(lang: Lang, source: &str) -> FluentBundle<FluentResource> {
    let tag = match lang {
        Lang::En => "en",
        Lang::Ht => "ht",
    };
    let tag: unic_langid::LanguageIdentifier = tag.parse().expect("a valid language tag");
    let mut bundle = FluentBundle::new(vec![tag]);
    bundle.set_use_isolating(false);
    bundle.set_formatter(Some(match lang {
        Lang::En => numbers::english_numbers,
        Lang::Ht => numbers::kreyol_numbers,
    }));
    let resource = FluentResource::try_new(source.to_string()).unwrap_or_else(|(res, _)| res);
    let _ = bundle.add_resource(resource);
    bundle
}

/// The translations and the current language.
pub struct I18n {
    lang: Lang,
    en: FluentBundle<FluentResource>,
    ht: FluentBundle<FluentResource>,
}

impl std::fmt::Debug for I18n {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("I18n").field("lang", &self.lang).finish()
    }
}

/// An argument value for a message.
pub enum Arg<'a> {
    /// Text.
    S(&'a str),
    /// A whole number (also picks plural forms), thousands grouped the language's way.
    N(i64),
    /// A number with this many decimals, written the language's way (`0.706`, `0,706`).
    D(f64, usize),
}

impl I18n {
    /// Both languages loaded, `lang` current.
    #[must_use]
    pub fn new(lang: Lang) -> I18n {
        I18n {
            lang,
            en: bundle(Lang::En, EN_FTL),
            ht: bundle(Lang::Ht, HT_FTL),
        }
    }

    /// The current language.
    #[must_use]
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Switches language.
    pub fn set_lang(&mut self, lang: Lang) {
        self.lang = lang;
    }

    /// `value` with `decimals` decimals, the current language's way (`0.706`, `0,706`).
    #[must_use]
    pub fn decimal(&self, value: f64, decimals: usize) -> String {
        numbers::decimal(self.lang, value, decimals)
    }

    /// A whole number, thousands grouped the current language's way (`1,250`, `1 250`).
    #[must_use]
    pub fn integer(&self, n: i64) -> String {
        numbers::integer(self.lang, n)
    }

    /// A share as a whole percentage (`71 %`), or a dash.
    #[must_use]
    pub fn percent(&self, share: Option<f64>) -> String {
        numbers::percent(self.lang, share)
    }

    /// The message `id` without arguments.
    #[must_use]
    pub fn t(&self, id: &str) -> String {
        self.tr(id, &[])
    }

    /// The message `id` with named arguments.
    #[must_use]
    pub fn tr(&self, id: &str, args: &[(&str, Arg<'_>)]) -> String {
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            match value {
                Arg::S(s) => fluent_args.set(*name, FluentValue::from(s.to_string())),
                Arg::N(n) => fluent_args.set(*name, FluentValue::from(*n)),
                Arg::D(value, decimals) => {
                    fluent_args.set(*name, numbers::fluent_decimal(*value, *decimals));
                }
            }
        }
        let bundles: [&FluentBundle<FluentResource>; 2] = match self.lang {
            Lang::En => [&self.en, &self.en],
            Lang::Ht => [&self.ht, &self.en],
        };
        for bundle in bundles {
            if let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) {
                let mut errors = Vec::new();
                return bundle
                    .format_pattern(pattern, Some(&fluent_args), &mut errors)
                    .into_owned();
            }
        }
        id.to_string()
    }
}

/// The message ids a Fluent source defines more than once (Fluent keeps the last silently).
#[cfg(test)]
fn duplicate_ids(source: &str) -> Vec<String> {
    let mut seen = std::collections::BTreeSet::new();
    let mut twice = Vec::new();
    for id in message_ids(source) {
        if !seen.insert(id.clone()) && !twice.contains(&id) {
            twice.push(id);
        }
    }
    twice
}

/// The message ids defined in a Fluent source.
#[cfg(test)]
fn message_ids(source: &str) -> Vec<String> {
    source
        .lines()
        .filter(|l| !l.starts_with([' ', '#', '\t', '*', '[']) && l.contains(" ="))
        .filter_map(|l| l.split_once(" =").map(|(id, _)| id.trim().to_string()))
        .collect()
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;

    #[test]
    fn both_languages_define_the_same_messages() {
        let en = message_ids(EN_FTL);
        let ht = message_ids(HT_FTL);
        assert!(en.len() > 50, "{}", en.len());
        for id in &en {
            assert!(ht.contains(id), "ht.ftl lacks {id}");
        }
        for id in &ht {
            assert!(en.contains(id), "en.ftl lacks {id}");
        }
        for (tag, source) in [("en", EN_FTL), ("ht", HT_FTL)] {
            assert!(
                FluentResource::try_new(source.to_string()).is_ok(),
                "{tag}.ftl has syntax errors"
            );
            assert_eq!(
                duplicate_ids(source),
                Vec::<String>::new(),
                "{tag}.ftl defines these messages twice"
            );
        }
        // A message defined twice is caught.
        let twice = "close = Close\nmenu = Menu\n# a comment\nclose = Close\n";
        assert_eq!(duplicate_ids(twice), vec!["close".to_string()]);
    }

    /// Each message of a Fluent source with the `{ $variable }` names it uses (attributes and
    /// select arms included), from its id line to the next id.
    fn variables(source: &str) -> std::collections::BTreeMap<String, BTreeSet<String>> {
        let mut found = std::collections::BTreeMap::new();
        let mut current: Option<String> = None;
        for line in source.lines() {
            if let Some(id) = message_ids(line).pop() {
                current = Some(id.clone());
                found.insert(id, BTreeSet::new());
            } else if line.starts_with('#') || line.trim().is_empty() {
                continue;
            }
            let Some(id) = &current else { continue };
            let vars = found.get_mut(id).expect("inserted");
            for part in line.split('$').skip(1) {
                let name: String = part
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '-' || *c == '_')
                    .collect();
                vars.insert(name);
            }
        }
        found
    }

    #[test]
    fn both_languages_use_the_same_variables_in_every_message() {
        let en = variables(EN_FTL);
        let ht = variables(HT_FTL);
        assert_eq!(
            en.keys().collect::<Vec<_>>(),
            ht.keys().collect::<Vec<_>>(),
            "the same keys"
        );
        for (id, vars) in &en {
            assert_eq!(
                Some(vars),
                ht.get(id),
                "{id}: en and ht use other variables"
            );
        }
        // The scan sees what it must: a select's variable and both of a message's.
        assert_eq!(en["tiles-n"], BTreeSet::from(["n".to_string()]));
        let both = BTreeSet::from(["name".to_string(), "points".to_string()]);
        assert_eq!(en["scores-points"], both);
        // A variable that differs is caught.
        let wrong = variables("scores-points = { $nom } fè { $points } pwen\n");
        assert_ne!(Some(&en["scores-points"]), wrong.get("scores-points"));
    }

    #[test]
    fn formats_with_arguments_and_plurals() {
        let mut i18n = I18n::new(Lang::En);
        assert_eq!(
            i18n.tr(
                "scores-points",
                &[("name", Arg::S("Ana")), ("points", Arg::N(15))]
            ),
            "Ana scores 15"
        );
        assert_eq!(i18n.tr("tiles-n", &[("n", Arg::N(1))]), "1 tile");
        assert_eq!(
            i18n.tr("boneyard-n", &[("n", Arg::N(10))]),
            "Boneyard: 10 tiles"
        );
        i18n.set_lang(Lang::Ht);
        assert_eq!(
            i18n.tr(
                "scores-points",
                &[("name", Arg::S("Ana")), ("points", Arg::N(15))]
            ),
            "Ana fè 15 pwen"
        );
        assert_eq!(
            i18n.tr("boneyard-n", &[("n", Arg::N(10))]),
            "Pioche: 10 tuil"
        );
        assert_eq!(i18n.t("no-such-message"), "no-such-message");
    }

    #[test]
    fn numbers_in_messages_are_written_the_language_s_way() {
        let mut i18n = I18n::new(Lang::En);
        let args = |p| {
            [
                ("tile", Arg::S("[5-5]")),
                ("placer", Arg::S("Ana")),
                ("next", Arg::S("Ben")),
                ("p", Arg::D(p, 3)),
                ("reply", Arg::D(7.973_947, 2)),
            ]
        };
        assert_eq!(
            i18n.tr("coach-left", &args(0.705_882)),
            "Ana's [5-5] left Ben: P 0.706 · reply 7.97"
        );
        assert_eq!(
            i18n.tr("boneyard-n", &[("n", Arg::N(1250))]),
            "Boneyard: 1,250 tiles"
        );
        i18n.set_lang(Lang::Ht);
        assert_eq!(
            i18n.tr("coach-left", &args(0.705_882)),
            "[5-5] Ana jwe a kite pou Ben: P 0,706 · repons 7,97"
        );
        assert_eq!(
            i18n.tr("boneyard-n", &[("n", Arg::N(1250))]),
            "Pioche: 1\u{a0}250 tuil"
        );
        // A whole number picks its plural form as before.
        assert_eq!(i18n.tr("hist-count", &[("n", Arg::N(1))]), "1 pati");
        assert_eq!(i18n.decimal(0.5, 1), "0,5");
        assert_eq!(i18n.percent(Some(0.25)), "25 %");
    }
}
