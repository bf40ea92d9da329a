import Foundation
import Metrics
import Testing
@testable import SiteBuilder

@Suite("The route table")
struct RoutesTests {
    static let day = LocalDay(year: 2026, month: 11, day: 21)!

    @Test("every page lives where docs/site.md documents it", arguments: [
        (Routes.overview, "index.html"),
        (Routes.settings, "settings/index.html"),
        (Routes.day(day), "day/2026-11-21/index.html"),
        (Routes.week(day), "week/2026-11-21/index.html"),
        (Routes.month(day), "month/2026-11/index.html"),
        (Routes.month(LocalDay(year: 2026, month: 1, day: 31)!), "month/2026-01/index.html"),
        (Routes.currentDay, "day/index.html"),
        (Routes.currentWeek, "week/index.html"),
        (Routes.currentMonth, "month/index.html"),
        (Routes.energy, "energy/index.html"),
        (Routes.habits, "habits/index.html"),
        (Routes.habits(day), "habits/2026-11-21/index.html"),
        (Routes.reports, "reports/index.html"),
        (Routes.reportYear(2025), "reports/year/2025/index.html"),
        (Routes.reportMonth(LocalDay(year: 2000, month: 2, day: 29)!), "reports/month/2000-02/index.html"),
        (Routes.reportWeek(day), "reports/week/2026-11-21/index.html"),
        (Routes.currentReportWeek, "reports/week/index.html"),
        (Routes.currentReportMonth, "reports/month/index.html"),
        (Routes.habit(7), "reports/habit/7/index.html"),
        (Routes.moments, "moments/index.html"),
        (Routes.moment(12), "moments/12/index.html"),
        (Routes.momentCategory(2), "moments/category/2/index.html"),
        (Routes.momentsOfHabit(3), "moments/habit/3/index.html"),
        (Routes.gym, "gym/index.html"),
        (Routes.training, "training/index.html"),
    ])
    func page(route: PagePath, file: String) {
        #expect(route.file == file)
    }

