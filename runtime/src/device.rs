//! The GPU side: context, streams, events, modules, kernels, buffers, launches.
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
//! creates non-blocking streams. Work on one stream runs in order. Across streams,
//! cudarc's event tracking (left on) orders accesses to the same buffer: a kernel
//! argument passed as [`KernelArg::In*`](KernelArg) waits for earlier writes, one
//! passed as [`KernelArg::Out*`](KernelArg) waits for earlier reads and writes, and
//! a buffer's memory is not freed before its last use completes. Mark every buffer
//! a kernel writes as `Out`, or that ordering is lost. For explicit ordering use
//! [`Stream::wait_for`] or [`Stream::wait_event`].

use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};
use std::sync::Arc;

use cudarc::driver::sys::{
    CUdevice_attribute_enum as Attr, CUevent_flags, CUfunction_attribute_enum as FuncAttr,
};
use cudarc::driver::{
    result as dres, CudaContext, CudaEvent, CudaFunction, CudaModule, CudaSlice, CudaStream,
    DevicePtr, DevicePtrMut, DeviceRepr, DriverError, LaunchConfig, PushKernelArg, ValidAsZeroBits,
};
use cudarc::nvrtc::Ptx;

use crate::cache::KernelCache;
use crate::error::{Error, Result};
use crate::nvrtc::{Arch, CompileOptions, Compiled};
use crate::presence::{driver_available, guard_driver};

/// Dynamic shared memory a kernel may use without opting in (48 KiB).
pub const DEFAULT_DYNAMIC_SHARED_LIMIT: u32 = 48 * 1024;

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
    /// (cudarc's cross-stream ordering; on by default).
    pub fn is_event_tracking(&self) -> bool {
        self.ctx.is_event_tracking()
    }

    /// Buffers created after this call no longer record events at each use:
    /// a launch saves several microseconds (measured on a one-limb transform),
    /// and launches can be captured into a CUDA graph.
    ///
    /// # Safety
    /// The caller orders work across streams itself ([`Stream::wait_for`],
    /// [`Stream::wait_event`]): no buffer is used on one stream while another
    /// writes it, and none is dropped while a stream may still use it.
    pub unsafe fn disable_event_tracking(&self) {
        self.ctx.disable_event_tracking();
    }

    /// Runs `f` with event tracking off, so buffers it creates are untracked;
    /// restores the previous setting. For buffers the runtime orders itself
    /// (tables uploaded and synchronized once, scratch used on one stream).
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

// ---- streams and events ----------------------------------------------------

/// A CUDA stream. Cheap to clone (shared handle).
#[derive(Clone, Debug)]
pub struct Stream {
    inner: Arc<CudaStream>,
}

/// A recorded point in a stream, with timing enabled.
#[derive(Debug)]
pub struct Event {
    inner: CudaEvent,
}

impl Event {
    /// Milliseconds from `self` to `end` (both must have been recorded; blocks until
    /// both have completed).
    pub fn elapsed_ms(&self, end: &Event) -> Result<f32> {
        guard_driver("event elapsed", || {
            self.inner
                .elapsed_ms(&end.inner)
                .map_err(|e| derr("cuEventElapsedTime", e))
        })
    }

    /// Blocks until the work recorded in this event has completed.
    pub fn synchronize(&self) -> Result<()> {
        guard_driver("event synchronize", || {
            self.inner
                .synchronize()
                .map_err(|e| derr("cuEventSynchronize", e))
        })
    }

    /// The cudarc event (escape hatch).
    pub fn raw(&self) -> &CudaEvent {
        &self.inner
    }
}

/// A captured, instantiated CUDA graph, replayed on the stream it was
/// captured from ([`Stream::capture`]).
pub struct Graph {
    inner: cudarc::driver::CudaGraph,
}

impl std::fmt::Debug for Graph {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Graph").finish_non_exhaustive()
    }
}

