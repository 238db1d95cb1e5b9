// nttgen inside Phantom: the hooks the patched DNTTTable (include/ntt.cuh)
// calls, so the router knows each table set's n and primes without a copy
// from the device per NTT call. Defined in nttgen_route.cu.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cuda_runtime_api.h>

class DNTTTable;

// A table set was (re)made for n and `size` primes: forget what it held.
void nttgen_route_reset(const void *table_set, size_t n, size_t size);

// Primes first .. first + count of a table set were copied to the device at
// d_moduli (Phantom's DModulus array): read them back once, here.
void nttgen_route_moduli(const void *table_set, const void *d_moduli, size_t first, size_t count,
                         cudaStream_t stream);

// The table set is gone: free the nttgen tables built for it.
void nttgen_route_forget(const void *table_set);

// Route Phantom's NTT entry points to nttgen (true) or to Phantom's own
// kernels (false). Starts from the environment: PHANTOM_NTT=stock routes
// nothing.
void nttgen_route_enable(bool on);
bool nttgen_route_enabled();

// Route to the packages' several-launch forms (true) or to their own choice,
// one cooperative launch where the call's grid fits the GPU at once (false).
// Starts from NTTGEN_ROUTE_LAUNCH=several|one (default one).
void nttgen_route_several_launches(bool on);

// NTTGEN_ROUTE_VERIFY=1: routed calls (each entry's first 64, then one in
// 256) also run Phantom's kernels on a copy, keep Phantom's result and
// report each call whose results differ
// (entry, n, limbs, the input's largest value against its modulus).

// Phantom's own definitions of the routed entry points, renamed by patch.py
// (nttgen_route.cu calls them where nttgen does not serve a call; a program
// may call them to compare).
void phantom_stock_nwt_2d_radix8_forward_inplace(uint64_t *, const DNTTTable &, size_t, size_t, const cudaStream_t &);
void phantom_stock_nwt_2d_radix8_forward_inplace_include_temp_mod(uint64_t *, const DNTTTable &, size_t, size_t, size_t,
                                                                  const cudaStream_t &);
void phantom_stock_nwt_2d_radix8_forward_inplace_include_special_mod(uint64_t *, const DNTTTable &, size_t, size_t,
                                                                     size_t, size_t, const cudaStream_t &);
void phantom_stock_nwt_2d_radix8_forward_inplace_include_special_mod_exclude_range(uint64_t *, const DNTTTable &, size_t,
                                                                                   size_t, size_t, size_t, size_t,
                                                                                   size_t, const cudaStream_t &);
void phantom_stock_nwt_2d_radix8_backward_inplace(uint64_t *, const DNTTTable &, size_t, size_t, const cudaStream_t &);
void phantom_stock_nwt_2d_radix8_backward(uint64_t *, const uint64_t *, const DNTTTable &, size_t, size_t,
                                          const cudaStream_t &);
void phantom_stock_nwt_2d_radix8_backward_scale(uint64_t *, const uint64_t *, const DNTTTable &, size_t, size_t,
                                                const uint64_t *, const uint64_t *, const cudaStream_t &);
void phantom_stock_nwt_2d_radix8_backward_inplace_scale(uint64_t *, const DNTTTable &, size_t, size_t, const uint64_t *,
                                                        const uint64_t *, const cudaStream_t &);
void phantom_stock_nwt_2d_radix8_backward_inplace_include_special_mod(uint64_t *, const DNTTTable &, size_t, size_t,
                                                                      size_t, size_t, const cudaStream_t &);
void phantom_stock_nwt_2d_radix8_backward_inplace_include_temp_mod_scale(uint64_t *, const DNTTTable &, size_t, size_t,
                                                                         size_t, const uint64_t *, const uint64_t *,
                                                                         const cudaStream_t &);

