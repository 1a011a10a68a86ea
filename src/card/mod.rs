//! A finished match on one image to share in a phone's chat: a PNG [`WIDTH`] pixels wide with the
//! match's name and note, the date and rules, the players or sides with their final scores and
//! the winner, the score race, each hand's points and the biggest play — in English or Kreyòl
//! (the app's Fluent words), in the app's own font (DejaVu Sans, `assets/fonts/`).
//!
//! The card is an SVG (drawn by `svg.rs`) rendered by resvg, a pure-Rust rasteriser: no window, no
//! display and no GPU, so `allfives card` makes the same image the app does.

mod svg;

use std::fmt;
use std::sync::{Arc, OnceLock};

use resvg::{tiny_skia, usvg};

use crate::store::SaveFile;
use crate::store::summary::{HandTally, Summary, tally_hands};

/// The card's width, pixels (a phone's chat shows it full width).
pub const WIDTH: u32 = 1080;

/// The font the card is drawn with: the app's DejaVu Sans.
pub const FONT: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans.ttf");

/// The family name of [`FONT`], as the SVG asks for it.
const FAMILY: &str = "DejaVu Sans";

/// Why a card was not made.
#[derive(Debug)]
pub enum CardError {
    /// The match has no winner yet: a card shows a final.
    Unfinished,
    /// The drawing could not be read back (a bug: the SVG is ours).
    Svg(usvg::Error),
    /// The image could not be made or encoded.
    Image(String),
}

impl fmt::Display for CardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CardError::Unfinished => f.write_str("the match is not finished: a card shows a final"),
            CardError::Svg(e) => write!(f, "the card's drawing is not valid SVG: {e}"),
            CardError::Image(e) => write!(f, "the card's image could not be made: {e}"),
        }
    }
}

impl std::error::Error for CardError {}

/// One hand as the card shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardHand {
    /// 1 for the first hand.
    pub number: u32,
    /// The points each side made in the hand (plays and award), match scale.
    pub points: Vec<i32>,
    /// Each side's score after the hand, match scale.
    pub scores: Vec<i32>,
}

/// The biggest scoring play of the match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BiggestPlay {
    /// Who made it.
    pub player: String,
    /// Its count's points, raw points.
    pub points: u32,
    /// The hand it was made in.
    pub hand: u32,
}

/// What the card writes and the colours it draws its sides in, as values: the card only places
/// them. The app says them in its language (its `I18n` implements [`Words`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CardWords {
    /// The match's rules in one line (variant, target, house rules).
    pub rules: String,
    /// The heading of the sides' rows (`Final scores`).
    pub final_scores: String,
    /// Under the winner's name.
    pub winner: String,
    /// The score race's heading.
    pub race: String,
    /// The hands table's heading.
    pub per_hand: String,
    /// The biggest play's heading.
    pub best: String,
    /// Before the target's number on the score race.
    pub target: String,
    /// The biggest play's count (`12 points`), raw points; empty without one.
    pub best_points: String,
    /// The biggest play's hand (`Hand 3`); empty without one.
    pub best_hand: String,
    /// Each hand's label (`Hand 1`…), in the order of [`Card::hands`].
    pub hands: Vec<String>,
    /// Each side's colour (its name's, the same as on the club's charts), `[r, g, b]`, in side
    /// order; repeated when there are more sides.
    pub pegs: Vec<[u8; 3]>,
}

/// What says a card's words ([`CardWords`]) for one card: the app's words, in their language.
pub trait Words {
    /// The words and colours of `card`.
    fn card_words(&self, card: &Card) -> CardWords;
}

/// What a card shows, gathered from a match file.
#[derive(Clone, Debug, PartialEq)]
pub struct Card {
    /// The match in a few numbers: names, note, date, rules, final scores, winner.
    pub summary: Summary,
    /// Every hand, in order.
    pub hands: Vec<CardHand>,
    /// The biggest scoring play, if any play scored.
    pub biggest: Option<BiggestPlay>,
}

