#!/usr/bin/env bash
# The call behind this folder: Cheddar's own unit tests (basic_test's 45 and
# boot_test's 4) with its NTT entry points on nttgen (tests/cheddar-inside,
# CHEDDAR_NTT=nttgen, or MODE=verify / stock), one process per test, JOBS
# processes at a time (default 12). Each test spends 60-400 s, mostly host
# time (keys, encoding, its loop over the levels), so they run side by side
# (boot_test's first: they take longest). CHEDDAR_POOL_GIB (default 2) sets
# each process's initial memory pool, which Cheddar otherwise makes half the
# GPU memory free at its start (processes started together then run out of
# memory); WALL (default 570) bounds the whole run.
# ONLY="basic_test:Cheddar/Testbed32.HMult/bootparam_30_json ..."
# runs those tests; default every test of both binaries. An entry may end
# in @LO-HI: that test's levels LO to HI only (CHEDDAR_LEVELS, patch.py's
# fourth edit), for a test longer than one run: the HMult tests, at about
# 17 s a level, as three parts each, e.g.
#   basic_test:Cheddar/Testbed32.HMult/bootparam_30_json@1-12 (@13-24, @25-34) Here:
# tests/anchors-cheddar/prepare.sh and build.sh, then
# tests/cheddar-inside/build.sh; on the GPU machine, with .cheddar/inside/bin
# carried:
#   OUT=<dir> [ONLY=...] [MODE=nttgen] bash docs/results/h200-cheddar-tests/call.sh
# Writes OUT/tests.md: each test's exit status, gtest verdict, seconds and
# the router's counts. The seven calls of tests.md:
#   1  JOBS=14 (every test; router before the out-of-place forms)
#   2  JOBS=22 (every test; the same router)
#   3  JOBS=22 LIMIT=490 WALL=500 CHEDDAR_POOL_GIB=1 ONLY="<the 22 not
#      passed>", beside the verify run
#      OUT=<dir>/v MODES=verify TESTS=basic_test LIMIT=490 CHEDDAR_POOL_GIB=1 \
#        bash tests/cheddar-inside/run.sh '--gtest_filter=*HMult/bootparam_30_json'
#   4  JOBS=5 LIMIT=180 WALL=185 CHEDDAR_POOL_GIB=1 ONLY="<call 3's 5 out of
#      memory>"
#   5  JOBS=8 LIMIT=555 WALL=565 CHEDDAR_POOL_GIB=1 ONLY="<the 8 not passed>",
#      beside .device/gpu_engine --ignored and .device/gpu-check --random 40
#   6  JOBS=3 LIMIT=568 WALL=572 CHEDDAR_POOL_GIB=2 ONLY="<the 3 HMult tests>",
#      beside .device/gpu_engine --ignored
#   7  JOBS=9 LIMIT=450 WALL=460 CHEDDAR_POOL_GIB=1 ONLY="<each HMult test in
#      three parts: bootparam_30 @1-12 @13-24 @25-34, bootparam_35 @1-11
#      @12-22 @23-31, bootparam_40 @1-10 @11-19 @20-28>"
set -u
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"
export CHEDDAR_POOL_GIB="${CHEDDAR_POOL_GIB:-2}" MODE="${MODE:-nttgen}" root
one() { # OUT BINARY:TEST[@LO-HI]
    local bin="${2%%:*}" e="${2#*:}" s=$SECONDS
    local t="${e%%@*}" levels="" d="$1/t/${e//\//_}"
    [ "$t" != "$e" ] && levels="${e#*@}"
    OUT="$d" CHEDDAR_LEVELS="$levels" MODES=$MODE TESTS=$bin LIMIT="${LIMIT:-540}" bash "$root/tests/cheddar-inside/run.sh" "--gtest_filter=$t" > /dev/null 2>&1
    echo $((SECONDS - s)) > "$d/seconds"
}
export -f one
list=$OUT/tests.txt
mkdir -p "$OUT/t"
if [ -n "${ONLY:-}" ]; then
    printf '%s\n' $ONLY > "$list"
else
    for b in boot_test basic_test; do
        (cd "$root/.cheddar/inside/bin" && ./$b --gtest_list_tests) | awk -v b=$b '/^[^ ]/ {s=$1} /^  / {print b ":" s $1}'
    done > "$list"
fi
timeout "${WALL:-570}" xargs -P "${JOBS:-12}" -I{} bash -c "one $OUT {}" < "$list"
{
    echo "| binary | test | exit status, verdict | s | routed calls |"
    echo "|---|---|---|---|---|"
    while read -r e; do
        t="${e#*:}"; d=$OUT/t/${t//\//_}; t="${t/@/ (levels }"; [ "$t" = "${e#*:}" ] || t="$t)"
        v=$(grep -o 'rc=[0-9]* .*' "$d/summary.txt" 2>/dev/null | head -1 | sed 's/, where GetParam.*//')
        r=$(grep -h '^cheddar-inside:' "$d/summary.txt" 2>/dev/null | sed -n 's/^cheddar-inside: *\([A-Za-z]*\) *routed \([0-9]*\).*/\1 \2/p' | tr '\n' ' ')
        echo "| ${e%%:*} | $t | ${v:-not run} | $(cat "$d/seconds" 2>/dev/null) | $r |"
    done < "$list"
} > "$OUT/tests.md"
echo "passed: $(grep -c '| rc=0 ' "$OUT/tests.md") of $(wc -l < "$list")"
grep -v '| rc=0 ' "$OUT/tests.md" | tail -n +3
