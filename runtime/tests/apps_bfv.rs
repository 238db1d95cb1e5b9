//! runtime::apps::bfv: the big-integer textbook oracle (decrypt(HMUL) =
//! a b mod t), the RNS implementation on the CPU executor against the
//! oracle word for word, the CUDA kernels compile with NVRTC; on the GPU
//! machine (`--ignored`) the GPU against the CPU, bit for bit.

mod common;

use codegen::emit::elementwise::eval::{self, Arg};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use runtime::apps::bfv::{Bfv, BfvParams, GraphMemory, Oracle, Sampler};
use runtime::apps::Backend;

/// a b mod (t, x^N + 1), by schoolbook.
fn plain_mul(a: &[u64], b: &[u64], t: u64) -> Vec<u64> {
    let n = a.len();
    let mut out = vec![0u64; n];
    for (i, &x) in a.iter().enumerate() {
        for (j, &y) in b.iter().enumerate() {
            let p = x * y % t;
            let k = (i + j) % n;
            out[k] = if i + j < n { (out[k] + p) % t } else { (out[k] + t - p) % t };
        }
    }
    out
}

fn plaintext(rng: &mut ChaCha8Rng, n: usize, t: u64) -> Vec<u64> {
    (0..n).map(|_| rng.gen_range(0..t)).collect()
}

/// Small test parameters: N = 2^log_n, three 30-bit towers, t = 65537.
fn small(log_n: u32) -> BfvParams {
    BfvParams::with_tower_bits(log_n, &[30, 30, 30], 65537).unwrap()
}

#[test]
fn oracle_decrypts_products_of_random_plaintexts() {
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    for (log_n, pairs) in [(4u32, 24), (6, 3)] {
        let p = small(log_n);
        let (n, t) = (p.n(), p.t);
        let o = Oracle::new(&p);
        let mut smp = Sampler::from_seed(log_n as u64);
        let keys = o.keygen(&mut smp);
        for _ in 0..pairs {
            let (a, b) = (plaintext(&mut rng, n, t), plaintext(&mut rng, n, t));
            let (ca, cb) = (o.encrypt(&keys.pk, &a, &mut smp).unwrap(), o.encrypt(&keys.pk, &b, &mut smp).unwrap());
            assert_eq!(o.decrypt(&keys.s, &ca), a);
            let sum: Vec<u64> = a.iter().zip(&b).map(|(x, y)| (x + y) % t).collect();
            assert_eq!(o.decrypt(&keys.s, &o.add_ct(&ca, &cb).unwrap()), sum);
            let prod = o.multiply(&ca, &cb).unwrap();
            let want = plain_mul(&a, &b, t);
            assert_eq!(o.decrypt(&keys.s, &prod), want, "3-polynomial product, N = {n}");
            let relin = o.relinearize(&prod, &keys.rlk).unwrap();
            assert_eq!(o.decrypt(&keys.s, &relin), want, "relinearised product, N = {n}");
            let (fresh, mul, rel) = (o.noise_budget(&keys.s, &ca), o.noise_budget(&keys.s, &prod), o.noise_budget(&keys.s, &relin));
            // Fresh ≈ log q - log t - log(N σ) ≈ 60; the product costs
            // about log t + log N bits; relinearising costs little here.
            assert!(fresh > 55.0 && mul < fresh - 15.0 && mul > 20.0 && rel > 15.0 && rel <= mul + 0.5, "budgets {fresh} {mul} {rel}");
        }
    }
}

/// A ciphertext with its noise pushed past q / (2t) no longer decrypts,
/// and its budget reads (about) 0 bits; one just short of it still
/// decrypts, with little budget: the budget measures what it claims.
#[test]
fn oracle_budget_reaches_zero_when_decryption_fails() {
    let p = BfvParams::with_tower_bits(4, &[50], 65537).unwrap();
    let o = Oracle::new(&p);
    let mut smp = Sampler::from_seed(5);
    let keys = o.keygen(&mut smp);
    let m = vec![1u64; p.n()];
    let mut ct = o.encrypt(&keys.pk, &m, &mut smp).unwrap();
    assert!(o.noise_budget(&keys.s, &ct) > 5.0);
    // Adding about q/(2t) to c0 moves the phase by half a plaintext step
    // (on top of the fresh noise, below 2^10 here).
    let (half_step, noise) = (o.q() / (2 * p.t), num_bigint::BigUint::from(1u32 << 10));
    let mut near = ct.clone();
    near.c[0][0] = (&ct.c[0][0] + &half_step - &noise) % o.q();
    assert_eq!(o.decrypt(&keys.s, &near), m);
    let b = o.noise_budget(&keys.s, &near);
    assert!(b > 0.0 && b < 0.01, "budget {b}");
    ct.c[0][0] = (&ct.c[0][0] + &half_step + &noise) % o.q();
    assert_ne!(o.decrypt(&keys.s, &ct), m);
    assert!(o.noise_budget(&keys.s, &ct) < 0.01);
}

