#!/usr/bin/env bash
# Renders the bundled example (Examples/quotes.plist through Templates/list.xhtml) into Public/
# and serves it with live preview: edit the data, the template or a photo and open pages reload.
# Stop with Ctrl+C. Extra options go to render-list (for example --port 9000, or --no-serve to
# render only).
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/setup.sh build
swift build -c release --product render-list
serve=(--serve)
args=()
for argument in "$@"; do
  if [ "$argument" = --no-serve ]; then serve=(); else args+=("$argument"); fi
done
exec .build/release/render-list Examples/quotes.plist -o Public "${serve[@]}" "${args[@]}"
