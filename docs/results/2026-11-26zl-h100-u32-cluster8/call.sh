#!/usr/bin/env bash
# Issue 20 (u32 at 2^16 in one pass over an 8-block cluster; mode F shapes) and issue 21 (polymul and forward of one limb), H100.
nvidia-smi --query-gpu=name --format=csv,noheader
A=.device/nttgen-anchors
export NTTGEN_ANCHORS_CANDIDATES=0
P='cluster = 1|stage_split = [16]|cluster_blocks = 8|factored_levels = 0|twiddle_lookahead = true|layout = "natural"'
NTTGEN_ANCHORS_TRY="u8m1=$P|radix = 8|min_blocks = 1;u8m2=$P|radix = 8|min_blocks = 2;u16m2=$P|radix = 16|min_blocks = 2;u16m3=$P|radix = 16|min_blocks = 3" timeout 250 $A u32-P > $OUT/u32.txt 2>&1
echo "u32 rc=$?"; grep -h "^RESULT,nttgen" $OUT/u32.txt | cut -d, -f3-6,9-12
NTTGEN_ANCHORS_TRY="s7x9=stage_split = [7, 9];s9x7=stage_split = [9, 7];sec=sector_stores = true;s6x10=stage_split = [6, 10]" timeout 200 $A fwd-F > $OUT/f.txt 2>&1
echo "F rc=$?"; grep -h "^RESULT,nttgen" $OUT/f.txt | cut -d, -f3-6,9-12
NTTGEN_ANCHORS_LOGN=12,14,16,17 timeout 120 $A polymul-L fwd-L > $OUT/l.txt 2>&1
echo "L rc=$?"; grep -h "^RESULT,nttgen" $OUT/l.txt | cut -d, -f3-6,9-12
