//! The eframe app: the new-match screen and the table view.
//!
//! Three kinds of state are kept apart: the document (the [`MatchLog`] in its save file), the
//! derived state (the [`MatchState`], the fold of its events) and transient status (the tile being
//! placed, the end-of-hand entries, the last message). Widgets push [`Command`]s while drawing;
//! [`App::apply`] carries them out after the frame is built, saving after every event.

pub mod domino;
pub mod i18n;
mod view;

use std::hash::{BuildHasher, Hasher};
use std::path::{Path, PathBuf};

use chrono::Local;

use crate::engine::record::arithmetic;
use crate::engine::{
    Event, EventError, Holds, MatchLog, MatchState, Place, Rules, Setup, Tile, Variant,
};
use crate::store::{self, SaveFile, Store};
use i18n::{Arg, I18n, Lang};

/// Which screen is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    /// Names, teams and target of a new match.
    NewMatch,
    /// The match in play.
    Table,
}

/// The new-match form: names, teams, variant and every house rule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewMatchForm {
    /// Names in seating order (2–4).
    pub names: Vec<String>,
    /// Four players play as two teams.
    pub teams: bool,
    /// Variant and house rules; changing the variant resets them to its preset.
    pub rules: Rules,
    /// Whether the target was changed by hand (kept when players are added).
    pub target_edited: bool,
}

impl NewMatchForm {
    /// A form with these names (the last ones used, or empty ones) and the All Fives preset.
    #[must_use]
    pub fn new(names: Vec<String>) -> NewMatchForm {
        let mut names = names;
        names.resize(names.len().clamp(2, 4), String::new());
        let rules = Rules::preset(Variant::AllFives, names.len());
        NewMatchForm {
            names,
            teams: true,
            rules,
            target_edited: false,
        }
    }

    /// Resets every house rule to the preset of `variant` (RULES.md §3).
    pub fn set_variant(&mut self, variant: Variant) {
        self.rules = Rules::preset(variant, self.names.len());
        self.target_edited = false;
    }

    /// After the player count or the scale changed: the preset target, unless edited by hand.
    pub fn players_changed(&mut self) {
        if !self.target_edited {
            self.rules.target = self.rules.default_target(self.names.len());
        }
    }

    /// The setup the form describes.
    ///
    /// # Errors
    /// What is wrong with the names or rules, in plain words.
    pub fn setup(&self) -> Result<Setup, String> {
        let names: Vec<String> = self.names.iter().map(|n| n.trim().to_string()).collect();
        let mut setup = Setup::new(names, self.rules.variant);
        if setup.players.len() == 4 && !self.teams {
            setup.teams = None;
        }
        setup.rules = self.rules.clone();
        setup.validate().map_err(|e| e.to_string())?;
        Ok(setup)
    }
}

/// What a widget asks for; carried out after the frame.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Start the match described by the form.
    StartMatch,
    /// Show the new-match screen.
    ShowNewMatch,
    /// Deal a hand that `Some(player)` leads (`None`: draw lots).
    Deal(Option<usize>),
    /// A tile was clicked in the picker.
    PickTile(Tile),
    /// Place `tile` at `place`.
    Place(Tile, Place),
    /// Drop the tile being placed.
    CancelChoice,
    /// The player to play draws one tile.
    Draw,
    /// The player to play passes.
    Pass,
    /// Reveal what the needed players hold and settle; then deal the next hand.
    FinishHand,
    /// Undo the last event.
    Undo,
    /// Redo the next undone event.
    Redo,
    /// Switch the UI language.
    SetLang(Lang),
    /// The player who just placed announces these points (match scale).
    Announce(i32),
    /// This player calls "Muggins!" on the placement just made.
    CallMuggins(usize),
    /// No more announcement or call on the placement just made: credit it.
    CloseWindow,
    /// Leave the new-match screen for the match in play.
    BackToMatch,
}

/// What one player shows at the end of a hand, being entered.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HoldsEntry {
    /// Tiles tapped.
    pub tiles: Vec<Tile>,
    /// Or a typed pip total.
    pub pips: String,
}

