//! Timing a spec on a GPU beside the floors measured in the same run
//! (`nttgen-bench`, `codegen bench`).
//!
//! - **Floors**, measured at start-up on this GPU: a streaming copy (GB/s,
//!   read + write), the spec's own butterfly in a register-only loop
//!   (butterflies/s for its word and reduction, lazy where the kernels are
//!   lazy), and an empty launch (us).
//! - **Programs** (forward, inverse, pointwise, polymul): device-resident
//!   operands, CUDA events around groups of 10 back-to-back runs after a
//!   warm-up; median, min and max over the groups; coefficients/s, GB/s of
//!   global traffic and butterflies/s from the plan's cost model (the plan is
//!   the one source of both the kernels and these counts), and the ratio to
//!   the memory and arithmetic floors.
//! - **Mode P** by default (every limb its own prime and table, as FHE uses
//!   them): the spec's moduli are replaced by `limbs` primes of the same size
//!   (at most 256 distinct; beyond that the batch repeats them), so the
//!   working set is 2^24 coefficients, several times L2. `--batch B` keeps
//!   the spec's primes and runs B polynomials instead (mode S).
//! - **Check**: before timing, each program runs once on random data and
//!   its first and last tower of the first polynomial are compared with the
//!   CPU interpreter running the same plan for that tower's prime.

use crate::engines::timing::time_groups;
use crate::{Engine, Error, Gpu, KernelCache, LaunchDims, Result};
use codegen::arith::reduce::Modulus;
use codegen::executor::{CpuExecutor, Executor};
use codegen::plan::ir::Plan;
use codegen::spec::file::{ModuliFile, PrimeValue, Roots};
use codegen::spec::{self, ValidSpec, Word};
use serde::Serialize;
use std::sync::Arc;

/// Coefficients in the default working set (2^24: 128 MB of u64, twice an
/// H200's L2 per operand).
pub const WORKING_SET_LOG: u32 = 24;
/// Most towers (distinct primes) a spec holds.
const MAX_TOWERS: usize = codegen::spec::limits::MAX_TOWERS;
/// Butterflies per thread per loop trip in the floor kernel (independent
/// chains, for instruction-level parallelism).
const FLOOR_CHAINS: usize = 4;

/// What to time.
#[derive(Clone, Debug)]
pub struct BenchOptions {
    /// Mode S: this many polynomials over the spec's own primes. `None`:
    /// mode P over 2^24 coefficients, a prime per limb.
    pub batch: Option<usize>,
    /// Groups of 10 runs timed per program.
    pub groups: usize,
}

impl Default for BenchOptions {
    fn default() -> Self {
        BenchOptions { batch: None, groups: 15 }
    }
}

/// The floors measured on this GPU.
#[derive(Clone, Debug, Serialize)]
pub struct Floors {
    /// Streaming copy, GB/s of read + write.
    pub copy_gbps: f64,
    /// The spec's butterfly, register resident, per second (whole GPU).
    pub butterflies_per_s: f64,
    /// Which butterfly the floor ran (`bfly_ct_lazy` or `bfly_ct`).
    pub butterfly: String,
    /// An empty kernel launch, us (back to back).
    pub launch_us: f64,
}

/// One program's timing.
#[derive(Clone, Debug, Serialize)]
pub struct OpTiming {
    /// Program name.
    pub op: String,
    /// Launches per run.
    pub launches: usize,
    /// Median us per run.
    pub median_us: f64,
    /// Fastest group, us per run.
    pub min_us: f64,
    /// Slowest group, us per run.
    pub max_us: f64,
    /// Coefficients (of one operand) per second.
    pub coeffs_per_s: f64,
    /// Global bytes (plan cost model) per second, GB/s.
    pub gbps: f64,
    /// Butterflies (plan cost model) per second.
    pub butterflies_per_s: f64,
    /// Bytes of table entries the launches must read: each kernel's distinct
    /// entries per tower (`codegen::plan::traffic`), once per tower.
    pub table_bytes: f64,
    /// us the global traffic, data and tables, takes at the copy floor.
    pub memory_floor_us: f64,
    /// us the butterflies take at the butterfly floor.
    pub arithmetic_floor_us: f64,
    /// median / max(floors, launches x launch floor).
    pub x_floor: f64,
    /// The interpreter check.
    pub check: String,
}

