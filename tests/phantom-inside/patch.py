#!/usr/bin/env python3
"""Patch a copy of Phantom's source tree so its NTT entry points run on nttgen.

    patch.py PHANTOM_COPY

Three edits, each checked to apply exactly once (a Phantom revision that
moved the code fails here, naming what it did not find):
  1. include/ntt.cuh: DNTTTable tells nttgen_route.h's hooks its n and primes
     (reset in the constructor and init(), the primes read back in set(), the
     tables freed in the destructor).
  2. src/ntt/*.cu: Phantom's definitions of the routed entry points are
     renamed phantom_stock_<name>; nttgen_route.cu defines the public names
     and calls them where nttgen does not serve a call.
  3. nttgen_route.cu and nttgen_route.h are copied beside them.
Nothing else of Phantom changes: every caller, kernel and test is its own.
"""
import pathlib
import re
import shutil
import sys

ROUTED = [
    "nwt_2d_radix8_forward_inplace",
    "nwt_2d_radix8_forward_inplace_include_temp_mod",
    "nwt_2d_radix8_forward_inplace_include_special_mod",
    "nwt_2d_radix8_forward_inplace_include_special_mod_exclude_range",
    "nwt_2d_radix8_backward_inplace",
    "nwt_2d_radix8_backward",
    "nwt_2d_radix8_backward_scale",
    "nwt_2d_radix8_backward_inplace_scale",
    "nwt_2d_radix8_backward_inplace_include_special_mod",
    "nwt_2d_radix8_backward_inplace_include_temp_mod_scale",
]


def once(text, old, new, what):
    if text.count(old) != 1:
        sys.exit(f"patch.py: {what}: expected one `{old.strip()[:60]}`, found {text.count(old)}")
    return text.replace(old, new)


def insert_at_body_end(text, signature_start, line, what):
    """Insert `line` before the closing brace of the member whose signature starts so."""
    at = text.find(signature_start)
    if at < 0 or text.count(signature_start) != 1:
        sys.exit(f"patch.py: {what}: `{signature_start}` not found once")
    close = text.find("\n    }\n", at)
    if close < 0:
        sys.exit(f"patch.py: {what}: no end of body after `{signature_start}`")
    return text[:close] + "\n" + line + text[close:]


def patch_header(ph):
    p = ph / "include" / "ntt.cuh"
    s = p.read_text()
    s = once(s, '#include "cuda_wrapper.cuh"\n', '#include "cuda_wrapper.cuh"\n#include "nttgen_route.h"\n', "ntt.cuh include")
    s = once(s, "~DNTTTable() = default;", "~DNTTTable() { nttgen_route_forget(this); }", "DNTTTable destructor")
    s = insert_at_body_end(
        s,
        "DNTTTable(const uint64_t n, const uint64_t size, const DModulus *modulus,",
        "        nttgen_route_reset(this, n, size);\n        nttgen_route_moduli(this, modulus_.get(), 0, size, stream);",
        "DNTTTable constructor",
    )
    s = insert_at_body_end(s, "void init(const uint64_t n, const uint64_t size, const cudaStream_t &stream) {",
                           "        nttgen_route_reset(this, n, size);", "DNTTTable::init")
    s = insert_at_body_end(s, "void set(const DModulus *modulus,",
                           "        nttgen_route_moduli(this, modulus_.get() + index, index, 1, stream);", "DNTTTable::set")
    p.write_text(s)


def rename_definitions(ph):
    found = {name: 0 for name in ROUTED}
    for p in sorted((ph / "src" / "ntt").glob("*.cu")):
        s = p.read_text()
        for name in ROUTED:
            pattern = re.compile(r"^void " + name + r"\(", re.M)
            found[name] += len(pattern.findall(s))
            s = pattern.sub("void phantom_stock_" + name + "(", s)
        p.write_text(s)
    bad = [f"{n} ({c} definitions)" for n, c in found.items() if c != 1]
    if bad:
        sys.exit("patch.py: expected one definition of each routed entry point: " + ", ".join(bad))


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    ph = pathlib.Path(sys.argv[1])
    here = pathlib.Path(__file__).resolve().parent
    patch_header(ph)
    rename_definitions(ph)
    shutil.copy(here / "nttgen_route.h", ph / "include" / "nttgen_route.h")
    shutil.copy(here / "nttgen_route.cu", ph / "src" / "ntt" / "nttgen_route.cu")
    print(f"patch.py: {ph}: DNTTTable hooks, {len(ROUTED)} entry points routed")


if __name__ == "__main__":
    main()
