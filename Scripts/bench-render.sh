#!/usr/bin/env bash
# Benchmark (not a test): renders an N-row XML property list (default 1,000,000) with a release
# build and reports rows/s and peak memory. Usage: Scripts/bench-render.sh [ROWS] [render-list options]
set -euo pipefail
cd "$(dirname "$0")/.."
rows="${1:-1000000}"
shift || true
Scripts/setup.sh build
dpkg-query -W -f='${Status}' time 2>/dev/null | grep -q "install ok installed" || {
  [ "$(id -u)" -eq 0 ] && apt-get install -y -qq time >/dev/null || sudo apt-get install -y -qq time >/dev/null; }
mkdir -p .bench
data=".bench/rows-$rows.plist"
[ -f "$data" ] || python3 Scripts/make-big-plist.py "$rows" "$data"
swift build -c release --product render-list >/dev/null
echo "data: $data ($(du -h "$data" | cut -f1))"
/usr/bin/time -v .build/release/render-list "$data" -o .bench/Public "$@" 2> .bench/time.txt || { cat .bench/time.txt; exit 1; }
grep -E "Maximum resident set size|Elapsed \(wall clock\)" .bench/time.txt
awk -v rows="$rows" '/Maximum resident set size/ { printf "peak memory: %.1f MB for %d rows\n", $6 / 1024, rows }' .bench/time.txt