/// Everything one `bench` run measured.
#[derive(Clone, Debug, Serialize)]
pub struct BenchReport {
    /// The spec timed (with the primes it ran with).
    pub spec: String,
    /// GPU name.
    pub gpu: String,
    /// `P` (a prime per limb) or `S` (the spec's primes over a batch).
    pub mode: String,
    /// N.
    pub n: usize,
    /// Towers of the spec run.
    pub towers: usize,
    /// Polynomials per tower.
    pub batch: usize,
    /// Distinct primes.
    pub distinct_primes: usize,
    /// The floors of this run.
    pub floors: Floors,
    /// Per kernel compiled with thread-block clusters: name, cluster size,
    /// clusters the GPU holds at once (driver occupancy).
    pub cluster_occupancy: Vec<(String, u32, u32)>,
    /// Per program.
    pub ops: Vec<OpTiming>,
}

impl BenchReport {
    /// A table for people.
    pub fn to_text(&self) -> String {
        let f = &self.floors;
        let mut s = format!(
            "{} on {}: mode {}, N = {}, {} towers x batch {} ({} distinct primes), {} coefficients per operand\nfloors (this run): copy {:.0} GB/s, {} {:.1} G/s, empty launch {:.2} us\n\n",
            self.spec,
            self.gpu,
            self.mode,
            self.n,
            self.towers,
            self.batch,
            self.distinct_primes,
            self.n * self.towers * self.batch,
            f.copy_gbps,
            f.butterfly,
            f.butterflies_per_s / 1e9,
            f.launch_us
        );
        s.push_str("| op | launches | median us | min-max us | Gcoeff/s | GB/s | Gbfly/s | table MB | memory floor us (data + tables) | arith floor us | x floor | check |\n|---|---|---|---|---|---|---|---|---|---|---|---|\n");
        for o in &self.ops {
            s.push_str(&format!(
                "| {} | {} | {:.1} | {:.1}-{:.1} | {:.2} | {:.0} | {:.1} | {:.1} | {:.1} | {:.1} | {:.2} | {} |\n",
                o.op,
                o.launches,
                o.median_us,
                o.min_us,
                o.max_us,
                o.coeffs_per_s / 1e9,
                o.gbps,
                o.butterflies_per_s / 1e9,
                o.table_bytes / 1e6,
                o.memory_floor_us,
                o.arithmetic_floor_us,
                o.x_floor,
                o.check
            ));
        }
        for (name, blocks, resident) in &self.cluster_occupancy {
            s.push_str(&format!("cluster occupancy: {name}: {resident} clusters of {blocks} blocks resident at once ({} blocks)\n", resident * blocks));
        }
        s
    }
}

/// The spec with its moduli replaced by `count` primes of `bits` bits, or
/// by the explicit list `primes`.
fn with_moduli(spec: &ValidSpec, primes: Option<Vec<u64>>, bits: u32, count: usize) -> Result<ValidSpec> {
    let mut f = spec.to_file();
    // Roots given per tower follow their primes: keep those of the primes kept.
    if let (Some(Roots::Given(g)), Some(p)) = (f.roots.as_mut(), primes.as_ref()) {
        let pick = |list: &mut Option<Vec<PrimeValue>>| {
            if list.is_some() {
                *list = Some(p.iter().filter_map(|q| spec.primes.iter().position(|x| x == q)).filter_map(|t| spec.tower_roots.get(t)).map(|&r| PrimeValue::from(r)).collect());
            }
        };
        pick(&mut g.psi);
        pick(&mut g.omega);
    }
    f.moduli = match primes {
        Some(p) => ModuliFile { primes: Some(p.into_iter().map(PrimeValue::from).collect()), bits: None, count: None, runtime: None },
        None => ModuliFile { primes: None, bits: Some(bits), count: Some(count as u32), runtime: None },
    };
    spec::validate(&f).map_err(|e| Error::Invalid(format!("{}: with {count} primes of {bits} bits: {e}", spec.name)))
}

/// The spec and batch to time, and the mode's name.
/// The spec and batch `bench` times for `spec` under `opts`, and the mode
/// ("P": a prime per limb over 2^24 coefficients; "S": the spec's primes).
pub fn workload(spec: &ValidSpec, opts: &BenchOptions) -> Result<(ValidSpec, usize, &'static str)> {
    if let Some(b) = opts.batch {
        if b == 0 {
            return Err(Error::Invalid("--batch 0: give at least one polynomial".into()));
        }
        return Ok((spec.clone(), b, "S"));
    }
    let n = 1usize << spec.log_n;
    let limbs = ((1usize << WORKING_SET_LOG) / n).max(1);
    let towers = limbs.min(MAX_TOWERS);
    let bits = 64 - spec.primes[0].leading_zeros();
    // A spec whose primes are not of a searchable kind (solinas' one prime)
    // cannot take a prime per limb: mode S over the same working set.
    match with_moduli(spec, None, bits, towers) {
        Ok(s) => Ok((s, limbs.div_ceil(towers), "P")),
        Err(_) => Ok((spec.clone(), limbs.div_ceil(spec.primes.len()), "S")),
    }
}