#[test]
fn oracle_refuses_bad_plaintexts() {
    let p = small(4);
    let o = Oracle::new(&p);
    let mut smp = Sampler::from_seed(1);
    let keys = o.keygen(&mut smp);
    let mut m = vec![0u64; p.n()];
    m[3] = p.t;
    let e = o.encrypt(&keys.pk, &m, &mut smp).unwrap_err().to_string();
    assert!(e.contains("plaintext[3]") && e.contains("not below t"), "{e}");
    let e = o.encrypt(&keys.pk, &m[1..], &mut smp).unwrap_err().to_string();
    assert!(e.contains("coefficients"), "{e}");
}

#[test]
fn parameters_follow_the_standard() {
    for (log_n, log_q) in [(12u32, 109u32), (13, 218), (14, 438), (15, 881)] {
        let p = BfvParams::standard(log_n, None, 65537).unwrap();
        let bits: u64 = p.q().bits();
        assert!(bits <= log_q as u64 && bits >= log_q as u64 - 1, "N = 2^{log_n}: q has {bits} bits, the standard allows {log_q}");
        assert!(p.p() > p.q() * p.t * (4u64 << log_n), "P too small at N = 2^{log_n}");
        let two_n = 2u64 << log_n;
        assert!(p.q_primes.iter().chain(&p.p_primes).all(|&x| x % two_n == 1 && x < 1 << 61));
    }
    let e = BfvParams::standard(12, Some(110), 65537).unwrap_err().to_string();
    assert!(e.contains("log_q = 110") && e.contains("109"), "{e}");
    assert!(BfvParams::standard(9, None, 65537).unwrap_err().to_string().contains("log_n"));
    let e = BfvParams::with_tower_bits(4, &[30], 1 << 40).unwrap_err().to_string();
    assert!(e.contains("t = "), "{e}");
    let e = BfvParams::from_primes(4, vec![97, 97], 3).unwrap_err().to_string();
    assert!(e.contains("q_primes[1]") && e.contains("repeated"), "{e}");
    let e = BfvParams::from_primes(4, vec![101], 3).unwrap_err().to_string();
    assert!(e.contains("q_primes[0]"), "{e}");
}

/// Extension and scaling twins against big integers: the extension gives
/// the centered representative, the scaling round(t x / q) exactly.
#[test]
fn hps_twins_match_big_integers() {
    use num_bigint::{BigInt, BigUint};
    use runtime::apps::bfv::hps::HpsTables;
    let p = BfvParams::with_tower_bits(5, &[50, 45, 40], 65537).unwrap();
    let h = HpsTables::new(&p).unwrap();
    let q = BigInt::from(p.q());
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let residues = |x: &BigInt, m: &[u64]| -> Vec<u64> { m.iter().map(|&mi| u64::try_from(((x % mi as i64) + mi as i64) % mi as i64).unwrap()).collect() };
    let random = |rng: &mut ChaCha8Rng, bound: &BigInt| -> BigInt {
        let bytes: Vec<u8> = (0..bound.bits().div_ceil(8) + 8).map(|_| rng.gen()).collect();
        BigInt::from(BigUint::from_bytes_le(&bytes)) % bound
    };
    for round in 0..300 {
        // Centered x in (-q/2, q/2), extremes first. Within q 2^-64 of
        // ±q/2 the fixed-point rounding may pick the other representative
        // (documented; HPS's error), so the extremes keep q 2^-40 away.
        let top: BigInt = (&q - 1) / 2 - (&q >> 40);
        let x: BigInt = match round {
            0 => top.clone(),
            1 => -top.clone(),
            _ => random(&mut rng, &q) - &q / 2,
        };
        let mut out = vec![0u64; p.p_primes.len()];
        h.extend(&residues(&x, &p.q_primes), &mut out);
        assert_eq!(out, residues(&x, &p.p_primes), "extension of {x}");
        // A tensor coefficient: |y| up to N q² / 2.
        let bound: BigInt = &q * &q * BigInt::from(p.n()) / 2;
        let y = if round == 2 { bound.clone() } else { random(&mut rng, &(&bound * 2)) - &bound };
        let mut all = residues(&y, &p.q_primes);
        all.extend(residues(&y, &p.p_primes));
        let mut out = vec![0u64; p.q_primes.len()];
        h.scale(&all, &mut out);
        let (mag, neg) = (y.magnitude() * p.t, y.sign() == num_bigint::Sign::Minus);
        let r = BigInt::from((mag * 2u32 + q.magnitude()) / (q.magnitude() * 2u32));
        let want = if neg { -r } else { r };
        assert_eq!(out, residues(&want, &p.q_primes), "round(t y / q) for y = {y}");
    }
}

/// Words below each modulus of `towers`, batch x towers x n (tower-major
/// within a polynomial, as the kernels read them).
fn residues_of(rng: &mut ChaCha8Rng, towers: &[u64], n: usize, batch: usize) -> Vec<u64> {
    (0..batch).flat_map(|_| towers.iter().flat_map(|&m| (0..n).map(|_| rng.gen_range(0..m)).collect::<Vec<_>>()).collect::<Vec<_>>()).collect()
}

