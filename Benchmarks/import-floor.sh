#!/usr/bin/env bash
# What storing a realistic export's samples costs SQLite itself, apart from sitegen, on this machine, now.
#   Benchmarks/import-floor.sh [SIZE_MB]     (default: 300 MB export)
# Imports a synthetic export (health-export-generator, shaped like a real one) with `sitegen import health`,
# then copies the store's samples, already parsed, sorted by id as the import added them, into an empty
# table with the sqlite3 shell (`INSERT INTO … SELECT … ORDER BY id`, one statement, journal in memory, no
# fsync): SQLite's fastest way in, with no parsing, no binding and no other table. Each schema is timed in
# turn:
#   - the store's: the unique key that keeps a re-import from adding a sample twice, and the audit's partial index;
#   - without the audit's index;
#   - a WITHOUT ROWID table keyed by the unique key (one B-tree instead of two);
#   - no key and no index at all (what a plain append costs).
# Prints sitegen's import time beside them: the time an import of that export cannot beat while it keeps the
# store's schema, whatever the parser does. Needs the sqlite3 shell. Release build of sitegen.
set -euo pipefail
cd "$(dirname "$0")/.."
SIZE_MB="${1:-300}"
command -v sqlite3 >/dev/null || { echo "import-floor.sh: needs the sqlite3 shell (apt-get install sqlite3)" >&2; exit 1; }
source Benchmarks/common.sh
release_build sitegen health-export-generator
work_folder floor
echo "load before: $(uptime)"
"$BIN/health-export-generator" "$SIZE_MB" "$WORK/export.xml" >/dev/null
BYTES=$(stat -c %s "$WORK/export.xml")
printf 'time_zone = "Europe/Berlin"\n' > "$WORK/site.toml"
sync
START=$(date +%s.%N)
"$BIN/sitegen" import health "$WORK/export.xml" --site "$WORK" --quiet >/dev/null
IMPORT=$(python3 -c "import sys; print(f'{float(sys.argv[2]) - float(sys.argv[1]):.2f}')" "$START" "$(date +%s.%N)")
STORE="$WORK/history.sqlite"
SAMPLES=$(sqlite3 "$STORE" "SELECT count(*) FROM samples")
AUDIT=$(sqlite3 "$STORE" "SELECT sql FROM sqlite_master WHERE name = 'samples_audit'")
COLUMNS="id INTEGER PRIMARY KEY, type_id INTEGER NOT NULL, start_at INTEGER NOT NULL,
  end_at INTEGER NOT NULL CHECK (end_at >= start_at), value REAL NOT NULL, unit TEXT NOT NULL, source_id INTEGER NOT NULL,
  source_version TEXT, device_id INTEGER, created_at INTEGER"
KEY="UNIQUE (type_id, start_at, end_at, source_id, value)"

# copy LABEL CREATE…: makes a new file with the statements, then times the copy of every sample into it.
copy() {
  local label="$1"; shift
  rm -f "$WORK/copy.db"
  sqlite3 "$WORK/copy.db" "$@" >/dev/null
  local seconds
  seconds=$(sqlite3 "$WORK/copy.db" <<SQL | sed -n 's/^Run Time: real \([0-9.]*\).*/\1/p' | tail -1
PRAGMA journal_mode = MEMORY;
PRAGMA synchronous = OFF;
ATTACH '$STORE' AS source;
.timer on
INSERT INTO main.samples SELECT * FROM source.samples ORDER BY id;
SQL
)
  printf '| %s | %.2f s | %.0f MB/s of the export |\n' "$label" "$seconds" "$(python3 -c "print($BYTES / 1e6 / $seconds)")"
}
echo
echo "export.xml: $(python3 -c "print(f'{$BYTES / 1e6:.1f}')") MB, $SAMPLES samples"
echo "| what | time | as a speed |"
echo "|---|---|---|"
printf '| sitegen import health (parse, check, store, totals, commit) | %s s | %.0f MB/s |\n' "$IMPORT" "$(python3 -c "print($BYTES / 1e6 / $IMPORT)")"
copy "SQLite alone: the store's samples table (unique key and audit index)" "CREATE TABLE samples ($COLUMNS, $KEY)" "$AUDIT"
copy "SQLite alone: without the audit index" "CREATE TABLE samples ($COLUMNS, $KEY)"
copy "SQLite alone: WITHOUT ROWID, keyed by the unique key, with the audit index" \
  "CREATE TABLE samples (${COLUMNS/id INTEGER PRIMARY KEY/id INTEGER NOT NULL}, PRIMARY KEY (type_id, start_at, end_at, source_id, value)) WITHOUT ROWID" "$AUDIT"
copy "SQLite alone: no key, no index (a plain append)" "CREATE TABLE samples ($COLUMNS)"
echo "load after: $(uptime)"
