#!/usr/bin/env bash
# Fonts a visitor may have instead of ours, for `render-list verify --fonts-from DIR`: three folders
# DEST/roboto, DEST/arimo and DEST/open-sans, each holding only that family's .ttf files, unpacked
# from Debian's packages (apt-get download and dpkg-deb -x: nothing is installed system-wide).
# Idempotent: a folder that already holds its fonts is left as it is.
# Usage: Scripts/visitor-fonts.sh DEST
set -euo pipefail
[ $# -eq 1 ] || { echo "Usage: $0 DEST" >&2; exit 2; }
mkdir -p "$1"
dest=$(cd "$1" && pwd)

# folder, package, the family's files inside the package
families=(
  "roboto fonts-roboto-unhinted usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-*.ttf"
  "arimo fonts-croscore usr/share/fonts/truetype/croscore/Arimo-*.ttf"
  "open-sans fonts-open-sans usr/share/fonts/truetype/open-sans/OpenSans-[!C]*.ttf"
)

work=""
trap '[ -z "$work" ] || rm -rf "$work"' EXIT
for entry in "${families[@]}"; do
  read -r folder package pattern <<<"$entry"
  if [ -f "$dest/$folder/.complete" ]; then continue; fi
  [ -n "$work" ] || work=$(mktemp -d)
  echo "Fetching $package for $dest/$folder ..."
  # A fresh image may hold no package lists yet: update them once, and try again.
  (cd "$work" && apt-get download -qq "$package" 2>/dev/null) ||
    { sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"; $sudo apt-get update -qq >/dev/null 2>&1 || true
      (cd "$work" && apt-get download -qq "$package" 2>/dev/null); } || {
    echo "error: apt-get download $package failed; check the network and the apt sources." >&2
    exit 1
  }
  dpkg-deb -x "$work/${package}"_*.deb "$work/$package"
  rm -rf "$dest/$folder"
  mkdir -p "$dest/$folder"
  # shellcheck disable=SC2086  # the pattern is a glob on purpose
  cp "$work/$package"/$pattern "$dest/$folder/"
  touch "$dest/$folder/.complete"
done
