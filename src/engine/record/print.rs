//! Record lines, written once for every writer of `.fives` text: the canonical form
//! (RECORD.md "Checking": `allfives score`: headers in the table's order, one event per line with
//! every placement's `= N`, and a `score:` line after every hand), and a match's events as a
//! record ([`RecordWriter`]: the app's export, random play's records).

use crate::engine::seat::{Seat, Side};
use std::fmt::Write as _;

use super::headers::{Header, Headers};
use super::item::Action;
use crate::engine::game::{Event, Holds, MatchState, Play, Setup};
use crate::engine::rules::{Rules, RulesHeader, yes_no_keyword};
use crate::engine::tile::Tile;

/// `0 + 3 + 2 = 5` (a lone term: `10`, nothing counted: `0`): how a count adds up, in pips.
#[must_use]
pub fn arithmetic(terms: &[u32], total: u32) -> String {
    match terms {
        [] => "0".to_string(),
        [one] if *one == total => total.to_string(),
        _ => {
            let parts: Vec<String> = terms.iter().map(ToString::to_string).collect();
            format!("{} = {total}", parts.join(" + "))
        }
    }
}

/// The scores as a `score:` line body: `Ana 10, Ben 15` (teams as `Ana & Cy 30`), match scale.
#[must_use]
pub(super) fn score_text(game: &MatchState) -> String {
    let mut text = String::new();
    write_scores(&mut text, game);
    text
}

/// Appends [`score_text`] to `out`.
fn write_scores(out: &mut String, game: &MatchState) {
    let setup = game.setup();
    for side in Side::all(setup.sides()) {
        if side.index() > 0 {
            out.push_str(", ");
        }
        for (i, p) in setup.members_iter(side).enumerate() {
            if i > 0 {
                out.push_str(" & ");
            }
            out.push_str(&setup.players[p]);
        }
        out.push(' ');
        write_int(out, i64::from(game.scores()[side]));
    }
}

/// The digits, to append without the formatting machinery.
const DIGITS: [&str; 10] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"];

/// Appends `5-3`.
fn write_tile(out: &mut String, tile: Tile) {
    out.push_str(DIGITS[usize::from(tile.first())]);
    out.push('-');
    out.push_str(DIGITS[usize::from(tile.second())]);
}

/// Appends a whole number; the small ones a record is full of without `fmt`.
fn write_int(out: &mut String, n: i64) {
    match n {
        0..10 => out.push_str(DIGITS[n as usize]),
        10..100 => {
            out.push_str(DIGITS[(n / 10) as usize]);
            out.push_str(DIGITS[(n % 10) as usize]);
        }
        _ => {
            let _ = write!(out, "{n}");
        }
    }
}

/// Appends a header line, `key: value`.
fn write_header(out: &mut String, header: Header, value: &str) {
    out.push_str(header.keyword());
    out.push_str(": ");
    out.push_str(value);
    out.push('\n');
}

/// Appends what `action` says after `NAME: ` (`draw 2`, `holds 6-4 2-1`), the tiles held in
/// brackets when `bracketed` (`holds [6-4] [2-1]`).
fn write_action(out: &mut String, action: &Action, bracketed: bool) {
    match action {
        Action::Place { tile, on } => {
            write_tile(out, *tile);
            if let Some(on) = on {
                out.push_str(" on ");
                write_tile(out, *on);
            }
        }
        Action::Draw(1) => out.push_str("draw"),
        Action::Draw(n) => {
            out.push_str("draw ");
            write_int(out, i64::from(*n));
        }
        Action::Pass => out.push_str("pass"),
        Action::Says(n) => {
            out.push_str("says ");
            write_int(out, i64::from(*n));
        }
        Action::Muggins => out.push_str("muggins"),
        Action::Holds(Holds::Pips(n)) => {
            out.push_str("holds ");
            write_int(out, i64::from(*n));
        }
        Action::Holds(Holds::Tiles(tiles)) => {
            out.push_str("holds");
            for tile in tiles {
                out.push(' ');
                if bracketed {
                    out.push('[');
                    write_tile(out, *tile);
                    out.push(']');
                } else {
                    write_tile(out, *tile);
                }
            }
        }
    }
}

/// The canonical record, written line by line as the replay goes, into one text; or nothing,
/// for a check that does not print ([`super::check`]).
#[derive(Clone, Debug, Default)]
pub(super) struct Printer {
    text: String,
    on: bool,
}

impl Printer {
    /// A record that starts with `headers`, with room for about `size` bytes; a printer that
    /// writes nothing unless `on`.
    pub(super) fn new(headers: &Headers, size: usize, on: bool) -> Printer {
        if !on {
            return Printer::default();
        }
        let mut text = String::with_capacity(size);
        for (header, value) in &headers.given {
            write_header(&mut text, *header, value);
        }
        Printer { text, on }
    }

