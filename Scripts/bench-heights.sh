#!/usr/bin/env bash
# Benchmark (not a test): rows/s of height estimation alone (render-list estimate: read, bind,
# lay out; nothing written) next to Chromium laying out and measuring the same rows (render-list
# verify, which times only Chromium's layout, not its page loads), in one run, and their ratio.
# Usage: Scripts/bench-heights.sh [corpus] [rows] [width]
set -euo pipefail
cd "$(dirname "$0")/.."
corpus=${1:-en}; rows=${2:-20000}; width=${3:-375}
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
python3 - "$corpus" "$rows" "$work/data.json" <<'PY'
import json, sys
rows = json.load(open(f"Tests/RenderListTests/Fixtures/Corpora/{sys.argv[1]}.json"))
rows = rows if isinstance(rows, list) else [r for s in rows["sections"] for r in s["rows"]]
json.dump([rows[i % len(rows)] for i in range(int(sys.argv[2]))], open(sys.argv[3], "w"))
PY
cp Tests/RenderListTests/Fixtures/Corpora/photo.svg "$work/"
template=Templates/list.xhtml
[ "$corpus" = custom ] && template=Tests/RenderListTests/Fixtures/Corpora/custom.xhtml
swift build -c release --product render-list >/dev/null
bin=.build/release/render-list
# Every row laid out (no cache of heights by row content), then as a render does it (a row whose
# prototype and data were measured before costs a lookup; the corpus repeats every N rows).
uncached=$("$bin" estimate "$work/data.json" --template "$template" --width "$width" --no-cache 2>/dev/null)
echo "laid out:  $uncached"
estimate=$("$bin" estimate "$work/data.json" --template "$template" --width "$width" 2>/dev/null)
echo "cached:    $estimate"
"$bin" "$work/data.json" -o "$work/site" --template "$template" --width "$width" --rows-per-page 500 2>/dev/null
verify=$("$bin" verify "$work/site" --worst 0)
echo "$verify"
ours=$(sed -E 's/.*\(([0-9]+) rows\/s.*/\1/' <<<"$uncached")
cached=$(sed -E 's/.*\(([0-9]+) rows\/s.*/\1/' <<<"$estimate")
chromium=$(sed -E 's/.*at ([0-9]+) rows\/s.*/\1/' <<<"$verify")
python3 -c "print(f'Estimation is {$ours / $chromium:.1f}x as fast as Chromium on the same {$rows} rows ($corpus, $width px), {$cached / $chromium:.1f}x with the cache of heights by row content.')"
