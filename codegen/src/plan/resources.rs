//! What each lowered kernel asks of the GPU -- threads per block, shared
//! memory, registers -- read from the plan itself, and the check against
//! sm_90's limits. It runs after lowering, so a new kind of kernel (a
//! cluster stage, another exchange layout) is checked by what it emits,
//! with no second derivation of its shape from the spec's knobs.

use crate::plan::ir::{Kernel, Plan, Role};
use crate::spec::limits::{MAX_SHARED_BYTES, MAX_THREADS_PER_BLOCK};
use crate::spec::{FieldError, ValidSpec};
use std::fmt;

/// One kernel's demands, from its lowered form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Resources {
    pub kernel: String,
    /// blockDim.x * blockDim.y.
    pub threads: u32,
    /// Dynamic shared memory per block.
    pub shared_bytes: u64,
    /// 32-bit registers per thread the plan's values take before register
    /// allocation (a u64 value takes two). Not limited here: every kernel is
    /// emitted with `__launch_bounds__(threads)`, so ptxas fits its registers
    /// to the block and spills the rest (`codegen compile` reports spills).
    pub registers: u32,
}

impl Resources {
    pub fn of(k: &Kernel, word_bytes: u32) -> Resources {
        Resources {
            kernel: k.name.clone(),
            threads: k.threads(),
            shared_bytes: k.shared_words as u64 * word_bytes as u64,
            registers: k.regs as u32 * word_bytes.div_ceil(4),
        }
    }
}

/// The limited resources.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Resource {
    ThreadsPerBlock,
    SharedBytes,
}

impl fmt::Display for Resource {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Resource::ThreadsPerBlock => "threads per block",
            Resource::SharedBytes => "bytes of shared memory per block",
        })
    }
}

/// A kernel over a limit: which kernel, which resource, the spec field
/// responsible and what to change.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResourceError {
    pub kernel: String,
    pub what: Resource,
    pub limit: u64,
    pub got: u64,
    pub field: String,
    /// What the kernel is made of, in the spec's terms (sets x threads, ...).
    pub detail: String,
    pub fix: String,
}

impl ResourceError {
    /// The problem, as a spec refusal states it.
    pub fn problem(&self) -> String {
        format!("kernel {} needs {} {}{}, over the limit of {}", self.kernel, self.got, self.what, self.detail, self.limit)
    }
}

impl fmt::Display for ResourceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "`{}`: {}; {}", self.field, self.problem(), self.fix)
    }
}

impl std::error::Error for ResourceError {}

/// A refusal after lowering reads like one of the validator's.
impl From<ResourceError> for FieldError {
    fn from(e: ResourceError) -> FieldError {
        FieldError { field: e.field.clone(), problem: e.problem(), fix: e.fix }
    }
}

/// Every kernel of the plan within the limits; their demands in plan order.
pub fn check_plan(plan: &Plan) -> Result<Vec<Resources>, ResourceError> {
    check(&plan.spec, &plan.kernels)
}

/// Each kernel's demands, or the first one over a limit. `spec` names the
/// field responsible and the fix; the numbers come from the kernels.
pub fn check<'a>(spec: &ValidSpec, kernels: impl IntoIterator<Item = &'a Kernel>) -> Result<Vec<Resources>, ResourceError> {
    let mut out = vec![];
    for k in kernels {
        let r = Resources::of(k, spec.word.bytes());
        if r.threads > MAX_THREADS_PER_BLOCK {
            return Err(too_many_threads(spec, k));
        }
        if r.shared_bytes > MAX_SHARED_BYTES as u64 {
            return Err(too_much_shared(spec, k, r.shared_bytes));
        }
        out.push(r);
    }
    Ok(out)
}

