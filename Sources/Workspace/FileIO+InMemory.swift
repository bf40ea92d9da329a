import Foundation

extension FileIO {
    /// A file system held in memory: `files` maps absolute paths to bytes; folders are implied.
    public static func inMemory(_ files: [String: Data] = [:]) -> (FileIO, MemoryDisk) {
        let disk = MemoryDisk(files)
        let io = FileIO(
            read: { try disk.read($0) },
            exists: { disk.exists($0) },
            isDirectory: { disk.isDirectory($0) },
            listFiles: { disk.list(under: $0) },
            write: { disk.set($0, $1) },
            makeDirectory: { disk.makeDirectory($0) },
            move: { try disk.move($0, to: $1) },
            remove: { disk.remove($0) },
            kind: { disk.isDirectory($0) ? .folder : disk.exists($0) ? .file : nil },
            entries: { disk.entries(under: $0) },
            exchange: { try disk.exchange($0, $1) }
        )
        return (io, disk)
    }
}

/// The storage behind `FileIO.inMemory`; tests read `files` after a build.
public final class MemoryDisk: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String: Data]
    private var folders: Set<String> = []

    init(_ files: [String: Data]) { storage = files }

    /// Every file, by absolute path.
    public var files: [String: Data] { lock.withLock { storage } }

    func read(_ path: String) throws -> Data {
        guard let data = lock.withLock({ storage[path] }) else { throw CocoaError(.fileReadNoSuchFile) }
        return data
    }

    func exists(_ path: String) -> Bool { lock.withLock { storage[path] != nil } || isDirectory(path) }

    func isDirectory(_ path: String) -> Bool {
        lock.withLock { folders.contains(path) || storage.keys.contains { $0.hasPrefix(path + "/") } }
    }

    func list(under root: String) -> [String] {
        lock.withLock { storage.keys.filter { $0.hasPrefix(root + "/") }.map { String($0.dropFirst(root.count + 1)) }.sorted() }
    }

    /// Every file and folder (named or implied) under `root`, relative to it.
    func entries(under root: String) -> [FileEntry] {
        lock.withLock {
            var found: [String: FileKind] = [:]
            let prefix = root + "/"
            for path in storage.keys where path.hasPrefix(prefix) {
                var relative = String(path.dropFirst(prefix.count))
                found[relative] = .file
                while let slash = relative.lastIndex(of: "/") {
                    relative = String(relative[..<slash])
                    found[relative] = .folder
                }
            }
            for folder in folders where folder.hasPrefix(prefix) { found[String(folder.dropFirst(prefix.count))] = .folder }
            return found.map { FileEntry(path: $0.key, kind: $0.value) }.sorted { $0.path < $1.path }
        }
    }

    /// Swaps two trees in one step.
    func exchange(_ a: String, _ b: String) throws -> Bool {
        try lock.withLock {
            func inside(_ path: String, _ root: String) -> Bool { path == root || path.hasPrefix(root + "/") }
            func swapped(_ path: String) -> String {
                inside(path, a) ? b + path.dropFirst(a.count) : inside(path, b) ? a + path.dropFirst(b.count) : path
            }
            let known = { (root: String) in self.folders.contains(root) || self.storage.keys.contains { inside($0, root) } }
            guard known(a), known(b) else { throw CocoaError(.fileNoSuchFile) }
            storage = Dictionary(uniqueKeysWithValues: storage.map { (swapped($0.key), $0.value) })
            folders = Set(folders.map(swapped))
            return true
        }
    }

    func set(_ path: String, _ data: Data) { lock.withLock { storage[path] = data } }

    func makeDirectory(_ path: String) { _ = lock.withLock { folders.insert(path) } }

    func move(_ from: String, to: String) throws {
        try lock.withLock {
            let moved = storage.filter { $0.key == from || $0.key.hasPrefix(from + "/") }
            guard !moved.isEmpty || folders.contains(from) else { throw CocoaError(.fileNoSuchFile) }
            for (path, data) in moved {
                storage[path] = nil
                storage[to + path.dropFirst(from.count)] = data
            }
            if folders.remove(from) != nil { folders.insert(to) }
        }
    }

    func remove(_ path: String) {
        lock.withLock {
            storage = storage.filter { $0.key != path && !$0.key.hasPrefix(path + "/") }
            folders = folders.filter { $0 != path && !$0.hasPrefix(path + "/") }
        }
    }
}
