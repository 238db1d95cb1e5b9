#!/usr/bin/env bash
# NTTGEN_CMD for .anchors/run.sh: our anchor rows (RESULT lines on stdout),
# then the papers' ablations (tests/gpu/ablations.sh, into $OUT/ablations),
# so the peers, the floors and every ablation come from one GPU run:
#   NTTGEN_CMD="bash tests/gpu/anchors-ablations.sh" NTTGEN_LIMIT=450 bash .anchors/run.sh
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
.device/nttgen-anchors ${ANCHOR_WORKLOADS:-fwd-P fwd-L inv-P polymul-P}
NTTGEN_GPU=.device/nttgen-gpu bash tests/gpu/ablations.sh >&2
