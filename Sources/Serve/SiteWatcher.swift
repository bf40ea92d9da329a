import Foundation
import Metrics
import Commands
import SiteBuilder
import Workspace

/// What the watcher compares between two looks: each watched file's size and modification time.
struct Fingerprint: Sendable, Equatable {
    /// Which input a watched file is.
    enum Input: Sendable {
        /// `site.toml` and the site's day: a whole build.
        case settings
        case templates, publicFiles, store
        /// The minute of serve's clock: the time of day today's pages show (the Walking Bot's steps, the
        /// energy by this hour, the time of the build) is brought up to date, and nothing is read again.
        case clock
    }

    var entries: [String: [Int64]] = [:]
    var inputs: [String: Input] = [:]

    /// The store's files (the store, its `-wal` and `-journal`).
    var store: [String: [Int64]] { entries.filter { inputs[$0.key] == .store } }

    /// What changed from `old` to this look. The store's change is narrowed to the history parts that
    /// the forms' `writes` changed when they are the only writes in between: each began on the store
    /// the one before it left, the first on `old`'s, and the last left this look's. Anything else (a
    /// CLI command, an import) reads the whole history again.
    func change(since old: Fingerprint?, writes: [StoreWrite]) -> LiveBuild.Change {
        guard let old else { return .all }
        var change = LiveBuild.Change(), storeChanged = false
        for key in Set(entries.keys).union(old.entries.keys) where entries[key] != old.entries[key] {
            switch inputs[key] ?? old.inputs[key] ?? .settings {
            case .settings: change.everything = true
            case .templates: change.templates = true
            case .publicFiles: change.publicFiles = true
            case .store: storeChanged = true
            case .clock: break
            }
        }
        guard storeChanged else { return change }
        var at = old.store, written = LiveBuild.Change()
        for write in writes {
            guard write.before == at else { return change.merging(LiveBuild.Change(store: Set(History.Part.allCases))) }
            written = written.merging(LiveBuild.Change(store: write.parts, checkInsOf: write.checkInsOf))
            at = write.after
        }
        guard at == store else { return change.merging(LiveBuild.Change(store: Set(History.Part.allCases))) }
        return change.merging(written)
    }
}

/// A form's write to the store: the store's files before and after, the parts of the history it changed,
/// and, when the habits part is one of them, the habits whose check-ins alone it changed (`nil`: maybe more).
struct StoreWrite: Sendable, Equatable {
    let before: [String: [Int64]]
    let after: [String: [Int64]]
    let parts: Set<History.Part>
    var checkInsOf: Set<Int64>? = nil
}

/// Polls the site's inputs and nothing else: `site.toml`, everything under `Templates/` and `Public/`
/// (the build reads every file there, hidden ones too), and the store named by the settings with its
/// `-wal` and `-journal`, wherever it is. Any other file in the site folder (a log that serve's output
/// is sent to, an editor's swap file, `.DS_Store`, `.git/`) is not read by the build, so it is not
/// looked at: a change there never rebuilds. One look stats a few dozen files. The site's today
/// (in the settings' time zone, `Workspace.today`) is part of the look too, so that the day changing
/// at midnight while serve runs rebuilds the site once, as a change of file does.
struct SiteWatcher: Sendable {
    let siteFolder: String
    /// The clock of the site's today (serve's clock; tests move it).
    var now: @Sendable () -> Date = { Date() }

    /// The key of the today entry (not a path: no file can have it).
    static let todayKey = "<today>"
    /// The key of the minute entry: serve builds the site as of the minute and again when it turns.
    static let minuteKey = "<minute>"

    /// The current fingerprint of every watched file.
    func fingerprint() -> Fingerprint {
        var print = Fingerprint()
        let manager = FileManager.default
        record(siteFolder + "/site.toml", .settings, into: &print)
        // `Strings/` holds the site's word tables: the model is made with them, so a change is a whole build.
        for (folder, input) in [("Templates", Fingerprint.Input.templates), ("Public", .publicFiles), ("Strings", .settings)] {
            let root = siteFolder + "/" + folder
            guard let walker = manager.enumerator(atPath: root) else { continue }
            while let relative = walker.nextObject() as? String { record(root + "/" + relative, input, into: &print) }
        }
        if let settings = try? SiteFolder(path: siteFolder).settings() {
            recordStore(SiteFolder(path: siteFolder).storePath(settings), into: &print)
            print.entries[Self.todayKey] = [Int64(Workspace.today(now(), in: settings.timeZone).dayNumber)]
        }
        print.entries[Self.minuteKey] = [Int64(ServeServer.minute(now()).timeIntervalSince1970)]
        print.inputs[Self.minuteKey] = .clock
        return print
    }

    /// The store's files alone, as `fingerprint()` records them: the looks a form's write is bracketed by.
    /// The site's day is not looked at there: the form's task works out its today once, itself.
    func storeLook() -> [String: [Int64]] {
        var print = Fingerprint()
        if let settings = try? SiteFolder(path: siteFolder).settings() { recordStore(SiteFolder(path: siteFolder).storePath(settings), into: &print) }
        return print.store
    }

    private func recordStore(_ store: String, into print: inout Fingerprint) {
        for path in [store, store + "-wal", store + "-journal"] { record(path, .store, into: &print) }
    }

    private func record(_ path: String, _ input: Fingerprint.Input, into print: inout Fingerprint) {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & 0o170000) == 0o100000 else { return }
        #if os(Linux)
        let modified = info.st_mtim
        #else
        let modified = info.st_mtimespec
        #endif
        print.entries[path] = [Int64(info.st_size), Int64(modified.tv_sec), Int64(modified.tv_nsec)]
            + (input == .store ? [Self.changeCounter(path)] : [])
        print.inputs[path] = input
    }

    /// SQLite's file change counter (header bytes 24–27), which every committed write to a store in
    /// rollback-journal mode increments: two writes within one tick of the file clock, which can leave
    /// size and modification time alike, still differ here. -1 for a file that is not such a database.
    static func changeCounter(_ path: String) -> Int64 {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return -1 }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 4)
        guard pread(descriptor, &bytes, 4, 24) == 4 else { return -1 }
        return bytes.reduce(Int64(0)) { $0 << 8 | Int64($1) }
    }

    /// Looks every `milliseconds` until the task is cancelled, telling `state` what it sees.
    func run(every milliseconds: Int, state: SiteState) async {
        while !Task.isCancelled {
            try? await Task.sleep(for: .milliseconds(milliseconds))
            if Task.isCancelled { return }
            if await state.stopping { return }
            await state.notice(fingerprint())
        }
    }
}
