#!/usr/bin/env bash
# Runs the whole test suite: unit tests, end-to-end renders, the Nu HTML checker and Chromium.
# On failure the failing tests' messages are printed again at the end, where a short log shows them.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/setup.sh test
swift build --product render-list
# One test at a time: the end-to-end tests wait on real processes (renders, Chromium) and would
# otherwise hold both of a small machine's threads that the server tests' async work needs.
log=$(mktemp); trap 'rm -f "$log"' EXIT
status=0
swift test --no-parallel "$@" 2>&1 | tee "$log" || status=$?
if [ "$status" -ne 0 ]; then
  echo
  echo "=== What failed (repeated from above) ==="
  grep -a -A4 -E "recorded an issue|✘|error:|fatal|Fatal|crashed|signal" "$log" | grep -av "^--$" | tail -n 150 || true
fi
exit "$status"
