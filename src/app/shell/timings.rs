//! `--timings`: how long the window took to show its first frame, and what each frame cost.
//!
//! [`Timed`] wraps the app. It writes to stderr (stdout stays the CLI's): when the first frame
//! has been drawn, `first frame drawn 182.4 ms after start`; then, for every frame, the CPU
//! time eframe measured for it (the UI and the painting, without waiting for the screen); and
//! when the window closes a summary: how many frames, their median, 90th percentile and maximum.

use std::time::{Duration, Instant};

/// An eframe app that times the one it wraps.
pub struct Timed<A> {
    app: A,
    start: Instant,
    frames: u32,
    /// Milliseconds of CPU per drawn frame, from eframe's own measure.
    cpu_ms: Vec<f32>,
}

impl<A> Timed<A> {
    /// Times `app`, counting from `start` (taken first thing in `main`).
    pub fn new(app: A, start: Instant) -> Timed<A> {
        Timed {
            app,
            start,
            frames: 0,
            cpu_ms: Vec::new(),
        }
    }

    /// The summary line: `12 frames: median 1.10 ms, 90% 1.52 ms, max 9.81 ms CPU`.
    fn summary(&self) -> String {
        summary(&self.cpu_ms)
    }
}

/// The summary of frame times in milliseconds.
fn summary(ms: &[f32]) -> String {
    if ms.is_empty() {
        return "no frame timed".to_string();
    }
    let mut sorted = ms.to_vec();
    sorted.sort_by(f32::total_cmp);
    let at = |q: f32| sorted[((sorted.len() - 1) as f32 * q).round() as usize];
    format!(
        "{} frames: median {:.2} ms, 90% {:.2} ms, max {:.2} ms CPU",
        sorted.len(),
        at(0.5),
        at(0.9),
        sorted[sorted.len() - 1]
    )
}

/// Milliseconds in a duration.
fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

impl<A: eframe::App> eframe::App for Timed<A> {
    fn logic(&mut self, ctx: &egui::Context, frame: &mut eframe::Frame) {
        self.app.logic(ctx, frame);
    }

    fn ui(&mut self, ui: &mut egui::Ui, frame: &mut eframe::Frame) {
        // eframe reports a frame's CPU time at the start of the next one.
        if let Some(cpu) = frame.info().cpu_usage {
            let cpu_ms = cpu * 1000.0;
            eprintln!("frame {}: {cpu_ms:.2} ms CPU", self.frames);
            self.cpu_ms.push(cpu_ms);
        }
        if self.frames == 1 {
            eprintln!(
                "first frame drawn {:.1} ms after start",
                ms(self.start.elapsed())
            );
        }
        self.frames += 1;
        self.app.ui(ui, frame);
        if self.frames == 1 {
            // A second frame right away tells when the first one was on the screen.
            ui.ctx().request_repaint();
        }
    }

    fn on_exit(&mut self, gl: Option<&eframe::glow::Context>) {
        eprintln!("{}", self.summary());
        self.app.on_exit(gl);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_summary_gives_the_median_the_90th_percentile_and_the_maximum() {
        let frames: Vec<f32> = (1..=10).map(|n| n as f32).collect();
        assert_eq!(
            summary(&frames),
            "10 frames: median 6.00 ms, 90% 9.00 ms, max 10.00 ms CPU"
        );
        assert_eq!(summary(&[]), "no frame timed");
    }
}
