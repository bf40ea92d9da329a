import BuiltinSite
import Foundation
import HistoryStore
import Metrics
import Settings
import Workspace

/// The build `sitegen serve` keeps between changes: it remembers the settings, the history, the model,
/// the templates and `Public/` of its last build, and after a change does again only what the change
/// touches. A form that checked a habit in reads the habit tables again and re-assembles the sections
/// that read habits (Habits, Reports, Moments, and the small overview and Energy); a template edit
/// parses the templates again and re-assembles nothing. Pages are not made here: the site it returns
/// is unfinished, and serve makes each page when it is asked for (`Site.make`).
///
/// The result equals a full build's (`SiteBuild.assemble`) at the same time, file for file: a new day,
/// new settings or a demo site (whose history is generated for the time of the build) build everything.
/// Not thread-safe: serve runs it on one queue.
public final class LiveBuild: @unchecked Sendable {
    /// What changed since the last build.
    public struct Change: Sendable, Equatable {
        /// `site.toml` or another input that only a whole build reads again.
        public var everything: Bool
        public var templates: Bool
        public var publicFiles: Bool
        /// The parts of the store's history to read again.
        public var store: Set<History.Part>
        /// When `store` holds the habits part: `nil` when any habit table may have changed, else the habits
        /// whose check-ins alone changed (the forms' check-ins), whose check-ins are then the only ones read.
        public var checkInsOf: Set<Int64>?

        public init(everything: Bool = false, templates: Bool = false, publicFiles: Bool = false, store: Set<History.Part> = [],
                    checkInsOf: Set<Int64>? = nil) {
            self.everything = everything
            self.templates = templates
            self.publicFiles = publicFiles
            self.store = store
            self.checkInsOf = store.contains(.habits) ? checkInsOf : nil
        }

        public static let all = Change(everything: true)

        /// Both changes.
        public func merging(_ other: Change) -> Change {
            Change(everything: everything || other.everything, templates: templates || other.templates,
                   publicFiles: publicFiles || other.publicFiles, store: store.union(other.store),
                   checkInsOf: Self.checkIns(self, other))
        }

        /// The habits whose check-ins alone changed in `a` and `b` together (`nil`: more than check-ins).
        private static func checkIns(_ a: Change, _ b: Change) -> Set<Int64>? {
            switch (a.store.contains(.habits), b.store.contains(.habits)) {
            case (true, true): a.checkInsOf.flatMap { mine in b.checkInsOf.map { mine.union($0) } }
            case (true, false): a.checkInsOf
            case (false, true): b.checkInsOf
            case (false, false): nil
            }
        }
    }

    /// What the last build did, for `--verbose` and the tests: "whole", or what it did again.
    public private(set) var lastKind = ""
    /// Where its time went: "read 35 ms; assembled overview 4 ms, habits 310 ms, …".
    public private(set) var lastDetail = ""

    private let siteDirectory: String
    private let mode: BuildMode
    private let io: FileIO
    private var last: Kept?

    private struct Kept {
        let model: SiteModel
        /// The history as the store holds it and as shown (the model's): a change's parts are replaced in the
        /// stored one, then the whole is shown again (`HistoryLoader.load(_:over:)`), since redaction reads more
        /// than one part (a day's banded steps read the goal in force that day).
        let history: LoadedHistory
        let templates: TemplateSet
        let publicFiles: [String: Data]
    }

    public init(siteDirectory: String, mode: BuildMode, io: FileIO = .live) {
        self.siteDirectory = Paths.absolute(siteDirectory)
        self.mode = mode
        self.io = io
    }

    /// The site at `now` after `change`: unfinished (see the type's comment).
    public func build(now: Date, change: Change) throws(BuildError) -> Site {
        // A build that fails leaves nothing kept: what it was told had changed is read again, whole.
        do throws(BuildError) { return try update(now: now, change: change) } catch {
            last = nil
            throw error
        }
    }

    private func update(now: Date, change: Change) throws(BuildError) -> Site {
        guard let last, !change.everything, !last.model.settings.demo else { return try whole(now: now) }
        // The build's day, worked out once: a new day builds everything; the same day is the model's.
        let settings = last.model.settings
        let today = Workspace.today(now, in: settings.timeZone)
        guard today == last.model.today else { return try whole(now: now) }
        var model = last.model, templates = last.templates, publicFiles = last.publicFiles
        var did: [String] = []
        if change.templates {
            templates = try TemplateSet(folder: siteDirectory + "/Templates", io: io, builtIn: BuiltinSite.templates,
                                        cache: TemplateCache.user(io: io))
            templates.mode = mode
            did.append("templates")
        }
        if change.publicFiles {
            publicFiles = try SiteBuild.loadPublic(siteDirectory, io: io)
            did.append("Public")
        }
        var history = last.history
        var readMilliseconds = 0.0
        if !change.store.isEmpty {
            let start = DispatchTime.now().uptimeNanoseconds
            let loader = HistoryLoader(siteDirectory: siteDirectory, settings: settings, now: now, today: today)
            history = try loader.load(change.store, checkInsOf: change.checkInsOf, over: last.history)
            readMilliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
            did.append("store " + History.Part.allCases.filter(change.store.contains).map(\.rawValue).joined(separator: ", ")
                + (change.checkInsOf.map { " (the check-ins of habit " + $0.sorted().map(String.init).joined(separator: ", ") + ")" } ?? ""))
        }
        model = model.reassembling(change.store, history: history.shown, now: now, historySource: history.source)
        lastKind = did.isEmpty ? "the time" : did.joined(separator: "; ")
        lastDetail = (change.store.isEmpty ? "" : "read \(String(format: "%.0f", readMilliseconds)) ms; ")
            + "assembled \(model.assembly.timings)"
        let replaced = self.last
        self.last = Kept(model: model, history: history, templates: templates, publicFiles: publicFiles)
        // The replaced model is freed on another thread, after the rebuild is served.
        DispatchQueue.global(qos: .utility).async { withExtendedLifetime(replaced) {} }
        let planStart = DispatchTime.now().uptimeNanoseconds
        let site = try SiteRenderer(templates: templates, publicFiles: publicFiles).plan(model)
        lastDetail += "; planned \(String(format: "%.0f", Double(DispatchTime.now().uptimeNanoseconds - planStart) / 1_000_000)) ms"
        return site
    }

    /// The model of the last build (tests compare its assembly counts).
    public var model: SiteModel? { last?.model }

    private func whole(now: Date) throws(BuildError) -> Site {
        let planned = try SiteBuild(io: io).plan(SiteBuild.Request(siteDirectory: siteDirectory, now: now, mode: mode))
        last = Kept(model: planned.model, history: planned.history, templates: planned.templates, publicFiles: planned.publicFiles)
        lastKind = "whole"
        lastDetail = "assembled \(planned.model.assembly.timings)"
        return planned.site
    }
}
