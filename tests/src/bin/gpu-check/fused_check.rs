//! A spec's fused forms on the GPU, through what its package emits (the
//! CUDA text, the tables file, each program's launches with its per-tower
//! arrays and skipped towers, as the C functions and the Rust wrapper's
//! `run_towers` launch them): each form's program and its separate program
//! on random operands and arrays, bit for bit against the interpreter and
//! against the steps' descriptors around the reference transform.

use codegen::emit::{cuda, package, Options, Target};
use codegen::executor::{CpuExecutor, Executor, TowerArgs};
use codegen::plan::{Param, Part, Plan, Program};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use runtime::device::{DeviceBuffer, Gpu, LaunchDims, Stream};
use runtime::package::{Package, PackageSource};

/// Buffers in the spec's word.
enum Words {
    U32(DeviceBuffer<u32>),
    U64(DeviceBuffer<u64>),
}

impl Words {
    fn upload(stream: &Stream, word_bytes: u32, host: &[u64]) -> runtime::Result<Words> {
        Ok(if word_bytes == 4 {
            Words::U32(stream.upload(&host.iter().map(|&w| w as u32).collect::<Vec<_>>())?)
        } else {
            Words::U64(stream.upload(host)?)
        })
    }
    fn address(&self) -> u64 {
        match self {
            Words::U32(b) => b.device_address(),
            Words::U64(b) => b.device_address(),
        }
    }
    fn download(&self, stream: &Stream) -> runtime::Result<Vec<u64>> {
        Ok(match self {
            Words::U32(b) => stream.download(b)?.into_iter().map(u64::from).collect(),
            Words::U64(b) => stream.download(b)?,
        })
    }
}

/// Every form of `plan`: "ok (words)" or what differed.
pub fn check(gpu: &Gpu, plan: &Plan, seed: u64) -> Result<String, String> {
    let (text, info) = cuda(plan, &Target::default(), &Options::default()).map_err(|e| format!("emit: {e}"))?;
    let (tables, layout) = package::tables_file(plan).map_err(|e| format!("tables: {e}"))?;
    let kernels: Vec<&str> = info.kernels.iter().map(|k| k.name.as_str()).collect();
    let nvrtc: Vec<&str> = info.nvrtc_options.iter().map(String::as_str).collect();
    let src = PackageSource { name: &plan.spec.name, cuda_source: &text, nvrtc_options: &nvrtc, word_bytes: plan.spec.word.bytes() as usize, tables_file: &tables, kernels: &kernels };
    let pkg = Package::load(gpu, &src).map_err(|e| format!("load: {e}"))?;
    let mut cpu = CpuExecutor::new(plan.clone()).map_err(|e| format!("interp: {e}"))?;
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0xf05e);
    let batch = 2;
    let mut words = 0;
    for form in &plan.spec.fused {
        let program = plan.program(&form.name).ok_or("a form without its program")?;
        let x = codegen::verify::random_input(&plan.spec, plan.words_per_poly, batch, &mut rng).map_err(|e| e.to_string())?;
        let y = codegen::verify::random_input(&plan.spec, plan.words_per_poly, batch, &mut rng).map_err(|e| e.to_string())?;
        let args = codegen::verify::random_tower_args(plan, program, &mut rng);
        let want = codegen::verify::fused_reference(plan, form, program, &args, &x, &y).map_err(|e| e.to_string())?;
        for name in [form.name.clone(), form.separate_name()] {
            let p = plan.program(&name).ok_or("a form without its separate program")?;
            let got = run(gpu, &pkg, plan, &layout, p, &x, &y, &args, batch).map_err(|e| format!("{name}: {e}"))?;
            let (mut cx, mut cy) = (x.clone(), y.clone());
            let mut operands: Vec<&mut [u64]> = vec![&mut cx];
            if p.operands.len() > 1 {
                operands.push(&mut cy);
            }
            cpu.run_fused(&name, &mut operands, &args, batch).map_err(|e| format!("{name} (interp): {e}"))?;
            super::diff(&format!("{name} vs interp"), &got, &cx)?;
            super::diff(&format!("{name} vs reference"), &got, &want)?;
            words += got.len();
        }
    }
    Ok(format!("{} fused form(s), {words} words bit-exact vs interp and reference", plan.spec.fused.len()))
}

/// One program of the package over host operands: uploads, each launch
/// with its kernel's arguments, x downloaded.
#[allow(clippy::too_many_arguments)]
fn run(gpu: &Gpu, pkg: &Package, plan: &Plan, layout: &package::TablesLayout, p: &Program, x: &[u64], y: &[u64], args: &TowerArgs, batch: usize) -> Result<Vec<u64>, String> {
    let e = |e: runtime::Error| e.to_string();
    let stream = gpu.stream();
    let wb = plan.spec.word.bytes();
    // Every plan buffer: the operands, scratch poisoned (no kernel reads it first).
    let mut bufs: Vec<Words> = vec![];
    for (i, _) in plan.buffers.iter().enumerate() {
        let host = if i == 0 { x.to_vec() } else if i == 1 { y.to_vec() } else { vec![u64::MAX >> (64 - 8 * wb); x.len()] };
        bufs.push(Words::upload(stream, wb, &host).map_err(e)?);
    }
    let arrays: Vec<Words> = args.arrays.iter().map(|a| Words::upload(stream, wb, a)).collect::<runtime::Result<_>>().map_err(e)?;
    let towers = (plan.towers - args.skip.1) as u32;
    for step in &p.steps {
        let k = &plan.kernels[step.kernel];
        let mut addrs = vec![];
        for param in &k.params {
            addrs.push(match param {
                Param::Buf(b) => bufs[step.bind.iter().find(|x| x.0 == *b).ok_or("an unbound buffer")?.1].address(),
                Param::Table(t, Part::Value) => pkg.table_address(layout.tables[*t].0).map_err(e)?,
                Param::Table(t, Part::Companion) => pkg.table_address(layout.tables[*t].1).map_err(e)?,
                Param::Mods => pkg.table_address(layout.mods).map_err(e)?,
                Param::TowerArg(a) => arrays[p.tower_args.iter().position(|x| x == a).ok_or("an array the program does not take")?].address(),
                Param::SkipAt => args.skip.0 as u64,
                Param::SkipLen => args.skip.1 as u64,
                Param::GridCounter => return Err("a fused form's kernel with a grid barrier".into()),
            });
        }
        let dims = LaunchDims::new([k.launch_grid_x(), batch as u32, towers], [k.block[0], k.block[1], 1], k.shared_words * wb).with_cluster(k.cluster_blocks).with_overlap(k.overlap);
        // Safety: the arguments follow the kernel's parameters, each buffer
        // holds batch x towers x words_per_poly words, each array a word per tower.
        unsafe { pkg.launch(stream, &k.name, dims, &addrs) }.map_err(e)?;
    }
    bufs[0].download(stream).map_err(e)
}
