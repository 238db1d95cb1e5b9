// Per-call time of a one-launch kernel as generated (PDL, griddepcontrol.wait)
// against its chained form (waits on the previous call's done counter), both
// launched with programmatic stream serialization; and a bit-for-bit check
// that 40 chained calls give what 40 plain ones give.
#include <cuda.h>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>
#include <algorithm>
#define CK(x) do { CUresult r_ = (x); if (r_ != CUDA_SUCCESS) { const char* s; cuGetErrorString(r_, &s); printf("ERR %s at %d: %s\n", #x, __LINE__, s); exit(1);} } while (0)
typedef unsigned long long u64;
struct K { CUfunction f; unsigned gx, bx, by, smem; bool chain; CUdeviceptr gc, done; unsigned calls; };
static CUdeviceptr X, T, M; static CUstream S; static CUfunction SPIN;
static void launch(K& k) {
  CUlaunchConfig c; memset(&c, 0, sizeof c);
  c.gridDimX = k.gx; c.gridDimY = 1; c.gridDimZ = 1; c.blockDimX = k.bx; c.blockDimY = k.by; c.blockDimZ = 1; c.sharedMemBytes = k.smem; c.hStream = S;
  CUlaunchAttribute a[1]; a[0].id = CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION; a[0].value.programmaticStreamSerializationAllowed = 1;
  c.attrs = a; c.numAttrs = 1;
  unsigned target = k.calls * k.gx;
  void* args[] = {&X, &T, &M, &k.gc, &k.done, &target};
  CK(cuLaunchKernelEx(&c, k.f, args, 0));
  k.calls++;
}
static void spin() { u64 ns = 200000; void* a[] = {&ns}; CK(cuLaunchKernel(SPIN, 1, 1, 1, 32, 1, 1, 0, S, a, 0)); }
static float med(std::vector<float> v) { std::sort(v.begin(), v.end()); return v[v.size() / 2]; }
static void measure(const char* label, K& k) {
  CUevent e0, e1; CK(cuEventCreate(&e0, 0)); CK(cuEventCreate(&e1, 0));
  for (int i = 0; i < 30; i++) launch(k);
  CK(cuStreamSynchronize(S));
  std::vector<float> gpu, b2b, steady;
  for (int r = 0; r < 9; r++) {
    spin(); CK(cuEventRecord(e0, S)); for (int i = 0; i < 10; i++) launch(k); CK(cuEventRecord(e1, S)); CK(cuEventSynchronize(e1));
    float ms; CK(cuEventElapsedTime(&ms, e0, e1)); gpu.push_back(ms * 100);
    CK(cuEventRecord(e0, S)); for (int i = 0; i < 10; i++) launch(k); CK(cuEventRecord(e1, S)); CK(cuEventSynchronize(e1));
    CK(cuEventElapsedTime(&ms, e0, e1)); b2b.push_back(ms * 100);
  }
  for (int r = 0; r < 3; r++) {
    CK(cuEventRecord(e0, S)); for (int i = 0; i < 200; i++) launch(k); CK(cuEventRecord(e1, S)); CK(cuEventSynchronize(e1));
    float ms; CK(cuEventElapsedTime(&ms, e0, e1)); steady.push_back(ms * 1000 / 200);
  }
  printf("EXP,%s,gpu,%.2f,gpu_min,%.2f,b2b,%.2f,b2b_min,%.2f,steady,%.2f\n", label, med(gpu), *std::min_element(gpu.begin(), gpu.end()), med(b2b), *std::min_element(b2b.begin(), b2b.end()), med(steady));
  fflush(stdout);
}
int main(int argc, char** argv) {
  // label cubin kernel chain_cubin chain_kernel gx bx by smem nwords twwords
  const char* label = argv[1];
  CK(cuInit(0)); CUdevice dev; CK(cuDeviceGet(&dev, 0)); CUcontext ctx; CK(cuDevicePrimaryCtxRetain(&ctx, dev)); CK(cuCtxSetCurrent(ctx));
  CUmodule ma, mb, mx; CK(cuModuleLoad(&ma, argv[2])); CK(cuModuleLoad(&mb, argv[4])); CK(cuModuleLoad(&mx, "aux.cubin"));
  CK(cuModuleGetFunction(&SPIN, mx, "spin_ns"));
  K a, b; memset(&a, 0, sizeof a); memset(&b, 0, sizeof b);
  CK(cuModuleGetFunction(&a.f, ma, argv[3])); CK(cuModuleGetFunction(&b.f, mb, argv[5]));
  a.gx = b.gx = atoi(argv[6]); a.bx = b.bx = atoi(argv[7]); a.by = b.by = atoi(argv[8]); a.smem = b.smem = atoi(argv[9]);
  b.chain = true;
  u64 nw = atoll(argv[10]), tw = atoll(argv[11]);
  CK(cuMemAlloc(&X, nw * 8)); CK(cuMemAlloc(&T, tw * 8)); CK(cuMemAlloc(&M, 256));
  CK(cuMemAlloc(&a.gc, 16)); CK(cuMemAlloc(&b.gc, 16)); CK(cuMemAlloc(&a.done, 16)); CK(cuMemAlloc(&b.done, 16));
  CK(cuMemsetD8(a.gc, 0, 16)); CK(cuMemsetD8(b.gc, 0, 16)); CK(cuMemsetD8(a.done, 0, 16)); CK(cuMemsetD8(b.done, 0, 16));
  const u64 q = 1152921504606584833ull;
  std::vector<u64> h(std::max(nw, tw)); u64 s = 88172645463325252ull;
  auto rnd = [&]() { s ^= s << 13; s ^= s >> 7; s ^= s << 17; return s; };
  for (u64 i = 0; i < tw; i++) h[i] = (i & 1) ? rnd() : rnd() % q;
  CK(cuMemcpyHtoD(T, h.data(), tw * 8));
  u64 mc[4] = {q, rnd() % q, rnd() % q, rnd() % q}; CK(cuMemcpyHtoD(M, mc, 32));
  std::vector<u64> x0(nw); for (auto& v : x0) v = rnd() % q;
  CK(cuStreamCreate(&S, CU_STREAM_NON_BLOCKING));
  // check: 40 calls each from the same words, plain then chained
  std::vector<u64> ra(nw), rb(nw);
  CK(cuMemcpyHtoD(X, x0.data(), nw * 8)); for (int i = 0; i < 40; i++) launch(a); CK(cuStreamSynchronize(S)); CK(cuMemcpyDtoH(ra.data(), X, nw * 8));
  CK(cuMemcpyHtoD(X, x0.data(), nw * 8)); spin(); for (int i = 0; i < 40; i++) launch(b); CK(cuStreamSynchronize(S)); CK(cuMemcpyDtoH(rb.data(), X, nw * 8));
  size_t diff = 0; for (u64 i = 0; i < nw; i++) diff += ra[i] != rb[i];
  printf("CHECK,%s,words_differing,%zu,of,%llu\n", label, diff, nw);
  char l[128];
  for (int rep = 0; rep < 2; rep++) {
    snprintf(l, sizeof l, "%s_pdl", label); measure(l, a);
    snprintf(l, sizeof l, "%s_chain", label); measure(l, b);
  }
  return 0;
}
