#!/usr/bin/env bash
# A newcomer's first minutes: clones this repository (its committed HEAD) into a new temporary folder
# and runs, there, the two commands README.md opens with, exactly as README writes them (they are
# read from README's first ```sh block, so the check and the README cannot drift apart). The demo
# command must leave _site/index.html; the test command must pass. SITEGEN_NO_OPEN=1 keeps the demo
# from opening a browser. `--print` only prints the two commands.
# Not part of run-all.sh: it builds everything from nothing (slow); run it on its own in CI.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && git rev-parse --show-toplevel)"

# The first fenced sh block of README.md: each line's command, without its trailing comment.
mapfile -t commands < <(awk '/^```sh$/ { inside = 1; next } inside && /^```/ { exit } inside' "$repo/README.md" \
  | sed -E 's/[[:space:]]+#.*$//; /^[[:space:]]*$/d')
if [ ${#commands[@]} -ne 2 ]; then
  echo "fresh-clone: README.md's first sh block holds ${#commands[@]} commands, not the two it promises" >&2
  exit 1
fi
if [ "${1:-}" = "--print" ]; then printf '%s\n' "${commands[@]}"; exit 0; fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
git clone --quiet "$repo" "$work/sitegen"
cd "$work/sitegen"
export SITEGEN_NO_OPEN=1

echo "== ${commands[0]}"
bash -c "${commands[0]}"
[ -f _site/index.html ] || { echo "fresh-clone: '${commands[0]}' left no _site/index.html" >&2; exit 1; }
echo "== ${commands[1]}"
bash -c "${commands[1]}"
echo "fresh-clone: both README commands work in a fresh clone"
