//! A second plan for small calls: the tuned table's latency entries
//! (`max_polys`), measured on one polynomial at a time, whose knobs would
//! cost a batch (docs/BENCHMARKS.md, levers: one limb at 2^14 over a
//! 16-block cluster at radix 4 is 8% faster than the spec's plan, and the
//! same kernel 8% slower over a thousand polynomials). An engine given
//! that few polynomials runs this variant instead of the spec's own plan.
//!
//! Only a spec that leaves its knobs to its class takes one: a spec whose
//! knobs are what its identity (transform, length, word, moduli, roots,
//! truncation, product, scaling, streams) resolves to for the class. What
//! a user writes is a plan they chose, and it runs as written.

use super::error::SpecError;
use super::file::SpecFile;
use super::tuned::{self, Entry, Table};
use super::valid::{validate, ValidSpec};

/// The plan an engine runs for calls of at most `max_polys` polynomials.
#[derive(Clone, Debug)]
pub struct Latency {
    pub spec: ValidSpec,
    pub max_polys: u64,
    /// The tuned entry it comes from (its measurement is in `source`).
    pub entry: &'static Entry,
}

/// The latency variant of `spec` on GPU class `class`, where the checked-in
/// table has one for its workload and the spec takes its class's defaults.
pub fn variant(spec: &ValidSpec, class: &str) -> Result<Option<Latency>, SpecError> {
    let t = tuned::table().map_err(SpecError::Serialize)?;
    let Some(entry) = t.latency(class, spec.transform, spec.log_n, spec.word, spec.primes.len() as u64) else { return Ok(None) };
    let Some(max_polys) = entry.max_polys else { return Ok(None) };
    // Entries are measured on whole transforms.
    if spec.truncate > 0 || !takes_class_defaults(t, spec, class)? {
        return Ok(None);
    }
    let mut file = toml::Table::try_from(identity(spec)?).map_err(|e| SpecError::Serialize(e.to_string()))?;
    for (k, v) in &entry.knobs {
        file.insert(k.clone(), v.clone());
    }
    // The variant is this plan on every GPU: no class fills it again.
    file.insert("gpu".into(), toml::Value::String(tuned::NO_CLASS.into()));
    let file: SpecFile = file.try_into().map_err(|e: toml::de::Error| SpecError::Serialize(format!("latency entry {}: {e}", entry.knobs_text())))?;
    // A shape the validator refuses for this spec (its moduli, say) leaves
    // the spec's own plan: the variant is a speed-up, never a requirement.
    Ok(validate(&file).ok().map(|spec| Latency { spec, max_polys, entry }))
}

/// Whether every knob of `spec` is what its identity resolves to on
/// `class` (a spec read with `gpu = class` and no knobs, or its dump).
fn takes_class_defaults(t: &Table, spec: &ValidSpec, class: &str) -> Result<bool, SpecError> {
    if !t.classes.contains_key(class) {
        return Ok(false);
    }
    // A spec its class cannot resolve does not take its class's defaults.
    let Ok(mut by_class) = validate(&SpecFile { gpu: Some(class.to_string()), ..identity(spec)? }) else { return Ok(false) };
    by_class.name = spec.name.clone();
    Ok(by_class == *spec)
}

/// The keys of a spec file that say what it computes, and its streams:
/// every other key (a knob of the plan's shape, today's or a new one) is
/// left to the class or the entry.
const IDENTITY_KEYS: [&str; 10] = ["transform", "log_n", "word", "truncate", "pointwise", "scaling", "streams", "roots", "moduli", "fused"];

