import ArgumentParser
import Foundation

/// `--site DIR`: the site folder a command works on (its one definition).
struct SiteFolderOption: ParsableArguments {
    @Option(name: .customLong("site"),
            help: ArgumentHelp("The site folder holding site.toml, Templates/, Public/ and (by default) the store.", valueName: "dir"))
    var directory: String = "."
}

/// `--site DIR` and `--now DATE-TIME`: shared by every command that works on a site at a time ("today" in its zone).
struct SiteOptions: ParsableArguments {
    @OptionGroup var folder: SiteFolderOption

    @Option(name: .long, help: ArgumentHelp("The current time, ISO 8601 with an offset, e.g. 2026-11-21T14:05:00+01:00 (default: the clock).",
                                           valueName: "date-time"))
    var now: String?

    /// The site folder as given.
    var directory: String { folder.directory }

    /// The instant `--now` names, or the clock's.
    func instant() throws -> Date { try now.map(NowOption.parse) ?? Date() }
}
