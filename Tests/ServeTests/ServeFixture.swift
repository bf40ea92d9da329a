import Foundation
import Testing
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Commands
import SiteBuilder
import Workspace
@testable import Serve

/// A small store site (two habits, no other history) served in process on a fixed day.
struct ServeFixture {
    static let now = Date(timeIntervalSince1970: 1_795_248_300) // 2026-11-21, UTC
    static let csrf = "0123456789abcdef0123456789abcdef"
    static let host: HTTPFields = [HTTPField.Name("Host")!: "127.0.0.1:8080"]
    static var repositoryRoot: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    }

    let folder: String
    let parts: ServeServer.Parts
    /// Serve's clock: `now` unless a test moves it.
    let clock: TestClock

    /// `settings` is added to the end of `site.toml`; `verbose` and `say` are serve's `--verbose` and its output.
    init(token: String? = nil, host: String = "127.0.0.1", clock: TestClock = TestClock(ServeFixture.now),
         settings: String = "", verbose: Bool = false, port: Int = 8080,
         say: (@Sendable (String) -> Void)? = nil) async throws {
        self.clock = clock
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("serve-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for item in ["Templates", "Public"] {
            try FileManager.default.copyItem(atPath: Self.repositoryRoot + "/" + item, toPath: folder + "/" + item)
        }
        try Data(("title = \"Serve test\"\ntime_zone = \"UTC\"\ndemo = false\n" + settings).utf8).write(to: URL(fileURLWithPath: folder + "/site.toml"))
        _ = try HabitTasks.add(HabitInput(name: "Read", category: "Learning", targetValue: 10, targetUnit: "pages"), siteDirectory: folder, now: Self.now)
        _ = try HabitTasks.add(HabitInput(name: "Stretch", category: "Fitness"), siteDirectory: folder, now: Self.now)
        parts = try await ServeServer.prepare(ServeOptions(siteFolder: folder, host: host, port: port, token: token, verbose: verbose),
                                             csrf: Self.csrf, now: { clock.now }, say: say)
    }

    /// The static build of the same folder at the same time.
    func staticSite() throws -> Site {
        try SiteBuild().assemble(.init(siteDirectory: folder, now: clock.now)).site
    }

    /// A fresh full build of the same folder at serve's clock (the start of its minute: serve builds as
    /// of the minute) with serve's template values: what serve must serve, byte for byte, once its
    /// injected script and policy are taken out of the pages.
    func serveModeSite() throws -> Site {
        try SiteBuild().assemble(.init(siteDirectory: folder, now: ServeServer.minute(clock.now), mode: .served(csrf: Self.csrf))).site
    }

    func test(_ body: @escaping @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        try await parts.application().test(.router) { client in try await body(client) }
    }

    func write(_ text: String, to relative: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + relative))
    }

    func read(_ relative: String) throws -> String {
        String(decoding: try Data(contentsOf: URL(fileURLWithPath: folder + "/" + relative)), as: UTF8.self)
    }
}

/// A clock a test can move (serve reads it from its build queue and its watcher).
final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Date
    init(_ value: Date) { self.value = value }
    var now: Date {
        get { lock.withLock { value } }
        set { lock.withLock { value = newValue } }
    }
}

/// A urlencoded form body.
func form(_ fields: [(String, String)]) -> ByteBuffer {
    var allowed = CharacterSet.alphanumerics
    allowed.insert(charactersIn: "-._~")
    let text = fields.map { "\($0.0)=\($0.1.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")" }.joined(separator: "&")
    return ByteBuffer(string: text)
}

/// Headers of a same-origin form post.
func postHeaders(referer: String = "http://127.0.0.1:8080/gym/", extra: HTTPFields = [:]) -> HTTPFields {
    var headers = ServeFixture.host
    headers[.contentType] = "application/x-www-form-urlencoded"
    headers[HTTPField.Name("Referer")!] = referer
    headers[.origin] = "http://127.0.0.1:8080"
    headers[HTTPField.Name("Sec-Fetch-Site")!] = "same-origin"
    for field in extra { headers[field.name] = field.value }
    return headers
}

/// The page at `uri`, asked for as the browser on the server's own host asks.
func page(_ client: any TestClientProtocol, _ uri: String) async throws -> String {
    try await client.execute(uri: uri, method: .get, headers: ServeFixture.host) { String(buffer: $0.body) }
}

/// Posts a logging form from the page `referer` with the server's CSRF token; the answer must send
/// the browser back to that page.
func post(_ client: any TestClientProtocol, _ uri: String, _ fields: [(String, String)], from referer: String) async throws -> HTTPResponse.Status {
    try await client.execute(uri: uri, method: .post, headers: postHeaders(referer: "http://127.0.0.1:8080" + referer),
                             body: form([("csrf", ServeFixture.csrf)] + fields)) { response in
        #expect(response.headers[.location] == referer)
        return response.status
    }
}
