//! Runs the kernels this crate's build.rs emitted, on the GPU, with nothing of
//! the generator at run time: the CUDA text, the tables (`TABLES_FILE`) and
//! the launch lists all come from the included wrappers, and
//! `runtime::package` only compiles, uploads and launches.
//!
//! For each spec: forward then inverse over random data must give the data
//! back; for `demo` (negacyclic NTT) `polymul` must equal the schoolbook
//! product mod x^N + 1. Prints one line per check; exits 1 on a mismatch,
//! 2 when no GPU can be used.

use nttgen_buildrs_example::{demo, demo_dgt};
use runtime::device::{DeviceBuffer, Gpu, LaunchDims, Stream};
use runtime::package::{Package, PackageSource};

/// splitmix64: reproducible data without a dependency.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

/// Launches a wrapper's steps through a `Package`: buffer arguments are the
/// device addresses of `bufs` (by BUFFERS index), table arguments the
/// addresses of their offsets in the uploaded tables file.
struct Dev<'a> {
    pkg: &'a Package,
    stream: &'a Stream,
    bufs: Vec<Option<u64>>,
}

macro_rules! package {
    ($dev:ident, $m:ident, $w:ty) => {
        mod $dev {
            use super::*;
            use nttgen_buildrs_example::$m as w;

            impl w::Launcher for Dev<'_> {
                type Error = runtime::Error;
                fn launch(&mut self, k: &w::KernelLaunch, grid: [u32; 3], args: &[w::Arg]) -> runtime::Result<()> {
                    let addrs = args
                        .iter()
                        .map(|a| match *a {
                            w::Arg::Buffer(i) => self.bufs[i].ok_or_else(|| runtime::Error::Invalid(format!("{}: buffer {} not allocated", k.name, w::BUFFERS[i].name))),
                            w::Arg::TableValue(t) => self.pkg.table_address(w::TABLES[t].value_offset),
                            w::Arg::TableCompanion(t) => self.pkg.table_address(w::TABLES[t].companion_offset),
                            w::Arg::Mods => self.pkg.table_address(w::MODS_OFFSET),
                            // Launched cooperatively (below): the launch's workspace holds the counter.
                            w::Arg::GridCounter => Ok(0),
                            // Only a fused form's programs take these; these specs have none.
                            w::Arg::TowerArg(_) | w::Arg::SkipAt | w::Arg::SkipLen => Err(runtime::Error::Invalid(format!("{}: a fused form's argument", k.name))),
                        })
                        .collect::<runtime::Result<Vec<u64>>>()?;
                    // Safety: the wrapper's step lists every parameter in order, and
                    // each buffer holds batch x TOWERS x WORDS_PER_POLY words.
                    unsafe { self.pkg.launch(self.stream, k.name, LaunchDims::new(grid, k.block_dim(), k.shared_bytes).with_cluster(k.cluster_blocks).with_cooperative(k.cooperative), &addrs) }
                }
            }

            pub fn load(gpu: &Gpu) -> runtime::Result<Package> {
                let kernels: Vec<&str> = w::KERNELS.iter().map(|k| k.name).collect();
                let src = PackageSource {
                    name: w::NAME,
                    cuda_source: w::CUDA_SOURCE,
                    nvrtc_options: w::NVRTC_OPTIONS,
                    word_bytes: w::WORD_BYTES,
                    tables_file: w::TABLES_FILE,
                    kernels: &kernels,
                };
                Package::load(gpu, &src)
            }

            /// Runs `program` over `operands` (host words, in the program's
            /// operand order) and returns them transformed.
            pub fn run(pkg: &Package, gpu: &Gpu, program: &w::Program, operands: &[Vec<u64>], batch: usize) -> runtime::Result<Vec<Vec<u64>>> {
                let stream = gpu.stream();
                let len = batch * w::TOWERS * w::WORDS_PER_POLY;
                let mut owned: Vec<(usize, DeviceBuffer<$w>)> = vec![];
                for (&b, host) in program.operands.iter().zip(operands) {
                    w::check_len(host.len(), batch).map_err(runtime::Error::Invalid)?;
                    owned.push((b, stream.upload(&host.iter().map(|&x| x as $w).collect::<Vec<$w>>())?));
                }
                for &s in program.scratch {
                    owned.push((s, stream.alloc_zeros::<$w>(len)?));
                }
                let mut bufs = vec![None; w::BUFFERS.len()];
                for (b, d) in &owned {
                    bufs[*b] = Some(d.device_address());
                }
                w::run(program, batch as u32, &mut Dev { pkg, stream, bufs })?;
                let mut out = vec![];
                for &b in program.operands {
                    let d = &owned.iter().find(|o| o.0 == b).expect("uploaded above").1;
                    out.push(stream.download(d)?.into_iter().map(u64::from).collect());
                }
                Ok(out)
            }

            /// Random coefficients below each tower's prime.
            pub fn random(rng: &mut Rng, batch: usize) -> Vec<u64> {
                // Polynomial i / WORDS_PER_POLY of the batch is of tower (that) mod TOWERS.
                let towers = w::PRIMES.len();
                (0..batch * towers * w::WORDS_PER_POLY).map(|i| rng.next() % w::PRIMES[(i / w::WORDS_PER_POLY) % towers]).collect()
            }
        }
    };
}
package!(demo_dev, demo, u64);
package!(dgt_dev, demo_dgt, u32);

