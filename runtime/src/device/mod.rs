//! The GPU side: context, streams, events, modules, kernels, buffers, launches.
//! This file holds the device ([`Gpu`]); `stream` the streams, events, graphs
//! and launches, `buffer` the device buffers, `module` modules and kernels.
//!
//! A thin, checked layer over cudarc 0.19's driver API:
//!
//! - [`Gpu::open`] checks that the driver library loads *before* touching cudarc
//!   (cudarc panics otherwise) and returns [`Error::NoDriver`] / [`Error::NoDevice`].
//! - Launch shapes, shared-memory sizes and copy lengths are checked here and
//!   reported as [`Error::Launch`] / [`Error::Length`] instead of reaching cudarc's
//!   `assert!`s or the driver.
//! - Buffers are `u32` or `u64` words ([`DeviceWord`]).
//!
//! # Streams and ordering
//!
//! [`Gpu::stream`] is the context's default (legacy NULL) stream; [`Gpu::new_stream`]
//! creates non-blocking streams. Work on one stream runs in order. Across
//! streams, the runtime orders uses of a buffer itself: a [`DeviceBuffer`]
//! remembers the stream that used it last, and a use on another stream (a
//! launch argument, a copy, a fill) first waits for the work queued on that
//! one (one event where the buffer crosses streams); its memory is freed
//! after the last stream that used it is done with it. While a buffer stays
//! on one stream, a launch records no event. cudarc's own per-use event
//! tracking (on by default in cudarc, an event record and waits at every
//! launch) is turned off when the device is opened. For ordering work that
//! shares no buffer, use [`Stream::wait_for`] or [`Stream::wait_event`].

use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering};
use std::sync::Arc;

use cudarc::driver::sys::{
    CUdevice_attribute_enum as Attr, CUevent_flags, CUfunction_attribute_enum as FuncAttr,
};
use cudarc::driver::{
    result as dres, CudaContext, CudaEvent, CudaFunction, CudaModule, CudaSlice, CudaStream,
    DevicePtr, DevicePtrMut, DeviceRepr, DriverError, LaunchConfig, PushKernelArg, ValidAsZeroBits,
};
use cudarc::nvrtc::Ptx;

use crate::compiler::{Arch, CompileOptions, Compiled, KernelCache};
use crate::error::{Error, Result};
use presence::guard_driver;

mod buffer;
mod module;
mod presence;
mod stream;

pub use buffer::{DeviceBuffer, DeviceWord};
pub use presence::driver_available;
pub use module::{Kernel, KernelAttrs, Module};
use module::Limits;
pub use stream::{Event, Graph, KernelArg, LaunchDims, Stream};

/// Dynamic shared memory a kernel may use without opting in (48 KiB; the
/// generator's `Target::SHARED_WITHOUT_OPT_IN`, which its C functions weigh too).
pub const DEFAULT_DYNAMIC_SHARED_LIMIT: u32 = codegen::emit::Target::SHARED_WITHOUT_OPT_IN;

fn derr(context: &str, e: DriverError) -> Error {
    use cudarc::driver::sys::CUresult as R;
    let hint = match e.0 {
        R::CUDA_ERROR_UNSUPPORTED_PTX_VERSION => {
            " (the driver is older than the NVRTC that produced this PTX: use driver >= 580 \
             for NVRTC 13.0, or load a CUBIN)"
        }
        R::CUDA_ERROR_NO_BINARY_FOR_GPU => {
            " (the module was compiled for another architecture: compile for Gpu::arch())"
        }
        R::CUDA_ERROR_OUT_OF_MEMORY => " (device memory exhausted)",
        _ => "",
    };
    Error::Driver(format!("{context}: {e}{hint}"))
}

/// Static facts about the device, read once by [`Gpu::open`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeviceInfo {
    /// Device ordinal.
    pub ordinal: usize,
    /// Marketing name, e.g. "NVIDIA H100 80GB HBM3".
    pub name: String,
    /// Compute capability, e.g. (9, 0).
    pub compute_capability: (i32, i32),
    /// Architecture string for NVRTC, e.g. "sm_90".
    pub arch: String,
    /// Driver's CUDA version, e.g. (13, 0).
    pub driver_version: (i32, i32),
    /// Number of SMs.
    pub multiprocessors: u32,
    /// Max threads per block.
    pub max_threads_per_block: u32,
    /// Max block dimensions.
    pub max_block_dim: [u32; 3],
    /// Max grid dimensions.
    pub max_grid_dim: [u32; 3],
    /// Shared memory per block without opt-in (bytes, usually 48 KiB).
    pub max_shared_per_block: u32,
    /// Shared memory per block with opt-in (bytes; 227 KiB on H100).
    pub max_shared_per_block_optin: u32,
    /// Shared memory per SM (bytes).
    pub max_shared_per_multiprocessor: u32,
    /// 32-bit registers per block.
    pub max_registers_per_block: u32,
    /// Warp size (32).
    pub warp_size: u32,
    /// L2 cache size (bytes).
    pub l2_cache_bytes: u32,
    /// Global memory (bytes).
    pub total_memory: usize,
}

