import Foundation

extension FileIO {
    /// The real file system.
    public static let live = FileIO(
        read: { try Data(contentsOf: URL(fileURLWithPath: $0)) },
        exists: { FileManager.default.fileExists(atPath: $0) },
        isDirectory: { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        },
        listFiles: { try liveListFiles(under: $0) },
        write: { path, data in try POSIXFiles.write(data, to: path) },
        makeDirectory: { try FileManager.default.createDirectory(atPath: $0, withIntermediateDirectories: true) },
        move: { try FileManager.default.moveItem(atPath: $0, toPath: $1) },
        remove: { try POSIXFiles.remove($0) },
        kind: { POSIXFiles.kind($0) },
        entries: { try POSIXFiles.entries(under: $0) },
        look: { try POSIXFiles.look(under: $0, $1) },
        exchange: { try POSIXFiles.exchange($0, $1) },
        canonical: { POSIXFiles.canonical($0) },
        replace: { try POSIXFiles.replace($0, with: $1) }
    )
}

private func liveListFiles(under root: String) throws -> [String] {
    let base = URL(fileURLWithPath: root).standardizedFileURL
    guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isRegularFileKey]) else {
        return []
    }
    var files: [String] = []
    let prefix = base.path.hasSuffix("/") ? base.path : base.path + "/"
    for case let url as URL in walker {
        guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
        let path = url.standardizedFileURL.path
        if path.hasPrefix(prefix) { files.append(String(path.dropFirst(prefix.count))) }
    }
    return files.sorted()
}
