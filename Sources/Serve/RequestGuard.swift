import Foundation
import HTTPTypes
import Hummingbird

/// The checks every request passes before serve answers it.
///
/// - Host: only the server's own names (DNS rebinding: a foreign site whose name resolves to
///   127.0.0.1 sends its own name in Host).
/// - Token: when the server listens beyond loopback, a visitor shows `--token` once (`?token=`,
///   which sets a cookie) and the cookie afterwards.
/// - A POST: its Origin (when sent) is this server, its Sec-Fetch-Site (when sent) is same-origin,
///   and its form carries the per-server CSRF token.
struct RequestGuard: Sendable {
    static let tokenCookie = "sitegen_token"
    static let csrfField = "csrf"

    /// `host:port` forms this server answers to.
    let allowedHosts: Set<String>
    let token: String?
    let csrf: String

    init(host: String, port: Int, token: String?, csrf: String) {
        var names: Set<String> = ["127.0.0.1", "localhost", "[::1]"]
        let bare = host.hasPrefix("[") || !host.contains(":") ? host : "[\(host)]"
        names.insert(bare.lowercased())
        var allowed = Set(names.map { "\($0):\(port)" })
        if port == 80 { allowed.formUnion(names) }
        self.allowedHosts = allowed
        self.token = token.flatMap { $0.isEmpty ? nil : $0 }
        self.csrf = csrf
    }

    /// The Host names the request gives: HTTP/1's Host header becomes the request's authority (a
    /// second Host header stays a header field); every one given must be this server's.
    static func hosts(of request: Request) -> [String] {
        let fields = request.headers[values: .hostHeader]
        return fields.isEmpty ? request.head.authority.map { [$0] } ?? [] : fields
    }

    func hostRefusal(_ request: Request) -> String? {
        let hosts = Self.hosts(of: request).map { $0.lowercased() }
        guard !hosts.isEmpty else { return "a request without a Host header" }
        for host in hosts where !allowedHosts.contains(host) {
            return "the Host \"\(host)\" is not this server's (DNS rebinding is refused)"
        }
        return nil
    }

    /// Whether the request shows the token; `nil` token means none is needed.
    func hasToken(_ request: Request) -> Bool {
        guard let token else { return true }
        return Self.same(request.cookies[Self.tokenCookie]?.value, token)
    }

    /// The token given in the query, when it is the right one.
    func queryToken(_ request: Request) -> Bool {
        guard let token, let given = request.uri.queryParameters["token"] else { return false }
        return Self.same(String(given), token)
    }

    /// Why a POST is refused before its body is read: a cross-site Origin or Sec-Fetch-Site.
    func crossSiteRefusal(_ request: Request) -> String? {
        if let site = request.headers[.secFetchSite], !["same-origin", "none"].contains(site.lowercased()) {
            return "a \(site) form post (Sec-Fetch-Site); only this server's own pages may post"
        }
        if let origin = request.headers[.origin] {
            let lowered = origin.lowercased()
            guard lowered.hasPrefix("http://"), allowedHosts.contains(String(lowered.dropFirst("http://".count))) else {
                return "a post from the origin \"\(origin)\"; only this server's own pages may post"
            }
        }
        return nil
    }

    func csrfRefusal(_ form: FormBody) -> String? {
        guard let given = form[Self.csrfField] else { return "a form without the page's csrf field: reload the page and try again" }
        return Self.same(given, csrf) ? nil : "a form with a stale csrf token (the server restarted?): reload the page and try again"
    }

    /// Compares secrets in time that does not depend on where they differ.
    static func same(_ given: String?, _ secret: String) -> Bool {
        guard let given else { return false }
        let a = Array(given.utf8), b = Array(secret.utf8)
        guard a.count == b.count else { return false }
        return zip(a, b).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }

    /// A fresh random secret: 32 hexadecimal digits.
    static func randomToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in String(generator.next() as UInt32, radix: 16).leftPadded(8) }.joined()
    }
}

extension HTTPField.Name {
    static let hostHeader = HTTPField.Name("Host")!
    static let secFetchSite = HTTPField.Name("Sec-Fetch-Site")!
    static let refererHeader = HTTPField.Name("Referer")!
}

private extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