    @Test("data files, the feed, the widgets and the stylesheet")
    func files() {
        #expect(Routes.DataFile.allCases.map(Routes.data) == [
            "data/overview.json", "data/days.json", "data/weeks.json", "data/settings.json", "data/energy.json",
            "data/habits.json", "data/statistics.json", "data/reports.json", "data/moments.json", "data/gym.json",
            "data/training.json", "data/export.json",
        ])
        #expect(Routes.checkInsCSV == "data/checkins.csv")
        #expect(Routes.reminderFeed == "training/reminders.ics")
        #expect(Routes.energyWidget(.medium) == "widgets/energy-medium.svg")
        #expect(Routes.habitsStylesheet == "css/habits.css")
    }

    @Test("a link's edges: the same folder, a target that is a folder both share, no target, a longer name's start", arguments: [
        ("a/b/index.html", "a/b/", ""), ("a/b/index.html", "", "../../"), ("index.html", "", ""),
        ("a/b/index.html", "a/index.html", "../index.html"), ("ab/index.html", "a/index.html", "../a/index.html"),
        ("a/index.html", "a/index.htmlx", "index.htmlx"), ("a/b/c/index.html", "a/b/c/d/e.json", "d/e.json"),
        ("x/ü/index.html", "x/ü/ä.html", "ä.html"), ("x/ü/index.html", "x/ä.html", "../ä.html"),
    ])
    func linkEdges(from: String, to: String, expected: String) {
        #expect(PagePath(from).link(to: to) == expected)
    }

    @Test("links climb from a page's folder only as far as the folder both share, and name index.html")
    func links() {
        #expect(Routes.day(Self.day).link(to: Routes.overview) == "../../index.html")
        #expect(Routes.reportMonth(Self.day).link(to: Routes.habit(1)) == "../../habit/1/index.html")
        #expect(Routes.overview.link(to: Routes.data(.gym)) == "data/gym.json")
        #expect(Routes.gym.link(to: Routes.data(.gym)) == "../data/gym.json")
        // Issue 19: within the habits folder, from a day to its neighbour, to today and back.
        let next = Self.day.adding(days: 1)
        #expect(Routes.habits(Self.day).link(to: Routes.habits(next)) == "../2026-11-22/index.html")
        #expect(Routes.habits(Self.day).link(to: Routes.habits) == "../index.html")
        #expect(Routes.habits.link(to: Routes.habits(Self.day)) == "2026-11-21/index.html")
        #expect(Routes.habits(Self.day).link(to: Routes.habits(Self.day)) == "index.html")
        // A folder named like a page's folder elsewhere is not shared: habits/… and reports/habit/….
        #expect(Routes.habits(Self.day).link(to: Routes.habit(1)) == "../../reports/habit/1/index.html")
        #expect(Routes.reportYear(2025).link(to: Routes.reports) == "../../index.html")
        #expect(Routes.reports.link(to: Routes.reportYear(2025)) == "year/2025/index.html")
        // Every link resolves, from the page's folder, to the target's path.
        let pages = [Routes.overview, Routes.habits, Routes.habits(Self.day), Routes.habit(7), Routes.reportMonth(Self.day),
                     Routes.momentCategory(2), Routes.day(Self.day), Routes.settings]
        for from in pages {
            for to in pages {
                var folders = from.file.split(separator: "/").dropLast().map(String.init)
                for part in from.link(to: to).split(separator: "/").map(String.init) {
                    if part == ".." { folders.removeLast() } else { folders.append(part) }
                }
                #expect(folders.joined(separator: "/") == to.file, "\(from.file) → \(to.file)")
            }
        }
        // Paths that share a start inside a name, a combining mark after a slash (one `Character` "/́" that is
        // no slash), non-ASCII names, the root itself: the bytes go up and down as the file system cuts them.
        let odd = ["index.html", "a/b/index.html", "a/bc/index.html", "a/b\u{301}/x.html", "a/\u{301}b/x.html",
                   "é/ü/index.html", "é/index.html", "ab/index.html", "a/index.html", "x"]
        for from in odd {
            for to in odd {
                var folders = from.utf8.split(separator: UInt8(ascii: "/")).dropLast().map(Array.init)
                for part in PagePath(from).link(to: to).utf8.split(separator: UInt8(ascii: "/")).map(Array.init) {
                    if part == Array("..".utf8) { folders.removeLast() } else { folders.append(part) }
                }
                #expect(Array(folders.joined(separator: [UInt8(ascii: "/")])) == Array(to.utf8), "\(from) → \(to)")
            }
        }
    }

    /// A string literal that spells out a site path: a page (`…index.html"`), a data file, a widget,
    /// the feed or the habit stylesheet.
    static var pathLiteral: Regex<AnyRegexOutput> { try! Regex(#""[^"\n]*(index\.html"|data/[A-Za-z_-]+\.(json|csv)"|\.ics"|widgets/|css/habits)"#) }

    /// Cheap hints before the regular expression, which is slow on every line of every file.
    static let hints = ["index.html\"", "data/", ".ics\"", "widgets/", "css/habits"]

    /// Files outside this branch's reach that still name a path of their own; to be pointed at `Routes`.
    static let pending: Set<String> = []

    @Test("no source file but Routes.swift spells out a site path")
    func onlyRoutesBuildsPaths() throws {
        let sources = Fixtures.repositoryRoot + "/Sources"
        let files = try FileManager.default.subpathsOfDirectory(atPath: sources).filter { $0.hasSuffix(".swift") }
        #expect(files.count > 100, "the scan must see the sources")
        var offenders: [String] = []
        for file in files where !file.hasSuffix("/Routes.swift") && !Self.pending.contains((file as NSString).lastPathComponent) {
            let text = try String(contentsOfFile: sources + "/" + file, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                guard !code.hasPrefix("//"), Self.hints.contains(where: line.contains), line.contains(Self.pathLiteral) else { continue }
                offenders.append("\(file):\(number + 1): \(code)")
            }
        }
        #expect(offenders.isEmpty, "build these paths with Routes: \(offenders.joined(separator: "\n"))")
    }

    @Test("the scan finds a spelled-out page path")
    func scanFindsPaths() {
        #expect("let p = PagePath(\"gym/index.html\")".contains(Self.pathLiteral))
        #expect("site.add(\"data/gym.json\", x)".contains(Self.pathLiteral))
        #expect(!"\"Open \\(path)/index.html in a browser.\"".contains(Self.pathLiteral))
    }
}
