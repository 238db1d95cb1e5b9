//! Helpers shared by the runtime integration tests.
#![allow(dead_code)]

use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};

/// Adds two u64 arrays; NVRTC has no system headers, so the typedefs are local.
pub const ADD_U64: &str = r#"
typedef unsigned long long uint64_t;
typedef unsigned int uint32_t;
extern "C" __global__ void add_u64(uint64_t* c, const uint64_t* a, const uint64_t* b, uint32_t n) {
    uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = a[i] + b[i];
}
"#;

/// One thread spinning for `ns` nanoseconds of the global timer: work
/// queued behind it on its stream starts that much later.
pub const SPIN: &str = r#"
extern "C" __global__ void spin_ns(unsigned long long ns) {
    unsigned long long t0, t;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t0));
    do {
        asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
    } while (t - t0 < ns);
}
"#;

/// A syntax error on line 3.
pub const BROKEN: &str = r#"
typedef unsigned long long uint64_t;
extern "C" __global__ void broken(uint64_t* c) {
    c[threadIdx.x] = 1 +;
}
"#;

/// True when NVRTC can be used. When it cannot, fails the test with a clear message,
/// unless NTTGEN_ALLOW_NO_NVRTC=1 (then the caller returns early and the test
/// reports as passed, with a SKIPPED line on stderr).
pub fn require_nvrtc(test: &str) -> bool {
    match runtime::nvrtc_available() {
        Ok(()) => true,
        Err(e) => {
            if std::env::var("NTTGEN_ALLOW_NO_NVRTC").as_deref() == Ok("1") {
                eprintln!("SKIPPED {test}: {e} (NTTGEN_ALLOW_NO_NVRTC=1)");
                false
            } else {
                panic!(
                    "{test} needs NVRTC and it is missing: {e}\n\
                     Run the tests through tests/run.sh (it installs NVRTC), or set \
                     NTTGEN_ALLOW_NO_NVRTC=1 to skip NVRTC tests deliberately."
                );
            }
        }
    }
}

/// A fresh, empty directory under the system temp dir (removed by `TempDir::drop`).
pub struct TempDir(pub PathBuf);

impl TempDir {
    pub fn new(tag: &str) -> TempDir {
        static SEQ: AtomicU64 = AtomicU64::new(0);
        let p = std::env::temp_dir().join(format!(
            "nttgen-test-{tag}-{}-{}",
            std::process::id(),
            SEQ.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = std::fs::remove_dir_all(&p);
        std::fs::create_dir_all(&p).unwrap();
        TempDir(p)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// GPU 0, or a failure that says the test belongs on the GPU machine.
pub fn gpu() -> std::sync::Arc<runtime::Gpu> {
    std::sync::Arc::new(runtime::Gpu::open(0).unwrap_or_else(|e| panic!("this test needs GPU 0 (run it on the GPU machine): {e}")))
}

/// `batch` x towers polynomials of `per` words, each word below its tower's prime.
pub fn input(primes: &[u64], per: usize, batch: usize, seed: u64) -> Vec<u64> {
    let mut s = seed;
    (0..batch * primes.len() * per)
        .map(|i| {
            s = s.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (s >> 1) % primes[(i / per) % primes.len()]
        })
        .collect()
}
