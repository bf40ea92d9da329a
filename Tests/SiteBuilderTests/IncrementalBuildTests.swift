import Foundation
import Commands
import Metrics
import Testing
@testable import SiteBuilder
@testable import Workspace

/// `sitegen build` over its previous output: a page whose view, frame and templates are unchanged is
/// kept, the rest are made and renamed in, pages the site no longer has are removed; after every kind of
/// change the output equals a full build's into an empty folder, file for file and folder for folder.
@Suite("Incremental build: keeps unchanged pages and equals a full build", .serialized)
struct IncrementalBuildTests {
    let folder: String
    let output: String
    let fresh: String

    /// A store site holding a year of demo history, in Berlin.
    init() throws {
        folder = Fixtures.temporaryFolder()
        output = folder + "/_site"
        fresh = folder + "/_fresh"
        for item in ["Templates", "Public"] {
            try FileManager.default.copyItem(atPath: Fixtures.repositoryRoot + "/" + item, toPath: folder + "/" + item)
        }
        try Data("title = \"Incremental\"\ntime_zone = \"Europe/Berlin\"\ndemo = false\n[training]\nreminders = true\n".utf8)
            .write(to: URL(fileURLWithPath: folder + "/site.toml"))
        _ = try StoreTasks.writeDemo(to: folder + "/history.sqlite", now: Fixtures.now, timeZone: TimeZone(identifier: "Europe/Berlin")!, years: 1)
    }

