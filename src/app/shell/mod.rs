//! What frames every screen: the top bar and its menu, the About box, the saving banner and what
//! *Try again* does, the status line's causes, the window (title, theme, storage), the
//! preferences remembered, the theme, `--screenshot` and `--timings`.

pub(crate) mod about;
pub(crate) mod banner;
pub mod prefs;
pub(crate) mod rules;
mod saving;
pub mod screenshot;
pub mod status;
pub mod theme;
pub mod timings;
pub(crate) mod top_bar;
pub(crate) mod window;
