#!/usr/bin/env bash
# Renders the bundled example (Examples/quotes.plist through Templates/list.xhtml) into Public/.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/setup.sh build
swift build -c release --product render-list
.build/release/render-list Examples/quotes.plist -o Public "$@"
echo "Open Public/index.html in a browser."