    /// Whether this printer writes (not for [`super::check`]).
    pub(super) fn is_on(&self) -> bool {
        self.on
    }

    /// A blank line and `hand N`.
    pub(super) fn hand(&mut self, number: u32) {
        if !self.on {
            return;
        }
        self.text.push_str("\nhand ");
        write_int(&mut self.text, i64::from(number));
        self.text.push('\n');
    }

    /// `score: …` with the scores of `game`.
    pub(super) fn score(&mut self, game: &MatchState) {
        if !self.on {
            return;
        }
        self.text.push_str("score: ");
        write_scores(&mut self.text, game);
        self.text.push('\n');
    }

    /// `NAME: `.
    fn name(&mut self, player: &str) {
        self.text.push_str(player);
        self.text.push_str(": ");
    }

    /// A placement as the layout has it (a lead as entered, a placement touching half first)
    /// with its points: `Ana: 5-3 on 5-5 = 0`.
    pub(super) fn placement(&mut self, player: &str, play: &Play) {
        if !self.on {
            return;
        }
        self.name(player);
        write_tile(&mut self.text, play.tile);
        if let Some(on) = play.on {
            self.text.push_str(" on ");
            write_tile(&mut self.text, on);
        }
        self.text.push_str(" = ");
        write_int(&mut self.text, i64::from(play.points));
        self.text.push('\n');
    }

    /// Any other action: `Ben: draw 2`, `Ana: holds 6-4 2-1`.
    pub(super) fn action(&mut self, player: &str, action: &Action) {
        if !self.on {
            return;
        }
        self.name(player);
        write_action(&mut self.text, action, false);
        self.text.push('\n');
    }

    /// The whole text, each line ending with a newline.
    pub(super) fn finish(self) -> String {
        self.text
    }
}

/// How [`RecordWriter`] writes a match's events: which headers, and which of the forms a record
/// may take (RECORD.md) for tiles, holds and comments.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LineForm {
    /// Every rule header the variant uses (`true`), or only those that differ from the
    /// variant's preset; the variant, players and target are always written, the teams of four
    /// players when they are not the preset's (or always, with every rule).
    pub every_rule: bool,
    /// A placement's tile as the player entered it (`3-5 on 5-5`), or touching half first
    /// (`5-3 on 5-5`); a lead is always written as entered.
    pub tiles_as_entered: bool,
    /// The tiles of a `holds` line in brackets (`holds [6-4] [2-1]`).
    pub bracketed_holds: bool,
    /// How each count adds up, in a comment after its `= N` (`= 5  # 0 + 3 + 2 = 5`).
    pub arithmetic: bool,
    /// A hand's given leader stays in a comment on its `hand N` line (`hand 3  # leads: Ana`)
    /// after the lead (`true`), or only while the hand is not led yet (the record has no line
    /// for a leader; a lead names it).
    pub leader_kept: bool,
}

impl LineForm {
    /// The app's export (`allfives export`): short headers, tiles touching half first, nothing
    /// but the leader of a hand not led yet in comments.
    pub const EXPORT: LineForm = LineForm {
        every_rule: false,
        tiles_as_entered: false,
        bracketed_holds: false,
        arithmetic: false,
        leader_kept: false,
    };

    /// Every header, tiles as entered, bracketed holds, the arithmetic and every given leader in
    /// comments: random play's records, which exercise the forms a reader must take.
    pub const ANNOTATED: LineForm = LineForm {
        every_rule: true,
        tiles_as_entered: true,
        bracketed_holds: true,
        arithmetic: true,
        leader_kept: true,
    };
}

/// A match written as a record, event by event (each given with the state just after it): a
/// `hand N` line for a deal, one line per event, a `score:` line for every tally (RECORD.md).
#[derive(Clone, Debug)]
pub struct RecordWriter {
    text: String,
    form: LineForm,
    /// Where the comment naming the current hand's leader is in `text`, until the lead.
    leader_comment: Option<std::ops::Range<usize>>,
}

impl RecordWriter {
    /// An empty record written in `form`.
    #[must_use]
    pub fn new(form: LineForm) -> RecordWriter {
        RecordWriter {
            text: String::new(),
            form,
            leader_comment: None,
        }
    }

    /// A comment line, `# text` (line breaks in `text` become spaces).
    pub fn comment(&mut self, text: &str) {
        self.text.push_str("# ");
        self.text.push_str(&text.replace(['\n', '\r'], " "));
        self.text.push('\n');
    }

    /// One header line, `key: value`.
    pub fn header(&mut self, header: Header, value: &str) {
        write_header(&mut self.text, header, value);
    }

