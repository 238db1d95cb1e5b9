//! Every catalog spec runs correctly on the CPU interpreter (one trial,
//! batch 1): forward against the reference transform, inverse after forward,
//! and the full product against the reference product.

use codegen::emit::{self, CatalogEntry};
use codegen::executor::CpuExecutor;
use codegen::plan::lower;
use codegen::verify::verify;
use std::path::Path;

fn check(e: &CatalogEntry) -> Result<String, String> {
    let mut exec = CpuExecutor::new(lower(&e.spec).unwrap()).map_err(|err| err.to_string())?;
    let t = std::time::Instant::now();
    let r = verify(&mut exec, 1, 1, 1).map_err(|err| err.to_string())?;
    Ok(format!("{}: verified ({} words, {:.1} s)", e.stem, r.words_checked, t.elapsed().as_secs_f64()))
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
