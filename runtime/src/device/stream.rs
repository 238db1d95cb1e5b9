//! Streams, events, graphs and launches.

use super::*;

/// A CUDA stream. Cheap to clone (shared handle).
#[derive(Clone, Debug)]
pub struct Stream {
    pub(super) inner: Arc<CudaStream>,
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

    /// How many nodes of each kind the graph holds, by kind: `kernel`,
    /// `memcpy`, `memset`, `mem_alloc`, `mem_free`, `event_record`,
    /// `wait_event`, `other` (what a capture recorded: a stream-ordered
    /// allocation becomes a `mem_alloc` node, its free a `mem_free`).
    pub fn node_counts(&self) -> Result<Vec<(&'static str, usize)>> {
        use cudarc::driver::sys::{self, CUgraphNodeType as T};
        let graph = self.inner.cu_graph();
        let mut n = 0usize;
        // SAFETY: the graph is alive (owned by `self.inner`); a null node array asks for the count.
        unsafe { sys::cuGraphGetNodes(graph, std::ptr::null_mut(), &mut n) }.result().map_err(|e| derr("cuGraphGetNodes", e))?;
        let mut nodes: Vec<sys::CUgraphNode> = vec![std::ptr::null_mut(); n];
        // SAFETY: `nodes` holds `n` slots; the driver writes at most `n`.
        unsafe { sys::cuGraphGetNodes(graph, nodes.as_mut_ptr(), &mut n) }.result().map_err(|e| derr("cuGraphGetNodes", e))?;
        let mut counts = std::collections::BTreeMap::new();
        for &node in &nodes[..n.min(nodes.len())] {
            let mut t = T::CU_GRAPH_NODE_TYPE_EMPTY;
            // SAFETY: a node of this graph, a valid out-pointer.
            unsafe { sys::cuGraphNodeGetType(node, &mut t) }.result().map_err(|e| derr("cuGraphNodeGetType", e))?;
            let kind = match t {
                T::CU_GRAPH_NODE_TYPE_KERNEL => "kernel",
                T::CU_GRAPH_NODE_TYPE_MEMCPY => "memcpy",
                T::CU_GRAPH_NODE_TYPE_MEMSET => "memset",
                T::CU_GRAPH_NODE_TYPE_MEM_ALLOC => "mem_alloc",
                T::CU_GRAPH_NODE_TYPE_MEM_FREE => "mem_free",
                T::CU_GRAPH_NODE_TYPE_EVENT_RECORD => "event_record",
                T::CU_GRAPH_NODE_TYPE_WAIT_EVENT => "wait_event",
                _ => "other",
            };
            *counts.entry(kind).or_insert(0) += 1;
        }
        Ok(counts.into_iter().collect())
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
    /// A cooperative launch (the kernel has grid barriers): the launch
    /// checks that the whole grid is resident at once.
    pub cooperative: bool,
    /// The whole grid must be resident at once (a kernel with grid barriers
    /// launched without the cooperative attribute): checked as a
    /// cooperative launch is, once per shape.
    pub resident: bool,
    /// Launched with programmatic stream serialization where the device has
    /// it (sm_90 and later): the kernel may begin while the grid before it
    /// on the stream drains. Only for a kernel that waits for that grid at
    /// its start (`griddepcontrol.wait`, as nttgen's `overlap` kernels do);
    /// any other kernel would read what that grid has not yet written.
    pub overlap: bool,
}

impl LaunchDims {
    /// Shorthand (no thread-block cluster).
    pub fn new(grid: [u32; 3], block: [u32; 3], shared_bytes: u32) -> Self {
        LaunchDims {
            grid,
            block,
            shared_bytes,
            cluster_blocks: 1,
            cooperative: false,
            resident: false,
            overlap: false,
        }
    }

    /// The same shape, launched so that it may overlap the grid before it
    /// (see [`LaunchDims::overlap`]).
    pub fn with_overlap(mut self, overlap: bool) -> Self {
        self.overlap = overlap;
        self
    }

    /// The same shape, launched cooperatively (`cuLaunchCooperativeKernel`).
    pub fn with_cooperative(mut self, cooperative: bool) -> Self {
        self.cooperative = cooperative;
        self
    }

    /// The same shape, its whole grid checked to fit the GPU at once (see
    /// [`LaunchDims::resident`]).
    pub fn with_resident(mut self, resident: bool) -> Self {
        self.resident = resident;
        self
    }

