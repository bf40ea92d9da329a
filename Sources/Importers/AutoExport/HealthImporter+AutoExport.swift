import Foundation
import HistoryStore
import Metrics

/// Health Auto Export files: one JSON file, or every `*.json` file of a folder (a synced folder the
/// phone adds a file to every day), read in name order.
public struct AutoExportFiles {
    /// The files, in the order they are imported (a later file's samples replace an earlier one's).
    public let paths: [String]
    /// What the summary and messages name: the path given.
    public let name: String

    /// The Health Auto Export files at `path`, or `nil` when `path` is an Apple Health export instead:
    /// a file is JSON when its first byte past white space (and a UTF-8 BOM) is `{`; a folder is read
    /// as Health Auto Export files when it holds `.json` files and no `.xml` or `.zip` file.
    public static func find(_ path: String) -> AutoExportFiles? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        if !isDirectory.boolValue { return startsLikeJSON(path) ? AutoExportFiles(paths: [path], name: path) : nil }
        let names = (FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? []).sorted()
        let lower = names.map { $0.lowercased() }
        guard !lower.contains(where: { $0.hasSuffix(".xml") || $0.hasSuffix(".zip") }) else { return nil }
        let json = names.filter { $0.lowercased().hasSuffix(".json") }.map { (path as NSString).appendingPathComponent($0) }
        return json.isEmpty ? nil : AutoExportFiles(paths: json, name: path)
    }

    static func startsLikeJSON(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 1024)) ?? Data()
        let first = head.drop(while: { [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }).first
        return first == UInt8(ascii: "{")
    }
}

extension HealthImporter {
    /// Imports Health Auto Export `files` into `store` in one transaction: a sample replaces the stored
    /// one of the same metric, start and source; then the covered days' totals are recomputed.
    public func run(_ files: AutoExportFiles, into store: HistoryStore) throws(HealthImportError) -> HealthImportSummary {
        var summary: HealthImportSummary?
        do {
            try store.write { writer in
                let (reader, bytes) = try read(files, into: StoreSink(writer: writer, replacing: true))
                let record = ImportRecord(source: "Health Auto Export \(Self.fileName(files.name))", exportDate: now,
                                          importedAt: now, recordCount: reader.counts.accepted)
                summary = try settle(reader.sink, counts: reader.counts, latest: now, record: record,
                                     file: files.name, bytes: bytes, writer)
            }
        } catch {
            throw HealthImportError.from(error, file: files.name)
        }
        return summary!
    }

    /// Reads and checks `files` without writing anything.
    public func check(_ files: AutoExportFiles) throws(HealthImportError) -> HealthImportSummary {
        do {
            let (reader, bytes) = try read(files, into: DiscardingSink())
            return HealthImportSummary(file: files.name, bytes: bytes, counts: reader.counts, calendar: calendar)
        } catch {
            throw HealthImportError.from(error, file: files.name)
        }
    }

    private func read<Sink: HealthExportSink>(_ files: AutoExportFiles, into sink: Sink) throws -> (AutoExportReader<Sink>, Int64) {
        var reader = AutoExportReader(sink: sink, calendar: calendar, now: now)
        var bytes: Int64 = 0
        for path in files.paths {
            let data: Data
            do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
                throw InputError.unreadable(path: path, reason: AutoExportReader<Sink>.reason(error))
            }
            bytes += Int64(data.count)
            try reader.read(data, file: path)
            progress(ImportProgress(bytesRead: bytes, totalBytes: bytes))
        }
        return (reader, bytes)
    }
}
