//! Widgets of our own: a domino tile ([`tile`]), the layout on its felt ([`layout`]) with its
//! arm compass ([`compass`]) and the numbered ends a tile being placed can take, the proof of a
//! count painted over it ([`proof`]), the paper tally ([`tally`]) and the big button the table
//! presses from a metre away.

pub mod compass;
pub mod fitted;
pub mod layout;
pub mod open_ends;
pub mod proof;
pub mod tally;
pub mod tile;

use egui::{Button, RichText, Vec2};

use crate::app::theme;

/// A button large enough to hit with one hand at the table: heading-size text, at least 140 × 44
/// points.
pub fn big_button(ui: &mut egui::Ui, text: impl Into<String>, enabled: bool) -> egui::Response {
    ui.add_enabled(
        enabled,
        Button::new(RichText::new(text.into()).size(theme::HEADING))
            .min_size(Vec2::new(140.0, 44.0)),
    )
}

/// How wide `text` is on one line (points), as a label draws it: to choose a size or a layout
/// before drawing.
pub(crate) fn one_line_width(ui: &egui::Ui, text: RichText) -> f32 {
    egui::WidgetText::from(text)
        .into_galley(
            ui,
            Some(egui::TextWrapMode::Extend),
            f32::INFINITY,
            egui::TextStyle::Body,
        )
        .size()
        .x
}

/// The largest of `sizes` (points, largest first) at which `text` takes one line of at most
/// `width` points; `None` when none does.
pub(crate) fn size_to_fit(ui: &egui::Ui, text: &str, sizes: &[f32], width: f32) -> Option<f32> {
    sizes
        .iter()
        .copied()
        .find(|&size| one_line_width(ui, RichText::new(text).size(size)) <= width)
}