impl HoldsEntry {
    /// The holds this entry describes, once complete for a player with `count` tiles: all
    /// their tiles tapped, or a pip total typed (the engine rules on the total).
    #[must_use]
    pub fn holds(&self, count: u8) -> Option<Holds> {
        if count == 0 {
            return Some(Holds::Tiles(Vec::new()));
        }
        let typed = self.pips.trim();
        if !typed.is_empty() {
            return typed.parse::<u32>().ok().map(Holds::Pips);
        }
        // Too many tiles go to the engine, which says how many the player holds.
        (self.tiles.len() >= usize::from(count)).then(|| Holds::Tiles(self.tiles.clone()))
    }
}

/// The match being played and its file.
#[derive(Clone, Debug)]
pub struct Current {
    /// Where it is saved.
    pub path: PathBuf,
    /// What is saved.
    pub save: SaveFile,
}

/// The allfives app.
pub struct App {
    /// UI strings.
    pub i18n: I18n,
    store: Store,
    /// The screen shown.
    pub screen: Screen,
    /// The new-match form.
    pub form: NewMatchForm,
    /// The match in play.
    pub current: Option<Current>,
    /// Its state at the cursor.
    pub game: Option<MatchState>,
    /// One line for the table: an error or a note.
    pub status: Option<String>,
    /// A tile that fits several places, waiting for the end to be chosen.
    pub choosing: Option<Tile>,
    /// End-of-hand entries per player.
    pub holds: Vec<HoldsEntry>,
    /// This hand's log lines.
    pub log: Vec<String>,
    /// Each side's previous and current score, for the pegboard's two pegs.
    pub pegs: Vec<(i32, i32)>,
    /// The points being announced (muggins rule).
    pub announce_value: i32,
    /// What Undo and Redo would take back or bring back (`Ben's [5-2]`), when they can.
    pub undo_redo: (Option<String>, Option<String>),
    commands: Vec<Command>,
    screenshot: Option<Screenshot>,
    fonts_added: bool,
}

/// Whether `game`'s last count waits for its announcement (muggins rule on, window open, no
/// announcement and no call yet).
fn count_hidden(game: &MatchState) -> bool {
    game.rules().muggins != crate::engine::MugginsRule::Off
        && game
            .hand()
            .and_then(|h| h.pending.as_ref())
            .is_some_and(|p| p.announced.is_none() && p.called_by.is_none())
}

/// DejaVu Sans as a fallback after egui's own font, for arrows and symbols (`13 → 15`, `↶`).
fn install_fonts(ctx: &egui::Context) {
    use egui::epaint::text::{FontInsert, InsertFontFamily};
    const DEJAVU: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans.ttf");
    let families = [egui::FontFamily::Proportional, egui::FontFamily::Monospace]
        .into_iter()
        .map(|family| InsertFontFamily {
            family,
            priority: egui::epaint::text::FontPriority::Lowest,
        })
        .collect();
    ctx.add_font(FontInsert {
        name: "DejaVuSans".into(),
        data: egui::FontData::from_static(DEJAVU),
        families,
    });
}

struct Screenshot {
    path: PathBuf,
    frame: u32,
    requested: bool,
    image: std::sync::Arc<std::sync::Mutex<Option<std::sync::Arc<egui::ColorImage>>>>,
}

impl App {
    /// The app on the saves folder `saves`: reopens the newest unfinished match, or shows the
    /// new-match screen with the last names used.
    #[must_use]
    pub fn new(saves: &Path, lang: Lang) -> App {
        let store = Store::new(saves);
        let mut app = App {
            i18n: I18n::new(lang),
            store,
            screen: Screen::NewMatch,
            form: NewMatchForm::new(Vec::new()),
            current: None,
            game: None,
            status: None,
            choosing: None,
            holds: Vec::new(),
            log: Vec::new(),
            pegs: Vec::new(),
            announce_value: 0,
            undo_redo: (None, None),
            commands: Vec::new(),
            screenshot: None,
            fonts_added: false,
        };
        let entries = app.store.entries();
        let mut problems = Vec::new();
        for entry in entries {
            match entry.save {
                Err(e) => problems.push(
                    app.i18n
                        .tr("load-failed", &[("error", Arg::S(&e.to_string()))]),
                ),
                Ok(save) => {
                    if app.current.is_none() && app.form.names.iter().all(String::is_empty) {
                        app.form = NewMatchForm::new(save.log.setup().players.clone());
                    }
                    let finished = save.log.state().ok().is_none_or(|g| g.winner().is_some());
                    if app.current.is_none() && !finished {
                        let file = entry
                            .path
                            .file_name()
                            .map(|f| f.to_string_lossy().to_string())
                            .unwrap_or_default();
                        problems.insert(0, app.i18n.tr("resume-note", &[("file", Arg::S(&file))]));
                        app.current = Some(Current {
                            path: entry.path,
                            save,
                        });
                        app.screen = Screen::Table;
                    }
                }
            }
        }
        app.status = (!problems.is_empty()).then(|| problems.join("  ·  "));
        app.refresh();
        app
    }

