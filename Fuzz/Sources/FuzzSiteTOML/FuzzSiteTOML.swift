import Foundation
import FuzzDriver
import Settings

/// libFuzzer's entry: the bytes as a site.toml, read as `sitegen build` reads it (UTF-8 and
/// control characters checked, TOMLKit, every key validated). A refusal is fine; a trap is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    _ = try? SiteSettings.parse(Data(bytes: data, count: size), file: "site.toml")
    return 0
}

/// The executable's entry (SwiftPM links `main` to `<Target>_main`): libFuzzer's driver, calling `fuzz`.
@_cdecl("FuzzSiteTOML_main")
func start(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzz(data!, size) }
}
