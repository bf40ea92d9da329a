#!/usr/bin/env bash
# Side by side, one run: sitegen against the tools a person would otherwise use, on this machine, now.
#   Benchmarks/compare.sh [--import-only] [SIZE_MB] [YEARS]     (defaults: 300 MB export, 10-year history)
# - import: `sitegen import health` and healthkit-to-sqlite (PyPI) on the same synthetic export.xml (shaped
#   like a real one: health-export-generator), each writing its SQLite file into the same folder, in RAM
#   (/dev/shm) where there is one; sitegen also from the same export zipped, and parse-only (--dry-run).
#   Seconds, MB/s of export.xml, peak memory, the store's size and its share of the export, and the ratio.
#   --import-only: these rows alone.
# - build: `sitegen build` of the demo (2 years) and of a YEARS-year, 20-habit history from a store, and Hugo
#   (Debian) on a site of as many plain Markdown pages, no charts. Pages, seconds, ms per page, peak
#   memory, bytes of the files written (directories not counted), and the ratio.
# Installs healthkit-to-sqlite (pip) and hugo (apt-get) when missing. Release build of sitegen.
# Prints one table at the end; the issue's targets are in the last column.
set -euo pipefail
cd "$(dirname "$0")/.."
IMPORT_ONLY=0
if [ "${1:-}" = "--import-only" ]; then IMPORT_ONLY=1; shift; fi
SIZE_MB="${1:-300}"
YEARS="${2:-10}"
NOW=2026-11-21T14:05:00+01:00

if ! command -v healthkit-to-sqlite >/dev/null 2>&1; then
  python3 -m pip install --quiet --disable-pip-version-check healthkit-to-sqlite
fi
if [ "$IMPORT_ONLY" = 0 ] && ! command -v hugo >/dev/null 2>&1; then
  apt_get=(apt-get); [ "$(id -u)" -ne 0 ] && apt_get=(sudo apt-get)
  "${apt_get[@]}" update -qq && DEBIAN_FRONTEND=noninteractive "${apt_get[@]}" install -y -qq hugo >/dev/null
fi
command -v zip >/dev/null 2>&1 || python3 -c 'import zipfile' # python's zipfile makes the zip below

source Benchmarks/common.sh
release_build sitegen health-export-generator
work_folder compare
echo "load before: $(uptime)"
ROWS="$WORK/rows.tsv"
: > "$ROWS"

# run LABEL COMMAND…: runs it under /usr/bin/time -v; leaves seconds and peak MB in $SECONDS_TAKEN, $PEAK_MB.
run() {
  local label="$1"; shift
  if ! /usr/bin/time -v "$@" >"$WORK/$label.out" 2>"$WORK/$label.time"; then
    echo "compare.sh: $label failed:" >&2; tail -n 20 "$WORK/$label.out" "$WORK/$label.time" >&2; exit 1
  fi
  SECONDS_TAKEN=$(awk -F': ' '/Elapsed \(wall clock\)/ {n=split($2,t,":"); s=0; for(i=1;i<=n;i++) s=s*60+t[i]; print s}' "$WORK/$label.time")
  PEAK_MB=$(awk -F': ' '/Maximum resident set size/ {printf "%.0f", $2/1024}' "$WORK/$label.time")
}

echo "== import: a ${SIZE_MB} MB synthetic export"
"$BIN/health-export-generator" "$SIZE_MB" "$WORK/export.xml" >/dev/null
BYTES=$(stat -c %s "$WORK/export.xml")
python3 - "$WORK" <<'PY'
import sys, zipfile
with zipfile.ZipFile(f"{sys.argv[1]}/export.zip", "w", zipfile.ZIP_DEFLATED, compresslevel=6) as z:
    z.write(f"{sys.argv[1]}/export.xml", "apple_health_export/export.xml")
