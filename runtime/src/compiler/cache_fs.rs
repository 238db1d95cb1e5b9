//! File-system rules of the disk cache, written against a hostile neighbour:
//! the directory is the current user's alone, entries are read only when they
//! are regular files of bounded size, and entries are written through fresh
//! temporary files that nobody can have planted.

use std::collections::hash_map::RandomState;
use std::fs::{self, File, OpenOptions};
use std::hash::{BuildHasher, Hasher};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

/// Largest entry read back. A catalog module's PTX plus CUBIN is a few
/// hundred KiB; a larger file is not an entry of ours.
pub const MAX_ENTRY_BYTES: u64 = 64 << 20;

/// Temporary files older than this were left by a process that died mid-write.
pub const STALE_TMP_AGE: Duration = Duration::from_secs(3600);

/// Suffix of temporary entry files.
pub const TMP_SUFFIX: &str = ".tmp";

/// Creates `dir` (parents as needed; the leaf with mode 0700) and checks that
/// only the current user can write it: owned by the effective uid and not
/// writable by group or others. Another user's directory, or a shared one,
/// could hold planted entries, which the checksum would not catch.
pub fn prepare_private_dir(dir: &Path) -> io::Result<()> {
    if let Some(parent) = dir.parent().filter(|p| !p.as_os_str().is_empty()) {
        fs::create_dir_all(parent)?;
    }
    match private_dir_builder().create(dir) {
        Ok(()) => {}
        Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {}
        Err(e) => return Err(e),
    }
    check_private_dir(dir)
}

#[cfg(unix)]
fn private_dir_builder() -> fs::DirBuilder {
    use std::os::unix::fs::DirBuilderExt;
    let mut b = fs::DirBuilder::new();
    b.mode(0o700);
    b
}

#[cfg(not(unix))]
fn private_dir_builder() -> fs::DirBuilder {
    fs::DirBuilder::new()
}

/// Refuses a cache directory that another user owns or may write.
#[cfg(unix)]
pub fn check_private_dir(dir: &Path) -> io::Result<()> {
    let meta = fs::metadata(dir)?;
    if !meta.is_dir() {
        return Err(refusal("it is not a directory"));
    }
    not_private(&meta).map_or(Ok(()), |why| Err(refusal(&why)))
}

/// Why `meta` is not this user's alone: owned by another uid, or writable
/// by group or others (`None`: it is private). The cache directory and each
/// entry are held to it.
#[cfg(unix)]
fn not_private(meta: &fs::Metadata) -> Option<String> {
    use std::os::unix::fs::MetadataExt;
    // SAFETY: geteuid has no preconditions and cannot fail.
    let me = unsafe { libc::geteuid() };
    if meta.uid() != me {
        return Some(format!("it is owned by uid {}, not by this user (uid {me}); another user could plant kernels there", meta.uid()));
    }
    (meta.mode() & 0o022 != 0).then(|| format!("its mode {:o} lets other users write it; run chmod 700 on it", meta.mode() & 0o777))
}

#[cfg(not(unix))]
pub fn check_private_dir(dir: &Path) -> io::Result<()> {
    if fs::metadata(dir)?.is_dir() {
        Ok(())
    } else {
        Err(refusal("it is not a directory"))
    }
}

fn refusal(why: &str) -> io::Error {
    io::Error::new(io::ErrorKind::PermissionDenied, format!("not a private cache directory: {why}"))
}

/// Reads the entry at `path` if it is a regular file (not a symlink, FIFO or
/// device) of at most [`MAX_ENTRY_BYTES`], this user's and not writable by
/// others; `NotFound` when there is none.
pub fn read_entry(path: &Path) -> io::Result<Vec<u8>> {
    let mut file = open_no_follow(path)?;
    let meta = file.metadata()?;
    if !meta.is_file() {
        return Err(io::Error::new(io::ErrorKind::InvalidData, "not a regular file"));
    }
    check_private_entry(&meta)?;
    if meta.len() > MAX_ENTRY_BYTES {
        return Err(io::Error::new(io::ErrorKind::InvalidData, "larger than any entry"));
    }
    let mut bytes = Vec::with_capacity(meta.len() as usize);
    (&mut file).take(MAX_ENTRY_BYTES + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > MAX_ENTRY_BYTES {
        return Err(io::Error::new(io::ErrorKind::InvalidData, "larger than any entry"));
    }
    Ok(bytes)
}

/// An entry this user wrote (`write_entry` makes them 0600): owned by the
/// effective uid and not writable by group or others. Anything else (a file
/// handed over by another user, or loosened so others could rewrite it) is
/// not loaded: the cache recompiles and writes its own.
#[cfg(unix)]
fn check_private_entry(meta: &fs::Metadata) -> io::Result<()> {
    not_private(meta).map_or(Ok(()), |why| Err(io::Error::new(io::ErrorKind::InvalidData, format!("not a private entry: {why}"))))
}

#[cfg(not(unix))]
fn check_private_entry(_meta: &fs::Metadata) -> io::Result<()> {
    Ok(())
}

#[cfg(unix)]
fn open_no_follow(path: &Path) -> io::Result<File> {
    use std::os::unix::fs::OpenOptionsExt;
    // O_NONBLOCK: opening a FIFO must not wait for a writer.
    OpenOptions::new().read(true).custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK).open(path)
}

