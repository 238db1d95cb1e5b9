//! The RLWE element-wise steps on either backend: the kernels
//! `codegen::emit::elementwise::apps::rlwe` describes (checked in as
//! `generated/apps/rlwe.cu`) on the GPU, and their CPU twins (same
//! arithmetic, so the backends agree bit for bit). Both read the staged batch as the
//! same bytes: u, e1, e2 (bn i8 each), then bn little-endian u16 messages.

use super::sample::lift;
use crate::apps::{Poly, Ring};
use crate::{kernel_args, CompileOptions, DeviceBuffer, Error, Gpu, Kernel, KernelCache, LaunchDims, Result, Stream};
use std::sync::Arc;

/// CUDA source of the RLWE kernels (`rlwe_lift_small`,
/// `rlwe_broadcast_pair`, `rlwe_add_noise`), rendered from their
/// descriptors by `codegen::emit::elementwise`.
pub fn rlwe_cu() -> Result<String> {
    codegen::emit::elementwise::rlwe_cuda().map_err(|e| Error::Invalid(format!("rlwe kernels: {e}")))
}

/// The staged batch: the packed bytes on the host (CPU backend) or one
/// device buffer of them (GPU backend, uploaded as u32 words).
pub(super) enum Staged {
    Host(Vec<u8>),
    Device(DeviceBuffer<u32>),
}

/// The compiled RLWE kernels (GPU backend).
pub(super) struct Kernels {
    gpu: Arc<Gpu>,
    lift: Kernel,
    pair: Kernel,
    noise: Kernel,
}

impl Kernels {
    pub(super) fn load(gpu: &Arc<Gpu>) -> Result<Kernels> {
        let (_, module) = gpu.compile_and_load(KernelCache::global(), &rlwe_cu()?, "nttgen_rlwe", &CompileOptions::default())?;
        Ok(Kernels { gpu: gpu.clone(), lift: module.kernel("rlwe_lift_small")?, pair: module.kernel("rlwe_broadcast_pair")?, noise: module.kernel("rlwe_add_noise")? })
    }
}

/// Grid for an element-wise kernel over `words` words (grid-stride loop).
fn dims(words: usize) -> LaunchDims {
    let blocks = words.div_ceil(256).clamp(1, 65_535) as u32;
    LaunchDims::new([blocks, 1, 1], [256, 1, 1], 0)
}

fn stream(ring: &Ring) -> Result<&Stream> {
    ring.stream().ok_or_else(|| Error::Invalid("rlwe: GPU kernels on a CPU ring (internal: backends mixed)".into()))
}

fn alloc(k: &Kernels, ring: &Ring, words: usize) -> Result<DeviceBuffer<u64>> {
    let s = stream(ring)?;
    // Untracked like the Ring's buffers: every use is ordered by the one stream.
    k.gpu.untracked(|| s.alloc_zeros::<u64>(words))
}

fn mixed() -> Error {
    Error::Invalid("rlwe: host data given to the GPU path or device data to the CPU path (internal: backends mixed)".into())
}

/// (a + b) mod q, a, b < q < 2^64, the sum chosen by a mask (the carry out
/// of a + b counts too), as `rlwe_add` in the kernels.
pub(super) fn add_ct(a: u64, b: u64, q: u64) -> u64 {
    let (s, carry) = a.overflowing_add(b);
    let (t, below) = s.overflowing_sub(q);
    let keep = ((!carry & below) as u64).wrapping_neg(); // s < q and no carry: keep s
    (s & keep) | (t & !keep)
}

/// The packed bytes (a multiple of 4) as one upload of u32 words on the
/// ring's stream.
pub(super) fn upload(k: &Kernels, ring: &Ring, bytes: &[u8]) -> Result<Staged> {
    let words: Vec<u32> = bytes.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect();
    let s = stream(ring)?;
    Ok(Staged::Device(k.gpu.untracked(|| s.upload(&words))?))
}

/// The batch's u (its first bn bytes) lifted to words mod q.
pub(super) fn lift_u(ring: &Ring, k: Option<&Kernels>, st: &Staged, q: u64, bn: usize) -> Result<Poly> {
    match (st, k) {
        (Staged::Host(p), None) => Ok(Poly::Host(p[..bn].iter().map(|&b| lift(b as i8, q)).collect())),
        (Staged::Device(p), Some(k)) => {
            let mut out = alloc(k, ring, bn)?;
            // SAFETY: rlwe_lift_small(u64* out, const i8* small, u64 q, u64 count); out holds bn words, p at least bn bytes.
            unsafe { stream(ring)?.launch(&k.lift, dims(bn), kernel_args![&mut out, p, q, bn as u64])? };
            Ok(Poly::Device(out))
        }
        _ => Err(mixed()),
    }
}

/// [b x batch | a x batch]: the public key broadcast over a batch.
pub(super) fn broadcast_pair(ring: &Ring, k: Option<&Kernels>, b: &Poly, a: &Poly, batch: usize) -> Result<Poly> {
    let n = ring.n();
    match (b, a, k) {
        (Poly::Host(b), Poly::Host(a), None) => Ok(Poly::Host([b.repeat(batch), a.repeat(batch)].concat())),
        (Poly::Device(b), Poly::Device(a), Some(k)) => {
            let mut out = alloc(k, ring, 2 * batch * n)?;
            // SAFETY: rlwe_broadcast_pair(u64* dst, const u64* b, const u64* a, u64 n, u64 batch); dst holds 2 batch n words, b and a n each.
            unsafe { stream(ring)?.launch(&k.pair, dims(2 * batch * n), kernel_args![&mut out, b, a, n as u64, batch as u64])? };
            Ok(Poly::Device(out))
        }
        _ => Err(mixed()),
    }
}

