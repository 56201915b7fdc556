#!/usr/bin/env bash
# Builds render-list's libFuzzer targets and runs them.
#
#   Scripts/fuzz.sh TARGET SECONDS   run one target (plist, json, template) for SECONDS
#   Scripts/fuzz.sh all SECONDS      run every target in turn, SECONDS each
#   Scripts/fuzz.sh build [TARGET...] only build the targets (all, or those named)
#   Scripts/fuzz.sh repro TARGET FILE...   run a target once over saved inputs (crash artifacts)
#
# One fuzzer process at a time (-jobs=1 -workers=1 by default). Everything it writes goes under
# .fuzz/ (ignored by git): build/ the binaries, corpus/TARGET the growing corpus (seeded from
# Fuzz/Corpus/TARGET), artifacts/TARGET crashes, timeouts and OOMs, logs/ the fuzzer output.
# Extra libFuzzer flags can be passed in FUZZ_FLAGS, e.g. FUZZ_FLAGS="-max_len=65536".
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
work="$root/.fuzz"
build="${FUZZ_BUILD:-$work/build}"  # another folder keeps a running fuzzer's binaries intact
targets=(plist json template)
# A refusal must come "within a few seconds"; memory must stay far from gigabytes.
timeout_seconds=${FUZZ_TIMEOUT:-5}
rss_limit_mb=${FUZZ_RSS_MB:-2048}
malloc_limit_mb=${FUZZ_MALLOC_MB:-512}

usage() { sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 2; }

source_class() {  # the Swift file of a target
  case "$1" in
    plist) echo Fuzz/Targets/PlistFuzzer.swift ;;
    json) echo Fuzz/Targets/JSONFuzzer.swift ;;
    template) echo Fuzz/Targets/TemplateFuzzer.swift ;;
    *) echo "unknown target '$1' (plist, json, template)" >&2; exit 2 ;;
  esac
}

newer_than() {  # true when any file under the given paths is newer than $1 (or $1 is missing)
  local stamp=$1; shift
  [ -e "$stamp" ] || return 0
  [ -n "$(find "$@" -newer "$stamp" -type f -print -quit)" ]
}

# What Package.swift declares, so that the build follows the package as it grows: the
# pkg-config names of system libraries, the libraries C targets link, the folders of system
# library modules (a module.modulemap of their own) and of C targets (an include/ folder).
pkg_names() { grep -o 'pkgConfig: "[^"]*"' Package.swift | cut -d'"' -f2; }
linked_libraries() { grep -o 'linkedLibrary("[^"]*")' Package.swift | cut -d'"' -f2 | sed 's/^/-l/'; }
system_modules() { for d in Sources/*/; do [ -f "$d/module.modulemap" ] && echo "${d%/}"; done; }
c_targets() { for d in Sources/*/; do [ -d "$d/include" ] && echo "${d%/}"; done; }

# Flags for compiling against the C modules, one per word (-Xcc before each for swiftc).
c_flags() {
  local names; names=$(pkg_names | tr '\n' ' ')
  [ -n "$names" ] && pkg-config --cflags $names
  for d in $(system_modules) $(c_targets); do echo "-I$root/$d"; done
  for d in $(c_targets); do echo "-I$root/$d/include"; done
}
link_flags() {
  local names; names=$(pkg_names | tr '\n' ' ')
  [ -n "$names" ] && pkg-config --libs $names
  linked_libraries
}

