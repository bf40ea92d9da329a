import Foundation
import Settings

/// A site folder: `site.toml`, `Templates/`, `Public/` and, by default, the store.
public struct SiteFolder: Sendable {
    /// The folder's absolute path.
    public let path: String
    let io: FileIO

    public init(path: String, io: FileIO = .live) {
        self.path = Paths.absolute(path)
        self.io = io
    }

    /// Reads and validates `site.toml`.
    public func settings() throws(SiteFolderError) -> SiteSettings {
        let file = path + "/site.toml"
        guard io.exists(file) else {
            throw SiteFolderError("\(file): file not found; "
                + "this is not a site folder: run `sitegen init \(path)` to make one (or give --site DIR)")
        }
        do {
            return try SiteSettings.parse(try io.read(file), file: file)
        } catch let error as SettingsError {
            throw SiteFolderError(error.description)
        } catch {
            throw SiteFolderError("cannot read \(file): \(describe(error))")
        }
    }

    /// The store's absolute path from the settings.
    public func storePath(_ settings: SiteSettings) -> String { Paths.resolve(settings.store.path, in: path) }
}

extension SiteFolder {
    /// Refuses, before anything is touched, an output folder whose replacement would delete part of
    /// the site: one that is or holds the site folder, `site.toml`, `Templates/`, `Public/` or the
    /// store, or that lies inside `Public/` or `Templates/` (every build would copy it into itself).
    /// Paths are compared with their symbolic links resolved.
    public func checkOutput(_ output: String, settings: SiteSettings) throws(BuildError) {
        let real = io.canonical(output)
        func holds(_ outer: String, _ inner: String) -> Bool {
            outer == inner || outer == "/" || inner.hasPrefix(outer + "/")
        }
        let protected: [(name: String, path: String)] = [
            ("the site folder", path), ("the settings file", path + "/site.toml"), ("the templates folder", path + "/Templates"),
            ("the public folder", path + "/Public"), ("the store (store.path)", storePath(settings)),
        ]
        for (name, protectedPath) in protected where holds(real, io.canonical(protectedPath)) {
            throw BuildError(phase: .load, message: "the output folder \(output) would replace \(name) \(protectedPath): "
                + "every build deletes the output folder's old contents; set output to a folder of its own, such as \"_site\"")
        }
        for (name, folder) in [("the public folder", path + "/Public"), ("the templates folder", path + "/Templates")]
        where holds(io.canonical(folder), real) {
            throw BuildError(phase: .load, message: "the output folder \(output) is inside \(name) \(folder): "
                + "every build would copy the last site into the next one; set output to a folder outside it, such as \"_site\"")
        }
    }
}

/// Path arithmetic for the site folder and its settings.
public enum Paths {
    /// `path` made absolute against the current folder, with `.` and `..` resolved.
    public static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// A setting's path: absolute as written, or relative to the site folder.
    public static func resolve(_ path: String, in siteDirectory: String) -> String {
        path.hasPrefix("/") ? absolute(path) : absolute(siteDirectory + "/" + path)
    }
}
