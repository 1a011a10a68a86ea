//! What a seat's phone sends: one [`Entry`], a small JSON object, read by [`decode`] alone (the
//! fuzz target `fuzz/fuzz_targets/entry.rs` feeds it any bytes). It names the seat by nothing:
//! the seat is the link's; and it carries the state it was made on ([`Entry::base`]) and an id
//! the phone keeps for a retry, so an entry is never applied twice nor on a table that moved on.

use serde::Deserialize;

use crate::engine::Tile;

/// The largest entry body read (bytes); a larger one is refused before it is decoded.
pub const MAX_ENTRY_BYTES: usize = 1024;

/// The longest entry id (characters).
pub const MAX_ID_CHARS: usize = 64;

/// One entry from a seat's phone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The phone's own name for this entry (letters, digits, `-`, `_`): the same entry sent
    /// again (a double tap, a retry) has the same id and is answered as the first time.
    pub id: String,
    /// The match state the entry was made on ([`crate::share::server::Snapshot::base`]).
    pub base: u64,
    /// The language the phone wants its answer in (`en`, `ht`; another is English).
    pub lang: String,
    /// What the seat does.
    pub action: Action,
}

/// What a seat does, as on the laptop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Place `tile`: on the end `end` of the layout's node `node`, or where it fits when it
    /// fits one place only (`at: None`), or as the lead.
    Place {
        /// The tile.
        tile: Tile,
        /// The node and end tapped on the drawn layout.
        at: Option<(usize, usize)>,
    },
    /// Draw one tile.
    Draw,
    /// Pass (or knock).
    Pass,
    /// Announce these points (match scale) for the placement just made.
    Announce(i32),
    /// Say nothing for the placement just made: the count is shown.
    SaidNothing,
    /// Call "Muggins!" on the placement just made.
    Muggins,
}

/// Why an entry body was not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DecodeError {
    /// Longer than [`MAX_ENTRY_BYTES`].
    TooLarge(usize),
    /// Not a JSON entry: the parser's message.
    Malformed(String),
    /// The id is empty, too long or has other characters.
    BadId,
    /// The tile is not one of the set (`5-3`).
    BadTile(String),
}

impl std::fmt::Display for DecodeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DecodeError::TooLarge(n) => {
                write!(
                    f,
                    "the entry is {n} bytes; an entry is at most {MAX_ENTRY_BYTES}"
                )
            }
            DecodeError::Malformed(why) => write!(f, "not an entry: {why}"),
            DecodeError::BadId => write!(
                f,
                "the entry's id must be 1 to {MAX_ID_CHARS} letters, digits, '-' or '_'"
            ),
            DecodeError::BadTile(t) => write!(f, "{t:?} is not a tile of the set"),
        }
    }
}

impl std::error::Error for DecodeError {}

/// The body as sent.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Wire {
    id: String,
    base: u64,
    #[serde(default)]
    lang: Option<String>,
    #[serde(rename = "do")]
    action: WireAction,
    #[serde(default)]
    tile: Option<String>,
    #[serde(default)]
    node: Option<usize>,
    #[serde(default)]
    end: Option<usize>,
    #[serde(default)]
    points: Option<i32>,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case")]
enum WireAction {
    Place,
    Draw,
    Pass,
    Announce,
    SaidNothing,
    Muggins,
}

