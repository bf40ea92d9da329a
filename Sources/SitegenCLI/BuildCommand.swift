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

    @Option(name: .customLong("base-url"),
            help: ArgumentHelp("The address the site is published at (http or https): pages name their canonical URL. Overrides publish.base_url.",
                               valueName: "url"))
    var baseURL: String?

    @Flag(inversion: .prefixedNo,
          help: "Let search engines index the site: robots.txt allows them and sitemap.xml lists every page (needs a base URL). Overrides publish.indexing; default: not indexed.")
    var indexing: Bool?

    @Flag(name: .long, help: "A public showcase: leave out notes and moments' bodies, show measurements rounded (docs/publishing.md).")
    var redact = false

    @Flag(name: .long, help: "Make every page again, even those whose inputs are unchanged since the build that wrote the output.")
    var full = false

    @Flag(name: .long, help: "Log each phase of the build, its duration and its CPU time, to standard error.")
    var verbose = false

    func run() throws {
        let instant = try site.instant()
        let started = Date()
        var logger = Logger(label: "sitegen.build") { StreamLogHandler.standardError(label: $0) }
        logger.logLevel = verbose ? .debug : .notice
        let report = try SiteBuild(logger: logger).run(.init(siteDirectory: site.directory, output: output, now: instant,
                                                                        publish: .init(baseURL: baseURL, indexing: indexing, redact: redact ? true : nil),
                                                                        incremental: !full))
        print(BuildSummary.text(report, seconds: Date().timeIntervalSince(started)))
    }
}

/// The line `sitegen build` prints.
enum BuildSummary {
    static func text(_ report: SiteBuild.Report, seconds: Double) -> String {
        let size = Double(report.byteCount) / 1_048_576
        let files = report.keptCount == 0 ? "\(report.fileCount) files, \(String(format: "%.1f", size)) MB"
            : "\(report.fileCount) files, \(report.keptCount) of them unchanged since the last build and kept"
        return "Built \(report.pageCount) pages (\(files)) "
            + "into \(report.outputPath) in \(String(format: "%.2f", seconds)) s.\n"
            + "History: \(report.historySource)\n"
            + "Open \(report.outputPath)/index.html in a browser."
    }
}
