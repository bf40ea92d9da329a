#!/usr/bin/env bash
# The two commands of README.md:
#   ./sitegen.sh demo   installs what is missing, builds the demo site into _site/ and opens it
#   ./sitegen.sh test   installs what is missing and runs the tests (swift test)
# On Debian/Ubuntu it installs libcmark-gfm-dev, libcmark-gfm-extensions-dev, libsqlite3-dev (GRDB links
# the system SQLite), pkg-config and libisal-dev (ISA-L, which inflates export.zip) through apt-get (sudo only
# when not root); on macOS cmark-gfm, isa-l and pkg-config through Homebrew (SQLite comes with macOS). Only what
# is missing is installed; when it cannot install, it prints the command to run and stops.
# SITEGEN_NO_OPEN=1 prints the site's path instead of opening it.
set -euo pipefail
cd "$(dirname "$0")"

APT_PACKAGES=(libcmark-gfm-dev libcmark-gfm-extensions-dev libsqlite3-dev pkg-config libisal-dev)
BREW_PACKAGES=(cmark-gfm isa-l pkg-config)

fail() { echo "sitegen.sh: $*" >&2; exit 1; }

# The Debian packages that are not installed.
missing_apt() {
  local pkg
  for pkg in "${APT_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || echo "$pkg"
  done
}

setup_debian() {
  local missing
  missing=$(missing_apt | tr '\n' ' ')
  [ -z "${missing// /}" ] && return 0
  local run=()
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then
      run=(sudo)
    else
      fail "missing packages: ${missing}and no sudo to install them. As root, run:
  apt-get update && apt-get install -y ${missing}"
    fi
  fi
  echo "Installing ${missing}(apt-get)"
  if ! { "${run[@]}" apt-get update -qq && DEBIAN_FRONTEND=noninteractive "${run[@]}" apt-get install -y -qq ${missing}; }; then
    fail "could not install ${missing}; run:
  sudo apt-get update && sudo apt-get install -y ${missing}"
  fi
}

setup_macos() {
  command -v brew >/dev/null 2>&1 || fail "Homebrew is needed for cmark-gfm and isa-l: see https://brew.sh, then run:
  brew install ${BREW_PACKAGES[*]}"
  local missing=() pkg
  for pkg in "${BREW_PACKAGES[@]}"; do brew list --versions "$pkg" >/dev/null 2>&1 || missing+=("$pkg"); done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "Installing ${missing[*]} (brew)"
  brew install "${missing[@]}" || fail "could not install ${missing[*]}; run:
  brew install ${missing[*]}"
}

setup() {
  command -v swift >/dev/null 2>&1 || fail "Swift 6 is needed and swift is not on PATH: see https://www.swift.org/install/"
  case "$(uname -s)" in
    Darwin) setup_macos ;;
    Linux)
      if command -v dpkg-query >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then
        setup_debian
      elif ! pkg-config --exists libcmark-gfm libisal 2>/dev/null; then
        fail "not Debian or Ubuntu: install cmark-gfm (with its extensions), ISA-L (isa-l) and pkg-config with your package manager"
      fi ;;
    *) fail "$(uname -s) is not supported: sitegen builds on Linux and macOS" ;;
  esac
}

# Opens `file` when there is a display to open it on; prints where it is in any case.
open_site() {
  local file="$1"
  echo "The demo site: $file"
  [ "${SITEGEN_NO_OPEN:-}" = "1" ] && return 0
  if [ "$(uname -s)" = Darwin ]; then
    open "$file"
  elif { [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; } && command -v xdg-open >/dev/null 2>&1; then
    xdg-open "$file" >/dev/null 2>&1 || true
  fi
}

case "${1:-}" in
  demo)
    setup
    swift run sitegen build --site .
    open_site "$PWD/_site/index.html" ;;
  test)
    setup
    # The tests make their sites, stores and exports in temporary folders: one folder for the run,
    # removed after it (a run leaves about 1.3 GB there otherwise).
    TMPDIR="$(mktemp -d "${TMPDIR:-/tmp}/sitegen-test-run.XXXXXX")"
    export TMPDIR
    trap 'rm -rf "$TMPDIR"' EXIT
    swift test ;;
  *)
    echo "usage: ./sitegen.sh demo | test" >&2
    exit 2 ;;
esac