    /// Builds into `output` over what is there, and a full build into an empty folder, and compares them;
    /// returns the incremental build's report.
    @discardableResult
    func expectFullBuild(_ now: Date, io: FileIO = .live, sourceLocation: SourceLocation = #_sourceLocation) throws -> SiteBuild.Report {
        let report = try SiteBuild(io: io).run(.init(siteDirectory: folder, output: output, now: now))
        try? FileManager.default.removeItem(atPath: fresh)
        let full = try SiteBuild().run(.init(siteDirectory: folder, output: fresh, now: now, incremental: false))
        #expect(full.keptCount == 0, sourceLocation: sourceLocation)
        // The folders' stamps are what the disk held when the build looked; a full build records none.
        var made = try Fixtures.snapshot(output)
        let expected = try Fixtures.snapshot(fresh)
        made[OutputFolder.marker] = made[OutputFolder.marker].map(Self.withoutStamps)
        #expect(Set(made.keys) == Set(expected.keys), "paths differ: \(Set(made.keys).symmetricDifference(expected.keys).sorted().prefix(5))",
                sourceLocation: sourceLocation)
        let differing = expected.keys.filter { made[$0] != expected[$0] }.sorted()
        // The first line that differs in the first differing page, to see what the digest missed.
        let firstPage = differing.first { $0.hasSuffix(".html") } ?? differing.first
        let lines = firstPage.map { path in
            zip(String(decoding: made[path] ?? Data(), as: UTF8.self).split(separator: "\n"),
                String(decoding: expected[path] ?? Data(), as: UTF8.self).split(separator: "\n")).first { $0 != $1 }
                .map { "incremental: \($0.0.prefix(300))\nfull: \($0.1.prefix(300))" } ?? ""
        } ?? ""
        #expect(differing.isEmpty, "\(differing.count) files differ from a full build: \(differing.prefix(5))\n\(lines)",
                sourceLocation: sourceLocation)
        #expect(try FileIO.live.entries(output) == FileIO.live.entries(fresh), "the folders differ", sourceLocation: sourceLocation)
        #expect(report.fileCount == full.fileCount, sourceLocation: sourceLocation)
        return report
    }

    /// A manifest without its folders' stamps (`FolderStamp`): each folder line cut after its `/`.
    static func withoutStamps(_ manifest: Data) -> Data {
        let lines = String(decoding: manifest, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        return Data(lines.map { line in
            guard let tab = line.firstIndex(of: "\t"), tab > line.startIndex, line[line.index(before: tab)] == "/" else { return line }
            return line[..<tab]
        }.joined(separator: "\n").utf8)
    }

    func page(_ path: String) throws -> String { try String(contentsOfFile: output + "/" + path, encoding: .utf8) }

    /// The Training page and `data/training.json` are made from the Training figures, which name the day (the
    /// days since the last session, the next reminder): listed by that input, kept by a build on the same day
    /// and made again by the next day's. A file made every build (`data/gym.json`) is listed by its bytes.
    @Test("the Training page and its data file: listed by their input, kept the same day, made again the next")
    func trainingByDay() throws {
        let now = Fixtures.now
        try expectFullBuild(now)
        func recorded() throws -> OutputRecord {
            try #require(OutputFolder.parseRecord(Data(contentsOf: URL(fileURLWithPath: output + "/" + OutputFolder.marker))))
        }
        func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: output + "/" + path)) }
        let first = try recorded()
        // A day page and a habit's page are listed by their input too.
        for path in ["training/index.html", "data/training.json", "day/2026-11-20/index.html", "reports/habit/1/index.html"] {
            let made = try bytes(path)
            #expect(first.files[path] != nil && first.files[path] != Digest.of(made), "\(path) is listed by its input")
        }
        let gym = try bytes("data/gym.json")
        #expect(first.files["data/gym.json"] == Digest.of(gym), "a file made every build is listed by its bytes")
        let again = try expectFullBuild(now)
        #expect(again.keptCount == again.fileCount, "the same day: every file kept, these too")
        try expectFullBuild(now.addingTimeInterval(86_400))
        let next = try recorded()
        for path in ["training/index.html", "data/training.json"] {
            #expect(next.files[path] != nil && next.files[path] != first.files[path], "\(path) is made again the next day")
        }
    }

    @Test("nothing changed: every file kept; a new day: only the pages it changes are made")
    func sameAndNextDay() throws {
        let now = Fixtures.now
        let first = try expectFullBuild(now)
        #expect(first.keptCount == 0, "no previous output: everything made")
        let again = try expectFullBuild(now)
        #expect(again.keptCount == again.fileCount, "the same history, settings and time: every file kept")

        let yesterday = try page("day/2026-11-21/index.html")
        let nextDay = try expectFullBuild(now.addingTimeInterval(86_400))
        let made = nextDay.fileCount - nextDay.keptCount
        #expect(nextDay.keptCount > nextDay.fileCount * 9 / 10, "a new day keeps most pages (made \(made) of \(nextDay.fileCount))")
        #expect(made > 3, "today's new pages, the Day/Week/Month entries' pages, the overview are made")
        #expect(try page("day/2026-11-21/index.html") != yesterday, "yesterday's page is no longer today's")
        #expect(try page("day/index.html").contains("url=2026-11-22/index.html"), "the Day entry opens the new today")
    }

    /// A check-in today changes its habit's page, and no other habit's: a build the same day makes that one
    /// (its input changed) and keeps the others without making them.
    @Test("a check-in today: its habit's page is made again, every other habit's page is kept unmade; equals a full build")
    func checkInToday() throws {
        let now = Fixtures.now
        try expectFullBuild(now)
        let same = try SiteBuild().assemble(.init(siteDirectory: folder, output: output, now: now))
        let timelines = same.model.habits.book.timelines
        let stretch = try #require(timelines.first { $0.habit.name == "Stretch" }).habit.id
        let pages = Dictionary(uniqueKeysWithValues: timelines.map { ($0.habit.id, Routes.habit($0.habit.id).file) })
        #expect(pages.count > 3)
        #expect(pages.values.allSatisfy { same.site.kept.contains($0) }, "nothing changed: every habit's page kept")

        let before = try page(pages[stretch]!)
        var changed = false
        for mark in [HabitTasks.Mark.level(.full), .level(.none)] where !changed {
            _ = try HabitTasks.check(name: "Stretch", date: nil, mark: mark, siteDirectory: folder, now: now)
            let checked = try SiteBuild().assemble(.init(siteDirectory: folder, output: output, now: now))
            try expectFullBuild(now)
            changed = try page(pages[stretch]!) != before
            guard changed else { continue }
            #expect(checked.site.files[pages[stretch]!] != nil, "the checked habit's page is made")
            for (id, path) in pages where id != stretch {
                #expect(checked.site.kept.contains(path), "\(path): another habit's page is kept, not made")
            }
        }
        #expect(changed, "the check-in changes its habit's page")
    }

    /// `css/habits.css` is made from the habit categories alone: kept after a check-in, made again when a
    /// category's colours change (here by another program), each build equal to a full one.
    @Test("the habit stylesheet: listed by its input, kept after a check-in, made again when a category's colours change")
    func stylesheetByCategories() throws {
        let now = Fixtures.now, path = Routes.habitsStylesheet
        try expectFullBuild(now)
        let record = try #require(OutputFolder.parseRecord(Data(contentsOf: URL(fileURLWithPath: output + "/" + OutputFolder.marker))))
        let css = try page(path)
        #expect(record.files[path] != nil && record.files[path] != Digest.of(Data(css.utf8)), "listed by its input")
        _ = try HabitTasks.check(name: "Stretch", date: nil, mark: .level(.full), siteDirectory: folder, now: now)
        #expect(try SiteBuild().assemble(.init(siteDirectory: folder, output: output, now: now)).site.kept.contains(path), "kept after a check-in")
        try expectFullBuild(now)
        try sqlite("UPDATE habit_categories SET gradient_from = '#123456' WHERE id = (SELECT min(id) FROM habit_categories)")
        #expect(try SiteBuild().assemble(.init(siteDirectory: folder, output: output, now: now)).site.files[path] != nil, "a colour changed: made again")
        try expectFullBuild(now)
        #expect(try page(path) != css, "the new colours are in it")
    }

    /// Runs the sqlite3 shell on the site's store: a write by another program, which no sitegen command made.
    func sqlite(_ statement: String) throws {
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        shell.arguments = [folder + "/history.sqlite", statement]
        try shell.run()
        shell.waitUntilExit()
        #expect(shell.terminationStatus == 0, "sqlite3 \(statement)")
    }

    /// `data/days.json` and `data/weeks.json` are listed by what they are made from, as a page is: a build that
    /// changes no Activity figure (a check-in) keeps them unwritten; a day's steps changed in the store by
    /// another program and a new day make them again; after each, and after another `--now` the same day and
    /// a settings edit, the output equals a full build's.
    @Test("the days' and weeks' data files: kept after a check-in, made again after a store edit and a new day; equal to a full build after another time and a setting")
    func dataFilesByInput() throws {
        let now = Fixtures.now
        let files = [Routes.data(.days), Routes.data(.weeks)]
        func assembled(_ at: Date) throws -> Site {
            try SiteBuild().assemble(.init(siteDirectory: folder, output: output, now: at)).site
        }
        try expectFullBuild(now)
        let record = try #require(OutputFolder.parseRecord(Data(contentsOf: URL(fileURLWithPath: output + "/" + OutputFolder.marker))))
        for path in files {
            let bytes = try Data(contentsOf: URL(fileURLWithPath: output + "/" + path))
            #expect(record.files[path] != nil && record.files[path] != Digest.of(bytes), "\(path) is listed by its input")
        }
        _ = try HabitTasks.check(name: "Stretch", date: nil, mark: .level(.full), siteDirectory: folder, now: now)
        let checked = try assembled(now)
        for path in files { #expect(checked.kept.contains(path), "\(path): a check-in changes no Activity figure: kept, not made") }
        try expectFullBuild(now)

        let days = try page(Routes.data(.days))
        try sqlite("UPDATE daily_totals SET value = value + 1234 WHERE quantity = 'steps' AND day = '2026-11-10'")
        let edited = try assembled(now)
        #expect(edited.files[Routes.data(.days)] != nil, "a day's steps changed by the sqlite3 shell: days.json made again")
        try expectFullBuild(now)
        #expect(try page(Routes.data(.days)) != days)

        let later = now.addingTimeInterval(3_600)
        try expectFullBuild(later)
        let nextDay = now.addingTimeInterval(86_400)
        #expect(try assembled(nextDay).files[Routes.data(.days)] != nil, "a new day: made again")
        try expectFullBuild(nextDay)

        let toml = folder + "/site.toml"
        try (try String(contentsOfFile: toml, encoding: .utf8) + "[activity]\nstep_goal = 12345\n").write(toFile: toml, atomically: true, encoding: .utf8)
        try expectFullBuild(nextDay)
    }

    @Test("a check-in on a past day, a removed moment, a template edit, a settings edit, --full: each equals a full build")
    func changes() throws {
        let now = Fixtures.now
        try expectFullBuild(now)
        let past = LocalDay(year: 2026, month: 10, day: 2)!
        let before = try page("habits/2026-10-02/index.html")
        // Whichever of the two the demo had that day, one of them changes it.
        var changed = false
        for mark in [HabitTasks.Mark.level(.full), .level(.none)] where !changed {
            _ = try HabitTasks.check(name: "Stretch", date: past, mark: mark, siteDirectory: folder, now: now)
            let checked = try expectFullBuild(now)
            #expect(checked.keptCount > checked.fileCount / 2)
            changed = try page("habits/2026-10-02/index.html") != before
        }
        #expect(changed, "that day's Habits page is made again")

        let moment = try MomentTasks.add(MomentInput(title: "Gone soon", day: past, category: "Life", markdown: "x"), siteDirectory: folder, now: now)
        try expectFullBuild(now)
        #expect(FileManager.default.fileExists(atPath: output + "/moments/\(moment.id)/index.html"))
        _ = try MomentTasks.remove(id: moment.id, siteDirectory: folder, now: now)
        try expectFullBuild(now)
        #expect(!FileManager.default.fileExists(atPath: output + "/moments/\(moment.id)"), "the removed moment's page and folder are gone")

        let day = folder + "/Templates/day.mustache"
        try (try String(contentsOfFile: day, encoding: .utf8) + "<!-- edited -->\n").write(toFile: day, atomically: true, encoding: .utf8)
        let edited = try expectFullBuild(now)
        #expect(try page("day/2026-11-20/index.html").contains("<!-- edited -->"))
        #expect(edited.keptCount < edited.fileCount / 10, "a template edit makes every page again (only files of the same bytes are kept)")

        let toml = folder + "/site.toml"
        try (try String(contentsOfFile: toml, encoding: .utf8)).replacingOccurrences(of: "\"Incremental\"", with: "\"Renamed\"")
            .write(toFile: toml, atomically: true, encoding: .utf8)
        try expectFullBuild(now)
        #expect(try page("gym/index.html").contains("Renamed"))

        let full = try SiteBuild().run(.init(siteDirectory: folder, output: output, now: now, incremental: false))
        #expect(full.keptCount == 0, "--full makes and writes every file")
    }

    @Test("a Public file that becomes a folder, and back: each equals a full build")
    func fileAndFolderSwapPlaces() throws {
        let extra = folder + "/Public/extra"
        try Data("a file".utf8).write(to: URL(fileURLWithPath: extra))
        try expectFullBuild(Fixtures.now)
        try FileManager.default.removeItem(atPath: extra)
        try FileManager.default.createDirectory(atPath: extra, withIntermediateDirectories: true)
        try Data("inside".utf8).write(to: URL(fileURLWithPath: extra + "/inner.txt"))
        let report = try expectFullBuild(Fixtures.now)
        #expect(report.keptCount == report.fileCount - 1)
        #expect(try String(contentsOfFile: output + "/extra/inner.txt", encoding: .utf8) == "inside")
        try FileManager.default.removeItem(atPath: extra)
        try Data("a file again".utf8).write(to: URL(fileURLWithPath: extra))
        try expectFullBuild(Fixtures.now)
        #expect(try String(contentsOfFile: output + "/extra", encoding: .utf8) == "a file again")
    }

    @Test("a staging folder left holding only empty folders (a build stopped after its last move) does not stop the next")
    func emptyStagingLeftOver() throws {
        try expectFullBuild(Fixtures.now)
        try FileManager.default.createDirectory(atPath: output + ".sitegen-new/day/2026-11-21", withIntermediateDirectories: true)
        try expectFullBuild(Fixtures.now.addingTimeInterval(86_400))
        #expect(!FileManager.default.fileExists(atPath: output + ".sitegen-new"))
    }

    @Test("a manifest edited to list paths outside the output: the incremental build removes nothing outside it")
    func editedManifest() throws {
        try expectFullBuild(Fixtures.now)
        let outside = folder + "/outside.txt", marker = output + "/" + OutputFolder.marker
        try Data("keep me".utf8).write(to: URL(fileURLWithPath: outside))
        let manifest = try String(contentsOfFile: marker, encoding: .utf8)
        try (manifest + "../outside.txt\n/\(folder)/outside.txt\n../\n").write(toFile: marker, atomically: true, encoding: .utf8)
        try expectFullBuild(Fixtures.now.addingTimeInterval(86_400))
        #expect(try String(contentsOfFile: outside, encoding: .utf8) == "keep me")
    }

    @Test("with the folders' stamps recorded: a foreign file in a folder the build does not read again still stops it, a page deleted by hand is made again")
    func stampedFolders() throws {
        try expectFullBuild(Fixtures.now)
        Thread.sleep(forTimeInterval: Double(FolderStamp.settlingSeconds) + 1.1)
        try expectFullBuild(Fixtures.now.addingTimeInterval(86_400))
        let record = try #require(OutputFolder.parseRecord(try Data(contentsOf: URL(fileURLWithPath: output + "/" + OutputFolder.marker))))
        // Every folder the first build made and the second left alone: all but those it wrote into.
        #expect(record.stamps.count > record.kinds.values.filter { $0 == .folder }.count * 9 / 10)
        let stamped = try #require(record.stamps.keys.filter { $0.hasPrefix("day/") }.min())
        let next = Fixtures.now.addingTimeInterval(2 * 86_400)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: output + "/" + stamped + "/notes.txt"))
        let before = try Fixtures.snapshot(output)
        let error = #expect(throws: BuildError.self) { try SiteBuild().run(.init(siteDirectory: folder, output: output, now: next)) }
        #expect(error?.message.contains(stamped + "/notes.txt is a file sitegen did not write") == true, "\(error?.message ?? "")")
        #expect(try Fixtures.snapshot(output) == before)
        try FileManager.default.removeItem(atPath: output + "/" + stamped + "/notes.txt")
        try FileManager.default.removeItem(atPath: output + "/" + stamped + "/index.html")
        let report = try expectFullBuild(next)
        #expect(FileManager.default.fileExists(atPath: output + "/" + stamped + "/index.html"))
        #expect(report.keptCount < report.fileCount)
    }

    @Test("a kept page deleted by hand from the output is made again")
    func deletedByHand() throws {
        try expectFullBuild(Fixtures.now)
        try FileManager.default.removeItem(atPath: output + "/day/2026-11-20/index.html")
        let report = try expectFullBuild(Fixtures.now)
        #expect(report.keptCount == report.fileCount - 1)
    }

    @Test("a failure while renaming the changed files in: the error says so, and the next build repairs the output")
    func failureHalfWay() throws {
        try expectFullBuild(Fixtures.now)
        var failing = FileIO.live
        let renames = Counter()
        failing.replace = { from, to in
            guard renames.next() < 3 else { throw CocoaError(.fileWriteNoPermission) }
            try FileIO.live.replace(from, to)
        }
        #expect(throws: BuildError.self) { try SiteBuild(io: failing).run(.init(siteDirectory: folder, output: output, now: Fixtures.now.addingTimeInterval(86_400))) }
        try expectFullBuild(Fixtures.now.addingTimeInterval(86_400))
    }

    @Test("a file someone else put in the output stops an incremental build too, and nothing changes")
    func foreignFile() throws {
        try expectFullBuild(Fixtures.now)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: output + "/day/notes.txt"))
        let before = try Fixtures.snapshot(output)
        #expect(throws: BuildError.self) {
            try SiteBuild().run(.init(siteDirectory: folder, output: output, now: Fixtures.now.addingTimeInterval(86_400)))
        }
        #expect(try Fixtures.snapshot(output) == before)
    }

    /// The live disk, on which `intrude` runs once when the build makes its staging folder: after it listed
    /// the output (when it began) and checked that listing, before it changes anything.
    func intruding(_ intrude: @escaping @Sendable () throws -> Void) -> FileIO {
        var io = FileIO.live
        let once = Counter()
        io.makeDirectory = { path in
            if path.hasSuffix(".sitegen-new") && once.next() == 0 { try intrude() }
            try FileIO.live.makeDirectory(path)
        }
        return io
    }

    /// Runs a build on `io` that must be refused naming `named`, and expects the output as it was (the
    /// intruder's file added) and no staging folder left.
    func expectRefused(_ io: FileIO, _ now: Date, named: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let before = try Fixtures.snapshot(output)
        let error = #expect(throws: BuildError.self, sourceLocation: sourceLocation) {
            try SiteBuild(io: io).run(.init(siteDirectory: folder, output: output, now: now))
        }
        #expect(error?.message.contains(output + "/" + named) == true, "\(error?.message ?? "")", sourceLocation: sourceLocation)
        #expect(error?.message.contains("sitegen did not write") == true, sourceLocation: sourceLocation)
        let after = try Fixtures.snapshot(output)
        #expect(after.filter { $0.key != named } == before, "the output changed", sourceLocation: sourceLocation)
        #expect(after[named] == Data("mine".utf8), sourceLocation: sourceLocation)
        #expect(!FileManager.default.fileExists(atPath: output + ".sitegen-new"), sourceLocation: sourceLocation)
    }

    @Test("a file put in the output while the site was built, where the update writes a page: refused, nothing changes")
    func intruderWherePageGoes() throws {
        try expectFullBuild(Fixtures.now)
        let output = self.output
        let io = intruding {
            try FileManager.default.createDirectory(atPath: output + "/day/2026-11-22", withIntermediateDirectories: true)
            try Data("mine".utf8).write(to: URL(fileURLWithPath: output + "/day/2026-11-22/index.html"))
        }
        try expectRefused(io, Fixtures.now.addingTimeInterval(86_400), named: "day/2026-11-22/index.html")
        try FileManager.default.removeItem(atPath: output + "/day/2026-11-22")
        try expectFullBuild(Fixtures.now.addingTimeInterval(86_400))
    }

    @Test("a file put while the site was built in a folder the update removes whole: refused, the file is kept")
    func intruderInRemovedFolder() throws {
        let extra = folder + "/Public/extra"
        try FileManager.default.createDirectory(atPath: extra, withIntermediateDirectories: true)
        try Data("inside".utf8).write(to: URL(fileURLWithPath: extra + "/inner.txt"))
        try expectFullBuild(Fixtures.now)
        try FileManager.default.removeItem(atPath: extra)
        let output = self.output
        let io = intruding { try Data("mine".utf8).write(to: URL(fileURLWithPath: output + "/extra/mine.txt")) }
        try expectRefused(io, Fixtures.now, named: "extra/mine.txt")
        try FileManager.default.removeItem(atPath: output + "/extra/mine.txt")
        try expectFullBuild(Fixtures.now)
        #expect(!FileManager.default.fileExists(atPath: output + "/extra"))
    }

    @Test("a file the update removes, deleted by hand while the site was built: the update goes on")
    func removedMeanwhile() throws {
        let extra = folder + "/Public/extra.txt"
        try Data("a file".utf8).write(to: URL(fileURLWithPath: extra))
        try expectFullBuild(Fixtures.now)
        try FileManager.default.removeItem(atPath: extra)
        let output = self.output
        try expectFullBuild(Fixtures.now, io: intruding { try FileManager.default.removeItem(atPath: output + "/extra.txt") })
    }

    /// A full build's output, listed as a build lists it when it begins; then `day/notes.txt` put there.
    func listedThenIntruded() throws -> (entries: [FileEntry], record: OutputRecord) {
        try expectFullBuild(Fixtures.now)
        let listed = try #require(OutputFolder.parseRecord(try Data(contentsOf: URL(fileURLWithPath: output + "/" + OutputFolder.marker))))
        let entries = try FileIO.live.entries(output)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: output + "/day/notes.txt"))
        return (entries, listed)
    }

    @Test("a file put in the output after the build listed it, before a write that replaces it all: refused, the file is kept")
    func intruderBeforeReplacement() throws {
        let (entries, listed) = try listedThenIntruded()
        let site = try SiteBuild().assemble(.init(siteDirectory: folder, output: output, now: Fixtures.now, incremental: false)).site
        let before = try Fixtures.snapshot(output)
        // No digest of the previous output: the whole tree is replaced, so all of it is looked at again.
        let error = #expect(throws: BuildError.self) {
            try SiteWriter(io: .live).write(site, to: output, listed: (entries, listed))
        }
        #expect(error?.message.contains(output + "/day/notes.txt") == true, "\(error?.message ?? "")")
        #expect(try Fixtures.snapshot(output) == before)
    }

    @Test("the output's manifest rewritten after the build listed the output: the whole check runs again")
    func manifestRewrittenMeanwhile() throws {
        let (entries, listed) = try listedThenIntruded()
        let marker = output + "/" + OutputFolder.marker
        // The listing alone does not show the file: an update looks again at each path it changes.
        #expect(try OutputFolder(io: .live).checkReplaceable(output, listed: (entries, listed)).entries == entries)
        // A manifest as an update stopped half way leaves it (no shared inputs' line): another build wrote.
        let lines = try String(contentsOfFile: marker, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        try lines.filter { !$0.hasPrefix("/inputs ") }.joined(separator: "\n").write(toFile: marker, atomically: true, encoding: .utf8)
        #expect(OutputFolder.parseRecord(try Data(contentsOf: URL(fileURLWithPath: marker))) != nil)
        let error = #expect(throws: BuildError.self) {
            try OutputFolder(io: .live).checkReplaceable(output, listed: (entries, listed))
        }
        #expect(error?.message.contains(output + "/day/notes.txt") == true, "\(error?.message ?? "")")
    }
}

