//! A kernel's launch, described once: the list of fields below is both
//! [`KernelInfo`], what the CUDA emitter hands the runtime and the C
//! functions, and the Rust wrapper's `KernelLaunch` type with one constant
//! per kernel. A field added here reaches every launcher, with its doc.

use crate::plan::ir::{Buf, Kernel, Param, Part, Plan, Role};
use proc_macro2::{Literal, TokenStream};
use quote::{format_ident, quote};
use serde::Serialize;

/// How a field's value is spelled in the Rust wrapper: its type there and
/// the constant expression of one value.
trait WrapperField {
    fn wrapper_type() -> TokenStream;
    fn wrapper_value(&self) -> TokenStream;
}

/// Declares [`KernelInfo`] and the wrapper's `KernelLaunch` from one list
/// of fields. A field's `///` lines are its doc in both; `//` lines are
/// notes for this crate alone.
macro_rules! launch_fields {
    ($($(#[doc = $doc:literal])* $field:ident: $ty:ty,)*) => {
        /// One kernel as emitted: what a launcher needs, taken from the plan
        /// once ([`KernelInfo::of`]).
        #[derive(Clone, Debug, PartialEq, Eq, Serialize)]
        pub struct KernelInfo {
            $($(#[doc = $doc])* pub $field: $ty,)*
        }

        impl KernelInfo {
            /// The wrapper's `KernelLaunch` type: these fields, these docs.
            pub(super) fn wrapper_type() -> TokenStream {
                let fields = [$({
                    let (name, docs): (_, &[&str]) = (format_ident!("{}", stringify!($field)), &[$($doc),*]);
                    let ty = <$ty as WrapperField>::wrapper_type();
                    quote!(#(#[doc = #docs])* pub #name: #ty)
                }),*];
                quote! {
                    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
                    pub struct KernelLaunch { #(#fields),* }
                }
            }

            /// This kernel as a `KernelLaunch` constant expression.
            pub(super) fn wrapper_value(&self) -> TokenStream {
                let fields = [$({
                    let (name, value) = (format_ident!("{}", stringify!($field)), self.$field.wrapper_value());
                    quote!(#name: #value)
                }),*];
                quote!(KernelLaunch { #(#fields),* })
            }
        }
    };
}

launch_fields! {
    name: String,
    role: Role,
    // Blocks along x (`Kernel::launch_grid_x`: one per `tiles_per_block`
    // tiles); y is the polynomial of the batch, z the tower.
    grid_x: u32,
    /// (threads per set, sets per block) = (blockDim.x, blockDim.y).
    block: [u32; 2],
    /// Thread-block cluster size along x, compiled into the kernel (1: none).
    cluster_blocks: u32,
    // Dynamic shared memory per block.
    shared_bytes: u32,
    /// The kernel has grid barriers (a `_coop` program's): its whole
    /// grid must be resident at once. Launch it with
    /// `cuLaunchCooperativeKernel` and a null `Arg::GridCounter`, or,
    /// after checking that the grid fits the GPU, plainly with a zeroed
    /// word of the stream's as its counter (so that it may overlap the
    /// launch before it, `overlap`).
    cooperative: bool,
    /// Launch with programmatic stream serialization (the launch
    /// attribute; sm_90 and later): the kernel waits for the grid
    /// before it at its start, so it may begin while that grid drains.
    overlap: bool,
    /// Persistent (a streamed forward, `stream_lag`): its blocks take
    /// work items until none is left. `grid` is correct for it, and
    /// slower than `persistent_grid`'s, which fills the GPU once.
    persistent: bool,
    /// Transform levels this kernel computes.
    levels: Vec<u32>,
    // In signature order (`Kernel::params`).
    params: Vec<Param>,
    /// The CUDA parameter names, same order.
    param_names: Vec<String>,
}

impl KernelInfo {
    /// Kernel `k` of `plan` as launched over words of `plan`'s spec.
    pub fn of(plan: &Plan, k: &Kernel) -> KernelInfo {
        KernelInfo {
            name: k.name.clone(),
            role: k.role,
            grid_x: k.launch_grid_x(),
            block: k.block,
            cluster_blocks: k.cluster_blocks,
            shared_bytes: k.shared_words * plan.spec.word.bytes(),
            cooperative: k.cooperative(),
            overlap: k.overlap,
            persistent: k.stream.is_some(),
            levels: k.levels.clone(),
            params: k.params.clone(),
            param_names: k.params.iter().map(|p| p.c_name(&plan.tables)).collect(),
        }
    }

    pub fn threads(&self) -> u32 {
        self.block[0] * self.block[1]
    }
}

/// Blocks along x of a persistent kernel's launch over `polys` (batch x
/// towers) polynomials on a GPU that holds `resident` of its blocks at once:
/// enough that the grid, (x, batch, towers), fills the GPU, at least one
/// per polynomial. The runtime and the C functions launch with it.
pub fn persistent_grid_x(resident: u64, polys: u64) -> u32 {
    u32::try_from(resident.div_ceil(polys.max(1)).max(1)).unwrap_or(u32::MAX)
}

/// A kernel parameter as the wrapper's `Param` or `Arg` enum spells it
/// (they share the table and moduli variants); `buf` spells a buffer.
pub(super) fn param_variant(ty: &str, p: &Param, buf: impl FnOnce(Buf) -> TokenStream) -> TokenStream {
    let ty = format_ident!("{ty}");
    match p {
        Param::Buf(b) => buf(*b),
        Param::Table(t, Part::Value) => {
            let t = Literal::usize_unsuffixed(*t);
            quote!(#ty::TableValue(#t))
        }
        Param::Table(t, Part::Companion) => {
            let t = Literal::usize_unsuffixed(*t);
            quote!(#ty::TableCompanion(#t))
        }
        Param::Mods => quote!(#ty::Mods),
        Param::GridCounter => quote!(#ty::GridCounter),
        Param::TowerArg(i) => {
            let i = Literal::usize_unsuffixed(*i);
            quote!(#ty::TowerArg(#i))
        }
        Param::SkipAt => quote!(#ty::SkipAt),
        Param::SkipLen => quote!(#ty::SkipLen),
    }
}

impl WrapperField for String {
    fn wrapper_type() -> TokenStream {
        quote!(&'static str)
    }
    fn wrapper_value(&self) -> TokenStream {
        quote!(#self)
    }
}

impl WrapperField for Role {
    fn wrapper_type() -> TokenStream {
        quote!(Role)
    }
    fn wrapper_value(&self) -> TokenStream {
        let v = format_ident!("{}", format!("{self:?}"));
        quote!(Role::#v)
    }
}

impl WrapperField for u32 {
    fn wrapper_type() -> TokenStream {
        quote!(u32)
    }
    fn wrapper_value(&self) -> TokenStream {
        let v = Literal::u32_unsuffixed(*self);
        quote!(#v)
    }
}

impl WrapperField for bool {
    fn wrapper_type() -> TokenStream {
        quote!(bool)
    }
    fn wrapper_value(&self) -> TokenStream {
        quote!(#self)
    }
}

impl WrapperField for [u32; 2] {
    fn wrapper_type() -> TokenStream {
        quote!([u32; 2])
    }
    fn wrapper_value(&self) -> TokenStream {
        let [x, y] = self.map(|v| v.wrapper_value());
        quote!([#x, #y])
    }
}

/// A list is a `&'static` slice of its items' spelling.
impl<T: WrapperField> WrapperField for Vec<T> {
    fn wrapper_type() -> TokenStream {
        let item = T::wrapper_type();
        quote!(&'static [#item])
    }
    fn wrapper_value(&self) -> TokenStream {
        let items = self.iter().map(T::wrapper_value);
        quote!(&[#(#items),*])
    }
}

impl WrapperField for Param {
    fn wrapper_type() -> TokenStream {
        quote!(Param)
    }
    fn wrapper_value(&self) -> TokenStream {
        param_variant("Param", self, |b| {
            let v = format_ident!("{}", format!("{b:?}"));
            quote!(Param::Buf(Buf::#v))
        })
    }
}
