import FuzzDriver
import Importers

/// libFuzzer's entry: the bytes as a zip file (in memory). Reads the central directory, then every
/// entry to its end, which checks its size and CRC-32. Any error is fine; a trap is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let file = MemoryFile(Array(UnsafeBufferPointer(start: data, count: size)), path: "fuzz.zip")
    guard let archive = try? ZipArchive(file: file) else { return 0 }
    var buffer = [UInt8](repeating: 0, count: 4096)
    for entry in archive.entries.prefix(64) {
        guard let source = try? archive.source(for: entry) else { continue }
        // At most 64 MB per entry: a deflate bomb must not turn into a timeout.
        for _ in 0..<(16 << 10) {
            guard let count = try? buffer.withUnsafeMutableBytes({ try source.read(into: $0) }), count > 0 else { break }
        }
    }
    return 0
}

/// The executable's entry (SwiftPM links `main` to `<Target>_main`): libFuzzer's driver, calling `fuzz`.
@_cdecl("FuzzZip_main")
func start(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzz(data!, size) }
}