/// The spec's first prime as its kernels' butterflies take it
/// (`plan::tables::kernel_modulus`), so the floor kernel's CPU twin
/// computes what the prelude's butterfly does.
fn floor_modulus(spec: &ValidSpec) -> Result<Modulus> {
    codegen::plan::tables::kernel_modulus(spec, spec.primes[0]).map_err(|e| Error::Invalid(e.to_string()))
}

/// Source of the floor kernels for `spec`'s word and reduction.
pub fn floor_source(spec: &ValidSpec) -> Result<String> {
    let lazy = floor_modulus(spec)?.supports_lazy();
    let bfly = if lazy { "bfly_ct_lazy(a[c], b[c], w, wc, m)" } else { "bfly_ct(a[c], b[c], w, wc, true, false, m)" };
    let prelude = codegen::emit::arithmetic_prelude(spec).map_err(|e| Error::Invalid(e.to_string()))?;
    Ok(format!(
        "{prelude}
extern \"C\" __global__ void floor_copy(uint4* dst, const uint4* src, size_t n) {{
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x) dst[i] = src[i];
}}
extern \"C\" __global__ void floor_empty() {{}}
/* {FLOOR_CHAINS} independent butterfly chains per thread, register resident;
 * the result is stored so nothing is optimised away (and is checked). */
extern \"C\" __global__ void floor_bfly(word_t* out, const ModConst* mods, word_t w, word_t wc, unsigned iters) {{
    const ModConst m = mods[0];
    const unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
    word_t a[{FLOOR_CHAINS}], b[{FLOOR_CHAINS}];
    #pragma unroll
    for (int c = 0; c < {FLOOR_CHAINS}; c++) {{ a[c] = (word_t)(t * {FLOOR_CHAINS} + c) % m.q; b[c] = (word_t)(t * 7 + c + 1) % m.q; }}
    for (unsigned i = 0; i < iters; i++) {{
        #pragma unroll
        for (int c = 0; c < {FLOOR_CHAINS}; c++) {bfly};
    }}
    word_t x = 0;
    #pragma unroll
    for (int c = 0; c < {FLOOR_CHAINS}; c++) x ^= a[c] ^ b[c];
    out[t] = x;
}}
"
    ))
}

/// The floor kernel's output for thread `t`, on the CPU (the same chains).
fn floor_twin(m: &Modulus, w: u64, t: u64, iters: u32) -> u64 {
    let tw = m.twiddle(w);
    let q = m.consts().q;
    let mut x = 0;
    for c in 0..FLOOR_CHAINS as u64 {
        let (mut a, mut b) = ((t * FLOOR_CHAINS as u64 + c) % q, (t * 7 + c + 1) % q);
        for _ in 0..iters {
            // The lazy butterfly where the reduction has one, else the plain one.
            (a, b) = match m.bfly_ct_lazy(a, b, tw) {
                Ok(ab) => ab,
                Err(_) => {
                    let p = m.mul_tw(b, tw);
                    (m.add(a, p), m.sub(a, p))
                }
            };
        }
        x ^= a ^ b;
    }
    x
}

