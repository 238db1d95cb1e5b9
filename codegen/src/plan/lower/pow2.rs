//! Solinas twiddles that are powers of two (Goey §3.1). Modulo
//! q = 2^64 - 2^32 + 1, 2 has order 192 (2^96 = -1), so 8 = 2^3 generates the
//! 64 roots of unity of order dividing 64: every twiddle of such an order is
//! 2^e, and its product is shifts and the special fold (`Op::Pow2Bfly`),
//! whatever root the spec chose.
//!
//! The levels that qualify are the early ones: a twiddle at level j is a
//! root of order 2^(j+2) in the merged negacyclic transform and 2^(j+1) in
//! the cyclic one. There its exponent k of the table's base root is a
//! multiple of 2^z (z = exponent bits - 1 - j, `ExpRule`), and
//! base^k = (base^(2^z))^(k >> z) = 8^(d_j·(k >> z)) with d_j = log_8 of
//! base^(2^z), so e = 3·((d_j·(k >> z)) mod 64): an index expression of
//! public data, the same exponent the twiddle tables are built from.

use super::twiddle::ExpRule;
use crate::arith::reduce::solinas_log8;
use crate::arith::roots::{inv_mod, pow_mod};
use crate::plan::expr::Expr;
use crate::spec::{Reduction, Transform, ValidSpec};

/// How a level's twiddle index becomes a shift, for one kernel direction.
#[derive(Clone, Copy, Debug)]
pub struct Pow2Rule {
    rule: ExpRule,
    /// The table's base root (psi or omega, inverted for the inverse).
    base: u64,
    /// log2 of the base root's order.
    base_bits: u32,
    q: u64,
}

/// The rule for a kernel whose butterflies read the main table with `rule`:
/// solinas NTTs only (the DGT's twiddles are Gaussian); `None` otherwise.
pub fn rule(spec: &ValidSpec, rule: ExpRule, inverse: bool) -> Option<Pow2Rule> {
    if spec.reduction != Reduction::Solinas || spec.transform == Transform::Dgt {
        return None;
    }
    let q = spec.primes[0];
    let root = spec.tower_root(0)?;
    let base = if inverse { inv_mod(root, q)? } else { root };
    let base_bits = match (spec.transform, rule) {
        (Transform::NttNegacyclic, ExpRule::BitRevFull { e_bits }) => e_bits + 1,
        (_, ExpRule::Cyclic { e_bits }) => e_bits,
        _ => return None,
    };
    Some(Pow2Rule { rule, base, base_bits, q })
}

impl Pow2Rule {
    /// Zero low bits of every exponent at level j.
    fn zero_bits(&self, j: u32) -> u32 {
        let e_bits = match self.rule {
            ExpRule::BitRevFull { e_bits } | ExpRule::Cyclic { e_bits } => e_bits,
        };
        e_bits - 1 - j
    }

