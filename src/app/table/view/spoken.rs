//! Words for the ear: what the table says aloud after an entry (the ☰ menu's "Speak counts",
//! `allfives say`), made only from the table view, so it never says more than the view shows:
//! while a muggins count is hidden (RULES.md §6) it says what the headline says and no more.
//!
//! The headline is written for the eye (`[5-5] 10 · Ana scores 10`, `5 + 10 = 15`); the ear
//! gets the same words with the tiles as their two numbers, `·` as a pause and `+`, `=` and `−`
//! as words of the window's language. The numbers stay digits: the voice (espeak-ng, the
//! system's speech) reads them in its own language.

use super::{Between, TableView};
use crate::app::i18n::I18n;

/// What the table says of `view` when it is the view after an entry, in `i18n`'s words: the
/// headline (and its note), how the hand ended, the award of a hand just settled, the match's
/// winner. `None` when the view has nothing to say (no match).
#[must_use]
pub fn for_the_ear(view: &TableView, i18n: &I18n) -> Option<String> {
    let mut parts: Vec<String> = Vec::new();
    // Once a hand is settled its award is the news, not the last count again.
    let settled_now = view.last_settled
        && matches!(
            view.between,
            Some(Between::NextLeader { .. } | Between::WhoLeads { .. })
        );
    if let Some(headline) = view.headline.as_ref().filter(|_| !settled_now) {
        parts.push(ear(&headline.text, i18n));
        if let Some(note) = &headline.note {
            parts.push(ear(note, i18n));
        }
    }
    match &view.between {
        Some(Between::HandOver(over)) => parts.push(ear(&over.how, i18n)),
        // A hand just settled: its award (RULES.md §4).
        _ if settled_now => {
            parts.extend(view.last_hand.iter().map(|line| ear(line, i18n)));
        }
        _ if view.match_over.is_some() => {
            parts.extend(view.last_hand.iter().map(|line| ear(line, i18n)));
        }
        _ => {}
    }
    if let Some(over) = &view.match_over {
        parts.push(ear(&over.winner, i18n));
    }
    let said = parts
        .into_iter()
        .map(|p| p.trim().trim_end_matches(['.', '!', ':']).to_string())
        .filter(|p| !p.is_empty())
        .collect::<Vec<_>>();
    (!said.is_empty()).then(|| said.join(". ") + ".")
}

/// What the table says after going from `before` to `after` (views of one match): after one
/// entry undone, what was undone (`Undone: Ben's 5 2`); after one entry made (or redone),
/// [`TableView::spoken`] of `after` unless it is what `before` said already, with whose turn it is when `with_turn`; `None` otherwise
/// (a view that changed for another reason: a language, a refused call, another match).
#[must_use]
pub fn utterance(
    before: &TableView,
    after: &TableView,
    i18n: &I18n,
    with_turn: bool,
) -> Option<String> {
    if !after.has_match() || before.rules_line != after.rules_line {
        return None;
    }
    if after.entries + 1 == before.entries {
        let what = before
            .undo
            .as_deref()
            .map(|u| ear(u, i18n))
            .unwrap_or_default();
        return Some(format!("{} {what}.", i18n.tr("ear-undone", &[])));
    }
    if after.entries != before.entries + 1 {
        return None;
    }
    // What was said already is not said again (the end-of-hand entries keep the headline).
    if after.spoken == before.spoken {
        return None;
    }
    let mut said = after.spoken.clone()?;
    if with_turn && after.match_over.is_none() && !after.turn_line.is_empty() {
        said.push(' ');
        said.push_str(&ear(&after.turn_line, i18n));
        said.push('.');
    }
    Some(said)
}

/// `text` for the ear: tiles `[5-2]` as `5 2`, `·` and line breaks as pauses, `+`, `=` and
/// `−` as words, and no other symbol a voice would spell out.
#[must_use]
pub fn ear(text: &str, i18n: &I18n) -> String {
    let plus = format!(" {} ", i18n.tr("ear-plus", &[]));
    let equals = format!(" {} ", i18n.tr("ear-equals", &[]));
    let minus = format!(" {} ", i18n.tr("ear-minus", &[]));
    let mut out = String::with_capacity(text.len() + 16);
    let mut chars = text.chars().peekable();
    let mut in_tile = false;
    while let Some(c) = chars.next() {
        match c {
            '[' => in_tile = true,
            ']' => in_tile = false,
            '-' if in_tile => out.push(' '),
            '·' | '\n' | '•' | '|' => out.push_str(". "),
            '+' => out.push_str(&plus),
            '=' => out.push_str(&equals),
            '−' | '–' => out.push_str(&minus),
            '→' => out.push_str(&format!(" {} ", i18n.tr("ear-becomes", &[]))),
            '×' => out.push_str(" x "),
            '÷' => out.push_str(" / "),
            '\u{2068}' | '\u{2069}' | '"' | '“' | '”' | '«' | '»' | '(' | ')' => {}
            '-' if chars.peek().is_some_and(char::is_ascii_digit) && out.ends_with([' ', '(']) => {
                out.push_str(minus.trim_start());
            }
            other => out.push(other),
        }
    }
    // One space between words, and no pause right after another.
    let mut tidy = out.split_whitespace().collect::<Vec<_>>().join(" ");
    while tidy.contains(". .") {
        tidy = tidy.replace(". .", ".");
    }
    tidy.replace(" .", ".")
        .trim_start_matches(['.', ' '])
        .to_string()
}
