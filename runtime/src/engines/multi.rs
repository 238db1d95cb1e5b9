//! [`MultiEngine`]: one spec on several GPUs, a batch sharded over them.
//!
//! Each member is a [`TypedEngine`] with its own context and streams. A batch
//! of `batch` polynomials x `towers` towers is cut into [`Shard`]s by
//! [`shards`]: whole polynomials per engine when there are at least as many
//! polynomials as engines, towers per engine otherwise (one polynomial of a
//! many-tower RNS number still spreads). Every shard is gathered from the
//! host operands, uploaded, run and enqueued on its engine before any result
//! is waited for, so the GPUs work at the same time.

use crate::device::{DeviceBuffer, Gpu};
use crate::error::{Error, Result};
use super::check;
use super::transforms::Transforms;
use super::typed::{chunks, TypedEngine};
use super::word::EngineWord;
use codegen::plan::Plan;
use codegen::spec::ValidSpec;
use std::ops::Range;
use std::sync::Arc;

/// The part of a batch one engine runs: polynomials x towers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shard {
    /// Index of the engine.
    pub engine: usize,
    /// Polynomials of the batch.
    pub polys: Range<usize>,
    /// Towers of each of those polynomials.
    pub towers: Range<usize>,
}

/// `batch` x `towers` cut over at most `engines` engines: by polynomials when
/// `batch >= engines`, else by towers (each shard then holds every polynomial).
/// The shards are disjoint and cover the batch.
pub fn shards(batch: usize, towers: usize, engines: usize) -> Vec<Shard> {
    if batch >= engines || towers <= 1 {
        chunks(batch, engines).into_iter().enumerate().map(|(engine, polys)| Shard { engine, polys, towers: 0..towers }).collect()
    } else {
        chunks(towers, engines).into_iter().enumerate().map(|(engine, t)| Shard { engine, polys: 0..batch, towers: t }).collect()
    }
}

/// Words of `shard` gathered from a host operand of all towers (compact,
/// polynomial-major over the shard's towers).
pub fn gather<W: Copy>(host: &[W], shard: &Shard, towers: usize, per_poly: usize) -> Vec<W> {
    let mut out = Vec::with_capacity(shard.polys.len() * shard.towers.len() * per_poly);
    for p in shard.polys.clone() {
        let at = (p * towers + shard.towers.start) * per_poly;
        out.extend_from_slice(&host[at..at + shard.towers.len() * per_poly]);
    }
    out
}

/// The inverse of [`gather`]: writes a shard's words back into the host operand.
pub fn scatter<W: Copy>(host: &mut [W], part: &[W], shard: &Shard, towers: usize, per_poly: usize) {
    let run = shard.towers.len() * per_poly;
    for (k, p) in shard.polys.clone().enumerate() {
        let at = (p * towers + shard.towers.start) * per_poly;
        host[at..at + run].copy_from_slice(&part[k * run..(k + 1) * run]);
    }
}

/// One spec on several engines (GPUs, or one GPU split for testing).
pub struct MultiEngine<W: EngineWord> {
    engines: Vec<TypedEngine<W>>,
}

impl<W: EngineWord> MultiEngine<W> {
    /// One engine per GPU in `gpus`, each running the plan its GPU runs for
    /// `spec` ([`TypedEngine::new`]: a spec that names no `gpu` takes each
    /// device's class's tuned knobs).
    pub fn new(gpus: &[Arc<Gpu>], spec: &ValidSpec) -> Result<Self> {
        if gpus.is_empty() {
            return Err(Error::Invalid("MultiEngine::new: no GPUs given; pass at least one".into()));
        }
        let engines = gpus.iter().map(|g| TypedEngine::new(g.clone(), spec)).collect::<Result<Vec<_>>>()?;
        Ok(MultiEngine { engines })
    }

    /// One engine on every visible GPU (each with its own context).
    pub fn all_gpus(spec: &ValidSpec) -> Result<Self> {
        let n = Gpu::device_count()?;
        if n == 0 {
            return Err(Error::NoDevice { ordinal: 0, detail: "the driver reports 0 devices".into() });
        }
        let gpus = (0..n).map(|i| Gpu::open(i).map(Arc::new)).collect::<Result<Vec<_>>>()?;
        Self::new(&gpus, spec)
    }