/// Reads one entry body: at most [`MAX_ENTRY_BYTES`] of JSON such as
/// `{"id":"k2","base":17,"lang":"ht","do":"place","tile":"5-3","node":2,"end":1}`
/// (`do` is `place`, `draw`, `pass`, `announce` with `points`, `said-nothing` or `muggins`).
///
/// # Errors
/// [`DecodeError`]: too large, not such JSON, a bad id or tile. Never panics, whatever the
/// bytes.
pub fn decode(bytes: &[u8]) -> Result<Entry, DecodeError> {
    if bytes.len() > MAX_ENTRY_BYTES {
        return Err(DecodeError::TooLarge(bytes.len()));
    }
    let wire: Wire =
        serde_json::from_slice(bytes).map_err(|e| DecodeError::Malformed(e.to_string()))?;
    let id_ok = (1..=MAX_ID_CHARS).contains(&wire.id.chars().count())
        && wire
            .id
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
    if !id_ok {
        return Err(DecodeError::BadId);
    }
    let missing = |what: &str| DecodeError::Malformed(format!("missing field `{what}`"));
    let action = match wire.action {
        WireAction::Place => {
            let text = wire.tile.ok_or_else(|| missing("tile"))?;
            let tile: Tile = text
                .parse()
                .map_err(|_| DecodeError::BadTile(text.clone()))?;
            let at = match (wire.node, wire.end) {
                (Some(node), Some(end)) => Some((node, end)),
                (None, None) => None,
                _ => return Err(missing("node and end")),
            };
            Action::Place { tile, at }
        }
        WireAction::Draw => Action::Draw,
        WireAction::Pass => Action::Pass,
        WireAction::Announce => Action::Announce(wire.points.ok_or_else(|| missing("points"))?),
        WireAction::SaidNothing => Action::SaidNothing,
        WireAction::Muggins => Action::Muggins,
    };
    let lang = wire
        .lang
        .filter(|l| l == "ht")
        .unwrap_or_else(|| "en".into());
    Ok(Entry {
        id: wire.id,
        base: wire.base,
        lang,
        action,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_action_is_read() {
        let place =
            br#"{"id":"a1","base":3,"lang":"ht","do":"place","tile":"5-3","node":0,"end":1}"#;
        let entry = decode(place).unwrap();
        assert_eq!(entry.lang, "ht");
        assert_eq!(entry.base, 3);
        assert_eq!(
            entry.action,
            Action::Place {
                tile: "5-3".parse().unwrap(),
                at: Some((0, 1))
            }
        );
        let lead = br#"{"id":"a","base":0,"do":"place","tile":"6-6"}"#;
        assert!(matches!(
            decode(lead).unwrap().action,
            Action::Place { at: None, .. }
        ));
        for (text, action) in [
            ("draw", Action::Draw),
            ("pass", Action::Pass),
            ("said-nothing", Action::SaidNothing),
            ("muggins", Action::Muggins),
        ] {
            let body = format!(r#"{{"id":"x","base":1,"do":"{text}"}}"#);
            assert_eq!(decode(body.as_bytes()).unwrap().action, action);
        }
        let say = br#"{"id":"x","base":1,"do":"announce","points":15}"#;
        assert_eq!(decode(say).unwrap().action, Action::Announce(15));
    }

    #[test]
    fn bad_bodies_are_refused_with_a_reason() {
        assert!(matches!(decode(b""), Err(DecodeError::Malformed(_))));
        assert!(matches!(decode(b"{]"), Err(DecodeError::Malformed(_))));
        let unknown = br#"{"id":"x","base":1,"do":"fly"}"#;
        assert!(matches!(decode(unknown), Err(DecodeError::Malformed(_))));
        let extra = br#"{"id":"x","base":1,"do":"draw","seat":2}"#;
        assert!(matches!(decode(extra), Err(DecodeError::Malformed(_))));
        let tile = br#"{"id":"x","base":1,"do":"place","tile":"7-3"}"#;
        assert!(matches!(decode(tile), Err(DecodeError::BadTile(_))));
        let id = br#"{"id":"../x","base":1,"do":"draw"}"#;
        assert_eq!(decode(id), Err(DecodeError::BadId));
        let half = br#"{"id":"x","base":1,"do":"place","tile":"5-3","node":1}"#;
        assert!(matches!(decode(half), Err(DecodeError::Malformed(_))));
        let big = vec![b' '; MAX_ENTRY_BYTES + 1];
        assert_eq!(
            decode(&big),
            Err(DecodeError::TooLarge(MAX_ENTRY_BYTES + 1))
        );
    }
}
