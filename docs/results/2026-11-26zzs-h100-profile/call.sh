#!/usr/bin/env bash
# H100: where one BFV HMUL spends its time (Nsight Compute kernel durations,
# one product at 2^14 and 2^15), and the mode P 2^15 / 2^17 forward kernels.
set -u
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
grep -q H100 $OUT/gpu.txt || { echo "not an H100"; exit 3; }
tar xJf .device/bins.tar.xz -C .device
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache
for ln in 14 15; do
  timeout 150 .device/apps/bfv_mul $ln 1 > $OUT/bfv-$ln.txt 2>&1; echo "bfv $ln rc=$?"; grep -E "gpu:|verified|times" $OUT/bfv-$ln.txt
  timeout 150 .device/apps/bfv_mul $ln 16 > $OUT/bfv-$ln-b16.txt 2>&1; echo "bfv $ln b16 rc=$?"; grep -E "gpu:|verified" $OUT/bfv-$ln-b16.txt
  timeout 240 ncu --clock-control none --metrics gpu__time_duration.sum --csv --launch-count 700 .device/apps/bfv_mul $ln 1 > $OUT/ncu-bfv-$ln.csv 2>$OUT/ncu-bfv-$ln.err; echo "ncu bfv $ln rc=$?"
done
gzip -f $OUT/ncu-bfv-*.csv
A=.device/nttgen-anchors
export NTTGEN_ANCHORS_CANDIDATES=0
for ln in 15 17; do
  NTTGEN_ANCHORS_LOGN=$ln timeout 150 ncu --clock-control none --kernel-name regex:'_fwd' --launch-skip 6 --launch-count 2 --section SpeedOfLight --section MemoryWorkloadAnalysis --section Occupancy --section SchedulerStats --section WarpStateStats --section LaunchStats --metrics dram__bytes_read.sum,dram__bytes_write.sum,lts__t_sectors_srcunit_tex_op_read.sum,smsp__inst_executed.sum $A fwd-P > $OUT/ncu-P$ln.txt 2>&1
  echo "ncu P $ln rc=$?"; grep -E "ntt_|Duration|DRAM Throughput|L2 Cache Throughput|Compute \(SM\)|Issued Warp|Achieved Occupancy|Registers Per|dram__bytes|lts__t_sectors|smsp__inst|Stall|Block Limit" $OUT/ncu-P$ln.txt | head -60
done
