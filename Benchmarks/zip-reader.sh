#!/usr/bin/env bash
# Our zip reader (Sources/Importers/Input, ISA-L) against ZIPFoundation 0.9.20 on one export.zip:
#   bash Benchmarks/zip-reader.sh [SIZE_MB]   (default 1000)
# Generates a synthetic export with the health-export-generator product, zips it (zip -6, as the
# iPhone's export is deflated), then reads apple_health_export/export.xml out of the zip to the end
# with each reader, CRC-32 checked, in 1 MB chunks, and prints wall time, MB/s and peak memory
# (/usr/bin/time -v). The two readers are tiny throwaway executables in .build-zipbench/ (ignored
# by git): ours compiled from the product's own source files, ZIPFoundation from its pinned release.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
size_mb=${1:-1000}
bench="$root/.build-zipbench"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
command -v zip >/dev/null || { echo "zip is needed: apt-get install zip" >&2; exit 1; }

# The export: debug is enough for the generator (it is not what is measured).
swift build --product health-export-generator >/dev/null
"$(swift build --show-bin-path)/health-export-generator" "$size_mb" "$work/export.xml" >/dev/null
mkdir -p "$work/apple_health_export"
mv "$work/export.xml" "$work/apple_health_export/export.xml"
(cd "$work" && zip -q -6 -r export.zip apple_health_export)
rm -r "$work/apple_health_export"
bytes=$(unzip -l "$work/export.zip" | awk '/export.xml/ {print $1}')
printf 'export.xml %.1f MB, export.zip %.1f MB\n' "$(echo "$bytes/1000000" | bc -l)" \
  "$(echo "$(stat -c %s "$work/export.zip")/1000000" | bc -l)"

# The two readers.
mkdir -p "$bench/Sources/OurZip" "$bench/Sources/CIsal" "$bench/Sources/zipread-ours" "$bench/Sources/zipread-zipfoundation"
cp "$root/Sources/CIsal/module.modulemap" "$root/Sources/CIsal/shim.h" "$bench/Sources/CIsal/"
for file in ByteSource FileSource InputError RandomAccessBytes ZipArchive ZipDirectory ZipEntry ZipEntrySource ZipName; do
  cp "$root/Sources/Importers/Input/$file.swift" "$bench/Sources/OurZip/"
done
cat > "$bench/Package.swift" <<'SWIFT'
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "zipbench",
    dependencies: [.package(url: "https://github.com/weichsel/ZIPFoundation", exact: "0.9.20")],
    targets: [
        .systemLibrary(name: "CIsal", pkgConfig: "libisal"),
        .target(name: "OurZip", dependencies: ["CIsal"]),
        .executableTarget(name: "zipread-ours", dependencies: ["OurZip"]),
        .executableTarget(name: "zipread-zipfoundation", dependencies: [.product(name: "ZIPFoundation", package: "ZIPFoundation")]),
    ],
    swiftLanguageModes: [.v6]
)
SWIFT
cat > "$bench/Sources/zipread-ours/main.swift" <<'SWIFT'
import Foundation
import OurZip
// zipread-ours ZIP: reads the first .xml entry to the end (size and CRC-32 checked at the end).
let archive = try ZipArchive(path: CommandLine.arguments[1])
guard let entry = archive.entries.first(where: { $0.name.hasSuffix(".xml") }) else { fatalError("no .xml entry") }
var source = try archive.source(for: entry)
let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 20, alignment: 1)
var total = 0
while true {
    let count = try source.read(into: buffer)
    if count == 0 { break }
    total += count
}
print("ours: \(total) bytes of \(entry.name)")
SWIFT
cat > "$bench/Sources/zipread-zipfoundation/main.swift" <<'SWIFT'
import Foundation
import ZIPFoundation
// zipread-zipfoundation ZIP: the same entry through ZIPFoundation's extract (CRC-32 checked), 1 MB buffers.
let archive = try Archive(url: URL(fileURLWithPath: CommandLine.arguments[1]), accessMode: .read)
guard let entry = archive.first(where: { $0.path.hasSuffix(".xml") }) else { fatalError("no .xml entry") }
var total = 0
_ = try archive.extract(entry, bufferSize: 1 << 20, skipCRC32: false) { data in total += data.count }
print("ZIPFoundation: \(total) bytes of \(entry.path)")
SWIFT
(cd "$bench" && swift build -c release >/dev/null)
bin=$(cd "$bench" && swift build -c release --show-bin-path)

measure() {
  local name=$1; shift
  /usr/bin/time -v "$@" >"$work/$name.out" 2>"$work/$name.time"
  local wall rss
  wall=$(awk -F': ' '/Elapsed \(wall clock\)/ {n=split($2,t,":"); s=0; for(i=1;i<=n;i++) s=s*60+t[i]; print s}' "$work/$name.time")
  rss=$(awk -F': ' '/Maximum resident set size/ {print $2}' "$work/$name.time")
  awk -v n="$name" -v w="$wall" -v b="$bytes" -v r="$rss" \
    'BEGIN {printf "%-14s %7.2f s  %7.1f MB/s  peak %6.1f MB\n", n, w, b/1e6/w, r/1024}'
}
for run in 1 2; do
  measure "ours" "$bin/zipread-ours" "$work/export.zip"
  measure "ZIPFoundation" "$bin/zipread-zipfoundation" "$work/export.zip"
done
