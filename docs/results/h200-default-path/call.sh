#!/usr/bin/env bash
# The call behind results.md / results.csv (the peers' harness: Phantom and
# GPU-NTT built from their sources, the floors, and nttgen-anchors' rows:
# `default` the plain spec through the JIT, `class` the spec naming the GPU's
# class, `builtin` gpu = "none"), gpu-check.md (and in $OUT, suites.txt: the runtime's
# GPU suite and gpu-check's catalog + 40 random specs, bit for bit). Here:
# `bash tests/gpu/build.sh`, and the peers' harness in .anchors/ (its own
# README); on the GPU machine, with .device and .anchors carried:
# OUT=<dir> bash docs/results/h200-default-path/call.sh
# GPU suites (runtime, checks), then the peers' harness with nttgen's plain / class / builtin rows
export NTTGEN_CACHE_DIR=/tmp/nc
( .device/device_pipeline > $OUT/suites.txt 2>&1; echo "device_pipeline rc=$?" >> $OUT/suites.txt
  timeout 150 .device/gpu_engine --ignored --test-threads 1 >> $OUT/suites.txt 2>&1; echo "gpu_engine rc=$?" >> $OUT/suites.txt
  timeout 150 .device/gpu-check --out /tmp/gc --random 40 > /tmp/gc.txt 2>&1; echo "gpu-check rc=$?" >> $OUT/suites.txt; tail -3 /tmp/gc.txt >> $OUT/suites.txt; cp /tmp/gc/gpu-check.md $OUT/ 2>/dev/null )
grep -E "rc=|test result|passed|FAIL" $OUT/suites.txt | tail -12
NTTGEN_ANCHORS_CANDIDATES=0 NTTGEN_ANCHORS_LOGN=12,14,16,17 NTTGEN_CMD=".device/nttgen-anchors fwd-P fwd-F fwd-L inv-P u32-P" timeout 400 bash .anchors/run.sh > $OUT/anchors.log 2>&1; echo "anchors rc=$?"
grep -E "^\|" $OUT/results.md | head -60
