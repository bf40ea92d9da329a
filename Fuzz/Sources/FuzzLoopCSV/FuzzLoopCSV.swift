import FuzzDriver
import Importers

/// The Loop CSV reader under test: one call, so that a rewrite of the reader changes only this function.
func readLoopCSV(_ text: String) {
    _ = try? CSVReader.records(text)
}

/// libFuzzer's entry: the bytes (as UTF-8, invalid sequences replaced as a file read would) as a
/// Loop Habit Tracker CSV file. Any error is fine; a trap is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    readLoopCSV(String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self))
    return 0
}

/// The executable's entry (SwiftPM links `main` to `<Target>_main`): libFuzzer's driver, calling `fuzz`.
@_cdecl("FuzzLoopCSV_main")
func start(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzz(data!, size) }
}
