//! Shows the domino painter and the layout view, then saves a screenshot and quits.
//!
//! `cargo run --example layout_demo -- OUT.png [--dark] [--size WxH] [--debug] [RECORD.fives]`
//! (`--size`: only the layout, filling a window of that size)
//! (under Xvfb: `xvfb-run -a -s "-screen 0 1280x800x24" cargo run --example layout_demo -- /tmp/layout.png`).
//! RECORD may also be `random:every:SEED` (or `random:first:…`, `random:none:…`): a random
//! hand played out. Without a record it shows the largest hand of `../shared/vectors/matches/all-fives-2p.fives`.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use allfives::app::domino::{TileLook, arrange, layout_view, tile_button};
use allfives::engine::record::replay;
use allfives::engine::{Event, Game, Layout, SpinnerPolicy, Tile};
use eframe::egui;

/// The layout of every hand in a record (as it stood when the hand ended).
fn hands(path: &Path) -> Vec<Layout> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let replayed = replay(&text);
    let mut game = Game::new(replayed.setup.clone().expect("valid headers"));
    let mut out = Vec::new();
    for (_, event) in &replayed.events {
        if matches!(event, Event::HandStarted { .. })
            && let Some(hand) = game.hand()
        {
            out.push(hand.layout.clone());
        }
        game.apply(event).expect("valid record");
    }
    if let Some(hand) = game.hand() {
        out.push(hand.layout.clone());
    }
    out.retain(|l| !l.is_empty());
    out
}

/// A random hand played until no tile fits (the same generator as tests/domino_geometry.rs).
fn random_layout(policy: SpinnerPolicy, seed: u64) -> Layout {
    let mut state = seed;
    let mut next = |n: usize| {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((state >> 33) as usize) % n
    };
    let mut layout = Layout::new(policy);
    let mut tiles: Vec<Tile> = Tile::all().collect();
    let lead = tiles.remove(next(tiles.len()));
    let lead = if next(2) == 0 {
        lead
    } else {
        Tile::new(lead.second(), lead.first()).unwrap()
    };
    let place = layout.find_place(lead, None).unwrap();
    layout.place(lead, place).unwrap();
    loop {
        let options: Vec<_> = tiles
            .iter()
            .flat_map(|&t| layout.places(t).into_iter().map(move |p| (t, p)))
            .collect();
        if options.is_empty() {
            return layout;
        }
        let (tile, place) = options[next(options.len())];
        layout.place(tile, place).unwrap();
        tiles.retain(|&t| t != tile);
    }
}

struct Demo {
    out: PathBuf,
    frame: u32,
    shot: Arc<Mutex<Option<Arc<egui::ColorImage>>>>,
    big: Layout,
    spinner: Layout,
    clicked: Option<usize>,
    /// Only the big layout, filling the window (`--size WxH`).
    only_layout: bool,
    /// Node numbers and links to parents over the layout (`--debug`).
    debug: bool,
}

/// Draws each node's index and a line to its parent (to check the drawing by eye).
fn debug_overlay(ui: &egui::Ui, layout: &Layout, area: egui::Rect) {
    let tiles = arrange(layout, area);
    let painter = ui.painter();
    for t in &tiles {
        if let Some((p, _)) = layout.nodes()[t.node].parent {
            painter.line_segment(
                [t.rect.center(), tiles[p].rect.center()],
                egui::Stroke::new(2.0, egui::Color32::RED),
            );
        }
    }
    for t in &tiles {
        painter.text(
            t.rect.center(),
            egui::Align2::CENTER_CENTER,
            t.node.to_string(),
            egui::FontId::proportional(16.0),
            egui::Color32::from_rgb(200, 0, 200),
        );
    }
}

/// Node indexes with a free end (to show the glow).
fn open_nodes(layout: &Layout) -> Vec<usize> {
    layout
        .nodes()
        .iter()
        .enumerate()
        .filter(|(_, n)| n.ends.iter().any(|e| e.is_free()))
        .map(|(i, _)| i)
        .collect()
}

impl eframe::App for Demo {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.frame += 1;
        if self.only_layout {
            egui::CentralPanel::default()
                .frame(egui::Frame::NONE)
                .show(ui, |ui| {
                    let last = self.big.nodes().len().checked_sub(1);
                    let area = ui.available_rect_before_wrap();
                    layout_view(ui, &self.big, &open_nodes(&self.big), last);
                    if self.debug {
                        debug_overlay(ui, &self.big, area);
                    }
                });
        } else {
            self.panels(ui);
        }
        self.screenshot(ui);
    }
}

