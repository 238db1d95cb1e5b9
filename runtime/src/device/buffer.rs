//! Device buffers of `u32` or `u64` words.

use super::*;

mod sealed {
    pub trait Sealed {}
    impl Sealed for u32 {}
    impl Sealed for u64 {}
}

/// Word types device buffers hold: `u32` and `u64`.
pub trait DeviceWord:
    sealed::Sealed
    + DeviceRepr
    + ValidAsZeroBits
    + Copy
    + Default
    + Send
    + Sync
    + std::fmt::Debug
    + 'static
{
    /// "u32" or "u64".
    const NAME: &'static str;
}
impl DeviceWord for u32 {
    const NAME: &'static str = "u32";
}
impl DeviceWord for u64 {
    const NAME: &'static str = "u64";
}

/// A device array of `u32` or `u64`. Freed (in stream order) on drop.
#[derive(Debug)]
pub struct DeviceBuffer<T: DeviceWord> {
    pub(super) slice: CudaSlice<T>,
}

impl<T: DeviceWord> DeviceBuffer<T> {
    /// Number of words.
    pub fn len(&self) -> usize {
        self.slice.len()
    }
    /// True when empty.
    pub fn is_empty(&self) -> bool {
        self.slice.len() == 0
    }
    /// Size in bytes.
    pub fn num_bytes(&self) -> usize {
        self.slice.len() * std::mem::size_of::<T>()
    }
    /// Raw device address (for diagnostics, e.g. alignment checks).
    pub fn device_address(&self) -> u64 {
        let (p, _sync) = self.slice.device_ptr(self.slice.stream());
        p
    }
    /// The driver context the buffer lives in, as a number.
    pub(crate) fn context_id(&self) -> usize {
        self.slice.context().cu_ctx() as usize
    }
    /// The cudarc slice (escape hatch).
    pub fn raw(&self) -> &CudaSlice<T> {
        &self.slice
    }
    /// The cudarc slice, mutably (escape hatch).
    pub fn raw_mut(&mut self) -> &mut CudaSlice<T> {
        &mut self.slice
    }
}
