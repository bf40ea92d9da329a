import BuiltinSite
import DemoHistory
import Foundation
import HistoryStore
import Logging
import Metrics
import Settings
import Workspace

/// A build in five phases, each handing a value to the next:
/// `load` (settings + store → `Loaded`: the history as stored and shown, the build's day), `assemble`
/// (`History` → `SiteModel`: every figure of every section, once), `plan` (`SiteModel` + templates →
/// `Site`: every path and how to make it), `render` (every file made on every core), `write` (`Site` → folder).
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
        /// What the pages are for: the output folder, or serve (its forms and CSRF token).
        public var mode: BuildMode
        /// `sitegen build`'s `--base-url`, `--indexing` and `--redact`: they override `[publish]`.
        public var publish: PublishOverrides
        /// Whether a static build keeps the previous output's pages whose digest is unchanged (`--full`: no).
        public var incremental: Bool

        public init(siteDirectory: String, output: String? = nil, now: Date, mode: BuildMode = .site,
                    publish: PublishOverrides = .init(), incremental: Bool = true) {
            self.siteDirectory = siteDirectory
            self.output = output
            self.now = now
            self.mode = mode
            self.publish = publish
            self.incremental = incremental
        }
    }

    /// What a build did.
    public struct Report: Sendable {
        public let outputPath: String
        public let pageCount: Int
        public let fileCount: Int
        /// The bytes of the files made (the kept ones not counted).
        public let byteCount: Int
        public let historySource: String
        /// The files kept from the previous output because what they are made from is unchanged.
        public let keptCount: Int
    }

    let io: FileIO
    let logger: Logger

    public init(io: FileIO = .live, logger: Logger = Logger(label: "sitegen.build")) {
        self.io = io
        self.logger = logger
    }

    /// Every phase but the write: the site as a value, its model and the output folder it would go to.
    public struct Assembled {
        public let site: Site
        public let model: SiteModel
        public let output: String
    }

    /// The load phase's value: the settings, the build's day (worked out here, once), the history as stored
    /// and shown, where the output goes and the previous output's reading (`nil`: nothing is kept).
    struct Loaded {
        let settings: SiteSettings
        /// The interface's words in the settings' language.
        let words: Words
        let today: LocalDay
        let history: LoadedHistory
        let output: String
        let previous: PreviousOutput.Reading?
    }

    /// The plan: every file's path and how to make it, with what it was made from (`LiveBuild` keeps the
    /// model, the history as stored, the templates and `Public/`).
    struct Planned {
        let site: Site
        let model: SiteModel
        let templates: TemplateSet
        let publicFiles: [String: Data]
        let history: LoadedHistory
        let output: String
        let previous: PreviousOutput.Reading?
    }

    /// Builds the site and writes it.
    public func run(_ request: Request) throws(BuildError) -> Report {
        let planned = try plan(request)
        let site = try made(planned.site)
        let templates = planned.templates, previous = planned.previous
        let kept = try timed(.write, detail: { "\($0) unchanged files kept" }) { () throws(BuildError) in
            try SiteWriter(io: io).write(site, to: planned.output, previous: templates.previous, inputs: templates.inputs,
                                         listed: previous?.listing(), stamps: previous?.stamps() ?? [:])
        }
        let report = Report(outputPath: planned.output, pageCount: site.pageCount, fileCount: site.paths.count,
                            byteCount: site.byteCount, historySource: planned.model.historySource, keptCount: kept)
        Self.releaseBeside((planned, site))
        return report
    }

    /// Lets go of `values` on a thread of its own: a build's site, model and readings are freed there
    /// instead of at the end of `run`, which nothing waits for (a command exits without waiting for the thread).
    private static func releaseBeside(_ values: sending Any) {
        nonisolated(unsafe) var held: Any? = values
        Thread { held = nil }.start()
    }

    /// Every phase but the write: the site as a value, its model and where it would go.
    public func assemble(_ request: Request) throws(BuildError) -> Assembled {
        let planned = try plan(request)
        return Assembled(site: try made(planned.site), model: planned.model, output: planned.output)
    }

    /// The render phase: every file of the plan made (or kept).
    private func made(_ planned: Site) throws(BuildError) -> Site {
        try timed(.render, detail: { (site: Site) in "\(site.files.count) files made on every core, \(site.kept.count) pages kept" }) {
            () throws(BuildError) in
            var site = planned
            try site.finishPending()
            return site
        }
    }

    /// The load, assemble and plan phases. The history comes from the one load path (`HistoryLoader.load`,
    /// which serve's rebuilds take too); the model's is the one shown, redacted when the settings say so.
    func plan(_ request: Request) throws(BuildError) -> Planned {
        let siteDirectory = Paths.absolute(request.siteDirectory)
        // The templates and `Public/` are the site folder's alone: read and parsed on a thread of their own
        // while the history is loaded and assembled, so that a next day's build does not wait for them. A
        // load error still comes first: this is waited for in the plan.
        let io = self.io
        let siteFiles = Beside { () throws(BuildError) in
            (try TemplateSet(folder: siteDirectory + "/Templates", io: io, builtIn: BuiltinSite.templates, cache: TemplateCache.user(io: io)),
             try Self.loadPublic(siteDirectory, io: io))
        }
        let loaded = try timed(.load) { () throws(BuildError) in try load(request, siteDirectory: siteDirectory) }
        let model = try timed(.assemble, detail: { "\($0.assembly.summary); took \($0.assembly.timings)" }) {
            SiteModel(settings: loaded.settings, history: loaded.history.shown, now: request.now, today: loaded.today,
                      historySource: loaded.history.source, words: loaded.words)
        }
        return try timed(.plan) { () throws(BuildError) in
            var (templates, publicFiles) = try siteFiles.value()
            templates.mode = request.mode
            if !request.mode.isServed {
                // A static build records each page's digest, and keeps the previous output's unchanged pages.
                templates.inputs = PreviousOutput.inputs(templates.inputs)
                templates.digesting = true
                if let previous = loaded.previous { templates.previous = previous.files(for: templates.inputs) }
            }
            let site = try SiteRenderer(templates: templates, publicFiles: publicFiles).plan(model)
            return Planned(site: site, model: model, templates: templates, publicFiles: publicFiles, history: loaded.history,
                           output: loaded.output, previous: loaded.previous)
        }
    }

    /// The load phase: `site.toml` read and checked, the output folder checked, the build's day, the history.
    private func load(_ request: Request, siteDirectory: String) throws(BuildError) -> Loaded {
        let folder = SiteFolder(path: siteDirectory, io: io)
        let read: SiteSettings
        do throws(SiteFolderError) { read = try folder.settings() } catch { throw BuildError(phase: .load, message: error.message) }
        let settings = try request.publish.applied(to: read)
        // The words before the store: a strings file's error is the settings' kind of error.
        let (words, warnings) = try Words.load(siteDirectory: siteDirectory, language: Words.language(of: settings), io: io)
        for warning in warnings { logger.warning("\(warning)") }
        let output = Paths.absolute(request.output ?? Paths.resolve(settings.output, in: siteDirectory))
        try folder.checkOutput(output, settings: settings)
        // The previous output is read while the history is loaded and assembled.
        let previous = !request.mode.isServed && request.incremental ? PreviousOutput.Reading(output, io: io) : nil
        let today = Workspace.today(request.now, in: settings.timeZone)
        let history = try HistoryLoader(siteDirectory: siteDirectory, settings: settings, now: request.now, today: today).load()
        return Loaded(settings: settings, words: words, today: today, history: history, output: output, previous: previous)
    }

    /// Runs one phase and logs how long it took and the CPU time the process spent meanwhile (debug level:
    /// `sitegen build --verbose`), with `detail` of its value: "phase assemble: 80.1 ms, CPU 150.3 ms
    /// (overview 1 summary; activity 730 days, …)".
    private func timed<T>(_ phase: BuildError.Phase, detail: (T) -> String? = { _ in nil },
                          _ body: () throws(BuildError) -> T) throws(BuildError) -> T {
        // The process's CPU time is asked for only when the line is logged.
        let logging = logger.logLevel <= .debug
        let start = DispatchTime.now().uptimeNanoseconds, cpuStart = logging ? Self.processCPU() : 0
        let value = try body()
        guard logging else { return value }
        let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
        let cpu = Double(Self.processCPU() - cpuStart) / 1_000
        logger.debug("phase \(phase.rawValue): \(String(format: "%.1f", milliseconds)) ms, CPU \(String(format: "%.1f", cpu)) ms\(detail(value).map { " (\($0))" } ?? "")")
        return value
    }

    /// The CPU time of the whole process so far (user and system, every thread), in microseconds: a phase's
    /// against its wall time tells how much of it ran on more than one core.
    private static func processCPU() -> Int {
        var usage = rusage()
        #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        return (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1_000_000 + Int(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec)
    }

    /// The built-in `Public/` files, each replaced by the site folder's `Public/` file of the same path, if any.
    static func loadPublic(_ siteDirectory: String, io: FileIO) throws(BuildError) -> [String: Data] {
        let folder = siteDirectory + "/Public"
        guard io.isDirectory(folder) else { return BuiltinSite.publicFiles }
        do {
            var files = BuiltinSite.publicFiles
            for path in try io.listFiles(folder) { files[path] = try io.read(folder + "/" + path) }
            return files
        } catch {
            throw BuildError(phase: .plan, message: "cannot read \(folder): \(describe(error))")
        }
    }
}
