import Foundation
import Testing
@testable import SiteBuilder
@testable import Workspace

@Suite("sitegen never deletes what it did not write, and swaps the output atomically")
struct OutputSafetyTests {
    /// A small site: two pages, one in a folder.
    func site(_ text: String = "one") throws -> Site {
        var site = Site()
        try site.add("index.html", text: "<p>\(text)</p>")
        try site.add("day/2026-11-21/index.html", text: "<p>day \(text)</p>")
        try site.add("css/site.css", text: "p {}")
        return site
    }

    /// Everything under `folder` (or at it), links not followed: path → kind and, for files, bytes.
    static func state(_ folder: String) throws -> [String: String] {
        guard let kind = POSIXFiles.kind(folder) else { return [:] }
        var state = [".": "\(kind)"]
        guard kind == .folder else { return state }
        for entry in try POSIXFiles.entries(under: folder) {
            let bytes = entry.kind == .file ? String(decoding: try Data(contentsOf: URL(fileURLWithPath: folder + "/" + entry.path)), as: UTF8.self) : ""
            state[entry.path] = "\(entry.kind) \(bytes)"
        }
        return state
    }

    /// Writes `site` to `output` and returns the refusal's message; fails the test when the write succeeds.
    func refusal(_ output: String, io: FileIO = .live, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let error = #expect(throws: BuildError.self, sourceLocation: sourceLocation) {
            try SiteWriter(io: io).write(try site("two"), to: output)
        }
        return error?.message ?? ""
    }

    // MARK: - Where the output may be

    @Test("an output folder that would replace or swallow part of the site is refused before anything is touched", arguments: [
        ("the site folder itself", ".", "would replace the site folder"),
        ("the folder holding the site", "..", "would replace the site folder"),
        ("the templates folder", "Templates", "would replace the templates folder"),
        ("a folder inside Public", "Public/site", "is inside the public folder"),
        ("a folder inside Templates", "Templates/out", "is inside the templates folder"),
    ])
    func placement(_ label: String, relative: String, expected: String) throws {
        let folder = try Fixtures.demoSiteCopy()
        let output = Paths.absolute(folder + "/" + relative)
        let before = try Self.state(folder)
        let error = #expect(throws: BuildError.self) {
            try SiteBuild().run(.init(siteDirectory: folder, output: output, now: Fixtures.now))
        }
        #expect(error?.message.contains(expected) == true, "\(label): \(error?.message ?? "")")
        #expect(error?.message.contains(output) == true)
        #expect(try Self.state(folder) == before)
    }

    @Test("a store inside the output folder is refused, and the store is kept")
    func storeInsideOutput() throws {
        let folder = try Fixtures.demoSiteCopy()
        let toml = try String(contentsOfFile: folder + "/site.toml", encoding: .utf8)
            .replacingOccurrences(of: "path = \"history.sqlite\"", with: "path = \"_site/history.sqlite\"")
        try toml.write(toFile: folder + "/site.toml", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: folder + "/_site", withIntermediateDirectories: true)
        try "store bytes".write(toFile: folder + "/_site/history.sqlite", atomically: true, encoding: .utf8)
        let before = try Self.state(folder)
        let error = #expect(throws: BuildError.self) { try SiteBuild().run(.init(siteDirectory: folder, now: Fixtures.now)) }
        #expect(error?.message.contains("would replace the store (store.path) \(folder)/_site/history.sqlite") == true, "\(error?.message ?? "")")
        #expect(try Self.state(folder) == before)
    }

    @Test("a Public folder reached through a symbolic link is still recognised")
    func outputThroughLink() throws {
        let folder = try Fixtures.demoSiteCopy()
        try FileManager.default.createSymbolicLink(atPath: folder + "/assets", withDestinationPath: folder + "/Public")
        let error = #expect(throws: BuildError.self) {
            try SiteBuild().run(.init(siteDirectory: folder, output: folder + "/assets/out", now: Fixtures.now))
        }
        #expect(error?.message.contains("is inside the public folder") == true, "\(error?.message ?? "")")
        #expect(!FileManager.default.fileExists(atPath: folder + "/Public/out"))
    }

    // MARK: - What is inside the output

    @Test("anything in an output that sitegen did not write stops the build, named, and nothing changes", arguments: [
        "a file", "a file in a folder sitegen wrote", "an empty folder", "a FIFO", "a symbolic link", "a link in place of a folder",
    ])
    func foreignEntry(_ kind: String) throws {
        let output = Fixtures.temporaryFolder() + "/site"
        try SiteWriter(io: .live).write(try site(), to: output)
        let named: String
        switch kind {
        case "a file":
            named = output + "/thesis.txt"
            try "precious".write(toFile: named, atomically: false, encoding: .utf8)
        case "a file in a folder sitegen wrote":
            named = output + "/css/mine.css"
            try "precious".write(toFile: named, atomically: false, encoding: .utf8)
        case "an empty folder":
            named = output + "/drafts"
            try FileManager.default.createDirectory(atPath: named, withIntermediateDirectories: false)
        case "a FIFO":
            named = output + "/pipe"
            #expect(mkfifo(named, 0o644) == 0)
        case "a symbolic link":
            named = output + "/elsewhere"
            try FileManager.default.createSymbolicLink(atPath: named, withDestinationPath: NSTemporaryDirectory())
        default:
            named = output + "/day"
            try FileManager.default.moveItem(atPath: named, toPath: output + "/../moved-day")
            try FileManager.default.createSymbolicLink(atPath: named, withDestinationPath: output + "/../moved-day")
        }
        let before = try Self.state(output)
        let message = try refusal(output)
        #expect(message.contains("\(named) is a ") && message.contains("sitegen did not write"), "\(message)")
        #expect(try Self.state(output) == before)
        #expect(!FileManager.default.fileExists(atPath: output + ".sitegen-new"))
    }

    @Test("a symbolic link as the output folder is refused, and stays a link")
    func symlinkedOutput() throws {
        let parent = Fixtures.temporaryFolder()
        try SiteWriter(io: .live).write(try site(), to: parent + "/real")
        try FileManager.default.createSymbolicLink(atPath: parent + "/site", withDestinationPath: parent + "/real")
        let before = try Self.state(parent + "/real")
        let message = try refusal(parent + "/site")
        #expect(message.contains("\(parent)/site is a symbolic link"), "\(message)")
        #expect(POSIXFiles.kind(parent + "/site") == .symbolicLink)
        #expect(try Self.state(parent + "/real") == before)
    }

    @Test("an output of an older sitegen, whose marker lists nothing, is refused")
    func markerWithoutList() throws {
        let output = Fixtures.temporaryFolder()
        try "written by sitegen; this folder is replaced on every build\n".write(toFile: output + "/" + SiteWriter.marker, atomically: false, encoding: .utf8)
        try "old".write(toFile: output + "/index.html", atomically: false, encoding: .utf8)
        let message = try refusal(output)
        #expect(message.contains("does not list what sitegen wrote"), "\(message)")
        #expect(try String(contentsOfFile: output + "/index.html", encoding: .utf8) == "old")
    }

    @Test("a foreign folder where sitegen stages its build is refused too")
    func foreignStaging() throws {
        let output = Fixtures.temporaryFolder() + "/site"
        try FileManager.default.createDirectory(atPath: output + ".sitegen-new", withIntermediateDirectories: true)
        try "precious".write(toFile: output + ".sitegen-new/notes.txt", atomically: false, encoding: .utf8)
        let message = try refusal(output)
        #expect(message.contains("\(output).sitegen-new (where sitegen stages a build)"), "\(message)")
        #expect(try String(contentsOfFile: output + ".sitegen-new/notes.txt", encoding: .utf8) == "precious")
    }

    @Test("sitegen's own output, an empty folder and a staging folder left by a crash are replaced")
    func ownTreesReplaced() throws {
        let output = Fixtures.temporaryFolder() + "/site"
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        try SiteWriter(io: .live).write(try site(), to: output)
        // A crash mid-write leaves the manifest and some of the files in the staging folder.
        try FileManager.default.createDirectory(atPath: output + ".sitegen-new/css", withIntermediateDirectories: true)
        try SiteWriter.manifest(for: try site()).write(to: URL(fileURLWithPath: output + ".sitegen-new/" + SiteWriter.marker))
        try SiteWriter(io: .live).write(try site("two"), to: output)
        #expect(try String(contentsOfFile: output + "/index.html", encoding: .utf8) == "<p>two</p>")
        #expect(!FileManager.default.fileExists(atPath: output + ".sitegen-new"))
        #expect(!FileManager.default.fileExists(atPath: output + ".sitegen-old"))
    }

    @Test("the manifest lists every file and folder, odd names included, and reads back")
    func manifestRoundTrip() throws {
        var site = Site()
        for path in ["index.html", "a/b/c.txt", "line\nbreak.txt", "back\\slash\\n.txt", "e\u{301}/\\\u{301}.txt", "cr\r\n.txt", "tab\tname.txt"] {
            try site.add(path, text: "x")
        }
        let expected: [String: FileKind] = ["index.html": .file, "a": .folder, "a/b": .folder, "a/b/c.txt": .file, "line\nbreak.txt": .file,
                                            "back\\slash\\n.txt": .file, "e\u{301}": .folder, "e\u{301}/\\\u{301}.txt": .file, "cr\r\n.txt": .file,
                                            "tab\tname.txt": .file]
        #expect(SiteWriter.parseManifest(SiteWriter.manifest(for: site)) == expected)
        #expect(SiteWriter.manifest(for: site) == SiteWriter.manifest(for: site))
        // Made, each file is listed with the digest of its bytes, and the shared inputs' digest reads back.
        try site.finishPending()
        let inputs = Digest.of(Array("inputs".utf8))
        let record = try #require(OutputFolder.parseRecord(OutputFolder.manifest(listing: site.paths, digests: SiteWriter.digests(of: site), inputs: inputs)))
        #expect(record.kinds == expected)
        #expect(record.inputs == inputs)
        #expect(record.files.count == 7 && record.files.values.allSatisfy { $0 == Digest.of(Array("x".utf8)) })
        // An older sitegen's manifest (format 1, no digests) still says what it wrote, so its output is replaced.
        let old = Data((OutputFolder.manifestHeader1 + "\na/\na/tab\tname.txt\nindex.html\n").utf8)
        #expect(OutputFolder.parseRecord(old)?.kinds == ["a": .folder, "a/tab\tname.txt": .file, "index.html": .file])
        #expect(OutputFolder.parseRecord(old)?.files.isEmpty == true)
        // A digest in capitals is the same digest; one of 31 digits, or with a letter past f, is none.
        let digest = Digest.of(Array("x".utf8)), header = OutputFolder.manifestHeader
        let listed = Data((header + "\na.txt\t\(digest.description.uppercased())\nb.txt\t\(digest.description.dropLast())\nc.txt\tg\(digest.description.dropFirst())\n").utf8)
        #expect(OutputFolder.parseRecord(listed)?.files == ["a.txt": digest])
        #expect(OutputFolder.parseRecord(listed)?.kinds.count == 3)
    }

    // MARK: - The swap

    @Test("while 20 builds replace the output, a reader never finds index.html missing")
    func atomicSwap() throws {
        let output = Fixtures.temporaryFolder() + "/site"
        try SiteWriter(io: .live).write(try site(), to: output)
        let done = Flag(), misses = Tally(), reads = Tally()
        let poller = Thread {
            while !done.isSet {
                if access(output + "/index.html", F_OK) != 0 { misses.add() }
                reads.add()
            }
        }
        poller.start()
        for build in 0..<20 { try SiteWriter(io: .live).write(try site("\(build)"), to: output) }
        done.set()
        while !poller.isFinished { Thread.sleep(forTimeInterval: 0.001) }
        #expect(misses.value == 0)
        #expect(reads.value > 20)
        #expect(try String(contentsOfFile: output + "/index.html", encoding: .utf8) == "<p>19</p>")
        let parent = (output as NSString).deletingLastPathComponent
        #expect(try POSIXFiles.entries(under: parent).map(\.path).filter { $0 != "site" && !$0.hasPrefix("site/") } == [])
    }

    @Test("where the system cannot exchange, two renames still put the new site in place")
    func withoutExchange() throws {
        var io = FileIO.live
        io.exchange = { _, _ in false }
        let output = Fixtures.temporaryFolder() + "/site"
        try SiteWriter(io: io).write(try site(), to: output)
        try SiteWriter(io: io).write(try site("two"), to: output)
        #expect(try String(contentsOfFile: output + "/index.html", encoding: .utf8) == "<p>two</p>")
        #expect(!FileManager.default.fileExists(atPath: output + ".sitegen-old"))
        #expect(!FileManager.default.fileExists(atPath: output + ".sitegen-new"))
    }

    @Test("the in-memory disk exchanges and refuses the same way")
    func inMemory() throws {
        let (io, disk) = FileIO.inMemory()
        try SiteWriter(io: io).write(try site(), to: "/out")
        try SiteWriter(io: io).write(try site("two"), to: "/out")
        #expect(disk.files["/out/index.html"] == Data("<p>two</p>".utf8))
        #expect(disk.files.keys.allSatisfy { $0.hasPrefix("/out/") })
        disk.makeDirectory("/out/drafts")
        #expect(try refusal("/out", io: io).contains("/out/drafts is a folder sitegen did not write"))
    }
}

/// A flag set by one thread and read by another.
final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}

/// A count kept by several threads.
final class Tally: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func add() { lock.withLock { count += 1 } }
}