impl Demo {
    fn panels(&mut self, ui: &mut egui::Ui) {
        egui::Panel::top("picker").show(ui, |ui| {
            ui.add_space(4.0);
            ui.horizontal_wrapped(|ui| {
                let size = egui::vec2(56.0, 28.0);
                for (i, tile) in Tile::all().enumerate() {
                    let played = self.big.contains(tile);
                    let look = TileLook {
                        faded: played,
                        glow: i == 20,
                        outline: false,
                    };
                    let enabled = !played && i % 5 != 1;
                    tile_button(ui, tile, size, look, enabled);
                }
            });
            ui.horizontal(|ui| {
                ui.label("big buttons:");
                for (i, t) in ["6-6", "5-3", "4-2", "1-0"].iter().enumerate() {
                    let look = TileLook {
                        faded: i == 3,
                        glow: i == 1,
                        outline: i == 2,
                    };
                    tile_button(ui, t.parse().unwrap(), egui::vec2(120.0, 60.0), look, true);
                }
                for t in ["3-1", "2-0"] {
                    tile_button(
                        ui,
                        t.parse().unwrap(),
                        egui::vec2(40.0, 20.0),
                        TileLook::default(),
                        true,
                    );
                }
            });
            ui.add_space(4.0);
        });
        egui::Panel::bottom("spinner")
            .exact_size(260.0)
            .show(ui, |ui| {
                let last = self.spinner.nodes().len().checked_sub(1);
                layout_view(ui, &self.spinner, &[0, 2], last);
            });
        egui::CentralPanel::default().show(ui, |ui| {
            let candidates = open_nodes(&self.big);
            let last = self.big.nodes().len().checked_sub(1);
            if let Some(n) = layout_view(ui, &self.big, &candidates, last) {
                self.clicked = Some(n);
            }
        });
    }

    fn screenshot(&mut self, ui: &mut egui::Ui) {
        let ctx = ui.ctx().clone();
        if self.frame == 3 {
            let slot = self.shot.clone();
            let waker = ctx.clone();
            ctx.request_screenshot(move |image| {
                *slot.lock().unwrap() = Some(image);
                waker.request_repaint();
            });
        }
        if let Some(image) = self.shot.lock().unwrap().take() {
            let [w, h] = image.size;
            let bytes: Vec<u8> = image.pixels.iter().flat_map(|c| c.to_array()).collect();
            image::save_buffer(
                &self.out,
                &bytes,
                w as u32,
                h as u32,
                image::ColorType::Rgba8,
            )
            .expect("save png");
            println!("saved {} ({w}x{h})", self.out.display());
            ctx.send_viewport_cmd(egui::ViewportCommand::Close);
        }
        ctx.request_repaint();
    }
}

fn main() -> eframe::Result {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let dark = args.iter().any(|a| a == "--dark");
    args.retain(|a| a != "--dark");
    let debug = args.iter().any(|a| a == "--debug");
    args.retain(|a| a != "--debug");
    let mut size = None;
    if let Some(i) = args.iter().position(|a| a == "--size") {
        let spec = args.remove(i + 1);
        args.remove(i);
        let (w, h) = spec.split_once('x').expect("--size WxH");
        size = Some([
            w.parse::<f32>().expect("width"),
            h.parse::<f32>().expect("height"),
        ]);
    }
    let out = PathBuf::from(
        args.first()
            .cloned()
            .unwrap_or_else(|| "/tmp/layout.png".into()),
    );
    let shared = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/vectors");
    let record = args
        .get(1)
        .map(PathBuf::from)
        .unwrap_or_else(|| shared.join("matches/all-fives-2p.fives"));
    let big = match args.get(1).and_then(|a| a.strip_prefix("random:")) {
        Some(spec) => {
            let (policy, seed) = spec.split_once(':').expect("random:POLICY:SEED");
            let policy = match policy {
                "every" => SpinnerPolicy::EveryDouble,
                "none" => SpinnerPolicy::None,
                _ => SpinnerPolicy::FirstDouble,
            };
            random_layout(policy, seed.parse().expect("seed"))
        }
        None => hands(&record)
            .into_iter()
            .max_by_key(|l| l.nodes().len())
            .expect("a hand"),
    };
    let spinner = hands(&shared.join("all-fives-max-35.fives"))
        .pop()
        .expect("a hand");
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default().with_inner_size(size.unwrap_or([1280.0, 800.0])),
        ..Default::default()
    };
    eframe::run_native(
        "layout demo",
        options,
        Box::new(move |cc| {
            cc.egui_ctx.set_theme(if dark {
                egui::Theme::Dark
            } else {
                egui::Theme::Light
            });
            Ok(Box::new(Demo {
                out,
                frame: 0,
                shot: Arc::default(),
                big,
                spinner,
                clicked: None,
                only_layout: size.is_some(),
                debug,
            }))
        }),
    )
}
