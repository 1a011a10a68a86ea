//! What frames every screen: the top bar and its menu, the About box, the saving banner and what
//! *Try again* does, the window (title, theme, storage), the preferences remembered,
//! `--screenshot` and `--timings`. (The status line's causes and the theme, which every screen
//! draws with, are below the screens: `app::status`, `app::theme`.)

pub(crate) mod about;
pub(crate) mod banner;
pub mod prefs;
pub(crate) mod rules;
pub(crate) mod saving;
pub(crate) mod screens;
pub mod screenshot;
pub(crate) mod speaking;
pub mod timings;
pub(crate) mod top_bar;
pub(crate) mod window;
