/* nttgen reduce/builtin.cu (word = {{ word }}): the baseline, "%" on the
 * double-width product (Shivdikar §II-B's built-in reduction).
 * Rust twin: codegen/src/arith/reduce/builtin.rs.
 *
 * Bounds: 2 <= q < 2^(β-1) (len(q) <= β - 1, for mod_add).{% if word == "u64" %}
 * u64 uses unsigned __int128: NVRTC must get the option --device-int128;
 * nvcc (the package's .host.cu) has it from 11.5 on with a gcc or clang host.{% endif %}
 * Twiddles are stored as is; mod_mul_tw ignores w_comp.
 * ModConst: c0 = c1 = c2 = 0 (unused).
 */

__device__ __forceinline__ word_t mod_mul(word_t a, word_t b, const ModConst m) {
{%- if word == "u32" %}
    return (word_t)(((uint64_t)a * b) % m.q);
{%- else %}
#if defined(__CUDACC_RTC__) && !defined(__CUDACC_RTC_INT128__)
#error "nttgen: reduction builtin with word u64 needs the NVRTC option --device-int128"
#endif
#if !defined(__CUDACC_RTC__) && defined(__CUDACC_VER_MAJOR__) && (__CUDACC_VER_MAJOR__ < 11 || (__CUDACC_VER_MAJOR__ == 11 && __CUDACC_VER_MINOR__ < 5))
#error "nttgen: reduction builtin with word u64 needs unsigned __int128 in device code: nvcc 11.5 or newer"
#endif
#if !defined(__CUDACC_RTC__) && defined(_MSC_VER)
#error "nttgen: reduction builtin with word u64 needs unsigned __int128, which MSVC hosts lack: use gcc or clang as nvcc's host compiler, or another reduction"
#endif
    return (word_t)(((unsigned __int128)a * b) % m.q);
{%- endif %}
}

__device__ __forceinline__ word_t mod_mul_tw(word_t a, word_t w, word_t w_comp, const ModConst m) {
    return mod_mul(a, w, m);
}
