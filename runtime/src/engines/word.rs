//! The word types an engine runs on: `u32` and `u64`, the spec's `word`,
//! and host words checked into them.

use crate::device::{DeviceBuffer, DeviceWord, KernelArg};
use crate::error::{Error, Result};
use codegen::spec::Word;

mod sealed {
    pub trait Sealed {}
    impl Sealed for u32 {}
    impl Sealed for u64 {}
}

/// The word types an engine runs on (`u32`, `u64`), matching the spec's `word`.
pub trait EngineWord: DeviceWord + TryFrom<u64> + Into<u64> + Eq + sealed::Sealed {
    /// The spec word this type is.
    const WORD: Word;
    #[doc(hidden)]
    fn arg_in(b: &DeviceBuffer<Self>) -> KernelArg<'_>;
    #[doc(hidden)]
    fn arg_out(b: &mut DeviceBuffer<Self>) -> KernelArg<'_>;
}
impl EngineWord for u32 {
    const WORD: Word = Word::U32;
    fn arg_in(b: &DeviceBuffer<Self>) -> KernelArg<'_> {
        KernelArg::InU32(b)
    }
    fn arg_out(b: &mut DeviceBuffer<Self>) -> KernelArg<'_> {
        KernelArg::OutU32(b)
    }
}
impl EngineWord for u64 {
    const WORD: Word = Word::U64;
    fn arg_in(b: &DeviceBuffer<Self>) -> KernelArg<'_> {
        KernelArg::InU64(b)
    }
    fn arg_out(b: &mut DeviceBuffer<Self>) -> KernelArg<'_> {
        KernelArg::OutU64(b)
    }
}

/// Host words (checked below 2^word by the callers' validation) as `W`;
/// refuses one that does not fit.
pub(crate) fn to_words<W: EngineWord>(v: &[u64]) -> Result<Vec<W>> {
    let mut out = codegen::memory::alloc::with_capacity(v.len(), "words staged for the device")?;
    for &x in v {
        out.push(W::try_from(x).map_err(|_| Error::Invalid(format!("{x} does not fit a {}-bit word: give values below 2^{}", W::WORD.bits(), W::WORD.bits())))?);
    }
    Ok(out)
}
