import Foundation
import Metrics
import Settings

/// A site folder opened once: its validated settings, its store's location and its calendar.
///
/// Every command that reads or writes the store (goal, gym, habit, moment, export and restore, store,
/// the imports) starts from one `Workspace`, so "settings, store path, today" is worked out in one place.
public struct Workspace: Sendable {
    /// The site folder (absolute path, file access).
    public let folder: SiteFolder
    /// `site.toml`, read and validated.
    public let settings: SiteSettings
    /// The store's absolute path (`store.path`, relative to the site folder unless absolute).
    public let storePath: String
    /// Days in the site's `time_zone`.
    public let calendar: DayCalendar

    /// Reads and validates `site.toml` of `siteDirectory`; a missing or invalid file is a `SiteFolderError`.
    public init(siteDirectory: String, io: FileIO = .live) throws(SiteFolderError) {
        folder = SiteFolder(path: siteDirectory, io: io)
        settings = try folder.settings()
        storePath = folder.storePath(settings)
        calendar = DayCalendar(timeZone: settings.timeZone)
    }

    /// The site folder's absolute path.
    public var path: String { folder.path }

    /// "Today" for every command: the day holding `now` in the site's time zone.
    public func today(_ now: Date) -> LocalDay { Self.today(now, in: settings.timeZone) }

    /// The day holding `now` in `timeZone` (the one rule for "today"; a build passes its own zone).
    public static func today(_ now: Date, in timeZone: TimeZone) -> LocalDay {
        DayCalendar(timeZone: timeZone).day(containing: now)
    }
}

/// A short readable text for a Foundation or other error.
public func describe(_ error: any Error) -> String {
    if error is CocoaError { return error.localizedDescription }
    return String(describing: error)
}
