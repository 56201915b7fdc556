#!/usr/bin/env bash
# Experiment (not a test): how many page files one edit rewrites, under --page-breaks fill and
# stable. Makes ROWS rows of unique prose (Scripts/make-prose-rows.py; default 100,000), renders
# them, then renders again after each of: the text of the middle row changed, a row inserted in
# the middle, the middle row deleted, a row prepended, and counts the page files whose bytes
# changed and the pages that show other rows than before (page files compared by their path).
# Usage: Scripts/bench-edits.sh [ROWS]
set -euo pipefail
cd "$(dirname "$0")/.."
rows=${1:-100000}
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
cp Tests/RenderListTests/Fixtures/Corpora/photo.svg "$work/"
swift build -c release --product render-list >/dev/null
bin=$(pwd)/.build/release/render-list
python3 Scripts/make-prose-rows.py "$rows" "$work/base.json"
python3 - "$work" <<'PY'
import json, sys
work = sys.argv[1]
rows = json.load(open(f"{work}/base.json"))
middle = len(rows) // 2
new = {"text": "A row that was not there before, with a sentence of its own.", "personName": "Newcomer"}
edits = {
    "edit": rows[:middle] + [dict(rows[middle], text=rows[middle]["text"] + " And one more sentence.")] + rows[middle + 1:],
    "insert": rows[:middle] + [new] + rows[middle:],
    "delete": rows[:middle] + rows[middle + 1:],
    "prepend": [new] + rows,
}
for name, data in edits.items():
    json.dump(data, open(f"{work}/{name}.json", "w"), ensure_ascii=False)
PY
compare() {  # OLD NEW: "pages-before pages-after bytes-changed rows-changed"
  python3 - "$1" "$2" <<'PY'
import os, re, sys
def pages(root):
    found = {"index.html": open(f"{root}/index.html", "rb").read()}
    for number in os.listdir(f"{root}/page"):
        found[f"page/{number}"] = open(f"{root}/page/{number}/index.html", "rb").read()
    return found
def rows(page):  # the ids of the page's data rows (made from what each row holds)
    return re.findall(rb' id="([^"]+)" data-row=""', page)
old, new = pages(sys.argv[1]), pages(sys.argv[2])
changed = sum(1 for path, data in new.items() if old.get(path) != data)
other = sum(1 for path, data in new.items() if path not in old or rows(old[path]) != rows(data))
print(len(old), len(new), changed, other)
PY
}
printf "%-7s %-8s %8s %8s %14s %14s %8s\n" rule edit "pages" "after" "files changed" "other rows" "wall s"
for rule in fill stable; do
  "$bin" "$work/base.json" -o "$work/base-$rule" --page-breaks "$rule" >/dev/null 2>&1
  for edit in edit insert delete prepend; do
    start=$(date +%s.%N)
    "$bin" "$work/$edit.json" -o "$work/$edit-$rule" --page-breaks "$rule" >/dev/null 2>&1
    wall=$(echo "$(date +%s.%N) - $start" | bc)
    read -r before after changed other < <(compare "$work/base-$rule" "$work/$edit-$rule")
    printf "%-7s %-8s %8s %8s %14s %14s %8.2f\n" "$rule" "$edit" "$before" "$after" "$changed" "$other" "$wall"
    rm -rf "$work/$edit-$rule"
  done
done
