#!/usr/bin/env bash
# Benchmarks `render-list serve` with wrk on the loopback interface.
#
# Builds the release binary, renders the bundled example, serves it on 127.0.0.1,
# runs `wrk -t2 -c64 -d30s` against one page, prints requests/s and latency
# percentiles, and fails unless every response was a 2xx without socket
# errors. Needs wrk (Debian: apt-get install -y wrk).
#
# Environment: PORT (default 18090), DURATION (default 30s), PAGE (default /page/2/).
set -euo pipefail

cd "$(dirname "$0")/.."
PORT="${PORT:-18090}"
DURATION="${DURATION:-30s}"
PAGE="${PAGE:-/page/2/}"
HOST=127.0.0.1

command -v wrk >/dev/null || { echo "wrk is not installed; on Debian run: apt-get install -y wrk" >&2; exit 1; }

echo "Building release..."
swift build -c release --product render-list >/dev/null
BIN="$(swift build -c release --show-bin-path)/render-list"

SITE="$(mktemp -d)"
SERVER_PID=""
cleanup() {
    if [[ -n "$SERVER_PID" ]]; then kill -TERM "$SERVER_PID" 2>/dev/null || true; wait "$SERVER_PID" 2>/dev/null || true; fi
    rm -rf "${SITE%/Public}"
}
trap cleanup EXIT

# The bundled example, rendered by render-list itself into ten-row pages (about 9 KB each).
"$BIN" Examples/quotes.plist -o "$SITE/Public" --template Templates/list.xhtml --rows-per-page 10 >/dev/null
SITE="$SITE/Public"

"$BIN" serve "$SITE" --host "$HOST" --port "$PORT" &
SERVER_PID=$!
for _ in $(seq 1 50); do
    curl -fs -o /dev/null "http://$HOST:$PORT$PAGE" && break
    sleep 0.1
done
curl -fs -o /dev/null "http://$HOST:$PORT$PAGE" || { echo "The server did not start." >&2; exit 1; }

# The page must answer 200 before the run; during it wrk counts responses
# with status >= 400 as errors.status (3xx would not be counted, but a
# static page cannot start redirecting mid-run).
curl -fs -o /dev/null -w '%{http_code}\n' "http://$HOST:$PORT$PAGE" | grep -qx 200 \
    || { echo "FAIL: $PAGE does not answer 200." >&2; exit 1; }

# A wrk script that prints the summary in a form checked below.
LUA="$SITE/../bench-serve-$$.lua"
cat > "$LUA" <<'LUA'
done = function(summary, latency, requests)
    io.write(string.format("requests: %d in %.1fs = %.0f requests/s\n",
        summary.requests, summary.duration / 1e6, summary.requests / (summary.duration / 1e6)))
    for _, p in ipairs({50, 90, 99, 99.9}) do
        io.write(string.format("latency p%s: %.2f ms\n", p, latency:percentile(p) / 1000))
    end
    local e = summary.errors
    io.write(string.format("socket errors: connect %d, read %d, write %d, timeout %d\n",
        e.connect, e.read, e.write, e.timeout))
    io.write(string.format("error responses (status >= 400): %d\n", summary.errors.status))
end
LUA
trap 'rm -f "$LUA"; cleanup' EXIT

echo "Running wrk -t2 -c64 -d$DURATION against http://$HOST:$PORT$PAGE"
OUTPUT="$(wrk -t2 -c64 -d"$DURATION" --latency -s "$LUA" "http://$HOST:$PORT$PAGE")"
echo "$OUTPUT"

errors="$(echo "$OUTPUT" | awk -F'[ ,]+' '/^socket errors:/ { print $4 + $6 + $8 + $10 }')"
non2xx="$(echo "$OUTPUT" | awk '/^error responses/ { print $NF }')"
if [[ "$errors" != "0" || "$non2xx" != "0" ]]; then
    echo "FAIL: $errors socket errors and $non2xx error responses." >&2
    exit 1
fi
echo "OK: no socket errors and no error responses."
