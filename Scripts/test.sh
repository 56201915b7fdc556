#!/usr/bin/env bash
# Runs the whole test suite: unit tests, end-to-end renders, the Nu HTML checker and Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/setup.sh test
swift build --product render-list
swift test "$@"
