#!/usr/bin/env bash
# Benchmark (not a test): the rate of `render-list estimate` on a template against the rate of
# Chromium loading the written pages and measuring the same rows (`render-list verify`, browser
# start-up excluded, page loads included), in one run, at one column width. The data is the
# template's fixture grown to ROWS rows: each copy of a row gets its copy number appended to
# every string, so no two rows share their text. Usage:
#   Scripts/bench-layout-rate.sh DATA TEMPLATE [ROWS] [WIDTH]
# e.g. Scripts/bench-layout-rate.sh Tests/RenderListTests/Fixtures/GridCards/cards.json \
#        Tests/RenderListTests/Fixtures/GridCards/cards.xhtml 20000 375
set -euo pipefail
cd "$(dirname "$0")/.."
data=$1 template=$2 rows=${3:-20000} width=${4:-375}
binary=.build/release/render-list
[ -x "$binary" ] || swift build -c release >/dev/null
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
python3 - "$data" "$rows" "$work/rows.json" <<'PY'
import json, sys
source, count, target = sys.argv[1], int(sys.argv[2]), sys.argv[3]
document = json.load(open(source, encoding="utf-8"))
rows = [row for section in document["sections"] for row in section["rows"]] if isinstance(document, dict) else document
def marked(value, copy):
    if isinstance(value, str):
        return value if value.startswith(("http", "/", "img/")) or " " not in value else "%s %d" % (value, copy)
    if isinstance(value, list):
        return [marked(item, copy) for item in value]
    if isinstance(value, dict):
        return {key: (item if key in ("cell", "id", "lang") else marked(item, copy)) for key, item in value.items()}
    return value
grown = [marked(rows[index % len(rows)], index // len(rows)) for index in range(count)]
json.dump(grown, open(target, "w", encoding="utf-8"), ensure_ascii=False)
PY
cp -R "$(dirname "$template")"/img "$work/" 2>/dev/null || true
cp "$template" "$work/template.xhtml"
"$binary" estimate "$work/rows.json" --template "$work/template.xhtml" --width "$width" 2>&1 | tail -1
"$binary" "$work/rows.json" --template "$work/template.xhtml" -o "$work/site" --width "$width" 2>/dev/null | tail -1
"$binary" verify "$work/site" 2>&1 | grep -E "^Verified"