/// One GPU: a CUDA context (the device's primary context) and its default stream.
pub struct Gpu {
    ctx: Arc<CudaContext>,
    stream: Stream,
    info: DeviceInfo,
}

impl std::fmt::Debug for Gpu {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Gpu").field("info", &self.info).finish()
    }
}

fn driver_version() -> Result<(i32, i32)> {
    let mut v: std::ffi::c_int = 0;
    unsafe { cudarc::driver::sys::cuDriverGetVersion(&mut v) }
        .result()
        .map_err(|e| derr("cuDriverGetVersion", e))?;
    Ok((v / 1000, (v % 1000) / 10))
}

fn init_driver(ordinal: usize) -> Result<i32> {
    match dres::init() {
        Ok(()) => {}
        Err(e) if e.0 == cudarc::driver::sys::CUresult::CUDA_ERROR_NO_DEVICE => {
            return Err(Error::NoDevice {
                ordinal,
                detail: format!("cuInit: {e}"),
            })
        }
        Err(e) => return Err(derr("cuInit", e)),
    }
    dres::device::get_count().map_err(|e| derr("cuDeviceGetCount", e))
}

impl Gpu {
    /// Number of CUDA devices. `Err(NoDriver)` without a driver; never panics.
    pub fn device_count() -> Result<usize> {
        driver_available()?;
        guard_driver("device count", || match init_driver(0) {
            Ok(n) => Ok(n.max(0) as usize),
            Err(Error::NoDevice { .. }) => Ok(0),
            Err(e) => Err(e),
        })
    }

    /// Opens device `ordinal` (retains its primary context). Checks that the driver
    /// library loads first: on a machine without one this is `Err(Error::NoDriver)`,
    /// never a panic.
    pub fn open(ordinal: usize) -> Result<Gpu> {
        driver_available()?;
        guard_driver("open device", || {
            let count = init_driver(ordinal)?;
            if ordinal >= count.max(0) as usize {
                return Err(Error::NoDevice {
                    ordinal,
                    detail: format!("the driver reports {count} device(s)"),
                });
            }
            let ctx = CudaContext::new(ordinal).map_err(|e| derr("cuDevicePrimaryCtxRetain", e))?;
            // SAFETY: every buffer made through this crate orders its uses
            // across streams itself (`DeviceBuffer::order_on`) and is freed
            // after its last stream (`DeviceBuffer`'s drop).
            unsafe { ctx.disable_event_tracking() };
            let info = read_info(&ctx, ordinal)?;
            let stream = Stream {
                inner: ctx.default_stream(),
            };
            Ok(Gpu { ctx, stream, info })
        })
    }

    /// Device facts.
    pub fn info(&self) -> &DeviceInfo {
        &self.info
    }

