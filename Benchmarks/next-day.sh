#!/usr/bin/env bash
# One new day of data, then the build: issue 16's "rebuilding after one new day of data at the 10-year
# scale", measured as a person lives it. A 10-year store (20 habits) holds the history up to NOW; a full
# build at NOW is the previous output. Then, for each of DAYS days: that day's data comes in through the
# CLI (an Apple Health export of the day, exported at 21:25, imported with `sitegen import health`:
# hourly steps, distance and active energy, a heart-rate sample every ten minutes from 07:00 to 21:00,
# an evening workout; three habit check-ins with `sitegen habit check`; a gym visit with `sitegen gym log`),
# the clock moves to 21:30 that day, and `sitegen build` updates the output. Builds are 3 s apart, as days
# are in life: the folders a build leaves alone are settled, and the next build reads only the folders that
# changed; the first reads all of them (a full build's output records no folder stamps).
# Prints, for each day, the import's and the build's wall time and what the build made and kept; then the
# builds' median, minimum and maximum. With OTHER_BIN set, the same days run with that binary too, each
# binary over its own copy of the store and its own output, alternating, and both are summarised.
# Usage: Benchmarks/next-day.sh [YEARS] [DAYS]   (defaults 10 and 7)
#        SITEGEN_BIN=path (default: the release build, built first); OTHER_BIN=path (optional);
#        INSTRUCTIONS=1: then one more day, its build's instructions counted by callgrind (needs valgrind)
set -euo pipefail
cd "$(dirname "$0")/.."
YEARS="${1:-10}"
DAYS="${2:-7}"
if [ -z "${SITEGEN_BIN:-}" ]; then
  swift build -c release --product sitegen >/dev/null
  SITEGEN_BIN="$(swift build -c release --show-bin-path)/sitegen"
fi
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
NOW_DAY=2026-11-10
LABELS=(this)
declare -A BIN=([this]="$SITEGEN_BIN")
if [ -n "${OTHER_BIN:-}" ]; then LABELS+=(other); BIN[other]="$OTHER_BIN"; fi

mkdir -p "$WORK/site"
cp -R Templates Public "$WORK/site/"
printf 'title = "benchmark"\ntime_zone = "Europe/Berlin"\ndemo = false\n[training]\nreminders = true\n' > "$WORK/site/site.toml"
"$SITEGEN_BIN" demo --store "$WORK/site/history.sqlite" --now "${NOW_DAY}T14:05:00+01:00" --time-zone Europe/Berlin \
  --years "$YEARS" --extra-habits 10 >/dev/null
echo "store: $(du -h "$WORK/site/history.sqlite" | cut -f1) for $YEARS years and 20 habits, up to $NOW_DAY"
HABITS=$(python3 -c 'import sqlite3, sys; print("\n".join(r[0] for r in sqlite3.connect(sys.argv[1]).execute(
  "SELECT name FROM habits WHERE archived = 0 AND end_day IS NULL ORDER BY position, id LIMIT 3")))' "$WORK/site/history.sqlite")
for label in "${LABELS[@]}"; do
  cp -R "$WORK/site" "$WORK/site-$label"
  "${BIN[$label]}" build --site "$WORK/site-$label" --now "${NOW_DAY}T14:05:00+01:00" >/dev/null
done

# The day's Apple Health export: Berlin winter time (+0100), the shape of an iPhone's and a Watch's records.
export_for() { # day
  python3 - "$1" <<'PY'
import sys
day = sys.argv[1]
def t(h, m=0): return f"{day} {h:02d}:{m:02d}:00 +0100"
rows = []
for h in range(7, 21):
    rows.append(f'<Record type="HKQuantityTypeIdentifierStepCount" sourceName="iPhone" unit="count" startDate="{t(h)}" endDate="{t(h, 59)}" value="{300 + 37 * h}"/>')
    rows.append(f'<Record type="HKQuantityTypeIdentifierDistanceWalkingRunning" sourceName="iPhone" unit="km" startDate="{t(h)}" endDate="{t(h, 59)}" value="{0.2 + 0.03 * h:.2f}"/>')
    rows.append(f'<Record type="HKQuantityTypeIdentifierActiveEnergyBurned" sourceName="Watch" unit="kcal" startDate="{t(h)}" endDate="{t(h, 59)}" value="{18 + h}"/>')
    for m in range(0, 60, 10):
        rows.append(f'<Record type="HKQuantityTypeIdentifierHeartRate" sourceName="Watch" unit="count/min" startDate="{t(h, m)}" endDate="{t(h, m)}" value="{62 + (h * 7 + m) % 40}"/>')
rows.append(f'<Workout workoutActivityType="HKWorkoutActivityTypeHighIntensityIntervalTraining" duration="25" durationUnit="min" sourceName="Watch" startDate="{t(19)}" endDate="{t(19, 25)}"/>')
print('<?xml version="1.0" encoding="UTF-8"?>\n<HealthData locale="en_US">\n <ExportDate value="' + t(21, 25) + '"/>')
print("\n".join(" " + r for r in rows))
print("</HealthData>")
PY
}

