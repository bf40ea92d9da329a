#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#else
import Darwin
private let systemWrite = Darwin.write
#endif
import Foundation

/// Plain POSIX file writing for the output folder: no fsync per file and no attribute work,
/// which made Foundation's `Data.write` the slowest part of writing thousands of small pages.
/// The folder swap in `SiteWriter` is what makes a build atomic, not each file.
enum POSIXFiles {
    /// Writes `data` to `path`, creating missing parent folders.
    static func write(_ data: Data, to path: String) throws {
        var descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        if descriptor < 0, errno == ENOENT {
            try makeDirectories((path as NSString).deletingLastPathComponent)
            descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        }
        guard descriptor >= 0 else { throw failure("open", path) }
        defer { close(descriptor) }
        try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw failure("write", path)
                }
                offset += written
            }
        }
    }

    /// Renames `from` to `to`, replacing a file there in one step (`rename(2)`), creating missing parent folders.
    static func replace(_ from: String, with to: String) throws {
        if rename(from, to) == 0 { return }
        guard errno == ENOENT, kind(from) != nil else { throw failure("rename", to) }
        try makeDirectories((to as NSString).deletingLastPathComponent)
        guard rename(from, to) == 0 else { throw failure("rename", to) }
    }

    /// `mkdir -p`.
    static func makeDirectories(_ path: String) throws {
        if mkdir(path, 0o755) == 0 || errno == EEXIST { return }
        guard errno == ENOENT, path != "/", !path.isEmpty else { throw failure("mkdir", path) }
        try makeDirectories((path as NSString).deletingLastPathComponent)
        guard mkdir(path, 0o755) == 0 || errno == EEXIST else { throw failure("mkdir", path) }
    }

    /// `rm -rf`: removes a file, or a folder and everything under it (links are not followed).
    static func remove(_ path: String) throws {
        var info = stat()
        guard lstat(path, &info) == 0 else { throw failure("lstat", path) }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            for name in try names(in: path) { try remove(path + "/" + name) }
            guard rmdir(path) == 0 else { throw failure("rmdir", path) }
        } else {
            guard unlink(path) == 0 else { throw failure("unlink", path) }
        }
    }

    /// What is at `path`, a link not followed; nil when nothing is.
    static func kind(_ path: String) -> FileKind? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return kind(mode: info.st_mode)
    }

    private static func kind(mode: mode_t) -> FileKind {
        switch mode & S_IFMT {
        case S_IFREG: .file
        case S_IFDIR: .folder
        case S_IFLNK: .symbolicLink
        default: .special
        }
    }

    /// Everything under the folder `root`, links not followed, sorted by relative path.
    ///
    /// Each folder is opened by its name in the folder that holds it (`openat`), not by its whole path: the
    /// kernel then looks up one name instead of every folder from the root down, and no path is put
    /// together for it (a large output has thousands of folders). A folder that is a link by the time it is
    /// opened is not followed (`O_NOFOLLOW`): the walk fails instead.
    static func entries(under root: String) throws -> [FileEntry] {
        var found: [FileEntry] = []
        func walk(_ descriptor: Int32, _ relative: String) throws {
            guard let directory = fdopendir(descriptor) else {
                let error = failure("fdopendir", relative.isEmpty ? root : root + "/" + relative)
                close(descriptor)
                throw error
            }
            defer { closedir(directory) }
            let parent = dirfd(directory)
            for (name, type) in typedNames(of: directory) {
                let path = relative.isEmpty ? name : relative + "/" + name
                let kind = try entryKind(type, name, in: parent, path: root + "/" + path)
                found.append(FileEntry(path: path, kind: kind))
                if kind == .folder {
                    let child = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                    guard child >= 0 else { throw failure("open", root + "/" + path) }
                    try walk(child, path)
                }
            }
        }
        let descriptor = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure("opendir", root) }
        try walk(descriptor, "")
        return PathOrder.sorted(found, by: \.path)
    }

    /// What the entry `name` of the open folder `parent` is, from its `d_type`: the folder's own record of
    /// each entry's type where the file system keeps one (no lstat), else an lstat (`path` names it in an error).
    private static func entryKind(_ type: UInt8, _ name: String, in parent: Int32, path: @autoclosure () -> String) throws -> FileKind {
        switch Int32(type) {
        case Int32(DT_REG): return .file
        case Int32(DT_DIR): return .folder
        case Int32(DT_LNK): return .symbolicLink
        case Int32(DT_UNKNOWN):
            var info = stat()
            guard fstatat(parent, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { throw failure("lstat", path()) }
            return kind(mode: info.st_mode)
        default: return .special
        }
    }

    /// Each of `folders` (paths relative to the folder `root`, `""` being `root`) as it is now: its stamp, and
    /// its entries unless its stamp is the one given with it (`FileIO.look`).
    ///
    /// A folder with a stamp given is looked at with one `fstatat`; only when its stamp differs is it opened
    /// and read, as the walk of `entries(under:)` reads every folder: a `fstatat` costs the kernel a fraction
    /// of opening and reading a folder. Nothing, a link or anything but a folder at a path is
    /// `FolderLook.missing`.
    static func look(under root: String, _ folders: [(path: String, stamp: FolderStamp?)]) throws -> [FolderLook] {
        let rootDescriptor = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard rootDescriptor >= 0 else { throw failure("opendir", root) }
        defer { close(rootDescriptor) }
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let settledBefore = now.tv_sec - FolderStamp.settlingSeconds
        return try folders.map { folder throws -> FolderLook in
            let relative = folder.path.isEmpty ? "." : folder.path
            var info = stat()
            if let known = folder.stamp {
                guard fstatat(rootDescriptor, relative, &info, AT_SYMLINK_NOFOLLOW) == 0, info.st_mode & S_IFMT == S_IFDIR else { return .missing }
                let stamp = FolderStamp(info)
                if stamp == known { return FolderLook(stamp: stamp, settled: true, entries: nil) }
            }
            let descriptor = openat(rootDescriptor, relative, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard descriptor >= 0 else {
                if errno == ENOENT || errno == ENOTDIR || errno == ELOOP { return .missing }
                throw failure("open", root + "/" + folder.path)
            }
            guard fstat(descriptor, &info) == 0, let directory = fdopendir(descriptor) else {
                let error = failure("fdopendir", root + "/" + folder.path)
                close(descriptor)
                throw error
            }
            defer { closedir(directory) }
            let parent = dirfd(directory)
            let entries = try typedNames(of: directory).map { name, type in
                (name, try entryKind(type, name, in: parent, path: root + "/" + folder.path + "/" + name))
            }
            // Changed within the last seconds: a later change may leave the same times (see `FolderStamp`). The later
            // of the two times, for a file system whose change time is something else (FAT's is the creation).
            let changed = max(info.st_ctim.tv_sec, info.st_mtim.tv_sec)
            return FolderLook(stamp: FolderStamp(info), settled: changed < settledBefore, entries: entries)
        }
    }

    /// The names in a folder, without `.` and `..`.
    private static func names(in folder: String) throws -> [String] { try typedNames(in: folder).map(\.0) }

    /// The names in a folder, without `.` and `..`, each with its `d_type` (`DT_UNKNOWN` where the file
    /// system does not say).
    private static func typedNames(in folder: String) throws -> [(String, UInt8)] {
        guard let directory = opendir(folder) else { throw failure("opendir", folder) }
        defer { closedir(directory) }
        return typedNames(of: directory)
    }

    /// `typedNames(in:)` of a folder already open.
    private static func typedNames(of directory: OpaquePointer) -> [(String, UInt8)] {
        var names: [(String, UInt8)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { names.append((name, entry.pointee.d_type)) }
        }
        return names
    }

    /// Swaps the two existing paths `a` and `b` atomically: a reader of either path always finds
    /// something there. False, with nothing changed, where the system or file system has no such call.
    static func exchange(_ a: String, _ b: String) throws -> Bool {
        #if os(Linux)
        // Glibc's Swift module does not export renameat2 (it needs _GNU_SOURCE), so it is looked up by name.
        typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        guard let symbol = renameAt2Symbol else { return false }
        let renameExchange: UInt32 = 1 << 1
        let result = unsafeBitCast(symbol, to: RenameAt2.self)(AT_FDCWD, a, AT_FDCWD, b, renameExchange)
        #elseif canImport(Darwin)
        let result = renamex_np(a, b, UInt32(RENAME_SWAP))
        #else
        let result: Int32 = -1
        errno = ENOSYS
        #endif
        if result == 0 { return true }
        if errno == ENOSYS || errno == EINVAL || errno == ENOTSUP { return false }
        throw failure("exchange", a + " and " + b)
    }

    #if os(Linux)
    nonisolated(unsafe) private static let renameAt2Symbol: UnsafeMutableRawPointer? = dlsym(dlopen(nil, RTLD_NOW), "renameat2")
    #endif

    /// `path` with the symbolic links of its longest existing part resolved (`realpath`), the rest appended.
    static func canonical(_ path: String) -> String {
        var existing = path, rest: [String] = []
        while !existing.isEmpty, existing != "/" {
            if let resolved = realpath(existing, nil) {
                defer { free(resolved) }
                let base = String(cString: resolved)
                return rest.isEmpty ? base : (base == "/" ? "" : base) + "/" + rest.reversed().joined(separator: "/")
            }
            rest.append((existing as NSString).lastPathComponent)
            existing = (existing as NSString).deletingLastPathComponent
        }
        return path
    }

    private static func failure(_ call: String, _ path: String) -> CocoaError {
        CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path,
                                                 NSLocalizedDescriptionKey: "\(call) \(path): \(String(cString: strerror(errno)))"])
    }
}
