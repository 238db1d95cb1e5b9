//! The forward's two kernels as one streamed launch (`stream_lag`).
//!
//! Why: between the two launches of a large batch the first kernel's whole
//! output goes to DRAM and comes back, and the GPU drains the first grid
//! before the second starts. Streamed, each launched block takes the next
//! work item from a ticket: the first kernel's blocks of polynomial `p`,
//! then the second kernel's blocks of polynomial `p - lag`, which wait on a
//! per-polynomial counter of finished first-part blocks (`Stream::item`).
//! The second part reads its polynomial soon after it was written, while L2
//! still holds it (H100, 8 x 32 limbs at 2^16 in a harness over the
//! generated kernels: 243 -> 228 us at a lag of 16-20, bit-exact; built
//! here, 240.5 -> 225.8 at 16: docs/BENCHMARKS.md, levers).
//!
//! The parts keep their own code, in blocks of the larger part's shape
//! (`fuse::Remap`: a part of smaller blocks runs several per launched
//! block). A part's block is another launched block than the one that ran
//! the polynomial's other part, so nothing in registers or shared memory
//! carries over: the two kernels never shared any.

use super::fuse::{buffer_of, fusable, host_of, remapped, Merged, SubBlocks};
use crate::plan::ir::*;
use crate::spec::error::{err, FieldError};
use crate::spec::ValidSpec;

/// The buffer of a streamed kernel's counters, in `Plan::buffers`.
pub const COUNTERS: &str = "counters";