#[cfg(not(unix))]
fn open_no_follow(path: &Path) -> io::Result<File> {
    File::open(path)
}

/// Writes `bytes` to `path` through a new temporary file in the same
/// directory, renamed into place, so readers never see a partial entry. The
/// temporary file has an unpredictable name and is created with O_EXCL and
/// O_NOFOLLOW (mode 0600): a planted file or symlink makes the write fail
/// instead of redirecting it.
pub fn write_entry(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let dir = path.parent().unwrap_or(Path::new("."));
    let base = path.file_name().and_then(|n| n.to_str()).unwrap_or("entry");
    let tmp = dir.join(format!(".{base}.{}.{:016x}{TMP_SUFFIX}", std::process::id(), random_u64()));
    let res = (|| {
        let mut f = create_new_private(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
        drop(f);
        fs::rename(&tmp, path)
    })();
    if res.is_err() {
        let _ = fs::remove_file(&tmp);
    }
    res
}

/// A new file at `path`, never an existing one and never through a symlink.
#[cfg(unix)]
pub fn create_new_private(path: &Path) -> io::Result<File> {
    use std::os::unix::fs::OpenOptionsExt;
    OpenOptions::new().write(true).create_new(true).mode(0o600).custom_flags(libc::O_NOFOLLOW).open(path)
}

#[cfg(not(unix))]
pub fn create_new_private(path: &Path) -> io::Result<File> {
    OpenOptions::new().write(true).create_new(true).open(path)
}

/// 64 bits no other process can guess: std seeds each `RandomState` from the
/// OS generator.
fn random_u64() -> u64 {
    let mut h = RandomState::new().build_hasher();
    h.write_u128(SystemTime::now().duration_since(SystemTime::UNIX_EPOCH).map_or(0, |d| d.as_nanos()));
    h.finish()
}

/// Removes temporary files in `dir` older than `max_age` (left by killed
/// writers); returns how many. Errors are ignored: cleaning is best effort.
pub fn remove_stale_tmp(dir: &Path, max_age: Duration) -> usize {
    let Ok(entries) = fs::read_dir(dir) else { return 0 };
    let now = SystemTime::now();
    let mut removed = 0;
    for e in entries.flatten() {
        let name = e.file_name();
        let Some(name) = name.to_str() else { continue };
        if !(name.starts_with('.') && name.ends_with(TMP_SUFFIX)) {
            continue;
        }
        // symlink_metadata: judge the link itself, never its target.
        let Ok(meta) = fs::symlink_metadata(e.path()) else { continue };
        let old = meta.modified().ok().and_then(|m| now.duration_since(m).ok()).is_some_and(|age| age >= max_age);
        if old && !meta.is_dir() && fs::remove_file(e.path()).is_ok() {
            removed += 1;
        }
    }
    removed
}

/// True when `path` is a directory owned by the current user: `./target` is
/// used for the cache only then (in a shared working directory another user
/// could own it, and swap the cache folder inside it after the checks).
pub fn is_own_dir(path: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        // SAFETY: geteuid has no preconditions and cannot fail.
        let me = unsafe { libc::geteuid() };
        fs::metadata(path).is_ok_and(|m| m.is_dir() && m.uid() == me)
    }
    #[cfg(not(unix))]
    {
        path.is_dir()
    }
}

/// The per-user fallback under the system temporary directory, for when no
/// home or XDG cache directory is known: `<tmp>/nttgen-cache-<uid>`, which
/// [`prepare_private_dir`] refuses if another user made it first.
pub fn per_user_tmp_dir() -> PathBuf {
    #[cfg(unix)]
    // SAFETY: geteuid has no preconditions and cannot fail.
    let uid = unsafe { libc::geteuid() };
    #[cfg(not(unix))]
    let uid = 0;
    std::env::temp_dir().join(format!("nttgen-cache-{uid}"))
}
