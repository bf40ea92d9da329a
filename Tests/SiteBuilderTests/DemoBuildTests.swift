import Foundation
import Metrics
import Testing
@testable import SiteBuilder
@testable import Workspace

@Suite("Building the demo site")
struct DemoBuildTests {
    func build(into output: String) throws -> SiteBuild.Report {
        try SiteBuild().run(.init(siteDirectory: Fixtures.repositoryRoot, output: output, now: Fixtures.now))
    }

    /// One demo build shared by the tests that only read it.
    static let shared: (output: String, report: SiteBuild.Report)? = {
        let output = Fixtures.temporaryFolder() + "/site"
        return (try? SiteBuild().run(.init(siteDirectory: Fixtures.repositoryRoot, output: output, now: Fixtures.now)))
            .map { (output, $0) }
    }()

    func sharedOutput() throws -> String { try #require(Self.shared).output }

    @Test("writes the pages, the data and the assets")
    func pagesExist() throws {
        let (output, report) = try #require(Self.shared)
        for path in ["index.html", "settings/index.html", "day/2026-11-21/index.html", "day/2025-03-30/index.html",
                     "data/overview.json", "data/days.json", "gym/index.html", "training/index.html", "training/reminders.ics",
                     "data/gym.json", "data/training.json", "css/site.css", "favicon.svg", SiteWriter.marker] {
            #expect(FileManager.default.fileExists(atPath: output + "/" + path), "missing \(path)")
        }
        #expect(report.pageCount > 700)
        let index = try String(contentsOfFile: output + "/index.html", encoding: .utf8)
        #expect(index.contains("Demo data."))
        #expect(index.contains(">Today</text>"))
    }

    // Issue 17, read on the built site rather than the model: the move-goal answer on the Energy page, the
    // widgets' links to it, and Year and Month heatmap squares that open their day's Habits page.
    @Test("the Energy page answers 'will I hit my move goal?', each widget links to it, heatmap squares open their day")
    func issue17OnTheSite() throws {
        let output = try sharedOutput()
        let energy = try String(contentsOfFile: output + "/energy/index.html", encoding: .utf8)
        let outlook = try #require(energy.range(of: "<p class=\"energy-goal-outlook\">")).upperBound
        let sentence = energy[outlook...].prefix { $0 != "<" }
        #expect(["Move goal reached: ", "On track for the ", "Behind the "].contains { sentence.hasPrefix($0) }, "\(sentence)")
        // A habit due N times a week counts its streak in weeks, and the card says so.
        let habits = try String(contentsOfFile: output + "/habits/index.html", encoding: .utf8)
        #expect(habits.range(of: #"<p title="Streak: \d+ weeks?"><span class="sr-only">Streak: </span>\d+ weeks?</p>"#, options: .regularExpression) != nil)
        #expect(habits.range(of: #"<p title="Streak: \d+ days?"><span class="sr-only">Streak: </span>\d+ days?</p>"#, options: .regularExpression) != nil)
        for size in ["medium", "large", "extra-large"] {
            let widget = try String(contentsOfFile: output + "/widgets/energy-\(size).svg", encoding: .utf8)
            #expect(widget.contains("<a href=\"../energy/index.html\">"), "\(size)")
        }
        // The Year reports show each habit's year at a glance and link to its own year page, whose squares
        // open their day.
        for year in ["reports/index.html", "reports/year/2025/index.html"] {
            let page = try String(contentsOfFile: output + "/" + year, encoding: .utf8)
            #expect(page.contains("/habit/") && page.contains(", day by day</a>"), "\(year)")
        }
        let habitYears = try FileManager.default.contentsOfDirectory(atPath: output + "/reports/year/2025/habit").sorted()
        let habitYear = "reports/year/2025/habit/\(try #require(habitYears.first))/index.html"
        for report in [habitYear, "reports/month/2026-11/index.html"] {
            let page = try String(contentsOfFile: output + "/" + report, encoding: .utf8)
            let links = page.components(separatedBy: "<a href=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
                .filter { $0.contains("habits/20") }
            #expect(links.count > 20, "\(report)")
            for link in Set(links) {
                let file = URL(fileURLWithPath: output + "/" + report).deletingLastPathComponent().appendingPathComponent(link).standardized.path
                #expect(FileManager.default.fileExists(atPath: file), "\(report): \(link)")
                #expect(link.hasSuffix("/index.html") && link.range(of: #"habits/\d{4}-\d{2}-\d{2}/index\.html$"#, options: .regularExpression) != nil)
            }
        }
    }

    @Test("every relative href and src resolves to a file of the output")
    func linksResolve() throws {
        let files = try Fixtures.snapshot(try sharedOutput())
        var broken: [String] = []
        for (page, data) in files where page.hasSuffix(".html") {
            for (attribute, link) in LinkScanner.links(in: String(decoding: data, as: UTF8.self)) {
                // Nothing loads from outside the site; a note may link out (navigation, not loading).
                #expect(attribute == "href" || !link.contains(":"), "\(page) loads from outside the site: \(link)")
                guard !link.hasPrefix("#"), !LinkScanner.isExternal(link) else { continue }
                guard let target = LinkScanner.resolve(link, from: page), files[target] != nil else {
                    broken.append("\(page) → \(link)")
                    continue
                }
            }
        }
        #expect(broken.isEmpty, "broken links: \(broken.prefix(10))")
    }

    @Test("every page has a language, a title and exactly one h1")
    func pageStructure() throws {
        for (page, data) in try Fixtures.snapshot(try sharedOutput()) where page.hasSuffix(".html") {
            let html = String(decoding: data, as: UTF8.self)
            #expect(html.contains("<html lang=\"en\""), "\(page) has no lang")
            #expect(html.contains("<title>"), "\(page) has no title")
            #expect(html.components(separatedBy: "<h1").count == 2, "\(page) must have one h1")
        }
    }

    @Test("two builds with the same --now are byte-identical")
    func deterministic() throws {
        let first = try sharedOutput(), second = Fixtures.temporaryFolder() + "/b"
        _ = try build(into: second)
        let a = try Fixtures.snapshot(first), b = try Fixtures.snapshot(second)
        #expect(a.keys.sorted() == b.keys.sorted())
        #expect(a == b)
    }

    @Test("a day page and a week page for every day of the history, a month page for every month")
    func activityPages() throws {
        let output = try sharedOutput()
        var day = LocalDay("2024-11-21")!
        while day <= LocalDay("2026-11-21")! {
            #expect(FileManager.default.fileExists(atPath: "\(output)/day/\(day)/index.html"), "no day page for \(day)")
            #expect(FileManager.default.fileExists(atPath: "\(output)/week/\(day)/index.html"), "no week page for \(day)")
            day = day.adding(days: 1)
        }
        for month in ["2024-11", "2025-02", "2026-11"] {
            #expect(FileManager.default.fileExists(atPath: "\(output)/month/\(month)/index.html"))
        }
        #expect(!FileManager.default.fileExists(atPath: "\(output)/month/2026-12/index.html"))
    }

    @Test("the steps graph has the same SVG frame on the overview, day and week pages")
    func graphFootprint() throws {
        let output = try sharedOutput()
        for page in ["index.html", "day/2026-11-21/index.html", "day/2025-03-30/index.html", "week/2026-11-21/index.html"] {
            let html = try String(contentsOfFile: "\(output)/\(page)", encoding: .utf8)
            #expect(html.contains("<div class=\"graph-frame\"><svg xmlns=\"http://www.w3.org/2000/svg\" class=\"steps-graph\" viewBox=\"0 0 350 150\""), "\(page)")
        }
    }

    @Test("data/days.json holds every daily value the pages show")
    func dayData() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: try sharedOutput() + "/data/days.json"))
        let days = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        #expect(days.count == 731)
        let keys: Set<String> = ["day", "steps", "stepGoal", "goalAchieved", "status", "bonusUsed", "bonusBalance", "streak",
                                 "walkingBotSteps", "activeEnergyKcal", "distanceMiles", "heartRate", "heartRateKind", "hasNote"]
        #expect(Set(try #require(days.last).keys) == keys)
        #expect(days.contains { $0["bonusUsed"] as? Bool == true })
        #expect(days.contains { ($0["streak"] as? Int ?? 0) >= 7 })
    }

    @Test("the whole build runs in memory through the file-system seam")
    func inMemory() throws {
        var files: [String: Data] = [:]
        for (path, data) in try Fixtures.snapshot(Fixtures.repositoryRoot + "/Templates") { files["/site/Templates/" + path] = data }
        files["/site/Public/css/site.css"] = Data("body{}".utf8)
        files["/site/site.toml"] = Data("demo = true\ntime_zone = \"UTC\"\n".utf8)
        let (io, disk) = FileIO.inMemory(files)
        let report = try SiteBuild(io: io).run(.init(siteDirectory: "/site", now: Fixtures.now))
        #expect(report.outputPath == "/site/_site")
        #expect(disk.files["/site/_site/index.html"] != nil)
        #expect(disk.files["/site/_site/css/site.css"] == Data("body{}".utf8))
    }
}

/// Finds `href` and `src` values in HTML and resolves them against a page's folder.
enum LinkScanner {
    /// (attribute, value) of every `href` and `src` in `html`.
    static func links(in html: String) -> [(String, String)] {
        var links: [(String, String)] = []
        for attribute in ["href", "src"] {
            var rest = html[...]
            while let start = rest.range(of: " \(attribute)=\"") {
                rest = rest[start.upperBound...]
                guard let end = rest.firstIndex(of: "\"") else { break }
                links.append((attribute, String(rest[..<end])))
                rest = rest[end...]
            }
        }
        return links
    }

    /// A link with a scheme (`https:`, `mailto:`) leaves the site.
    static func isExternal(_ link: String) -> Bool {
        guard let colon = link.firstIndex(of: ":") else { return false }
        return !link[..<colon].contains("/")
    }

    static func resolve(_ link: String, from page: String) -> String? {
        var parts = page.split(separator: "/").dropLast().map(String.init)
        let target = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        for part in target.split(separator: "/") {
            if part == ".." {
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            } else if part != "." {
                parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }
}
