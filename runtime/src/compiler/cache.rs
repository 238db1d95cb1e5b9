//! Compiled-kernel cache: memory (per [`KernelCache`]) and disk (shared across runs).
//!
//! Key: sha256 over a format tag, the CUDA source, the architecture, the NVRTC
//! version, the full NVRTC option list and whether CUBIN was asked for (so
//! `-lineinfo`, `--maxrregcount` or a CUBIN request give distinct entries).
//! The spec name is *not* in the key: two specs that generate identical source
//! share one entry (the returned [`Compiled`] carries the caller's spec name).
//!
//! Disk entries are one file per key, `<dir>/<key>.nttk`, written to a temporary
//! file in the same directory and renamed into place, so readers never see a
//! partial file. Each file ends with a sha256 of its contents; a file that is
//! unreadable, truncated, corrupt or from another format version is ignored and
//! recompiled (and rewritten), never an error. Failing to *write* an entry is
//! not an error either (counted in [`CacheStats::disk_write_errors`]).
//!
//! Default directory ([`default_cache_dir`]): `$NTTGEN_CACHE_DIR`, else
//! `./target/nttgen-cache` when `./target` exists and is the user's, else `$XDG_CACHE_HOME/nttgen`,
//! else `$HOME/.cache/nttgen`, else the per-user `<tmp>/nttgen-cache-<uid>`.
//! Setting `NTTGEN_CACHE_DIR=off` disables the disk layer of [`KernelCache::from_env`].
//!
//! Security (the sha256 checks integrity, it does not authenticate): the
//! directory must belong to the current user and be writable by nobody else
//! (created 0700; another user's or a shared directory is refused, and
//! [`KernelCache::from_env`] then stays in memory). Entries are read only as
//! regular files (no symlink, FIFO or device) of at most
//! [`cache_fs::MAX_ENTRY_BYTES`]; they are written through O_EXCL, no-follow
//! temporary files with unpredictable names; temporaries older than an hour
//! (a writer killed mid-write) are removed when a cache opens the directory.
//! Concurrent requests for one key in one process compile it once.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, OnceLock};

use sha2::{Digest, Sha256};

use super::cache_fs;
use super::nvrtc::{compile_ptx, nvrtc_version, CompileOptions, Compiled};
use crate::error::{Error, Result};

const MAGIC: &[u8] = b"NTTGEN-KERNEL-CACHE 1\n";
const FILE_EXT: &str = "nttk";

/// Where the default cache lives (see the module docs for the order).
pub fn default_cache_dir() -> PathBuf {
    cache_dir_from(|k| std::env::var_os(k), cache_fs::is_own_dir(Path::new("target")))
}

/// [`default_cache_dir`] over a given environment and `./target` presence.
pub fn cache_dir_from(env: impl Fn(&str) -> Option<std::ffi::OsString>, target_exists: bool) -> PathBuf {
    let var = |k: &str| env(k).filter(|d| !d.is_empty());
    if let Some(d) = var("NTTGEN_CACHE_DIR") {
        return PathBuf::from(d);
    }
    if target_exists {
        return PathBuf::from("target").join("nttgen-cache");
    }
    if let Some(d) = var("XDG_CACHE_HOME") {
        return PathBuf::from(d).join("nttgen");
    }
    if let Some(d) = var("HOME") {
        return PathBuf::from(d).join(".cache").join("nttgen");
    }
    // Never a shared name: another user could create it first.
    cache_fs::per_user_tmp_dir()
}

/// A cache key: hex sha256.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CacheKey(pub String);

impl CacheKey {
    /// Computes the key for `source` compiled for `arch` with `options` (the full
    /// NVRTC option list) by NVRTC `nvrtc_version`.
    pub fn new(source: &str, arch: &str, nvrtc_version: (i32, i32), options: &[String]) -> Self {
        let mut h = Sha256::new();
        let mut field = |b: &[u8]| {
            h.update((b.len() as u64).to_le_bytes());
            h.update(b);
        };
        field(MAGIC);
        field(source.as_bytes());
        field(arch.as_bytes());
        field(format!("{}.{}", nvrtc_version.0, nvrtc_version.1).as_bytes());
        for o in options {
            field(o.as_bytes());
        }
        CacheKey(hex(&h.finalize()))
    }
}

impl std::fmt::Display for CacheKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

fn hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect()
}