impl Card {
    /// The card of a saved match.
    ///
    /// # Errors
    /// [`CardError::Unfinished`] when the match has no winner.
    pub fn of(save: &SaveFile) -> Result<Card, CardError> {
        let summary = Summary::of(save);
        if !summary.finished() {
            return Err(CardError::Unfinished);
        }
        let tally = tally_hands(&save.log);
        Ok(Card {
            hands: hands(&tally, save.log.setup().sides()),
            biggest: biggest(&tally, &save.log.setup().players),
            summary,
        })
    }

    /// The card as SVG text, in the words `words` give it (the app's words in their language).
    #[must_use]
    pub fn svg<W: Words + ?Sized>(&self, words: &W) -> String {
        svg::draw(self, &words.card_words(self))
    }

    /// The card as a PNG file's bytes, [`WIDTH`] pixels wide, in the words `words` give it.
    ///
    /// # Errors
    /// [`CardError::Svg`] or [`CardError::Image`] (neither is expected).
    pub fn png<W: Words + ?Sized>(&self, words: &W) -> Result<Vec<u8>, CardError> {
        render_png(&self.svg(words))
    }
}

/// Each hand's points and the scores after it, from the tally of a match of `sides` sides.
fn hands(tally: &[HandTally], sides: usize) -> Vec<CardHand> {
    let mut before = vec![0; sides];
    tally
        .iter()
        .map(|h| {
            let points = h
                .scores
                .iter()
                .zip(&before)
                .map(|(after, before)| after - before)
                .collect();
            before.clone_from(&h.scores);
            CardHand {
                number: h.number,
                points,
                scores: h.scores.clone(),
            }
        })
        .collect()
}

/// The first of the biggest scoring plays (raw points), with who made it and in which hand.
fn biggest(tally: &[HandTally], players: &[String]) -> Option<BiggestPlay> {
    let mut best: Option<BiggestPlay> = None;
    for hand in tally {
        for (seat, p) in hand.players.iter().enumerate() {
            if p.best_play > best.as_ref().map_or(0, |b| b.points) {
                best = Some(BiggestPlay {
                    player: players[seat].clone(),
                    points: p.best_play,
                    hand: hand.number,
                });
            }
        }
    }
    best
}

/// The options every card is read with: [`FONT`] as the only font and the default family (no
/// system fonts are read, so every machine draws the same pixels).
fn options() -> usvg::Options<'static> {
    static FONTS: OnceLock<Arc<usvg::fontdb::Database>> = OnceLock::new();
    let fonts = FONTS.get_or_init(|| {
        let mut fonts = usvg::fontdb::Database::new();
        fonts.load_font_data(FONT.to_vec());
        Arc::new(fonts)
    });
    usvg::Options {
        font_family: FAMILY.to_string(),
        fontdb: fonts.clone(),
        ..usvg::Options::default()
    }
}

/// How wide `text` is at `size` pixels in [`FONT`], pixels (0 when it cannot be laid out).
fn text_width(text: &str, size: f64) -> f64 {
    let svg = format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text x="0" y="0" font-size="{size}">{}</text></svg>"#,
        svg::escape(text)
    );
    usvg::Tree::from_str(&svg, &options()).map_or(0.0, |tree| {
        f64::from(tree.root().abs_bounding_box().width())
    })
}

/// Renders SVG text to PNG bytes at its own size, with [`FONT`] as the only font.
///
/// # Errors
/// [`CardError::Svg`] for text that is not SVG, [`CardError::Image`] for a size of zero or an
/// encoding failure.
pub fn render_png(svg: &str) -> Result<Vec<u8>, CardError> {
    let tree = usvg::Tree::from_str(svg, &options()).map_err(CardError::Svg)?;
    let size = tree.size().to_int_size();
    let mut pixmap = tiny_skia::Pixmap::new(size.width(), size.height())
        .ok_or_else(|| CardError::Image("an empty image".into()))?;
    resvg::render(&tree, tiny_skia::Transform::default(), &mut pixmap.as_mut());
    pixmap
        .encode_png()
        .map_err(|e| CardError::Image(e.to_string()))
}
