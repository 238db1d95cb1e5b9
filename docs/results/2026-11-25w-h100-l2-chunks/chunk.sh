#!/bin/bash
# chunk experiment: nttgen-anchors rows with NTTGEN_CHUNK_KIB = 0 / 8192 / 16384 / 32768
for k in 0 16384 32768 8192; do
  echo "=== KIB $k"
  NTTGEN_CHUNK_KIB=$k NTTGEN_ANCHORS_CANDIDATES=0 timeout 140 .device/nttgen-anchors fwd-P fwd-F inv-P inv-F polymul-P u32-P 2>&1 | grep RESULT | awk -F, '{printf "%s %s %s %s %s %s %s\n",$3,$4,$5,$6,$10,$13,$9}'
done