secs() { python3 -c "import sys; print(f'{float(sys.argv[2]) - float(sys.argv[1]):.3f}')" "$1" "$2"; }
# The day's data through the CLI, as a person adds it: the Health export, three check-ins, a gym visit.
add_day() { # bin site day now
  "$1" import health "$WORK/export-$3.xml" --site "$2" --now "$4" --quiet >/dev/null
  while IFS= read -r habit; do
    [ -n "$habit" ] && "$1" habit check "$habit" --date "$3" --site "$2" --now "$4" >/dev/null
  done <<< "$HABITS"
  "$1" gym log --date "$3" --site "$2" --now "$4" >/dev/null
}
declare -A WALLS
for i in $(seq 1 "$DAYS"); do
  day=$(date -d "$NOW_DAY +$i days" +%Y-%m-%d)
  now="${day}T21:30:00+01:00"
  export_for "$day" > "$WORK/export-$day.xml"
  for label in "${LABELS[@]}"; do
    bin="${BIN[$label]}" site="$WORK/site-$label"
    sleep 3
    start=$(date +%s.%N)
    add_day "$bin" "$site" "$day" "$now"
    middle=$(date +%s.%N)
    line=$("$bin" build --site "$site" --now "$now" | grep '^Built')
    end=$(date +%s.%N)
    wall=$(secs "$middle" "$end")
    WALLS[$label]+="$wall "
    made=$(echo "$line" | sed -n 's/.*(\([0-9]*\) files, \([0-9]*\) of them unchanged.*/\1 files, \2 kept/p')
    echo "$day $label: data in $(secs "$start" "$middle") s; build $wall s ($made)"
  done
done
for label in "${LABELS[@]}"; do
  python3 - "$label" "${BIN[$label]}" ${WALLS[$label]} <<'PY'
import statistics, sys
label, binary, walls = sys.argv[1], sys.argv[2], [float(w) for w in sys.argv[3:]]
print(f"{label} ({binary}): build after a new day of data, {len(walls)} days: median {statistics.median(walls):.2f} s, "
      f"min {min(walls):.2f} s, max {max(walls):.2f} s")
PY
done

# INSTRUCTIONS=1: one more day, whose build callgrind counts (valgrind; a copy of each binary without its debug
# information, which valgrind cannot read): instructions are a figure this machine's clock noise does not move.
if [ -n "${INSTRUCTIONS:-}" ]; then
  day=$(date -d "$NOW_DAY +$((DAYS + 1)) days" +%Y-%m-%d)
  now="${day}T21:30:00+01:00"
  export_for "$day" > "$WORK/export-$day.xml"
  for label in "${LABELS[@]}"; do
    bin="${BIN[$label]}" site="$WORK/site-$label"
    add_day "$bin" "$site" "$day" "$now"
    strip -g -o "$WORK/counted-$label" "$bin"
    sleep 3
    count=$(valgrind --tool=callgrind --callgrind-out-file="$WORK/callgrind-$label.out" "$WORK/counted-$label" build \
      --site "$site" --now "$now" 2>&1 >/dev/null | sed -n 's/.*Collected : \([0-9]*\).*/\1/p')
    python3 -c "import sys; print(f'{sys.argv[1]} ({sys.argv[2]}): build after the new day {sys.argv[3]}: {int(sys.argv[4]) / 1e9:.3f} G instructions')" \
      "$label" "$bin" "$day" "$count"
  done
fi
