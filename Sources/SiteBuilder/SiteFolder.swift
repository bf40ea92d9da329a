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
    public func settings() throws(BuildError) -> SiteSettings {
        let file = path + "/site.toml"
        guard io.exists(file) else {
            throw BuildError(phase: .settings, message: "\(file): file not found; a site folder holds site.toml, Templates/ and Public/")
        }
        do {
            return try SiteSettings.parse(try io.read(file), file: file)
        } catch let error as SettingsError {
            throw BuildError(phase: .settings, message: error.description)
        } catch {
            throw BuildError(phase: .settings, message: "cannot read \(file): \(describe(error))")
        }
    }

    /// The store's absolute path from the settings.
    public func storePath(_ settings: SiteSettings) -> String { Paths.resolve(settings.store.path, in: path) }
}
