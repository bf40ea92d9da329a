import BuiltinSite
import Foundation
import HistoryStore
import Metrics
import Settings
import Workspace

/// `sitegen init DIR`: a new site folder holding a commented `site.toml` and an empty, migrated store.
/// The templates and assets stay built into sitegen unless `copyTemplates` asks for copies to edit.
public enum SiteInit {
    /// What `run` made.
    public struct Result: Sendable {
        /// The site folder, absolute.
        public let directory: String
        /// The `time_zone` written, and where it came from.
        public let timeZone: String
        public let timeZoneSource: String
        /// The `locale` written (a BCP 47 tag), and where it came from.
        public let locale: String
        public let localeSource: String
        /// The store, absolute.
        public let storePath: String
        /// The files copied under `Templates/` and `Public/` (empty without `copyTemplates`).
        public let copied: [String]
    }

    /// Makes the site folder `directory` (created when missing). A folder that already has a `site.toml`
    /// is refused, and so is a copy that would replace a file; nothing is written then.
    /// `locale` (a BCP 47 tag) is written instead of the machine's, read from `environment`.
    public static func run(directory: String, copyTemplates: Bool, timeZone: String? = nil, locale: String? = nil,
                           zoneSources: MachineTimeZone.Sources = .live,
                           environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Result {
        let folder = Paths.absolute(directory)
        let files = FileManager.default
        var isFolder: ObjCBool = false
        if files.fileExists(atPath: folder, isDirectory: &isFolder), !isFolder.boolValue {
            throw InitError("\(folder) is a file, not a folder; give the folder to make the site in")
        }
        let settingsPath = folder + "/site.toml"
        if files.fileExists(atPath: settingsPath) || (try? files.destinationOfSymbolicLink(atPath: settingsPath)) != nil {
            throw InitError("\(settingsPath) already exists: \(folder) is a site folder already, "
                + "and sitegen init changes nothing in it; edit its site.toml, or give a new folder")
        }
        let zone: (name: String, source: String)
        if let timeZone {
            guard TimeZone(identifier: timeZone) != nil else {
                throw InitError("--time-zone: expected an IANA time zone name such as Europe/Berlin; found \"\(timeZone)\"")
            }
            zone = (timeZone, "--time-zone")
        } else {
            zone = MachineTimeZone.detect(zoneSources)
        }
        let siteLocale = try chosenLocale(locale, environment: environment)
        let copies = copyTemplates ? templateCopies() : []
        let clashes = copies.map(\.path).filter { files.fileExists(atPath: folder + "/" + $0) }
        guard clashes.isEmpty else {
            throw InitError("--templates would replace \(clashes.map { folder + "/" + $0 }.joined(separator: ", ")); "
                + "move them away first, or run sitegen init without --templates")
        }
        let storePath = folder + "/" + SiteSettings.defaults.store.path
        do {
            try files.createDirectory(atPath: folder, withIntermediateDirectories: true)
            _ = try HistoryStore.open(path: storePath, mode: .readWrite)
            for copy in copies {
                let path = folder + "/" + copy.path
                try files.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try copy.data.write(to: URL(fileURLWithPath: path), options: .withoutOverwriting)
            }
            try Data(SiteTOMLTemplate.text(timeZone: zone.name, locale: siteLocale.tag.tag).utf8).write(to: URL(fileURLWithPath: settingsPath), options: .withoutOverwriting)
        } catch {
            throw InitError("cannot make the site folder \(folder): \(describe(error))")
        }
        return Result(directory: folder, timeZone: zone.name, timeZoneSource: zone.source,
                      locale: siteLocale.tag.tag, localeSource: siteLocale.source, storePath: storePath,
                      copied: copies.map(\.path))
    }

    /// The locale to write: `--locale` when given (a tag Foundation does not know is refused), else the
    /// machine's (`SiteLocale.machine`: en-US for C, POSIX or an unknown one).
    static func chosenLocale(_ written: String?, environment: [String: String]) throws -> (tag: SiteLocale, source: String) {
        if let written {
            guard let locale = SiteLocale(written) else {
                throw InitError("--locale: expected a BCP 47 language tag that Foundation has data for, such as "
                    + SiteLocale.examples.prefix(4).joined(separator: ", ") + " (`sitegen locales` lists all); found \"\(written)\"")
            }
            return (locale, "--locale")
        }
        let machine = SiteLocale.machine(environment: environment)
        return (machine, "this machine's LC_ALL, LC_TIME or LANG; en-US when C, POSIX or not set")
    }

    /// The built-in templates and assets as files of a site folder: `Templates/…` and `Public/…`.
    static func templateCopies() -> [(path: String, data: Data)] {
        ["Templates", "Public"].flatMap { folder in BuiltinSite.files(folder).map { (folder + "/" + $0.0, $0.1) } }
    }
}

/// Why `sitegen init` made nothing (or stopped part way: the message names the folder).
public struct InitError: Error, CustomStringConvertible, Equatable {
    public let description: String

    init(_ description: String) { self.description = description }
}
