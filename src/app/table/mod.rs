//! The table screen's model: [`TableView`], what every surface draws.

pub mod view;

pub use view::TableView;
