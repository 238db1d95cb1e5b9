//! Stage builders of one transform kernel, composed by `transform::build`:
//! `load` (global loads, fused Y product, DGT twist), `groups` (the data
//! registers and one register radix group of butterflies, twiddles from
//! `twiddle`), `exchange` (a group's registers to the next group through a
//! memory scope), `prologue` (the shared-twiddle cache), `store` (epilogue
//! and global stores). Each stage appends ops to the kernel's builder; the
//! facts they share about the kernel are in [`KernelCtx`].

pub mod exchange;
pub mod groups;
pub mod load;
pub mod prologue;
pub mod store;

use super::fused::Fusion;
use super::geom::Geom;
use super::pow2::{self, Pow2Rule};
use super::transform_types::{Dir, TransformTables};
use super::twiddle::{ExpRule, TwSource};
use crate::plan::expr::Expr;
use crate::plan::ir::Reg;
use crate::spec::{Transform, ValidSpec};

/// The data registers of a transform kernel: `[slot][lane]`, one slot per
/// element of the thread's radix group, one lane per word of an element.
pub type Data = Vec<Vec<Reg>>;

/// What every stage of transform kernel `k` needs to know about it.
pub struct KernelCtx<'a> {
    pub spec: &'a ValidSpec,
    pub g: Geom,
    pub k: usize,
    pub dir: Dir,
    pub gaussian: bool,
    /// Words per element (2 for Gaussian integers).
    pub lanes: u32,
    /// Offset of a Gaussian element's imaginary word in a global buffer.
    pub half_len: u32,
    /// A kernel past the first of a four-step transform: it runs a
    /// sub-transform of 2^log_m points from the small table.
    pub four: bool,
    /// The table this kernel's butterflies read.
    pub ts: &'a TwSource,
    pub log_m: u32,
    /// This thread's index within its set.
    pub t: Expr,
    /// The set this thread works on.
    pub d: Expr,
    /// Twiddles that are powers of two become shifts (solinas; `pow2`),
    /// for the main table's levels.
    pub pow2: Option<Pow2Rule>,
    /// The inverse's last kernel with 1/len folded into its last level: the
    /// constants table holding that level's scaled twiddle at entry 1.
    pub fold: Option<usize>,
    /// A fused form's epilogue whose leading product takes the place of
    /// 1/len in that folded last level (lazy values only; `fused::emit::last_level`).
    pub fold_by: Option<&'a Fusion>,
    /// The smallest level whose twiddles are read as two factors of the main
    /// table (`factored_levels`; see `groups::factored`).
    pub factor_from: Option<u32>,
}

