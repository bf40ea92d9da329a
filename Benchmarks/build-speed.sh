#!/usr/bin/env bash
# Build speed: the demo build, and a full build of a 10-year history, in release mode; then the
# incremental builds over that output: the next day and the day after (each day's data, which the store
# already holds, comes in), the same build again (nothing changed), and a build after each of three
# check-ins made with `sitegen habit check`.
# Prints pages written, total bytes, wall time, time per page and peak memory for each, and the full
# build's page weight (Benchmarks/page-weight.py: the heaviest pages, the site gzipped).
# Usage: Benchmarks/build-speed.sh [YEARS]   (default 10)
# SITEGEN_BIN may name a built sitegen (default: the release build, built first).
set -euo pipefail
cd "$(dirname "$0")/.."
YEARS="${1:-10}"
NOW=2026-11-21T14:05:00+01:00
if [ -z "${SITEGEN_BIN:-}" ]; then
  swift build -c release --product sitegen >/dev/null
  SITEGEN_BIN="$(swift build -c release --show-bin-path)/sitegen"
fi
BIN="$SITEGEN_BIN"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

measure() { # label, then the command
  local label="$1"; shift
  /usr/bin/time -v "$@" >"$WORK/out.txt" 2>"$WORK/time.txt"
  local pages bytes wall peak
  pages=$(sed -n 's/^Built \([0-9]*\) pages.*/\1/p' "$WORK/out.txt")
  bytes=$(du -sb "$(sed -n 's/.* into \(.*\) in [0-9.]* s\./\1/p' "$WORK/out.txt")" | cut -f1)
  wall=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$WORK/time.txt")
  peak=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$WORK/time.txt")
  python3 - "$label" "$pages" "$bytes" "$wall" "$peak" <<'PY'
import sys
label, pages, size, wall, peak = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4], int(sys.argv[5])
parts = [float(p) for p in wall.split(":")]
seconds = parts[-1] + 60 * parts[-2] + (3600 * parts[-3] if len(parts) == 3 else 0)
print(f"{label}: {pages} pages, {size / 1e6:.1f} MB, {seconds:.2f} s wall, "
      f"{seconds / pages * 1000:.2f} ms per page, peak memory {peak / 1024:.0f} MB")
PY
}

measure "demo build (2 years, generated in memory)" "$BIN" build --output "$WORK/demo" --now "$NOW"

mkdir -p "$WORK/site"
cp -R Templates Public "$WORK/site/"
printf 'title = "benchmark"\ntime_zone = "Europe/Berlin"\ndemo = false\n[training]\nreminders = true\n' > "$WORK/site/site.toml"
# The store holds the history up to the day after NOW: the build at NOW shows none of that day.
PREVIOUS=2026-11-20T14:05:00+01:00
NEXT=2026-11-22T14:05:00+01:00
"$BIN" demo --store "$WORK/site/history.sqlite" --now "$NEXT" --time-zone Europe/Berlin --years "$YEARS" --extra-habits 10 >/dev/null
echo "store: $(du -h "$WORK/site/history.sqlite" | cut -f1) for $YEARS years and 20 habits (the demo's 10 and 10 more)"
measure "full build ($YEARS years from the store, the day before NOW)" "$BIN" build --site "$WORK/site" --now "$PREVIOUS" --verbose
grep "phase" "$WORK/time.txt" | sed 's/.*\] /  /'
echo "page weight of that site (budget: no page over 300 KB, the whole site at most 30 MB gzipped):"
python3 Benchmarks/page-weight.py "$WORK/site/_site" 300 | sed 's/^/  /' || true
# Builds a day apart: the folders a build leaves alone have been as they are for long enough that its
# manifest records their stamps (FolderStamp: two seconds), and the next build reads only the others.
sleep 3
measure "incremental build: NOW, over a full build's output (every folder read)" "$BIN" build --site "$WORK/site" --now "$NOW" --verbose
grep "phase\|Built" "$WORK/time.txt" "$WORK/out.txt" | sed 's/.*\] /  /; s/.*out.txt:/  /'
sleep 3
measure "incremental build: the next day, over that output (only changed folders read)" "$BIN" build --site "$WORK/site" --now "$NEXT" --verbose
grep "phase\|Built" "$WORK/time.txt" "$WORK/out.txt" | sed 's/.*\] /  /; s/.*out.txt:/  /'
measure "incremental build: the same again, nothing changed" "$BIN" build --site "$WORK/site" --now "$NEXT"
# A check-in, then the build, as a person does it from the CLI: three habits checked off on NEXT, one at a
# time, each followed by a build over the previous output (the target: under 0.5 s each).
for habit in "Read 10 pages" "Stretch" "Practice skill 5"; do
  sleep 3
  "$BIN" habit check "$habit" --site "$WORK/site" --now "$NEXT" >/dev/null
  measure "incremental build: after checking off \"$habit\"" "$BIN" build --site "$WORK/site" --now "$NEXT" --verbose
  grep "phase\|Built" "$WORK/time.txt" "$WORK/out.txt" | sed 's/.*\] /  /; s/.*out.txt:/  /'
done