/// `spec` as a file with its identity only ([`IDENTITY_KEYS`]).
fn identity(spec: &ValidSpec) -> Result<SpecFile, SpecError> {
    let mut t = toml::Table::try_from(spec.to_file()).map_err(|e| SpecError::Serialize(e.to_string()))?;
    t.retain(|k, _| IDENTITY_KEYS.contains(&k));
    t.try_into().map_err(|e: toml::de::Error| SpecError::Serialize(format!("the identity of {}: {e}", spec.name)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec(class: &str, log_n: u32, count: usize, extra: &str) -> ValidSpec {
        let text = format!("transform = \"ntt-negacyclic\"\nlog_n = {log_n}\nword = \"u64\"\ngpu = \"{class}\"\n{extra}\n[moduli]\nbits = 60\ncount = {count}\n");
        super::super::from_str(&text).unwrap()
    }

    #[test]
    fn every_latency_entry_gives_its_knobs_to_a_spec_of_its_workload() {
        let t = tuned::table().unwrap();
        let mut seen = 0;
        for e in t.entry.iter().filter(|e| e.max_polys.is_some()) {
            let s = spec(&e.gpu, e.log_n, 1, "");
            let v = variant(&s, &e.gpu).unwrap().unwrap_or_else(|| panic!("no variant for {e:?}"));
            let dumped: toml::Table = v.spec.to_toml().unwrap().parse().unwrap();
            for (k, val) in &e.knobs {
                assert_eq!(dumped.get(k), Some(val), "{k} of {e:?}");
            }
            // What it computes is the spec's: the same primes, roots and order.
            assert_eq!((v.spec.primes.clone(), v.spec.transform, v.spec.truncate), (s.primes.clone(), s.transform, s.truncate));
            assert_ne!(v.spec.name, s.name, "another plan, another name");
            assert!(v.spec.builtin_only && v.spec.for_class(&e.gpu).unwrap() == v.spec, "the variant runs as it is");
            seen += 1;
        }
        assert!(seen > 0, "the table has latency entries");
    }

    /// An entry for an application's small calls (`max_polys` above one)
    /// serves a spec of up to that many towers, and not one more.
    #[test]
    fn an_entry_for_many_polynomials_serves_specs_of_up_to_that_many_towers() {
        let t = tuned::table().unwrap();
        let mut seen = 0;
        for e in t.entry.iter().filter(|e| e.max_polys.is_some_and(|m| m > 1)) {
            let m = e.max_polys.unwrap() as usize;
            let v = variant(&spec(&e.gpu, e.log_n, m, ""), &e.gpu).unwrap().unwrap_or_else(|| panic!("{m} towers: no variant for {e:?}"));
            assert_eq!(v.max_polys, m as u64);
            assert!(variant(&spec(&e.gpu, e.log_n, m + 1, ""), &e.gpu).unwrap().is_none(), "{} towers are more polynomials a call than {e:?} serves", m + 1);
            seen += 1;
        }
        assert!(seen > 0, "the table has an entry for many polynomials");
    }

    #[test]
    fn a_spec_with_knobs_of_its_own_or_too_many_towers_keeps_its_plan() {
        let t = tuned::table().unwrap();
        let Some(e) = t.entry.iter().find(|e| e.max_polys == Some(1)) else { panic!("a latency entry for one polynomial") };
        assert!(variant(&spec(&e.gpu, e.log_n, 1, "min_blocks = 2"), &e.gpu).unwrap().is_none(), "a knob the user wrote");
        assert!(variant(&spec(&e.gpu, e.log_n, 2, ""), &e.gpu).unwrap().is_none(), "two towers are two polynomials a call");
        assert!(variant(&spec("none", e.log_n, 1, ""), &e.gpu).unwrap().is_none(), "gpu = \"none\" opts out of the class");
        // Its dump (every knob written, no class) is the same spec: it takes the variant too.
        let s = spec(&e.gpu, e.log_n, 1, "");
        let dumped = super::super::from_str(&s.to_toml().unwrap()).unwrap();
        assert!(variant(&dumped, &e.gpu).unwrap().is_some());
        // Another class's table, or none, gives nothing.
        assert!(variant(&s, "no-such-class").unwrap().is_none());
        // A truncated transform (the entries hold whole ones) keeps its plan.
        let truncated = spec(&e.gpu, e.log_n, 1, "truncate = 4\npointwise = \"toom-cook-4\"");
        assert!(variant(&truncated, &e.gpu).unwrap().is_none());
        // The identity keeps what the spec computes and drops every knob.
        let id = identity(&s).unwrap();
        assert_eq!((id.transform, id.log_n, id.moduli.clone()), (s.transform, s.log_n, s.to_file().moduli));
        assert!(id.radix.is_none() && id.stage_split.is_none() && id.deferred_corrections.is_none() && id.gpu.is_none() && id.name.is_none());
        // No spec resolves to a latency entry.
        assert!(t.lookup(&e.gpu, e.transform, e.log_n, e.word, true, 1).is_none_or(|x| x.max_polys.is_none()));
    }
}