PY
mkdir -p "$WORK/import"
printf 'time_zone = "Europe/Berlin"\n' > "$WORK/import/site.toml"
import_row() { # label, tool, the store it writes ("" for none), then the command
  local label="$1" tool="$2" store="$3"; shift 3
  run "$label" "$@"
  local stored=0
  if [ -n "$store" ]; then stored=$(find "$(dirname "$store")" -maxdepth 1 -name "$(basename "$store")*" -printf "%s\n" | awk '{s+=$1} END {print s+0}'); fi
  awk -v l="$label" -v t="$tool" -v s="$SECONDS_TAKEN" -v b="$BYTES" -v p="$PEAK_MB" -v z="$stored" \
    'BEGIN {printf "import\t%s\t%s\t%.2f s\t%.0f MB/s\t%d MB\t%s\n", l, t, s, b/1e6/s, p, (z > 0 ? sprintf("%.1f MB (%.1f %%)", z/1e6, z*100/b) : "")}' >> "$ROWS"
  echo "$SECONDS_TAKEN" > "$WORK/$label.seconds"
}
# The 300 MB just written reaches the disk now, not during the first import's commit (its fdatasync waited
# behind that writeback: the first import measured 0.05-0.1 s slower than the same import run again).
sync
import_row "parse only (--dry-run)" sitegen "" "$BIN/sitegen" import health "$WORK/export.xml" --site "$WORK/import" --dry-run --quiet
import_row "export.xml into a store" sitegen "$WORK/import/history.sqlite" "$BIN/sitegen" import health "$WORK/export.xml" --site "$WORK/import" --quiet
rm -f "$WORK/import/history.sqlite"*
import_row "export.zip into a store" sitegen "$WORK/import/history.sqlite" "$BIN/sitegen" import health "$WORK/export.zip" --site "$WORK/import" --quiet
import_row "export.xml into a store " healthkit-to-sqlite "$WORK/import/healthkit.db" healthkit-to-sqlite --silent --xml "$WORK/export.xml" "$WORK/import/healthkit.db"

echo "load after the imports: $(uptime)"
if [ "$IMPORT_ONLY" = 0 ]; then
echo "== build: the demo and a ${YEARS}-year history"
build_row() { # label, site folder, output, extra arguments
  local label="$1" site="$2" out="$3"; shift 3
  run "$label" "$BIN/sitegen" build --site "$site" --output "$out" --now "$NOW" "$@"
  local pages; pages=$(sed -n 's/^Built \([0-9]*\) pages.*/\1/p' "$WORK/$label.out")
  awk -v l="$label" -v s="$SECONDS_TAKEN" -v n="$pages" -v p="$PEAK_MB" -v m="$(find "$out" -type f -printf "%s\n" | awk "{s+=\$1} END {print s}")" \
    'BEGIN {printf "build\t%s\tsitegen\t%.2f s\t%.2f ms/page (%d pages, %.0f MB)\t%d MB\n", l, s, s/n*1000, n, m/1e6, p}' >> "$ROWS"
  echo "$pages" > "$WORK/pages"
  echo "$SECONDS_TAKEN" > "$WORK/$label.seconds"
}
build_row "demo (2 years)" . "$WORK/demo"
mkdir -p "$WORK/site"
printf 'title = "benchmark"\ntime_zone = "Europe/Berlin"\ndemo = false\n[training]\nreminders = true\n' > "$WORK/site/site.toml"
"$BIN/sitegen" demo --store "$WORK/site/history.sqlite" --now "$NOW" --time-zone Europe/Berlin --years "$YEARS" --extra-habits 10 >/dev/null
build_row "${YEARS} years, 20 habits" "$WORK/site" "$WORK/years"
PAGES=$(cat "$WORK/pages")
# The same build into a RAM-backed folder, where there is one: the program's own time, without the disk's
# (on this machine's ext4 creating 11,500 folders and files takes 1.5 to 4 s, varying from run to run).
if [ -d /dev/shm ] && [ -w /dev/shm ]; then
  SHM="$(mktemp -d /dev/shm/sitegen-compare.XXXXXX)"
  trap 'rm -rf "$WORK" "$SHM"' EXIT
  build_row "${YEARS} years, into RAM (tmpfs)" "$WORK/site" "$SHM/years" --full
  rm -rf "$SHM"
fi