impl Graph {
    /// Replays the graph on its stream (asynchronous).
    pub fn launch(&self) -> Result<()> {
        guard_driver("graph launch", || self.inner.launch().map_err(|e| derr("cuGraphLaunch", e)))
    }

    /// Uploads the graph's resources ahead of the first launch.
    pub fn upload(&self) -> Result<()> {
        guard_driver("graph upload", || self.inner.upload().map_err(|e| derr("cuGraphUpload", e)))
    }
}

/// Grid, block and dynamic shared memory of one launch.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LaunchDims {
    /// Blocks in x, y, z (y, z ≤ 65535).
    pub grid: [u32; 3],
    /// Threads in x, y, z (product ≤ 1024).
    pub block: [u32; 3],
    /// Dynamic shared memory per block, bytes. Above 48 KiB the kernel's
    /// `MAX_DYNAMIC_SHARED_SIZE_BYTES` attribute is raised automatically (up to the
    /// device's opt-in limit).
    pub shared_bytes: u32,
    /// Thread-block cluster size along x that the kernel was compiled with
    /// (`__cluster_dims__`; 1: none). The launch checks that the grid is a
    /// whole number of clusters and that one cluster fits the GPU.
    pub cluster_blocks: u32,
}

impl LaunchDims {
    /// Shorthand (no thread-block cluster).
    pub fn new(grid: [u32; 3], block: [u32; 3], shared_bytes: u32) -> Self {
        LaunchDims {
            grid,
            block,
            shared_bytes,
            cluster_blocks: 1,
        }
    }

    /// The same shape for a kernel compiled with clusters of `blocks` blocks.
    pub fn with_cluster(mut self, blocks: u32) -> Self {
        self.cluster_blocks = blocks.max(1);
        self
    }

    /// The driver's launch configuration of this shape.
    fn config(&self) -> LaunchConfig {
        LaunchConfig {
            grid_dim: (self.grid[0], self.grid[1], self.grid[2]),
            block_dim: (self.block[0], self.block[1], self.block[2]),
            shared_mem_bytes: self.shared_bytes,
        }
    }

    /// Threads per block.
    pub fn threads_per_block(&self) -> u64 {
        self.block.iter().map(|&b| b as u64).product()
    }
}

/// One kernel argument. Buffers are `In` (the kernel only reads them) or `Out`
/// (the kernel writes them, possibly also reads); the distinction orders work
/// across streams, so mark every written buffer `Out`.
#[derive(Debug)]
pub enum KernelArg<'a> {
    /// `const uint32_t*` the kernel reads.
    InU32(&'a DeviceBuffer<u32>),
    /// `const uint64_t*` the kernel reads.
    InU64(&'a DeviceBuffer<u64>),
    /// `uint32_t*` the kernel writes.
    OutU32(&'a mut DeviceBuffer<u32>),
    /// `uint64_t*` the kernel writes.
    OutU64(&'a mut DeviceBuffer<u64>),
    /// `uint32_t` by value.
    U32(u32),
    /// `uint64_t` by value.
    U64(u64),
    /// `int` by value.
    I32(i32),
}

impl<'a> From<&'a DeviceBuffer<u32>> for KernelArg<'a> {
    fn from(b: &'a DeviceBuffer<u32>) -> Self {
        KernelArg::InU32(b)
    }
}
impl<'a> From<&'a DeviceBuffer<u64>> for KernelArg<'a> {
    fn from(b: &'a DeviceBuffer<u64>) -> Self {
        KernelArg::InU64(b)
    }
}
impl<'a> From<&'a mut DeviceBuffer<u32>> for KernelArg<'a> {
    fn from(b: &'a mut DeviceBuffer<u32>) -> Self {
        KernelArg::OutU32(b)
    }
}
impl<'a> From<&'a mut DeviceBuffer<u64>> for KernelArg<'a> {
    fn from(b: &'a mut DeviceBuffer<u64>) -> Self {
        KernelArg::OutU64(b)
    }
}
impl From<u32> for KernelArg<'_> {
    fn from(v: u32) -> Self {
        KernelArg::U32(v)
    }
}
impl From<u64> for KernelArg<'_> {
    fn from(v: u64) -> Self {
        KernelArg::U64(v)
    }
}
impl From<i32> for KernelArg<'_> {
    fn from(v: i32) -> Self {
        KernelArg::I32(v)
    }
}

