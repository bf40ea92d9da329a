import Foundation

/// Finds the export XML in what a person gives: `export.zip`, the XML file, or the unzipped folder.
///
/// Inside a zip or a folder the export is found by its content, not its name (phones in other
/// languages name it differently): the first XML document whose first 64 KB hold
/// `<!DOCTYPE HealthData` or `<HealthData`. `.xml` files are tried first.
public enum ExportLocator {
    /// How far into a file the sniffing looks.
    static let sniffLength = 64 * 1024

    /// The export at `path`: a stream over its XML, its size in bytes and a name for messages.
    public static func open(_ path: String) throws -> LocatedExport {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw InputError.notFound(path: path) }
        if isDirectory.boolValue { return try inFolder(path) }
        if ZipArchive.isZip(path) { return try inZip(path) }
        let file = try FileSource(path: path)
        return LocatedExport(source: file, size: file.size, name: path)
    }

    private static func inZip(_ path: String) throws -> LocatedExport {
        let archive = try ZipArchive(path: path)
        let candidates = ordered(archive.entries.filter { !$0.isDirectory && $0.uncompressedSize > 0 }, name: \.name)
        for entry in candidates where try isExport(archive.source(for: entry)) {
            // Inflated on a thread of its own, ahead of the reader.
            return LocatedExport(source: ReadAheadSource(try archive.source(for: entry)), size: entry.uncompressedSize,
                                 name: "\(path) → \(entry.name)")
        }
        throw InputError.noExport(path: path, looked: candidates.count)
    }

    private static func inFolder(_ path: String) throws -> LocatedExport {
        let root = URL(fileURLWithPath: path)
        let files = (FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? [])
            .map { root.appendingPathComponent($0).path }
            .filter { (try? FileManager.default.attributesOfItem(atPath: $0)[.type] as? FileAttributeType) == .typeRegular }
        let candidates = ordered(files.sorted(), name: \.self)
        for file in candidates where try isExport(FileSource(path: file)) {
            let source = try FileSource(path: file)
            return LocatedExport(source: source, size: source.size, name: file)
        }
        throw InputError.noExport(path: path, looked: candidates.count)
    }

    /// `.xml` files first, then the rest, each group in its original order.
    private static func ordered<T>(_ items: [T], name: KeyPath<T, String>) -> [T] {
        let isXML = { (item: T) in item[keyPath: name].lowercased().hasSuffix(".xml") }
        return items.filter(isXML) + items.filter { !isXML($0) }
    }

    /// Whether the first 64 KB of `source` look like a Health export.
    static func isExport(_ source: some ByteSource) throws -> Bool {
        var source = source
        var head = [UInt8](repeating: 0, count: sniffLength)
        var filled = 0
        while filled < sniffLength {
            let count = try head.withUnsafeMutableBytes { buffer in
                try source.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[filled...]))
            }
            if count == 0 { break }
            filled += count
        }
        let text = String(decoding: head[..<filled], as: UTF8.self)
        return text.contains("<!DOCTYPE HealthData") || text.contains("<HealthData")
    }
}

/// The export found: its XML as a byte stream, its size and where it is.
public struct LocatedExport {
    public var source: any ByteSource
    /// Bytes of XML (uncompressed), for the progress bar.
    public var size: Int64
    /// The file, or `zip → entry`, for messages.
    public var name: String
}
