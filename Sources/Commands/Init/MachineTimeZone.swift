import Foundation

/// The machine's IANA time zone, for a new site's `time_zone`: the `TZ` environment variable, then
/// `/etc/timezone` (Debian), then the zone file `/etc/localtime` links to (Linux and macOS), else UTC.
/// A candidate Foundation does not know as a zone name is passed over.
public enum MachineTimeZone {
    /// Where the zone is read from; `live` reads this machine, tests give their own.
    public struct Sources: Sendable {
        public var environment: [String: String]
        public var readFile: @Sendable (String) -> String?
        public var linkTarget: @Sendable (String) -> String?

        public init(environment: [String: String], readFile: @escaping @Sendable (String) -> String?,
                    linkTarget: @escaping @Sendable (String) -> String?) {
            self.environment = environment
            self.readFile = readFile
            self.linkTarget = linkTarget
        }

        /// This machine's environment and files.
        public static var live: Sources {
            Sources(environment: ProcessInfo.processInfo.environment,
                    readFile: { try? String(contentsOfFile: $0, encoding: .utf8) },
                    linkTarget: { try? FileManager.default.destinationOfSymbolicLink(atPath: $0) })
        }
    }

    /// The zone's name and where it came from ("TZ", "/etc/timezone", "/etc/localtime", or "fallback").
    public static func detect(_ sources: Sources = .live) -> (name: String, source: String) {
        let candidates: [(String?, String)] = [
            (sources.environment["TZ"], "TZ"),
            (sources.readFile("/etc/timezone")?.split(separator: "\n").first.map(String.init), "/etc/timezone"),
            (sources.linkTarget("/etc/localtime"), "/etc/localtime"),
        ]
        for (candidate, source) in candidates {
            if let name = candidate.flatMap(zoneName) { return (name, source) }
        }
        return ("UTC", "fallback")
    }

    /// `text` as a zone name Foundation knows: `:Europe/Berlin` (POSIX's leading colon) and a zone file's
    /// path (`/usr/share/zoneinfo/Europe/Berlin`, `../usr/share/zoneinfo/posix/Europe/Berlin`) give `Europe/Berlin`.
    static func zoneName(_ text: String) -> String? {
        var name = text.trimmingCharacters(in: .whitespaces)
        if name.hasPrefix(":") { name.removeFirst() }
        if let range = name.range(of: "zoneinfo/", options: .backwards) { name = String(name[range.upperBound...]) }
        for prefix in ["posix/", "right/"] where name.hasPrefix(prefix) { name.removeFirst(prefix.count) }
        guard !name.isEmpty, !name.hasPrefix("/"), TimeZone(identifier: name) != nil else { return nil }
        return name
    }
}