impl<'a> KernelCtx<'a> {
    pub fn new(spec: &'a ValidSpec, k: usize, dir: Dir, tt: &'a TransformTables) -> KernelCtx<'a> {
        let g = Geom::new(spec, k);
        // The sub table is declared for four-step specs only, so `four`
        // is the spec's four-step past the first kernel; tables without it
        // can only build the plain kernel.
        let sub = tt.sub.as_ref().filter(|_| spec.four_step && k >= 1);
        let (four, ts) = (sub.is_some(), sub.unwrap_or(&tt.main));
        let (t, d) = (g.thread(), g.set_id());
        let mut cx = KernelCtx {
            spec,
            k,
            dir,
            gaussian: spec.transform == Transform::Dgt,
            lanes: spec.lanes(),
            half_len: 1u32 << g.e,
            four,
            ts,
            log_m: tt.log_m,
            t,
            d,
            g,
            pow2: None,
            fold: if dir == Dir::Inv && k == 0 && tt.fold_last { tt.inv_len } else { None },
            fold_by: None,
            factor_from: None,
        };
        if !four {
            cx.pow2 = pow2::rule(spec, cx.exp_rule(), dir == Dir::Inv);
        }
        let factors = spec.factored_levels > 0 && spec.twiddles == crate::spec::Twiddles::Table;
        if factors && matches!(cx.exp_rule(), ExpRule::BitRevFull { .. }) && !cx.gaussian {
            // Only levels with more entries than the low factor's range gain.
            cx.factor_from = Some((cx.g.e.saturating_sub(spec.factored_levels)).max(groups::FACTOR_LO_BITS + 1));
        }
        cx
    }
    /// Where the last inverse level (global level 0) is one of `group`'s
    /// register bits in a kernel that folds 1/len into it: that bit. The
    /// slots with it set hold the level's difference outputs, already
    /// scaled; the butterflies and the epilogue both read this.
    pub fn fold_bit(&self, group: &[u32]) -> Option<u32> {
        self.fold?;
        let p = group.iter().copied().find(|&p| self.g.a + p == self.g.e - 1)?;
        self.g.register_bits(group).iter().position(|&b| b == p).map(|i| i as u32)
    }
    /// Elements per thread in each group (the kernel radix).
    pub fn radix(&self) -> u32 {
        1 << self.g.b
    }
    /// Sets per block.
    pub fn cluster(&self) -> u32 {
        1 << self.g.log_cluster
    }
    pub fn what(&self) -> &'static str {
        if self.dir == Dir::Fwd {
            "forward"
        } else {
            "inverse"
        }
    }
    /// Register groups in the order this direction runs them.
    pub fn groups(&self) -> Vec<Vec<u32>> {
        let mut groups = self.g.groups();
        if self.dir == Dir::Inv {
            groups.reverse();
        }
        groups
    }
    /// How a table index of this kernel's levels becomes a root exponent.
    pub fn exp_rule(&self) -> ExpRule {
        if self.spec.transform == Transform::NttNegacyclic && !self.four {
            ExpRule::BitRevFull { e_bits: self.g.e }
        } else {
            ExpRule::Cyclic { e_bits: if self.four { self.log_m } else { self.g.e } }
        }
    }
    /// Global element index held by register slot `kk` while `group` runs.
    pub fn global_elem(&self, group: &[u32], kk: u32) -> Expr {
        self.g.global(&self.d, self.g.elem(group, &self.t, kk)).simplify()
    }
}

/// Small specs and tables for the stages' unit tests.
#[cfg(test)]
pub mod testing {
    use super::super::transform_types::TransformTables;
    use super::super::twiddle::TwSource;
    use crate::plan::ir::{Op, Phase};
    use crate::spec::ValidSpec;

    /// A spec of `log_n` over u64 with the given extra TOML lines.
    pub fn spec(log_n: u32, extra: &str) -> ValidSpec {
        let text = format!("transform = \"ntt-negacyclic\"\nlog_n = {log_n}\nword = \"u64\"\n{extra}\n[moduli]\nbits = 50\ncount = 1\n");
        crate::spec::from_str(&text).unwrap_or_else(|e| panic!("{e}\n{text}"))
    }
    pub fn dgt(log_n: u32, extra: &str) -> ValidSpec {
        let text = format!("transform = \"dgt\"\nlog_n = {log_n}\nword = \"u64\"\n{extra}\n[moduli]\nbits = 50\ncount = 1\n");
        crate::spec::from_str(&text).unwrap_or_else(|e| panic!("{e}\n{text}"))
    }
    fn source(table: usize, companion: bool, gaussian: bool) -> TwSource {
        TwSource { table, table_len: 1 << 10, gen: crate::plan::lower::twiddle::Generated::None, gaussian, companion, paired: false }
    }
    /// Table 0 the main twiddles, 1 the sub table, 2 the twist, 3 1/len.
    pub fn tables(spec: &ValidSpec) -> TransformTables {
        let gaussian = spec.lanes() == 2;
        let companion = spec.twiddle_companion();
        TransformTables {
            main: source(0, companion, gaussian),
            sub: Some(source(1, companion, gaussian)),
            log_m: spec.levels() - spec.stage_split[0],
            twist: gaussian.then_some(2),
            inv_len: Some(3),
            fold_last: false,
        }
    }
    /// Every op of the phases, guards opened.
    pub fn flat(phases: &[Phase]) -> Vec<Op> {
        fn walk(ops: &[Op], out: &mut Vec<Op>) {
            for op in ops {
                match op {
                    Op::Guard { ops, .. } => walk(ops, out),
                    _ => out.push(op.clone()),
                }
            }
        }
        let mut out = vec![];
        for p in phases {
            walk(&p.ops, &mut out);
        }
        out
    }
    pub fn count(ops: &[Op], f: impl Fn(&Op) -> bool) -> usize {
        ops.iter().filter(|o| f(o)).count()
    }
}
