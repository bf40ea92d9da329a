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

    @OptionGroup var site: SiteOptions

    @Option(name: .long, help: ArgumentHelp("Write the site here instead of the `output` setting.", valueName: "dir"))
    var output: String?

    @Flag(name: .long, help: "Log each phase of the build and its duration to standard error.")
    var verbose = false

    func run() throws {
        let instant = try site.instant()
        let started = Date()
        var logger = Logger(label: "sitegen.build") { StreamLogHandler.standardError(label: $0) }
        logger.logLevel = verbose ? .debug : .notice
        let report = try SiteBuild(logger: logger).run(.init(siteDirectory: site.directory, output: output, now: instant))
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
