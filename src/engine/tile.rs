//! Tiles of the double-six set (RULES.md, "Set").

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// The highest pip value on a half of a double-six tile.
pub const MAX_PIPS: u8 = 6;

/// One of the 28 double-six tiles, `[0-0]` … `[6-6]`.
///
/// The two halves are kept as entered (`5-3` stays `5-3`) so a lead prints as it was written
/// (RECORD.md, "Lexical rules"); equality and hashing ignore the order of the halves, so `5-3`
/// and `3-5` are the same tile. Reads and writes the notation `5-3` (also `[5-3]` on input),
/// in RON too. The default, `0-0`, only fills the unused slots of the engine's fixed arrays.
#[derive(Clone, Copy, Debug, Default)]
pub struct Tile {
    first: u8,
    second: u8,
}

impl Tile {
    /// The tile with these halves, in this order.
    ///
    /// # Errors
    /// A half above 6 pips.
    pub fn new(first: u8, second: u8) -> Result<Tile, TileError> {
        if first > MAX_PIPS || second > MAX_PIPS {
            return Err(TileError::PipsOutOfRange(first.max(second)));
        }
        Ok(Tile { first, second })
    }

    /// All 28 tiles in double-six chart order: `0-0 0-1 … 0-6 1-1 1-2 … 6-6`.
    pub fn all() -> impl Iterator<Item = Tile> {
        (0..=MAX_PIPS).flat_map(|low| {
            (low..=MAX_PIPS).map(move |high| Tile {
                first: low,
                second: high,
            })
        })
    }

    /// The half as entered first (pips).
    #[must_use]
    pub fn first(self) -> u8 {
        self.first
    }

    /// The half as entered second (pips).
    #[must_use]
    pub fn second(self) -> u8 {
        self.second
    }

    /// The smaller half (pips).
    #[must_use]
    pub fn low(self) -> u8 {
        self.first.min(self.second)
    }

    /// The larger half (pips).
    #[must_use]
    pub fn high(self) -> u8 {
        self.first.max(self.second)
    }

    /// Whether both halves are equal; doubles are placed crosswise (RULES.md §1).
    #[must_use]
    pub fn is_double(self) -> bool {
        self.first == self.second
    }

    /// The pip total: the sum of both halves (RULES.md, "Set").
    #[must_use]
    pub fn pips(self) -> u32 {
        u32::from(self.first) + u32::from(self.second)
    }

    /// Whether either half shows `pips`.
    #[must_use]
    pub fn has(self, pips: u8) -> bool {
        self.first == pips || self.second == pips
    }

    /// The other half when one half (`touching`) is placed against an open end of `touching` pips;
    /// `None` when neither half matches.
    #[must_use]
    pub fn other_half(self, touching: u8) -> Option<u8> {
        if self.first == touching {
            Some(self.second)
        } else if self.second == touching {
            Some(self.first)
        } else {
            None
        }
    }

    /// The same tile written with `touching` first (`3-5` for `5-3` placed on a 3).
    #[must_use]
    pub fn oriented(self, touching: u8) -> Tile {
        match self.other_half(touching) {
            Some(other) => Tile {
                first: touching,
                second: other,
            },
            None => self,
        }
    }

    /// Index 0..28 in chart order (`0-0` is 0, `6-6` is 27).
    #[must_use]
    pub fn index(self) -> usize {
        let (low, high) = (usize::from(self.low()), usize::from(self.high()));
        // Tiles before row `low`: 7 + 6 + … (7 - low + 1).
        low * (2 * 7 - low + 1) / 2 + (high - low)
    }
}

impl PartialEq for Tile {
    fn eq(&self, other: &Tile) -> bool {
        self.low() == other.low() && self.high() == other.high()
    }
}

impl Eq for Tile {}

impl std::hash::Hash for Tile {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        (self.low(), self.high()).hash(state);
    }
}