    /// The shift of the twiddle at table index `e` of level `j`, when every
    /// twiddle of that level is a power of two (order at most 64). A root
    /// that is no power of 8 (not the Solinas prime's, which `rule` rules
    /// out) gives `None` too: the level keeps its table twiddles.
    pub fn shift(&self, e: &Expr, j: u32) -> Option<Expr> {
        let z = self.zero_bits(j);
        if self.base_bits - z > 6 {
            return None;
        }
        let d = solinas_log8(pow_mod(self.base, 1u64 << z, self.q))?;
        Some(self.rule.exponent(e, j).shr(z).mul(Expr::c(d)).and(63).mul(Expr::c(3)).simplify())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::arith::reduce::SOLINAS_PRIME as Q;
    use crate::plan::expr::Env;

    fn solinas(transform: &str, log_n: u32) -> ValidSpec {
        let text = format!("transform = \"{transform}\"\nlog_n = {log_n}\nword = \"u64\"\nreduction = \"solinas\"\n[moduli]\nprimes = [\"{Q}\"]\n");
        crate::spec::from_str(&text).unwrap()
    }

    /// Every qualifying level's shift gives the table's twiddle, 2^e = base^k.
    #[test]
    fn shifts_are_the_twiddles_and_only_early_levels_qualify() {
        for (transform, e_bits, orders) in [("ntt-negacyclic", 8u32, 2u32), ("ntt-cyclic", 8, 1)] {
            let spec = solinas(transform, e_bits);
            let rule_of = |e_bits| if transform == "ntt-negacyclic" { ExpRule::BitRevFull { e_bits } } else { ExpRule::Cyclic { e_bits } };
            for inverse in [false, true] {
                let r = rule(&spec, rule_of(e_bits), inverse).unwrap();
                for j in 0..e_bits {
                    let idx = Expr::var(crate::plan::expr::Var::TidX);
                    let qualifies = j + orders <= 6;
                    let Some(shift) = r.shift(&idx.clone().add(Expr::c(1 << j)), j) else {
                        assert!(!qualifies, "{transform} level {j}");
                        continue;
                    };
                    assert!(qualifies, "{transform} level {j} has twiddles of order above 64");
                    for t in 0..1u32 << j {
                        let env = Env { tid: [t, 0], bid: [0; 3] };
                        let k = r.rule.exponent(&Expr::c(t + (1 << j)), j).eval(&env).unwrap();
                        let e = shift.eval(&env).unwrap();
                        assert!(e < 192);
                        assert_eq!(pow_mod(2, e as u64, Q), pow_mod(r.base, k as u64, Q), "{transform} inverse {inverse} level {j} index {t}");
                    }
                }
            }
        }
    }

    fn pow2_bflies(ops: &[crate::plan::ir::Op]) -> usize {
        use crate::plan::ir::Op;
        ops.iter().map(|o| match o {
            Op::Pow2Bfly { .. } => 1,
            Op::Guard { ops, .. } => pow2_bflies(ops),
            _ => 0,
        }).sum()
    }

    /// Whole plans with shifted twiddles, forward and inverse (and the fused
    /// product kernel), verify on the interpreter against the references.
    #[test]
    fn solinas_plans_shift_their_early_levels_and_verify() {
        use crate::plan::ir::programs;
        for extra in ["radix = 4", "transform = \"ntt-cyclic\"\nradix = 8", "four_step = true\nstage_split = [5, 5]", "twiddles = \"on-the-fly\"", "radix = 16\nstage_split = [10]\ncluster = 1", "roots = \"smallest\""] {
            let text = format!("log_n = 10\nword = \"u64\"\nreduction = \"solinas\"\n{extra}\n[moduli]\nprimes = [\"{Q}\"]\n");
            let text = if extra.contains("transform") { text } else { format!("transform = \"ntt-negacyclic\"\n{text}") };
            let spec = crate::spec::from_str(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
            let plan = crate::plan::lower(&spec).unwrap();
            for prog in [programs::FORWARD, programs::INVERSE] {
                let first = plan.program_kernels(prog).into_iter().find(|k| k.phases.iter().any(|p| pow2_bflies(&p.ops) > 0));
                assert!(first.is_some(), "{extra}: no power-of-two butterflies in {prog}");
            }
            let mut exec = crate::executor::CpuExecutor::new(plan).unwrap();
            crate::verify::verify(&mut exec, 3, 1, 2).unwrap_or_else(|e| panic!("{extra}: {e}"));
        }
    }

    #[test]
    fn other_reductions_and_the_dgt_have_no_rule() {
        let text = "transform = \"ntt-negacyclic\"\nlog_n = 8\nword = \"u64\"\nreduction = \"shoup\"\n[moduli]\nbits = 50\ncount = 1\n";
        let s = crate::spec::from_str(text).unwrap();
        assert!(rule(&s, ExpRule::BitRevFull { e_bits: 8 }, false).is_none());
    }
}
