//! The screens, panel by panel. Each function draws and pushes [`Command`]s; nothing here changes
//! the match directly.

use egui::{Align, Button, Color32, Layout as EguiLayout, RichText, Vec2};

use super::domino::{self, TileLook};
use super::i18n::{Arg, Lang};
use super::{App, Command, Screen};
use crate::engine::Rules;
use crate::engine::{EndKind, HandEnd, MatchState, Place, Tile, Variant};

const BIG: f32 = 22.0;
/// Refusals and wrong entries.
const ERROR: Color32 = Color32::from_rgb(200, 40, 40);
/// Each side's peg colour on the cribbage board, also shown beside its score.
const PEG_COLOURS: [Color32; 4] = [
    Color32::from_rgb(220, 50, 47),
    Color32::from_rgb(38, 139, 210),
    Color32::from_rgb(133, 153, 0),
    Color32::from_rgb(211, 54, 130),
];
const HUGE: f32 = 44.0;

fn accent(ui: &egui::Ui) -> Color32 {
    if ui.visuals().dark_mode {
        Color32::from_rgb(255, 196, 64)
    } else {
        Color32::from_rgb(170, 90, 0)
    }
}

/// The whole app: top bar, then the screen.
pub fn show(app: &mut App, ui: &mut egui::Ui) {
    top_bar(app, ui);
    match app.screen {
        Screen::NewMatch => new_match(app, ui),
        Screen::Table => table(app, ui),
    }
}

fn big_button(ui: &mut egui::Ui, text: impl Into<String>, enabled: bool) -> egui::Response {
    ui.add_enabled(
        enabled,
        Button::new(RichText::new(text.into()).size(BIG)).min_size(Vec2::new(140.0, 44.0)),
    )
}

fn top_bar(app: &mut App, ui: &mut egui::Ui) {
    egui::Panel::top("top").show(ui, |ui| {
        ui.horizontal(|ui| {
            ui.add_space(4.0);
            if let (Screen::Table, Some(game)) = (app.screen, &app.game) {
                let players = game.setup().players.len();
                ui.label(RichText::new(app.rules_line(game.rules(), players)).size(16.0));
                ui.separator();
                ui.label(RichText::new(turn_line(app, game)).size(16.0).strong());
            } else {
                ui.label(RichText::new(app.i18n.t("app-title")).size(18.0).strong());
            }
            ui.with_layout(EguiLayout::right_to_left(Align::Center), |ui| {
                let mut lang = app.i18n.lang();
                egui::ComboBox::from_id_salt("language")
                    .selected_text(lang.name())
                    .show_ui(ui, |ui| {
                        for l in Lang::ALL {
                            ui.selectable_value(&mut lang, l, l.name());
                        }
                    })
                    .response
                    .on_hover_text(app.i18n.t("language"));
                if lang != app.i18n.lang() {
                    app.command(Command::SetLang(lang));
                }
                if app.screen == Screen::Table {
                    if ui
                        .button(RichText::new(app.i18n.t("new-match")).size(16.0))
                        .clicked()
                    {
                        app.command(Command::ShowNewMatch);
                    }
                    let (undo, redo) = app.undo_redo.clone();
                    // Right to left: Redo, then Undo.
                    for (what, arrow, with, without, command) in [
                        (redo, "↷", "redo-what", "redo", Command::Redo),
                        (undo, "↶", "undo-what", "nothing-to-undo", Command::Undo),
                    ] {
                        let text = match &what {
                            Some(what) => app.i18n.tr(with, &[("what", Arg::S(what))]),
                            None => app.i18n.t(without),
                        };
                        let button =
                            Button::new(RichText::new(format!("{arrow} {text}")).size(16.0));
                        if ui.add_enabled(what.is_some(), button).clicked() {
                            app.command(command);
                        }
                    }
                }
            });
        });
    });
}

fn turn_line(app: &App, game: &MatchState) -> String {
    let Some(hand) = game.hand() else {
        return String::new();
    };
    if let Some(side) = game.winner() {
        return app
            .i18n
            .tr("winner", &[("name", Arg::S(&game.setup().side_name(side)))]);
    }
    let n = Arg::N(i64::from(hand.number));
    if hand.end.is_some() {
        return app.i18n.tr("hand-over-top", &[("n", n)]);
    }
    match hand.turn {
        Some(p) if hand.started() => app
            .i18n
            .tr("hand-turn", &[("n", n), ("name", Arg::S(game.name(p)))]),
        Some(p) => app
            .i18n
            .tr("hand-leads", &[("n", n), ("name", Arg::S(game.name(p)))]),
        None => String::new(),
    }
}

