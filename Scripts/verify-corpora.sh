#!/usr/bin/env bash
# Renders every exactness corpus at 320, 375 and 768 px and compares its row heights with
# headless Chromium (render-list verify). Usage: Scripts/verify-corpora.sh [corpus…]
# A corpus is a name in Fixtures/Corpora (en, custom…) or outside/NAME in Fixtures/Outside
# (written by a tester outside the team); with no names, all of both.
set -euo pipefail
cd "$(dirname "$0")/.."
corpora_dir=Tests/RenderListTests/Fixtures/Corpora
bin=${RENDER_LIST:-.build/debug/render-list}
out=${OUT:-/tmp/render-list-corpora}
widths=${WIDTHS:-320 375 768}
[ -x "$bin" ] || swift build --product render-list
if [ "$#" -gt 0 ]; then corpora=("$@"); else
  corpora=(en de ru cs pl zh ja zh-extra ja-extra emoji long all-cells custom feed ch nowrap replaced embeds fuzz
           outside/europe outside/cjk outside/emoji_long outside/custom outside/custom2)
fi
for corpus in "${corpora[@]}"; do
  dir=$corpora_dir name=$corpus
  if [[ $corpus == outside/* ]]; then dir=Tests/RenderListTests/Fixtures/Outside name=${corpus#outside/}; fi
  template=Templates/list.xhtml
  # Corpora with a template of their own (custom, feed, ch, nowrap, replaced) keep it beside their data.
  [ -f "$dir/$name.xhtml" ] && template=$dir/$name.xhtml
  for width in $widths; do
    site="$out/${corpus//\//-}-$width"
    "$bin" "$dir/$name.json" -o "$site" --template "$template" --width "$width" --rows-per-page 100 >/dev/null
    printf '%-10s %4s  ' "$corpus" "$width"
    "$bin" verify "$site" --worst "${WORST:-3}"
  done
done
