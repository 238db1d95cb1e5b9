//! On a GPU: compile, load, launch, copy, time, streams.
//!
//! These need an NVIDIA GPU, so they are marked ignored: CI (no GPU) lists
//! them as ignored rather than passing them. On the GPU machine run the test
//! binary with `--ignored`; there a missing GPU or NVRTC fails the test.

mod common;

use common::{require_nvrtc, TempDir, ADD_U64};
use runtime::{kernel_args, CompileOptions, Error, Gpu, Kernel, KernelArg, KernelCache, LaunchDims, Module};

fn gpu(test: &str) -> Option<Gpu> {
    match Gpu::open(0) {
        Ok(g) => {
            assert!(require_nvrtc(test), "{test}: NVRTC missing on the GPU machine");
            Some(g)
        }
        Err(e) => panic!("{test}: cannot open GPU 0 (this test needs one; run it on the GPU machine): {e}"),
    }
}

const EXTRA: &str = r#"
typedef unsigned long long uint64_t;
typedef unsigned int uint32_t;

// Sum of (dynamic) shared memory contents; one block of `blockDim.x` threads.
extern "C" __global__ void smem_sum(uint64_t* out, uint32_t words) {
    extern __shared__ uint64_t s[];
    for (uint32_t i = threadIdx.x; i < words; i += blockDim.x) s[i] = i;
    __syncthreads();
    if (threadIdx.x == 0) {
        uint64_t acc = 0;
        for (uint32_t i = 0; i < words; ++i) acc += s[i];
        out[0] = acc;
    }
}

// Slowly writes `value` to every element (keeps the GPU busy for a while).
extern "C" __global__ void slow_fill(uint64_t* p, uint32_t n, uint64_t value, uint32_t spins) {
    uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    uint64_t x = value;
    for (uint32_t k = 0; k < spins; ++k) x = x * 6364136223846793005ull + 1442695040888963407ull;
    // Depends on the loop (so it is not optimised away) and equals `value`
    // unless the LCG hits one 64-bit constant.
    p[i] = (x == 0x0123456789abcdefull) ? 0 : value;
}

extern "C" __global__ void mul_u32(uint32_t* c, const uint32_t* a, uint32_t k, uint32_t n) {
    uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = a[i] * k;
}
"#;

#[test]
#[ignore = "needs an NVIDIA GPU: run this binary with --ignored on the GPU machine"]
fn add_roundtrip_ptx_and_cubin() {
    let Some(gpu) = gpu("add_roundtrip_ptx_and_cubin") else {
        return;
    };
    let info = gpu.info();
    eprintln!("{info:#?}");
    assert_eq!(
        info.arch,
        format!(
            "sm_{}{}",
            info.compute_capability.0, info.compute_capability.1
        )
    );
    assert!(
        info.multiprocessors > 0 && info.max_shared_per_block_optin >= info.max_shared_per_block
    );
    assert!(
        info.driver_version.0 >= 13,
        "driver CUDA version {:?}",
        info.driver_version
    );

    let dir = TempDir::new("gpu");
    let cache = KernelCache::new(&dir.0).unwrap();
    let opts = CompileOptions {
        cubin: true,
        ..Default::default()
    };
    let (compiled, from_cubin) = gpu.compile_and_load(&cache, ADD_U64, "add", &opts).unwrap();
    let from_ptx = gpu.load_ptx(&compiled.ptx).unwrap();

    let n = 1000u32;
    let a: Vec<u64> = (0..n as u64)
        .map(|i| i.wrapping_mul(0x9E37_79B9_7F4A_7C15))
        .collect();
    let b: Vec<u64> = (0..n as u64).map(|i| u64::MAX - i).collect();
    let want: Vec<u64> = a.iter().zip(&b).map(|(x, y)| x.wrapping_add(*y)).collect();
    let da = gpu.upload(&a).unwrap();
    let db = gpu.upload(&b).unwrap();
    for (what, module) in [("cubin", &from_cubin), ("ptx", &from_ptx)] {
        let k = module.kernel("add_u64").unwrap();
        let attrs = k.attrs();
        eprintln!("{what}: {attrs:?}");
        assert!(attrs.num_regs > 0);
        let mut dc = gpu.alloc_zeros::<u64>(n as usize).unwrap();
        gpu.stream().fill_bytes(&mut dc, 0xA5).unwrap();
        assert!(gpu
            .download(&dc)
            .unwrap()
            .iter()
            .all(|&x| x == 0xA5A5_A5A5_A5A5_A5A5));
        let dims = LaunchDims::new([n.div_ceil(256), 1, 1], [256, 1, 1], 0);
        unsafe { gpu.launch(&k, dims, kernel_args![&mut dc, &da, &db, n]) }.unwrap();
        assert_eq!(gpu.download(&dc).unwrap(), want, "{what}");
    }
    assert!(matches!(
        from_ptx.kernel("nope"),
        Err(Error::NoKernel { .. })
    ));
    assert!(matches!(
        from_ptx.kernel("bad name"),
        Err(Error::NoKernel { .. })
    ));
}