/// Builds a `[KernelArg; N]` from buffers (`&buf` → In, `&mut buf` → Out) and
/// scalars (`u32`, `u64`, `i32`): `kernel_args![&mut out, &a, n as u32]`.
#[macro_export]
macro_rules! kernel_args {
    ($($a:expr),* $(,)?) => { [$($crate::KernelArg::from($a)),*] };
}

impl Stream {
    /// Blocks until all work queued on this stream is done.
    pub fn synchronize(&self) -> Result<()> {
        guard_driver("stream synchronize", || {
            self.inner
                .synchronize()
                .map_err(|e| derr("cuStreamSynchronize", e))
        })
    }

    /// Records an event (timing enabled) at the current end of this stream.
    pub fn record_event(&self) -> Result<Event> {
        guard_driver("record event", || {
            let inner = self
                .inner
                .record_event(Some(CUevent_flags::CU_EVENT_DEFAULT))
                .map_err(|e| derr("cuEventRecord", e))?;
            Ok(Event { inner })
        })
    }

    /// Makes later work on this stream wait for `event`.
    pub fn wait_event(&self, event: &Event) -> Result<()> {
        guard_driver("stream wait event", || {
            self.inner
                .wait(&event.inner)
                .map_err(|e| derr("cuStreamWaitEvent", e))
        })
    }

    /// Makes later work on this stream wait for everything queued so far on `other`.
    pub fn wait_for(&self, other: &Stream) -> Result<()> {
        guard_driver("stream join", || {
            self.inner
                .join(&other.inner)
                .map_err(|e| derr("cuStreamWaitEvent", e))
        })
    }

    /// Runs `f` between two events on this stream and returns its result and the GPU
    /// time in milliseconds (blocks until the end event completes).
    pub fn timed<R>(&self, f: impl FnOnce(&Stream) -> Result<R>) -> Result<(R, f32)> {
        let start = self.record_event()?;
        let r = f(self)?;
        let end = self.record_event()?;
        Ok((r, start.elapsed_ms(&end)?))
    }

    /// The cudarc stream (escape hatch).
    pub fn raw(&self) -> &Arc<CudaStream> {
        &self.inner
    }

    /// True for the context's legacy default (NULL) stream, which cannot be
    /// captured into a graph.
    pub fn is_default(&self) -> bool {
        self.inner.cu_stream().is_null()
    }

    /// The driver handle as a number: identifies the stream (e.g. to key
    /// per-stream scratch).
    pub fn id(&self) -> usize {
        self.inner.cu_stream() as usize
    }

    /// The driver context this stream belongs to, as a number.
    pub(crate) fn context_id(&self) -> usize {
        self.inner.context().cu_ctx() as usize
    }

    /// Records everything `f` queues on this stream into a CUDA graph instead
    /// of running it; [`Graph::launch`] replays it. Thread-local capture mode:
    /// other threads' CUDA calls are not affected. `f` must not allocate,
    /// copy from pageable host memory or synchronize, and the buffers it
    /// launches on must be untracked ([`Gpu::disable_event_tracking`] or the
    /// engine's own), or the capture fails with the driver's error.
    pub fn capture(&self, f: impl FnOnce(&Stream) -> Result<()>) -> Result<Graph> {
        self.capture_with(cudarc::driver::sys::CUgraphInstantiate_flags(0), f)
    }