/// Measures the floors for `spec` on `gpu`.
pub fn measure_floors(gpu: &Arc<Gpu>, spec: &ValidSpec) -> Result<Floors> {
    let options = crate::CompileOptions { extra: codegen::emit::nvrtc_options(spec), ..Default::default() };
    let (_, module) = gpu.compile_and_load(KernelCache::global(), &floor_source(spec)?, &format!("{}_floors", spec.name), &options)?;
    let stream = gpu.new_stream()?;
    let sms = gpu.info().multiprocessors.max(1);
    // Copy: 256 MB each way, far above L2.
    let words = 1usize << 25;
    let src = gpu.untracked(|| stream.alloc_zeros::<u64>(words))?;
    let mut dst = gpu.untracked(|| stream.alloc_zeros::<u64>(words))?;
    let copy = module.kernel("floor_copy")?;
    let vecs = (words / 2) as u64;
    let dims = LaunchDims::new([sms * 8, 1, 1], [512, 1, 1], 0);
    let copy_us = median(&time_groups(&stream, 5, &mut || unsafe {
        // SAFETY: floor_copy(uint4* dst, const uint4* src, size_t n): both hold 2n u64.
        stream.launch(&copy, dims, crate::kernel_args![&mut dst, &src, vecs])
    })?);
    let copy_gbps = 2.0 * (words * 8) as f64 / (copy_us * 1e3);
    // Empty launch.
    let empty = module.kernel("floor_empty")?;
    let launch_us = median(&time_groups(&stream, 5, &mut || unsafe { stream.launch(&empty, LaunchDims::new([1, 1, 1], [32, 1, 1], 0), [] as [crate::KernelArg; 0]) })?);
    // Butterflies: the spec's own, with a real twiddle of its first prime.
    let m = floor_modulus(spec)?;
    let w = (spec.primes[0] / 3) | 1;
    let tw = m.twiddle(w);
    let c = m.consts();
    let (threads, iters) = (sms * 8 * 256, 2048u32);
    let bfly = module.kernel("floor_bfly")?;
    let bdims = LaunchDims::new([sms * 8, 1, 1], [256, 1, 1], 0);
    let (us, out) = match spec.word {
        Word::U64 => {
            let mods = gpu.upload(&[c.q, c.c[0], c.c[1], c.c[2]])?;
            let mut out = gpu.untracked(|| stream.alloc_zeros::<u64>(threads as usize))?;
            let us = median(&time_groups(&stream, 5, &mut || unsafe {
                // SAFETY: floor_bfly(word_t* out, const ModConst* mods, word_t w, word_t wc, unsigned iters): out holds one word per thread.
                stream.launch(&bfly, bdims, crate::kernel_args![&mut out, &mods, tw.value, tw.companion, iters])
            })?);
            (us, stream.download(&out)?)
        }
        Word::U32 => {
            let mods = gpu.upload(&[c.q as u32, c.c[0] as u32, c.c[1] as u32, c.c[2] as u32])?;
            let mut out = gpu.untracked(|| stream.alloc_zeros::<u32>(threads as usize))?;
            let us = median(&time_groups(&stream, 5, &mut || unsafe {
                // SAFETY: as above, 32-bit words.
                stream.launch(&bfly, bdims, crate::kernel_args![&mut out, &mods, tw.value as u32, tw.companion as u32, iters])
            })?);
            (us, stream.download(&out)?.into_iter().map(u64::from).collect())
        }
    };
    for t in [0u64, threads as u64 - 1] {
        let want = floor_twin(&m, w, t, iters);
        if out[t as usize] != want {
            return Err(Error::Invalid(format!("the butterfly floor kernel computed {} for thread {t}, the CPU twin {want}: the floor would not be the spec's butterfly", out[t as usize])));
        }
    }
    let butterflies = threads as f64 * iters as f64 * FLOOR_CHAINS as f64;
    let butterfly = if m.supports_lazy() { "bfly_ct_lazy" } else { "bfly_ct" };
    Ok(Floors { copy_gbps, butterflies_per_s: butterflies / (us * 1e-6), butterfly: format!("{butterfly} ({} {})", spec.word.as_str(), spec.reduction.as_str()), launch_us })
}

/// The median of timings (0 for none).
pub(crate) fn median(v: &[f32]) -> f64 {
    let mut v: Vec<f64> = v.iter().map(|&x| x as f64).collect();
    v.sort_by(|a, b| a.total_cmp(b));
    v.get(v.len() / 2).copied().unwrap_or(0.0)
}

