import DemoHistory
import Foundation
import HistoryStore
import Logging
import Metrics
import Settings

/// A build in named phases: settings → store → templates → render → write.
///
/// The whole site is made in memory first; only the last phase touches the output folder,
/// so a build that fails anywhere leaves the previous site as it was.
public struct SiteBuild: Sendable {
    /// What to build.
    public struct Request: Sendable {
        /// The site folder: `site.toml`, `Templates/`, `Public/` and (usually) the store.
        public var siteDirectory: String
        /// Overrides the settings' `output` (relative to the current folder).
        public var output: String?
        /// The time of the build.
        public var now: Date
        /// `sitegen serve`'s template values (`TemplateSet.serve`); `nil` for a static build.
        public var serve: [String: String]?

        public init(siteDirectory: String, output: String? = nil, now: Date, serve: [String: String]? = nil) {
            self.siteDirectory = siteDirectory
            self.output = output
            self.now = now
            self.serve = serve
        }
    }

    /// What a build did.
    public struct Report: Sendable {
        public let outputPath: String
        public let pageCount: Int
        public let fileCount: Int
        public let byteCount: Int
        public let historySource: String
    }

    let io: FileIO
    let logger: Logger

    public init(io: FileIO = .live, logger: Logger = Logger(label: "sitegen.build")) {
        self.io = io
        self.logger = logger
    }

    /// Builds the site and writes it.
    public func run(_ request: Request) throws(BuildError) -> Report {
        let (site, context, output) = try assemble(request)
        try timed("write") { () throws(BuildError) in try SiteWriter(io: io).write(site, to: output) }
        return Report(outputPath: output, pageCount: site.pages.count, fileCount: site.files.count,
                      byteCount: site.byteCount, historySource: context.historySource)
    }

    /// Every phase but the write: the site as a value, its context and where it would go.
    public func assemble(_ request: Request) throws(BuildError) -> (Site, BuildContext, String) {
        let siteDirectory = Paths.absolute(request.siteDirectory)
        let settings = try timed("settings") { () throws(BuildError) in try SiteFolder(path: siteDirectory, io: io).settings() }
        let output = Paths.absolute(request.output ?? Paths.resolve(settings.output, in: siteDirectory))
        try SiteFolder(path: siteDirectory, io: io).checkOutput(output, settings: settings)
        let (history, source) = try timed("store") { () throws(BuildError) in
            try HistoryLoader(siteDirectory: siteDirectory, settings: settings, now: request.now).load()
        }
        let context = BuildContext(settings: settings, history: history, now: request.now, historySource: source)
        var templates = try timed("templates") { () throws(BuildError) in try TemplateSet(folder: siteDirectory + "/Templates", io: io) }
        templates.serve = request.serve
        let renderer = SiteRenderer(templates: templates, publicFiles: try loadPublic(siteDirectory))
        let site = try timed("render") { () throws(BuildError) in try renderer.render(context) }
        return (site, context, output)
    }

    /// Runs one phase and logs how long it took (debug level: `sitegen build --verbose`).
    private func timed<T>(_ phase: String, _ body: () throws(BuildError) -> T) throws(BuildError) -> T {
        let start = DispatchTime.now().uptimeNanoseconds
        defer {
            let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
            logger.debug("phase \(phase): \(String(format: "%.1f", milliseconds)) ms")
        }
        return try body()
    }

    private func loadPublic(_ siteDirectory: String) throws(BuildError) -> [String: Data] {
        let folder = siteDirectory + "/Public"
        guard io.isDirectory(folder) else { return [:] }
        do {
            var files: [String: Data] = [:]
            for path in try io.listFiles(folder) { files[path] = try io.read(folder + "/" + path) }
            return files
        } catch {
            throw BuildError(phase: .render, message: "cannot read \(folder): \(describe(error))")
        }
    }
}
