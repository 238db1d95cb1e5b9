// Times one limb's one-launch forward of a generated package (-DPKG=<name>, -DPKGU=<NAME>,
// -DPKG_HOST="<name>/<name>.host.cu") the way the runtime launches it: back
// to back on one stream with programmatic stream serialization and a grid
// counter of the stream's, so that each call overlaps the one before. First
// checks one call against a CPU negacyclic NTT (bit-reversed output order,
// the packages' documented domain). Prints us per call for three rounds of
// the overlapped launch and one of the package's cooperative C function.
#include PKG_HOST
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <algorithm>
#include <cstring>
#define CAT(a, b) a##b
#define XCAT(a, b) CAT(a, b)
#define STR(a) #a
#define XSTR(a) STR(a)
#define NS XCAT(nttgen_, PKG)
#ifdef VIA_NVRTC
// VIA_NVRTC (with -DPKG_CU="<name>/<name>.cu"): the kernel compiled from the
// package's .cu by NVRTC to a CUBIN, as the runtime compiles it
// (--gpu-architecture=sm_90 -default-device --std=c++17; NVRTC_ARCH another
// architecture), loaded with the
// driver and launched with cuLaunchKernelEx as the runtime launches it; the
// CUBIN is written beside the probe (<kernel>.nvrtc.cubin) for cuobjdump.
#include <nvrtc.h>
#include <cuda.h>
#include <fstream>
#include <sstream>
#include <string>
static CUfunction nvrtc_kernel(const char* cu_path, const char* kname) {
  std::ifstream f(cu_path); std::stringstream ss; ss << f.rdbuf(); std::string src = ss.str();
  nvrtcProgram p; nvrtcCreateProgram(&p, src.c_str(), "kernel.cu", 0, nullptr, nullptr);
#ifndef NVRTC_ARCH
#define NVRTC_ARCH "sm_90"
#endif
  const char* opts[] = {"--gpu-architecture=" NVRTC_ARCH, "-default-device", "--std=c++17"};
  if (nvrtcCompileProgram(p, 3, opts) != NVRTC_SUCCESS) {
    size_t n; nvrtcGetProgramLogSize(p, &n); std::string log(n, 0); nvrtcGetProgramLog(p, &log[0]);
    printf("LV,%s,NVRTC FAILED,%s\n", kname, log.c_str()); exit(4);
  }
  size_t n; nvrtcGetCUBINSize(p, &n); std::vector<char> cubin(n); nvrtcGetCUBIN(p, cubin.data());
  std::ofstream o(std::string(kname) + ".nvrtc.cubin", std::ios::binary); o.write(cubin.data(), n);
  CUmodule m; CUfunction fn;
  if (cuModuleLoadData(&m, cubin.data()) != CUDA_SUCCESS || cuModuleGetFunction(&fn, m, kname) != CUDA_SUCCESS) { printf("LV,%s,LOAD FAILED\n", kname); exit(4); }
  return fn;
}
#endif
#define CK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { printf("ERR %s line %d: %s\n", #x, __LINE__, cudaGetErrorString(e_)); exit(1); } } while (0)
typedef unsigned long long u64;
typedef unsigned __int128 u128;
static u64 mulm(u64 a, u64 b, u64 q) { return (u64)((u128)a * b % q); }
static u64 powm(u64 a, u64 e, u64 q) { u64 r = 1; while (e) { if (e & 1) r = mulm(r, a, q); a = mulm(a, a, q); e >>= 1; } return r; }
static unsigned brev(unsigned x, int bits) { unsigned r = 0; for (int i = 0; i < bits; i++) r |= ((x >> i) & 1u) << (bits - 1 - i); return r; }
// Cooley-Tukey negacyclic forward, natural in, bit-reversed out: out[j] = sum a_i psi^((2 br(j) + 1) i).
static void cpu_ntt(std::vector<u64>& a, u64 psi, u64 q, int logn) {
  size_t n = a.size(); std::vector<u64> pr(n);
  for (size_t i = 0; i < n; i++) pr[i] = powm(psi, brev((unsigned)i, logn), q);
  for (size_t m = 1, t = n / 2; m < n; m *= 2, t /= 2)
    for (size_t i = 0; i < m; i++) { u64 w = pr[m + i];
      for (size_t j = 2 * i * t; j < 2 * i * t + t; j++) { u64 u = a[j], v = mulm(a[j + t], w, q);
        a[j] = (u + v) % q; a[j + t] = (u + q - v) % q; } }
}
int main(int argc, char** argv) {
  const char* name = argv[1]; int logn = atoi(argv[2]); unsigned gx = atoi(argv[3]), bx = atoi(argv[4]), by = atoi(argv[5]), smem = atoi(argv[6]); size_t off = atoll(argv[7]);
  const char* tables_path = argv[8]; int calls = argc > 9 ? atoi(argv[9]) : 500;
  size_t n = (size_t)1 << logn; u64 q = XCAT(PKGU, _PRIMES)[0], psi = XCAT(PKGU, _ROOTS)[0];
  FILE* f = fopen(tables_path, "rb"); if (!f) { printf("no %s\n", tables_path); return 1; }
  std::vector<char> tb; char buf[1 << 16]; size_t k; while ((k = fread(buf, 1, sizeof buf, f)) > 0) tb.insert(tb.end(), buf, buf + k); fclose(f);
  tb.resize((size_t)XCAT(PKGU, _TABLE_WORDS) * 8, 0);  // the inverse tables are not shipped: zeros
  cudaStream_t s; CK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
  word_t* t = nullptr; CK(XCAT(PKG, _upload_tables)(tb.data(), tb.size(), (XCAT(PKG, _word)**)&t, s));
  word_t *x, *y; unsigned* counter; CK(cudaMalloc(&x, n * 8)); CK(cudaMalloc(&y, n * 8)); CK(cudaMalloc(&counter, 4096)); CK(cudaMemsetAsync(counter, 0, 4096, s));
  std::vector<u64> h(n), r(n), g(n); srand(7); for (auto& v : h) v = (((u64)rand() << 42) ^ ((u64)rand() << 21) ^ (u64)rand()) % q;
  r = h; cpu_ntt(r, psi, q, logn);
  auto kern = NS::XCAT(PKG, _fwd_coop);
  const word_t* tw = t + off;
  // SCRATCH: the package's forward passes its parts' words through a scratch
  // buffer (layout = "transposed"): y here
#ifdef SCRATCH
#define KARGS x, y, tw, mods, counter
#define CARGS (XCAT(PKG, _word)*)t, (XCAT(PKG, _word)*)x, (XCAT(PKG, _word)*)y, 1, s
#define PARGS (void*)&x, (void*)&y, (void*)&tw, (void*)&mods, (void*)&nul, (void*)&st
#else
#define KARGS x, tw, mods, counter
#define CARGS (XCAT(PKG, _word)*)t, (XCAT(PKG, _word)*)x, 1, s
#define PARGS (void*)&x, (void*)&tw, (void*)&mods, (void*)&nul, (void*)&st
#endif
  const ModConst* mods = reinterpret_cast<const ModConst*>(t);
#ifdef VIA_NVRTC
  CUfunction fn = nvrtc_kernel(PKG_CU, XSTR(PKG) "_fwd_coop");
  CUlaunchAttribute dattr; dattr.id = CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION; dattr.value.programmaticStreamSerializationAllowed = 1;
  CUlaunchConfig dcfg = {}; dcfg.gridDimX = gx; dcfg.gridDimY = 1; dcfg.gridDimZ = 1; dcfg.blockDimX = bx; dcfg.blockDimY = by; dcfg.blockDimZ = 1;
  dcfg.sharedMemBytes = smem; dcfg.hStream = s; dcfg.attrs = &dattr; dcfg.numAttrs = 1;
  void* dargs[] = {(void*)&x, (void*)&tw, (void*)&mods, (void*)&counter};
#define LAUNCH_K() do { if (cuLaunchKernelEx(&dcfg, fn, dargs, nullptr) != CUDA_SUCCESS) { printf("LV,%s,LAUNCH FAILED\n", name); exit(5); } } while (0)
#else
#define LAUNCH_K() CK(cudaLaunchKernelEx(&cfg, kern, KARGS))
#endif
  cudaLaunchAttribute attr; attr.id = cudaLaunchAttributeProgrammaticStreamSerialization; attr.val.programmaticStreamSerializationAllowed = 1;
  cudaLaunchConfig_t cfg = {}; cfg.gridDim = dim3(gx, 1, 1); cfg.blockDim = dim3(bx, by, 1); cfg.dynamicSmemBytes = smem; cfg.stream = s; cfg.attrs = &attr; cfg.numAttrs = 1;
  if (smem > 48 * 1024) CK(cudaFuncSetAttribute(kern, cudaFuncAttributeMaxDynamicSharedMemorySize, smem));
  int per_sm = 0, sms = 0; CK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, kern, bx * by, smem)); CK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
  cudaFuncAttributes fa; CK(cudaFuncGetAttributes(&fa, kern));
  // correctness: overlapped launch twice (the counter reused), then the C function once
  // the tree form needs the counter buffer, and a cpa form (cpa_tw.py) more
  // shared memory than the package's C function gives: no cooperative launch
  const bool coop_ok = !strstr(name, "tree") && !strstr(name, "cpa");
  for (int rep = 0; rep < (coop_ok ? 3 : 2); rep++) {
    CK(cudaMemcpyAsync(x, h.data(), n * 8, cudaMemcpyHostToDevice, s));
    if (rep < 2) LAUNCH_K(); else CK(XCAT(PKG, _forward_coop)(CARGS));
    CK(cudaMemcpyAsync(g.data(), x, n * 8, cudaMemcpyDeviceToHost, s)); CK(cudaStreamSynchronize(s));
    size_t bad = 0; for (size_t i = 0; i < n; i++) bad += g[i] != r[i];
    if (bad) { printf("LV,%s,WRONG,%zu of %zu words differ from the CPU NTT (rep %d)\n", name, bad, n, rep); if (!strstr(name, "nofence")) return 2; }
  }
  cudaEvent_t e0, e1; CK(cudaEventCreate(&e0)); CK(cudaEventCreate(&e1));
  printf("LV,%s,n=2^%d,grid=%u,block=%ux%u,smem=%u,regs=%d,per_sm=%d,sms=%d,verified\n", name, logn, gx, bx, by, smem, fa.numRegs, per_sm, sms);
  for (int round = 0; round < (coop_ok ? 4 : 3); round++) {
    bool coop = round == 3;
    for (int i = 0; i < 50; i++) { if (coop) CK(XCAT(PKG, _forward_coop)(CARGS)); else LAUNCH_K(); }
    CK(cudaEventRecord(e0, s));
    for (int i = 0; i < calls; i++) { if (coop) CK(XCAT(PKG, _forward_coop)(CARGS)); else LAUNCH_K(); }
    CK(cudaEventRecord(e1, s)); CK(cudaEventSynchronize(e1)); float ms; CK(cudaEventElapsedTime(&ms, e0, e1));
    printf("LV,%s,%s,us_per_call,%.3f\n", name, coop ? "cooperative" : "overlapped", ms * 1000.0 / calls);
  }
