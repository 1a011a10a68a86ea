//! Why a tile cannot be placed, in the words `allfives check` prints (RECORD.md "Checking").

use std::fmt;

use crate::engine::tile::Tile;

/// An open end as listed in messages: `5 (on 4-5)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OpenEnd {
    /// The pips a tile must show to go here.
    pub pips: u8,
    /// The tile it belongs to.
    pub on: Tile,
}

impl fmt::Display for OpenEnd {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (on {})", self.pips, self.on)
    }
}

/// Why a tile cannot be placed. The layout is unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlacementError {
    /// The tile is already on the table.
    AlreadyPlayed(Tile),
    /// `T on U`, but U is not on the table.
    NotOnTable { tile: Tile, on: Tile },
    /// No open end takes the tile (or not the named one).
    DoesNotFit {
        tile: Tile,
        on: Option<Tile>,
        open_ends: Vec<OpenEnd>,
    },
    /// `T` without `on`, but T fits more than one place.
    Ambiguous { tile: Tile, places: Vec<Tile> },
}

fn list_ends(ends: &[OpenEnd]) -> String {
    match ends {
        [] => "there is no open end".to_string(),
        [one] => format!("the open end is {one}"),
        _ => {
            let (last, rest) = ends.split_last().expect("two or more");
            let rest: Vec<String> = rest.iter().map(ToString::to_string).collect();
            format!("open ends are {} and {last}", rest.join(", "))
        }
    }
}

impl fmt::Display for PlacementError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlacementError::AlreadyPlayed(tile) => write!(f, "{tile} is already on the table"),
            PlacementError::NotOnTable { tile, on } => {
                write!(f, "{tile} cannot go on {on}: {on} is not on the table")
            }
            PlacementError::DoesNotFit {
                tile,
                on: None,
                open_ends,
            } => {
                write!(f, "{tile} does not fit: {}", list_ends(open_ends))
            }
            PlacementError::DoesNotFit {
                tile,
                on: Some(on),
                open_ends,
            } => {
                write!(f, "{tile} does not fit on {on}: {}", list_ends(open_ends))
            }
            PlacementError::Ambiguous { tile, places } => {
                let names: Vec<String> = places.iter().map(ToString::to_string).collect();
                write!(
                    f,
                    "{tile} fits more than one place: say which, e.g. '{tile} on {}' (it fits on {})",
                    names[0],
                    names.join(", ")
                )
            }
        }
    }
}

impl std::error::Error for PlacementError {}
