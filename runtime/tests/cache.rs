//! Kernel cache: memory hits, disk hits, corruption recovery, concurrency.

mod common;

use std::sync::Arc;

use common::{require_nvrtc, TempDir, ADD_U64, BROKEN};
use runtime::{CacheStats, CompileOptions, Error, KernelCache};

#[test]
fn second_call_is_a_memory_hit_without_recompiling() {
    if !require_nvrtc("second_call_is_a_memory_hit_without_recompiling") {
        return;
    }
    let dir = TempDir::new("mem");
    let cache = KernelCache::new(&dir.0).unwrap();
    let opts = CompileOptions::default();
    let a = cache
        .get_or_compile(ADD_U64, "add", "sm_90", &opts)
        .unwrap();
    assert_eq!(cache.stats().compiles, 1);
    let b = cache
        .get_or_compile(ADD_U64, "add", "sm_90", &opts)
        .unwrap();
    assert!(Arc::ptr_eq(&a, &b), "memory hit should return the same Arc");
    assert_eq!(
        cache.stats(),
        CacheStats {
            compiles: 1,
            memory_hits: 1,
            ..Default::default()
        }
    );
    // Same source under another spec name: shared entry, caller's name.
    let c = cache
        .get_or_compile(ADD_U64, "other-spec", "sm_90", &opts)
        .unwrap();
    assert_eq!(c.spec_name, "other-spec");
    assert_eq!(c.ptx, a.ptx);
    assert_eq!(cache.stats().compiles, 1);
    // Another arch, other options, a CUBIN request: new entries.
    cache
        .get_or_compile(ADD_U64, "add", "sm_80", &opts)
        .unwrap();
    let li = CompileOptions {
        lineinfo: true,
        ..Default::default()
    };
    cache.get_or_compile(ADD_U64, "add", "sm_90", &li).unwrap();
    let cb = CompileOptions {
        cubin: true,
        ..Default::default()
    };
    let with_cubin = cache.get_or_compile(ADD_U64, "add", "sm_90", &cb).unwrap();
    assert!(with_cubin.cubin.is_some());
    assert_eq!(cache.stats().compiles, 4);
}

#[test]
fn disk_entry_serves_a_new_cache_and_survives_corruption() {
    if !require_nvrtc("disk_entry_serves_a_new_cache_and_survives_corruption") {
        return;
    }
    let dir = TempDir::new("disk");
    let opts = CompileOptions {
        cubin: true,
        ..Default::default()
    };
    let first = KernelCache::new(&dir.0).unwrap();
    let orig = first
        .get_or_compile(ADD_U64, "add", "sm_90", &opts)
        .unwrap();
    let key = first.key_for(ADD_U64, "sm_90", &opts).unwrap();
    let path = first.entry_path(&key).unwrap();
    assert!(path.is_file(), "entry not written at {}", path.display());
    // No temp files left behind.
    let names: Vec<_> = std::fs::read_dir(&dir.0)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    assert_eq!(names.len(), 1, "{names:?}");

    // A fresh cache (new process, in effect) reads it from disk.
    let second = KernelCache::new(&dir.0).unwrap();
    let from_disk = second
        .get_or_compile(ADD_U64, "add", "sm_90", &opts)
        .unwrap();
    assert_eq!(*from_disk, *orig);
    assert_eq!(
        second.stats(),
        CacheStats {
            disk_hits: 1,
            ..Default::default()
        }
    );

    // Corruptions: garbage, truncation, one flipped byte, empty file, a directory.
    let bytes = std::fs::read(&path).unwrap();
    let mut flipped = bytes.clone();
    let mid = flipped.len() / 2;
    flipped[mid] ^= 0x01;
    let corruptions: Vec<Box<dyn Fn()>> = vec![
        Box::new(|| std::fs::write(&path, b"garbage").unwrap()),
        Box::new(|| std::fs::write(&path, &bytes[..bytes.len() / 3]).unwrap()),
        Box::new(|| std::fs::write(&path, &flipped).unwrap()),
        Box::new(|| std::fs::write(&path, b"").unwrap()),
        Box::new(|| {
            std::fs::remove_file(&path).unwrap();
            std::fs::create_dir(&path).unwrap();
        }),
    ];
    for (i, corrupt) in corruptions.iter().enumerate() {
        corrupt();
        let c = KernelCache::new(&dir.0).unwrap();
        let r = c.get_or_compile(ADD_U64, "add", "sm_90", &opts).unwrap();
        assert_eq!(*r, *orig, "corruption {i}");
        let s = c.stats();
        assert_eq!(
            (s.compiles, s.disk_corrupt, s.disk_hits),
            (1, 1, 0),
            "corruption {i}: {s:?}"
        );
        if path.is_dir() {
            // Could not replace a directory: counted, not fatal.
            assert_eq!(s.disk_write_errors, 1);
            std::fs::remove_dir(&path).unwrap();
        } else {
            // The entry was rewritten and is good again.
            let again = KernelCache::new(&dir.0).unwrap();
            again
                .get_or_compile(ADD_U64, "add", "sm_90", &opts)
                .unwrap();
            assert_eq!(again.stats().disk_hits, 1, "corruption {i}: not rewritten");
        }
    }
}