    /// As [`Stream::capture`], but `f` may allocate and free in stream order
    /// (the allocations become graph nodes): what `f` allocates and keeps
    /// lives at the same address after every replay, valid until the next
    /// replay frees and re-allocates it (the driver's auto-free on launch).
    /// Buffers kept from the capture must not be used before the first
    /// [`Graph::launch`].
    pub fn capture_allocating(&self, f: impl FnOnce(&Stream) -> Result<()>) -> Result<Graph> {
        use cudarc::driver::sys::CUgraphInstantiate_flags_enum as Flags;
        self.capture_with(Flags::CUDA_GRAPH_INSTANTIATE_FLAG_AUTO_FREE_ON_LAUNCH, f)
    }

    fn capture_with(&self, flags: cudarc::driver::sys::CUgraphInstantiate_flags, f: impl FnOnce(&Stream) -> Result<()>) -> Result<Graph> {
        use cudarc::driver::sys::CUstreamCaptureMode;
        if self.is_default() {
            return Err(Error::Invalid(
                "graph capture: the legacy default stream cannot be captured; pass a stream from Gpu::new_stream".into(),
            ));
        }
        guard_driver("graph capture", || {
            self.inner
                .begin_capture(CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_THREAD_LOCAL)
                .map_err(|e| derr("cuStreamBeginCapture", e))?;
            let body = f(self);
            // End the capture whatever happened, so the stream is usable again.
            let end = self
                .inner
                .end_capture(flags)
                .map_err(|e| derr("cuStreamEndCapture / cuGraphInstantiate", e));
            body?;
            match end? {
                Some(inner) => Ok(Graph { inner }),
                None => Err(Error::Invalid("graph capture: nothing was captured".into())),
            }
        })
    }

    /// A zeroed device buffer of `len` words, allocated in stream order.
    pub fn alloc_zeros<T: DeviceWord>(&self, len: usize) -> Result<DeviceBuffer<T>> {
        guard_driver("alloc", || {
            let slice = self
                .inner
                .alloc_zeros::<T>(len)
                .map_err(|e| derr(&format!("alloc {len} x {}", T::NAME), e))?;
            Ok(DeviceBuffer { slice })
        })
    }

    /// Copies `host` into a new device buffer.
    pub fn upload<T: DeviceWord>(&self, host: &[T]) -> Result<DeviceBuffer<T>> {
        guard_driver("upload", || {
            let slice = self
                .inner
                .clone_htod(host)
                .map_err(|e| derr(&format!("upload {} x {}", host.len(), T::NAME), e))?;
            Ok(DeviceBuffer { slice })
        })
    }

    /// Copies `host` into `dst`; lengths must be equal.
    pub fn copy_to_device<T: DeviceWord>(
        &self,
        host: &[T],
        dst: &mut DeviceBuffer<T>,
    ) -> Result<()> {
        check_len("host -> device copy", dst.len(), host.len())?;
        if host.is_empty() {
            return Ok(());
        }
        guard_driver("copy to device", || {
            self.inner
                .memcpy_htod(host, &mut dst.slice)
                .map_err(|e| derr("cuMemcpyHtoDAsync", e))
        })
    }

    /// Copies `src` into `host` and waits for the copy; lengths must be equal.
    pub fn copy_to_host<T: DeviceWord>(&self, src: &DeviceBuffer<T>, host: &mut [T]) -> Result<()> {
        check_len("device -> host copy", src.len(), host.len())?;
        if host.is_empty() {
            return Ok(());
        }
        guard_driver("copy to host", || {
            self.inner
                .memcpy_dtoh(&src.slice, host)
                .map_err(|e| derr("cuMemcpyDtoHAsync", e))?;
            self.inner
                .synchronize()
                .map_err(|e| derr("cuStreamSynchronize", e))
        })
    }

    /// Copies a device buffer into a new `Vec` (blocking).
    pub fn download<T: DeviceWord>(&self, src: &DeviceBuffer<T>) -> Result<Vec<T>> {
        let mut v = vec![T::default(); src.len()];
        self.copy_to_host(src, &mut v)?;
        Ok(v)
    }

