//! What the emitted CUDA is for: the GPU architecture, and what that
//! architecture can and cannot run. The emitter refuses a plan that needs
//! more than its target has, naming the kernel, the feature and the fix.

use crate::nvrtc::Arch;
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Target {
    pub arch: Arch,
}

impl Target {
    /// `sm_80`, `sm_90`, `sm_90a`, ... (anything `Arch::parse` takes).
    pub fn parse(arch: &str) -> Result<Target, crate::nvrtc::Error> {
        Ok(Target { arch: Arch::parse(arch)? })
    }
    /// Hopper (H100 / H200): the default target of the catalog.
    pub fn sm90() -> Target {
        Target { arch: Arch::from_compute_capability(9, 0) }
    }
    /// Thread-block clusters and distributed shared memory: sm_90 and later.
    pub fn has_clusters(&self) -> bool {
        self.arch.major >= 9
    }
    /// The largest thread-block cluster: 16 on sm_90 and later, of which
    /// more than 8 is non-portable (the runtime and the C functions set
    /// `cudaFuncAttributeNonPortableClusterSizeAllowed` before launching).
    pub fn max_cluster_blocks(&self) -> u32 {
        if self.has_clusters() {
            16
        } else {
            1
        }
    }

    /// The largest portable cluster; larger ones need the attribute above.
    pub const PORTABLE_CLUSTER_BLOCKS: u32 = 8;
    /// Dynamic shared memory every CUDA GPU gives a block without opting in.
    pub const SHARED_WITHOUT_OPT_IN: u32 = 48 * 1024;
    /// Dynamic shared memory one block may opt in to, in bytes.
    pub fn max_shared_bytes(&self) -> u32 {
        match (self.arch.major, self.arch.minor) {
            (7, 0) | (7, 2) => 96 * 1024,
            (7, 5) => 64 * 1024,
            (8, 0) | (8, 7) => 163 * 1024,
            (8, _) => 99 * 1024,
            // The plan's own bound (`plan::resources`), the largest target's.
            (9, 0) | (10, _) => crate::spec::limits::MAX_SHARED_BYTES,
            (12, _) => 99 * 1024,
            // Older or unknown: what every CUDA GPU gives without opt-in.
            _ => Self::SHARED_WITHOUT_OPT_IN,
        }
    }
}

impl Default for Target {
    fn default() -> Self {
        Target::sm90()
    }
}

impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.arch.fmt(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clusters_from_hopper_on() {
        assert!(!Target::parse("sm_80").unwrap().has_clusters());
        assert!(Target::parse("sm_90").unwrap().has_clusters());
        assert!(Target::parse("sm_90a").unwrap().has_clusters());
        assert_eq!(Target::parse("sm_80").unwrap().max_cluster_blocks(), 1);
        assert_eq!(Target::sm90().max_shared_bytes(), 232_448);
        assert_eq!(Target::parse("sm_86").unwrap().max_shared_bytes(), 101_376);
        assert_eq!(Target::default().to_string(), "sm_90");
    }
}
