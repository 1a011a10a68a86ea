//! The new-match screen: the form (names, teams, variant, house rules) and why it cannot start a
//! match yet, what its commands do (`start`), and its panel.

pub mod form;
pub(crate) mod panel;
mod start;
