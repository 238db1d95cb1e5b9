//! Primes chosen at run time, as an FHE library chooses them: one template
//! spec (`[moduli.runtime]`), the kernels generated once, and an instance
//! per prime set (`ValidSpec::with_primes`) whose CUDA text is the
//! template's, so the kernel cache compiles it once; each instance's
//! products are checked against the reference. Checks itself.
//!
//!   cargo run --release -p nttgen-runtime --features apps --example runtime_primes [LOG_N]
//!
//! Runs on GPU 0 when there is one (NVRTC, kernel cache), else on the CPU
//! executor (the interpreter running the same plan). Prints a line starting
//! with `verified`; exit status 1 when a check fails, 2 when it cannot run.

use codegen::executor::{CpuExecutor, Executor};
use codegen::plan::lower;
use codegen::spec::{self, ValidSpec};
use runtime::apps::Backend;

fn fail(code: i32, msg: String) -> ! {
    eprintln!("runtime_primes: {msg}");
    std::process::exit(code)
}

/// The primes a library might pick: `count` NTT-friendly primes of `bits`
/// bits for this N (here found by the generator's own search).
fn pick_primes(log_n: u32, bits: u32, count: u32) -> Vec<u64> {
    let text = format!("transform = \"ntt-negacyclic\"\nlog_n = {log_n}\nword = \"u64\"\n[moduli]\nbits = {bits}\ncount = {count}\n");
    spec::from_str(&text).unwrap_or_else(|e| fail(2, e.to_string())).primes
}

fn executor(backend: &Backend, s: &ValidSpec) -> Box<dyn Executor> {
    match backend {
        Backend::Gpu(g) => Box::new(runtime::Engine::new(g.clone(), s).unwrap_or_else(|e| fail(2, e.to_string()))),
        Backend::Cpu => Box::new(CpuExecutor::new(lower(s).unwrap_or_else(|e| fail(2, e.to_string()))).unwrap_or_else(|e| fail(2, e.to_string()))),
    }
}

fn main() {
    let log_n: u32 = match std::env::args().nth(1) {
        None => 12,
        Some(a) => a.parse().ok().filter(|l| (8..=16).contains(l)).unwrap_or_else(|| fail(2, format!("LOG_N = {a:?}: give 8..=16"))),
    };
    let backend = Backend::detect().unwrap_or_else(|e| fail(2, e.to_string()));
    // The template: any primes of at most 60 bits, up to 16 of them.
    let template = spec::from_str(&format!("transform = \"ntt-negacyclic\"\nlog_n = {log_n}\nword = \"u64\"\n[moduli.runtime]\nmax_bits = 60\nmax_towers = 16\n"))
        .unwrap_or_else(|e| fail(2, e.to_string()));
    let cuda = |s: &ValidSpec| {
        let plan = lower(s).unwrap_or_else(|e| fail(2, e.to_string()));
        codegen::emit::cuda(&plan, &codegen::emit::Target::default(), &Default::default()).unwrap_or_else(|e| fail(2, e.to_string())).0
    };
    let kernels = cuda(&template);
    let n = 1usize << log_n;
    let mut checked = 0usize;
    for (bits, count) in [(60, 4), (58, 2), (50, 3)] {
        let primes = pick_primes(log_n, bits, count);
        let s = template.with_primes(&primes).unwrap_or_else(|e| fail(2, e.to_string()));
        if cuda(&s) != kernels {
            fail(1, format!("the kernels for {primes:?} differ from the template's"));
        }
        let mut exec = executor(&backend, &s);
        // Inputs below each tower's prime, deterministic.
        let fill = |seed: u64| -> Vec<u64> { (0..primes.len() * n).map(|i| ((i as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ seed) % primes[i / n]).collect() };
        let (a, b) = (fill(1), fill(2));
        let c = exec.polymul(&a, &b, 1).unwrap_or_else(|e| fail(1, e.to_string()));
        for (t, &q) in primes.iter().enumerate() {
            let want = codegen::verify::reference_product(&s, q, &a[t * n..(t + 1) * n], &b[t * n..(t + 1) * n]).unwrap_or_else(|e| fail(1, e.to_string()));
            if c[t * n..(t + 1) * n] != want[..] {
                fail(1, format!("tower {t} (q = {q}): the product differs from the reference"));
            }
            checked += n;
        }
        println!("{} primes of {bits} bits: kernels of the template, products checked ({})", primes.len(), exec.name());
    }
    println!("verified {checked} coefficients of products on 3 prime sets chosen at run time, N = 2^{log_n}, one set of kernels ({})", backend.name());
}
