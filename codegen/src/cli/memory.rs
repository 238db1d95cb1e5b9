//! The host memory a command needs against what this process may use:
//! stated by `explain`, checked before `emit` and `verify` start (exit 2
//! with the figure and the fix where it does not fit).

use codegen::memory::need::{self, Need};
use codegen::memory::{host_limit, Bytes, HostLimit};
use codegen::plan::Plan;

/// `--max-host-memory`: a byte count (`2GiB`, `512M`, bytes).
pub fn parse_limit(text: &str) -> Result<u64, String> {
    codegen::memory::limit::parse_bytes(text)
}

/// Refuses `command` on `plan` where `need` is over the memory this
/// process may use (`given`: `--max-host-memory`): the message names
/// both figures and the fix; exit status 2.
pub fn check(command: &str, plan: &Plan, need: &Need, given: Option<u64>, smaller: &str) -> Result<(), i32> {
    let Some(limit) = host_limit(given) else { return Ok(()) };
    if need.bytes <= limit.bytes {
        return Ok(());
    }
    eprintln!("{}", refusal(command, plan, need, &limit, smaller));
    Err(2)
}

/// The refusal of `command`: what it needs, the limit and the ways out.
pub fn refusal(command: &str, plan: &Plan, need: &Need, limit: &HostLimit, smaller: &str) -> String {
    format!(
        "codegen {command}: spec {} needs about {} of host memory ({}), over the limit of {limit}; {}, or use {smaller} (`codegen explain --spec F` states what each command needs)",
        plan.spec.name,
        Bytes(need.bytes),
        need.parts_text(),
        limit.fix()
    )
}

/// `explain`'s account of the memory each command needs, host and device.
pub fn describe(plan: &Plan, batch: usize, given: Option<u64>) -> String {
    let limit = host_limit(given);
    let mut out = match &limit {
        Some(l) => format!("host memory each command needs; this process may use {l}:\n"),
        None => "host memory each command needs; this system states no limit (--max-host-memory gives one):\n".to_string(),
    };
    let over = |n: &Need| if limit.as_ref().is_some_and(|l| n.bytes > l.bytes) { "  OVER THE LIMIT: refused" } else { "" };
    let verify = need::verify(plan, batch);
    let rows: [(String, Option<Need>); 4] = [
        ("explain".into(), Some(need::explain(plan))),
        ("emit".into(), Some(need::emit(plan))),
        (format!("verify --batch {batch}"), verify),
        ("runtime JIT (Engine::new)".into(), Some(need::jit(plan))),
    ];
    for (command, n) in rows {
        match n {
            Some(n) => out.push_str(&format!("  {command:<26} {n}{}\n", over(&n))),
            None => out.push_str(&format!("  {command:<26} more than 2^64 bytes\n")),
        }
    }
    let d = need::device(plan);
    out.push_str("device memory:\n");
    out.push_str(&format!(
        "  tables                     {} (the tables file: the C functions, runtime::package), {} (runtime::Engine: values and companions)\n",
        Bytes(d.tables_file),
        Bytes(d.engine_tables)
    ));
    out.push_str(&format!(
        "  buffers                    {} per polynomial each (towers x words), up to {} per call (operands and scratch): {} per polynomial of the batch\n",
        Bytes(d.buffer_per_poly),
        d.buffers,
        Bytes(d.buffer_per_poly * d.buffers as u64)
    ));
    out
}
