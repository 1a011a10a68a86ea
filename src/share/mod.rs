//! *Show on phones*: a small HTTP server on the local network that shows the table on every
//! phone at the table, and lets each player enter from their seat. Off until asked: nothing
//! listens while it is off.
//!
//! - [`tokens`]: the links' secrets, 128 random bits each, made new every time sharing starts.
//! - [`entry`]: what a seat's phone sends, and its decoder.
//! - [`server`]: the server on its own thread; it owns no match. Entries go to the window
//!   through a channel and are entered by the window's [`crate::app::Session`], as the laptop's
//!   are; the window publishes each new state, which is pushed to every page.
//! - `routes`: what each path answers; `stream`: the push of states to one page; `shared`: what
//!   the server's tasks share (below both: they read it, it reads neither);
//!   [`limits`]: what one client may ask.
//! - `page/`: the page itself (HTML, CSS and a small script, compiled in), drawn as SVG.
//!
//! It knows nothing of the app: the window gives it the seats' names, the page's words and
//! each state as JSON.

pub mod board;
pub mod entry;
pub mod limits;
mod routes;
pub mod server;
mod shared;
mod stream;
pub mod tokens;

pub use server::{Config, Connected, Links, Reply, Request, Server, Snapshot};
pub use shared::Words;