/// Counters, for tests and for `codegen bench` reports.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CacheStats {
    /// NVRTC compiles actually run.
    pub compiles: u64,
    /// Requests served from memory.
    pub memory_hits: u64,
    /// Requests served from a disk entry.
    pub disk_hits: u64,
    /// Disk entries found unreadable or corrupt (then recompiled and rewritten).
    pub disk_corrupt: u64,
    /// Disk writes that failed (ignored: the compile result is still returned).
    pub disk_write_errors: u64,
}

#[derive(Default)]
struct Counters {
    compiles: AtomicU64,
    memory_hits: AtomicU64,
    disk_hits: AtomicU64,
    disk_corrupt: AtomicU64,
    disk_write_errors: AtomicU64,
}

/// Memory + disk cache of NVRTC results. Thread-safe; compiles run outside the lock,
/// so several threads can compile different kernels at once.
pub struct KernelCache {
    dir: Option<PathBuf>,
    mem: Mutex<HashMap<CacheKey, Arc<Compiled>>>,
    /// One lock per key being looked up or compiled, so concurrent requests
    /// for one key wait for the first instead of compiling it again.
    inflight: Mutex<HashMap<CacheKey, Arc<Mutex<()>>>>,
    counters: Counters,
}

impl std::fmt::Debug for KernelCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("KernelCache")
            .field("dir", &self.dir)
            .field("stats", &self.stats())
            .finish()
    }
}

impl KernelCache {
    /// A cache with a disk layer in `dir` (created 0700 if missing). A directory
    /// that cannot be created, or that another user owns or may write, is an
    /// [`Error::Cache`]. Stale temporary files in it are removed.
    pub fn new(dir: impl Into<PathBuf>) -> Result<Self> {
        let dir = dir.into();
        cache_fs::prepare_private_dir(&dir).map_err(|source| Error::Cache {
            path: dir.clone(),
            source,
        })?;
        cache_fs::remove_stale_tmp(&dir, cache_fs::STALE_TMP_AGE);
        Ok(Self::build(Some(dir)))
    }

    /// A memory-only cache.
    pub fn in_memory() -> Self {
        Self::build(None)
    }

    /// The default cache: disk layer in [`default_cache_dir`] unless
    /// `NTTGEN_CACHE_DIR=off`; if that directory cannot be created, memory-only.
    pub fn from_env() -> Self {
        if std::env::var_os("NTTGEN_CACHE_DIR").is_some_and(|v| v == "off") {
            return Self::in_memory();
        }
        Self::new(default_cache_dir()).unwrap_or_else(|_| Self::in_memory())
    }

