#!/usr/bin/env bash
# Builds the libFuzzer targets (Linux; -sanitize=fuzzer,address) into .build-fuzz and runs each for
# SECONDS seconds, one after the other, from the seeds in Fuzz/corpus/<target>/ and the test fixtures.
# Prints per target the executions and any crash; exits non-zero when a target crashed.
#   Fuzz/run.sh [SECONDS] [TARGET...]      (default: 30 seconds, every target)
# A crashing input is kept in .build-fuzz/artifacts/<target>/; replay it with
#   .build-fuzz/debug/<Target> .build-fuzz/artifacts/<target>/crash-…
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-30}"
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(FuzzHealthXML FuzzZip FuzzLoopCSV FuzzRestore FuzzSiteTOML)

# Seeds for each target: its own corpus folder, and the fixtures that fit it.
seeds() {
  case "$1" in
    FuzzHealthXML) echo "Fuzz/corpus/health-xml Tests/ImportersTests/Fixtures/real-dtd.xml Tests/ImportersTests/Fixtures/ios16-dtd.xml" ;;
    FuzzZip) echo "Fuzz/corpus/zip Tests/ImportersTests/Fixtures/export.zip Tests/ImportersTests/Fixtures/no-export.zip Tests/ImportersTests/Fixtures/truncated.zip Tests/ImportersTests/Fixtures/corrupt.zip Tests/ImportersTests/Fixtures/inflate/inflate.zip" ;;
    FuzzLoopCSV) echo "Fuzz/corpus/loop-csv" ;;
    FuzzRestore) echo "Fuzz/corpus/restore" ;;
    FuzzSiteTOML) echo "Fuzz/corpus/site-toml" ;;
  esac
}

mkdir -p .build-fuzz
flags=(--scratch-path .build-fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -gline-tables-only -Xcc -gline-tables-only -Xcxx -gline-tables-only)
for target in "${targets[@]}"; do
  echo "Building $target"
  if ! SITEGEN_FUZZ=1 swift build "${flags[@]}" --product "$target" >.build-fuzz/build.log 2>&1; then
    grep -E "error:" -A3 .build-fuzz/build.log | head -n 40
    echo "building $target failed"
    exit 1
  fi
  grep -v "Cannot export local symbol" .build-fuzz/build.log | tail -n 1
done

# The Swift runtime's own crash reporter reads memory ASan watches: leave crash reports to libFuzzer.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS="detect_leaks=0:${ASAN_OPTIONS:-}"
failed=()
for target in "${targets[@]}"; do
  work=".build-fuzz/corpus/$target" artifacts=".build-fuzz/artifacts/$target" log=".build-fuzz/logs/$target.log"
  mkdir -p "$work" "$artifacts" "$(dirname "$log")"
  # The seeds join what earlier runs learned (libFuzzer reads folders, the fixtures are files).
  for seed in $(seeds "$target"); do
    if [ -d "$seed" ]; then cp -n "$seed"/* "$work"/ 2>/dev/null || true; else cp -n "$seed" "$work"/; fi
  done
  status=0
  ".build-fuzz/debug/$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -detect_leaks=0 -print_final_stats=1 -artifact_prefix="$artifacts/" "$work" >"$log" 2>&1 || status=$?
  runs=$(grep -Eo 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -Eo '[0-9]+$' || true)
  [ -n "$runs" ] || runs=$(grep -Eo '^#[0-9]+' "$log" | tail -n 1 | tr -d '#' || true)
  if [ "$status" -eq 0 ]; then
    echo "$target: ${runs:-?} executions in ${seconds}s, no crash"
  else
    failed+=("$target")
    echo "$target: CRASH after ${runs:-?} executions (exit $status); log: $log"
    grep -E 'ERROR: |Assertion|Fatal error|SUMMARY|Test unit written to|    #[0-9]+ .*(Sources|toml\.hpp)' "$log" | head -n 20 || true
  fi
done

if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzzing found crashes in: ${failed[*]}"
  exit 1
fi
