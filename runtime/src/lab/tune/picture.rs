//! The search's pictures (SVG): the exploration with its Pareto front, and
//! the sweep as Coala's Fig. 5.

use super::{Point, TuneReport};
use crate::error::{Error, Result};

impl TuneReport {
    /// The exploration as an SVG: forward time against shared memory per
    /// block, every point grey, the Pareto front red, the winner labelled.
    pub fn svg(&self) -> Result<String> {
        use plotters::prelude::*;
        if self.search == "sweep" {
            return self.sweep_svg();
        }
        let at = |p: &Point| (p.shared_bytes as f64 / 1024.0, p.forward_us);
        let xmax = self.points.iter().map(|p| at(p).0).fold(1.0, f64::max) * 1.1;
        self.plot(format!("{} ({})", self.workload, self.gpu), "shared memory per block (KiB)", xmax, &at, |chart| {
            chart.draw_series(self.points.iter().filter(|p| !p.front).map(|p| Circle::new(at(p), 4, RGBColor(150, 150, 150).filled()))).map_err(|e| e.to_string())?.label("measured").legend(|(x, y)| Circle::new((x, y), 4, RGBColor(150, 150, 150).filled()));
            let mut front: Vec<(f64, f64)> = self.points.iter().filter(|p| p.front).map(at).collect();
            front.sort_by(|a, b| a.0.total_cmp(&b.0));
            chart.draw_series(front.iter().map(|&p| Circle::new(p, 6, RED.filled()))).map_err(|e| e.to_string())?.label("Pareto front (time, shared, registers)").legend(|(x, y)| Circle::new((x, y), 6, RED.filled()));
            Ok(())
        })
    }

    /// The sweep as Coala's Fig. 5: forward time against the levels of the
    /// first kernel (all levels: one kernel), one colour per λ, the fastest
    /// point labelled.
    fn sweep_svg(&self) -> Result<String> {
        use plotters::prelude::*;
        let at = |p: &Point| (p.stage_split[0] as f64, p.forward_us);
        let xmax = self.points.iter().map(|p| at(p).0).fold(1.0, f64::max) + 1.0;
        self.plot(format!("{} ({}), every split x every λ", self.workload, self.gpu), "levels in the first kernel (all: one kernel)", xmax, &at, |chart| {
            let mut lambdas: Vec<u32> = self.points.iter().map(|p| p.cluster).collect();
            lambdas.sort_unstable();
            lambdas.dedup();
            for (i, &lambda) in lambdas.iter().enumerate() {
                let colour = Palette99::pick(i).to_rgba();
                let mut series: Vec<(f64, f64)> = self.points.iter().filter(|p| p.cluster == lambda).map(at).collect();
                series.sort_by(|a, b| a.0.total_cmp(&b.0));
                chart.draw_series(LineSeries::new(series.clone(), colour)).map_err(|e| e.to_string())?.label(format!("λ = {lambda}")).legend(move |(x, y)| Circle::new((x, y), 4, colour.filled()));
                chart.draw_series(series.into_iter().map(|p| Circle::new(p, 3, colour.filled()))).map_err(|e| e.to_string())?;
            }
            Ok(())
        })
    }

    /// The frame both pictures share: forward time (y) against `x_desc`,
    /// `series` drawn in it, the fastest point labelled at `at`, the legend.
    fn plot(&self, caption: String, x_desc: &str, xmax: f64, at: &dyn Fn(&Point) -> (f64, f64), series: impl FnOnce(&mut Chart<'_, '_>) -> std::result::Result<(), String>) -> Result<String> {
        use plotters::prelude::*;
        let mut text = String::new();
        {
            let err = |e: &dyn std::fmt::Display| Error::Invalid(format!("drawing {caption}: {e}"));
            let root = SVGBackend::with_string(&mut text, (900, 560)).into_drawing_area();
            root.fill(&WHITE).map_err(|e| err(&e))?;
            let ymax = self.points.iter().map(|p| p.forward_us).fold(1.0, f64::max) * 1.1;
            let mut chart = ChartBuilder::on(&root)
                .caption(&caption, ("sans-serif", 16))
                .margin(12)
                .x_label_area_size(40)
                .y_label_area_size(60)
                .build_cartesian_2d(0.0..xmax, 0.0..ymax)
                .map_err(|e| err(&e))?;
            chart.configure_mesh().x_desc(x_desc).y_desc("forward (us)").draw().map_err(|e| err(&e))?;
            series(&mut chart).map_err(|e| err(&e))?;
            if let Some(b) = self.points.first() {
                chart.draw_series(std::iter::once(Text::new(format!("  best {:.1} us: {}", b.forward_us, b.name), at(b), ("sans-serif", 12)))).map_err(|e| err(&e))?;
            }
            chart.configure_series_labels().border_style(BLACK).background_style(WHITE.mix(0.8)).draw().map_err(|e| err(&e))?;
            root.present().map_err(|e| err(&e))?;
        }
        Ok(text)
    }
}

/// A chart of the tuner's pictures: f64 axes on an SVG string.
type Chart<'a, 'b> = plotters::chart::ChartContext<'a, plotters::backend::SVGBackend<'b>, plotters::coord::cartesian::Cartesian2d<plotters::coord::types::RangedCoordf64, plotters::coord::types::RangedCoordf64>>;
