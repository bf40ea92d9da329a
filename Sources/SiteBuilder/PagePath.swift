/// Where a page lives in the site, and how its links climb back to the root.
///
/// Every link is relative (ARCHITECTURE.md, "Rules the code keeps"), so the site works from `file://` and from any
/// sub-folder of a web server. Links name `index.html` explicitly for `file://`.
public struct PagePath: Sendable, Hashable {
    /// The file, relative to the site root: `day/2026-11-21/index.html`.
    public let file: String

    public init(_ file: String) { self.file = file }

    /// `../../` for `day/2026-11-21/index.html`, `""` for `index.html`.
    public var root: String { String(repeating: "../", count: file.split(separator: "/").count - 1) }

    /// A link from this page to `target` (a path relative to the site root).
    public func link(to target: String) -> String { root + target }

    public static let overview = PagePath("index.html")
    public static let settings = PagePath("settings/index.html")

    /// The page of one day.
    public static func day(_ day: String) -> PagePath { PagePath("day/\(day)/index.html") }
}

extension PagePath {
    /// The Week page of the rolling 7 days ending on `day`.
    public static func week(_ day: String) -> PagePath { PagePath("week/\(day)/index.html") }

    /// The Month page of the month starting on `first` (`month/2026-11/index.html`).
    public static func month(year: Int, month: Int) -> PagePath {
        PagePath("month/\(year)-\(month < 10 ? "0" : "")\(month)/index.html")
    }
}
