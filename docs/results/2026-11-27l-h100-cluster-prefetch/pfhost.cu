// Times the generated one-pass cluster forward (fwd0, grid 8 x batch x
// towers) against its persistent forms from mkpf.py (_ps: persistent
// clusters; _pf: the same with the next polynomial's words bulk-copied
// into shared memory ahead), over the same random words and tables, and
// checks each gives the generated kernel's words bit for bit.
// Usage: pfhost CUBIN FWD0 BATCH TOWERS [CLUSTERS...]
#include <cuda.h>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>
#include <string>
#include <algorithm>
#include <random>
#define CK(x) do { CUresult r_ = (x); if (r_ != CUDA_SUCCESS) { const char* s; cuGetErrorString(r_, &s); printf("ERR %s at %d: %s\n", #x, __LINE__, s); exit(1);} } while (0)
typedef unsigned long long u64;
int main(int argc, char** argv) {
  const char* cubin = argv[1]; std::string f0n = argv[2];
  unsigned batch = atoi(argv[3]), towers = atoi(argv[4]);
  CK(cuInit(0)); CUdevice dev; CK(cuDeviceGet(&dev, 0)); CUcontext ctx; CK(cuDevicePrimaryCtxRetain(&ctx, dev)); CK(cuCtxSetCurrent(ctx));
  CUmodule mod; CK(cuModuleLoad(&mod, cubin));
  CUfunction f0, fps, fpf;
  CK(cuModuleGetFunction(&f0, mod, f0n.c_str())); CK(cuModuleGetFunction(&fps, mod, (f0n + "_ps").c_str())); CK(cuModuleGetFunction(&fpf, mod, (f0n + "_pf").c_str()));
  const unsigned smem0 = 34816, smempf = 34816 + 32768;
  CK(cuFuncSetAttribute(fpf, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, smempf));
  unsigned npolys = batch * towers; u64 n = 32768, words = n * npolys, tw_words = 65536;
  std::mt19937_64 rng(7);
  std::vector<u64> hx(words), htw(tw_words * towers), hm(4 * towers);
  for (unsigned t = 0; t < towers; t++) { hm[4*t] = (1ull << 60) - 93 - 2 * t * 65536; hm[4*t+1] = rng(); hm[4*t+2] = rng(); hm[4*t+3] = rng(); }
  for (auto& v : hx) v = rng() >> 5;
  for (u64 i = 0; i < htw.size(); i++) htw[i] = (i & 1) ? rng() : rng() >> 4;
  CUdeviceptr x0, x, tw, m;
  CK(cuMemAlloc(&x0, words * 8)); CK(cuMemAlloc(&x, words * 8)); CK(cuMemAlloc(&tw, htw.size() * 8)); CK(cuMemAlloc(&m, hm.size() * 8));
  CK(cuMemcpyHtoD(x0, hx.data(), words * 8)); CK(cuMemcpyHtoD(tw, htw.data(), htw.size() * 8)); CK(cuMemcpyHtoD(m, hm.data(), hm.size() * 8));
  void* a3[] = {&x, &tw, &m};
  auto gen = [&]() { CK(cuLaunchKernel(f0, 8, batch, towers, 512, 1, 1, smem0, 0, a3, 0)); };
  std::vector<u64> ref(words), got(words);
  CK(cuMemcpyDtoD(x, x0, words * 8)); gen(); CK(cuCtxSynchronize()); CK(cuMemcpyDtoH(ref.data(), x, words * 8));
  CUevent e0, e1; CK(cuEventCreate(&e0, 0)); CK(cuEventCreate(&e1, 0));
  auto timeit = [&](auto&& once) {
    for (int i = 0; i < 3; i++) once();
    std::vector<float> ts;
    for (int g = 0; g < 7; g++) { CK(cuEventRecord(e0, 0)); for (int i = 0; i < 10; i++) once(); CK(cuEventRecord(e1, 0)); CK(cuEventSynchronize(e1)); float ms; CK(cuEventElapsedTime(&ms, e0, e1)); ts.push_back(ms * 100); }
    std::sort(ts.begin(), ts.end()); return ts[3];
  };
  printf("PF,generated,us,%.2f\n", timeit(gen));
  for (int pf = 0; pf < 2; pf++) {
    CUfunction f = pf ? fpf : fps; unsigned smem = pf ? smempf : smem0;
    CUlaunchConfig occ = {}; occ.gridDimX = 8; occ.gridDimY = 1; occ.gridDimZ = 1; occ.blockDimX = 512; occ.blockDimY = 1; occ.blockDimZ = 1; occ.sharedMemBytes = smem;
    int maxc = 0; CK(cuOccupancyMaxActiveClusters(&maxc, f, &occ));
    std::vector<int> cs;
    for (int k = 5; k < argc; k++) cs.push_back(atoi(argv[k]) <= 0 ? maxc + atoi(argv[k]) : atoi(argv[k]));
    if (cs.empty()) cs.push_back(maxc);
    for (int c : cs) {
      auto run = [&]() { void* a[] = {&x, &tw, &m, &npolys, &towers}; CK(cuLaunchKernel(f, 8 * c, 1, 1, 512, 1, 1, smem, 0, a, 0)); };
      CK(cuMemcpyDtoD(x, x0, words * 8)); run(); CK(cuCtxSynchronize()); CK(cuMemcpyDtoH(got.data(), x, words * 8));
      const char* check = memcmp(got.data(), ref.data(), words * 8) == 0 ? "same as the generated kernel" : "DIFFERS";
      printf("PF,%s,clusters,%d,max,%d,us,%.2f,%s\n", pf ? "prefetch" : "persistent", c, maxc, timeit(run), check);
    }
  }
  return 0;
}