/// The split sums of products: where `split_bits` splits, sums of `terms`
/// products of words below the two bases' largest primes (the largest
/// words, and random ones), split by `split_word` and summed as the kernels
/// do (four u64 words of 32 x 32-bit products), never overflow a word and
/// recombine to the exact sum; where it does not split, the largest words
/// would overflow one.
#[test]
fn split_sums_fit_their_words() {
    use runtime::apps::bfv::hps::{split_bits, split_word};
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let fixed = [(1u64 << 52, 1u64 << 60, 17), (1 << 55, 1 << 60, 8), (1 << 61, 1 << 61, 3), (1 << 61, 1 << 61, 5), (1 << 60, 1 << 60, 17), (3, 5, 1), (u64::MAX, u64::MAX, 2)];
    let cases: Vec<(u64, u64, usize)> = fixed.into_iter().chain((0..300).map(|_| (rng.gen_range(2..u64::MAX) >> rng.gen_range(0..40), rng.gen_range(2..u64::MAX) >> rng.gen_range(0..40), rng.gen_range(1..300)))).collect();
    let mut both = [false, false];
    for (wq, wp, k) in cases {
        let (sq, sp) = split_bits(wq, wp, k);
        both[(sq > 0) as usize] = true;
        let (tq, tp) = (wq - 1, wp - 1);
        if sq == 0 {
            assert_eq!((sp, split_word(tq, 0), split_word(tp, 0)), (0, tq, tp), "unsplit words stay as they are");
            // Split at half their bits, the largest halves' words would pass
            // 2^64 (or the top weight 2^(sq + sp) a word).
            let bound = |t: u64| {
                let s = (64 - t.leading_zeros()).div_ceil(2);
                (s, ((1u128 << s) - 1).min(t as u128), (t >> s) as u128)
            };
            let ((sq, lq, hq), (sp, lp, hp)) = (bound(tq), bound(tp));
            let over = [lq * lp, lq * hp, hq * lp, hq * hp].iter().any(|&w| w.checked_mul(k as u128).is_none_or(|v| v >= 1 << 64));
            assert!(over || sq + sp >= 64 || tq == 0 || tp == 0, "q below {wq}, P below {wp}, {k} terms: not split, yet every word fits");
            continue;
        }
        assert!(sp > 0);
        // The kernels' four words over k terms: the largest words, then random ones.
        for round in 0..2 {
            let pairs: Vec<(u64, u64)> = (0..k).map(|_| if round == 0 { (tq, tp) } else { (rng.gen_range(0..wq), rng.gen_range(0..wp)) }).collect();
            let mut words = [0u64; 4];
            for &(a, b) in &pairs {
                let (a, b) = (split_word(a, sq), split_word(b, sp));
                let (la, ha, lb, hb) = (a & 0xffff_ffff, a >> 32, b & 0xffff_ffff, b >> 32);
                for (w, x) in words.iter_mut().zip([la * lb, la * hb, ha * lb, ha * hb]) {
                    *w = w.checked_add(x).unwrap_or_else(|| panic!("q below {wq}, P below {wp}, {k} terms, split ({sq}, {sp}): a word overflows"));
                }
            }
            let w = words.map(|x| x as u128);
            let exact: u128 = pairs.iter().map(|&(a, b)| a as u128 * b as u128).sum();
            assert_eq!(w[0] + (w[1] << sp) + (w[2] << sq) + (w[3] << (sq + sp)), exact, "q below {wq}, P below {wp}, {k} terms");
        }
    }
    assert!(both[0] && both[1], "cases of both kinds");
    assert_eq!(split_bits(1 << 52, 1 << 60, 17), (26, 30), "the standard 2^15 towers (q 52 bits, P 60) split");
    assert_eq!(split_bits(1 << 61, 1 << 61, 5), (0, 0), "five 61-bit products do not");
    // A split no kernel takes leaves the word as it is (no shift past the word).
    assert_eq!([33, 64, u32::MAX].map(|s| split_word(u64::MAX, s)), [u64::MAX; 3]);
}

/// One parameter set's generated BFV kernels, evaluated from their
/// descriptors (the text the GPU compiles) with the arguments the GPU path
/// launches: `batch` polynomials of `n` words per tower.
struct BfvTwins {
    module: codegen::emit::elementwise::Module,
    h: runtime::apps::bfv::hps::HpsTables,
    tab: Vec<u64>,
    sizes: Vec<(String, u64)>,
    n: usize,
    batch: usize,
}

impl BfvTwins {
    fn new(params: &BfvParams) -> BfvTwins {
        let h = runtime::apps::bfv::hps::HpsTables::new(params).unwrap();
        let (tab, _) = h.flat();
        let sizes = h.sizes();
        BfvTwins { module: codegen::emit::elementwise::apps::bfv(), h, tab, sizes, n: 4, batch: 3 }
    }

    fn run(&self, name: &str, args: &mut [Arg]) {
        let sizes: Vec<(&str, u64)> = self.sizes.iter().map(|(n, v)| (n.as_str(), *v)).collect();
        eval::run_sized(self.module.kernels.iter().find(|k| k.name == name).unwrap(), &sizes, args).unwrap();
    }

