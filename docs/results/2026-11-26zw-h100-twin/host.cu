// Times a generated kernel against its twin (two polynomials of one tower
// per thread, twiddle loads shared) over the same buffers; checks the
// twin's output equals the original's word for word.
#include <cuda.h>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>
#include <algorithm>
#include <random>
#define CK(x) do { CUresult r_ = (x); if (r_ != CUDA_SUCCESS) { const char* s; cuGetErrorString(r_, &s); printf("ERR %s at %d: %s\n", #x, __LINE__, s); exit(1);} } while (0)
typedef unsigned long long u64;
typedef unsigned int u32;
int main(int argc, char** argv) {
  // argv: cubin n_words towers batch gx bx by smem_bytes tw_words word_bytes args(xtm|xstm) kernel twin1 [twin2 ...]
  const char* cubin = argv[1];
  int wb = atoi(argv[10]); const char* pat = argv[11];
  u64 n = atoll(argv[2]); int towers = atoi(argv[3]), batch = atoi(argv[4]), gx = atoi(argv[5]), bx = atoi(argv[6]), by = atoi(argv[7]);
  unsigned smem = atoi(argv[8]); u64 tw_words = atoll(argv[9]);
  CK(cuInit(0)); CUdevice dev; CK(cuDeviceGet(&dev, 0)); CUcontext ctx; CK(cuDevicePrimaryCtxRetain(&ctx, dev)); CK(cuCtxSetCurrent(ctx));
  char name[256]; cuDeviceGetName(name, 256, dev); printf("device %s\n", name);
  CUmodule mod; CK(cuModuleLoad(&mod, cubin));
  u64 words = n * towers * batch;
  std::mt19937_64 rng(1);
  u64 bytes = words * wb, tw_bytes = tw_words * towers * wb;
  std::vector<unsigned char> hx(bytes), htw(tw_bytes), hm(4 * towers * wb);
  auto put = [&](std::vector<unsigned char>& v, u64 i, u64 val) { memcpy(&v[i * wb], &val, wb); };
  int bits = wb == 8 ? 60 : 30;
  for (int t = 0; t < towers; t++) { u64 q = (1ull << bits) - 93 - 2 * t * 4096; put(hm, 4*t, q); put(hm, 4*t+1, rng()); put(hm, 4*t+2, rng()); put(hm, 4*t+3, rng()); }
  for (u64 i = 0; i < words; i++) put(hx, i, rng() >> (64 - bits + 1));
  for (u64 i = 0; i < tw_words * towers; i++) put(htw, i, (i & 1) ? rng() : (rng() >> (64 - bits)));
  CUdeviceptr x, x0, sc, tw, m;
  CK(cuMemAlloc(&x, bytes)); CK(cuMemAlloc(&x0, bytes)); CK(cuMemAlloc(&sc, bytes)); CK(cuMemAlloc(&tw, tw_bytes)); CK(cuMemAlloc(&m, hm.size()));
  CK(cuMemcpyHtoD(x0, hx.data(), bytes)); CK(cuMemcpyHtoD(tw, htw.data(), tw_bytes)); CK(cuMemcpyHtoD(m, hm.data(), hm.size()));
  std::vector<unsigned char> ref(bytes), got(bytes);
  CUevent e0, e1; CK(cuEventCreate(&e0, 0)); CK(cuEventCreate(&e1, 0));
  for (int k = 12; k < argc; k++) {
    bool twin = k > 12;
    CUfunction f; CK(cuModuleGetFunction(&f, mod, argv[k]));
    unsigned sm = twin ? 2 * smem : smem;
    if (sm > 48 * 1024) CK(cuFuncSetAttribute(f, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, sm));
    int gy = twin ? batch / 2 : batch;
    void* args3[] = {&x, &tw, &m};
    void* args4[] = {&x, &sc, &tw, &m};
    void** args = strlen(pat) == 4 ? args4 : args3;
    // The kernel reads s (packed scratch) where it has one: fill both.
    CK(cuMemcpyDtoD(x, x0, bytes)); CK(cuMemcpyDtoD(sc, x0, bytes));
    CK(cuLaunchKernel(f, gx, gy, towers, bx, by, 1, sm, 0, args, 0)); CK(cuCtxSynchronize());
    CK(cuMemcpyDtoH(twin ? got.data() : ref.data(), x, bytes));
    const char* check = twin ? (memcmp(got.data(), ref.data(), bytes) == 0 ? "same as the original" : "DIFFERS") : "reference";
    for (int w = 0; w < 5; w++) CK(cuLaunchKernel(f, gx, gy, towers, bx, by, 1, sm, 0, args, 0));
    std::vector<float> ts;
    for (int g = 0; g < 9; g++) {
      CK(cuEventRecord(e0, 0));
      for (int i = 0; i < 20; i++) CK(cuLaunchKernel(f, gx, gy, towers, bx, by, 1, sm, 0, args, 0));
      CK(cuEventRecord(e1, 0)); CK(cuEventSynchronize(e1));
      float ms; CK(cuEventElapsedTime(&ms, e0, e1)); ts.push_back(ms * 1000 / 20);
    }
    std::sort(ts.begin(), ts.end());
    printf("TWIN,%s,median_us,%.2f,min_us,%.2f,max_us,%.2f,%s\n", argv[k], ts[4], ts[0], ts[8], check);
  }
  return 0;
}