/// Runs `program` once on random data on the GPU and compares towers 0
/// and T-1 of polynomial 0 with the interpreter; `Ok("ok")` or an error
/// that says which tower differs.
pub fn check_program(engine: &Engine, plan: &Plan, program: &str, batch: usize) -> Result<String> {
    let (t, per) = (plan.towers, plan.words_per_poly);
    let operands = plan.program(program).map_or(0, |p| p.operands.len());
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    let mut bufs: Vec<Vec<u64>> = (0..operands)
        .map(|_| {
            (0..batch * t * per)
                .map(|i| {
                    state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                    (state >> 1) % plan.spec.primes[(i / per) % t]
                })
                .collect()
        })
        .collect();
    let inputs = bufs.clone();
    let mut refs: Vec<&mut [u64]> = bufs.iter_mut().map(Vec::as_mut_slice).collect();
    engine.run_program(program, &mut refs, batch)?;
    for tower in [0, t - 1] {
        let one = with_moduli(&plan.spec, Some(vec![plan.spec.primes[tower]]), 0, 1)?;
        let mut cpu = CpuExecutor::new(codegen::plan::lower(&one).map_err(|e| Error::Invalid(e.to_string()))?).map_err(|e| Error::Invalid(e.to_string()))?;
        let range = tower * per..(tower + 1) * per;
        let mut want: Vec<Vec<u64>> = inputs.iter().map(|b| b[range.clone()].to_vec()).collect();
        let mut wr: Vec<&mut [u64]> = want.iter_mut().map(Vec::as_mut_slice).collect();
        cpu.run_program(program, &mut wr, 1).map_err(|e| Error::Invalid(e.to_string()))?;
        if want[0] != bufs[0][range] {
            return Err(Error::Invalid(format!("{program}: tower {tower} of the GPU output differs from the interpreter; the timings would be of wrong code")));
        }
    }
    Ok("ok".into())
}

/// Times every program of `spec` on `gpu` beside the floors.
pub fn bench(gpu: &Arc<Gpu>, spec: &ValidSpec, opts: &BenchOptions) -> Result<BenchReport> {
    // The spec as this GPU's runtime runs it (its class's tuned knobs where
    // it leaves them to the device), then over the mode's towers as it is.
    let resolved = crate::engines::typed::plan_for(gpu, spec)?.spec;
    let (spec, batch, mode) = workload(&resolved, opts)?;
    let floors = measure_floors(gpu, &spec)?;
    let plan = codegen::plan::lower(&spec).map_err(|e| Error::Invalid(format!("{}: {e}", spec.name)))?;
    let engine = Engine::from_plan(gpu.clone(), plan)?;
    let plan = engine.plan().clone();
    let polys = (plan.towers * batch) as f64;
    let mut ops = vec![];
    for program in &plan.programs {
        let name = program.name.as_str();
        // A one-launch form runs where its whole grid fits the GPU at once
        // and pays (`Engine::program_for`): timed where the engine would run
        // it for this batch; elsewhere its several-launch row stands for it.
        if let Some(base) = name.strip_suffix(codegen::plan::ir::programs::ONE_LAUNCH_SUFFIX) {
            if engine.program_for(base, batch)? != name {
                continue;
            }
        }
        let check = check_program(&engine, &plan, name, batch)?;
        let times = engine.time_program(name, batch, opts.groups.max(1))?;
        let med = median(&times);
        let kernels = plan.launches(program).collect::<Vec<_>>();
        let traffic: f64 = kernels.iter().map(|k| (k.cost.global_read_bytes + k.cost.global_write_bytes) as f64).sum::<f64>() * polys;
        let butterflies: f64 = kernels.iter().map(|k| k.cost.butterflies as f64).sum::<f64>() * polys;
        // The tables each launch must read at least once per tower, beside the data.
        let table_words: u64 = kernels.iter().map(|k| codegen::plan::traffic::table_words_per_tower(k).unwrap_or(0)).sum();
        let table_bytes = (table_words * spec.word.bytes() as u64 * plan.towers as u64) as f64;
        let memory_floor_us = (traffic + table_bytes) / (floors.copy_gbps * 1e3);
        let arithmetic_floor_us = butterflies / floors.butterflies_per_s * 1e6;
        let floor = memory_floor_us.max(arithmetic_floor_us).max(kernels.len() as f64 * floors.launch_us);
        ops.push(OpTiming {
            op: name.to_string(),
            launches: kernels.len(),
            median_us: med,
            min_us: times.iter().copied().fold(f32::MAX, f32::min) as f64,
            max_us: times.iter().copied().fold(0.0, f32::max) as f64,
            coeffs_per_s: polys * (1u64 << spec.log_n) as f64 / (med * 1e-6),
            gbps: traffic / (med * 1e3),
            butterflies_per_s: butterflies / (med * 1e-6),
            table_bytes,
            memory_floor_us,
            arithmetic_floor_us,
            x_floor: med / floor,
            check,
        });
    }
    let mut distinct = spec.primes.clone();
    distinct.sort_unstable();
    distinct.dedup();
    let cluster_occupancy = engine.cluster_occupancy()?;
    Ok(BenchReport { spec: spec.name.clone(), gpu: gpu.info().name.clone(), mode: mode.into(), n: 1 << spec.log_n, towers: plan.towers, batch, distinct_primes: distinct.len(), floors, cluster_occupancy, ops })
}
