import Foundation
import Testing
@testable import Serve

/// serve watches only what the site reads: `site.toml`, `Templates/`, `Public/`, `Strings/`, the store and the day.
@Suite("sitegen serve: files the site does not read never rebuild", .serialized)
struct ServeWatchTests {
    /// The builds counted after one look at the inputs (and the build it started, if any).
    func buildsAfterLook(_ fixture: ServeFixture) async -> Int {
        await fixture.parts.poll()
        await fixture.parts.state.settled()
        return await fixture.parts.state.builds
    }

    @Test("a log file in the site folder appended ten times a second for 5 s causes no rebuild")
    func appendedLogFile() async throws {
        let fixture = try await ServeFixture()
        let before = await buildsAfterLook(fixture)
        let log = fixture.folder + "/serve.log"
        FileManager.default.createFile(atPath: log, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        defer { try? handle.close() }
        for index in 0..<50 {
            try handle.seekToEnd()
            try handle.write(contentsOf: Data("rebuilt (the time) in \(index).0 ms\n".utf8))
            await fixture.parts.poll()
            try await Task.sleep(for: .milliseconds(100))
        }
        #expect(await buildsAfterLook(fixture) == before)
    }

    @Test("an editor's swap file, .DS_Store, a .git/ change, a new folder: no rebuild; site.toml, a template, a Public file, a strings file: one each",
          arguments: [
              (".site.toml.swp", false), (".DS_Store", false), (".git/HEAD", false), (".git/objects/ab/cdef", false),
              ("notes.txt", false), ("_site/index.html", false), ("drafts/site.toml", false),
              ("site.toml", true), ("Templates/extra.mustache", true), ("Public/robots.txt", true), ("Public/.hidden", true),
              ("Strings/de.toml", true),
          ])
    func which(_ relative: String, rebuilds: Bool) async throws {
        let fixture = try await ServeFixture()
        let before = await buildsAfterLook(fixture)
        let path = fixture.folder + "/" + relative
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let existing = (try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data()
        try (existing + Data("\n# changed\n".utf8)).write(to: URL(fileURLWithPath: path))
        #expect(await buildsAfterLook(fixture) == before + (rebuilds ? 1 : 0), "\(relative)")
        #expect(await buildsAfterLook(fixture) == before + (rebuilds ? 1 : 0), "a second look at the same files builds nothing")
    }

    @Test("the store's rollback journal appearing is a change of the store")
    func storeJournal() async throws {
        let fixture = try await ServeFixture()
        let before = await buildsAfterLook(fixture)
        try Data().write(to: URL(fileURLWithPath: fixture.folder + "/history.sqlite-journal"))
        #expect(await buildsAfterLook(fixture) == before + 1)
        #expect(await fixture.parts.state.lastChange?.store.isEmpty == false)
    }
}