/// c = a * b mod (x^n + 1, q), schoolbook.
fn negacyclic(a: &[u64], b: &[u64], q: u64) -> Vec<u64> {
    let n = a.len();
    let mut c = vec![0u64; n];
    for i in 0..n {
        for j in 0..n {
            let p = (a[i] as u128 * b[j] as u128 % q as u128) as u64;
            let k = (i + j) % n;
            c[k] = if i + j < n { (c[k] + p) % q } else { (c[k] + q - p) % q };
        }
    }
    c
}

fn main() {
    let gpu = match Gpu::open(0) {
        Ok(g) => g,
        Err(e) => {
            eprintln!("no GPU: {e}");
            std::process::exit(2);
        }
    };
    let mut failures = 0;
    let mut report = |what: &str, ok: bool| {
        println!("{} {what}", if ok { "ok  " } else { "FAIL" });
        failures += usize::from(!ok);
    };
    let mut rng = Rng(12);
    let batch = 3;
    let result = (|| -> runtime::Result<()> {
        let pkg = demo_dev::load(&gpu)?;
        let x = demo_dev::random(&mut rng, batch);
        let f = demo_dev::run(&pkg, &gpu, &demo::FORWARD, &[x.clone()], batch)?;
        report("demo: forward changes the data", f[0] != x);
        let back = demo_dev::run(&pkg, &gpu, &demo::INVERSE, &f, batch)?;
        report("demo: inverse(forward(x)) == x", back[0] == x);
        let (a, b) = (demo_dev::random(&mut rng, batch), demo_dev::random(&mut rng, batch));
        let c = demo_dev::run(&pkg, &gpu, &demo::POLYMUL, &[a.clone(), b.clone()], batch)?;
        let n = demo::WORDS_PER_POLY;
        let want: Vec<u64> = (0..batch * demo::TOWERS).flat_map(|p| negacyclic(&a[p * n..][..n], &b[p * n..][..n], demo::PRIMES[p % demo::TOWERS])).collect();
        report("demo: polymul == schoolbook mod x^N + 1", c[0] == want);

        let pkg = dgt_dev::load(&gpu)?;
        let x = dgt_dev::random(&mut rng, batch);
        let f = dgt_dev::run(&pkg, &gpu, &demo_dgt::FORWARD, &[x.clone()], batch)?;
        let back = dgt_dev::run(&pkg, &gpu, &demo_dgt::INVERSE, &f, batch)?;
        report("demo_dgt: inverse(forward(x)) == x", back[0] == x && f[0] != x);
        Ok(())
    })();
    if let Err(e) = result {
        eprintln!("error: {e}");
        std::process::exit(1);
    }
    std::process::exit(if failures == 0 { 0 } else { 1 });
}
