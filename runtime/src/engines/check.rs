//! Checks of the arguments every entry point shares (no GPU needed): tower
//! ranges, operand lengths, program names and operand counts, host words
//! below their primes, and a persistent kernel's ticket room.

use crate::error::{Error, Result};
use codegen::emit::KernelInfo;
use codegen::plan::{Plan, Program};
use std::ops::Range;

/// `towers` is a non-empty range within the plan's towers.
pub fn towers(plan: &Plan, towers: &Range<usize>) -> Result<()> {
    if towers.start >= towers.end || towers.end > plan.towers {
        return Err(Error::Invalid(format!(
            "towers {}..{}: {} has {} tower(s); give a non-empty range within 0..{}",
            towers.start, towers.end, plan.spec.name, plan.towers, plan.towers
        )));
    }
    Ok(())
}

/// Words an operand over `towers` x `batch` holds (checked product).
pub fn words(plan: &Plan, towers: &Range<usize>, batch: usize) -> Result<usize> {
    self::towers(plan, towers)?;
    if batch == 0 {
        return Err(Error::Invalid("batch 0: give at least one polynomial".into()));
    }
    batch
        .checked_mul(towers.len())
        .and_then(|w| w.checked_mul(plan.words_per_poly))
        .ok_or_else(|| Error::Invalid(format!("batch {batch} x {} towers x {} words overflows usize", towers.len(), plan.words_per_poly)))
}

/// A persistent kernel's tickets (one per work item, `grid_x` per
/// polynomial, and one more per launched block) count in 32 bits.
pub fn ticket_room(ki: &KernelInfo, polys: u64, blocks: u64) -> Result<()> {
    if polys * u64::from(ki.grid_x) + blocks > u64::from(u32::MAX) {
        return Err(Error::Invalid(format!("{}: {polys} polynomials in one call are more work items than its 32-bit tickets count; split the batch", ki.name)));
    }
    Ok(())
}

/// The program `name` and that `got` operands is its count.
pub fn program<'p>(plan: &'p Plan, name: &str, got: usize) -> Result<&'p Program> {
    let p = plan.program(name).ok_or_else(|| {
        let have: Vec<_> = plan.programs.iter().map(|p| p.name.as_str()).collect();
        Error::Invalid(format!("no program {name:?} in {}; it has {have:?}", plan.spec.name))
    })?;
    if p.operands.len() != got {
        return Err(Error::Invalid(format!("program {name} takes {} operand(s), got {got}", p.operands.len())));
    }
    Ok(p)
}

/// `len` is the operand length for `towers` x `batch`.
pub fn len(plan: &Plan, what: &str, len: usize, towers: &Range<usize>, batch: usize) -> Result<()> {
    let want = words(plan, towers, batch)?;
    if len != want {
        return Err(Error::Invalid(format!(
            "{what}: {len} words; towers {}..{} x batch {batch} x {} words per polynomial need {want}",
            towers.start, towers.end, plan.words_per_poly
        )));
    }
    Ok(())
}

/// Operand `i` of `program` holds its words for `towers` x `batch`: y's
/// rows (one row of words_per_poly words a batch item, for every tower:
/// `Program::y_rows`) or, as every other operand, `len`'s.
pub fn operand_len(plan: &Plan, program: &Program, i: usize, what: &str, len: usize, towers: &Range<usize>, batch: usize) -> Result<()> {
    if !program.reads_rows(&plan.buffers, i) {
        return self::len(plan, what, len, towers, batch);
    }
    words(plan, towers, batch)?;
    let want = batch * plan.words_per_poly;
    if len != want {
        return Err(Error::Invalid(format!("{what}: {len} words; {} reads one row of {} words a batch item (for every tower), {want} for batch {batch}", program.name, plan.words_per_poly)));
    }
    Ok(())
}