# Hugo on as many plain Markdown pages (a title, three paragraphs, a list), one small layout, no charts.
mkdir -p "$WORK/hugo/content/notes" "$WORK/hugo/layouts/_default"
printf 'baseURL = "https://example.org/"\ntitle = "benchmark"\ndisableKinds = ["taxonomy", "term", "RSS", "sitemap"]\n' > "$WORK/hugo/hugo.toml"
printf '<!doctype html><html lang="en"><head><title>{{ .Title }}</title></head><body><main>{{ .Content }}</main></body></html>\n' > "$WORK/hugo/layouts/_default/single.html"
printf '<!doctype html><html lang="en"><head><title>{{ .Title }}</title></head><body><ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul></body></html>\n' > "$WORK/hugo/layouts/_default/list.html"
python3 - "$WORK/hugo/content/notes" "$PAGES" <<'PY'
import sys
folder, count = sys.argv[1], int(sys.argv[2])
body = ("A day of steps, sleep and habits, written down so the week reads as a story. " * 4 + "\n\n") * 3
for n in range(count):
    with open(f"{folder}/day-{n:05d}.md", "w") as page:
        page.write(f'---\ntitle: "Day {n}"\n---\n\n{body}- walked\n- read\n- slept\n')
PY
run hugo hugo --quiet --source "$WORK/hugo" --destination "$WORK/hugo-out"
HUGO_PAGES=$(find "$WORK/hugo-out" -name index.html | wc -l)
awk -v s="$SECONDS_TAKEN" -v n="$HUGO_PAGES" -v p="$PEAK_MB" -v m="$(find "$WORK/hugo-out" -type f -printf "%s\n" | awk "{s+=\$1} END {print s}")" \
  'BEGIN {printf "build\tplain Markdown pages\thugo\t%.2f s\t%.2f ms/page (%d pages, %.0f MB)\t%d MB\n", s, s/n*1000, n, m/1e6, p}' >> "$ROWS"
echo "$SECONDS_TAKEN $HUGO_PAGES" > "$WORK/hugo.result"
fi

echo
python3 - "$ROWS" "$WORK" "$YEARS" "$BYTES" <<'PY'
import os, sys
rows_file, work, years, size = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
rows = [line.rstrip("\n").split("\t") for line in open(rows_file)]
targets = {
    "parse only (--dry-run)": "≥ 1000 MB/s",
    "export.xml into a store": "≥ 300 MB/s, ≤ 100 MB, store ≤ 30 %, ≥ 12× healthkit-to-sqlite",
    "export.zip into a store": "within 20 % of export.xml",
    "demo (2 years)": "< 1.5 s",
    f"{years} years, 20 habits": "< 5 s, < 400 MB",
    f"{years} years, into RAM (tmpfs)": "< 5 s",
}
print(f"export.xml: {size / 1e6:.1f} MB")
print(f"| what | case | tool | time | speed | peak memory | store (share of export) | target |")
print("|---|---|---|---|---|---|---|---|")
for kind, label, tool, time, speed, peak, *store in rows:
    print(f"| {kind} | {label.strip()} | {tool} | {time} | {speed} | {peak} | {store[0] if store else ''} | {targets.get(label, '')} |")
seconds = lambda name: float(open(f"{work}/{name}.seconds").read())
print()
print(f"import: sitegen {seconds('export.xml into a store ') / seconds('export.xml into a store'):.1f}× as fast as healthkit-to-sqlite "
      f"on the same {size / 1e6:.0f} MB export; the zip takes {seconds('export.zip into a store') / seconds('export.xml into a store'):.2f}× the time of export.xml")
if os.path.exists(f"{work}/hugo.result"):
    hugo_s, hugo_n = open(f"{work}/hugo.result").read().split()
    pages = int(open(f"{work}/pages").read())
    ours = seconds(f"{years} years, 20 habits") / pages
    theirs = float(hugo_s) / int(hugo_n)
    print(f"build: sitegen {ours * 1000:.2f} ms per page with charts, Hugo {theirs * 1000:.2f} ms per plain page: {ours / theirs:.1f}× Hugo's time per page")
PY