impl PartialOrd for Tile {
    fn partial_cmp(&self, other: &Tile) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Tile {
    fn cmp(&self, other: &Tile) -> std::cmp::Ordering {
        (self.low(), self.high()).cmp(&(other.low(), other.high()))
    }
}

impl fmt::Display for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.first, self.second)
    }
}

/// Why a text is not a tile.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TileError {
    /// The text is not two digits joined by `-` (optionally in brackets).
    Malformed(String),
    /// A half above 6 pips.
    PipsOutOfRange(u8),
}

impl fmt::Display for TileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TileError::Malformed(text) => {
                write!(
                    f,
                    "'{text}' is not a tile (write two numbers 0-6 joined by '-', like 5-3)"
                )
            }
            TileError::PipsOutOfRange(pips) => {
                write!(f, "a double-six tile has 0 to 6 pips on a half, not {pips}")
            }
        }
    }
}

impl std::error::Error for TileError {}

impl FromStr for Tile {
    type Err = TileError;

    /// Reads `5-3` or `[5-3]` (white space around the parts is ignored).
    fn from_str(text: &str) -> Result<Tile, TileError> {
        let trimmed = text.trim();
        let inner = match trimmed.strip_prefix('[') {
            Some(rest) => rest
                .strip_suffix(']')
                .ok_or_else(|| TileError::Malformed(text.to_string()))?,
            None => trimmed,
        };
        let (a, b) = inner
            .split_once('-')
            .ok_or_else(|| TileError::Malformed(text.to_string()))?;
        let half = |s: &str| -> Result<u8, TileError> {
            let s = s.trim();
            if s.len() != 1 || !s.as_bytes()[0].is_ascii_digit() {
                return Err(TileError::Malformed(text.trim().to_string()));
            }
            Ok(s.as_bytes()[0] - b'0')
        };
        Tile::new(half(a)?, half(b)?)
    }
}

impl Serialize for Tile {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Tile {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Tile, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_set_has_28_tiles_in_chart_order() {
        let all: Vec<Tile> = Tile::all().collect();
        assert_eq!(all.len(), 28);
        assert_eq!(all[0].to_string(), "0-0");
        assert_eq!(all[6].to_string(), "0-6");
        assert_eq!(all[7].to_string(), "1-1");
        assert_eq!(all[27].to_string(), "6-6");
        for (i, tile) in all.iter().enumerate() {
            assert_eq!(tile.index(), i);
        }
        assert_eq!(all.iter().filter(|t| t.is_double()).count(), 7);
        // Every number shows on seven tiles.
        for pips in 0..=6 {
            assert_eq!(all.iter().filter(|t| t.has(pips)).count(), 7);
        }
    }

    #[test]
    fn parses_and_prints_notation() {
        let tile: Tile = "5-3".parse().unwrap();
        assert_eq!(tile.to_string(), "5-3");
        assert_eq!(tile.pips(), 8);
        assert_eq!("[5-3]".parse::<Tile>().unwrap(), tile);
        assert_eq!("3-5".parse::<Tile>().unwrap(), tile);
        assert!(!tile.is_double());
        assert!("5-5".parse::<Tile>().unwrap().is_double());
        assert_eq!(tile.oriented(3).to_string(), "3-5");
        assert_eq!(tile.other_half(5), Some(3));
        assert_eq!(tile.other_half(4), None);
    }

    #[test]
    fn rejects_non_tiles() {
        for bad in [
            "5-7", "53", "5-", "-3", "[5-3", "5-3]", "10-1", "a-b", "", "5--3",
        ] {
            assert!(bad.parse::<Tile>().is_err(), "{bad} parsed");
        }
        assert_eq!("5-7".parse::<Tile>(), Err(TileError::PipsOutOfRange(7)));
    }

    #[test]
    fn ron_round_trip_uses_notation() {
        let tile: Tile = "6-4".parse().unwrap();
        let text = ron::to_string(&tile).unwrap();
        assert_eq!(text, "\"6-4\"");
        assert_eq!(ron::from_str::<Tile>(&text).unwrap(), tile);
    }
}