    /// This device's class in the tuned-defaults table (`codegen/tuned.toml`,
    /// by its name), for a spec's `gpu` field; None where no class covers it.
    pub fn tuned_class(&self) -> Option<&'static str> {
        codegen::spec::tuned::table().ok()?.class_of(&self.info.name)
    }

    /// NVRTC architecture for this device, e.g. "sm_90".
    pub fn arch(&self) -> &str {
        &self.info.arch
    }

    /// The underlying cudarc context (escape hatch).
    pub fn context(&self) -> &Arc<CudaContext> {
        &self.ctx
    }

    /// The default stream.
    pub fn stream(&self) -> &Stream {
        &self.stream
    }

    /// A new non-blocking stream (does not synchronize with the default stream).
    pub fn new_stream(&self) -> Result<Stream> {
        guard_driver("new stream", || {
            let inner = self
                .ctx
                .new_stream()
                .map_err(|e| derr("cuStreamCreate", e))?;
            Ok(Stream { inner })
        })
    }

    /// `n` new streams, e.g. to spread a batch of RNS towers.
    pub fn new_streams(&self, n: usize) -> Result<Vec<Stream>> {
        (0..n).map(|_| self.new_stream()).collect()
    }

    /// Blocks until all work on the device (every stream of this context) is done.
    pub fn synchronize(&self) -> Result<()> {
        guard_driver("synchronize", || {
            self.ctx
                .synchronize()
                .map_err(|e| derr("cuCtxSynchronize", e))
        })
    }

    /// Whether buffers created from now on record a CUDA event at every use
    /// (cudarc's own cross-stream ordering): off from [`Gpu::open`] on, the
    /// runtime ordering its buffers itself (see the module's "Streams and
    /// ordering"); on only where a caller turned it on through
    /// [`Gpu::context`].
    pub fn is_event_tracking(&self) -> bool {
        self.ctx.is_event_tracking()
    }

    /// Buffers created after this call record no cudarc event at each use
    /// (the setting [`Gpu::open`] leaves; for a context a caller turned
    /// cudarc's tracking back on in).
    ///
    /// # Safety
    /// Buffers made through cudarc directly, outside this crate, are then
    /// ordered by the caller ([`Stream::wait_for`], [`Stream::wait_event`]).
    pub unsafe fn disable_event_tracking(&self) {
        self.ctx.disable_event_tracking();
    }

    /// Runs `f` with cudarc's event tracking off, so buffers it creates are
    /// untracked even where a caller turned the tracking back on through
    /// [`Gpu::context`]; restores the previous setting. For buffers the
    /// runtime orders itself (tables uploaded and synchronized once, scratch
    /// used on one stream).
    pub(crate) fn untracked<R>(&self, f: impl FnOnce() -> R) -> R {
        let was = self.ctx.is_event_tracking();
        // SAFETY: only buffers created inside `f` are affected, and their
        // users (the engine) order every access by stream.
        unsafe { self.ctx.disable_event_tracking() };
        let r = f();
        if was {
            unsafe { self.ctx.enable_event_tracking() };
        }
        r
    }

    /// Waits for every stream of this GPU's context, then hands the device
    /// memory its pool keeps for reuse back to the device. Buffers are freed
    /// in stream order into the device's memory pool, which holds on to
    /// them: until this runs, [`Gpu::mem_info`] counts freed buffers as used.
    /// Call it before measuring free memory (a leak check), or to let
    /// another process have the memory.
    pub fn trim_memory(&self) -> Result<()> {
        guard_driver("trim memory", || {
            self.ctx.synchronize().map_err(|e| derr("cuCtxSynchronize", e))?;
            let mut pool: cudarc::driver::sys::CUmemoryPool = std::ptr::null_mut();
            // SAFETY: `pool` is written by the driver; the device is this context's.
            let r = unsafe { cudarc::driver::sys::cuDeviceGetMemPool(&mut pool, self.ctx.cu_device()) };
            if r != cudarc::driver::sys::CUresult::CUDA_SUCCESS {
                return Err(derr("cuDeviceGetMemPool", cudarc::driver::DriverError(r)));
            }
            // SAFETY: a pool handle the driver just returned; 0 bytes kept.
            let r = unsafe { cudarc::driver::sys::cuMemPoolTrimTo(pool, 0) };
            if r != cudarc::driver::sys::CUresult::CUDA_SUCCESS {
                return Err(derr("cuMemPoolTrimTo", cudarc::driver::DriverError(r)));
            }
            Ok(())
        })
    }

    /// `(free, total)` device memory in bytes.
    pub fn mem_info(&self) -> Result<(usize, usize)> {
        guard_driver("mem info", || {
            self.ctx.mem_get_info().map_err(|e| derr("cuMemGetInfo", e))
        })
    }

    /// Loads a PTX module (JIT-compiled by the driver for this device).
    pub fn load_ptx(&self, ptx: &str) -> Result<Module> {
        if ptx.as_bytes().contains(&0) {
            return Err(Error::Driver(
                "load PTX: the PTX text contains a NUL byte".into(),
            ));
        }
        guard_driver("load PTX", || {
            let m = self
                .ctx
                .load_module(Ptx::from_src(ptx))
                .map_err(|e| derr("cuModuleLoadData (PTX)", e))?;
            Ok(self.module(m))
        })
    }

    /// Loads a CUBIN module (must be compiled for this device's architecture).
    pub fn load_cubin(&self, cubin: &[u8]) -> Result<Module> {
        guard_driver("load CUBIN", || {
            let m = self
                .ctx
                .load_module(Ptx::from_binary(cubin.to_vec()))
                .map_err(|e| derr("cuModuleLoadData (CUBIN)", e))?;
            Ok(self.module(m))
        })
    }

    /// Loads an NVRTC result: its CUBIN when present and built for this device's
    /// architecture, its PTX otherwise.
    pub fn load_compiled(&self, c: &Compiled) -> Result<Module> {
        match &c.cubin {
            Some(cubin) if c.arch == self.info.arch => self.load_cubin(cubin),
            _ => self.load_ptx(&c.ptx),
        }
    }

    /// Compiles `source` for this device through `cache` and loads it.
    pub fn compile_and_load(
        &self,
        cache: &KernelCache,
        source: &str,
        spec_name: &str,
        opts: &CompileOptions,
    ) -> Result<(Arc<Compiled>, Module)> {
        let c = cache.get_or_compile(source, spec_name, &self.info.arch, opts)?;
        let m = self.load_compiled(&c)?;
        Ok((c, m))
    }

    fn module(&self, m: Arc<CudaModule>) -> Module {
        Module {
            inner: m,
            ctx: self.ctx.clone(),
            limits: Limits {
                max_threads_per_block: self.info.max_threads_per_block,
                max_block_dim: self.info.max_block_dim,
                max_grid_dim: self.info.max_grid_dim,
                max_shared_optin: self.info.max_shared_per_block_optin,
                multiprocessors: self.info.multiprocessors,
                dependent_launch: self.info.compute_capability.0 >= 9,
            },
        }
    }

    /// A zeroed buffer of `len` words, on the default stream.
    pub fn alloc_zeros<T: DeviceWord>(&self, len: usize) -> Result<DeviceBuffer<T>> {
        self.stream.alloc_zeros(len)
    }

    /// Copies `host` to a new device buffer, on the default stream.
    pub fn upload<T: DeviceWord>(&self, host: &[T]) -> Result<DeviceBuffer<T>> {
        self.stream.upload(host)
    }

    /// Copies a device buffer back to the host, on the default stream (blocking).
    pub fn download<T: DeviceWord>(&self, buf: &DeviceBuffer<T>) -> Result<Vec<T>> {
        self.stream.download(buf)
    }

    /// Launches on the default stream; see [`Stream::launch`].
    ///
    /// # Safety
    /// As [`Stream::launch`].
    pub unsafe fn launch<'a>(
        &self,
        kernel: &Kernel,
        dims: LaunchDims,
        args: impl IntoIterator<Item = KernelArg<'a>>,
    ) -> Result<()> {
        self.stream.launch(kernel, dims, args)
    }
}

