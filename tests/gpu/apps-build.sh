#!/usr/bin/env bash
# Build the applications' GPU-side binaries here into .device/apps/ (the
# device tool carries .device; the GPU machine has no cargo): every example
# named in APPS that exists, and every runtime test binary apps_* (their GPU
# tests are #[ignore]d here and run with --ignored there).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
APPS="rns_polymul bigint_mul rlwe_encrypt bfv_mul"
mkdir -p .device/apps
for ex in $APPS; do
    [ -f "runtime/examples/$ex.rs" ] || continue
    cargo build --release -p nttgen-runtime --features apps --example "$ex"
    cp "${CARGO_TARGET_DIR:-target}/release/examples/$ex" .device/apps/
done
for t in runtime/tests/apps_*.rs; do
    name=$(basename "$t" .rs)
    bin=$(cargo test --release -p nttgen-runtime --features apps --test "$name" --no-run --message-format=json 2>/dev/null \
        | sed -n "s/.*\"executable\":\"\([^\"]*$name[^\"]*\)\".*/\1/p" | tail -n 1)
    [ -n "$bin" ] && cp "$bin" ".device/apps/test_$name"
done
strip .device/apps/* 2>/dev/null || true
ls -l .device/apps/
