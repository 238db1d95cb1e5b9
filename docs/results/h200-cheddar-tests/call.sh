#!/usr/bin/env bash
# The calls behind this folder: tests of Cheddar's basic_test with its NTT
# entry points on nttgen (tests/cheddar-inside, CHEDDAR_NTT=nttgen), JOBS
# processes at a time (default 1: each test's set-up takes 60-100 s of host
# time, and each process reserves a pool of about half the GPU memory free
# at its set-up, so processes started together run out of memory; tests.md
# is from JOBS=12). ONLY="Op/bootparam_30_json ..." runs those
# tests; default every test. Here: tests/anchors-cheddar/prepare.sh and
# build.sh, then tests/cheddar-inside/build.sh; on the GPU machine, with
# .cheddar/inside/bin carried:
#   OUT=<dir> [ONLY=...] bash docs/results/h200-cheddar-tests/call.sh
# Writes OUT/tests.md: each test's exit status, gtest verdict and the
# router's counts.
set -u
one() {
    OUT=$1/t/$2 MODES=nttgen TESTS=basic_test LIMIT=300 bash tests/cheddar-inside/run.sh "--gtest_filter=Cheddar/Testbed32.$2" > /dev/null 2>&1
}
export -f one
if [ -n "${ONLY:-}" ]; then
    printf '%s\n' $ONLY > /tmp/tests.txt
else
    (cd .cheddar/inside/bin && ./basic_test --gtest_list_tests) | awk '/^  / {print $1}' > /tmp/tests.txt
fi
timeout 500 xargs -P "${JOBS:-1}" -I{} bash -c "one $OUT {}" < /tmp/tests.txt
{
    echo "| test | exit status, verdict | routed calls |"
    echo "|---|---|---|"
    while read -r t; do
        s=$OUT/t/$t/summary.txt
        v=$(grep -o 'rc=[0-9]* .*' "$s" | head -1 | sed 's/, where GetParam.*//')
        r=$(grep -h '^cheddar-inside:' "$s" | sed -n 's/^cheddar-inside: *\([A-Za-z]*\) *routed \([0-9]*\).*/\1 \2/p' | tr '\n' ' ')
        echo "| $t | $v | $r |"
    done < /tmp/tests.txt
} > $OUT/tests.md
echo "passed: $(grep -c '| rc=0 ' $OUT/tests.md) of $(wc -l < /tmp/tests.txt)"
grep -v '| rc=0 ' $OUT/tests.md | tail -n +3
