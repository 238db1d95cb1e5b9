#!/usr/bin/env bash
# H200: mode F with inverse register budgets (inv0 SASS <= 32); 2^15 shapes toward the 1.35 floor ratio.
tar xJf .device/bins.tar.xz
nvidia-smi --query-gpu=name --format=csv,noheader
A=.device/nttgen-anchors
export NTTGEN_ANCHORS_CANDIDATES=0
for rep in 1 2; do
NTTGEN_ANCHORS_TRY="imb4=inverse_min_blocks = 4;imb5=inverse_min_blocks = 5;imb6=inverse_min_blocks = 6;mb5=min_blocks = 5;dc=deferred_corrections = true" timeout 200 $A fwd-F inv-F > $OUT/f$rep.txt 2>&1
echo "F rc=$?"; grep -h "^RESULT,nttgen" $OUT/f$rep.txt | cut -d, -f3-6,9-12
done
NTTGEN_ANCHORS_LOGN=15 NTTGEN_ANCHORS_TRY="mb4=min_blocks = 4;mb5=min_blocks = 5;mb6=min_blocks = 6;f0=factored_levels = 0;nodc=deferred_corrections = false;c8=cluster = 8" timeout 200 $A fwd-P > $OUT/p15.txt 2>&1
echo "15 rc=$?"; grep -h "^RESULT,nttgen" $OUT/p15.txt | cut -d, -f3-6,9-12