#[test]
fn compile_errors_are_not_cached() {
    if !require_nvrtc("compile_errors_are_not_cached") {
        return;
    }
    let dir = TempDir::new("err");
    let cache = KernelCache::new(&dir.0).unwrap();
    for _ in 0..2 {
        let e = cache
            .get_or_compile(BROKEN, "broken", "sm_90", &CompileOptions::default())
            .unwrap_err();
        assert!(matches!(e, Error::Compile { .. }), "{e:?}");
    }
    assert_eq!(cache.stats(), CacheStats::default());
    assert_eq!(std::fs::read_dir(&dir.0).unwrap().count(), 0);
}

#[test]
fn concurrent_requests_all_succeed() {
    if !require_nvrtc("concurrent_requests_all_succeed") {
        return;
    }
    let dir = TempDir::new("conc");
    let cache = KernelCache::new(&dir.0).unwrap();
    let results: Vec<_> = std::thread::scope(|s| {
        let hs: Vec<_> = (0..4)
            .map(|_| {
                s.spawn(|| {
                    cache.get_or_compile(ADD_U64, "add", "sm_90", &CompileOptions::default())
                })
            })
            .collect();
        hs.into_iter().map(|h| h.join().unwrap().unwrap()).collect()
    });
    assert_eq!(results.len(), 4);
    for r in &results {
        assert_eq!(r.ptx, results[0].ptx);
    }
    // One compile per key: the other three wait for it and hit memory.
    let s = cache.stats();
    assert_eq!((s.compiles, s.memory_hits, s.disk_hits), (1, 3, 0), "{s:?}");
}

#[test]
fn memory_only_cache_and_bad_dir() {
    let file = TempDir::new("notadir");
    let not_a_dir = file.0.join("plain-file");
    std::fs::write(&not_a_dir, b"x").unwrap();
    let e = KernelCache::new(not_a_dir.join("sub")).unwrap_err();
    assert!(matches!(e, Error::Cache { .. }), "{e:?}");
    assert!(e.to_string().contains("NTTGEN_CACHE_DIR"), "{e}");

    if !require_nvrtc("memory_only_cache_and_bad_dir") {
        return;
    }
    let cache = KernelCache::in_memory();
    assert!(cache.dir().is_none());
    cache
        .get_or_compile(ADD_U64, "add", "sm_80", &CompileOptions::default())
        .unwrap();
    cache
        .get_or_compile(ADD_U64, "add", "sm_80", &CompileOptions::default())
        .unwrap();
    assert_eq!((cache.stats().compiles, cache.stats().memory_hits), (1, 1));
    cache.clear_memory();
    cache
        .get_or_compile(ADD_U64, "add", "sm_80", &CompileOptions::default())
        .unwrap();
    assert_eq!(cache.stats().compiles, 2);
}

/// Entries swapped between keys (another kernel's valid entry under this
/// key's name), or handed to another owner's mode (group- or world-writable),
/// as one process leaves them for the next: the next cache recompiles, never
/// loads what the file holds, and rewrites the entry.
#[test]
fn swapped_or_loosened_entries_are_recompiled_not_loaded() {
    if !require_nvrtc("swapped_or_loosened_entries_are_recompiled_not_loaded") {
        return;
    }
    use std::os::unix::fs::PermissionsExt;
    let dir = TempDir::new("swap");
    let opts = CompileOptions::default();
    let other = ADD_U64.replace("a[i] + b[i]", "a[i] - b[i]");
    assert_ne!(other, ADD_U64, "the second kernel differs");
    let first = KernelCache::new(&dir.0).unwrap();
    let mine = first.get_or_compile(ADD_U64, "add", "sm_90", &opts).unwrap();
    let theirs = first.get_or_compile(&other, "sub", "sm_90", &opts).unwrap();
    assert_ne!(mine.ptx, theirs.ptx);
    let path = first.entry_path(&first.key_for(ADD_U64, "sm_90", &opts).unwrap()).unwrap();
    let other_path = first.entry_path(&first.key_for(&other, "sm_90", &opts).unwrap()).unwrap();
    let check = |what: &str| {
        let c = KernelCache::new(&dir.0).unwrap();
        let got = c.get_or_compile(ADD_U64, "add", "sm_90", &opts).unwrap();
        assert_eq!(got.ptx, mine.ptx, "{what}: loaded another kernel");
        assert_eq!((c.stats().compiles, c.stats().disk_hits), (1, 0), "{what}: {:?}", c.stats());
        // Rewritten: the next cache reads it.
        let again = KernelCache::new(&dir.0).unwrap();
        again.get_or_compile(ADD_U64, "add", "sm_90", &opts).unwrap();
        assert_eq!(again.stats().disk_hits, 1, "{what}: not rewritten");
    };
    std::fs::copy(&other_path, &path).unwrap();
    check("another key's entry");
    for mode in [0o666, 0o620] {
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(mode)).unwrap();
        check(&format!("mode {mode:o}"));
    }
}