    /// Device-to-device copy; lengths must be equal.
    pub fn copy_device<T: DeviceWord>(
        &self,
        src: &DeviceBuffer<T>,
        dst: &mut DeviceBuffer<T>,
    ) -> Result<()> {
        check_len("device -> device copy", dst.len(), src.len())?;
        if src.is_empty() {
            return Ok(());
        }
        guard_driver("copy device", || {
            self.inner
                .memcpy_dtod(&src.slice, &mut dst.slice)
                .map_err(|e| derr("cuMemcpyDtoDAsync", e))
        })
    }

    /// Sets every byte of `buf` to `byte` (e.g. 0xA5 to poison outputs before a
    /// differential test, so an unwritten slot cannot pass by accident).
    pub fn fill_bytes<T: DeviceWord>(&self, buf: &mut DeviceBuffer<T>, byte: u8) -> Result<()> {
        if buf.is_empty() {
            return Ok(());
        }
        guard_driver("fill", || {
            let n = buf.num_bytes();
            let (ptr, _record) = buf.slice.device_ptr_mut(&self.inner);
            unsafe { dres::memset_d8_async(ptr, byte, n, self.inner.cu_stream()) }
                .map_err(|e| derr("cuMemsetD8Async", e))
        })
    }

    /// Launches `kernel` on this stream after checking `dims` against the device and
    /// kernel limits (raising the dynamic shared memory limit above 48 KiB when needed).
    ///
    /// # Safety
    /// `args` must match the kernel's parameter list in number, order and types, and
    /// the kernel must stay within the buffers it is given: neither can be checked.
    pub unsafe fn launch<'a>(
        &self,
        kernel: &Kernel,
        dims: LaunchDims,
        args: impl IntoIterator<Item = KernelArg<'a>>,
    ) -> Result<()> {
        kernel.check_and_prepare(&dims)?;
        if dims.cluster_blocks > 1 {
            kernel.check_clusters(&dims, self)?;
        }
        let mut args: Vec<KernelArg<'a>> = args.into_iter().collect();
        guard_driver(&format!("launch {}", kernel.name), || {
            let mut b = self.inner.launch_builder(&kernel.func);
            for a in args.iter_mut() {
                match a {
                    KernelArg::InU32(buf) => b.arg(&buf.slice),
                    KernelArg::InU64(buf) => b.arg(&buf.slice),
                    KernelArg::OutU32(buf) => b.arg(&mut buf.slice),
                    KernelArg::OutU64(buf) => b.arg(&mut buf.slice),
                    KernelArg::U32(v) => b.arg(&*v),
                    KernelArg::U64(v) => b.arg(&*v),
                    KernelArg::I32(v) => b.arg(&*v),
                };
            }
            let cfg = dims.config();
            unsafe { b.launch(cfg) }
                .map(|_| ())
                .map_err(|e| derr(&format!("cuLaunchKernel({})", kernel.name), e))
        })
    }
}

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

// ---- buffers ---------------------------------------------------------------

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
    slice: CudaSlice<T>,
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

// ---- modules and kernels ---------------------------------------------------

#[derive(Clone, Copy, Debug)]
struct Limits {
    max_threads_per_block: u32,
    max_block_dim: [u32; 3],
    max_grid_dim: [u32; 3],
    max_shared_optin: u32,
}

/// A loaded module.
pub struct Module {
    inner: Arc<CudaModule>,
    ctx: Arc<CudaContext>,
    limits: Limits,
}

impl std::fmt::Debug for Module {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Module").finish_non_exhaustive()
    }
}