    /// Kernel `name` over `args`, then the tables, log_n and `batch`; returns
    /// its first argument's words.
    fn run_out(&self, name: &str, mut args: Vec<Arg>, batch: usize) -> Vec<u64> {
        args.extend([Arg::Words(self.tab.clone()), Arg::Value(self.n.trailing_zeros() as u64), Arg::Value(batch as u64)]);
        self.run(name, &mut args);
        let Arg::Words(out) = &args[0] else { unreachable!() };
        out.clone()
    }

    /// Per coefficient of a batch x towers x n buffer: its towers' words.
    fn column(&self, x: &[u64], towers: usize, c: usize) -> Vec<u64> {
        (0..towers).map(|t| x[(c / self.n * towers + t) * self.n + c % self.n]).collect()
    }

    fn towers(&self) -> (usize, usize) {
        (self.h.q.len(), self.h.p.len())
    }

    /// The extension of a product's four operands (x and three more), each
    /// from its own buffer.
    fn extend_matches(&self, rng: &mut ChaCha8Rng, x: &[u64]) {
        let ((kq, kp), (n, batch)) = (self.towers(), (self.n, self.batch));
        let ops: Vec<Vec<u64>> = [x.to_vec()].into_iter().chain((0..3).map(|_| residues_of(rng, &self.h.q, n, batch))).collect();
        let all = ops.concat();
        let mut args = vec![Arg::Words(vec![0; 4 * batch * (kq + kp) * n])];
        args.extend(ops.iter().map(|x| Arg::Words(x.clone())));
        args.extend([Arg::Words(self.tab.clone()), Arg::Value(n.trailing_zeros() as u64), Arg::Value(batch as u64)]);
        self.run("bfv_extend", &mut args);
        let Arg::Words(out) = &args[0] else { unreachable!() };
        for c in 0..4 * n * batch {
            let xc = self.column(&all, kq, c);
            let mut want = xc.clone();
            want.resize(kq + kp, 0);
            self.h.extend(&xc, &mut want[kq..]);
            assert_eq!(self.column(&out, kq + kp, c), want, "bfv_extend, coefficient {c} of the four operands");
        }
    }

    /// The digits of x (batch x kq digits x kq towers x n), from the twin:
    /// the key products' input (on the GPU the q ring's from-y-row form
    /// makes them in its transform's loads).
    fn digits_of(&self, x: &[u64]) -> Vec<u64> {
        let ((kq, _), (n, batch)) = (self.towers(), (self.n, self.batch));
        let mut digits = vec![0; batch * kq * kq * n];
        for c in 0..n * batch {
            let mut d = vec![0; kq * kq];
            self.h.digits(&self.column(x, kq, c), &mut d);
            for (j, w) in d.into_iter().enumerate() {
                digits[(c / n * kq * kq + j) * n + c % n] = w;
            }
        }
        digits
    }

    /// The tensor: a0, a1, b0, b1 in, d0, d1, d2 out, part after part (a
    /// thread per word of a ciphertext's polynomial), against products in
    /// u128; the largest residues included.
    fn tensor_matches(&self, rng: &mut ChaCha8Rng, qp: &[u64]) {
        let ((kq, kp), (n, batch)) = (self.towers(), (self.n, self.batch));
        let mut ops = residues_of(rng, qp, n, 4 * batch);
        (0..4).for_each(|part| (0..kq + kp).for_each(|t| ops[((part * batch) * (kq + kp) + t) * n] = qp[t] - 1));
        let d = self.run_out("bfv_tensor", vec![Arg::Words(vec![0; 3 * batch * (kq + kp) * n]), Arg::Words(ops.clone())], batch);
        let at = |part: usize, p: usize, t: usize, k: usize| ((part * batch + p) * (kq + kp) + t) * n + k;
        for p in 0..batch {
            for (t, &m) in qp.iter().enumerate() {
                for k in 0..n {
                    let [a0, a1, b0, b1] = [0, 1, 2, 3].map(|part| ops[at(part, p, t, k)] as u128);
                    let want = [a0 * b0 % m as u128, (a0 * b1 % m as u128 + a1 * b0 % m as u128) % m as u128, a1 * b1 % m as u128];
                    for (part, &w) in want.iter().enumerate() {
                        assert_eq!(d[at(part, p, t, k)] as u128, w, "bfv_tensor, part {part}, polynomial {p}, tower {t}, coefficient {k}");
                    }
                }
            }
        }
    }

