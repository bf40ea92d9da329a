/// What `sitegen serve` was asked to do: where the site is and how to listen.
public struct ServeOptions: Sendable {
    /// The site folder (`site.toml`, `Templates/`, `Public/`, the store).
    public var siteFolder: String
    /// The address to bind: loopback unless the person says otherwise (and then `token` is required).
    public var host: String
    /// The port; 0 picks a free one (the printed URL names it).
    public var port: Int
    /// The secret a visitor must show once (`?token=`) when `host` is not loopback.
    public var token: String?
    /// A line per request on standard output.
    public var verbose: Bool
    /// How often the watcher looks at the site's files, in milliseconds.
    public var pollMilliseconds: Int

    public init(siteFolder: String, host: String = "127.0.0.1", port: Int = 8080, token: String? = nil,
                verbose: Bool = false, pollMilliseconds: Int = 250) {
        self.siteFolder = siteFolder
        self.host = host
        self.port = port
        self.token = token
        self.verbose = verbose
        self.pollMilliseconds = pollMilliseconds
    }

    /// Whether `host` only accepts connections from this machine.
    public var isLoopback: Bool { ["127.0.0.1", "localhost", "::1", "[::1]"].contains(host.lowercased()) }

    /// Refuses a non-loopback address without a token: anyone on the network could log for the person.
    public func validate() throws(ServeError) {
        guard isLoopback || !(token ?? "").isEmpty else {
            throw ServeError("--host \(host): a server reachable from other machines needs --token SECRET "
                + "(visitors open the URL once with ?token=SECRET); leave --host out to stay on 127.0.0.1")
        }
        guard (0...65_535).contains(port) else { throw ServeError("--port: expected 0…65535, found \(port)") }
    }
}

/// A reason `sitegen serve` cannot start, worded for the person.
public struct ServeError: Error, CustomStringConvertible, Sendable {
    public let description: String
    public init(_ description: String) { self.description = description }
}
