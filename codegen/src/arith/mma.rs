//! The tensor-core arithmetic of a radix-R DFT block on u32 words: the
//! warp-level product `mma.sync.aligned.m16n8k32.row.col.s32.u8.u8.s32`
//! emulated from the PTX ISA's fragment layout, the byte-plane split of the
//! data and the recombination of the planes' sums by one Montgomery REDC.
//! The CPU interpreter runs these where the kernels run the instruction
//! (tests/gpu/mma measures the kernels that use it).
//!
//! The math. For y = W x (mod q), W an R x R matrix of residues and x a
//! column of R words (any 32-bit values), with x_i = sum_b 2^(8b) x_(i,b)
//! and W^(b) = W 2^(8b + 32) mod q:
//!
//! ```text
//! V_h = sum_(b,i) W^(b)[h][i] x_(i,b)  ≡  2^32 (W x)_h  (mod q),   V < 4R · 255 · q < q · 2^32
//! ```
//!
//! so REDC(V) = (W x)_h: the byte weights are reduced once, in the matrix.
//! Splitting W^(b) into byte planes a, V = sum_a 2^(8a) U_a with U_a an
//! integer product over K = 4R bytes (the data's planes side by side), each
//! entry below 4R · 255^2 < 2^24 for R <= 64: exact in s32. A 16-row slice of
//! plane a's R x 4R matrix, 32 columns at a time, is one A fragment; the
//! data's planes of 8 columns, 32 rows at a time, one B fragment.

use thiserror::Error;

pub const LANES: usize = 32;
/// A fragment (16 x 32 bytes): four words a lane.
pub type FragA = [[u32; 4]; LANES];
/// B fragment (32 x 8 bytes): two words a lane.
pub type FragB = [[u32; 2]; LANES];
/// C and D fragments (16 x 8 s32): four words a lane, two's complement.
pub type FragC = [[u32; 4]; LANES];

#[derive(Debug, Error, PartialEq, Eq)]
pub enum MmaError {
    /// The exact sum left s32: the hardware's value would depend on
    /// `.satfinite` (clamp) or wrap, and no kernel may depend on either.
    #[error("mma.m16n8k32 sum at row {row}, column {col} is {sum}, outside s32: the kernel's byte bounds are broken")]
    Overflow { row: usize, col: usize, sum: i64 },
    #[error("byte-plane sum V = {v} is not below q · 2^32 = {bound}: a REDC of it is not exact")]
    PlaneSum { v: u128, bound: u128 },
    #[error("plane sum U_{plane} = {u} is negative as s32: the planes' sums of u8 products are never negative")]
    NegativePlane { plane: usize, u: u32 },
    #[error("modulus {q} for the tensor-core stage must be odd and in [3, 2^31)")]
    Modulus { q: u64 },
    #[error("radix {r} for the tensor-core stage must be 16, 32 or 64")]
    Radix { r: usize },
}

/// Row and column of byte `byte` of A register `reg` of `lane` (PTX ISA,
/// mma.m16n8k32 .u8: element a_i, i = 4 reg + byte, is at row groupID for
/// i < 4 or 8 <= i < 12 and groupID + 8 otherwise; column 4 tig + (i & 3),
/// plus 16 for i >= 8).
pub fn a_at(lane: usize, reg: usize, byte: usize) -> (usize, usize) {
    let (g, t) = (lane >> 2, lane & 3);
    (g + 8 * (reg & 1), 4 * t + 16 * (reg >> 1) + byte)
}

/// Row (k) and column (n) of byte `byte` of B register `reg` of `lane`:
/// rows 4 tig + (i & 3), plus 16 for i >= 4; column groupID.
pub fn b_at(lane: usize, reg: usize, byte: usize) -> (usize, usize) {
    let (g, t) = (lane >> 2, lane & 3);
    (4 * t + 16 * reg + byte, g)
}

/// Row and column of C/D register `reg` of `lane`: row groupID (+ 8 for
/// reg >= 2), column 2 tig + (reg & 1).
pub fn d_at(lane: usize, reg: usize) -> (usize, usize) {
    let (g, t) = (lane >> 2, lane & 3);
    (g + 8 * (reg >> 1), 2 * t + (reg & 1))
}

fn byte(w: u32, i: usize) -> u32 {
    (w >> (8 * i)) & 0xff
}