    /// Saves a PNG of the window to `path` once it has drawn, then closes (for `--screenshot`).
    pub fn screenshot_to(&mut self, path: PathBuf) {
        self.screenshot = Some(Screenshot {
            path,
            frame: 0,
            requested: false,
            image: Default::default(),
        });
    }

    /// The match in play.
    #[must_use]
    pub fn current_match(&self) -> Option<&MatchLog> {
        self.current.as_ref().map(|c| &c.save.log)
    }

    /// Queues a command for after this frame.
    pub fn command(&mut self, command: Command) {
        self.commands.push(command);
    }

    /// Recomputes the state from the events, and the hand's log.
    fn refresh(&mut self) {
        (self.game, self.pegs, self.log) = self.fold();
        self.undo_redo = self.undo_redo_labels();
        let players = self.game.as_ref().map_or(0, |g| g.setup().players.len());
        if self.holds.len() != players {
            self.holds = vec![HoldsEntry::default(); players];
        }
        // Tiles tapped before an undo may be on the table now: they cannot be in a hand.
        if let Some(hand) = self.game.as_ref().and_then(|g| g.hand()) {
            for entry in &mut self.holds {
                entry.tiles.retain(|t| !hand.layout.contains(*t));
            }
        }
        if let Some(tile) = self.choosing
            && self
                .game
                .as_ref()
                .and_then(|g| g.hand())
                .is_none_or(|h| h.layout.places(tile).len() < 2)
        {
            self.choosing = None;
        }
    }

    /// One fold over the events in effect: the state (`None` if an event breaks the rules),
    /// each side's score before its last change and now (the pegboard's back and front peg),
    /// and one log line per placement, draw and pass of the current hand.
    fn fold(&self) -> (Option<MatchState>, Vec<(i32, i32)>, Vec<String>) {
        let Some(current) = &self.current else {
            return (None, Vec::new(), Vec::new());
        };
        let sides = current.save.log.setup().sides();
        let mut pegs = vec![(0, 0); sides];
        let mut log = Vec::new();
        let folded = current.save.log.fold(|event, game| {
            for (side, peg) in pegs.iter_mut().enumerate() {
                let now = game.scores()[side];
                if now != peg.1 {
                    *peg = (peg.1, now);
                }
            }
            let name = |p: usize| game.name(p).to_string();
            match event {
                Event::HandStarted { .. } => log.clear(),
                Event::TilePlaced { player, .. } => {
                    if let Some(play) = game.hand().and_then(|h| h.last_play.as_ref()) {
                        log.push(self.i18n.tr(
                            "log-place",
                            &[
                                ("name", Arg::S(&name(*player))),
                                ("tile", Arg::S(&play.tile.to_string())),
                                ("arith", Arg::S(&self.count_text(play))),
                                (
                                    "result",
                                    Arg::S(&self.result_text(game, play.player, play.points)),
                                ),
                            ],
                        ));
                    }
                }
                Event::TilesDrawn { player, count } => log.push(self.i18n.tr(
                    "log-draw",
                    &[
                        ("name", Arg::S(&name(*player))),
                        ("n", Arg::N(i64::from(*count))),
                    ],
                )),
                Event::Passed { player } => {
                    log.push(
                        self.i18n
                            .tr("log-pass", &[("name", Arg::S(&name(*player)))]),
                    );
                }
                _ => {}
            }
        });
        let Ok(game) = folded else {
            return (None, pegs, log);
        };
        // With the muggins rule on, the last count stays hidden until it is announced.
        if count_hidden(&game)
            && let (Some(last), Some(play)) = (
                log.last_mut(),
                game.hand().and_then(|h| h.last_play.as_ref()),
            )
        {
            *last = self.i18n.tr(
                "log-hidden",
                &[
                    ("name", Arg::S(game.name(play.player))),
                    ("tile", Arg::S(&play.tile.to_string())),
                ],
            );
        }
        (Some(game), pegs, log)
    }

