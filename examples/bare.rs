//! A bare eframe window built with the app's eframe features and window options, to compare
//! start-up against: a label in a central panel, nothing else.
//!
//! ```text
//! cargo run --release --example bare -- --screenshot bare.png [--timings]
//! ```
//!
//! `--screenshot FILE.png` takes the picture on the third frame and exits, as the app's own flag
//! does (the same code); `--timings` prints what the app's does.

use allfives::app::Screenshot;
use allfives::app::Timed;

/// The window: one label.
struct Bare {
    screenshot: Option<Screenshot>,
}

impl eframe::App for Bare {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        egui::CentralPanel::default().show(ui, |ui| {
            ui.label("A bare eframe window.");
        });
        if let Some(shot) = &mut self.screenshot
            && shot.after_frame(ui.ctx())
        {
            self.screenshot = None;
        }
    }
}

fn main() {
    let start = std::time::Instant::now();
    let args: Vec<String> = std::env::args().skip(1).collect();
    let screenshot = args
        .iter()
        .position(|a| a == "--screenshot")
        .and_then(|i| args.get(i + 1))
        .map(|path| Screenshot::new(path.into()));
    let timings = args.iter().any(|a| a == "--timings");
    // The app's options (src/main.rs).
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("bare")
            .with_inner_size([1280.0, 800.0])
            .with_min_inner_size([900.0, 600.0]),
        ..Default::default()
    };
    let app = Bare { screenshot };
    let run = eframe::run_native(
        "bare",
        options,
        Box::new(move |_cc| -> Result<Box<dyn eframe::App>, _> {
            if timings {
                Ok(Box::new(Timed::new(app, start)))
            } else {
                Ok(Box::new(app))
            }
        }),
    );
    if let Err(e) = run {
        eprintln!("bare: cannot open the window: {e}");
        std::process::exit(1);
    }
}
