#!/usr/bin/env bash
# H100: Nsight Compute sections of the split BFV steps' kernels at 2^15
# (one product): what bounds bfv_digits, bfv_extend, bfv_scale_p,
# bfv_scale_q, bfv_key_dot. Carry .device/bins4.tar.xz.
set -u
FINAL_OUT=$OUT; trap 'cd $FINAL_OUT && tar czf all.tgz --exclude=all.tgz . 2>/dev/null' EXIT
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
tar xJf .device/bins4.tar.xz -C .device
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache
timeout 200 ncu --clock-control none --kernel-name regex:'bfv_(digits|extend$|scale_p|scale_q$|key_dot)' --launch-skip 20 --launch-count 5 --section SpeedOfLight --section MemoryWorkloadAnalysis --section Occupancy --section SchedulerStats --section WarpStateStats --section LaunchStats --metrics dram__bytes_read.sum,dram__bytes_write.sum,lts__t_sectors_srcunit_tex_op_read.sum,lts__t_sectors_srcunit_tex_op_write.sum,smsp__inst_executed.sum .device/apps/bfv_mul 15 1 > $OUT/ncu-k15.txt 2>&1
echo "ncu rc=$?"
grep -E "^  bfv_|Duration|DRAM Throughput|L2 Cache Throughput|Compute \(SM\) Throughput|Issued Warp|Achieved Occupancy|Registers Per|dram__bytes|lts__t_sectors|smsp__inst|Block Limit|One or More|No Eligible|Stall" $OUT/ncu-k15.txt | head -120
