//! The GPU class a spec's left-out knobs take. A spec that names one
//! (`gpu = "h200"`) takes that class's tuned entry (`super::tuned`) where
//! it leaves knobs out; one that names `"none"` keeps the built-in defaults
//! everywhere; one that names none is open: the generator resolves it with
//! the built-in defaults, and a GPU resolves it again with its own class
//! ([`ValidSpec::for_class`]: the runtime's JIT on the device in hand,
//! `codegen explain --gpu`, `codegen emit --gpu`), as if the file had named
//! it.

use super::error::SpecError;
use super::file::SpecFile;
use super::tuned::{self, Entry, NO_CLASS};
use super::valid::{validate, ValidSpec};
use std::sync::Arc;

/// How a spec's left-out knobs were filled. Not part of the spec's value:
/// two specs of the same values compare equal whatever filled them, and
/// dumps leave it out (they write the values).
#[derive(Clone, Debug, Default)]
pub(crate) struct Origin {
    /// The file as written, where it named no `gpu`: a class may still
    /// fill what it leaves out.
    open: Option<Arc<SpecFile>>,
    /// The class that filled what it leaves out: the one it named, or
    /// the one it was resolved for.
    class: Option<String>,
    /// The tuned entry whose knobs it took.
    entry: Option<&'static Entry>,
}

impl PartialEq for Origin {
    fn eq(&self, _: &Origin) -> bool {
        true
    }
}
impl Eq for Origin {}

impl Origin {
    /// The origin of a spec validated from `file` with `entry`'s knobs.
    pub(crate) fn of(file: &SpecFile, entry: Option<&'static Entry>) -> Origin {
        let class = file.gpu.clone().filter(|c| c != NO_CLASS);
        Origin { open: file.gpu.is_none().then(|| Arc::new(file.clone())), class, entry }
    }
}

impl ValidSpec {
    /// The tuned entry whose knobs this spec took (`codegen/tuned.toml`):
    /// its class's for the workload, where it named or was resolved for a
    /// class that has one.
    pub fn tuned_entry(&self) -> Option<&'static Entry> {
        self.origin.entry
    }

    /// The GPU class that filled what this spec leaves out: the one it
    /// names, or the one it was resolved for ([`ValidSpec::for_class`]).
    pub fn tuned_class(&self) -> Option<&str> {
        self.origin.class.as_deref()
    }

    /// Whether a GPU's class would fill what this spec leaves out: it
    /// names no `gpu` and its primes are fixed (a template of run-time
    /// primes keeps its knobs, so every instance runs the same kernels).
    pub fn takes_device_class(&self) -> bool {
        self.origin.open.is_some() && self.runtime_moduli.is_none()
    }

    /// This spec as a GPU of class `class` runs it: where it takes the
    /// device's class ([`ValidSpec::takes_device_class`]), resolved as if
    /// its file had named `gpu = "<class>"` (the class's entry fills what
    /// the file leaves out, what it writes wins); otherwise, and where the
    /// entry does not combine with what the file writes (the validator
    /// refuses the combination: an entry is a speed-up, never a
    /// requirement), the spec itself. A spec written out in full (a dump,
    /// `codegen validate`'s output) and one whose fields were changed after
    /// validation run as they are. Refuses a class the table does not
    /// know, naming the known ones.
    pub fn for_class(&self, class: &str) -> Result<ValidSpec, SpecError> {
        tuned::check_class(class).map_err(|e| SpecError::Invalid(vec![e]))?;
        let file = match self.origin.open.as_deref() {
            Some(f) if class != NO_CLASS && self.takes_device_class() => f,
            _ => return Ok(self.clone()),
        };
        // Changed since, or written out in full (a dump: it leaves nothing
        // to a class), it runs as it is.
        if validate(file).ok().as_ref() != Some(self) || self.to_file() == *file {
            return Ok(self.clone());
        }
        let named = SpecFile { gpu: Some(class.to_string()), ..file.clone() };
        Ok(validate(&named).unwrap_or_else(|_| self.clone()))
    }
}

#[cfg(test)]
mod tests {
    use super::super::from_str;
    use super::*;

    fn text(log_n: u32, count: usize, extra: &str) -> String {
        format!("transform = \"ntt-negacyclic\"\nlog_n = {log_n}\nword = \"u64\"\n{extra}\n[moduli]\nbits = 60\ncount = {count}\n")
    }