    /// The headers of `setup` in the table's order, as the form says ([`LineForm::every_rule`]).
    pub fn headers(&mut self, setup: &Setup) {
        let n = setup.players.len();
        let rules = &setup.rules;
        let preset = Rules::preset(rules.variant, n);
        let every = self.form.every_rule;
        let rule = |this: &mut RecordWriter, header: RulesHeader, differs: bool, value: &str| {
            if differs || (every && rules.variant.uses(header)) {
                this.header(Header::Rules(header), value);
            }
        };
        self.header(Header::Rules(RulesHeader::Variant), rules.variant.keyword());
        self.header(Header::Players, &setup.players.join(", "));
        if n == 4
            && (every || setup.teams != Setup::new(setup.players.clone(), rules.variant).teams)
        {
            let teams = match &setup.teams {
                Some(_) => format!("{}, {}", setup.side_name(Side(0)), setup.side_name(Side(1))),
                None => "off".into(),
            };
            self.header(Header::Teams, &teams);
        }
        if rules.deal != preset.deal {
            let value = rules
                .deal
                .keyword()
                .unwrap_or_else(|| rules.deal.tiles_each(n).to_string());
            self.header(Header::Rules(RulesHeader::HandSize), &value);
        }
        let scale = rules.scale != preset.scale;
        rule(self, RulesHeader::Scale, scale, rules.scale.keyword());
        self.header(
            Header::Rules(RulesHeader::Target),
            &rules.target.to_string(),
        );
        let exact = rules.exact_target != preset.exact_target;
        let exact_value = yes_no_keyword(rules.exact_target);
        rule(self, RulesHeader::ExactTarget, exact, exact_value);
        let end = rules.end_of_hand != preset.end_of_hand;
        rule(
            self,
            RulesHeader::EndOfHand,
            end,
            rules.end_of_hand.keyword(),
        );
        let muggins = rules.muggins != preset.muggins;
        rule(self, RulesHeader::Muggins, muggins, rules.muggins.keyword());
        let draw = rules.draw_when_able != preset.draw_when_able;
        let draw_value = yes_no_keyword(rules.draw_when_able);
        rule(self, RulesHeader::DrawWhenAble, draw, draw_value);
        let reserve = rules.boneyard_reserve != preset.boneyard_reserve;
        let reserve_value = rules.boneyard_reserve.to_string();
        rule(self, RulesHeader::BoneyardReserve, reserve, &reserve_value);
    }

    /// The line of `event`, given `after`, the match just after it: `hand N` after a blank line
    /// for a deal (with its given leader in a comment), `NAME: T on U = N` for a placement (its
    /// points and the arithmetic from `after`), `score: …` with `after`'s scores for a tally.
    pub fn event(&mut self, event: &Event, after: &MatchState) {
        let name = |p: Seat| {
            after
                .setup()
                .players
                .get(p.index())
                .map_or("?", String::as_str)
        };
        let action = match event {
            Event::HandStarted { leader } => {
                self.text.push_str("\nhand ");
                write_int(
                    &mut self.text,
                    i64::from(after.hand().map_or(1, |h| h.number)),
                );
                self.leader_comment = leader.map(|p| {
                    let start = self.text.len();
                    self.text.push_str("  # leads: ");
                    // Names hold no `#` (RECORD.md "Lexical rules"); a damaged one ends no comment.
                    self.text.push_str(&name(p).replace('#', ""));
                    start..self.text.len()
                });
                self.text.push('\n');
                return;
            }
            Event::TilePlaced { player, tile, on } => {
                return self.placement(name(*player), *tile, *on, after);
            }
            // A record has no line for silence: a `muggins` line with no `says` before it means
            // the placer said nothing (RECORD.md), and unchallenged silence scores as no line.
            Event::NothingSaid { .. } => return,
            Event::Tallied => {
                self.text.push_str("score: ");
                write_scores(&mut self.text, after);
                self.text.push('\n');
                return;
            }
            Event::TilesDrawn { player, count } => (*player, Action::Draw(u32::from(*count))),
            Event::Passed { player } => (*player, Action::Pass),
            Event::PointsAnnounced { player, points } => (*player, Action::Says(*points)),
            Event::MugginsCalled { player } => (*player, Action::Muggins),
            Event::HandRevealed { player, holds } => (*player, Action::Holds(holds.clone())),
        };
        self.text.push_str(name(action.0));
        self.text.push_str(": ");
        write_action(&mut self.text, &action.1, self.form.bracketed_holds);
        self.text.push('\n');
    }