    /// A process-wide cache built by [`KernelCache::from_env`] on first use.
    pub fn global() -> &'static KernelCache {
        static G: OnceLock<KernelCache> = OnceLock::new();
        G.get_or_init(KernelCache::from_env)
    }

    fn build(dir: Option<PathBuf>) -> Self {
        KernelCache {
            dir,
            mem: Mutex::new(HashMap::new()),
            inflight: Mutex::new(HashMap::new()),
            counters: Counters::default(),
        }
    }

    /// The disk directory, if any.
    pub fn dir(&self) -> Option<&Path> {
        self.dir.as_deref()
    }

    /// Path of the disk entry for `key` (whether or not it exists); `None` when memory-only.
    pub fn entry_path(&self, key: &CacheKey) -> Option<PathBuf> {
        self.dir
            .as_ref()
            .map(|d| d.join(format!("{key}.{FILE_EXT}")))
    }

    /// The key [`KernelCache::get_or_compile`] would use (needs NVRTC for its version).
    pub fn key_for(&self, source: &str, arch: &str, opts: &CompileOptions) -> Result<CacheKey> {
        let v = nvrtc_version()?;
        let mut parts = opts.nvrtc_args(arch);
        // The CUBIN request is not an NVRTC option but changes what is stored.
        parts.push(format!("nttgen:cubin={}", opts.cubin));
        Ok(CacheKey::new(source, arch, v, &parts))
    }

    /// Current counters.
    pub fn stats(&self) -> CacheStats {
        let c = &self.counters;
        CacheStats {
            compiles: c.compiles.load(Ordering::Relaxed),
            memory_hits: c.memory_hits.load(Ordering::Relaxed),
            disk_hits: c.disk_hits.load(Ordering::Relaxed),
            disk_corrupt: c.disk_corrupt.load(Ordering::Relaxed),
            disk_write_errors: c.disk_write_errors.load(Ordering::Relaxed),
        }
    }

    /// Drops the memory layer (the disk layer stays).
    pub fn clear_memory(&self) {
        self.mem.lock().unwrap_or_else(|e| e.into_inner()).clear();
    }

    /// Returns the compiled module for `source` on `arch`, compiling with NVRTC only on a miss.
    /// Errors are those of [`compile_ptx`]; compile failures are not cached.
    pub fn get_or_compile(
        &self,
        source: &str,
        spec_name: &str,
        arch: &str,
        opts: &CompileOptions,
    ) -> Result<Arc<Compiled>> {
        let key = self.key_for(source, arch, opts)?;
        let rename = |c: Arc<Compiled>| -> Arc<Compiled> {
            if c.spec_name == spec_name {
                c
            } else {
                let mut c2 = (*c).clone();
                c2.spec_name = spec_name.to_string();
                Arc::new(c2)
            }
        };

        if let Some(c) = self.memory_get(&key) {
            return Ok(rename(c));
        }
        // Wait for any other thread on this key, then look again.
        let slot = self.inflight.lock().unwrap_or_else(|e| e.into_inner()).entry(key.clone()).or_default().clone();
        let _turn = slot.lock().unwrap_or_else(|e| e.into_inner());
        let result = self.load_or_compile(&key, source, spec_name, arch, opts);
        self.inflight.lock().unwrap_or_else(|e| e.into_inner()).remove(&key);
        result.map(rename)
    }

    fn memory_get(&self, key: &CacheKey) -> Option<Arc<Compiled>> {
        let c = self.mem.lock().unwrap_or_else(|e| e.into_inner()).get(key).cloned()?;
        self.counters.memory_hits.fetch_add(1, Ordering::Relaxed);
        Some(c)
    }

    /// Memory, then disk, then NVRTC; called with the key's in-flight lock held.
    fn load_or_compile(&self, key: &CacheKey, source: &str, spec_name: &str, arch: &str, opts: &CompileOptions) -> Result<Arc<Compiled>> {
        if let Some(c) = self.memory_get(key) {
            return Ok(c);
        }
        let key = key.clone();
        if let Some(path) = self.entry_path(&key) {
            match cache_fs::read_entry(&path) {
                Ok(bytes) => match decode(&bytes, &key) {
                    Some(c) => {
                        self.counters.disk_hits.fetch_add(1, Ordering::Relaxed);
                        let c = Arc::new(c);
                        self.mem
                            .lock()
                            .unwrap_or_else(|e| e.into_inner())
                            .insert(key, c.clone());
                        return Ok(c);
                    }
                    None => {
                        self.counters.disk_corrupt.fetch_add(1, Ordering::Relaxed);
                    }
                },
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
                Err(_) => {
                    self.counters.disk_corrupt.fetch_add(1, Ordering::Relaxed);
                }
            }
        }

        let compiled = compile_ptx(source, spec_name, arch, opts)?;
        self.counters.compiles.fetch_add(1, Ordering::Relaxed);
        if let Some(path) = self.entry_path(&key) {
            if cache_fs::write_entry(&path, &encode(&compiled, &key)).is_err() {
                self.counters
                    .disk_write_errors
                    .fetch_add(1, Ordering::Relaxed);
            }
        }
        let c = Arc::new(compiled);
        self.mem
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(key, c.clone());
        Ok(c)
    }
}

// ---- on-disk format --------------------------------------------------------
//
// MAGIC, then length-prefixed (u64 LE) fields: key, spec_name, arch, ptx, log,
// options (joined by '\n'), nvrtc "major.minor", cubin flag ("0"/"1"), cubin;
// then sha256 of everything before it (32 bytes).

fn encode(c: &Compiled, key: &CacheKey) -> Vec<u8> {
    let mut out = MAGIC.to_vec();
    let mut field = |b: &[u8]| {
        out.extend_from_slice(&(b.len() as u64).to_le_bytes());
        out.extend_from_slice(b);
    };
    field(key.0.as_bytes());
    field(c.spec_name.as_bytes());
    field(c.arch.as_bytes());
    field(c.ptx.as_bytes());
    field(c.log.as_bytes());
    field(c.options.join("\n").as_bytes());
    field(format!("{}.{}", c.nvrtc_version.0, c.nvrtc_version.1).as_bytes());
    field(if c.cubin.is_some() { b"1" } else { b"0" });
    field(c.cubin.as_deref().unwrap_or(&[]));
    let sum = Sha256::digest(&out);
    out.extend_from_slice(&sum);
    out
}

