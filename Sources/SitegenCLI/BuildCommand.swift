import ArgumentParser
import Foundation
import Logging
import SiteBuilder

/// `sitegen build`: the whole site, written atomically to the output folder.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the site into the output folder (default: the `output` setting, _site).",
        discussion: "The previous output is replaced only when the whole build succeeds."
    )

    @Option(name: .long, help: ArgumentHelp("The site folder holding site.toml, Templates/ and Public/.", valueName: "dir"))
    var site: String = "."

    @Option(name: .long, help: ArgumentHelp("Write the site here instead of the `output` setting.", valueName: "dir"))
    var output: String?

    @Option(name: .long, help: ArgumentHelp("The time of the build, ISO 8601 with an offset, e.g. 2026-11-21T14:05:00+01:00 (default: now).",
                                           valueName: "date-time"))
    var now: String?

    @Flag(name: .long, help: "Log each phase of the build and its duration to standard error.")
    var verbose = false

    func run() throws {
        let instant = try now.map(NowOption.parse) ?? Date()
        let started = Date()
        var logger = Logger(label: "sitegen.build") { StreamLogHandler.standardError(label: $0) }
        logger.logLevel = verbose ? .debug : .notice
        let report = try SiteBuild(logger: logger).run(.init(siteDirectory: site, output: output, now: instant))
        print(BuildSummary.text(report, seconds: Date().timeIntervalSince(started)))
    }
}

/// The line `sitegen build` prints.
enum BuildSummary {
    static func text(_ report: SiteBuild.Report, seconds: Double) -> String {
        let size = Double(report.byteCount) / 1_048_576
        return "Built \(report.pageCount) pages (\(report.fileCount) files, \(String(format: "%.1f", size)) MB) "
            + "into \(report.outputPath) in \(String(format: "%.2f", seconds)) s.\n"
            + "History: \(report.historySource)\n"
            + "Open \(report.outputPath)/index.html in a browser."
    }
}
