#!/usr/bin/env bash
# u32 P at 2^16 on the H100: where the streamed entry's kernel spends its
# time (Nsight Compute, one launch), and factored levels on it (fewer table
# bytes for one more product per butterfly of those levels), Shoup and
# Montgomery. nttgen-anchors rows (each checked against the CPU reference
# first), two runs.
set -u
FINAL_OUT=$OUT; trap 'cd $FINAL_OUT && tar czf all.tgz --exclude=all.tgz . 2>/dev/null' EXIT
tar xJf .device/s20.tar.xz -C .device
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache NTTGEN_ANCHORS_CANDIDATES=0 NTTGEN_ANCHORS_LOGN=16
t0=$(date +%s)
rows() { grep "^RESULT" $1 | awk -F, '{printf "%s %s %s %s %s %s\n", $3, $4, $6, $9, $10, substr($13,1,2)}'; }
for r in 1 2; do
  NTTGEN_ANCHORS_TRY="f1=factored_levels = 1;f2=factored_levels = 2;f3=factored_levels = 3;mf1=reduction = \"montgomery\"|factored_levels = 1;mf2=reduction = \"montgomery\"|factored_levels = 2" \
    timeout 200 .device/nttgen-anchors u32-P > $OUT/u32-$r.txt 2>&1; echo "u32 run $r rc=$? $(( $(date +%s) - t0 )) s"; rows $OUT/u32-$r.txt
done | tee $OUT/rows.txt
timeout 200 ncu --clock-control none --kernel-name regex:'fwd_stream' --launch-skip 4 --launch-count 1 --section SpeedOfLight --section MemoryWorkloadAnalysis --section Occupancy --section SchedulerStats --section WarpStateStats --section LaunchStats --section ComputeWorkloadAnalysis --metrics dram__bytes_read.sum,dram__bytes_write.sum,lts__t_sectors_srcunit_tex_op_read.sum,lts__t_sectors_srcunit_tex_op_write.sum,smsp__inst_executed.sum,l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum,l1tex__t_sector_hit_rate.pct .device/nttgen-anchors u32-P > $OUT/ncu-u32.txt 2>&1
echo "ncu rc=$? $(( $(date +%s) - t0 )) s"
grep -E "ntt_|Duration|DRAM Throughput|L2 Cache Throughput|L1/TEX Cache Throughput|Compute \(SM\)|Issued Warp|Issue Slots|Achieved Occupancy|Registers Per|dram__bytes|lts__t_sectors|smsp__inst|l1tex__t|Stall|Warp Cycles|Eligible|Memory Throughput" $OUT/ncu-u32.txt | head -60