#ifdef STAMPS
  // The instrumented kernel (instrument.py: thread 0 of each block stamps
  // clock64 and %globaltimer at every phase start, before every grid barrier
  // and at the end), launched alone 40 times; per stamp, the median over
  // launches of the median block's cycles since its own start and of the
  // latest block's ns since the first block's start.
  {
    auto pk = NS::XCAT(PKG, _fwd_coop_probe);
    if (smem > 48 * 1024) CK(cudaFuncSetAttribute(pk, cudaFuncAttributeMaxDynamicSharedMemorySize, smem));
    u64* st; CK(cudaMalloc(&st, (size_t)gx * 32 * 16)); CK(cudaMemset(st, 0, (size_t)gx * 32 * 16));
    std::vector<std::vector<double>> cyc(STAMPS), gt(STAMPS); std::vector<u64> hs((size_t)gx * 32 * 2);
    unsigned* nul = nullptr;
    for (int rep = 0; rep < 40; rep++) {
      void* args[] = {PARGS};
      CK(cudaLaunchCooperativeKernel((const void*)pk, dim3(gx, 1, 1), dim3(bx, by, 1), args, smem, s));
      CK(cudaStreamSynchronize(s));
      if (rep < 10) continue;
      CK(cudaMemcpy(hs.data(), st, hs.size() * 8, cudaMemcpyDeviceToHost));
      u64 g0 = ~0ull; for (unsigned b = 0; b < gx; b++) g0 = std::min(g0, hs[(b * 32) * 2 + 1]);
      for (int k = 0; k < STAMPS; k++) {
        std::vector<double> c, g;
        for (unsigned b = 0; b < gx; b++) { c.push_back((double)(hs[(b * 32 + k) * 2] - hs[(b * 32) * 2])); g.push_back((double)(hs[(b * 32 + k) * 2 + 1] - g0)); }
        std::sort(c.begin(), c.end()); std::sort(g.begin(), g.end());
        cyc[k].push_back(c[c.size() / 2]); gt[k].push_back(g[g.size() - 1]);
      }
    }
    for (int k = 0; k < STAMPS; k++) {
      std::sort(cyc[k].begin(), cyc[k].end()); std::sort(gt[k].begin(), gt[k].end());
      printf("LV,%s,stamp,%d,median_block_cycles,%.0f,latest_block_ns,%.0f\n", name, k, cyc[k][cyc[k].size() / 2], gt[k][gt[k].size() / 2]);
    }
  }
#endif
  return 0;
}