    /// What Undo and Redo would take back or bring back, from the state (no second fold: the
    /// undo event is the last one folded; the redo event is applied to a copy of the state).
    fn undo_redo_labels(&self) -> (Option<String>, Option<String>) {
        let (Some(current), Some(game)) = (&self.current, &self.game) else {
            return (None, None);
        };
        let undo = current
            .save
            .log
            .last_event()
            .map(|e| self.describe(e, game));
        let redo = current.save.log.next_event().and_then(|e| {
            let mut after = game.clone();
            after.apply(e).ok().map(|()| self.describe(e, &after))
        });
        (undo, redo)
    }

    /// The arithmetic of a play: `0 + 3 + 2 = 5`, with the scale or count table where the points
    /// differ from the total (`12 + 3 = 15 → 8`) and the chip-out point.
    #[must_use]
    pub fn count_text(&self, play: &crate::engine::Play) -> String {
        let mut text = arithmetic(&play.terms, play.total);
        if play.points > 0 && play.points as u32 != play.total {
            text.push_str(&format!(" → {}", play.points));
        }
        if play.chip_out > 0 {
            text.push_str(&format!(" {}", self.i18n.t("chip-out-point")));
        }
        text
    }

    /// The rules in one line for the top bar and the new-match screen:
    /// `All Fives · 9 tiles each · to 250`.
    #[must_use]
    pub fn rules_line(&self, rules: &Rules, players: usize) -> String {
        use crate::engine::{MugginsRule, Scale};
        let i18n = &self.i18n;
        let mut parts = vec![rules.variant.to_string()];
        parts.push(i18n.tr(
            "sum-tiles",
            &[("n", Arg::N(i64::from(rules.deal.tiles_each(players))))],
        ));
        if rules.end_of_hand != Rules::preset(rules.variant, players).end_of_hand {
            parts.push(i18n.t(&format!("eoh-{}", rules.end_of_hand.keyword())));
        }
        if rules.draw_when_able {
            parts.push(i18n.t("draw-when-able"));
        }
        if rules.boneyard_reserve > 0 {
            parts.push(i18n.tr(
                "sum-reserve",
                &[("n", Arg::N(i64::from(rules.boneyard_reserve)))],
            ));
        }
        match rules.muggins {
            MugginsRule::Off => {}
            MugginsRule::Forfeit => parts.push(i18n.t("sum-muggins-forfeit")),
            MugginsRule::Steal => parts.push(i18n.t("sum-muggins-steal")),
        }
        let target = Arg::N(i64::from(rules.target));
        let mut to = i18n.tr(
            if rules.exact_target {
                "sum-exactly"
            } else {
                "target-line"
            },
            &[("target", target)],
        );
        match rules.scale {
            Scale::Points => {}
            Scale::Fives => to.push_str(" (÷5)"),
            Scale::Threes => to.push_str(" (÷3)"),
        }
        parts.push(to);
        parts.join(" · ")
    }

