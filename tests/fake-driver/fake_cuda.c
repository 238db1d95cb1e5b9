// A stand-in libcuda for the host path on a machine without a GPU (profiling
// it, and tests/tests/host_path.rs): every call succeeds at once, device
// memory is host memory, a launch runs nothing. It describes an H100 (132
// SMs, sm_90). Where NTTGEN_FAKE_CUDA_LOG names a file, each launch appends
// a line to it: how it was launched, the kernel's name, grid, block, and
// dynamic shared bytes; and each event recorded on a stream and each wait of
// a stream for one, a line `event-record` / `stream-wait-event`.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
typedef int CUresult;
typedef uint64_t CUdeviceptr;
static void *cur_ctx = 0;
static char ctx_obj[64], mod_obj[64];
CUresult cuInit(unsigned f) { return 0; }
CUresult cuDriverGetVersion(int *v) { *v = 13000; return 0; }
CUresult cuDeviceGetCount(int *n) { *n = 1; return 0; }
CUresult cuDeviceGet(int *d, int o) { *d = 0; return 0; }
CUresult cuDeviceGetName(char *s, int len, int d) { strncpy(s, "NVIDIA H100 80GB HBM3", len); return 0; }
CUresult cuDeviceTotalMem_v2(size_t *b, int d) { *b = 80ull << 30; return 0; }
CUresult cuDeviceGetAttribute(int *v, int a, int d) {
  switch (a) {
    case 1: *v = 1024; break; case 2: *v = 1024; break; case 3: *v = 1024; break; case 4: *v = 64; break;
    case 5: *v = 2147483647; break; case 6: *v = 65535; break; case 7: *v = 65535; break;
    case 8: *v = 49152; break; case 10: *v = 32; break; case 12: *v = 65536; break; case 16: *v = 132; break;
    case 38: *v = 50 << 20; break; case 75: *v = 9; break; case 76: *v = 0; break;
    case 81: *v = 233472; break; case 97: *v = 232448; break; default: *v = 1;
  }
  return 0;
}
CUresult cuDevicePrimaryCtxRetain(void **c, int d) { *c = ctx_obj; return 0; }
CUresult cuDevicePrimaryCtxRelease_v2(int d) { return 0; }
CUresult cuDevicePrimaryCtxGetState(int d, unsigned *f, int *a) { *f = 0; *a = 1; return 0; }
CUresult cuCtxSetCurrent(void *c) { cur_ctx = c; return 0; }
CUresult cuCtxGetCurrent(void **c) { *c = cur_ctx; return 0; }
CUresult cuCtxPushCurrent_v2(void *c) { cur_ctx = c; return 0; }
CUresult cuCtxPopCurrent_v2(void **c) { if (c) *c = cur_ctx; return 0; }
CUresult cuCtxSynchronize(void) { return 0; }
CUresult cuCtxGetDevice(int *d) { *d = 0; return 0; }
CUresult cuStreamCreate(void **s, unsigned f) { *s = malloc(16); return 0; }
CUresult cuStreamCreateWithPriority(void **s, unsigned f, int p) { *s = malloc(16); return 0; }
CUresult cuStreamDestroy_v2(void *s) { return 0; }
CUresult cuStreamSynchronize(void *s) { return 0; }
CUresult cuStreamQuery(void *s) { return 0; }
static void log_line(const char *line) {
  const char *path = getenv("NTTGEN_FAKE_CUDA_LOG");
  if (!path) return;
  FILE *o = fopen(path, "a");
  if (!o) return;
  fprintf(o, "%s\n", line);
  fclose(o);
}
CUresult cuStreamWaitEvent(void *s, void *e, unsigned f) { log_line("stream-wait-event"); return 0; }
CUresult cuStreamIsCapturing(void *s, int *st) { *st = 0; return 0; }
CUresult cuEventCreate(void **e, unsigned f) { *e = malloc(16); return 0; }
CUresult cuEventRecord(void *e, void *s) { log_line("event-record"); return 0; }
CUresult cuEventRecordWithFlags(void *e, void *s, unsigned f) { log_line("event-record"); return 0; }
CUresult cuEventSynchronize(void *e) { return 0; }
CUresult cuEventQuery(void *e) { return 0; }
CUresult cuEventElapsedTime(float *ms, void *a, void *b) { *ms = 0.001f; return 0; }
CUresult cuEventElapsedTime_v2(float *ms, void *a, void *b) { *ms = 0.001f; return 0; }
CUresult cuEventDestroy_v2(void *e) { free(e); return 0; }
CUresult cuMemAlloc_v2(CUdeviceptr *p, size_t n) { *p = (CUdeviceptr)calloc(1, n ? n : 1); return 0; }
CUresult cuMemAllocAsync(CUdeviceptr *p, size_t n, void *s) { *p = (CUdeviceptr)calloc(1, n ? n : 1); return 0; }
CUresult cuMemFree_v2(CUdeviceptr p) { free((void *)p); return 0; }
CUresult cuMemFreeAsync(CUdeviceptr p, void *s) { free((void *)p); return 0; }
CUresult cuMemcpyHtoD_v2(CUdeviceptr d, const void *s, size_t n) { memcpy((void *)d, s, n); return 0; }
CUresult cuMemcpyHtoDAsync_v2(CUdeviceptr d, const void *s, size_t n, void *st) { memcpy((void *)d, s, n); return 0; }
CUresult cuMemcpyDtoH_v2(void *d, CUdeviceptr s, size_t n) { memcpy(d, (void *)s, n); return 0; }
CUresult cuMemcpyDtoHAsync_v2(void *d, CUdeviceptr s, size_t n, void *st) { memcpy(d, (void *)s, n); return 0; }
CUresult cuMemcpyDtoDAsync_v2(CUdeviceptr d, CUdeviceptr s, size_t n, void *st) { memcpy((void *)d, (void *)s, n); return 0; }
CUresult cuMemsetD8Async(CUdeviceptr d, unsigned char b, size_t n, void *s) { memset((void *)d, b, n); return 0; }
CUresult cuMemsetD8_v2(CUdeviceptr d, unsigned char b, size_t n) { memset((void *)d, b, n); return 0; }
CUresult cuMemGetInfo_v2(size_t *f, size_t *t) { *f = 70ull << 30; *t = 80ull << 30; return 0; }
CUresult cuMemHostRegister_v2(void *p, size_t n, unsigned f) { return 0; }
CUresult cuMemHostUnregister(void *p) { return 0; }
CUresult cuModuleLoadData(void **m, const void *img) { *m = mod_obj; return 0; }
CUresult cuModuleLoadDataEx(void **m, const void *img, unsigned n, void *o, void *v) { *m = mod_obj; return 0; }
CUresult cuModuleGetFunction(void **f, void *m, const char *name) { *f = strdup(name); return 0; }
CUresult cuModuleUnload(void *m) { return 0; }
CUresult cuFuncGetAttribute(int *v, int a, void *f) {
  switch (a) { case 0: *v = 1024; break; case 4: *v = 64; break; case 5: *v = 90; break; case 6: *v = 90; break; default: *v = 0; }
  return 0;
}
CUresult cuFuncSetAttribute(void *f, int a, int v) { return 0; }
CUresult cuFuncSetCacheConfig(void *f, int c) { return 0; }
CUresult cuOccupancyMaxActiveBlocksPerMultiprocessor(int *n, void *f, int b, size_t s) { *n = 4; return 0; }
CUresult cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *n, void *f, int b, size_t s, unsigned fl) { *n = 4; return 0; }
CUresult cuOccupancyMaxActiveClusters(int *n, void *f, const void *cfg) { *n = 8; return 0; }
static void log_launch(const char *how, void *f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by,
                       unsigned bz, unsigned sm) {
  const char *path = getenv("NTTGEN_FAKE_CUDA_LOG");
  if (!path) return;
  FILE *o = fopen(path, "a");
  if (!o) return;
  fprintf(o, "%s %s %u %u %u %u %u %u %u\n", how, (const char *)f, gx, gy, gz, bx, by, bz, sm);
  fclose(o);
}
// CUlaunchConfig's leading fields, as cuda.h lays them out.
typedef struct { unsigned gx, gy, gz, bx, by, bz, sm; } LaunchConfigHead;
CUresult cuLaunchKernel(void *f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by, unsigned bz, unsigned sm, void *s, void **p, void **e) {
  log_launch("plain", f, gx, gy, gz, bx, by, bz, sm);
  return 0;
}
CUresult cuLaunchKernelEx(const void *cfg, void *f, void **p, void **e) {
  const LaunchConfigHead *c = (const LaunchConfigHead *)cfg;
  log_launch("ex", f, c->gx, c->gy, c->gz, c->bx, c->by, c->bz, c->sm);
  return 0;
}
CUresult cuLaunchCooperativeKernel(void *f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by, unsigned bz, unsigned sm, void *s, void **p) {
  log_launch("coop", f, gx, gy, gz, bx, by, bz, sm);
  return 0;
}
CUresult cuGetErrorString(int e, const char **s) { *s = "fake"; return 0; }
CUresult cuGetErrorName(int e, const char **s) { *s = "FAKE"; return 0; }
CUresult cuPointerGetAttribute(void *d, int a, CUdeviceptr p) { return 0; }
CUresult cuGetExportTable(const void **t, const void *id) { *t = 0; return 801; }