/// Transform kernels are `cluster` sets of 2^levels / radix threads; one set
/// over the limit needs a higher radix or fewer levels, more sets a lower cluster.
fn too_many_threads(spec: &ValidSpec, k: &Kernel) -> ResourceError {
    let threads = k.threads();
    let base = |field: &str, detail: String, fix: String| ResourceError {
        kernel: k.name.clone(),
        what: Resource::ThreadsPerBlock,
        limit: MAX_THREADS_PER_BLOCK as u64,
        got: threads as u64,
        field: field.to_string(),
        detail,
        fix,
    };
    if !matches!(k.role, Role::Forward | Role::Inverse | Role::Product) {
        return base("pointwise", String::new(), "this is a generator bug (elementwise kernels use 128 threads); please report it with the spec".into());
    }
    let sets = spec.cluster.max(1);
    let per_set = threads / sets;
    let detail = format!(" ({sets} sets x {per_set} threads per set of 2^{} coefficients)", k.levels.len());
    if sets == 1 || per_set > MAX_THREADS_PER_BLOCK {
        // A block holds its share of the set (a cluster splits it over its blocks), a group per thread.
        let per_block = (1u64 << k.levels.len()) / k.cluster_blocks.max(1) as u64;
        let radix = (per_block / MAX_THREADS_PER_BLOCK as u64).next_power_of_two().max(2);
        let fix = if radix <= 16 {
            format!("use radix >= {radix} (at most 16), or fewer levels per kernel in stage_split (1024 threads per block)")
        } else {
            "use fewer levels per kernel in stage_split, or spread the set over more blocks with cluster_blocks (1024 threads per block at radix 16)".to_string()
        };
        base("radix", detail, fix)
    } else {
        base("cluster", detail, format!("use at most {} (1024 threads per block)", (MAX_THREADS_PER_BLOCK / per_set).max(1)))
    }
}

