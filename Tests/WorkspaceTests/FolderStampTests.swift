import Foundation
import Testing
@testable import Workspace

/// An output's folders known by their stamps between builds (`FolderStamp`, `OutputFolder.listing`): a folder
/// whose stamp is the manifest's is not read, and whatever happens to a folder after its stamp was taken is
/// seen by the next listing, at once.
@Suite("Folder stamps: the output's folders read again only when they changed")
struct FolderStampTests {
    let root: String

    /// A small output on disk: `index.html`, `a/x.html`, `a/b/y.html`, `c/z.html`, and its manifest.
    init() throws {
        root = NSTemporaryDirectory() + "/stamps-" + UUID().uuidString
        for path in ["index.html", "a/x.html", "a/b/y.html", "c/z.html"] {
            try FileIO.live.write(root + "/" + path, Data(path.utf8))
        }
        try FileIO.live.write(root + "/" + OutputFolder.marker, manifest())
    }

    static let files = ["index.html", "a/x.html", "a/b/y.html", "c/z.html"]

    func manifest(stamps: [String: FolderStamp] = [:]) -> Data {
        OutputFolder.manifest(listing: Self.files, stamps: stamps)
    }

    func record(stamps: [String: FolderStamp] = [:]) throws -> OutputRecord {
        try #require(OutputFolder.parseRecord(manifest(stamps: stamps)))
    }

    /// The live disk, counting the folders `look` reads.
    static func counting(_ reads: Counter) -> FileIO {
        var io = FileIO.live
        io.look = { root, folders in
            let looks = try FileIO.live.look!(root, folders)
            for found in looks where found.entries != nil { reads.add() }
            return looks
        }
        return io
    }

    /// Waits until the folders made in `init` have been left as they are long enough to be stamped.
    static func settle() { Thread.sleep(forTimeInterval: Double(FolderStamp.settlingSeconds) + 1.1) }

    @Test("settled folders get stamps; listed again with them, only the output itself is read, and the entries equal a walk")
    func unreadWhenUnchanged() throws {
        Self.settle()
        let first = try OutputFolder(io: .live).listing(root, record: try record())
        #expect(Set(first.stamps.keys) == ["a", "a/b", "c"])
        #expect(PathOrder.sorted(first.entries, by: \.path) == (try FileIO.live.entries(root)))
        // Recorded in a manifest and read back.
        let stamped = try record(stamps: first.stamps)
        #expect(stamped.stamps == first.stamps)
        let reads = Counter()
        let second = try OutputFolder(io: Self.counting(reads)).listing(root, record: stamped)
        #expect(reads.value == 1)
        #expect(PathOrder.sorted(second.entries, by: \.path) == (try FileIO.live.entries(root)))
        #expect(second.stamps == first.stamps)
    }

    @Test("a folder changed just now gets no stamp: it is read by every listing until it has been left as it is")
    func unsettled() throws {
        let found = try OutputFolder(io: .live).listing(root, record: try record())
        #expect(found.stamps.isEmpty)
        #expect(PathOrder.sorted(found.entries, by: \.path) == (try FileIO.live.entries(root)))
    }

    @Test("added, removed, replaced by a file or a link, renamed: what happens to a stamped folder is seen at once", arguments: [
        "a file added", "a file removed", "a folder added", "a folder replaced by a link", "a folder replaced by a file", "a folder renamed away and back",
    ])
    func changeSeen(_ change: String) throws {
        Self.settle()
        let stamps = try OutputFolder(io: .live).listing(root, record: try record()).stamps
        #expect(stamps.count == 3)
        let files = FileManager.default
        switch change {
        case "a file added": try Data("mine".utf8).write(to: URL(fileURLWithPath: root + "/a/b/mine.txt"))
        case "a file removed": try files.removeItem(atPath: root + "/c/z.html")
        case "a folder added": try files.createDirectory(atPath: root + "/a/b/drafts", withIntermediateDirectories: false)
        case "a folder replaced by a link":
            try files.moveItem(atPath: root + "/a/b", toPath: root + "/../moved-\(UUID().uuidString)")
            try files.createSymbolicLink(atPath: root + "/a/b", withDestinationPath: NSTemporaryDirectory())
        case "a folder replaced by a file":
            try files.removeItem(atPath: root + "/c")
            try Data("c".utf8).write(to: URL(fileURLWithPath: root + "/c"))
        default:
            try files.moveItem(atPath: root + "/a/b", toPath: root + "/a/b2")
            try files.moveItem(atPath: root + "/a/b2", toPath: root + "/a/b")
        }
        let listed = try OutputFolder(io: .live).listing(root, record: try record(stamps: stamps))
        #expect(PathOrder.sorted(listed.entries, by: \.path) == (try FileIO.live.entries(root)), "\(change)")
    }

    @Test("a manifest edited to list, in a folder not read again, a name with a NUL or `..`: not taken for something there")
    func editedNames() throws {
        Self.settle()
        let stamps = try OutputFolder(io: .live).listing(root, record: try record()).stamps
        #expect(stamps["a"] != nil)
        let edited = try #require(OutputFolder.parseRecord(OutputFolder.manifest(listing: Self.files + ["a/x.html\0.txt", "a/.."], stamps: stamps)))
        #expect(edited.kinds["a/x.html\0.txt"] == .file && edited.kinds["a/.."] == .file)
        let listed = try OutputFolder(io: .live).listing(root, record: edited)
        #expect(PathOrder.sorted(listed.entries, by: \.path) == (try FileIO.live.entries(root)))
    }

    @Test("a manifest naming `..`, `/`, `.`, an empty part or a NUL: no such folder is looked at", arguments: [
        ("a", true), ("a/b", true), ("...", true), ("a/..b", true), (".hidden", true),
        ("..", false), (".", false), ("a/..", false), ("../x", false), ("/etc", false), ("a//b", false), ("", false), ("a/\0b", false),
    ])
    func inside(_ path: String, _ expected: Bool) {
        #expect(OutputFolder.isInside(path) == expected)
    }

    @Test("a stamp is written after its folder's path and read back; an escaped path's is not read; an older sitegen's line has none")
    func manifestLines() throws {
        let stamp = FolderStamp(value: 0x0123_4567_89AB_CDEF)
        let text = String(decoding: OutputFolder.manifest(listing: ["a/x.html", "t\tb/y.html"], stamps: ["a": stamp, "t\tb": stamp]), as: UTF8.self)
        #expect(text.contains("\na/\t0123456789abcdef\n"))
        #expect(text.contains("\nt\\tb/\t0123456789abcdef\n"))
        let record = try #require(OutputFolder.parseRecord(Data(text.utf8)))
        #expect(record.stamps == ["a": stamp])
        #expect(record.kinds["t\tb"] == .folder && record.kinds["a"] == .folder)
        // A stamp that is no stamp: the folder is listed, without one.
        let odd = try #require(OutputFolder.parseRecord(Data(text.replacingOccurrences(of: "a/\t0123456789abcdef", with: "a/\t0123456789ABCDEF").utf8)))
        #expect(odd.stamps.isEmpty && odd.kinds["a"] == .folder)
    }
}

/// A count several threads may add to.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func add() { lock.withLock { count += 1 } }
}
