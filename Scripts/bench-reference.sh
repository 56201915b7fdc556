#!/usr/bin/env bash
# Benchmark (not a test): how this machine compares with the one the reference figures in
# BACKGROUND were measured on. It repeats three reference jobs: reading a 1,000,000-row XML
# property list with Foundation's PropertyListSerialization (19 s, 1.2 GB for 271 MB) and with
# Python's plistlib (25 s, 0.7 GB), scaled to this file's size; and Hugo 0.111 (Debian's
# package) paginating one content file per row into list pages of 500 (about 11,500 rows/s),
# over 20,000 quote rows. Each line says how many times the reference machine's speed this one
# has on that job: near 1, a reference figure measured there (such as Chromium's rows per
# second) holds here too. Installs Hugo when it is missing. Usage: Scripts/bench-reference.sh
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
python3 Scripts/make-big-plist.py 1000000 "$work/rows.plist"
mkdir -p "$work/reader/Sources/reader"
cat > "$work/reader/Package.swift" <<'SWIFT'
// swift-tools-version:5.9
import PackageDescription
let package = Package(name: "reader", targets: [.executableTarget(name: "reader")])
SWIFT
cat > "$work/reader/Sources/reader/main.swift" <<'SWIFT'
import Foundation
let data = try Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1]))
let rows = try PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [Any]
print(rows?.count ?? 0)
SWIFT
swift build -c release --package-path "$work/reader" >/dev/null
measure() {  # prints "seconds peak-MB" of the command
  /usr/bin/time -f "%e %M" -o "$work/time" "$@" >/dev/null
  awk '{ printf "%.2f %.0f", $1, $2 / 1024 }' "$work/time"
}
bytes=$(stat -c %s "$work/rows.plist")
foundation=$(measure "$work/reader/.build/release/reader" "$work/rows.plist")
plistlib=$(measure python3 -c "import plistlib, sys; print(len(plistlib.load(open(sys.argv[1], 'rb'))))" "$work/rows.plist")
# Hugo: one content file per row (its text and person in the front matter), list pages of 500.
if ! command -v hugo >/dev/null; then
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo=sudo
  $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq hugo >/dev/null
fi
python3 Scripts/make-big-plist.py 20000 "$work/hugo.plist"
mkdir -p "$work/hugo/content/quotes" "$work/hugo/layouts"
python3 - "$work/hugo.plist" "$work/hugo" <<'PY'
import json, plistlib, sys
for index, row in enumerate(plistlib.load(open(sys.argv[1], "rb"))):
    matter = {"title": f"q{index}", "weight": index + 1, "text": row.get("text", ""), "personName": row.get("personName", "")}
    open(f"{sys.argv[2]}/content/quotes/q{index:06d}.md", "w").write(json.dumps(matter) + "\n")
PY
printf 'baseURL = "http://example.org/"\ntitle = "Quotes"\npaginate = 500\ndisableKinds = ["taxonomy", "term", "RSS", "sitemap", "404"]\n' \
  > "$work/hugo/hugo.toml"
cat > "$work/hugo/layouts/index.html" <<'HTML'
<!DOCTYPE html><html><head><title>{{ .Site.Title }}</title></head><body><main>
{{ range (.Paginate .Site.RegularPages).Pages }}<article class="cell quote"><p class="text">{{ .Params.text }}</p><p class="name">{{ with .Params.personName }}{{ . }}{{ else }}Anonymous{{ end }}</p></article>
{{ end }}</main>{{ template "_internal/pagination.html" . }}</body></html>
HTML
hugo --quiet --source "$work/hugo" >/dev/null 2>&1  # warm-up
hugo=$(measure hugo --quiet --source "$work/hugo" --destination "$work/hugo/out")
python3 - "$bytes" "$foundation" "$plistlib" "$hugo" <<'PY'
import sys
size = int(sys.argv[1])
scale = size / 271e6  # the reference file's size
for name, measured, seconds, megabytes in [("Foundation PropertyListSerialization", sys.argv[2], 19, 1200),
                                           ("Python plistlib", sys.argv[3], 25, 700)]:
    here, peak = (float(x) for x in measured.split())
    expected = seconds * scale
    print(f"{name}: {here:.1f} s, {peak:,.0f} MB here for {size / 1e6:.0f} MB; the reference machine "
          f"{expected:.1f} s at this size ({seconds} s, {megabytes:,} MB for 271 MB): "
          f"this machine is {expected / here:.2f}x its speed.")
seconds = float(sys.argv[4].split()[0])
print(f"Hugo 0.111: 20,000 rows in {seconds:.2f} s here = {20000 / seconds:,.0f} rows/s; the reference machine about "
      f"11,500 rows/s: this machine is {20000 / seconds / 11500:.2f}x its speed.")
PY
