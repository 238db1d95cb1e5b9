//! The table words a kernel must read: the distinct entries its threads
//! load for one tower, found by evaluating every table index of every
//! thread. Per-thread counts (`Cost::table_read_bytes`) count an entry once
//! per thread that reads it; memory holds it once, so the memory floor of a
//! launch counts these words once per tower it covers.

use super::expr::Env;
use super::ir::*;
use std::collections::HashSet;

/// Distinct table words (value and companion words alike) that the
/// threads of `k` read for one tower, over the blocks of one launch's item
/// and tower 0 (every tower reads the same entries of its own tables).
/// `None` where an index cannot be evaluated (it would wrap).
pub fn table_words_per_tower(k: &Kernel) -> Option<u64> {
    let mut seen: HashSet<(usize, Part, u32)> = HashSet::new();
    for b in 0..k.grid_x {
        for ty in 0..k.block[1] {
            for tx in 0..k.block[0] {
                let env = Env { tid: [tx, ty], bid: [b, 0, 0] };
                for p in &k.phases {
                    collect(&p.ops, &env, &mut seen)?;
                }
            }
        }
    }
    Some(seen.len() as u64)
}

fn collect(ops: &[Op], env: &Env, seen: &mut HashSet<(usize, Part, u32)>) -> Option<()> {
    for op in ops {
        match op {
            Op::Ld { mem: Mem::Table(t, part), idx, .. } => {
                seen.insert((*t, *part, idx.eval(env).ok()?));
            }
            Op::LdTw { table, idx, .. } => {
                let i = idx.eval(env).ok()?;
                seen.insert((*table, Part::Value, 2 * i));
                seen.insert((*table, Part::Value, 2 * i + 1));
            }
            // Both ways of a guard: a superset of what the threads read.
            Op::Guard { ops, .. } => collect(ops, env, seen)?,
            _ => {}
        }
    }
    Some(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::plan::lower;
    use crate::spec;

    fn plan(extra: &str) -> Plan {
        let text = format!("transform = \"ntt-negacyclic\"\nlog_n = 12\nword = \"u64\"\nradix = 8\nstage_split = [6, 6]\n{extra}\n[moduli]\nbits = 60\ncount = 1\n");
        lower(&spec::from_str(&text).unwrap()).unwrap()
    }

    #[test]
    fn every_entry_once_and_factored_levels_read_fewer() {
        // Unfactored, paired: the forward reads each of the table's 2^12
        // entries (value and companion) once over its two kernels, though
        // many threads read the early levels' entries.
        let p = plan("factored_levels = 0");
        let fwd: Vec<&Kernel> = p.launches(p.program("forward").unwrap()).collect();
        let words: Vec<u64> = fwd.iter().map(|k| table_words_per_tower(k).unwrap()).collect();
        assert_eq!(words, vec![2 * 63, 2 * (4095 - 63)], "levels 0-5 then 6-11, two words per entry");
        let per_thread: u64 = fwd.iter().map(|k| k.cost.table_read_bytes).sum::<u64>() / 8;
        assert!(per_thread > words.iter().sum::<u64>(), "per-thread loads count shared entries again");
        // Two factored levels (10 and 11) read 1/32 of their entries, plus the 32 low factors.
        let p = plan("factored_levels = 2");
        let k = p.launches(p.program("forward").unwrap()).nth(1).unwrap();
        let factored = table_words_per_tower(k).unwrap();
        assert_eq!(factored, 2 * ((1023 - 63) + (1024 + 2048) / 32 + 32), "levels 6-9 whole, 10-11 as high factors, entries 0..31 as low ones");
    }
}
