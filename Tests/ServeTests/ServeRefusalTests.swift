import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
@testable import Serve

@Suite("sitegen serve: what it refuses", .serialized)
struct ServeRefusalTests {
    @Test("a foreign Host is refused (DNS rebinding)", arguments: ["evil.example", "evil.example:8080", "127.0.0.1:9999", "localhost.evil.example:8080"])
    func foreignHost(host: String) async throws {
        let fixture = try await ServeFixture()
        try await fixture.test { client in
            try await client.execute(uri: "/", method: .get, headers: [HTTPField.Name("Host")!: host]) { response in
                #expect(response.status == .forbidden)
                #expect(String(buffer: response.body).contains("not this server's"))
            }
        }
    }

    @Test("the server's own names are accepted", arguments: ["127.0.0.1:8080", "localhost:8080", "LOCALHOST:8080", "[::1]:8080"])
    func ownHost(host: String) async throws {
        let fixture = try await ServeFixture()
        try await fixture.test { client in
            try await client.execute(uri: "/", method: .get, headers: [HTTPField.Name("Host")!: host]) { #expect($0.status == .ok) }
        }
    }

    @Test("path traversal and hidden separators are refused", arguments: [
        "/../site.toml", "/%2e%2e/site.toml", "/%2E%2E/%2e%2e/etc/passwd", "/css/..%2fsite.toml", "/css%2fsite.css",
        "/css%5csite.css", "/index.html%00.css", "/./index.html", "/css//site.css", "/a\\b",
    ])
    func traversal(uri: String) async throws {
        let fixture = try await ServeFixture()
        try await fixture.test { client in
            try await client.execute(uri: uri, method: .get, headers: ServeFixture.host) { response in
                #expect(response.status == .badRequest, "\(uri)")
            }
        }
    }

    @Test("a post from another site is refused, and the store stays as it was", arguments: [
        ("Origin", "http://evil.example"), ("Origin", "null"), ("Sec-Fetch-Site", "cross-site"), ("Sec-Fetch-Site", "same-site"),
    ])
    func crossSite(header: String, value: String) async throws {
        let fixture = try await ServeFixture()
        try await fixture.test { client in
            let headers = postHeaders(extra: [HTTPField.Name(header)!: value])
            try await client.execute(uri: "/_sitegen/gym/log", method: .post, headers: headers, body: form([("csrf", ServeFixture.csrf)])) { response in
                #expect(response.status == .forbidden)
            }
            try await client.execute(uri: "/gym/", method: .get, headers: ServeFixture.host) { #expect(String(buffer: $0.body).contains("Log today")) }
        }
    }

    @Test("a post without the csrf field or with a wrong one is refused", arguments: [nil, "", "wrong", String(ServeFixture.csrf.dropLast()) + "0"] as [String?])
    func csrf(token: String?) async throws {
        let fixture = try await ServeFixture()
        try await fixture.test { client in
            let fields = token.map { [("csrf", $0)] } ?? []
            try await client.execute(uri: "/_sitegen/gym/log", method: .post, headers: postHeaders(), body: form(fields)) { response in
                #expect(response.status == .forbidden)
                #expect(String(buffer: response.body).contains("csrf"))
            }
        }
    }

    @Test("a body over the limit is refused with 413 before anything is stored")
    func oversized() async throws {
        let fixture = try await ServeFixture()
        try await fixture.test { client in
            let body = ByteBuffer(string: "csrf=\(ServeFixture.csrf)&title=Big&body=" + String(repeating: "a", count: ServeResponder.bodyLimit))
            try await client.execute(uri: "/_sitegen/moment/add", method: .post, headers: postHeaders(), body: body) { response in
                #expect(response.status == .contentTooLarge)
            }
        }
    }

    @Test("a body within the request limit but over the moment limit gets the CLI's bound message")
    func momentBodyLimit() async throws {
        let fixture = try await ServeFixture()
        try await fixture.test { client in
            let text = String(repeating: "a", count: 100_001)
            try await client.execute(uri: "/_sitegen/moment/add", method: .post, headers: postHeaders(referer: "http://127.0.0.1:8080/moments/"),
                                     body: form([("csrf", ServeFixture.csrf), ("title", "Big"), ("body", text)])) { response in
                #expect(response.status == .seeOther)
            }
            try await client.execute(uri: "/moments/", method: .get, headers: ServeFixture.host) { response in
                let page = String(buffer: response.body)
                #expect(page.contains("serve-notice is-error"))
                #expect(page.contains("100,000"))
            }
        }
    }

    @Test("beyond loopback: without the token 401, ?token= sets the cookie, the cookie lets in")
    func token() async throws {
        #expect(throws: ServeError.self) { try ServeOptions(siteFolder: ".", host: "0.0.0.0").validate() }
        let fixture = try await ServeFixture(token: "s3cret", host: "0.0.0.0")
        try await fixture.test { client in
            let host: HTTPFields = [HTTPField.Name("Host")!: "0.0.0.0:8080"]
            try await client.execute(uri: "/", method: .get, headers: host) { #expect($0.status == .unauthorized) }
            try await client.execute(uri: "/gym/?token=wrong", method: .get, headers: host) { #expect($0.status == .unauthorized) }
            try await client.execute(uri: "/gym/?token=s3cret", method: .get, headers: host) { response in
                #expect(response.status == .seeOther)
                #expect(response.headers[.location] == "/gym/")
                #expect(response.headers[.setCookie]?.hasPrefix("sitegen_token=s3cret;") == true)
            }
            var withCookie = host
            withCookie[.cookie] = "sitegen_token=s3cret"
            try await client.execute(uri: "/gym/", method: .get, headers: withCookie) { #expect($0.status == .ok) }
        }
    }
}
