// Times a two-kernel forward (fwd0 then fwd1) against the persistent
// kernel `fused` (mkfused.py) over the same words, and checks they agree.
#include <cuda.h>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>
#include <algorithm>
#include <random>
#define CK(x) do { CUresult r_ = (x); if (r_ != CUDA_SUCCESS) { const char* s; cuGetErrorString(r_, &s); printf("ERR %s at %d: %s\n", #x, __LINE__, s); exit(1);} } while (0)
typedef unsigned long long u64;
int main(int argc, char** argv) {
  // cubin fwd0 fwd1 batch towers gx b0x b0y b1x b1y smem tw_words persistent_blocks lag...
  const char* cubin = argv[1];
  int batch = atoi(argv[4]), towers = atoi(argv[5]), gx = atoi(argv[6]);
  int b0x = atoi(argv[7]), b0y = atoi(argv[8]), b1x = atoi(argv[9]), b1y = atoi(argv[10]);
  unsigned smem = atoi(argv[11]); u64 tw_words = atoll(argv[12]); int pblocks = atoi(argv[13]);
  CK(cuInit(0)); CUdevice dev; CK(cuDeviceGet(&dev, 0)); CUcontext ctx; CK(cuDevicePrimaryCtxRetain(&ctx, dev)); CK(cuCtxSetCurrent(ctx));
  CUmodule mod; CK(cuModuleLoad(&mod, cubin));
  CUfunction f0, f1, fu; CK(cuModuleGetFunction(&f0, mod, argv[2])); CK(cuModuleGetFunction(&f1, mod, argv[3])); CK(cuModuleGetFunction(&fu, mod, "fused"));
  unsigned npolys = batch * towers; u64 n = 65536, words = n * npolys;
  std::mt19937_64 rng(7);
  std::vector<u64> hx(words), htw(tw_words * towers), hm(4 * towers);
  for (int t = 0; t < towers; t++) { hm[4*t] = (1ull << 60) - 93 - 2 * t * 65536; hm[4*t+1] = rng(); hm[4*t+2] = rng(); hm[4*t+3] = rng(); }
  for (auto& v : hx) v = rng() >> 5;
  for (u64 i = 0; i < htw.size(); i++) htw[i] = (i & 1) ? rng() : rng() >> 4;
  bool scratch = getenv("FUSED_SCRATCH") != nullptr;  // kernels (x, s0, tw, mods): u32 packed
  int wb = scratch ? 4 : 8;
  CUdeviceptr x0, x, s0, tw, m, cnt, nxt;
  CK(cuMemAlloc(&x0, words * 8)); CK(cuMemAlloc(&x, words * 8)); CK(cuMemAlloc(&s0, words * 8)); CK(cuMemAlloc(&tw, htw.size() * 8)); CK(cuMemAlloc(&m, hm.size() * 8));
  if (wb == 4) { for (auto& v : hx) v &= 0x0fffffff0fffffffull; for (auto& v : htw) v &= 0x0fffffff0fffffffull; for (int t = 0; t < towers; t++) hm[2*t] = ((u64)((1u << 30) - 35 - 2 * t * 4096)) | ((rng() & 0xffffffffull) << 32); }
  CK(cuMemAlloc(&cnt, npolys * 4)); CK(cuMemAlloc(&nxt, 4));
  CK(cuMemcpyHtoD(x0, hx.data(), words * 8)); CK(cuMemcpyHtoD(tw, htw.data(), htw.size() * 8)); CK(cuMemcpyHtoD(m, hm.data(), hm.size() * 8));
  void* a3[] = {&x, &tw, &m};
  void* a4[] = {&x, &s0, &tw, &m};
  void** a2 = scratch ? a4 : a3;
  auto two = [&]() { CK(cuLaunchKernel(f0, gx, batch, towers, b0x, b0y, 1, smem, 0, a2, 0)); CK(cuLaunchKernel(f1, gx, batch, towers, b1x, b1y, 1, smem, 0, a2, 0)); };
  std::vector<u64> ref(words), got(words);
  CK(cuMemcpyDtoD(x, x0, words * 8)); CK(cuMemcpyDtoD(s0, x0, words * 8)); two(); CK(cuCtxSynchronize()); CK(cuMemcpyDtoH(ref.data(), x, words * 8));
  CUevent e0, e1; CK(cuEventCreate(&e0, 0)); CK(cuEventCreate(&e1, 0));
  auto timeit = [&](auto&& once) {
    for (int i = 0; i < 3; i++) once();
    std::vector<float> ts;
    for (int g = 0; g < 7; g++) { CK(cuEventRecord(e0, 0)); for (int i = 0; i < 10; i++) once(); CK(cuEventRecord(e1, 0)); CK(cuEventSynchronize(e1)); float ms; CK(cuEventElapsedTime(&ms, e0, e1)); ts.push_back(ms * 100); }
    std::sort(ts.begin(), ts.end()); return ts[3];
  };
  printf("FUSED,two-kernels,us,%.2f\n", timeit(two));
  // Chunked: fwd0 then fwd1 over `chunk` towers of one batch item at a
  // time (contiguous words; tables and moduli offset by the first tower),
  // plainly or with programmatic dependent launch.
  if (getenv("FUSED_CHUNKS")) {
    for (const char* c = getenv("FUSED_CHUNKS"); *c; ) {
      int chunk = atoi(c); while (*c && *c != ',') c++; if (*c) c++;
      for (int pdl = 0; pdl < 2; pdl++) {
        auto launch = [&](CUfunction f, int bx, int by, CUdeviceptr xp, CUdeviceptr twp, CUdeviceptr mp) {
          void* a[] = {&xp, &twp, &mp};
          CUlaunchConfig cfg = {}; cfg.gridDimX = gx; cfg.gridDimY = 1; cfg.gridDimZ = chunk; cfg.blockDimX = bx; cfg.blockDimY = by; cfg.blockDimZ = 1; cfg.sharedMemBytes = smem; cfg.hStream = 0;
          CUlaunchAttribute at; at.id = CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION; at.value.programmaticStreamSerializationAllowed = 1;
          cfg.attrs = &at; cfg.numAttrs = pdl;
          CK(cuLaunchKernelEx(&cfg, f, a, 0));
        };
        auto chunked = [&]() {
          for (int b = 0; b < batch; b++) for (int t0 = 0; t0 < towers; t0 += chunk) {
            CUdeviceptr xp = x + ((u64)b * towers + t0) * n * 8, twp = tw + (u64)t0 * tw_words * 8, mp = m + (u64)t0 * 4 * 8;
            launch(f0, b0x, b0y, xp, twp, mp); launch(f1, b1x, b1y, xp, twp, mp);
          }
        };
        CK(cuMemcpyDtoD(x, x0, words * 8)); chunked(); CK(cuCtxSynchronize()); CK(cuMemcpyDtoH(got.data(), x, words * 8));
        const char* check = memcmp(got.data(), ref.data(), words * 8) == 0 ? "same as the two kernels" : "DIFFERS";
        printf("FUSED,chunk,%d,pdl,%d,us,%.2f,%s\n", chunk, pdl, timeit(chunked), check);
      }
    }
  }
  for (int k = 14; k < argc; k++) {
    unsigned lag = atoi(argv[k]); if (lag > npolys) lag = npolys;
    unsigned epoch = 1;
    CK(cuMemsetD8(cnt, 0, npolys * 4)); CK(cuMemsetD8(nxt, 0, 4));
    void* af3[] = {&x, &tw, &m, &cnt, &nxt, &epoch, &npolys, &batch, &towers, &lag};
    void* af4[] = {&x, &s0, &tw, &m, &cnt, &nxt, &epoch, &npolys, &batch, &towers, &lag};
    void** af = scratch ? af4 : af3;
    auto fused = [&]() { CK(cuLaunchKernel(fu, pblocks, 1, 1, b0x * b0y, 1, 1, smem, 0, af, 0)); epoch++; };
    CK(cuMemcpyDtoD(x, x0, words * 8)); CK(cuMemcpyDtoD(s0, x0, words * 8)); fused(); CK(cuCtxSynchronize()); CK(cuMemcpyDtoH(got.data(), x, words * 8));
    const char* check = memcmp(got.data(), ref.data(), words * 8) == 0 ? "same as the two kernels" : "DIFFERS";
    printf("FUSED,lag,%u,blocks,%d,us,%.2f,%s\n", lag, pblocks, timeit(fused), check);
  }
  return 0;
}
