//! The disk cache against another local user: no shared fallback
//! directory, a private directory checked for owner and mode, entries read
//! only as bounded regular files, writes that planted files cannot redirect,
//! stale temporaries removed.

mod common;

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant, SystemTime};

use common::{require_nvrtc, TempDir, ADD_U64};
use runtime::compiler::cache::cache_dir_from;
use runtime::compiler::cache_fs::{self, MAX_ENTRY_BYTES};
use runtime::{CompileOptions, Error, KernelCache};

#[cfg(unix)]
use std::os::unix::fs::{MetadataExt, PermissionsExt};

#[test]
fn the_fallback_directory_is_per_user_never_shared() {
    let none = |_: &str| -> Option<OsString> { None };
    let dir = cache_dir_from(none, false);
    assert_ne!(dir, std::env::temp_dir().join("nttgen-cache"));
    #[cfg(unix)]
    {
        // SAFETY: geteuid cannot fail.
        let uid = unsafe { libc::geteuid() };
        assert!(dir.to_string_lossy().ends_with(&format!("nttgen-cache-{uid}")), "{}", dir.display());
    }
    let home = |k: &str| (k == "HOME").then(|| OsString::from("/home/u"));
    assert_eq!(cache_dir_from(home, false), PathBuf::from("/home/u/.cache/nttgen"));
    let forced = |k: &str| (k == "NTTGEN_CACHE_DIR").then(|| OsString::from("/x"));
    assert_eq!(cache_dir_from(forced, true), PathBuf::from("/x"));
}

#[cfg(unix)]
#[test]
fn the_directory_is_created_private_and_a_shared_one_is_refused() {
    let root = TempDir::new("sec-dir");
    let fresh = root.0.join("a").join("cache");
    KernelCache::new(&fresh).unwrap();
    assert_eq!(std::fs::metadata(&fresh).unwrap().mode() & 0o777, 0o700);

    // World-writable (what a planted /tmp/nttgen-cache would be): refused.
    let shared = root.0.join("shared");
    std::fs::create_dir(&shared).unwrap();
    std::fs::set_permissions(&shared, std::fs::Permissions::from_mode(0o777)).unwrap();
    let e = KernelCache::new(&shared).unwrap_err();
    assert!(matches!(e, Error::Cache { .. }) && e.to_string().contains("other users"), "{e}");

    // Owned by another user: refused (only root can set that up here).
    // SAFETY: geteuid cannot fail.
    if unsafe { libc::geteuid() } == 0 {
        let theirs = root.0.join("theirs");
        std::fs::create_dir(&theirs).unwrap();
        std::os::unix::fs::chown(&theirs, Some(65534), Some(65534)).unwrap();
        let e = KernelCache::new(&theirs).unwrap_err();
        assert!(e.to_string().contains("owned by uid 65534"), "{e}");
    } else {
        eprintln!("NOTE: not root; the other-owner case is not exercised");
    }
}

#[cfg(unix)]
#[test]
fn entries_that_are_links_fifos_or_huge_are_not_read() {
    let dir = TempDir::new("sec-read");
    let link = dir.0.join("zero.nttk");
    std::os::unix::fs::symlink("/dev/zero", &link).unwrap();
    let fifo = dir.0.join("fifo.nttk");
    assert!(std::process::Command::new("mkfifo").arg(&fifo).status().unwrap().success());
    let huge = dir.0.join("huge.nttk");
    std::fs::File::create(&huge).unwrap().set_len(MAX_ENTRY_BYTES + 1).unwrap();
    let start = Instant::now();
    for p in [&link, &fifo, &huge] {
        assert!(cache_fs::read_entry(p).is_err(), "{}", p.display());
    }
    assert!(start.elapsed() < Duration::from_secs(5), "{:?}", start.elapsed());
    let ok = dir.0.join("ok.nttk");
    std::fs::write(&ok, b"entry").unwrap();
    assert_eq!(cache_fs::read_entry(&ok).unwrap(), b"entry");
}