    /// `NAME: T [on U] = N`, the lead as entered and a placement as the form says.
    fn placement(&mut self, player: &str, tile: Tile, on: Option<Tile>, after: &MatchState) {
        let Some(hand) = after.hand() else { return };
        let Some(play) = hand.last_play.as_ref() else {
            return;
        };
        let lead = hand.layout.nodes().len() == 1;
        if lead
            && !self.form.leader_kept
            && let Some(comment) = self.leader_comment.take()
        {
            self.text.replace_range(comment, "");
        }
        let shown = if lead || self.form.tiles_as_entered {
            tile
        } else {
            play.tile
        };
        self.text.push_str(player);
        self.text.push_str(": ");
        write_action(&mut self.text, &Action::Place { tile: shown, on }, false);
        self.text.push_str(" = ");
        write_int(&mut self.text, i64::from(play.points));
        if self.form.arithmetic {
            self.text.push_str("  # ");
            self.text.push_str(&arithmetic(&play.terms, play.total));
        }
        self.text.push('\n');
    }

    /// The record, each line ending with a newline.
    #[must_use]
    pub fn finish(self) -> String {
        self.text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Ana leads 5-5, Ben plays 0-5 (entered outer half first), Ana draws two, a tally.
    fn written(form: LineForm) -> String {
        let setup = Setup::new(
            vec!["Ana".into(), "Ben".into()],
            crate::engine::Variant::AllFives,
        );
        let tile = |t: &str| t.parse::<Tile>().unwrap();
        let events = [
            Event::HandStarted {
                leader: Some(Seat(0)),
            },
            Event::TilePlaced {
                player: Seat(0),
                tile: tile("5-5"),
                on: None,
            },
            Event::TilePlaced {
                player: Seat(1),
                tile: tile("0-5"),
                on: Some(tile("5-5")),
            },
            Event::TilesDrawn {
                player: Seat(0),
                count: 2,
            },
            Event::Tallied,
        ];
        let mut out = RecordWriter::new(form);
        out.comment("Friday\nat Rose's");
        out.headers(&setup);
        let mut state = MatchState::new(setup);
        for event in &events {
            state.apply(event).unwrap();
            out.event(event, &state);
        }
        out.finish()
    }

    #[test]
    fn the_export_form_is_short_and_the_annotated_form_writes_every_form() {
        assert_eq!(
            written(LineForm::EXPORT),
            "# Friday at Rose's\nvariant: all-fives\nplayers: Ana, Ben\ntarget: 250\n\nhand 1\n\
             Ana: 5-5 = 10\nBen: 5-0 on 5-5 = 10\nAna: draw 2\nscore: Ana 10, Ben 10\n"
        );
        assert_eq!(
            written(LineForm::ANNOTATED),
            "# Friday at Rose's\nvariant: all-fives\nplayers: Ana, Ben\nscale: points\n\
             target: 250\nexact-target: no\nend-of-hand: opponents\nmuggins: off\n\
             draw-when-able: no\nboneyard-reserve: 0\n\nhand 1  # leads: Ana\n\
             Ana: 5-5 = 10  # 10\nBen: 0-5 on 5-5 = 10  # 10 + 0 = 10\nAna: draw 2\n\
             score: Ana 10, Ben 10\n"
        );
    }

    #[test]
    fn a_leader_comment_stays_until_the_lead_and_holds_and_scores_are_written() {
        let setup = Setup::new(
            vec!["Ana".into(), "Ben".into()],
            crate::engine::Variant::AllFives,
        );
        let mut state = MatchState::new(setup.clone());
        let mut out = RecordWriter::new(LineForm::EXPORT);
        let deal = Event::HandStarted {
            leader: Some(Seat(1)),
        };
        state.apply(&deal).unwrap();
        out.event(&deal, &state);
        assert_eq!(out.clone().finish(), "\nhand 1  # leads: Ben\n");
        let reveal = Event::HandRevealed {
            player: Seat(0),
            holds: Holds::Tiles(vec!["6-4".parse().unwrap()]),
        };
        let mut shown = RecordWriter::new(LineForm::ANNOTATED);
        shown.event(&reveal, &state);
        shown.event(&Event::Tallied, &state);
        assert_eq!(shown.finish(), "Ana: holds [6-4]\nscore: Ana 0, Ben 0\n");
        let mut plain = RecordWriter::new(LineForm::EXPORT);
        plain.event(&reveal, &state);
        assert_eq!(plain.finish(), "Ana: holds 6-4\n");
    }

    #[test]
    fn arithmetic_shows_how_the_count_adds_up() {
        assert_eq!(arithmetic(&[0, 3, 2], 5), "0 + 3 + 2 = 5");
        assert_eq!(arithmetic(&[10], 10), "10");
        assert_eq!(arithmetic(&[], 0), "0");
    }
}