fn new_match(app: &mut App, ui: &mut egui::Ui) {
    egui::CentralPanel::default().show(ui, |ui| {
        egui::ScrollArea::vertical().show(ui, |ui| {
            ui.vertical_centered(|ui| {
                ui.add_space(12.0);
                ui.label(RichText::new(app.i18n.t("new-match")).size(HUGE).strong());
                ui.add_space(8.0);
            });
            ui.horizontal(|ui| {
                ui.add_space((ui.available_width() - 520.0).max(0.0) / 2.0);
                ui.vertical(|ui| {
                    ui.set_max_width(520.0);
                    ui.label(RichText::new(app.i18n.t("players")).size(BIG).strong());
                    ui.label(app.i18n.t("new-match-hint"));
                    let mut remove = None;
                    let count = app.form.names.len();
                    for i in 0..count {
                        ui.horizontal(|ui| {
                            let label = ui.label(
                                RichText::new(
                                    app.i18n.tr("player-n", &[("n", Arg::N(i as i64 + 1))]),
                                )
                                .size(BIG),
                            );
                            let edit = egui::TextEdit::singleline(&mut app.form.names[i])
                                .font(egui::FontId::proportional(BIG))
                                .desired_width(240.0);
                            ui.add(edit).labelled_by(label.id);
                            if count > 2 && ui.button(app.i18n.t("remove-player")).clicked() {
                                remove = Some(i);
                            }
                        });
                    }
                    if let Some(i) = remove {
                        app.form.names.remove(i);
                        app.form.players_changed();
                    }
                    if count < 4
                        && ui
                            .button(
                                RichText::new(format!("+ {}", app.i18n.t("add-player"))).size(18.0),
                            )
                            .clicked()
                    {
                        app.form.names.push(String::new());
                        app.form.players_changed();
                    }
                    if app.form.names.len() == 4 {
                        ui.add_space(6.0);
                        ui.checkbox(
                            &mut app.form.teams,
                            RichText::new(app.i18n.t("teams-toggle")).size(18.0),
                        );
                        if app.form.teams {
                            let n = &app.form.names;
                            ui.label(
                                RichText::new(app.i18n.tr(
                                    "teams-line",
                                    &[
                                        (
                                            "a",
                                            Arg::S(&format!("{} & {}", n[0].trim(), n[2].trim())),
                                        ),
                                        (
                                            "b",
                                            Arg::S(&format!("{} & {}", n[1].trim(), n[3].trim())),
                                        ),
                                    ],
                                ))
                                .size(18.0),
                            );
                        }
                    }
                    ui.add_space(10.0);
                    variant_row(app, ui);
                    let players = app.form.names.len();
                    ui.label(RichText::new(app.rules_line(&app.form.rules, players)).size(16.0));
                    ui.add_space(10.0);
                    let valid = app.form.setup();
                    if let Err(why) = &valid
                        && app.form.names.iter().all(|n| !n.trim().is_empty())
                    {
                        ui.colored_label(ERROR, why);
                    }
                    ui.horizontal(|ui| {
                        if big_button(ui, app.i18n.t("start-match"), valid.is_ok()).clicked() {
                            app.command(Command::StartMatch);
                        }
                        let unfinished = app.game.as_ref().is_some_and(|g| g.winner().is_none());
                        if unfinished && big_button(ui, app.i18n.t("back-to-match"), true).clicked()
                        {
                            app.command(Command::BackToMatch);
                        }
                    });
                    ui.add_space(10.0);
                    egui::CollapsingHeader::new(
                        RichText::new(app.i18n.t("hr-title")).size(BIG).strong(),
                    )
                    .id_salt("house-rules")
                    .default_open(false)
                    .show(ui, |ui| house_rules(app, ui));
                    if let Some(status) = &app.status {
                        ui.label(status);
                    }
                    ui.add_space(8.0);
                    ui.label(RichText::new(app.i18n.t("rules-source")).small());
                });
            });
        });
    });
}

fn table(app: &mut App, ui: &mut egui::Ui) {
    let Some(game) = app.game.clone() else {
        egui::CentralPanel::default().show(ui, |ui| {
            ui.label(app.status.clone().unwrap_or_default());
        });
        return;
    };
    let in_play = game.hand().is_some_and(|h| h.end.is_none()) && game.winner().is_none();
    if in_play {
        picker(app, ui, &game);
    }
    scores_panel(app, ui, &game);
    turn_panel(app, ui, &game);
    egui::CentralPanel::default().show(ui, |ui| {
        if let Some(status) = &app.status {
            ui.label(RichText::new(status).size(18.0).color(accent(ui)));
        }
        match game.hand() {
            _ if game.winner().is_some() => match_over(app, ui, &game),
            None => who_leads(app, ui, &game, 1),
            Some(hand) if hand.end.is_some() && !hand.settled => end_of_hand(app, ui, &game),
            Some(hand) if hand.settled => next_hand(app, ui, &game),
            Some(_) => layout_area(app, ui, &game),
        }
    });
}

fn scores_panel(app: &mut App, ui: &mut egui::Ui, game: &MatchState) {
    egui::Panel::left("scores")
        .resizable(false)
        .exact_size(230.0)
        .show(ui, |ui| {
            ui.add_space(6.0);
            ui.label(RichText::new(app.i18n.t("scores")).size(BIG).strong());
            let setup = game.setup();
            let turn_side = game
                .hand()
                .and_then(|h| h.turn)
                .filter(|_| game.winner().is_none())
                .map(|p| setup.side_of(p));
            for side in 0..setup.sides() {
                let name = RichText::new(setup.side_name(side)).size(BIG);
                let name = if turn_side == Some(side) {
                    name.strong().color(accent(ui))
                } else {
                    name
                };
                let score = RichText::new(game.scores()[side].to_string())
                    .size(30.0)
                    .strong();
                egui::Sides::new().shrink_left().truncate().show(
                    ui,
                    |ui| {
                        if game.rules().scale != crate::engine::Scale::Points {
                            let (dot, _) =
                                ui.allocate_exact_size(Vec2::splat(14.0), egui::Sense::hover());
                            ui.painter().circle_filled(
                                dot.center(),
                                6.0,
                                PEG_COLOURS[side % PEG_COLOURS.len()],
                            );
                        }
                        ui.label(name);
                    },
                    |ui| {
                        ui.label(score);
                    },
                );
            }
            ui.label(
                RichText::new(app.i18n.tr(
                    "target-line",
                    &[("target", Arg::N(i64::from(game.rules().target)))],
                ))
                .size(16.0)
                .weak(),
            );
            if game.rules().scale != crate::engine::Scale::Points {
                ui.add_space(6.0);
                ui.label(RichText::new(app.i18n.t("pegboard")).size(14.0).weak());
                pegboard(ui, game, &app.pegs);
            }
            if let Some(s) = game.last_settlement() {
                ui.add_space(10.0);
                ui.label(RichText::new(app.i18n.t("last-hand")).size(18.0).strong());
                for (side, award) in s.awards.iter().enumerate() {
                    if *award != 0 {
                        ui.label(
                            RichText::new(format!("{} {:+}", setup.side_name(side), award))
                                .size(18.0),
                        );
                    }
                }
            }
            ui.add_space(10.0);
            ui.label(RichText::new(app.i18n.t("this-hand")).size(18.0).strong());
            egui::ScrollArea::vertical()
                .stick_to_bottom(true)
                .show(ui, |ui| {
                    for line in &app.log {
                        ui.label(RichText::new(line).size(14.0));
                    }
                });
        });
}

