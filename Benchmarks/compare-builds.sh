#!/usr/bin/env bash
# Before/after comparison of two sitegen binaries on the same machine in the same run: the demo build
# (demo = true, fixed --now) RUNS times with each, alternating which binary goes first in each round so
# that a drift in machine load hits both alike. Prints per binary: median and min wall time, peak RSS
# (/usr/bin/time -v), with --verbose the median of each phase the binary logs (printed as each names
# them: the old build had settings/store/templates/render/write, the new one load/assemble/render/write),
# and, when valgrind is installed, one callgrind instruction count per binary on a smaller build (a
# one-year store from `sitegen demo --store --years 1`, demo = false): instruction counts hardly move
# with load, unlike wall time on a shared machine. Also checks that both binaries wrote the same bytes.
#
# Usage: Benchmarks/compare-builds.sh OLD_BIN NEW_BIN [RUNS] [--verbose] [--no-callgrind]
#   RUNS defaults to 5. Each binary builds from its own repository root (the nearest folder above the
#   binary holding Package.swift and site.toml, so each reads the templates of its own version);
#   OLD_ROOT / NEW_ROOT override it; a binary outside any checkout uses this repository's root.
#   CALLGRIND_TIMEOUT (seconds, default 600) bounds each callgrind run; past it the count is skipped.
# Example (the code before the architecture refactor against this checkout, both in release):
#   git worktree add /tmp/before-arch before-arch
#   (cd /tmp/before-arch && swift build -c release --product sitegen)
#   swift build -c release --product sitegen
#   Benchmarks/compare-builds.sh /tmp/before-arch/.build/release/sitegen .build/release/sitegen 5 --verbose
set -euo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
VERBOSE=0 CALLGRIND=1 ARGS=()
for arg in "$@"; do
  case "$arg" in
    --verbose) VERBOSE=1 ;;
    --no-callgrind) CALLGRIND=0 ;;
    -h|--help) sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) ARGS+=("$arg") ;;
  esac
done
[ "${#ARGS[@]}" -ge 2 ] || { echo "usage: $0 OLD_BIN NEW_BIN [RUNS] [--verbose] [--no-callgrind]" >&2; exit 2; }
RUNS="${ARGS[2]:-5}"
[[ "$RUNS" =~ ^[1-9][0-9]*$ ]] || { echo "RUNS must be a whole number from 1 up, not '$RUNS'" >&2; exit 2; }
NOW=2026-11-21T14:05:00+01:00
command -v /usr/bin/time >/dev/null || { echo "/usr/bin/time is missing: apt-get install time" >&2; exit 1; }

absolute() { (cd "$(dirname "$1")" && echo "$(pwd)/$(basename "$1")"); }
root_of() { # the nearest folder above the binary that holds Package.swift and site.toml
  local dir; dir="$(dirname "$1")"
  while [ "$dir" != / ]; do
    [ -f "$dir/Package.swift" ] && [ -f "$dir/site.toml" ] && { echo "$dir"; return; }
    dir="$(dirname "$dir")"
  done
  echo "$HERE"
}
declare -A BIN ROOT
for side in old new; do
  given="${ARGS[0]}"; [ "$side" = new ] && given="${ARGS[1]}"
  [ -x "$given" ] || { echo "$side binary '$given' is not an executable file" >&2; exit 2; }
  BIN[$side]="$(absolute "$given")"
  override="OLD_ROOT"; [ "$side" = new ] && override="NEW_ROOT"
  ROOT[$side]="${!override:-$(root_of "${BIN[$side]}")}"
  echo "$side: ${BIN[$side]} (site root ${ROOT[$side]})"
done

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
FLAGS=(); [ "$VERBOSE" = 1 ] && FLAGS=(--verbose)

one_build() { # side, run number: one demo build, its wall time, peak RSS and phases appended to WORK/<side>.runs
  local side="$1" run="$2" out="$WORK/out-$1"
  rm -rf "$out"
  (cd "${ROOT[$side]}" && /usr/bin/time -v "${BIN[$side]}" build --output "$out" --now "$NOW" "${FLAGS[@]}") \
    >"$WORK/stdout.txt" 2>"$WORK/stderr.txt" || { echo "$side build failed:" >&2; cat "$WORK/stderr.txt" >&2; exit 1; }
  local wall peak phases
  wall=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$WORK/stderr.txt")
  peak=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$WORK/stderr.txt")
  phases=$(sed -n 's/.*phase \([a-z]*\): \([0-9.]*\) ms.*/\1=\2/p' "$WORK/stderr.txt" | paste -sd, -)
  echo "$run $wall $peak ${phases:--}" >>"$WORK/$side.runs"
  if [ "$run" = 1 ]; then
    (cd "$out" && find . -type f -print0 | LC_ALL=C sort -z | xargs -0 sha256sum) >"$WORK/$side.digest"
    sed -n 's/^\(Built [0-9]* pages\).*/\1/p' "$WORK/stdout.txt" >"$WORK/$side.pages"
  fi
}

