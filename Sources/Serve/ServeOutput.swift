import Foundation

/// Serve's lines on standard output, written at once (a pipe would otherwise hold them in a buffer:
/// the browser check waits for the "Serving" line).
enum ServeOutput {
    static func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