fn turn_panel(app: &mut App, ui: &mut egui::Ui, game: &MatchState) {
    egui::Panel::right("turn")
        .resizable(false)
        .exact_size(220.0)
        .show(ui, |ui| {
            ui.add_space(6.0);
            let Some(hand) = game.hand() else { return };
            if let Some(p) = hand.turn.filter(|_| game.winner().is_none()) {
                ui.label(
                    RichText::new(app.i18n.tr("turn-title", &[("name", Arg::S(game.name(p)))]))
                        .size(26.0)
                        .strong()
                        .color(accent(ui)),
                );
            }
            ui.add_space(6.0);
            ui.label(
                RichText::new(app.i18n.t("tiles-in-hand"))
                    .size(16.0)
                    .strong(),
            );
            for (p, name) in game.setup().players.iter().enumerate() {
                let text = format!(
                    "{name}: {}",
                    app.i18n
                        .tr("tiles-n", &[("n", Arg::N(i64::from(hand.tiles[p])))])
                );
                let rich = RichText::new(text).size(18.0);
                ui.label(if hand.turn == Some(p) {
                    rich.strong()
                } else {
                    rich
                });
            }
            if game.rules().drawing() {
                ui.add_space(6.0);
                ui.label(
                    RichText::new(
                        app.i18n
                            .tr("boneyard-n", &[("n", Arg::N(i64::from(hand.boneyard)))]),
                    )
                    .size(18.0),
                );
            }
            ui.add_space(12.0);
            let playing = hand.started() && hand.end.is_none() && game.winner().is_none();
            let drawable = hand.drawable(game.rules());
            if game.rules().drawing() {
                let draw = big_button(ui, app.i18n.t("draw"), playing && drawable > 0)
                    .on_hover_text(app.i18n.t("draw-hint"));
                if draw.clicked() {
                    app.command(Command::Draw);
                }
                ui.add_space(6.0);
            }
            let (pass_text, pass_hint) = if game.rules().drawing() {
                ("pass", "pass-hint")
            } else {
                ("knock", "knock-hint")
            };
            let pass = big_button(ui, app.i18n.t(pass_text), playing && drawable == 0)
                .on_hover_text(app.i18n.t(pass_hint));
            if pass.clicked() {
                app.command(Command::Pass);
            }
        });
}

fn picker(app: &mut App, ui: &mut egui::Ui, game: &MatchState) {
    let Some(hand) = game.hand() else { return };
    egui::Panel::bottom("picker")
        .resizable(false)
        .show(ui, |ui| {
            ui.add_space(4.0);
            ui.label(RichText::new(app.i18n.t("picker-title")).size(14.0).weak());
            // A double-six chart in three rows (0s and 1s, 2s and 3s, 4s to 6s), as large as fits.
            let width = (ui.available_width() / 14.2).clamp(44.0, 100.0);
            let size = Vec2::new(width, width / 2.0);
            for groups in [&[0u8, 1][..], &[2, 3], &[4, 5, 6]] {
                ui.horizontal(|ui| {
                    ui.spacing_mut().item_spacing = Vec2::new(4.0, 4.0);
                    for &low in groups {
                        for high in low..=6u8 {
                            let tile = Tile::new(low, high).expect("0-6");
                            let played = hand.layout.contains(tile);
                            let fits = !hand.layout.places(tile).is_empty();
                            let look = TileLook {
                                faded: played,
                                glow: app.choosing == Some(tile),
                                outline: false,
                            };
                            let response = domino::tile_button(
                                ui,
                                tile,
                                size,
                                look,
                                fits && hand.turn.is_some(),
                            )
                            .on_hover_text(tile.to_string());
                            if response.clicked() {
                                app.command(Command::PickTile(tile));
                            }
                        }
                        ui.add_space(width * 0.35);
                    }
                });
            }
            ui.add_space(4.0);
        });
}

/// `on 5 — spinner side`, `on 5 — end of [4-5]`.
fn place_text(app: &App, place: &Place) -> String {
    let pips = Arg::N(i64::from(place.pips));
    let tile = place.on.map(|t| t.to_string()).unwrap_or_default();
    match (place.kind, place.on_spinner) {
        (EndKind::Side, true) => app.i18n.tr("end-spinner-side", &[("pips", pips)]),
        (EndKind::Tip, _) => app.i18n.tr("end-spinner-tip", &[("pips", pips)]),
        (EndKind::Side, false) => app
            .i18n
            .tr("end-double", &[("pips", pips), ("tile", Arg::S(&tile))]),
        (EndKind::Half, _) => app
            .i18n
            .tr("end-of", &[("pips", pips), ("tile", Arg::S(&tile))]),
    }
}

