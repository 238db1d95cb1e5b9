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
  off=$(grep -A10 "${name}_forward_coop(const" $out/$name/$name.host.cu | grep "auto a1 = t + " | sed -E 's/.*t \+ ([0-9]+);/\1/')
  echo "$name $logn $gx $bx $by $sm $off $name/$name.tables.bin" >> $out/list.txt
  # only the forward's part of the tables travels (the probe pads the rest with zeros)
  inv=$(grep -A10 "${name}_inverse_coop(const" $out/$name/$name.host.cu | grep "auto a1 = t + " | sed -E 's/.*t \+ ([0-9]+);/\1/')
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