    /// A refusal from the engine in the UI's language.
    #[must_use]
    pub fn error_text(&self, error: &EventError) -> String {
        use crate::engine::{HoldsError as H, MugginsError as M, PlacementError as P};
        let t = |tile: &Tile| tile.to_string();
        let i = &self.i18n;
        match error {
            EventError::Placement(P::AlreadyPlayed(tile)) => {
                i.tr("err-already-played", &[("tile", Arg::S(&t(tile)))])
            }
            EventError::Placement(P::NotOnTable { tile, on }) => i.tr(
                "err-not-on-table",
                &[("tile", Arg::S(&t(tile))), ("on", Arg::S(&t(on)))],
            ),
            EventError::Placement(P::DoesNotFit {
                tile, open_ends, ..
            }) => {
                let ends: Vec<String> = open_ends
                    .iter()
                    .map(|e| format!("{} [{}]", e.pips, e.on))
                    .collect();
                i.tr(
                    "err-does-not-fit",
                    &[
                        ("tile", Arg::S(&t(tile))),
                        ("ends", Arg::S(&ends.join(", "))),
                    ],
                )
            }
            EventError::Placement(P::Ambiguous { tile, .. }) => {
                i.tr("err-ambiguous", &[("tile", Arg::S(&t(tile)))])
            }
            EventError::NotYourTurn { expected, got } => i.tr(
                "err-not-your-turn",
                &[("expected", Arg::S(expected)), ("got", Arg::S(got))],
            ),
            EventError::WrongLeader { expected, got } => i.tr(
                "err-wrong-leader",
                &[("expected", Arg::S(expected)), ("got", Arg::S(got))],
            ),
            EventError::NoHand => i.t("err-no-hand"),
            EventError::LeadFirst => i.t("err-lead-first"),
            EventError::HandOver => i.t("err-hand-over"),
            EventError::HandNotOver => i.t("err-hand-not-over"),
            EventError::MatchOver { winner } => {
                i.tr("err-match-over", &[("winner", Arg::S(winner))])
            }
            EventError::DrawZero => i.t("err-draw-zero"),
            EventError::DrawTooMany { asked, available } => i.tr(
                "err-draw-too-many",
                &[
                    ("asked", Arg::N(i64::from(*asked))),
                    ("available", Arg::N(i64::from(*available))),
                ],
            ),
            EventError::NoDrawing => i.t("err-no-drawing"),
            EventError::PassWhileDrawable { available } => i.tr(
                "err-pass-while-drawable",
                &[("available", Arg::N(i64::from(*available)))],
            ),
            EventError::MugginsOff => i.t("err-muggins-off"),
            EventError::Muggins(M::WindowClosed) => i.t("mug-window-closed"),
            EventError::Muggins(M::NotPlacer { who, placer }) => i.tr(
                "mug-not-placer",
                &[("who", Arg::S(who)), ("placer", Arg::S(placer))],
            ),
            EventError::Muggins(M::AlreadyAnnounced { placer }) => {
                i.tr("mug-already-announced", &[("placer", Arg::S(placer))])
            }
            EventError::Muggins(M::AfterCall) => i.t("mug-after-call"),
            EventError::Muggins(M::SecondCall { first }) => {
                i.tr("mug-second-call", &[("first", Arg::S(first))])
            }
            EventError::Muggins(M::OwnSide { caller, own }) => i.tr(
                if *own { "mug-own" } else { "mug-partner" },
                &[("caller", Arg::S(caller))],
            ),
            EventError::Muggins(M::ScoresNothing { placer }) => {
                i.tr("mug-scores-nothing", &[("placer", Arg::S(placer))])
            }
            EventError::Muggins(M::RightAnnouncement { placer, points }) => i.tr(
                "mug-right",
                &[
                    ("placer", Arg::S(placer)),
                    ("points", Arg::N(i64::from(*points))),
                ],
            ),
            EventError::Holds(H::BeforeEnd) => i.t("holds-before-end"),
            EventError::Holds(H::AfterSettled) => i.t("holds-after-settled"),
            EventError::Holds(H::Twice { name }) => i.tr("holds-twice", &[("name", Arg::S(name))]),
            EventError::Holds(H::TooManyPips { name, has, pips }) => i.tr(
                "holds-too-many-pips",
                &[
                    ("name", Arg::S(name)),
                    ("has", Arg::N(i64::from(*has))),
                    ("max", Arg::N(12 * i64::from(*has))),
                    ("pips", Arg::N(i64::from(*pips))),
                ],
            ),
            EventError::Holds(H::Count { name, has, listed }) => i.tr(
                "holds-count",
                &[
                    ("name", Arg::S(name)),
                    ("has", Arg::N(i64::from(*has))),
                    ("listed", Arg::N(*listed as i64)),
                ],
            ),
            EventError::Holds(H::OnTable(tile)) => {
                i.tr("holds-on-table", &[("tile", Arg::S(&t(tile)))])
            }
            EventError::Holds(H::ListedTwice(tile)) => {
                i.tr("holds-listed-twice", &[("tile", Arg::S(&t(tile)))])
            }
            EventError::Holds(H::InOtherHand { tile, other }) => i.tr(
                "holds-in-other-hand",
                &[("tile", Arg::S(&t(tile))), ("other", Arg::S(other))],
            ),
            EventError::MissingHolds { player } => {
                i.tr("err-missing-holds", &[("player", Arg::S(player))])
            }
            EventError::UnknownPlayer(n) => {
                i.tr("err-unknown-player", &[("n", Arg::N(*n as i64 + 1))])
            }
            EventError::Setup(why) => i.tr("err-setup", &[("why", Arg::S(&why.to_string()))]),
        }
    }

