//! What the lowering passes' tests share: a negacyclic spec lowered from a
//! few lines, a deterministic input for it, and the interpreter's forward.

use crate::executor::{CpuExecutor, Executor};
use crate::plan::ir::Plan;

/// The plan of an `ntt-negacyclic` spec of 2^`log_n` over `count` primes
/// of `bits` bits, with the spec `lines` (the word among them).
pub fn lowered(log_n: u32, bits: u32, count: u32, lines: &str) -> Plan {
    let text = format!("transform = \"ntt-negacyclic\"\nlog_n = {log_n}\n{lines}\n[moduli]\nbits = {bits}\ncount = {count}\n");
    crate::plan::lower(&crate::spec::from_str(&text).unwrap()).unwrap()
}

/// `batch` polynomials per tower, each word below its tower's prime; the
/// same words for the same plan, batch and `seed`.
pub fn input(p: &Plan, batch: usize, seed: u64) -> Vec<u64> {
    let (q, per) = (&p.spec.primes, p.words_per_poly);
    (0..batch * q.len() * per).map(|i| ((i as u64) ^ seed).wrapping_mul(0x9E37_79B9_7F4A_7C15) % q[(i / per) % q.len()]).collect()
}

/// The interpreter's forward of `input(&p, batch, 0)`.
pub fn forward(p: Plan, batch: usize) -> Result<Vec<u64>, String> {
    let mut x = input(&p, batch, 0);
    CpuExecutor::new(p).map_err(|e| e.to_string())?.forward(&mut x, batch).map_err(|e| e.to_string())?;
    Ok(x)
}
