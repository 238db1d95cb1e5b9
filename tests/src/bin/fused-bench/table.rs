//! The benchmark's results: one row per fused form, with the medians of the
//! bare transform, the fused form, the bare transform and a separate
//! element-wise pass (the form's `_separate` program) and a copy of the data
//! once, the two ratios against the bare transform, and what was checked;
//! written as a markdown table and as CSV.

/// The target a fused form is measured against: at most this times the
/// bare transform's time.
pub const TARGET: f64 = 1.05;

/// Microseconds per call of one timed variant, over every group.
#[derive(Clone, Debug, Default)]
pub struct Times(pub Vec<f32>);

impl Times {
    pub fn median(&self) -> f64 {
        let mut v: Vec<f64> = self.0.iter().map(|&t| f64::from(t)).collect();
        v.sort_by(f64::total_cmp);
        match v.len() {
            0 => f64::NAN,
            n if n % 2 == 1 => v[n / 2],
            n => (v[n / 2 - 1] + v[n / 2]) / 2.0,
        }
    }
    pub fn min(&self) -> f64 {
        self.0.iter().map(|&t| f64::from(t)).fold(f64::NAN, f64::min)
    }
}

/// One fused form's measurement.
#[derive(Clone, Debug, Default)]
pub struct Row {
    pub spec: String,
    pub form: String,
    /// What the form computes, in a line (`forward + epilogue ...`).
    pub what: String,
    pub word: &'static str,
    pub log_n: u32,
    /// Towers the transform runs over (the buffers' less the skipped ones).
    pub towers: usize,
    pub batch: usize,
    pub bare: Times,
    pub fused: Times,
    /// The bare transform and the separate element-wise kernels.
    pub separate: Times,
    /// One copy of the transformed words (read and written once).
    pub copy: Times,
    /// "ok ..." or what differed or failed; a row that is not ok has no times.
    pub check: String,
    pub ok: bool,
}

impl Row {
    /// fused / bare and (bare + separate) / bare, of the medians.
    pub fn ratios(&self) -> (f64, f64) {
        let bare = self.bare.median();
        (self.fused.median() / bare, self.separate.median() / bare)
    }
}

const COLUMNS: [&str; 15] = [
    "spec", "form", "steps", "word", "n", "towers", "batch", "bare us", "fused us", "bare + separate us", "copy us", "fused / bare", "(bare + separate) / bare", "fused / bare <= 1.05", "check",
];

/// The rows as a markdown table, with a line on how they were measured.
pub fn markdown(title: &str, rows: &[Row]) -> String {
    let mut s = format!("{title}\n\n| {} |\n|{}\n", COLUMNS.join(" | "), "---|".repeat(COLUMNS.len()));
    for r in rows {
        s += &format!("| {} |\n", cells(r, 1).join(" | "));
    }
    s
}

/// The rows as CSV: the table's columns (no unit suffixes in the numbers),
/// then each variant's fastest group.
pub fn csv(rows: &[Row]) -> String {
    let mut head: Vec<String> = COLUMNS.iter().map(|c| c.to_string()).collect();
    head.extend(["bare min us", "fused min us", "bare + separate min us", "copy min us"].map(String::from));
    let mut s = head.join(",") + "\n";
    for r in rows {
        let mut c = cells(r, 3);
        c.extend([&r.bare, &r.fused, &r.separate, &r.copy].map(|t| if t.0.is_empty() { "-".into() } else { format!("{:.3}", t.min()) }));
        s += &c.iter().map(|v| csv_field(v)).collect::<Vec<_>>().join(",");
        s.push('\n');
    }
    s
}

/// A row's cells, times with `digits` decimals ("-" where it was not timed:
/// a failed row, or a run without a GPU).
fn cells(r: &Row, digits: usize) -> Vec<String> {
    let timed = r.ok && !r.bare.0.is_empty();
    let us = |t: &Times| if timed { format!("{:.digits$}", t.median()) } else { "-".into() };
    let (fused, separate) = r.ratios();
    let ratio = |x: f64| if timed { format!("{x:.3}") } else { "-".into() };
    let meets = if !timed { "-" } else if fused <= TARGET { "yes" } else { "no" };
    vec![
        r.spec.clone(),
        r.form.clone(),
        r.what.clone(),
        r.word.to_string(),
        format!("2^{}", r.log_n),
        r.towers.to_string(),
        r.batch.to_string(),
        us(&r.bare),
        us(&r.fused),
        us(&r.separate),
        us(&r.copy),
        ratio(fused),
        ratio(separate),
        meets.to_string(),
        r.check.clone(),
    ]
}

/// `v` quoted where it holds a comma, a quote or a line break.
fn csv_field(v: &str) -> String {
    if v.contains([',', '"', '\n']) {
        format!("\"{}\"", v.replace('"', "\"\""))
    } else {
        v.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row() -> Row {
        Row {
            spec: "s".into(),
            form: "mod_down".into(),
            what: "forward, then y - v, v * inv_p".into(),
            word: "u64",
            log_n: 16,
            towers: 24,
            batch: 8,
            bare: Times(vec![100.0, 102.0, 98.0]),
            fused: Times(vec![104.0, 103.0, 110.0]),
            separate: Times(vec![160.0, 150.0, 155.0, 170.0]),
            copy: Times(vec![60.0]),
            check: "ok".into(),
            ok: true,
        }
    }

    #[test]
    fn medians_and_ratios_of_the_groups() {
        let r = row();
        assert_eq!(r.bare.median(), 100.0);
        assert_eq!(r.separate.median(), 157.5, "an even count takes the mean of the middle two");
        assert_eq!(r.fused.min(), 103.0);
        let (f, s) = r.ratios();
        assert!((f - 1.04).abs() < 1e-12 && (s - 1.575).abs() < 1e-12, "{f} {s}");
        assert!(Times::default().median().is_nan());
    }

    #[test]
    fn the_tables_hold_a_row_per_form_and_quote_what_needs_it() {
        let (ok, mut slow, mut failed) = (row(), row(), row());
        slow.fused = Times(vec![106.0]);
        (failed.ok, failed.check) = (false, "FAIL: word 3 differs".into());
        let untimed = Row { bare: Times::default(), fused: Times::default(), separate: Times::default(), copy: Times::default(), check: "interp = reference".into(), ..row() };
        let md = markdown("# t", &[ok.clone(), slow, failed, untimed.clone()]);
        let lines: Vec<&str> = md.lines().collect();
        assert_eq!(lines.len(), 2 + 2 + 4, "{md}");
        assert!(lines[4].contains("| 100.0 | 104.0 | 157.5 | 60.0 | 1.040 | 1.575 | yes | ok |"), "{}", lines[4]);
        assert!(lines[5].contains("| 1.060 | 1.575 | no |"), "{}", lines[5]);
        assert!(lines[6].ends_with("| - | - | - | - | - | - | - | FAIL: word 3 differs |"), "{}", lines[6]);
        assert!(lines[7].ends_with("| - | - | - | - | - | - | - | interp = reference |"), "{}", lines[7]);
        let c = csv(&[ok, untimed]);
        let rows: Vec<&str> = c.lines().collect();
        assert_eq!(rows[0].split(',').count(), 19);
        assert!(rows[1].starts_with("s,mod_down,\"forward, then y - v, v * inv_p\",u64,2^16,24,8,100.000,104.000,157.500,60.000,1.040,1.575,yes,ok,98.000,103.000,150.000,60.000"), "{}", rows[1]);
        assert!(rows[2].ends_with(",-,-,-,-,-,-,-,interp = reference,-,-,-,-"), "{}", rows[2]);
    }
}