/// Replaces the forward program's two launches by one streamed kernel
/// (appended to `kernels`) over the same buffers and a counters buffer
/// (appended to `buffers`). Refused, naming `stream_lag`, where the two
/// kernels cannot share a launch.
pub fn stream_forward(spec: &ValidSpec, buffers: &mut Vec<BufferDecl>, kernels: &mut Vec<Kernel>, programs: &mut [Program]) -> Result<(), FieldError> {
    let refuse = |why: String| err("stream_lag", format!("cannot stream this forward: {why}"), "use stream_lag = 0 (off)");
    let Some(p) = programs.iter_mut().find(|p| p.name == programs::FORWARD) else { return Err(refuse("the plan has no forward".into())) };
    let [s0, s1] = p.steps.as_slice() else { return Err(refuse(format!("it is {} launches, not two", p.steps.len()))) };
    let (k0, k1) = (&kernels[s0.kernel], &kernels[s1.kernel]);
    let per_poly = k0.threads_per_poly();
    if !fusable(k0, per_poly) || !fusable(k1, per_poly) {
        return Err(refuse("its kernels do not hold one polynomial per block in whole warps of power-of-two blocks".into()));
    }
    let host = host_of(&[k0, k1]).unwrap_or(k0);
    let mut phases = vec![];
    let mut blocks = [0u32; 2];
    let mut m = Merged::default();
    for (i, (k, step)) in [(k0, s0), (k1, s1)].into_iter().enumerate() {
        let subs = SubBlocks::of(k, host);
        let mut part = remapped(k, step, host, subs, buffers).ok_or_else(|| refuse(format!("{} binds a buffer no kernel parameter names", k.name)))?;
        blocks[i] = k.grid_x / subs.per();
        if i == 1 {
            if let Some(first) = part.first_mut() {
                first.sync = Some(Scope::Polynomial);
                first.note = format!("{} (second part: after every first-part block of this polynomial)", first.note);
            }
        }
        phases.extend(part);
        m.add(k, subs);
    }
    let mut params = super::transform::params_of(&phases);
    params.push(Param::Buf(Buf::Counters));
    buffers.push(BufferDecl { name: COUNTERS.into(), kind: BufferKind::Counters });
    let bind = params
        .iter()
        .filter_map(|q| if let Param::Buf(b) = q { Some(buffer_of(buffers, *b).map(|id| (*b, id))) } else { None })
        .collect::<Option<Vec<_>>>()
        .ok_or_else(|| refuse("a part names a buffer the plan lacks".into()))?;
    kernels.push(Kernel {
        name: format!("{}_fwd_stream", spec.name),
        role: Role::Forward,
        grid_x: blocks[0] + blocks[1],
        block: host.block,
        cluster_blocks: 1,
        pack: None,
        shared_words: m.shared_words,
        regs: m.regs,
        params,
        phases,
        cost: m.cost,
        levels: m.levels,
        min_blocks: m.min_blocks,
        overlap: false,
        early_ops: 0,
        descending: false,
        pinned_tables: m.pinned_tables,
        prefetch_ahead: 0,
        tiles_per_block: 1,
        staging: vec![],
        stream: Some(Stream { lag: spec.stream_lag, blocks }),
        skip_towers: false,
        y_rows: false,
    });
    p.scratch = bind.iter().map(|b| b.1).filter(|&id| buffers[id].kind != BufferKind::Operand).collect();
    p.steps = vec![Step { kernel: kernels.len() - 1, bind }];
    p.doc = format!("{}, the two kernels as one streamed launch (the second's blocks of a polynomial {} polynomials behind the first's)", p.doc, spec.stream_lag);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::spec::from_str;

    fn spec(extra: &str) -> ValidSpec {
        from_str(&format!("transform = \"ntt-negacyclic\"\nlog_n = 12\nword = \"u64\"\nstage_split = [6, 6]\n{extra}\n[moduli]\nbits = 50\ncount = 2\n")).unwrap()
    }

    /// Every ticket is one block of one part of one polynomial, each
    /// exactly once, and a second part comes after all of its polynomial's
    /// first part (whatever the lag, also past the batch).
    #[test]
    fn the_schedule_hands_out_every_block_once_in_dependency_order() {
        for (lag, polys, b0, b1) in [(1, 1, 4, 4), (3, 7, 2, 8), (16, 5, 4, 1), (4, 40, 3, 3), (0, 6, 2, 2)] {
            let s = Stream { lag, blocks: [b0, b1] };
            let total = polys * u64::from(b0 + b1);
            let mut seen = std::collections::HashSet::new();
            let mut first_done = vec![0u32; polys as usize];
            for i in 0..total {
                let (part, q, j) = s.item(i, polys);
                assert!(q < polys && j < u64::from(s.blocks[part as usize]), "{i}: {part} {q} {j}");
                assert!(seen.insert((part, q, j)), "ticket {i} repeats {:?}", (part, q, j));
                if part == 0 {
                    first_done[q as usize] += 1;
                } else {
                    assert_eq!(first_done[q as usize], b0, "ticket {i}: second part of {q} before its first (lag {lag})");
                }
            }
            assert_eq!(seen.len() as u64, total);
        }
    }

    /// The forward is one launch of the streamed kernel, which holds both
    /// kernels' phases with the per-polynomial barrier between them and
    /// binds the counters; the polymul keeps the two kernels.
    #[test]
    fn the_forward_becomes_one_streamed_launch() {
        let plan = crate::plan::lower(&spec("stream_lag = 4")).unwrap();
        let fwd = plan.program(programs::FORWARD).unwrap();
        assert_eq!(fwd.steps.len(), 1);
        let k = &plan.kernels[fwd.steps[0].kernel];
        let st = k.stream.unwrap();
        assert_eq!(st.lag, 4);
        assert_eq!(k.grid_x, st.blocks[0] + st.blocks[1]);
        assert_eq!(k.parts().len(), 2);
        assert_eq!(k.phases.iter().filter(|p| p.sync == Some(Scope::Polynomial)).count(), 1);
        let c = plan.buffer(COUNTERS).unwrap();
        assert_eq!(plan.buffers[c].kind, BufferKind::Counters);
        assert!(fwd.steps[0].bind.contains(&(Buf::Counters, c)) && fwd.scratch == vec![c]);
        assert!(plan.program_kernels(programs::POLYMUL).iter().all(|k| k.stream.is_none()));
        let plain = crate::plan::lower(&spec("")).unwrap();
        let two: Vec<_> = plain.program_kernels(programs::FORWARD).iter().map(|k| k.levels.clone()).collect();
        assert_eq!(k.levels, two.concat());
    }

    /// Bit-exact on the interpreter against the reference over several
    /// shapes (parts of different blocks, u32, the DGT, the transposed
    /// layout, a lag past the batch); with its parts swapped (the second
    /// part's blocks before the first's) the same check fails.
    #[test]
    fn streamed_forwards_verify_and_a_swapped_one_does_not() {
        let base = "log_n = 10\nstream_lag = 2\n[moduli]\nbits = 30\ncount = 2\n";
        for extra in ["transform = \"ntt-negacyclic\"\nword = \"u64\"\nstage_split = [4, 6]", "transform = \"ntt-negacyclic\"\nword = \"u32\"\nstage_split = [5, 5]\nradix = 4", "transform = \"dgt\"\nword = \"u64\"\nstage_split = [4, 5]", "transform = \"ntt-cyclic\"\nword = \"u64\"\nstage_split = [5, 5]\nlayout = \"transposed\"", "transform = \"ntt-negacyclic\"\nword = \"u64\"\nstage_split = [5, 5]\nstream_lag = 9"] {
            let text = format!("{extra}\n{base}");
            let text = if extra.contains("stream_lag = 9") { text.replacen("stream_lag = 2\n", "", 1) } else { text };
            let spec = from_str(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
            let plan = crate::plan::lower(&spec).unwrap();
            assert!(plan.program_kernels(programs::FORWARD)[0].stream.is_some(), "{extra}");
            let mut exec = crate::executor::CpuExecutor::new(plan.clone()).unwrap();
            crate::verify::verify(&mut exec, 5, 1, 3).unwrap_or_else(|e| panic!("{extra}: {e}"));
            let mut swapped = plan;
            let k = swapped.program(programs::FORWARD).unwrap().steps[0].kernel;
            let kernel = &mut swapped.kernels[k];
            let split = kernel.phases.iter().position(|p| p.sync == Some(Scope::Polynomial)).unwrap();
            let (first, second) = kernel.phases.split_at(split);
            let mut phases = second.to_vec();
            phases[0].sync = None;
            let mut later = first.to_vec();
            later[0].sync = Some(Scope::Polynomial);
            phases.extend(later);
            kernel.phases = phases;
            let s = kernel.stream.as_mut().unwrap();
            s.blocks = [s.blocks[1], s.blocks[0]];
            let mut exec = crate::executor::CpuExecutor::new(swapped).unwrap();
            assert!(crate::verify::verify(&mut exec, 5, 1, 3).is_err(), "{extra}: the swapped parts verified");
        }
    }

    #[test]
    fn refusals_name_the_knob() {
        for extra in ["stream_lag = 4\nstage_split = [12]", "stream_lag = 300", "stream_lag = 4\nprefetch_ahead = 8", "stream_lag = 4\ntiles_per_block = 2"] {
            let text = format!("transform = \"ntt-negacyclic\"\nlog_n = 12\nword = \"u64\"\n{extra}\n[moduli]\nbits = 50\ncount = 2\n");
            let e = from_str(&text.replacen("stage_split = [6, 6]\n", "", 1)).unwrap_err().to_string();
            assert!(e.contains("stream_lag"), "{extra}: {e}");
        }
        // Valid as a spec, refused once lowered: blocks under a warp.
        let tiny = from_str("transform = \"ntt-negacyclic\"\nlog_n = 3\nword = \"u32\"\nstage_split = [1, 2]\nstream_lag = 1\n[moduli]\nbits = 30\ncount = 1\n").unwrap();
        match crate::plan::lower(&tiny) {
            Err(crate::plan::PlanError::Knob(e)) => assert!(e.field == "stream_lag" && e.fix.contains("stream_lag = 0"), "{e}"),
            other => panic!("lowered or refused for another reason: {:?}", other.map(|p| p.spec.name)),
        }
    }
}
