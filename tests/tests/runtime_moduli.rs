//! Primes chosen at run time (`[moduli.runtime]`): a template's kernels are
//! those of every instance (the same CUDA text, so one compile serves every
//! prime set), each instance is bit-exact on the interpreter, and what does
//! not fit the bounds is refused with the field named.

use codegen::emit::{self, Target};
use codegen::executor::CpuExecutor;
use codegen::plan::lower;
use codegen::spec::{self, ValidSpec};
use codegen::verify::verify;

fn template(body: &str, max_bits: u32, max_towers: u32) -> ValidSpec {
    let text = format!("{body}\n[moduli.runtime]\nmax_bits = {max_bits}\nmax_towers = {max_towers}\n");
    spec::from_str(&text).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

fn cuda(s: &ValidSpec) -> String {
    let plan = lower(s).unwrap_or_else(|e| panic!("{}: {e}", s.name));
    emit::cuda(&plan, &Target::parse("sm_90").unwrap(), &emit::Options { command: "test".into() }).unwrap().0
}

/// `count` primes of `bits` bits for `2n`-th roots (as bits/count finds them).
fn primes_of(body: &str, bits: u32, count: u32) -> Vec<u64> {
    spec::from_str(&format!("{body}\n[moduli]\nbits = {bits}\ncount = {count}\n")).unwrap().primes
}

#[test]
fn every_instance_has_the_template_s_kernels_and_verifies() {
    let cases = [
        ("transform = \"ntt-negacyclic\"\nlog_n = 12\nword = \"u64\"", 60, [(60, 3), (52, 2)]),
        ("transform = \"ntt-negacyclic\"\nlog_n = 11\nword = \"u32\"", 30, [(30, 2), (28, 3)]),
        ("transform = \"ntt-cyclic\"\nlog_n = 10\nword = \"u64\"\nreduction = \"montgomery\"", 62, [(62, 2), (45, 1)]),
        ("transform = \"ntt-negacyclic\"\nlog_n = 16\nword = \"u64\"", 60, [(60, 2), (58, 1)]),
    ];
    for (body, max_bits, sets) in cases {
        let t = template(body, max_bits, 8);
        assert!(t.runtime_template && t.name.contains(&format!("_rt{max_bits}")), "{}", t.name);
        let text = cuda(&t);
        for (bits, count) in sets {
            let primes = primes_of(body, bits, count);
            let inst = t.with_primes(&primes).unwrap_or_else(|e| panic!("{body}: {e}"));
            assert_eq!(inst.primes, primes);
            assert_eq!(inst.name, t.name, "an instance keeps the template's kernel names");
            assert_eq!(cuda(&inst), text, "{body}: {primes:?} changed the kernels");
            // A dump of the instance reads back the same.
            assert_eq!(spec::validate(&inst.to_file()).unwrap(), inst);
            if inst.log_n <= 12 {
                let mut exec = CpuExecutor::new(lower(&inst).unwrap()).unwrap();
                verify(&mut exec, 7, 1, 1).unwrap_or_else(|e| panic!("{}: {primes:?}: {e}", inst.name));
            }
        }
    }
}

#[test]
fn what_does_not_fit_the_bounds_is_refused_with_the_field() {
    let body = "transform = \"ntt-negacyclic\"\nlog_n = 12\nword = \"u64\"";
    let t = template(body, 55, 2);
    let refusal = |primes: &[u64]| t.with_primes(primes).unwrap_err().to_string();
    let big = primes_of(body, 58, 1);
    assert!(refusal(&big).contains("moduli.primes[0]") && refusal(&big).contains("above the run-time bound of 55"));
    let three = primes_of(body, 55, 3);
    assert!(refusal(&three).contains("max_towers"));
    assert!(refusal(&[three[0], 12289]).contains("moduli.primes[1]"), "not NTT-friendly for 2N");
    assert!(refusal(&[three[0], three[0]]).contains("repeated"));
    assert!(refusal(&[three[0] + 2]).contains("moduli.primes[0]"), "not prime");
    assert!(refusal(&[]).contains("moduli.primes"));
    // A spec with fixed primes has no instances; bounds outside the reduction's are refused.
    let fixed = spec::from_str(&format!("{body}\n[moduli]\nbits = 50\ncount = 1\n")).unwrap();
    assert!(fixed.with_primes(&three[..1]).unwrap_err().to_string().contains("[moduli.runtime]"));
    for (bits, towers, field) in [(63, 4, "moduli.runtime.max_bits"), (10, 4, "moduli.runtime.max_bits"), (50, 0, "moduli.runtime.max_towers")] {
        let e = spec::from_str(&format!("{body}\n[moduli.runtime]\nmax_bits = {bits}\nmax_towers = {towers}\n")).unwrap_err().to_string();
        assert!(e.contains(field), "{e}");
    }
    let both = spec::from_str(&format!("{body}\n[moduli]\nbits = 50\ncount = 1\n[moduli.runtime]\nmax_bits = 50\nmax_towers = 4\n")).unwrap_err().to_string();
    assert!(both.contains("not both"), "{both}");
}
