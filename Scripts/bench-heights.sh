#!/usr/bin/env bash
# Benchmark (not a test): rows/s of render-list (release) on a corpus repeated to N rows, the
# whole render included (an upper bound on the cost of height estimation), next to Chromium's
# rows/s laying out and measuring the same rows (render-list verify).
# Usage: Scripts/bench-heights.sh [corpus] [rows]
set -euo pipefail
cd "$(dirname "$0")/.."
corpus=${1:-en}; rows=${2:-20000}
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
python3 - "$corpus" "$rows" "$work/data.json" <<'PY'
import json, sys
rows = json.load(open(f"Tests/RenderListTests/Fixtures/Corpora/{sys.argv[1]}.json"))
rows = rows if isinstance(rows, list) else [r for s in rows["sections"] for r in s["rows"]]
json.dump([rows[i % len(rows)] for i in range(int(sys.argv[2]))], open(sys.argv[3], "w"))
PY
cp Tests/RenderListTests/Fixtures/Corpora/photo.svg "$work/"
swift build -c release --product render-list >/dev/null
bin=.build/release/render-list
"$bin" "$work/data.json" -o "$work/site" --width 375 --rows-per-page 500
"$bin" verify "$work/site" --worst 0
