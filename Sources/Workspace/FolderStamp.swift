import Foundation

/// What a folder of the output is known by between two builds, so that the next build need not read it
/// again to know what is in it: its device, inode, size, link count, and change and modification times,
/// digested into one word.
///
/// Adding, removing or renaming an entry changes a folder's modification and change times, and so does
/// replacing it (a new inode) or renaming it (its change time). A build that finds a folder's stamp as the
/// output's manifest records it knows the folder still holds what that manifest lists in it, and does not
/// read it (`OutputFolder.listing`); any other folder is read, as before.
///
/// The times are those of the kernel's clock tick, not of the change: two changes within one tick may
/// leave the same times. So a stamp is recorded only for a folder whose last change came at least
/// `settlingSeconds` before the build looked at it (`FolderLook.settled`): whatever changes it after that
/// look gives it later times. A folder the build itself changes afterwards (a new page in it) then has
/// another stamp, and the next build reads it. Only a system clock set back by more than that would let a
/// change go unseen.
public struct FolderStamp: Sendable, Equatable {
    public let value: UInt64

    public init(value: UInt64) { self.value = value }

    init(_ info: stat) {
        var hasher = StableHasher()
        hasher.add(UInt64(info.st_dev))
        hasher.add(UInt64(info.st_ino))
        hasher.add(UInt64(info.st_size))
        hasher.add(UInt64(info.st_nlink))
        hasher.add(Int(info.st_mtim.tv_sec))
        hasher.add(Int(info.st_mtim.tv_nsec))
        hasher.add(Int(info.st_ctim.tv_sec))
        hasher.add(Int(info.st_ctim.tv_nsec))
        value = hasher.finish().high
    }

    /// How long a folder must have been left as it is before its stamp is recorded.
    static let settlingSeconds = 2

    /// The 16 hex digits the manifest writes after a folder's path.
    func appendHex(to bytes: inout [UInt8]) { Digest.appendHex(value, to: &bytes) }

    /// The stamp 16 lowercase hex digits spell; nil for anything else.
    init?(hex bytes: some Collection<UInt8>) {
        guard bytes.count == 16 else { return nil }
        var value: UInt64 = 0
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = value << 4 | UInt64(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = value << 4 | UInt64(byte - UInt8(ascii: "a") + 10)
            default: return nil
            }
        }
        self.value = value
    }
}

/// One folder as `FileIO.look` found it.
public struct FolderLook: Sendable {
    /// Its stamp now; nil when there is no folder at its path (nothing, a link, or anything else).
    public var stamp: FolderStamp?
    /// Whether `stamp` may be recorded: the folder last changed `FolderStamp.settlingSeconds` or more before
    /// the look (a stamp found equal to the one given was recorded so, and is settled).
    public var settled: Bool
    /// Its entries, names with what each is; nil when it was not read (its stamp was the one given) or is missing.
    public var entries: [(name: String, kind: FileKind)]?

    public init(stamp: FolderStamp?, settled: Bool, entries: [(name: String, kind: FileKind)]?) {
        self.stamp = stamp
        self.settled = settled
        self.entries = entries
    }

    /// No folder at the path.
    public static let missing = FolderLook(stamp: nil, settled: false, entries: nil)
}

extension OutputFolder {
    /// Everything in the output `path`, as `FileIO.entries` finds it, without reading the folders whose stamp
    /// is the one `record` (its manifest) gives: what such a folder holds is what `record` lists in it. The
    /// entries of the folders read come first, sorted, then the others. With the stamps to record in the
    /// next manifest (`settled` ones only), by folder path.
    ///
    /// Every folder `record` lists, and the output itself, is looked at on its own (not by walking down
    /// from the top), so a folder that was read finds, among its entries, whatever is not in the manifest;
    /// a folder that is missing, or is no longer a folder, holds nothing. Where the file system keeps no
    /// stamps (`FileIO.look` is nil), every folder is read (`FileIO.entries`).
    public func listing(_ path: String, record: OutputRecord) throws -> (entries: [FileEntry], stamps: [String: FolderStamp]) {
        guard let look = io.look else { return (try io.entries(path), [:]) }
        var folders: [(path: String, stamp: FolderStamp?)] = [("", nil)]
        folders.reserveCapacity(record.kinds.count / 2 + 1)
        for (folder, kind) in record.kinds where kind == .folder && Self.isInside(folder) {
            folders.append((folder, record.stamps[folder]))
        }
        let looks = try look(path, folders)
        var entries: [FileEntry] = [], unread = Set<Substring>(), stamps: [String: FolderStamp] = [:]
        entries.reserveCapacity(record.kinds.count + 16)
        for (folder, found) in zip(folders, looks) {
            guard let stamp = found.stamp else { continue }
            if let names = found.entries {
                for (name, kind) in names { entries.append(FileEntry(path: folder.path.isEmpty ? name : folder.path + "/" + name, kind: kind)) }
            } else {
                unread.insert(Substring(folder.path))
            }
            if found.settled && !folder.path.isEmpty { stamps[folder.path] = stamp }
        }
        // What was read, sorted (a refusal names the first foreign entry); then what the unread folders hold,
        // which is all listed, in no order (sorting every entry again would be a large share of this). A
        // listed name no folder can hold (`..`, a NUL: an edited manifest) is not taken for something there.
        entries = PathOrder.sorted(entries, by: \.path)
        if !unread.isEmpty {
            for (listed, kind) in record.kinds {
                let parent = listed.utf8.lastIndex(of: UInt8(ascii: "/")).map { listed[..<$0] } ?? ""
                if unread.contains(parent), Self.isInside(listed) { entries.append(FileEntry(path: listed, kind: kind)) }
            }
        }
        return (entries, stamps)
    }

    /// Whether `path`, as a manifest lists it, names something inside the output: relative, no empty, `.` or
    /// `..` part, no NUL. A manifest edited to list `..` or `/etc` has the folder it names looked at by no one.
    static func isInside(_ path: String) -> Bool {
        // On the contiguous bytes: once for every folder a large output lists.
        var path = path
        return path.withUTF8(isInside)
    }

    /// `isInside` of a path's UTF-8.
    private static func isInside(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        var part = 0, dots = 0
        for byte in utf8 {
            switch byte {
            case 0: return false
            case UInt8(ascii: "/"):
                if part == 0 || part == dots && dots <= 2 { return false }
                part = 0
                dots = 0
            case UInt8(ascii: "."):
                part += 1
                dots += 1
            default: part += 1
            }
        }
        return part > 0 && !(part == dots && dots <= 2)
    }
}
