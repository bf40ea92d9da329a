import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
@testable import Serve

@Suite("sitegen serve: pages from memory", .serialized)
struct ServePagesTests {
    @Test("every page is the static build's bytes plus only the reload script and the form-action policy", arguments: ["index.html", "gym/index.html", "settings/index.html"])
    func sameBytes(page: String) async throws {
        let fixture = try await ServeFixture()
        let served = try #require(try await fixture.parts.state.site.file(page))
        let generation = await fixture.parts.generation()
        #expect(served.bytes != (try fixture.staticSite().files[page]))
        let stripped = ServedSite.strip(served.bytes, generation: generation)
        #expect(String(decoding: stripped, as: UTF8.self).contains("/_sitegen/reload.js") == false)
        #expect(String(decoding: served.bytes, as: UTF8.self).contains("form-action 'self'"))
        // Pages without forms: byte-identical once serve's two additions are taken out.
        if page != "gym/index.html" { #expect(stripped == (try fixture.staticSite().files[page])) }
    }

    @Test("the static build carries no serve script, no serve form and no csrf token")
    func staticBuildIsClean() async throws {
        let fixture = try await ServeFixture()
        for (path, bytes) in try fixture.staticSite().files where path.hasSuffix(".html") {
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(!text.contains("_sitegen"), "\(path)")
            #expect(!text.contains(ServeFixture.csrf), "\(path)")
        }
        let served = try #require(try await fixture.parts.state.site.file("gym/index.html"))
        #expect(String(decoding: served.bytes, as: UTF8.self).contains("name=\"csrf\" value=\"\(ServeFixture.csrf)\""))
    }

    @Test("GET /, a folder, a stylesheet: type, no-cache and ETag; HEAD has the headers and no body")
    func getAndHead() async throws {
        let fixture = try await ServeFixture()
        try await fixture.test { client in
            try await client.execute(uri: "/", method: .get, headers: ServeFixture.host) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/html; charset=utf-8")
                #expect(response.headers[.cacheControl] == "no-cache")
                #expect(response.headers[.eTag]?.hasPrefix("\"") == true)
                #expect(String(buffer: response.body).contains("<script src=\"/_sitegen/reload.js\""))
            }
            try await client.execute(uri: "/gym/", method: .get, headers: ServeFixture.host) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body).contains("Log today"))
            }
            try await client.execute(uri: "/gym", method: .get, headers: ServeFixture.host) { response in
                #expect(response.status == .movedPermanently)
                #expect(response.headers[.location] == "/gym/")
            }
            try await client.execute(uri: "/css/site.css", method: .get, headers: ServeFixture.host) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/css; charset=utf-8")
            }
            try await client.execute(uri: "/gym/", method: .head, headers: ServeFixture.host) { response in
                #expect(response.status == .ok)
                #expect(Int(response.headers[.contentLength] ?? "") ?? 0 > 1000)
                #expect(response.body.readableBytes == 0)
            }
        }
    }

    @Test("If-None-Match with the page's ETag gives 304; another tag gives the page")
    func conditionalGet() async throws {
        let fixture = try await ServeFixture()
        try await fixture.test { client in
            let etag = try await client.execute(uri: "/", method: .get, headers: ServeFixture.host) { $0.headers[.eTag] }
            var headers = ServeFixture.host
            headers[.ifNoneMatch] = etag
            try await client.execute(uri: "/", method: .get, headers: headers) { response in
                #expect(response.status == .notModified)
                #expect(response.body.readableBytes == 0)
            }
            headers[.ifNoneMatch] = "\"other\""
            try await client.execute(uri: "/", method: .get, headers: headers) { #expect($0.status == .ok) }
        }
    }

    @Test("an unknown page is a 404 page; no directory listing for a folder without index.html")
    func notFound() async throws {
        let fixture = try await ServeFixture()
        try await fixture.test { client in
            for uri in ["/nothing-here/", "/css/", "/data/"] {
                try await client.execute(uri: uri, method: .get, headers: ServeFixture.host) { response in
                    #expect(response.status == .notFound, "\(uri)")
                    #expect(String(buffer: response.body).contains("Not found"))
                }
            }
            try await client.execute(uri: "/", method: .put, headers: ServeFixture.host) { #expect($0.status == .methodNotAllowed) }
        }
    }

    @Test("the reload script and the event stream")
    func reloadRoutes() async throws {
        let fixture = try await ServeFixture()
        try await fixture.test { client in
            try await client.execute(uri: "/_sitegen/reload.js", method: .get, headers: ServeFixture.host) { response in
                #expect(response.headers[.contentType] == "text/javascript; charset=utf-8")
                #expect(String(buffer: response.body).contains("EventSource"))
            }
            // A page from an older build gets its reload event at once.
            try await client.execute(uri: "/_sitegen/events?since=0", method: .get, headers: ServeFixture.host) { response in
                #expect(response.headers[.contentType] == "text/event-stream")
                #expect(String(buffer: response.body).contains("event: reload"))
            }
        }
    }

    @Test("under the base path of [publish] base_url the site answers as at /; /health redirects to /health/")
    func basePath() async throws {
        let fixture = try await ServeFixture(settings: "[publish]\nbase_url = \"https://example.org/health/\"\n")
        try await fixture.test { client in
            for (under, root) in [("/health/", "/"), ("/health/gym/", "/gym/"), ("/health/css/site.css", "/css/site.css"),
                                  ("/health/habits/index.html", "/habits/index.html")] {
                let below = try await client.execute(uri: under, method: .get, headers: ServeFixture.host) { response in
                    #expect(response.status == .ok, "\(under)")
                    return String(buffer: response.body)
                }
                #expect(below == (try await page(client, root)), "\(under)")
            }
            try await client.execute(uri: "/health", method: .get, headers: ServeFixture.host) { response in
                #expect(response.status == .movedPermanently)
                #expect(response.headers[.location] == "/health/")
            }
            try await client.execute(uri: "/health/gym", method: .get, headers: ServeFixture.host) { response in
                #expect(response.status == .movedPermanently)
                #expect(response.headers[.location] == "/health/gym/")
            }
            try await client.execute(uri: "/health/nothing-here/", method: .get, headers: ServeFixture.host) { #expect($0.status == .notFound) }
            // A form on a page below the base path sends the browser back there.
            let status = try await post(client, "/_sitegen/gym/log", [("date", "2026-11-21")], from: "/health/gym/")
            #expect(status == .seeOther)
            #expect(try await page(client, "/health/gym/").contains("Total workouts: 1."))
        }
        // Without a base path, /health/ is an unknown page.
        let plain = try await ServeFixture()
        try await plain.test { client in
            try await client.execute(uri: "/health/", method: .get, headers: ServeFixture.host) { #expect($0.status == .notFound) }
        }
    }

    @Test("--verbose: a line per request with method, path, status and milliseconds; without it, none")
    func verboseLines() async throws {
        let lines = Lines()
        let fixture = try await ServeFixture(verbose: true, say: { lines.add($0) })
        try await fixture.test { client in
            _ = try await page(client, "/gym/")
            _ = try await page(client, "/nothing-here/")
            _ = try await post(client, "/_sitegen/gym/log", [("date", "2026-11-21")], from: "/gym/")
        }
        let requests = lines.all.filter { !$0.hasPrefix("rebuilt") }
        #expect(requests.count == 3, "\(lines.all)")
        let pattern = /^(GET|POST) (\S+) (\d{3}) \d+\.\d ms$/
        let parsed = requests.compactMap { line in (try? pattern.wholeMatch(in: line)).map { "\($0.1) \($0.2) \($0.3)" } }
        #expect(parsed == ["GET /gym/ 200", "GET /nothing-here/ 404", "POST /_sitegen/gym/log 303"], "\(requests)")
        #expect(lines.all.contains { $0.hasPrefix("rebuilt (whole) in ") })

        let quiet = Lines()
        let plain = try await ServeFixture(say: { quiet.add($0) })
        try await plain.test { client in _ = try await page(client, "/gym/") }
        #expect(quiet.all.allSatisfy { $0.hasPrefix("rebuilt") }, "\(quiet.all)")
    }
}

/// Lines serve said, collected from any thread.
final class Lines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func add(_ line: String) { lock.withLock { lines.append(line) } }
    var all: [String] { lock.withLock { lines } }
}