    /// `Ben scores 5` or `no points`.
    #[must_use]
    pub fn result_text(&self, game: &MatchState, player: usize, points: i32) -> String {
        if points == 0 {
            self.i18n.t("no-points")
        } else {
            let side = game.setup().side_of(player);
            self.i18n.tr(
                "scores-points",
                &[
                    ("name", Arg::S(&game.setup().side_name(side))),
                    ("points", Arg::N(i64::from(points))),
                ],
            )
        }
    }

    /// What undoing or redoing `event` means, for the button (`Ben's [5-2]`), given the state
    /// just after it: the hand's number for a deal, the tile as placed (touching half first).
    #[must_use]
    pub fn describe(&self, event: &Event, after: &MatchState) -> String {
        let name = |p: &usize| after.setup().players.get(*p).cloned().unwrap_or_default();
        match event {
            Event::HandStarted { .. } => {
                let n = after.hand().map_or(1, |h| h.number);
                self.i18n.tr("ev-deal", &[("n", Arg::N(i64::from(n)))])
            }
            Event::TilePlaced { player, tile, .. } => {
                let tile = after
                    .hand()
                    .and_then(|h| h.last_play.as_ref())
                    .map_or(*tile, |p| p.tile);
                self.i18n.tr(
                    "ev-place",
                    &[
                        ("name", Arg::S(&name(player))),
                        ("tile", Arg::S(&tile.to_string())),
                    ],
                )
            }
            Event::TilesDrawn { player, .. } => {
                self.i18n.tr("ev-draw", &[("name", Arg::S(&name(player)))])
            }
            Event::Passed { player } => self.i18n.tr("ev-pass", &[("name", Arg::S(&name(player)))]),
            Event::PointsAnnounced { player, .. } => {
                self.i18n.tr("ev-says", &[("name", Arg::S(&name(player)))])
            }
            Event::MugginsCalled { player } => self
                .i18n
                .tr("ev-muggins", &[("name", Arg::S(&name(player)))]),
            Event::HandRevealed { player, .. } => {
                self.i18n.tr("ev-holds", &[("name", Arg::S(&name(player)))])
            }
            Event::Tallied => self.i18n.t("ev-tally"),
        }
    }

    /// Checks and appends an event, then saves. On error the match is unchanged and the error
    /// is shown in the status line.
    fn push(&mut self, event: Event) -> bool {
        // With the muggins rule on, a placement's points wait for its window to close. When they
        // would win the match, the table moving on closes the window and ends the match.
        let moves_on = matches!(
            event,
            Event::TilePlaced { .. } | Event::TilesDrawn { .. } | Event::Passed { .. }
        );
        if moves_on && self.pending_wins() {
            return self.push(Event::Tallied);
        }
        let Some(current) = &mut self.current else {
            return false;
        };
        match current.save.log.push(event) {
            Ok(_) => {
                self.status = None;
                self.after_change();
                true
            }
            Err(e) => {
                self.status = Some(self.error_text(&e));
                false
            }
        }
    }

    /// Saves the match and recomputes the state.
    fn after_change(&mut self) {
        if let Some(current) = &mut self.current {
            current.save.updated = Local::now();
            if let Err(e) = store::save(&current.path, &current.save) {
                let error = format!("{}: {e}", current.path.display());
                self.status = Some(self.i18n.tr("save-failed", &[("error", Arg::S(&error))]));
            }
        }
        self.refresh();
    }

