//! Numbers for the voice: the table's lines keep their numbers as digits (the view's words,
//! `allfives say`), and the speaker hands the voice Kreyòl lines with every number written as
//! a Kreyòl word, because espeak-ng's Haitian Creole voice (`ht`, the one speech-dispatcher
//! uses too) reads many written numbers wrong: `35` as "kenz" (15), `45` as "senk", `61` as
//! "youn", `90` as "dis" (espeak-ng 1.51 and 1.52, `espeak-ng -v ht -x 35`). The words are
//! the ones Kreyòl writes (`trannsenk`, `swasanteyen`, `katrevendis`), which it reads right.
//!
//! English lines are handed over as they are: the English voices read digits well.

/// `text` as the voice of the language tagged `lang` (`en`, `ht`) should get it: for `ht`, each
/// whole number (a run of digits not part of a decimal or a grouped number, below a million)
/// in Kreyòl words ([`kreyol`]); for any other language, `text` unchanged.
#[must_use]
pub fn for_voice(text: &str, lang: &str) -> String {
    if lang != "ht" {
        return text.to_string();
    }
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len() + 16);
    let mut at = 0;
    while at < chars.len() {
        if !chars[at].is_ascii_digit() {
            out.push(chars[at]);
            at += 1;
            continue;
        }
        let start = at;
        while at < chars.len() && chars[at].is_ascii_digit() {
            at += 1;
        }
        let run: String = chars[start..at].iter().collect();
        // `0,5`, `1 250`, `1.5`: a number of several parts is left to the voice whole.
        let joined = |before: Option<&char>, after: Option<&char>| {
            matches!(before, Some(',' | '.' | '\u{a0}' | '\u{202f}'))
                && after.is_some_and(char::is_ascii_digit)
        };
        let glued = (start >= 2 && joined(chars.get(start - 1), chars.get(start - 2)))
            || joined(chars.get(at), chars.get(at + 1));
        match run.parse::<u32>() {
            Ok(n) if !glued && n < 1_000_000 => out.push_str(&kreyol(n)),
            _ => out.push_str(&run),
        }
    }
    out
}

const UNITS: [&str; 20] = [
    "zewo", "youn", "de", "twa", "kat", "senk", "sis", "sèt", "uit", "nèf", "dis", "onz", "douz",
    "trèz", "katòz", "kenz", "sèz", "disèt", "dizuit", "diznèf",
];

/// `n` (below a million) in Kreyòl words, as Kreyòl writes them: `35` → `trannsenk`, `61` →
/// `swasanteyen`, `75` → `swasannkenz`, `90` → `katrevendis`, `250` → `desan senkant`.
#[must_use]
pub fn kreyol(n: u32) -> String {
    match n {
        0..=99 => below_hundred(n),
        100..=999 => {
            let (hundreds, rest) = (n / 100, n % 100);
            let head = match hundreds {
                1 => "san".to_string(),
                6 => "sisan".to_string(),
                _ => format!("{}san", UNITS[hundreds as usize]),
            };
            if rest == 0 {
                head
            } else {
                format!("{head} {}", below_hundred(rest))
            }
        }
        _ => {
            let (thousands, rest) = (n / 1000, n % 1000);
            let head = if thousands == 1 {
                "mil".to_string()
            } else {
                format!("{} mil", kreyol(thousands))
            };
            if rest == 0 {
                head
            } else {
                format!("{head} {}", kreyol(rest))
            }
        }
    }
}

/// 0 to 99 in one word: the tens (`ven`, `trant`, `karant`, `senkant`, `swasant`, and
/// `swasann` + 10–19 for the seventies, `katreven` + 0–19 for the eighties and nineties)
/// joined to the unit with `t` before a vowel (`venteyen`, `trantuit`) and `n` before a
/// consonant (`vennsenk`), as Kreyòl spells them.
fn below_hundred(n: u32) -> String {
    let n = n as usize;
    if n < 20 {
        return UNITS[n].to_string();
    }
    let (tens, unit) = (n / 10, n % 10);
    match tens {
        7 => format!("swasann{}", UNITS[10 + unit]),
        8 | 9 => {
            let rest = n - 80;
            match rest {
                0 => "katreven".to_string(),
                1 => "katrevenyen".to_string(),
                _ => format!("katreven{}", UNITS[rest]),
            }
        }
        _ => {
            let stem = ["", "", "vent", "trant", "karant", "senkant", "swasant"][tens];
            match unit {
                0 if tens == 2 => "ven".to_string(),
                0 => stem.to_string(),
                1 => format!("{stem}eyen"),
                8 | 9 => format!("{stem}{}", UNITS[unit]),
                _ => format!("{}n{}", stem.trim_end_matches('t'), UNITS[unit]),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kreyol_numbers_are_the_words_kreyol_writes() {
        let said: Vec<String> = [
            0, 1, 5, 15, 20, 21, 25, 28, 35, 45, 55, 61, 65, 70, 75, 80, 81,
        ]
        .into_iter()
        .chain([85, 90, 95, 100, 105, 150, 200, 250, 300, 600, 1000, 1250])
        .map(kreyol)
        .collect();
        assert_eq!(
            said,
            [
                "zewo",
                "youn",
                "senk",
                "kenz",
                "ven",
                "venteyen",
                "vennsenk",
                "ventuit",
                "trannsenk",
                "karannsenk",
                "senkannsenk",
                "swasanteyen",
                "swasannsenk",
                "swasanndis",
                "swasannkenz",
                "katreven",
                "katrevenyen",
                "katrevensenk",
                "katrevendis",
                "katrevenkenz",
                "san",
                "san senk",
                "san senkant",
                "desan",
                "desan senkant",
                "twasan",
                "sisan",
                "mil",
                "mil desan senkant",
            ]
        );
    }

    #[test]
    fn a_kreyol_line_gets_its_numbers_in_words_and_an_english_one_is_left_alone() {
        let line = "10 plis 5 fè 15. Ana fè 35 pwen. 61 ak 0,5 ak 1\u{a0}250.";
        assert_eq!(
            for_voice(line, "ht"),
            "dis plis senk fè kenz. Ana fè trannsenk pwen. swasanteyen ak 0,5 ak 1\u{a0}250."
        );
        assert_eq!(for_voice(line, "en"), line);
        assert_eq!(for_voice("Ana placed 5 2", "ht"), "Ana placed senk de");
    }
}