/// `d = a b + c` of one warp, exactly; a sum outside s32 is refused.
pub fn mma_m16n8k32_u8(a: &FragA, b: &FragB, c: &FragC) -> Result<FragC, MmaError> {
    let mut am = [[0u32; 32]; 16];
    let mut bm = [[0u32; 8]; 32];
    for lane in 0..LANES {
        for (reg, &w) in a[lane].iter().enumerate() {
            for i in 0..4 {
                let (r, k) = a_at(lane, reg, i);
                am[r][k] = byte(w, i);
            }
        }
        for (reg, &w) in b[lane].iter().enumerate() {
            for i in 0..4 {
                let (k, n) = b_at(lane, reg, i);
                bm[k][n] = byte(w, i);
            }
        }
    }
    let mut d = [[0u32; 4]; LANES];
    for lane in 0..LANES {
        for reg in 0..4 {
            let (row, col) = d_at(lane, reg);
            let sum = c[lane][reg] as i32 as i64 + (0..32).map(|k| (am[row][k] * bm[k][col]) as i64).sum::<i64>();
            if sum < i32::MIN as i64 || sum > i32::MAX as i64 {
                return Err(MmaError::Overflow { row, col, sum });
            }
            d[lane][reg] = sum as i32 as u32;
        }
    }
    Ok(d)
}

/// Byte planes of four words: plane b holds byte b of x0, x1, x2, x3 (low to
/// high), a B register's order for four consecutive rows.
pub fn byte_planes(x: [u32; 4]) -> [u32; 4] {
    std::array::from_fn(|b| (0..4).map(|i| byte(x[i], b) << (8 * i)).sum())
}

/// An odd modulus below 2^31 with its Montgomery constant q^-1 mod 2^32.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mont32 {
    pub q: u32,
    pub qinv: u32,
}

impl Mont32 {
    pub fn new(q: u64) -> Result<Mont32, MmaError> {
        if q < 3 || q >= 1 << 31 || q & 1 == 0 {
            return Err(MmaError::Modulus { q });
        }
        let q = q as u32;
        let mut inv = q; // Newton: each step doubles the correct low bits
        for _ in 0..4 {
            inv = inv.wrapping_mul(2u32.wrapping_sub(q.wrapping_mul(inv)));
        }
        Ok(Mont32 { q, qinv: inv })
    }
}

/// V = U_0 + 2^8 U_1 + 2^16 U_2 + 2^24 U_3, exactly, for the four planes'
/// sums of one output word (non-negative s32).
pub fn plane_value(u: [u32; 4]) -> Result<u128, MmaError> {
    let mut v = 0u128;
    for (a, &ua) in u.iter().enumerate() {
        if ua > i32::MAX as u32 {
            return Err(MmaError::NegativePlane { plane: a, u: ua });
        }
        v += (ua as u128) << (8 * a);
    }
    Ok(v)
}

/// REDC(V) = V 2^-32 mod q, lazily in (0, 2q): `hi - mulhi(lo q^-1, q) + q`,
/// the kernels' form (no correction). Needs V < q 2^32.
pub fn plane_redc(u: [u32; 4], m: &Mont32) -> Result<u32, MmaError> {
    let v = plane_value(u)?;
    let bound = (m.q as u128) << 32;
    if v >= bound {
        return Err(MmaError::PlaneSum { v, bound });
    }
    let (lo, hi) = (v as u32, (v >> 32) as u32);
    let uq = ((lo.wrapping_mul(m.qinv) as u64 * m.q as u64) >> 32) as u32;
    Ok(hi.wrapping_sub(uq).wrapping_add(m.q))
}

/// Shape of the tensor-core stage of radix `r`: 16-row tiles, 32-byte
/// k-chunks of the K = 4r bytes, fragments per matrix.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shape {
    pub r: usize,
}