#[test]
#[ignore = "needs an NVIDIA GPU: run this binary with --ignored on the GPU machine"]
fn launch_and_copy_checks() {
    let Some(gpu) = gpu("launch_and_copy_checks") else {
        return;
    };
    let c = runtime::compile_ptx(ADD_U64, "add", gpu.arch(), &CompileOptions::default()).unwrap();
    let m = gpu.load_compiled(&c).unwrap();
    let k = m.kernel("add_u64").unwrap();
    let mut x = gpu.alloc_zeros::<u64>(4).unwrap();
    let y = gpu.upload(&[1u64, 2, 3, 4]).unwrap();
    for dims in [
        LaunchDims::new([1, 1, 1], [2048, 1, 1], 0),
        LaunchDims::new([0, 1, 1], [32, 1, 1], 0),
        LaunchDims::new([1, 70_000, 1], [32, 1, 1], 0),
        LaunchDims::new([1, 1, 1], [32, 1, 1], 16 << 20),
    ] {
        let e = unsafe { gpu.launch(&k, dims, kernel_args![&mut x, &y, &y, 4u32]) }.unwrap_err();
        assert!(matches!(e, Error::Launch { .. }), "{dims:?}: {e:?}");
        eprintln!("{e}");
    }
    let e = gpu
        .stream()
        .copy_to_device(&[1u64, 2, 3], &mut x)
        .unwrap_err();
    assert!(
        matches!(
            e,
            Error::Length {
                expected: 4,
                got: 3,
                ..
            }
        ),
        "{e:?}"
    );
    let mut host = [0u64; 5];
    let e = gpu.stream().copy_to_host(&x, &mut host).unwrap_err();
    assert!(
        matches!(
            e,
            Error::Length {
                expected: 4,
                got: 5,
                ..
            }
        ),
        "{e:?}"
    );
    gpu.stream().copy_device(&y, &mut x).unwrap();
    assert_eq!(gpu.download(&x).unwrap(), [1, 2, 3, 4]);
    let empty = gpu.upload::<u64>(&[]).unwrap();
    assert!(gpu.download(&empty).unwrap().is_empty());
}

#[test]
#[ignore = "needs an NVIDIA GPU: run this binary with --ignored on the GPU machine"]
fn dynamic_shared_memory_above_48k() {
    let Some(gpu) = gpu("dynamic_shared_memory_above_48k") else {
        return;
    };
    let c = runtime::compile_ptx(EXTRA, "extra", gpu.arch(), &CompileOptions::default()).unwrap();
    let m = gpu.load_compiled(&c).unwrap();
    let k = m.kernel("smem_sum").unwrap();
    let mut out = gpu.alloc_zeros::<u64>(1).unwrap();
    for bytes in [16 * 1024u32, 64 * 1024, k.max_dynamic_shared() / 8 * 8] {
        let words = bytes / 8;
        let dims = LaunchDims::new([1, 1, 1], [256, 1, 1], bytes);
        unsafe { gpu.launch(&k, dims, kernel_args![&mut out, words]) }.unwrap();
        let w = words as u64;
        assert_eq!(
            gpu.download(&out).unwrap(),
            [w * (w - 1) / 2],
            "{bytes} bytes"
        );
    }
    let too_much = k.max_dynamic_shared() + 8;
    let e = unsafe {
        gpu.launch(
            &k,
            LaunchDims::new([1, 1, 1], [256, 1, 1], too_much),
            kernel_args![&mut out, 1u32],
        )
    }
    .unwrap_err();
    assert!(matches!(e, Error::Launch { .. }), "{e:?}");
}

/// The kernels the stream tests launch, with the modules that hold them.
struct StreamKernels {
    add: Kernel,
    slow: Kernel,
    mul: Kernel,
    _modules: [Module; 2],
}

fn stream_kernels(gpu: &Gpu) -> StreamKernels {
    let cache = KernelCache::in_memory();
    let (_, add_m) = gpu
        .compile_and_load(&cache, ADD_U64, "add", &CompileOptions::default())
        .unwrap();
    let (_, extra_m) = gpu
        .compile_and_load(&cache, EXTRA, "extra", &CompileOptions::default())
        .unwrap();
    StreamKernels {
        add: add_m.kernel("add_u64").unwrap(),
        slow: extra_m.kernel("slow_fill").unwrap(),
        mul: extra_m.kernel("mul_u32").unwrap(),
        _modules: [add_m, extra_m],
    }
}

