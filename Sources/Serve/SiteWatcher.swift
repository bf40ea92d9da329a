import Foundation
import Commands
import SiteBuilder
import Workspace

/// What the watcher compares between two looks: each watched file's size and modification time.
struct Fingerprint: Sendable, Equatable {
    var entries: [String: [Int64]] = [:]
}

/// Polls the site's inputs: `site.toml` and the other files at the top of the site folder (the store
/// and its `-wal`/`-journal` when it lives there), everything under `Templates/` and `Public/`, and the
/// store named by the settings wherever it is. One look stats a few dozen files. The site's today
/// (in the settings' time zone, `Workspace.today`) is part of the look too, so that the day changing
/// at midnight while serve runs rebuilds the site once, as a change of file does.
struct SiteWatcher: Sendable {
    let siteFolder: String
    /// The clock of the site's today (serve's clock; tests move it).
    var now: @Sendable () -> Date = { Date() }

    /// The key of the today entry (not a path: no file can have it).
    static let todayKey = "<today>"

    /// The current fingerprint of every watched file.
    func fingerprint() -> Fingerprint {
        var print = Fingerprint()
        let manager = FileManager.default
        for name in (try? manager.contentsOfDirectory(atPath: siteFolder)) ?? [] {
            record(siteFolder + "/" + name, into: &print)
        }
        for folder in ["Templates", "Public"] {
            let root = siteFolder + "/" + folder
            guard let walker = manager.enumerator(atPath: root) else { continue }
            while let relative = walker.nextObject() as? String { record(root + "/" + relative, into: &print) }
        }
        if let settings = try? SiteFolder(path: siteFolder).settings() {
            let store = SiteFolder(path: siteFolder).storePath(settings)
            for path in [store, store + "-wal", store + "-journal"] { record(path, into: &print) }
            print.entries[Self.todayKey] = [Int64(Workspace.today(now(), in: settings.timeZone).dayNumber)]
        }
        return print
    }

    private func record(_ path: String, into print: inout Fingerprint) {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & 0o170000) == 0o100000 else { return }
        #if os(Linux)
        let modified = info.st_mtim
        #else
        let modified = info.st_mtimespec
        #endif
        print.entries[path] = [Int64(info.st_size), Int64(modified.tv_sec), Int64(modified.tv_nsec)]
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
