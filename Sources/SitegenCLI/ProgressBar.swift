import Foundation
import Importers

/// The import's progress on a terminal: a bar, percent of bytes, MB/s and time left, on standard error.
struct ProgressBar {
    let enabled: Bool
    let started: Date

    /// Redraws the bar for `progress`.
    func show(_ progress: ImportProgress) {
        guard enabled else { return }
        FileHandle.standardError.write(Data(("\r" + Self.line(progress, seconds: Date().timeIntervalSince(started))).utf8))
    }

    /// Clears the bar's line.
    func finish() {
        guard enabled else { return }
        FileHandle.standardError.write(Data(("\r" + String(repeating: " ", count: 78) + "\r").utf8))
    }

    /// `[#########.........]  45%  312 MB/s  0:07 left`
    static func line(_ progress: ImportProgress, seconds: Double) -> String {
        let fraction = progress.totalBytes > 0 ? min(1, Double(progress.bytesRead) / Double(progress.totalBytes)) : 0
        let filled = Int(fraction * 30)
        let rate = Double(progress.bytesRead) / 1_000_000 / max(seconds, 0.001)
        let left = fraction > 0 ? Int(seconds / fraction - seconds) : 0
        return "[" + String(repeating: "#", count: filled) + String(repeating: ".", count: 30 - filled) + "] "
            + String(format: "%3d%%  %4.0f MB/s  %d:%02d left", Int(fraction * 100), rate, left / 60, left % 60)
    }
}