fn announcement(app: &App, ui: &mut egui::Ui, game: &MatchState) {
    let Some(hand) = game.hand() else { return };
    match &hand.last_play {
        Some(play) if app.count_hidden() => {
            let text = app.i18n.tr(
                "await-announce",
                &[
                    ("name", Arg::S(game.name(play.player))),
                    ("tile", Arg::S(&play.tile.to_string())),
                ],
            );
            ui.label(RichText::new(text).size(30.0).strong());
        }
        Some(play) => {
            let text = format!(
                "{} · {}",
                app.count_text(play),
                app.result_text(game, play.player, play.points)
            );
            let color = if play.points > 0 {
                accent(ui)
            } else {
                ui.visuals().text_color()
            };
            ui.label(RichText::new(text).size(HUGE).strong().color(color));
        }
        None => {
            if let Some(p) = hand.turn {
                ui.label(
                    RichText::new(app.i18n.tr("pick-lead", &[("name", Arg::S(game.name(p)))]))
                        .size(30.0),
                );
            }
        }
    }
}

fn layout_area(app: &mut App, ui: &mut egui::Ui, game: &MatchState) {
    let Some(hand) = game.hand() else { return };
    announcement(app, ui, game);
    muggins_entry(app, ui, game);
    let mut candidates = Vec::new();
    if let Some(tile) = app.choosing {
        let places = hand.layout.places(tile);
        ui.horizontal_wrapped(|ui| {
            ui.label(
                RichText::new(
                    app.i18n
                        .tr("choose-end", &[("tile", Arg::S(&tile.to_string()))]),
                )
                .size(18.0),
            );
            for place in &places {
                let count = hand.layout.count_after(tile, *place).unwrap_or(0);
                let text = format!("{} · {count}", place_text(app, place));
                if ui
                    .add(Button::new(RichText::new(text).size(18.0)).min_size(Vec2::new(0.0, 36.0)))
                    .clicked()
                {
                    app.command(Command::Place(tile, *place));
                }
            }
            if ui
                .button(RichText::new(app.i18n.t("cancel")).size(18.0))
                .clicked()
            {
                app.command(Command::CancelChoice);
            }
        });
        candidates = places.iter().filter_map(|p| p.node).collect();
    }
    let last = hand
        .last_play
        .as_ref()
        .and_then(|p| hand.layout.node_of(p.tile));
    let area = ui.available_rect_before_wrap();
    let clicked = domino::layout_view(ui, &hand.layout, &candidates, last);
    compass(ui, hand, area);
    if let Some(node) = clicked
        && let Some(tile) = app.choosing
        && let Some(place) = hand
            .layout
            .places(tile)
            .into_iter()
            .find(|p| p.node == Some(node))
    {
        app.command(Command::Place(tile, place));
    }
}

fn who_leads(app: &mut App, ui: &mut egui::Ui, game: &MatchState, number: u32) {
    ui.add_space(20.0);
    ui.label(
        RichText::new(
            app.i18n
                .tr("who-leads", &[("n", Arg::N(i64::from(number)))]),
        )
        .size(HUGE)
        .strong(),
    );
    ui.add_space(10.0);
    ui.horizontal_wrapped(|ui| {
        for (p, name) in game.setup().players.iter().enumerate() {
            if big_button(ui, name.clone(), true).clicked() {
                app.command(Command::Deal(Some(p)));
            }
        }
        if big_button(ui, app.i18n.t("draw-lots"), true).clicked() {
            app.command(Command::Deal(None));
        }
    });
}

fn next_hand(app: &mut App, ui: &mut egui::Ui, game: &MatchState) {
    let number = game.hand().map_or(1, |h| h.number + 1);
    if let Some(leader) = game.next_leader() {
        ui.add_space(20.0);
        let text = app
            .i18n
            .tr("next-hand-leader", &[("name", Arg::S(game.name(leader)))]);
        if big_button(ui, text, true).clicked() {
            app.command(Command::Deal(Some(leader)));
        }
    } else {
        who_leads(app, ui, game, number);
    }
}

fn end_of_hand(app: &mut App, ui: &mut egui::Ui, game: &MatchState) {
    let Some(hand) = game.hand() else { return };
    announcement(app, ui, game);
    muggins_entry(app, ui, game);
    ui.add_space(6.0);
    let width = ui.available_width() - 30.0;
    egui::ScrollArea::vertical()
        .auto_shrink(false)
        .show(ui, |ui| {
            egui::Frame::group(ui.style())
                .inner_margin(12.0)
                .show(ui, |ui| {
                    ui.set_max_width(width);
                    ui.label(RichText::new(app.i18n.t("hand-over")).size(30.0).strong());
                    let how = match hand.end {
                        Some(HandEnd::Domino { player }) => app
                            .i18n
                            .tr("dominoed", &[("name", Arg::S(game.name(player)))]),
                        _ => app.i18n.t("blocked"),
                    };
                    ui.label(RichText::new(how).size(BIG).color(accent(ui)));
                    let missing = game.missing_holds();
                    if !missing.is_empty() {
                        ui.label(app.i18n.t("holds-hint"));
                    }
                    for &player in &missing {
                        holds_entry(app, ui, game, player);
                    }
                    ui.add_space(8.0);
                    settlement_preview(app, ui, game);
                });
        });
}

