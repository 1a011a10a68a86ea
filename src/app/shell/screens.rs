//! What a frame draws around and in the screen shown: the top bar, the saving banner, the
//! screen (the new-match form, the table, the history or the Rules), the About box and the
//! *Show on phones* box.

use crate::app::coach::page::CoachPage;
use crate::app::coach::panel::Shown;
use crate::app::history::HistoryView;
use crate::app::history::panels::listing;
use crate::app::phones::Sharing;
use crate::app::screen::Screen;
use crate::app::session::Session;
use crate::app::setup::panel::Around;
use crate::app::table::state::TableCtx;
use crate::places::SavesKind;

/// What a frame draws besides the panels' context.
pub(crate) struct Frame<'a> {
    /// The session: what the saving banner says, whether the window is read only (the match
    /// is shown greyed), the saves folder (for the About box).
    pub session: &'a Session,
    /// The history screen.
    pub history: &'a mut HistoryView,
    /// How the saves folder was chosen (for the About box).
    pub saves_kind: Option<SavesKind>,
    /// The sharing in progress, if any.
    pub sharing: Option<&'a mut Sharing>,
}

/// Draws the frame and the screen shown into `ui`.
pub(crate) fn show(cx: &mut TableCtx<'_>, ui: &mut egui::Ui, frame: Frame<'_>) {
    crate::app::shell::top_bar::show(cx, ui, frame.session.read_only());
    crate::app::shell::banner::show(cx, ui, &frame.session.notice);
    // A read-only window shows the match greyed: nothing can be entered (history and the
    // rules read).
    if frame.session.read_only() && !matches!(cx.view.screen, Screen::History | Screen::Rules) {
        ui.disable();
    }
    let on_board =
        cx.view.screen == Screen::History && frame.history.page == crate::app::history::Page::Board;
    let wake = ui.ctx().clone();
    crate::app::history::board::keep(
        &mut frame.history.board,
        frame.session.store(),
        frame.sharing.as_deref(),
        on_board,
        std::sync::Arc::new(move || wake.request_repaint()),
    );
    match cx.view.screen {
        Screen::NewMatch => {
            let mut cx = cx.narrow(|view, table| {
                let status = view.status.as_ref();
                let unfinished = table.has_match() && table.match_over.is_none();
                (&mut view.form, Around { status, unfinished })
            });
            crate::app::setup::panel::show(&mut cx, ui);
        }
        Screen::Table => crate::app::table::panels::screen::show(cx, ui, |cx, ui| {
            // The coach's page is computed only while practice mode is on (its odds are exact).
            if let Some(game) = frame.session.state().filter(|_| cx.view.coach.on) {
                let page = CoachPage::of(game, &cx.view.coach, cx.i18n);
                let shown = Shown {
                    count_hidden: cx.table.count_hidden,
                    pad_open: cx.table.pad_open,
                };
                let mut cx = cx.narrow(|view, _| (&mut view.coach, shown));
                crate::app::coach::panel::show(&mut cx, ui, &page);
            }
        }),
        Screen::History => {
            let has_match = cx.table.has_match();
            let mut cx = cx.narrow(|_, _| ((), crate::app::history::panels::Around { has_match }));
            listing::show(&mut cx, ui, frame.history);
        }
        Screen::Rules => crate::app::shell::rules::show(cx, ui),
    }
    let dir = frame.session.store().dir();
    crate::app::shell::about::show(cx, ui, dir, frame.saves_kind);
    if let Some(sharing) = frame.sharing {
        crate::app::phones::panel::show(cx, ui, sharing);
    }
}
