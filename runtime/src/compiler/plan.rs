//! How a plan becomes loaded code: the emitted CUDA text, the NVRTC options
//! it asks for, and compiling ahead of time into the kernel cache. Both
//! engines build on this (the typed engine loads it; the untyped `Engine`
//! wraps the typed one), so neither imports the other for it.

use super::cache::KernelCache;
use super::nvrtc::{CompileOptions, Compiled};
use crate::error::{Error, Result};
use codegen::emit::{self, Info, Target};
use codegen::plan::Plan;
use std::sync::Arc;

/// NVRTC options for the emitted text: what its `Info` asks for, and a
/// CUBIN too, so loading needs no driver JIT.
pub fn compile_options(info: &Info) -> CompileOptions {
    CompileOptions { cubin: true, extra: info.nvrtc_options.clone(), ..CompileOptions::default() }
}

/// The CUDA text an engine compiles for `plan` on `arch`, and its `Info`
/// (deterministic, so a cache filled ahead of time, e.g. by `gpu-check`'s
/// parallel warm-up, is hit).
pub fn emit(plan: &Plan, arch: &str) -> Result<(String, Info)> {
    let target = Target::parse(arch)?;
    let options = emit::Options { command: format!("runtime::Engine::new ({})", plan.spec.name) };
    emit::cuda(plan, &target, &options).map_err(|e| Error::Invalid(format!("{}: {e}", plan.spec.name)))
}

/// Compile `plan` for `arch` into the global cache without a GPU.
pub fn precompile(plan: &Plan, arch: &str) -> Result<Arc<Compiled>> {
    let (source, info) = emit(plan, arch)?;
    KernelCache::global().get_or_compile(&source, &plan.spec.name, arch, &compile_options(&info))
}

/// Compile every plan for `arch` into the global cache, on every core
/// (NVRTC compiles one program per thread), so the engines made next hit
/// the cache ([`precompile_each`]). Returns the plans that failed, with the
/// reason.
pub fn precompile_all(plans: &[Plan], arch: &str) -> Vec<(String, Error)> {
    let failed = std::sync::Mutex::new(vec![]);
    let threads = std::thread::available_parallelism().map_or(4, |n| n.get());
    precompile_each(plans, arch, threads, &|p, _, r| {
        if let Err(e) = r {
            failed.lock().unwrap_or_else(|e| e.into_inner()).push((p.spec.name.clone(), e));
        }
    });
    failed.into_inner().unwrap_or_else(|e| e.into_inner())
}

/// Compile every plan for `arch` into the global cache on `threads`
/// threads, calling `done` with each plan, its seconds and its result as
/// it ends. The largest plans (most ops) start first: one program can take
/// minutes (a 2.2 MB PTX product of schoolbook residues took 151 s here)
/// and, started last, would run alone after the others finished.
pub fn precompile_each(plans: &[Plan], arch: &str, threads: usize, done: &(dyn Fn(&Plan, f64, Result<Arc<Compiled>>) + Sync)) {
    let mut order: Vec<usize> = (0..plans.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(plan_ops(&plans[i])));
    let next = std::sync::atomic::AtomicUsize::new(0);
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some(p) = order.get(i).map(|&i| &plans[i]) else { break };
                let t = std::time::Instant::now();
                let r = precompile(p, arch);
                done(p, t.elapsed().as_secs_f64(), r);
            });
        }
    });
}

/// The ops of a plan's kernels, guards' bodies included: how much text it
/// emits, roughly, and so how long NVRTC takes.
pub fn plan_ops(plan: &Plan) -> usize {
    fn count(ops: &[codegen::plan::Op]) -> usize {
        ops.iter().map(|o| 1 + if let codegen::plan::Op::Guard { ops, .. } = o { count(ops) } else { 0 }).sum()
    }
    plan.kernels.iter().flat_map(|k| &k.phases).map(|p| count(&p.ops)).sum()
}
