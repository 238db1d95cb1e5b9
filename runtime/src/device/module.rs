//! Loaded modules and their kernels.

use super::*;

#[derive(Clone, Copy, Debug)]
pub(super) struct Limits {
    pub(super) max_threads_per_block: u32,
    pub(super) max_block_dim: [u32; 3],
    pub(super) max_grid_dim: [u32; 3],
    pub(super) max_shared_optin: u32,
    pub(super) multiprocessors: u32,
    /// Programmatic dependent launch (sm_90 and later).
    pub(super) dependent_launch: bool,
}

/// A loaded module.
pub struct Module {
    pub(super) inner: Arc<CudaModule>,
    pub(super) ctx: Arc<CudaContext>,
    pub(super) limits: Limits,
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
                resident: AtomicU64::new(0),
                non_portable: AtomicBool::new(false),
            })
        })
    }
}

/// A kernel ready to launch.
pub struct Kernel {
    pub(super) func: CudaFunction,
    pub(super) name: String,
    ctx: Arc<CudaContext>,
    pub(super) limits: Limits,
    attrs: KernelAttrs,
    /// Dynamic shared memory limit set through the attribute (0 = driver default).
    dyn_shared_limit: AtomicU32,
    /// The (threads, shared bytes) whose cluster occupancy was checked, so
    /// the driver is asked once per shape, not once per launch (0: none).
    cluster_checked: AtomicU64,
    /// (threads << 40 | shared bytes << 8 | blocks per SM) of the last
    /// resident-block query, so the driver is asked once per shape (0: none).
    resident: AtomicU64,
    /// Whether the non-portable cluster size attribute is set.
    non_portable: AtomicBool,
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

    /// Clusters of more than 8 blocks are non-portable: the driver runs
    /// them (16 on sm_90) only with this attribute set on the function.
    fn allow_non_portable_clusters(&self, blocks: u32) -> Result<()> {
        if blocks <= 8 || self.non_portable.load(Ordering::Relaxed) {
            return Ok(());
        }
        guard_driver(&format!("non-portable clusters of {}", self.name), || {
            self.ctx.bind_to_thread().map_err(|e| derr("cuCtxSetCurrent", e))?;
            self.func
                .set_attribute(FuncAttr::CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED, 1)
                .map_err(|e| derr("cuFuncSetAttribute(NON_PORTABLE_CLUSTER_SIZE_ALLOWED)", e))
        })?;
        self.non_portable.store(true, Ordering::Relaxed);
        Ok(())
    }

    /// Whether this kernel's launches may overlap the grid before them on
    /// their stream (programmatic dependent launch: sm_90 and later).
    pub fn overlaps_launches(&self) -> bool {
        self.limits.dependent_launch
    }

    /// How many clusters of `d`'s shape can be resident on the GPU at once
    /// (`cuOccupancyMaxActiveClusters`); 0: such a cluster cannot run here.
    pub fn max_active_clusters(&self, d: &LaunchDims, stream: &Stream) -> Result<u32> {
        self.allow_non_portable_clusters(d.cluster_blocks)?;
        let cfg = d.config();
        guard_driver(&format!("cluster occupancy of {}", self.name), || {
            self.func
                .occupancy_max_active_clusters(cfg, &stream.inner)
                .map_err(|e| derr("cuOccupancyMaxActiveClusters", e))
        })
    }

    /// How many blocks of `d`'s shape the whole GPU holds at once
    /// (`cuOccupancyMaxActiveBlocksPerMultiprocessor` x multiprocessors),
    /// asked of the driver once per shape.
    pub fn max_resident_blocks(&self, d: &LaunchDims) -> Result<u64> {
        let threads = d.threads_per_block();
        let key = (threads << 40) | (u64::from(d.shared_bytes) << 8);
        let seen = self.resident.load(Ordering::Relaxed);
        let per_sm = if seen != 0 && seen & !0xff == key {
            seen & 0xff
        } else {
            if d.shared_bytes > DEFAULT_DYNAMIC_SHARED_LIMIT.saturating_sub(self.attrs.static_shared_bytes) {
                self.set_max_dynamic_shared(d.shared_bytes)?;
            }
            let n = guard_driver(&format!("occupancy of {}", self.name), || {
                self.ctx.bind_to_thread().map_err(|e| derr("cuCtxSetCurrent", e))?;
                self.func
                    .occupancy_max_active_blocks_per_multiprocessor(threads as u32, d.shared_bytes as usize, None)
                    .map_err(|e| derr("cuOccupancyMaxActiveBlocksPerMultiprocessor", e))
            })?;
            let n = u64::from(n.min(0xff));
            self.resident.store(key | n, Ordering::Relaxed);
            n
        };
        Ok(per_sm * u64::from(self.limits.multiprocessors))
    }

    /// A cooperative launch: every block of the grid resident at once, or
    /// the grid barrier would wait forever (the driver refuses such a
    /// launch too; this says why, and what to do).
    pub(super) fn check_cooperative(&self, d: &LaunchDims) -> Result<()> {
        let blocks = d.blocks();
        let fits = self.max_resident_blocks(d)?;
        if blocks > fits {
            return Err(Error::Launch {
                kernel: self.name.clone(),
                reason: format!(
                    "a one-launch kernel (grid barriers) needs its whole grid resident: {blocks} blocks of {} threads with {} bytes \
                     of shared memory, and this GPU holds {fits} at once; run the program's several-launch form \
                     (the engine's forward, inverse and polymul choose it by themselves), or a smaller batch",
                    d.threads_per_block(),
                    d.shared_bytes
                ),
            });
        }
        Ok(())
    }

    /// A cluster launch: whole clusters in x, and at least one cluster of
    /// this shape resident (asked of the driver once per shape).
    pub(super) fn check_clusters(&self, d: &LaunchDims, stream: &Stream) -> Result<()> {
        let c = d.cluster_blocks;
        let fail = |reason: String| Err(Error::Launch { kernel: self.name.clone(), reason });
        if !d.grid[0].is_multiple_of(c) {
            return fail(format!("grid x = {} is not a whole number of clusters of {c} blocks", d.grid[0]));
        }
        self.allow_non_portable_clusters(c)?;
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

    pub(super) fn check_and_prepare(&self, d: &LaunchDims) -> Result<()> {
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
