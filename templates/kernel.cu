{#- nttgen kernel file skeleton. Context: the view model of codegen/src/emit/cuda.rs
    (header, word, word_t, reduce, staged, kernels[name, threads, cluster, params, poly, pack, prefetch, tiles,
    staging, mods, bases, smem, regs, phases[note, barrier, lines]]); a phase's barrier is the statement its
    scope renders as (empty before the first phase). Every statement is rendered in Rust; this
    file only loops and branches. #}{% for line in header -%}
//{% if line %} {{ line }}{% endif %}
{% endfor %}
typedef unsigned int uint32_t;
typedef unsigned long long uint64_t;
typedef {{ word_t }} word_t;

{% for part in reduce -%}
{{ part }}
{% endfor -%}
{%- if staged %}
/* Copies into shared memory that do not wait (cp.async, sm_80 and later;
 * before that, plain copies), one group per tile: a tile's words are
 * copied while the block computes the tile before it. */
__device__ __forceinline__ void cp_async_commit() {
#if __CUDA_ARCH__ >= 800
    asm volatile("cp.async.commit_group;" ::: "memory");
#endif
}
/* Commits the copies issued since the last commit, then waits for every
 * group but that one. */
__device__ __forceinline__ void cp_async_wait_prev() {
#if __CUDA_ARCH__ >= 800
    asm volatile("cp.async.commit_group;\n\tcp.async.wait_group 1;" ::: "memory");
#endif
}
{%- for c in [4, 8, 16] %}
__device__ __forceinline__ void cp_async_{{ c }}(void* dst, const void* src) {
#if __CUDA_ARCH__ >= 800
    asm volatile("cp.async.{% if c == 16 %}cg{% else %}ca{% endif %}.shared.global [%0], [%1], {{ c }};" :: "r"((unsigned)__cvta_generic_to_shared(dst)), "l"(src) : "memory");
#else
{%- if c == 4 %}
    *(unsigned*)dst = *(const unsigned*)src;
{%- elif c == 8 %}
    *(unsigned long long*)dst = *(const unsigned long long*)src;
{%- else %}
    *(ulonglong2*)dst = *(const ulonglong2*)src;
{%- endif %}
#endif
}
{%- endfor %}
{% endif %}
{% for k in kernels %}
extern "C" __global__ void {% if k.cluster %}__cluster_dims__({{ k.cluster }}, 1, 1) {% endif %}__launch_bounds__({{ k.threads }}{% if k.min_blocks %}, {{ k.min_blocks }}{% endif %}) {{ k.name }}(
{%- for p in k.params %}
    {{ p }}{% if not loop.last %},{% endif %}
{%- endfor %})
{
{%- if k.overlap and not k.early %}
    // Launched while the grid before it drains (programmatic dependent launch): nothing runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
{%- endif %}
{%- if k.stream %}
    // Streamed (stream_lag = {{ k.stream.lag }}), persistent: each block runs work items in ticket order, one block of one part of one polynomial each; the second part's blocks of a polynomial come {{ k.stream.lag }} polynomials behind its first part's.
    unsigned* const stream_ctr = reinterpret_cast<unsigned*>(counters);
    const unsigned stream_polys = gridDim.{{ item_axis }} * gridDim.{{ tower_axis }};
    for (;;) {
    unsigned stream_part, stream_poly, bx;
    if (!stream_take(stream_ctr, stream_polys, {{ k.stream.lag }}u, {{ k.stream.b0 }}u, {{ k.stream.b1 }}u, stream_part, stream_poly, bx)) break;
    // Polynomials tower-major, as a plain launch hands out its blocks: a tower's run together and share its tables.
    const unsigned tower = stream_poly / gridDim.{{ item_axis }}, item = stream_poly % gridDim.{{ item_axis }};
{%- elif k.poly %}
{%- if k.descending %}
    // Last polynomial first (alternate_order): the kernel before this one wrote its last polynomials last, and L2 still holds them.
{%- endif %}
{%- if k.skip %}
    // The towers skip_at .. skip_at + skip_len are left out: block tower b runs tower b, or b + skip_len from skip_at on, of buffers that hold them all.
{%- endif %}
    const unsigned item = {{ k.item }}, tower = {{ k.tower }};
{%- elif k.mods or k.bases %}
    const unsigned tower = {{ k.tower }};
{%- endif %}
{%- if k.poly %}
{%- if k.pack %}
    // {{ k.pack.polys }} polynomials per block: block y (the batch item), a multiple of {{ k.pack.polys }}, runs y .. y + {{ k.pack.last }}; the others return.
    if (item % {{ k.pack.polys }}u != 0) return;
    const unsigned entry = item + ({{ k.pack.sel }});
    const bool in_batch = entry < gridDim.{{ item_axis }};
    const size_t poly = ((size_t)(in_batch ? entry : item) * {{ k.towers }} + tower) * {{ k.poly }};
{%- if k.y_rows %}
    // y holds one row a batch item, read for every tower (from-y-row).
    const size_t poly_row = (size_t)(in_batch ? entry : item) * {{ k.poly }};
{%- endif %}
{%- else %}
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * {{ k.towers }} + tower) * {{ k.poly }};
{%- if k.y_rows %}
    // y holds one row a batch item, read for every tower (from-y-row).
    const size_t poly_row = (size_t)item * {{ k.poly }};
{%- endif %}
{%- if k.prefetch %}
    // The polynomial {{ k.prefetch }} places after this block's in launch order (batch item fastest, then tower): the same block of it runs later, and its words are asked of L2 after this block's loads.
    const unsigned ahead = item + gridDim.{{ item_axis }} * tower + {{ k.prefetch }}u;
    const bool ahead_ok = ahead < gridDim.{{ item_axis }} * gridDim.{{ tower_axis }};
    const size_t poly_ahead = ((size_t)(ahead % gridDim.{{ item_axis }}) * gridDim.{{ tower_axis }} + ahead / gridDim.{{ item_axis }}) * {{ k.poly }};
{%- endif %}
{%- endif %}
{%- endif %}
{%- if k.mods %}
    const ModConst m = mods[tower];
{%- endif %}
{%- for b in k.bases %}
    {{ b }}
{%- endfor %}
{%- if k.smem %}
    extern __shared__ word_t smem[];
{%- if k.wide_shared %}
    // Shared words are indexed smem[smem_z + index + offset] (wide_shared_index): a zero the compiler cannot see through, so the sum stays 64-bit and each constant offset folds into its access (NVRTC addresses shared memory with 64-bit pointers; without it, a one-launch kernel at 2^17 took 1080 instructions where nvcc's build took 1032).
    size_t smem_z = 0;
    asm("" : "+l"(smem_z));
{%- endif %}
{%- endif %}
{%- for r in k.regs %}
    {{ r }}
{%- endfor %}
{%- if k.tiles %}
    // {{ k.tiles }} tiles per block in turn; the first tile's words are copied into shared memory here, each later tile's while the block computes the one before.
    {
        const unsigned bx = blockIdx.x * {{ k.tiles }}u;
{%- for line in k.staging %}
        {{ line }}
{%- endfor %}
    }
    cp_async_commit();
    for (unsigned tile = 0; tile < {{ k.tiles }}u; ++tile) {
    if (tile + 1 < {{ k.tiles }}u) {
        const unsigned bx = blockIdx.x * {{ k.tiles }}u + tile + 1;
{%- for line in k.staging %}
        {{ line }}
{%- endfor %}
    }
    cp_async_wait_prev(); // this tile's copies have landed; the next tile's are in flight
    const unsigned bx = blockIdx.x * {{ k.tiles }}u + tile;
{%- elif not k.stream %}
    const unsigned bx = blockIdx.x;
{%- endif %}
{%- if k.early %}
    // The tables are constants no launch writes: their loads go out before the wait.
{%- for line in k.early %}
    {{ line }}
{%- endfor %}
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
{%- endif %}
{%- for part in k.parts %}
{%- if k.stream %}
{%- if loop.first %}
    if (stream_part == 0) {
{%- else %}
    } else {
{%- endif %}
{%- endif %}
{%- for ph in part %}
{%- if ph.barrier %}
    {{ ph.barrier }}
{%- endif %}

    // phase {{ ph.index }}: {{ ph.note }}
{%- for line in ph.lines %}
    {{ line }}
{%- endfor %}
{%- endfor %}
{%- if k.stream and loop.first %}
    stream_arrive(stream_ctr + stream_poly);
{%- endif %}
{%- endfor %}
{%- if k.stream %}
    }
    __syncthreads(); // the next item's ticket and shared memory
    }
{%- endif %}
{%- if k.tiles %}
    __syncthreads(); // the next tile's exchanges reuse this tile's shared memory
    }
{%- endif %}
}
{% endfor -%}
