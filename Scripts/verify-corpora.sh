#!/usr/bin/env bash
# Renders every exactness corpus at 320, 375 and 768 px and compares its row heights with
# headless Chromium (render-list verify). Usage: Scripts/verify-corpora.sh [corpus…]
set -euo pipefail
cd "$(dirname "$0")/.."
corpora_dir=Tests/RenderListTests/Fixtures/Corpora
bin=${RENDER_LIST:-.build/debug/render-list}
out=${OUT:-/tmp/render-list-corpora}
widths=${WIDTHS:-320 375 768}
[ -x "$bin" ] || swift build --product render-list
if [ "$#" -gt 0 ]; then corpora=("$@"); else
  corpora=(en de ru cs pl zh ja emoji long all-cells custom feed)
fi
for corpus in "${corpora[@]}"; do
  template=Templates/list.xhtml
  # Corpora with a template of their own (custom, feed) keep it beside their data.
  [ -f "$corpora_dir/$corpus.xhtml" ] && template=$corpora_dir/$corpus.xhtml
  for width in $widths; do
    site="$out/$corpus-$width"
    "$bin" "$corpora_dir/$corpus.json" -o "$site" --template "$template" --width "$width" --rows-per-page 100 >/dev/null
    printf '%-10s %4s  ' "$corpus" "$width"
    "$bin" verify "$site" --worst "${WORST:-3}"
  done
done
