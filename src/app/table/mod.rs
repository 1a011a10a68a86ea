//! The table screen: what it shows ([`TableView`], the one view every surface draws), what
//! only it holds (keyboard entry, an entry being changed, a dispute, the end-of-hand entries,
//! table mode and the zoom), what its commands do (`play`: [`play::Table::apply`]), what the
//! engine says of an entry that names its seat (`seat_entry`: a seat's phone's) and its
//! panels.

mod calls;
mod changing;
pub mod correct;
pub mod display;
pub mod dispute;
pub mod end_keys;
pub mod holds;
pub mod key_entry;
pub mod keys;
pub(crate) mod panels;
pub mod play;
pub(crate) mod seat_entry;
pub mod state;
pub mod view;

pub use view::TableView;
