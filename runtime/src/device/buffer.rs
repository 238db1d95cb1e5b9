//! Device buffers of `u32` or `u64` words.

use super::*;
use std::sync::Mutex;

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
///
/// It remembers the stream that used it last: work on another stream
/// waits for that stream's work first (one event where the buffer crosses
/// streams, none while it stays on one), and the buffer is freed only after
/// the last stream that used it is done with it.
#[derive(Debug)]
pub struct DeviceBuffer<T: DeviceWord> {
    pub(super) slice: CudaSlice<T>,
    /// The stream that used the buffer last (at first the one it was
    /// allocated on).
    last: Mutex<Arc<CudaStream>>,
}

impl<T: DeviceWord> DeviceBuffer<T> {
    /// A buffer cudarc allocated on `slice.stream()`.
    pub(super) fn new(slice: CudaSlice<T>) -> Self {
        let last = Mutex::new(slice.stream().clone());
        DeviceBuffer { slice, last }
    }

    /// Orders a use of the buffer on `stream` after every use before it:
    /// where the stream that used it last is another, `stream` waits for
    /// the work queued on that one so far (an event recorded there and
    /// waited on here). Refused while `stream` is being captured into a
    /// graph (a capture may not wait on work outside it).
    pub(super) fn order_on(&self, stream: &Arc<CudaStream>) -> Result<()> {
        let mut last = self.last.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if **last == **stream {
            return Ok(());
        }
        let capturing = stream.capture_status().map_err(|e| derr("cuStreamIsCapturing", e))?;
        if capturing != cudarc::driver::sys::CUstreamCaptureStatus::CU_STREAM_CAPTURE_STATUS_NONE {
            return Err(Error::Invalid(
                "graph capture: a buffer last used on another stream; use it on the capture stream first (or allocate it there)".into(),
            ));
        }
        stream.join(&last).map_err(|e| derr("cuEventRecord / cuStreamWaitEvent", e))?;
        *last = stream.clone();
        Ok(())
    }

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

impl<T: DeviceWord> Drop for DeviceBuffer<T> {
    /// The memory goes back in the order of the stream it was allocated on;
    /// where another stream used it last, that stream waits for it first.
    fn drop(&mut self) {
        let last = self.last.get_mut().unwrap_or_else(std::sync::PoisonError::into_inner);
        let home = self.slice.stream();
        if **last != **home {
            home.context().record_err(home.join(last));
        }
    }
}
