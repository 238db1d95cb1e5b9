//! How much host memory this process may use: the smallest of what the
//! machine has free (`MemAvailable` of /proc/meminfo, or the figure the
//! user gives with `--max-host-memory` in its place), the headroom of the
//! process's cgroup (memory.max less memory.current), and what is left of
//! its address-space and data limits (RLIMIT_AS less VmSize, RLIMIT_DATA
//! less VmData). Those three are hard (past the process limits an
//! allocation fails, past the cgroup's the process is killed), so a
//! figure the user gives never lifts them; MemAvailable is an estimate
//! (swap, memory freed meanwhile), which the user may know better.

use super::alloc::Bytes;
use std::fmt;

/// Where a limit comes from; each says how to lift it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Source {
    /// /proc/meminfo's MemAvailable.
    Available,
    /// `--max-host-memory`.
    Given,
    /// The process's cgroup: memory.max, of which `used` is in use.
    Cgroup { max: u64, used: u64 },
    /// RLIMIT_AS (`ulimit -v`), of which `used` (VmSize) is mapped.
    AddressSpace { max: u64, used: u64 },
    /// RLIMIT_DATA (`ulimit -d`), of which `used` (VmData) is in use.
    Data { max: u64, used: u64 },
}

/// Bytes this process may still allocate, and what says so.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HostLimit {
    pub bytes: u64,
    pub source: Source,
}

impl fmt::Display for HostLimit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let b = Bytes(self.bytes);
        match self.source {
            Source::Available => write!(f, "{b} (MemAvailable, /proc/meminfo)"),
            Source::Given => write!(f, "{b} (--max-host-memory)"),
            Source::Cgroup { max, used } => write!(f, "{b} (the cgroup's memory.max of {}, {} of it in use)", Bytes(max), Bytes(used)),
            Source::AddressSpace { max, used } => write!(f, "{b} (the address-space limit RLIMIT_AS, ulimit -v, of {}, {} of it mapped)", Bytes(max), Bytes(used)),
            Source::Data { max, used } => write!(f, "{b} (the data limit RLIMIT_DATA, ulimit -d, of {}, {} of it in use)", Bytes(max), Bytes(used)),
        }
    }
}

impl HostLimit {
    /// How to make more memory available under this limit.
    pub fn fix(&self) -> &'static str {
        match self.source {
            Source::Available => "free memory, or give a larger figure with --max-host-memory if the machine has it (swap, memory freed by then)",
            Source::Given => "give a larger --max-host-memory",
            Source::Cgroup { .. } => "raise the cgroup's (container's) memory limit",
            Source::AddressSpace { .. } => "raise the address-space limit (ulimit -v)",
            Source::Data { .. } => "raise the data limit (ulimit -d)",
        }
    }
}

/// The memory this process may use: the smallest of the limits it can
/// find, `given` (bytes, `--max-host-memory`) standing for MemAvailable. `None` where nothing is known (no /proc, no limit
/// set, none given).
pub fn host_limit(given: Option<u64>) -> Option<HostLimit> {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let mut limits = vec![];
    match given {
        Some(bytes) => limits.push(HostLimit { bytes, source: Source::Given }),
        None => {
            let meminfo = std::fs::read_to_string("/proc/meminfo").unwrap_or_default();
            limits.extend(kib_field(&meminfo, "MemAvailable:").map(|bytes| HostLimit { bytes, source: Source::Available }));
        }
    }
    limits.extend(cgroup_headroom());
    limits.extend(rlimit_headroom(&status));
    limits.into_iter().min_by_key(|l| l.bytes)
}

/// The soft RLIMIT_AS and RLIMIT_DATA less what the process already uses of each.
fn rlimit_headroom(status: &str) -> Vec<HostLimit> {
    let mut out = vec![];
    #[cfg(unix)]
    for (resource, field, kind) in [(libc::RLIMIT_AS, "VmSize:", 0), (libc::RLIMIT_DATA, "VmData:", 1)] {
        let mut r = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
        // SAFETY: getrlimit writes one rlimit through a valid pointer.
        if unsafe { libc::getrlimit(resource, &mut r) } != 0 || r.rlim_cur == libc::RLIM_INFINITY {
            continue;
        }
        let max = r.rlim_cur as u64;
        let used = kib_field(status, field).unwrap_or(0);
        let source = if kind == 0 { Source::AddressSpace { max, used } } else { Source::Data { max, used } };
        out.push(HostLimit { bytes: max.saturating_sub(used), source });
    }
    #[cfg(not(unix))]
    let _ = status;
    out
}

