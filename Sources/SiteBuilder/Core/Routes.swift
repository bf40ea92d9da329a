import Foundation
import Charts
import Metrics

/// Where a page lives in the site, and how its links climb back to the root.
///
/// DESIGN.md: "Every link is relative", so the site works from `file://` and from any
/// sub-folder of a web server. Links name `index.html` explicitly for `file://`.
public struct PagePath: Sendable, Hashable {
    /// The file, relative to the site root: `day/2026-11-21/index.html`.
    public let file: String

    public init(_ file: String) { self.file = file }

    /// `../../` for `day/2026-11-21/index.html`, `""` for `index.html`.
    public var root: String { String(repeating: "../", count: file.split(separator: "/").count - 1) }

    /// A link from this page to `target` (a path relative to the site root): up from this page's folder
    /// only as far as the folders they share, then down to `target`, so a page links to a page of its
    /// own folder without passing through the root (`../2026-07-13/index.html`, not
    /// `../../habits/2026-07-13/index.html`). Still relative, and still naming `index.html`.
    ///
    /// Made for every link of every page (a fifth of a million at 10 years), so it works on bytes: the
    /// shared folders are the longest common start of both paths that ends in `/`.
    public func link(to target: String) -> String {
        var from = file, to = target
        return from.withUTF8 { a in
            to.withUTF8 { b in
                let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
                var shared = 0, index = 0
                while index < a.count, index < b.count, a[index] == b[index] {
                    index += 1
                    if a[index - 1] == slash { shared = index }
                }
                var ups = 0
                index = shared
                while index < a.count {
                    if a[index] == slash { ups += 1 }
                    index += 1
                }
                // Cut after a `/`, so the bytes left are whole characters. Index loops and one copy, not a
                // slice's iterator: a build without optimisation spent more on the iterator than on the rest.
                let rest = b.count - shared
                return String(unsafeUninitializedCapacity: ups * 3 + rest) { out in
                    var count = 0
                    while count < ups * 3 {
                        out[count] = dot
                        out[count + 1] = dot
                        out[count + 2] = slash
                        count += 3
                    }
                    if rest > 0, let source = b.baseAddress, let target = out.baseAddress {
                        (target + count).initialize(from: source + shared, count: rest)
                    }
                    return count + rest
                }
            }
        }
    }

    /// A link from this page to the page at `target`.
    public func link(to target: PagePath) -> String { link(to: target.file) }
}

/// The route table: every page's and every generated file's path in the site, as a function of its
/// day, week, month, habit or moment. Links, the renderer, the writer and the tests take paths from
/// here and nowhere else (`RoutesTests` fails on a page path spelled out anywhere else in `Sources/`).
///
/// Which days, weeks or periods *have* a page is the sections' business (`SiteModel.pageDays`,
/// `HabitPages`, `ReportPages`); this table only says where such a page lives.
public enum Routes {
    // MARK: Activity

    /// The first page: today's dial and a card per section.
    public static let overview = PagePath("index.html")

    /// The page file of a folder URL: `""` → `index.html`, `habits/` → `habits/index.html` (how a web
    /// server, and `sitegen serve`, answers a folder).
    public static func folderIndex(_ folder: String) -> String {
        folder.isEmpty || folder.hasSuffix("/") ? folder + overview.file : folder + "/" + overview.file
    }
    /// Every setting in force.
    public static let settings = PagePath("settings/index.html")

    /// The Day page of `day`: `day/2026-11-21/index.html`.
    public static func day(_ day: LocalDay) -> PagePath { PagePath("day/\(day)/index.html") }

    /// The Week page of the rolling 7 days ending on `day`: `week/2026-11-21/index.html`.
    public static func week(_ day: LocalDay) -> PagePath { PagePath("week/\(day)/index.html") }

    /// The Month page of the month holding `day`: `month/2026-11/index.html`.
    public static func month(_ day: LocalDay) -> PagePath { PagePath("month/\(monthKey(day))/index.html") }