fn decode(bytes: &[u8], key: &CacheKey) -> Option<Compiled> {
    if bytes.len() < MAGIC.len() + 32 || !bytes.starts_with(MAGIC) {
        return None;
    }
    let (body, sum) = bytes.split_at(bytes.len() - 32);
    if Sha256::digest(body).as_slice() != sum {
        return None;
    }
    let mut rest = &body[MAGIC.len()..];
    let mut next = || -> Option<&[u8]> {
        if rest.len() < 8 {
            return None;
        }
        let n = u64::from_le_bytes(rest[..8].try_into().ok()?) as usize;
        let r = &rest[8..];
        if r.len() < n {
            return None;
        }
        let (f, tail) = r.split_at(n);
        rest = tail;
        Some(f)
    };
    let text = |b: &[u8]| String::from_utf8(b.to_vec()).ok();
    if next()? != key.0.as_bytes() {
        return None;
    }
    let spec_name = text(next()?)?;
    let arch = text(next()?)?;
    let ptx = text(next()?)?;
    let log = text(next()?)?;
    let options_joined = text(next()?)?;
    let version = text(next()?)?;
    let has_cubin = next()?;
    let cubin_bytes = next()?.to_vec();
    if !rest.is_empty() {
        return None;
    }
    let (maj, min) = version.split_once('.')?;
    let nvrtc_version = (maj.parse().ok()?, min.parse().ok()?);
    let options = if options_joined.is_empty() {
        vec![]
    } else {
        options_joined.split('\n').map(str::to_string).collect()
    };
    let cubin = match has_cubin {
        b"1" => Some(cubin_bytes),
        b"0" => None,
        _ => return None,
    };
    Some(Compiled {
        spec_name,
        arch,
        ptx,
        cubin,
        log,
        nvrtc_version,
        options,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample(cubin: Option<Vec<u8>>) -> Compiled {
        Compiled {
            spec_name: "spec".into(),
            arch: "sm_90".into(),
            ptx: ".version 9.0\n.target sm_90\n".into(),
            cubin,
            log: "warning: x".into(),
            nvrtc_version: (13, 0),
            options: vec!["--gpu-architecture=sm_90".into(), "-default-device".into()],
        }
    }

    #[test]
    fn encode_decode_roundtrip_and_corruption() {
        let key = CacheKey::new("src", "sm_90", (13, 0), &[]);
        for c in [
            sample(None),
            sample(Some(vec![0x7f, b'E', b'L', b'F', 0, 1, 2])),
        ] {
            let bytes = encode(&c, &key);
            assert_eq!(decode(&bytes, &key).as_ref(), Some(&c));
            // Wrong key, every truncation, every single-bit flip: rejected, no panic.
            assert!(decode(&bytes, &CacheKey("other".into())).is_none());
            for n in 0..bytes.len() {
                assert!(decode(&bytes[..n], &key).is_none());
            }
            for i in 0..bytes.len() {
                let mut b = bytes.clone();
                b[i] ^= 0x10;
                assert!(decode(&b, &key).is_none(), "flip at {i}");
            }
        }
    }

    #[test]
    fn key_depends_on_every_input() {
        let base = CacheKey::new("src", "sm_90", (13, 0), &["-lineinfo".into()]);
        assert_eq!(
            base,
            CacheKey::new("src", "sm_90", (13, 0), &["-lineinfo".into()])
        );
        assert_ne!(
            base,
            CacheKey::new("src2", "sm_90", (13, 0), &["-lineinfo".into()])
        );
        assert_ne!(
            base,
            CacheKey::new("src", "sm_80", (13, 0), &["-lineinfo".into()])
        );
        assert_ne!(
            base,
            CacheKey::new("src", "sm_90", (13, 1), &["-lineinfo".into()])
        );
        assert_ne!(base, CacheKey::new("src", "sm_90", (13, 0), &[]));
        // Field boundaries matter: ("ab","c") vs ("a","bc").
        assert_ne!(
            CacheKey::new("ab", "c", (13, 0), &[]),
            CacheKey::new("a", "bc", (13, 0), &[])
        );
        assert_eq!(base.0.len(), 64);
    }
}