    /// The scaling of y in four launches: the rounding term, P's words, the
    /// extension's y and v, q's words.
    fn scale_matches(&self, y: &[u64]) {
        let ((kq, kp), (n, batch)) = (self.towers(), (self.n, self.batch));
        // The first half (aux from in), the second (out from aux).
        let aux = self.run_out("bfv_scale_p", vec![Arg::Words(vec![0; batch * kp * n]), Arg::Words(y.to_vec())], batch);
        // Polynomials from `split` on into out2 (a product's c2 on its own).
        let split = batch.div_ceil(2);
        let mut args = vec![Arg::Words(vec![0; split * kq * n]), Arg::Words(vec![0; (batch - split) * kq * n]), Arg::Words(aux)];
        args.extend([Arg::Words(self.tab.clone()), Arg::Value(self.n.trailing_zeros() as u64), Arg::Value(batch as u64), Arg::Value(split as u64)]);
        self.run("bfv_scale_q", &mut args);
        let (Arg::Words(first), Arg::Words(rest)) = (&args[0], &args[1]) else { unreachable!() };
        let out = [first.clone(), rest.clone()].concat();
        for c in 0..n * batch {
            let mut want = vec![0; kq];
            self.h.scale(&self.column(y, kq + kp, c), &mut want);
            assert_eq!(self.column(&out, kq, c), want, "bfv_scale, coefficient {c}");
        }
    }

    /// Relinearisation's result: out0 = s0 + c0, out1 = s1 + c1 from the
    /// sums and the product's leading c0, c1 (c2 after them, not read).
    fn relin_out_matches(&self, rng: &mut ChaCha8Rng) {
        let ((kq, _), (n, batch)) = (self.towers(), (self.n, self.batch));
        let words = batch * kq * n;
        let sums: Vec<u64> = [residues_of(rng, &self.h.q, n, batch), residues_of(rng, &self.h.q, n, batch)].concat();
        let mut product: Vec<u64> = [residues_of(rng, &self.h.q, n, batch), residues_of(rng, &self.h.q, n, batch), residues_of(rng, &self.h.q, n, batch)].concat();
        product[0] = self.h.q[0] - 1;
        let mut args = vec![Arg::Words(vec![0; words]), Arg::Words(vec![0; words]), Arg::Words(sums.clone()), Arg::Words(product.clone())];
        args.extend([Arg::Words(self.tab.clone()), Arg::Value(n.trailing_zeros() as u64), Arg::Value(batch as u64)]);
        self.run("bfv_relin_out", &mut args);
        for (which, arg) in args[..2].iter().enumerate() {
            let Arg::Words(got) = arg else { unreachable!() };
            for (at, &w) in got.iter().enumerate() {
                let q = self.h.q[(at / n) % kq];
                let i = which * words + at;
                assert_eq!(w, runtime::apps::modq::add_mod(sums[i], product[i], q), "bfv_relin_out, output {which}, word {at}");
            }
        }
    }

    /// Key products: digits batch x kq x kq x n, keys 2 x kq x kq x n words
    /// in Montgomery's form (the largest residue included).
    fn key_dot_matches(&self, rng: &mut ChaCha8Rng, digits: &[u64]) {
        use runtime::apps::modq::{add_mod, mul_mod, to_montgomery};
        let ((kq, _), (n, batch)) = (self.towers(), (self.n, self.batch));
        let per_key = kq * kq * n;
        let tower = |at: usize| self.h.q[(at / n) % kq];
        let mut keys: Vec<u64> = (0..2 * per_key).map(|at| rng.gen_range(0..tower(at))).collect();
        keys[0] = self.h.q[0] - 1;
        let words: Vec<u64> = keys.iter().enumerate().map(|(at, &w)| to_montgomery(w, tower(at))).collect();
        let out = self.run_out("bfv_key_dot", vec![Arg::Words(vec![0; 2 * batch * kq * n]), Arg::Words(digits.to_vec()), Arg::Words(words)], batch);
        // b's sums, then a's.
        for (which, got) in out.chunks(batch * kq * n).enumerate() {
            for p in 0..batch {
                for i in 0..kq {
                    for k in 0..n {
                        let want = (0..kq).fold(0, |acc, d| add_mod(acc, mul_mod(keys[which * per_key + (d * kq + i) * n + k], digits[((p * kq + d) * kq + i) * n + k], self.h.q[i]), self.h.q[i]));
                        assert_eq!(got[(p * kq + i) * n + k], want, "bfv_key_dot, key {which}, polynomial {p}, tower {i}, coefficient {k}");
                    }
                }
            }
        }
    }
}