fn holds_entry(app: &mut App, ui: &mut egui::Ui, game: &MatchState, player: usize) {
    let Some(hand) = game.hand() else { return };
    let count = hand.tiles[player];
    ui.add_space(8.0);
    ui.label(
        RichText::new(app.i18n.tr(
            "holds-title",
            &[
                ("name", Arg::S(game.name(player))),
                ("n", Arg::N(i64::from(count))),
            ],
        ))
        .size(20.0)
        .strong(),
    );
    let taken: Vec<Tile> = app
        .holds
        .iter()
        .enumerate()
        .filter(|(p, _)| *p != player)
        .flat_map(|(_, h)| h.tiles.clone())
        .collect();
    let mut toggled = None;
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing = Vec2::new(3.0, 4.0);
        for tile in Tile::all() {
            if hand.layout.contains(tile) || taken.contains(&tile) {
                continue;
            }
            let chosen = app.holds[player].tiles.contains(&tile);
            let look = TileLook {
                faded: false,
                glow: chosen,
                outline: false,
            };
            let response = domino::tile_button(ui, tile, Vec2::new(64.0, 32.0), look, true);
            if response.clicked() {
                toggled = Some(tile);
            }
        }
    });
    if let Some(tile) = toggled {
        let entry = &mut app.holds[player];
        if let Some(i) = entry.tiles.iter().position(|t| *t == tile) {
            entry.tiles.remove(i);
        } else {
            entry.tiles.push(tile);
            entry.pips.clear();
        }
    }
    ui.horizontal(|ui| {
        let label = ui.label(RichText::new(app.i18n.t("pip-total")).size(18.0));
        let edit = egui::TextEdit::singleline(&mut app.holds[player].pips)
            .desired_width(60.0)
            .font(egui::FontId::proportional(18.0));
        let response = ui.add(edit).labelled_by(label.id);
        if response.changed() && !app.holds[player].pips.trim().is_empty() {
            app.holds[player].tiles.clear();
        }
        let entry = &app.holds[player];
        let typed = entry.pips.trim();
        if !typed.is_empty() && typed.parse::<u32>().is_err() {
            ui.colored_label(
                ERROR,
                RichText::new(app.i18n.tr("not-a-total", &[("text", Arg::S(typed))])).size(18.0),
            );
            return;
        }
        let pips: u32 = if typed.is_empty() {
            entry.tiles.iter().map(|t| t.pips()).sum()
        } else {
            typed.parse().unwrap_or(0)
        };
        let shown = format!(
            "{} · {}/{count}",
            app.i18n
                .tr("holds-sum", &[("pips", Arg::N(i64::from(pips)))]),
            entry.tiles.len()
        );
        ui.label(RichText::new(shown).size(18.0));
    });
}

fn settlement_preview(app: &mut App, ui: &mut egui::Ui, game: &MatchState) {
    let after = match app.settled_preview() {
        None => {
            ui.label(RichText::new(app.i18n.t("needs-holds")).size(18.0).weak());
            return;
        }
        Some(Err(why)) => {
            ui.label(RichText::new(why).size(18.0).color(ERROR));
            return;
        }
        Some(Ok(after)) => after,
    };
    ui.label(
        RichText::new(app.i18n.t("settle-preview"))
            .size(20.0)
            .strong(),
    );
    if let Some(s) = after.hand().and_then(|h| h.settlement.clone()) {
        let setup = game.setup();
        if s.rounded != 0 || s.raw != 0 {
            let text = app.i18n.tr(
                "rounding",
                &[
                    ("raw", Arg::N(i64::from(s.raw))),
                    ("rounded", Arg::N(i64::from(s.rounded))),
                ],
            );
            ui.label(RichText::new(text).size(30.0).strong());
        }
        let mut any = false;
        if let [a, b] = s.winners.as_slice() {
            // Three players, two tied for fewest pips: they split the third's (RULES.md §4).
            any = true;
            let text = app.i18n.tr(
                "split",
                &[
                    ("a", Arg::S(&setup.side_name(*a))),
                    ("b", Arg::S(&setup.side_name(*b))),
                    (
                        "points",
                        Arg::N(i64::from(game.rules().to_scale(s.rounded))),
                    ),
                    ("share", Arg::N(i64::from(s.awards[*a]))),
                ],
            );
            ui.label(RichText::new(text).size(24.0).strong().color(accent(ui)));
        } else if let [winner] = s.winners.as_slice()
            && s.awards[*winner] == 0
        {
            any = true;
            let text = app.i18n.tr(
                "award",
                &[
                    ("name", Arg::S(&setup.side_name(*winner))),
                    ("points", Arg::N(0)),
                ],
            );
            ui.label(RichText::new(text).size(30.0).strong());
        }
        for (side, &award) in s.awards.iter().enumerate() {
            if s.winners.len() == 2 {
                break;
            }
            if award > 0 {
                any = true;
                let text = app.i18n.tr(
                    "award",
                    &[
                        ("name", Arg::S(&setup.side_name(side))),
                        ("points", Arg::N(i64::from(award))),
                    ],
                );
                ui.label(RichText::new(text).size(30.0).strong().color(accent(ui)));
            } else if award < 0 {
                any = true;
                let text = app.i18n.tr(
                    "award-own",
                    &[
                        ("name", Arg::S(&setup.side_name(side))),
                        ("points", Arg::N(i64::from(-award))),
                    ],
                );
                ui.label(RichText::new(text).size(24.0));
            }
        }
        if !any
            && s.winners.is_empty()
            && game.rules().end_of_hand != crate::engine::EndOfHand::ChipOut
        {
            ui.label(RichText::new(app.i18n.t("tie-nobody")).size(BIG));
        }
    }
    ui.add_space(10.0);
    let text = if after.winner().is_some() {
        app.i18n.t("finish-match")
    } else {
        match after.next_leader() {
            Some(p) => app
                .i18n
                .tr("next-hand-leader", &[("name", Arg::S(after.name(p)))]),
            None => app.i18n.t("next-hand-lots"),
        }
    };
    if big_button(ui, text, true).clicked() {
        app.command(Command::FinishHand);
    }
}

