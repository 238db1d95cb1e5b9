// Back-to-back time per launch of one kernel (or a pair), launched
// cooperatively, plainly, or with programmatic stream serialization (PDL).
#include <cuda.h>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#define CK(x) do { CUresult r_ = (x); if (r_ != CUDA_SUCCESS) { const char* s; cuGetErrorString(r_, &s); printf("ERR %s at %d: %s\n", #x, __LINE__, s); exit(1);} } while (0)
typedef unsigned long long u64;
struct K { CUfunction f; unsigned gx, bx, by, smem, cl; int mode; };
static void launch(const K& k, void** args, CUstream s) {
  CUlaunchConfig c; memset(&c, 0, sizeof c);
  c.gridDimX = k.gx; c.gridDimY = 1; c.gridDimZ = 1; c.blockDimX = k.bx; c.blockDimY = k.by; c.blockDimZ = 1; c.sharedMemBytes = k.smem; c.hStream = s;
  CUlaunchAttribute a[2]; int n = 0;
  if (k.mode == 1) { a[n].id = CU_LAUNCH_ATTRIBUTE_COOPERATIVE; a[n].value.cooperative = 1; n++; }
  if (k.mode == 2) { a[n].id = CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION; a[n].value.programmaticStreamSerializationAllowed = 1; n++; }
  if (k.cl > 1) { a[n].id = CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION; a[n].value.clusterDim.x = k.cl; a[n].value.clusterDim.y = 1; a[n].value.clusterDim.z = 1; n++; }
  c.attrs = a; c.numAttrs = n;
  CK(cuLaunchKernelEx(&c, k.f, args, 0));
}
int main(int argc, char** argv) {
  // label cubin kernel gx bx by smem mode(0 plain,1 coop,2 pdl) cluster nwords twwords [kernel2 gx bx by smem]
  const char* label = argv[1];
  CK(cuInit(0)); CUdevice dev; CK(cuDeviceGet(&dev, 0)); CUcontext ctx; CK(cuDevicePrimaryCtxRetain(&ctx, dev)); CK(cuCtxSetCurrent(ctx));
  CUmodule mod; CK(cuModuleLoad(&mod, argv[2]));
  K k[2]; int nk = 1;
  k[0].gx = atoi(argv[4]); k[0].bx = atoi(argv[5]); k[0].by = atoi(argv[6]); k[0].smem = atoi(argv[7]); k[0].mode = atoi(argv[8]); k[0].cl = atoi(argv[9]);
  CK(cuModuleGetFunction(&k[0].f, mod, argv[3]));
  u64 nw = atoll(argv[10]), tw = atoll(argv[11]);
  if (argc > 12) { nk = 2; k[1] = k[0]; CK(cuModuleGetFunction(&k[1].f, mod, argv[12])); k[1].gx = atoi(argv[13]); k[1].bx = atoi(argv[14]); k[1].by = atoi(argv[15]); k[1].smem = atoi(argv[16]); }
  for (int i = 0; i < nk; i++) {
    if (k[i].smem > 48 * 1024) CK(cuFuncSetAttribute(k[i].f, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, k[i].smem));
    if (k[i].cl > 8) CK(cuFuncSetAttribute(k[i].f, CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED, 1));
  }
  CUdeviceptr x, t, m;
  CK(cuMemAlloc(&x, nw * 8)); CK(cuMemAlloc(&t, tw * 8)); CK(cuMemAlloc(&m, 256));
  CK(cuMemsetD8(x, 0, nw * 8)); CK(cuMemsetD8(t, 1, tw * 8)); CK(cuMemsetD8(m, 0, 256));
  void* args[] = {&x, &t, &m};
  CUstream s; CK(cuStreamCreate(&s, CU_STREAM_NON_BLOCKING));
  CUevent e0, e1; CK(cuEventCreate(&e0, 0)); CK(cuEventCreate(&e1, 0));
  for (int i = 0; i < 50; i++) for (int j = 0; j < nk; j++) launch(k[j], args, s);
  CK(cuStreamSynchronize(s));
  float best = 1e9, sum = 0; const int N = 300, R = 5;
  for (int r = 0; r < R; r++) {
    CK(cuEventRecord(e0, s)); for (int i = 0; i < N; i++) for (int j = 0; j < nk; j++) launch(k[j], args, s); CK(cuEventRecord(e1, s)); CK(cuEventSynchronize(e1));
    float ms; CK(cuEventElapsedTime(&ms, e0, e1)); float us = ms * 1000 / N; sum += us; if (us < best) best = us;
  }
  printf("EXP,%s,best_us,%.2f,mean_us,%.2f\n", label, best, sum / R);
  return 0;
}
