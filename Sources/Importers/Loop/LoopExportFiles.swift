import Foundation
import Workspace

/// The files of a Loop export: a folder (through `FileIO`) or Loop's zip (through `ZipArchive`).
/// Paths are full: the folder or zip path, `/`, the path inside it.
struct LoopExportFiles {
    /// The folder (or zip path + folder inside it) holding `Habits.csv`.
    let root: String
    /// Paths relative to `root`.
    let relative: [String]
    /// Reads a path relative to the folder or zip the export was found in.
    private let readRelative: (String) throws(LoopImportError) -> Data
    /// The path of `root` relative to that folder or zip ("" or "Loop Habits CSV 2024-05-03/").
    private let prefix: String

    /// The largest file read out of a zip: Loop's CSV files are small; this stops a zip bomb.
    static let maxEntryBytes: Int64 = 256 << 20

    /// Finds `Habits.csv` in `path` (a folder or a zip), or in a folder inside it.
    init(path: String, io: FileIO) throws(LoopImportError) {
        let all: [String]
        if io.isDirectory(path) {
            do { all = try io.listFiles(path) } catch { throw .notAFolder(path: path, reason: "cannot list it: \(error)") }
            readRelative = { (name: String) throws(LoopImportError) -> Data in
                do { return try io.read(path + "/" + name) } catch { throw .unreadable(file: path + "/" + name, reason: "\(error)") }
            }
        } else if io.exists(path), ZipArchive.isZip(path) {
            let archive: ZipArchive
            do { archive = try ZipArchive(path: path) } catch { throw .unreadable(file: path, reason: error.description) }
            let entries = Dictionary(archive.entries.filter { !$0.isDirectory }.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
            all = entries.keys.sorted()
            readRelative = { (name: String) throws(LoopImportError) -> Data in
                guard let entry = entries[name] else { throw .unreadable(file: path + "/" + name, reason: "not in the zip") }
                return try Self.read(entry, of: archive, zip: path)
            }
        } else {
            let reason = io.exists(path) ? "neither a folder nor a zip archive" : "no such file or folder"
            throw .notAFolder(path: path, reason: reason)
        }
        let candidates = all.filter { $0 == "Habits.csv" || $0.hasSuffix("/Habits.csv") }
            .sorted { ($0.split(separator: "/").count, $0) < ($1.split(separator: "/").count, $1) }
        guard let habits = candidates.first, habits.split(separator: "/").count <= 2 else { throw .noHabitsFile(folder: path) }
        let prefix = String(habits.dropLast("Habits.csv".count))
        self.prefix = prefix
        root = prefix.isEmpty ? path : path + "/" + prefix.dropLast()
        relative = all.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
    }

    var habits: String { root + "/Habits.csv" }

    var topLevelCheckmarks: String? { relative.contains("Checkmarks.csv") ? root + "/Checkmarks.csv" : nil }

    /// Each habit folder's `Checkmarks.csv` by the number its folder name starts with (`001 Meditate` → 1),
    /// in path order; a numbered folder no habit of `Habits.csv` has is an error, folders without a number
    /// are not Loop's.
    func habitCheckmarks(positions: Set<Int>) throws(LoopImportError) -> [(Int, String)] {
        var found: [(Int, String)] = []
        for path in relative.sorted() where path.hasSuffix("/Checkmarks.csv") {
            let parts = path.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 2, let number = Int(parts[0].prefix(while: \.isASCIIDigit).prefix(9)) else { continue }
            guard positions.contains(number) else {
                throw .malformed(file: root + "/" + path, line: 1, problem: "the folder \"\(parts[0])\" is numbered \(number), "
                    + "but no habit of Habits.csv has Position \(number); expected a folder per exported habit")
            }
            found.append((number, root + "/" + path))
        }
        return found
    }

    /// The UTF-8 text of the file at the full path `path` (one of `root`'s).
    func text(_ path: String) throws(LoopImportError) -> String {
        let data = try readRelative(prefix + String(path.dropFirst(root.count + 1)))
        guard let text = String(data: data, encoding: .utf8) else { throw .unreadable(file: path, reason: "not UTF-8 text") }
        return text
    }

    /// The whole uncompressed content of a zip entry, at most `maxEntryBytes`.
    private static func read(_ entry: ZipEntry, of archive: ZipArchive, zip: String) throws(LoopImportError) -> Data {
        let name = zip + "/" + entry.name
        guard entry.uncompressedSize <= maxEntryBytes else {
            throw .unreadable(file: name, reason: "it holds \(entry.uncompressedSize) bytes; expected at most \(maxEntryBytes)")
        }
        do {
            let source = try archive.source(for: entry)
            var data = Data()
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = try buffer.withUnsafeMutableBytes { try source.read(into: $0) }
                if count == 0 { break }
                data.append(contentsOf: buffer[0..<count])
                guard data.count <= maxEntryBytes else { throw InputError.badZip(path: zip, detail: "\(entry.name) inflates past \(maxEntryBytes) bytes") }
            }
            return data
        } catch let error as InputError {
            throw .unreadable(file: name, reason: error.description)
        } catch {
            throw .unreadable(file: name, reason: "\(error)")
        }
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