fn match_over(app: &mut App, ui: &mut egui::Ui, game: &MatchState) {
    let Some(side) = game.winner() else { return };
    let setup = game.setup();
    ui.add_space(20.0);
    ui.vertical_centered(|ui| {
        ui.label(
            RichText::new(
                app.i18n
                    .tr("winner", &[("name", Arg::S(&setup.side_name(side)))]),
            )
            .size(HUGE)
            .strong()
            .color(accent(ui)),
        );
        if let Some(hand) = game.hand()
            && let Some(play) = &hand.last_play
            && !hand.settled
        {
            let text = format!(
                "{} · {}",
                app.count_text(play),
                app.result_text(game, play.player, play.points)
            );
            ui.label(RichText::new(text).size(28.0));
            ui.label(
                RichText::new(app.i18n.tr(
                    "match-won-by-play",
                    &[("name", Arg::S(game.name(play.player)))],
                ))
                .size(20.0),
            );
        }
        ui.add_space(10.0);
        ui.label(RichText::new(app.i18n.t("final-scores")).size(BIG).strong());
        for s in 0..setup.sides() {
            ui.label(
                RichText::new(format!("{}  {}", setup.side_name(s), game.scores()[s])).size(28.0),
            );
        }
        ui.add_space(16.0);
        if big_button(ui, app.i18n.t("new-match"), true).clicked() {
            app.command(Command::ShowNewMatch);
        }
    });
}

/// One house-rule row: the name, the control, then a line of explanation and source.
fn rule_row(
    ui: &mut egui::Ui,
    name: &str,
    help: &str,
    control: impl FnOnce(&mut egui::Ui, egui::Id),
) {
    ui.add_space(4.0);
    ui.horizontal(|ui| {
        let label = ui.label(RichText::new(name).size(18.0).strong());
        control(ui, label.id);
    });
    ui.label(RichText::new(help).size(13.0).weak());
}

fn combo<T: PartialEq + Copy>(
    ui: &mut egui::Ui,
    id: &str,
    label: egui::Id,
    value: &mut T,
    options: &[(T, String)],
) {
    let selected = options
        .iter()
        .find(|(v, _)| v == value)
        .map(|(_, t)| t.clone())
        .unwrap_or_default();
    egui::ComboBox::from_id_salt(id)
        .selected_text(RichText::new(selected).size(16.0))
        .width(300.0)
        .show_ui(ui, |ui| {
            for (v, text) in options {
                ui.selectable_value(value, *v, text.as_str());
            }
        })
        .response
        .labelled_by(label);
}

/// The variant, with its one-line description; changing it resets the house rules (RULES.md §3).
fn variant_row(app: &mut App, ui: &mut egui::Ui) {
    let i18n = &app.i18n;
    let form = &mut app.form;
    let mut variant = form.rules.variant;
    let variants: Vec<(Variant, String)> =
        Variant::ALL.iter().map(|v| (*v, v.to_string())).collect();
    rule_row(
        ui,
        &i18n.t("variant"),
        &i18n.t(&format!("variant-{}", variant.keyword())),
        |ui, id| {
            combo(ui, "variant", id, &mut variant, &variants);
        },
    );
    if variant != form.rules.variant {
        form.set_variant(variant);
    }
}

