#!/usr/bin/env bash
# Builds (here, not on the GPU machine) the packages the probe times: one
# limb's one-launch forward at 2^17 and 2^16 under several knobs, and two
# forms of the grid barrier (grid_variants.py), into .device/lv/.
set -eu
root=$(git rev-parse --show-toplevel); cg=${CG:-$root/target/release/codegen}
out=$root/.device/lv; rm -rf $out; mkdir -p $out
here=$(cd $(dirname $0) && pwd)
mk() { name=$1; logn=$2; shift 2
  { echo "name = \"$name\""; echo 'transform = "ntt-negacyclic"'; echo "log_n = $logn"; echo 'word = "u64"'
    for kv in "$@"; do echo "$kv"; done; echo '[moduli]'; echo 'bits = 60'; echo 'count = 1'; } > $out/$name.toml
  $cg emit --spec $out/$name.toml --out $out/$name > /dev/null
  # grid, block and shared bytes of <name>_fwd_coop, and its table offset
  line=$($cg explain --spec $out/$name.toml | grep "${name}_fwd_coop ")
  gx=$(echo "$line" | sed -E 's/.*grid +([0-9]+) x.*/\1/'); bx=$(echo "$line" | sed -E 's/.*block +([0-9]+) x +([0-9]+) +smem +([0-9]+) B.*/\1/')
  by=$(echo "$line" | sed -E 's/.*block +([0-9]+) x +([0-9]+) +smem.*/\2/'); sm=$(echo "$line" | sed -E 's/.*smem +([0-9]+) B.*/\1/')
  # the first `t + N` argument is the twiddles; a transposed layout's
  # forward takes a scratch buffer d_s0 (column 9: scratch / inplace)
  off=$(grep -A10 "${name}_forward_coop(const" $out/$name/$name.host.cu | grep -m1 "auto a[0-9] = t + " | sed -E 's/.*t \+ ([0-9]+);/\1/')
  grep -q "${name}_forward_coop(const.*d_s0" $out/$name/$name.host.cu && sc=scratch || sc=inplace
  echo "$name $logn $gx $bx $by $sm $off $name/$name.tables.bin $sc" >> $out/list.txt
  # only the forward's part of the tables travels (the probe pads the rest with zeros)
  inv=$(grep -A10 "${name}_inverse_coop(const" $out/$name/$name.host.cu | grep -m1 "auto a[0-9] = t + " | sed -E 's/.*t \+ ([0-9]+);/\1/')
  truncate -s $((inv * 8)) $out/$name/$name.tables.bin
}
# copy_as BASE NAME: BASE's package renamed NAME (its tables shared: the
# list names BASE's), for a variant that rewrites NAME/NAME.cu
copy_as() { local base=$1 n=$2
  cp -r $out/$base $out/$n
  for f in $out/$n/*; do mv $f $(echo $f | sed "s#/$base\.#/$n.#"); done
  sed -i -E "s/(^|[^0-9a-zA-Z])$base/\1$n/g; s/(^|[^0-9a-zA-Z])${base^^}/\1${n^^}/g" $out/$n/*.cu $out/$n/*.h
  rm $out/$n/$n.tables.bin
  grep "^$base " $out/list.txt | sed "s/^$base /$n /" >> $out/list.txt
}
# round 1 (lv.txt): knobs and barrier forms
if [ "${ROUND:-5}" = 1 ]; then
mk a17 17 'radix = 4'
mk b17 17 'radix = 4' 'stage_split = [8, 9]'
mk c17 17 'radix = 4' 'reduction = "montgomery"'
mk d17 17 'radix = 4' 'stage_split = [8, 9]' 'reduction = "montgomery"'
mk f17 17 'radix = 8'
mk g17 17 'radix = 4' 'factored_levels = 0'
mk h16 16 'radix = 4' 'deferred_corrections = false' 'factored_levels = 0' 'inverse_min_blocks = 6'
mk i16 16 'radix = 4' 'cluster = 8' 'factored_levels = 0' 'min_blocks = 4' 'twiddle_lookahead = true'
mk c16 16 'radix = 4' 'reduction = "montgomery"' 'factored_levels = 0'
# the barrier forms on the 2^17 entry, the H200's 2^16 entry and the montgomery ones
for base in a17 h16 c17 c16; do for v in last red; do
  copy_as $base $base$v; python3 $here/grid_variants.py $v $out/$base$v/$base$v.cu
done; done
elif [ "${ROUND:-5}" = 2 ]; then
# round 2 (lv2.txt): the split and the factored levels together, and the
# 2^16 entries; stamps (instrument.py) in a17, bg17 and i16
mk a17 17 'radix = 4'
mk b17 17 'radix = 4' 'stage_split = [8, 9]'
mk g17 17 'radix = 4' 'factored_levels = 0'
mk bg17 17 'radix = 4' 'stage_split = [8, 9]' 'factored_levels = 0'
mk k17 17 'radix = 4' 'stage_split = [7, 10]' 'factored_levels = 0'
mk r17 17 'radix = 8' 'stage_split = [8, 9]' 'factored_levels = 0'
mk dc17 17 'radix = 4' 'stage_split = [8, 9]' 'factored_levels = 0' 'deferred_corrections = false'
mk tl17 17 'radix = 4' 'stage_split = [8, 9]' 'factored_levels = 0' 'twiddle_lookahead = true'
mk h16 16 'radix = 4' 'deferred_corrections = false' 'factored_levels = 0' 'inverse_min_blocks = 6'
mk i16 16 'radix = 4' 'cluster = 8' 'factored_levels = 0' 'min_blocks = 4' 'twiddle_lookahead = true'
mk j16 16 'radix = 4' 'stage_split = [7, 9]' 'factored_levels = 0' 'twiddle_lookahead = true'
mk l16 16 'radix = 4' 'stage_split = [9, 7]' 'factored_levels = 0' 'twiddle_lookahead = true'
for name in a17 bg17 i16; do
  python3 $here/instrument.py $out/$name/$name.cu ${name}_fwd_coop $out/$name/$name.cu | sed "s/^/$name /" >> $out/stamps.txt
done
elif [ "${ROUND:-5}" = 8 ]; then
# round 8 (27zzb's lv8.txt): the buffer between the two parts transposed
# (layout = "transposed"), so the first part's stores are whole rows of
# 256 bytes per warp, on both GPUs' 2^16 and 2^17 entries
for t in "" t; do
  lay=$([ -n "$t" ] && echo 'layout = "transposed"' || echo 'vector_access = true')
  mk i16$t 16 'radix = 4' 'cluster = 8' 'factored_levels = 0' 'min_blocks = 4' 'twiddle_lookahead = true' "$lay"
  mk h16$t 16 'radix = 4' 'deferred_corrections = false' 'factored_levels = 0' 'inverse_min_blocks = 6' "$lay"
  mk bg17$t 17 'radix = 4' 'stage_split = [8, 9]' 'factored_levels = 0' "$lay"
done
mk i16t8 16 'radix = 8' 'cluster = 8' 'factored_levels = 0' 'min_blocks = 4' 'twiddle_lookahead = true' 'layout = "transposed"'
mk a17t 17 'radix = 4' 'factored_levels = 0' 'layout = "transposed"'
mk bg17t8 17 'radix = 8' 'stage_split = [8, 9]' 'factored_levels = 0' 'layout = "transposed"'
mk bg17tf 17 'radix = 4' 'stage_split = [8, 9]' 'layout = "transposed"'
for name in i16 i16t bg17t; do
  python3 $here/instrument2.py $out/$name/$name.cu ${name}_fwd_coop $out/$name/$name.cu | sed "s/^/$name /" >> $out/stamps.txt
done
elif [ "${ROUND:-5}" = 9 ]; then
# round 9 (27zzb's lv9.txt): every hoisted table load pinned to the first
# phase (pin_tw.py: the first block barrier a __syncthreads_or over the
# table words), with the wait for the grid before at the top (p) or after
# the table loads (pl, grid_variants.py late)
mk i16 16 'radix = 4' 'cluster = 8' 'factored_levels = 0' 'min_blocks = 4' 'twiddle_lookahead = true'
mk h16 16 'radix = 4' 'deferred_corrections = false' 'factored_levels = 0' 'inverse_min_blocks = 6'
mk bg17 17 'radix = 4' 'stage_split = [8, 9]' 'factored_levels = 0'
mk i16t 16 'radix = 4' 'cluster = 8' 'factored_levels = 0' 'min_blocks = 4' 'twiddle_lookahead = true' 'layout = "transposed"'
mk b17 17 'radix = 4' 'stage_split = [8, 9]'
mk r16 16 'radix = 8' 'cluster = 8' 'factored_levels = 0' 'min_blocks = 4' 'twiddle_lookahead = true'
for base in i16 h16 bg17 i16t b17 r16; do for v in p pl; do
  n=$base$v; copy_as $base $n
  python3 $here/pin_tw.py $out/$n/$n.cu ${n}_fwd_coop
  [ $v = pl ] && python3 $here/grid_variants.py late $out/$n/$n.cu ${n}_fwd_coop
done; done
for name in i16 i16p bg17p; do
  python3 $here/instrument2.py $out/$name/$name.cu ${name}_fwd_coop $out/$name/$name.cu | sed "s/^/$name /" >> $out/stamps.txt
done
elif [ "${ROUND:-5}" = 10 ]; then
# round 10 (27zzb's lv10.txt): one set per block (CG1: a codegen whose
# fuse::LATENCY_SETS starts at 1), alone and with the transposed layout;
# two barrier forms (grid_variants.py wf, wa)
mk i16 16 'radix = 4' 'cluster = 8' 'factored_levels = 0' 'min_blocks = 4' 'twiddle_lookahead = true'
mk bg17 17 'radix = 4' 'stage_split = [8, 9]' 'factored_levels = 0'
for base in i16 bg17; do for v in wf wa; do
  copy_as $base $base$v; python3 $here/grid_variants.py $v $out/$base$v/$base$v.cu
done; done
cg=${CG1:?a codegen whose LATENCY_SETS starts at 1}
mk i16s1 16 'radix = 4' 'cluster = 8' 'factored_levels = 0' 'min_blocks = 4' 'twiddle_lookahead = true'
mk bg17s1 17 'radix = 4' 'stage_split = [8, 9]' 'factored_levels = 0'
mk i16s1t 16 'radix = 4' 'cluster = 8' 'factored_levels = 0' 'min_blocks = 4' 'twiddle_lookahead = true' 'layout = "transposed"'
mk bg17s1t 17 'radix = 4' 'stage_split = [8, 9]' 'factored_levels = 0' 'layout = "transposed"'
for base in i16s1 bg17s1; do
  copy_as $base ${base}wa; python3 $here/grid_variants.py wa $out/${base}wa/${base}wa.cu
done
elif [ "${ROUND:-5}" = 11 ]; then
# round 11 (27zzb's lv11.txt): each table load pinned one phase ahead of
# its first use (pin_ahead.py), on the 2^16 and 2^17 entries and two
# neighbours (factored levels; the lookahead)
mk i16 16 'radix = 4' 'cluster = 8' 'factored_levels = 0' 'min_blocks = 4' 'twiddle_lookahead = true'
mk h16 16 'radix = 4' 'deferred_corrections = false' 'factored_levels = 0' 'inverse_min_blocks = 6'
mk bg17 17 'radix = 4' 'stage_split = [8, 9]' 'factored_levels = 0'
mk b17 17 'radix = 4' 'stage_split = [8, 9]'
mk tl17 17 'radix = 4' 'stage_split = [8, 9]' 'factored_levels = 0' 'twiddle_lookahead = true'
for base in i16 h16 bg17 b17 tl17; do
  copy_as $base ${base}pa; python3 $here/pin_ahead.py $out/${base}pa/${base}pa.cu ${base}pa_fwd_coop
done
for name in bg17 bg17pa; do
  python3 $here/instrument2.py $out/$name/$name.cu ${name}_fwd_coop $out/$name/$name.cu | sed "s/^/$name /" >> $out/stamps.txt
done
elif [ "${ROUND:-5}" = 12 ]; then
# round 12 (27zzb's lv12.txt): the table words of every phase after the
# first staged through shared memory with cp.async (cpa_tw.py), on the
# 2^16 and 2^17 entries and neighbours
mk i16 16 'radix = 4' 'cluster = 8' 'factored_levels = 0' 'min_blocks = 4' 'twiddle_lookahead = true'
mk h16 16 'radix = 4' 'deferred_corrections = false' 'factored_levels = 0' 'inverse_min_blocks = 6'
mk bg17 17 'radix = 4' 'stage_split = [8, 9]' 'factored_levels = 0'
mk b17 17 'radix = 4' 'stage_split = [8, 9]'
mk a17 17 'radix = 4' 'factored_levels = 0'
for base in i16 h16 bg17 b17 a17; do
  n=${base}cpa; copy_as $base $n
  set -- $(grep "^$n " $out/list.txt)
  bytes=$(python3 $here/cpa_tw.py $out/$n/$n.cu ${n}_fwd_coop $6 $(($4 * $5)))
  sed -i "s/^$n \([0-9]*\) \([0-9]*\) \([0-9]*\) \([0-9]*\) [0-9]* /$n \1 \2 \3 \4 $bytes /" $out/list.txt
done
for name in bg17 bg17cpa i16cpa; do
  python3 $here/instrument2.py $out/$name/$name.cu ${name}_fwd_coop $out/$name/$name.cu | sed "s/^/$name /" >> $out/stamps.txt
done
elif [ "${ROUND:-5}" = 13 ]; then
# round 13 (27zzb's lv13.txt): each phase's table loads issued at the start
# of the phase before it as strong loads (ahead_ld.py; ra: .cta scope,
# rg: .gpu scope)
mk i16 16 'radix = 4' 'cluster = 8' 'factored_levels = 0' 'min_blocks = 4' 'twiddle_lookahead = true'
mk h16 16 'radix = 4' 'deferred_corrections = false' 'factored_levels = 0' 'inverse_min_blocks = 6'
mk bg17 17 'radix = 4' 'stage_split = [8, 9]' 'factored_levels = 0'
mk b17 17 'radix = 4' 'stage_split = [8, 9]'
for base in i16 h16 bg17 b17; do for v in ra rg; do
  n=$base$v; copy_as $base $n
  python3 $here/ahead_ld.py $out/$n/$n.cu ${n}_fwd_coop $([ $v = ra ] && echo cta || echo gpu)
done; done
for name in bg17 bg17ra i16ra; do
  python3 $here/instrument2.py $out/$name/$name.cu ${name}_fwd_coop $out/$name/$name.cu | sed "s/^/$name /" >> $out/stamps.txt
done
elif [ "${ROUND:-5}" = 14 ]; then
# round 14 (27zzb's lv14*.txt): the generator's pinned_twiddles (each table
# load at the start of the phase before its use, a strong load) against
# the entries, at 2^17 and 2^16, on both GPUs
mk i16 16 'radix = 4' 'cluster = 8' 'factored_levels = 0' 'min_blocks = 4' 'twiddle_lookahead = true'
mk h16 16 'radix = 4' 'deferred_corrections = false' 'factored_levels = 0' 'inverse_min_blocks = 6'
mk bg17 17 'radix = 4' 'stage_split = [8, 9]' 'factored_levels = 0'
mk i16pin 16 'radix = 4' 'cluster = 8' 'factored_levels = 0' 'min_blocks = 4' 'pinned_twiddles = true'
mk h16pin 16 'radix = 4' 'deferred_corrections = false' 'factored_levels = 0' 'inverse_min_blocks = 6' 'pinned_twiddles = true'
mk bg17pin 17 'radix = 4' 'stage_split = [8, 9]' 'factored_levels = 0' 'pinned_twiddles = true'
mk b17pin 17 'radix = 4' 'stage_split = [8, 9]' 'pinned_twiddles = true'
mk a17pin 17 'radix = 4' 'factored_levels = 0' 'pinned_twiddles = true'
mk r17pin 17 'radix = 8' 'stage_split = [8, 9]' 'factored_levels = 0' 'pinned_twiddles = true'
mk bgd17pin 17 'radix = 4' 'stage_split = [8, 9]' 'factored_levels = 0' 'deferred_corrections = false' 'pinned_twiddles = true'
for name in bg17pin; do
  python3 $here/instrument2.py $out/$name/$name.cu ${name}_fwd_coop $out/$name/$name.cu | sed "s/^/$name /" >> $out/stamps.txt
done
elif [ "${ROUND:-5}" = 15 ]; then
# round 15 (27zzf's lv15.txt): the same kernels compiled by nvcc (the
# probe's way) and by NVRTC to a CUBIN (the runtime's way, names ending
# in nv: probe.cu's VIA_NVRTC); the runtime's per-call GPU time at 2^17
# (latency-probe, 5.87 us) is 0.5 us above the probe's (5.37); round 16
# (lv16.txt): NVRTC for sm_90a too (names ending in nva)
mk i16 16 'radix = 4' 'cluster = 8' 'factored_levels = 0' 'min_blocks = 4' 'twiddle_lookahead = true'
mk bg17 17 'radix = 4' 'stage_split = [8, 9]' 'factored_levels = 0'
mk bg17pin 17 'radix = 4' 'stage_split = [8, 9]' 'factored_levels = 0' 'pinned_twiddles = true'
for base in i16 bg17 bg17pin; do copy_as $base ${base}nv; copy_as $base ${base}nva; done
elif [ "${ROUND:-5}" = 3 ]; then
# round 3 (lv3.txt, lv4.txt): the grid barrier taken apart (instrument2.py) in the
# 2^17 entry, the [8, 9] split without factored levels and the H100's 2^16 entry
mk a17 17 'radix = 4'
mk bg17 17 'radix = 4' 'stage_split = [8, 9]' 'factored_levels = 0'
mk i16 16 'radix = 4' 'cluster = 8' 'factored_levels = 0' 'min_blocks = 4' 'twiddle_lookahead = true'
for base in bg17 i16; do for v in tree nofence; do
  copy_as $base $base$v; python3 $here/grid_variants.py $v $out/$base$v/$base$v.cu
done; done
for name in a17 bg17 i16; do
  python3 $here/instrument2.py $out/$name/$name.cu ${name}_fwd_coop $out/$name/$name.cu | sed "s/^/$name /" >> $out/stamps.txt
done
else
# round 5 (lv5.txt): the fused kernels' sub-blocks interleaved in the lanes
# (this commit's fuse.rs) against the generator before it (CG_OLD, a
# codegen binary of the parent commit): the 2^17 entry, the [8, 9] split
# with and without factored levels, and the 2^16 entries of both GPUs
for pair in "old:${CG_OLD:?a codegen binary of the parent commit}" "new:$root/target/release/codegen"; do
  cg=${pair#*:}; tag=${pair%%:*}; [ $tag = new ] && t=n || t=o
  mk a17$t 17 'radix = 4'
  mk b17$t 17 'radix = 4' 'stage_split = [8, 9]'
  mk bg17$t 17 'radix = 4' 'stage_split = [8, 9]' 'factored_levels = 0'
  mk h16$t 16 'radix = 4' 'deferred_corrections = false' 'factored_levels = 0' 'inverse_min_blocks = 6'
  mk i16$t 16 'radix = 4' 'cluster = 8' 'factored_levels = 0' 'min_blocks = 4' 'twiddle_lookahead = true'
done
python3 $here/instrument2.py $out/bg17n/bg17n.cu bg17n_fwd_coop $out/bg17n/bg17n.cu | sed "s/^/bg17n /" >> $out/stamps.txt
if [ -n "${R7:-}" ]; then  # round 7 (lv7.txt): barrier forms and the late wait on the kept shape
  for base in bg17n i16n; do for v in last red late lastlate; do
    n=$base$v; copy_as $base $n
    for w in last red late; do case $v in *$w*) python3 $here/grid_variants.py $w $out/$n/$n.cu ${n}_fwd_coop;; esac; done
  done; done
  sed -i "/^bg17n[a-z]/d" $out/stamps.txt
fi
if [ -n "${PF:-}" ]; then  # round 6 (lv6.txt): the twiddles prefetched into L1 (prefetch_tw.py)
  for base in a17n bg17n b17n i16n h16n; do for v in pf pfc; do
    n=$base$v; copy_as $base $n
    python3 $here/prefetch_tw.py $out/$n/$n.cu ${n}_fwd_coop $([ $v = pfc ] && echo clobber || echo free)
  done; done
  sed -i "/^bg17npf/d" $out/stamps.txt
fi
fi
rm -f $out/*/*.plan.json $out/*/*.rs
cp $here/probe.cu $here/run.sh $out/
cat $out/list.txt
