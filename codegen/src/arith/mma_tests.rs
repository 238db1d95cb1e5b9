//! The emulated tensor-core product against the PTX ISA's fragment table
//! and exact integer products, and the radix-16/32/64 stage built on it
//! against the DFT, for 30- and 31-bit primes.

use super::*;
use crate::arith::modular::{mul_mod, pow_mod};
use crate::arith::primes::ntt_primes;
use crate::arith::roots::primitive_root_of_unity;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

#[test]
fn fragment_positions_are_the_isa_table() {
    // Lane 13: groupID 3, threadID_in_group 1. A element a_i (i = 4 reg + byte):
    // a_5 (reg 1, byte 1) at row 3 + 8, col 4 + 1; a_10 (reg 2, byte 2) at
    // row 3, col 4 + 2 + 16; a_15 (reg 3, byte 3) at row 11, col 4 + 3 + 16.
    assert_eq!(a_at(13, 1, 1), (11, 5));
    assert_eq!(a_at(13, 2, 2), (3, 22));
    assert_eq!(a_at(13, 3, 3), (11, 23));
    // B element b_i: b_2 (reg 0) at row 4 + 2, b_6 (reg 1) at row 4 + 2 + 16, col groupID.
    assert_eq!(b_at(13, 0, 2), (6, 3));
    assert_eq!(b_at(13, 1, 2), (22, 3));
    // D: c_1 at row 3, col 2 + 1; c_2 at row 11, col 2.
    assert_eq!(d_at(13, 1), (3, 3));
    assert_eq!(d_at(13, 2), (11, 2));
    // Every element of each matrix has exactly one (lane, register, byte).
    let mut seen_a = [[0; 32]; 16];
    let mut seen_b = [[0; 8]; 32];
    let mut seen_d = [[0; 8]; 16];
    for lane in 0..32 {
        for reg in 0..4 {
            for i in 0..4 {
                let (r, c) = a_at(lane, reg, i);
                seen_a[r][c] += 1;
            }
            let (r, c) = d_at(lane, reg);
            seen_d[r][c] += 1;
        }
        for reg in 0..2 {
            for i in 0..4 {
                let (r, c) = b_at(lane, reg, i);
                seen_b[r][c] += 1;
            }
        }
    }
    assert!(seen_a.iter().flatten().chain(seen_b.iter().flatten()).chain(seen_d.iter().flatten()).all(|&n| n == 1));
}

fn scatter_a(m: &[[u32; 32]; 16]) -> FragA {
    std::array::from_fn(|lane| std::array::from_fn(|reg| (0..4).map(|i| { let (r, c) = a_at(lane, reg, i); m[r][c] << (8 * i) }).sum()))
}
fn scatter_b(m: &[[u32; 8]; 32]) -> FragB {
    std::array::from_fn(|lane| std::array::from_fn(|reg| (0..4).map(|i| { let (r, c) = b_at(lane, reg, i); m[r][c] << (8 * i) }).sum()))
}

#[test]
fn the_product_is_the_matrix_product_in_s32() {
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    for _ in 0..20 {
        let am: [[u32; 32]; 16] = std::array::from_fn(|_| std::array::from_fn(|_| rng.gen_range(0..256)));
        let bm: [[u32; 8]; 32] = std::array::from_fn(|_| std::array::from_fn(|_| rng.gen_range(0..256)));
        let cm: [[i32; 8]; 16] = std::array::from_fn(|_| std::array::from_fn(|_| rng.gen_range(-1 << 30..1 << 30)));
        let c: FragC = std::array::from_fn(|lane| std::array::from_fn(|reg| { let (r, col) = d_at(lane, reg); cm[r][col] as u32 }));
        let d = mma_m16n8k32_u8(&scatter_a(&am), &scatter_b(&bm), &c).unwrap();
        for lane in 0..32 {
            for reg in 0..4 {
                let (r, col) = d_at(lane, reg);
                let want = cm[r][col] as i64 + (0..32).map(|k| (am[r][k] * bm[k][col]) as i64).sum::<i64>();
                assert_eq!(d[lane][reg] as i32 as i64, want);
            }
        }
    }
}

