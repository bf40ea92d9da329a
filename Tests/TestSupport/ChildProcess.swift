import Foundation

/// Programs a test runs in a process of its own: this package's built products (`sitegen`,
/// `health-export-generator`) and the machine's tools (`sqlite3`, `python3`). One copy for every test
/// target that starts one.
public enum ChildProcess {
    /// The repository's root: the folder of `Package.swift`.
    public static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// The built `sitegen` (or another product) beside the test bundle, or in `.build/debug`; `nil` when
    /// it is not built.
    public static func product(_ name: String) -> String? {
        let besideTests = Bundle.main.executableURL.map { $0.deletingLastPathComponent().path }
        let candidates = [besideTests, repositoryRoot + "/.build/debug"].compactMap { $0 }.map { $0 + "/" + name }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `executable` to the end; its exit status and what it wrote to standard output and error.
    @discardableResult
    public static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process(), pipe = Pipe()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