    /// The same shape for a kernel compiled with clusters of `blocks` blocks.
    pub fn with_cluster(mut self, blocks: u32) -> Self {
        self.cluster_blocks = blocks.max(1);
        self
    }

    /// The driver's launch configuration of this shape.
    pub(super) fn config(&self) -> LaunchConfig {
        LaunchConfig {
            grid_dim: (self.grid[0], self.grid[1], self.grid[2]),
            block_dim: (self.block[0], self.block[1], self.block[2]),
            shared_mem_bytes: self.shared_bytes,
        }
    }

    /// Blocks of the whole grid.
    pub fn blocks(&self) -> u64 {
        self.grid.iter().map(|&g| u64::from(g)).product()
    }

    /// Threads per block.
    pub fn threads_per_block(&self) -> u64 {
        self.block.iter().map(|&b| b as u64).product()
    }
}

/// One kernel argument. Buffers are `In` (the kernel only reads them) or `Out`
/// (the kernel writes them, possibly also reads). Either way the launch is
/// ordered after the buffer's uses on other streams ([`DeviceBuffer`]).
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

impl KernelArg<'_> {
    /// Orders a buffer argument's use on `stream` after its uses on other
    /// streams ([`DeviceBuffer`]'s ordering); a value needs none.
    fn order_on(&self, stream: &Stream) -> Result<()> {
        match self {
            KernelArg::InU32(b) => b.order_on(&stream.inner),
            KernelArg::InU64(b) => b.order_on(&stream.inner),
            KernelArg::OutU32(b) => b.order_on(&stream.inner),
            KernelArg::OutU64(b) => b.order_on(&stream.inner),
            KernelArg::U32(_) | KernelArg::U64(_) | KernelArg::I32(_) => Ok(()),
        }
    }
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

    /// Whether the stream is being captured into a graph now.
    pub fn is_capturing(&self) -> Result<bool> {
        use cudarc::driver::sys;
        let mut status = sys::CUstreamCaptureStatus::CU_STREAM_CAPTURE_STATUS_NONE;
        // SAFETY: a live stream handle and a valid out-pointer.
        unsafe { sys::cuStreamIsCapturing(self.inner.cu_stream(), &mut status) }.result().map_err(|e| derr("cuStreamIsCapturing", e))?;
        Ok(status != sys::CUstreamCaptureStatus::CU_STREAM_CAPTURE_STATUS_NONE)
    }

