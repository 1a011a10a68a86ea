//! [`FixedVec`]: a list of at most `N` values kept inline, so that the engine's state (a layout
//! of at most 28 tiles, at most 4 players) lives in fixed arrays and changing it never touches
//! the heap. It reads like a slice (`Deref<Target = [T]>`), so `hand.tiles[p]`,
//! `node.ends.iter()` and `&play.terms` read as they would from a `Vec`.

use std::fmt;
use std::ops::{Deref, DerefMut};

/// At most `N` values of a small `Copy` type, inline. Unused slots hold `T::default()` or a
/// value that was removed; only the first `len` count (equality, `Debug`, iteration).
#[derive(Clone, Copy)]
pub struct FixedVec<T: Copy + Default, const N: usize> {
    items: [T; N],
    len: u8,
}

impl<T: Copy + Default, const N: usize> FixedVec<T, N> {
    /// The capacity, `N` (at most 255).
    pub const CAPACITY: usize = N;

    /// An empty list.
    #[must_use]
    pub fn new() -> Self {
        const { assert!(N <= u8::MAX as usize, "FixedVec holds at most 255 values") };
        FixedVec {
            items: [T::default(); N],
            len: 0,
        }
    }

    /// `len` copies of `value` (at most `N`: the rest are dropped).
    #[must_use]
    pub fn filled(value: T, len: usize) -> Self {
        let mut list = Self::new();
        list.items[..len.min(N)].fill(value);
        list.len = len.min(N) as u8;
        list
    }

    /// Appends `value`.
    ///
    /// # Panics
    /// When the list already holds `N` values: the engine sizes each list for the most the rules
    /// allow (28 tiles, 4 players, 4 ends of a spinner), so this is a bug, never a user's input.
    pub fn push(&mut self, value: T) {
        assert!(usize::from(self.len) < N, "FixedVec: more than {N} values");
        self.items[usize::from(self.len)] = value;
        self.len += 1;
    }

    /// Empties the list (the values stay in their slots, unseen, until overwritten).
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// The values as a slice.
    #[must_use]
    pub fn as_slice(&self) -> &[T] {
        &self.items[..usize::from(self.len)]
    }

    /// The values as a mutable slice.
    pub fn as_mut_slice(&mut self) -> &mut [T] {
        &mut self.items[..usize::from(self.len)]
    }
}

impl<T: Copy + Default, const N: usize> Default for FixedVec<T, N> {
    fn default() -> Self {
        Self::new()
    }
}

impl<T: Copy + Default, const N: usize> Deref for FixedVec<T, N> {
    type Target = [T];

    fn deref(&self) -> &[T] {
        self.as_slice()
    }
}

impl<T: Copy + Default, const N: usize> DerefMut for FixedVec<T, N> {
    fn deref_mut(&mut self) -> &mut [T] {
        self.as_mut_slice()
    }
}

impl<T: Copy + Default + fmt::Debug, const N: usize> fmt::Debug for FixedVec<T, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<T: Copy + Default + PartialEq, const N: usize> PartialEq for FixedVec<T, N> {
    fn eq(&self, other: &Self) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl<T: Copy + Default + Eq, const N: usize> Eq for FixedVec<T, N> {}

impl<T: Copy + Default + PartialEq, const N: usize> PartialEq<Vec<T>> for FixedVec<T, N> {
    fn eq(&self, other: &Vec<T>) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl<T: Copy + Default + PartialEq, const N: usize> PartialEq<[T]> for FixedVec<T, N> {
    fn eq(&self, other: &[T]) -> bool {
        self.as_slice() == other
    }
}

impl<T: Copy + Default + PartialEq, const N: usize, const M: usize> PartialEq<[T; M]>
    for FixedVec<T, N>
{
    fn eq(&self, other: &[T; M]) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl<T: Copy + Default, const N: usize> FromIterator<T> for FixedVec<T, N> {
    /// Collects at most `N` values.
    ///
    /// # Panics
    /// On more than `N` values, as [`FixedVec::push`].
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> Self {
        let mut list = Self::new();
        for value in iter {
            list.push(value);
        }
        list
    }
}

impl<'a, T: Copy + Default, const N: usize> IntoIterator for &'a FixedVec<T, N> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl<T: Copy + Default, const N: usize> IntoIterator for FixedVec<T, N> {
    type Item = T;
    type IntoIter = std::iter::Take<std::array::IntoIter<T, N>>;

    fn into_iter(self) -> Self::IntoIter {
        self.items.into_iter().take(usize::from(self.len))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_like_a_vec() {
        let mut list: FixedVec<u32, 4> = FixedVec::new();
        assert!(list.is_empty());
        list.push(0);
        list.push(3);
        list.push(2);
        assert_eq!(list, vec![0, 3, 2]);
        assert_eq!(list.iter().sum::<u32>(), 5);
        assert_eq!(format!("{list:?}"), "[0, 3, 2]");
        list[1] = 7;
        assert_eq!(list.as_slice(), &[0, 7, 2]);
        assert_eq!(list.into_iter().collect::<Vec<_>>(), vec![0, 7, 2]);
        let filled: FixedVec<bool, 4> = FixedVec::filled(true, 3);
        assert_eq!(filled, [true, true, true]);
        list.clear();
        assert_eq!(list, FixedVec::new());
    }

    #[test]
    #[should_panic(expected = "more than 2 values")]
    fn a_full_list_refuses_one_more() {
        let _: FixedVec<u8, 2> = [1, 2, 3].into_iter().collect();
    }
}
