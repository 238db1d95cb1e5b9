//! Fused forms (`[[fused]]`, docs/SPEC.md "Fused forms") through the JIT:
//! a form's program on device operands with its per-tower arrays and the
//! towers it leaves out, checked before any launch
//! ([`TypedEngine::run_fused_on`]); and on host words
//! (`Engine::run_fused`, also the executor interface's `run_fused`), the arrays' words
//! checked as the interpreter checks them, so that the CPU suites' fused
//! checks run on the GPU too.

use super::typed::{FusedBind, Slot, TypedEngine};
use super::word::{to_words, EngineWord};
use crate::device::{DeviceBuffer, Stream};
use crate::error::{Error, Result};
use codegen::executor::{check_skip, TowerArgs};
use std::ops::Range;

/// A fused form's per-tower arrays on the device and the towers it skips
/// (`codegen::executor::TowerArgs` for device buffers): one array per entry
/// of the program's `tower_args`, each a word per tower of the call (skipped
/// ones too); `skip` = (at, len) relative to the call's first tower, (0, 0)
/// for a form that skips none.
pub struct DeviceTowerArgs<'a, W: EngineWord> {
    /// One per entry of the program's `tower_args`, in order.
    pub arrays: Vec<&'a DeviceBuffer<W>>,
    /// (at, len): the towers left out, relative to the call's first.
    pub skip: (usize, usize),
}

impl<W: EngineWord> TypedEngine<W> {
    /// Enqueues fused form `name` on `stream` over `towers` x `batch`:
    /// `operands` as its program takes them (x, then y where a step reads
    /// it; x transformed in place, or written from y where the prologue
    /// begins with `from-y`); `args` its arrays (its constants, a Shoup
    /// pair's companions after their values, each word below its tower's
    /// prime: not checked on the device) and the towers it skips.
    /// Asynchronous.
    pub fn run_fused_on(&self, stream: &Stream, name: &str, operands: &mut [&mut DeviceBuffer<W>], args: &DeviceTowerArgs<'_, W>, towers: Range<usize>, batch: usize) -> Result<()> {
        let slots = operands.iter_mut().map(|b| Slot::Out(&mut **b)).collect();
        self.run_fused_slots(stream, name, slots, args, towers, batch)
    }

    /// [`TypedEngine::run_fused_on`] for an out-of-place form (`from-y`,
    /// `from-y-row`): x only written, y only read (y's rows for
    /// `from-y-row`: one row of n words a batch item, read for every
    /// tower, each word below the largest prime of `towers`: not checked
    /// on the device). Asynchronous.
    pub fn run_fused_from_on(&self, stream: &Stream, name: &str, x: &mut DeviceBuffer<W>, y: &DeviceBuffer<W>, args: &DeviceTowerArgs<'_, W>, towers: Range<usize>, batch: usize) -> Result<()> {
        if !self.plan().fused_form(name).is_some_and(|f| f.out_of_place()) {
            return Err(Error::Invalid(format!("{name}: not a fused form of {} that begins with from-y or from-y-row; run it with run_fused_on", self.plan().spec.name)));
        }
        self.run_fused_slots(stream, name, vec![Slot::Out(x), Slot::In(y)], args, towers, batch)
    }

    fn run_fused_slots(&self, stream: &Stream, name: &str, slots: Vec<Slot<'_, W>>, args: &DeviceTowerArgs<'_, W>, towers: Range<usize>, batch: usize) -> Result<()> {
        let (arrays, skip) = (&args.arrays, args.skip);
        let plan = self.plan();
        if plan.fused_form(name).is_none() {
            let forms: Vec<&str> = plan.spec.fused.iter().map(|f| f.name.as_str()).collect();
            return Err(Error::Invalid(format!("{name} is not a fused form of {} (its forms: {}); run a plain program with run_on", plan.spec.name, if forms.is_empty() { "none".to_string() } else { forms.join(", ") })));
        }
        let program = plan.program(name).ok_or_else(|| Error::Invalid(format!("{name}: no such program")))?;
        super::check::towers(plan, &towers)?;
        if arrays.len() != program.tower_args.len() {
            let names: Vec<&str> = program.tower_args.iter().map(|&a| plan.tower_args[a].name.as_str()).collect();
            return Err(Error::Invalid(format!("{name} takes {} per-tower array(s) ({}), {} given", program.tower_args.len(), names.join(", "), arrays.len())));
        }
        for (&a, d) in program.tower_args.iter().zip(arrays.iter()) {
            let what = &plan.tower_args[a].name;
            if d.len() != towers.len() {
                return Err(Error::Invalid(format!("{name}: array {what} holds {} words, one per tower of the call ({}) expected", d.len(), towers.len())));
            }
            if d.context_id() != self.gpu().stream().context_id() {
                return Err(Error::Invalid(format!("{name}: array {what} lives in another CUDA context; allocate it from this engine's Gpu")));
            }
        }
        check_skip(program, skip, towers.len()).map_err(|e| Error::Invalid(e.to_string()))?;
        let mut bind = FusedBind { arrays: vec![None; plan.tower_args.len()], skip };
        for (&a, d) in program.tower_args.iter().zip(arrays.iter()) {
            bind.arrays[a] = Some(*d);
        }
        self.run_bound(stream, name, slots, towers, batch, &bind)
    }

    /// [`TypedEngine::run_fused_on`] over every tower on host words (checked
    /// first as the interpreter checks them), on the engine's first stream;
    /// x comes back. Blocks until done.
    pub(crate) fn run_fused_host(&self, name: &str, operands: &mut [&mut [u64]], args: &TowerArgs, batch: usize) -> Result<()> {
        let stream = &self.streams()[0];
        let mut bufs = vec![];
        for o in operands.iter() {
            let words: Vec<W> = to_words(o)?;
            bufs.push(self.gpu().untracked(|| stream.upload(&words))?);
        }
        let mut arrays = vec![];
        for a in &args.arrays {
            let words: Vec<W> = to_words(a)?;
            arrays.push(self.gpu().untracked(|| stream.upload(&words))?);
        }
        let mut refs: Vec<&mut DeviceBuffer<W>> = bufs.iter_mut().collect();
        let on_device = DeviceTowerArgs { arrays: arrays.iter().collect(), skip: args.skip };
        self.run_fused_on(stream, name, &mut refs, &on_device, self.all_towers(), batch)?;
        let x: Vec<W> = stream.download(&bufs[0])?;
        for (v, w) in operands[0].iter_mut().zip(x) {
            *v = w.into();
        }
        Ok(())
    }
}