impl Shape {
    pub fn new(r: usize) -> Result<Shape, MmaError> {
        if ![16, 32, 64].contains(&r) {
            return Err(MmaError::Radix { r });
        }
        Ok(Shape { r })
    }
    pub fn m_tiles(&self) -> usize {
        self.r / 16
    }
    pub fn chunks(&self) -> usize {
        self.r / 8
    }
    pub fn fragments(&self) -> usize {
        4 * self.m_tiles() * self.chunks()
    }
    /// Index of plane a's fragment of m-tile mt and k-chunk c.
    pub fn frag(&self, a: usize, mt: usize, c: usize) -> usize {
        (a * self.m_tiles() + mt) * self.chunks() + c
    }
    /// Words a lane holds per tile (in and out).
    pub fn words(&self) -> usize {
        self.r / 4
    }
    /// Input slot of lane word e of thread-in-group t.
    pub fn slot(&self, e: usize, t: usize) -> usize {
        16 * (e / 4) + 4 * t + e % 4
    }
    /// Output row and column of lane word f of lane (g, t).
    pub fn out_at(&self, f: usize, lane: usize) -> (usize, usize) {
        let (row, col) = d_at(lane, f % 4);
        (16 * (f / 4) + row, col)
    }
    /// B register j of chunk c: (byte plane, group of four lane words).
    pub fn b_source(&self, c: usize, j: usize) -> (usize, usize) {
        let k0 = 32 * c + 16 * j;
        (k0 / self.r, (k0 % self.r) / 16)
    }
}

/// The A fragments of matrix `w` (row-major r x r residues mod q) for the
/// slot map `pi` (slot -> input index) and row map `rho` (row -> output
/// index), `Shape::frag` order: A_a[m][k] = byte a of W^(b)[rho(m)][pi(s)],
/// k = r b + s.
pub fn a_fragments(w: &[u64], s: Shape, q: u64, pi: impl Fn(usize) -> usize, rho: impl Fn(usize) -> usize) -> Vec<FragA> {
    let r = s.r;
    // W^(b) for every (h, i): W 2^(8b + 32) mod q.
    let planes: Vec<Vec<u32>> = (0..4)
        .map(|b| w.iter().map(|&x| (((x as u128) << (8 * b + 32)) % q as u128) as u32).collect())
        .collect();
    let mut out = vec![[[0u32; 4]; LANES]; s.fragments()];
    for a in 0..4 {
        for mt in 0..s.m_tiles() {
            for c in 0..s.chunks() {
                let f = &mut out[s.frag(a, mt, c)];
                for lane in 0..LANES {
                    for reg in 0..4 {
                        for i in 0..4 {
                            let (row, col) = a_at(lane, reg, i);
                            let k = 32 * c + col;
                            let v = planes[k / r][rho(16 * mt + row) * r + pi(k % r)];
                            f[lane][reg] |= byte(v, a) << (8 * i);
                        }
                    }
                }
            }
        }
    }
    out
}

/// One tile of the stage as a warp computes it: `x[lane][e]` the lanes'
/// input words (lane (g, t) word e is slot `slot(e, t)` of column g), the
/// matrix's fragments -> the lanes' output words (REDC, lazily in (0, 2q)),
/// lane word f at `out_at(f, lane)`.
pub fn tile_stage(s: Shape, frags: &[FragA], x: &[Vec<u32>], m: &Mont32) -> Result<Vec<Vec<u32>>, MmaError> {
    let bregs: Vec<Vec<[u32; 2]>> = x
        .iter()
        .map(|xs| {
            let planes: Vec<[u32; 4]> = xs.chunks(4).map(|q4| byte_planes([q4[0], q4[1], q4[2], q4[3]])).collect();
            (0..s.chunks()).map(|c| std::array::from_fn(|j| {
                let (b, grp) = s.b_source(c, j);
                planes[grp][b]
            })).collect()
        })
        .collect();
    let mut u = vec![vec![[0u32; 4]; s.words()]; LANES]; // [lane][f][plane]
    for a in 0..4 {
        for mt in 0..s.m_tiles() {
            let mut acc = [[0u32; 4]; LANES];
            for c in 0..s.chunks() {
                let b: FragB = std::array::from_fn(|l| bregs[l][c]);
                acc = mma_m16n8k32_u8(&frags[s.frag(a, mt, c)], &b, &acc)?;
            }
            for lane in 0..LANES {
                for reg in 0..4 {
                    u[lane][4 * mt + reg][a] = acc[lane][reg];
                }
            }
        }
    }
    u.iter().map(|lu| lu.iter().map(|&uf| plane_redc(uf, m)).collect()).collect()
}

#[cfg(test)]
#[path = "mma_tests.rs"]
mod tests;
