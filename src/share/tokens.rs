//! The links' secrets: a [`Token`] of 128 random bits for the watch link and one for each seat,
//! made when sharing starts (a new set every time, so a link of an earlier sharing is worth
//! nothing), and a short [`PairCode`] per seat to type on the watch page.

use std::fmt;

use rand::RngExt;
use rand::rngs::StdRng;

/// The letters a token or a code is written with: digits and lower-case letters without
/// `i`, `l`, `o`, `u` (Crockford's base 32), so a code read aloud or typed is not mistaken.
const ALPHABET: &[u8; 32] = b"0123456789abcdefghjkmnpqrstvwxyz";

/// How many characters a token has: 128 bits at 5 bits a character.
pub const TOKEN_CHARS: usize = 26;

/// How many characters a pairing code has (30 bits: typed on the watch page, which needs the
/// watch link already, and only a few wrong codes are tried: [`crate::share::server`]).
pub const CODE_CHARS: usize = 6;

/// 128 random bits, written in [`TOKEN_CHARS`] characters of Crockford's base 32.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Token(String);

impl Token {
    /// A new token from the system's randomness (a cryptographic generator).
    #[must_use]
    pub fn random(rng: &mut StdRng) -> Token {
        let bits: u128 = rng.random();
        let mut text = String::with_capacity(TOKEN_CHARS);
        for i in 0..TOKEN_CHARS {
            let five = (bits >> (5 * i)) & 31;
            text.push(char::from(ALPHABET[five as usize]));
        }
        Token(text)
    }

    /// The token as written in a link.
    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Whether `text` is this token, compared in a time that does not depend on where they
    /// differ (a guess learns nothing from how fast it is refused).
    #[must_use]
    pub fn matches(&self, text: &str) -> bool {
        same(self.0.as_bytes(), text.as_bytes())
    }
}

/// Never printed by `{:?}`: a debug line in a log does not give the link away.
impl fmt::Debug for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Token(…)")
    }
}

/// A seat's short code, typed on the watch page to pair a phone with the seat.
#[derive(Clone, PartialEq, Eq)]
pub struct PairCode(String);

impl PairCode {
    /// A new code from the system's randomness.
    #[must_use]
    pub fn random(rng: &mut StdRng) -> PairCode {
        let text = (0..CODE_CHARS)
            .map(|_| char::from(ALPHABET[rng.random_range(0..32)]))
            .collect();
        PairCode(text)
    }

    /// The code as shown on the laptop.
    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Whether `typed` is this code: case, spaces and dashes do not matter, and the letters a
    /// person may mistake (`o` for 0, `i` and `l` for 1) count as what they look like.
    #[must_use]
    pub fn matches(&self, typed: &str) -> bool {
        let typed: String = typed
            .chars()
            .filter(|c| !c.is_whitespace() && *c != '-')
            .map(|c| match c.to_ascii_lowercase() {
                'o' => '0',
                'i' | 'l' => '1',
                c => c,
            })
            .collect();
        same(self.0.as_bytes(), typed.as_bytes())
    }
}

impl fmt::Debug for PairCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("PairCode(…)")
    }
}

