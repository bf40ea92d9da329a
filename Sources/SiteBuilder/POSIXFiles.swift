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
            guard let directory = opendir(path) else { throw failure("opendir", path) }
            var names: [String] = []
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                if name != "." && name != ".." { names.append(name) }
            }
            closedir(directory)
            for name in names { try remove(path + "/" + name) }
            guard rmdir(path) == 0 else { throw failure("rmdir", path) }
        } else {
            guard unlink(path) == 0 else { throw failure("unlink", path) }
        }
    }

    private static func failure(_ call: String, _ path: String) -> CocoaError {
        CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path,
                                                 NSLocalizedDescriptionKey: "\(call) \(path): \(String(cString: strerror(errno)))"])
    }
}