    /// `parts` engines on GPU `ordinal`, each opened separately (its own
    /// context object and streams): the sharding logic on one GPU.
    pub fn split(ordinal: usize, parts: usize, spec: &ValidSpec) -> Result<Self> {
        let gpus = (0..parts.max(1)).map(|_| Gpu::open(ordinal).map(Arc::new)).collect::<Result<Vec<_>>>()?;
        Self::new(&gpus, spec)
    }

    /// The member engines.
    pub fn engines(&self) -> &[TypedEngine<W>] {
        &self.engines
    }

    /// The first engine's plan. Every engine's computes the same (transform,
    /// primes, towers, words per polynomial; forward, inverse, pointwise and
    /// polymul); GPUs of different classes may run them on other kernels.
    pub fn plan(&self) -> &Plan {
        self.engines[0].plan()
    }

    /// Runs program `name` over host operands of all towers (each transformed
    /// in place), sharded over the engines. Checked as
    /// [`TypedEngine::run_host`]; blocks until every shard is back.
    pub fn run_host(&self, name: &str, operands: &mut [&mut [W]], batch: usize) -> Result<()> {
        let plan = self.plan();
        let all = 0..plan.towers;
        let program = check::program(plan, name, operands.len())?;
        for (o, &b) in operands.iter().zip(&program.operands) {
            let what = &plan.buffers[b].name;
            check::len(plan, what, o.len(), &all, batch)?;
            check::reduced(plan, what, o, &all)?;
        }
        let (towers, per) = (plan.towers, plan.words_per_poly);
        let mut pending = vec![];
        for shard in shards(batch, towers, self.engines.len()) {
            let e = &self.engines[shard.engine];
            let stream = &e.streams()[0];
            let mut bufs: Vec<DeviceBuffer<W>> = vec![];
            for o in operands.iter() {
                bufs.push(e.gpu().untracked(|| stream.upload(&gather(o, &shard, towers, per)))?);
            }
            let mut refs: Vec<&mut DeviceBuffer<W>> = bufs.iter_mut().collect();
            e.run_on(stream, name, &mut refs, shard.towers.clone(), shard.polys.len())?;
            pending.push((shard, bufs));
        }
        for (shard, bufs) in pending {
            let stream = &self.engines[shard.engine].streams()[0];
            for (o, d) in operands.iter_mut().zip(&bufs) {
                scatter(o, &stream.download(d)?, &shard, towers, per);
            }
        }
        Ok(())
    }
}

/// Forward, inverse, pointwise and polymul of host words, sharded over the
/// GPUs ([`Transforms`], through [`MultiEngine::run_host`]).
impl<W: EngineWord> Transforms<W> for MultiEngine<W> {
    fn spec_name(&self) -> &str {
        &self.plan().spec.name
    }
    fn run_host_program(&self, name: &str, operands: &mut [&mut [W]], batch: usize) -> Result<()> {
        self.run_host(name, operands, batch)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every (polynomial, tower) lands in exactly one shard, and gather then
    /// scatter of every shard rebuilds the operand.
    #[test]
    fn shards_partition_the_batch() {
        let per = 3;
        for engines in 1..5 {
            for towers in 1..6 {
                for batch in 1..7 {
                    let s = shards(batch, towers, engines);
                    assert!(s.len() <= engines && !s.is_empty());
                    let mut seen = vec![0u32; batch * towers];
                    for sh in &s {
                        assert!(sh.engine < engines && !sh.polys.is_empty() && !sh.towers.is_empty());
                        for p in sh.polys.clone() {
                            for t in sh.towers.clone() {
                                seen[p * towers + t] += 1;
                            }
                        }
                    }
                    assert!(seen.iter().all(|&c| c == 1), "engines {engines} towers {towers} batch {batch}: {s:?}");
                    let host: Vec<u32> = (0..(batch * towers * per) as u32).collect();
                    let mut back = vec![u32::MAX; host.len()];
                    for sh in &s {
                        let part = gather(&host, sh, towers, per);
                        assert_eq!(part.len(), sh.polys.len() * sh.towers.len() * per);
                        scatter(&mut back, &part, sh, towers, per);
                    }
                    assert_eq!(back, host);
                }
            }
        }
    }

    #[test]
    fn one_polynomial_spreads_over_towers() {
        let s = shards(1, 4, 2);
        assert_eq!(s, vec![Shard { engine: 0, polys: 0..1, towers: 0..2 }, Shard { engine: 1, polys: 0..1, towers: 2..4 }]);
        let s = shards(5, 4, 2);
        assert_eq!(s[0].towers, 0..4);
        assert_eq!((s[0].polys.clone(), s[1].polys.clone()), (0..3, 3..5));
    }
}
