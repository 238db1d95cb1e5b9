{#- nttgen element-wise kernel file. Context: the view of
    codegen/src/emit/elementwise/render.rs (header, sizes, arith,
    kernels[doc, name, params, views, pairs, count, lines]); every statement is
    rendered in Rust, this file only lays them out. #}{% for line in header -%}
//{% if line %} {{ line }}{% endif %}
{% endfor %}
typedef unsigned long long u64;
typedef unsigned int u32;
typedef signed char i8;
typedef unsigned char u8;
typedef u64 word_t;{% for s in sizes %}
#ifndef {{ s }}
#error "{{ s }} is not defined: the host #defines it before this text"
#endif{% endfor %}

{% for part in arith -%}
{{ part }}
{% endfor -%}
{% for k in kernels -%}
{% if not loop.first %}
{% endif -%}
{% for line in k.doc -%}
//{% if line %} {{ line }}{% endif %}
{% endfor -%}
extern "C" __global__ void {{ k.name }}({{ k.params | join(sep=", ") }}) {
    // May be launched while the grid before it drains (programmatic dependent launch): nothing runs before that grid's writes are visible; the next launch may begin at once. Without the launch attribute both are no-ops.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
{%- for v in k.views %}
    {{ v }}
{%- endfor %}
{%- if k.pairs %}
    for (u64 pair = blockIdx.y; pair < {{ k.pairs }}; pair += gridDim.y) {
    for (u32 i = blockIdx.x * blockDim.x + threadIdx.x; i < {{ k.count }}; i += gridDim.x * blockDim.x) {
{%- else %}
    for (u64 i = (u64)blockIdx.x * blockDim.x + threadIdx.x; i < {{ k.count }}; i += (u64)gridDim.x * blockDim.x) {
{%- endif %}
{%- for l in k.lines %}
        {{ l }}
{%- endfor %}
    }
{%- if k.pairs %}
    }
{%- endif %}
}
{% endfor -%}
