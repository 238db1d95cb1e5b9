//! What a transform kernel is built for: its direction, where it reads and
//! writes, and the tables it may use. The stage builders (`stage`) and the
//! kernel composer (`transform`) both import these; neither imports the
//! other for them.

use super::twiddle::TwSource;
use crate::plan::expr::Expr;
use crate::plan::ir::Buf;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dir {
    Fwd,
    Inv,
}

/// Where a kernel reads or writes its coefficients: a buffer and the
/// storage position of each global element.
pub struct Side<'a> {
    pub buf: Buf,
    pub layout: Box<dyn Fn(&Expr) -> Expr + 'a>,
}

/// Tables a transform kernel may use.
#[derive(Clone)]
pub struct TransformTables {
    pub main: TwSource,
    /// After a four-step twist, kernels past the first use the small table.
    pub sub: Option<TwSource>,
    pub log_m: u32,
    /// DGT fold twist (forward) or untwist (inverse), Gaussian, by element.
    pub twist: Option<usize>,
    /// Constants table holding 1/len at entry 0 (final scaling).
    pub inv_len: Option<usize>,
    /// The last inverse level's twiddle times 1/len sits at entry 1 of the
    /// `inv_len` table: that level's difference outputs come out scaled, and
    /// only its sums take the final multiply (see `KernelCtx::fold_bit`).
    pub fold_last: bool,
}
