#!/usr/bin/env python3
"""Patch a copy of Cheddar's source tree so its NTT entry points run on nttgen.

    patch.py CHEDDAR_COPY

Four edits, each checked to apply (a Cheddar revision that moved the code
fails here, naming what it did not find):
  1. src/core/NTT.cu: Cheddar's definitions of the routed NTTHandler members
     are renamed stock_<name>; nttgen_route.cu defines the public names and
     calls them where no package serves a call.
  2. include/core/NTT.h: the stock_<name> members are declared beside them.
  3. src/core/MemoryPool.cpp: the pool's initial size, which Cheddar leaves
     to RMM (half the GPU memory free, kept for the process's life), is
     CHEDDAR_POOL_GIB GiB where that is set (the pool still grows on
     demand), so that several test processes share one GPU.
  4. unittest/BasicTest.cpp: each test's loop over the levels runs only the
     levels CHEDDAR_LEVELS="lo-hi" names where that is set (every level
     where it is not), so that a test longer than one run on the GPU
     machine (HMult: about 17 s a level) runs in parts, each part with
     every check of its levels.
Then nttgen_route.cu and nttgen_route_entries.cuh are copied to src/core/.
Nothing else of Cheddar changes: every caller, kernel and test is its own.
"""
import pathlib
import re
import shutil
import sys

# name -> its parameter list as NTT.h declares it, without default arguments.
ROUTED = {
    "NTT": "DvView<word> &dst, const NPInfo &np, const DvConstView<word> &src, bool montgomery_conversion",
    "INTT": "DvView<word> &dst, const NPInfo &np, const DvConstView<word> &src, bool montgomery_conversion",
    "INTTAndMultConst": "DvView<word> &dst, const NPInfo &np, const DvConstView<word> &src, "
                        "const DvConstView<word> &src_const, bool normalize",
    "NTTForModUp": "DvView<word> &dst, const NPInfo &np, int skip_start, int skip_end, const DvConstView<word> &src",
    "NTTForModDown": "DvView<word> &dst, const NPInfo &np_src1, const NPInfo &np_src2, "
                     "const DvConstView<word> &src1, const DvConstView<word> &src2, "
                     "const DvConstView<word> &inv_p_prod, const DvConstView<word> &src2_padding",
    "INTTForModDown": "DvView<word> &dst, const NPInfo &np_src, const NPInfo &np_non_intt, "
                      "const DvConstView<word> &src, const DvConstView<word> &src_const",
}
HEADER_ANCHOR = "  DvConstView<word> ImaginaryUnitConstView(const NPInfo &np) const;\n"


def rename_definitions(ch):
    p = ch / "src" / "core" / "NTT.cu"
    s = p.read_text()
    for name in ROUTED:
        pattern = re.compile(r"NTTHandler<word>::" + name + r"\(")
        found = len(pattern.findall(s))
        if found != 1:
            sys.exit(f"patch.py: {p}: expected one definition of NTTHandler::{name}, found {found}")
        s = pattern.sub("NTTHandler<word>::stock_" + name + "(", s)
    p.write_text(s)


def declare_stock(ch):
    p = ch / "include" / "core" / "NTT.h"
    s = p.read_text()
    if s.count(HEADER_ANCHOR) != 1:
        sys.exit(f"patch.py: {p}: expected one `{HEADER_ANCHOR.strip()}`, found {s.count(HEADER_ANCHOR)}")
    decls = "  // Cheddar's own definitions of the routed members (nttgen_route.cu).\n"
    decls += "".join(f"  void stock_{n}({args}) const;\n" for n, args in ROUTED.items())
    p.write_text(s.replace(HEADER_ANCHOR, decls + "\n" + HEADER_ANCHOR))


POOL_ANCHOR = "    : base_(), memory_pool_(&base_) {"
POOL_SIZE = """namespace {
// The pool's initial size: CHEDDAR_POOL_GIB GiB where set (nttgen's patch,
// tests/cheddar-inside/patch.py), else RMM's default (half the free memory).
std::optional<std::size_t> InitialPoolSize() {
  const char *gib = std::getenv("CHEDDAR_POOL_GIB");
  if (gib == nullptr || *gib == '\\0') return std::nullopt;
  return static_cast<std::size_t>(std::strtoull(gib, nullptr, 10)) << 30;
}
}  // namespace

"""


def pool_size(ch):
    p = ch / "src" / "core" / "MemoryPool.cpp"
    s = p.read_text()
    if s.count(POOL_ANCHOR) != 1 or s.count("namespace cheddar {\n") != 1:
        sys.exit(f"patch.py: {p}: expected one `{POOL_ANCHOR.strip()}` in namespace cheddar")
    s = s.replace(POOL_ANCHOR, "    : base_(InitialPoolSize()), memory_pool_(&base_) {")
    s = s.replace("namespace cheddar {\n", "#include <cstdlib>\n#include <optional>\n\nnamespace cheddar {\n" + POOL_SIZE, 1)
    p.write_text(s)


LEVEL_LOOP = "level <= param_->max_level_; level++) {\n"
LEVEL_SKIP = "    if (!nttgen_in_levels(level)) continue;\n"
TESTS_ANCHOR = "using word = uint32_t;\n"
IN_LEVELS = """
// nttgen's patch (tests/cheddar-inside/patch.py): CHEDDAR_LEVELS="lo-hi"
// runs only those levels of each loop over the levels; unset, every level.
static bool nttgen_in_levels(int level) {
  static const std::pair<int, int> range = [] {
    int lo = 0, hi = 1 << 30, end = 0;
    const char *s = std::getenv("CHEDDAR_LEVELS");
    // The whole value, lo <= hi: a malformed or empty range would run no
    // level and pass without a check.
    if (s != nullptr && *s != '\\0' &&
        (std::sscanf(s, "%d-%d%n", &lo, &hi, &end) != 2 || s[end] != '\\0' || lo < 0 || lo > hi)) {
      std::fprintf(stderr, "CHEDDAR_LEVELS=%s: give the first and last level, first <= last, e.g. 1-12\\n", s);
      std::exit(2);
    }
    return std::make_pair(lo, hi);
  }();
  return level >= range.first && level <= range.second;
}
"""


def level_range(ch):
    p = ch / "unittest" / "BasicTest.cpp"
    s = p.read_text()
    loops = s.count(LEVEL_LOOP)
    if loops == 0 or s.count(TESTS_ANCHOR) != 1:
        sys.exit(f"patch.py: {p}: expected loops `for (... {LEVEL_LOOP.strip()}` and one `{TESTS_ANCHOR.strip()}`")
    s = s.replace(LEVEL_LOOP, LEVEL_LOOP + LEVEL_SKIP)
    s = s.replace(TESTS_ANCHOR, TESTS_ANCHOR + IN_LEVELS)
    s = "#include <cstdio>\n#include <cstdlib>\n#include <utility>\n" + s
    p.write_text(s)
    return loops


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    ch = pathlib.Path(sys.argv[1])
    here = pathlib.Path(__file__).resolve().parent
    rename_definitions(ch)
    declare_stock(ch)
    pool_size(ch)
    loops = level_range(ch)
    for f in ("nttgen_route.cu", "nttgen_route_entries.cuh"):
        shutil.copy(here / f, ch / "src" / "core" / f)
    print(f"patch.py: {ch}: {len(ROUTED)} NTTHandler entry points routed, pool size from CHEDDAR_POOL_GIB, {loops} loops over the levels from CHEDDAR_LEVELS")


if __name__ == "__main__":
    main()
