import Foundation
import SiteBuilder

/// The files of a Loop export folder, found through `FileIO`; paths are full (folder + relative path).
struct LoopExportFiles {
    let io: FileIO
    /// The folder holding `Habits.csv`.
    let root: String
    /// Paths relative to `root`.
    let relative: [String]

    /// Finds `Habits.csv` in `folder`, or in a folder inside it (an export unzipped into its own folder).
    init(folder: String, io: FileIO) throws(LoopImportError) {
        self.io = io
        guard io.isDirectory(folder) else {
            let reason = io.exists(folder) ? "a file, not a folder (unzip Loop's export first)" : "no such folder"
            throw .notAFolder(path: folder, reason: reason)
        }
        let all: [String]
        do { all = try io.listFiles(folder) } catch { throw .notAFolder(path: folder, reason: "cannot list it: \(error)") }
        let candidates = all.filter { $0 == "Habits.csv" || $0.hasSuffix("/Habits.csv") }
            .sorted { ($0.split(separator: "/").count, $0) < ($1.split(separator: "/").count, $1) }
        guard let habits = candidates.first, habits.split(separator: "/").count <= 2 else { throw .noHabitsFile(folder: folder) }
        let prefix = String(habits.dropLast("Habits.csv".count))
        root = prefix.isEmpty ? folder : folder + "/" + prefix.dropLast()
        relative = all.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
    }

    var habits: String { root + "/Habits.csv" }

    var topLevelCheckmarks: String? { relative.contains("Checkmarks.csv") ? root + "/Checkmarks.csv" : nil }

    /// Each habit folder's `Checkmarks.csv` by the number its folder name starts with (`001 Meditate` → 1);
    /// a numbered folder no habit of `Habits.csv` has is an error, folders without a number are not Loop's.
    func habitCheckmarks(positions: Set<Int>) throws(LoopImportError) -> [(Int, String)] {
        var found: [(Int, String)] = []
        for path in relative where path.hasSuffix("/Checkmarks.csv") {
            let parts = path.split(separator: "/")
            guard parts.count == 2, let number = Int(parts[0].prefix(while: \.isASCIIDigit)) else { continue }
            guard positions.contains(number) else {
                throw .malformed(file: root + "/" + path, line: 1, problem: "the folder \"\(parts[0])\" is numbered \(number), "
                    + "but no habit of Habits.csv has Position \(number); expected a folder per exported habit")
            }
            found.append((number, root + "/" + path))
        }
        return found
    }

    /// The UTF-8 text of the file at `path`.
    func text(_ path: String) throws(LoopImportError) -> String {
        let data: Data
        do { data = try io.read(path) } catch { throw .unreadable(file: path, reason: "\(error)") }
        guard let text = String(data: data, encoding: .utf8) else { throw .unreadable(file: path, reason: "not UTF-8 text") }
        return text
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
