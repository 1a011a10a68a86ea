//! Every message that picks its words by a number (a plural selector on a variable, `{ $n ->
//! [one] … *[other] … }`, or number keys such as `[0]` and `[1]`) is formatted with that number
//! at 1 and at 2, in both languages, the way the app formats them (Fluent, no isolation marks).
//! In English the two forms differ beyond the number, and the form for 1 never reads as a plural
//! (`1 tiles`). In Kreyòl the two forms differ wherever the English ones do (if only by the
//! number: `{ $n } tuil` is right for Kreyòl, which does not mark the plural on the noun), and
//! the form for 1 never puts the plural `yo` after the 1 (`dènye 1 tuil yo`).

use std::collections::{BTreeMap, BTreeSet};

use allfives::app::{EN_FTL, HT_FTL};
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use fluent_syntax::ast::{
    Entry, Expression, InlineExpression, Pattern, PatternElement, VariantKey,
};

/// Variables a message selects on by number that are not counts: `$unit`, the rounding unit
/// (3 or 5, said `twa` or `senk` in Kreyòl), is never 1 or 2.
const NOT_COUNTS: [&str; 1] = ["unit"];

/// The plural categories of CLDR, which Fluent matches against a number.
const CATEGORIES: [&str; 6] = ["zero", "one", "two", "few", "many", "other"];

/// What one message uses: every variable, and the variables a number selects on.
#[derive(Default, Debug)]
struct Uses {
    variables: BTreeSet<String>,
    plural: BTreeSet<String>,
    /// The variables whose selector has a `[one]` form.
    one: BTreeSet<String>,
}

fn walk_pattern(pattern: &Pattern<&str>, uses: &mut Uses) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            walk_expression(expression, uses);
        }
    }
}

fn walk_expression(expression: &Expression<&str>, uses: &mut Uses) {
    match expression {
        Expression::Select { selector, variants } => {
            let by_number = variants.iter().all(|v| match &v.key {
                VariantKey::Identifier { name } => CATEGORIES.contains(name),
                VariantKey::NumberLiteral { .. } => true,
            });
            let has_one = variants
                .iter()
                .any(|v| matches!(v.key, VariantKey::Identifier { name: "one" }));
            if by_number && let InlineExpression::VariableReference { id } = selector {
                uses.plural.insert(id.name.to_string());
                if has_one {
                    uses.one.insert(id.name.to_string());
                }
            }
            walk_inline(selector, uses);
            for variant in variants {
                walk_pattern(&variant.value, uses);
            }
        }
        Expression::Inline(inline) => walk_inline(inline, uses),
    }
}

fn walk_inline(inline: &InlineExpression<&str>, uses: &mut Uses) {
    match inline {
        InlineExpression::VariableReference { id } => {
            uses.variables.insert(id.name.to_string());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                walk_inline(argument, uses);
            }
            for named in &arguments.named {
                walk_inline(&named.value, uses);
            }
        }
        InlineExpression::Placeable { expression } => walk_expression(expression, uses),
        _ => {}
    }
}

/// Each message of a Fluent source with what it uses; the source must parse without errors.
fn messages(name: &str, source: &'static str) -> BTreeMap<String, Uses> {
    let resource = match fluent_syntax::parser::parse(source) {
        Ok(resource) => resource,
        Err((_, errors)) => panic!("{name} does not parse: {errors:?}"),
    };
    let mut found = BTreeMap::new();
    for entry in &resource.body {
        if let Entry::Message(message) = entry
            && let Some(value) = &message.value
        {
            let mut uses = Uses::default();
            walk_pattern(value, &mut uses);
            found.insert(message.id.name.to_string(), uses);
        }
    }
    found
}

/// A bundle as the app builds it: the language's tag, no isolation marks around placeables.
fn bundle(tag: &str, source: &str) -> FluentBundle<FluentResource> {
    let mut bundle = FluentBundle::new(vec![tag.parse().expect("a language tag")]);
    bundle.set_use_isolating(false);
    let resource = FluentResource::try_new(source.to_string()).expect("parses");
    bundle.add_resource(resource).expect("no duplicate ids");
    bundle
}

/// `id` formatted with `variable` = `n` and every other variable 7 (a number that is neither
/// form's, so a 1 or a 2 in the text is the one under test or the message's own).
fn format(
    bundle: &FluentBundle<FluentResource>,
    id: &str,
    uses: &Uses,
    variable: &str,
    n: i64,
) -> String {
    let mut args = FluentArgs::new();
    for name in &uses.variables {
        let value = if name == variable { n } else { 7 };
        args.set(name.clone(), FluentValue::from(value));
    }
    let message = bundle
        .get_message(id)
        .unwrap_or_else(|| panic!("{id} is missing"));
    let pattern = message.value().expect("a value");
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
    assert!(errors.is_empty(), "{id} with {variable} = {n}: {errors:?}");
    text.into_owned()
}

/// `text` with the number `n` written alone (no digit right before or after it) replaced by `#`.
fn without_number(text: &str, n: char) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::new();
    for (i, c) in chars.iter().enumerate() {
        let alone = *c == n
            && !(i > 0 && chars[i - 1].is_ascii_digit())
            && !chars.get(i + 1).is_some_and(char::is_ascii_digit);
        out.push(if alone { '#' } else { *c });
    }
    out
}

/// A word (letters only) from a token of text.
fn letters(token: &str) -> String {
    token.chars().filter(|c| c.is_alphabetic()).collect()
}

