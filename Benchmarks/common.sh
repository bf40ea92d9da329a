# Sourced by the benchmark scripts (from the package's root): what they all set up the same way.

# release_build PRODUCT…: builds each product in release mode; BIN is then the folder of the binaries.
release_build() {
  local product
  for product in "$@"; do swift build -c release --product "$product" >/dev/null; done
  BIN="$(swift build -c release --show-bin-path)"
}

# work_folder NAME: WORK is then a new empty folder, removed on exit; in RAM where there is one (the
# program's time, not the disk's), named after NAME.
work_folder() {
  if [ -d /dev/shm ] && [ -w /dev/shm ]; then WORK="$(mktemp -d "/dev/shm/sitegen-$1.XXXXXX")"; else WORK="$(mktemp -d)"; fi
  trap 'rm -rf "$WORK"' EXIT
}
