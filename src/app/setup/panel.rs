//! The new-match screen: the players in seating order, teams, the variant and every house rule
//! (RULES.md §2–§6), then Start match.

use egui::RichText;

use crate::app::i18n::Arg;
use crate::app::panels::PanelCtx;
use crate::app::setup::form::NewMatchForm;
use crate::app::status::Status;
use crate::app::widgets::big_button;
use crate::app::{SetupCommand, ShellCommand, text, theme};
use crate::engine::{Rules, Setup, Variant};

/// The width of the form's column (points).
const WIDTH: f32 = 520.0;

/// What the new-match screen reads beside its form.
#[derive(Clone, Copy, Debug)]
pub struct Around<'a> {
    /// The status line, if there is one.
    pub status: Option<&'a Status>,
    /// Whether a match is in play and not over (the screen offers to go back to it).
    pub unfinished: bool,
}

/// What the new-match screen draws with: its form to fill in, what it reads beside it.
pub type FormCtx<'a> = PanelCtx<'a, &'a mut NewMatchForm, Around<'a>>;

/// Draws the new-match screen: the form scrolls; the rules line and Start stay in view at the
/// bottom, under the house rules.
pub fn show(cx: &mut FormCtx<'_>, ui: &mut egui::Ui) {
    // What had the keyboard before this frame's keys: Enter in a number field confirms it.
    let focused = ui.memory(|m| m.focused());
    let mut name_fields = Vec::new();
    egui::Panel::bottom("start-match").show(ui, |ui| {
        centred(ui, |ui| {
            ui.add_space(8.0);
            start(cx, ui);
            crate::app::panels::status_line(cx.i18n, cx.table.status, ui);
            let variant = cx.view.rules.variant.keyword();
            let source = cx.i18n.t(&format!("rules-source-{variant}"));
            ui.label(RichText::new(source).size(theme::NOTE));
            ui.add_space(6.0);
        });
    });
    egui::CentralPanel::default().show(ui, |ui| {
        egui::ScrollArea::vertical().show(ui, |ui| {
            ui.vertical_centered(|ui| {
                ui.add_space(12.0);
                let title = RichText::new(cx.i18n.t("new-match")).size(theme::TITLE);
                ui.label(title.strong());
                ui.add_space(8.0);
            });
            centred(ui, |ui| {
                name_fields = players(cx, ui);
                ui.add_space(10.0);
                variant_row(cx, ui);
                ui.add_space(6.0);
                egui::CollapsingHeader::new(
                    RichText::new(cx.i18n.t("hr-title"))
                        .size(theme::HEADING)
                        .strong(),
                )
                .id_salt("house-rules")
                .default_open(false)
                .show(ui, |ui| {
                    let rules = RichText::new(cx.i18n.t("rules-open")).size(theme::TEXT);
                    if ui.button(rules).clicked() {
                        cx.command(ShellCommand::ShowRules);
                    }
                    house_rules(cx, ui);
                });
                ui.add_space(10.0);
            });
        });
    });
    // Enter starts the match once the form is complete, from a name field or from no field;
    // in a number field (the deal, the target) it confirms the number.
    let from_names = focused.is_none_or(|id| name_fields.contains(&id));
    let enter = ui.input(|i| i.key_pressed(egui::Key::Enter));
    if enter && from_names && cx.view.setup().is_ok() {
        cx.command(SetupCommand::Start);
    }
}

/// `add` in a column [`WIDTH`] wide, in the middle of the screen.
fn centred(ui: &mut egui::Ui, add: impl FnOnce(&mut egui::Ui)) {
    ui.horizontal(|ui| {
        ui.add_space((ui.available_width() - WIDTH).max(0.0) / 2.0);
        ui.vertical(|ui| {
            ui.set_max_width(WIDTH);
            add(ui);
        });
    });
}