build_library() {
  mkdir -p "$build/modules"
  local stamp="$build/libRenderList.a"
  newer_than "$stamp" Sources/RenderList $(system_modules) $(c_targets) Package.swift Scripts/fuzz.sh || return 0
  echo "fuzz: building RenderList with -sanitize=fuzzer,address ..." >&2
  local cflags xcc=() objects=() target name object
  read -r -a cflags <<<"$(c_flags | tr '\n' ' ')"
  for flag in "${cflags[@]}"; do xcc+=(-Xcc "$flag"); done
  # C targets: each .c file into an object, and a module map like the one SwiftPM makes.
  for target in $(c_targets); do
    name=$(basename "$target")
    mkdir -p "$build/modules/$name" "$build/objects/$name"
    printf 'module %s {\n    umbrella "%s"\n    export *\n}\n' "$name" "$root/$target/include" \
      >"$build/modules/$name/module.modulemap"
    while IFS= read -r file; do
      object="$build/objects/$name/$(basename "${file%.c}").o"
      clang -c -O1 -g -fsanitize=fuzzer-no-link,address "${cflags[@]}" "$file" -o "$object"
      objects+=("$object")
    done < <(find "$target" -name '*.c' | sort)
    xcc+=(-I "$build/modules/$name")
  done
  for target in $(system_modules); do xcc+=(-I "$target"); done
  local sources
  mapfile -t sources < <(find Sources/RenderList -name '*.swift' | sort)
  # -enable-testing lets targets reach internal API with @testable import. -sanitize=fuzzer
  # instruments the library for coverage; libFuzzer's main is linked into each target only.
  swiftc -emit-library -static -emit-module -module-name RenderList -parse-as-library \
    -O -g -enable-testing -sanitize=fuzzer,address -wmo -num-threads 1 "${xcc[@]}" \
    -emit-module-path "$build/RenderList.swiftmodule" \
    -o "$build/libRenderList.a.tmp" "${sources[@]}"
  [ "${#objects[@]}" -eq 0 ] || ar rcs "$build/libRenderList.a.tmp" "${objects[@]}"
  mv "$build/libRenderList.a.tmp" "$stamp"
}

