#!/usr/bin/env bash
# Byte-identity gate for refactors: builds two sites with a fixed --now and compares a digest of
# every file (path and SHA-256) with the digest recorded in Checks/identical.sha256.
#   1. the demo (the repository root, demo = true), as a newcomer builds it;
#   2. a site from a store: the demo history written by `sitegen demo --store`, plus the Apple Health
#      fixture export, a Loop export (current format, zip), a goal change, a moment and a gym visit,
#      so that the import-only pages (workouts, Loop figures, moments with Markdown) are covered too.
# The manifest .sitegen-output is compared by its paths only (its digests change with sitegen's sources).
# Usage: Checks/identical.sh            compare (exit 1 and name the first differing files)
#        Checks/identical.sh --record   write the digests (only when a change of output is intended:
#                                       say why in the commit message)
# SITEGEN_BIN may name a built sitegen (default: the debug build, built first).
set -euo pipefail
cd "$(dirname "$0")/.."
RECORD="${1:-}"
if [ -z "${SITEGEN_BIN:-}" ]; then
  swift build --product sitegen >/dev/null
  SITEGEN_BIN="$(swift build --show-bin-path)/sitegen"
fi
BIN="$SITEGEN_BIN"
NOW=2026-11-21T14:05:00+01:00
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

"$BIN" build --output "$WORK/demo" --now "$NOW" >/dev/null

SITE="$WORK/store-site"
mkdir -p "$SITE"
cp -R Templates Public "$SITE/"
printf 'title = "Identity check"\ntime_zone = "Europe/Berlin"\ndemo = false\n[training]\nreminders = true\n' > "$SITE/site.toml"
"$BIN" demo --store "$SITE/history.sqlite" --now "$NOW" --time-zone Europe/Berlin >/dev/null
"$BIN" import health Tests/ImportersTests/Fixtures/export.zip --site "$SITE" --quiet >/dev/null
"$BIN" import loop Tests/ImportersTests/Fixtures/loop/current.zip --site "$SITE" --now "$NOW" >/dev/null
"$BIN" moment add 'First *sunny* run' --date 2026-11-15 --category Running --body $'A **fine** day.\n\n- one\n- two' --site "$SITE" >/dev/null
"$BIN" gym log --date 2026-11-20 --site "$SITE" --now "$NOW" >/dev/null
"$BIN" build --site "$SITE" --output "$WORK/store-out" --now "$NOW" >/dev/null

digest() { # one line per site: its name, file count and the SHA-256 of "path digest" lines
  local name="$1" dir="$2"
  local files sum
  # The manifest's digests name the program that made each file (a digest of sitegen's sources), so a
  # refactor changes them by design: its paths are compared, its digests are not.
  grep -v '^/inputs ' "$dir/.sitegen-output" | cut -f1 > "$WORK/$name.manifest"
  files=$(cd "$dir" && find . -type f | wc -l)
  (cd "$dir" && find . -type f ! -name .sitegen-output -print0 | LC_ALL=C sort -z | xargs -0 sha256sum
   echo "$(sha256sum < "$WORK/$name.manifest" | cut -d' ' -f1)  ./.sitegen-output (paths)") > "$WORK/$name.files"
  sum=$(sha256sum < "$WORK/$name.files" | cut -d' ' -f1)
  echo "$name $files $sum"
}
{ digest demo "$WORK/demo"; digest store-site "$WORK/store-out"; } > "$WORK/now.sha256"

if [ "$RECORD" = "--record" ]; then
  cp "$WORK/now.sha256" Checks/identical.sha256
  mkdir -p Checks/identical
  cp "$WORK/demo.files" "$WORK/store-site.files" Checks/identical/
  echo "recorded:"; cat Checks/identical.sha256
  exit 0
fi
if diff -q Checks/identical.sha256 "$WORK/now.sha256" >/dev/null; then
  echo "identical: both sites byte-for-byte as recorded"; cat "$WORK/now.sha256"
  exit 0
fi
echo "NOT identical to the recorded build:" >&2
diff Checks/identical.sha256 "$WORK/now.sha256" >&2 || true
for name in demo store-site; do
  diff <(awk '{print $2, $1}' "Checks/identical/$name.files") <(awk '{print $2, $1}' "$WORK/$name.files") \
    | grep '^[<>]' | head -20 >&2 || true
done
exit 1
