//! Every catalog spec runs correctly on the CPU interpreter: forward against
//! the reference transform, inverse after forward, and the product.
//!
//! `codegen::verify::verify` checks the product against the O(N^2) schoolbook
//! product, which takes minutes for the largest entries (N = 2^16, 2^17, or four
//! towers of 2^15). For those (all Hadamard NTTs) the product is checked
//! in the transform domain instead: the pointwise kernel's output against
//! the elementwise product of the forward outputs, which together with
//! forward = reference and inverse(forward(a)) = a pins the same product.
//! NTTGEN_FULL_VERIFY=1 runs the schoolbook check on every entry.

use codegen::emit::{self, CatalogEntry};
use codegen::executor::{CpuExecutor, Executor};
use codegen::plan::lower;
use codegen::spec::{Pointwise, Transform};
use codegen::verify::{random_input, reference_forward, verify};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::path::Path;

/// Schoolbook work (towers x N^2) above which the transform-domain check is used.
const SCHOOLBOOK_LIMIT: u64 = 1 << 31;

fn check(e: &CatalogEntry) -> Result<String, String> {
    let spec = &e.spec;
    let mut exec = CpuExecutor::new(lower(spec)).map_err(|err| err.to_string())?;
    let n = spec.n() as u64;
    let full = std::env::var("NTTGEN_FULL_VERIFY").as_deref() == Ok("1");
    let light_ok = spec.pointwise == Pointwise::Hadamard && spec.transform != Transform::Dgt;
    let t = std::time::Instant::now();
    if full || !light_ok || spec.towers() as u64 * n * n <= SCHOOLBOOK_LIMIT {
        let r = verify(&mut exec, 1, 1, 1).map_err(|err| err.to_string())?;
        return Ok(format!("{}: verified ({} words, {:.1} s)", e.stem, r.words_checked, t.elapsed().as_secs_f64()));
    }
    let wpp = exec.plan().words_per_poly;
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let a = random_input(spec, wpp, 1, &mut rng);
    let b = random_input(spec, wpp, 1, &mut rng);
    let mut fa = a.clone();
    exec.forward(&mut fa, 1).map_err(|err| err.to_string())?;
    let mut fb = b.clone();
    exec.forward(&mut fb, 1).map_err(|err| err.to_string())?;
    for (tower, &q) in spec.primes.iter().enumerate() {
        let r = tower * wpp..(tower + 1) * wpp;
        let want = reference_forward(spec, q, &a[r.clone()]).map_err(|err| err.to_string())?;
        if let Some(i) = (0..wpp).find(|&i| fa[r.start + i] != want[i]) {
            return Err(format!("forward differs from the reference (tower {tower}) at word {i}: got {}, want {}", fa[r.start + i], want[i]));
        }
    }
    let mut back = fa.clone();
    exec.inverse(&mut back, 1).map_err(|err| err.to_string())?;
    if let Some(i) = (0..a.len()).find(|&i| back[i] != a[i]) {
        return Err(format!("inverse(forward(a)) differs from a at word {i}"));
    }
    let mut prod = fa.clone();
    exec.pointwise(&mut prod, &fb, 1).map_err(|err| err.to_string())?;
    for i in 0..prod.len() {
        let q = spec.primes[i / wpp] as u128;
        let want = (fa[i] as u128 * fb[i] as u128 % q) as u64;
        if prod[i] != want {
            return Err(format!("pointwise product differs at word {i}: got {}, want {want}", prod[i]));
        }
    }
    Ok(format!("{}: forward, inverse and pointwise checked ({:.1} s; schoolbook product skipped, NTTGEN_FULL_VERIFY=1 runs it)", e.stem, t.elapsed().as_secs_f64()))
}

#[test]
fn catalog_verifies_on_the_interpreter() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap().to_path_buf();
    let entries = emit::catalog(&root).unwrap_or_else(|e| panic!("catalog: {e}"));
    let next = std::sync::atomic::AtomicUsize::new(0);
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get()).clamp(1, 4);
    let mut results: Vec<(usize, Result<String, String>)> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..workers)
            .map(|_| {
                s.spawn(|| {
                    let mut done = vec![];
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some(e) = entries.get(i) else { break };
                        done.push((i, check(e)));
                    }
                    done
                })
            })
            .collect();
        handles.into_iter().flat_map(|h| h.join().expect("verify worker panicked")).collect()
    });
    results.sort_by_key(|(i, _)| *i);
    let mut failures = vec![];
    for (i, r) in results {
        match r {
            Ok(line) => println!("{line}"),
            Err(e) => failures.push(format!("{}: {e}", entries[i].stem)),
        }
    }
    assert!(failures.is_empty(), "catalog specs fail on the interpreter:\n{}", failures.join("\n"));
}
