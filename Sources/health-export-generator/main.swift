import Foundation
import Importers

// health-export-generator SIZE_MB OUTPUT.xml: a synthetic Apple Health export for benchmarks.
let arguments = CommandLine.arguments
guard arguments.count == 3, let megabytes = Int(arguments[1]), megabytes > 0 else {
    FileHandle.standardError.write(Data("usage: health-export-generator SIZE_MB OUTPUT.xml\n".utf8))
    exit(2)
}
do {
    let written = try SyntheticExport(targetBytes: Int64(megabytes) * 1_000_000).write(to: arguments[2])
    print("Wrote \(written) bytes to \(arguments[2])")
} catch {
    FileHandle.standardError.write(Data("health-export-generator: \(error)\n".utf8))
    exit(1)
}