/// `TemplateValue.digest`: a page's view as the templates see it.
@Suite("TemplateValue.digest: equal for what the templates cannot tell apart, different otherwise")
struct TemplateDigestTests {
    struct Card {
        let title: String
        let count: Int
        let done: Bool
        let note: String?
        let items: [String]
    }

    /// `Card`'s fields again, listed instead of reflected, as `Fields` types are.
    struct ListedCard: Fields {
        let card: Card
        func fields(_ f: inout some FieldVisitor) {
            f("title", card.title); f("count", card.count); f("done", card.done); f("note", card.note); f("items", card.items)
        }
    }

    func digest(_ value: Any) -> Digest {
        var hasher = StableHasher()
        TemplateValue.digest(value, into: &hasher)
        return hasher.finish()
    }

    @Test("the same view gives the same digest, reflected or listed; each change the templates would show changes it")
    func fields() {
        let card = Card(title: "Walk", count: 3, done: true, note: nil, items: ["a", "b"])
        #expect(digest(card) == digest(Card(title: "Walk", count: 3, done: true, note: nil, items: ["a", "b"])))
        #expect(digest(card) == digest(ListedCard(card: card)), "a listed type digests as its reflection")
        #expect(digest(["b": 1, "a": 2]) == digest(["a": 2, "b": 1]), "a dictionary's order is not part of it")
        // Leaves known by their type and those found by a cast add the same words, as `plain` writes them alike.
        #expect(digest(3) == digest(Int64(3)) && digest(3) == digest(Optional(3) as Any) && digest(3) == digest("3"))
        #expect(digest(true) == digest(Optional(true) as Any) && digest("a") == digest(Optional("a") as Any))
        #expect(digest(true) != digest("true") && digest([1, 2]) == digest([Int64(1), 2] as [Any]))
        let changed = [Card(title: "Walk ", count: 3, done: true, note: nil, items: ["a", "b"]),
                       Card(title: "Walk", count: 4, done: true, note: nil, items: ["a", "b"]),
                       Card(title: "Walk", count: 3, done: false, note: nil, items: ["a", "b"]),
                       Card(title: "Walk", count: 3, done: true, note: "", items: ["a", "b"]),
                       Card(title: "Walk", count: 3, done: true, note: nil, items: ["b", "a"]),
                       Card(title: "Walk", count: 3, done: true, note: nil, items: ["ab"]),
                       Card(title: "Walk", count: 3, done: true, note: nil, items: ["a", "b", ""])]
        let digests = Set(changed.map(digest))
        #expect(digests.count == changed.count && !digests.contains(digest(card)))
        #expect(digest(ListedCard(card: changed[3])) == digest(changed[3]))
    }

