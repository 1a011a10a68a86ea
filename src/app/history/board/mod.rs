//! The club night board's page of the history screen: its state on the window's side. While the
//! page is open, a [`NightFeed`] watches the saves folder and hands each new [`Night`] over a
//! channel (waking the window); the page turns the newest into its [`BoardView`] once (again
//! when the language changes) and draws only that. When the table is shown on phones, the same
//! night goes to the phones' board link ([`board_states`]).

pub mod view;

use std::sync::Arc;
use std::sync::mpsc;

use crate::app::i18n::{I18n, Lang};
use crate::app::phones::Sharing;
use crate::store::Store;
use crate::store::club::night::{Night, night_of};
use crate::store::watch::NightFeed;

pub use view::{BoardMatch, BoardView, board_states};

/// The board page's state.
#[derive(Debug, Default)]
pub struct BoardState {
    feed: Option<NightFeed>,
    nights: Option<mpsc::Receiver<Night>>,
    /// The newest night read.
    pub night: Option<Night>,
    /// Its view, and the language it is in.
    view: Option<(Lang, Arc<BoardView>)>,
    /// Why the folder cannot be watched (the system's words), when it cannot.
    pub not_watching: Option<String>,
    /// Whether the newest night has been handed to the phones' board link.
    pub published: bool,
    /// The phones' board link while the table is shown on phones.
    pub link: Option<String>,
}

/// Keeps the board going each frame: it follows the saves folder of `store` while its page is
/// shown (`on_page`) or the table is shown on phones, and stops otherwise; each new night goes
/// to the phones' board link, once.
pub fn keep(
    board: &mut BoardState,
    store: &Store,
    sharing: Option<&Sharing>,
    on_page: bool,
    wake: Arc<dyn Fn() + Send + Sync>,
) {
    let wanted = on_page || sharing.is_some();
    if !wanted {
        if board.following() {
            board.stop();
        }
        board.link = None;
        return;
    }
    board.follow(store, wake);
    board.poll();
    let Some(sharing) = sharing else {
        board.link = None;
        return;
    };
    let link = sharing.board_link();
    if board.link.as_deref() != Some(link.as_str()) {
        // A new sharing: its board link has not been sent the night yet.
        board.published = false;
        board.link = Some(link);
    }
    if !board.published
        && let Some(night) = &board.night
    {
        sharing.publish_board(board_states(night));
        board.published = true;
    }
}

impl BoardState {
    /// Starts following the folder of `store` (nothing when already following); `wake` asks the
    /// window for a frame when a new night is read.
    pub fn follow(&mut self, store: &Store, wake: Arc<dyn Fn() + Send + Sync>) {
        if self.feed.is_some() || self.not_watching.is_some() {
            return;
        }
        let (send, nights) = mpsc::channel();
        let started = NightFeed::start(
            store.clone(),
            || night_of(chrono::Local::now()),
            move |night| {
                if send.send(night).is_ok() {
                    wake();
                }
            },
        );
        match started {
            Ok(feed) => {
                self.feed = Some(feed);
                self.nights = Some(nights);
            }
            Err(e) => self.not_watching = Some(e.to_string()),
        }
    }

    /// Stops following (the page was left); the last night stays shown until the next.
    pub fn stop(&mut self) {
        self.feed = None;
        self.nights = None;
        self.not_watching = None;
    }

    /// Whether the folder is being followed.
    #[must_use]
    pub fn following(&self) -> bool {
        self.feed.is_some()
    }

    /// Takes the newest night the feed read, if any came; `true` when one did.
    pub fn poll(&mut self) -> bool {
        let Some(nights) = &self.nights else {
            return false;
        };
        let newest = nights.try_iter().last();
        let Some(night) = newest else {
            return false;
        };
        self.night = Some(night);
        self.view = None;
        self.published = false;
        true
    }

    /// The newest night in `i18n`'s words (worked out once per night and language).
    pub fn view(&mut self, i18n: &I18n) -> Option<Arc<BoardView>> {
        let night = self.night.as_ref()?;
        if let Some((lang, view)) = &self.view
            && *lang == i18n.lang()
        {
            return Some(view.clone());
        }
        let view = Arc::new(BoardView::of(i18n, night));
        self.view = Some((i18n.lang(), view.clone()));
        Some(view)
    }
}
