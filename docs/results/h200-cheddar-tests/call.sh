#!/usr/bin/env bash
# The call behind this folder: every test of Cheddar's basic_test (its 15
# operations at bootparam_30, _35 and _40) with its NTT entry points on
# nttgen (tests/cheddar-inside, CHEDDAR_NTT=nttgen), twelve processes at a
# time: each test's set-up (keys on the host) takes about 60 s. Here:
# tests/anchors-cheddar/prepare.sh and build.sh, then tests/cheddar-inside/
# build.sh; on the GPU machine, with .cheddar/inside/bin carried:
#   OUT=<dir> bash docs/results/h200-cheddar-tests/call.sh
# Writes OUT/tests.md: each test's gtest verdict and the router's counts.
set -u
one() {
    OUT=$1/t/$2 MODES=nttgen TESTS=basic_test LIMIT=300 bash tests/cheddar-inside/run.sh "--gtest_filter=Cheddar/Testbed32.$2" > /dev/null 2>&1
}
export -f one
(cd .cheddar/inside/bin && ./basic_test --gtest_list_tests) | awk '/^[^ ]/ {s=$1} /^  / {print $1}' > /tmp/tests.txt
timeout 500 xargs -P 12 -I{} bash -c "one $OUT {}" < /tmp/tests.txt
{
    echo "| test | verdict | routed calls (NTT, NTTForModUp, NTTForModDown, INTTAndMultConst) |"
    echo "|---|---|---|"
    while read -r t; do
        s=$OUT/t/$t/summary.txt
        v=$(grep -o 'rc=[0-9]* .*' "$s" | head -1)
        r=$(grep -h '^cheddar-inside:' "$s" | sed -n 's/^cheddar-inside: *\([A-Za-z]*\) *routed \([0-9]*\).*/\1 \2/p' | tr '\n' ' ')
        echo "| $t | $v | $r |"
    done < /tmp/tests.txt
} > $OUT/tests.md
grep -c "PASSED" $OUT/tests.md; grep -v PASSED $OUT/tests.md | head -20