/// The generated BFV kernels against the Rust twins of `hps` (and the CPU
/// key product of `steps`) word for word, on random residues and the
/// extremes 0 and m - 1.
#[test]
fn generated_kernels_match_the_twins() {
    let mut rng = ChaCha8Rng::seed_from_u64(21);
    // N = 2^15's standard q has more towers than its P (17 and 16): the
    // per-word kernels' tower ranges in both orders.
    // Three towers of q of 61 bits, eight of P of 62: the sums of
    // products in 128 bits (no split); the others split.
    let wide = {
        use codegen::arith::primes::ntt_primes;
        BfvParams { log_n: 4, t: 65537, q_primes: ntt_primes(61, 3, 32), p_primes: ntt_primes(62, 8, 32) }
    };
    let sets = [BfvParams::standard(12, Some(109), 65537).unwrap(), BfvParams::with_tower_bits(5, &[50, 45, 40], 65537).unwrap(), BfvParams::standard(15, None, 65537).unwrap(), wide];
    let splits: Vec<(u32, u32)> = sets.iter().map(|p| runtime::apps::bfv::hps::HpsTables::new(p).unwrap().split).collect();
    assert!(splits.contains(&(0, 0)) && splits.iter().any(|&s| s.0 > 0), "both forms of the sums: {splits:?}");
    for params in sets {
        let twins = BfvTwins::new(&params);
        let (h, n, batch) = (&twins.h, twins.n, twins.batch);
        let kq = h.q.len();
        let qp: Vec<u64> = h.q.iter().chain(&h.p).copied().collect();
        let mut x = residues_of(&mut rng, &h.q, n, batch);
        (0..kq).for_each(|t| x[t * n] = 0);
        (0..kq).for_each(|t| x[t * n + 1] = h.q[t] - 1);
        twins.extend_matches(&mut rng, &x);
        let digits = twins.digits_of(&x);
        let mut y = residues_of(&mut rng, &qp, n, batch);
        (0..qp.len()).for_each(|t| y[t * n] = qp[t] - 1);
        twins.tensor_matches(&mut rng, &qp);
        twins.scale_matches(&y);
        twins.key_dot_matches(&mut rng, &digits);
        twins.relin_out_matches(&mut rng);
    }
}

/// With one seed the RNS implementation (CPU executor) and the oracle make
/// the same keys and ciphertexts: encryptions, products (HPS extension and
/// scaling against the exact tensor and rounding) and relinearised products
/// agree word for word, and so do decryptions and noise budgets.
#[test]
fn rns_bfv_matches_the_oracle_word_for_word() {
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    for (log_n, bits, t) in [(4u32, vec![30u32, 30, 30], 65537), (5, vec![55, 50], 65537), (4, vec![40, 35], 3)] {
        let p = BfvParams::with_tower_bits(log_n, &bits, t).unwrap();
        let (n, t, batch) = (p.n(), p.t, 3);
        let (bfv, o) = (Bfv::new(&Backend::Cpu, &p).unwrap(), Oracle::new(&p));
        let (mut s1, mut s2) = (Sampler::from_seed(9), Sampler::from_seed(9));
        let (keys, okeys) = (bfv.keygen(&mut s1).unwrap(), o.keygen(&mut s2));
        assert_eq!(keys.sk.coefficients(), &okeys.s[..]);
        let (a, b) = (plaintext(&mut rng, batch * n, t), plaintext(&mut rng, batch * n, t));
        let (ca, cb) = (bfv.encrypt(&keys.pk, &a, &mut s1).unwrap(), bfv.encrypt(&keys.pk, &b, &mut s1).unwrap());
        let oa: Vec<_> = a.chunks(n).map(|m| o.encrypt(&okeys.pk, m, &mut s2).unwrap()).collect();
        let ob: Vec<_> = b.chunks(n).map(|m| o.encrypt(&okeys.pk, m, &mut s2).unwrap()).collect();
        assert_eq!(bfv.to_oracle(&ca).unwrap(), oa, "encryptions, N = {n}");
        let prod = bfv.multiply(&ca, &cb).unwrap();
        let oprod: Vec<_> = oa.iter().zip(&ob).map(|(x, y)| o.multiply(x, y).unwrap()).collect();
        assert_eq!(bfv.to_oracle(&prod).unwrap(), oprod, "products, N = {n}");
        let rel = bfv.relinearize(&prod, &keys.rlk).unwrap();
        let orel: Vec<_> = oprod.iter().map(|c| o.relinearize(c, &okeys.rlk).unwrap()).collect();
        assert_eq!(bfv.to_oracle(&rel).unwrap(), orel, "relinearised, N = {n}");
        // hmul keeps the product as one buffer between its halves: the same words.
        assert_eq!(bfv.to_oracle(&bfv.hmul(&ca, &cb, &keys.rlk).unwrap()).unwrap(), orel, "hmul, N = {n}");
        let want: Vec<u64> = a.chunks(n).zip(b.chunks(n)).flat_map(|(x, y)| plain_mul(x, y, t)).collect();
        assert_eq!(bfv.decrypt(&keys.sk, &prod).unwrap(), want);
        assert_eq!(bfv.decrypt(&keys.sk, &rel).unwrap(), want);
        let budgets = bfv.noise_budget(&keys.sk, &rel).unwrap();
        for (i, c) in orel.iter().enumerate() {
            assert_eq!(budgets[i], o.noise_budget(&okeys.s, c));
        }
        let sum = bfv.add(&ca, &cb).unwrap();
        let want: Vec<u64> = a.iter().zip(&b).map(|(x, y)| (x + y) % t).collect();
        assert_eq!(bfv.decrypt(&keys.sk, &sum).unwrap(), want);
    }
}

