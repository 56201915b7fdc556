#!/usr/bin/env bash
# Benchmark (not a test): a whole render with --threads 1 and --threads 2, for 10,000 and
# 100,000 rows of unique prose (Scripts/make-prose-rows.py) through the bundled template: wall
# time, CPU time (user + system) and peak memory, each run REPEATS times (default 3; the
# machine's speed swings from run to run), reported as the best run and the spread (slowest
# wall time over the best). With BASELINE, a render-list binary built from another commit, its
# figures come first ("before"). Run it when `uptime` shows the machine at rest.
# Usage: Scripts/bench-threads.sh [-b BASELINE] [-r REPEATS] [ROWS...]
set -euo pipefail
cd "$(dirname "$0")/.."
baseline=""; repeats=3
while getopts "b:r:" option; do
  case $option in
    b) baseline=$(realpath "$OPTARG") ;;
    r) repeats=$OPTARG ;;
    *) exit 2 ;;
  esac
done
shift $((OPTIND - 1))
counts=("${@:-10000 100000}"); counts=(${counts[*]})
[ -x /usr/bin/time ] || { echo "needs GNU time: apt-get install -y time" >&2; exit 1; }
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
cp Tests/RenderListTests/Fixtures/Corpora/photo.svg "$work/"
swift build -c release --product render-list >/dev/null
after=.build/release/render-list
echo "load: $(uptime | sed 's/.*load average: //')"
printf "%-8s %-7s %8s %7s %9s %9s %9s\n" build rows threads wall spread cpu "peak MB"
for rows in "${counts[@]}"; do
  python3 Scripts/make-prose-rows.py "$rows" "$work/data-$rows.json"
  for build in ${baseline:+before} after; do
    bin=$after; [ "$build" = before ] && bin=$baseline
    for threads in 1 2; do
      # The binary before --threads rendered on one thread whatever it was told.
      option=(--threads "$threads"); [ "$build" = before ] && option=()
      [ "$build" = before ] && [ "$threads" = 2 ] && continue
      for run in $(seq "$repeats"); do
        /usr/bin/time -f "%e %U %S %M" -o "$work/time" "$bin" "$work/data-$rows.json" -o "$work/Public" "${option[@]}" \
          >/dev/null 2>"$work/errors" || { cat "$work/errors"; exit 1; }
        cat "$work/time"
      done | awk -v b="$build" -v r="$rows" -v t="$threads" '
        { wall = $1; cpu = $2 + $3; mem = $4 / 1024
          if (NR == 1 || wall < best) { best = wall; bestcpu = cpu; bestmem = mem }
          if (wall > worst) worst = wall }
        END { printf "%-8s %-7d %8s %6.2fs %8.0f%% %8.2fs %9.0f\n", b, r, t, best, (worst / best - 1) * 100, bestcpu, bestmem }'
    done
  done
done