/// The house rules of the chosen variant (RULES.md §2–§6), each with a line of explanation and
/// its source.
fn house_rules(app: &mut App, ui: &mut egui::Ui) {
    use crate::engine::{Deal, EndOfHand, MugginsRule, Scale};
    let i18n = &app.i18n;
    let form = &mut app.form;
    let players = form.names.len();
    let variant = form.rules.variant;
    ui.label(RichText::new(i18n.t("hr-reset-note")).size(13.0).weak());
    let rules = &mut form.rules;
    let sizes = |d: Deal| {
        (2..=4)
            .map(|n| d.tiles_each(n).to_string())
            .collect::<Vec<_>>()
            .join(" / ")
    };
    let preset = Rules::preset(variant, players).deal;
    let mut deals = vec![
        (Deal::Pagat, i18n.t("deal-pagat")),
        (Deal::European, i18n.t("deal-european")),
        (Deal::NewsomeBorn, i18n.t("deal-newsome-born")),
    ];
    if matches!(preset, Deal::FiveUp | Deal::Muggins) {
        deals.insert(
            0,
            (
                preset,
                i18n.tr(
                    "deal-preset",
                    &[
                        ("variant", Arg::S(&variant.to_string())),
                        ("sizes", Arg::S(&sizes(preset))),
                    ],
                ),
            ),
        );
    }
    let each = if let Deal::Each(n) = rules.deal {
        n
    } else {
        rules.deal.tiles_each(players)
    };
    deals.push((
        Deal::Each(each),
        i18n.tr("deal-each", &[("n", Arg::N(i64::from(each)))]),
    ));
    rule_row(ui, &i18n.t("deal"), &i18n.t("deal-help"), |ui, id| {
        combo(ui, "deal", id, &mut rules.deal, &deals);
        if let Deal::Each(n) = &mut rules.deal {
            ui.add(egui::DragValue::new(n).range(1..=(28 / players as u8)))
                .labelled_by(id);
        }
    });
    if rules.drawing() {
        rule_row(
            ui,
            &i18n.t("draw-when-able"),
            &i18n.t("draw-when-able-help"),
            |ui, id| {
                ui.checkbox(&mut rules.draw_when_able, "").labelled_by(id);
            },
        );
        let reserves: Vec<(u8, String)> = (0..=2).map(|n| (n, n.to_string())).collect();
        rule_row(ui, &i18n.t("reserve"), &i18n.t("reserve-help"), |ui, id| {
            combo(ui, "reserve", id, &mut rules.boneyard_reserve, &reserves);
        });
    }
    if variant != Variant::FivesAndThrees {
        let ends: Vec<(EndOfHand, String)> = [
            EndOfHand::Opponents,
            EndOfHand::OpponentsEach,
            EndOfHand::Difference,
            EndOfHand::Own,
        ]
        .into_iter()
        .map(|e| (e, i18n.t(&format!("eoh-{}", e.keyword()))))
        .collect();
        rule_row(
            ui,
            &i18n.t("end-of-hand"),
            &i18n.t("end-of-hand-help"),
            |ui, id| {
                combo(ui, "end-of-hand", id, &mut rules.end_of_hand, &ends);
            },
        );
        let mut scales = vec![(Scale::Points, i18n.t("scale-points"))];
        scales.push(if variant == Variant::AllThrees {
            (Scale::Threes, i18n.t("scale-threes"))
        } else {
            (Scale::Fives, i18n.t("scale-fives"))
        });
        let before = rules.scale;
        rule_row(ui, &i18n.t("scale"), &i18n.t("scale-help"), |ui, id| {
            combo(ui, "scale", id, &mut rules.scale, &scales);
        });
        if rules.scale != before && !form.target_edited {
            rules.target = rules.default_target(players);
        }
    } else {
        ui.label(RichText::new(i18n.t("eoh-chip-out")).size(14.0));
    }
    let before = rules.target;
    rule_row(ui, &i18n.t("target"), &i18n.t("target-hint"), |ui, id| {
        ui.add(
            egui::DragValue::new(&mut rules.target)
                .range(1..=10_000)
                .speed(1.0),
        )
        .labelled_by(id);
        ui.checkbox(&mut rules.exact_target, i18n.t("exact-target"));
    });
    ui.label(RichText::new(i18n.t("exact-target-help")).size(13.0).weak());
    if rules.target != before {
        form.target_edited = true;
    }
    let muggins = [
        (MugginsRule::Off, i18n.t("muggins-off")),
        (MugginsRule::Forfeit, i18n.t("muggins-forfeit")),
        (MugginsRule::Steal, i18n.t("muggins-steal")),
    ];
    rule_row(
        ui,
        &i18n.t("muggins-rule"),
        &i18n.t("muggins-help"),
        |ui, id| {
            combo(ui, "muggins", id, &mut rules.muggins, &muggins);
        },
    );
}

/// Announcing points and calling "Muggins!" on the placement just made (RULES.md §6), when the
/// muggins rule is on. The engine rules on each; a refused call shows why in the status line.
fn muggins_entry(app: &mut App, ui: &mut egui::Ui, game: &MatchState) {
    if game.rules().muggins == crate::engine::MugginsRule::Off {
        return;
    }
    let Some(pending) = game.hand().and_then(|h| h.pending.clone()) else {
        return;
    };
    let setup = game.setup();
    let placer = game.name(pending.player).to_string();
    ui.horizontal_wrapped(|ui| {
        match pending.announced {
            Some(points) => {
                ui.label(
                    RichText::new(app.i18n.tr(
                        "announced",
                        &[
                            ("name", Arg::S(&placer)),
                            ("points", Arg::N(i64::from(points))),
                        ],
                    ))
                    .size(20.0),
                );
            }
            None if pending.called_by.is_none() => {
                let label = ui.label(
                    RichText::new(app.i18n.tr("announce", &[("name", Arg::S(&placer))])).size(20.0),
                );
                ui.add(egui::DragValue::new(&mut app.announce_value).range(0..=200))
                    .labelled_by(label.id);
                if ui
                    .button(RichText::new(app.i18n.t("announce-button")).size(20.0))
                    .clicked()
                {
                    app.command(Command::Announce(app.announce_value));
                }
            }
            None => {}
        }
        ui.separator();
        if let Some(caller) = pending.called_by {
            if let Some(play) = game.hand().and_then(|h| h.last_play.as_ref()) {
                let text = app.i18n.tr(
                    "muggins-called",
                    &[
                        ("caller", Arg::S(game.name(caller))),
                        ("name", Arg::S(&placer)),
                        ("arith", Arg::S(&app.count_text(play))),
                    ],
                );
                ui.label(RichText::new(text).size(20.0).color(accent(ui)));
            }
        } else {
            ui.label(RichText::new(app.i18n.t("call-muggins")).size(20.0));
            for p in 0..setup.players.len() {
                if setup.side_of(p) != setup.side_of(pending.player)
                    && ui
                        .button(RichText::new(format!("{}!", setup.players[p])).size(20.0))
                        .clicked()
                {
                    app.command(Command::CallMuggins(p));
                }
            }
        }
        ui.separator();
        if ui
            .button(RichText::new(app.i18n.t("close-window")).size(20.0))
            .clicked()
        {
            app.command(Command::CloseWindow);
        }
    });
    ui.label(
        RichText::new(app.i18n.t("muggins-window"))
            .size(13.0)
            .weak(),
    );
}