/// c = [c0 | c1] (bn words each): c0 += e1 + delta m, c1 += e2.
pub(super) fn add_noise(ring: &Ring, k: Option<&Kernels>, c: &mut Poly, st: &Staged, q: u64, delta: u64, bn: usize) -> Result<()> {
    match (c, st, k) {
        (Poly::Host(c), Staged::Host(p), None) => {
            add_noise_host(c, p, q, delta, bn);
            Ok(())
        }
        (Poly::Device(c), Staged::Device(p), Some(k)) => {
            // SAFETY: rlwe_add_noise(u64* c, const u8* packed, u64 q, u64 delta, u64 bn); c holds 2 bn words, p 5 bn bytes (padded).
            unsafe { stream(ring)?.launch(&k.noise, dims(2 * bn), kernel_args![c, p, q, delta, bn as u64]) }
        }
        _ => Err(mixed()),
    }
}

fn add_noise_host(c: &mut [u64], p: &[u8], q: u64, delta: u64, bn: usize) {
    let (c0, c1) = c.split_at_mut(bn);
    let (e1, rest) = p[bn..].split_at(bn);
    let (e2, m) = rest.split_at(bn);
    for (i, x) in c0.iter_mut().enumerate() {
        let msg = u16::from_le_bytes([m[2 * i], m[2 * i + 1]]) as u64;
        *x = add_ct(*x, add_ct(lift(e1[i] as i8, q), delta * msg, q), q);
    }
    for (x, &e) in c1.iter_mut().zip(e2) {
        *x = add_ct(*x, lift(e as i8, q), q);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::apps::Backend;
    use codegen::emit::elementwise::eval::{self, Arg};
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    /// The generated kernel `name` run on the CPU (its descriptor), the first
    /// buffer returned.
    fn generated(name: &str, mut args: Vec<Arg>) -> Vec<u64> {
        let k = codegen::emit::elementwise::apps::rlwe().kernels.into_iter().find(|k| k.name == name).unwrap();
        eval::run(&k, &mut args).unwrap();
        match args.swap_remove(0) {
            Arg::Words(w) => w,
            _ => unreachable!(),
        }
    }

    fn host(p: Poly) -> Vec<u64> {
        match p {
            Poly::Host(v) => v,
            Poly::Device(_) => unreachable!(),
        }
    }

    /// Each generated RLWE kernel, evaluated from its descriptor with the
    /// arguments the GPU path launches, against the CPU twin, on random
    /// bytes over the whole i8 range and random u16 messages.
    #[test]
    fn generated_kernels_match_the_twins() {
        let spec = codegen::spec::from_str("transform = \"ntt-negacyclic\"\nlog_n = 5\nword = \"u64\"\n[moduli]\nbits = 60\ncount = 1\n").unwrap();
        let ring = Ring::new(&Backend::Cpu, &spec).unwrap();
        let (n, q) = (ring.n(), ring.primes()[0]);
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        for batch in [1usize, 3] {
            let bn = batch * n;
            let t = 1u64 << 16;
            let delta = q / t;
            let mut packed: Vec<u8> = (0..3 * bn).map(|_| rng.gen()).collect();
            packed.extend((0..bn).flat_map(|_| rng.gen::<u16>().to_le_bytes()));
            let st = Staged::Host(packed.clone());

            let want = host(lift_u(&ring, None, &st, q, bn).unwrap());
            let got = generated("rlwe_lift_small", vec![Arg::Words(vec![0; bn]), Arg::Bytes(packed.clone()), Arg::Value(q), Arg::Value(bn as u64)]);
            assert_eq!(got, want, "lift, batch {batch}");

            let (b, a): (Vec<u64>, Vec<u64>) = (0..n).map(|_| (rng.gen_range(0..q), rng.gen_range(0..q))).unzip();
            let want = host(broadcast_pair(&ring, None, &Poly::Host(b.clone()), &Poly::Host(a.clone()), batch).unwrap());
            let got = generated("rlwe_broadcast_pair", vec![Arg::Words(vec![0; 2 * bn]), Arg::Words(b), Arg::Words(a), Arg::Value(n as u64), Arg::Value(batch as u64)]);
            assert_eq!(got, want, "broadcast, batch {batch}");

            let c: Vec<u64> = (0..2 * bn).map(|_| rng.gen_range(0..q)).collect();
            let mut twin = Poly::Host(c.clone());
            add_noise(&ring, None, &mut twin, &st, q, delta, bn).unwrap();
            let got = generated("rlwe_add_noise", vec![Arg::Words(c), Arg::Bytes(packed), Arg::Value(q), Arg::Value(delta), Arg::Value(bn as u64)]);
            assert_eq!(got, host(twin), "add_noise, batch {batch}");
        }
    }

    #[test]
    fn add_ct_matches_u128() {
        for q in [17u64, 12289, 1 << 62, 0xFFFF_FFFF_0000_0001] {
            for (a, b) in [(0, 0), (q - 1, q - 1), (q - 1, 1), (q / 2, q / 2 + 1), (1, 2)] {
                assert_eq!(add_ct(a, b, q) as u128, (a as u128 + b as u128) % q as u128, "{a} + {b} mod {q}");
            }
        }
    }
}