#[test]
#[ignore = "needs an NVIDIA GPU: run this binary with --ignored on the GPU machine"]
fn independent_streams() {
    let Some(gpu) = gpu("independent_streams") else {
        return;
    };
    let k = stream_kernels(&gpu);
    // Independent work on 4 streams.
    let streams = gpu.new_streams(4).unwrap();
    let n = 1 << 16;
    let mut outs = Vec::new();
    let mut keep = Vec::new();
    for (s_i, s) in streams.iter().enumerate() {
        let a: Vec<u64> = (0..n as u64).map(|i| i + s_i as u64).collect();
        let da = s.upload(&a).unwrap();
        let mut dc = s.alloc_zeros::<u64>(n).unwrap();
        let dims = LaunchDims::new([(n as u32).div_ceil(256), 1, 1], [256, 1, 1], 0);
        unsafe { s.launch(&k.add, dims, kernel_args![&mut dc, &da, &da, n as u32]) }.unwrap();
        outs.push(dc);
        keep.push(da);
    }
    for (s_i, (s, dc)) in streams.iter().zip(&outs).enumerate() {
        let got = s.download(dc).unwrap();
        assert!(
            got.iter()
                .enumerate()
                .all(|(i, &v)| v == 2 * (i as u64 + s_i as u64)),
            "stream {s_i}"
        );
    }
}

#[test]
#[ignore = "needs an NVIDIA GPU: run this binary with --ignored on the GPU machine"]
fn cross_stream_order_follows_out_and_in() {
    let Some(gpu) = gpu("cross_stream_order_follows_out_and_in") else {
        return;
    };
    let k = stream_kernels(&gpu);
    let streams = gpu.new_streams(2).unwrap();
    let n = 1 << 16;
    // Write on stream 0 (slow), read on stream 1 with no explicit sync: the
    // runtime orders the buffer's uses across streams (one event where it
    // crosses).
    let (s0, s1) = (&streams[0], &streams[1]);
    let mut buf = s0.alloc_zeros::<u64>(n).unwrap();
    let mut res = s1.alloc_zeros::<u64>(n).unwrap();
    let dims = LaunchDims::new([(n as u32).div_ceil(256), 1, 1], [256, 1, 1], 0);
    // (Events, not Stream::timed: that would wait for s0 before s1 is launched.)
    let start = s0.record_event().unwrap();
    unsafe {
        s0.launch(
            &k.slow,
            dims,
            [
                KernelArg::from(&mut buf),
                (n as u32).into(),
                7u64.into(),
                200_000u32.into(),
            ],
        )
    }
    .unwrap();
    let end = s0.record_event().unwrap();
    unsafe { s1.launch(&k.add, dims, kernel_args![&mut res, &buf, &buf, n as u32]) }.unwrap();
    assert!(
        s1.download(&res).unwrap().iter().all(|&v| v == 14),
        "cross-stream order lost"
    );
    let ms = start.elapsed_ms(&end).unwrap();
    eprintln!("slow_fill took {ms:.3} ms");
    assert!(ms > 0.0);
    let ((), ms) = s0
        .timed(|s| unsafe { s.launch(&k.add, dims, kernel_args![&mut res, &buf, &buf, n as u32]) })
        .unwrap();
    eprintln!("add took {ms:.3} ms");
}

#[test]
#[ignore = "needs an NVIDIA GPU: run this binary with --ignored on the GPU machine"]
fn events_order_streams_explicitly() {
    let Some(gpu) = gpu("events_order_streams_explicitly") else {
        return;
    };
    let k = stream_kernels(&gpu);
    let streams = gpu.new_streams(2).unwrap();
    let (s0, s1) = (&streams[0], &streams[1]);
    // Explicit ordering with events; u32 buffers.
    let a32: Vec<u32> = (0..1000).collect();
    let d32 = s0.upload(&a32).unwrap();
    let ev = s0.record_event().unwrap();
    s1.wait_event(&ev).unwrap();
    let mut o32 = s1.alloc_zeros::<u32>(1000).unwrap();
    unsafe {
        s1.launch(
            &k.mul,
            LaunchDims::new([4, 1, 1], [256, 1, 1], 0),
            kernel_args![&mut o32, &d32, 3u32, 1000u32],
        )
    }
    .unwrap();
    s1.wait_for(s0).unwrap();
    assert_eq!(
        s1.download(&o32).unwrap(),
        a32.iter().map(|x| x * 3).collect::<Vec<_>>()
    );
}

#[test]
#[ignore = "needs an NVIDIA GPU: run this binary with --ignored on the GPU machine"]
fn default_stream_events_and_memory_info() {
    let Some(gpu) = gpu("default_stream_events_and_memory_info") else {
        return;
    };
    let t0 = gpu.stream().record_event().unwrap();
    let t1 = gpu.stream().record_event().unwrap();
    assert!(t0.elapsed_ms(&t1).unwrap() >= 0.0);
    gpu.synchronize().unwrap();
    let (free, total) = gpu.mem_info().unwrap();
    assert!(free <= total && total > 0);
}
