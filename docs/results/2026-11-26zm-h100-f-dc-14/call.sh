#!/usr/bin/env bash
# H100: mode F with no factored levels and the deferred corrections (SASS <= 32 in all four kernels); 2^14 shapes toward the 1.35 floor ratio.
nvidia-smi --query-gpu=name --format=csv,noheader
A=.device/nttgen-anchors
export NTTGEN_ANCHORS_CANDIDATES=0
for rep in 1 2; do
NTTGEN_ANCHORS_TRY="f0dc=factored_levels = 0|deferred_corrections = true;f0dcmb5=factored_levels = 0|deferred_corrections = true|min_blocks = 5;f0dcimb5=factored_levels = 0|deferred_corrections = true|inverse_min_blocks = 5" timeout 200 $A fwd-F inv-F > $OUT/f$rep.txt 2>&1
echo "F rc=$?"; grep -h "^RESULT,nttgen" $OUT/f$rep.txt | cut -d, -f3-6,9-12
done
NTTGEN_ANCHORS_LOGN=14 NTTGEN_ANCHORS_TRY="nodc=deferred_corrections = false;mb5=min_blocks = 5;mb7=min_blocks = 7;mb8=min_blocks = 8;notla=twiddle_lookahead = false" timeout 200 $A fwd-P > $OUT/p14.txt 2>&1
echo "14 rc=$?"; grep -h "^RESULT,nttgen" $OUT/p14.txt | cut -d, -f3-6,9-12