/// HMUL over many random plaintext pairs at a larger N, on the CPU executor.
#[test]
fn rns_hmul_decrypts_to_the_plaintext_product() {
    let mut rng = ChaCha8Rng::seed_from_u64(12);
    let p = BfvParams::with_tower_bits(7, &[55, 55], 65537).unwrap();
    let (n, t, batch) = (p.n(), p.t, 8);
    let bfv = Bfv::new(&Backend::Cpu, &p).unwrap();
    let mut smp = Sampler::from_seed(3);
    let keys = bfv.keygen(&mut smp).unwrap();
    let (a, b) = (plaintext(&mut rng, batch * n, t), plaintext(&mut rng, batch * n, t));
    let (ca, cb) = (bfv.encrypt(&keys.pk, &a, &mut smp).unwrap(), bfv.encrypt(&keys.pk, &b, &mut smp).unwrap());
    let prod = bfv.hmul(&ca, &cb, &keys.rlk).unwrap();
    let want: Vec<u64> = a.chunks(n).zip(b.chunks(n)).flat_map(|(x, y)| plain_mul(x, y, t)).collect();
    assert_eq!(bfv.decrypt(&keys.sk, &prod).unwrap(), want);
    for (f, m) in bfv.noise_budget(&keys.sk, &ca).unwrap().into_iter().zip(bfv.noise_budget(&keys.sk, &prod).unwrap()) {
        assert!(f > 70.0 && m > 10.0 && m < f - 20.0, "budgets fresh {f}, product {m}");
    }
}

/// Many products: 1,000 random plaintext pairs, one batch, on the CPU
/// executor (small N: 2^4, three 30-bit towers), every coefficient checked.
#[test]
fn rns_hmul_is_correct_over_a_thousand_random_pairs() {
    let mut rng = ChaCha8Rng::seed_from_u64(1000);
    let p = small(4);
    let (n, t, batch) = (p.n(), p.t, 1000);
    let bfv = Bfv::new(&Backend::Cpu, &p).unwrap();
    let mut smp = Sampler::from_seed(1000);
    let keys = bfv.keygen(&mut smp).unwrap();
    let (a, b) = (plaintext(&mut rng, batch * n, t), plaintext(&mut rng, batch * n, t));
    let (ca, cb) = (bfv.encrypt(&keys.pk, &a, &mut smp).unwrap(), bfv.encrypt(&keys.pk, &b, &mut smp).unwrap());
    let got = bfv.decrypt(&keys.sk, &bfv.hmul(&ca, &cb, &keys.rlk).unwrap()).unwrap();
    let want: Vec<u64> = a.chunks(n).zip(b.chunks(n)).flat_map(|(x, y)| plain_mul(x, y, t)).collect();
    let wrong = got.chunks(n).zip(want.chunks(n)).filter(|(g, w)| g != w).count();
    assert_eq!(wrong, 0, "{wrong} of {batch} products decrypt wrongly");
}

#[test]
fn rns_bfv_refuses_bad_input() {
    let p = small(4);
    let n = p.n();
    let bfv = Bfv::new(&Backend::Cpu, &p).unwrap();
    let mut smp = Sampler::from_seed(1);
    let keys = bfv.keygen(&mut smp).unwrap();
    let mut m = vec![0u64; 2 * n];
    m[n + 2] = p.t;
    let e = bfv.encrypt(&keys.pk, &m, &mut smp).err().unwrap().to_string();
    assert!(e.contains("plaintext 1") && e.contains("plaintext[2]") && e.contains("not below t"), "{e}");
    let e = bfv.encrypt(&keys.pk, &m[1..], &mut smp).err().unwrap().to_string();
    assert!(e.contains("whole batch"), "{e}");
    let one = bfv.encrypt(&keys.pk, &vec![1; n], &mut smp).unwrap();
    let two = bfv.encrypt(&keys.pk, &vec![1; 2 * n], &mut smp).unwrap();
    let e = bfv.multiply(&one, &two).err().unwrap().to_string();
    assert!(e.contains("same batch"), "{e}");
    let e = bfv.relinearize(&one, &keys.rlk).err().unwrap().to_string();
    assert!(e.contains("3"), "{e}");
    let prod = bfv.multiply(&one, &one).unwrap();
    let e = bfv.multiply(&prod, &one).err().unwrap().to_string();
    assert!(e.contains("relinearise"), "{e}");
    // Objects of another parameter set (another t) are refused by name.
    let other = Bfv::new(&Backend::Cpu, &BfvParams::with_tower_bits(4, &[30, 30, 30], 17).unwrap()).unwrap();
    let e = other.decrypt(&keys.sk, &one).err().unwrap().to_string();
    assert!(e.contains("secret key") && e.contains("other BFV parameters"), "{e}");
    let e = other.relinearize(&prod, &keys.rlk).err().unwrap().to_string();
    assert!(e.contains("ciphertext") && e.contains("other BFV parameters"), "{e}");
}