/// Equality of two byte strings in a time that depends only on their lengths.
fn same(a: &[u8], b: &[u8]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

/// How many seat tokens of ended matches are remembered, to answer that their match ended.
pub const ENDED_KEPT: usize = 64;

/// Every secret of one sharing: the watch token, and each seat's token and code. Seats' tokens
/// and codes belong to one match: [`Tokens::new_match`] makes new ones; the watch link lasts as
/// long as the sharing.
#[derive(Debug)]
pub struct Tokens {
    /// The watch link's token: reads the table, writes nothing.
    pub watch: Token,
    /// Each seat's token, in seat order: writes only for that seat.
    pub seats: Vec<Token>,
    /// Each seat's pairing code, in seat order.
    pub codes: Vec<PairCode>,
    /// The match the seats' tokens belong to: counts up from 0 with every new match.
    pub matches: u64,
    /// The seats' tokens of the last matches (at most [`ENDED_KEPT`]), newest last, each with
    /// its match and seat.
    ended: Vec<(Token, u64, usize)>,
}

impl Tokens {
    /// New tokens and codes for `seats` seats.
    #[must_use]
    pub fn new(seats: usize, rng: &mut StdRng) -> Tokens {
        Tokens {
            watch: Token::random(rng),
            seats: (0..seats).map(|_| Token::random(rng)).collect(),
            codes: (0..seats).map(|_| PairCode::random(rng)).collect(),
            matches: 0,
            ended: Vec::new(),
        }
    }

    /// A new match of `seats` seats: every seat gets a new token and code; the old tokens are
    /// remembered as ended ([`Tokens::ended`]) and open nothing.
    pub fn new_match(&mut self, seats: usize, rng: &mut StdRng) {
        let old = std::mem::replace(
            &mut self.seats,
            (0..seats).map(|_| Token::random(rng)).collect(),
        );
        self.codes = (0..seats).map(|_| PairCode::random(rng)).collect();
        let matches = self.matches;
        self.ended.extend(
            old.into_iter()
                .enumerate()
                .map(|(seat, t)| (t, matches, seat)),
        );
        let over = self.ended.len().saturating_sub(ENDED_KEPT);
        self.ended.drain(..over);
        self.matches += 1;
    }

    /// Whether `text` was a seat's token of a match that has ended.
    #[must_use]
    pub fn ended(&self, text: &str) -> bool {
        self.ended_seat(text).is_some()
    }

    /// The match and seat `text` was the token of, if it belongs to a match that has ended.
    #[must_use]
    pub fn ended_seat(&self, text: &str) -> Option<(u64, usize)> {
        // Every token compared, in a time that does not say which one matched.
        self.ended
            .iter()
            .fold(None, |found, (token, matches, seat)| {
                let this = token.matches(text).then_some((*matches, *seat));
                found.or(this)
            })
    }

    /// What `text` opens: the watch link, a seat, or nothing.
    #[must_use]
    pub fn find(&self, text: &str) -> Option<Access> {
        if self.watch.matches(text) {
            return Some(Access::Watch);
        }
        // Every seat is compared, so the time does not say which seat was near.
        let mut found = None;
        for (seat, token) in self.seats.iter().enumerate() {
            if token.matches(text) {
                found = Some(Access::Seat(seat));
            }
        }
        found
    }
}

/// What a token lets a phone do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Access {
    /// Watch the table; write nothing.
    Watch,
    /// Watch, and enter for this seat.
    Seat(usize),
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn tokens_are_128_bits_written_in_26_characters_and_differ() {
        let mut rng = StdRng::seed_from_u64(7);
        let tokens = Tokens::new(4, &mut rng);
        let mut all: Vec<&str> = tokens.seats.iter().map(Token::as_str).collect();
        all.push(tokens.watch.as_str());
        for t in &all {
            assert_eq!(t.len(), TOKEN_CHARS);
            assert!(t.bytes().all(|b| ALPHABET.contains(&b)));
        }
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), 5);
        assert_eq!(format!("{:?}", tokens.watch), "Token(…)");
    }

    #[test]
    fn a_token_opens_only_what_it_was_made_for() {
        let mut rng = StdRng::seed_from_u64(8);
        let tokens = Tokens::new(2, &mut rng);
        assert_eq!(tokens.find(tokens.watch.as_str()), Some(Access::Watch));
        assert_eq!(tokens.find(tokens.seats[1].as_str()), Some(Access::Seat(1)));
        assert_eq!(tokens.find(""), None);
        assert_eq!(tokens.find(&tokens.watch.as_str()[1..]), None);
        let mut wrong = tokens.watch.as_str().to_string();
        wrong.replace_range(0..1, if wrong.starts_with('0') { "1" } else { "0" });
        assert_eq!(tokens.find(&wrong), None);
    }

    #[test]
    fn a_new_match_makes_new_seats_and_the_old_ones_ended() {
        let mut rng = StdRng::seed_from_u64(9);
        let mut tokens = Tokens::new(2, &mut rng);
        let old = tokens.seats[1].clone();
        let watch = tokens.watch.clone();
        tokens.new_match(3, &mut rng);
        assert_eq!((tokens.seats.len(), tokens.codes.len()), (3, 3));
        assert_eq!(tokens.matches, 1);
        assert_eq!(tokens.find(old.as_str()), None);
        assert!(tokens.ended(old.as_str()));
        assert!(!tokens.ended(tokens.seats[1].as_str()));
        assert_eq!(tokens.find(watch.as_str()), Some(Access::Watch));
    }

    #[test]
    fn a_code_is_read_as_a_person_types_it() {
        let code = PairCode("0k1xyz".into());
        assert!(code.matches("0K1-XYZ"));
        assert!(code.matches("o k l x y z"));
        assert!(!code.matches("0k1xy"));
        assert!(!code.matches("0k1xyy"));
    }
}
