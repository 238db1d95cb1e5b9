#!/usr/bin/env bash
# The call behind this folder: Phantom's examples and tests with its NTT
# entry points on nttgen (tests/phantom-inside: stock three times, routed,
# routed with every call verified; inside check; inside time). Here:
# `bash tests/gpu/build.sh` (it runs tests/phantom-inside/prepare.sh) and
# .anchors/ (its README); on the GPU machine, with .anchors/vendor/phantom
# and .device/phantom-inside carried:
#   OUT=<dir> bash docs/results/h200-phantom-inside/call.sh
timeout 420 bash tests/phantom-inside/run.sh $OUT/phantom-inside > $OUT/phantom-inside.log 2>&1; echo "phantom-inside rc=$?"
tail -45 $OUT/phantom-inside/summary.txt
