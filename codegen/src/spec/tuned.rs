//! Tuned defaults per GPU class, like FFTW's wisdom: a checked-in table
//! (`codegen/tuned.toml`) of the knob values measured fastest for a
//! (GPU class, transform, log_n, word), which `codegen tune --save`
//! updates. A spec that names its class (`gpu = "h200"`) takes the entry's
//! knobs wherever it leaves them out; what it writes wins. The table is
//! part of the generator (embedded at build time), so the same spec and
//! class always give the same text; a dump of the resolved spec writes the
//! values out and no class, so it reads back the same anywhere.

use super::error::FieldError;
use super::file::SpecFile;
use super::types::{Transform, Word};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The table as checked in.
pub const TABLE_TEXT: &str = include_str!("../../tuned.toml");

/// The header `save` writes above the entries (the file is generated).
const HEADER: &str = "# Tuned defaults per GPU class (docs/SPEC.md, \"Tuned defaults\"): a spec\n\
# with `gpu = \"<class>\"` takes an entry's knobs wherever it leaves them out.\n\
# Written by `codegen tune --save` (keep edits to `source`); [classes] maps a\n\
# class to the device names it covers.\n\n";

#[derive(Clone, Debug, Default, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct Table {
    /// Class -> substrings of the device names it covers.
    pub classes: BTreeMap<String, Vec<String>>,
    #[serde(default)]
    pub entry: Vec<Entry>,
}

/// The knobs measured fastest for one workload on one GPU class.
#[derive(Clone, Debug, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct Entry {
    pub gpu: String,
    pub transform: Transform,
    pub log_n: u32,
    pub word: Word,
    /// Whether the entry holds where the towers' twiddle tables fit in L2
    /// (`tables_in_l2`), only where they do not, or (absent) either way.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tables_in_l2: Option<bool>,
    /// The fewest towers (limbs) the entry holds for: an entry measured on
    /// many limbs (throughput) leaves a one-limb spec (latency) to the
    /// entry without this bound, or to the built-in defaults. Absent: any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min_towers: Option<u64>,
    /// A latency entry: the most polynomials (towers x batch) a call may
    /// transform for the engine to run these knobs instead of the spec's own
    /// (`super::latency`). No spec resolves to such an entry: it is a
    /// second plan for small calls, measured on one polynomial at a time.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_polys: Option<u64>,
    /// The knobs that differ from the built-in defaults, as spec keys.
    pub knobs: toml::Table,
    /// The forward us measured with these knobs, and with the built-in defaults.
    pub forward_us: f64,
    pub default_us: f64,
    /// The inverse us with these knobs and with the built-in defaults, where
    /// the entry was chosen for the pair: an entry must take time off the
    /// forward, or off the forward and inverse together (a knob that evens
    /// out an inverse that lagged the forward).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub inverse_us: Option<[f64; 2]>,
    /// Where the measurement is (a results folder, or the tuner's workload).
    pub source: String,
}

impl Entry {
    /// Whether the entry's knobs take time off what it was measured on: the
    /// forward, or the forward and the inverse together.
    pub fn pays(&self) -> bool {
        match self.inverse_us {
            Some([inv, default_inv]) => self.forward_us + inv <= self.default_us + default_inv,
            None => self.forward_us <= self.default_us,
        }
    }
    /// `knob = value, ...`, sorted.
    pub fn knobs_text(&self) -> String {
        self.knobs.iter().map(|(k, v)| format!("{k} = {v}")).collect::<Vec<_>>().join(", ")
    }
    fn key(&self) -> (String, Transform, u32, Word, Option<bool>, Option<u64>, Option<u64>) {
        (self.gpu.clone(), self.transform, self.log_n, self.word, self.tables_in_l2, self.min_towers, self.max_polys)
    }
}

impl Table {
    pub fn parse(text: &str) -> Result<Table, String> {
        toml::from_str(text).map_err(|e| format!("tuned table: {e}"))
    }

    /// The class whose patterns one of occurs in `device_name`.
    pub fn class_of(&self, device_name: &str) -> Option<&str> {
        self.classes.iter().find(|(_, pats)| pats.iter().any(|p| device_name.contains(p.as_str()))).map(|(c, _)| c.as_str())
    }