/// Whether a Kreyòl text puts the plural `yo` after a lone 1 in the same phrase: `dènye 1 tuil
/// yo`, within three words and before any punctuation.
fn one_then_yo(text: &str) -> bool {
    let tokens: Vec<&str> = text.split_whitespace().collect();
    tokens.iter().enumerate().any(|(i, token)| {
        *token == "1"
            && tokens[i + 1..]
                .iter()
                .take(3)
                .scan(false, |stopped, t| {
                    if *stopped {
                        return None;
                    }
                    *stopped = t.ends_with([',', ';', ':', '.', ')', '·']);
                    Some(letters(t))
                })
                .any(|word| word == "yo")
    })
}

/// Whether an English text writes a plural noun right after a lone 1: `1 tiles`.
fn one_then_plural(text: &str) -> bool {
    const NOT_PLURAL: [&str; 9] = [
        "is", "was", "has", "its", "this", "plus", "us", "pass", "yes",
    ];
    let tokens: Vec<&str> = text.split_whitespace().collect();
    tokens.windows(2).any(|pair| {
        let word = letters(pair[1]);
        pair[0] == "1"
            && word.ends_with('s')
            && !word.ends_with("ss")
            && !NOT_PLURAL.contains(&word.as_str())
    })
}

#[test]
fn every_plural_is_right_at_one_and_at_two_in_both_languages() {
    let en = messages("en.ftl", EN_FTL);
    let ht = messages("ht.ftl", HT_FTL);
    let (en_bundle, ht_bundle) = (bundle("en", EN_FTL), bundle("ht", HT_FTL));
    let mut walked = Vec::new();
    let mut wrong = Vec::new();
    for (id, en_uses) in &en {
        let ht_uses = ht.get(id).unwrap_or_else(|| panic!("ht.ftl lacks {id}"));
        let variables: BTreeSet<&String> = en_uses
            .plural
            .union(&ht_uses.plural)
            .filter(|v| !NOT_COUNTS.contains(&v.as_str()))
            .collect();
        for variable in variables {
            walked.push(format!("{id} ${variable}"));
            let (en_1, en_2) = (
                format(&en_bundle, id, en_uses, variable, 1),
                format(&en_bundle, id, en_uses, variable, 2),
            );
            let (ht_1, ht_2) = (
                format(&ht_bundle, id, ht_uses, variable, 1),
                format(&ht_bundle, id, ht_uses, variable, 2),
            );
            // English marks the plural: a `[one]` form says other words than the rest.
            if en_uses.one.contains(variable)
                && without_number(&en_1, '1') == without_number(&en_2, '2')
            {
                wrong.push(format!("en {id}: the same words at 1 and 2: {en_1:?}"));
            }
            if one_then_plural(&en_1) {
                wrong.push(format!("en {id}: a plural after 1: {en_1:?}"));
            }
            // Where the English changes with the number, so does the Kreyòl (its number at least:
            // `1 tuil`, `2 tuil`), so no form hides the count.
            if en_1 != en_2 && ht_1 == ht_2 {
                wrong.push(format!("ht {id}: the same at 1 and 2: {ht_1:?}"));
            }
            if one_then_yo(&ht_1) {
                wrong.push(format!("ht {id}: the plural yo after 1: {ht_1:?}"));
            }
        }
    }
    // The walk did see the plurals: the reserve's error, the tiles and the boneyard among them.
    for seen in [
        "err-draw-too-many-reserve $reserve",
        "tiles-n $n",
        "boneyard-n $n",
        "club-record $wins",
    ] {
        assert!(
            walked.iter().any(|w| w == seen),
            "not walked: {seen}; {walked:#?}"
        );
    }
    assert!(walked.len() >= 15, "{walked:#?}");
    assert!(wrong.is_empty(), "{wrong:#?}");
}

#[test]
fn the_reserve_of_one_tile_is_said_in_the_singular() {
    let uses = &messages("ht.ftl", HT_FTL)["err-draw-too-many-reserve"];
    let ht = bundle("ht", HT_FTL);
    let said = format(&ht, "err-draw-too-many-reserve", uses, "reserve", 1);
    assert!(
        said.contains("kite dènye tuil la nan pioche a, yo pa janm pioche l"),
        "{said}"
    );
    let said = format(&ht, "err-draw-too-many-reserve", uses, "reserve", 2);
    assert!(
        said.contains("kite dènye 2 tuil yo nan pioche a, yo pa janm pioche yo"),
        "{said}"
    );
    let en = bundle("en", EN_FTL);
    let uses = &messages("en.ftl", EN_FTL)["err-draw-too-many-reserve"];
    let said = format(&en, "err-draw-too-many-reserve", uses, "reserve", 1);
    assert!(
        said.contains("keeps the last tile in the boneyard"),
        "{said}"
    );
}

#[test]
fn the_checks_can_fail() {
    // The texts the reviews found wrong, as they were, are caught.
    assert!(one_then_yo(
        "paske règ tab la kite dènye 1 tuil yo nan pioche a, yo pa janm pioche yo"
    ));
    assert!(one_then_plural("Boneyard: 1 tiles"));
    assert_eq!(
        without_number("1 tile, 10 points", '1'),
        "# tile, 10 points"
    );
    // The right forms are not.
    assert!(!one_then_yo(
        "kite dènye tuil la nan pioche a, yo pa janm pioche l"
    ));
    assert!(!one_then_yo("Pioche: 1 tuil, yo pa janm pioche l"));
    assert!(!one_then_plural("Boneyard: 1 tile"));
    assert!(!one_then_plural("1 is not a total"));
}
