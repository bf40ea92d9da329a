import Foundation
import Metrics
import Testing
@testable import Workspace

@Suite("The workspace: a site folder opened once")
struct WorkspaceTests {
    /// A site folder in memory at /site holding `toml` as site.toml.
    static func workspace(_ toml: String) throws(SiteFolderError) -> Workspace {
        let (io, _) = FileIO.inMemory(["/site/site.toml": Data(toml.utf8)])
        return try Workspace(siteDirectory: "/site", io: io)
    }

    @Test("settings, store path and calendar come from site.toml")
    func opens() throws {
        let workspace = try Self.workspace("title = \"Mine\"\ntime_zone = \"Asia/Kolkata\"\n")
        #expect(workspace.path == "/site")
        #expect(workspace.settings.title == "Mine")
        #expect(workspace.storePath == "/site/history.sqlite")
        #expect(workspace.calendar.timeZone.identifier == "Asia/Kolkata")
    }

    @Test("store.path is relative to the site folder unless absolute", arguments: [
        ("data/../stores/h.sqlite", "/site/stores/h.sqlite"),
        ("/var/lib/sitegen/h.sqlite", "/var/lib/sitegen/h.sqlite"),
    ])
    func storePath(written: String, resolved: String) throws {
        let workspace = try Self.workspace("time_zone = \"UTC\"\n[store]\npath = \"\(written)\"\n")
        #expect(workspace.storePath == resolved)
    }

    /// 2026-11-21 23:30 UTC: already the 22nd east of UTC+00:30, still the 21st west of it.
    @Test("today is the day holding now in the site's time zone", arguments: [
        ("UTC", "2026-11-21"),
        ("Asia/Kolkata", "2026-11-22"),          // +05:30
        ("Australia/Lord_Howe", "2026-11-22"),   // +11:00 in its summer (a 30-minute DST shift)
        ("America/St_Johns", "2026-11-21"),      // -03:30
        ("Pacific/Kiritimati", "2026-11-22"),    // +14:00
        ("Pacific/Pago_Pago", "2026-11-21"),     // -11:00
    ])
    func today(zone: String, day: String) throws {
        let now = Date(timeIntervalSince1970: 1_795_303_800) // 2026-11-21T23:30:00Z
        let workspace = try Self.workspace("time_zone = \"\(zone)\"\n")
        #expect(workspace.today(now).description == day)
        #expect(Workspace.today(now, in: TimeZone(identifier: zone)!).description == day)
    }

    @Test("today follows the zone's rules after a DST shift, not the offset of the day before")
    func todayAfterDSTShift() throws {
        // Berlin moved to +02:00 on 2026-03-29: 22:30Z that evening is 00:30 on the 30th (at +01:00 it would be the 29th).
        let workspace = try Self.workspace("time_zone = \"Europe/Berlin\"\n")
        #expect(workspace.today(Date(timeIntervalSince1970: 1_774_823_400)).description == "2026-03-30")
    }

    @Test("a folder without site.toml is refused with the path and the command that makes a site folder")
    func missingSettings() {
        let (io, _) = FileIO.inMemory()
        #expect(throws: SiteFolderError(
                                   "/nowhere/site.toml: file not found; this is not a site folder: run `sitegen init /nowhere` to make one (or give --site DIR)")) {
            try Workspace(siteDirectory: "/nowhere", io: io)
        }
    }

    @Test("an invalid site.toml is refused naming the file, without a build's phase")
    func invalidSettings() {
        do {
            _ = try Self.workspace("time_zone = \"Mars/Olympus\"\n")
            Issue.record("expected an error")
        } catch {
            #expect(error.message.contains("/site/site.toml"))
            #expect(!error.description.contains("build failed"))
            #expect(error.message.contains("Mars/Olympus"))
        }
    }
}

@Suite("The output's manifest")
struct OutputManifestTests {
    @Test("a file's folders are cut at each byte '/', as the file system cuts them, a slash before a combining mark too")
    func folders() {
        let files = ["day/2026-11-21/index.html", "index.html", "moments/a/\u{301}b/index.html", "x/y/z/w.txt", "x/y/v.txt"]
        #expect(OutputFolder.folders(of: files) == ["day", "day/2026-11-21", "moments", "moments/a", "moments/a/\u{301}b", "x", "x/y", "x/y/z"])
        let manifest = String(decoding: OutputFolder.manifest(listing: files), as: UTF8.self)
        #expect(manifest.contains("\nmoments/a/\n"), "the folder a slash and a combining mark begin is listed: on disk it is one")
    }

    @Test("the interim manifest lists what the union of both listings lists, a folder over a file either way, and no inputs")
    func interim() throws {
        let inputs = Digest.of(Data("templates".utf8))
        let oldFiles = ["index.html", "day/2026-11-20/index.html", "x", "y/z.txt", "gone/a.txt", "tab\tname.txt"]
        let old = try #require(OutputFolder.parseRecord(OutputFolder.manifest(
            listing: oldFiles, digests: Dictionary(uniqueKeysWithValues: oldFiles.map { ($0, Digest.of(Data($0.utf8))) }), inputs: inputs)))
        #expect(old.inputs == inputs && old.files.count == oldFiles.count)
        // "x" was a file and becomes a folder; "y" was a folder and becomes a file.
        let newFiles = ["index.html", "day/2026-11-20/index.html", "day/2026-11-21/index.html", "x/inner.html", "y", "tab\tname.txt"]
        let interim = OutputFolder.interim(extending: old, files: newFiles, folders: OutputFolder.folders(of: newFiles))
        let record = try #require(OutputFolder.parseRecord(interim))
        let union = try #require(OutputFolder.parseRecord(OutputFolder.manifest(listing: Set(newFiles).union(oldFiles))))
        #expect(record.kinds == union.kinds)
        #expect(record.kinds["x"] == .folder && record.kinds["y"] == .folder && record.kinds["gone"] == .folder)
        #expect(record.inputs == nil, "a build stopped half way must not keep a page on these digests")
        #expect(String(decoding: interim, as: UTF8.self).hasPrefix(OutputFolder.manifestHeader))
    }
}