    /// The entry of a workload whose tables fit in L2 or not (`in_l2`) over
    /// `towers` limbs: of those that hold, the one with the largest
    /// `min_towers` (the most specific). Latency entries (`max_polys`) are
    /// not a spec's: [`Table::latency`] finds them.
    pub fn lookup(&self, gpu: &str, transform: Transform, log_n: u32, word: Word, in_l2: bool, towers: u64) -> Option<&Entry> {
        let holds = |e: &&Entry| e.gpu == gpu && e.transform == transform && e.log_n == log_n && e.word == word && e.tables_in_l2.is_none_or(|t| t == in_l2) && e.min_towers.is_none_or(|m| towers >= m) && e.max_polys.is_none();
        self.entry.iter().filter(holds).max_by_key(|e| e.min_towers.unwrap_or(0))
    }

    /// The latency entry of a workload over `towers` limbs, where one holds
    /// that many polynomials at a time (a call over one batch item of every
    /// tower at least).
    pub fn latency(&self, gpu: &str, transform: Transform, log_n: u32, word: Word, towers: u64) -> Option<&Entry> {
        let holds = |e: &&Entry| e.gpu == gpu && e.transform == transform && e.log_n == log_n && e.word == word && e.max_polys.is_some_and(|m| towers <= m);
        self.entry.iter().find(holds)
    }

    /// Every knob some entry of `gpu` sets: the knobs a class tunes.
    pub fn tuned_knobs(&self, gpu: &str) -> std::collections::BTreeSet<&str> {
        self.entry.iter().filter(|e| e.gpu == gpu).flat_map(|e| e.knobs.keys().map(String::as_str)).collect()
    }

    /// Replaces the entry of `e`'s workload, or adds it; entries stay sorted.
    pub fn put(&mut self, e: Entry) {
        self.entry.retain(|x| x.key() != e.key());
        self.entry.push(e);
        self.entry.sort_by(|a, b| a.key().partial_cmp(&b.key()).unwrap_or(std::cmp::Ordering::Equal));
    }

    /// The file `save` writes: the header, then the table.
    pub fn to_text(&self) -> Result<String, String> {
        Ok(HEADER.to_string() + &toml::to_string(self).map_err(|e| format!("tuned table: {e}"))?)
    }
}

/// Twiddle-table bytes that stay in L2 across a batch: most of the 50 MB
/// L2 of an H100 or H200. Where the towers' tables fit, every polynomial of
/// a tower after the first reads them from L2, and the knobs that save
/// table bytes (factored levels, sets per block) stop paying: measured on
/// the H100 at 2^16, the tuned knobs of 256 towers (256 MB of tables) cost
/// 3.7% at 32 towers (32 MB).
pub const L2_TABLE_BYTES: u64 = 48 << 20;

/// Whether `towers` forward tables of value and companion words fit in
/// `L2_TABLE_BYTES`.
pub fn tables_in_l2(log_n: u32, word: Word, towers: u64) -> bool {
    // bytes << log_n <= L2 as bytes <= L2 >> log_n: nothing shifted out.
    let per_entry = u128::from(towers) * 2 * u128::from(word.bytes());
    log_n < 64 && per_entry <= u128::from(L2_TABLE_BYTES >> log_n)
}

/// The embedded table.
pub fn table() -> Result<&'static Table, String> {
    static TABLE: std::sync::OnceLock<Result<Table, String>> = std::sync::OnceLock::new();
    TABLE.get_or_init(|| Table::parse(TABLE_TEXT)).as_ref().map_err(Clone::clone)
}

/// `gpu = "none"`: the built-in defaults wherever the spec leaves knobs
/// out, on every GPU (no class fills them, not even the runtime's).
pub const NO_CLASS: &str = "none";

/// Refuses a class the table does not know, naming the known ones.
pub fn check_class(gpu: &str) -> Result<(), FieldError> {
    let t = table().map_err(table_broken)?;
    if gpu == NO_CLASS || t.classes.contains_key(gpu) {
        return Ok(());
    }
    let known: Vec<&str> = t.classes.keys().map(String::as_str).collect();
    Err(FieldError {
        field: "gpu".into(),
        problem: format!("no tuned defaults for GPU class {gpu:?}"),
        fix: format!("use one of {}, or \"{NO_CLASS}\" for the built-in defaults on every GPU (leave `gpu` out to take the class of the GPU the runtime runs on)", known.join(", ")),
    })
}