    /// Every class, every batch entry's workload: a spec that names no
    /// class runs on a GPU of the class as the same spec naming it does,
    /// entry and all; `gpu = "none"` keeps the built-in defaults.
    #[test]
    fn an_open_spec_takes_the_class_as_if_it_named_it() {
        let t = tuned::table().unwrap();
        let mut taken = 0;
        for e in t.entry.iter().filter(|e| e.max_polys.is_none() && e.word == super::super::Word::U64 && e.tables_in_l2 != Some(false)) {
            let count = e.min_towers.unwrap_or(1) as usize;
            let plain = from_str(&text(e.log_n, count, "")).unwrap();
            assert!(plain.takes_device_class() && plain.tuned_entry().is_none());
            let named = from_str(&text(e.log_n, count, &format!("gpu = \"{}\"", e.gpu))).unwrap();
            let on = plain.for_class(&e.gpu).unwrap();
            assert_eq!(on, named, "{e:?}");
            assert_eq!(on.tuned_entry(), named.tuned_entry());
            assert!(on.tuned_entry().is_some() && on.tuned_class() == Some(e.gpu.as_str()) && !on.takes_device_class(), "resolved once: {e:?}");
            assert_eq!(on.for_class(&e.gpu).unwrap(), on, "resolving again changes nothing");
            // Its dump reads back the same without the table, and runs as
            // it is, as the dump of the built-in resolution does.
            let dump = from_str(&on.to_toml().unwrap()).unwrap();
            assert_eq!(dump, on);
            assert_eq!(dump.for_class(&e.gpu).unwrap(), on);
            let builtin = from_str(&plain.to_toml().unwrap()).unwrap();
            assert!(builtin.takes_device_class());
            assert_eq!(builtin.for_class(&e.gpu).unwrap(), plain, "a dump leaves nothing to the class");
            // Opting out: the built-in defaults, on every class.
            let none = from_str(&text(e.log_n, count, "gpu = \"none\"")).unwrap();
            assert!(none.builtin_only && !none.takes_device_class());
            assert_eq!(none.for_class(&e.gpu).unwrap(), none);
            assert_eq!(none.to_toml().unwrap().replace("gpu = \"none\"\n", ""), plain.to_toml().unwrap(), "the built-in knobs, and the opt-out in the dump");
            assert_eq!(from_str(&none.to_toml().unwrap()).unwrap(), none);
            taken += 1;
        }
        assert!(taken > 0, "the table has batch entries");
    }

    /// What the file writes wins over the entry, as with a named class; a
    /// spec changed after validation, or of run-time primes, keeps its knobs.
    #[test]
    fn written_knobs_win_and_changed_or_runtime_specs_keep_theirs() {
        let t = tuned::table().unwrap();
        let e = t.entry.iter().find(|e| e.max_polys.is_none() && e.min_towers.is_none() && e.tables_in_l2 != Some(false) && e.word == super::super::Word::U64 && !e.knobs.contains_key("radix")).expect("a one-tower batch entry that leaves the radix");
        let mine = from_str(&text(e.log_n, 1, "radix = 4")).unwrap();
        let on = mine.for_class(&e.gpu).unwrap();
        assert_eq!(on, from_str(&text(e.log_n, 1, &format!("radix = 4\ngpu = \"{}\"", e.gpu))).unwrap());
        assert_eq!(on.radix, 4);
        // A class the table does not know is refused, naming the way out.
        let err = mine.for_class("a100x").unwrap_err().to_string();
        assert!(err.contains("h100") && err.contains("\"none\""), "{err}");
        // A spec changed after validation runs as it now is, where its
        // file would have taken the entry.
        let plain = from_str(&text(e.log_n, 1, "")).unwrap();
        assert_ne!(plain.for_class(&e.gpu).unwrap(), plain, "the entry changes the plan: {e:?}");
        let mut changed = plain.clone();
        changed.streams = 2;
        changed.revalidate().unwrap();
        assert_eq!(changed.for_class(&e.gpu).unwrap(), changed);
        // Run-time primes keep the template's knobs.
        let rt = from_str(&format!("transform = \"ntt-negacyclic\"\nlog_n = {}\nword = \"u64\"\n[moduli.runtime]\nmax_bits = 60\nmax_towers = 4\n", e.log_n)).unwrap();
        assert!(!rt.takes_device_class());
        assert_eq!(rt.for_class(&e.gpu).unwrap(), rt);
    }
}
