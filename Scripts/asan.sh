#!/usr/bin/env bash
# AddressSanitizer over the whole pipeline: builds the render-list command with
# -sanitize=address (into .build-asan), runs the end-to-end tests that feed it hostile, broken,
# huge and crash-finding input against that build, then the whole-pipeline fuzzer
# (Scripts/fuzz-pipeline.py) for CASES seeded cases with it. Any report of the sanitizer (a use
# after free, a double free, an overflow) fails the run.
#
#   Scripts/asan.sh [CASES] [SEED]     (defaults: 60 cases of seed 1)
#
# The end-to-end tests run from the ordinary test build (Scripts/test.sh makes it): they start
# the CLI as a process, and RENDER_LIST_EXECUTABLE points them at the sanitized one.
set -euo pipefail
cd "$(dirname "$0")/.."
cases=${1:-60}
seed=${2:-1}
Scripts/setup.sh test
swift build --product render-list --sanitize=address --scratch-path .build-asan
binary="$(swift build --sanitize=address --scratch-path .build-asan --show-bin-path)/render-list"
# Leaks are not errors here (the CLI exits without freeing its long-lived caches); every other
# finding aborts the process, which the tests and the fuzzer count as a crash.
export ASAN_OPTIONS="detect_leaks=0:abort_on_error=1:halt_on_error=1"
[ -d .build/debug ] || swift build --build-tests
RENDER_LIST_EXECUTABLE="$binary" swift test --skip-build --no-parallel \
  --filter "CrashRegressionTests|HostileDataTests|BrokenFilesTests|RenderCommandTests"
python3 Scripts/fuzz-pipeline.py run --seed "$seed" --cases "$cases" --bin "$binary" \
  --out .fuzz/pipeline-asan --no-verify