fn read_info(ctx: &Arc<CudaContext>, ordinal: usize) -> Result<DeviceInfo> {
    let a = |attr: Attr| -> Result<u32> {
        ctx.attribute(attr)
            .map(|v| v.max(0) as u32)
            .map_err(|e| derr(&format!("cuDeviceGetAttribute({attr:?})"), e))
    };
    let (major, minor) = ctx
        .compute_capability()
        .map_err(|e| derr("compute capability", e))?;
    Ok(DeviceInfo {
        ordinal,
        name: ctx.name().map_err(|e| derr("cuDeviceGetName", e))?,
        compute_capability: (major, minor),
        arch: Arch::from_compute_capability(major, minor).to_string(),
        driver_version: driver_version()?,
        multiprocessors: a(Attr::CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT)?,
        max_threads_per_block: a(Attr::CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK)?,
        max_block_dim: [
            a(Attr::CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X)?,
            a(Attr::CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Y)?,
            a(Attr::CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z)?,
        ],
        max_grid_dim: [
            a(Attr::CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X)?,
            a(Attr::CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y)?,
            a(Attr::CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Z)?,
        ],
        max_shared_per_block: a(Attr::CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK)?,
        max_shared_per_block_optin: a(Attr::CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN)?,
        max_shared_per_multiprocessor: a(
            Attr::CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR,
        )?,
        max_registers_per_block: a(Attr::CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_BLOCK)?,
        warp_size: a(Attr::CU_DEVICE_ATTRIBUTE_WARP_SIZE)?,
        l2_cache_bytes: a(Attr::CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE)?,
        total_memory: ctx.total_mem().map_err(|e| derr("cuDeviceTotalMem", e))?,
    })
}

/// A copy or launch length against the one expected.
fn check_len(what: &str, expected: usize, got: usize) -> Result<()> {
    if expected != got {
        return Err(Error::Length {
            what: what.to_string(),
            expected,
            got,
        });
    }
    Ok(())
}
