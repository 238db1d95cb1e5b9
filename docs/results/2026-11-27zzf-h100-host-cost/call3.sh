#!/usr/bin/env bash
# Round 16 of 27zv's probe (lv16.txt): as call2.sh (round 15), and NVRTC
# for sm_90a too (names ending in nva), the architecture the probe's nvcc
# builds for; the SASS of the pinned 2^17 kernel from nvcc and from NVRTC
# for sm_90a. Build here:
# ROUND=15 bash docs/results/2026-11-27zv-h100-latency-variants/prep.sh,
# tar .device/lv into .device/lv.tar.xz; carry it.
set -u
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,driver_version --format=csv,noheader | tee $OUT/gpu.txt
nvcc --version | tail -2 | tee $OUT/versions.txt
ls /usr/local/cuda*/lib64/libnvrtc.so* 2>/dev/null | tee -a $OUT/versions.txt
rm -rf .device/lv  # a warm machine keeps the last call's packages
OUT=$OUT LV_OUT=lv16.txt bash docs/results/2026-11-27zv-h100-latency-variants/run.sh > /dev/null 2>&1; echo "probe rc=$?"
cd .device/lv
for k in bg17pin; do
  cuobjdump -sass -fun ${k}_fwd_coop probe_$k > $OUT/sass-$k-nvcc.txt 2>&1
  cuobjdump -sass ${k}nva_fwd_coop.nvrtc.cubin > $OUT/sass-$k-nvrtc-90a.txt 2>&1
  echo "$k: nvcc $(grep -cE '^ +/\*[0-9a-f]{4}\*/' $OUT/sass-$k-nvcc.txt) instructions, nvrtc sm_90a $(grep -cE '^ +/\*[0-9a-f]{4}\*/' $OUT/sass-$k-nvrtc-90a.txt)"
done
grep -v stamp $OUT/lv16.txt | grep -v "n=2" | awk -F, '{a[$2" "$3]=a[$2" "$3]" "$5} END {for (k in a) print k, a[k]}' | sort
grep "n=2\|FAIL\|WRONG\|ERR" $OUT/lv16.txt | sort -u
