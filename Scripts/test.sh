#!/usr/bin/env bash
# Runs the whole test suite: unit tests, end-to-end renders, the Nu HTML checker and Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/setup.sh test
swift build --product render-list
# One test at a time: the end-to-end tests wait on real processes (renders, Chromium) and would
# otherwise hold both of a small machine's threads that the server tests' async work needs.
swift test --no-parallel "$@"
