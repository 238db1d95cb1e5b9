// Stand-ins for a one-launch forward without a grid barrier: each 16-block
// cluster reads `rows` rows of the polynomial (L2-resident) for its own row.
typedef unsigned long long u64;
extern "C" __global__ void __launch_bounds__(128) empty(u64* x, const u64* t, const u64* m) {
#if defined(PDL) && __CUDA_ARCH__ >= 900
  asm volatile("griddepcontrol.wait;" ::: "memory"); asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
  if (threadIdx.x == 1000) x[0] = 1;
}
template <int ROWS, int LOGN>
__device__ void sums(u64* x, const u64* t, const u64* m) {
#if defined(PDL) && __CUDA_ARCH__ >= 900
  asm volatile("griddepcontrol.wait;" ::: "memory"); asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
  const unsigned C = (1u << LOGN) / 8, cl = blockIdx.x / 16, rank = blockIdx.x % 16;
  const unsigned per = C / 16, k = per / 128;
  const u64 q = 0x0fffffffffffffc1ull;
  u64 w[8], wp[8];
  for (int j = 0; j < ROWS; j++) { w[j] = t[cl * 8 + j] >> 4; wp[j] = t[64 + cl * 8 + j]; }
  u64 acc[8];
  for (unsigned i = 0; i < k; i++) {
    const unsigned c = rank * per + threadIdx.x + 128 * i;
    u64 a = 0;
    for (int j = 0; j < ROWS; j++) {
      const u64 v = x[(size_t)j * C + c];
      const u64 hi = __umul64hi(v, wp[j]);
      u64 r = v * w[j] - hi * q; r = r >= q ? r - q : r;
      a += r; a = a >= q ? a - q : a;
    }
    acc[i] = a;
  }
  __syncthreads();
  for (unsigned i = 0; i < k; i++) x[(size_t)(1u << LOGN) + cl * C + rank * per + threadIdx.x + 128 * i] = acc[i];
}
extern "C" __global__ void __cluster_dims__(16, 1, 1) __launch_bounds__(128) sum8_16(u64* x, const u64* t, const u64* m) { sums<8, 16>(x, t, m); }
extern "C" __global__ void __cluster_dims__(16, 1, 1) __launch_bounds__(128) sum1_16(u64* x, const u64* t, const u64* m) { sums<1, 16>(x, t, m); }
extern "C" __global__ void __cluster_dims__(16, 1, 1) __launch_bounds__(128) sum8_17(u64* x, const u64* t, const u64* m) { sums<8, 17>(x, t, m); }
extern "C" __global__ void __cluster_dims__(16, 1, 1) __launch_bounds__(128) sum1_17(u64* x, const u64* t, const u64* m) { sums<1, 17>(x, t, m); }
