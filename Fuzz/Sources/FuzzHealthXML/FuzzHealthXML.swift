import FuzzDriver
import Importers

/// libFuzzer's entry: the bytes as an Apple Health export.xml, read by XMLScanner into
/// HealthExportReader. Any error is fine; a trap, a hang or a memory error is a finding.
///
/// The first byte also picks how many bytes each read returns (1, 2, 4, … 4,096), so markup that
/// straddles chunks, buffer growth and refills are exercised; the buffer may grow to 64 KB only, so
/// the "markup too long" path is reachable too.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let chunk = 1 << (Int(bytes.first ?? 0) % 13)
    let scanner = XMLScanner(source: MemorySource(bytes, chunk: chunk), chunkSize: 16, limit: 64 << 10)
    var reader = HealthExportReader(sink: DiscardingSink())
    _ = try? scanner.run(&reader)
    return 0
}

/// The executable's entry (SwiftPM links `main` to `<Target>_main`): libFuzzer's driver, calling `fuzz`.
@_cdecl("FuzzHealthXML_main")
func start(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzz(data!, size) }
}
