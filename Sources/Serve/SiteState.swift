import Foundation
import Commands
import SiteBuilder
import Workspace

/// What the server serves right now, and the one rebuild at a time that replaces it.
///
/// A rebuild runs on a Dispatch queue (the build is synchronous and uses every core); requests keep
/// being answered from the previous site until the new one is swapped in whole. A failed build
/// keeps the last good site and records the error, which HTML requests then show.
actor SiteState {
    /// A build's outcome: the site, or the message of the phase that failed. It is told what changed
    /// since the last build (`LiveBuild`), so that it does again only that.
    typealias Build = @Sendable (LiveBuild.Change) -> Result<Built, BuildError>

    /// A build's site and the base path its settings name (`[publish] base_url`'s path, `""` for none).
    struct Built: Sendable {
        let site: Site
        let basePath: String
    }

    private(set) var site: ServedSite
    /// The last build's error, or `nil` when the last build succeeded.
    private(set) var failure: String?
    /// Counts builds, failed ones too: a page reloads when it is behind.
    private(set) var generation = 0
    /// Set when the server stops: open event streams end.
    private(set) var stopping = false
    /// The watcher's view of the inputs when the running (or last) build started: a change the
    /// watcher sees is new only when it differs from this, so a build already under way that read
    /// the change does not cause a second one.
    private var startedFingerprint: Fingerprint?
    /// The forms' store writes since the last build started, in order: what lets the next build read
    /// only the parts of the history they changed.
    private var writes: [StoreWrite] = []
    /// Whether a form is writing to the store right now: the watcher leaves the store's change to its
    /// rebuild. Forms write one at a time, so that each write's look before follows the last one's look after.
    private var writing = false
    private var writeQueue: [CheckedContinuation<Void, Never>] = []
    /// What the last build was told had changed (tests and `--verbose`).
    private(set) var lastChange: LiveBuild.Change?
    /// Counts the builds that ran, failed ones too (tests check that rebuilds coalesce).
    private(set) var builds = 0
    private let build: Build
    private let fingerprint: @Sendable () -> Fingerprint
    private var building = false
    private var requested = false
    private var waiters: [CheckedContinuation<Void, Never>] = []
    /// Callers of `settled()`: resumed when no build runs or is due.
    private var idleWaiters: [CheckedContinuation<Void, Never>] = []
    /// Messages for the next view of a page (after a POST's redirect), by path.
    private var notices: [String: Notice] = [:]
    private let queue = DispatchQueue(label: "sitegen.serve.build")

    init(build: @escaping Build, fingerprint: @escaping @Sendable () -> Fingerprint) {
        self.build = build
        self.fingerprint = fingerprint
        self.site = ServedSite(Site(), generation: 0)
    }

    /// Builds now and returns when a build that started after this call has finished.
    ///
    /// At most one build runs. Calls (and watcher changes) arriving while one runs all wait for the
    /// ONE build that follows it, which reads every change made until it starts: a caller that wrote
    /// before calling waits for at most the rest of the running build and one more, never a queue.
    func rebuild() async {
        await withCheckedContinuation { continuation in
            waiters.append(continuation)
            if building { requested = true } else { startBuilding() }
        }
    }

    /// The watcher saw `current`: rebuild (without waiting) when it differs from the last build's inputs.
    func notice(_ current: Fingerprint) {
        guard current != startedFingerprint, !writing else { return }
        if building { requested = true } else { startBuilding() }
    }

    /// Returns when no build runs and none is due (without asking for one).
    func settled() async {
        guard building else { return }
        await withCheckedContinuation { idleWaiters.append($0) }
    }

    func stop() { stopping = true }

    /// A form is about to write to the store: returns when no other form is writing and no build is
    /// looking at the inputs.
    func beginWrite() async { await takeStore() }

    /// A form wrote (or tried to write) `parts` of the history; `write` holds the store's files before
    /// and after. The rebuild that follows reads only those parts when no one else wrote in between.
    func endWrite(_ write: StoreWrite) {
        writes.append(write)
        releaseStore()
    }

    /// The turn at the store: forms' writes and builds' looks take it one at a time, so that a look
    /// never sees a write whose "after" is not recorded yet.
    private func takeStore() async {
        guard writing else { writing = true; return }
        await withCheckedContinuation { writeQueue.append($0) }
    }

    private func releaseStore() {
        if writeQueue.isEmpty { writing = false } else { writeQueue.removeFirst().resume() }
    }

    /// Leaves a message for the next view of `path`.
    func leave(_ notice: Notice, for path: String) { notices[path] = notice }

    /// The message left for `path`, once.
    func takeNotice(for path: String) -> Notice? { notices.removeValue(forKey: path) }

    private func startBuilding() {
        building = true
        Task { await self.buildLoop() }
    }

    private func buildLoop() async {
        while true {
            // The callers waiting now wrote before this point, so this build is theirs: it looks at the
            // inputs after taking them (and the forms' writes), so its look sees what they wrote. Callers
            // and writes that arrive during the look or the build wait for the next one. A change after
            // the look is seen by the watcher's next look and builds again.
            await takeStore()
            let batch = waiters, formWrites = writes
            waiters = []
            writes = []
            requested = false
            let previous = startedFingerprint
            let current = await lookAtInputs()
            startedFingerprint = current
            releaseStore()
            let change = current.change(since: previous, writes: formWrites)
            lastChange = change
            let result = await runBuild(change, generation: generation + 1)
            builds += 1
            generation += 1
            var replaced: ServedSite?
            switch result {
            case .success(let built):
                replaced = site
                site = built
                failure = nil
            case .failure(let error):
                failure = error.description
            }
            for waiter in batch { waiter.resume() }
            // The replaced site (thousands of pages' closures) is freed on another thread, not before the
            // next request: freeing it was a large share of a check-in's time.
            if let replaced { DispatchQueue.global(qos: .utility).async { withExtendedLifetime(replaced) {} } }
            if waiters.isEmpty && !requested {
                building = false
                for waiter in idleWaiters { waiter.resume() }
                idleWaiters = []
                return
            }
        }
    }

    /// Builds on the queue, so that the actor, which every request visits, is never busy for long.
    private func runBuild(_ change: LiveBuild.Change, generation: Int) async -> Result<ServedSite, BuildError> {
        let build = self.build
        return await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: build(change).map { ServedSite($0.site, basePath: $0.basePath, generation: generation) }) }
        }
    }

    /// The inputs' fingerprint, taken on the build queue (a few dozen `stat`s).
    private func lookAtInputs() async -> Fingerprint {
        let fingerprint = self.fingerprint
        return await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: fingerprint()) }
        }
    }
}

/// A message shown once at the top of a page: a logging form's outcome.
struct Notice: Sendable, Equatable {
    let text: String
    let isError: Bool
}