/// Per-kernel facts the driver reports after loading.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KernelAttrs {
    /// Registers per thread.
    pub num_regs: u32,
    /// Local memory (stack + spills) per thread, bytes.
    pub local_bytes: u32,
    /// Static shared memory per block, bytes.
    pub static_shared_bytes: u32,
    /// Max threads per block for this kernel (limited by registers).
    pub max_threads_per_block: u32,
    /// PTX ISA version ×10 the kernel was compiled from (e.g. 90).
    pub ptx_version: u32,
    /// SASS binary version ×10 (e.g. 90 for sm_90).
    pub binary_version: u32,
}

impl Module {
    /// The `extern "C" __global__` kernel called `name`.
    pub fn kernel(&self, name: &str) -> Result<Kernel> {
        if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
            return Err(Error::NoKernel {
                name: name.to_string(),
                detail: "not a C identifier".into(),
            });
        }
        guard_driver(&format!("load kernel {name}"), || {
            let func = self
                .inner
                .load_function(name)
                .map_err(|e| Error::NoKernel {
                    name: name.to_string(),
                    detail: e.to_string(),
                })?;
            let g = |a: FuncAttr| -> Result<u32> {
                func.get_attribute(a)
                    .map(|v| v.max(0) as u32)
                    .map_err(|e| derr(&format!("cuFuncGetAttribute({a:?})"), e))
            };
            let attrs = KernelAttrs {
                num_regs: g(FuncAttr::CU_FUNC_ATTRIBUTE_NUM_REGS)?,
                local_bytes: g(FuncAttr::CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES)?,
                static_shared_bytes: g(FuncAttr::CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES)?,
                max_threads_per_block: g(FuncAttr::CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK)?,
                ptx_version: g(FuncAttr::CU_FUNC_ATTRIBUTE_PTX_VERSION)?,
                binary_version: g(FuncAttr::CU_FUNC_ATTRIBUTE_BINARY_VERSION)?,
            };
            Ok(Kernel {
                func,
                name: name.to_string(),
                ctx: self.ctx.clone(),
                limits: self.limits,
                attrs,
                dyn_shared_limit: AtomicU32::new(0),
                cluster_checked: AtomicU64::new(0),
            })
        })
    }
}

/// A kernel ready to launch.
pub struct Kernel {
    func: CudaFunction,
    name: String,
    ctx: Arc<CudaContext>,
    limits: Limits,
    attrs: KernelAttrs,
    /// Dynamic shared memory limit set through the attribute (0 = driver default).
    dyn_shared_limit: AtomicU32,
    /// The (threads, shared bytes) whose cluster occupancy was checked, so
    /// the driver is asked once per shape, not once per launch (0: none).
    cluster_checked: AtomicU64,
}

impl std::fmt::Debug for Kernel {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Kernel")
            .field("name", &self.name)
            .field("attrs", &self.attrs)
            .finish()
    }
}

impl Kernel {
    /// The kernel's name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Registers, local memory, static shared memory, etc.
    pub fn attrs(&self) -> KernelAttrs {
        self.attrs
    }

    /// The cudarc function (escape hatch).
    pub fn raw(&self) -> &CudaFunction {
        &self.func
    }

    /// Most dynamic shared memory this kernel may request per block on this device.
    pub fn max_dynamic_shared(&self) -> u32 {
        self.limits
            .max_shared_optin
            .saturating_sub(self.attrs.static_shared_bytes)
    }

    /// Sets `CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES` (needed above 48 KiB).
    /// [`Stream::launch`] calls this itself when a launch needs it.
    pub fn set_max_dynamic_shared(&self, bytes: u32) -> Result<()> {
        if bytes > self.max_dynamic_shared() {
            return Err(Error::Launch {
                kernel: self.name.clone(),
                reason: format!(
                    "{bytes} bytes of dynamic shared memory requested; this device allows at \
                     most {} per block with opt-in, minus {} bytes of static shared memory",
                    self.limits.max_shared_optin, self.attrs.static_shared_bytes
                ),
            });
        }
        guard_driver("set max dynamic shared", || {
            self.ctx
                .bind_to_thread()
                .map_err(|e| derr("cuCtxSetCurrent", e))?;
            self.func
                .set_attribute(
                    FuncAttr::CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                    bytes as i32,
                )
                .map_err(|e| derr("cuFuncSetAttribute(MAX_DYNAMIC_SHARED_SIZE_BYTES)", e))?;
            self.dyn_shared_limit.store(bytes, Ordering::Relaxed);
            Ok(())
        })
    }