/// The cgroup v2 memory.max less memory.current of this process's cgroup
/// (the tightest of it and its parents), where one is set.
fn cgroup_headroom() -> Option<HostLimit> {
    let cgroups = std::fs::read_to_string("/proc/self/cgroup").ok()?;
    let path = cgroups.lines().find_map(|l| l.strip_prefix("0::"))?;
    let mut dir = std::path::PathBuf::from("/sys/fs/cgroup").join(path.trim_start_matches('/'));
    let mut best: Option<HostLimit> = None;
    loop {
        let read = |f: &str| std::fs::read_to_string(dir.join(f)).ok().and_then(|t| t.trim().parse::<u64>().ok());
        if let (Some(max), Some(used)) = (read("memory.max"), read("memory.current")) {
            let here = HostLimit { bytes: max.saturating_sub(used), source: Source::Cgroup { max, used } };
            if best.as_ref().is_none_or(|b| here.bytes < b.bytes) {
                best = Some(here);
            }
        }
        if dir == std::path::Path::new("/sys/fs/cgroup") || !dir.pop() {
            return best;
        }
    }
}

/// A `Name:   1234 kB` line of a /proc file, in bytes.
fn kib_field(text: &str, name: &str) -> Option<u64> {
    let line = text.lines().find(|l| l.starts_with(name))?;
    let kib: u64 = line[name.len()..].split_whitespace().next()?.parse().ok()?;
    kib.checked_mul(1024)
}

/// A byte count as `--max-host-memory` takes it: a number of bytes, or
/// one with a unit (`512MiB`, `2GiB`, `3G`, `1.5GiB`, `800k`; K, M, G, T
/// count in powers of 1024 with or without `iB`).
pub fn parse_bytes(text: &str) -> Result<u64, String> {
    let t = text.trim();
    let split = t.find(|c: char| !(c.is_ascii_digit() || c == '.')).unwrap_or(t.len());
    let (number, unit) = (&t[..split], t[split..].trim());
    let shift = match unit.to_ascii_lowercase().as_str() {
        "" | "b" => 0,
        "k" | "kb" | "kib" => 10,
        "m" | "mb" | "mib" => 20,
        "g" | "gb" | "gib" => 30,
        "t" | "tb" | "tib" => 40,
        _ => return Err(format!("{text:?}: unknown unit {unit:?}; give bytes, or a number with K, M, G or T (e.g. 2GiB, 512M)")),
    };
    let value: f64 = number.parse().map_err(|_| format!("{text:?} is not a byte count; give e.g. 2GiB, 512M or 1073741824"))?;
    let bytes = value * (1u64 << shift) as f64;
    if !bytes.is_finite() || bytes < 1.0 || bytes >= u64::MAX as f64 {
        return Err(format!("{text:?}: give at least 1 byte and less than 16 EiB"));
    }
    Ok(bytes as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn byte_counts_take_binary_units() {
        assert_eq!(parse_bytes("1073741824"), Ok(1 << 30));
        assert_eq!(parse_bytes("2GiB"), Ok(2 << 30));
        assert_eq!(parse_bytes("512M"), Ok(512 << 20));
        assert_eq!(parse_bytes("1.5 GiB"), Ok(3 << 29));
        assert_eq!(parse_bytes("800k"), Ok(800 << 10));
        for bad in ["", "x", "2XB", "-1G", "0", "1e30T", "1..2G"] {
            assert!(parse_bytes(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn a_given_limit_stands_for_the_machines_and_never_lifts_the_process_limits() {
        let given = host_limit(Some(123 << 20)).expect("a given figure is a limit");
        assert!(given.bytes <= 123 << 20);
        if given.bytes == 123 << 20 {
            assert_eq!(given.source, Source::Given);
            assert!(given.to_string().contains("--max-host-memory") && given.fix().contains("--max-host-memory"));
        }
        // A figure far above any machine: only a hard limit can be smaller.
        if let Some(l) = host_limit(Some(u64::MAX / 2)) {
            assert!(l.source == Source::Given || matches!(l.source, Source::Cgroup { .. } | Source::AddressSpace { .. } | Source::Data { .. }), "{l}");
        }
    }

    #[test]
    fn proc_fields_read_in_bytes() {
        let meminfo = "MemTotal:       24576000 kB\nMemAvailable:    2048 kB\n";
        assert_eq!(kib_field(meminfo, "MemAvailable:"), Some(2 << 20));
        assert_eq!(kib_field(meminfo, "VmSize:"), None);
    }
}
