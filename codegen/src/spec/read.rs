//! Reading a spec file without trusting the path: only a regular file, only
//! up to [`MAX_SPEC_BYTES`]. A FIFO would block a plain `read_to_string`
//! forever and `/dev/zero` would fill memory; both are refused before reading.

use std::io::{self, Read};
use std::path::Path;

/// The largest spec file read. A spec with the most towers (256 primes written
/// as decimal strings) is under 8 KiB; 1 MiB leaves room for comments.
pub const MAX_SPEC_BYTES: u64 = 1 << 20;

/// The contents of the spec file at `path`, refused (`InvalidInput`) when it is
/// not a regular file or is larger than [`MAX_SPEC_BYTES`].
pub fn read_spec_text(path: &Path) -> io::Result<String> {
    // stat first: opening a FIFO for reading blocks until a writer appears.
    check_regular(&std::fs::metadata(path)?)?;
    let mut file = open_nonblocking(path)?;
    // Check again on the open file, in case the path was swapped in between.
    let meta = file.metadata()?;
    check_regular(&meta)?;
    if meta.len() > MAX_SPEC_BYTES {
        return Err(too_large(meta.len()));
    }
    let mut bytes = Vec::new();
    (&mut file).take(MAX_SPEC_BYTES + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > MAX_SPEC_BYTES {
        return Err(too_large(bytes.len() as u64));
    }
    String::from_utf8(bytes).map_err(|e| io::Error::new(io::ErrorKind::InvalidData, format!("not UTF-8 text ({e}); a spec is a TOML file")))
}

fn check_regular(meta: &std::fs::Metadata) -> io::Result<()> {
    if meta.is_file() {
        return Ok(());
    }
    let kind = if meta.is_dir() { "a directory" } else { "not a regular file (a device, FIFO or socket)" };
    Err(io::Error::new(io::ErrorKind::InvalidInput, format!("it is {kind}; give the path of a .toml spec file")))
}

fn too_large(bytes: u64) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidInput, format!("it is {bytes} bytes or more, over the {MAX_SPEC_BYTES}-byte limit for a spec file"))
}

#[cfg(unix)]
fn open_nonblocking(path: &Path) -> io::Result<std::fs::File> {
    use std::os::unix::fs::OpenOptionsExt;
    std::fs::OpenOptions::new().read(true).custom_flags(libc::O_NONBLOCK).open(path)
}

#[cfg(not(unix))]
fn open_nonblocking(path: &Path) -> io::Result<std::fs::File> {
    std::fs::File::open(path)
}