fn table_broken(why: String) -> FieldError {
    FieldError { field: "gpu".into(), problem: why, fix: "report it: the tuned table that ships with the generator should always apply".into() }
}

/// The spec file with its class's entry filled in where it leaves knobs out
/// (unchanged without `gpu`, or with `gpu = "none"`), and the entry used.
pub fn apply(f: &SpecFile) -> Result<(SpecFile, Option<&'static Entry>), FieldError> {
    let Some(gpu) = &f.gpu else { return Ok((f.clone(), None)) };
    check_class(gpu)?;
    if gpu == NO_CLASS {
        return Ok((f.clone(), None));
    }
    let fail = table_broken;
    let t = table().map_err(fail)?;
    // The entries were tuned for whole transforms over separate blocks; a
    // set spread over a thread-block cluster is another shape (its `cluster`
    // is 1 by rule), and a truncated transform computes fewer levels than
    // an entry's stage split holds, so such specs take none of them.
    if f.cluster_blocks.is_some_and(|c| c > 1) || f.truncate.is_some_and(|t| t > 0) {
        return Ok((f.clone(), None));
    }
    let towers = f.moduli.primes.as_ref().map_or(f.moduli.count.unwrap_or(1) as u64, |p| p.len() as u64);
    let in_l2 = tables_in_l2(f.log_n, f.word, towers);
    let Some(e) = t.lookup(gpu, f.transform, f.log_n, f.word, in_l2, towers) else { return Ok((f.clone(), None)) };
    let mut as_table = toml::Table::try_from(f).map_err(|e| fail(e.to_string()))?;
    for (k, v) in &e.knobs {
        as_table.entry(k.clone()).or_insert_with(|| v.clone());
    }
    let merged: SpecFile = as_table.try_into().map_err(|err: toml::de::Error| fail(format!("the tuned entry {}: {err}", e.knobs_text())))?;
    Ok((merged, Some(e)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn file(extra: &str) -> SpecFile {
        super::super::valid::parse_str(&format!("transform = \"ntt-negacyclic\"\nlog_n = 12\nword = \"u64\"\n{extra}[moduli]\nbits = 60\ncount = 1\n")).unwrap()
    }

    #[test]
    fn the_checked_in_table_parses_and_every_entry_validates_for_its_class() {
        let t = table().unwrap();
        assert!(!t.classes.is_empty());
        for e in &t.entry {
            assert!(t.classes.contains_key(&e.gpu), "{e:?}");
            assert!(!e.knobs.is_empty() && e.forward_us > 0.0 && e.pays(), "{e:?}");
            if e.max_polys.is_some() {
                continue; // a latency entry: super::latency's tests
            }
            // Enough towers that the tables outgrow L2 where the entry asks for that.
            let towers = if e.tables_in_l2 == Some(false) { L2_TABLE_BYTES / ((2 * u64::from(e.word.bytes())) << e.log_n) + 1 } else { e.min_towers.unwrap_or(1) };
            assert_eq!(tables_in_l2(e.log_n, e.word, towers), e.tables_in_l2 != Some(false));
            let text = format!("transform = \"{}\"\nlog_n = {}\nword = \"{}\"\ngpu = \"{}\"\n[moduli]\nbits = {}\ncount = {towers}\n", e.transform, e.log_n, e.word, e.gpu, if e.word == Word::U32 { 30 } else { 60 });
            let s = super::super::from_str(&text).unwrap_or_else(|err| panic!("{e:?}: {err}"));
            // The dump writes each of the entry's knobs with its value.
            let dumped: toml::Table = s.to_toml().unwrap().parse().unwrap();
            for (k, v) in &e.knobs {
                assert_eq!(dumped.get(k), Some(v), "{k} of {e:?}");
            }
        }
        // What `save` writes reads back the same.
        assert_eq!(&Table::parse(&t.to_text().unwrap()).unwrap(), t);
    }

    #[test]
    fn an_entry_fills_what_the_spec_leaves_out_and_nothing_it_writes() {
        let mut t = Table::default();
        t.classes.insert("x100".into(), vec!["X100".into()]);
        let knobs: toml::Table = "factored_levels = 0\nradix = 4".parse().unwrap();
        t.put(Entry { gpu: "x100".into(), transform: Transform::NttNegacyclic, log_n: 12, word: Word::U64, tables_in_l2: Some(false), min_towers: None, max_polys: None, knobs, forward_us: 1.0, default_us: 2.0, inverse_us: None, source: "test".into() });
        assert_eq!(t.class_of("NVIDIA X100 80GB"), Some("x100"));
        assert_eq!(t.class_of("NVIDIA Y1"), None);
        let e = t.lookup("x100", Transform::NttNegacyclic, 12, Word::U64, false, 1).unwrap().clone();
        assert_eq!(e.knobs_text(), "factored_levels = 0, radix = 4");
        assert!(t.lookup("x100", Transform::NttNegacyclic, 13, Word::U64, false, 1).is_none());
        assert!(t.lookup("x100", Transform::NttNegacyclic, 12, Word::U64, true, 1).is_none(), "tables in L2: another workload");
        // An entry for many limbs beside it: the more specific one holds
        // from its bound on, the other below it.
        let many: toml::Table = "stage_split = [12]".parse().unwrap();
        t.put(Entry { gpu: "x100".into(), transform: Transform::NttNegacyclic, log_n: 12, word: Word::U64, tables_in_l2: Some(false), min_towers: Some(2), max_polys: None, knobs: many, forward_us: 1.0, default_us: 2.0, inverse_us: None, source: "test".into() });
        assert_eq!(t.entry.len(), 2, "a bound on the towers is another key");
        assert_eq!(t.lookup("x100", Transform::NttNegacyclic, 12, Word::U64, false, 1).unwrap().knobs_text(), "factored_levels = 0, radix = 4");
        assert_eq!(t.lookup("x100", Transform::NttNegacyclic, 12, Word::U64, false, 2).unwrap().knobs_text(), "stage_split = [12]");
        // 2^16 u64: 48 towers of 1 MiB tables fit, 49 do not.
        assert!(tables_in_l2(16, Word::U64, 48) && !tables_in_l2(16, Word::U64, 49));
        assert!(!tables_in_l2(63, Word::U64, u64::MAX) && !tables_in_l2(70, Word::U32, 1), "no wrap-around");
        // put replaces the workload's entry (the one for any towers here).
        t.put(Entry { forward_us: 0.5, ..e.clone() });
        assert_eq!(t.entry.len(), 2);
        assert_eq!(t.entry[0].forward_us, 0.5);
    }

    #[test]
    fn the_class_is_checked_and_the_dump_carries_values_not_the_class() {
        let err = apply(&file("gpu = \"a100x\"\n")).unwrap_err();
        assert_eq!(err.field, "gpu");
        assert!(err.fix.contains("h100") && err.fix.contains("leave `gpu` out"), "{err:?}");
        // Without a class nothing changes.
        assert_eq!(apply(&file("")).unwrap().0, file(""));
        for class in table().unwrap().classes.keys() {
            let f = file(&format!("gpu = \"{class}\"\n"));
            let s = super::super::validate(&f).unwrap();
            assert_eq!(s.to_file().gpu, None);
            assert_eq!(super::super::validate(&s.to_file()).unwrap(), s, "a dump reads back the same");
            // A truncated transform takes no entry (they hold whole ones):
            // at 2^12 the one-tower entry's split of 12 levels would not fit.
            let t4 = super::super::validate(&file(&format!("gpu = \"{class}\"\ntruncate = 4\npointwise = \"toom-cook-4\"\n")));
            assert!(t4.is_ok_and(|s| s.stage_split.iter().sum::<u32>() == 8), "{class}");
            // What the spec writes wins over the entry.
            let mine = super::super::validate(&file(&format!("gpu = \"{class}\"\nfactored_levels = 1\n"))).unwrap();
            assert_eq!(mine.factored_levels, 1);
        }
    }
}