    /// The top bar's Day, Week and Month entries: `day/index.html`, `week/index.html`, `month/index.html`,
    /// each a small page that opens today's page of its kind. Every other page links these, never a dated
    /// page, so a new day changes only the pages whose own figures change (an incremental build keeps
    /// the rest).
    public static let currentDay = PagePath("day/index.html")
    public static let currentWeek = PagePath("week/index.html")
    public static let currentMonth = PagePath("month/index.html")

    // MARK: Energy

    /// The Energy page.
    public static let energy = PagePath("energy/index.html")

    /// The standalone energy card of `size`: `widgets/energy-medium.svg`.
    public static func energyWidget(_ size: EnergyWidget.Size) -> String { "widgets/energy-\(size.rawValue).svg" }

    // MARK: Habits

    /// The Habits home: today's habits.
    public static let habits = PagePath("habits/index.html")

    /// The day a dated page's path names, `folder/YYYY-MM-DD/index.html` (`day/2026-11-21/index.html`), for any
    /// one folder; `nil` for any other path.
    static func namedDay(_ file: String) -> LocalDay? {
        let utf8 = file.utf8, suffix = "/index.html".utf8
        guard utf8.count > 22, utf8.suffix(suffix.count).elementsEqual(suffix) else { return nil }
        let end = utf8.index(utf8.endIndex, offsetBy: -suffix.count), start = utf8.index(end, offsetBy: -10)
        guard utf8[utf8.index(before: start)] == UInt8(ascii: "/") else { return nil }
        return LocalDay(utf8: utf8[start..<end])
    }

    /// The Habits page of an earlier day: `habits/2026-11-20/index.html`.
    public static func habits(_ day: LocalDay) -> PagePath { PagePath("habits/\(day)/index.html") }

    /// The category colours of the habit cards.
    public static let habitsStylesheet = "css/habits.css"
    /// The moments page's filter script (copied from `Public/`).
    public static let momentsScript = "js/moments.js"

    // MARK: Reports

    /// The Habit Reports home: the current year.
    public static let reports = PagePath("reports/index.html")

    /// The report of an earlier year: `reports/year/2025/index.html`.
    public static func reportYear(_ year: Int) -> PagePath { PagePath("reports/year/\(year)/index.html") }

    /// One habit's year, day by day (every square linked and titled, and the table): the Year report's card
    /// shows the year at a glance and links here. `reports/year/2025/habit/7/index.html`.
    public static func reportYear(_ year: Int, habit id: Int64) -> PagePath { PagePath("reports/year/\(year)/habit/\(id)/index.html") }

    /// The report of the month holding `day`: `reports/month/2026-11/index.html`.
    public static func reportMonth(_ day: LocalDay) -> PagePath { PagePath("reports/month/\(monthKey(day))/index.html") }

    /// The current week's and month's reports, each a small page that opens the dated one (as `currentDay`):
    /// every report page's "Today" link and fallback tabs link these, so a new week or month changes the
    /// reports whose own figures change, not all 180 of them. The current year's report is `reports`.
    public static let currentReportWeek = PagePath("reports/week/index.html")
    public static let currentReportMonth = PagePath("reports/month/index.html")

    /// The report of the habit week starting on `first`: `reports/week/2026-11-16/index.html`.
    public static func reportWeek(_ first: LocalDay) -> PagePath { PagePath("reports/week/\(first)/index.html") }

    /// A habit's own page (statistics, trend, strength).
    public static func habit(_ id: Int64) -> PagePath { PagePath("reports/habit/\(id)/index.html") }

    // MARK: Moments

    /// The list of every moment.
    public static let moments = PagePath("moments/index.html")

    /// One moment's page.
    public static func moment(_ id: Int64) -> PagePath { PagePath("moments/\(id)/index.html") }

    /// The moments of the category at `position` (1-based): its position, never its text, names the folder.
    public static func momentCategory(_ position: Int) -> PagePath { PagePath("moments/category/\(position)/index.html") }

