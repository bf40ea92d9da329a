import Foundation
import Hummingbird
import Logging
import NIOCore
import Commands
import SiteBuilder
import Workspace

/// `sitegen serve`: builds the site into memory, serves it, rebuilds it when its inputs change.
public enum ServeServer {
    /// How long a connection may stay silent before serve closes it.
    public static let idleSeconds: Int64 = 10

    /// The start of `date`'s minute: serve builds the site as of the minute (a full build at that time
    /// gives the same bytes) and builds it again when the minute turns, so that the time of day today's
    /// pages show (the Walking Bot, the energy by this hour) never goes stale.
    public static func minute(_ date: Date) -> Date {
        Date(timeIntervalSince1970: (date.timeIntervalSince1970 / 60).rounded(.down) * 60)
    }

    /// The pieces of a server, before it listens: tests drive `application` in process.
    public struct Parts: Sendable {
        let state: SiteState
        let responder: ServeResponder
        let watcher: SiteWatcher
        let options: ServeOptions

        /// The Hummingbird application answering with `responder` on `options.host`/`port`.
        public func application(onRunning: @escaping @Sendable (Int) async -> Void = { _ in })
            -> Application<ServeResponder> {
            var logger = Logger(label: "sitegen.serve")
            logger.logLevel = .warning
            // A connection that sends nothing for `idleSeconds` (between requests, or part-way through a
            // request's head or body) is closed, so slow or abandoned clients cannot hold sockets for ever;
            // an answer being written (an event stream among them) is not idle.
            return Application(responder: responder,
                               server: .http1(configuration: .init(idleTimeout: .seconds(ServeServer.idleSeconds))),
                               configuration: .init(address: .hostname(options.host, port: options.port), serverName: nil),
                               onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? options.port) },
                               logger: logger)
        }

        /// Waits for the build running now (or starts one): tests use it after changing files.
        public func rebuild() async { await state.rebuild() }

        /// Looks at the inputs once, as the watcher does every 250 ms.
        public func poll() async { await state.notice(watcher.fingerprint()) }

        /// The message of the last build, when it failed.
        public func failure() async -> String? { await state.failure }

        /// The build serve is showing.
        public func generation() async -> Int { await state.generation }

        /// The CSRF token the forms carry.
        public var csrf: String { responder.checks.csrf }
    }

    /// Makes the server's parts and runs the first build; `now` is the clock of builds and forms.
    /// `say` receives serve's lines (standard output unless a test collects them).
    public static func prepare(_ options: ServeOptions, csrf: String? = nil,
                               now: @escaping @Sendable () -> Date = { Date() },
                               say: (@Sendable (String) -> Void)? = nil) async throws(ServeError) -> Parts {
        let say = say ?? ServeOutput.say
        try options.validate()
        let folder = URL(fileURLWithPath: options.siteFolder).standardizedFileURL.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ServeError("--site: \(options.siteFolder) is not a folder")
        }
        let csrf = csrf ?? RequestGuard.randomToken()
        let watcher = SiteWatcher(siteFolder: folder, now: now)
        let live = LiveBuild(siteDirectory: folder, mode: .served(csrf: csrf))
        let state = SiteState(build: { change in
            let start = DispatchTime.now().uptimeNanoseconds
            do throws(BuildError) {
                let site = try live.build(now: minute(now()), change: change)
                let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
                // The minute's rebuild (nothing changed but the time) is said only with --verbose.
                if change != LiveBuild.Change() || options.verbose {
                    say("rebuilt (\(live.lastKind)) in \(String(format: "%.1f", milliseconds)) ms: \(live.lastDetail)")
                }
                return .success(SiteState.Built(site: site, basePath: live.model?.settings.publish.basePath ?? ""))
            } catch { return .failure(error) }
        }, fingerprint: watcher.fingerprint)
        await state.rebuild()
        let checks = RequestGuard(host: options.host, port: options.port, token: options.token, csrf: csrf)
        let responder = ServeResponder(state: state, checks: checks, siteFolder: folder, verbose: options.verbose, say: say, now: now,
                                       storeLook: watcher.storeLook)
        return Parts(state: state, responder: responder, watcher: watcher, options: options)
    }

    /// Serves until SIGINT or SIGTERM: the watcher stops, open event streams end, requests in flight
    /// (a form's store write among them) finish, then the server closes.
    public static func run(_ options: ServeOptions, openBrowser: Bool) async throws {
        var options = options
        // The Host check needs the real port: with --port 0 pick a free one first.
        if options.port == 0 { options.port = try freePort(host: options.host) }
        let parts = try await prepare(options)
        if let failure = await parts.state.failure { ServeOutput.say("The first build failed; serving its error page until it is fixed:\n\(failure)") }
        let state = parts.state, watcher = parts.watcher, current = parts.options
        let basePath = await state.site.basePath
        let app = parts.application { port in
            let host = current.host.contains(":") ? "[\(current.host)]" : current.host
            let token = current.token.map { "?token=\($0)" } ?? ""
            let also = basePath.isEmpty ? "" : " and under the base path at http://\(host):\(port)/\(basePath)\(token)"
            ServeOutput.say("Serving \(current.siteFolder) at http://\(host):\(port)/\(token)\(also) (Ctrl-C stops)")
            if openBrowser { openInBrowser("http://\(host):\(port)/") }
        }
        // SIGINT/SIGTERM: Hummingbird's service group shuts the server down gracefully (requests in
        // flight finish, a form's store write among them); these handlers end the watcher and the
        // open event streams, which would otherwise keep the shutdown waiting.
        let stoppers = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { Task { await state.stop() } }
            source.resume()
            return source
        }
        let watching = Task { await watcher.run(every: current.pollMilliseconds, state: state) }
        defer {
            watching.cancel()
            stoppers.forEach { $0.cancel() }
        }
        try await app.runService()
        await state.stop()
        ServeOutput.say("Stopped.")
    }

    /// A port the system has free on `host` right now.
    static func freePort(host: String) throws -> Int {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw ServeError("cannot open a socket to find a free port") }
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr(host == "localhost" ? "127.0.0.1" : host)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0 }
        }
        guard bound else { throw ServeError("cannot find a free port on \(host)") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Opens `url` in the desktop's browser (`xdg-open`; `open` on macOS); a failure only prints.
    static func openInBrowser(_ url: String) {
        let process = Process()
        #if os(macOS)
        process.executableURL = URL(fileURLWithPath: "/usr/bin/open")
        #else
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdg-open"]
        #endif
        process.arguments = (process.arguments ?? []) + [url]
        do { try process.run() } catch { ServeOutput.say("Could not open a browser (\(error)); open \(url) yourself.") }
    }
}
