//! Allocations whose size a spec decides, made fallibly: a vector of a
//! table's or a buffer's length is reserved with `try_reserve_exact`, so a
//! machine without that memory gets an [`AllocError`] naming the bytes and
//! the way out, where `Vec::with_capacity` would abort the process.

use std::fmt;

/// What to do when memory runs out (every [`AllocError`] ends with it).
pub const FIX: &str = "`codegen explain --spec F` states the host memory each command needs; free memory or raise the process's limit (ulimit -v, the container's), or use a smaller log_n, fewer towers or a smaller batch";

/// An allocation the system refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}could not allocate {} for {what}; {FIX}", spec_prefix(spec), Bytes(*bytes))]
pub struct AllocError {
    /// The spec whose size it was (empty where the allocating code does not know it).
    pub spec: String,
    /// What the memory was for.
    pub what: String,
    pub bytes: u64,
}

fn spec_prefix(spec: &str) -> String {
    if spec.is_empty() { String::new() } else { format!("{spec}: ") }
}

impl AllocError {
    /// The same refusal, naming spec `name` (the first name given stays).
    pub fn in_spec(mut self, name: &str) -> Self {
        if self.spec.is_empty() {
            self.spec = name.to_string();
        }
        self
    }
}

/// A byte count as people read it: `12 B`, `3 KiB`, `512 MiB`, `1.5 GiB`
/// (rounded up, so a stated need is never below the bytes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Bytes(pub u64);

impl fmt::Display for Bytes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        const KIB: u64 = 1 << 10;
        const MIB: u64 = 1 << 20;
        const GIB: u64 = 1 << 30;
        let b = self.0;
        if b >= GIB {
            // Tenths of a GiB, rounded up.
            let tenths = (u128::from(b) * 10).div_ceil(u128::from(GIB));
            write!(f, "{}.{} GiB", tenths / 10, tenths % 10)
        } else if b >= MIB {
            write!(f, "{} MiB", b.div_ceil(MIB))
        } else if b >= KIB {
            write!(f, "{} KiB", b.div_ceil(KIB))
        } else {
            write!(f, "{b} B")
        }
    }
}

fn refused<T>(len: usize, what: &str) -> AllocError {
    let bytes = (len as u64).saturating_mul(std::mem::size_of::<T>() as u64);
    AllocError { spec: String::new(), what: what.to_string(), bytes }
}

/// An empty vector with room for exactly `len` elements.
pub fn with_capacity<T>(len: usize, what: &str) -> Result<Vec<T>, AllocError> {
    let mut v = Vec::new();
    v.try_reserve_exact(len).map_err(|_| refused::<T>(len, what))?;
    Ok(v)
}

/// `len` copies of `value`.
pub fn filled<T: Clone>(len: usize, value: T, what: &str) -> Result<Vec<T>, AllocError> {
    let mut v = with_capacity(len, what)?;
    v.resize(len, value);
    Ok(v)
}

/// A copy of `src`.
pub fn copied<T: Copy>(src: &[T], what: &str) -> Result<Vec<T>, AllocError> {
    let mut v = with_capacity(src.len(), what)?;
    v.extend_from_slice(src);
    Ok(v)
}

/// The items of `iter`, whose length it knows, in one exact allocation.
pub fn collect<T>(iter: impl ExactSizeIterator<Item = T>, what: &str) -> Result<Vec<T>, AllocError> {
    let mut v = with_capacity(iter.len(), what)?;
    v.extend(iter);
    Ok(v)
}

/// The `len` items of `iter`, each of which may fail (`E` takes the
/// allocation's refusal too).
pub fn try_collect<T, E: From<AllocError>>(len: usize, iter: impl Iterator<Item = Result<T, E>>, what: &str) -> Result<Vec<T>, E> {
    let mut v = with_capacity(len, what)?;
    for x in iter {
        v.push(x?);
    }
    Ok(v)
}

/// Bytes of `len` elements of `T`, saturating.
pub fn bytes_of<T>(len: usize) -> u64 {
    (len as u64).saturating_mul(std::mem::size_of::<T>() as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn byte_counts_read_as_people_read_them_rounded_up() {
        assert_eq!(Bytes(0).to_string(), "0 B");
        assert_eq!(Bytes(1023).to_string(), "1023 B");
        assert_eq!(Bytes(1025).to_string(), "2 KiB");
        assert_eq!(Bytes(512 << 20).to_string(), "512 MiB");
        assert_eq!(Bytes(1 << 30).to_string(), "1.0 GiB");
        assert_eq!(Bytes((1 << 30) + 1).to_string(), "1.1 GiB");
        assert_eq!(Bytes(3 << 29).to_string(), "1.5 GiB");
    }

    #[test]
    fn an_allocation_the_system_refuses_is_an_error_naming_the_bytes() {
        // More than any address space holds: refused by try_reserve, no abort.
        let e = with_capacity::<u64>(usize::MAX / 8, "a table").unwrap_err().in_spec("s");
        assert_eq!((e.spec.as_str(), e.what.as_str()), ("s", "a table"));
        assert_eq!(e.bytes, (usize::MAX / 8) as u64 * 8);
        let text = e.to_string();
        assert!(text.starts_with("s: could not allocate ") && text.contains("for a table") && text.contains("codegen explain"), "{text}");
        assert_eq!(filled(3, 7u64, "x").unwrap(), [7, 7, 7]);
        assert_eq!(copied(&[1u32, 2], "x").unwrap(), [1, 2]);
        assert_eq!(collect([1, 2, 3].into_iter(), "x").unwrap().capacity(), 3);
        let r: Result<Vec<u8>, AllocError> = try_collect(2, [Ok(1), Ok(2)].into_iter(), "x");
        assert_eq!(r.unwrap(), [1, 2]);
    }
}