    /// The moments linked to the habit `id`.
    public static func momentsOfHabit(_ id: Int64) -> PagePath { PagePath("moments/habit/\(id)/index.html") }

    // MARK: Gym and Training

    /// The Gym page.
    public static let gym = PagePath("gym/index.html")
    /// The Training page.
    public static let training = PagePath("training/index.html")
    /// The workout reminder feed (iCalendar), present when `[training] reminders` is on.
    public static let reminderFeed = "training/reminders.ics"

    // MARK: Data files

    /// A JSON file under `data/` (docs/site.md, "Data files").
    public enum DataFile: String, CaseIterable, Sendable {
        case overview, days, weeks, settings, energy, habits, statistics, reports, moments, gym, training, export
    }

    /// `data/<name>.json`.
    public static func data(_ file: DataFile) -> String { "data/\(file.rawValue).json" }

    /// Every habit check-in as CSV, beside `data/export.json`.
    public static let checkInsCSV = "data/checkins.csv"

    // MARK: The home-screen app

    /// The web app manifest every page's head links to.
    public static let webManifest = "manifest.webmanifest"
    /// The icon iOS puts on the home screen (in `Public/icons/`).
    public static let appleTouchIcon = "icons/apple-touch-icon.png"
    /// The manifest's icons (in `Public/icons/`): file, side in pixels, purpose.
    public static let appIcons: [(file: String, size: Int, purpose: String)] = [
        ("icons/icon-192.png", 192, "any"), ("icons/icon-512.png", 512, "any"), ("icons/icon-maskable-512.png", 512, "maskable"),
    ]
    /// The service worker (`[app] offline`), at the root so that its scope is the whole site.
    public static let serviceWorker = "sw.js"
    /// The script that registers the service worker, on every page when `[app] offline` is on.
    public static let offlineScript = "js/offline.js"

    // MARK: Publishing

    /// For search engines: `Disallow: /` unless `publish.indexing` (docs/publishing.md).
    public static let robots = "robots.txt"
    /// Every page by its absolute address, when `publish.indexing` is on.
    public static let sitemap = "sitemap.xml"

    /// The absolute address of `page` under `base` (ending in `/`): a folder's `index.html` is named
    /// by its folder, as web servers answer it (`https://example.org/day/2026-11-21/`).
    public static func absoluteURL(_ page: PagePath, base: String) -> String {
        let file = page.file
        let path = file == "index.html" ? "" : file.hasSuffix("/index.html") ? String(file.dropLast("index.html".count)) : file
        return base + (path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path)
    }

    /// `2026-11`: the folder name of a month.
    /// The paths only `sitegen serve` answers, all under `/_sitegen/` (no page of the site lives there).
    public static let servePrefix = "/_sitegen/"

    /// The logging forms `sitegen serve` adds to the pages: each posts to its path under `servePrefix`. A
    /// page's form takes its action from here (the template reads it as `{{formAction…}}` inside `{{#serve}}`),
    /// and serve answers each path by its case (`Serve/LogForms.swift`: the `Commands` task it runs and the
    /// history parts that task writes).
    public enum Form: String, CaseIterable, Sendable {
        case gymLog = "gym/log"
        case habitCheck = "habit/check"
        case habitUndo = "habit/undo"
        case momentAdd = "moment/add"
        case goalSet = "goal/set"

        /// The absolute path the form posts to: `/_sitegen/habit/check`.
        public var path: String { Routes.servePrefix + rawValue }

        /// The form posting to `path`, if any.
        public init?(path: String) {
            guard path.hasPrefix(Routes.servePrefix), let form = Form(rawValue: String(path.dropFirst(Routes.servePrefix.count))) else {
                return nil
            }
            self = form
        }

        /// The name a template reads the path by: `formActionHabitCheck`.
        public var templateKey: String {
            "formAction" + rawValue.split(separator: "/").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        }
    }

    private static func monthKey(_ day: LocalDay) -> String { String(day.description.prefix(7)) }
}
