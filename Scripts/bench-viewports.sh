#!/usr/bin/env bash
# What estimating rows for every viewport class costs against one class: `render-list estimate`
# (release build) on ROWS generated rows of unique prose (Scripts/corpora/gen_hn.py, an outside
# tester's fluid link-aggregator template with media queries, clamp() and vw), once with
# `--width` (one class) and once with the default classes, on one thread and on every core;
# the median of RUNS runs each, and the ratio.
# Usage: [RENDER_LIST_BIN=PATH] Scripts/bench-viewports.sh [ROWS] [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
rows=${1:-10000}
runs=${2:-3}
# RENDER_LIST_BIN: a release build to use instead of building one here.
bin=${RENDER_LIST_BIN:-}
if [ -z "$bin" ]; then
  Scripts/setup.sh
  swift build -c release --product render-list >/dev/null
  bin=.build/release/render-list
fi
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
python3 Scripts/corpora/gen_hn.py "$rows" "$work/hn.json"
template=Tests/RenderListTests/Fixtures/Responsive/hn.xhtml

seconds() {  # the estimate's own time (template loaded, rows read, bound and measured)
  "$bin" estimate "$work/hn.json" --template "$template" "$@" 2>/dev/null \
    | sed -E -n 's/.* in ([0-9.]+) s .*/\1/p'
}
median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

classes=$("$bin" estimate "$work/hn.json" --template "$template" --threads 1 2>/dev/null | sed -E -n 's/.*for ([0-9]+) viewport classes \(([0-9]+) layouts.*/\1 classes, \2 layouts/p')
echo "$rows rows; default viewports: $classes"
for threads in 1 "$(nproc)"; do
  one=$(for _ in $(seq "$runs"); do seconds --width 343 --threads "$threads"; done | median)
  all=$(for _ in $(seq "$runs"); do seconds --threads "$threads"; done | median)
  ratio=$(awk -v a="$all" -v b="$one" 'BEGIN { printf "%.2f", a / b }')
  echo "threads $threads: one class $one s, every class $all s: ${ratio}x"
done