/// Every host word is below the prime of its tower (`t0 + k`).
pub fn reduced<W: Into<u64> + Copy>(plan: &Plan, what: &str, data: &[W], towers: &Range<usize>) -> Result<()> {
    let per = plan.words_per_poly;
    for (i, &v) in data.iter().enumerate() {
        let q = plan.spec.primes[towers.start + (i / per) % towers.len()];
        let v: u64 = v.into();
        if v >= q {
            return Err(Error::Invalid(format!("{what}[{i}] = {v} is not below its tower's prime {q}; reduce it mod q first")));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use codegen::plan;
    use codegen::plan::programs;

    fn plan(towers: usize) -> Plan {
        let toml = format!("transform = \"ntt-negacyclic\"\nlog_n = 6\nword = \"u32\"\nreduction = \"montgomery\"\nradix = 2\nstage_split = [6]\n[moduli]\nbits = 28\ncount = {towers}\n");
        plan::lower(&codegen::spec::from_str(&toml).unwrap()).unwrap()
    }

    fn msg<T: std::fmt::Debug>(r: Result<T>) -> String {
        r.unwrap_err().to_string()
    }

    #[test]
    fn tower_ranges_are_checked() {
        let p = plan(3);
        assert!(towers(&p, &(0..3)).is_ok() && towers(&p, &(1..3)).is_ok() && towers(&p, &(2..3)).is_ok());
        for bad in [0..0, 2..2, 0..4, 3..4] {
            assert!(msg(towers(&p, &bad)).contains("give a non-empty range within 0..3"), "{bad:?}");
        }
        #[allow(clippy::reversed_empty_ranges)]
        let backwards = 2..1;
        assert!(towers(&p, &backwards).is_err());
    }

    #[test]
    fn operand_lengths_follow_towers_and_batch() {
        let p = plan(3);
        assert_eq!(words(&p, &(1..3), 5).unwrap(), 5 * 2 * p.words_per_poly);
        assert!(len(&p, "x", 5 * 2 * p.words_per_poly, &(1..3), 5).is_ok());
        let m = msg(len(&p, "x", 5 * 3 * p.words_per_poly, &(1..3), 5));
        assert!(m.contains("x:") && m.contains("towers 1..3 x batch 5"), "{m}");
        assert!(msg(words(&p, &(0..1), 0)).contains("batch 0"));
        assert!(msg(words(&p, &(0..3), usize::MAX)).contains("overflows"));
    }

    /// A `from-y-row` form's y is one row a batch item over any tower
    /// range; its x, and every operand of another program, the data's shape.
    #[test]
    fn a_row_forms_y_is_a_row_a_batch_item() {
        let toml = "transform = \"ntt-negacyclic\"\nlog_n = 6\nword = \"u32\"\nreduction = \"montgomery\"\nradix = 2\nstage_split = [6]\n[moduli]\nbits = 28\ncount = 3\n[[fused]]\nname = \"digits\"\ntransform = \"forward\"\nprologue = [{ op = \"from-y-row\" }]\n";
        let p = plan::lower(&codegen::spec::from_str(toml).unwrap()).unwrap();
        let (rows, per) = (p.program("digits").unwrap(), p.words_per_poly);
        assert!(operand_len(&p, rows, 1, "y", 5 * per, &(1..3), 5).is_ok());
        let m = msg(operand_len(&p, rows, 1, "y", 5 * 2 * per, &(1..3), 5));
        assert!(m.contains("one row") && m.contains(&(5 * per).to_string()), "{m}");
        assert!(operand_len(&p, rows, 0, "x", 5 * 2 * per, &(1..3), 5).is_ok());
        assert!(operand_len(&p, rows, 0, "x", 5 * per, &(1..3), 5).is_err());
        let pw = p.program(programs::POINTWISE).unwrap();
        assert!(operand_len(&p, pw, 1, "y", 5 * 2 * per, &(1..3), 5).is_ok());
    }

    #[test]
    fn programs_and_operand_counts_are_checked() {
        let p = plan(1);
        assert!(program(&p, programs::FORWARD, 1).is_ok());
        assert!(msg(program(&p, programs::POINTWISE, 1)).contains("takes 2 operand(s), got 1"));
        assert!(msg(program(&p, "nope", 1)).contains("no program \"nope\""));
    }

    /// The `< q` check uses the prime of tower `t0 + k`, not of tower `k`.
    #[test]
    fn host_words_are_checked_against_their_towers_prime() {
        let p = plan(3);
        let per = p.words_per_poly;
        let (q0, q1, q2) = (p.spec.primes[0], p.spec.primes[1], p.spec.primes[2]);
        // Towers 1..3, two polynomials: tower 1, tower 2, tower 1, tower 2.
        let mut x: Vec<u32> = vec![0; 4 * per];
        x[per] = (q2 - 1) as u32;
        assert!(reduced(&p, "x", &x, &(1..3)).is_ok());
        x[2 * per + 1] = q1 as u32;
        let m = msg(reduced(&p, "x", &x, &(1..3)));
        assert!(m.contains(&format!("x[{}]", 2 * per + 1)) && m.contains(&q1.to_string()), "{m}");
        // The same word in tower 0's slot of a full-range operand: checked against q0.
        let mut y: Vec<u32> = vec![0; 3 * per];
        y[0] = q0 as u32;
        assert!(msg(reduced(&p, "y", &y, &(0..3))).contains(&q0.to_string()));
    }
}
