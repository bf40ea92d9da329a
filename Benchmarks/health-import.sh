#!/usr/bin/env bash
# Benchmark of `sitegen import health` on a synthetic export:
#   bash Benchmarks/health-import.sh [SIZE_MB]   (default 1000)
# Prints parse-only MB/s (--dry-run: parse, dates, numbers, units, no store), end-to-end MB/s into a
# new store, peak memory of each (/usr/bin/time -v), and the same import by healthkit-to-sqlite
# (PyPI) when HEALTHKIT_TO_SQLITE names it or it is on PATH, with the ratio.
set -euo pipefail
cd "$(dirname "$0")/.."
size_mb=${1:-1000}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

swift build -c release >/dev/null
bin=$(swift build -c release --show-bin-path)
"$bin/health-export-generator" "$size_mb" "$work/export.xml" >/dev/null
bytes=$(stat -c %s "$work/export.xml")
mkdir -p "$work/site"
printf 'time_zone = "Europe/Berlin"\n' > "$work/site/site.toml"

# measure NAME COMMAND…: runs it under /usr/bin/time -v, prints seconds, MB/s and peak memory.
measure() {
  local name=$1; shift
  /usr/bin/time -v "$@" >"$work/$name.out" 2>"$work/$name.time"
  local wall rss
  wall=$(awk -F': ' '/Elapsed \(wall clock\)/ {n=split($2,t,":"); s=0; for(i=1;i<=n;i++) s=s*60+t[i]; print s}' "$work/$name.time")
  rss=$(awk -F': ' '/Maximum resident set size/ {print $2}' "$work/$name.time")
  awk -v n="$name" -v w="$wall" -v b="$bytes" -v r="$rss" \
    'BEGIN {printf "%-22s %7.2f s  %7.1f MB/s  peak %6.1f MB\n", n, w, b/1e6/w, r/1024}'
  echo "$wall" > "$work/$name.seconds"
}

printf 'export: %.1f MB (%s)\n' "$(echo "$bytes/1000000" | bc -l)" "$work/export.xml"
measure parse-only "$bin/sitegen" import health "$work/export.xml" --site "$work/site" --dry-run --quiet
measure end-to-end "$bin/sitegen" import health "$work/export.xml" --site "$work/site" --quiet
measure re-import "$bin/sitegen" import health "$work/export.xml" --site "$work/site" --quiet
grep -E "step samples|Dates" "$work/end-to-end.out" | sed 's/^/  /'

h2s=${HEALTHKIT_TO_SQLITE:-$(command -v healthkit-to-sqlite || true)}
if [ -n "$h2s" ]; then
  measure healthkit-to-sqlite "$h2s" --silent --xml "$work/export.xml" "$work/h2s.db"
  awk -v a="$(cat "$work/healthkit-to-sqlite.seconds")" -v b="$(cat "$work/end-to-end.seconds")" \
    'BEGIN {printf "sitegen is %.1fx faster end to end than healthkit-to-sqlite\n", a/b}'
else
  echo "healthkit-to-sqlite: not found (pip install healthkit-to-sqlite; or set HEALTHKIT_TO_SQLITE)"
fi
