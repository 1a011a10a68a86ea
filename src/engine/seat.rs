//! Who is who at the table: a [`Seat`] (a player's place, in turn order), a [`Side`] (who scores
//! together: a player alone, or two partners) and [`PerSide`], one value for each side
//! (RULES.md §2).
//!
//! Both are numbers underneath, 0-based, and a save file writes them as plain numbers (so the
//! saves folder reads the same as before they were types); in code a seat can't be passed where a
//! side is meant. Lists kept in seating order (`Setup::players`) are indexed by a [`Seat`], lists
//! kept per side by a [`Side`] (a [`FixedVec`] through the slice it holds).

use std::fmt;
use std::ops::{Index, IndexMut};

use serde::{Deserialize, Serialize};

use crate::engine::fixed::FixedVec;

/// A player's place at the table, 0-based in seating (turn) order: play passes from seat `n` to
/// seat `n + 1` (RULES.md §2). At most four seats.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
#[serde(transparent)]
pub struct Seat(pub usize);

impl Seat {
    /// The first seat.
    pub const FIRST: Seat = Seat(0);

    /// The seat's position, 0-based.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0
    }

    /// The seat after this one at a table of `players` (turn order, wrapping round).
    #[must_use]
    pub const fn next(self, players: usize) -> Seat {
        Seat((self.0 + 1) % players)
    }

    /// Every seat of a table of `players`, in turn order.
    pub fn all(players: usize) -> impl DoubleEndedIterator<Item = Seat> + Clone {
        (0..players).map(Seat)
    }
}

impl fmt::Display for Seat {
    /// The seat as players count it, from 1.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0 + 1)
    }
}

/// A scoring side, 0-based: one per player, or two teams of partners (seats 1 & 3 against 2 & 4:
/// RULES.md §2).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
#[serde(transparent)]
pub struct Side(pub usize);

impl Side {
    /// The side's position, 0-based.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0
    }

    /// Every side of a match with `sides` sides.
    pub fn all(sides: usize) -> impl DoubleEndedIterator<Item = Side> + Clone {
        (0..sides).map(Side)
    }
}

macro_rules! index_by {
    ($key:ty) => {
        impl<T> Index<$key> for [T] {
            type Output = T;
            fn index(&self, key: $key) -> &T {
                &self[key.0]
            }
        }
        impl<T> IndexMut<$key> for [T] {
            fn index_mut(&mut self, key: $key) -> &mut T {
                &mut self[key.0]
            }
        }
        impl<T> Index<$key> for Vec<T> {
            type Output = T;
            fn index(&self, key: $key) -> &T {
                &self[key.0]
            }
        }
        impl<T> IndexMut<$key> for Vec<T> {
            fn index_mut(&mut self, key: $key) -> &mut T {
                &mut self[key.0]
            }
        }
    };
}

index_by!(Seat);
index_by!(Side);

/// One value for each side of a match (its scores, say), indexed by [`Side`]. Kept inline: at
/// most four sides.
#[derive(Clone, Copy, PartialEq, Eq, Default)]
pub struct PerSide<T: Copy + Default>(FixedVec<T, 4>);

impl<T: Copy + Default> PerSide<T> {
    /// `value` for each of `sides` sides.
    #[must_use]
    pub fn filled(value: T, sides: usize) -> PerSide<T> {
        PerSide(FixedVec::filled(value, sides))
    }

    /// How many sides.
    #[must_use]
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether there are no sides (never, in a match).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The values in side order.
    #[must_use]
    pub fn as_slice(&self) -> &[T] {
        self.0.as_slice()
    }

    /// The values in side order, as a list (a summary keeps them so).
    #[must_use]
    pub fn to_vec(&self) -> Vec<T> {
        self.as_slice().to_vec()
    }

    /// The values in side order.
    pub fn iter(&self) -> std::slice::Iter<'_, T> {
        self.0.as_slice().iter()
    }

    /// Each side with its value, in side order.
    pub fn sides(&self) -> impl DoubleEndedIterator<Item = (Side, T)> + '_ {
        self.iter().enumerate().map(|(i, &v)| (Side(i), v))
    }
}

impl<T: Copy + Default> Index<Side> for PerSide<T> {
    type Output = T;
    fn index(&self, side: Side) -> &T {
        &self.0.as_slice()[side.0]
    }
}

impl<T: Copy + Default> IndexMut<Side> for PerSide<T> {
    fn index_mut(&mut self, side: Side) -> &mut T {
        &mut self.0.as_mut_slice()[side.0]
    }
}

impl<T: Copy + Default + fmt::Debug> fmt::Debug for PerSide<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl<T: Copy + Default + PartialEq, const M: usize> PartialEq<[T; M]> for PerSide<T> {
    fn eq(&self, other: &[T; M]) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl<T: Copy + Default + PartialEq> PartialEq<[T]> for PerSide<T> {
    fn eq(&self, other: &[T]) -> bool {
        self.as_slice() == other
    }
}

impl<T: Copy + Default + PartialEq> PartialEq<Vec<T>> for PerSide<T> {
    fn eq(&self, other: &Vec<T>) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl<T: Copy + Default> FromIterator<T> for PerSide<T> {
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> PerSide<T> {
        PerSide(iter.into_iter().collect())
    }
}

impl<'a, T: Copy + Default> IntoIterator for &'a PerSide<T> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl<T: Copy + Default + Serialize> Serialize for PerSide<T> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.as_slice().serialize(serializer)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_turn_round_the_table_and_count_from_one_for_players() {
        assert_eq!(Seat(2).next(3), Seat(0));
        assert_eq!(Seat(1).next(4), Seat(2));
        assert_eq!(Seat(0).to_string(), "1");
        assert_eq!(
            Seat::all(3).collect::<Vec<_>>(),
            [Seat(0), Seat(1), Seat(2)]
        );
    }

    #[test]
    fn lists_are_indexed_by_seat_and_side() {
        let names = ["Ana", "Ben", "Cy"];
        assert_eq!(names[Seat(1)], "Ben");
        let mut scores = PerSide::filled(0, 2);
        scores[Side(1)] += 15;
        assert_eq!(scores, [0, 15]);
        assert_eq!(scores.sides().last(), Some((Side(1), 15)));
    }

    #[test]
    fn a_save_writes_seats_and_sides_as_plain_numbers() {
        assert_eq!(ron::to_string(&Seat(3)).unwrap(), "3");
        assert_eq!(ron::from_str::<Side>("1").unwrap(), Side(1));
    }
}
