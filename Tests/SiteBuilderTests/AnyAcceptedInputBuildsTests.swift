import Foundation
import HistoryStore
import Metrics
import PropertyBased
import Testing
@testable import SiteBuilder
@testable import Commands
@testable import Workspace

/// Issue 13's property: whatever the commands accept, the next build succeeds. Random habit targets,
/// check-in counts and days, and step goals (from tiny to infinite, four years back to after today) go
/// through the commands' work; each is accepted or refused, and then a build in memory must succeed.
@Suite("Any accepted input builds", .serialized)
struct AnyAcceptedInputBuildsTests {
    static let now = Fixtures.now
    static let templates: [String: Data] = {
        var files: [String: Data] = [:]
        for (path, data) in (try? Fixtures.snapshot(Fixtures.repositoryRoot + "/Templates")) ?? [:] { files["/site/Templates/" + path] = data }
        return files
    }()

    /// `mantissa × 10^exponent`: 10^309 and beyond is infinite, so the absurd values come up too.
    static func number(_ mantissa: Int, _ exponent: Int) -> Double { Double(mantissa) / 10 * pow(10, Double(exponent)) }

    @Test("random targets, counts, days and goals through the commands, then a build in memory succeeds")
    func anyAcceptedInputBuilds() async {
        await propertyCheck(count: 6, input: Gen<Int>.int(in: -20...99), Gen<Int>.int(in: -4...310), Gen<Int>.int(in: -20...99),
                            Gen<Int>.int(in: -4...310), Gen<Int>.int(in: -1_500...400), Gen<Int>.int(in: -5...Int.max)) {
            targetMantissa, targetExponent, countMantissa, countExponent, dayOffset, goal in
            let folder = Fixtures.temporaryFolder()
            try "demo = false\ntime_zone = \"UTC\"\n".write(toFile: folder + "/site.toml", atomically: true, encoding: .utf8)
            let today = DayCalendar(timeZone: TimeZone(identifier: "UTC")!).day(containing: Self.now)
            let target = Self.number(targetMantissa, targetExponent)
            _ = try? HabitTasks.add(HabitInput(name: "Read", category: "Learning", targetValue: target), siteDirectory: folder, now: Self.now)
            _ = try? HabitTasks.add(HabitInput(name: "Walk", category: "Fitness"), siteDirectory: folder, now: Self.now)
            let day = today.adding(days: dayOffset)
            _ = try? HabitTasks.check(name: "Read", date: day, mark: .count(Self.number(countMantissa, countExponent)), siteDirectory: folder, now: Self.now)
            _ = try? HabitTasks.check(name: "Walk", date: day, mark: .level(.partial), siteDirectory: folder, now: Self.now)
            _ = try? GoalTasks.set(steps: goal, from: nil, siteDirectory: folder, now: Self.now)
            _ = try? MomentTasks.add(MomentInput(title: "A day", day: day), siteDirectory: folder, now: Self.now)

            var files = Self.templates
            files["/site/site.toml"] = Data("demo = false\ntime_zone = \"UTC\"\n[store]\npath = \"\(folder)/history.sqlite\"\n".utf8)
            let (io, disk) = FileIO.inMemory(files)
            let report = try SiteBuild(io: io).run(.init(siteDirectory: "/site", now: Self.now))
            #expect(report.pageCount > 0 && disk.files["/site/_site/index.html"] != nil)
            #expect(try StoreTasks.check(siteDirectory: folder, now: Self.now).findings.isEmpty)
        }
    }
}