/// The names in seating order, with Add and Remove, and the teams when there are four. Returns
/// the name fields' ids.
fn players(cx: &mut FormCtx<'_>, ui: &mut egui::Ui) -> Vec<egui::Id> {
    let i18n = cx.i18n;
    let form = &mut cx.view;
    ui.label(
        RichText::new(i18n.t("players"))
            .size(theme::HEADING)
            .strong(),
    );
    ui.label(i18n.t("new-match-hint"));
    let mut remove = None;
    let mut fields = Vec::new();
    let count = form.names.len();
    for (i, name) in form.names.iter_mut().enumerate() {
        ui.horizontal(|ui| {
            let seat = i18n.tr("player-n", &[("n", Arg::N(i as i64 + 1))]);
            let label = ui.label(RichText::new(seat).size(theme::HEADING));
            let edit = egui::TextEdit::singleline(name)
                .hint_text(i18n.t("name-placeholder"))
                .font(egui::FontId::proportional(theme::HEADING))
                .desired_width(240.0);
            fields.push(ui.add(edit).labelled_by(label.id).id);
            if count > *Setup::PLAYERS.start() && ui.button(i18n.t("remove-player")).clicked() {
                remove = Some(i);
            }
        });
    }
    if let Some(i) = remove {
        form.names.remove(i);
        form.players_changed();
    }
    let add = RichText::new(format!("+ {}", i18n.t("add-player"))).size(theme::TEXT);
    if count < *Setup::PLAYERS.end() && ui.button(add).clicked() {
        form.names.push(String::new());
        form.players_changed();
    }
    if form.names.len() == Setup::TEAM_PLAYERS {
        ui.add_space(6.0);
        let toggle = RichText::new(i18n.t("teams-toggle")).size(theme::TEXT);
        ui.checkbox(&mut form.teams, toggle);
        if form.teams {
            let n = &form.names;
            let pair = |a: usize, b: usize| format!("{} & {}", n[a].trim(), n[b].trim());
            let teams = i18n.tr(
                "teams-line",
                &[("a", Arg::S(&pair(0, 2))), ("b", Arg::S(&pair(1, 3)))],
            );
            ui.label(RichText::new(teams).size(theme::TEXT));
        }
    }
    fields
}

