#!/usr/bin/env bash
# Benchmark (not a test): rows/s of height estimation alone next to Chromium measuring the same
# rows, in one run, and their ratios.
#
# The rows are made up fresh for the run from the test corpora's sentences (every language,
# emoji), so that no two rows share their text: a cache of whole rows would not help. Figures:
#   laid out   render-list estimate --no-cache --threads 1: every row bound and laid out in full
#   1 thread   render-list estimate --threads 1: as a render does it (a row whose cell differs
#              from one laid out before only in its text re-breaks just that text, see RowHeights)
#   replayed   the same on every core (the default)
#   Chromium   Scripts/chromium-measure.py on the rendered site: page loads plus measuring, and
#              the forced layout of the rows alone (the smaller cost, the harder comparison), in
#              five rounds, each right after estimation on every core (paired ratios: the
#              median of three estimation runs, each well under a second, against Chromium's
#              one run of many seconds, which averages the machine's swings by itself)
# Usage: Scripts/bench-heights.sh [ROWS] [WIDTH] [ROWS_PER_PAGE]
set -euo pipefail
cd "$(dirname "$0")/.."
rows=${1:-20000}; width=${2:-375}; per_page=${3:-500}
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
python3 Scripts/make-prose-rows.py "$rows" "$work/data.json"
cp Tests/RenderListTests/Fixtures/Corpora/photo.svg "$work/"
swift build -c release --product render-list >/dev/null
bin=.build/release/render-list
# Each estimate runs three times and its fastest run counts (this machine's speed swings from
# run to run); Chromium runs once, over many more seconds.
best() {
  local best_line="" best_rate=0 line rate
  for _ in 1 2 3; do
    line=$("$bin" estimate "$work/data.json" --width "$width" "$@" 2>/dev/null)
    rate=$(sed -E 's/.*\(([0-9]+) rows\/s.*/\1/' <<<"$line")
    if [ "$rate" -gt "$best_rate" ]; then best_rate=$rate; best_line=$line; fi
  done
  echo "$best_line"
}
# The median of three runs: a round's figure, not its luckiest run.
median() {
  local lines=() line
  for _ in 1 2 3; do lines+=("$("$bin" estimate "$work/data.json" --width "$width" "$@" 2>/dev/null)"); done
  for line in "${lines[@]}"; do echo "$(sed -E 's/.*\(([0-9]+) rows\/s.*/\1/' <<<"$line") $line"; done | sort -n | sed -n 2p | cut -d' ' -f2-
}
full=$(best --no-cache --threads 1)
echo "laid out:  $full"
one=$(best --threads 1)
echo "1 thread:  $one"
replayed=$(best)
echo "replayed:  $replayed"
"$bin" "$work/data.json" -o "$work/site" --width "$width" --rows-per-page "$per_page"
# Chromium measures the pages in five rounds; right before each, estimation on every core runs
# three more times (the median counts, see median above). This machine's speed drifts over minutes, so a round's ratio
# compares the two at about the same moment; all rounds together make Chromium's overall figures.
pages=$(( $(find "$work/site/page" -name index.html | wc -l) + 1 ))
rounds=()
for round in 0 1 2 3 4; do
  ours=$(median)
  theirs=$(python3 Scripts/chromium-measure.py "$work/site" "$width" /usr/bin/chromium \
           $(( pages * round / 5 )) $(( pages * (round + 1) / 5 )))
  echo "round $((round + 1)):   $ours"
  echo "           Chromium $theirs"
  rounds+=("$ours" "$theirs")
done
python3 - "$full" "$one" "$replayed" "${rounds[@]}" <<'PY'
import json, re, statistics, sys
rate = lambda line: float(re.search(r"\((\d+) rows/s", line).group(1))
full, one, replayed = rate(sys.argv[1]), rate(sys.argv[2]), rate(sys.argv[3])
pairs = [(rate(sys.argv[i]), json.loads(sys.argv[i + 1])) for i in range(4, len(sys.argv), 2)]
rows = sum(c["rows"] for _, c in pairs)
load = rows / sum(c["load_and_measure_seconds"] for _, c in pairs)
layout = rows / sum(c["layout_seconds"] for _, c in pairs)
off = sum(c["rows_off"] for _, c in pairs)
print(f"Chromium: {load:,.0f} rows/s loading and measuring, {layout:,.0f} rows/s for layout alone; {off} of {rows} rows off by 0.5 px or more.")
for label, ours in [("laid out in full on 1 thread", full), ("replayed on 1 thread", one), ("replayed on every core", replayed)]:
    print(f"Estimation {label}: {ours:,.0f} rows/s = {ours / load:.1f}x Chromium loading and measuring, {ours / layout:.1f}x its layout alone.")
ratios = [(ours / c["load_and_measure_rows_per_second"], ours / c["layout_rows_per_second"]) for ours, c in pairs]
print("Each round, estimation on every core (median of three runs) against Chromium right after it: "
      + ", ".join(f"{a:.1f}x/{b:.1f}x" for a, b in ratios) + " (loading and measuring / layout alone);")
print(f"median {statistics.median(a for a, _ in ratios):.1f}x Chromium loading and measuring, "
      f"{statistics.median(b for _, b in ratios):.1f}x its layout alone.")
PY