    struct Row {
        let name: String
        let score: Double
        let id: Int64
        let note: String?
    }

    struct Table {
        let rows: [Row]
        let maybe: [Row?]
        let scores: [Double]
        let counts: [Int64?]
    }

    /// `Table`'s fields listed: its lists and numbers are walked by their static types, not cast.
    struct ListedTable: Fields {
        struct ListedRow: Fields {
            let row: Row
            func fields(_ f: inout some FieldVisitor) { f("name", row.name); f("score", row.score); f("id", row.id); f("note", row.note) }
        }

        let table: Table
        func fields(_ f: inout some FieldVisitor) {
            f("rows", table.rows.map(ListedRow.init)); f("maybe", table.maybe.map { $0.map(ListedRow.init) })
            f("scores", table.scores); f("counts", table.counts)
        }
    }

    @Test("lists, optionals and numbers of a listed record, walked by their static types, digest as reflection's walk does")
    func staticallyWalked() {
        let rows = [Row(name: "a", score: 2.5, id: 7, note: nil), Row(name: "b", score: -0.0, id: .min, note: "n")]
        let tables = [Table(rows: rows, maybe: [nil, rows[1], nil], scores: [1, 1e300, .nan, 0.1], counts: [nil, 3]),
                      Table(rows: [], maybe: [rows[0], nil], scores: [], counts: []),
                      Table(rows: [], maybe: [nil, rows[0]], scores: [], counts: [])]
        for table in tables { #expect(digest(ListedTable(table: table)) == digest(table)) }
        #expect(Set(tables.map { digest(ListedTable(table: $0)) }).count == tables.count, "where a nil item is tells lists apart")
        for number in [2.5, -0.0, 1e-7, .infinity] {
            var listed = StableHasher()
            #expect(number.templateDigest(into: &listed))
            #expect(listed.finish() == digest(number))
            #expect((number.templateValue as? TemplateText)?.text == (TemplateValue.plain(number) as? TemplateText)?.text)
        }
        var listed = StableHasher()
        #expect(Int64.max.templateDigest(into: &listed) && listed.finish() == digest(Int64.max))
    }
}