/// A cribbage-style board to the target: a track of holes per side, grouped by five, with two
/// pegs — the front one at the score, the back one where it was before the last move.
fn pegboard(ui: &mut egui::Ui, game: &MatchState, pegs: &[(i32, i32)]) {
    let setup = game.setup();
    let target = game.rules().target.max(1) as i32;
    let per_row = 20.min(target);
    let rows = (target + per_row - 1) / per_row;
    let width = ui.available_width().min(220.0);
    let step = width / (per_row as f32 + 1.5);
    let track = step * rows as f32 + 6.0;
    let (rect, response) = ui.allocate_exact_size(
        Vec2::new(width, track * setup.sides() as f32 + 4.0),
        egui::Sense::hover(),
    );
    let summary: Vec<String> = (0..setup.sides())
        .map(|s| format!("{} {}", setup.side_name(s), game.scores()[s]))
        .collect();
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, summary.join(", ")));
    let painter = ui.painter_at(rect);
    let wood = if ui.visuals().dark_mode {
        Color32::from_rgb(92, 64, 38)
    } else {
        Color32::from_rgb(214, 178, 128)
    };
    painter.rect_filled(rect, 6.0, wood);
    let colors = PEG_COLOURS;
    let hole = |side: usize, n: i32| -> egui::Pos2 {
        // Holes 1..=target snake along the rows; 0 is the start peg position left of row 0.
        let n = n.clamp(0, target);
        let (row, col) = if n == 0 {
            (0, -1)
        } else {
            ((n - 1) / per_row, (n - 1) % per_row)
        };
        let col = if row % 2 == 1 { per_row - 1 - col } else { col };
        let x = rect.left() + step * (col as f32 + 1.5);
        let y = rect.top() + 2.0 + track * side as f32 + step * (row as f32 + 0.5) + 3.0;
        egui::pos2(x, y)
    };
    for side in 0..setup.sides() {
        for n in 1..=target {
            let r = if n % 5 == 0 { 1.6 } else { 1.1 };
            painter.circle_filled(hole(side, n), r, Color32::from_black_alpha(170));
        }
        let (back, front) = pegs.get(side).copied().unwrap_or((0, 0));
        let color = colors[side % colors.len()];
        painter.circle(
            hole(side, back.max(0)),
            step * 0.42,
            color.gamma_multiply(0.55),
            egui::Stroke::new(1.0, Color32::BLACK),
        );
        painter.circle(
            hole(side, front.max(0)),
            step * 0.48,
            color,
            egui::Stroke::new(1.0, Color32::BLACK),
        );
    }
}

/// The arm compass, drawn in the felt's top-left corner: each arm's end value around the hub
/// (the spinner, else the lead) in the direction the arm is drawn; the arm just played on is
/// bold.
fn compass(ui: &egui::Ui, hand: &crate::engine::Hand, area: egui::Rect) {
    let Some((hub, arms)) = hand.layout.compass() else {
        return;
    };
    let arrangement = domino::view_arrangement(ui.ctx(), &hand.layout, area);
    let centre_of = |node: usize| {
        arrangement
            .tiles
            .iter()
            .find(|t| t.node == node)
            .map(|t| t.rect.center())
    };
    let Some(hub_centre) = centre_of(hub) else {
        return;
    };
    let last = hand
        .last_play
        .as_ref()
        .and_then(|p| hand.layout.node_of(p.tile));
    let painter = ui.painter_at(area);
    let centre = area.left_top() + Vec2::new(52.0, 52.0);
    let text = ui.visuals().text_color();
    painter.circle_filled(centre, 46.0, Color32::from_black_alpha(60));
    let hub_value = hand.layout.nodes()[hub].counted().unwrap_or(0);
    painter.text(
        centre,
        egui::Align2::CENTER_CENTER,
        hub_value.to_string(),
        egui::FontId::proportional(16.0),
        text.gamma_multiply(0.7),
    );
    for (i, arm) in arms.iter().enumerate() {
        let Some(crate::engine::layout::Arm {
            first,
            far,
            counted: value,
        }) = *arm
        else {
            continue;
        };
        let towards = if first == hub {
            // A plain lead's free end: its first half grows left, its second right.
            if i == 0 {
                Vec2::new(-1.0, 0.0)
            } else {
                Vec2::new(1.0, 0.0)
            }
        } else {
            let d = centre_of(first).map_or(Vec2::ZERO, |c| c - hub_centre);
            if d.x.abs() >= d.y.abs() {
                Vec2::new(d.x.signum(), 0.0)
            } else {
                Vec2::new(0.0, d.y.signum())
            }
        };
        let bold = Some(far) == last;
        let colour = if bold { accent(ui) } else { text };
        let size = if bold { 26.0 } else { 20.0 };
        painter.text(
            centre + towards * 30.0,
            egui::Align2::CENTER_CENTER,
            value.to_string(),
            egui::FontId::proportional(size),
            colour,
        );
    }
}