    fn lots(&self, players: usize) -> usize {
        let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
        hasher.write_u128(
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_nanos()),
        );
        (hasher.finish() % players as u64) as usize
    }

    /// Carries out the queued commands.
    pub fn apply_commands(&mut self) {
        for command in std::mem::take(&mut self.commands) {
            self.apply(command);
        }
    }

    /// Carries out one command.
    pub fn apply(&mut self, command: Command) {
        match command {
            Command::SetLang(lang) => {
                self.i18n.set_lang(lang);
                self.refresh();
            }
            Command::ShowNewMatch => {
                if let Some(current) = &self.current {
                    let setup = current.save.log.setup();
                    self.form = NewMatchForm::new(setup.players.clone());
                    self.form.rules = setup.rules.clone();
                    self.form.teams = setup.teams.is_some() || setup.players.len() != 4;
                    self.form.target_edited =
                        setup.rules.target != setup.rules.default_target(setup.players.len());
                }
                self.screen = Screen::NewMatch;
            }
            Command::StartMatch => match self
                .form
                .setup()
                .and_then(|setup| MatchLog::new(setup).map_err(|e| e.to_string()))
            {
                Ok(game) => {
                    let save = SaveFile::new(game);
                    let path = self.store.new_path(save.created);
                    self.current = Some(Current { path, save });
                    self.screen = Screen::Table;
                    self.status = None;
                    self.choosing = None;
                    self.holds.clear();
                    self.after_change();
                }
                Err(e) => self.status = Some(e),
            },
            Command::Deal(leader) => {
                let Some(game) = &self.game else { return };
                let n = game.setup().players.len();
                let leader = match leader {
                    Some(p) => p,
                    None => {
                        let p = self.lots(n);
                        let name = game.name(p).to_string();
                        self.holds = vec![HoldsEntry::default(); n];
                        if self.push(Event::HandStarted { leader: Some(p) }) {
                            self.status =
                                Some(self.i18n.tr("lots-drawn", &[("name", Arg::S(&name))]));
                        }
                        return;
                    }
                };
                self.holds = vec![HoldsEntry::default(); n];
                self.push(Event::HandStarted {
                    leader: Some(leader),
                });
            }
            Command::PickTile(tile) => {
                let Some(game) = &self.game else { return };
                let Some(hand) = game.hand() else { return };
                let Some(player) = hand.turn else { return };
                let places = hand.layout.places(tile);
                match places.as_slice() {
                    [] => {
                        self.status = hand
                            .layout
                            .find_place(tile, None)
                            .err()
                            .map(|e| self.error_text(&EventError::Placement(e)))
                    }
                    [place] => {
                        let place = *place;
                        self.choosing = None;
                        self.push(Event::TilePlaced {
                            player,
                            tile,
                            on: place.on,
                        });
                    }
                    _ => self.choosing = Some(tile),
                }
            }
            Command::Place(tile, place) => {
                let Some(player) = self
                    .game
                    .as_ref()
                    .and_then(|g| g.hand())
                    .and_then(|h| h.turn)
                else {
                    return;
                };
                self.choosing = None;
                self.push(Event::TilePlaced {
                    player,
                    tile,
                    on: place.on,
                });
            }
            Command::CancelChoice => self.choosing = None,
            Command::Draw => {
                if let Some(player) = self.turn() {
                    self.choosing = None;
                    self.push(Event::TilesDrawn { player, count: 1 });
                }
            }
            Command::Pass => {
                if let Some(player) = self.turn() {
                    self.choosing = None;
                    self.push(Event::Passed { player });
                }
            }
            Command::FinishHand => self.finish_hand(),
            Command::Announce(points) => {
                if let Some(pending) = self
                    .game
                    .as_ref()
                    .and_then(|g| g.hand())
                    .and_then(|h| h.pending.clone())
                {
                    self.push(Event::PointsAnnounced {
                        player: pending.player,
                        points,
                    });
                }
            }
            Command::CallMuggins(player) => {
                self.push(Event::MugginsCalled { player });
            }
            Command::BackToMatch => {
                if self.current.is_some() {
                    self.screen = Screen::Table;
                }
            }
            Command::CloseWindow => {
                self.push(Event::Tallied);
            }
            Command::Undo => self.move_cursor(MatchLog::undo),
            Command::Redo => self.move_cursor(MatchLog::redo),
        }
    }

    /// Whether closing the open muggins window now would win the match.
    #[must_use]
    pub fn pending_wins(&self) -> bool {
        let Some(game) = &self.game else { return false };
        if game.winner().is_some() || game.hand().is_none_or(|h| h.pending.is_none()) {
            return false;
        }
        let mut after = game.clone();
        after.apply(&Event::Tallied).is_ok() && after.winner().is_some()
    }

    /// Whether the count of the last placement is hidden until its player announces it
    /// (RULES.md §6: the app keeps the count hidden until the announcement is entered).
    #[must_use]
    pub fn count_hidden(&self) -> bool {
        self.game.as_ref().is_some_and(count_hidden)
    }

    /// Whose turn it is in the hand in play.
    fn turn(&self) -> Option<usize> {
        self.game
            .as_ref()
            .and_then(|g| g.hand())
            .and_then(|h| h.turn)
    }

    /// Undo or redo: moves the cursor, saves, recomputes.
    fn move_cursor(&mut self, step: fn(&mut MatchLog) -> bool) {
        if let Some(current) = &mut self.current
            && step(&mut current.save.log)
        {
            self.choosing = None;
            self.status = None;
            self.after_change();
        }
    }

    /// The events that would settle the finished hand from the entries: reveals, then the tally.
    #[must_use]
    pub fn settle_events(&self) -> Option<Vec<Event>> {
        let game = self.game.as_ref()?;
        let hand = game.hand()?;
        let mut events = Vec::new();
        if !hand.settled {
            for player in game.missing_holds() {
                let holds = self.holds.get(player)?.holds(hand.tiles[player])?;
                events.push(Event::HandRevealed { player, holds });
            }
            events.push(Event::Tallied);
        }
        Some(events)
    }

    /// The state after settling with the current entries: `None` while they are incomplete,
    /// the engine's refusal when they break the rules (a pip total too large for the tiles).
    #[must_use]
    pub fn settled_preview(&self) -> Option<Result<MatchState, String>> {
        let mut game = self.game.clone()?;
        for event in self.settle_events()? {
            if let Err(e) = game.apply(&event) {
                return Some(Err(self.error_text(&e)));
            }
        }
        Some(Ok(game))
    }

    fn finish_hand(&mut self) {
        let Some(events) = self.settle_events() else {
            return;
        };
        for event in events {
            if !self.push(event) {
                return;
            }
        }
        let Some(game) = &self.game else { return };
        // After a domino the next leader is known; after a block the table chooses or draws lots.
        if game.winner().is_none()
            && let Some(leader) = game.next_leader()
        {
            self.apply(Command::Deal(Some(leader)));
        }
    }

    /// Draws the whole app into `ui` and carries out what was clicked (used by eframe and by
    /// the UI tests).
    pub fn show(&mut self, ui: &mut egui::Ui) {
        if !self.fonts_added {
            install_fonts(ui.ctx());
            self.fonts_added = true;
        }
        self.shortcuts(ui);
        view::show(self, ui);
        self.apply_commands();
    }

    fn shortcuts(&mut self, ui: &mut egui::Ui) {
        use egui::{Key, KeyboardShortcut, Modifiers};
        let undo = KeyboardShortcut::new(Modifiers::COMMAND, Key::Z);
        let redo = KeyboardShortcut::new(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
        let redo_y = KeyboardShortcut::new(Modifiers::COMMAND, Key::Y);
        let (u, r) = ui.ctx().input_mut(|i| {
            let r = i.consume_shortcut(&redo) || i.consume_shortcut(&redo_y);
            (i.consume_shortcut(&undo), r)
        });
        if self.screen == Screen::Table && !ui.ctx().egui_wants_keyboard_input() {
            if u {
                self.command(Command::Undo);
            }
            if r {
                self.command(Command::Redo);
            }
        }
    }

    fn handle_screenshot(&mut self, ctx: &egui::Context) {
        let Some(shot) = &mut self.screenshot else {
            return;
        };
        shot.frame += 1;
        let image = shot.image.lock().ok().and_then(|mut slot| slot.take());
        if let Some(image) = image {
            let path = shot.path.clone();
            let [w, h] = image.size;
            let bytes: Vec<u8> = image.pixels.iter().flat_map(|c| c.to_array()).collect();
            match image::RgbaImage::from_raw(w as u32, h as u32, bytes).map(|img| img.save(&path)) {
                Some(Ok(())) => {
                    eprintln!("saved a screenshot of {w}x{h} pixels to {}", path.display())
                }
                Some(Err(e)) => {
                    eprintln!("could not write {}: {e}", path.display());
                    std::process::exit(1);
                }
                None => {
                    eprintln!("could not make a picture of the window");
                    std::process::exit(1);
                }
            }
            self.screenshot = None;
            ctx.send_viewport_cmd(egui::ViewportCommand::Close);
            return;
        }
        if shot.frame >= 3 && !shot.requested {
            shot.requested = true;
            let slot = shot.image.clone();
            let repaint = ctx.clone();
            ctx.request_screenshot(move |image| {
                if let Ok(mut slot) = slot.lock() {
                    *slot = Some(image);
                }
                repaint.request_repaint();
            });
        }
        ctx.request_repaint();
    }
}

impl eframe::App for App {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
        let ctx = ui.ctx().clone();
        self.handle_screenshot(&ctx);
    }
}
