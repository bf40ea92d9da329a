import Foundation
import Importers

// health-export-generator SIZE_MB OUTPUT.xml [--seed N]: a synthetic Apple Health export shaped like real
// ones (see SyntheticExport), for benchmarks and checks; the same seed (default 42) gives the same bytes.
var arguments = Array(CommandLine.arguments.dropFirst())
var seed: UInt64 = 42
if let flag = arguments.firstIndex(of: "--seed") {
    guard flag + 1 < arguments.count, let value = UInt64(arguments[flag + 1]) else {
        FileHandle.standardError.write(Data("health-export-generator: --seed needs a whole number from 0 to \(UInt64.max)\n".utf8))
        exit(2)
    }
    seed = value
    arguments.removeSubrange(flag...(flag + 1))
}
guard arguments.count == 2, let megabytes = Int(arguments[0]), megabytes > 0 else {
    FileHandle.standardError.write(Data("usage: health-export-generator SIZE_MB OUTPUT.xml [--seed N]\n".utf8))
    exit(2)
}
do {
    let written = try SyntheticExport(targetBytes: Int64(megabytes) * 1_000_000, seed: seed).write(to: arguments[1])
    print("Wrote \(written) bytes to \(arguments[1])")
} catch {
    FileHandle.standardError.write(Data("health-export-generator: \(error)\n".utf8))
    exit(1)
}