#[test]
fn bfv_kernels_compile_with_nvrtc() {
    if !common::require_nvrtc("bfv_kernels_compile_with_nvrtc") {
        return;
    }
    use runtime::apps::bfv::hps::HpsTables;
    use runtime::{compile_ptx, CompileOptions};
    // The smallest and the largest standard set (2 + 3 and 17 + 16 towers).
    for (log_n, log_q) in [(12u32, 109u32), (15, 881)] {
        let p = BfvParams::standard(log_n, Some(log_q), 65537).unwrap();
        let h = HpsTables::new(&p).unwrap();
        let c = compile_ptx(&h.cuda_source().unwrap(), "nttgen_bfv", "sm_90", &CompileOptions::default()).unwrap();
        let mut names = c.kernel_names();
        names.sort();
        assert_eq!(names, ["bfv_extend", "bfv_key_dot", "bfv_relin_out", "bfv_scale_p", "bfv_scale_q", "bfv_tensor"], "log q = {log_q}");
    }
    // The rings' generated kernels too (explicit primes of 54, 55 and 60 bits).
    let bfv = Bfv::new(&Backend::Cpu, &BfvParams::standard(12, None, 65537).unwrap()).unwrap();
    for ring in [bfv.ring_q(), bfv.ring_qp()] {
        let (source, info) = runtime::compiler::emit(ring.plan(), "sm_90").unwrap();
        let c = compile_ptx(&source, &ring.plan().spec.name, "sm_90", &runtime::compiler::compile_options(&info)).unwrap();
        assert!(!c.kernel_names().is_empty(), "{}", ring.plan().spec.name);
    }
}

/// The GPU (kernels, device-resident ciphertexts) against the CPU executor
/// with the same seed: keys, encryptions, products and relinearised
/// products bit for bit, and decryption to the plaintext products.
#[test]
#[ignore = "needs an NVIDIA GPU: run this binary with --ignored on the GPU machine"]
fn gpu_bfv_matches_the_cpu_bit_for_bit() {
    let gpu = Backend::Gpu(std::sync::Arc::new(runtime::Gpu::open(0).unwrap()));
    let mut rng = ChaCha8Rng::seed_from_u64(13);
    for (p, batch) in [(small(5), 3), (BfvParams::standard(12, None, 65537).unwrap(), 2), (BfvParams::standard(13, None, 65537).unwrap(), 1)] {
        let (n, t) = (p.n(), p.t);
        let (c, g) = (Bfv::new(&Backend::Cpu, &p).unwrap(), Bfv::new(&gpu, &p).unwrap());
        let (mut sc, mut sg) = (Sampler::from_seed(21), Sampler::from_seed(21));
        let (kc, kg) = (c.keygen(&mut sc).unwrap(), g.keygen(&mut sg).unwrap());
        let (a, b) = (plaintext(&mut rng, batch * n, t), plaintext(&mut rng, batch * n, t));
        let enc = |bfv: &Bfv, k: &runtime::apps::bfv::Keys, s: &mut Sampler| (bfv.encrypt(&k.pk, &a, s).unwrap(), bfv.encrypt(&k.pk, &b, s).unwrap());
        let ((ca, cb), (ga, gb)) = (enc(&c, &kc, &mut sc), enc(&g, &kg, &mut sg));
        assert_eq!(g.words(&ga).unwrap(), c.words(&ca).unwrap(), "encryptions, N = {n}");
        let (pc, pg) = (c.multiply(&ca, &cb).unwrap(), g.multiply(&ga, &gb).unwrap());
        assert_eq!(g.words(&pg).unwrap(), c.words(&pc).unwrap(), "products, N = {n}");
        let (rc, rg) = (c.relinearize(&pc, &kc.rlk).unwrap(), g.relinearize(&pg, &kg.rlk).unwrap());
        assert_eq!(g.words(&rg).unwrap(), c.words(&rc).unwrap(), "relinearised, N = {n}");
        let want: Vec<u64> = a.chunks(n).zip(b.chunks(n)).flat_map(|(x, y)| plain_mul(x, y, t)).collect();
        assert_eq!(g.decrypt(&kg.sk, &rg).unwrap(), want, "N = {n}");
        assert_eq!(g.words(&g.hmul(&ga, &gb, &kg.rlk).unwrap()).unwrap(), c.words(&rc).unwrap(), "HMUL, N = {n}");
        // The same HMUL replayed as one CUDA graph, twice: with its own
        // buffers (kernel nodes only: the result's two polynomials are
        // written by a kernel, not copied), and with captured
        // allocations (the second replay re-allocates the result at the
        // same address).
        for memory in [GraphMemory::Arena, GraphMemory::Captured] {
            let graph = g.hmul_graph_with(&ga, &gb, &kg.rlk, memory).unwrap();
            graph.replay().unwrap();
            graph.replay().unwrap();
            assert_eq!(g.words(graph.result()).unwrap(), c.words(&rc).unwrap(), "HMUL graph ({memory:?}), N = {n}");
            let nodes = graph.node_counts().unwrap();
            let has = |kind: &str| nodes.iter().any(|(k, c)| *k == kind && *c > 0);
            assert!(has("kernel") && !has("memcpy"), "{memory:?}: {nodes:?}");
            assert_eq!(has("mem_alloc") || has("mem_free"), memory == GraphMemory::Captured, "{memory:?}: {nodes:?}");
        }
        assert!(c.hmul_graph(&ca, &cb, &kc.rlk).is_err(), "a graph needs the GPU");
    }
}