echo "demo build, $RUNS runs each, alternating (--now $NOW)"
for run in $(seq 1 "$RUNS"); do
  if [ $((run % 2)) = 1 ]; then one_build old "$run"; one_build new "$run"
  else one_build new "$run"; one_build old "$run"; fi
done
if cmp -s "$WORK/old.digest" "$WORK/new.digest"; then
  echo "output: identical bytes from both ($(wc -l <"$WORK/new.digest") files; $(cat "$WORK/new.pages"))"
else
  echo "output: the two binaries wrote DIFFERENT sites:"; diff "$WORK/old.digest" "$WORK/new.digest" | head -10
fi

python3 - "$WORK" "$VERBOSE" <<'PY'
import statistics, sys
work, verbose = sys.argv[1], sys.argv[2] == "1"
def seconds(wall):
    parts = [float(p) for p in wall.split(":")]
    return parts[-1] + 60 * parts[-2] + (3600 * parts[-3] if len(parts) == 3 else 0)
table = {}
for side in ("old", "new"):
    runs = [line.split() for line in open(f"{work}/{side}.runs")]
    walls = [seconds(r[1]) for r in runs]
    peaks = [int(r[2]) / 1024 for r in runs]
    phases = {}
    for r in runs:
        if r[3] != "-":
            for item in r[3].split(","):
                name, ms = item.split("=")
                phases.setdefault(name, []).append(float(ms))
    table[side] = dict(walls=walls, peaks=peaks, phases=phases)
print(f"{'':6}{'median s':>10}{'min s':>8}{'max s':>8}{'peak RSS MB (median/max)':>27}   all runs (s)")
for side in ("old", "new"):
    t = table[side]
    print(f"{side:6}{statistics.median(t['walls']):>10.3f}{min(t['walls']):>8.3f}{max(t['walls']):>8.3f}"
          f"{statistics.median(t['peaks']):>18.1f} / {max(t['peaks']):<6.1f}   "
          + " ".join(f"{w:.2f}" for w in t["walls"]))
old, new = (statistics.median(table[s]["walls"]) for s in ("old", "new"))
oldmin, newmin = (min(table[s]["walls"]) for s in ("old", "new"))
print(f"new/old: median {new / old:.3f}, min {newmin / oldmin:.3f}")
if verbose:
    for side in ("old", "new"):
        phases = table[side]["phases"]
        if not phases:
            print(f"{side} phases: none logged"); continue
        print(f"{side} phases (median ms over {len(table[side]['walls'])} runs): "
              + ", ".join(f"{name} {statistics.median(v):.1f}" for name, v in phases.items())
              + f"; sum {sum(statistics.median(v) for v in phases.values()):.1f}")
PY

if [ "$CALLGRIND" = 0 ]; then echo "callgrind: skipped (--no-callgrind)"; exit 0; fi
if ! command -v valgrind >/dev/null; then echo "callgrind: skipped (valgrind is not installed)"; exit 0; fi
echo "callgrind: one build per binary of a 1-year store site (demo = false), instructions executed"
for side in old new; do
  site="$WORK/cg-$side"
  mkdir -p "$site"
  cp -R "${ROOT[$side]}/Templates" "${ROOT[$side]}/Public" "$site/"
  printf 'title = "benchmark"\ntime_zone = "Europe/Berlin"\ndemo = false\n[training]\nreminders = true\n' >"$site/site.toml"
  "${BIN[$side]}" demo --store "$site/history.sqlite" --now "$NOW" --time-zone Europe/Berlin --years 1 >/dev/null
  # valgrind 3.19 cannot read the DWARF 5 debug info the Swift toolchain writes and gives up, so it runs
  # a copy without debug sections (same code), next to links to the binary's resource bundles.
  run="${BIN[$side]}"
  if command -v objcopy >/dev/null; then
    mkdir -p "$WORK/bin-$side"; run="$WORK/bin-$side/sitegen"
    objcopy --strip-debug "${BIN[$side]}" "$run"
    for bundle in "$(dirname "${BIN[$side]}")"/*.resources; do if [ -e "$bundle" ]; then ln -s "$bundle" "$WORK/bin-$side/"; fi; done
  fi
  start=$(date +%s)
  if timeout "${CALLGRIND_TIMEOUT:-600}" valgrind --tool=callgrind --callgrind-out-file="$WORK/callgrind.$side" \
      "$run" build --site "$site" --output "$site/out" --now "$NOW" >/dev/null 2>"$WORK/cg-$side.log"; then
    count=$(sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$WORK/cg-$side.log")
    echo "$side: $count instructions ($(( $(date +%s) - start )) s under valgrind)" | tee -a "$WORK/cg.counts"
  else
    echo "$side: skipped (valgrind failed or took over ${CALLGRIND_TIMEOUT:-600} s):"; tail -3 "$WORK/cg-$side.log"
  fi
done
if [ "$(wc -l <"$WORK/cg.counts" 2>/dev/null || echo 0)" = 2 ]; then
  python3 -c 'import sys; o, n = (int(l.split()[1]) for l in open(sys.argv[1])); print(f"new/old instructions: {n / o:.4f}")' "$WORK/cg.counts"
fi