    /// How many clusters of `d`'s shape can be resident on the GPU at once
    /// (`cuOccupancyMaxActiveClusters`); 0: such a cluster cannot run here.
    pub fn max_active_clusters(&self, d: &LaunchDims, stream: &Stream) -> Result<u32> {
        let cfg = d.config();
        guard_driver(&format!("cluster occupancy of {}", self.name), || {
            self.func
                .occupancy_max_active_clusters(cfg, &stream.inner)
                .map_err(|e| derr("cuOccupancyMaxActiveClusters", e))
        })
    }

    /// A cluster launch: whole clusters in x, and at least one cluster of
    /// this shape resident (asked of the driver once per shape).
    fn check_clusters(&self, d: &LaunchDims, stream: &Stream) -> Result<()> {
        let c = d.cluster_blocks;
        let fail = |reason: String| Err(Error::Launch { kernel: self.name.clone(), reason });
        if d.grid[0] % c != 0 {
            return fail(format!("grid x = {} is not a whole number of clusters of {c} blocks", d.grid[0]));
        }
        let key = (1u64 << 63) | (d.threads_per_block() << 32) | d.shared_bytes as u64;
        if self.cluster_checked.load(Ordering::Relaxed) == key {
            return Ok(());
        }
        if self.max_active_clusters(d, stream)? == 0 {
            return fail(format!(
                "no cluster of {c} blocks x {} threads with {} bytes of shared memory each fits this GPU at once \
                 (cuOccupancyMaxActiveClusters = 0): use fewer cluster_blocks, or fewer levels per kernel (stage_split)",
                d.threads_per_block(),
                d.shared_bytes
            ));
        }
        self.cluster_checked.store(key, Ordering::Relaxed);
        Ok(())
    }

    fn check_and_prepare(&self, d: &LaunchDims) -> Result<()> {
        let fail = |reason: String| {
            Err(Error::Launch {
                kernel: self.name.clone(),
                reason,
            })
        };
        let l = &self.limits;
        for i in 0..3 {
            if d.grid[i] == 0 || d.block[i] == 0 {
                return fail(format!(
                    "grid {:?} and block {:?} must be at least 1 in every dimension",
                    d.grid, d.block
                ));
            }
            if d.block[i] > l.max_block_dim[i] {
                return fail(format!(
                    "block {:?} exceeds the device's max block dims {:?}",
                    d.block, l.max_block_dim
                ));
            }
            if d.grid[i] > l.max_grid_dim[i] {
                return fail(format!(
                    "grid {:?} exceeds the device's max grid dims {:?}",
                    d.grid, l.max_grid_dim
                ));
            }
        }
        let threads = d.threads_per_block();
        let max_threads = l
            .max_threads_per_block
            .min(self.attrs.max_threads_per_block) as u64;
        if threads > max_threads {
            return fail(format!(
                "{threads} threads per block; the limit is {max_threads} (device {}, kernel {} \
                 with {} registers per thread)",
                l.max_threads_per_block, self.attrs.max_threads_per_block, self.attrs.num_regs
            ));
        }
        let default_limit =
            DEFAULT_DYNAMIC_SHARED_LIMIT.saturating_sub(self.attrs.static_shared_bytes);
        if d.shared_bytes > default_limit
            && d.shared_bytes > self.dyn_shared_limit.load(Ordering::Relaxed)
        {
            self.set_max_dynamic_shared(d.shared_bytes)?;
        }
        Ok(())
    }
}