#[test]
fn sums_outside_s32_are_refused_not_wrapped() {
    let ones: [[u32; 32]; 16] = [[1; 32]; 16];
    let bm: [[u32; 8]; 32] = [[1; 8]; 32];
    let mut c = [[0u32; 4]; 32];
    c[0][0] = (i32::MAX - 32) as u32; // row 0, col 0 gets 32 more: exactly MAX
    assert!(mma_m16n8k32_u8(&scatter_a(&ones), &scatter_b(&bm), &c).is_ok());
    c[0][0] = (i32::MAX - 31) as u32;
    assert_eq!(mma_m16n8k32_u8(&scatter_a(&ones), &scatter_b(&bm), &c), Err(MmaError::Overflow { row: 0, col: 0, sum: i32::MAX as i64 + 1 }));
}

#[test]
fn byte_planes_transpose_four_words() {
    let p = byte_planes([0x0403_0201, 0x1413_1211, 0x2423_2221, 0x3433_3231]);
    assert_eq!(p, [0x3121_1101, 0x3222_1202, 0x3323_1303, 0x3424_1404]);
}

#[test]
fn plane_redc_is_the_montgomery_reduction_of_the_sum() {
    let m = Mont32::new((1 << 31) - (1 << 17) + 1).unwrap_or_else(|e| panic!("{e}"));
    let q = m.q as u128;
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    for _ in 0..1000 {
        let u: [u32; 4] = std::array::from_fn(|a| rng.gen_range(0..if a == 3 { 1 << 23 } else { 1 << 24 }));
        let v = plane_value(u).unwrap();
        let got = plane_redc(u, &m).unwrap() as u128;
        assert!(got > 0 && got < 2 * q, "lazy range (0, 2q)");
        assert_eq!((got << 32) % q, v % q, "got = V 2^-32 mod q");
    }
    assert!(matches!(plane_redc([0, 0, 0, 1 << 31], &m), Err(MmaError::NegativePlane { plane: 3, .. })));
    // Sums of non-negative s32 planes stay below 2^56, so only a small
    // modulus can meet the bound: V = 2^8 2^24 = 2^32 < 3 2^32 <= 3 2^24 2^8.
    let small = Mont32::new(3).unwrap();
    assert!(plane_redc([0, 0, 0, 1 << 8], &small).is_ok());
    assert_eq!(plane_redc([0, 0, 0, 3 << 8], &small), Err(MmaError::PlaneSum { v: 3 << 32, bound: 3 << 32 }));
}

/// The stage of radix r through the emulated product, on random 32-bit
/// words in 8 columns, against sum_i W[h][i] x_i mod q.
fn check_stage(r: usize, bits: u32) {
    let q = ntt_primes(bits, 1, 1 << 17)[0];
    let m = Mont32::new(q).unwrap();
    let s = Shape::new(r).unwrap();
    let om = primitive_root_of_unity(r as u64, q).unwrap();
    let w: Vec<u64> = (0..r * r).map(|k| pow_mod(om, ((k / r) * (k % r)) as u64, q)).collect();
    // A row map that is not the identity, to check that rows go where rho says.
    let rho = |m: usize| m ^ 1;
    let frags = a_fragments(&w, s, q, |i| i, rho);
    let mut rng = ChaCha8Rng::seed_from_u64(r as u64 + bits as u64);
    let x: Vec<Vec<u32>> = (0..32).map(|_| (0..s.words()).map(|_| rng.gen()).collect()).collect();
    let y = tile_stage(s, &frags, &x, &m).unwrap();
    for lane in 0..32 {
        for f in 0..s.words() {
            let (row, col) = s.out_at(f, lane);
            let h = rho(row);
            let mut want = 0u64;
            for l2 in (0..32).filter(|l| l >> 2 == col) {
                for e in 0..s.words() {
                    let i = s.slot(e, l2 & 3);
                    want = (want + mul_mod(w[h * r + i], x[l2][e] as u64 % q, q)) % q;
                }
            }
            assert_eq!(y[lane][f] as u64 % q, want, "radix {r}, lane {lane}, word {f}");
        }
    }
}

#[test]
fn the_radix_16_32_64_stage_is_the_dft_for_30_and_31_bit_primes() {
    for r in [16, 32, 64] {
        for bits in [30, 31] {
            check_stage(r, bits);
        }
    }
}

#[test]
fn bad_radix_and_modulus_are_refused() {
    assert_eq!(Shape::new(8), Err(MmaError::Radix { r: 8 }));
    assert_eq!(Mont32::new(1 << 31), Err(MmaError::Modulus { q: 1 << 31 }));
    assert_eq!(Mont32::new(1 << 20), Err(MmaError::Modulus { q: 1 << 20 }));
}