#[cfg(unix)]
#[test]
fn writes_never_follow_a_planted_symlink() {
    let dir = TempDir::new("sec-write");
    let victim = dir.0.join("victim");
    std::fs::write(&victim, b"precious").unwrap();
    let planted = dir.0.join(".entry.tmp");
    std::os::unix::fs::symlink(&victim, &planted).unwrap();
    assert!(cache_fs::create_new_private(&planted).is_err());
    // A plain file already there is not reused either (O_EXCL).
    let existing = dir.0.join(".other.tmp");
    std::fs::write(&existing, b"x").unwrap();
    assert!(cache_fs::create_new_private(&existing).is_err());
    // An entry path that is a symlink is replaced, not written through.
    let entry = dir.0.join("k.nttk");
    std::os::unix::fs::symlink(&victim, &entry).unwrap();
    cache_fs::write_entry(&entry, b"new").unwrap();
    assert_eq!(std::fs::read(&victim).unwrap(), b"precious");
    assert!(!std::fs::symlink_metadata(&entry).unwrap().file_type().is_symlink());
    assert_eq!(std::fs::read(&entry).unwrap(), b"new");
    // Temporary files are private and their names differ each time.
    let names = |d: &Path| std::fs::read_dir(d).unwrap().count();
    let before = names(&dir.0);
    cache_fs::write_entry(&dir.0.join("k2.nttk"), b"a").unwrap();
    assert_eq!(names(&dir.0), before + 1, "a temporary file was left behind");
    assert_eq!(std::fs::metadata(dir.0.join("k2.nttk")).unwrap().mode() & 0o077, 0);
}

#[test]
fn stale_temporaries_are_removed_when_a_cache_opens() {
    let dir = TempDir::new("sec-stale");
    let stale = dir.0.join(".abc.nttk.1.00.tmp");
    let fresh = dir.0.join(".def.nttk.2.00.tmp");
    let entry = dir.0.join("abc.nttk");
    for p in [&stale, &fresh, &entry] {
        std::fs::write(p, b"x").unwrap();
    }
    let old = SystemTime::now() - Duration::from_secs(2 * 3600);
    std::fs::File::options().write(true).open(&stale).unwrap().set_modified(old).unwrap();
    std::fs::File::options().write(true).open(&entry).unwrap().set_modified(old).unwrap();
    KernelCache::new(&dir.0).unwrap();
    assert!(!stale.exists(), "stale temporary kept");
    assert!(fresh.exists(), "a live writer's temporary was removed");
    assert!(entry.exists(), "an entry was removed");
}

#[cfg(unix)]
#[test]
fn a_hostile_entry_is_recompiled_not_loaded() {
    if !require_nvrtc("a_hostile_entry_is_recompiled_not_loaded") {
        return;
    }
    let dir = TempDir::new("sec-entry");
    let cache = KernelCache::new(&dir.0).unwrap();
    let opts = CompileOptions::default();
    let key = cache.key_for(ADD_U64, "sm_90", &opts).unwrap();
    let path = cache.entry_path(&key).unwrap();
    std::os::unix::fs::symlink("/dev/zero", &path).unwrap();
    let start = Instant::now();
    cache.get_or_compile(ADD_U64, "add", "sm_90", &opts).unwrap();
    assert!(start.elapsed() < Duration::from_secs(60));
    let s = cache.stats();
    assert_eq!((s.compiles, s.disk_corrupt, s.disk_hits), (1, 1, 0), "{s:?}");
    assert!(std::fs::symlink_metadata(&path).unwrap().is_file(), "entry not replaced by a regular file");
}

#[cfg(unix)]
#[test]
fn another_users_target_folder_is_not_used_for_the_cache() {
    let root = TempDir::new("sec-target");
    assert!(cache_fs::is_own_dir(&root.0));
    assert!(!cache_fs::is_own_dir(&root.0.join("missing")));
    // SAFETY: geteuid cannot fail.
    if unsafe { libc::geteuid() } == 0 {
        let theirs = root.0.join("target");
        std::fs::create_dir(&theirs).unwrap();
        std::os::unix::fs::chown(&theirs, Some(65534), Some(65534)).unwrap();
        assert!(!cache_fs::is_own_dir(&theirs));
    }
}