/// The rules in one line, why the match cannot start yet, Start match and Back to the match.
fn start(cx: &mut FormCtx<'_>, ui: &mut egui::Ui) {
    let form = &cx.view;
    let rules = text::rules_line(cx.i18n, &form.rules, form.names.len());
    ui.label(RichText::new(rules).size(theme::BAR));
    ui.add_space(10.0);
    let valid = form.setup();
    // A refusal is shown once every seat has a name; while the names are being typed, Start
    // says quietly which one it waits for.
    match &valid {
        Err(why) if form.names_filled() => {
            ui.colored_label(
                theme::error(ui.visuals()),
                text::setup_error_text(cx.i18n, why),
            );
        }
        Err(why) => {
            let waiting = cx.i18n.tr(
                "start-waits",
                &[("why", Arg::S(&text::setup_error_text(cx.i18n, why)))],
            );
            ui.label(RichText::new(waiting).size(theme::TEXT).weak());
        }
        Ok(_) => {}
    }
    ui.horizontal(|ui| {
        if big_button(ui, cx.i18n.t("start-match"), valid.is_ok()).clicked() {
            cx.command(SetupCommand::Start);
        }
        let unfinished = cx.table.unfinished;
        if unfinished && big_button(ui, cx.i18n.t("back-to-match"), true).clicked() {
            cx.command(SetupCommand::Back);
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
        let label = ui.label(RichText::new(name).size(theme::TEXT).strong());
        control(ui, label.id);
    });
    ui.label(RichText::new(help).size(theme::NOTE));
}

/// A drop-down of `options` labelled by `label`, kept apart from the others by `id`.
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
        .selected_text(RichText::new(selected).size(theme::BAR))
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
fn variant_row(cx: &mut FormCtx<'_>, ui: &mut egui::Ui) {
    let i18n = cx.i18n;
    let form = &mut cx.view;
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
fn house_rules(cx: &mut FormCtx<'_>, ui: &mut egui::Ui) {
    use crate::engine::{Deal, EndOfHand, MugginsRule, RulesHeader, Scale};
    let i18n = cx.i18n;
    let form = &mut cx.view;
    let players = form.names.len();
    let variant = form.rules.variant;
    ui.label(
        RichText::new(i18n.t("hr-reset-note"))
            .size(theme::NOTE)
            .weak(),
    );
    // A refusal of the rules themselves, whatever the names: said beside the field it is about.
    let refusal = form.rules.validate(players).err();
    let beside = |ui: &mut egui::Ui, header: RulesHeader| {
        if let Some(why) = refusal.as_ref().filter(|why| why.header() == header) {
            let why = RichText::new(text::rules_error_text(i18n, why)).size(theme::NOTE);
            ui.colored_label(theme::error(ui.visuals()), why);
        }
    };
    let rules = &mut form.rules;
    let sizes = |d: Deal| {
        Setup::PLAYERS
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
    let deal_help = match rules.deal {
        Deal::Pagat => i18n.t("deal-help-pagat"),
        Deal::European => i18n.t("deal-help-european"),
        Deal::NewsomeBorn => i18n.t("deal-help-newsome-born"),
        Deal::Each(n) => i18n.tr("deal-help-each", &[("n", Arg::N(i64::from(n)))]),
        preset => i18n.tr(
            "deal-help-preset",
            &[
                ("variant", Arg::S(&variant.to_string())),
                ("sizes", Arg::S(&sizes(preset))),
            ],
        ),
    };
    rule_row(ui, &i18n.t("deal"), &deal_help, |ui, id| {
        combo(ui, "deal", id, &mut rules.deal, &deals);
        if let Deal::Each(n) = &mut rules.deal {
            ui.add(egui::DragValue::new(n).range(1..=(28 / players as u8)))
                .labelled_by(id);
        }
    });
    if rules.drawing() {
        let help = if rules.draw_when_able {
            "draw-when-able-help-yes"
        } else {
            "draw-when-able-help-no"
        };
        rule_row(ui, &i18n.t("draw-when-able"), &i18n.t(help), |ui, id| {
            ui.checkbox(&mut rules.draw_when_able, "").labelled_by(id);
        });
        let reserves: Vec<(u8, String)> = (0..=2).map(|n| (n, n.to_string())).collect();
        let help = i18n.tr(
            "reserve-help-n",
            &[("n", Arg::N(i64::from(rules.boneyard_reserve)))],
        );
        rule_row(ui, &i18n.t("reserve"), &help, |ui, id| {
            combo(ui, "reserve", id, &mut rules.boneyard_reserve, &reserves);
        });
        beside(ui, RulesHeader::BoneyardReserve);
    }
    if variant != Variant::FivesAndThrees {
        let ends: Vec<(EndOfHand, String)> = [
            EndOfHand::Opponents,
            EndOfHand::OpponentsEach,
            EndOfHand::Difference,
            EndOfHand::Own,
        ]
        .into_iter()
        .map(|e| (e, text::end_of_hand_text(i18n, variant, e)))
        .collect();
        // The pips round to the variant's unit: to 3 in All Threes (RULES.md §4).
        let unit = [("unit", Arg::N(i64::from(variant.unit())))];
        let help = i18n.tr(&format!("eoh-help-{}", rules.end_of_hand.keyword()), &unit);
        rule_row(ui, &i18n.t("end-of-hand"), &help, |ui, id| {
            combo(ui, "end-of-hand", id, &mut rules.end_of_hand, &ends);
        });
        let mut scales = vec![(Scale::Points, i18n.t("scale-points"))];
        scales.push(if variant == Variant::AllThrees {
            (Scale::Threes, i18n.t("scale-threes"))
        } else {
            (Scale::Fives, i18n.t("scale-fives"))
        });
        let before = rules.scale;
        let help = match rules.scale {
            Scale::Points => i18n.t("scale-help-points"),
            Scale::Fives => i18n.t("scale-help-fives"),
            Scale::Threes => i18n.t("scale-help-threes"),
        };
        rule_row(ui, &i18n.t("scale"), &help, |ui, id| {
            combo(ui, "scale", id, &mut rules.scale, &scales);
        });
        if rules.scale != before && !form.target_edited {
            rules.target = rules.default_target(players);
        }
    } else {
        ui.label(RichText::new(i18n.t("eoh-chip-out")).size(theme::SMALL));
    }
    let before = rules.target;
    let target_hint = if rules.exact_target {
        "target-hint-exact"
    } else {
        "target-hint"
    };
    rule_row(ui, &i18n.t("target"), &i18n.t(target_hint), |ui, id| {
        ui.add(
            egui::DragValue::new(&mut rules.target)
                .range(1..=10_000)
                .speed(1.0),
        )
        .labelled_by(id);
        ui.checkbox(&mut rules.exact_target, i18n.t("exact-target"));
    });
    let exact_help = if rules.exact_target {
        "exact-target-help"
    } else {
        "exact-target-help-no"
    };
    ui.label(RichText::new(i18n.t(exact_help)).size(theme::NOTE));
    if rules.target != before {
        form.target_edited = true;
    }
    let muggins = [
        (MugginsRule::Off, i18n.t("muggins-off")),
        (MugginsRule::Forfeit, i18n.t("muggins-forfeit")),
        (MugginsRule::Steal, i18n.t("muggins-steal")),
    ];
    let help = match rules.muggins {
        MugginsRule::Off => i18n.t("muggins-help-off"),
        MugginsRule::Forfeit => i18n.t("muggins-help-forfeit"),
        MugginsRule::Steal => i18n.t("muggins-help-steal"),
    };
    rule_row(ui, &i18n.t("muggins-rule"), &help, |ui, id| {
        combo(ui, "muggins", id, &mut rules.muggins, &muggins);
    });
}
