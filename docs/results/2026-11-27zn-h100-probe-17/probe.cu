// Runs an instrumented one-launch kernel for one polynomial (cooperative
// launch) and prints, per stamp, the median over blocks of its clock64
// distance from the block's first stamp, and the spread of globaltimer.
#include <cuda.h>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <algorithm>
#define CK(x) do { CUresult r_ = (x); if (r_ != CUDA_SUCCESS) { const char* s; cuGetErrorString(r_, &s); printf("ERR %s at %d: %s\n", #x, __LINE__, s); exit(1);} } while (0)
typedef unsigned long long u64;
int main(int argc, char** argv) {
  // cubin kernel gx bx by smem nstamps tw_words
  const char* cubin = argv[1]; const char* kname = argv[2];
  int gx = atoi(argv[3]), bx = atoi(argv[4]), by = atoi(argv[5]); unsigned smem = atoi(argv[6]); int ns = atoi(argv[7]); u64 tw_words = atoll(argv[8]);
  CK(cuInit(0)); CUdevice dev; CK(cuDeviceGet(&dev, 0)); CUcontext ctx; CK(cuDevicePrimaryCtxRetain(&ctx, dev)); CK(cuCtxSetCurrent(ctx));
  CUmodule mod; CK(cuModuleLoad(&mod, cubin)); CUfunction f; CK(cuModuleGetFunction(&f, mod, kname));
  u64 n = 131072 * 2;
  bool prod = argc > 9 && argv[9][0] == 'p';
  CUdeviceptr x, y, tw, c, m, st, nul = 0;
  CK(cuMemAlloc(&x, n * 8)); CK(cuMemAlloc(&y, n * 8)); CK(cuMemAlloc(&tw, tw_words * 8)); CK(cuMemAlloc(&c, 4096)); CK(cuMemAlloc(&m, 64)); CK(cuMemAlloc(&st, gx * 32 * 16));
  CK(cuMemsetD8(x, 0, n * 8)); CK(cuMemsetD8(y, 0, n * 8)); CK(cuMemsetD8(tw, 1, tw_words * 8)); CK(cuMemsetD8(c, 1, 4096)); CK(cuMemsetD8(m, 0, 64)); CK(cuMemsetD8(st, 0, gx * 32 * 16));
  void* fargs[] = {&x, &tw, &m, &nul, &st};
  void* pargs[] = {&x, &y, &tw, &tw, &c, &c, &m, &st};
  void** args = prod ? pargs : fargs;
  CUevent e0, e1; CK(cuEventCreate(&e0, 0)); CK(cuEventCreate(&e1, 0));
  std::vector<std::vector<double>> cyc(ns), gt(ns);
  std::vector<u64> h(gx * 32 * 2);
  for (int rep = 0; rep < 40; rep++) {
    CK(cuLaunchCooperativeKernel(f, gx, 1, 1, bx, by, 1, smem, 0, args));
    CK(cuCtxSynchronize());
    if (rep < 10) continue;
    CK(cuMemcpyDtoH(h.data(), st, h.size() * 8));
    u64 g0 = ~0ull;
    for (int b = 0; b < gx; b++) g0 = std::min(g0, h[(b * 32) * 2 + 1]);
    for (int k = 0; k < ns; k++) {
      std::vector<double> c, g;
      for (int b = 0; b < gx; b++) { c.push_back((double)(h[(b * 32 + k) * 2] - h[(b * 32) * 2])); g.push_back((double)(h[(b * 32 + k) * 2 + 1] - g0)); }
      std::sort(c.begin(), c.end()); std::sort(g.begin(), g.end());
      cyc[k].push_back(c[c.size() / 2]); gt[k].push_back(g[g.size() - 1]);
    }
  }
  // Back-to-back time of the kernel alone.
  CK(cuEventRecord(e0, 0)); for (int i = 0; i < 100; i++) CK(cuLaunchCooperativeKernel(f, gx, 1, 1, bx, by, 1, smem, 0, args)); CK(cuEventRecord(e1, 0)); CK(cuEventSynchronize(e1));
  float ms; CK(cuEventElapsedTime(&ms, e0, e1));
  printf("PROBE,%s,b2b_us,%.2f\n", kname, ms * 10);
  for (int k = 0; k < ns; k++) {
    std::sort(cyc[k].begin(), cyc[k].end()); std::sort(gt[k].begin(), gt[k].end());
    printf("PROBE,%s,stamp,%d,median_block_cycles_from_start,%.0f,latest_block_ns_from_first_start,%.0f\n", kname, k, cyc[k][cyc[k].size() / 2], gt[k][gt[k].size() / 2]);
  }
  return 0;
}
