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
    /// Creates a folder and its parents.
    public var makeDirectory: @Sendable (String) throws -> Void
    /// Renames a file or folder.
    public var move: @Sendable (String, String) throws -> Void
    /// Removes a file or folder and everything in it.
    public var remove: @Sendable (String) throws -> Void

    public init(read: @escaping @Sendable (String) throws -> Data,
                exists: @escaping @Sendable (String) -> Bool,
                isDirectory: @escaping @Sendable (String) -> Bool,
                listFiles: @escaping @Sendable (String) throws -> [String],
                write: @escaping @Sendable (String, Data) throws -> Void,
                makeDirectory: @escaping @Sendable (String) throws -> Void,
                move: @escaping @Sendable (String, String) throws -> Void,
                remove: @escaping @Sendable (String) throws -> Void) {
        self.read = read
        self.exists = exists
        self.isDirectory = isDirectory
        self.listFiles = listFiles
        self.write = write
        self.makeDirectory = makeDirectory
        self.move = move
        self.remove = remove
    }
}