build_target() {
  local name=$1 file binary="$build/fuzz-$1"
  file=$(source_class "$name")
  newer_than "$binary" "$file" Fuzz/Support "$build/libRenderList.a" || return 0
  echo "fuzz: building target $name ..." >&2
  local xcc=() flag links
  for flag in $(c_flags); do xcc+=(-Xcc "$flag"); done
  for target in $(c_targets); do xcc+=(-I "$build/modules/$(basename "$target")"); done
  for target in $(system_modules); do xcc+=(-I "$target"); done
  read -r -a links <<<"$(link_flags | tr '\n' ' ')"
  swiftc -parse-as-library -O -g -sanitize=fuzzer,address -I "$build" "${xcc[@]}" \
    -use-ld=lld "$file" Fuzz/Support/*.swift -L "$build" -lRenderList "${links[@]}" -o "$binary"
}

build_all() {
  build_library
  for name in "${targets[@]}"; do build_target "$name"; done
}

run_target() {
  local name=$1 seconds=$2
  local corpus="$work/corpus/$name" artifacts="$work/artifacts/$name" stamp log
  mkdir -p "$corpus" "$artifacts" "$work/logs"
  stamp=$(date -u +%Y%m%dT%H%M%SZ)
  log="$work/logs/$name-$stamp.log"
  local dict=()
  [ -f "Fuzz/Dictionaries/$name.dict" ] && dict=("-dict=$root/Fuzz/Dictionaries/$name.dict")
  echo "fuzz: running $name for ${seconds}s (log: ${log#"$root"/})" >&2
  local before after status=0
  before=$(find "$artifacts" -type f | wc -l)
  # The seed corpus is read-only input; new inputs go to the first (growing) corpus folder.
  # -fork=1 runs one child fuzzer at a time and starts a new one after a crash, timeout or
  # OOM (each saved in artifacts/), so one run reports every finding, not only the first.
  # FUZZ_FORK=0 fuzzes in this process instead and stops at the first finding.
  local fork=(-fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1)
  [ "${FUZZ_FORK:-1}" = 0 ] && fork=()
  # With -jobs=1 -workers=1 libFuzzer runs the fuzzer in one child process whose output goes
  # to ./fuzz-0.log: it runs in a folder of its own, and that file becomes the log.
  local run="$work/logs/$name-$stamp.d" inputs
  mkdir -p "$run"
  inputs=$(mktemp -d "$( [ -w /dev/shm ] && echo /dev/shm || echo /tmp )/render-list-fuzz-run.XXXXXX")
  (cd "$run" && SWIFT_BACKTRACE=enable=no FUZZ_FINDINGS="$artifacts" FUZZ_INPUT_DIR="$inputs" "$build/fuzz-$name" "$corpus" "$root/Fuzz/Corpus/$name" \
    -max_total_time="$seconds" -timeout="$timeout_seconds" -rss_limit_mb="$rss_limit_mb" \
    -malloc_limit_mb="$malloc_limit_mb" -jobs=1 -workers=1 "${fork[@]}" -print_final_stats=1 \
    -artifact_prefix="$artifacts/" "${dict[@]}" ${FUZZ_FLAGS:-} >"$run/driver.log" 2>&1) || status=$?
  cat "$run/driver.log" "$run"/fuzz-*.log >"$log" 2>/dev/null || true
  rm -rf "$run" "$inputs"
  after=$(find "$artifacts" -type f | wc -l)
  summarise "$name" "$seconds" "$log" "$status" "$((after - before))"
  return "$status"
}

summarise() {
  local name=$1 seconds=$2 log=$3 status=$4 new=$5 runs time corpus
  # Fork mode's parent prints "#RUNS: cov: … time: Ns job: …"; a plain run "Done N runs in S second(s)".
  runs=$(grep -oE '^#[0-9]+: cov:' "$log" | grep -oE '[0-9]+' | tail -1)
  time=$(grep -oE ' time: [0-9]+s job:' "$log" | grep -oE '[0-9]+' | tail -1)
  if [ -z "$runs" ]; then
    runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' | tail -1)
    time=$(grep -o 'Done [0-9]* runs in [0-9]* second' "$log" | grep -o 'in [0-9]*' | grep -o '[0-9]*' | tail -1)
  fi
  corpus=$(find "$work/corpus/$name" -type f | wc -l)
  echo "== $name: ${runs:-?} executions in ${time:-?}s (asked ${seconds}s), corpus $corpus files, exit status $status"
  echo "   new artifacts: $new (crash $(ls "$work/artifacts/$name" | grep -c '^crash-' || true)," \
       "timeout $(ls "$work/artifacts/$name" | grep -c '^timeout-' || true)," \
       "oom $(ls "$work/artifacts/$name" | grep -c '^oom-' || true)," \
       "leak $(ls "$work/artifacts/$name" | grep -c '^leak-' || true)," \
       "slow $(ls "$work/artifacts/$name" | grep -c '^slow-unit-' || true)," \
       "multi-line message $(ls "$work/artifacts/$name" | grep -c '^message-' || true) in all)"
  grep -m3 '^render-list-fuzz:' "$log" | cut -c1-300 | sed 's/^/   /' || true
  if [ "$status" -ne 0 ]; then
    grep -m1 -E '^==[0-9]+==ERROR|Fatal error|ALARM|out-of-memory|deadly signal' "$log" | sed 's/^/   /' || true
    grep -m1 -E 'Test unit written to' "$log" | sed 's/^/   /' || true
  fi
}

[ $# -ge 1 ] || usage
case "$1" in
  build)
    if [ $# -eq 1 ]; then build_all; exit; fi
    build_library
    for name in "${@:2}"; do source_class "$name" >/dev/null; build_target "$name"; done ;;
  repro)
    [ $# -ge 3 ] || usage
    source_class "$2" >/dev/null
    build_all
    SWIFT_BACKTRACE=enable=no "$build/fuzz-$2" -timeout="$timeout_seconds" -rss_limit_mb="$rss_limit_mb" \
      -malloc_limit_mb="$malloc_limit_mb" "${@:3}" ;;
  all)
    [ $# -eq 2 ] || usage
    build_all
    failed=0
    for name in "${targets[@]}"; do run_target "$name" "$2" || failed=1; done
    exit "$failed" ;;
  *)
    [ $# -eq 2 ] || usage
    source_class "$1" >/dev/null
    build_all
    run_target "$1" "$2" ;;
esac