/// Shared memory grows with the sets per block; with one set, with the
/// shared-twiddle cache or the levels of the kernel.
fn too_much_shared(spec: &ValidSpec, k: &Kernel, bytes: u64) -> ResourceError {
    let (field, fix) = if spec.cluster > 1 {
        ("cluster", format!("lower cluster or split the levels further; the limit is {MAX_SHARED_BYTES} bytes on sm_90"))
    } else if spec.twiddles == crate::spec::Twiddles::Shared {
        ("twiddles", format!("use twiddles = \"table\" or split the levels further; the limit is {MAX_SHARED_BYTES} bytes on sm_90"))
    } else {
        ("stage_split", format!("put fewer levels in kernel {}; the limit is {MAX_SHARED_BYTES} bytes on sm_90", k.name))
    };
    ResourceError {
        kernel: k.name.clone(),
        what: Resource::SharedBytes,
        limit: MAX_SHARED_BYTES as u64,
        got: bytes,
        field: field.to_string(),
        detail: format!(" ({} sets of 2^{} coefficients)", spec.cluster, k.levels.len()),
        fix,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The plan before its resource check (these specs take no knob the
    /// lowering may refuse).
    fn lower(spec: &ValidSpec) -> Plan {
        crate::plan::lower::unchecked(spec).unwrap()
    }

    fn spec(transform: &str, log_n: u32, extra: &str) -> ValidSpec {
        let text = format!("transform = \"{transform}\"\nlog_n = {log_n}\nword = \"u64\"\n{extra}\n[moduli]\nbits = 50\ncount = 1\n");
        crate::spec::from_str(&text).unwrap_or_else(|e| panic!("{e}\n{text}"))
    }

    #[test]
    fn demands_are_read_from_the_kernels() {
        let s = spec("ntt-negacyclic", 8, "radix = 4\nstage_split = [4, 4]\ncluster = 2\ntwiddles = \"shared\"");
        let mut plan = lower(&s);
        let r = check_plan(&plan).unwrap();
        assert_eq!(r.len(), plan.kernels.len());
        let fwd0 = plan.kernels[0].clone();
        assert_eq!(r[0], Resources { kernel: fwd0.name.clone(), threads: 8, shared_bytes: fwd0.shared_words as u64 * 8, registers: fwd0.regs as u32 * 2 });
        // A kernel changed after lowering is judged by what it now is, not by the spec.
        plan.kernels[0].block = [64, 32];
        let e = check_plan(&plan).unwrap_err();
        assert_eq!((e.kernel.as_str(), e.what, e.got, e.limit), (fwd0.name.as_str(), Resource::ThreadsPerBlock, 2048, 1024));
        plan.kernels[0].block = [4, 2];
        plan.kernels[0].shared_words = MAX_SHARED_BYTES / 8 + 1;
        let e = check_plan(&plan).unwrap_err();
        assert_eq!((e.what, e.got), (Resource::SharedBytes, MAX_SHARED_BYTES as u64 + 8));
    }

    #[test]
    fn too_many_sets_per_block_blames_cluster() {
        // 2^6 / radix 2 = 32 threads per set, 64 sets per block.
        let s = spec("ntt-negacyclic", 12, "radix = 2\nstage_split = [6, 6]\ncluster = 64");
        let e = check_plan(&lower(&s)).unwrap_err();
        assert_eq!((e.field.as_str(), e.got, e.kernel.as_str()), ("cluster", 2048, format!("{}_fwd0", s.name).as_str()));
        assert!(e.fix.contains("at most 32"), "{e}");
        let f = FieldError::from(e.clone());
        assert_eq!(f.field, "cluster");
        assert!(f.problem.contains("2048 threads") && f.problem.contains("64 sets x 32 threads"), "{f}");
        assert_eq!(e.to_string(), f.to_string());
    }

    #[test]
    fn one_set_over_the_limit_blames_radix() {
        let s = spec("ntt-negacyclic", 12, "radix = 2\nstage_split = [12]");
        let e = check_plan(&lower(&s)).unwrap_err();
        assert_eq!((e.field.as_str(), e.got), ("radix", 2048));
        assert!(e.fix.contains("radix >= 4") && e.fix.contains("stage_split"), "{e}");
        let s = spec("ntt-negacyclic", 12, "radix = 4\nstage_split = [12]");
        assert!(check_plan(&lower(&s)).is_ok(), "1024 threads fit");
    }

    /// Over a cluster a block holds its share of the set: the radix the
    /// fix names is one the validator takes and that fits.
    #[test]
    fn a_cluster_set_over_the_limit_names_a_radix_that_fits() {
        let text = |radix: u32| format!("transform = \"ntt-negacyclic\"\nlog_n = 17\nword = \"u32\"\nradix = {radix}\ncluster_blocks = 8\n[moduli]\nbits = 30\ncount = 1\n");
        let e = check_plan(&lower(&crate::spec::from_str(&text(8)).unwrap())).unwrap_err();
        assert!(e.field == "radix" && e.fix.contains("radix >= 16"), "{e}");
        assert!(check_plan(&lower(&crate::spec::from_str(&text(16)).unwrap())).is_ok(), "radix 16 fits");
    }

    #[test]
    fn shared_memory_over_the_limit_blames_the_knob_that_grows_it() {
        // 4 sets of 2^12 u64 words plus their shared twiddles.
        let s = spec("ntt-negacyclic", 14, "radix = 16\nstage_split = [12, 2]\ncluster = 4\ntwiddles = \"shared\"");
        let e = check_plan(&lower(&s)).unwrap_err();
        assert_eq!((e.field.as_str(), e.what), ("cluster", Resource::SharedBytes));
        assert!(e.got > MAX_SHARED_BYTES as u64 && e.fix.contains("232448"), "{e}");
        let s = spec("ntt-negacyclic", 14, "radix = 16\nstage_split = [12, 2]\ncluster = 4\ntwiddles = \"table\"");
        assert!(check_plan(&lower(&s)).is_ok());
        // One Gaussian set, ping-pong regions and its twiddle cache.
        let s = spec("dgt", 13, "radix = 16\nstage_split = [12]\ncluster = 1\naccess = \"constant-geometry\"\ntwiddles = \"shared\"");
        let e = check_plan(&lower(&s)).unwrap_err();
        assert_eq!((e.field.as_str(), e.got), ("twiddles", (2 * 8704 + 4095 * 4) as u64 * 8));
    }
}