    /// Records everything `f` queues on this stream into a CUDA graph instead
    /// of running it; [`Graph::launch`] replays it. Thread-local capture mode:
    /// other threads' CUDA calls are not affected. `f` must not allocate,
    /// copy from pageable host memory or synchronize, or the capture fails
    /// with the driver's error; a buffer it uses must have been used last on
    /// this stream (one from another stream is refused: the capture may not
    /// wait for work outside it).
    ///
    /// The stream cannot be dropped or moved while it records (the capture
    /// borrows it; a clone dropped elsewhere drops a handle, not the
    /// driver's stream), so no capture outlives its stream. This compiles:
    ///
    /// ```no_run
    /// # fn f(gpu: &runtime::Gpu) -> runtime::Result<()> {
    /// let s = gpu.new_stream()?;
    /// let graph = s.capture(|_| Ok(()))?;
    /// # drop(graph); Ok(()) }
    /// ```
    ///
    /// and this, the same with the stream dropped inside its capture, does not:
    ///
    /// ```compile_fail,E0505
    /// # fn f(gpu: &runtime::Gpu) -> runtime::Result<()> {
    /// let s = gpu.new_stream()?;
    /// let graph = s.capture(|_| { drop(s); Ok(()) })?;
    /// # drop(graph); Ok(()) }
    /// ```
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
            Ok(DeviceBuffer::new(slice))
        })
    }

    /// A device buffer of `len` words, allocated in stream order and not
    /// initialised: no memset on the stream, for outputs a kernel writes in
    /// full.
    ///
    /// # Safety
    /// Every word must be written (by a kernel or a copy ordered before it)
    /// before any word is read.
    // Its callers are the applications' steps (BFV's scratch buffers).
    #[cfg_attr(not(feature = "apps"), allow(dead_code))]
    pub(crate) unsafe fn alloc_uninit<T: DeviceWord>(&self, len: usize) -> Result<DeviceBuffer<T>> {
        guard_driver("alloc", || {
            // SAFETY: the caller writes every word before reading it.
            let slice = unsafe { self.inner.alloc::<T>(len) }.map_err(|e| derr(&format!("alloc {len} x {}", T::NAME), e))?;
            Ok(DeviceBuffer::new(slice))
        })
    }

    /// Copies `host` into a new device buffer.
    pub fn upload<T: DeviceWord>(&self, host: &[T]) -> Result<DeviceBuffer<T>> {
        guard_driver("upload", || {
            let slice = self
                .inner
                .clone_htod(host)
                .map_err(|e| derr(&format!("upload {} x {}", host.len(), T::NAME), e))?;
            Ok(DeviceBuffer::new(slice))
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
        dst.order_on(&self.inner)?;
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
        src.order_on(&self.inner)?;
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
        self.copy_device_range(src, 0, dst, 0, src.len())
    }

    /// Copies words `src_at .. src_at + len` of `src` to `dst_at ..` of
    /// `dst` (device to device); both ranges must lie inside their buffers.
    pub fn copy_device_range<T: DeviceWord>(
        &self,
        src: &DeviceBuffer<T>,
        src_at: usize,
        dst: &mut DeviceBuffer<T>,
        dst_at: usize,
        len: usize,
    ) -> Result<()> {
        let inside = |at: usize, total: usize| at.checked_add(len).is_some_and(|end| end <= total);
        if !inside(src_at, src.len()) || !inside(dst_at, dst.len()) {
            return Err(Error::Invalid(format!(
                "device -> device copy of {len} words from {src_at} of {} into {dst_at} of {}: a range past its buffer's end",
                src.len(),
                dst.len()
            )));
        }
        if len == 0 {
            return Ok(());
        }
        src.order_on(&self.inner)?;
        dst.order_on(&self.inner)?;
        guard_driver("copy device", || {
            self.inner
                .memcpy_dtod(&src.slice.slice(src_at..src_at + len), &mut dst.slice.slice_mut(dst_at..dst_at + len))
                .map_err(|e| derr("cuMemcpyDtoDAsync", e))
        })
    }

    /// Sets every byte of `buf` to `byte` (e.g. 0xA5 to poison outputs before a
    /// differential test, so an unwritten slot cannot pass by accident).
    pub fn fill_bytes<T: DeviceWord>(&self, buf: &mut DeviceBuffer<T>, byte: u8) -> Result<()> {
        if buf.is_empty() {
            return Ok(());
        }
        buf.order_on(&self.inner)?;
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
        if dims.cooperative || dims.resident {
            kernel.check_cooperative(&dims)?;
        }
        let mut args: Vec<KernelArg<'a>> = args.into_iter().collect();
        for a in &args {
            a.order_on(self)?;
        }
        // The context is named only where cudarc panics: nothing is built
        // for a launch that goes through.
        let guard = |f: &mut dyn FnMut() -> Result<()>| codegen::nvrtc::guard(f, |msg| Error::Driver(format!("launch {}: cudarc panicked: {msg}", kernel.name)));
        if dims.overlap && !dims.cooperative && kernel.limits.dependent_launch {
            // SAFETY: as this function's contract.
            return guard(&mut || unsafe { self.launch_overlapped(kernel, &dims, &mut args) });
        }
        guard(&mut || {
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
            if dims.cooperative {
                return unsafe { b.launch_cooperative(cfg) }
                    .map(|_| ())
                    .map_err(|e| derr(&format!("cuLaunchCooperativeKernel({})", kernel.name), e));
            }
            unsafe { b.launch(cfg) }
                .map(|_| ())
                .map_err(|e| derr(&format!("cuLaunchKernel({})", kernel.name), e))
        })
    }

    /// `cuLaunchKernelEx` with programmatic stream serialization (cudarc's
    /// launch builder has no launch attributes). [`Stream::launch`] ordered
    /// the buffers across streams before; the pointers are taken through
    /// cudarc's `device_ptr`/`device_ptr_mut`, as the builder takes them.
    ///
    /// # Safety
    /// As [`Stream::launch`], and the kernel waits for the grid before it
    /// at its start.
    unsafe fn launch_overlapped(&self, kernel: &Kernel, dims: &LaunchDims, args: &mut [KernelArg<'_>]) -> Result<()> {
        use cudarc::driver::sys;
        let count = args.len();
        self.inner.context().bind_to_thread().map_err(|e| derr("cuCtxSetCurrent", e))?;
        // The values, their guards and the pointers on the stack (the heap
        // past MAX_PARAMS): a small call's launch allocates nothing.
        let (mut values_stack, mut values_heap) = ([ArgValue::U64(0); MAX_PARAMS], Vec::new());
        let values = stack_or_heap(&mut values_stack, &mut values_heap, count);
        let mut guards: Vec<cudarc::driver::SyncOnDrop<'_>> = Vec::new();
        for (v, a) in values.iter_mut().zip(args.iter_mut()) {
            *v = match a {
                KernelArg::InU32(b) => ArgValue::U64(guarded(b.slice.device_ptr(&self.inner), &mut guards)),
                KernelArg::InU64(b) => ArgValue::U64(guarded(b.slice.device_ptr(&self.inner), &mut guards)),
                KernelArg::OutU32(b) => ArgValue::U64(guarded(b.slice.device_ptr_mut(&self.inner), &mut guards)),
                KernelArg::OutU64(b) => ArgValue::U64(guarded(b.slice.device_ptr_mut(&self.inner), &mut guards)),
                KernelArg::U32(v) => ArgValue::U32(*v),
                KernelArg::U64(v) => ArgValue::U64(*v),
                KernelArg::I32(v) => ArgValue::I32(*v),
            };
        }
        // Pointers into `values`, which stays in place from here on.
        let (mut params_stack, mut params_heap) = ([std::ptr::null_mut::<std::ffi::c_void>(); MAX_PARAMS], Vec::new());
        let params = stack_or_heap(&mut params_stack, &mut params_heap, count);
        for (p, v) in params.iter_mut().zip(values.iter_mut()) {
            *p = v.as_param();
        }
        // SAFETY: a zeroed attribute is a valid one (plain data, a union of integers).
        let mut attr: sys::CUlaunchAttribute = unsafe { std::mem::zeroed() };
        attr.id = sys::CUlaunchAttributeID::CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION;
        attr.value.programmaticStreamSerializationAllowed = 1;
        let cfg = sys::CUlaunchConfig {
            gridDimX: dims.grid[0],
            gridDimY: dims.grid[1],
            gridDimZ: dims.grid[2],
            blockDimX: dims.block[0],
            blockDimY: dims.block[1],
            blockDimZ: dims.block[2],
            sharedMemBytes: dims.shared_bytes,
            hStream: self.inner.cu_stream(),
            attrs: &mut attr,
            numAttrs: 1,
        };
        // SAFETY: `params` points at one value per kernel parameter, in order
        // (the caller's contract), alive until the call returns.
        let r = unsafe { sys::cuLaunchKernelEx(&cfg, kernel.func.cu_function(), params.as_mut_ptr(), std::ptr::null_mut()) }.result();
        drop(guards);
        r.map_err(|e| derr(&format!("cuLaunchKernelEx({}, programmatic stream serialization)", kernel.name), e))
    }
}

/// Parameters a launch holds on the stack (a plan's kernels take at most
/// a dozen: buffers, tables, moduli, a fused form's arrays, the counter).
const MAX_PARAMS: usize = 16;

/// The first `n` slots of `stack`, or `heap` grown to `n` (filled with
/// `stack`'s first value) where `n` is past it.
fn stack_or_heap<'a, T: Copy>(stack: &'a mut [T; MAX_PARAMS], heap: &'a mut Vec<T>, n: usize) -> &'a mut [T] {
    if n <= MAX_PARAMS {
        return &mut stack[..n];
    }
    heap.resize(n, stack[0]);
    heap
}

/// A kernel parameter's value, for `cuLaunchKernelEx`'s array of pointers.
#[derive(Clone, Copy)]
enum ArgValue {
    U64(u64),
    U32(u32),
    I32(i32),
}

impl ArgValue {
    fn as_param(&mut self) -> *mut std::ffi::c_void {
        match self {
            ArgValue::U64(v) => v as *mut u64 as *mut std::ffi::c_void,
            ArgValue::U32(v) => v as *mut u32 as *mut std::ffi::c_void,
            ArgValue::I32(v) => v as *mut i32 as *mut std::ffi::c_void,
        }
    }
}

/// The device address of a `device_ptr` pair, its guard kept in `guards`
/// where it has work to do at the launch's end (an event to record: a
/// tracked buffer); an untracked buffer's guard is dropped at once.
fn guarded<'g>((p, g): (u64, cudarc::driver::SyncOnDrop<'g>), guards: &mut Vec<cudarc::driver::SyncOnDrop<'g>>) -> u64 {
    if !matches!(g, cudarc::driver::SyncOnDrop::Record(None) | cudarc::driver::SyncOnDrop::Sync(None)) {
        guards.push(g);
    }
    p
}
