//! `--save`: the search's winner written into the tuned-defaults table as
//! the GPU class's entry for the workload.

use super::{batch_of, TuneOptions, TuneReport, LATENCY_POLYS};
use crate::error::{Error, Result};
use codegen::spec::tuned::{Entry, Table};
use codegen::spec::Transform;

/// Writes the report's winner into the tuned table at `path` (`codegen
/// tune --save`), as the entry of this GPU's class and the workload's
/// (transform, log_n, word), a latency entry for a workload of at most
/// [`LATENCY_POLYS`] polynomials; where the built-in defaults were the
/// fastest, the workload's entry is removed instead. Returns what it did,
/// in words.
pub fn save(report: &TuneReport, o: &TuneOptions, path: &std::path::Path) -> Result<String> {
    let io = |e: std::io::Error| Error::Invalid(format!("tune --save {}: {e}", path.display()));
    let mut table = Table::parse(&std::fs::read_to_string(path).map_err(io)?).map_err(|e| Error::Invalid(format!("tune --save {}: {e}", path.display())))?;
    let Some(class) = table.class_of(&report.gpu).map(str::to_string) else {
        return Err(Error::Invalid(format!("tune --save: {:?} matches no class of {}; add one under [classes] (a class name and the device-name substrings it covers)", report.gpu, path.display())));
    };
    let (word, transform) = (o.spec_word(), Transform::NttNegacyclic);
    let (Some(best), Some(default)) = (report.points.first(), report.points.iter().find(|p| p.knobs.is_empty())) else {
        return Err(Error::Invalid("tune --save: the search measured no point, or not the built-in defaults (give it a larger --budget)".into()));
    };
    let polys = o.towers as u64 * batch_of(o) as u64;
    // A small call's entry is keyed by its size, a batch's by its tables.
    let (in_l2, max_polys) = match polys <= LATENCY_POLYS {
        true => (None, Some(polys)),
        false => (Some(codegen::spec::tuned::tables_in_l2(o.log_n, word, o.towers as u64)), None),
    };
    let kind = if max_polys.is_some() { format!("latency entry (at most {polys} polynomials a call)") } else { "entry".to_string() };
    let what = if best.spec_toml == default.spec_toml || best.forward_us >= default.forward_us {
        table.entry.retain(|e| !(e.gpu == class && e.transform == transform && e.log_n == o.log_n && e.word == word && e.tables_in_l2 == in_l2 && e.min_towers.is_none() && e.max_polys == max_polys));
        format!("the built-in defaults were the fastest ({:.1} us): no {kind} for {class} at log_n {}", default.forward_us, o.log_n)
    } else {
        let e = Entry { gpu: class.clone(), transform, log_n: o.log_n, word, tables_in_l2: in_l2, min_towers: None, max_polys, knobs: best.knob_table.clone(), forward_us: best.forward_us, default_us: default.forward_us, inverse_us: None, source: format!("codegen tune on {}: {}", report.gpu, report.workload) };
        let text = format!("{class} log_n {} {kind}: {} ({:.1} us against {:.1})", o.log_n, e.knobs_text(), e.forward_us, e.default_us);
        table.put(e);
        text
    };
    std::fs::write(path, table.to_text().map_err(Error::Invalid)?).map_err(io)?;
    Ok(what)
}
