#!/usr/bin/env bash
# The quality gates on a real build: the Nu HTML Checker and structure rules on every page, a real
# browser on one page of every kind (file:// and HTTP under a sub-folder), and the same on a site
# built from hostile text, which hostile.py first parses page by page for injected markup, and on a small
# real-like site (small_site.py: three weeks of data, no demo history); phone_check.py runs the demo (in en-US, and
# in German: a copy of the demo folder with locale = "de-DE") and the small site at 320, 390 and 1280 px in light
# and dark. Screenshots go to $SITEGEN_ARTIFACTS (default .ci-artifacts/); the demo's are named by locale.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build >/dev/null
BIN="$(swift build --show-bin-path)/sitegen"
NOW=2026-11-21T14:05:00+01:00
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
ARTIFACTS="${SITEGEN_ARTIFACTS:-.ci-artifacts}"

echo "== ./sitegen.sh's set-up on a fresh machine (fake dpkg-query, apt-get, id, sudo and swift)"
python3 Checks/setup_check.py
echo "== byte identity: the demo and a store-built site against Checks/identical.sha256"
SITEGEN_BIN="$BIN" Checks/identical.sh

echo "== the demo, built as a newcomer builds it"
"$BIN" build --output "$WORK/demo" --now "$NOW"
python3 Checks/validate.py "$WORK/demo" --all-pages
python3 Checks/browser_check.py "$WORK/demo" "$ARTIFACTS/screenshots"
python3 Checks/phone_check.py "$WORK/demo" "$ARTIFACTS/screenshots" en-US

echo "== the demo in German: a copy of the demo folder with locale = \"de-DE\""
mkdir -p "$WORK/demo-de-DE"
{ echo 'locale = "de-DE"'; cat site.toml; } > "$WORK/demo-de-DE/site.toml"
"$BIN" build --site "$WORK/demo-de-DE" --output "$WORK/demo-de" --now "$NOW"
python3 Checks/validate.py "$WORK/demo-de" --all-pages
python3 Checks/phone_check.py "$WORK/demo-de" "$ARTIFACTS/screenshots" de-DE

echo "== a site built from hostile text, compared with its harmless twin (html5lib)"
HOSTILE="$(python3 Checks/hostile.py "$BIN" "$WORK" "$NOW")"
python3 Checks/validate.py "$HOSTILE" --all-pages
python3 Checks/browser_check.py "$HOSTILE" "$ARTIFACTS/screenshots-hostile"
echo "== a small real-like site: three weeks of a Health export, habits, a goal change, gym visits, no demo history"
SMALL="$(python3 Checks/small_site.py "$BIN" "$WORK" "$NOW")"
python3 Checks/validate.py "$SMALL" --all-pages
python3 Checks/browser_check.py "$SMALL" "$ARTIFACTS/screenshots-small"
python3 Checks/phone_check.py "$SMALL" "$ARTIFACTS/screenshots-small"
echo "== sitegen serve in Chromium: log from the pages, live reload after a template edit"
python3 Checks/serve_check.py "$BIN"
echo "== the example workflows: actionlint on examples/github-pages.yml, the GitLab job's shape"
Checks/actionlint.sh
