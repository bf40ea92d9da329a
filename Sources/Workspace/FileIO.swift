import Foundation

/// The one seam through which a build touches the file system.
///
/// The build reads the site folder and writes the output through these closures only, so
/// tests can run a whole build in memory (`FileIO.inMemory`) or make a write fail on purpose.
public struct FileIO: Sendable {
    /// The bytes of the file at a path.
    public var read: @Sendable (String) throws -> Data
    /// Whether a file or folder exists at a path.
    public var exists: @Sendable (String) -> Bool
    /// Whether a folder exists at a path.
    public var isDirectory: @Sendable (String) -> Bool
    /// Every file under a folder, as sorted paths relative to it (hidden files included).
    public var listFiles: @Sendable (String) throws -> [String]
    /// Writes a file, creating its parent folders.
    public var write: @Sendable (String, Data) throws -> Void
    /// Renames a file onto the second path, replacing the file there in one step, creating its parent folders.
    public var replace: @Sendable (String, String) throws -> Void
    /// Creates a folder and its parents.
    public var makeDirectory: @Sendable (String) throws -> Void
    /// Renames a file or folder.
    public var move: @Sendable (String, String) throws -> Void
    /// Removes a file or folder and everything in it.
    public var remove: @Sendable (String) throws -> Void
    /// What is at a path, the path itself not followed if it is a symbolic link; nil when nothing is.
    public var kind: @Sendable (String) -> FileKind?
    /// Everything under a folder (files, folders, links and special files; links not followed),
    /// as paths relative to it, sorted.
    public var entries: @Sendable (String) throws -> [FileEntry]
    /// Folders under a folder (relative paths, `""` the folder itself), each as it is now: its stamp, and its
    /// entries (links not followed) unless its stamp is the one given (`FolderLook`); nil where the file system
    /// keeps no stamps (in memory), and `entries` is used instead.
    public var look: (@Sendable (String, [(path: String, stamp: FolderStamp?)]) throws -> [FolderLook])?
    /// Swaps two existing paths in one atomic step (Linux `renameat2(RENAME_EXCHANGE)`, macOS
    /// `renamex_np(RENAME_SWAP)`); false when the system or file system cannot, and nothing changed.
    public var exchange: @Sendable (String, String) throws -> Bool
    /// The path with every symbolic link in its existing part resolved (the rest appended as written).
    public var canonical: @Sendable (String) -> String

    public init(read: @escaping @Sendable (String) throws -> Data,
                exists: @escaping @Sendable (String) -> Bool,
                isDirectory: @escaping @Sendable (String) -> Bool,
                listFiles: @escaping @Sendable (String) throws -> [String],
                write: @escaping @Sendable (String, Data) throws -> Void,
                makeDirectory: @escaping @Sendable (String) throws -> Void,
                move: @escaping @Sendable (String, String) throws -> Void,
                remove: @escaping @Sendable (String) throws -> Void,
                kind: (@Sendable (String) -> FileKind?)? = nil,
                entries: (@Sendable (String) throws -> [FileEntry])? = nil,
                look: (@Sendable (String, [(path: String, stamp: FolderStamp?)]) throws -> [FolderLook])? = nil,
                exchange: (@Sendable (String, String) throws -> Bool)? = nil,
                canonical: (@Sendable (String) -> String)? = nil,
                replace: (@Sendable (String, String) throws -> Void)? = nil) {
        self.read = read
        self.exists = exists
        self.isDirectory = isDirectory
        self.listFiles = listFiles
        self.write = write
        self.makeDirectory = makeDirectory
        self.move = move
        self.remove = remove
        self.kind = kind ?? { path in isDirectory(path) ? .folder : exists(path) ? .file : nil }
        self.entries = entries ?? { path in try listFiles(path).map { FileEntry(path: $0, kind: .file) } }
        self.look = look
        self.exchange = exchange ?? { _, _ in false }
        self.canonical = canonical ?? { $0 }
        self.replace = replace ?? { from, to in
            try write(to, read(from))
            try remove(from)
        }
    }
}

/// What a path holds.
public enum FileKind: Sendable, Equatable {
    case file, folder, symbolicLink
    /// A FIFO, socket or device.
    case special

    /// How a message names it.
    public var name: String {
        switch self {
        case .file: "file"
        case .folder: "folder"
        case .symbolicLink: "symbolic link"
        case .special: "FIFO, socket or device"
        }
    }
}

/// One path under a folder and what it holds.
public struct FileEntry: Sendable, Equatable {
    /// Relative to the folder listed.
    public let path: String
    public let kind: FileKind

    public init(path: String, kind: FileKind) {
        self.path = path
        self.kind = kind
    }
}
